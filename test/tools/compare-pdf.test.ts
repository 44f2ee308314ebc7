import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import * as mupdf from "mupdf";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { runTool, runToolExpectingFailure, submit, type FileArg } from "../helpers/api-client.ts";
import { readPdf, type PdfReader, type PlacedTextItem } from "../helpers/pdf-reader.ts";

const WORDS_PER_LINE = 5;

/** The words of page `n` of a test document: 20 words no other page has. */
function pageWords(n: number): string[] {
  return Array.from({ length: 20 }, (_, k) => `p${n}w${k}`);
}

/**
 * A US Letter PDF of text pages in Helvetica, one word per Tj at a known place: word k of a
 * page sits on line k / 5 (from 720 pt down, 20 pt apart), 90 pt apart across.
 */
function makePdf(name: string, pages: readonly (readonly string[])[], rotate: 0 | 90 | 180 | 270 = 0): FileArg {
  const doc = new mupdf.PDFDocument();
  try {
    const font = doc.addSimpleFont(new mupdf.Font("Helvetica"));
    for (const words of pages) {
      const resources = doc.newDictionary();
      const fonts = doc.newDictionary();
      fonts.put("F", font);
      resources.put("Font", fonts);
      const content = words
        .map((word, k) => `BT /F 12 Tf ${72 + (k % WORDS_PER_LINE) * 90} ${720 - Math.floor(k / WORDS_PER_LINE) * 20} Td (${word}) Tj ET`)
        .join("\n");
      const page = doc.addPage([0, 0, 612, 792], rotate, resources, content);
      // A CropBox that trims the page, so the shown box is not the MediaBox.
      if (rotate !== 0) page.put("CropBox", [36, 300, 580, 770]);
      doc.insertPage(-1, page);
    }
    const buffer = doc.saveToBuffer("compress=yes");
    try {
      return { name, data: buffer.asUint8Array().slice() };
    } finally {
      buffer.destroy();
    }
  } finally {
    doc.destroy();
  }
}

type Pixels = { data: Uint8Array; width: number; height: number };

/** Pixels of a box (viewport points) at `dpi` that are tinted in the given way. */
function tinted(image: Pixels, dpi: number, box: [number, number, number, number], test: (r: number, g: number, b: number) => boolean): number {
  const scale = dpi / 72;
  let count = 0;
  for (let y = Math.floor(box[1] * scale); y < Math.ceil(box[3] * scale); y++) {
    for (let x = Math.floor(box[0] * scale); x < Math.ceil(box[2] * scale); x++) {
      if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue;
      const i = (y * image.width + x) * 4;
      if (test(image.data[i]!, image.data[i + 1]!, image.data[i + 2]!)) count++;
    }
  }
  return count;
}

const isRed = (r: number, g: number, b: number) => r > g + 60 && r > b + 60;
const isGreen = (r: number, g: number, b: number) => g > r + 40 && g > b + 40;

/** The box of a word as placed on a report page: from its baseline up to its font size. */
function wordBox(item: PlacedTextItem): [number, number, number, number] {
  return [item.start[0], item.start[1] - item.size * 0.7, item.end[0], item.start[1]];
}

async function itemOn(pdf: PdfReader, page: number, str: string): Promise<PlacedTextItem> {
  const items = (await pdf.placedText(page)).filter((item) => item.str === str);
  assert.equal(items.length, 1, `"${str}" on report page ${page}: ${items.length} items`);
  return items[0]!;
}

describe("compare-pdf", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  // Original: pages 1-4. Changed: 1, a new page, 2 with one word replaced, 4 (3 removed).
  const changedPage2 = pageWords(2).map((w) => (w === "p2w7" ? "CHANGED" : w));
  const original = makePdf("original.pdf", [pageWords(1), pageWords(2), pageWords(3), pageWords(4)]);
  const changed = makePdf("changed.pdf", [pageWords(1), pageWords(9), changedPage2, pageWords(4)]);

  it("counts and lists the changes, and shows changed pairs side by side with red and green highlights", async () => {
    const { bytes, job } = await runTool(t, "compare-pdf", [original, changed]);
    assert.equal(job.operation, "compare-pdf");
    const report = await readPdf(bytes);
    try {
      const summary = await report.pageText(1);
      assert.match(summary, /Words removed: 1\b/);
      assert.match(summary, /Words added: 1\b/);
      assert.match(summary, /Pages inserted: 1\b/);
      assert.match(summary, /Pages removed: 1\b/);
      assert.match(summary, /Page 2 ↔ 3: 1 word removed, 1 added/);
      assert.match(summary, /Page 2 \(changed\) inserted/);
      assert.match(summary, /Page 3 \(original\) removed/);
      // Summary, then in document order: the inserted page, the changed pair, the removed page.
      assert.equal(report.numPages, 4);
      assert.match(await report.pageText(2), /Inserted page 2 of the changed PDF/);
      assert.match(await report.pageText(2), /p9w0/);
      assert.match(await report.pageText(4), /Removed page 3 of the original/);
      assert.match(await report.pageText(4), /p3w19/);

      // The pair keeps both pages' own text (vector content, not an image).
      const pairText = await report.pageText(3);
      for (const word of ["p2w0", "p2w7", "CHANGED", "p2w19"]) assert.ok(pairText.includes(word), `${word} on the side-by-side page`);
      const { width } = await report.viewSize(3);
      const removed = await itemOn(report, 3, "p2w7");
      const added = await itemOn(report, 3, "CHANGED");
      assert.ok(removed.end[0] < width / 2, "the removed word is on the left half");
      assert.ok(added.start[0] > width / 2, "the added word is on the right half");
      // Same place on both pages, scaled alike.
      assert.ok(Math.abs(removed.start[1] - added.start[1]) < 0.5);
      assert.ok(Math.abs(removed.start[0] + width / 2 - added.start[0]) < 15);

      const dpi = 100;
      const image = await report.render(3, dpi);
      const red = tinted(image, dpi, wordBox(removed), isRed);
      const green = tinted(image, dpi, wordBox(added), isGreen);
      assert.ok(red > 30, `red pixels over the removed word: ${red}`);
      assert.ok(green > 30, `green pixels over the added word: ${green}`);
      // Nowhere else: an unchanged word on either side, and the other colour on each word.
      const kept = await report.placedText(3).then((items) => items.filter((item) => item.str === "p2w8"));
      assert.equal(kept.length, 2);
      for (const item of kept) {
        assert.equal(tinted(image, dpi, wordBox(item), isRed), 0);
        assert.equal(tinted(image, dpi, wordBox(item), isGreen), 0);
      }
      assert.equal(tinted(image, dpi, wordBox(removed), isGreen), 0);
      assert.equal(tinted(image, dpi, wordBox(added), isRed), 0);
      // No highlight beyond the changed word's own box (its quad reaches from descender to ascender).
      const full: [number, number, number, number] = [0, 0, width, image.height];
      const around = (item: PlacedTextItem): [number, number, number, number] => [item.start[0] - 2, item.start[1] - item.size * 1.2, item.end[0] + 2, item.start[1] + item.size * 0.5];
      assert.equal(tinted(image, dpi, full, isRed), tinted(image, dpi, around(removed), isRed), "red only around the removed word");
      assert.equal(tinted(image, dpi, full, isGreen), tinted(image, dpi, around(added), isGreen), "green only around the added word");

      // The inserted page is alone on the right, all its words new and green; the removed one on the left in red.
      const inserted = await report.render(2, dpi);
      const newWord = await itemOn(report, 2, "p9w12");
      assert.ok(newWord.start[0] > width / 2);
      assert.ok(tinted(inserted, dpi, wordBox(newWord), isGreen) > 30);
      const cut = await report.render(4, dpi);
      const cutWord = await itemOn(report, 4, "p3w12");
      assert.ok(cutWord.end[0] < width / 2);
      assert.ok(tinted(cut, dpi, wordBox(cutWord), isRed) > 30);
    } finally {
      await report.destroy();
    }
  });

  it("places highlights over the words of rotated, cropped pages", async () => {
    const before = makePdf("rotated.pdf", [pageWords(5)], 90);
    const after = makePdf("rotated-changed.pdf", [pageWords(5).map((w) => (w === "p5w11" ? "NEWWORD" : w))], 90);
    const { bytes } = await runTool(t, "compare-pdf", [before, after]);
    const report = await readPdf(bytes);
    try {
      assert.equal(report.numPages, 2);
      const dpi = 100;
      const image = await report.render(2, dpi);
      const { width } = await report.viewSize(2);
      for (const [word, test, left] of [["p5w11", isRed, true], ["NEWWORD", isGreen, false]] as const) {
        const item = await itemOn(report, 2, word);
        // Shown turned by the page's /Rotate: the baseline runs down the report page.
        assert.ok(Math.abs(item.start[0] - item.end[0]) < 1, `${word} runs vertically`);
        assert.equal(item.start[0] < width / 2, left);
        const x = item.start[0];
        const [y0, y1] = [Math.min(item.start[1], item.end[1]), Math.max(item.start[1], item.end[1])];
        const box: [number, number, number, number] = [x - item.size, y0, x + item.size, y1];
        const all: [number, number, number, number] = [0, 0, width, image.height];
        const inside = tinted(image, dpi, box, test);
        assert.ok(inside > 20, `${word}: ${inside} highlighted pixels`);
        assert.equal(tinted(image, dpi, all, test), inside, `${word}: highlight only over the word`);
      }
    } finally {
      await report.destroy();
    }
  });

  it("lists many changes over more than one summary page", async () => {
    const count = 60;
    const pages = Array.from({ length: count }, (_, i) => pageWords(100 + i));
    const edited = pages.map((words) => words.map((w, k) => (k === 3 ? `${w}x` : w)));
    const { bytes } = await runTool(t, "compare-pdf", [makePdf("long.pdf", pages), makePdf("long-edited.pdf", edited)]);
    const report = await readPdf(bytes);
    try {
      assert.equal(report.numPages, 2 + count);
      const first = await report.pageText(1);
      assert.match(first, /Words removed: 60\b/);
      assert.match(first, /Page 1 ↔ 1: 1 word removed, 1 added/);
      const second = await report.pageText(2);
      assert.match(second, /Page 60 ↔ 60: 1 word removed, 1 added/);
      assert.doesNotMatch(first, /Page 60 ↔/);
      assert.match(await report.pageText(2 + count), /p159w3x/);
    } finally {
      await report.destroy();
    }
  });

  it("reports no changes for identical documents, on one page", async () => {
    const { bytes } = await runTool(t, "compare-pdf", [original, makePdf("copy.pdf", [pageWords(1), pageWords(2), pageWords(3), pageWords(4)])]);
    const report = await readPdf(bytes);
    try {
      assert.equal(report.numPages, 1);
      assert.match(await report.pageText(1), /No changes/);
    } finally {
      await report.destroy();
    }
  });

  it("fails with NoText naming a PDF without text", async () => {
    const blank = makePdf("blank.pdf", [[]]);
    const error = await runToolExpectingFailure(t, "compare-pdf", [original, blank]);
    assert.equal(error.code, "NoText");
    assert.match(error.detail, /blank\.pdf/);
    const curves = await runToolExpectingFailure(t, "compare-pdf", [corpus("pdf/structure/vector_text_as_curves_no_fonts.pdf"), changed]);
    assert.equal(curves.code, "NoText");
    assert.match(curves.detail, /vector_text_as_curves_no_fonts\.pdf/);
  });

  it("takes exactly two files and no batchId", async () => {
    for (const files of [[original], [original, changed, original]]) {
      const { response, body } = await submit(t, "compare-pdf", files);
      assert.equal(response.status, 400, `${files.length} files`);
      assert.equal(body.errors[0].field, "files");
    }
    const batch = await submit(t, "compare-pdf", [original, changed], { batchId: "4b0c1c2e-1d6b-4a53-9c77-2f5d1b0b7e11" });
    assert.equal(batch.response.status, 400);
    assert.ok(batch.body.errors.some((e: { field: string }) => e.field === "batchId"), JSON.stringify(batch.body));
  });
});
