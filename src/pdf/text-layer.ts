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
 * (MuPDF, pdf.js, Acrobat, Chrome) put back into logical order; a flipped text matrix, as
 * Tesseract's own PDF uses, makes them copy backwards.
 */

interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export interface LayerLine {
  readonly words: readonly { readonly text: string; readonly box: Box }[];
  readonly rightToLeft: boolean;
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
    const { x0, y0, x1, y1 } = line.baseline;
    // Shown space has y upwards; a baseline falling to the right in the image rises here negatively.
    const angle = Math.atan2(-(y1 - y0) * sy, (x1 - x0 || 1) * sx);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const baselineAt = (x: number) => (x1 === x0 ? y0 : y0 + ((y1 - y0) * (x - x0)) / (x1 - x0));
    const top = Math.min(...line.words.map((word) => word.box.y0));
    const left = Math.min(...line.words.map((word) => word.box.x0));
    const size = Math.max(1, (baselineAt(left) - top) * sy);
    // Left to right as drawn, whatever the reading order.
    const words = [...line.words].sort((a, b) => a.box.x0 - b.box.x0);
    out.push(`/OCR ${num(size)} Tf`);
    for (const [index, word] of words.entries()) {
      const next = words[index + 1];
      const glyphs = line.rightToLeft ? visualOrder(word.text) : word.text;
      // A space joins a word to the next one, except between characters of scripts written
      // without spaces (Chinese, Japanese), where it is not part of the text.
      const spaced = next !== undefined && !(endsUnspaced(word.text, line.rightToLeft) && startsUnspaced(next.text, line.rightToLeft));
      const shown = spaced ? `${glyphs} ` : glyphs;
      const codes = [...shown].flatMap((c) => (c.length === 1 ? [c.charCodeAt(0)] : [c.charCodeAt(0), c.charCodeAt(1)]));
      const span = ((next && spaced ? next.box.x0 : word.box.x1) - word.box.x0) * sx;
      if (codes.length === 0 || !(span > 0)) continue;
      const stretch = (100 * span) / ((codes.length * ADVANCE * size) / 1000);
      const x = word.box.x0 * sx;
      const y = pageHeight - baselineAt(word.box.x0) * sy;
      const hex = codes.map((code) => code.toString(16).padStart(4, "0")).join("");
      out.push(`${num(stretch)} Tz ${[cos, sin, -sin, cos, x, y].map(num).join(" ")} Tm <${hex}> Tj`);
    }
  }
  return out.length === 0 ? "" : `BT\n3 Tr\n${out.join("\n")}\nET\n`;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** A right-to-left word's characters as they stand from left to right; marks stay with their letter. */
function visualOrder(word: string): string {
  return [...graphemes.segment(word)].map((part) => part.segment).reverse().join("");
}

const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\u3000-\u303f\uff00-\uffef]/u;

function endsUnspaced(word: string, rightToLeft: boolean): boolean {
  const c = rightToLeft ? word[0] : word[word.length - 1];
  return c !== undefined && unspaced.test(c);
}

function startsUnspaced(word: string, rightToLeft: boolean): boolean {
  const c = rightToLeft ? word[word.length - 1] : word[0];
  return c !== undefined && unspaced.test(c);
}
