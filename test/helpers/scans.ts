import { readFile } from "node:fs/promises";
import { diffChars } from "diff";
import * as mupdf from "mupdf";
import { sharedCount } from "./shared-count.ts";

/**
 * Scans made from born-digital pages: each page drawn as a picture (grey, at `dpi`) and put
 * alone on a page of the original's size, with no text at all, as a scanner would give it.
 * `turn` draws the picture turned clockwise (a sheet fed sideways): the page then has the
 * turned shape, and its text stands on its side until a reader turns the page upright.
 */
export interface ScanOptions {
  readonly dpi?: number;
  readonly turn?: 0 | 90 | 180 | 270;
}

export async function scanOf(pdfPath: string, pageNumbers: readonly number[], options: ScanOptions = {}): Promise<Uint8Array> {
  const source = mupdf.Document.openDocument(await readFile(pdfPath), "application/pdf");
  const scan = new mupdf.PDFDocument();
  try {
    for (const number of pageNumbers) {
      const page = source.loadPage(number - 1);
      const [x0, y0, x1, y1] = page.getBounds();
      const scale = (options.dpi ?? 300) / 72;
      const turn = options.turn ?? 0;
      const matrix = mupdf.Matrix.concat(mupdf.Matrix.scale(scale, scale), mupdf.Matrix.rotate(turn));
      const pixmap = page.toPixmap(matrix, mupdf.ColorSpace.DeviceGray, false, true);
      const sideways = turn === 90 || turn === 270;
      const width = sideways ? y1 - y0 : x1 - x0;
      const height = sideways ? x1 - x0 : y1 - y0;
      const image = scan.addImage(new mupdf.Image(pixmap));
      const resources = scan.newDictionary();
      const xobjects = scan.newDictionary();
      xobjects.put("Scan", image);
      resources.put("XObject", xobjects);
      scan.insertPage(-1, scan.addPage([0, 0, width, height], 0, resources, `q ${width} 0 0 ${height} 0 0 cm /Scan Do Q`));
      pixmap.destroy();
      page.destroy();
    }
    return scan.saveToBuffer("compress=yes").asUint8Array().slice();
  } finally {
    scan.destroy();
    source.destroy();
  }
}

/**
 * Words of a text for comparison: NFC, lower case, punctuation around them removed, and
 * Arabic's short-vowel marks (harakat) dropped: they are optional in Arabic writing, and
 * Tesseract reads the letters only.
 */
export function wordsOf(text: string): string[] {
  return text
    .normalize("NFC")
    .replace(/[\u064B-\u065F\u0670]/gu, "")
    .toLowerCase()
    .split(/\s+/u)
    .map((word) => word.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, ""))
    .filter((word) => word !== "");
}

/** CJK text compared character by character: its words are not separated by spaces. */
export function charactersOf(text: string): string[] {
  return [...text.normalize("NFC")].filter((c) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(c));
}

/** The share of `truth`'s items (counted with repeats) that `found` has. */
export function recall(truth: readonly string[], found: readonly string[]): number {
  return truth.length === 0 ? 1 : sharedCount(truth, found) / truth.length;
}

/** A page image (8-bit grey, `dpi`) as a scan: the picture alone on a page of its size, no text. */
export function scanOfImage(image: { readonly pixels: Uint8Array; readonly width: number; readonly height: number; readonly dpi: number }): Uint8Array {
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceGray, [0, 0, image.width, image.height], false);
  const scan = new mupdf.PDFDocument();
  try {
    pixmap.getPixels().set(image.pixels);
    const picture = scan.addImage(new mupdf.Image(pixmap));
    const resources = scan.newDictionary();
    const xobjects = scan.newDictionary();
    xobjects.put("Scan", picture);
    resources.put("XObject", xobjects);
    const [width, height] = [(image.width * 72) / image.dpi, (image.height * 72) / image.dpi];
    scan.insertPage(-1, scan.addPage([0, 0, width, height], 0, resources, `q ${width} 0 0 ${height} 0 0 cm /Scan Do Q`));
    return scan.saveToBuffer("compress=yes").asUint8Array().slice();
  } finally {
    scan.destroy();
    pixmap.destroy();
  }
}

/**
 * How alike a reading is to the true text, in order: twice the characters the two have in
 * common (as a shortest edit script finds them) over the characters of both, from 0 to 1
 * (difflib's ratio). Compared after NFC, without Arabic's optional short-vowel marks and
 * tatweel, directional marks and controls, with runs of white space as one space, or with none
 * when `spaces` is false (Chinese and Japanese, written without them).
 */
export function textSimilarity(truth: string, read: string, options: { spaces?: boolean } = {}): number {
  const norm = (text: string) =>
    text
      .normalize("NFC")
      .replace(/[\u064B-\u065F\u0670\u0640\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069\ufffd]/gu, "")
      .replace(/\s+/gu, options.spaces === false ? "" : " ")
      .trim();
  const [a, b] = [norm(truth), norm(read)];
  if (a.length + b.length === 0) return 1;
  let same = 0;
  for (const part of diffChars(a, b)) if (!part.added && !part.removed) same += part.value.length;
  return (2 * same) / (a.length + b.length);
}
