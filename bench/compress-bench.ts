import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as mupdf from "mupdf";
import sharp from "sharp";
import { ssim } from "ssim.js";
import { compressPdf } from "../src/tools/compress-pdf.ts";
import { corpusFile } from "./lib/corpus.ts";
import { ensureNativeTools, hasCommand } from "./lib/native-tools.ts";
import { benchRunContext, localInputs } from "./lib/in-process.ts";
import { statusMiB } from "../test/helpers/resident-memory.ts";
import { nativePeakMiB, showPeak } from "./lib/service.ts";

const levels = ["Light", "Recommended", "Strong"] as const;
type Level = (typeof levels)[number];
/** Ghostscript's presets that promise the same as each level: print, screen reading, smallest. */
const ghostscriptSetting: Record<Level, string> = { Light: "/printer", Recommended: "/ebook", Strong: "/screen" };

/** Kept between runs: building it takes a few seconds and the numbers should compare run to run. */
const fixtureDir = path.join(os.tmpdir(), "doctools-compress-bench");

/**
 * A 30-page photo book of about 35 MB, like the one the issue measured: every page a different
 * camera-quality JPEG (crops and tints of the corpus's 12 MP phone photo, so no two images are
 * equal and nothing is won by merging duplicates), placed 7.5 inches wide on a Letter page with
 * a caption in Helvetica.
 */
async function photoBook(): Promise<string> {
  const file = path.join(fixtureDir, "photo-book-30p.pdf");
  if (await fs.stat(file).then(() => true, () => false)) return file;
  await fs.mkdir(fixtureDir, { recursive: true });
  const photo = await fs.readFile(corpusFile("images/jpeg/phone_photo_4032x3024_exif6_xmp_icc.jpg"));
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font("Helvetica"));
  for (let page = 0; page < 30; page++) {
    const width = 2800 + (page % 4) * 300;
    const height = Math.round((width * 3) / 4);
    const left = (page * 37) % (4032 - width + 1);
    const top = (page * 23) % (3024 - height + 1);
    let image = sharp(photo).extract({ left, top, width, height }).modulate({ hue: page * 12, brightness: 0.9 + (page % 5) * 0.05 });
    if (page % 2) image = image.flop();
    const jpeg = await image.jpeg({ quality: 90 }).toBuffer();
    const xobject = doc.addImage(new mupdf.Image(jpeg));
    const resources = doc.addObject({ Font: { F1: font }, XObject: { Im0: xobject } });
    const shownHeight = (540 * height) / width;
    const content = `q 540 0 0 ${shownHeight.toFixed(2)} 36 ${(720 - shownHeight).toFixed(2)} cm /Im0 Do Q BT /F1 14 Tf 36 740 Td (Photo ${page + 1}: ${width} x ${height} pixels) Tj ET`;
    doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, resources, content));
  }
  const buffer = doc.saveToBuffer("compress=yes");
  await fs.writeFile(file, buffer.asUint8Array());
  buffer.destroy();
  doc.destroy();
  return file;
}

/** Font program streams by their kind (the font descriptor's key), as stored: compressed bytes. */
const FONT_FILES = { FontFile: "Type 1", FontFile2: "TrueType", FontFile3: "CFF/OpenType" } as const;

/**
 * Where a PDF's bytes are: the font programs by kind, and all the rest. Ghostscript rewrites
 * Type 1 fonts as CFF, which is far more compact and which MuPDF cannot write; this shows how
 * much of a size difference that is.
 */
async function fontBytes(file: string): Promise<{ byKind: Map<string, number>; total: number }> {
  const doc = new mupdf.PDFDocument(await fs.readFile(file));
  try {
    const byKind = new Map<string, number>();
    let total = 0;
    const seen = new Set<number>();
    for (let number = 1; number < doc.countObjects(); number++) {
      const object = doc.newIndirect(number);
      // Any dictionary naming a font file: producers often leave out the descriptor's /Type.
      if (!object.isDictionary()) continue;
      for (const [key, kind] of Object.entries(FONT_FILES)) {
        const stream = object.get(key);
        if (!stream.isIndirect() || seen.has(stream.asIndirect())) continue;
        seen.add(stream.asIndirect());
        const raw = stream.readRawStream();
        byKind.set(kind, (byKind.get(kind) ?? 0) + raw.getLength());
        total += raw.getLength();
        raw.destroy();
      }
    }
    return { byKind, total };
  } finally {
    doc.destroy();
  }
}

export async function showFontBytes(ours: string, gs: string): Promise<string> {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  const describe = async (file: string) => {
    const fonts = await fontBytes(file);
    const kinds = [...fonts.byKind].map(([kind, bytes]) => `${kind} ${kb(bytes)}`).join(" + ") || "none";
    return `font programs ${kb(fonts.total)} (${kinds}), the rest ${kb((await fs.stat(file)).size - fonts.total)}`;
  };
  return `  where the bytes are: ours ${await describe(ours)} | gs ${await describe(gs)}`;
}

interface Measured {
  readonly bytes: number;
  readonly seconds: number;
  readonly ssim: number;
  /** The compressed file, kept until the bench ends. */
  readonly output: string;
}

/** Every page of `output` against the same page of `input`, drawn at 72 dpi by MuPDF; the mean SSIM. */
async function meanSsim(input: string, output: string): Promise<number> {
  const a = new mupdf.PDFDocument(await fs.readFile(input));
  const b = new mupdf.PDFDocument(await fs.readFile(output));
  try {
    let sum = 0;
    const pages = a.countPages();
    for (let index = 0; index < pages; index++) sum += ssim(render(a, index), render(b, index), { downsample: false }).mssim;
    return sum / pages;
  } finally {
    a.destroy();
    b.destroy();
  }
}

function render(doc: mupdf.PDFDocument, index: number): { data: Uint8ClampedArray; width: number; height: number } {
  const page = doc.loadPage(index);
  const pixmap = page.toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceRGB, true);
  const image = { data: new Uint8ClampedArray(pixmap.getPixels()), width: pixmap.getWidth(), height: pixmap.getHeight() };
  pixmap.destroy();
  page.destroy();
  // A transparent page background would count as black; paint it white as a viewer does.
  for (let at = 0; at < image.data.length; at += 4) {
    const alpha = image.data[at + 3]! / 255;
    for (let c = 0; c < 3; c++) image.data[at + c] = image.data[at + c]! * alpha + 255 * (1 - alpha);
    image.data[at + 3] = 255;
  }
  return image;
}

/** Our tool called in-process, as a worker runs it (no HTTP, queue or storage): the compression alone. */
async function compressOnce(input: string, level: Level, scratch: string): Promise<{ seconds: number; output: string }> {
  const workDir = await fs.mkdtemp(path.join(scratch, `ours-${level}-`));
  const inputs = await localInputs([input]);
  const started = performance.now();
  await compressPdf.run(benchRunContext(inputs, { level }, workDir));
  return { seconds: (performance.now() - started) / 1000, output: path.join(workDir, "result.pdf") };
}

async function runOurs(input: string, level: Level, scratch: string): Promise<Measured> {
  const { seconds, output } = await compressOnce(input, level, scratch);
  return { bytes: (await fs.stat(output)).size, seconds, ssim: await meanSsim(input, output), output };
}

/**
 * The child's side of ourPeak: one compression in a fresh process, then its kernel high-water
 * mark (VmHWM, exact, no sampling) and the growth over its RSS before the call (Node, the
 * modules and MuPDF's WebAssembly loaded: what a worker holds before any job).
 */
async function runChild(input: string, level: Level, scratch: string): Promise<void> {
  const baselineMiB = statusMiB("self", "VmRSS");
  await compressOnce(input, level, scratch);
  const peakMiB = statusMiB("self", "VmHWM");
  console.log(JSON.stringify({ peakMiB, growthMiB: peakMiB - baselineMiB }));
}

/**
 * Our peak memory from one more run in a child process of its own, since this process's peak
 * also holds the fixture's making, the SSIM renders and earlier runs.
 */
function ourPeak(input: string, level: Level, scratch: string): { peakMiB: number; growthMiB: number } {
  const out = execFileSync(process.execPath, [import.meta.filename, "--child", input, level, scratch], { encoding: "utf8" });
  return JSON.parse(out.trim().split("\n").at(-1)!) as { peakMiB: number; growthMiB: number };
}

const gsArgs = (input: string, level: Level, output: string) => ["-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=pdfwrite", `-dPDFSETTINGS=${ghostscriptSetting[level]}`, `-sOutputFile=${output}`, input];

async function runGhostscript(input: string, level: Level, scratch: string): Promise<Measured> {
  const output = path.join(scratch, `gs-${level}.pdf`);
  const started = performance.now();
  execFileSync("gs", gsArgs(input, level, output), { stdio: "ignore" });
  const seconds = (performance.now() - started) / 1000;
  return { bytes: (await fs.stat(output)).size, seconds, ssim: await meanSsim(input, output), output };
}

/**
 * compress-pdf at each level against Ghostscript's matching preset on an image-heavy and a
 * text-heavy PDF: size as % of the input, seconds, mean SSIM of the pages drawn at 72 dpi,
 * and ours / Ghostscript's as ratios. Targets (issue): at least as small at equal or better
 * SSIM on the image-heavy input, in at most 1.5× Ghostscript's time. Peak memory from one more
 * run of each: ours in a child process of its own (ourPeak), Ghostscript under GNU time.
 */
export async function benchCompress(): Promise<string[]> {
  const lines: string[] = ensureNativeTools(["gs"]);
  const hasGhostscript = hasCommand("gs");
  const inputs = [await photoBook(), corpusFile("pdf/text/text_tracemonkey_paper_14p.pdf")];
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-compress-"));
  try {
    for (const input of inputs) {
      const size = (await fs.stat(input)).size;
      const pages = new mupdf.PDFDocument(await fs.readFile(input));
      lines.push(`${path.basename(input)} (${pages.countPages()} pages, ${(size / 1e6).toFixed(1)} MB); ours timed in-process (tool's run, no HTTP), its peak RSS from a child process running it once (+ growth over that process before the call):`);
      pages.destroy();
      const percent = (m: Measured) => `${((100 * m.bytes) / size).toFixed(1).padStart(5)} %`;
      const show = (m: Measured) => `${percent(m)} ${m.seconds.toFixed(2).padStart(5)} s SSIM ${m.ssim.toFixed(4)}`;
      for (const level of levels) {
        const ours = await runOurs(input, level, scratch);
        const ourMemory = showPeak(ourPeak(input, level, scratch));
        if (!hasGhostscript) {
          lines.push(`  ${level.padEnd(11)} ours ${show(ours)}, ${ourMemory} (no gs here to compare)`);
          continue;
        }
        const gs = await runGhostscript(input, level, scratch);
        const gsPeakMiB = nativePeakMiB("gs", gsArgs(input, level, path.join(scratch, `gs-${level}-memory.pdf`)));
        const sizeRatio = ours.bytes / gs.bytes;
        const timeRatio = ours.seconds / gs.seconds;
        const met = sizeRatio <= 1 && ours.ssim >= gs.ssim && timeRatio <= 1.5;
        lines.push(
          `  ${level.padEnd(11)} ours ${show(ours)}, ${ourMemory} | gs ${ghostscriptSetting[level].padEnd(8)} ${show(gs)}, peak ${gsPeakMiB.toFixed(0)} MiB | size ×${sizeRatio.toFixed(2)}, time ×${timeRatio.toFixed(2)}, SSIM ${ours.ssim >= gs.ssim ? "≥" : "<"} gs${met ? " — target met" : ""}`,
        );
        if (sizeRatio > 1) lines.push(await showFontBytes(ours.output, gs.output));
      }
    }
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
  return lines;
}

if (import.meta.main) {
  if (process.argv[2] === "--child") await runChild(process.argv[3]!, process.argv[4] as Level, process.argv[5]!);
  else for (const line of await benchCompress()) console.log(line);
}
