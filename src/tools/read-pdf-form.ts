import fs from "node:fs/promises";
import path from "node:path";
import type { FormField } from "../forms/form-fields.ts";
import { OpenPages } from "../forms/open-pages.ts";
import { readForm } from "../forms/read-form.ts";
import { openPdf } from "../pdf/mupdf-document.ts";
import { defineTool, pdfLimits, type ResultFormat } from "./tool-definition.ts";

const jsonFormat: ResultFormat = { extension: "json", contentType: "application/json", zip: false };

export const readPdfForm = defineTool({
  name: "read-pdf-form",
  resultSuffix: "form",
  summary: "Read the fields of a PDF form",
  description: [
    "Lists the fields of a PDF form as JSON, so that a client can build the `values` of fill-pdf-form: `{form, fields}`, where `form` is `AcroForm`, or `Hybrid` for a form that also carries an XFA description (fill-pdf-form fills its AcroForm fields and removes the XFA).",
    "Each field has its fully qualified `name` (the key fill-pdf-form takes), `type` (Text, Checkbox, Radio, ComboBox, ListBox, PushButton, Signature), `value` in the shape fill-pdf-form takes (text; true or false for a checkbox; the chosen export value or null for a radio group; the selected export values for a list box), `options` (the values a checkbox, radio group or choice field takes, each with the `export` value stored in the file and the text `shown`), `required`, `readOnly`, `maxLength` (text fields, or null), `multiline`, `editable` (a combo box that takes its own text), `multiSelect` (a list box that takes several), and where it is drawn: `page` and `box` of its first widget and `widgets`, every place it is drawn, each a page and a box `{x, y, width, height}` in points from the top left of the page as shown.",
    "A PDF without form fields fails with NothingFound; an XFA form with no AcroForm fields fails with XfaForm.",
  ].join(" "),
  paid: false,
  acceptsBatch: true,
  fields: {},
  limits: pdfLimits(),
  result: { formats: [jsonFormat] },
  async run({ inputs, workDir }) {
    const input = inputs[0]!;
    const doc = await openPdf(input.path, { name: input.name });
    const pages = new OpenPages(doc);
    try {
      const { fields, kind } = readForm(doc, input.name, pages);
      const output = path.join(workDir, "result.json");
      await fs.writeFile(output, `${JSON.stringify({ form: kind, fields: fields.map(describeField) }, null, 2)}\n`);
      return { outputs: [{ path: output, name: "result.json" }] };
    } finally {
      pages.close();
      doc.destroy();
    }
  },
});

function describeField(field: FormField) {
  const places = field.widgets.flatMap((widget) => (widget.place ? [widget.place] : []));
  const first = places[0];
  return {
    name: field.name,
    type: field.type,
    value: field.value,
    options: field.options,
    required: field.required,
    readOnly: field.readOnly,
    maxLength: field.maxLength,
    multiline: field.multiline,
    editable: field.editable,
    multiSelect: field.multiSelect,
    page: first?.page ?? null,
    box: first ? { x: first.x, y: first.y, width: first.width, height: first.height } : null,
    widgets: places,
  };
}
