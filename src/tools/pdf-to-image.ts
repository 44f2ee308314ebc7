import path from "node:path";
import { JobError } from "../errors/job-errors.ts";
import { rgbImageExtensions, writeRgbImage } from "../images/write-rgb-image.ts";
import { selectPages } from "./edit-pdf.ts";
import { checkPageContent } from "../pdf/content-budget.ts";
import { openPdf } from "../pdf/mupdf-document.ts";
import { renderPage } from "../pdf/render-page.ts";
import { defineTool, pdfLimits, zipFormat } from "./tool-definition.ts";

/** At most 300 pages selected, each drawn to at most 25 million pixels (a larger page is drawn smaller). */
const MAX_PAGES = 300;
const MAX_PIXELS = 25_000_000;

export const pdfToImage = defineTool({
  name: "pdf-to-image",
  resultSuffix: "pages",
  summary: "Turn PDF pages into images",
  description:
    "Draws each selected page as it is shown (its rotation and crop applied), on white, as a JPEG or PNG image; the images come in a ZIP, named `page-<NN>.jpg` or `page-<NN>.png` by page number. A page that would be over 25 million pixels is drawn smaller, keeping its shape.",
  paid: false,
  acceptsBatch: true,
  fields: {
    format: {
      kind: "enum",
      values: ["Jpeg", "Png"],
      default: "Jpeg",
      description: "Jpeg: smaller files (quality 85); Png: lossless, larger files.",
    },
    dpi: {
      kind: "integer",
      min: 50,
      max: 300,
      default: 150,
      description: "Pixels per inch: a page of W × H points becomes round(W × dpi / 72) × round(H × dpi / 72) pixels.",
    },
    pages: {
      kind: "pages",
      description:
        "Pages to draw (page numbers and ranges, e.g. `1,3,5-7` or `4-`); default every page. At most 300 pages; a page listed twice is drawn once, where it is first listed.",
    },
  },
  limits: pdfLimits(),
  result: { formats: [zipFormat] },
  async run({ inputs, fields, progress, memoryMb, workDir, emit }) {
    const input = inputs[0]!;
    const doc = await openPdf(input.path, { name: input.name });
    try {
      const count = doc.countPages();
      const pages = [...new Set(selectPages(fields.pages, count))];
      if (pages.length > MAX_PAGES) {
        throw new JobError(
          "TooManyPages",
          fields.pages === undefined
            ? `"${input.name}" has ${count} pages and pdf-to-image draws at most ${MAX_PAGES} per job; choose up to ${MAX_PAGES} with \`pages\`, like 1-${MAX_PAGES}.`
            : `The selection "${fields.pages.source}" names ${pages.length} pages and pdf-to-image draws at most ${MAX_PAGES} per job; select fewer pages.`,
        );
      }
      checkPageContent(doc, pages, { name: input.name, memoryMb });
      const digits = Math.max(2, String(Math.max(...pages)).length);
      const extension = rgbImageExtensions[fields.format];
      // One page at a time from drawing to the ZIP: a 300-page job at 300 dpi holds one
      // page's pixels, not 300 (a 25-megapixel page is 75 MB of them).
      for (const [done, number] of pages.entries()) {
        await progress(done, pages.length);
        const name = `page-${String(number).padStart(digits, "0")}.${extension}`;
        const file = path.join(workDir, name);
        await writeRgbImage(renderPage(doc, number - 1, fields.dpi, MAX_PIXELS), fields.format, file);
        // JPEG and PNG are compressed already; deflating them again costs time for nothing.
        await emit({ path: file, name, compress: false });
      }
      await progress(pages.length, pages.length);
      return { outputs: [] };
    } finally {
      doc.destroy();
    }
  },
});
