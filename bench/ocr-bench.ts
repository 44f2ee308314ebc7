import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { ocrEngine, type GreyImage, type Orientation, type PageReading } from "../src/ocr/tesseract-engine.ts";
import { tesseractCode, traineddataFile, type OcrLanguage } from "../src/ocr/ocr-languages.ts";
import { alKindi, arabicPage, cjkPdf, luckyDay } from "../test/fixtures/set-pages.ts";
import { readPdf } from "../test/helpers/pdf-reader.ts";
import { scanOfImage, textSimilarity } from "../test/helpers/scans.ts";
import type { mupdf as Mupdf } from "../src/pdf/mupdf-document.ts";
import { corpusFile } from "./lib/corpus.ts";
import { ensureNativeTools, hasCommand } from "./lib/native-tools.ts";
import { sharedCount } from "../test/helpers/shared-count.ts";
import { median } from "./lib/service.ts";

/**
 * ocr-pdf's engine (Tesseract 5 as WebAssembly through tesseract.js, in a worker thread)
 * against Debian's `tesseract` command, on the very same page images and the very same trained
 * data: born-digital pages of the shared corpus drawn at 300 dpi in grey, so that the page's own
 * text (as MuPDF extracts it) is the truth both readings are scored against.
 *
 * Our side runs in a child process of its own, one engine reading every page of a language
 * (its first read starts the engine and loads the model, as a job's would), so that its peak
 * resident memory (VmHWM) is the engine's and Node's alone. The command reads the same pages
 * from one list file, in one process (one model load), with OpenMP held to one thread as the
 * engine's worker thread has one.
 *
 * Besides the words found, each reading is scored in order (similarity to the true text, 0–1:
 * twice the characters in common over both texts' characters) both as the engine gives it and as
 * a PDF reader (pdf.js) takes it from the text layer: ours, laid by ocr-pdf's writer over a scan
 * of the page, and the command's own PDF. A text layer can hold a right reading in an order that
 * copies wrong (right-to-left lines, columns).
 *
 * `OCR_BENCH_DUMP=<folder>` writes each language's true and read texts there as JSON, to see
 * what a score is made of; `OCR_BENCH_SCRIPTS=Arabic,Hangul` runs only the samples of those
 * scripts (names as the report prints them, matched from their start).
 */

const DPI = 300;
/** ocr-pdf's own cap on a page's pixels. */
const MAX_PIXELS = 32_000_000;

interface Sample {
  readonly script: string;
  readonly language: OcrLanguage;
  /** Other languages the pages hold, read together with the first (as a user would ask). */
  readonly also?: readonly OcrLanguage[];
  /** A corpus PDF, or (with `set`) what the set pages are. */
  readonly file: string;
  /** 1-based, pages that really hold text of the script. */
  readonly pages: readonly number[];
  /** Score characters instead of words (scripts written without spaces). */
  readonly characters?: boolean;
  /**
   * Pages set from public-domain prose (test/fixtures/set-pages.ts) where the corpus holds too
   * little of the script: page images at 300 dpi with the text they show.
   */
  readonly set?: () => Promise<Array<{ image: GreyImage; truth: string }>>;
  /** The models the command is given instead of the language's (what a user of it would name). */
  readonly commandCodes?: string;
}

/** Set pages as born-digital PDFs: drawn like the corpus's, their own text the truth. */
async function pdfPages(bytes: Uint8Array): Promise<Array<{ image: GreyImage; truth: string }>> {
  const { mupdf } = await import("../src/pdf/mupdf-document.ts");
  const { renderPageGrey } = await import("../src/pdf/page-scan.ts");
  const doc = mupdf.Document.openDocument(bytes, "application/pdf") as Mupdf.PDFDocument;
  try {
    const page = doc.loadPage(0) as Mupdf.PDFPage;
    const out = [{ image: renderPageGrey(page, DPI, MAX_PIXELS), truth: page.toStructuredText("").asText() }];
    page.destroy();
    return out;
  } finally {
    doc.destroy();
  }
}

const samples: readonly Sample[] = [
  // Prose set by pdfLaTeX, a constitution set in a book face, a two-column paper.
  { script: "Latin", language: "English", file: "pdf/text/text_pdflatex_4p.pdf", pages: [1] },
  { script: "Latin", language: "English", file: "pdf/text/text_us_constitution_19p.pdf", pages: [2] },
  { script: "Latin", language: "English", file: "pdf/text/text_tracemonkey_paper_14p.pdf", pages: [1] },
  { script: "Latin", language: "German", file: "pdf/text/text_geotopo_thesis_117p.pdf", pages: [2] },
  { script: "Latin", language: "French", file: "pdf/invoices/invoice_facturx_en16931.pdf", pages: [1] },
  // Slides: Russian headings and lists (some English lines too).
  { script: "Cyrillic", language: "Russian", also: ["English"], file: "pdf/lang/lang_russian_slides_21p.pdf", pages: [1, 2, 16, 19] },
  // The corpus's only Devanagari and Arabic pages hold a few words each.
  { script: "Devanagari", language: "Hindi", file: "pdf/lang/lang_hindi_devanagari.pdf", pages: [1] },
  { script: "Arabic", language: "Arabic", file: "pdf/lang/lang_arabic_rtl.pdf", pages: [1] },
  // al-Kindi's prose set in Noto Naskh Arabic at 12, 14 and 16 pt, the last scanned 0.4° askew.
  {
    script: "Arabic",
    language: "Arabic",
    file: "al-Kindi, set in Noto Naskh Arabic",
    pages: [1, 2, 3],
    set: async () => {
      const words = (await alKindi()).split(/\s+/u);
      const pages = [
        { from: 0, count: 260, size: 12 },
        { from: 260, count: 220, size: 14, skew: 0 },
        { from: 480, count: 180, size: 16, skew: 0.4 },
      ];
      return Promise.all(
        pages.map(async ({ from, count, size, skew }) => {
          const page = await arabicPage(words.slice(from, from + count).join(" "), { size, skew });
          return { image: page, truth: page.text };
        }),
      );
    },
  },
  { script: "CJK", language: "ChineseSimplified", file: "pdf/lang/lang_chinese_report_22p.pdf", pages: [2, 3, 7], characters: true },
  // The corpus's Korean page is one line on a strip; a page of Hyun Jin-geon's prose besides.
  // Scored per syllable: the strip's own text has no spaces (its words are placed apart).
  { script: "Hangul", language: "Korean", file: "pdf/lang/lang_korean.pdf", pages: [1], characters: true },
  { script: "Hangul", language: "Korean", file: "A Lucky Day, set in MuPDF's Korean face", pages: [1], characters: true, set: async () => pdfPages(cjkPdf(await luckyDay(), "ko")) },
  // Japanese in columns: ocr-pdf is asked for Japanese and finds the columns; the command is
  // given the vertical model, as a user who knows the page would.
  { script: "Japanese, vertical", language: "Japanese", file: "pdf/lang/lang_japanese_vertical.pdf", pages: [1], characters: true, commandCodes: "jpn_vert" },
];

/** One language's pages, drawn and written as PGM, with their true text. */
interface LanguageSet {
  readonly script: string;
  /** Where the pages come from: corpus files, or the prose set for the bench. */
  readonly source: string;
  /** Names the set's files: its code, and whether its pages are set. */
  readonly key: string;
  readonly code: string;
  readonly commandCode: string;
  readonly characters: boolean;
  readonly images: string[];
  readonly truths: string[];
  readonly dpis: number[];
}

/** What the child reports of our engine. */
interface OursResult {
  readonly texts: string[];
  /** Each page's lines and the layer's font, for our text layer. */
  readonly readings: Array<{ lines: PageReading["lines"]; fontSource: string }>;
  /**
   * Starting the engine, loading the language's model and growing its memory to a page's
   * size: a first read of a white page as large as the largest of the set (a service's engine
   * pays this once in its life, as the command pays its start once per run).
   */
  readonly startSeconds: number;
  readonly readSeconds: number[];
  readonly startRssMiB: number;
  readonly readPeakMiB: number;
  readonly orientations: Array<Orientation | null>;
  readonly orientSeconds: number[];
  readonly orientPeakMiB: number;
}

interface CommandResult {
  readonly texts: string[];
  readonly seconds: number;
  readonly peakMiB: number;
}

// ---------------------------------------------------------------------------------------------
// Scoring

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * MuPDF gives U+FFFD for glyphs with no Unicode (shaped Devanagari, the Arabic page's
 * ligatures). Inside a word they are dropped; between words they separate them.
 */
function dropUnmapped(text: string): string {
  return text.replace(/\uFFFD+/g, (run, offset: number, whole: string) => {
    const before = whole[offset - 1] ?? " ";
    const after = whole[offset + run.length] ?? " ";
    const sameScript = /\p{L}|\p{M}/u.test(before) && /\p{L}|\p{M}/u.test(after) && /[\p{Script=Latin}]/u.test(before) === /[\p{Script=Latin}]/u.test(after);
    return sameScript ? "" : " ";
  });
}

/**
 * Arabic's short-vowel marks (harakat, tanwin, shadda, sukun, dagger alif) are optional in
 * writing: the page has one (حَبيبي) that neither reading keeps, so they are not compared.
 */
const HARAKAT = /[\u064B-\u065F\u0670]/gu;

/** The text's words (or, for CJK, its characters and its other words), normalised for comparison. */
export function units(text: string, characters: boolean): string[] {
  const out: string[] = [];
  for (const raw of dropUnmapped(text).normalize("NFC").replace(HARAKAT, "").toLowerCase().split(/\s+/u)) {
    const word = raw.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, "");
    if (!word) continue;
    if (!characters) {
      out.push(word);
      continue;
    }
    // Each CJK character on its own; runs of anything else (digits, Latin) as words.
    let run = "";
    for (const char of word) {
      if (CJK.test(char)) {
        const rest = run.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, "");
        if (rest) out.push(rest);
        run = "";
        out.push(char);
      } else run += char;
    }
    const rest = run.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, "");
    if (rest) out.push(rest);
  }
  return out;
}

interface Score {
  truth: number;
  read: number;
  matched: number;
}

/** Bag-of-words overlap: each unit read counts once for each time it is in the truth. */
function score(truth: string[], read: string[]): Score {
  return { truth: truth.length, read: read.length, matched: sharedCount(truth, read) };
}

/**
 * MuPDF's text of a born-digital page splits some words where the page draws them in pieces: a
 * ligature ("fi ve" for "five"), a letter-spaced heading ("c o n s t i t u t i o n"). A run of
 * true words that is not in the reading but whose joining is counts as that one word.
 */
function rejoinSplitWords(truth: string[], read: readonly string[]): string[] {
  const present = new Set(read);
  const out: string[] = [];
  for (let i = 0; i < truth.length; i++) {
    if (present.has(truth[i]!)) {
      out.push(truth[i]!);
      continue;
    }
    let joined = truth[i]!;
    let end = -1;
    for (let j = i + 1; j < Math.min(truth.length, i + 16); j++) {
      joined += truth[j]!;
      if (present.has(joined)) {
        end = j;
        break;
      }
    }
    if (end < 0) out.push(truth[i]!);
    else {
      out.push(joined);
      i = end;
    }
  }
  return out;
}

function scoreSet(set: LanguageSet, texts: readonly string[]): Score {
  const total: Score = { truth: 0, read: 0, matched: 0 };
  set.truths.forEach((truth, i) => {
    const read = units(texts[i] ?? "", set.characters);
    const trueUnits = units(truth, set.characters);
    const s = score(set.characters ? trueUnits : rejoinSplitWords(trueUnits, read), read);
    total.truth += s.truth;
    total.read += s.read;
    total.matched += s.matched;
  });
  return total;
}

const percent = (part: number, whole: number) => (whole === 0 ? "–" : `${((100 * part) / whole).toFixed(1)} %`);
const recall = (s: Score) => percent(s.matched, s.truth);
const precision = (s: Score) => percent(s.matched, s.read);

// ---------------------------------------------------------------------------------------------
// Pages

function pgm(image: GreyImage): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, "latin1"), image.pixels]);
}

function readPgm(bytes: Buffer, dpi: number): GreyImage {
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.subarray(0, 64).toString("latin1"));
  if (!header) throw new Error("not an 8-bit PGM");
  const width = Number(header[1]);
  const height = Number(header[2]);
  const start = header[0].length;
  return { pixels: new Uint8Array(bytes.buffer, bytes.byteOffset + start, width * height), width, height, dpi };
}

async function prepare(scratch: string): Promise<LanguageSet[]> {
  // Imported here so that the engine's child process never loads MuPDF: its memory is the engine's.
  const { openPdf } = await import("../src/pdf/mupdf-document.ts");
  const { renderPageGrey } = await import("../src/pdf/page-scan.ts");
  const sets = new Map<string, LanguageSet>();
  const only = process.env.OCR_BENCH_SCRIPTS?.split(",").map((name) => name.trim().toLowerCase());
  for (const sample of samples) {
    if (only && !only.some((name) => sample.script.toLowerCase().startsWith(name))) continue;
    const code = [sample.language, ...(sample.also ?? [])].map(tesseractCode).join("+");
    const key = sample.set ? `${code}-set` : code;
    let set = sets.get(key);
    if (!set) {
      const source = sample.set ? `${sample.file}` : "the corpus";
      set = { script: sample.script, source, key, code, commandCode: sample.commandCodes ?? code, characters: sample.characters ?? false, images: [], truths: [], dpis: [] };
      sets.set(key, set);
    }
    const add = async (image: GreyImage, truth: string) => {
      const file = path.join(scratch, `${key}-${set.images.length + 1}.pgm`);
      await fs.writeFile(file, pgm(image));
      set.images.push(file);
      set.truths.push(truth);
      set.dpis.push(image.dpi);
    };
    if (sample.set) {
      for (const { image, truth } of await sample.set()) await add(image, truth);
      continue;
    }
    const doc = await openPdf(corpusFile(sample.file), { name: path.basename(sample.file) });
    try {
      for (const number of sample.pages) {
        const page = doc.loadPage(number - 1);
        await add(renderPageGrey(page, DPI, MAX_PIXELS), page.toStructuredText("").asText());
        page.destroy();
      }
    } finally {
      doc.destroy();
    }
  }
  return [...sets.values()];
}

/** The text pdf.js takes from each page's text layer: ours, laid by ocr-pdf's writer over a scan of the page. */
async function ourLayerTexts(set: LanguageSet, mine: OursResult): Promise<string[]> {
  const { mupdf } = await import("../src/pdf/mupdf-document.ts");
  const { createTextLayerWriter } = await import("../src/pdf/text-layer.ts");
  const texts: string[] = [];
  for (const [i, file] of set.images.entries()) {
    const image = readPgm(await fs.readFile(file), set.dpis[i]!);
    const doc = mupdf.Document.openDocument(scanOfImage(image), "application/pdf") as Mupdf.PDFDocument;
    try {
      const page = doc.loadPage(0) as Mupdf.PDFPage;
      const reading = mine.readings[i]!;
      createTextLayerWriter(doc).add(page, { lines: reading.lines, fontSource: Buffer.from(reading.fontSource, "base64") }, image.width, image.height);
      page.destroy();
      texts.push(await pdfjsText(doc.saveToBuffer("compress=yes").asUint8Array().slice(), 1));
    } finally {
      doc.destroy();
    }
  }
  return texts;
}

/** The text pdf.js reads from pages of a PDF. */
async function pdfjsText(bytes: Uint8Array, pages: number): Promise<string> {
  const reader = await readPdf(bytes);
  try {
    const texts: string[] = [];
    for (let page = 1; page <= pages; page++) texts.push(await reader.pageText(page));
    return texts.join("\f");
  } finally {
    await reader.destroy();
  }
}

/** The same trained data the engine loads, gunzipped, in a folder of its own for the command. */
async function tessdataFolder(scratch: string, codes: readonly string[]): Promise<string> {
  const folder = path.join(scratch, "tessdata");
  await fs.mkdir(folder, { recursive: true });
  for (const code of codes) await fs.writeFile(path.join(folder, `${code}.traineddata`), gunzipSync(await fs.readFile(traineddataFile(code))));
  return folder;
}

// ---------------------------------------------------------------------------------------------
// The two sides

const MiB = (kB: number) => kB / 1024;

async function procStatus(field: "VmHWM" | "VmRSS"): Promise<number> {
  const status = await fs.readFile("/proc/self/status", "utf8");
  return MiB(Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]));
}

/** In the child: one engine reads every page, then detects every page's orientation. */
async function runChild(code: string, pages: Array<{ file: string; dpi: number }>): Promise<void> {
  const images: GreyImage[] = [];
  for (const page of pages) images.push(readPgm(await fs.readFile(page.file), page.dpi));
  const startRssMiB = await procStatus("VmRSS");
  const engine = ocrEngine();
  const signal = new AbortController().signal;
  const texts: string[] = [];
  const readSeconds: number[] = [];
  const startedAt = performance.now();
  const largest = images.reduce((a, b) => (a.width * a.height >= b.width * b.height ? a : b));
  await engine.read({ ...largest, pixels: new Uint8Array(largest.pixels.length).fill(255) }, code.split("+"), signal);
  const startSeconds = (performance.now() - startedAt) / 1000;
  const readings: OursResult["readings"] = [];
  for (const image of images) {
    const started = performance.now();
    const { text, lines, fontSource } = await engine.read(image, code.split("+"), signal);
    readSeconds.push((performance.now() - started) / 1000);
    texts.push(text);
    readings.push({ lines, fontSource: Buffer.from(fontSource).toString("base64") });
  }
  const readPeakMiB = await procStatus("VmHWM");
  const orientations: Array<Orientation | null> = [];
  const orientSeconds: number[] = [];
  for (const image of images) {
    const started = performance.now();
    orientations.push(await engine.orientation(image, signal));
    orientSeconds.push((performance.now() - started) / 1000);
  }
  const orientPeakMiB = await procStatus("VmHWM");
  await engine.close();
  const result: OursResult = { texts, readings, startSeconds, readSeconds, startRssMiB, readPeakMiB, orientations, orientSeconds, orientPeakMiB };
  console.log(JSON.stringify(result));
}

function ours(set: LanguageSet): OursResult {
  const args = [import.meta.filename, "--child", set.code, ...set.images.flatMap((file, i) => [file, String(set.dpis[i])])];
  // Tesseract's own warnings (on stderr) are kept out of the report unless the child fails.
  const run = spawnSync(process.execPath, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`the engine's child process failed (${run.status ?? run.signal}): ${run.stderr.trim().slice(-500)}`);
  return JSON.parse(run.stdout.trim().split("\n").at(-1)!) as OursResult;
}

const commandEnv = { ...process.env, OMP_THREAD_LIMIT: "1" };

/** Runs `tesseract` under GNU time when there is one; wall time from here, peak RSS from time. */
function timed(args: string[], allowFailure = false): { seconds: number; peakMiB: number; stdout: string } {
  const gnuTime = hasCommand("/usr/bin/time") ? "/usr/bin/time" : null;
  const started = performance.now();
  const run = gnuTime
    ? spawnSync(gnuTime, ["-f", "%M", "tesseract", ...args], { encoding: "utf8", env: commandEnv })
    : spawnSync("tesseract", args, { encoding: "utf8", env: commandEnv });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0 && !allowFailure) throw new Error(`tesseract ${args.join(" ")} failed: ${run.stderr.trim().slice(-300)}`);
  const peakKb = gnuTime ? Number(run.stderr.trim().split("\n").at(-1)) : NaN;
  return { seconds, peakMiB: MiB(peakKb), stdout: run.stdout };
}

/** A small white page: reading it costs the command's start and its model's load, and little else. */
function blankImage(): GreyImage {
  return { pixels: new Uint8Array(64 * 64).fill(255), width: 64, height: 64, dpi: DPI };
}

/** The command's start and model load: the same run on one small white page. */
async function commandStart(code: string, tessdata: string, scratch: string): Promise<number> {
  const blank = path.join(scratch, "blank.pgm");
  await fs.writeFile(blank, pgm(blankImage()));
  const runs = [0, 1, 2].map(() => timed([blank, path.join(scratch, "blank-out"), "--tessdata-dir", tessdata, "-l", code, "--dpi", String(DPI)], true).seconds);
  return median(runs);
}

/** The command on the same images, from one list file: one process, the model loaded once. */
async function command(set: LanguageSet, tessdata: string, scratch: string, options: string[] = [], code = set.commandCode): Promise<CommandResult> {
  const list = path.join(scratch, `${set.key}-list.txt`);
  await fs.writeFile(list, set.images.join("\n") + "\n");
  const outbase = path.join(scratch, `${set.key}-command`);
  const dpi = String(Math.round(set.dpis[0]!));
  const { seconds, peakMiB } = timed([list, outbase, "--tessdata-dir", tessdata, "-l", code, "--dpi", dpi, ...options]);
  // Pages are separated by form feeds.
  const texts = (await fs.readFile(`${outbase}.txt`, "utf8")).split("\f");
  return { texts, seconds, peakMiB };
}

/** Debian's models, where its packages put them (tessdata_fast for most languages). */
const DEBIAN_TESSDATA = "/usr/share/tesseract-ocr/5/tessdata";

/**
 * The command's own searchable PDF of the pages (its text layer over each image), as pdf.js
 * reads it, one text per page; null where there is no glyphless font (pdf.ttf) beside Debian's
 * models for it to write with.
 */
async function commandLayerTexts(set: LanguageSet, tessdata: string, scratch: string): Promise<string[] | null> {
  const font = path.join(DEBIAN_TESSDATA, "pdf.ttf");
  if (!(await fs.stat(font).catch(() => null))) return null;
  await fs.copyFile(font, path.join(tessdata, "pdf.ttf"));
  const list = path.join(scratch, `${set.key}-list.txt`);
  const outbase = path.join(scratch, `${set.key}-command-pdf`);
  timed([list, outbase, "--tessdata-dir", tessdata, "-l", set.commandCode, "--dpi", String(Math.round(set.dpis[0]!)), "-c", "tessedit_create_pdf=1", "-c", "tessedit_create_txt=0"]);
  return (await pdfjsText(new Uint8Array(await fs.readFile(`${outbase}.pdf`)), set.images.length)).split("\f");
}

/** The command with Debian's own models of the set's languages, when all are installed. */
async function commandWithDebianModels(set: LanguageSet, scratch: string): Promise<{ texts: string[]; model: string } | null> {
  const codes = set.commandCode.split("+");
  for (const code of codes) if (!(await fs.stat(path.join(DEBIAN_TESSDATA, `${code}.traineddata`)).catch(() => null))) return null;
  // combine_tessdata lists the model's parts on its error output; the LSTM's size tells a "fast" model from a "best" one.
  const listing = spawnSync("combine_tessdata", ["-d", path.join(DEBIAN_TESSDATA, `${codes[0]}.traineddata`)], { encoding: "utf8" });
  const lstm = /lstm:size=(\d+)/.exec(`${listing.stdout}${listing.stderr}`)?.[1];
  const model = lstm ? `its LSTM ${(Number(lstm) / 1e6).toFixed(2)} MB` : "?";
  const { texts } = await command(set, DEBIAN_TESSDATA, scratch);
  return { texts, model };
}

/** In order: each page's similarity to its true text (0–1), averaged over the set's pages. */
function similarity(set: LanguageSet, texts: readonly string[] | null): string {
  if (texts === null) return "–";
  const each = set.truths.map((truth, i) => textSimilarity(truth, texts[i] ?? "", { spaces: !set.characters }));
  return (sum(each) / each.length).toFixed(3);
}

/** The command's orientation detection (`--psm 0`, the same legacy osd model), one process per page. */
function commandOrientation(image: string, tessdata: string): { seconds: number; turn: number | null } {
  // It exits with 1 ("Too few characters. Skipping this page") when it cannot tell: undecided.
  const { seconds, stdout } = timed([image, "-", "--tessdata-dir", tessdata, "--psm", "0", "-l", "osd", "--dpi", String(DPI)], true);
  const rotate = /Rotate:\s*(\d+)/.exec(stdout);
  return { seconds, turn: rotate ? Number(rotate[1]) : null };
}

// ---------------------------------------------------------------------------------------------

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const pagesLabel = (n: number) => `${n} page${n === 1 ? "" : "s"}`;

/**
 * Per language: word recall and precision of both readings against the page's own text,
 * the time of a page once each engine has started (ours: its `read` calls after a read of a
 * white page started the engine; the command: its wall time less that of the same run on a
 * small white page) and of the whole run, peak resident memory, and orientation detection's time.
 */
export async function benchOcr(): Promise<string[]> {
  const lines = ensureNativeTools(["tesseract"]);
  if (!hasCommand("tesseract")) return [...lines, "no tesseract command here to compare with"];
  const version = /tesseract\s+([\d.]+)/.exec(execFileSync("tesseract", ["--version"], { encoding: "utf8" }))?.[1] ?? "?";
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-ocr-bench-"));
  try {
    const sets = await prepare(scratch);
    const tessdata = await tessdataFolder(scratch, [...new Set(sets.flatMap((s) => [...s.code.split("+"), ...s.commandCode.split("+")])), "osd"]);
    const tesseractJs = JSON.parse(await fs.readFile(new URL("../node_modules/tesseract.js/package.json", import.meta.url), "utf8")) as { version: string };
    lines.push(
      `ours: tesseract.js ${tesseractJs.version} in a child process (one engine per language, started by reading a white page of the set's largest size); the command: tesseract ${version}, OMP_THREAD_LIMIT=1, all pages of a language in one run; ${DPI} dpi grey page images, the same trained data (Russian a "fast" model, the rest "best_int")`,
      `scored against MuPDF's text of each page (or the text a set page shows): bag-of-words overlap after NFC, lowercasing and stripping surrounding punctuation, true words that MuPDF splits (ligatures, letter-spaced headings) joined where a reading has them whole (Chinese: per character; Arabic: short-vowel marks ignored); peak RSS is VmHWM for ours (Node included), GNU time's %M for the command`,
      `"in order": similarity to the true text, 0–1 (twice the characters in common, as a shortest edit script finds them, over both texts' characters; white space as one space, none for Chinese and Japanese; Arabic's short-vowel marks and directional marks ignored), of the engine's text and of the text pdf.js takes from the text layer (ours: ocr-pdf's writer over a scan of the page; the command's: its own PDF)`,
    );
    const orientation: { ours: number[]; command: number[]; oursTurns: Array<number | null>; commandTurns: Array<number | null>; peakMiB: number } = {
      ours: [],
      command: [],
      oursTurns: [],
      commandTurns: [],
      peakMiB: 0,
    };
    let nodeBaseline = 0;
    for (const set of sets) {
      const pages = set.images.length;
      const mine = ours(set);
      const theirs = await command(set, tessdata, scratch);
      const theirStart = await commandStart(set.commandCode, tessdata, scratch);
      // tesseract.js's own default is Tesseract's library default, one uniform block (--psm 6);
      // ocr-pdf sets automatic segmentation, the command's default (3). The command in mode 6
      // shows what that choice is worth.
      const singleBlock = await command(set, tessdata, scratch, ["--psm", "6"]);
      const ourLayer = await ourLayerTexts(set, mine);
      const theirLayer = await commandLayerTexts(set, tessdata, scratch);
      const debian = await commandWithDebianModels(set, scratch);
      // The command told only the language (no vertical model), as ocr-pdf is.
      const asked = set.commandCode === set.code ? null : await command(set, tessdata, scratch, [], set.code);
      const dump = process.env.OCR_BENCH_DUMP;
      if (dump) {
        await fs.mkdir(dump, { recursive: true });
        await fs.writeFile(
          path.join(dump, `${set.key}.json`),
          JSON.stringify({ truths: set.truths, ours: mine.texts, ourLayer, command: theirs.texts, commandLayer: theirLayer, commandDebian: debian?.texts, commandPsm6: singleBlock.texts }, null, 1),
        );
      }
      const oursScore = scoreSet(set, mine.texts);
      const theirScore = scoreSet(set, theirs.texts);
      const singleBlockScore = scoreSet(set, singleBlock.texts);
      const oursSeconds = mine.startSeconds + sum(mine.readSeconds);
      const oursPerPage = sum(mine.readSeconds) / pages;
      const theirsPerPage = Math.max(0, theirs.seconds - theirStart) / pages;
      const rate = (seconds: number) => (pages / seconds).toFixed(2);
      nodeBaseline = Math.max(nodeBaseline, mine.startRssMiB);
      lines.push(
        `${set.script} (${set.code}${set.commandCode === set.code ? "" : `, the command ${set.commandCode}`}, ${pagesLabel(pages)} from ${set.source}): recall ${recall(oursScore)} / precision ${precision(oursScore)} (tesseract command ${recall(theirScore)} / ${precision(theirScore)}); ` +
          `a page, engines started: ${oursPerPage.toFixed(2)} s vs ${theirsPerPage.toFixed(2)} s (${(oursPerPage / theirsPerPage).toFixed(2)}× its time); ` +
          `the whole run, start included: ${rate(oursSeconds)} pages/s vs ${rate(theirs.seconds)} (${(oursSeconds / theirs.seconds).toFixed(2)}×); peak RSS ${mine.readPeakMiB.toFixed(0)} MiB vs ${theirs.peakMiB.toFixed(0)} MiB`,
      );
      lines.push(
        `  ${set.characters ? "characters" : "words"}: ${oursScore.truth} in the text; read ${oursScore.read} (ours), ${theirScore.read} (command); ` +
          `start: ours ${mine.startSeconds.toFixed(2)} s (engine, model, a white page), the command ${theirStart.toFixed(2)} s (process, model)`,
      );
      lines.push(
        `  in order: ours ${similarity(set, mine.texts)}, from our text layer ${similarity(set, ourLayer)}; the command ${similarity(set, theirs.texts)}, from its PDF's text layer ${similarity(set, theirLayer)}` +
          (debian ? `; the command with Debian's ${set.commandCode} (${debian.model}) ${similarity(set, debian.texts)}` : "") +
          (asked ? `; the command given ${set.code} alone ${similarity(set, asked.texts)}` : ""),
      );
      lines.push(`  the command in --psm 6 (one block, tesseract.js's default, not ocr-pdf's): recall ${recall(singleBlockScore)} / precision ${precision(singleBlockScore)}, ${rate(singleBlock.seconds)} pages/s`);
      orientation.ours.push(...mine.orientSeconds);
      orientation.oursTurns.push(...mine.orientations.map((o) => o?.turn ?? null));
      orientation.peakMiB = Math.max(orientation.peakMiB, mine.orientPeakMiB);
      for (const image of set.images) {
        const detected = commandOrientation(image, tessdata);
        orientation.command.push(detected.seconds);
        orientation.commandTurns.push(detected.turn);
      }
    }
    const upright = (turns: Array<number | null>) => `${turns.filter((t) => t === 0).length} upright, ${turns.filter((t) => t === null).length} undecided, ${turns.filter((t) => t !== null && t !== 0).length} turned`;
    const n = orientation.ours.length;
    // The first detection in each child starts the osd engine; the command loads osd every time.
    lines.push(
      `orientation detection (osd model, legacy engine), ${pagesLabel(n)}, all upright: ours median ${median(orientation.ours).toFixed(2)} s a page, max ${Math.max(...orientation.ours).toFixed(2)} s (the first in each process starts its engine); ` +
        `the command --psm 0, one process per page, median ${median(orientation.command).toFixed(2)} s (${(median(orientation.ours) / median(orientation.command)).toFixed(2)}× its time)`,
      `  found: ours ${upright(orientation.oursTurns)}; the command ${upright(orientation.commandTurns)}; our peak RSS with both engines loaded ${orientation.peakMiB.toFixed(0)} MiB`,
    );
    lines.push(`(of our peak RSS, up to ${nodeBaseline.toFixed(0)} MiB is there before the engine starts: Node, the modules and the language's page images)`);
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
  return lines;
}

if (import.meta.main) {
  if (process.argv[2] === "--child") {
    const rest = process.argv.slice(4);
    const pages: Array<{ file: string; dpi: number }> = [];
    for (let i = 0; i < rest.length; i += 2) pages.push({ file: rest[i]!, dpi: Number(rest[i + 1]) });
    await runChild(process.argv[3]!, pages);
    process.exit(0);
  } else for (const line of await benchOcr()) console.log(line);
}
