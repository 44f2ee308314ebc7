import type { mupdf } from "../pdf/mupdf-document.ts";

/**
 * How a form is described: by its AcroForm alone, by XFA (an XML form that only some viewers
 * draw) beside an AcroForm that holds the same fields, or by XFA alone.
 */
export type FormKind = "AcroForm" | "Hybrid" | "XfaOnly" | "None";

export function formKind(doc: mupdf.PDFDocument, acroFieldCount: number): FormKind {
  const root = doc.getTrailer().get("Root");
  const xfa = root.get("AcroForm", "XFA");
  const hasXfa = xfa.isArray() || xfa.isStream();
  const needsRendering = root.get("NeedsRendering");
  if (hasXfa && (acroFieldCount === 0 || (needsRendering.isBoolean() && needsRendering.asBoolean()))) return "XfaOnly";
  if (hasXfa) return "Hybrid";
  return acroFieldCount > 0 ? "AcroForm" : "None";
}

/**
 * Removes the XFA description of a hybrid form, so that viewers which prefer it (Adobe's)
 * show the AcroForm fields just written rather than the XFA's older copy of the data.
 */
export function removeXfa(doc: mupdf.PDFDocument): void {
  const root = doc.getTrailer().get("Root");
  const acroForm = root.get("AcroForm");
  if (acroForm.isDictionary()) acroForm.delete("XFA");
  root.delete("NeedsRendering");
}
