/**
 * The lines of a page as Tesseract's hOCR writes them. Tesseract builds hOCR in one pass over
 * its results; its JSON (tesseract.js's `blocks`) lists every symbol and its alternatives and
 * is parsed again in JavaScript, which cost about 4 % of a page's reading time for data the
 * text layer never uses. The format read here is the one Tesseract's own renderer writes: one
 * element per line of the source, attributes in single quotes, a title of `; `-separated
 * properties.
 */

/** A box in the image's pixels, y growing downwards. */
export interface PixelBox {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export interface TextLine {
  /** Words in reading order (for right-to-left text, the first is the rightmost; in a column, the topmost). */
  readonly words: readonly { readonly text: string; readonly box: PixelBox }[];
  readonly rightToLeft: boolean;
  /** A column of vertical writing (Chinese, Japanese), read from top to bottom. */
  readonly vertical: boolean;
  /** The baseline from the line's left edge to its right edge; for a column, its left edge from top to bottom. */
  readonly baseline: PixelBox;
  /** Ascenders to descenders, in pixels (hOCR's x_size). */
  readonly height: number;
}

/** Every element that holds words directly: text lines and the kinds Tesseract gives headings, captions and floating text. */
const LINE_CLASSES = new Set(["ocr_line", "ocr_header", "ocr_caption", "ocr_textfloat"]);

const ELEMENT = /<(p|span)\s+class='([a-z_]+)'([^>]*)>/gu;

export function hocrLines(hocr: string): TextLine[] {
  const lines: TextLine[] = [];
  let paragraphRightToLeft = false;
  let line: { box: PixelBox; baseline: PixelBox; height: number; words: { text: string; box: PixelBox }[] } | null = null;
  const finish = () => {
    if (line !== null && line.words.length > 0) {
      if (isVertical(line.box, line.baseline)) {
        // A column of vertical writing: hOCR's slope-and-offset says nothing of where its
        // characters stand, so the column's left edge, top to bottom, stands for its baseline.
        const { x0, y0, x1, y1 } = line.box;
        lines.push({ words: line.words, rightToLeft: paragraphRightToLeft, vertical: true, baseline: { x0, y0, x1: x0, y1 }, height: x1 - x0 });
      } else lines.push({ words: line.words, rightToLeft: paragraphRightToLeft, vertical: false, baseline: line.baseline, height: line.height });
    }
    line = null;
  };
  for (const match of hocr.matchAll(ELEMENT)) {
    const [, tag, kind, attributes] = match;
    if (tag === "p") {
      finish();
      paragraphRightToLeft = /\sdir='rtl'/u.test(attributes!);
      continue;
    }
    const title = titleOf(attributes!);
    const box = bboxOf(title);
    if (LINE_CLASSES.has(kind!)) {
      finish();
      if (box !== null) line = { box, baseline: baselineOf(title, box), height: numberOf(title, "x_size") ?? box.y1 - box.y0, words: [] };
    } else if (kind === "ocrx_word" && line !== null && box !== null) {
      const end = hocr.indexOf("</span>", match.index + match[0].length);
      if (end < 0) continue;
      const text = unescape(hocr.slice(match.index + match[0].length, end).replace(/<[^>]*>/gu, "")).trim();
      // A word written against its paragraph's direction is marked by its `dir`; Tesseract's
      // own text of it starts with the matching directional mark, kept here the same way.
      const against = /\sdir='(rtl|ltr)'/u.exec(attributes!)?.[1];
      const mark = against === "rtl" ? "\u200f" : against === "ltr" ? "\u200e" : "";
      if (text !== "") line.words.push({ text: mark + text, box });
    }
  }
  finish();
  return lines;
}

/**
 * A column of vertical writing: taller than wide, with a baseline steeper than 45° or at
 * least twice as tall as wide (Tesseract gives some columns a level baseline; no line of
 * horizontal writing is that shape).
 */
function isVertical(box: PixelBox, baseline: PixelBox): boolean {
  const [width, height] = [box.x1 - box.x0, box.y1 - box.y0];
  return height > width && (height >= 2 * width || Math.abs(baseline.y1 - baseline.y0) > Math.abs(baseline.x1 - baseline.x0));
}

function titleOf(attributes: string): string {
  return /\stitle=(?:'([^']*)'|"([^"]*)")/u.exec(attributes)?.slice(1).find((value) => value !== undefined) ?? "";
}

function bboxOf(title: string): PixelBox | null {
  const found = /(?:^|;\s*)bbox\s+(-?\d+)\s+(-?\d+)\s+(-?\d+)\s+(-?\d+)/u.exec(title);
  if (found === null) return null;
  const [x0, y0, x1, y1] = found.slice(1).map(Number) as [number, number, number, number];
  return { x0, y0, x1, y1 };
}

function numberOf(title: string, property: string): number | null {
  const found = new RegExp(`(?:^|;\\s*)${property}\\s+(-?[\\d.]+)`, "u").exec(title);
  return found === null ? null : Number(found[1]);
}

/**
 * hOCR's `baseline slope offset`: the baseline passes `offset` pixels from the line box's
 * bottom-left corner and rises by `slope` per pixel to the right (image y, growing downwards).
 */
function baselineOf(title: string, box: PixelBox): PixelBox {
  const found = /(?:^|;\s*)baseline\s+(-?[\d.]+)\s+(-?[\d.]+)/u.exec(title);
  if (found === null) return { x0: box.x0, y0: box.y1, x1: box.x1, y1: box.y1 };
  const slope = Number(found[1]);
  const y0 = box.y1 + Number(found[2]);
  return { x0: box.x0, y0, x1: box.x1, y1: y0 + slope * (box.x1 - box.x0) };
}

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function unescape(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/giu, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}
