import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { runTool, runToolExpectingFailure } from "../helpers/api-client.ts";
import { pdfjsAnnotations, pdfjsFields, type PdfjsWidget } from "../forms/form-readers.ts";

const forms = ["form_fancy_fields.pdf", "form_field_types.pdf", "form_irs_f1040_prefilled.pdf", "form_libreoffice_9_fields.pdf", "form_xfa_and_acroform.pdf"];

interface ReadField {
  name: string;
  type: string;
  value: unknown;
  options: { export: string; shown: string }[];
  required: boolean;
  readOnly: boolean;
  maxLength: number | null;
  multiSelect: boolean;
  page: number | null;
  box: { x: number; y: number; width: number; height: number } | null;
  widgets: { page: number; x: number; y: number; width: number; height: number }[];
}

/** pdf.js's type names for ours. */
const pdfjsType: Record<string, string> = { Text: "text", Checkbox: "checkbox", Radio: "radiobutton", ComboBox: "combobox", ListBox: "listbox", PushButton: "button", Signature: "signature" };

/** Our value in pdf.js's terms: a checkbox's on state or Off, a radio's shown text. */
function asPdfjsValue(field: ReadField, widget: PdfjsWidget): unknown {
  if (field.type === "Checkbox") return field.value ? widget.exportValues : "Off";
  if (field.type === "Radio") return field.value === null ? "Off" : field.options.find((o) => o.export === field.value)!.shown;
  if (field.type === "ListBox") return (field.value as string[]).length === 0 ? "" : (field.value as string[]).length === 1 ? (field.value as string[])[0] : field.value;
  return field.value;
}

describe("read-pdf-form", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it("lists the same fields, types and values as pdf.js on every form of the corpus", async () => {
    for (const file of forms) {
      const path = corpus(`pdf/forms/${file}`);
      const { bytes, job } = await runTool(t, "read-pdf-form", [path]);
      assert.match(job.fileName, /\.json$/);
      const result = JSON.parse(Buffer.from(bytes).toString("utf8")) as { form: string; fields: ReadField[] };
      assert.equal(result.form, file.includes("xfa") ? "Hybrid" : "AcroForm", file);
      const reference = await pdfjsFields(new Uint8Array(await readFile(path)));
      assert.deepEqual(result.fields.map((f) => f.name).sort(), [...reference.keys()].sort(), `${file}: the same field names`);
      for (const field of result.fields) {
        const widgets = reference.get(field.name)!;
        assert.equal(pdfjsType[field.type], widgets[0]!.type, `${file} ${field.name}: type`);
        if (field.type !== "PushButton" && field.type !== "Signature") {
          const expected = widgets[0]!.value;
          assert.deepEqual(asPdfjsValue(field, widgets[0]!), expected, `${file} ${field.name}: value`);
        }
        assert.equal(field.widgets.length, widgets.length, `${file} ${field.name}: widgets`);
        assert.equal(field.page, widgets[0]!.page + 1, `${file} ${field.name}: page`);
        if (widgets[0]!.items) assert.deepEqual(field.options, widgets[0]!.items.map((i) => ({ export: i.exportValue, shown: i.displayValue })), `${file} ${field.name}: options`);
      }
    }
  });

  it("gives options with export and shown values, boxes from the top left, and flags", async () => {
    const { bytes } = await runTool(t, "read-pdf-form", [corpus("pdf/forms/form_fancy_fields.pdf")]);
    const fields = (JSON.parse(Buffer.from(bytes).toString("utf8")) as { fields: ReadField[] }).fields;
    const radio = fields.find((f) => f.name === "Historical Figures 🐺")!;
    assert.equal(radio.type, "Radio");
    assert.deepEqual(radio.options[1], { export: "1", shown: "Ada Lovelace 💻" });
    assert.equal(radio.widgets.length, 4);
    // Four buttons of 18 × 18 points, one above the other.
    assert.equal(new Set(radio.widgets.map((w) => w.y)).size, 4);
    for (const widget of radio.widgets) assert.deepEqual([widget.page, widget.width, widget.height], [1, 18, 18]);

    const irsBytes = new Uint8Array(await readFile(corpus("pdf/forms/form_irs_f1040_prefilled.pdf")));
    const irs = JSON.parse(Buffer.from((await runTool(t, "read-pdf-form", [corpus("pdf/forms/form_irs_f1040_prefilled.pdf")])).bytes).toString("utf8")) as { fields: ReadField[] };
    // Every box where pdf.js puts the widget of that field (the 1040's pages are upright, their boxes at 0, 0).
    const annotations = await pdfjsAnnotations(irsBytes);
    for (const field of irs.fields) {
      const widget = annotations.find((a) => a.fieldName === field.name)!;
      assert.equal(field.page, widget.page, field.name);
      for (const key of ["x", "y", "width", "height"] as const) assert.ok(Math.abs(field.box![key] - widget.box[key]) < 0.02, `${field.name} ${key}: ${field.box![key]} vs ${widget.box[key]}`);
    }
    const first = irs.fields.find((f) => f.name === "topmostSubform[0].Page1[0].p1-t1[0]")!;
    // Near the top of a US Letter page: y measured from the top, not the bottom.
    assert.ok(first.box!.y < 100 && first.box!.width > 0 && first.box!.height > 0, JSON.stringify(first.box));
    assert.ok(irs.fields.some((f) => f.maxLength !== null), "comb fields give their length limit");
    assert.ok(irs.fields.some((f) => f.page === 2));
  });

  it("fails NothingFound for a PDF without a form", async () => {
    const error = await runToolExpectingFailure(t, "read-pdf-form", [corpus("pdf/text/text_pdflatex_4p.pdf")]);
    assert.equal(error.code, "NothingFound");
    assert.match(error.detail, /no form fields/);
  });
});
