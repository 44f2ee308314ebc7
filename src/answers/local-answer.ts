import type { Point } from "../document-text/reply-format.ts";
import { Bm25Index, type QueryTerm } from "./bm25.ts";
import { emphasiseWords } from "../document-text/key-terms.ts";
import { joinLines, splitSentences } from "../document-text/sentences.ts";
import { isStopword, stem, terms, words } from "../document-text/terms.ts";

/**
 * The local engine's answer to a question, when no model is configured: passage retrieval, not
 * generation. Paragraphs of the pages are ranked with BM25 against the question's words; the
 * sentences of the best paragraphs that cover enough of the question are quoted as they stand, each
 * with its page. When nothing covers enough of the question, the answer says so plainly.
 */

export interface HistoryEntry {
  readonly question: string;
  readonly answer: string;
}

interface Passage {
  readonly page: number;
  readonly text: string;
}

const MAX_POINTS = 4;
/** Share of the question's weight (idf) a quoted sentence must cover. */
const MIN_COVERAGE = 0.4;
const MAX_QUOTE_WORDS = 70;

/** Paragraphs of each page, short ones joined to the next so each passage says something. */
export function pagePassages(pages: readonly string[]): Passage[] {
  const passages: Passage[] = [];
  pages.forEach((pageText, i) => {
    let pending = "";
    for (const paragraph of pageText.split(/\n\s*\n/)) {
      const text = joinLines(paragraph);
      if (text === "") continue;
      pending = pending === "" ? text : `${pending} ${text}`;
      if (words(pending).length >= 25) {
        passages.push({ page: i + 1, text: pending });
        pending = "";
      }
    }
    if (pending !== "") passages.push({ page: i + 1, text: pending });
  });
  return passages;
}

/**
 * Words a question uses for what documents say otherwise ("how old" → "age"), as stems: a
 * small, fixed list, so retrieval stays explainable.
 */
const QUESTION_WORDS = new Map<string, readonly string[]>(
  [
    ["old", ["age", "year"]],
    ["young", ["age"]],
    ["age", ["year", "old"]],
    ["salary", ["compensation", "pay", "wage"]],
    ["pay", ["compensation", "salary", "payment"]],
    ["cost", ["price", "amount", "fee"]],
    ["price", ["cost", "amount"]],
    ["long", ["term", "length", "duration"]],
    ["elect", ["choose", "chosen", "vote"]],
    ["choos", ["elect"]],
    ["author", ["writer", "written"]],
    ["start", ["begin", "commence"]],
    ["end", ["expire", "terminate"]],
  ].map(([word, alternatives]) => [stem(word as string), (alternatives as string[]).map(stem)]),
);

/** A question term and the terms that count for it. */
function alternativesOf(term: string): readonly string[] {
  return [term, ...(QUESTION_WORDS.get(term) ?? [])];
}

/**
 * The question's terms, weight 1 (their alternatives 0.8), plus the previous question's at a
 * lower weight, so that a follow-up ("and who appoints them?") keeps its subject.
 */
export function questionTerms(question: string, history: readonly HistoryEntry[]): QueryTerm[] {
  const own = terms(question).flatMap((term) => alternativesOf(term).map((alt, i) => ({ term: alt, weight: i === 0 ? 1 : 0.8 })));
  const previous = history.at(-1);
  const carried = previous ? terms(previous.question).map((term) => ({ term, weight: own.length <= 2 ? 0.5 : 0.25 })) : [];
  return [...own, ...carried];
}

export interface LocalAnswer {
  readonly points: readonly Point[];
}

export function localAnswer(pages: readonly string[], question: string, history: readonly HistoryEntry[]): LocalAnswer {
  const asked = [...new Set(terms(question))];
  if (asked.length === 0) {
    return { points: [{ text: "The question has no words to look for in the document; ask about something it may contain.", page: null }] };
  }
  const passages = pagePassages(pages);
  const index = new Bm25Index(passages.map((p) => terms(p.text)));
  const query = questionTerms(question, history);
  const hits = index.search(query, 8);

  // A question term counts as present through any of its alternatives; its weight is its own
  // idf or, when the document never uses the word itself, the idf of the alternative found.
  const weightOf = (term: string) => Math.max(...alternativesOf(term).map((alt) => (index.documentFrequency(alt) > 0 ? index.idf(alt) : 0)), 0) || index.idf(term);
  const totalWeight = asked.reduce((sum, term) => sum + weightOf(term), 0);
  const carried = [...new Set(history.length > 0 ? terms(history.at(-1)!.question) : [])].filter((term) => !asked.includes(term));

  const quotes: Array<{ page: number; text: string; coverage: number; rank: number; matched: string[] }> = [];
  for (const hit of hits) {
    const passage = passages[hit.doc]!;
    for (const sentence of splitSentences(passage.text)) {
      const present = new Set(terms(sentence));
      const covered = asked.filter((term) => alternativesOf(term).some((alt) => present.has(alt)));
      const coverage = covered.reduce((sum, term) => sum + weightOf(term), 0) / totalWeight;
      if (coverage < MIN_COVERAGE) continue;
      // Ranked by how much of the question it covers, then of the previous question's subject.
      const context = carried.length === 0 ? 0 : carried.filter((term) => present.has(term)).length / carried.length;
      const matched = [...covered.flatMap((term) => alternativesOf(term).filter((alt) => present.has(alt))), ...carried.filter((term) => present.has(term))];
      quotes.push({ page: passage.page, text: sentence, coverage, rank: coverage + 0.5 * context + hit.score / 1000, matched });
    }
  }
  const missing = asked.filter((term) => alternativesOf(term).every((alt) => index.documentFrequency(alt) === 0));
  const named = (missing.length > 0 ? missing : asked).slice(0, 4).map((term) => `**${wordFor(question, term)}**`);
  if (quotes.length === 0) {
    return {
      points: [
        {
          text: `The document does not seem to answer this: no passage matches enough of the question${missing.length > 0 ? `, and it never mentions ${named.join(", ")}` : ` (${named.join(", ")})`}.`,
          page: null,
        },
      ],
    };
  }
  const best = Math.max(...quotes.map((q) => q.coverage));
  const chosen: typeof quotes = [];
  for (const quote of quotes.sort((a, b) => b.rank - a.rank)) {
    if (chosen.length >= MAX_POINTS) break;
    if (quote.coverage < Math.max(MIN_COVERAGE, best * 0.6) || chosen.some((c) => c.text === quote.text)) continue;
    chosen.push(quote);
  }
  // Quotes that match only part of the question say so: the engine does not pretend they answer it.
  const caveat: Point[] = missing.length > 0 ? [{ text: `The document never mentions ${named.join(", ")}; these are the passages closest to the question.`, page: null }] : [];
  return {
    points: [
      ...caveat,
      ...chosen.map((quote) => ({
        text: emphasiseWords(trimQuote(quote.text, quote.matched), quote.matched.slice(0, 3).map((term) => wordIn(quote.text, term)).filter((w) => w !== null)),
        page: quote.page,
      })),
    ],
  };
}

/** The first word of a text whose term is `term`. */
function wordIn(text: string, term: string): string | null {
  return words(text).find((word) => !isStopword(word) && stem(word) === term) ?? null;
}

function wordFor(question: string, term: string): string {
  return wordIn(question, term) ?? term;
}

/** A long sentence cut to the stretch of MAX_QUOTE_WORDS words holding most of its matches, marked with "…" where cut. */
function trimQuote(sentence: string, matched: readonly string[]): string {
  const tokens = sentence.split(/\s+/);
  if (tokens.length <= MAX_QUOTE_WORDS) return sentence;
  const hits = tokens.map((token) => (words(token).some((word) => matched.includes(stem(word))) ? 1 : 0));
  let inWindow = hits.slice(0, MAX_QUOTE_WORDS).reduce<number>((a, b) => a + b, 0);
  let best = inWindow;
  let start = 0;
  for (let from = 1; from + MAX_QUOTE_WORDS <= tokens.length; from++) {
    inWindow += hits[from + MAX_QUOTE_WORDS - 1]! - hits[from - 1]!;
    if (inWindow > best) {
      best = inWindow;
      start = from;
    }
  }
  const end = start + MAX_QUOTE_WORDS;
  return `${start > 0 ? "… " : ""}${tokens.slice(start, end).join(" ")}${end < tokens.length ? " …" : ""}`;
}
