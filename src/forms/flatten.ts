import type { mupdf } from "../pdf/mupdf-document.ts";
import { fillForm } from "./fill-form.ts";
import { readFormFields, widgetPlaces } from "./form-fields.ts";
import { OpenPages } from "./open-pages.ts";
import { staleAppearances } from "./stale-appearances.ts";

export type FlattenScope = "All" | "Forms" | "Annotations";

// Annotation flags (ISO 32000-2 §12.5.3): bit 2 Hidden, bit 6 NoView.
const HIDDEN = 1 << 1;
const NO_VIEW = 1 << 5;

export interface FlattenCount {
  readonly widgets: number;
  readonly annotations: number;
}

/**
 * Draws form fields, annotations or both into the page content, as they are shown on screen,
 * and removes them: no form (/AcroForm, XFA included) remains after the fields are flattened,
 * and no annotation of a flattened kind remains on any page. Popups (the note windows of other
 * annotations) and annotations hidden on screen (Hidden, NoView) are dropped, not drawn; links,
 * which have nothing to draw, are dropped with the annotations. Appearances out of date
 * (a form that asks viewers to rebuild them) are rebuilt first, so what is drawn is the value.
 */
export function flattenDocument(doc: mupdf.PDFDocument, scope: FlattenScope): FlattenCount {
  const forms = scope !== "Annotations";
  const annotations = scope !== "Forms";
  // Fields are read without their places first: loading the pages to place them is needed
  // only when some appearance is to be written again.
  if (forms && staleAppearances(doc, readFormFields(doc, new Map())).size > 0) {
    const pages = new OpenPages(doc);
    try {
      fillForm(doc, staleAppearances(doc, readFormFields(doc, widgetPlaces(doc, pages))), pages);
    } finally {
      pages.close();
    }
  }
  let widgetCount = 0;
  let annotationCount = 0;
  const count = doc.countPages();
  for (let index = 0; index < count; index++) {
    const pageObject = doc.findPage(index);
    const annots = pageObject.get("Annots");
    if (!annots.isArray()) continue;
    const kept: mupdf.PDFObject[] = [];
    for (let i = 0; i < annots.length; i++) {
      const annot = annots.get(i);
      const widget = isWidget(annot);
      if (widget ? !forms : !annotations) {
        kept.push(annot);
        continue;
      }
      if (widget) widgetCount++;
      else annotationCount++;
      if (!annot.isDictionary() || isPopup(annot) || isHidden(annot) || drawsNothing(annot)) continue;
      kept.push(annot);
    }
    if (kept.length < annots.length) {
      const array = doc.newArray();
      for (const annot of kept) array.push(annot);
      pageObject.put("Annots", array);
    }
    // MuPDF writes the appearances that are missing or marked out of date as it loads a page.
    const page = doc.loadPage(index);
    try {
      page.update();
    } finally {
      page.destroy();
    }
  }
  doc.bake(annotations, forms);
  if (annotations) dropRemainingAnnotations(doc);
  if (forms) doc.getTrailer().get("Root").delete("AcroForm");
  return { widgets: widgetCount, annotations: annotationCount };
}

/** What baking leaves of the annotations (links, and kinds MuPDF has no drawing for), widgets aside. */
function dropRemainingAnnotations(doc: mupdf.PDFDocument): void {
  const count = doc.countPages();
  for (let index = 0; index < count; index++) {
    const pageObject = doc.findPage(index);
    const annots = pageObject.get("Annots");
    if (!annots.isArray()) continue;
    const widgets: mupdf.PDFObject[] = [];
    for (let i = 0; i < annots.length; i++) if (isWidget(annots.get(i))) widgets.push(annots.get(i));
    if (widgets.length === 0) {
      pageObject.delete("Annots");
      continue;
    }
    const array = doc.newArray();
    for (const widget of widgets) array.push(widget);
    pageObject.put("Annots", array);
  }
}

function isWidget(annot: mupdf.PDFObject): boolean {
  const subtype = annot.get("Subtype");
  return subtype.isName() && subtype.asName() === "Widget";
}

function isPopup(annot: mupdf.PDFObject): boolean {
  const subtype = annot.get("Subtype");
  return subtype.isName() && subtype.asName() === "Popup";
}

/** A box or appearance of no area: nothing to draw. */
function drawsNothing(annot: mupdf.PDFObject): boolean {
  if (!hasArea(annot.get("Rect"))) return true;
  let normal = annot.get("AP", "N");
  if (normal.isDictionary() && !normal.isStream()) {
    const state = annot.get("AS");
    normal = state.isName() ? normal.get(state.asName()) : normal;
  }
  return normal.isStream() && !hasArea(normal.get("BBox"));
}

function hasArea(box: mupdf.PDFObject): boolean {
  if (!box.isArray() || box.length !== 4) return false;
  const [x0, y0, x1, y1] = [0, 1, 2, 3].map((i) => (box.get(i).isNumber() ? box.get(i).asNumber() : Number.NaN)) as [number, number, number, number];
  return Number.isFinite(x0 + y0 + x1 + y1) && Math.abs(x1 - x0) > 1e-3 && Math.abs(y1 - y0) > 1e-3;
}

function isHidden(annot: mupdf.PDFObject): boolean {
  const flags = annot.get("F");
  return flags.isNumber() && (flags.asNumber() & (HIDDEN | NO_VIEW)) !== 0;
}
