import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { diffDocuments, normaliseWord, type DiffPage, type WordToken } from "../../src/pdf/document-diff.ts";
import { editPageWords, random } from "../helpers/known-edits.ts";

/** Where a word sits in its own document; the diff must hand it back untouched. */
interface Ref {
  readonly page: number;
  readonly index: number;
}

type Page = WordToken<Ref>[];

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

/**
 * English-like text: the corpus words ranked by frequency plus invented content words, drawn with
 * a Zipf distribution so that "the", "of" and "and" fill pages as they do in real documents.
 */
function makeVocabulary(rand: () => number): { words: string[]; cumulative: number[] } {
  const frequency = new Map<string, number>();
  for (const word of CORPUS.toLowerCase().split(/\s+/).filter(Boolean)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const words = [...frequency.entries()].sort((x, y) => y[1] - x[1]).map(([word]) => word);
  const syllables = ["ka", "ter", "mo", "lin", "ra", "dus", "ve", "pon", "si", "gal", "tre", "no", "bi", "quo", "men"];
  const seen = new Set(words);
  while (words.length < 4000) {
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

function drawWord(vocabulary: { words: string[]; cumulative: number[] }, rand: () => number): string {
  const target = rand();
  let low = 0;
  let high = vocabulary.cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (vocabulary.cumulative[middle]! < target) low = middle + 1;
    else high = middle;
  }
  const word = vocabulary.words[low]!;
  // Sentence shape: capitals and punctuation are part of the word tokens a PDF yields.
  const roll = rand();
  return roll < 0.05 ? `${word},` : roll < 0.09 ? `${word}.` : roll < 0.12 ? word[0]!.toUpperCase() + word.slice(1) : word;
}

function makeTexts(pages: number, wordsPerPage: number, vocabulary: ReturnType<typeof makeVocabulary>, rand: () => number): string[][] {
  return Array.from({ length: pages }, () => Array.from({ length: wordsPerPage }, () => drawWord(vocabulary, rand)));
}

function toPages(texts: readonly (readonly string[])[]): Page[] {
  return texts.map((words, page) => words.map((text, index) => ({ text, ref: { page: page + 1, index } })));
}

/** The changes made on purpose, in the diff's own terms: words by page and position. */
interface Truth {
  readonly removed: Ref[];
  readonly added: Ref[];
  readonly insertedPages: number[];
  readonly removedPages: number[];
}

interface Edited {
  readonly original: Page[];
  readonly changed: Page[];
  readonly truth: Truth;
}

/**
 * Substitutions, insertions and deletions of single words and short runs on a share of the pages,
 * plus whole pages inserted and removed; every change is recorded as it is made.
 */
function editDocument(
  texts: string[][],
  vocabulary: ReturnType<typeof makeVocabulary>,
  rand: () => number,
  plan: { editedShare: number; editsPerPage: number; insertPagesBefore?: number[]; removePages?: number[] },
): Edited {
  const truth: Truth = { removed: [], added: [], insertedPages: [], removedPages: [] };
  const changedTexts: string[][] = [];
  const removePages = new Set(plan.removePages ?? []);
  const insertBefore = new Set(plan.insertPagesBefore ?? []);
  const fresh = (avoid: string): string => {
    for (;;) {
      const word = drawWord(vocabulary, rand);
      if (normaliseWord(word) !== normaliseWord(avoid)) return word;
    }
  };
  for (const [pageIndex, words] of texts.entries()) {
    const originalPage = pageIndex + 1;
    if (insertBefore.has(originalPage)) {
      changedTexts.push(makeTexts(1, words.length, vocabulary, rand)[0]!);
      truth.insertedPages.push(changedTexts.length);
    }
    if (removePages.has(originalPage)) {
      truth.removedPages.push(originalPage);
      continue;
    }
    const page = editPageWords(words, plan, rand, fresh);
    for (const index of page.removed) truth.removed.push({ page: originalPage, index });
    changedTexts.push(page.words);
    for (const at of page.added) truth.added.push({ page: changedTexts.length, index: at });
  }
  return { original: toPages(texts), changed: toPages(changedTexts), truth };
}

/**
 * A revised text set again: the same edits as editDocument, but made in the running text, which
 * is then cut into pages of the same length, so words cross page boundaries as they do when a
 * real document is regenerated after an edit.
 */
function reflowDocument(texts: string[][], vocabulary: ReturnType<typeof makeVocabulary>, rand: () => number, editsPerPage: number): Edited {
  const perPage = texts[0]!.length;
  const flat = editDocument([texts.flat()], vocabulary, rand, { editedShare: 1, editsPerPage: editsPerPage * texts.length });
  const split = (words: readonly WordToken<Ref>[]): string[][] => {
    const pages: string[][] = [];
    for (let at = 0; at < words.length; at += perPage) pages.push(words.slice(at, at + perPage).map((word) => word.text));
    return pages;
  };
  const place = (ref: Ref): Ref => ({ page: Math.floor(ref.index / perPage) + 1, index: ref.index % perPage });
  return {
    original: toPages(split(flat.original[0]!)),
    changed: toPages(split(flat.changed[0]!)),
    truth: { removed: flat.truth.removed.map(place), added: flat.truth.added.map(place), insertedPages: [], removedPages: [] },
  };
}

/**
 * Deleting one of two equal neighbours ("the the") is the same change whichever of them is
 * named, so a reported word counts as true when it lies in the same run of equal words.
 */
function changeKey(pages: readonly DiffPage<Ref>[], ref: Ref): string {
  const words = pages[ref.page - 1]!;
  const text = normaliseWord(words[ref.index]!.text);
  let start = ref.index;
  while (start > 0 && normaliseWord(words[start - 1]!.text) === text) start--;
  return `${ref.page}:${start}`;
}

interface Score {
  readonly truePositives: number;
  readonly reported: number;
  readonly actual: number;
}

/** Words of whole inserted and removed pages count as changes too, so a page mistaken for an edited one is not free. */
function score(edited: Edited): Score {
  const result = diffDocuments(edited.original, edited.changed);
  const reported: string[] = [];
  const actual: string[] = [];
  for (const step of result.steps) {
    if (step.kind === "paired") {
      assert.ok(step.removed.every((word) => word.ref.page === step.originalPage), "removed words reported on their own page");
      assert.ok(step.added.every((word) => word.ref.page === step.changedPage), "added words reported on their own page");
      for (const word of step.removed) reported.push(`-${changeKey(edited.original, word.ref)}`);
      for (const word of step.added) reported.push(`+${changeKey(edited.changed, word.ref)}`);
    } else if (step.kind === "removedPage") for (const word of step.removed) reported.push(`-${word.ref.page}:${word.ref.index}:page`);
    else for (const word of step.added) reported.push(`+${word.ref.page}:${word.ref.index}:page`);
  }
  for (const ref of edited.truth.removed) actual.push(`-${changeKey(edited.original, ref)}`);
  for (const ref of edited.truth.added) actual.push(`+${changeKey(edited.changed, ref)}`);
  for (const page of edited.truth.removedPages) edited.original[page - 1]!.forEach((_, index) => actual.push(`-${page}:${index}:page`));
  for (const page of edited.truth.insertedPages) edited.changed[page - 1]!.forEach((_, index) => actual.push(`+${page}:${index}:page`));

  const remaining = new Map<string, number>();
  for (const key of actual) remaining.set(key, (remaining.get(key) ?? 0) + 1);
  let truePositives = 0;
  for (const key of reported) {
    const left = remaining.get(key) ?? 0;
    if (left > 0) {
      truePositives++;
      remaining.set(key, left - 1);
    }
  }
  return { truePositives, reported: reported.length, actual: actual.length };
}

const percent = (part: number, whole: number): string => `${((100 * part) / whole).toFixed(2)} %`;

describe("diffDocuments", () => {
  const vocabulary = makeVocabulary(random(20261122));

  it("reports nothing for identical documents", () => {
    const rand = random(1);
    const pages = toPages(makeTexts(12, 300, vocabulary, rand));
    const result = diffDocuments(pages, pages);
    assert.equal(result.identical, true);
    assert.deepEqual(result.totals, { wordsRemoved: 0, wordsAdded: 0, pagesInserted: 0, pagesRemoved: 0 });
    assert.deepEqual(
      result.steps.map((step) => (step.kind === "paired" ? [step.originalPage, step.changedPage] : step.kind)),
      pages.map((_, index) => [index + 1, index + 1]),
    );
  });

  it("does not count ligatures, soft hyphens or curly quotes as changes", () => {
    const original = [[{ text: "ﬁnal", ref: 1 }, { text: "re\u00ADport", ref: 2 }, { text: "“tenant’s”", ref: 3 }]];
    const changed = [[{ text: "final", ref: 1 }, { text: "report", ref: 2 }, { text: '"tenant\'s"', ref: 3 }]];
    assert.equal(diffDocuments(original, changed).identical, true);
  });

  it("keeps the words' refs and names changed words on both sides", () => {
    const original = [[{ text: "pay", ref: "a0" }, { text: "the", ref: "a1" }, { text: "rent", ref: "a2" }, { text: "monthly", ref: "a3" }]];
    const changed = [[{ text: "pay", ref: "b0" }, { text: "all", ref: "b1" }, { text: "the", ref: "b2" }, { text: "rent", ref: "b3" }]];
    const [step] = diffDocuments(original, changed).steps;
    assert.ok(step?.kind === "paired");
    assert.deepEqual(step.removed, [{ text: "monthly", ref: "a3" }]);
    assert.deepEqual(step.added, [{ text: "all", ref: "b1" }]);
  });

  it("lets a page inserted at the start stand alone instead of shifting every later pair", () => {
    const rand = random(4);
    const texts = makeTexts(20, 400, vocabulary, rand);
    const edited = editDocument(texts, vocabulary, rand, { editedShare: 0, editsPerPage: 0, insertPagesBefore: [1] });
    const result = diffDocuments(edited.original, edited.changed);
    assert.deepEqual(result.totals, { wordsRemoved: 0, wordsAdded: 0, pagesInserted: 1, pagesRemoved: 0 });
    assert.deepEqual(result.steps[0], { kind: "insertedPage", changedPage: 1, words: edited.changed[0], added: edited.changed[0] });
    for (const step of result.steps.slice(1)) {
      assert.ok(step.kind === "paired");
      assert.equal(step.changedPage, step.originalPage + 1);
    }
  });

  it("lets a removed page stand alone, wherever it was", () => {
    const rand = random(5);
    const texts = makeTexts(20, 400, vocabulary, rand);
    for (const removed of [1, 9, 20]) {
      const edited = editDocument(texts, vocabulary, rand, { editedShare: 0, editsPerPage: 0, removePages: [removed] });
      const result = diffDocuments(edited.original, edited.changed);
      assert.deepEqual(result.totals, { wordsRemoved: 0, wordsAdded: 0, pagesInserted: 0, pagesRemoved: 1 });
      const words = edited.original[removed - 1];
      assert.deepEqual(result.steps[removed - 1], { kind: "removedPage", originalPage: removed, words, removed: words });
    }
  });

  it("reports a page replaced by unrelated text as removed and inserted, not as rewritten words", () => {
    const rand = random(6);
    const texts = makeTexts(10, 400, vocabulary, rand);
    const changed = texts.map((words) => [...words]);
    changed[4] = makeTexts(1, 400, vocabulary, rand)[0]!;
    const result = diffDocuments(toPages(texts), toPages(changed));
    assert.deepEqual(result.totals, { wordsRemoved: 0, wordsAdded: 0, pagesInserted: 1, pagesRemoved: 1 });
    const alone = result.steps.flatMap((step) =>
      step.kind === "removedPage" ? [`removed ${step.originalPage}`] : step.kind === "insertedPage" ? [`inserted ${step.changedPage}`] : [],
    );
    assert.deepEqual(alone.sort(), ["inserted 5", "removed 5"]);
  });

  it("handles empty documents and pages without words without throwing", () => {
    assert.deepEqual(diffDocuments([], []), {
      steps: [],
      totals: { wordsRemoved: 0, wordsAdded: 0, pagesInserted: 0, pagesRemoved: 0 },
      identical: true,
    });
    const blank: DiffPage<number>[] = [[], [{ text: "\u00AD", ref: 0 }]];
    assert.equal(diffDocuments(blank, blank).identical, true);
    const page: DiffPage<number> = [{ text: "words", ref: 1 }];
    assert.deepEqual(diffDocuments([], [page]).totals, { wordsRemoved: 0, wordsAdded: 0, pagesInserted: 1, pagesRemoved: 0 });
    assert.deepEqual(diffDocuments([page], []).totals, { wordsRemoved: 0, wordsAdded: 0, pagesInserted: 0, pagesRemoved: 1 });
  });

  it("finds at least 99 % of known changes, and at least 99 % of what it reports is a known change", (t) => {
    const rand = random(8);
    let truePositives = 0;
    let reported = 0;
    let actual = 0;
    const runs = [
      { pages: 40, plan: { editedShare: 0.5, editsPerPage: 5, insertPagesBefore: [1, 17], removePages: [30] } },
      { pages: 40, plan: { editedShare: 0.8, editsPerPage: 20, removePages: [1, 2, 40], insertPagesBefore: [25] } },
      { pages: 30, plan: { editedShare: 1, editsPerPage: 60, insertPagesBefore: [10, 11], removePages: [20] } },
    ];
    for (const run of runs) {
      const edited = editDocument(makeTexts(run.pages, 450, vocabulary, rand), vocabulary, rand, run.plan);
      const result = score(edited);
      truePositives += result.truePositives;
      reported += result.reported;
      actual += result.actual;
    }
    const recall = truePositives / actual;
    const precision = truePositives / reported;
    t.diagnostic(`word changes: ${actual} made, ${reported} reported, ${truePositives} right`);
    t.diagnostic(`recall ${percent(truePositives, actual)}, precision ${percent(truePositives, reported)}`);
    assert.ok(recall >= 0.99, `recall ${recall}`);
    assert.ok(precision >= 0.99, `precision ${precision}`);
  });

  it("follows text that reflows across pages instead of reporting the words that moved", (t) => {
    const rand = random(9);
    const edited = reflowDocument(makeTexts(40, 450, vocabulary, rand), vocabulary, rand, 6);
    const result = score(edited);
    t.diagnostic(`reflowed text: ${result.actual} made, ${result.reported} reported, ${result.truePositives} right`);
    t.diagnostic(`reflowed recall ${percent(result.truePositives, result.actual)}, precision ${percent(result.truePositives, result.reported)}`);
    assert.ok(result.truePositives / result.actual >= 0.99);
    assert.ok(result.truePositives / result.reported >= 0.99);
  });

  it("compares 200 against 200 pages of 500 words in a few seconds", (t) => {
    const rand = random(10);
    const edited = editDocument(makeTexts(200, 500, vocabulary, rand), vocabulary, rand, {
      editedShare: 0.3,
      editsPerPage: 10,
      insertPagesBefore: [50],
      removePages: [120],
    });
    const started = performance.now();
    const result = diffDocuments(edited.original, edited.changed);
    const seconds = (performance.now() - started) / 1000;
    t.diagnostic(`200 x 200 pages of 500 words: ${seconds.toFixed(2)} s`);
    assert.equal(result.totals.pagesInserted, 1);
    assert.equal(result.totals.pagesRemoved, 1);
    assert.ok(seconds < 10, `${seconds} s`);
  });
});
