import "./refuse-network.ts";
import { after, describe, it } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import * as mupdf from "mupdf";
import { ocrEngine } from "../../src/ocr/tesseract-engine.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { scanOf, textSimilarity } from "../helpers/scans.ts";
import { corpus } from "../helpers/test-app.ts";
import { ocrInProcess } from "./run-ocr.ts";

/*
 * A page of Japanese written in columns (Miyazawa Kenji's preface to "Spring and Asura", set
 * vertically), scanned and read by ocr-pdf with Japanese asked for. Read with the horizontal
 * model such a page gives nonsense (0.09 of its text); ocr-pdf finds that it runs in columns and
 * reads it with the vertical one. Each word of the layer must lie where the page draws it.
 */

const PAGE = "pdf/lang/lang_japanese_vertical.pdf";

/** Each character the born-digital page draws, with its box (points, y downwards from the top of the page as shown). */
async function drawnCharacters(file: string): Promise<Array<{ c: string; x0: number; y0: number; x1: number; y1: number }>> {
  const doc = mupdf.Document.openDocument(await readFile(file), "application/pdf");
  const out: Array<{ c: string; x0: number; y0: number; x1: number; y1: number }> = [];
  try {
    doc.loadPage(0).toStructuredText("").walk({
      onChar(c: string, _origin: mupdf.Point, _font: mupdf.Font, _size: number, quad: mupdf.Quad) {
        const xs = [quad[0], quad[2], quad[4], quad[6]];
        const ys = [quad[1], quad[3], quad[5], quad[7]];
        out.push({ c, x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) });
      },
    });
  } finally {
    doc.destroy();
  }
  return out;
}

describe("OCR of vertical Japanese", () => {
  after(() => ocrEngine().close());

  it("reads a page written in columns with the vertical model and lays each word down its column, where the page draws it", async () => {
    const result = await ocrInProcess(await scanOf(corpus(PAGE), [1]), "Japanese");
    // pdf.js finds no text in the original (its font is not embedded and has no Unicode map
    // but its name's): MuPDF's reading of it is the truth.
    const original = mupdf.Document.openDocument(await readFile(corpus(PAGE)), "application/pdf");
    const truth = original.loadPage(0).toStructuredText("").asText();
    original.destroy();
    const reader = await readPdf(result);
    const text = await reader.pageText(1);
    const items = (await reader.placedText(1)).filter((item) => /\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}/u.test(item.str));
    await reader.destroy();

    // In reading order: columns from the right, each from the top.
    const similarity = textSimilarity(truth, text, { spaces: false });
    assert.ok(similarity >= 0.9, `pdf.js reads the layer at ${similarity.toFixed(3)} of the page's text: ${text}`);

    // Every word runs down the page, and its characters stand where the page draws the same ones.
    const drawn = await drawnCharacters(corpus(PAGE));
    let placed = 0;
    let characters = 0;
    for (const item of items) {
      assert.ok(Math.abs(item.angle + 90) < 1, `"${item.str}" runs at ${item.angle.toFixed(1)}°, not down the page`);
      // pdf.js gives a run of words as one item, its ends only: each character is given its
      // share of the run's length, which may be off by up to a character's height.
      const chars = [...item.str.replace(/\s+/gu, "")];
      const step = (item.end[1] - item.start[1]) / chars.length;
      chars.forEach((c, i) => {
        characters++;
        const cell = { x0: item.start[0], x1: item.start[0] + item.height, y0: item.start[1] + i * step, y1: item.start[1] + (i + 1) * step };
        const tolerance = item.height;
        const hit = drawn.some((d) => {
          const [cx, cy] = [(d.x0 + d.x1) / 2, (d.y0 + d.y1) / 2];
          return d.c === c && cx >= cell.x0 - tolerance && cx <= cell.x1 + tolerance && cy >= cell.y0 - tolerance && cy <= cell.y1 + tolerance;
        });
        if (hit) placed++;
      });
    }
    assert.ok(characters >= 600, `only ${characters} characters in the layer`);
    assert.ok(placed / characters >= 0.85, `${placed} of ${characters} characters lie where the page draws them`);
  });
});
