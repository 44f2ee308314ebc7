import { readDocumentText, textWithFormFeeds } from "../document-text/document-text.ts";
import { MAX_QUESTIONS } from "../answers/questions.ts";
import { textFormat, writeTextOutput } from "../document-text/text-result.ts";
import { defineTool, pdfLimits } from "./tool-definition.ts";

const MAX_PAGES = 100;

export const askPdf = defineTool({
  name: "ask-pdf",
  resultSuffix: "text",
  summary: "Read a PDF's text so that questions can be asked about it",
  description: `Reads the PDF's text; the job's result is that text as UTF-8, pages in order separated by form feed characters (U+000C). Once the job is Completed, ask up to ${MAX_QUESTIONS} questions with \`POST /v1/ask-pdf/{id}/questions\` until the result expires or is deleted. Answers name the page of each fact. Only the PDF's text is sent to the operator's AI model; without one, the built-in engine answers in English by quoting the passages that match the question best. A PDF without readable text (a scan, or a damaged file whose characters cannot be read) fails with NoText: make it searchable with OCR first.`,
  paid: true,
  acceptsBatch: true,
  fields: {},
  limits: pdfLimits({ maxPages: MAX_PAGES }),
  result: { formats: [textFormat] },
  async run({ inputs, workDir, baseName, progress, memoryMb }) {
    const document = await readDocumentText(inputs[0]!, { progress, memoryMb });
    return { outputs: [await writeTextOutput(workDir, baseName, textWithFormFeeds(document))], pageCount: document.pages.length };
  },
});
