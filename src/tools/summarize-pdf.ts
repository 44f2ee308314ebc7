import { readDocumentText } from "../document-text/document-text.ts";
import { languages } from "../contract/languages.ts";
import { localSummary } from "../summaries/local-summary.ts";
import { modelSummary } from "../summaries/model-summary.ts";
import { noSentences } from "../document-text/readable-text.ts";
import { renderSections } from "../document-text/reply-format.ts";
import { textFormat, writeTextOutput } from "../document-text/text-result.ts";
import { defineTool, pdfLimits } from "./tool-definition.ts";

const MAX_PAGES = 100;

export const summarizePdf = defineTool({
  name: "summarize-pdf",
  resultSuffix: "summary",
  summary: "Summarise a PDF as headings and points, each point with its page",
  description:
    "Reads the PDF's text and writes a summary as UTF-8 text: lines starting `## ` are headings, lines starting `- ` are points, key words are in `**bold**`, and every point ends with the page it comes from, `(p. N)`. Only the PDF's text is sent to the operator's AI model (never the file, its pictures or its name). Without a configured model the built-in engine writes an extractive summary in English: the document's own most central sentences, under its headings or page ranges; another `language` then needs a model and the call is refused with `503`. A PDF without readable text (a scan, or a damaged file whose characters cannot be read) or whose text makes no sentence fails with NoText: make it searchable with OCR first.",
  paid: true,
  acceptsBatch: true,
  fields: {
    length: { kind: "enum", values: ["Brief", "Detailed"], default: "Brief", description: "`Brief`: about 5 to 8 points. `Detailed`: more points, about 12 to 30 depending on the length of the PDF." },
    language: { kind: "enum", values: languages, default: "English", description: "Language the summary is written in." },
  },
  limits: pdfLimits({ maxPages: MAX_PAGES }),
  result: { formats: [textFormat] },
  needsModel(fields) {
    return fields.language === "English" ? null : `summarize-pdf needs an AI model to write a summary in ${fields.language}`;
  },
  async run({ inputs, fields, workDir, baseName, signal, progress, memoryMb, model }) {
    const document = await readDocumentText(inputs[0]!, { progress, memoryMb });
    const sections = model
      ? await modelSummary(model, document.pages.map((page) => page.text), { length: fields.length, language: fields.language, signal })
      : localSummary(document, fields.length);
    // An empty summary is never a result (the model's own empty summary fails with AiUnavailable).
    if (sections.length === 0) throw noSentences(inputs[0]!.name);
    return { outputs: [await writeTextOutput(workDir, baseName, renderSections(sections))], pageCount: document.pages.length };
  },
});
