import { noProgress, type Progress } from "../contract/progress.ts";
import { checkAllPageContent } from "../pdf/content-budget.ts";
import path from "node:path";
import { JobError } from "../errors/job-errors.ts";
import { buildCompareReport, type WordBox } from "../pdf/compare-report.ts";
import { diffDocuments, type DiffPage } from "../pdf/document-diff.ts";
import { mupdf, openPdf, savePdf } from "../pdf/mupdf-document.ts";
import { readPageWords } from "../pdf/page-words.ts";
import { defineTool, MB, pdfLimits, pdfResult } from "./tool-definition.ts";

const MAX_PAGES = 200;

export const comparePdf = defineTool({
  name: "compare-pdf",
  resultSuffix: "compared",
  summary: "Compare two PDFs word by word",
  description:
    "Compares the text of two PDFs, the original first and the changed one second. Pages are paired by the words they share, so an inserted or removed page appears alone, and the words of each pair are diffed. The report PDF starts with the counts of words removed and added and pages inserted and removed, and a list of the changes by page; then every pair of pages with a change is shown side by side, the pages' own content kept as vector graphics, with removed words highlighted red on the original and added words green on the changed page. Inserted and removed pages are shown alone with their new or cut words highlighted. Only text is compared: a PDF without text fails with `NoText`.",
  paid: true,
  acceptsBatch: false,
  fields: {},
  limits: pdfLimits({ minFiles: 2, maxFiles: 2, maxTotalBytes: 500 * MB, maxPages: MAX_PAGES }),
  result: pdfResult,
  async run({ inputs, workDir, progress, memoryMb }) {
    const [originalInput, changedInput] = inputs as readonly [(typeof inputs)[0], (typeof inputs)[0]];
    const docs: mupdf.PDFDocument[] = [];
    try {
      const pages: DiffPage<WordBox>[][] = [];
      for (const input of [originalInput, changedInput]) {
        const doc = await openPdf(input.path, { name: input.name });
        docs.push(doc);
        checkAllPageContent(doc, { name: input.name, memoryMb });
        const words = await readWords(doc, progress);
        if (words.every((page) => page.length === 0)) {
          throw new JobError("NoText", `"${input.name}" contains no text; a scan must be made searchable with an OCR tool first.`);
        }
        pages.push(words);
      }
      const diff = diffDocuments(pages[0]!, pages[1]!);
      const report = buildCompareReport({ doc: docs[0]!, name: originalInput.name }, { doc: docs[1]!, name: changedInput.name }, diff);
      try {
        const output = path.join(workDir, "comparison.pdf");
        await savePdf(report, output);
        return { outputs: [{ path: output, name: "comparison.pdf" }], pageCount: report.countPages() };
      } finally {
        report.destroy();
      }
    } finally {
      for (const doc of docs) doc.destroy();
    }
  },
});

/** Every page's words as diff tokens, each carrying its box on the page as shown. */
export async function readWords(doc: mupdf.PDFDocument, progress: Progress = noProgress): Promise<DiffPage<WordBox>[]> {
  const out: DiffPage<WordBox>[] = [];
  const count = doc.countPages();
  for (let i = 0; i < count; i++) {
    await progress(i, count);
    const page = doc.loadPage(i);
    try {
      out.push(readPageWords(page).words.map((word) => ({ text: word.text, ref: wordBox(word.chars.map((c) => c.quad)) })));
    } finally {
      page.destroy();
    }
  }
  return out;
}

function wordBox(quads: readonly mupdf.Quad[]): WordBox {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const q of quads) {
    for (let k = 0; k < 8; k += 2) {
      x0 = Math.min(x0, q[k]!);
      x1 = Math.max(x1, q[k]!);
      y0 = Math.min(y0, q[k + 1]!);
      y1 = Math.max(y1, q[k + 1]!);
    }
  }
  return [x0, y0, x1, y1];
}
