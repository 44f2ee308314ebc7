import type { ChatModel } from "../ai-model/chat-model.ts";
import { pagesFromFormFeeds } from "../document-text/document-text.ts";
import { localAnswer, type HistoryEntry } from "./local-answer.ts";
import { modelAnswer } from "./model-answer.ts";
import { renderPoint, type Point } from "../document-text/reply-format.ts";

/** An ask-pdf job answers at most 30 questions of at most 1000 characters; the last 10 history entries are used. */
export const MAX_QUESTIONS = 30;
export const MAX_QUESTION_CHARS = 1000;
export const HISTORY_USED = 10;

export interface Answer {
  readonly answer: string;
  /** The pages the answer cites, ascending. */
  readonly pages: number[];
}

const NOT_ANSWERED: Point = { text: "The document does not answer this question.", page: null };

/**
 * Answers a question about an ask-pdf job's text (pages separated by form feeds) with the
 * operator's model, or with the local engine when none is configured. Only the last
 * HISTORY_USED history entries are used. A failing model throws JobError AiUnavailable.
 */
export async function answerQuestion(model: ChatModel | null, text: string, question: string, history: readonly HistoryEntry[]): Promise<Answer> {
  const pages = pagesFromFormFeeds(text);
  const recent = history.slice(-HISTORY_USED);
  const points = model ? await modelAnswer(model, pages, question, recent) : localAnswer(pages, question, recent).points;
  const shown = points.length > 0 ? points : [NOT_ANSWERED];
  return {
    answer: shown.map(renderPoint).join("\n"),
    pages: [...new Set(shown.flatMap((p) => (p.page === null ? [] : [p.page])))].sort((a, b) => a - b),
  };
}

export type { HistoryEntry };
