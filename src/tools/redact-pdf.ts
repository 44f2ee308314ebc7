import { checkAllPageContent } from "../pdf/content-budget.ts";
import { editPdf } from "./edit-pdf.ts";
import { MAX_AREAS, MAX_TERMS, MAX_TERM_LENGTH, redactDocument } from "../pdf/redaction.ts";
import { sensitivePatternNames } from "../pdf/sensitive-patterns.ts";
import { defineTool, pdfLimits, pdfResult } from "./tool-definition.ts";

export const redactPdf = defineTool({
  name: "redact-pdf",
  summary: "Black out words, personal details and areas of a PDF for good",
  description:
    "Finds the terms, detail patterns and areas given and redraws each page with something to black out as a 200 dpi picture with black boxes over them, so nothing remains under the boxes; other pages keep their content. The document's title, author, subject, keywords, XMP metadata, bookmarks, attachments and form are omitted. If nothing matches, the job fails with NothingFound.",
  paid: true,
  acceptsBatch: true,
  fields: {
    terms: {
      kind: "lines",
      maxItems: MAX_TERMS,
      maxItemLength: MAX_TERM_LENGTH,
      item: "term",
      description: `Words or phrases to black out, one per line: at most ${MAX_TERMS}, each at most ${MAX_TERM_LENGTH} characters. Found inside longer words too, across line breaks and hyphenated line ends.`,
    },
    matchCase: { kind: "boolean", default: false, description: "Whether `terms` must match letter case; by default any case matches." },
    patterns: {
      kind: "enumList",
      values: sensitivePatternNames,
      description: `Kinds of personal details to black out, comma-separated, from ${sensitivePatternNames.join(", ")}. Pan: five capital letters, four digits and a capital letter (ABCDE1234F), whatever the fourth letter. Aadhaar: 12 digits, whole or grouped 4-4-4, with a valid Verhoeff check digit. CardNumbers: 13 to 19 digits, whole or grouped, passing the Luhn check.`,
    },
    areas: {
      kind: "boxes",
      maxItems: MAX_AREAS,
      description: `JSON array of at most ${MAX_AREAS} boxes \`{"page":1,"x":72,"y":72,"width":200,"height":20}\` in points from the top left of the page as shown (its rotation and crop applied).`,
    },
  },
  limits: pdfLimits(),
  result: pdfResult,
  validate(fields) {
    if (fields.terms.length + fields.patterns.length + fields.areas.length > 0) return [];
    return [{ field: "terms", detail: "Give at least one of `terms`, `patterns` or `areas` to black out." }];
  },
  async run({ inputs, fields, workDir, progress, memoryMb }) {
    const request = { terms: fields.terms, matchCase: fields.matchCase, patterns: fields.patterns, areas: fields.areas };
    return editPdf(inputs[0]!, workDir, {}, async (doc) => {
      checkAllPageContent(doc, { name: inputs[0]!.name, memoryMb });
      await redactDocument(doc, request, progress);
    });
  },
});
