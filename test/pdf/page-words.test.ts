import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import * as mupdf from "mupdf";
import { findTerms, rangeBoxes, readPageWords, type PageWords } from "../../src/pdf/page-words.ts";
import { findSensitive } from "../../src/pdf/sensitive-patterns.ts";
import { readPdf } from "../helpers/pdf-reader.ts";

const corpus = "/work/shared/corpus/pdf";

/** A PDF of pages drawn with Helvetica 12 pt, each given as its /Rotate and lines set from (72, 700). */
function makePdf(pages: ReadonlyArray<{ rotate: 0 | 90 | 180 | 270; lines: readonly string[] }>): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font("Helvetica"));
  for (const { rotate, lines } of pages) {
    const resources = doc.newDictionary();
    const fonts = doc.newDictionary();
    fonts.put("F", font);
    resources.put("Font", fonts);
    const shown = lines.map((line) => `(${line}) Tj 0 -14 Td`).join(" ");
    doc.insertPage(-1, doc.addPage([0, 0, 612, 792], rotate, resources, `BT /F 12 Tf 72 700 Td 14 TL ${shown} ET`));
  }
  const bytes = doc.saveToBuffer("").asUint8Array().slice();
  doc.destroy();
  return bytes;
}

function withPage<T>(bytes: Uint8Array, index: number, use: (words: PageWords) => T): T {
  const doc = new mupdf.PDFDocument(bytes);
  try {
    const page = doc.loadPage(index);
    try {
      return use(readPageWords(page));
    } finally {
      page.destroy();
    }
  } finally {
    doc.destroy();
  }
}

function within(box: mupdf.Rect, words: PageWords): boolean {
  return box[0] >= -0.5 && box[1] >= -0.5 && box[2] <= words.width + 0.5 && box[3] <= words.height + 0.5;
}

function contains(box: mupdf.Rect, [x, y]: readonly [number, number], slack = 1.5): boolean {
  return x >= box[0] - slack && x <= box[2] + slack && y >= box[1] - slack && y <= box[3] + slack;
}

describe("readPageWords", () => {
  it("keeps words in reading order with lines joined by line breaks", () => {
    const bytes = makePdf([{ rotate: 0, lines: ["The exam-", "ple is  here", "secret", "word follows"] }]);
    withPage(bytes, 0, (page) => {
      assert.equal(page.text, "The exam-\nple is here\nsecret\nword follows");
      assert.deepEqual(page.words.map((w) => w.text), ["The", "exam-", "ple", "is", "here", "secret", "word", "follows"]);
      assert.equal(page.lines.length, 4);
      assert.equal(page.chars.length, page.text.length);
      assert.equal(page.chars[page.text.indexOf("\n")], null);
      // Lines run down the page: each line's words sit below the previous line's.
      for (let i = 1; i < page.lines.length; i++) assert.ok(page.lines[i]!.bbox[1] > page.lines[i - 1]!.bbox[1]);
      assert.deepEqual([page.width, page.height], [612, 792]);
    });
  });
});

describe("findTerms", () => {
  const bytes = makePdf([{ rotate: 0, lines: ["The exam-", "ple is here", "Top secret", "word follows; a SECRETARY", "e-", "mail x-ray"] }]);

  it("matches across a hyphenated line end and across a line break, one box per line", () => {
    withPage(bytes, 0, (page) => {
      const [example] = findTerms(page, ["example"], { matchCase: false });
      assert.ok(example);
      assert.equal(page.text.slice(example.start, example.end), "exam-\nple");
      assert.equal(example.boxes.length, 2);
      const [secretWord] = findTerms(page, ["secret   word"], { matchCase: false });
      assert.ok(secretWord);
      assert.equal(page.text.slice(secretWord.start, secretWord.end), "secret\nword");
      assert.equal(secretWord.boxes.length, 2);
      // A hyphen that belongs to the term still matches when the line breaks after it.
      assert.deepEqual(findTerms(page, ["E-Mail", "x-ray"], { matchCase: false }).map((m) => page.text.slice(m.start, m.end)), ["e-\nmail", "x-ray"]);
      // The first box covers "exam-" on the upper line, right of where "ple" starts below it.
      // (Boxes of adjacent lines may overlap: a glyph's quad is as tall as the font, taller than the leading.)
      const [upper, lower] = example.boxes as [mupdf.Rect, mupdf.Rect];
      assert.ok(upper[1] + 10 < lower[1] && upper[0] > lower[0] + 20, JSON.stringify(example.boxes));
    });
  });

  it("finds terms inside longer words in any case, or only in the given case with matchCase", () => {
    withPage(bytes, 0, (page) => {
      const any = findTerms(page, ["secret"], { matchCase: false }).map((m) => page.text.slice(m.start, m.end));
      assert.deepEqual(any, ["secret", "SECRET"]);
      const exact = findTerms(page, ["SECRET"], { matchCase: true }).map((m) => page.text.slice(m.start, m.end));
      assert.deepEqual(exact, ["SECRET"]);
      assert.deepEqual(findTerms(page, ["Example"], { matchCase: true }), []);
      assert.deepEqual(findTerms(page, ["absent", "  "], { matchCase: false }), []);
      // Characters that mean something in a regular expression are taken literally.
      assert.deepEqual(findTerms(page, ["s. a", "(x)", "[a-z]", "e-ple"], { matchCase: false }).map((m) => m.term), []);
      assert.deepEqual(findTerms(page, ["follows; a"], { matchCase: false }).map((m) => page.text.slice(m.start, m.end)), ["follows; a"]);
    });
  });

  it("gives boxes over the right words on a rotated page, as pdf.js places them", async () => {
    const rotated = makePdf([{ rotate: 90, lines: ["Name: Ravi Kumar", "Mail ravi@example.com"] }]);
    const reader = await readPdf(rotated);
    try {
      const placed = await reader.placedText(1);
      withPage(rotated, 0, (page) => {
        assert.deepEqual([page.width, page.height], [792, 612]);
        const [ravi] = findTerms(page, ["Name: Ravi Kumar"], { matchCase: false });
        assert.ok(ravi && ravi.boxes.length === 1);
        const box = ravi.boxes[0]!;
        assert.ok(within(box, page));
        const item = placed.find((p) => p.str.startsWith("Name"));
        assert.ok(item, JSON.stringify(placed));
        assert.ok(contains(box, item.start) && contains(box, item.end), `${JSON.stringify(box)} vs ${JSON.stringify(item)}`);
        // Rotated a quarter turn clockwise, the line runs down the shown page.
        assert.ok(box[3] - box[1] > box[2] - box[0]);
        const [mail] = findSensitive(page.text, ["Emails"]);
        assert.ok(mail);
        assert.equal(page.text.slice(mail.start, mail.end), "ravi@example.com");
        const [mailBox] = rangeBoxes(page, mail);
        assert.ok(mailBox && within(mailBox, page));
        // The second line lies left of the first on a page turned clockwise.
        assert.ok(mailBox[0] + 10 < box[0], `${JSON.stringify(mailBox)} vs ${JSON.stringify(box)}`);
      });
    } finally {
      await reader.destroy();
    }
  });

  it("places words on corpus pages with /Rotate 0, 90, 180, 270 and a CropBox where pdf.js does", async () => {
    const bytes = new Uint8Array(fs.readFileSync(`${corpus}/geometry/rotate_0_90_180_270_with_cropbox_8p.pdf`));
    const reader = await readPdf(bytes);
    try {
      for (let index = 0; index < 8; index++) {
        const placed = await reader.placedText(index + 1);
        withPage(bytes, index, (page) => {
          const [match] = findTerms(page, ["green at crop"], { matchCase: false });
          assert.ok(match && match.boxes.length === 1, `page ${index + 1}: ${page.text}`);
          const box = match.boxes[0]!;
          assert.ok(within(box, page), `page ${index + 1}: ${JSON.stringify(box)}`);
          const item = placed.find((p) => p.str.startsWith("green at crop"));
          assert.ok(item, `page ${index + 1}`);
          assert.deepEqual([Math.round(page.width), Math.round(page.height)], [Math.round(item.view.width), Math.round(item.view.height)]);
          assert.ok(contains(box, item.start), `page ${index + 1}: ${JSON.stringify(box)} vs ${JSON.stringify(item.start)}`);
        });
      }
    } finally {
      await reader.destroy();
    }
  });

  it("reads a text corpus document's words with a box for every character", () => {
    const bytes = new Uint8Array(fs.readFileSync(`${corpus}/text/text_us_constitution_19p.pdf`));
    // Page 2: the first is a title page of a few words.
    withPage(bytes, 1, (page) => {
      assert.ok(page.words.length > 50);
      assert.match(page.text, /We the People/i);
      for (const word of page.words) {
        assert.equal(page.text.slice(word.start, word.start + word.text.length), word.text);
        for (const ch of word.chars) assert.ok(within([ch.quad[0], ch.quad[1], ch.quad[6], ch.quad[7]], page));
      }
      const [people] = findTerms(page, ["we the people"], { matchCase: false });
      assert.ok(people && people.boxes.every((b) => within(b, page)));
    });
  });
});
