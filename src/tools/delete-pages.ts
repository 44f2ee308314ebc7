import { JobError } from "../errors/job-errors.ts";
import { editPdf, selectPages } from "./edit-pdf.ts";
import { rearrangePages } from "../pdf/rearrange-pages.ts";
import { defineTool, pdfLimits, pdfResult } from "./tool-definition.ts";

export const deletePages = defineTool({
  name: "delete-pages",
  resultSuffix: "trimmed",
  summary: "Delete pages from a PDF",
  description:
    "Removes the selected pages; at least one page must remain. Bookmarks and links to deleted pages are removed, the rest kept, as are form fields on the remaining pages.",
  paid: false,
  acceptsBatch: true,
  fields: {
    pages: { kind: "pages", required: true, description: "Pages to delete (page numbers and ranges, e.g. `2`, `1,3,5-7` or `10-`)." },
  },
  limits: pdfLimits(),
  result: pdfResult,
  async run({ inputs, fields, workDir }) {
    const input = inputs[0]!;
    return editPdf(input, workDir, { pagesRearranged: true }, (doc, count) => {
      const deleted = new Set(selectPages(fields.pages, count));
      const kept: number[] = [];
      for (let page = 1; page <= count; page++) if (!deleted.has(page)) kept.push(page);
      if (kept.length === 0) {
        throw new JobError(
          "InvalidRequest",
          `"${fields.pages.source}" selects every page of "${input.name}"; at least one page must remain.`,
        );
      }
      rearrangePages(doc, kept);
      return kept.length;
    });
  },
});
