import { embedSubsetFont, fontMetrics, glyphHex, missingCharacters, textWidth } from "../pdf/text-stamp.ts";
import { mupdf } from "../pdf/mupdf-document.ts";

export interface AppearanceText {
  readonly signer: string;
  readonly date: Date;
  readonly reason?: string | undefined;
  readonly location?: string | undefined;
}

const PADDING = 4;
const LINE_GAP = 1.25;
const LARGEST_SIZE = 12;

/**
 * The appearance of a visible signature: a thin frame and the lines "Digitally signed by …",
 * the date (UTC) and the reason, in DejaVu Sans (Latin, Greek, Cyrillic; characters it lacks
 * show as "?"), set as large as fits the box up to 12 points. `width` and `height` are the box
 * as shown; `matrix` turns the drawing upright on a rotated page.
 */
export function signatureAppearance(doc: mupdf.PDFDocument, width: number, height: number, matrix: mupdf.Matrix, text: AppearanceText): mupdf.PDFObject {
  const lines = appearanceLines(text);
  const characters = lines.join("");
  const missing = new Set(missingCharacters(characters));
  const shown = lines.map((line) => Array.from(line, (ch) => (missing.has(ch) ? "?" : ch)).join(""));
  const font = embedSubsetFont(doc, shown.join("") + "?");
  const { ascent, descent } = fontMetrics();
  const widest = Math.max(...shown.map((line) => textWidth(line, 1)));
  const byWidth = (width - 2 * PADDING) / Math.max(widest, 1e-6);
  const byHeight = (height - 2 * PADDING) / (shown.length * LINE_GAP * (ascent - descent));
  const size = Math.max(0.5, Math.min(LARGEST_SIZE, byWidth, byHeight));
  const lineHeight = size * LINE_GAP * (ascent - descent);
  const ops = [`q 0.45 0.45 0.45 RG 0.75 w 0.375 0.375 ${num(width - 0.75)} ${num(height - 0.75)} re S Q`, "q 0 0 0 rg"];
  shown.forEach((line, i) => {
    const baseline = height - PADDING - size * ascent - i * lineHeight;
    ops.push(`BT /F ${num(size)} Tf ${num(PADDING)} ${num(baseline)} Td <${glyphHex(line)}> Tj ET`);
  });
  ops.push("Q");
  const dict = doc.newDictionary();
  dict.put("Type", doc.newName("XObject"));
  dict.put("Subtype", doc.newName("Form"));
  dict.put("BBox", rectArray(doc, [0, 0, width, height]));
  dict.put("Matrix", rectArray(doc, matrix));
  const fonts = doc.newDictionary();
  fonts.put("F", font);
  const resources = doc.newDictionary();
  resources.put("Font", fonts);
  dict.put("Resources", resources);
  return doc.addStream(ops.join("\n"), dict);
}

/** An empty appearance for an invisible signature (PDF/A and some readers want one). */
export function emptyAppearance(doc: mupdf.PDFDocument): mupdf.PDFObject {
  const dict = doc.newDictionary();
  dict.put("Type", doc.newName("XObject"));
  dict.put("Subtype", doc.newName("Form"));
  dict.put("BBox", rectArray(doc, [0, 0, 0, 0]));
  return doc.addStream("", dict);
}

export function appearanceLines(text: AppearanceText): string[] {
  const date = text.date.toISOString().replace("T", " ").replace(/\.\d+Z$/, " UTC");
  return [
    `Digitally signed by ${text.signer}`,
    `Date: ${date}`,
    ...(text.reason ? [`Reason: ${text.reason}`] : []),
    ...(text.location ? [`Location: ${text.location}`] : []),
  ];
}

function rectArray(doc: mupdf.PDFDocument, values: readonly number[]): mupdf.PDFObject {
  const array = doc.newArray();
  for (const value of values) array.push(Math.round(value * 1000) / 1000);
  return array;
}

function num(value: number): string {
  return (Math.round(value * 1000) / 1000).toString();
}
