import { benchRunContext, localInputs } from "./lib/in-process.ts";
import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { storedFieldValues } from "../src/tools/fields.ts";
import { imageToPdf } from "../src/tools/image-to-pdf.ts";
import { corpusFile } from "./lib/corpus.ts";
import { ensureNativeTools, hasCommand } from "./lib/native-tools.ts";
import { median, nativePeakMiB, PEAK_NOTE, runJob, runJobWithCurl, showPeak, startService, watchTreeResidentMemory, type RunningService } from "./lib/service.ts";

const PHOTOS = 50;
const photo = corpusFile("images/jpeg/phone_photo_4032x3024_exif6_xmp_icc.jpg");

/**
 * Fifty distinct phone-style photos of 3 MP (about 1 MB each), cut from the corpus photo at
 * shifting offsets, each keeping the EXIF orientation 6 and ICC profile a phone writes.
 */
async function makePhotos(folder: string): Promise<string[]> {
  const files: string[] = [];
  for (let i = 0; i < PHOTOS; i++) {
    const file = path.join(folder, `photo-${String(i + 1).padStart(2, "0")}.jpg`);
    await sharp(photo)
      .extract({ left: (i * 37) % 1900, top: (i * 23) % 1400, width: 2000, height: 1500 })
      .withMetadata({ orientation: 6 })
      .keepIccProfile()
      .jpeg({ quality: 90 })
      .toFile(file);
    files.push(file);
  }
  return files;
}

async function serviceForm(files: string[]): Promise<FormData> {
  const form = new FormData();
  for (const file of files) form.append("files", new Blob([await fs.readFile(file)]), path.basename(file));
  return form;
}

async function serviceRun(service: RunningService, files: string[]): Promise<{ seconds: number; bytes: number }> {
  const form = await serviceForm(files);
  const started = performance.now();
  const { result } = await runJob(service, "image-to-pdf", form);
  return { seconds: (performance.now() - started) / 1000, bytes: result.byteLength };
}

/** The same job with curl as the client (runJobWithCurl): sending and receiving the 35 MB cost what a native client's do. */
async function curlRun(service: RunningService, files: string[]): Promise<{ seconds: number; bytes: number }> {
  const { seconds, result } = await runJobWithCurl(service, "image-to-pdf", files, {});
  return { seconds, bytes: result.byteLength };
}

/** One more job, untimed, with the workers' memory sampled through it. */
async function serviceMemory(service: RunningService, files: string[]): Promise<{ peakMiB: number; growthMiB: number; largestMiB: number }> {
  const form = await serviceForm(files);
  const watcher = watchTreeResidentMemory(service.pid);
  await runJob(service, "image-to-pdf", form);
  return watcher.stop();
}

/** The tool's run in this process: no upload, queue or store. */
async function inProcessRun(files: string[], scratch: string): Promise<{ seconds: number; bytes: number }> {
  const workDir = await fs.mkdtemp(path.join(scratch, "run-"));
  const inputs = await localInputs(files);
  const started = performance.now();
  const { outputs } = await imageToPdf.run(benchRunContext(inputs, storedFieldValues(imageToPdf.fields, { pageSize: "A4", orientation: "Auto", margin: "None" }), workDir));
  const seconds = (performance.now() - started) / 1000;
  const bytes = (await fs.stat(outputs[0]!.path)).size;
  await fs.rm(workDir, { recursive: true, force: true });
  return { seconds, bytes };
}

async function nativeRun(command: string, args: string[], out: string): Promise<{ seconds: number; bytes: number }> {
  const started = performance.now();
  execFileSync(command, args, { stdio: "ignore" });
  const seconds = (performance.now() - started) / 1000;
  const bytes = (await fs.stat(out)).size;
  await fs.rm(out, { force: true });
  return { seconds, bytes };
}

async function medianOf(runs: number, measure: () => Promise<{ seconds: number; bytes: number }>): Promise<{ seconds: number; bytes: number }> {
  const first = await measure(); // warm-up: code paths, page cache
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push((await measure()).seconds);
  return { seconds: median(samples), bytes: first.bytes };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * image-to-pdf of 50 photos on A4 pages against img2pdf (which, like us, embeds JPEGs
 * without re-encoding), or ImageMagick's convert (which re-encodes) when Debian has no
 * img2pdf: time ratio, output size, and peak memory from one more run of each (PEAK_NOTE).
 */
export async function benchImageToPdf(runs = 3): Promise<string[]> {
  const lines: string[] = [];
  lines.push(...ensureNativeTools(["img2pdf", "curl"]), PEAK_NOTE);
  const native = hasCommand("img2pdf")
    ? { label: "img2pdf", command: "img2pdf", args: (files: string[], out: string) => ["--pagesize", "A4", "-o", out, ...files] }
    : hasCommand("convert")
      ? { label: "ImageMagick convert", command: "convert", args: (files: string[], out: string) => [...files, "-auto-orient", "-page", "A4", out] }
      : null;
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-image-to-pdf-"));
  const service = await startService({ DOCTOOLS_WORKERS: "1" });
  try {
    const files = await makePhotos(scratch);
    let inputBytes = 0;
    for (const file of files) inputBytes += (await fs.stat(file)).size;
    lines.push(`${PHOTOS} JPEG photos of 2000 × 1500 pixels (EXIF orientation 6, ICC profile), ${mb(inputBytes)} in all, on A4 pages`);
    const ours = await medianOf(runs, () => serviceRun(service, files));
    const withCurl = hasCommand("curl") ? await medianOf(runs, () => curlRun(service, files)) : null;
    const ourMemory = await serviceMemory(service, files);
    const inProcess = await medianOf(runs, () => inProcessRun(files, scratch));
    const parts = [
      `doctools over HTTP ${ours.seconds.toFixed(2)} s with Node's fetch as the client${withCurl ? `, ${withCurl.seconds.toFixed(2)} s with curl` : ""}, ${showPeak(ourMemory)}`,
      `run in-process ${inProcess.seconds.toFixed(2)} s`,
    ];
    if (!native) {
      lines.push(`${parts.join("; ")}; output ${mb(ours.bytes)}`, "  neither img2pdf nor ImageMagick here to compare");
      return lines;
    }
    const out = path.join(scratch, "native.pdf");
    const theirs = await medianOf(runs, () => nativeRun(native.command, native.args(files, out), out));
    const theirPeakMiB = nativePeakMiB(native.command, native.args(files, out));
    await fs.rm(out, { force: true });
    parts.push(`${native.label} ${theirs.seconds.toFixed(2)} s, peak ${theirPeakMiB.toFixed(0)} MiB`);
    lines.push(parts.join("; "));
    lines.push(
      `  time against ${native.label}: over HTTP ${(ours.seconds / theirs.seconds).toFixed(2)}× (fetch)${withCurl ? `, ${(withCurl.seconds / theirs.seconds).toFixed(2)}× (curl)` : ""}, in-process ${(inProcess.seconds / theirs.seconds).toFixed(2)}×`,
      `  output: doctools ${mb(ours.bytes)}, ${native.label} ${mb(theirs.bytes)} (${(ours.bytes / theirs.bytes).toFixed(3)}×)`,
    );
  } finally {
    await service.stop();
    await fs.rm(scratch, { recursive: true, force: true });
  }
  return lines;
}

if (import.meta.main) {
  for (const line of await benchImageToPdf()) console.log(line);
}
