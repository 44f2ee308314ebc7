import { flattenDocument } from "../forms/flatten.ts";
import { readFormFields } from "../forms/form-fields.ts";
import { formKind } from "../forms/xfa.ts";
import { JobError } from "../errors/job-errors.ts";
import { editPdf } from "./edit-pdf.ts";
import { defineTool, pdfLimits, pdfResult } from "./tool-definition.ts";

export const flattenPdf = defineTool({
  name: "flatten-pdf",
  resultSuffix: "flattened",
  summary: "Flatten form fields and annotations into the pages",
  description: [
    "Draws form fields, annotations, or both, into the page content as they are shown on screen, and removes them: the result has no form (no AcroForm, no XFA) and no annotations of the kinds flattened, so nothing can be changed or commented on, and every viewer and printer shows the same page.",
    "Pop-up notes and annotations hidden on screen are removed without being drawn; links, which draw nothing, are removed with the annotations. Fields whose appearance is missing or out of date are redrawn from their values first. A PDF with nothing to flatten comes back with the same pages; an XFA form with no AcroForm fields fails with XfaForm (it has nothing to draw).",
  ].join(" "),
  paid: false,
  acceptsBatch: true,
  fields: {
    what: {
      kind: "enum",
      values: ["All", "Forms", "Annotations"],
      default: "All",
      description: "All: form fields and annotations; Forms: form fields only (annotations stay); Annotations: annotations only (the form stays fillable).",
    },
  },
  limits: pdfLimits(),
  result: pdfResult,
  async run({ inputs, fields, workDir }) {
    const input = inputs[0]!;
    return editPdf(input, workDir, {}, (doc) => {
      if (fields.what !== "Annotations" && formKind(doc, readFormFields(doc, new Map()).length) === "XfaOnly") {
        throw new JobError("XfaForm", `"${input.name}" holds an XFA form with no standard (AcroForm) fields, so there is nothing to draw into its pages; convert it to a standard PDF form first.`);
      }
      flattenDocument(doc, fields.what);
    });
  },
});
