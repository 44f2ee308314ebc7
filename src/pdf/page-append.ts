import { graphicsStateBalance } from "./content-balance.ts";
import { mupdf } from "./mupdf-document.ts";
import { contentStreams, decodedContent, flattenPageContent } from "./page-content.ts";

/**
 * Drawing added on top of an existing page (stamped text, an OCR text layer) without
 * disturbing what the page already draws, nor what other pages share with it.
 */

/**
 * The page's resources as a dictionary of its own: resources may be inherited from a /Pages
 * node or shared with other pages, and adding our names there would change those pages'.
 */
export function ownResources(doc: mupdf.PDFDocument, page: mupdf.PDFObject): mupdf.PDFObject {
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
export function addResource(doc: mupdf.PDFDocument, resources: mupdf.PDFObject, category: string, base: string, value: mupdf.PDFObject): string {
  const entries = copyDictionary(doc, resources.get(category));
  resources.put(category, entries);
  let name = base;
  for (let n = 2; !entries.get(name).isNull(); n++) name = `${base}${n}`;
  entries.put(name, value);
  return name;
}

/**
 * Appends `content` (drawn in shown coordinates) so that nothing the page's own content left
 * behind reaches it: the page's streams are wrapped in as many q as they have unmatched Q,
 * and closed with as many Q as they leave open, before our stream sets its own state. Content
 * nested deeper than real pages nest is flattened first (page-content.ts): closing 100,000
 * states left open would give a page no reader draws.
 *
 * MuPDF's page transform takes page space (MediaBox units, /Rotate not applied) to the shown
 * page with its origin at the CropBox's top left and y growing downwards; flipping y gives
 * shown points from the bottom left, and the inverse of the two, as `cm`, takes those back.
 */
export function appendIsolated(doc: mupdf.PDFDocument, page: mupdf.PDFPage, content: string): void {
  const pageObject = page.getObject();
  const decoded = decodedContent(contentStreams(pageObject.get("Contents")));
  const flat = flattenPageContent(doc, pageObject, decoded);
  const existing = contentStreams(pageObject.get("Contents"));
  const { lowest, final } = graphicsStateBalance(flat?.bytes ?? decoded);
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

/** A number as content-stream syntax: no exponents, no needless digits. */
export function num(value: number): string {
  const rounded = Number(value.toFixed(4));
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

/** The page as shown: its CropBox after /Rotate, in points. */
export function shownSize(page: mupdf.PDFPage): { width: number; height: number } {
  const [x0, y0, x1, y1] = page.getBounds();
  return { width: x1 - x0, height: y1 - y0 };
}
