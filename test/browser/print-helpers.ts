import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { htmlToPdf } from "../../src/tools/html-to-pdf.ts";
import { parsePageSelection } from "../../src/pdf/page-selection.ts";
import type { FieldValues } from "../../src/tools/fields.ts";
import type { ToolInput } from "../../src/contract/tool-run.ts";

export type HtmlFields = FieldValues<typeof htmlToPdf.fields>;

/** A file of a page, written for the test. */
export interface PageFile {
  readonly name: string;
  readonly data: string | Uint8Array;
}

/** The tool's fields with their defaults, as the call would give them, changed by `fields` (pages as text). */
export function htmlFields(fields: Partial<Omit<HtmlFields, "pages">> & { pages?: string } = {}): HtmlFields {
  const { pages, ...rest } = fields;
  const selection = pages === undefined ? undefined : parsePageSelection(pages);
  if (selection && !selection.ok) throw new Error(selection.problem);
  return {
    url: undefined,
    paperSize: "A4",
    landscape: false,
    margin: "10",
    printBackground: false,
    scale: "1",
    media: "print",
    headerHtml: undefined,
    footerHtml: undefined,
    waitForSelector: undefined,
    waitDelayMs: 0,
    pages: selection?.ok ? selection.selection : undefined,
    ...rest,
  };
}

/**
 * Runs html-to-pdf's own run, as a worker would, on files written to a temporary folder:
 * the result's bytes, or the error. The folder goes after.
 */
export async function printFiles(files: readonly PageFile[], fields: HtmlFields, options: { signal?: AbortSignal; memoryMb?: number } = {}): Promise<{ bytes: Uint8Array; pageCount: number | undefined }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "html-to-pdf-test-"));
  try {
    const inputs: ToolInput[] = [];
    for (const [index, file] of files.entries()) {
      const filePath = path.join(dir, `input-${index}`);
      await fs.writeFile(filePath, file.data);
      inputs.push({ path: filePath, name: file.name, bytes: (await fs.stat(filePath)).size });
    }
    const workDir = path.join(dir, "work");
    await fs.mkdir(workDir);
    const result = await htmlToPdf.run({
      inputs,
      fields,
      workDir,
      signal: options.signal ?? new AbortController().signal,
      model: null,
      progress: async () => {},
      memoryMb: options.memoryMb ?? 2048,
      log: { info() {}, warn() {} },
      baseName: "result",
      emit: async () => {
        throw new Error("html-to-pdf emits nothing");
      },
    });
    const output = result.outputs[0]!;
    return { bytes: new Uint8Array(await fs.readFile(output.path)), pageCount: result.pageCount };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Average colour of a square of a rendered page (RGBA pixels), around (x, y) as fractions of the page. */
export function colourAt(render: { data: Uint8Array; width: number; height: number }, fx: number, fy: number, size = 6): [number, number, number] {
  const cx = Math.round(render.width * fx);
  const cy = Math.round(render.height * fy);
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = cy - size; y <= cy + size; y++) {
    for (let x = cx - size; x <= cx + size; x++) {
      const i = (y * render.width + x) * 4;
      sum[0]! += render.data[i]!;
      sum[1]! += render.data[i + 1]!;
      sum[2]! += render.data[i + 2]!;
      n++;
    }
  }
  return sum.map((v) => Math.round(v / n)) as [number, number, number];
}

/** True when two colours are within `tolerance` on each channel. */
export function near(actual: readonly number[], expected: readonly number[], tolerance = 12): boolean {
  return actual.every((value, i) => Math.abs(value - expected[i]!) <= tolerance);
}
