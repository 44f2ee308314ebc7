import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { diffDocuments, type DiffPage, type WordToken } from "../../src/pdf/document-diff.ts";
import { changeKeys, drawWords, editDocument, makeVocabulary, percent, random, scoreChanges, type ChangeScore, type EditedText, type Place, type Vocabulary } from "../helpers/known-edits.ts";

/** Each word carries its place in its own document as its ref; the diff must hand it back untouched. */
type Page = WordToken<Place>[];

function makeTexts(pages: number, wordsPerPage: number, vocabulary: Vocabulary, rand: () => number): string[][] {
  return Array.from({ length: pages }, () => drawWords(wordsPerPage, vocabulary, rand));
}

function toPages(texts: readonly (readonly string[])[]): Page[] {
  return texts.map((words, page) => words.map((text, index) => ({ text, ref: { page: page + 1, index } })));
}

/**
 * A revised text set again: the same edits as editDocument, but made in the running text, which
 * is then cut into pages of the same length, so words cross page boundaries as they do when a
 * real document is regenerated after an edit.
 */
function reflowDocument(texts: string[][], vocabulary: Vocabulary, rand: () => number, editsPerPage: number): EditedText {
  const perPage = texts[0]!.length;
  const flat = editDocument([texts.flat()], vocabulary, rand, { editedShare: 1, editsPerPage: editsPerPage * texts.length });
  const split = (words: readonly string[]): string[][] => {
    const pages: string[][] = [];
    for (let at = 0; at < words.length; at += perPage) pages.push(words.slice(at, at + perPage));
    return pages;
  };
  const place = (ref: Place): Place => ({ page: Math.floor(ref.index / perPage) + 1, index: ref.index % perPage });
  return {
    original: split(flat.original[0]!),
    changed: split(flat.changed[0]!),
    truth: { removed: flat.truth.removed.map(place), added: flat.truth.added.map(place), insertedPages: [], removedPages: [] },
  };
}

/** The diff of the two documents' words (each carrying its place as its ref), scored against the changes made. */
function score(edited: EditedText): ChangeScore {
  const result = diffDocuments(toPages(edited.original), toPages(edited.changed));
  const reported: string[] = [];
  for (const step of result.steps) {
    if (step.kind === "paired") {
      assert.ok(step.removed.every((word) => word.ref.page === step.originalPage), "removed words reported on their own page");
      assert.ok(step.added.every((word) => word.ref.page === step.changedPage), "added words reported on their own page");
      for (const word of step.removed) reported.push(changeKeys.removed(edited.original, word.ref));
      for (const word of step.added) reported.push(changeKeys.added(edited.changed, word.ref));
    } else if (step.kind === "removedPage") for (const word of step.removed) reported.push(changeKeys.removedPageWord(word.ref));
    else for (const word of step.added) reported.push(changeKeys.insertedPageWord(word.ref));
  }
  return scoreChanges(reported, edited);
}

describe("diffDocuments", () => {
  const vocabulary = makeVocabulary(random(20261122), 4000);

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
    const [original, changed] = [toPages(edited.original), toPages(edited.changed)];
    const result = diffDocuments(original, changed);
    assert.deepEqual(result.totals, { wordsRemoved: 0, wordsAdded: 0, pagesInserted: 1, pagesRemoved: 0 });
    assert.deepEqual(result.steps[0], { kind: "insertedPage", changedPage: 1, words: changed[0], added: changed[0] });
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
      const original = toPages(edited.original);
      const result = diffDocuments(original, toPages(edited.changed));
      assert.deepEqual(result.totals, { wordsRemoved: 0, wordsAdded: 0, pagesInserted: 0, pagesRemoved: 1 });
      const words = original[removed - 1];
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
    const [original, changed] = [toPages(edited.original), toPages(edited.changed)];
    const started = performance.now();
    const result = diffDocuments(original, changed);
    const seconds = (performance.now() - started) / 1000;
    t.diagnostic(`200 x 200 pages of 500 words: ${seconds.toFixed(2)} s`);
    assert.equal(result.totals.pagesInserted, 1);
    assert.equal(result.totals.pagesRemoved, 1);
    assert.ok(seconds < 10, `${seconds} s`);
  });
});
