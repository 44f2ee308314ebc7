import { words } from "./terms.ts";

/**
 * Sentences of a page's text as the AI tools store it (lines joined by "\n", paragraphs by a
 * blank line), each with the page it is on, so that every point quoted can name its page.
 */
export interface Sentence {
  readonly page: number;
  /** Paragraph index on the page. */
  readonly paragraph: number;
  /** Order in the whole document. */
  readonly index: number;
  readonly text: string;
}

const ABBREVIATIONS = new Set(
  "mr mrs ms dr prof st no nos vs etc e.g i.e fig figs eq eqs art arts sec secs ch u.s u.k inc ltd co corp jr sr vol p pp cf al approx dept est govt min max jan feb mar apr jun jul aug sep sept oct nov dec".split(" "),
);

/** A paragraph's lines as one run of text: words broken at a line end with a hyphen are joined again. */
export function joinLines(paragraph: string): string {
  return paragraph
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .reduce((joined, line) => {
      if (joined === "") return line;
      if (/\p{Ll}-$/u.test(joined) && /^\p{Ll}/u.test(line)) return joined.slice(0, -1) + line;
      return `${joined} ${line}`;
    }, "");
}

/**
 * Splits a run of text into sentences at . ! ? followed by a capital, a digit or an opening
 * mark, and after the full stops of Chinese and Japanese (。！？), which need no space.
 */
export function splitSentences(text: string): string[] {
  return text.split(/(?<=[。！？])/u).flatMap(splitLatinSentences);
}

function splitLatinSentences(text: string): string[] {
  const sentences: string[] = [];
  const boundary = /[.!?]["'”’)\]]*\s+(?=["'“‘(\[]?[\p{Lu}\p{N}])/gu;
  let start = 0;
  for (const match of text.matchAll(boundary)) {
    const end = match.index + match[0].trimEnd().length;
    const before = text.slice(start, match.index + 1);
    const lastWord = /([\p{L}.]+)\.$/u.exec(before)?.[1]?.toLowerCase() ?? "";
    // "Mr. Smith", "U.S. Code", "J. Doe": the period ends an abbreviation or an initial.
    if (ABBREVIATIONS.has(lastWord.replace(/\.$/, "")) || /^\p{L}$/u.test(lastWord) || /^(?:\p{L}\.)+\p{L}?$/u.test(lastWord)) continue;
    sentences.push(text.slice(start, end).trim());
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest !== "") sentences.push(rest);
  return sentences.filter((s) => s !== "");
}

/**
 * Whether a sentence reads as prose worth quoting: enough words, mostly letters, ending like a
 * sentence. Running heads, table rows, formulas and lists of numbers are not.
 */
export function isProse(text: string, minWords = 6, maxWords = 60): boolean {
  const count = words(text).length;
  if (count < minWords || count > maxWords) return false;
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (letters / text.replace(/\s/g, "").length < 0.7) return false;
  return /[.!?]["'”’)\]]*$/u.test(text);
}
