import type { mupdf } from "../pdf/mupdf-document.ts";
import type { OpenPages } from "./open-pages.ts";

/** The kinds of field a form holds, as a client fills them. */
export type FormFieldType = "Text" | "Checkbox" | "Radio" | "ComboBox" | "ListBox" | "PushButton" | "Signature";

/** One value a checkbox, radio group or choice field takes: what it stores and what it shows. */
export interface FieldOption {
  readonly export: string;
  readonly shown: string;
}

/** Where a field is drawn: a 1-based page and a box in points from the top left of the page as shown. */
export interface WidgetPlace {
  readonly page: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface FormWidget {
  /** The widget annotation's object number. */
  readonly objectNumber: number;
  /** Its "on" appearance state (checkboxes and radio buttons), or null. */
  readonly onState: string | null;
  /** Null when no page lists the widget among its annotations. */
  readonly place: WidgetPlace | null;
}

export interface FormField {
  /** The fully qualified name: the partial names from the root down, joined by full stops. */
  readonly name: string;
  readonly type: FormFieldType;
  /** Text and combo box: text; checkbox: true or false; radio: the chosen export value or null; list box: the selected export values. */
  readonly value: string | boolean | string[] | null;
  readonly options: readonly FieldOption[];
  readonly required: boolean;
  readonly readOnly: boolean;
  /** Text fields: the longest value the field takes, when it says. */
  readonly maxLength: number | null;
  readonly multiline: boolean;
  /** Choice fields: whether a combo box takes text of its own, a list box several selections. */
  readonly editable: boolean;
  readonly multiSelect: boolean;
  /** The terminal field's dictionary, where a new value (/V) is written. */
  readonly object: mupdf.PDFObject;
  readonly widgets: readonly FormWidget[];
}

// Field flags (ISO 32000-2 §12.7.4.1 and the tables of each field type); bit n is 1 << (n - 1).
const READ_ONLY = 1 << 0;
const REQUIRED = 1 << 1;
const MULTILINE = 1 << 12;
const RADIO = 1 << 15;
const PUSH_BUTTON = 1 << 16;
const COMBO = 1 << 17;
const EDIT = 1 << 18;
const MULTI_SELECT = 1 << 21;

/** Deeper than any real form; a field tree past it is a loop or an attack. */
const MAX_DEPTH = 64;
const MAX_FIELDS = 20_000;

interface Inherited {
  readonly name: string;
  readonly ft: string | null;
  readonly flags: number;
  readonly value: mupdf.PDFObject | null;
  readonly maxLength: number | null;
}

/**
 * The form's terminal fields, in the order of the AcroForm's /Fields tree, each with its
 * widgets and where they are drawn. `places` maps widget object numbers to where they are
 * drawn (from the pages' widgets). A /Kids cycle ends at the field met a second time.
 */
export function readFormFields(doc: mupdf.PDFDocument, places: ReadonlyMap<number, WidgetPlace>): FormField[] {
  const acroForm = doc.getTrailer().get("Root", "AcroForm");
  const roots = acroForm.isDictionary() ? acroForm.get("Fields") : null;
  if (!roots?.isArray()) return [];
  const fields: FormField[] = [];
  const seen = new Set<number>();
  const start: Inherited = { name: "", ft: null, flags: 0, value: null, maxLength: null };
  for (let i = 0; i < roots.length; i++) walk(roots.get(i), start, 0, seen, fields, places);
  return fields;
}

function walk(node: mupdf.PDFObject, parent: Inherited, depth: number, seen: Set<number>, out: FormField[], places: ReadonlyMap<number, WidgetPlace>): void {
  if (!node.isDictionary() || depth > MAX_DEPTH || out.length >= MAX_FIELDS) return;
  if (node.isIndirect()) {
    if (seen.has(node.asIndirect())) return;
    seen.add(node.asIndirect());
  }
  const partial = node.get("T");
  const name = partial.isString() ? (parent.name === "" ? partial.asString() : `${parent.name}.${partial.asString()}`) : parent.name;
  const ft = node.get("FT");
  const flags = node.get("Ff");
  const value = node.get("V");
  const maxLength = node.get("MaxLen");
  const here: Inherited = {
    name,
    ft: ft.isName() ? ft.asName() : parent.ft,
    flags: flags.isNumber() ? flags.asNumber() : parent.flags,
    value: value.isNull() ? parent.value : value,
    maxLength: maxLength.isNumber() ? maxLength.asNumber() : parent.maxLength,
  };
  const kids = node.get("Kids");
  const fieldKids: mupdf.PDFObject[] = [];
  const widgetKids: mupdf.PDFObject[] = [];
  if (kids.isArray()) {
    for (let i = 0; i < kids.length; i++) {
      const kid = kids.get(i);
      if (!kid.isDictionary()) continue;
      // A kid with a name of its own is a field; one without is a widget of this field.
      (kid.get("T").isString() ? fieldKids : widgetKids).push(kid);
    }
  }
  for (const kid of fieldKids) walk(kid, here, depth + 1, seen, out, places);
  const widgets = kids.isArray() ? widgetKids : isWidget(node) ? [node] : [];
  if (widgets.length === 0 || here.ft === null || name === "") return;
  out.push(describeField(node, here, widgets, places));
}

function isWidget(node: mupdf.PDFObject): boolean {
  const subtype = node.get("Subtype");
  return (subtype.isName() && subtype.asName() === "Widget") || node.get("Rect").isArray();
}

function describeField(node: mupdf.PDFObject, field: Inherited, widgetObjects: readonly mupdf.PDFObject[], places: ReadonlyMap<number, WidgetPlace>): FormField {
  const type = fieldType(field.ft!, field.flags);
  const widgets = widgetObjects.map((widget) => ({
    objectNumber: widget.isIndirect() ? widget.asIndirect() : -1,
    onState: type === "Checkbox" || type === "Radio" ? onStateOf(widget) : null,
    place: widget.isIndirect() ? (places.get(widget.asIndirect()) ?? null) : null,
  }));
  const options = type === "Checkbox" || type === "Radio" ? buttonOptions(node, widgets) : type === "ComboBox" || type === "ListBox" ? choiceOptions(node) : [];
  return {
    name: field.name,
    type,
    value: readValue(type, field.value),
    options,
    required: (field.flags & REQUIRED) !== 0,
    readOnly: (field.flags & READ_ONLY) !== 0,
    maxLength: type === "Text" ? field.maxLength : null,
    multiline: type === "Text" && (field.flags & MULTILINE) !== 0,
    editable: type === "ComboBox" && (field.flags & EDIT) !== 0,
    multiSelect: type === "ListBox" && (field.flags & MULTI_SELECT) !== 0,
    object: node,
    widgets,
  };
}

function fieldType(ft: string, flags: number): FormFieldType {
  if (ft === "Tx") return "Text";
  if (ft === "Ch") return flags & COMBO ? "ComboBox" : "ListBox";
  if (ft === "Sig") return "Signature";
  return flags & PUSH_BUTTON ? "PushButton" : flags & RADIO ? "Radio" : "Checkbox";
}

/** The name of a button widget's appearance that is not Off: the value it stands for. */
export function onStateOf(widget: mupdf.PDFObject): string | null {
  for (const key of ["N", "D"]) {
    const states = widget.get("AP", key);
    if (!states.isDictionary()) continue;
    let found: string | null = null;
    states.forEach((_value, state) => {
      if (found === null && String(state) !== "Off") found = String(state);
    });
    if (found !== null) return found;
  }
  return null;
}

/**
 * A button's values: each widget's on state, shown as the matching /Opt entry when the field
 * has one (writers that allow any text as a value name the states 0, 1, … and put the text in /Opt).
 */
function buttonOptions(node: mupdf.PDFObject, widgets: readonly FormWidget[]): FieldOption[] {
  const opt = node.get("Opt");
  const options: FieldOption[] = [];
  widgets.forEach((widget, index) => {
    if (widget.onState === null || options.some((o) => o.export === widget.onState)) return;
    const shown = opt.isArray() && index < opt.length && opt.get(index).isString() ? opt.get(index).asString() : widget.onState;
    options.push({ export: widget.onState, shown });
  });
  return options;
}

function choiceOptions(node: mupdf.PDFObject): FieldOption[] {
  const opt = node.get("Opt");
  if (!opt.isArray()) return [];
  const options: FieldOption[] = [];
  for (let i = 0; i < opt.length; i++) {
    const entry = opt.get(i);
    if (entry.isString()) options.push({ export: entry.asString(), shown: entry.asString() });
    else if (entry.isArray() && entry.length >= 2) options.push({ export: textOf(entry.get(0)), shown: textOf(entry.get(1)) });
  }
  return options;
}

function readValue(type: FormFieldType, value: mupdf.PDFObject | null): string | boolean | string[] | null {
  if (type === "Checkbox") return value !== null && value.isName() && value.asName() !== "Off";
  if (type === "Radio") return value !== null && value.isName() && value.asName() !== "Off" ? value.asName() : null;
  if (type === "ListBox") {
    if (value === null) return [];
    if (value.isArray()) return Array.from({ length: value.length }, (_, i) => textOf(value.get(i))).filter((v) => v !== "");
    return textOf(value) === "" ? [] : [textOf(value)];
  }
  if (type === "PushButton" || type === "Signature") return null;
  return value === null ? "" : textOf(value);
}

function textOf(value: mupdf.PDFObject): string {
  if (value.isString()) return value.asString();
  if (value.isName()) return value.asName();
  if (value.isNumber()) return String(value.asNumber());
  return "";
}

/** Where each widget of the document is drawn, by object number, from MuPDF's view of each page. */
export function widgetPlaces(doc: mupdf.PDFDocument, pages: OpenPages): Map<number, WidgetPlace> {
  const places = new Map<number, WidgetPlace>();
  const count = doc.countPages();
  for (let index = 0; index < count; index++) {
    for (const widget of pages.get(index).getWidgets()) {
      const object = widget.getObject();
      if (!object.isIndirect()) continue;
      const [x0, y0, x1, y1] = widget.getRect();
      places.set(object.asIndirect(), { page: index + 1, x: round(x0), y: round(y0), width: round(x1 - x0), height: round(y1 - y0) });
    }
  }
  return places;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
