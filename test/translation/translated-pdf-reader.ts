import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";
import * as mupdf from "mupdf";

/**
 * Reads back a translated PDF the way a person's viewer would: pdf.js (independent of the
 * MuPDF that wrote it) for the text, line by line in reading order, and the file's own objects
 * for what pdf.js does not expose (font embedding, subset tags, /Lang, glyph ids drawn).
 */

interface Item {
  readonly str: string;
  readonly x: number;
  readonly y: number;
  readonly height: number;
}

/** NFC, every run of whitespace one space, trimmed; for CJK, no whitespace at all (lines wrap between any two characters). */
export function normalise(text: string, cjk: boolean): string {
  const nfc = text.normalize("NFC");
  return cjk ? nfc.replace(/\s+/g, "") : nfc.replace(/\s+/g, " ").trim();
}

/**
 * The page's text as pdf.js extracts it: items that share a baseline (within most of a line's
 * height, since Nastaliq letters and Arabic dots ride above and below it) form a line; a
 * right-to-left page's lines are read from right to left.
 */
export async function extractedText(bytes: Uint8Array, pageNumber: number, rtl: boolean): Promise<string> {
  const task = pdfjs.getDocument({ data: bytes.slice(), disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  try {
    const content = await (await doc.getPage(pageNumber)).getTextContent();
    const lines: Item[][] = [];
    for (const raw of content.items) {
      if (!("str" in raw)) continue;
      const item: Item = { str: raw.str, x: raw.transform[4] as number, y: raw.transform[5] as number, height: raw.height };
      const line = lines.at(-1);
      // Spaces and line ends come as items of no height.
      const tolerance = line ? Math.max(0.5, 0.9 * Math.max(item.height, ...line.map((i) => i.height))) : 0;
      if (line && Math.abs(line[0]!.y - item.y) < tolerance) line.push(item);
      else lines.push([item]);
    }
    // Items come left to right as drawn; overlapping Nastaliq items make sorting by x unreliable.
    return lines.map((line) => (rtl ? [...line].reverse() : line).map((i) => i.str).join("")).join("\n");
  } finally {
    await task.destroy();
  }
}

export interface EmbeddedFontFacts {
  readonly baseFont: string;
  /** A CIDFontType2 (TrueType outlines), the only kind whose glyphs /CIDToGIDMap selects. */
  readonly trueType: boolean;
  readonly embedded: boolean;
  /** Glyph ids the page's text draws through this font (via /CIDToGIDMap). */
  readonly glyphsDrawn: number[];
}

/** Every font of a page's resources, with the glyph ids its text objects actually draw. */
export function pageFonts(bytes: Uint8Array, pageIndex: number): EmbeddedFontFacts[] {
  const doc = new mupdf.PDFDocument(bytes.slice());
  try {
    const page = doc.loadPage(pageIndex) as mupdf.PDFPage;
    const content = page.getObject().get("Contents").readStream().asString();
    const fonts = page.getObject().get("Resources").get("Font");
    const out: EmbeddedFontFacts[] = [];
    fonts.forEach((font, key) => {
      const cidFont = font.get("DescendantFonts").get(0);
      const file = cidFont.get("FontDescriptor").get("FontFile2");
      const map = cidFont.get("CIDToGIDMap").readStream().asUint8Array();
      const drawn: number[] = [];
      // Text shown after `/<key> <size> Tf` until the next Tf: hex strings of 2-byte CIDs.
      for (const section of content.split(/(?=\/F\d+ [\d.]+ Tf)/)) {
        if (!section.startsWith(`/${key} `)) continue;
        for (const hex of section.matchAll(/<([0-9a-fA-F]+)> Tj/g)) {
          for (let i = 0; i < hex[1]!.length; i += 4) {
            const cid = parseInt(hex[1]!.slice(i, i + 4), 16);
            drawn.push((map[cid * 2]! << 8) | map[cid * 2 + 1]!);
          }
        }
      }
      out.push({ baseFont: font.get("BaseFont").asName(), trueType: cidFont.get("Subtype").asName() === "CIDFontType2", embedded: file.isStream(), glyphsDrawn: drawn });
    });
    return out;
  } finally {
    doc.destroy();
  }
}

export function documentLang(bytes: Uint8Array): string {
  const doc = new mupdf.PDFDocument(bytes.slice());
  try {
    return doc.getTrailer().get("Root").get("Lang").asString();
  } finally {
    doc.destroy();
  }
}

/** Text items' boxes in rendered pixels (top-left origin) at `dpi`, for checking ink under the text. */
export async function textBoxes(bytes: Uint8Array, pageNumber: number, dpi: number): Promise<Array<{ str: string; x: number; y: number; width: number; height: number }>> {
  const task = pdfjs.getDocument({ data: bytes.slice(), disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  try {
    const page = await doc.getPage(pageNumber);
    const viewport = page.getViewport({ scale: dpi / 72 });
    const content = await page.getTextContent();
    const out: Array<{ str: string; x: number; y: number; width: number; height: number }> = [];
    for (const item of content.items) {
      if (!("str" in item) || item.str.trim() === "") continue;
      const [x0, y0] = viewport.convertToViewportPoint(item.transform[4], item.transform[5]);
      const [x1, y1] = viewport.convertToViewportPoint(item.transform[4] + item.width, item.transform[5] + item.height);
      out.push({ str: item.str, x: Math.min(x0!, x1!), y: Math.min(y0!, y1!), width: Math.abs(x1! - x0!), height: Math.abs(y1! - y0!) });
    }
    return out;
  } finally {
    await task.destroy();
  }
}
