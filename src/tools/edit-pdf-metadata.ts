import { removesMetadata, editMetadata, type MetadataChanges } from "../pdf/metadata.ts";
import { parseIsoDate } from "../pdf/metadata-dates.ts";
import type { FieldError } from "../errors/app-error.ts";
import { editPdf } from "./edit-pdf.ts";
import { defineTool, pdfLimits, pdfResult } from "./tool-definition.ts";
import type { TextField } from "./fields.ts";

const text = (description: string): TextField => ({ kind: "text", maxLength: 2000, description: `${description} An empty value clears it.` });

const date = (description: string): TextField => ({
  kind: "text",
  maxLength: 40,
  pattern: {
    regex: /^$|^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})?)?$/,
    explain: "must be an ISO 8601 date, such as 2026-03-01 or 2026-03-01T14:30:00+01:00",
    openapi: "^$|^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2})?(Z|[+-]\\d{2}:\\d{2})?)?$",
  },
  description: `${description} An ISO 8601 date, or a date and time (with an offset from UTC, or none for local time); an empty value clears it.`,
});

const CHANGE_FIELDS = ["title", "author", "subject", "keywords", "creator", "producer", "creationDate", "modificationDate", "language"] as const;

export const editPdfMetadata = defineTool({
  name: "edit-pdf-metadata",
  resultSuffix: "metadata",
  summary: "Set or remove the metadata of a PDF",
  description: [
    "Sets the document's title, author, subject, keywords, creator (the application that made the original), producer (the one that made the PDF), creation and modification dates, and language; a field sent empty clears that property, and one left out stays as it is. `removeAll` strips all of the document's metadata (its information dictionary and XMP packet) first; properties given with it are then set anew.",
    "The XMP packet is written to say the same as the information dictionary (dc:title, dc:creator, dc:description, dc:subject and pdf:Keywords, xmp:CreatorTool, pdf:Producer, xmp:CreateDate, xmp:ModifyDate, dc:language), keeping whatever else it held. Pages, fonts, form fields, bookmarks and signatures are not touched: where the file allows it, the change is appended to the file as an incremental update after its unchanged bytes. A change that removes something (`removeAll`, or a property cleared) writes the file whole, so the old values do not stay in it.",
  ].join(" "),
  paid: false,
  acceptsBatch: true,
  fields: {
    title: text("The document's title."),
    author: text("The person or organisation that wrote the document."),
    subject: text("What the document is about."),
    keywords: text("Keywords, separated by commas."),
    creator: text("The application that made the original document."),
    producer: text("The application that made the PDF."),
    creationDate: date("When the document was made."),
    modificationDate: date("When the document was last changed."),
    language: {
      kind: "text",
      maxLength: 35,
      pattern: { regex: /^$|^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/, explain: "must be a language tag such as en, en-GB or pt-BR", openapi: "^$|^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$" },
      description: "The document's natural language, as a BCP 47 language tag (en, en-GB, de, pt-BR). An empty value clears it.",
    },
    removeAll: { kind: "boolean", default: false, description: "true: strip the information dictionary and the XMP metadata before setting any property given." },
  },
  limits: pdfLimits(),
  result: pdfResult,
  validate(fields) {
    const errors: FieldError[] = [];
    if (!fields.removeAll && CHANGE_FIELDS.every((name) => fields[name] === undefined)) {
      errors.push({ field: "removeAll", detail: `Give at least one of ${CHANGE_FIELDS.map((name) => `\`${name}\``).join(", ")}, or \`removeAll\`.` });
    }
    for (const name of ["creationDate", "modificationDate"] as const) {
      const value = fields[name];
      if (value !== undefined && value !== "" && parseIsoDate(value) === null) errors.push({ field: name, detail: `\`${name}\` is not a real date or time (got "${value}").` });
    }
    return errors;
  },
  async run({ inputs, fields, workDir }) {
    const changes: MetadataChanges = { ...fields };
    return editPdf(inputs[0]!, workDir, { appendChanges: !removesMetadata(changes) }, (doc) => editMetadata(doc, changes));
  },
});
