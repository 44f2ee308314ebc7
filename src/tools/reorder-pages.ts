import { editPdf, selectPages } from "./edit-pdf.ts";
import { rearrangePages } from "../pdf/rearrange-pages.ts";
import { defineTool, pdfLimits, pdfResult } from "./tool-definition.ts";

export const reorderPages = defineTool({
  name: "reorder-pages",
  resultSuffix: "reordered",
  summary: "Put the pages of a PDF in a new order",
  description:
    "The pages listed in `order` come first, in the order given; pages not listed follow in their original order. Bookmarks, links and form fields are kept.",
  paid: false,
  acceptsBatch: true,
  fields: {
    order: {
      kind: "pages",
      required: true,
      unique: true,
      description: "The new order (page numbers and ranges, e.g. `3,1,2` or `5-,1-4`); each page may be listed once.",
    },
  },
  limits: pdfLimits(),
  result: pdfResult,
  async run({ inputs, fields, workDir }) {
    return editPdf(inputs[0]!, workDir, { pagesRearranged: true }, (doc, count) => {
      // An open range like `3-` only meets the page count here, so overlaps it causes
      // (`3-,4`) are refused now rather than when the call arrived.
      const listed = selectPages(fields.order, count);
      const order = [...listed];
      const seen = new Set(listed);
      for (let page = 1; page <= count; page++) if (!seen.has(page)) order.push(page);
      rearrangePages(doc, order);
    });
  },
});
