/**
 * The comparison behind compare-pdf, on plain data: two documents as pages of word
 * tokens in reading order. Pages are first paired by the words they share, so an inserted or
 * removed page stands alone instead of shifting every later pair; then the words of each pair are
 * diffed with Myers' algorithm (jsdiff). Where the words came from, and where their boxes are, is
 * the caller's business: each token carries an opaque `ref` that comes back untouched.
 */
import { diffArrays } from "diff";

export interface WordToken<Ref = unknown> {
  readonly text: string;
  readonly ref: Ref;
}

export type DiffPage<Ref = unknown> = readonly WordToken<Ref>[];

/** Page numbers are 1-based, as a person reads them in the report. */
export type DiffStep<Ref = unknown> =
  | {
      readonly kind: "paired";
      readonly originalPage: number;
      readonly changedPage: number;
      /** Weighted Dice similarity of the two pages' words, 0 to 1. */
      readonly similarity: number;
      readonly removed: readonly WordToken<Ref>[];
      readonly added: readonly WordToken<Ref>[];
    }
  | {
      readonly kind: "removedPage";
      readonly originalPage: number;
      readonly words: readonly WordToken<Ref>[];
      /** The page's words that did not reflow onto the changed page before it: what was really cut. */
      readonly removed: readonly WordToken<Ref>[];
    }
  | {
      readonly kind: "insertedPage";
      readonly changedPage: number;
      readonly words: readonly WordToken<Ref>[];
      /** The page's words that did not reflow from the original page before it: what is really new. */
      readonly added: readonly WordToken<Ref>[];
    };

export type PairedStep<Ref = unknown> = Extract<DiffStep<Ref>, { kind: "paired" }>;

export interface DiffTotals {
  /** Words removed or added within paired pages; words of whole removed or inserted pages are counted as pages. */
  readonly wordsRemoved: number;
  readonly wordsAdded: number;
  readonly pagesInserted: number;
  readonly pagesRemoved: number;
}

export interface DocumentDiff<Ref = unknown> {
  /** Every page of both documents exactly once, in the order of both documents. */
  readonly steps: readonly DiffStep<Ref>[];
  readonly totals: DiffTotals;
  readonly identical: boolean;
}

export interface DocumentDiffOptions {
  /**
   * Pages less alike than this do not pair. Words are weighted by rarity, so two unrelated pages
   * of the same language sharing only "the" and "of" score near 0, while a page with half of its
   * words rewritten still scores about 0.5. Unrelated pages of a short document, where rarity
   * weights tell less, were measured up to about 0.2.
   */
  readonly pairingThreshold?: number;
}

const DEFAULT_PAIRING_THRESHOLD = 0.3;

/**
 * Ligatures, full-width forms, soft hyphens and typographic quotes differ between PDF producers
 * for the same visible text; treating them as changes would flood the report with noise.
 */
export function normaliseWord(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, "")
    .replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .trim();
}

interface PreparedPage<Ref> {
  readonly tokens: WordToken<Ref>[];
  readonly texts: string[];
  /** Distinct word ids in ascending order with their counts, for a linear merge between pages. */
  readonly ids: Int32Array;
  readonly counts: Int32Array;
  mass: number;
}

export function diffDocuments<Ref>(
  original: readonly DiffPage<Ref>[],
  changed: readonly DiffPage<Ref>[],
  options: DocumentDiffOptions = {},
): DocumentDiff<Ref> {
  const threshold = options.pairingThreshold ?? DEFAULT_PAIRING_THRESHOLD;
  const vocabulary = new Map<string, number>();
  const a = original.map((page) => preparePage(page, vocabulary));
  const b = changed.map((page) => preparePage(page, vocabulary));
  const weights = rarityWeights([...a, ...b], vocabulary.size);
  for (const page of [...a, ...b]) page.mass = pageMass(page, weights);

  const steps = alignPages(a, b, weights, threshold);
  let wordsRemoved = 0;
  let wordsAdded = 0;
  let pagesInserted = 0;
  let pagesRemoved = 0;
  for (const step of steps) {
    if (step.kind === "paired") {
      wordsRemoved += step.removed.length;
      wordsAdded += step.added.length;
    } else if (step.kind === "insertedPage") pagesInserted++;
    else pagesRemoved++;
  }
  return {
    steps,
    totals: { wordsRemoved, wordsAdded, pagesInserted, pagesRemoved },
    identical: wordsRemoved + wordsAdded + pagesInserted + pagesRemoved === 0,
  };
}

function preparePage<Ref>(page: DiffPage<Ref>, vocabulary: Map<string, number>): PreparedPage<Ref> {
  const tokens: WordToken<Ref>[] = [];
  const texts: string[] = [];
  const tally = new Map<number, number>();
  for (const token of page) {
    const text = normaliseWord(token.text);
    // A token that is only invisible characters cannot be highlighted as a change a reader sees.
    if (text === "") continue;
    tokens.push(token);
    texts.push(text);
    let id = vocabulary.get(text);
    if (id === undefined) {
      id = vocabulary.size;
      vocabulary.set(text, id);
    }
    tally.set(id, (tally.get(id) ?? 0) + 1);
  }
  const ids = Int32Array.from(tally.keys()).sort();
  const counts = ids.map((id) => tally.get(id) ?? 0);
  return { tokens, texts, ids, counts, mass: 0 };
}

/**
 * Inverse document frequency over the pages of both documents: words found on nearly every page
 * say little about which pages correspond, words found on two pages say almost everything.
 */
function rarityWeights(pages: readonly PreparedPage<unknown>[], vocabularySize: number): Float64Array {
  const pagesWith = new Int32Array(vocabularySize);
  for (const page of pages) for (const id of page.ids) pagesWith[id]!++;
  const weights = new Float64Array(vocabularySize);
  for (let id = 0; id < vocabularySize; id++) weights[id] = Math.log(1 + pages.length / pagesWith[id]!);
  return weights;
}

function pageMass(page: PreparedPage<unknown>, weights: Float64Array): number {
  let mass = 0;
  for (let k = 0; k < page.ids.length; k++) mass += weights[page.ids[k]!]! * page.counts[k]!;
  return mass;
}

function similarity(x: PreparedPage<unknown>, y: PreparedPage<unknown>, weights: Float64Array): number {
  if (x.mass === 0 || y.mass === 0) return x.mass === y.mass ? 1 : 0;
  let shared = 0;
  let i = 0;
  let j = 0;
  while (i < x.ids.length && j < y.ids.length) {
    const xi = x.ids[i]!;
    const yj = y.ids[j]!;
    if (xi === yj) {
      shared += weights[xi]! * Math.min(x.counts[i]!, y.counts[j]!);
      i++;
      j++;
    } else if (xi < yj) i++;
    else j++;
  }
  return (2 * shared) / (x.mass + y.mass);
}

/**
 * A weighted longest common subsequence over pages: order is kept (a report reads front to
 * back), and the pairing with the most total similarity wins, so one inserted page costs one
 * unpaired page rather than a shifted pairing for the rest of the document.
 */
function alignPages<Ref>(
  a: readonly PreparedPage<Ref>[],
  b: readonly PreparedPage<Ref>[],
  weights: Float64Array,
  threshold: number,
): DiffStep<Ref>[] {
  const n = a.length;
  const m = b.length;
  const width = m + 1;
  const sim = new Float64Array(n * m);
  for (let i = 0; i < n; i++) for (let j = 0; j < m; j++) sim[i * m + j] = similarity(a[i]!, b[j]!, weights);

  const best = new Float64Array((n + 1) * width);
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      let value = Math.max(best[(i - 1) * width + j]!, best[i * width + j - 1]!);
      const s = sim[(i - 1) * m + j - 1]!;
      if (s >= threshold) value = Math.max(value, best[(i - 1) * width + j - 1]! + s);
      best[i * width + j] = value;
    }
  }

  const reversed: DiffStep<Ref>[] = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    const here = best[i * width + j]!;
    if (i > 0 && j > 0) {
      const s = sim[(i - 1) * m + j - 1]!;
      if (s >= threshold && here === best[(i - 1) * width + j - 1]! + s) {
        reversed.push(pairStep(i, j, s));
        i--;
        j--;
        continue;
      }
    }
    if (j > 0 && (i === 0 || here === best[i * width + j - 1]!)) {
      reversed.push({ kind: "insertedPage", changedPage: j, words: b[j - 1]!.tokens, added: [] });
      j--;
    } else {
      reversed.push({ kind: "removedPage", originalPage: i, words: a[i - 1]!.tokens, removed: [] });
      i--;
    }
  }
  const steps = reversed.reverse();
  diffSteps(steps, a, b);
  return steps;
}

/** Where a step's reported words go; the step types are read-only to callers. */
interface Sink<Ref> {
  readonly removed: WordToken<Ref>[];
  readonly added: WordToken<Ref>[];
}

interface OwnedWord<Ref> {
  readonly token: WordToken<Ref>;
  readonly text: string;
  readonly owner: Sink<Ref>;
}

function pairStep<Ref>(originalPage: number, changedPage: number, similarity: number): PairedStep<Ref> {
  return { kind: "paired", originalPage, changedPage, similarity, removed: [], added: [] };
}

function sinkOf<Ref>(step: DiffStep<Ref>): Sink<Ref> {
  // The arrays were created empty for this pass alone; callers only ever see them read-only.
  switch (step.kind) {
    case "paired":
      return { removed: step.removed as WordToken<Ref>[], added: step.added as WordToken<Ref>[] };
    case "insertedPage":
      return { removed: [], added: step.added as WordToken<Ref>[] };
    case "removedPage":
      return { removed: step.removed as WordToken<Ref>[], added: [] };
  }
}

/**
 * When a revision adds or cuts text, the following text reflows: the last lines of one page
 * become the first lines of the next, and the document may gain or lose a last page. Diffing each
 * pair alone would report those words removed from one page and added to the next, on every page
 * after the edit. So the unmatched words after a step's last common word are carried into the
 * next step's diff (an unpaired page is diffed against nothing but the carry) and only reported
 * if they still match nothing; each word is reported on its own page whichever diff found it.
 */
function diffSteps<Ref>(steps: readonly DiffStep<Ref>[], a: readonly PreparedPage<Ref>[], b: readonly PreparedPage<Ref>[]): void {
  let carryA: OwnedWord<Ref>[] = [];
  let carryB: OwnedWord<Ref>[] = [];
  const own = (page: PreparedPage<Ref> | undefined, owner: Sink<Ref>): OwnedWord<Ref>[] =>
    page === undefined ? [] : page.tokens.map((token, k) => ({ token, text: page.texts[k]!, owner }));
  for (const step of steps) {
    const owner = sinkOf(step);
    const left = [...carryA, ...own(step.kind === "insertedPage" ? undefined : a[step.originalPage - 1], owner)];
    const right = [...carryB, ...own(step.kind === "removedPage" ? undefined : b[step.changedPage - 1], owner)];
    carryA = [];
    carryB = [];
    const changes = diffArrays(
      left.map((word) => word.text),
      right.map((word) => word.text),
    );
    let lastCommon = -1;
    changes.forEach((change, index) => {
      if (!change.added && !change.removed) lastCommon = index;
    });
    let i = 0;
    let j = 0;
    for (const [index, change] of changes.entries()) {
      const count = change.count;
      // Without any common word there is no reflow to follow, and carrying would only grow.
      const carry = lastCommon >= 0 && index > lastCommon;
      if (change.removed) {
        for (const word of left.slice(i, i + count)) {
          if (carry) carryA.push(word);
          else word.owner.removed.push(word.token);
        }
        i += count;
      } else if (change.added) {
        for (const word of right.slice(j, j + count)) {
          if (carry) carryB.push(word);
          else word.owner.added.push(word.token);
        }
        j += count;
      } else {
        i += count;
        j += count;
      }
    }
  }
  for (const word of carryA) word.owner.removed.push(word.token);
  for (const word of carryB) word.owner.added.push(word.token);
}
