import type { mupdf } from "../pdf/mupdf-document.ts";
import type { FormField } from "./form-fields.ts";
import type { ResolvedValue } from "./form-values.ts";
import { highlightListSelection } from "./list-box-appearance.ts";
import type { OpenPages } from "./open-pages.ts";

/**
 * Writes checked values into their fields and gives every widget of a filled field a new
 * appearance stream, so that the value shows in viewers that draw appearances as they find
 * them (most, and every printer) and not only in those that rebuild them. MuPDF writes text
 * and choice appearances from the field's value and its default appearance (/DA); a checkbox
 * or radio button shows the appearance state (/AS) it already has for its value. With every
 * appearance up to date, /NeedAppearances is set false: a viewer that rebuilt them anyway
 * could draw them differently from what was written.
 *
 * Every value is set before any appearance is written: MuPDF rewrites what is out of date on a
 * page at each update, so setting and updating field by field took 1.2-2.5 s for 40 fields of
 * the IRS 1040 where setting them all and then updating took 18 ms.
 */
export function fillForm(doc: mupdf.PDFDocument, values: ReadonlyMap<FormField, ResolvedValue>, pages: OpenPages): void {
  const widgets = loadWidgets(values, pages);
  const own = (field: FormField) => field.widgets.map((w) => widgets.get(w.objectNumber)).filter((w) => w !== undefined);
  const lent = lendListOptions(values, own);
  try {
    for (const [field, value] of values) {
      if (value.kind === "state") setState(doc, field, value.state);
      else if (value.kind === "text") setText(doc, field, own(field), value.text);
      else setChoice(doc, field, own(field), value.choices);
    }
    for (const [field, value] of values) if (value.kind !== "state") refresh(field, own(field));
  } finally {
    for (const object of lent) object.delete("Opt");
  }
  for (const [field, value] of values) if (value.kind === "choice") markChoices(doc, field, own(field), value.choices);
  const acroForm = doc.getTrailer().get("Root", "AcroForm");
  if (acroForm.isDictionary()) acroForm.put("NeedAppearances", false);
}

/** MuPDF's widgets of the filled fields, by object number. */
function loadWidgets(values: ReadonlyMap<FormField, ResolvedValue>, pages: OpenPages): Map<number, mupdf.PDFWidget> {
  const wanted = new Set<number>();
  for (const field of values.keys()) for (const widget of field.widgets) if (widget.place) wanted.add(widget.place.page);
  const widgets = new Map<number, mupdf.PDFWidget>();
  for (const number of wanted) {
    for (const widget of pages.get(number - 1).getWidgets()) {
      const object = widget.getObject();
      if (object.isIndirect()) widgets.set(object.asIndirect(), widget);
    }
  }
  return widgets;
}

/**
 * MuPDF lists a list box's options from the widget's own /Opt, not the field's, so each widget
 * that is a kid of its field is lent the field's options while MuPDF writes its appearance.
 * Returns the widgets lent them, to take them back.
 */
function lendListOptions(values: ReadonlyMap<FormField, ResolvedValue>, own: (field: FormField) => mupdf.PDFWidget[]): mupdf.PDFObject[] {
  const lent: mupdf.PDFObject[] = [];
  for (const field of values.keys()) {
    if (field.type !== "ListBox") continue;
    const options = field.object.get("Opt");
    if (!options.isArray()) continue;
    for (const object of own(field).map((w) => w.getObject())) {
      if (!object.get("Opt").isNull()) continue;
      object.put("Opt", options);
      lent.push(object);
    }
  }
  return lent;
}

function setText(doc: mupdf.PDFDocument, field: FormField, widgets: readonly mupdf.PDFWidget[], text: string): void {
  if (widgets.length === 0) field.object.put("V", doc.newString(text));
  else widgets[0]!.setTextValue(text);
}

/**
 * A checkbox or radio group: its value (/V) and each widget's state (/AS) name the chosen
 * state, or Off. Each widget's appearance dictionary already holds a drawing for both of its states.
 */
function setState(doc: mupdf.PDFDocument, field: FormField, state: string | null): void {
  field.object.put("V", doc.newName(state ?? "Off"));
  for (const widget of field.widgets) {
    if (widget.objectNumber < 0) continue;
    const object = doc.newIndirect(widget.objectNumber);
    object.put("AS", doc.newName(state !== null && widget.onState === state ? state : "Off"));
  }
}

function setChoice(doc: mupdf.PDFDocument, field: FormField, widgets: readonly mupdf.PDFWidget[], choices: readonly string[]): void {
  if (widgets.length > 0) widgets[0]!.setChoiceValue(choices[0] ?? "");
  else field.object.put("V", doc.newString(choices[0] ?? ""));
}

/**
 * After the appearances are written: the value of a list box with several selections (an
 * array MuPDF does not set), the selections by position (/I) that some viewers read before
 * /V, and the selection bands of list boxes.
 */
function markChoices(doc: mupdf.PDFDocument, field: FormField, widgets: readonly mupdf.PDFWidget[], choices: readonly string[]): void {
  if (choices.length > 1) {
    const array = doc.newArray();
    for (const choice of choices) array.push(doc.newString(choice));
    field.object.put("V", array);
  }
  // Set on the field, and taken off any widget that carries a copy of its own.
  const indices = doc.newArray();
  field.options.forEach((option, index) => {
    if (choices.includes(option.export)) indices.push(index);
  });
  if (indices.length > 0) field.object.put("I", indices);
  else field.object.delete("I");
  for (const widget of field.widgets) {
    if (widget.objectNumber >= 0 && !isField(doc.newIndirect(widget.objectNumber), field)) doc.newIndirect(widget.objectNumber).delete("I");
  }
  if (field.type === "ListBox") {
    const selected = field.options.flatMap((option, index) => (choices.includes(option.export) ? [index] : []));
    for (const widget of widgets) highlightListSelection(widget.getObject(), selected);
  }
}

function isField(object: mupdf.PDFObject, field: FormField): boolean {
  return field.object.isIndirect() && object.asIndirect() === field.object.asIndirect();
}

/** Regenerates the appearance of each widget of a field whose value MuPDF has set (MuPDF may have done so already). */
function refresh(field: FormField, widgets: readonly mupdf.PDFWidget[]): void {
  for (const widget of widgets) {
    if (!widget.update() && widget.getObject().get("AP", "N").isNull()) throw new Error(`MuPDF wrote no appearance for the field "${field.name}"`);
  }
}
