import type { mupdf } from "../pdf/mupdf-document.ts";
import type { FormField } from "./form-fields.ts";
import type { ResolvedValue } from "./form-values.ts";

/**
 * The text and choice fields whose appearance cannot be trusted to show their value, with that
 * value, to be written again: every one when the form asks viewers to rebuild appearances
 * (/NeedAppearances true, as LibreOffice writes its forms), otherwise those with a widget that
 * has none. Once /NeedAppearances is set false, or the fields are drawn into the page, these
 * would otherwise show blank or an older value. Empty fields are left: there is nothing to show.
 */
export function staleAppearances(doc: mupdf.PDFDocument, fields: readonly FormField[]): Map<FormField, ResolvedValue> {
  const needAppearances = doc.getTrailer().get("Root", "AcroForm", "NeedAppearances");
  const all = needAppearances.isBoolean() && needAppearances.asBoolean();
  const stale = new Map<FormField, ResolvedValue>();
  for (const field of fields) {
    const missing = field.widgets.some((widget) => widget.objectNumber >= 0 && doc.newIndirect(widget.objectNumber).get("AP", "N").isNull());
    if (!all && !missing) continue;
    if (field.type === "Text" && typeof field.value === "string" && field.value !== "") stale.set(field, { kind: "text", text: field.value });
    if (field.type === "ComboBox" && typeof field.value === "string" && field.value !== "") stale.set(field, { kind: "choice", choices: [field.value] });
    if (field.type === "ListBox" && Array.isArray(field.value) && field.value.length > 0) stale.set(field, { kind: "choice", choices: field.value });
  }
  return stale;
}
