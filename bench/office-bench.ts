import { spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as mupdf from "mupdf";
import { convertOfficeToPdf } from "../src/office/convert-office.ts";
import { findSoffice } from "../src/office/native-engine.ts";
import { createOfficeSlot } from "../src/office/office-slot.ts";

/**
 * office-to-pdf's engine (LibreOffice in WebAssembly, in its child process) against native
 * `soffice --headless --convert-to pdf`, on a long Word document, a large workbook and a
 * presentation of the corpus: cold (engine started for the job) and warm (engine already
 * running; soffice cannot be kept running without a UNO bridge, so its "warm" is a second run on
 * an already-made profile), pages per second, peak memory of the converting process.
 */
const corpusDir = path.resolve(import.meta.dirname, "../../shared/corpus/office");
const documents = ["stress018.docx", "FormulaEvalTestData_Copy.xlsx", "stress022.pptx"];

export async function benchOffice(): Promise<string[]> {
  const soffice = findSoffice(null);
  const lines: string[] = [];
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "office-bench-"));
  try {
    for (const name of documents) {
      const input = path.join(corpusDir, name);
      // A conversion that stalls (LibreOffice in WebAssembly now and then sits idle mid-job) is
      // reported as such; the job's time limit is what ends it in the service.
      const cold = await ours(input, dir, false).catch(() => null);
      const warm = await ours(input, dir, true).catch(() => null);
      if (!cold || !warm) {
        lines.push(`${name}: ours stalled past 120 s (${cold ? "warm" : "cold"} run); not compared`);
        continue;
      }
      let nativeLine = "native soffice not installed";
      if (soffice) {
        const profile = path.join(dir, `profile-${name}`);
        const nativeCold = await native(soffice, input, dir, profile);
        const nativeWarm = await native(soffice, input, dir, profile);
        nativeLine =
          `native cold ${nativeCold.ms.toFixed(0)} ms (${nativeCold.peakMiB.toFixed(0)} MiB), warm profile ${nativeWarm.ms.toFixed(0)} ms; ` +
          `ratio ours/native cold ${(cold.ms / nativeCold.ms).toFixed(2)}, warm ${(warm.ms / nativeWarm.ms).toFixed(2)}; pages ${cold.pages}/${nativeCold.pages}`;
      }
      lines.push(
        `${name}: ours cold ${cold.ms.toFixed(0)} ms, warm ${warm.ms.toFixed(0)} ms (${(cold.pages / (warm.ms / 1000)).toFixed(1)} pages/s warm), peak ${cold.peakMiB.toFixed(0)} MiB; ${nativeLine}`,
      );
    }
    lines.push(`install size of the engine: ${await du(path.resolve(import.meta.dirname, "../node_modules/@matbee/libreoffice-converter"))}`);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  return lines;
}

/** One conversion with our engine; warm: a first conversion of the same file starts the engine, untimed. */
async function ours(input: string, dir: string, warm: boolean) {
  const slot = createOfficeSlot({ officeEngine: "wasm", officeMaxConversions: 100, keepWarm: false, startTimeoutMs: 120_000 });
  const output = path.join(dir, "ours.pdf");
  const run = () => convertOfficeToPdf(slot, { input, name: path.basename(input), output, workDir: dir, fitSheetWidth: false, signal: AbortSignal.timeout(120_000) });
  let pid = 0;
  try {
    if (warm) await run();
    const started = performance.now();
    await run();
    const ms = performance.now() - started;
    await slot.use(AbortSignal.timeout(10_000), async (engine) => {
      pid = (engine as unknown as { pid: number }).pid;
    });
    const status = await fs.readFile(`/proc/${pid}/status`, "utf8");
    const peakMiB = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    return { ms, pages: pageCount(await fs.readFile(output)), peakMiB };
  } finally {
    await slot.close();
  }
}

async function native(soffice: string, input: string, dir: string, profile: string) {
  const out = path.join(dir, "native");
  const started = performance.now();
  const run = spawnSync("/usr/bin/time", ["-f", "%M", soffice, `-env:UserInstallation=${pathToFileURL(profile).href}`, "--headless", "--convert-to", "pdf", "--outdir", out, input], { encoding: "utf8" });
  const ms = performance.now() - started;
  const peakMiB = Number(run.stderr.trim().split("\n").at(-1)) / 1024;
  const pdf = path.join(out, `${path.parse(input).name}.pdf`);
  return { ms, peakMiB, pages: pageCount(await readBytes(pdf)) };
}

function readBytes(file: string): Promise<Buffer> {
  return fs.readFile(file);
}

function pageCount(bytes: Uint8Array): number {
  const doc = mupdf.Document.openDocument(bytes, "application/pdf");
  try {
    return doc.countPages();
  } finally {
    doc.destroy();
  }
}

async function du(dir: string): Promise<string> {
  const result = spawnSync("du", ["-sh", "--dereference", dir], { encoding: "utf8" });
  return result.stdout.trim().split("\t")[0] ?? "?";
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const line of await benchOffice()) console.log(line);
}
