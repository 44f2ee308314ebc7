import { isStopword, stem, terms, words } from "./terms.ts";

/** Common words that are frequent in any text and never what a document is about (as stems). */
const PLAIN_WORDS = new Set(
  "like will well make made use using used mak get gett got many much even way see need want know knew good great new first last next every another other thing things something anything time times year years day days part parts case cases kind form number numbers section following follow given general such same different able ever never always often usually".split(" ").map(stem),
);

/**
 * The document's key terms for `**bold**`: words that are frequent in the document and
 * concentrated on some of its pages (TF-IDF over pages), never function words or numbers.
 * Maps each term's stem to its rank (0 = most key).
 */
export function keyTerms(pages: readonly string[], count = 25): Map<string, number> {
  const pageTerms = pages.map((text) => terms(text).filter((t) => t.length >= 4 && !/\d/.test(t) && !PLAIN_WORDS.has(t)));
  const df = new Map<string, number>();
  const tf = new Map<string, number>();
  for (const list of pageTerms) {
    for (const term of list) tf.set(term, (tf.get(term) ?? 0) + 1);
    for (const term of new Set(list)) df.set(term, (df.get(term) ?? 0) + 1);
  }
  const n = pages.length;
  const scored = [...tf]
    .filter(([, count]) => count >= 2)
    // Frequency dominates: what a document is about recurs across it; idf only tempers words found everywhere.
    .map(([term, count]) => ({ term, score: count * Math.log(1 + n / df.get(term)!) }))
    .sort((a, b) => b.score - a.score || a.term.localeCompare(b.term));
  return new Map(scored.slice(0, count).map(({ term }, rank) => [term, rank]));
}

/** Bolds the first use of the (at most `max`) most key terms in a sentence. */
export function emphasiseKeyTerms(sentence: string, key: ReadonlyMap<string, number>, max = 2): string {
  const found = new Map<string, { word: string; rank: number }>();
  for (const word of words(sentence)) {
    if (isStopword(word)) continue;
    const rank = key.get(stem(word));
    if (rank !== undefined && !found.has(stem(word))) found.set(stem(word), { word, rank });
  }
  const chosen = [...found.values()].sort((a, b) => a.rank - b.rank).slice(0, max);
  return emphasiseWords(sentence, chosen.map((c) => c.word));
}

/** Wraps the first whole-word use of each given word in `**`. */
export function emphasiseWords(text: string, chosen: readonly string[]): string {
  let out = text;
  for (const word of chosen) {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}*])${escaped}(?![\\p{L}\\p{N}*])`, "u");
    out = out.replace(pattern, `**${word}**`);
  }
  // Neighbouring key words read as one bold phrase: "**United States**".
  return out.replace(/\*\* \*\*/g, " ");
}
