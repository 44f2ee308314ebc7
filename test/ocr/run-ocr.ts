import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { validateFields } from "../../src/tools/fields.ts";
import { ocrPdf } from "../../src/tools/ocr-pdf.ts";

/**
 * ocr-pdf's own run on a scan, in this process (its engine started once for the file's tests),
 * as a worker runs it: the output PDF's bytes. Pages are read as they stand (`autoRotate`
 * off, which spares starting the orientation engine) unless told otherwise.
 */
export async function ocrInProcess(scan: Uint8Array, languages: string, fields: Record<string, string> = { autoRotate: "false" }): Promise<Uint8Array> {
  const folder = await mkdtemp(path.join(tmpdir(), "ocr-test-"));
  try {
    const input = path.join(folder, "scan.pdf");
    await writeFile(input, scan);
    const { values } = validateFields(ocrPdf.fields, new Map([["languages", languages], ...Object.entries(fields)]));
    const result = await ocrPdf.run({
      inputs: [{ path: input, name: "scan.pdf", bytes: scan.length }],
      fields: values,
      workDir: folder,
      signal: new AbortController().signal,
      model: null,
      progress: async () => {},
      memoryMb: 1024,
      log: { info: () => {}, warn: () => {} },
      baseName: "scan",
      emit: async () => {},
    });
    return new Uint8Array(await readFile(result.outputs[0]!.path));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
