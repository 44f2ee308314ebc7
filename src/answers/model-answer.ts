import { inputBudget, type ChatMessage, type ChatModel } from "../ai-model/chat-model.ts";
import { Bm25Index } from "./bm25.ts";
import type { HistoryEntry } from "./local-answer.ts";
import { questionTerms } from "./local-answer.ts";
import { terms } from "../document-text/terms.ts";
import { PageSupport } from "../document-text/page-support.ts";
import { normaliseAnswer, type Point } from "../document-text/reply-format.ts";
import { chunkPages, chunkText, estimateTokens, type Chunk, type PageSlice } from "../ai-model/token-budget.ts";

/**
 * An answer from the operator's model: the pages (or parts of pages) most relevant to the
 * question are found with BM25 first, and only those, within the token budget, are sent with
 * the last history entries. The reply is normalised: `- ` points, `**bold**`, and each fact
 * with a page that really holds it.
 */

const REPLY_TOKENS = 800;
/** Parts of pages are ranked in pieces of about this size, so one long page does not crowd out the rest. */
const PIECE_TOKENS = 1200;

const SYSTEM = [
  "You answer questions about a document using only the parts of it you are given; they are marked with [Page N] lines.",
  "Answer in the language of the question, as lines starting with \"- \", marking key words in **bold**,",
  "and end each fact with the page it comes from in the form (p. N).",
  "If the parts given do not answer the question, say so in one line; never guess.",
].join(" ");

export async function modelAnswer(
  model: ChatModel,
  pages: readonly string[],
  question: string,
  history: readonly HistoryEntry[],
  signal?: AbortSignal,
): Promise<Point[]> {
  const system: ChatMessage = { role: "system", content: SYSTEM };
  const reply = Math.min(REPLY_TOKENS, Math.floor(model.contextTokens / 5));
  const asked: ChatMessage = { role: "user", content: question };
  // History gets at most a quarter of the budget; the oldest entries go first.
  const earlier = historyMessages(history, Math.floor(inputBudget(model, [system, asked], reply) / 4));
  const budget = inputBudget(model, [system, ...earlier, asked], reply);
  const context = relevantText(pages, question, history, budget);
  const messages: ChatMessage[] = [system, ...earlier, { role: "user", content: `${context}\n\nQuestion: ${question}` }];
  const answer = await model.complete({ messages, maxReplyTokens: reply, signal });
  return normaliseAnswer(answer, new PageSupport(pages));
}

function historyMessages(history: readonly HistoryEntry[], budget: number): ChatMessage[] {
  const kept: ChatMessage[] = [];
  let used = 0;
  for (const entry of [...history].reverse()) {
    const pair: ChatMessage[] = [
      { role: "user", content: entry.question },
      { role: "assistant", content: entry.answer },
    ];
    const cost = pair.reduce((sum, m) => sum + estimateTokens(m.content) + 8, 0);
    if (used + cost > budget) break;
    kept.unshift(...pair);
    used += cost;
  }
  return kept;
}

/**
 * The document text to send: pieces of pages ranked by BM25 against the question (pages in
 * order when nothing matches), taken best first while they fit, then shown in page order.
 */
function relevantText(pages: readonly string[], question: string, history: readonly HistoryEntry[], budget: number): string {
  const pieces: PageSlice[] = chunkPages(
    pages.map((text, i) => ({ page: i + 1, text })),
    Math.min(PIECE_TOKENS, budget),
  ).flatMap((chunk) => chunk.slices);
  const index = new Bm25Index(pieces.map((piece) => terms(piece.text)));
  const hits = index.search(questionTerms(question, history));
  const order = [...hits.map((hit) => hit.doc), ...pieces.map((_, i) => i).filter((i) => !hits.some((hit) => hit.doc === i))];
  const chosen: number[] = [];
  let used = 0;
  for (const i of order) {
    const piece: Chunk = { slices: [pieces[i]!], tokens: 0 };
    const cost = estimateTokens(chunkText(piece)) + 2;
    if (used + cost > budget) continue;
    chosen.push(i);
    used += cost;
  }
  chosen.sort((a, b) => a - b);
  return chunkText({ slices: chosen.map((i) => pieces[i]!), tokens: used });
}
