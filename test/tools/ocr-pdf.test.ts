import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import * as mupdf from "mupdf";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { call, submit, type FileArg } from "../helpers/api-client.ts";
import { eventually } from "../helpers/eventually.ts";
import { readPdf, type PdfReader } from "../helpers/pdf-reader.ts";
import { charactersOf, recall, scanOf, wordsOf } from "../helpers/scans.ts";

/*
 * Scans are made here from born-digital corpus pages (drawn at 300 dpi in grey, no text left),
 * read back by the service, and the result opened with pdf.js: the text it finds is compared
 * with the born-digital page's own, and the words' positions with where the original draws them.
 */

const OCR_TIMEOUT = 180_000;

/** Waits for the job's end with long polls (`?wait=`): jobs of seconds, polled often, would meet the rate limit. */
async function waitLong(t: TestApp, id: string): Promise<Record<string, any>> {
  return eventually(
    async () => {
      const response = await call(t, "GET", `/v1/jobs/${id}?wait=30`);
      assert.equal(response.status, 200);
      const job = (await response.json()) as Record<string, any>;
      return job.status === "Completed" || job.status === "Failed" ? job : null;
    },
    { timeoutMs: OCR_TIMEOUT, intervalMs: 0, what: `job ${id} ended` },
  );
}

async function ocr(t: TestApp, files: FileArg[], fields: Record<string, string> = {}, tool = "ocr-pdf") {
  const { response, body } = await submit(t, tool, files, fields);
  assert.equal(response.status, 202, JSON.stringify(body));
  const job = await waitLong(t, body.id);
  if (job.status !== "Completed") return { job, bytes: null };
  const result = await call(t, "GET", `/v1/jobs/${body.id}/result`);
  assert.equal(result.status, 200);
  return { job, bytes: new Uint8Array(await result.arrayBuffer()) };
}

async function completed(t: TestApp, files: FileArg[], fields: Record<string, string> = {}, tool = "ocr-pdf"): Promise<Uint8Array> {
  const { job, bytes } = await ocr(t, files, fields, tool);
  assert.equal(job.status, "Completed", JSON.stringify(job.error));
  return bytes!;
}

async function failed(t: TestApp, files: FileArg[], fields: Record<string, string> = {}) {
  const { job } = await ocr(t, files, fields);
  assert.equal(job.status, "Failed");
  return job.error as { code: string; detail: string };
}

const pdf = (name: string, data: Uint8Array): FileArg => ({ name, data });

async function originalText(file: string, page: number): Promise<string> {
  const reader = await readPdf(new Uint8Array(await readFile(corpus(file))));
  try {
    return await reader.pageText(page);
  } finally {
    await reader.destroy();
  }
}

/** The largest difference of any channel of any pixel between two pdf.js renders of a page. */
async function renderDifference(a: PdfReader, b: PdfReader, page: number): Promise<number> {
  const [x, y] = [await a.render(page, 50), await b.render(page, 50)];
  assert.deepEqual([x.width, x.height], [y.width, y.height]);
  let most = 0;
  for (let i = 0; i < x.data.length; i++) most = Math.max(most, Math.abs(x.data[i]! - y.data[i]!));
  return most;
}

function blankPdf(pages: number): Uint8Array {
  const doc = new mupdf.PDFDocument();
  try {
    for (let i = 0; i < pages; i++) doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, doc.newDictionary(), ""));
    return doc.saveToBuffer("compress=yes").asUint8Array().slice();
  } finally {
    doc.destroy();
  }
}

const LATIN = "pdf/text/text_pdfa1b_crazyones_1p.pdf";

function rect(doc: mupdf.PDFDocument, values: readonly number[]): mupdf.PDFObject {
  const array = doc.newArray();
  for (const value of values) array.push(value);
  return array;
}

/** The PDF with its first page changed by `edit` (through MuPDF). */
function withPage(bytes: Uint8Array, edit: (page: mupdf.PDFObject, doc: mupdf.PDFDocument) => void): Uint8Array {
  const doc = mupdf.Document.openDocument(bytes, "application/pdf") as mupdf.PDFDocument;
  try {
    edit(doc.findPage(0), doc);
    return doc.saveToBuffer("").asUint8Array().slice();
  } finally {
    doc.destroy();
  }
}

/**
 * Each word of the OCR layer (pdf.js's text items, one per word) lies within a text run of
 * `reference` (the born-digital page, shown alike) that holds the word: on its baseline, inside its extent.
 */
async function assertWordsPlaced(result: Uint8Array, reference: Uint8Array): Promise<void> {
  const original = await readPdf(reference);
  const read = await readPdf(result);
  const lines = await original.placedText(1);
  const words = (await read.placedText(1)).filter((item) => /^[A-Za-z]{5,}$/.test(item.str.trim()));
  assert.ok(words.length >= 25, `only ${words.length} words to check`);
  let placed = 0;
  for (const word of words) {
    const [wx0, wy] = word.start;
    const wx1 = word.end[0];
    const match = lines.some((line) => {
      if (!line.str.includes(word.str.trim())) return false;
      const near = Math.abs(line.start[1] - wy) <= line.size * 0.5;
      const inside = wx0 >= line.start[0] - line.size && wx1 <= line.end[0] + line.size;
      return near && inside;
    });
    if (match) placed++;
  }
  assert.ok(placed / words.length >= 0.9, `${placed} of ${words.length} words lie where the page draws them`);
  await original.destroy();
  await read.destroy();
}

describe("ocr-pdf", () => {
  let t: TestApp;
  let latinScan: Uint8Array;
  let latinResult: Uint8Array;
  before(async () => {
    t = await startTestApp({ env: { DOCTOOLS_WORKERS: "2" } });
    latinScan = await scanOf(corpus(LATIN), [1]);
  });
  after(() => t.close());

  it("reads scans in Latin, Cyrillic, Devanagari, Arabic and Chinese script, keeping each page's look", async () => {
    const cases = [
      { script: "Latin", file: LATIN, page: 1, languages: "English" },
      { script: "Cyrillic", file: "pdf/lang/lang_russian_slides_21p.pdf", page: 8, languages: "Russian,English" },
      { script: "Devanagari", file: "pdf/lang/lang_hindi_devanagari.pdf", page: 1, languages: "Hindi" },
      { script: "Arabic", file: "pdf/lang/lang_arabic_rtl.pdf", page: 1, languages: "Arabic" },
      { script: "Chinese", file: "pdf/lang/lang_chinese_report_22p.pdf", page: 2, languages: "ChineseSimplified" },
    ];
    const results = await Promise.all(
      cases.map(async (c) => {
        const scan = c.script === "Latin" ? latinScan : await scanOf(corpus(c.file), [c.page]);
        return { ...c, scan, result: await completed(t, [pdf("scan.pdf", scan)], { languages: c.languages }) };
      }),
    );
    for (const c of results) {
      const before = await readPdf(c.scan);
      const after = await readPdf(c.result);
      const text = await after.pageText(1);
      // The layer is invisible: the page draws exactly as the scan did.
      assert.equal(await renderDifference(before, after, 1), 0, `${c.script}: the page looks different`);
      assert.equal(await before.pageText(1), "", `${c.script}: the scan already had text`);
      const truth = await originalText(c.file, c.page);
      if (c.script === "Latin" || c.script === "Cyrillic") {
        const found = recall(wordsOf(truth), wordsOf(text));
        assert.ok(found >= 0.97, `${c.script}: ${(found * 100).toFixed(1)} % of the words read: ${text}`);
        assert.ok(recall(wordsOf(text), wordsOf(truth)) >= 0.95, `${c.script}: too many words that are not on the page: ${text}`);
      } else if (c.script === "Chinese") {
        const found = recall(charactersOf(truth), charactersOf(text));
        assert.ok(found >= 0.95, `Chinese: ${(found * 100).toFixed(1)} % of the characters read: ${text}`);
        // Chinese is written without spaces between words, and copies without them.
        assert.match((await after.placedText(1)).map((item) => item.str).join(""), /监事会及董事、监事、高级管理人员/);
      } else if (c.script === "Devanagari") {
        // The page's first line is drawn without shaping (its letters side by side, as the
        // text layer of the original says); its second is the same words shaped, as they are read.
        for (const word of wordsOf("इण्टरनेट पर हिन्दी के साधन")) assert.ok(wordsOf(text).includes(word), `Devanagari: "${word}" not read: ${text}`);
      } else {
        // Right to left: the word copies in its logical order, first letter first.
        assert.ok(wordsOf(text).includes("حبيبي"), `Arabic: حبيبي not read in logical order: ${text}`);
      }
      if (c.script === "Latin") latinResult = c.result;
      await before.destroy();
      await after.destroy();
    }
  });

  it("lays each word over the place where the page draws it, through /Rotate and a CropBox offset", async () => {
    await assertWordsPlaced(latinResult, new Uint8Array(await readFile(corpus(LATIN))));
    // A scan fed sideways whose page is already turned upright by /Rotate 270, and cropped off
    // centre: the words must go through both to land where the original (cropped alike) has them.
    const crop = [25, 40, 590, 760] as const;
    const sideways = withPage(await scanOf(corpus(LATIN), [1], { turn: 90 }), (page) => page.put("Rotate", 270));
    const cropped = withPage(await scanOf(corpus(LATIN), [1]), (page, doc) => page.put("CropBox", rect(doc, crop)));
    const [turnedResult, croppedResult] = await Promise.all([completed(t, [pdf("turned.pdf", sideways)]), completed(t, [pdf("cropped.pdf", cropped)])]);
    const turned = await readPdf(turnedResult);
    assert.equal(await turned.rotation(1), 270, "a page already upright was turned");
    await turned.destroy();
    await assertWordsPlaced(turnedResult, new Uint8Array(await readFile(corpus(LATIN))));
    await assertWordsPlaced(
      croppedResult,
      withPage(new Uint8Array(await readFile(corpus(LATIN))), (page, doc) => page.put("CropBox", rect(doc, crop))),
    );
  });

  it("reads a scanned document of mixed page sizes, keeping its bookmarks and the page that already has an OCR layer", async () => {
    const file = corpus("pdf/scanned/scan_mixed_sizes_6p.pdf");
    const source = await readPdf(new Uint8Array(await readFile(file)));
    // Pages 1 and 5 (384 × 471 and 612 × 792 points) are read; 4 has its OCR layer already.
    const result = await readPdf(await completed(t, [file], { pages: "1,4,5" }));
    assert.equal(result.numPages, 6);
    assert.deepEqual(await result.outline(), await source.outline());
    for (let page = 1; page <= 6; page++) assert.deepEqual(await result.viewSize(page), await source.viewSize(page), `page ${page}`);
    for (const page of [1, 3, 4, 5]) assert.equal(await renderDifference(source, result, page), 0, `page ${page} looks different`);
    assert.equal(await result.pageText(4), await source.pageText(4));
    // The Huckleberry Finn page and the letter-size page of text.
    assert.match(await result.pageText(1), /tip-toeing/);
    assert.ok(wordsOf(await result.pageText(5)).length >= 100);
    await source.destroy();
    await result.destroy();
  });

  it("turns a page scanned sideways upright, and leaves it when autoRotate is false", async () => {
    const sideways = await scanOf(corpus(LATIN), [1], { turn: 90 });
    const [turned, kept] = await Promise.all([
      completed(t, [pdf("sideways.pdf", sideways)]),
      completed(t, [pdf("sideways.pdf", sideways)], { autoRotate: "false" }),
    ]);
    const reader = await readPdf(turned);
    // The picture stands a quarter turn clockwise; a quarter turn back (270) makes it upright.
    assert.equal(await reader.rotation(1), 270);
    assert.deepEqual(await reader.viewSize(1), { width: 612, height: 792 });
    const found = recall(wordsOf(await originalText(LATIN, 1)), wordsOf(await reader.pageText(1)));
    assert.ok(found >= 0.97, `${(found * 100).toFixed(1)} % of the words read after turning`);
    const unturned = await readPdf(kept);
    assert.equal(await unturned.rotation(1), 0);
    await reader.destroy();
    await unturned.destroy();
  });

  it("Skip leaves pages with text as they are; Redo replaces an earlier OCR layer; Force reads every page again", async () => {
    const textPage = new Uint8Array(await readFile(corpus(LATIN)));
    const mixed = await completed(t, [pdf("text.pdf", textPage), pdf("scan.pdf", latinScan)], {}, "merge-pdf");
    const skipped = await readPdf(await completed(t, [pdf("mixed.pdf", mixed)]));
    const source = await readPdf(mixed);
    assert.equal(await skipped.pageText(1), await source.pageText(1));
    assert.equal(await renderDifference(source, skipped, 1), 0);
    assert.equal(await source.pageText(2), "");
    assert.ok(recall(wordsOf(await source.pageText(1)), wordsOf(await skipped.pageText(2))) >= 0.97, "the scanned page was not read");

    const count = async (bytes: Uint8Array) => {
      const reader = await readPdf(bytes);
      const n = wordsOf(await reader.pageText(1)).length;
      await reader.destroy();
      return n;
    };
    const once = await count(latinResult);
    const [redone, forced, skippedAgain] = await Promise.all([
      completed(t, [pdf("ocred.pdf", latinResult)], { mode: "Redo" }),
      completed(t, [pdf("ocred.pdf", latinResult)], { mode: "Force" }),
      completed(t, [pdf("ocred.pdf", latinResult)], { mode: "Skip" }),
    ]);
    assert.equal(await count(redone), once, "Redo doubled the text layer");
    assert.equal(await count(skippedAgain), once);
    assert.ok((await count(forced)) >= 1.9 * once, "Force did not read the page again");

    // Another program's OCR layer (drawn in the page's own content) is replaced the same way.
    const file = corpus("pdf/scanned/scan_with_ocr_text_layer_6p.pdf");
    const original = await readPdf(new Uint8Array(await readFile(file)));
    const replaced = await readPdf(await completed(t, [file], { mode: "Redo", pages: "1" }));
    const [before, after] = [wordsOf(await original.pageText(1)), wordsOf(await replaced.pageText(1))];
    assert.ok(after.length >= 0.85 * before.length && after.length <= 1.15 * before.length, `${before.length} words before Redo, ${after.length} after`);
    assert.ok(recall(before, after) >= 0.85, await replaced.pageText(1));
    assert.equal(await renderDifference(original, replaced, 1), 0);
    assert.equal(await replaced.pageText(2), await original.pageText(2));
    await original.destroy();
    await replaced.destroy();
    await skipped.destroy();
    await source.destroy();
  });

  it("makes a scan readable by summarize-pdf, ask-pdf and extract-pdf-data, which refuse the scan itself", async () => {
    const { job } = await ocr(t, [pdf("scan.pdf", latinScan)], {}, "summarize-pdf");
    assert.equal(job.status, "Failed");
    assert.equal(job.error.code, "NoText");
    const summary = new TextDecoder().decode(await completed(t, [pdf("ocred.pdf", latinResult)], {}, "summarize-pdf"));
    assert.match(summary, /crazy|misfits|rebels/i);
    assert.match(summary, /\(p\. 1\)/);
    const text = new TextDecoder().decode(await completed(t, [pdf("ocred.pdf", latinResult)], {}, "ask-pdf"));
    assert.match(text, /to the crazy ones\. The misfits\. The rebels\./);

    // An invoice, scanned and read back, gives the data the born-digital invoice gives.
    const invoice = corpus("pdf/invoices/invoice_line_items.pdf");
    const invoiceScan = await scanOf(invoice, [1]);
    const scanned = await ocr(t, [pdf("invoice-scan.pdf", invoiceScan)], { format: "Json" }, "extract-pdf-data");
    assert.equal(scanned.job.status, "Failed");
    assert.equal(scanned.job.error.code, "NoText");
    const ocred = await completed(t, [pdf("invoice-scan.pdf", invoiceScan)]);
    const [fromScan, fromOriginal] = await Promise.all([
      completed(t, [pdf("invoice-ocr.pdf", ocred)], { format: "Json" }, "extract-pdf-data"),
      completed(t, [invoice], { format: "Json" }, "extract-pdf-data"),
    ]);
    const data = (bytes: Uint8Array) => JSON.parse(new TextDecoder().decode(bytes)) as Record<string, any>;
    const [read, truth] = [data(fromScan), data(fromOriginal)];
    for (const field of ["invoiceNumber", "currency", "subtotal", "total"]) assert.deepEqual(read[field], truth[field], field);
    assert.deepEqual(
      read.lineItems.map((item: Record<string, unknown>) => item.amount),
      truth.lineItems.map((item: Record<string, unknown>) => item.amount),
    );
  });

  it("refuses unknown languages, and fails damaged, locked, blank and too long PDFs with named codes", async () => {
    const { response, body } = await submit(t, "ocr-pdf", [pdf("scan.pdf", latinScan)], { languages: "English,Klingon" });
    assert.equal(response.status, 400);
    assert.match(JSON.stringify(body), /Klingon/);
    const [damaged, locked, blank, long] = await Promise.all([
      failed(t, [corpus("pdf/damaged/damaged_header_then_eof_only.pdf")]),
      failed(t, [corpus("pdf/encrypted/enc_rc4_128_r3_user-view_owner-master.pdf")]),
      failed(t, [pdf("blank.pdf", blankPdf(2))]),
      failed(t, [pdf("long.pdf", blankPdf(301))]),
    ]);
    assert.equal(damaged.code, "DamagedFile");
    assert.equal(locked.code, "PasswordRequired");
    assert.equal(blank.code, "NoText");
    assert.match(blank.detail, /no readable text/);
    assert.equal(long.code, "TooManyPages");
    assert.match(long.detail, /300/);
  });
});
