import fs from "node:fs/promises";
import path from "node:path";
import { readDocumentText } from "../document-text/document-text.ts";
import { languages } from "../contract/languages.ts";
import { pageBlocks } from "../translation/page-blocks.ts";
import { BODY_SIZE, type TextBlock } from "../translation/page-html.ts";
import { translatePages } from "../translation/translate-blocks.ts";
import { typesetTranslation } from "../translation/typeset-translation.ts";
import { JobError } from "../errors/job-errors.ts";
import { defineTool, pdfFormat, pdfLimits, type ResultFormat } from "./tool-definition.ts";

const MAX_PAGES = 30;

const textFormat: ResultFormat = { extension: "txt", contentType: "text/plain; charset=utf-8", zip: false };

/** The Text result: each page under `--- Page <N> ---`, blocks separated by blank lines, list items after "• ". */
export function translationText(pages: readonly (readonly TextBlock[])[]): string {
  return pages
    .map((blocks, i) => [`--- Page ${i + 1} ---`, ...blocks.map((b) => (b.kind === "list-item" ? `\u2022 ${b.text}` : b.text))].join("\n\n"))
    .join("\n\n")
    .concat("\n");
}

export const translatePdf = defineTool({
  name: "translate-pdf",
  resultSuffix: "translated",
  summary: "Translate a PDF's text into one of 25 languages",
  description:
    `Sends the PDF's text (only its text: never the file, its pictures or its name) to the operator's AI model, paragraph by paragraph, and returns the translation. \`Pdf\` gives a new PDF with one page per original page, of the same size, holding the translated headings, lists and paragraphs (not the original layout or pictures), set in embedded fonts for every script; text too long for its page is set smaller so that none is dropped. \`Text\` gives UTF-8 text with each page under a line \`--- Page <N> ---\`. At most ${MAX_PAGES} pages; a PDF without readable text (a scan, or a damaged file whose characters cannot be read) fails with NoText and needs OCR first. Needs an AI model: without one the call is refused with 503.`,
  paid: true,
  acceptsBatch: true,
  fields: {
    language: { kind: "enum", values: languages, default: "English", description: "The language to translate into." },
    output: { kind: "enum", values: ["Pdf", "Text"], default: "Pdf", description: "`Pdf`: a new PDF, one page per original page. `Text`: UTF-8 text, each page under `--- Page <N> ---`." },
  },
  limits: pdfLimits({ maxPages: MAX_PAGES }),
  result: { formats: [pdfFormat, textFormat], choose: (fields) => (fields.output === "Text" ? textFormat : pdfFormat) },
  needsModel: () => "translate-pdf needs an AI model (the built-in local engine cannot translate)",
  async run({ inputs, fields, workDir, signal, progress, memoryMb, log, model }) {
    // The call is refused without a model; a worker started without one cannot do better.
    if (!model) throw new JobError("AiUnavailable", "No AI model is configured for translation.");
    const document = await readDocumentText(inputs[0]!, { progress, memoryMb });
    const source = document.pages.map((page) => pageBlocks(page, document.bodyFontSize));
    const translated = await translatePages(model, source, { language: fields.language, signal, log });
    if (fields.output === "Text") {
      const out = path.join(workDir, "translation.txt");
      await fs.writeFile(out, translationText(translated), "utf8");
      return { outputs: [{ path: out, name: "translation.txt" }] };
    }
    const pages = document.pages.map((page, i) => ({ width: page.width, height: page.height, blocks: translated[i]! }));
    const { pdf, bodySizes } = typesetTranslation(pages, fields.language);
    const shrunk = bodySizes.filter((size) => size < BODY_SIZE).length;
    if (shrunk > 0) log.info("Translated text set smaller to fit its page", { pages: shrunk });
    const out = path.join(workDir, "translation.pdf");
    await fs.writeFile(out, pdf);
    return { outputs: [{ path: out, name: "translation.pdf" }], pageCount: pages.length };
  },
});
