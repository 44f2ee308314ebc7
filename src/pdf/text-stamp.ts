import fs from "node:fs";
import { createRequire } from "node:module";
import { graphicsStateBalance } from "./content-balance.ts";
import { mupdf } from "./mupdf-document.ts";
import { contentStreams, decodedContent } from "./page-content.ts";

/**
 * Text written onto existing pages (watermark-pdf, add-page-numbers) in DejaVu Sans, which
 * covers Latin, Greek and Cyrillic (spec §4.2). Everything here works in the page's
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

/** The page as shown: its CropBox after /Rotate, in points. */
export function shownSize(page: mupdf.PDFPage): { width: number; height: number } {
  const [x0, y0, x1, y1] = page.getBounds();
  return { width: x1 - x0, height: y1 - y0 };
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
function embedSubsetFont(doc: mupdf.PDFDocument, characters: string): mupdf.PDFObject {
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

/**
 * The page's resources as a dictionary of its own: resources may be inherited from a /Pages
 * node or shared with other pages, and adding our names there would change those pages'.
 */
function ownResources(doc: mupdf.PDFDocument, page: mupdf.PDFObject): mupdf.PDFObject {
  const own = copyDictionary(doc, page.getInheritable("Resources"));
  page.put("Resources", own);
  return own;
}

function copyDictionary(doc: mupdf.PDFDocument, source: mupdf.PDFObject): mupdf.PDFObject {
  const copy = doc.newDictionary();
  // A missing entry comes back as a null that belongs to no document and cannot be resolved.
  const resolved = source.isNull() ? source : source.resolve();
  if (resolved.isDictionary()) resolved.forEach((value, key) => copy.put(key, value));
  return copy;
}

/** Adds `value` under a name not yet used in the resource category; returns the name. */
function addResource(doc: mupdf.PDFDocument, resources: mupdf.PDFObject, category: string, base: string, value: mupdf.PDFObject): string {
  const entries = copyDictionary(doc, resources.get(category));
  resources.put(category, entries);
  let name = base;
  for (let n = 2; !entries.get(name).isNull(); n++) name = `${base}${n}`;
  entries.put(name, value);
  return name;
}

/** One text object; its coordinates are the shown page's, which appendIsolated's `cm` sets up. */
function drawText(t: PlacedText, fontName: string): string {
  const cos = Math.cos(t.angle);
  const sin = Math.sin(t.angle);
  const hex = glyphs(t.text).map(gidHex).join("");
  return `BT /${fontName} ${num(t.size)} Tf ${[cos, sin, -sin, cos, t.x, t.y].map(num).join(" ")} Tm <${hex}> Tj ET`;
}

/**
 * Appends `content` (drawn in shown coordinates) so that nothing the page's own content left
 * behind reaches it: the page's streams are wrapped in as many q as they have unmatched Q,
 * and closed with as many Q as they leave open, before our stream sets its own state.
 *
 * MuPDF's page transform takes page space (MediaBox units, /Rotate not applied) to the shown
 * page with its origin at the CropBox's top left and y growing downwards; flipping y gives
 * shown points from the bottom left, and the inverse of the two, as `cm`, takes those back.
 */
function appendIsolated(doc: mupdf.PDFDocument, page: mupdf.PDFPage, content: string): void {
  const pageObject = page.getObject();
  const existing = contentStreams(pageObject.get("Contents"));
  const { lowest, final } = graphicsStateBalance(decodedContent(existing));
  const opened = existing.length > 0 ? 1 - lowest : 0;
  const closed = opened + final;
  const shownToPage = mupdf.Matrix.invert(mupdf.Matrix.concat(page.getTransform(), [1, 0, 0, -1, 0, shownSize(page).height]));
  const stamp = `${"Q\n".repeat(closed)}q\n${shownToPage.map(num).join(" ")} cm\n${content}\nQ\n`;
  const contents = doc.newArray();
  if (opened > 0) contents.push(doc.addStream("q\n".repeat(opened), doc.newDictionary()));
  for (const stream of existing) contents.push(stream);
  contents.push(doc.addStream(stamp, doc.newDictionary()));
  pageObject.put("Contents", contents);
}

function gidHex(gid: number): string {
  return gid.toString(16).padStart(4, "0");
}

/** A number as content-stream syntax: no exponents, no needless digits. */
function num(value: number): string {
  const rounded = Number(value.toFixed(4));
  return Object.is(rounded, -0) ? "0" : String(rounded);
}
