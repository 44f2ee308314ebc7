/**
 * compare-pdf's accuracy on real PDFs with known changes: text PDFs are set with MuPDF,
 * edited at known word positions, read back through the tool's own path (readWords: MuPDF
 * structured text → readPageWords → tokens) and compared with diffDocuments. Recall is the share
 * of the changes made that are reported, precision the share of reported changes that were made.
 */
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as mupdf from "mupdf";
import { diffDocuments, normaliseWord, type DiffPage, type WordToken } from "../../src/pdf/document-diff.ts";
import { openPdf } from "../../src/pdf/mupdf-document.ts";
import { readWords } from "../../src/tools/compare-pdf.ts";
import { editPageWords, random } from "../helpers/known-edits.ts";

const CORPUS = `
The tenant shall pay the rent on the first day of each month without deduction or set off, and
shall keep the premises in good and substantial repair and condition throughout the term. The
landlord may enter the premises at reasonable times, upon giving not less than forty eight hours
notice in writing, to inspect the state of repair and to carry out any works which the landlord is
obliged or entitled to carry out under this agreement. Any notice given under this agreement must be
in writing and delivered by hand or sent by registered post to the address of the other party stated
above, or to such other address as that party may have notified for that purpose. If any provision of
this agreement is held to be invalid or unenforceable, the remaining provisions shall continue in full
force and effect. Payments received after the due date shall bear interest at the rate of two per cent
per month from the due date until payment.
`;

interface Vocabulary {
  readonly words: string[];
  readonly cumulative: number[];
}

/** Corpus words by frequency plus invented content words, drawn with a Zipf distribution. */
function makeVocabulary(rand: () => number): Vocabulary {
  const frequency = new Map<string, number>();
  for (const word of CORPUS.toLowerCase().replace(/[,.]/g, "").split(/\s+/).filter(Boolean)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const words = [...frequency.entries()].sort((x, y) => y[1] - x[1]).map(([word]) => word);
  const syllables = ["ka", "ter", "mo", "lin", "ra", "dus", "ve", "pon", "si", "gal", "tre", "no", "bi", "quo", "men"];
  const seen = new Set(words);
  while (words.length < 3000) {
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

function drawWord(vocabulary: Vocabulary, rand: () => number): string {
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

function makePageText(count: number, vocabulary: Vocabulary, rand: () => number): string[] {
  return Array.from({ length: count }, () => drawWord(vocabulary, rand));
}

/** How a page is set: /Rotate and an optional CropBox that differs from the MediaBox. */
interface PageStyle {
  readonly rotate: 0 | 90 | 180 | 270;
  readonly cropBox?: readonly [number, number, number, number];
}

const FONT_SIZE = 10;
const LEADING = 13;
const LEFT = 72;
const MEASURE = 468;
const TOP = 740;

/**
 * A US Letter PDF of justified Helvetica text: words are set into lines of the full measure, the
 * spare width spread over the gaps (the last line of a paragraph of 60 words left ragged), one
 * word per Tj at its place. No hyphenation, so each word drawn is one word extracted.
 */
function makePdf(pages: readonly (readonly string[])[], styles: readonly PageStyle[]): Uint8Array {
  const font = new mupdf.Font("Helvetica");
  const width = (text: string): number => {
    let w = 0;
    for (const c of text) w += font.advanceGlyph(font.encodeCharacter(c));
    return w * FONT_SIZE;
  };
  const space = width(" ");
  const doc = new mupdf.PDFDocument();
  try {
    const pdfFont = doc.addSimpleFont(font);
    for (const [index, words] of pages.entries()) {
      const style = styles[index]!;
      const resources = doc.newDictionary();
      const fonts = doc.newDictionary();
      fonts.put("F", pdfFont);
      resources.put("Font", fonts);
      const ops: string[] = [];
      let y = TOP;
      for (let start = 0; start < words.length; start += 60) {
        const paragraph = words.slice(start, start + 60);
        let k = 0;
        while (k < paragraph.length) {
          const line: string[] = [paragraph[k]!];
          let used = width(paragraph[k]!);
          k++;
          while (k < paragraph.length && used + space + width(paragraph[k]!) <= MEASURE) {
            used += space + width(paragraph[k]!);
            line.push(paragraph[k]!);
            k++;
          }
          const last = k >= paragraph.length;
          const gap = last || line.length === 1 ? space : space + (MEASURE - used) / (line.length - 1);
          let x = LEFT;
          for (const word of line) {
            ops.push(`BT /F ${FONT_SIZE} Tf ${x.toFixed(3)} ${y} Td (${word}) Tj ET`);
            x += width(word) + gap;
          }
          y -= LEADING;
        }
        y -= LEADING / 2;
      }
      const page = doc.addPage([0, 0, 612, 792], style.rotate, resources, ops.join("\n"));
      if (style.cropBox) page.put("CropBox", [...style.cropBox]);
      doc.insertPage(-1, page);
    }
    const buffer = doc.saveToBuffer("compress=yes");
    try {
      return buffer.asUint8Array().slice();
    } finally {
      buffer.destroy();
    }
  } finally {
    doc.destroy();
  }
}

/** A word's place in its own document, 1-based page and 0-based index among the page's words. */
interface Place {
  readonly page: number;
  readonly index: number;
}

interface Truth {
  readonly removed: Place[];
  readonly added: Place[];
  readonly insertedPages: number[];
  readonly removedPages: number[];
}

interface Edited {
  readonly original: string[][];
  readonly changed: string[][];
  readonly truth: Truth;
}

/** Substituted, inserted and deleted words at known places, plus whole pages inserted and removed. */
function editDocument(
  original: string[][],
  vocabulary: Vocabulary,
  rand: () => number,
  plan: { editedShare: number; editsPerPage: number; insertPagesBefore: number[]; removePages: number[] },
): Edited {
  const truth: Truth = { removed: [], added: [], insertedPages: [], removedPages: [] };
  const changed: string[][] = [];
  const fresh = (avoid: string): string => {
    for (;;) {
      const word = drawWord(vocabulary, rand);
      if (normaliseWord(word) !== normaliseWord(avoid)) return word;
    }
  };
  for (const [pageIndex, words] of original.entries()) {
    const originalPage = pageIndex + 1;
    if (plan.insertPagesBefore.includes(originalPage)) {
      changed.push(makePageText(words.length, vocabulary, rand));
      truth.insertedPages.push(changed.length);
    }
    if (plan.removePages.includes(originalPage)) {
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

/** Deleting one of two equal neighbours is the same change whichever is named: key by the run's start. */
function changeKey(pages: readonly (readonly string[])[], place: Place): string {
  const words = pages[place.page - 1]!;
  const text = normaliseWord(words[place.index]!);
  let start = place.index;
  while (start > 0 && normaliseWord(words[start - 1]!) === text) start--;
  return `${place.page}:${start}`;
}

/** The tool's own reading of a PDF: openPdf, then readWords (readPageWords → tokens). */
async function extract(dir: string, name: string, bytes: Uint8Array): Promise<DiffPage[]> {
  const file = path.join(dir, name);
  await fs.writeFile(file, bytes);
  const doc = await openPdf(file, { name });
  try {
    return await readWords(doc);
  } finally {
    doc.destroy();
  }
}

interface Score {
  readonly truePositives: number;
  readonly reported: number;
  readonly actual: number;
}

function score(edited: Edited, original: readonly DiffPage[], changed: readonly DiffPage[]): Score {
  // Tokens come back from the diff as the same objects: their place is looked up by identity.
  const placeOf = new Map<WordToken, Place>();
  for (const pages of [original, changed]) {
    pages.forEach((tokens, page) => tokens.forEach((token, index) => placeOf.set(token, { page: page + 1, index })));
  }
  const extractedText = (pages: readonly DiffPage[]) => pages.map((tokens) => tokens.map((token) => token.text));
  const result = diffDocuments(original, changed);
  const reported: string[] = [];
  for (const step of result.steps) {
    if (step.kind === "paired") {
      for (const word of step.removed) reported.push(`-${changeKey(extractedText(original), placeOf.get(word)!)}`);
      for (const word of step.added) reported.push(`+${changeKey(extractedText(changed), placeOf.get(word)!)}`);
    } else if (step.kind === "removedPage") {
      for (const word of step.removed) reported.push(`-${placeOf.get(word)!.page}:${placeOf.get(word)!.index}:page`);
    } else for (const word of step.added) reported.push(`+${placeOf.get(word)!.page}:${placeOf.get(word)!.index}:page`);
  }
  const actual: string[] = [];
  for (const place of edited.truth.removed) actual.push(`-${changeKey(edited.original, place)}`);
  for (const place of edited.truth.added) actual.push(`+${changeKey(edited.changed, place)}`);
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

/** Every third page turned 90°, every fourth trimmed by a CropBox offset from the MediaBox. */
function styles(count: number, shift: number): PageStyle[] {
  return Array.from({ length: count }, (_, k) => ({
    rotate: (k + shift) % 3 === 2 ? 90 : 0,
    cropBox: (k + shift) % 4 === 1 ? ([30, 24, 590, 770] as const) : undefined,
  }));
}

const percent = (part: number, whole: number): string => `${((100 * part) / whole).toFixed(2)} %`;

describe("compare-pdf accuracy on real PDFs", () => {
  let dir: string;
  before(async () => (dir = await fs.mkdtemp(path.join(os.tmpdir(), "compare-accuracy-"))));
  after(() => fs.rm(dir, { recursive: true, force: true }));

  it("finds at least 99 % of known changes, and at least 99 % of what it reports is a known change", async (t) => {
    const vocabulary = makeVocabulary(random(20261122));
    const rand = random(55);
    const runs = [
      { pages: 10, plan: { editedShare: 0.6, editsPerPage: 6, insertPagesBefore: [4], removePages: [8] } },
      { pages: 12, plan: { editedShare: 0.9, editsPerPage: 15, insertPagesBefore: [1], removePages: [6, 12] } },
      { pages: 8, plan: { editedShare: 1, editsPerPage: 30, insertPagesBefore: [6], removePages: [2] } },
    ];
    let truePositives = 0;
    let reported = 0;
    let actual = 0;
    let words = 0;
    for (const [n, run] of runs.entries()) {
      const texts = Array.from({ length: run.pages }, () => makePageText(280 + Math.floor(rand() * 41), vocabulary, rand));
      const edited = editDocument(texts, vocabulary, rand, run.plan);
      const originalPdf = makePdf(edited.original, styles(edited.original.length, n));
      const changedPdf = makePdf(edited.changed, styles(edited.changed.length, n + 1));
      const original = await extract(dir, `original-${n}.pdf`, originalPdf);
      const changed = await extract(dir, `changed-${n}.pdf`, changedPdf);
      // The known places only hold if each word drawn is read back as that one word, in order.
      assert.deepEqual(
        original.map((page) => page.map((token) => token.text)),
        edited.original,
        `run ${n}: original read back word for word`,
      );
      assert.deepEqual(
        changed.map((page) => page.map((token) => token.text)),
        edited.changed,
        `run ${n}: changed read back word for word`,
      );
      const result = score(edited, original, changed);
      t.diagnostic(`run ${n + 1}: ${run.pages} pages, ${result.actual} changes made, ${result.reported} reported, ${result.truePositives} right`);
      truePositives += result.truePositives;
      reported += result.reported;
      actual += result.actual;
      words += edited.original.flat().length + edited.changed.flat().length;
    }
    const recall = truePositives / actual;
    const precision = truePositives / reported;
    t.diagnostic(`${words} words extracted from ${runs.length * 2} PDFs`);
    t.diagnostic(`recall ${percent(truePositives, actual)} (${truePositives}/${actual}), precision ${percent(truePositives, reported)} (${truePositives}/${reported})`);
    assert.ok(recall >= 0.99, `recall ${recall}`);
    assert.ok(precision >= 0.99, `precision ${precision}`);
  });
});
