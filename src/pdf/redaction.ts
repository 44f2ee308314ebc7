import { noProgress, type Progress } from "../contract/progress.ts";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { JobError } from "../errors/job-errors.ts";
import { mupdf } from "./mupdf-document.ts";
import { findTerms, rangeBoxes, readPageWords, type PageWords, type TextRange } from "./page-words.ts";
import { layerVisibility, type LayerVisibility } from "./redaction-layers.ts";
import { redactPageInPlace } from "./redaction-text.ts";
import { renderPage, type RgbImage } from "./render-page.ts";
import { findSensitive, sensitivePatternNames, type SensitivePattern } from "./sensitive-patterns.ts";

const deflate = promisify(zlib.deflate);

/**
 * Redaction that leaves nothing behind, in one of two ways. As a picture: each page with
 * something to black out is drawn as a picture, the boxes painted black into its pixels, and the
 * page's own content, annotations and resources replaced by that picture alone. As text: only
 * what lies under the boxes is taken out of the page (redaction-text.ts), and a page where that
 * cannot be done exactly is drawn as a picture instead. Either way, document parts that can
 * carry the redacted words elsewhere (info, XMP, bookmarks, attachments, form, structure tree)
 * are dropped.
 */

export const REDACTION_DPI = 200;
/** How far past each match the black reaches, in points, so anti-aliased glyph edges are covered. */
export const REDACTION_MARGIN = 1;
/** A page larger than this at 200 dpi (A0 is 62 million) is drawn smaller, keeping memory bounded. */
const MAX_PIXELS = 100_000_000;

export const MAX_TERMS = 50;
export const MAX_TERM_LENGTH = 100;
export const MAX_AREAS = 500;

/** A box in points from the top left of the page as shown; `page` is 1-based. */
export interface RedactionArea {
  readonly page: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export const redactionMethods = ["Picture", "Text"] as const;
export type RedactionMethod = (typeof redactionMethods)[number];

export interface RedactionRequest {
  readonly method: RedactionMethod;
  readonly terms: readonly string[];
  readonly matchCase: boolean;
  readonly patterns: readonly SensitivePattern[];
  readonly areas: readonly RedactionArea[];
}

type Box = readonly [number, number, number, number];

/** A page drawn as a picture although the method was Text, and why. */
export interface PictureFallback {
  /** 1-based. */
  readonly page: number;
  readonly reason: string;
}

export interface RedactionReport {
  /** Pages with something blacked out. */
  readonly redacted: number;
  readonly pictureFallbacks: readonly PictureFallback[];
}

/**
 * Blacks out every match and area, page by page, and strips the document of what could carry
 * the words elsewhere. NothingFound when nothing matched.
 */
export async function redactDocument(doc: mupdf.PDFDocument, request: RedactionRequest, progress: Progress = noProgress): Promise<RedactionReport> {
  const count = doc.countPages();
  const areasByPage = new Map<number, Box[]>();
  for (const [index, area] of request.areas.entries()) {
    if (area.page > count) {
      throw new JobError("PageOutOfRange", `\`areas\` box ${index + 1} is on page ${area.page}, but the PDF has ${count} pages.`);
    }
    const list = areasByPage.get(area.page) ?? [];
    list.push([area.x, area.y, area.x + area.width, area.y + area.height]);
    areasByPage.set(area.page, list);
  }
  const layers = layerVisibility(doc);
  if (request.method === "Text") layers.showAll();
  try {
    return await redactPages(doc, request, areasByPage, layers, progress);
  } finally {
    layers.restore();
  }
}

async function redactPages(
  doc: mupdf.PDFDocument,
  request: RedactionRequest,
  areasByPage: ReadonlyMap<number, Box[]>,
  layers: LayerVisibility,
  progress: Progress,
): Promise<RedactionReport> {
  const count = doc.countPages();
  let redacted = 0;
  const pictureFallbacks: PictureFallback[] = [];
  for (let index = 0; index < count; index++) {
    await progress(index, count);
    const page = doc.loadPage(index);
    const find = (words: PageWords): TextRange[] => [
      ...findTerms(words, request.terms, { matchCase: request.matchCase }),
      ...findSensitive(words.text, request.patterns),
    ];
    let ranges: TextRange[];
    let words: PageWords;
    let size: { width: number; height: number };
    try {
      words = readPageWords(page);
      size = { width: words.width, height: words.height };
      ranges = find(words);
    } finally {
      page.destroy();
    }
    let boxes: Box[] = ranges.flatMap((range) => rangeBoxes(words, range));
    const areas = areasByPage.get(index + 1) ?? [];
    for (const area of areas) {
      // A little slack for sizes a client computed from rounded figures.
      if (area[2] > size.width + 0.5 || area[3] > size.height + 0.5) {
        const number = request.areas.findIndex((a) => a.page === index + 1 && a.x === area[0] && a.y === area[1]) + 1;
        throw new JobError(
          "InvalidRequest",
          `\`areas\` box ${number} (x ${area[0]}, y ${area[1]}, to ${area[2]}, ${area[3]}) reaches outside page ${index + 1}, which is ${round(size.width)} × ${round(size.height)} points as shown.`,
        );
      }
    }
    boxes.push(...areas);
    if (boxes.length === 0) continue;
    redacted++;
    if (request.method === "Text") {
      const failure = redactPageInPlace(doc, index, find, { words, ranges, areas });
      if (failure === null) continue;
      pictureFallbacks.push({ page: index + 1, reason: failure.reason });
      boxes = [...failure.boxes];
    }
    layers.restore();
    const image = renderPage(doc, index, REDACTION_DPI, MAX_PIXELS);
    if (request.method === "Text") layers.showAll();
    paintBlack(image, size, boxes);
    await replaceWithImage(doc, index, size, image);
  }
  if (redacted === 0) throw new JobError("NothingFound", "No term, pattern or area matched anything in the PDF.");
  stripDocument(doc);
  return { redacted, pictureFallbacks };
}

/** Opaque black over each box, grown by the margin and rounded outward to whole pixels. */
function paintBlack(image: RgbImage, page: { width: number; height: number }, boxes: readonly Box[]): void {
  const sx = image.width / (page.width || 1);
  const sy = image.height / (page.height || 1);
  for (const [x0, y0, x1, y1] of boxes) {
    const left = Math.max(0, Math.floor((x0 - REDACTION_MARGIN) * sx));
    const top = Math.max(0, Math.floor((y0 - REDACTION_MARGIN) * sy));
    const right = Math.min(image.width, Math.ceil((x1 + REDACTION_MARGIN) * sx));
    const bottom = Math.min(image.height, Math.ceil((y1 + REDACTION_MARGIN) * sy));
    if (right <= left || bottom <= top) continue;
    for (let row = top; row < bottom; row++) image.pixels.fill(0, (row * image.width + left) * 3, (row * image.width + right) * 3);
  }
}

/**
 * The page object keeps its identity (links, destinations and the page tree still point at it)
 * but everything it held is replaced: only /Type and /Parent survive, and it gets a MediaBox and
 * CropBox of the shown size (none inherited from the page tree), /Rotate 0 since the picture is
 * already as shown, and a content stream drawing the picture over the whole page. The old content,
 * resources and annotations are no longer reachable, so saving with garbage collection drops them.
 *
 * The picture is stored losslessly (Flate, as PNG would): redacted pages are mostly text, which
 * this keeps sharp where JPEG blurs it around every letter, at a similar or smaller size, and the
 * boxes stay pure black with no ringing at their edges.
 */
async function replaceWithImage(doc: mupdf.PDFDocument, index: number, size: { width: number; height: number }, image: RgbImage): Promise<void> {
  const dict = doc.newDictionary();
  dict.put("Type", doc.newName("XObject"));
  dict.put("Subtype", doc.newName("Image"));
  dict.put("Width", image.width);
  dict.put("Height", image.height);
  dict.put("BitsPerComponent", 8);
  dict.put("ColorSpace", doc.newName("DeviceRGB"));
  dict.put("Filter", doc.newName("FlateDecode"));
  const xobject = doc.addRawStream(await deflate(image.pixels), dict);

  const page = doc.findPage(index);
  const keys: string[] = [];
  page.forEach((_value, key) => keys.push(String(key)));
  for (const key of keys) if (key !== "Type" && key !== "Parent") page.delete(key);
  const width = round(size.width);
  const height = round(size.height);
  const box = doc.newArray();
  for (const value of [0, 0, width, height]) box.push(value);
  page.put("MediaBox", box);
  page.put("CropBox", box);
  page.put("Rotate", 0);
  const xobjects = doc.newDictionary();
  xobjects.put("Im0", xobject);
  const resources = doc.newDictionary();
  resources.put("XObject", xobjects);
  page.put("Resources", resources);
  page.put("Contents", doc.addStream(`q ${width} 0 0 ${height} 0 0 cm /Im0 Do Q`, doc.newDictionary()));
}

/** Annotation types dropped from the pages kept as they are: form fields and attached files. */
const droppedAnnotations = new Set(["Widget", "FileAttachment"]);

/**
 * Removes the document information, XMP metadata, bookmarks, attachments, form, structure tree
 * (its alternate and actual texts can repeat the page's words) and page-level metadata.
 */
function stripDocument(doc: mupdf.PDFDocument): void {
  doc.getTrailer().delete("Info");
  const root = doc.getTrailer().get("Root");
  for (const key of ["Metadata", "Outlines", "AcroForm", "StructTreeRoot", "MarkInfo", "AF", "Collection", "PageMode"]) root.delete(key);
  const names = root.get("Names");
  if (names.isDictionary()) names.delete("EmbeddedFiles");
  for (let index = 0; index < doc.countPages(); index++) {
    const page = doc.findPage(index);
    page.delete("Metadata");
    page.delete("AF");
    page.delete("PieceInfo");
    const annots = page.get("Annots");
    if (!annots.isArray()) continue;
    const kept = doc.newArray();
    for (let i = 0; i < annots.length; i++) {
      const annot = annots.get(i);
      const subtype = annot.get("Subtype");
      const parentSubtype = annot.get("Parent", "Subtype");
      if (droppedAnnotations.has(subtype.isName() ? subtype.asName() : "")) continue;
      if (parentSubtype.isName() && droppedAnnotations.has(parentSubtype.asName())) continue;
      kept.push(annot);
    }
    if (kept.length === 0) page.delete("Annots");
    else page.put("Annots", kept);
  }
}

const round = (value: number) => Math.round(value * 1000) / 1000;
