import "./refuse-network.ts";
import { after, describe, it } from "node:test";
import assert from "node:assert/strict";
import * as mupdf from "mupdf";
import { ocrEngine } from "../../src/ocr/tesseract-engine.ts";
import { alKindi, arabicPage } from "../fixtures/set-pages.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { scanOfImage, textSimilarity } from "../helpers/scans.ts";
import { ocrInProcess } from "./run-ocr.ts";

/*
 * Arabic prose (al-Kindī, set in Noto Naskh Arabic and scanned a little askew, as a sheet
 * feeds) read by ocr-pdf; its text layer read back in logical order. Tesseract gives every line
 * of such a page a slope, and pdf.js then keeps each word of a slanted line apart, in the order
 * the layer writes them: a right-to-left line written from left to right copies with its words
 * reversed (0.6–0.8 against the true text where the reading itself is 0.98).
 */

describe("OCR of right-to-left text", () => {
  after(() => ocrEngine().close());

  it("copies Arabic lines in reading order, first word first, from pdf.js and MuPDF alike", async () => {
    const words = (await alKindi()).split(/\s+/u).slice(0, 48);
    // A year in Western digits inside the Arabic: a number runs left to right within the line.
    const truth = [...words.slice(0, 20), "سنة", "873", ...words.slice(20)].join(" ");
    const page = await arabicPage(truth, { size: 14, skew: 0.4 });
    const result = await ocrInProcess(scanOfImage(page), "Arabic");

    const reader = await readPdf(result);
    const text = await reader.pageText(1);
    await reader.destroy();
    const similarity = textSimilarity(truth, text);
    assert.ok(similarity >= 0.93, `pdf.js reads the layer at ${similarity.toFixed(3)} of the true text: ${text}`);
    assert.match(text, /سنة 873/u, "the number inside the Arabic line is reversed or out of place");

    // MuPDF's reading is what the service's AI tools take from the page.
    const doc = mupdf.Document.openDocument(result, "application/pdf");
    const mupdfText = doc.loadPage(0).toStructuredText("").asText();
    doc.destroy();
    const mupdfSimilarity = textSimilarity(truth, mupdfText);
    assert.ok(mupdfSimilarity >= 0.93, `MuPDF reads the layer at ${mupdfSimilarity.toFixed(3)} of the true text: ${mupdfText}`);
  });
});
