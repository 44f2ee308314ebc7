import { mupdf } from "./mupdf-document.ts";
import { decodedStream, MAX_PAGE_CONTENT_BYTES } from "./page-content.ts";
import { rangeBoxes, readPageWords, type PageWords, type TextRange } from "./page-words.ts";
import { pictureReason } from "./redaction-hazards.ts";
import { withoutInlineProperties, WORD_KEYS } from "./redaction-marked-content.ts";

/**
 * Redaction in place: what lies under a box is taken out of the page and a black box drawn
 * there, while the rest of the page stays as it was, text in its fonts. MuPDF does the removal:
 * glyphs, the pixels of images under a box (a new image replaces the old, which other pages may
 * still show), and vector shapes lying wholly under a box; form XObjects the page draws are
 * rewritten as copies of its own, once for each place they are drawn. What MuPDF leaves is
 * handled here: which characters go (below), marked content's replacement texts, and the page's
 * annotations, which go except links within the document that touch no box. Afterwards the page
 * is read again to check that nothing meant to go is left.
 */

type Box = readonly [number, number, number, number];

/** Overlap in points below which a glyph box only touches an area (rounding, tight kerning). */
const TOUCH = 0.1;

/** Rounds of removal at most: a later round finds words an earlier one uncovered (see below). */
const MAX_ROUNDS = 3;

export interface InPlaceFailure {
  readonly reason: string;
  /** Every box found, in every round, to black out on the picture. */
  readonly boxes: readonly Box[];
}

/**
 * Why the page must be drawn as a picture instead, or null when it was redacted in place.
 *
 * A match (a term or a detail) takes its own characters, an area every character whose box
 * overlaps it. MuPDF takes a glyph away when a redaction covers enough of it or lies within it,
 * and a character's box reaches into the lines above and below by a point or two where lines
 * are set tight, so a box around a word would also take letters of its neighbours. Hence two
 * passes: first each character to go is removed through a small square at its centre (and each
 * area through itself), then the black boxes are drawn, taking the pixels of images and the
 * shapes under them but no text.
 *
 * `find` gives the matches on the page as it reads now: removing replacement texts can uncover
 * words a reader saw hidden behind them, so the page is searched again after each round, until
 * nothing more is found. Then no character may be left with its centre in the box of a character
 * that went or its box overlapping an area.
 */
export function redactPageInPlace(
  doc: mupdf.PDFDocument,
  index: number,
  find: (words: PageWords) => TextRange[],
  first: { readonly words: PageWords; readonly ranges: readonly TextRange[]; readonly areas: readonly Box[] },
): InPlaceFailure | null {
  const gone: Box[] = [];
  const blacked: Box[] = [];
  let areas = first.areas;
  let words = first.words;
  let ranges = first.ranges;
  for (let round = 0; ranges.length > 0 || areas.length > 0; round++) {
    const chars = [...ranges.flatMap((range) => charBoxes(words, range)), ...charsOverlapping(words, areas)];
    const black = [...ranges.flatMap((range) => rangeBoxes(words, range)), ...areas];
    const fail = (reason: string): InPlaceFailure => ({ reason, boxes: [...blacked, ...black] });
    if (round === MAX_ROUNDS) return fail("words kept turning up under replacement texts");
    const page = doc.loadPage(index) as mupdf.PDFPage;
    try {
      const hazard = pictureReason(page, [...chars, ...black]);
      if (hazard) return fail(hazard);
      for (const rect of [...chars.map(centreSquare), ...areas]) page.createAnnotation("Redact").setRect([...rect]);
      page.applyRedactions(false, mupdf.PDFPage.REDACT_IMAGE_PIXELS, mupdf.PDFPage.REDACT_LINE_ART_REMOVE_IF_COVERED, mupdf.PDFPage.REDACT_TEXT_REMOVE);
      for (const rect of black) page.createAnnotation("Redact").setRect([...rect]);
      page.applyRedactions(true, mupdf.PDFPage.REDACT_IMAGE_PIXELS, mupdf.PDFPage.REDACT_LINE_ART_REMOVE_IF_COVERED, mupdf.PDFPage.REDACT_TEXT_NONE);
      removeMarkedContentWords(page.getObject());
      gone.push(...chars);
      blacked.push(...black);
      keepSafeLinks(doc, page, blacked);
    } finally {
      page.destroy();
    }
    const check = doc.loadPage(index);
    try {
      words = readPageWords(check);
    } finally {
      check.destroy();
    }
    areas = [];
    ranges = find(words);
    const left = words.words.flatMap((word) => word.chars).filter((ch) => {
      const box = quadBox(ch.quad);
      const x = (box[0] + box[2]) / 2;
      const y = (box[1] + box[3]) / 2;
      return first.areas.some((area) => overlaps(box, area)) || gone.some((g) => g[0] < x && x < g[2] && g[1] < y && y < g[3]);
    });
    if (left.length > 0) return fail("text under a box could not be removed exactly");
  }
  return null;
}

/** A square at the centre of a box, a third of its shorter side wide: inside its glyph and no other. */
function centreSquare(box: Box): Box {
  const x = (box[0] + box[2]) / 2;
  const y = (box[1] + box[3]) / 2;
  const half = Math.min(box[2] - box[0], box[3] - box[1]) / 6;
  return [x - half, y - half, x + half, y + half];
}

/** The box of each character drawn in a range of the page's text. */
function charBoxes(words: PageWords, range: TextRange): Box[] {
  const boxes: Box[] = [];
  for (let offset = range.start; offset < range.end; offset++) {
    const ch = words.chars[offset];
    if (ch) boxes.push(quadBox(ch.quad));
  }
  return boxes;
}

/** The box of every character overlapping an area, so it goes whole. */
function charsOverlapping(words: PageWords, areas: readonly Box[]): Box[] {
  if (areas.length === 0) return [];
  return words.words.flatMap((word) => word.chars.map((ch) => quadBox(ch.quad)).filter((box) => areas.some((area) => overlaps(box, area))));
}

const overlaps = (a: Box, b: Box) => Math.min(a[2], b[2]) - Math.max(a[0], b[0]) > TOUCH && Math.min(a[3], b[3]) - Math.max(a[1], b[1]) > TOUCH;

function quadBox(q: mupdf.Quad): Box {
  const xs = [q[0], q[2], q[4], q[6]];
  const ys = [q[1], q[3], q[5], q[7]];
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/**
 * Drops the inline property lists of the page's content and of the form XObjects it draws (the
 * copies redaction made), and the word-carrying entries of the property lists its resources name
 * (a list shared with another page loses them there too: that page keeps its glyphs and their
 * text, only the replacement goes).
 */
function removeMarkedContentWords(page: mupdf.PDFObject): void {
  const contents = page.get("Contents");
  const streams: mupdf.PDFObject[] = contents.isArray() ? Array.from({ length: contents.length }, (_, i) => contents.get(i)) : [contents];
  for (const stream of streams) rewriteStream(stream);
  const seen = new Set<number>();
  const visit = (resources: mupdf.PDFObject) => {
    if (!resources.isDictionary()) return;
    if (resources.isIndirect()) {
      if (seen.has(resources.asIndirect())) return;
      seen.add(resources.asIndirect());
    }
    const properties = resources.get("Properties");
    if (properties.isDictionary()) properties.forEach((list) => list.isDictionary() && WORD_KEYS.forEach((key) => list.delete(key)));
    const xobjects = resources.get("XObject");
    if (!xobjects.isDictionary()) return;
    xobjects.forEach((xobject) => {
      if (!xobject.isStream() || xobject.get("Subtype").asName() !== "Form") return;
      if (seen.has(xobject.asIndirect())) return;
      seen.add(xobject.asIndirect());
      rewriteStream(xobject);
      visit(xobject.get("Resources"));
    });
  };
  visit(page.getInheritable("Resources"));
}

function rewriteStream(stream: mupdf.PDFObject): void {
  if (!stream.isStream()) return;
  const bytes = decodedStream(stream, MAX_PAGE_CONTENT_BYTES);
  if (bytes === null) return;
  const cleaned = withoutInlineProperties(bytes);
  if (cleaned === null) return;
  // writeStream compresses with Flate and sets the filter, dropping the old one and its parameters.
  stream.writeStream(cleaned);
}

/**
 * Keeps only links to places in the document that touch no box: any other annotation may carry
 * the words (its contents, its appearance, a web address holding an email address), and nothing
 * here can tell which do; a redacted page is better without a note than with a leak.
 */
function keepSafeLinks(doc: mupdf.PDFDocument, page: mupdf.PDFPage, boxes: readonly Box[]): void {
  const object = page.getObject();
  const annots = object.get("Annots");
  if (!annots.isArray()) return;
  const toShown = page.getTransform();
  const kept = doc.newArray();
  for (let i = 0; i < annots.length; i++) {
    const annot = annots.get(i);
    if (!annot.get("Subtype").isName() || annot.get("Subtype").asName() !== "Link") continue;
    const action = annot.get("A");
    const internal = action.isDictionary() ? action.get("S").isName() && action.get("S").asName() === "GoTo" : !annot.get("Dest").isNull();
    const rect = annot.get("Rect");
    if (!internal || !rect.isArray() || rect.length !== 4) continue;
    const [x0, y0, x1, y1] = mupdf.Rect.transform([0, 1, 2, 3].map((k) => rect.get(k).asNumber()) as mupdf.Rect, toShown);
    const shown: Box = [Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1)];
    if (boxes.some((box) => overlaps(shown, box))) continue;
    kept.push(annot);
  }
  if (kept.length === 0) object.delete("Annots");
  else object.put("Annots", kept);
}
