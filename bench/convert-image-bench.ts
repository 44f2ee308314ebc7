import { benchRunContext, localInputs } from "./lib/in-process.ts";
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { storedFieldValues } from "../src/tools/fields.ts";
import { convertImage } from "../src/tools/convert-image.ts";
import { corpusFile } from "./lib/corpus.ts";
import { median } from "./lib/service.ts";
import { ensureNativeTools, hasCommand } from "./lib/native-tools.ts";

const QUALITY = 85;
const RUNS = 3;
/** sharp's libvips sets VIPSHOME in this process; the Debian `vips` then finds none of its loaders. */
const nativeEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "VIPSHOME"));

interface Case {
  readonly label: string;
  readonly input: string;
  readonly format: "Jpeg" | "WebP" | "Avif";
  /** Whether sharp decodes the input itself (the 1.2× target applies only then). */
  readonly native: boolean;
  readonly vips: (input: string, output: string) => string[];
  readonly magick: (input: string, output: string) => string[];
}

const extension = { Jpeg: "jpg", WebP: "webp", Avif: "avif" } as const;

/** The same work on each side: upright by EXIF, sRGB, metadata stripped, quality 85. */
function cases(png: string): Case[] {
  const phone = corpusFile("images/jpeg/phone_photo_4032x3024_exif6_xmp_icc.jpg");
  const heic = corpusFile("images/heic/photo_1280x854_with_thumbnail.heic");
  const vipsAutorot = (input: string, output: string) => ["autorot", input, `${output}[Q=${QUALITY},strip]`];
  const magick = (input: string, output: string) => [input, "-auto-orient", "-strip", "-quality", String(QUALITY), output];
  return [
    { label: "JPEG→WebP (12 MP phone photo, EXIF 6)", input: phone, format: "WebP", native: true, vips: vipsAutorot, magick },
    { label: "JPEG→AVIF (12 MP phone photo, EXIF 6)", input: phone, format: "Avif", native: true, vips: vipsAutorot, magick },
    { label: "PNG→JPEG (12 MP photo)", input: png, format: "Jpeg", native: true, vips: (i, o) => ["copy", i, `${o}[Q=${QUALITY},strip]`], magick },
    { label: "HEIC→JPEG (1280×854)", input: heic, format: "Jpeg", native: false, vips: (i, o) => ["copy", i, `${o}[Q=${QUALITY},strip]`], magick },
  ];
}

interface Measure {
  readonly seconds: number;
  readonly peakMiB: number;
}

/**
 * Our side runs in a child process of its own, so its peak RSS (VmHWM) is the tool's alone:
 * one warm-up (module loading, libheif's WebAssembly), then timed runs of the tool's `run`.
 */
async function runChild(input: string, format: string, scratch: string): Promise<void> {
  const inputs = await localInputs([input]);
  const once = async () => {
    const workDir = await fs.mkdtemp(path.join(scratch, "run-"));
    const started = performance.now();
    await convertImage.run(benchRunContext(inputs, storedFieldValues(convertImage.fields, { format, quality: QUALITY }), workDir));
    const seconds = (performance.now() - started) / 1000;
    await fs.rm(workDir, { recursive: true, force: true });
    return seconds;
  };
  await once();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) samples.push(await once());
  const status = await fs.readFile("/proc/self/status", "utf8");
  const peakMiB = Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
  console.log(JSON.stringify({ seconds: median(samples), peakMiB }));
}

function ours(input: string, format: string, scratch: string): Measure {
  const out = execFileSync(process.execPath, [import.meta.filename, "--child", input, format, scratch], { encoding: "utf8" });
  return JSON.parse(out.trim().split("\n").at(-1)!) as Measure;
}

/** Median wall time and largest peak RSS of a native command, from GNU time. */
function native(command: string, args: string[]): Measure | string {
  const times: number[] = [];
  let peak = 0;
  for (let i = 0; i < RUNS + 1; i++) {
    const run = spawnSync("/usr/bin/time", ["-f", "%e %M", command, ...args], { encoding: "utf8", env: nativeEnv });
    if (run.status !== 0) return `failed (${(run.stderr.trim().split("\n")[0] ?? "").slice(0, 80)})`;
    const [elapsed, kb] = run.stderr.trim().split("\n").at(-1)!.split(" ").map(Number) as [number, number];
    if (i > 0) times.push(elapsed); // the first run fills the page cache
    peak = Math.max(peak, kb / 1024);
  }
  return { seconds: median(times), peakMiB: peak };
}

/** ImageMagick proper: a stand-in `convert` that only prints PNGs may come first on the PATH. */
function magickCommand(lines: string[]): string | undefined {
  const real = (command: string) => /ImageMagick/.test(spawnSync(command, ["-version"], { encoding: "utf8" }).stdout ?? "");
  if (hasCommand("convert") && real("convert")) return "convert";
  if (!real("/usr/bin/convert")) {
    lines.push("installing imagemagick from Debian's packages for the comparison (the `convert` on the PATH is not ImageMagick)");
    const install = spawnSync("apt-get", ["install", "-y", "-qq", "imagemagick"], { stdio: "ignore" });
    if (install.status !== 0) lines.push("could not install imagemagick; comparing with vips only");
  }
  return real("/usr/bin/convert") ? "/usr/bin/convert" : undefined;
}

/**
 * convert-image against the `vips` command (the same libvips sharp uses, without Node) and
 * ImageMagick on the same photos: median time of 5 runs as ratios, and peak resident memory.
 */
export async function benchConvertImage(): Promise<string[]> {
  const lines = ensureNativeTools(["vips"]);
  const magick = magickCommand(lines);
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-convert-image-"));
  try {
    const png = path.join(scratch, "photo-12mp.png");
    await sharp(corpusFile("images/jpeg/phone_photo_4032x3024_exif6_xmp_icc.jpg")).autoOrient().png().toFile(png);
    const vipsVersion = hasCommand("vips") ? execFileSync("vips", ["--version"], { encoding: "utf8", env: nativeEnv }).trim() : undefined;
    lines.push(`our side: the tool's run in a child process (median of ${RUNS} after a warm-up), sharp ${sharp.versions.sharp} on libvips ${sharp.versions.vips}; vips CLI ${vipsVersion ?? "missing"}; ${magick ? (/ImageMagick [\d.-]+/.exec(execFileSync(magick, ["-version"], { encoding: "utf8", env: nativeEnv }))?.[0] ?? "ImageMagick") : "ImageMagick missing"}; quality ${QUALITY}`);
    for (const c of cases(png)) {
      const mine = ours(c.input, c.format, scratch);
      const output = (name: string) => path.join(scratch, `${name}.${extension[c.format]}`);
      const vips = vipsVersion ? native("vips", c.vips(c.input, output("vips"))) : "missing";
      const im = magick ? native(magick, c.magick(c.input, output("magick"))) : "missing";
      const show = (label: string, m: Measure | string) => (typeof m === "string" ? `${label} ${m}` : `${label} ${(m.seconds * 1000).toFixed(0)} ms, peak ${m.peakMiB.toFixed(0)} MiB`);
      lines.push(`${c.label}: ${show("doctools", mine)}; ${show("vips", vips)}; ${show("ImageMagick", im)}`);
      const ratios: string[] = [];
      if (typeof vips !== "string") {
        const ratio = mine.seconds / vips.seconds;
        ratios.push(`${ratio.toFixed(2)}× vips${c.native ? ` (target ≤ 1.2×: ${ratio <= 1.2 ? "met" : "missed"})` : " (HEIC decoded in WebAssembly; no target)"}`);
      }
      if (typeof im !== "string") ratios.push(`${(mine.seconds / im.seconds).toFixed(2)}× ImageMagick`);
      if (ratios.length) lines.push(`  time ratio: ${ratios.join(", ")}`);
    }
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
  return lines;
}

if (import.meta.main) {
  if (process.argv[2] === "--child") await runChild(process.argv[3]!, process.argv[4]!, process.argv[5]!);
  else for (const line of await benchConvertImage()) console.log(line);
}
