import { JobError } from "../errors/job-errors.ts";
import { inputBudget, type ChatMessage, type ChatModel } from "../ai-model/chat-model.ts";
import { languageName, type Language } from "../contract/languages.ts";
import { targetPoints, type SummaryLength } from "./local-summary.ts";
import { PageSupport } from "../document-text/page-support.ts";
import { normaliseSummary, takeReferences, type Section } from "../document-text/reply-format.ts";
import { chunkPages, chunkText, estimateTokens, type PageSlice } from "../ai-model/token-budget.ts";

/**
 * A summary written by the operator's model, map-reduce over the pages: the text is cut into chunks
 * within the token budget, the model notes each chunk's key points with their pages, the notes are
 * condensed again while they exceed the budget, and the final call writes the summary. The reply is
 * brought to the summary format (reply-format.ts) with every page reference checked.
 */

const NOTES_REPLY_TOKENS = 900;
const SUMMARY_REPLY_TOKENS: Record<SummaryLength, number> = { Brief: 1200, Detailed: 3000 };
const MAX_ROUNDS = 6;

const SYSTEM = [
  "You summarise documents for the reader, using only the text you are given; never add facts of your own.",
  "The text is marked with [Page N] lines telling which page each part comes from.",
].join(" ");

function notesInstruction(): ChatMessage {
  return {
    role: "user",
    content:
      "List the key points of the text below as lines starting with \"- \", in English, each a short factual sentence ending with the page it comes from in the form (p. N). Leave out nothing important; add nothing the text does not say.",
  };
}

function summaryInstruction(length: SummaryLength, language: Language, pageCount: number, fromNotes: boolean): ChatMessage {
  const points = targetPoints(length, pageCount);
  const range = length === "Brief" ? "5 to 8" : `12 to ${Math.max(12, points)}`;
  return {
    role: "user",
    content: [
      `Write a ${length === "Brief" ? "brief" : "detailed"} summary in ${languageName(language)} of the ${fromNotes ? "notes on a document" : "document"} below: ${range} points in all.`,
      "Format: group the points under headings, each heading a line starting with \"## \" (use the document's own section names where it has them);",
      "each point one line starting with \"- \" that ends with the page it comes from in the form (p. N);",
      "mark the key words of each point in **bold**. Write nothing else.",
    ].join(" "),
  };
}

export async function modelSummary(
  model: ChatModel,
  pages: readonly string[],
  options: { length: SummaryLength; language: Language; signal?: AbortSignal },
): Promise<Section[]> {
  const system: ChatMessage = { role: "system", content: SYSTEM };
  // Reply room within a small context too (a model with 4k tokens still gets a summary).
  const finalReply = Math.min(SUMMARY_REPLY_TOKENS[options.length], Math.floor(model.contextTokens / 4));
  const notesReply = Math.min(NOTES_REPLY_TOKENS, Math.floor(model.contextTokens / 5));
  const final = (fromNotes: boolean) => summaryInstruction(options.length, options.language, pages.length, fromNotes);
  const slices: PageSlice[] = pages.map((text, i) => ({ page: i + 1, text }));

  let fromNotes = false;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const finalBudget = inputBudget(model, [system, final(fromNotes)], finalReply);
    const whole = chunkPages(slices, Math.max(finalBudget, 50));
    if (whole.length === 1 && whole[0]!.tokens <= finalBudget) {
      const reply = await model.complete({
        messages: [system, final(fromNotes), { role: "user", content: chunkText(whole[0]!) }],
        maxReplyTokens: finalReply,
        signal: options.signal,
      });
      const sections = normaliseSummary(reply, new PageSupport(pages));
      if (sections.length === 0) {
        throw new JobError("AiUnavailable", "The AI model's summary held no point that could be traced to a page of the document; try again later.");
      }
      return sections;
    }
    // Map: notes on each chunk, the pages kept in the notes' references.
    const notesBudget = inputBudget(model, [system, notesInstruction()], notesReply);
    const chunks = chunkPages(slices, notesBudget);
    // Once one chunk has failed for good the summary cannot be finished: the others stop too.
    const stop = new AbortController();
    const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
    const notes = await Promise.all(
      chunks.map((chunk) =>
        model.complete({ messages: [system, notesInstruction(), { role: "user", content: chunkText(chunk) }], maxReplyTokens: notesReply, signal }).catch((error: unknown) => {
          stop.abort();
          throw error;
        }),
      ),
    );
    const next = notesAsSlices(notes);
    if (estimateTokens(next.map((s) => s.text).join("\n")) >= estimateTokens(slices.map((s) => s.text).join("\n"))) {
      throw new JobError("AiUnavailable", "The AI model's notes did not get shorter than the text; the summary cannot be finished. Try again later.");
    }
    slices.splice(0, slices.length, ...next);
    fromNotes = true;
  }
  throw new JobError("AiUnavailable", "The AI model's notes stayed too long to combine into a summary; try again later.");
}

/**
 * Notes of the map step, grouped by the page they cite so that the next round's chunks keep
 * page markers; a note without a page goes with the previous one's.
 */
function notesAsSlices(notes: readonly string[]): PageSlice[] {
  const slices: PageSlice[] = [];
  let page = 1;
  for (const line of notes.join("\n").split("\n")) {
    const text = line.trim();
    if (text === "") continue;
    const cited = takeReferences(text).cited[0];
    if (cited !== undefined) page = cited;
    const last = slices.at(-1);
    if (last && last.page === page) slices[slices.length - 1] = { page, text: `${last.text}\n${text}` };
    else slices.push({ page, text });
  }
  return slices;
}
