import path from "node:path";
import { JobError } from "../errors/job-errors.ts";
import { ocrLanguages, tesseractCode } from "../ocr/ocr-languages.ts";
import { ocrEngine, type GreyImage } from "../ocr/tesseract-engine.ts";
import { checkPageContent } from "../pdf/content-budget.ts";
import { removeInvisibleText } from "../pdf/invisible-text.ts";
import { openPdf, savePdf, type mupdf } from "../pdf/mupdf-document.ts";
import { renderPageGrey, surveyPage } from "../pdf/page-scan.ts";
import { createTextLayerWriter } from "../pdf/text-layer.ts";
import { turnPage } from "../pdf/turn-page.ts";
import { selectPages } from "./edit-pdf.ts";
import { defineTool, pdfLimits, pdfResult } from "./tool-definition.ts";

const MAX_PAGES = 300;
/**
 * Tesseract reads best from about 300 dpi: a page is drawn at 300 dpi, a scan of a higher
 * resolution at its own (up to 600), so that its pixels are read as they are; a coarser scan
 * is drawn up to 300 dpi, which reads better than its own few pixels.
 */
const READ_DPI = 300;
const MAX_SCAN_DPI = 600;
/** The most pixels a page is drawn to: an A3 page at 400 dpi; the engine holds a few copies of it. */
const MAX_PIXELS = 32_000_000;
/**
 * How sure orientation detection must be before a page is turned. Tesseract's confidence is
 * the margin of the best orientation over the next; below this, a page of little text (a
 * photo, a form with a few words) would be turned on a guess.
 */
const MIN_TURN_CONFIDENCE = 2;

export const ocrPdf = defineTool({
  name: "ocr-pdf",
  resultSuffix: "ocr",
  summary: "Make a scanned PDF searchable",
  description: `Reads the words in the pictures of the selected pages (scans, photographed pages) and lays them over each page as an invisible text layer: the page looks exactly as before, and a search highlights each word where it is drawn, copying gives the text in reading order, and the AI tools (summarize-pdf, ask-pdf, extract-pdf-data) can read it. Bookmarks, links, form fields and the pages not selected are kept as they are. At most ${MAX_PAGES} selected pages. Pages are read at 300 dpi, or at the scan's own resolution (up to 600 dpi) when a page is one scanned picture of a higher resolution. A PDF in which no selected page has words to read fails with NoText.`,
  paid: false,
  acceptsBatch: true,
  fields: {
    languages: {
      kind: "enumList",
      values: ocrLanguages,
      default: ["English"],
      description:
        "Languages of the text, comma-separated (e.g. `English,French`). Name every language the pages use: each one added makes reading slower and, for languages not on the page, slightly less accurate.",
    },
    pages: { kind: "pages", description: `Pages to read (page numbers and ranges, e.g. \`1,3,5-7\` or \`4-\`); default every page. At most ${MAX_PAGES}.` },
    mode: {
      kind: "enum",
      values: ["Skip", "Redo", "Force"],
      default: "Skip",
      description:
        "Skip: a page that already has text (typed, or an earlier OCR layer) is left exactly as it is. Redo: an earlier invisible OCR layer is removed and the page read again; visible text is kept and not read twice. Force: every selected page is read, whatever text it has (text already there may then be found twice by a search).",
    },
    autoRotate: {
      kind: "boolean",
      default: true,
      description: "Whether a page scanned sideways or upside down is turned upright (by its rotation setting, the picture itself untouched) before it is read, so that text layer and picture agree.",
    },
  },
  limits: pdfLimits(),
  result: pdfResult,
  async run({ inputs, fields, workDir, signal, progress, memoryMb, log }) {
    const input = inputs[0]!;
    const codes = fields.languages.map(tesseractCode);
    const doc = await openPdf(input.path, { name: input.name });
    try {
      const count = doc.countPages();
      const pages = [...new Set(selectPages(fields.pages, count))].sort((a, b) => a - b);
      if (pages.length > MAX_PAGES) {
        throw new JobError(
          "TooManyPages",
          fields.pages === undefined
            ? `"${input.name}" has ${count} pages and ocr-pdf reads at most ${MAX_PAGES} per job; choose up to ${MAX_PAGES} with \`pages\`, like 1-${MAX_PAGES}.`
            : `The selection "${fields.pages.source}" names ${pages.length} pages and ocr-pdf reads at most ${MAX_PAGES} per job; select fewer pages.`,
        );
      }
      checkPageContent(doc, pages, { name: input.name, memoryMb });
      const engine = ocrEngine();
      const layers = createTextLayerWriter(doc);
      const maxPixels = Math.min(MAX_PIXELS, Math.floor((memoryMb * 1048576) / 16));
      let withText = 0;
      let read = 0;
      let skipped = 0;
      for (const [done, number] of pages.entries()) {
        await progress(done, pages.length);
        const pageObject = doc.findPage(number - 1);
        if (fields.mode === "Redo") removeInvisibleText(doc, pageObject);
        let page = doc.loadPage(number - 1) as mupdf.PDFPage;
        try {
          const survey = surveyPage(page);
          if (fields.mode === "Skip" && survey.hasText) {
            skipped++;
            continue;
          }
          const dpi = survey.scanDpi === null ? READ_DPI : Math.min(MAX_SCAN_DPI, Math.max(READ_DPI, survey.scanDpi));
          const draw = (): GreyImage => renderPageGrey(page, dpi, maxPixels, { hideText: fields.mode === "Redo" });
          let image = draw();
          if (fields.autoRotate) {
            const orientation = await engine.orientation(image, signal);
            if (orientation && orientation.turn !== 0 && orientation.confidence >= MIN_TURN_CONFIDENCE) {
              turnPage(pageObject, orientation.turn);
              page.destroy();
              page = doc.loadPage(number - 1) as mupdf.PDFPage;
              image = draw();
              log.info("page turned upright", { page: number, turn: orientation.turn, confidence: orientation.confidence });
            }
          }
          const reading = await engine.read(image, codes, signal);
          read++;
          if (reading.text === "") continue;
          layers.add(page, reading, image.width, image.height);
          withText++;
        } finally {
          page.destroy();
        }
      }
      await progress(pages.length, pages.length);
      if (withText === 0 && skipped === 0) {
        throw new JobError(
          "NoText",
          `No words could be read on the ${read === 1 ? "selected page" : `${read} selected pages`} of "${input.name}": they hold no readable text (blank pages, pictures without writing, or writing too small or faint to read). Check the pages and the languages chosen.`,
        );
      }
      const output = path.join(workDir, "result.pdf");
      await savePdf(doc, output);
      return { outputs: [{ path: output, name: "result.pdf" }], pageCount: count };
    } finally {
      doc.destroy();
    }
  },
});
