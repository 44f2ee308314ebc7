import { benchRunContext, localInputs } from "./lib/in-process.ts";
import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createResultPacker } from "../src/workers/pack-outputs.ts";
import { storedFieldValues } from "../src/tools/fields.ts";
import { pdfToImage } from "../src/tools/pdf-to-image.ts";
import { zipFormat } from "../src/tools/tool-definition.ts";
import { corpusFile } from "./lib/corpus.ts";
import { median, nativePeakMiB, PEAK_NOTE, runJob, showPeak, startService, watchTreeResidentMemory, type RunningService } from "./lib/service.ts";
import { ensureNativeTools, hasCommand } from "./lib/native-tools.ts";

const DPI = 150;
const inputs = [
  { file: corpusFile("pdf/text/text_tracemonkey_paper_14p.pdf"), pages: 14 },
  { file: corpusFile("pdf/text/text_us_constitution_19p.pdf"), pages: 19 },
];
const formats = ["Jpeg", "Png"] as const;
type Format = (typeof formats)[number];

/** The native commands for one format, given a folder to write into; the bench compares with the fastest. */
const nativeCommands: Record<Format, Array<{ label: string; command: string; args: (pdf: string, out: string) => string[] }>> = {
  Jpeg: [
    { label: "pdftoppm -jpeg", command: "pdftoppm", args: (pdf, out) => ["-r", String(DPI), "-jpeg", pdf, path.join(out, "page")] },
    { label: "mutool draw .jpg", command: "mutool", args: (pdf, out) => ["draw", "-q", "-r", String(DPI), "-o", path.join(out, "page%d.jpg"), pdf] },
  ],
  Png: [
    { label: "pdftoppm -png", command: "pdftoppm", args: (pdf, out) => ["-r", String(DPI), "-png", pdf, path.join(out, "page")] },
    { label: "mutool draw .png", command: "mutool", args: (pdf, out) => ["draw", "-q", "-r", String(DPI), "-o", path.join(out, "page%d.png"), pdf] },
  ],
};

async function serviceForm(pdf: string, format: Format): Promise<FormData> {
  const form = new FormData();
  form.append("files", new Blob([await fs.readFile(pdf)]), path.basename(pdf));
  form.append("format", format);
  form.append("dpi", String(DPI));
  return form;
}

async function serviceSeconds(service: RunningService, pdf: string, format: Format): Promise<number> {
  const form = await serviceForm(pdf, format);
  const started = performance.now();
  await runJob(service, "pdf-to-image", form);
  return (performance.now() - started) / 1000;
}

/** One more job, untimed, with the workers' memory sampled through it. */
async function serviceMemory(service: RunningService, pdf: string, format: Format): Promise<{ peakMiB: number; growthMiB: number; largestMiB: number }> {
  const form = await serviceForm(pdf, format);
  const watcher = watchTreeResidentMemory(service.pid);
  await runJob(service, "pdf-to-image", form);
  return watcher.stop();
}

/** The tool's run in this process, with the ZIP written as the worker writes it; no HTTP, queue or store. */
async function inProcessSeconds(pdf: string, format: Format, scratch: string): Promise<number> {
  const workDir = await fs.mkdtemp(path.join(scratch, "run-"));
  const started = performance.now();
  const packer = createResultPacker(zipFormat, path.join(workDir, "result.zip"));
  const inputs = await localInputs([pdf]);
  await pdfToImage.run(benchRunContext(inputs, storedFieldValues(pdfToImage.fields, { format, dpi: DPI }), workDir, (output) => packer.add(output, { remove: true })));
  await packer.finish();
  const seconds = (performance.now() - started) / 1000;
  await fs.rm(workDir, { recursive: true, force: true });
  return seconds;
}

async function nativeSeconds(command: string, args: string[], out: string): Promise<number> {
  await fs.mkdir(out, { recursive: true });
  const started = performance.now();
  execFileSync(command, args, { stdio: "ignore" });
  const seconds = (performance.now() - started) / 1000;
  await fs.rm(out, { recursive: true, force: true });
  return seconds;
}

async function medianOf(runs: number, measure: () => Promise<number>, warmUp = true): Promise<number> {
  if (warmUp) await measure(); // fonts, glyph caches, code paths
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(await measure());
  return median(samples);
}

/**
 * Pages per second at 150 dpi: the service end to end over HTTP (upload, queue, draw, ZIP,
 * store, download), the tool's run alone in this process, and the native tools writing one
 * image file per page; ratios are times against the fastest native tool for the format. Peak
 * memory beside, from one more run of the service and of each native tool (PEAK_NOTE).
 */
export async function benchPdfToImage(runs = 3): Promise<string[]> {
  const lines: string[] = [];
  lines.push(...ensureNativeTools(["pdftoppm", "mutool"]), PEAK_NOTE);
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-pdf-to-image-"));
  const service = await startService({ DOCTOOLS_WORKERS: "1" });
  try {
    for (const format of formats) {
      for (const input of inputs) {
        const name = `${path.basename(input.file)} (${input.pages} pages, ${format}, ${DPI} dpi)`;
        const rate = (seconds: number) => `${(input.pages / seconds).toFixed(1)} pages/s`;
        const ours = await medianOf(runs, () => serviceSeconds(service, input.file, format));
        const ourMemory = await serviceMemory(service, input.file, format);
        const inProcess = await medianOf(runs, () => inProcessSeconds(input.file, format, scratch));
        const natives: Array<{ label: string; seconds: number; peakMiB: number }> = [];
        for (const native of nativeCommands[format]) {
          if (!hasCommand(native.command)) continue;
          const out = path.join(scratch, "native");
          const seconds = await medianOf(runs, () => nativeSeconds(native.command, native.args(input.file, out), out), false);
          await fs.mkdir(out, { recursive: true });
          const peakMiB = nativePeakMiB(native.command, native.args(input.file, out));
          await fs.rm(out, { recursive: true, force: true });
          natives.push({ label: native.label, seconds, peakMiB });
        }
        const parts = [
          `doctools over HTTP ${rate(ours)}, ${showPeak(ourMemory)}`,
          `run in-process ${rate(inProcess)}`,
          ...natives.map((n) => `${n.label} ${rate(n.seconds)}, peak ${n.peakMiB.toFixed(0)} MiB`),
        ];
        lines.push(`${name}: ${parts.join("; ")}`);
        const fastest = natives.reduce<(typeof natives)[number] | undefined>((best, n) => (!best || n.seconds < best.seconds ? n : best), undefined);
        if (!fastest) {
          lines.push(`  no native tool here to compare`);
          continue;
        }
        const ratio = ours / fastest.seconds;
        lines.push(
          `  time against ${fastest.label}: over HTTP ${ratio.toFixed(2)}×, in-process ${(inProcess / fastest.seconds).toFixed(2)}× (target ≤ 1.5× over HTTP: ${ratio <= 1.5 ? "met" : "missed"})`,
        );
      }
    }
  } finally {
    await service.stop();
    await fs.rm(scratch, { recursive: true, force: true });
  }
  return lines;
}

if (import.meta.main) {
  for (const line of await benchPdfToImage()) console.log(line);
}
