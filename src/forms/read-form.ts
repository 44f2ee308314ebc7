import { JobError } from "../errors/job-errors.ts";
import type { mupdf } from "../pdf/mupdf-document.ts";
import { readFormFields, widgetPlaces, type FormField } from "./form-fields.ts";
import type { OpenPages } from "./open-pages.ts";
import { formKind, type FormKind } from "./xfa.ts";

/**
 * The fields of a document's form, refusing a document without one (NothingFound) and an
 * XFA form with no AcroForm fields behind it (XfaForm): neither has anything to fill or read.
 */
export function readForm(doc: mupdf.PDFDocument, name: string, pages: OpenPages): { fields: FormField[]; kind: Exclude<FormKind, "None" | "XfaOnly"> } {
  const fields = readFormFields(doc, widgetPlaces(doc, pages));
  const kind = formKind(doc, fields.length);
  if (kind === "XfaOnly") {
    throw new JobError(
      "XfaForm",
      `"${name}" holds an XFA form with no standard (AcroForm) fields, which this tool cannot fill or read; open it in a program that converts XFA forms (Adobe Acrobat: save as a standard PDF form) first.`,
    );
  }
  if (kind === "None") throw new JobError("NothingFound", `"${name}" has no form fields.`);
  return { fields, kind };
}
