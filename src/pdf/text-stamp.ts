import fs from "node:fs";
import { createRequire } from "node:module";
import { mupdf } from "./mupdf-document.ts";
import { addResource, appendIsolated, num, ownResources } from "./page-append.ts";

export { shownSize } from "./page-append.ts";

/**
 * Text written onto existing pages (watermark-pdf, add-page-numbers) in DejaVu Sans, which
 * covers Latin, Greek and Cyrillic. Everything here works in the page's
 * coordinates as shown: points from the bottom-left corner of the visible (CropBox) area,
 * after /Rotate, so callers lay text out the way a reader sees the page.
 */

interface StampFont {
  readonly font: mupdf.Font;
  /** Above and below the baseline, as fractions of the font size (descent is negative). */
  readonly ascent: number;
  readonly descent: number;
}

let loaded: StampFont | undefined;

/** Parsed once per process: the TrueType file is 700 KB and every job uses the same one. */
function stampFont(): StampFont {
  if (loaded) return loaded;
  const file = createRequire(import.meta.url).resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
  const font = new mupdf.Font("DejaVuSans", fs.readFileSync(file));
  const scratch = new mupdf.PDFDocument();
  try {
    const descriptor = scratch.addFont(font).get("DescendantFonts", 0, "FontDescriptor");
    loaded = { font, ascent: descriptor.get("Ascent").asNumber() / 1000, descent: descriptor.get("Descent").asNumber() / 1000 };
  } finally {
    scratch.destroy();
  }
  return loaded;
}

export function fontMetrics(): { ascent: number; descent: number } {
  const { ascent, descent } = stampFont();
  return { ascent, descent };
}

function glyphs(text: string): number[] {
  const { font } = stampFont();
  // By code point: DejaVu has glyphs beyond the Basic Multilingual Plane.
  return Array.from(text, (ch) => font.encodeCharacter(ch.codePointAt(0)!));
}

/** The characters of `text` the font has no glyph for, each once. */
export function missingCharacters(text: string): string[] {
  const { font } = stampFont();
  return [...new Set(Array.from(text).filter((ch) => font.encodeCharacter(ch.codePointAt(0)!) === 0))];
}

/** Advance width of `text` at `size` points, from the font's glyph widths (no kerning is applied when drawing either). */
export function textWidth(text: string, size: number): number {
  const { font } = stampFont();
  return glyphs(text).reduce((sum, gid) => sum + font.advanceGlyph(gid), 0) * size;
}


export interface PlacedText {
  readonly text: string;
  readonly size: number;
  /** Start of the baseline, in points from the bottom-left corner of the page as shown. */
  readonly x: number;
  readonly y: number;
  /** Direction of the baseline, counterclockwise from the shown page's horizontal, in radians. */
  readonly angle: number;
}

export interface StampStyle {
  /** DeviceRGB components from 0 to 1. */
  readonly color: readonly [number, number, number];
  /** From 0 to 1; fill and stroke alike. */
  readonly opacity: number;
}

export interface TextStamper {
  stamp(page: mupdf.PDFPage, texts: readonly PlacedText[]): void;
}

/**
 * Prepares `doc` for stamping: embeds the font once, subset to the glyphs of `characters`
 * (every character any stamp will use), and the opacity state. Each `stamp` call then adds
 * one content stream to a page.
 */
export function createTextStamper(doc: mupdf.PDFDocument, characters: string, style: StampStyle): TextStamper {
  const font = embedSubsetFont(doc, characters);
  let state: mupdf.PDFObject | undefined;
  if (style.opacity < 1) {
    const dict = doc.newDictionary();
    dict.put("Type", doc.newName("ExtGState"));
    dict.put("ca", style.opacity);
    dict.put("CA", style.opacity);
    state = doc.addObject(dict);
  }
  const colour = `${style.color.map(num).join(" ")} rg`;
  return {
    stamp(page, texts) {
      const resources = ownResources(doc, page.getObject());
      const fontName = addResource(doc, resources, "Font", "DocToolsStampFont", font);
      const stateName = state ? addResource(doc, resources, "ExtGState", "DocToolsStampState", state) : undefined;
      const body = texts.map((t) => drawText(t, fontName)).join("\n");
      const gs = stateName ? `/${stateName} gs\n` : "";
      appendIsolated(doc, page, `${gs}${colour}\n${body}`);
    },
  };
}

/**
 * MuPDF subsets every font of a document at once, which would also rewrite the input's own
 * fonts; so the font is subset alone in a scratch document that uses exactly our glyphs,
 * then copied in. Subsetting keeps glyph ids, so content written against the full font
 * stays valid, and the ToUnicode CMap keeps the text extractable.
 */
export function embedSubsetFont(doc: mupdf.PDFDocument, characters: string): mupdf.PDFObject {
  const scratch = new mupdf.PDFDocument();
  try {
    const font = scratch.addFont(stampFont().font);
    const resources = scratch.newDictionary();
    const fonts = scratch.newDictionary();
    fonts.put("F", font);
    resources.put("Font", fonts);
    const hex = [...new Set(glyphs(characters))].map(gidHex).join("");
    scratch.insertPage(-1, scratch.addPage([0, 0, 100, 100], 0, resources, `BT /F 10 Tf <${hex}> Tj ET`));
    scratch.subsetFonts();
    return doc.graftObject(font);
  } finally {
    scratch.destroy();
  }
}

/** One text object; its coordinates are the shown page's, which appendIsolated's `cm` sets up. */
function drawText(t: PlacedText, fontName: string): string {
  const cos = Math.cos(t.angle);
  const sin = Math.sin(t.angle);
  const hex = glyphs(t.text).map(gidHex).join("");
  return `BT /${fontName} ${num(t.size)} Tf ${[cos, sin, -sin, cos, t.x, t.y].map(num).join(" ")} Tm <${hex}> Tj ET`;
}

/** `text` as the hex string of its glyph ids, for content that shows it with the embedded font. */
export function glyphHex(text: string): string {
  return glyphs(text).map(gidHex).join("");
}

function gidHex(gid: number): string {
  return gid.toString(16).padStart(4, "0");
}
