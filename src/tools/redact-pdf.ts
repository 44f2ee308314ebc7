import { checkAllPageContent } from "../pdf/content-budget.ts";
import { editPdf } from "./edit-pdf.ts";
import { MAX_AREAS, MAX_TERMS, MAX_TERM_LENGTH, redactDocument, redactionMethods } from "../pdf/redaction.ts";
import { sensitivePatternNames } from "../pdf/sensitive-patterns.ts";
import { defineTool, pdfLimits, pdfResult } from "./tool-definition.ts";

export const redactPdf = defineTool({
  name: "redact-pdf",
  resultSuffix: "redacted",
  summary: "Black out words, personal details and areas of a PDF for good",
  description:
    "Finds the terms, detail patterns and areas given and blacks them out so nothing remains under the black boxes. With `method` Picture (the default), each page with something to black out is redrawn as a 200 dpi picture with the boxes painted in. With Text, only what lies under the boxes is taken out of the page: the characters of each match, every character whose box overlaps an area, the pixels of images under a box (the image itself is changed), shapes lying wholly under a box, and replacement texts of marked content; the page keeps its other text, in its fonts and searchable, and its links within the document away from the boxes, while its other annotations are dropped. A page where that cannot be done exactly (a Type 3 font, text used as a clipping path under a box, text inside a pattern or soft mask) is redrawn as a picture instead, and the service's log names each such page and why. Other pages keep their content. The document's title, author, subject, keywords, XMP metadata, bookmarks, attachments and form are omitted. If nothing matches, the job fails with NothingFound.",
  paid: true,
  acceptsBatch: true,
  fields: {
    method: {
      kind: "enum",
      values: redactionMethods,
      default: "Picture",
      description:
        "Picture: each page with something to black out becomes a 200 dpi picture, nothing of its text left. Text: only what lies under the boxes is removed and the rest of each page stays text in its fonts; a page where exact removal cannot be guaranteed becomes a picture.",
    },
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
  async run({ inputs, fields, workDir, progress, memoryMb, log, note }) {
    const request = { method: fields.method, terms: fields.terms, matchCase: fields.matchCase, patterns: fields.patterns, areas: fields.areas };
    return editPdf(inputs[0]!, workDir, {}, async (doc) => {
      checkAllPageContent(doc, { name: inputs[0]!.name, memoryMb });
      const report = await redactDocument(doc, request, progress);
      if (report.pictureFallbacks.length > 0) {
        log.info("pages redrawn as pictures instead of redacted as text", { pages: report.pictureFallbacks });
        for (const fallback of report.pictureFallbacks) note?.(`Page ${fallback.page} was redrawn as a picture instead of redacted as text: ${fallback.reason}.`);
      }
    });
  },
});
