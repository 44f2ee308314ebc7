import { mupdf } from "./mupdf-document.ts";
import { addResource, appendIsolated, num, ownResources, shownSize } from "./page-append.ts";

/**
 * OCR text layers laid over the pages of a document: every word read, as invisible text
 * (render mode 3), on its baseline and stretched to its box, so that a search highlights the
 * word where the picture shows it and copying gives the words in reading order.
 *
 * Words arrive in the page image's pixels; the image is the page as shown, so they are scaled
 * onto the page as shown and appendIsolated takes them back through /Rotate and the CropBox.
 * The page's own drawing is not touched: the layer is a form appended after it, isolated from it.
 *
 * The font draws nothing and maps each two-byte code to the Unicode value it equals (Tesseract's
 * GlyphLessFont, taken from its own text-only PDF). Right-to-left words are written the way
 * born-digital PDFs draw them, characters in visual order from left to right, which readers
 * (MuPDF, pdf.js, Poppler) put back into logical order; a flipped text matrix, as Tesseract's
 * own PDF uses, makes them copy backwards. The words of a line are written in reading order,
 * each with its own place: a reader that puts a line's words together by their places and one
 * that takes them one by one in the order written (pdf.js, whenever the line is slanted) then
 * agree.
 */

interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export interface LayerLine {
  /** In reading order (on a right-to-left line, the rightmost first), each in logical order. */
  readonly words: readonly { readonly text: string; readonly box: Box }[];
  readonly rightToLeft: boolean;
  /** A column of vertical writing, its words from top to bottom. */
  readonly vertical?: boolean;
  readonly baseline: Box;
}

export interface PageText {
  readonly lines: readonly LayerLine[];
  /** A PDF whose first page's resources hold the glyphless font, as its first font. */
  readonly fontSource: Uint8Array;
}

export interface TextLayerWriter {
  /** Lays `text`, read from an image of `imageWidth` × `imageHeight` pixels of the page as shown, over the page. */
  add(page: mupdf.PDFPage, text: PageText, imageWidth: number, imageHeight: number): void;
}

/** The glyphless font's advance, in thousandths of the font size. */
const ADVANCE = 500;

export function createTextLayerWriter(doc: mupdf.PDFDocument): TextLayerWriter {
  let font: mupdf.PDFObject | null = null;
  const fontOf = (source: Uint8Array): mupdf.PDFObject => {
    if (font) return font;
    const layer = mupdf.Document.openDocument(source, "application/pdf") as mupdf.PDFDocument;
    try {
      const fonts = layer.findPage(0).get("Resources").get("Font");
      let first: mupdf.PDFObject | null = null;
      fonts.forEach((value) => {
        first ??= value;
      });
      if (first === null) throw new Error("the OCR engine's PDF holds no font");
      font = doc.graftObject(first);
      return font;
    } finally {
      layer.destroy();
    }
  };
  return {
    add(page, text, imageWidth, imageHeight) {
      const { width, height } = shownSize(page);
      const content = layerContent(text.lines, width / imageWidth, height / imageHeight, height);
      if (content === "") return;
      const resources = doc.newDictionary();
      const fonts = doc.newDictionary();
      fonts.put("OCR", fontOf(text.fontSource));
      resources.put("Font", fonts);
      const dictionary = doc.newDictionary();
      dictionary.put("Type", doc.newName("XObject"));
      dictionary.put("Subtype", doc.newName("Form"));
      const bbox = doc.newArray();
      for (const value of [0, 0, width, height]) bbox.push(value);
      dictionary.put("BBox", bbox);
      dictionary.put("Resources", resources);
      const form = doc.addStream(content, dictionary);
      const name = addResource(doc, ownResources(doc, page.getObject()), "XObject", "DocToolsOcrText", form);
      appendIsolated(doc, page, `/${name} Do`);
    },
  };
}

/** The layer's content in points from the bottom left of the page as shown. */
function layerContent(lines: readonly LayerLine[], sx: number, sy: number, pageHeight: number): string {
  const out: string[] = [];
  for (const line of lines) {
    if (line.vertical) {
      out.push(...columnContent(line, sx, sy, pageHeight));
      continue;
    }
    const { x0, y0, x1, y1 } = line.baseline;
    // Shown space has y upwards; a baseline falling to the right in the image rises here negatively.
    const angle = Math.atan2(-(y1 - y0) * sy, (x1 - x0 || 1) * sx);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const baselineAt = (x: number) => (x1 === x0 ? y0 : y0 + ((y1 - y0) * (x - x0)) / (x1 - x0));
    const top = Math.min(...line.words.map((word) => word.box.y0));
    const left = Math.min(...line.words.map((word) => word.box.x0));
    const size = Math.max(1, (baselineAt(left) - top) * sy);
    out.push(`/OCR ${num(size)} Tf`);
    // Words are written in reading order, whatever their places: a reader that keeps each word
    // apart (pdf.js does on any slanted line) gives them in the order they were written, so a
    // right-to-left line written from left to right would copy with its words reversed.
    const words = line.words;
    for (const [index, word] of words.entries()) {
      const next = words[index + 1];
      const glyphs = visualOrder(word.text.replace(BIDI_MARKS, ""), line.rightToLeft);
      // A space joins a word to the next one, except between characters of scripts written
      // without spaces (Chinese, Japanese), where it is not part of the text. It fills the gap
      // on the side where the next word is, up to the nearest word there (in a line that changes
      // direction, the next word read is not always the nearest).
      const spaced = next !== undefined && !(endsUnspaced(word.text) && startsUnspaced(next.text));
      const nextOnLeft = next !== undefined && next.box.x1 <= word.box.x0;
      const leftGap = Math.max(...words.map((other) => other.box.x1).filter((x) => x <= word.box.x0));
      const rightGap = Math.min(...words.map((other) => other.box.x0).filter((x) => x >= word.box.x1));
      const shown = !spaced ? glyphs : nextOnLeft ? ` ${glyphs}` : `${glyphs} `;
      const from = spaced && nextOnLeft ? leftGap : word.box.x0;
      const to = spaced && !nextOnLeft && Number.isFinite(rightGap) ? rightGap : word.box.x1;
      const codes = utf16Codes(shown);
      const span = (to - from) * sx;
      if (codes.length === 0 || !(span > 0)) continue;
      const stretch = (100 * span) / ((codes.length * ADVANCE * size) / 1000);
      const x = from * sx;
      const y = pageHeight - baselineAt(from) * sy;
      out.push(`${num(stretch)} Tz ${[cos, sin, -sin, cos, x, y].map(num).join(" ")} Tm <${hexOf(codes)}> Tj`);
    }
  }
  return out.length === 0 ? "" : `BT\n3 Tr\n${out.join("\n")}\nET\n`;
}

/**
 * A column of vertical writing: each word runs down its own box, its characters turned a
 * quarter to the right, their feet on the column's left edge and as wide as the column, so
 * that a search highlights each character where it stands.
 */
function columnContent(line: LayerLine, sx: number, sy: number, pageHeight: number): string[] {
  const left = Math.min(...line.words.map((word) => word.box.x0));
  const right = Math.max(...line.words.map((word) => word.box.x1));
  const size = Math.max(1, (right - left) * sx);
  const out = [`/OCR ${num(size)} Tf`];
  for (const [index, word] of line.words.entries()) {
    // A word reaches down to the next one, so that no gap reads as a space where the script
    // has none; a space joins them where it has.
    const next = line.words[index + 1];
    const below = next !== undefined && next.box.y0 >= word.box.y1;
    const spaced = below && !(endsUnspaced(word.text) && startsUnspaced(next.text));
    const shown = `${word.text.replace(BIDI_MARKS, "")}${spaced ? " " : ""}`;
    const codes = utf16Codes(shown);
    const span = ((below ? next.box.y0 : word.box.y1) - word.box.y0) * sy;
    if (codes.length === 0 || !(span > 0)) continue;
    const stretch = (100 * span) / ((codes.length * ADVANCE * size) / 1000);
    out.push(`${num(stretch)} Tz 0 -1 1 0 ${num(left * sx)} ${num(pageHeight - word.box.y0 * sy)} Tm <${hexOf(codes)}> Tj`);
  }
  return out;
}

const utf16Codes = (text: string): number[] => Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));
const hexOf = (codes: readonly number[]): string => codes.map((code) => code.toString(16).padStart(4, "0")).join("");

/** Marks that only say which way a word runs: the layer says it by where each character stands. */
const BIDI_MARKS = /[\u200e\u200f\u061c]/gu;

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** Letters of the scripts written from right to left (their digits are numbers, which run left to right). */
const RIGHT_TO_LEFT = /^(?![\p{Nd}])[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LEFT_TO_RIGHT = /^[\p{L}\p{Nd}]/u;

/**
 * A word's characters as they stand from left to right, the way born-digital PDFs draw them and
 * readers expect them: each run of right-to-left letters reversed (a letter's marks stay with
 * it), runs that read left to right (Latin, digits, Arabic-Indic digits) kept as they are, and
 * on a right-to-left line the runs themselves in reverse order. Punctuation goes with the run
 * around it, or with the line's direction between runs (Unicode's bidirectional algorithm for
 * one word at one level, which is all a word needs).
 */
function visualOrder(word: string, rightToLeft: boolean): string {
  type Direction = "R" | "L";
  const parts = [...graphemes.segment(word)].map(({ segment }) => ({
    segment,
    strong: (RIGHT_TO_LEFT.test(segment) ? "R" : LEFT_TO_RIGHT.test(segment) ? "L" : null) as Direction | null,
  }));
  const base: Direction = rightToLeft ? "R" : "L";
  const runs: { direction: Direction; segments: string[] }[] = [];
  parts.forEach((part, i) => {
    let direction = part.strong;
    if (direction === null) {
      const before = parts.slice(0, i).findLast((p) => p.strong !== null)?.strong;
      const after = parts.slice(i + 1).find((p) => p.strong !== null)?.strong;
      direction = before != null && before === after ? before : base;
    }
    const last = runs.at(-1);
    if (last?.direction === direction) last.segments.push(part.segment);
    else runs.push({ direction, segments: [part.segment] });
  });
  const shown = runs.map((run) => (run.direction === "R" ? [...run.segments].reverse() : run.segments).join(""));
  return (rightToLeft ? shown.reverse() : shown).join("");
}

const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\u3000-\u303f\uff00-\uffef]/u;

function endsUnspaced(word: string): boolean {
  const c = word.at(-1);
  return c !== undefined && unspaced.test(c);
}

function startsUnspaced(word: string): boolean {
  const c = word[0];
  return c !== undefined && unspaced.test(c);
}
