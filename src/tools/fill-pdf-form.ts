import { fillForm } from "../forms/fill-form.ts";
import { flattenDocument } from "../forms/flatten.ts";
import { checkValues, describeProblems, valueShapeProblem, type GivenValue } from "../forms/form-values.ts";
import { OpenPages } from "../forms/open-pages.ts";
import { readForm } from "../forms/read-form.ts";
import { staleAppearances } from "../forms/stale-appearances.ts";
import { removeXfa } from "../forms/xfa.ts";
import { JobError } from "../errors/job-errors.ts";
import { editPdf } from "./edit-pdf.ts";
import { defineTool, pdfLimits, pdfResult } from "./tool-definition.ts";

export const fillPdfForm = defineTool({
  name: "fill-pdf-form",
  resultSuffix: "filled",
  summary: "Fill in the fields of a PDF form",
  description: [
    "Fills the fields of a PDF form from `values`, a JSON object of field names (as read-pdf-form lists them) to values: text for a text field; true or false for a checkbox; a radio group's or a choice field's value by its export value or the text it shows; an array of them for a list box that takes several. Fields not named keep their values.",
    "Each filled field gets a new appearance, so the value shows in every viewer and in print, not only in viewers that redraw fields themselves. Read-only fields are filled too: the flag keeps a person from changing them in a viewer, not the form's owner. Where the file allows it, the filled fields are appended to the file after its unchanged bytes, so earlier signatures stay intact. With `flatten` the filled form is drawn into the pages and no field remains.",
    "A name the form does not have, or a value its field does not take (an option it does not list, text longer than its limit, a button or signature field), fails the job with FormValuesRejected naming each, with the closest name or value when one is near. A form that also carries an XFA description is filled through its standard (AcroForm) fields and the XFA is removed, so that no viewer shows the XFA's older copy of the data; an XFA form without AcroForm fields fails with XfaForm, and a PDF without a form with NothingFound.",
  ].join(" "),
  paid: false,
  acceptsBatch: true,
  fields: {
    values: {
      kind: "jsonObject",
      required: true,
      maxEntries: 5000,
      valueProblem: valueShapeProblem,
      valueSchema: {
        oneOf: [{ type: "string" }, { type: "number" }, { type: "boolean" }, { type: "array", items: { type: "string" } }],
      },
      example: { "First Name": "Alice", Subscribe: true, Colour: "Blue", Planets: ["Earth", "Mars"] },
      description: "The values to fill in: a JSON object of field names to text, true or false (checkboxes), an option's export value or shown text (radio groups, combo and list boxes), or an array of options (list boxes taking several).",
    },
    flatten: { kind: "boolean", default: false, description: "true: the filled fields are drawn into the page content and the form removed, so the values can no longer be changed." },
  },
  limits: pdfLimits(),
  result: pdfResult,
  async run({ inputs, fields, workDir, log, note }) {
    const input = inputs[0]!;
    // Filling only adds to the file, so it is appended where the file allows (earlier signatures
    // stay intact); flattening and removing XFA take things out, so those are written whole.
    let removes = fields.flatten;
    return editPdf(input, workDir, { appendChanges: () => !removes }, (doc) => {
      const pages = new OpenPages(doc);
      let form: ReturnType<typeof readForm>;
      try {
        form = readForm(doc, input.name, pages);
        const check = checkValues(form.fields, fields.values as Record<string, GivenValue>);
        if (check.problems.length > 0) throw new JobError("FormValuesRejected", describeProblems(check.problems));
        // Fields written again for their appearance first, so that the values given win.
        fillForm(doc, new Map([...staleAppearances(doc, form.fields), ...check.resolved]), pages);
      } finally {
        pages.close();
      }
      removes ||= form.kind === "Hybrid";
      if (form.kind === "Hybrid") {
        removeXfa(doc);
        log.info("the form's XFA description was removed; its AcroForm fields hold the values", { file: input.name });
        note?.("The form also had an XFA description, which was removed so that viewers show the values filled into its AcroForm fields.");
      }
      if (fields.flatten) flattenDocument(doc, "Forms");
    });
  },
});
