import path from "node:path";
import { JobError } from "../errors/job-errors.ts";
import { checkPageLimit, openPdf, savePdf } from "../pdf/mupdf-document.ts";
import { resolvePageSelection } from "../pdf/page-selection.ts";
import { rearrangePages } from "../pdf/rearrange-pages.ts";
import { defineTool, pdfLimits, pdfResult } from "./tool-definition.ts";

export const reorderPages = defineTool({
  name: "reorder-pages",
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
    const input = inputs[0]!;
    const doc = await openPdf(input.path, { name: input.name });
    try {
      const count = checkPageLimit(doc, undefined, input.name);
      // An open range like `3-` only meets the page count here, so overlaps it causes
      // (`3-,4`) are refused now rather than when the call arrived.
      const resolved = resolvePageSelection(fields.order, count);
      if (!resolved.ok) throw new JobError(resolved.code, resolved.detail);
      const listed = new Set(resolved.pages);
      const order = [...resolved.pages];
      for (let page = 1; page <= count; page++) if (!listed.has(page)) order.push(page);
      rearrangePages(doc, order);
      const output = path.join(workDir, "reordered.pdf");
      await savePdf(doc, output);
      return { outputs: [{ path: output, name: "reordered.pdf" }], pageCount: count };
    } finally {
      doc.destroy();
    }
  },
});
