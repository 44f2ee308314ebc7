import path from "node:path";
import { appendPages, prepareSource } from "../pdf/append-pages.ts";
import { createMergedOutline } from "../pdf/merged-outline.ts";
import { checkPageLimit, mupdf, openPdf, savePdf } from "../pdf/mupdf-document.ts";
import { checkBuiltPdf } from "../pdf/verify-output.ts";
import { defineTool, pdfLimits, pdfResult } from "./tool-definition.ts";

export const mergePdf = defineTool({
  name: "merge-pdf",
  resultSuffix: "merged",
  summary: "Merge PDFs into one",
  description:
    "Puts the pages of every PDF sent, in the order sent, into one PDF. Each input gets a top-level bookmark named after its file that holds the input's own bookmarks; links, annotations and form fields are kept, and links inside an input still lead to the same pages. A form field whose name another input already uses gets a suffix such as `_2`.",
  paid: false,
  acceptsBatch: true,
  fields: {},
  limits: pdfLimits({ minFiles: 2, maxFiles: 20 }),
  result: pdfResult,
  async run({ inputs, workDir, progress }) {
    const merged = new mupdf.PDFDocument();
    const outline = createMergedOutline(merged);
    try {
      for (const [done, input] of inputs.entries()) {
        await progress(done, inputs.length);
        const source = await openPdf(input.path, { name: input.name });
        try {
          checkPageLimit(source, undefined, input.name);
          const offset = appendPages(merged, prepareSource(source));
          outline.append(bookmarkTitle(input.name), source, offset);
        } finally {
          source.destroy();
        }
      }
      const output = path.join(workDir, "merged.pdf");
      checkBuiltPdf(merged, "the files");
      await savePdf(merged, output);
      return { outputs: [{ path: output, name: "merged.pdf", checked: true }], pageCount: merged.countPages() };
    } finally {
      outline.destroy();
      merged.destroy();
    }
  },
});

function bookmarkTitle(fileName: string): string {
  return fileName.replace(/\.pdf$/i, "") || fileName;
}
