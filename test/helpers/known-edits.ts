import { normaliseWord } from "../../src/pdf/document-diff.ts";
import { sharedCount } from "./shared-count.ts";

/**
 * Known changes for measuring a comparison's accuracy: a seeded generator, and word edits
 * applied at recorded places so that what the diff reports can be scored against the truth.
 */

/** mulberry32: small, fast and the same on every machine for a given seed. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface PageEdits {
  /** The page's words after the edits. */
  readonly words: string[];
  /** Indexes of original words substituted or deleted. */
  readonly removed: number[];
  /** Indexes in `words` of words substituted in or inserted. */
  readonly added: number[];
}

/**
 * On a share of pages, substitutes, inserts and deletes single words a few words apart (runs of
 * two or three happen too, as in a revised contract). `fresh` gives a word unlike the one given.
 */
export function editPageWords(
  words: readonly string[],
  plan: { editedShare: number; editsPerPage: number },
  rand: () => number,
  fresh: (avoid: string) => string,
): PageEdits {
  const edits = new Map<number, "substitute" | "insert" | "delete">();
  if (rand() < plan.editedShare) {
    const kinds = ["substitute", "insert", "delete"] as const;
    while (edits.size < plan.editsPerPage) {
      const at = Math.floor(rand() * words.length);
      if (edits.has(at) || edits.has(at - 1) || edits.has(at + 1)) continue;
      edits.set(at, kinds[Math.floor(rand() * kinds.length)]!);
    }
  }
  const out: string[] = [];
  const removed: number[] = [];
  const added: number[] = [];
  for (const [index, word] of words.entries()) {
    const edit = edits.get(index);
    if (edit === "substitute") {
      removed.push(index);
      added.push(out.length);
      out.push(fresh(word));
    } else if (edit === "delete") {
      removed.push(index);
    } else if (edit === "insert") {
      added.push(out.length);
      out.push(fresh(word));
      out.push(word);
    } else out.push(word);
  }
  return { words: out, removed, added };
}

/**
 * Contract prose: its words ranked by frequency start the vocabulary, so "the", "of" and "and"
 * fill pages as they do in real documents.
 */
const CORPUS = `
The tenant shall pay the rent on the first day of each month without deduction or set off, and
shall keep the premises in good and substantial repair and condition throughout the term. The
landlord may enter the premises at reasonable times, upon giving not less than forty eight hours
notice in writing, to inspect the state of repair and to carry out any works which the landlord is
obliged or entitled to carry out under this agreement. Any notice given under this agreement must be
in writing and delivered by hand or sent by registered post to the address of the other party stated
above, or to such other address as that party may have notified for that purpose. If any provision of
this agreement is held to be invalid or unenforceable, the remaining provisions shall continue in full
force and effect. The parties agree that the courts of the city in which the premises are situated shall
have exclusive jurisdiction over any dispute arising out of or in connection with this agreement, its
subject matter or formation, including non contractual disputes or claims. Payments received after the
due date shall bear interest at the rate of two per cent per month from the due date until payment.
`;

export interface Vocabulary {
  readonly words: readonly string[];
  readonly cumulative: readonly number[];
}

/**
 * English-like text: the corpus words ranked by frequency plus invented content words, `size`
 * in all, drawn with a Zipf distribution.
 */
export function makeVocabulary(rand: () => number, size: number): Vocabulary {
  const frequency = new Map<string, number>();
  for (const word of CORPUS.toLowerCase().replace(/[,.]/g, "").split(/\s+/).filter(Boolean)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const words = [...frequency.entries()].sort((x, y) => y[1] - x[1]).map(([word]) => word);
  const syllables = ["ka", "ter", "mo", "lin", "ra", "dus", "ve", "pon", "si", "gal", "tre", "no", "bi", "quo", "men"];
  const seen = new Set(words);
  while (words.length < size) {
    let word = "";
    const parts = 2 + Math.floor(rand() * 3);
    for (let k = 0; k < parts; k++) word += syllables[Math.floor(rand() * syllables.length)];
    if (!seen.has(word)) {
      seen.add(word);
      words.push(word);
    }
  }
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= words.length; rank++) cumulative.push((total += 1 / rank));
  return { words, cumulative: cumulative.map((value) => value / total) };
}

/** One word of the vocabulary; sentence shape too: capitals and punctuation are part of the word tokens a PDF yields. */
export function drawWord(vocabulary: Vocabulary, rand: () => number): string {
  const target = rand();
  let low = 0;
  let high = vocabulary.cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (vocabulary.cumulative[middle]! < target) low = middle + 1;
    else high = middle;
  }
  const word = vocabulary.words[low]!;
  const roll = rand();
  return roll < 0.05 ? `${word},` : roll < 0.09 ? `${word}.` : roll < 0.12 ? word[0]!.toUpperCase() + word.slice(1) : word;
}

/** A page of `count` words drawn from the vocabulary. */
export function drawWords(count: number, vocabulary: Vocabulary, rand: () => number): string[] {
  return Array.from({ length: count }, () => drawWord(vocabulary, rand));
}

/** A word's place in its own document: 1-based page, 0-based index among the page's words. */
export interface Place {
  readonly page: number;
  readonly index: number;
}

/** The changes made on purpose: words by page and position, and whole pages. */
export interface KnownChanges {
  readonly removed: Place[];
  readonly added: Place[];
  readonly insertedPages: number[];
  readonly removedPages: number[];
}

export interface EditedText {
  readonly original: string[][];
  readonly changed: string[][];
  readonly truth: KnownChanges;
}

export interface EditPlan {
  readonly editedShare: number;
  readonly editsPerPage: number;
  readonly insertPagesBefore?: readonly number[];
  readonly removePages?: readonly number[];
}

/**
 * Substitutions, insertions and deletions of single words and short runs on a share of the
 * pages, plus whole pages inserted and removed; every change is recorded as it is made.
 */
export function editDocument(original: string[][], vocabulary: Vocabulary, rand: () => number, plan: EditPlan): EditedText {
  const truth: KnownChanges = { removed: [], added: [], insertedPages: [], removedPages: [] };
  const changed: string[][] = [];
  const fresh = (avoid: string): string => {
    for (;;) {
      const word = drawWord(vocabulary, rand);
      if (normaliseWord(word) !== normaliseWord(avoid)) return word;
    }
  };
  for (const [pageIndex, words] of original.entries()) {
    const originalPage = pageIndex + 1;
    if (plan.insertPagesBefore?.includes(originalPage)) {
      changed.push(drawWords(words.length, vocabulary, rand));
      truth.insertedPages.push(changed.length);
    }
    if (plan.removePages?.includes(originalPage)) {
      truth.removedPages.push(originalPage);
      continue;
    }
    const page = editPageWords(words, plan, rand, fresh);
    for (const index of page.removed) truth.removed.push({ page: originalPage, index });
    changed.push(page.words);
    for (const at of page.added) truth.added.push({ page: changed.length, index: at });
  }
  return { original, changed, truth };
}

/**
 * How a reported change is named, so that it can be matched to a made one. Deleting one of two
 * equal neighbours ("the the") is the same change whichever is named, so a word is keyed by the
 * start of its run of equal words; words of whole inserted and removed pages by their own place.
 */
export const changeKeys = {
  removed: (pages: readonly (readonly string[])[], place: Place) => `-${runStart(pages, place)}`,
  added: (pages: readonly (readonly string[])[], place: Place) => `+${runStart(pages, place)}`,
  removedPageWord: (place: Place) => `-${place.page}:${place.index}:page`,
  insertedPageWord: (place: Place) => `+${place.page}:${place.index}:page`,
};

function runStart(pages: readonly (readonly string[])[], place: Place): string {
  const words = pages[place.page - 1]!;
  const text = normaliseWord(words[place.index]!);
  let start = place.index;
  while (start > 0 && normaliseWord(words[start - 1]!) === text) start--;
  return `${place.page}:${start}`;
}

export interface ChangeScore {
  /** Reported changes that were made. */
  readonly truePositives: number;
  readonly reported: number;
  /** Changes made. */
  readonly actual: number;
}

/**
 * Scores reported change keys against the changes made: words of whole inserted and removed
 * pages count as changes too, so a page mistaken for an edited one is not free.
 */
export function scoreChanges(reported: readonly string[], edited: EditedText): ChangeScore {
  const actual: string[] = [];
  for (const place of edited.truth.removed) actual.push(changeKeys.removed(edited.original, place));
  for (const place of edited.truth.added) actual.push(changeKeys.added(edited.changed, place));
  for (const page of edited.truth.removedPages) edited.original[page - 1]!.forEach((_, index) => actual.push(changeKeys.removedPageWord({ page, index })));
  for (const page of edited.truth.insertedPages) edited.changed[page - 1]!.forEach((_, index) => actual.push(changeKeys.insertedPageWord({ page, index })));
  return { truePositives: sharedCount(actual, reported), reported: reported.length, actual: actual.length };
}

/** "99.12 %": part of whole. */
export const percent = (part: number, whole: number): string => `${((100 * part) / whole).toFixed(2)} %`;
