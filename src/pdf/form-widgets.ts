import type { mupdf } from "./mupdf-document.ts";

/** Object numbers of the widget annotations on `pages` (page objects). */
export function widgetsOn(pages: Iterable<mupdf.PDFObject>): Set<number> {
  const widgets = new Set<number>();
  for (const page of pages) {
    const annots = page.get("Annots");
    if (!annots.isArray()) continue;
    annots.forEach((annot) => {
      const subtype = annot.get("Subtype");
      if (annot.isIndirect() && subtype.isName() && subtype.asName() === "Widget") widgets.add(annot.asIndirect());
    });
  }
  return widgets;
}

/**
 * Whether a form field is, or leads through its /Kids to, one of `widgets`. A field met a second
 * time (`seen`, shared by the walks over one form) leads nowhere, so a /Kids cycle ends. Given
 * `cutIn`, the document that holds the field, each /Kids on the way is cut down to the kids that
 * lead to one of `widgets`; without it the walk only looks, and stops at the first widget found.
 */
export function leadsToWidget(field: mupdf.PDFObject, widgets: ReadonlySet<number>, seen: Set<number>, cutIn?: mupdf.PDFDocument): boolean {
  if (field.isIndirect()) {
    const number = field.asIndirect();
    if (widgets.has(number)) return true;
    if (seen.has(number)) return false;
    seen.add(number);
  }
  const kids = field.get("Kids");
  if (!kids.isArray()) return false;
  if (!cutIn) {
    for (let i = 0; i < kids.length; i++) if (leadsToWidget(kids.get(i), widgets, seen)) return true;
    return false;
  }
  const kept: mupdf.PDFObject[] = [];
  for (let i = 0; i < kids.length; i++) {
    const kid = kids.get(i);
    if (leadsToWidget(kid, widgets, seen, cutIn)) kept.push(kid);
  }
  if (kept.length < kids.length) {
    const array = cutIn.newArray();
    for (const kid of kept) array.push(kid);
    field.put("Kids", array);
  }
  return kept.length > 0;
}
