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
import { diffDocuments, type DiffPage, type WordToken } from "../../src/pdf/document-diff.ts";
import { openPdf } from "../../src/pdf/mupdf-document.ts";
import { readWords } from "../../src/tools/compare-pdf.ts";
import { changeKeys, drawWords, editDocument, makeVocabulary, percent, random, scoreChanges, type ChangeScore, type EditedText, type Place } from "../helpers/known-edits.ts";

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

/** The diff of the two readings, scored against the changes made. */
function score(edited: EditedText, original: readonly DiffPage[], changed: readonly DiffPage[]): ChangeScore {
  // Tokens come back from the diff as the same objects: their place is looked up by identity.
  const placeOf = new Map<WordToken, Place>();
  for (const pages of [original, changed]) {
    pages.forEach((tokens, page) => tokens.forEach((token, index) => placeOf.set(token, { page: page + 1, index })));
  }
  const extractedText = (pages: readonly DiffPage[]) => pages.map((tokens) => tokens.map((token) => token.text));
  const reported: string[] = [];
  for (const step of diffDocuments(original, changed).steps) {
    if (step.kind === "paired") {
      for (const word of step.removed) reported.push(changeKeys.removed(extractedText(original), placeOf.get(word)!));
      for (const word of step.added) reported.push(changeKeys.added(extractedText(changed), placeOf.get(word)!));
    } else if (step.kind === "removedPage") {
      for (const word of step.removed) reported.push(changeKeys.removedPageWord(placeOf.get(word)!));
    } else for (const word of step.added) reported.push(changeKeys.insertedPageWord(placeOf.get(word)!));
  }
  return scoreChanges(reported, edited);
}

/** Every third page turned 90°, every fourth trimmed by a CropBox offset from the MediaBox. */
function styles(count: number, shift: number): PageStyle[] {
  return Array.from({ length: count }, (_, k) => ({
    rotate: (k + shift) % 3 === 2 ? 90 : 0,
    cropBox: (k + shift) % 4 === 1 ? ([30, 24, 590, 770] as const) : undefined,
  }));
}

describe("compare-pdf accuracy on real PDFs", () => {
  let dir: string;
  before(async () => (dir = await fs.mkdtemp(path.join(os.tmpdir(), "compare-accuracy-"))));
  after(() => fs.rm(dir, { recursive: true, force: true }));

  it("finds at least 99 % of known changes, and at least 99 % of what it reports is a known change", async (t) => {
    const vocabulary = makeVocabulary(random(20261122), 3000);
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
      const texts = Array.from({ length: run.pages }, () => drawWords(280 + Math.floor(rand() * 41), vocabulary, rand));
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
