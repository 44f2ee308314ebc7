import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import * as mupdf from "mupdf";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { runTool, runToolExpectingFailure, submit } from "../helpers/api-client.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { readZip } from "../helpers/zip-reader.ts";

const numbered = corpus("pdf/text/text_numbered_pages_11p.pdf");


/** The numbers of the original pages, read from "page N" on each page of a PDF. */
async function pageNumbers(bytes: Uint8Array): Promise<number[]> {
  const pdf = await readPdf(bytes);
  const out: number[] = [];
  for (let page = 1; page <= pdf.numPages; page++) {
    const match = /page (\d+)\b/.exec(await pdf.pageText(page));
    assert.ok(match, `page ${page} names its number`);
    out.push(Number(match[1]));
  }
  return out;
}

describe("split-pdf", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it("gives one PDF per page by default, in a ZIP named by zero-padded page number", async () => {
    const { bytes, job, response } = await runTool(t, "split-pdf", [numbered]);
    assert.equal(job.operation, "split-pdf");
    assert.equal(job.fileName, "text_numbered_pages_11p-split.zip");
    assert.equal(response.headers.get("content-type"), "application/zip");
    const entries = await readZip(bytes);
    assert.deepEqual(
      entries.map((entry) => entry.name),
      Array.from({ length: 11 }, (_, i) => `text_numbered_pages_11p-page-${String(i + 1).padStart(2, "0")}.pdf`),
    );
    for (const [index, entry] of entries.entries()) assert.deepEqual(await pageNumbers(entry.data), [index + 1]);
  });

  it("gives only the selected pages, each once, in Pages mode", async () => {
    const { bytes } = await runTool(t, "split-pdf", [numbered], { pages: "10-, 3, 10", fileName: "parts" });
    const entries = await readZip(bytes);
    assert.deepEqual(
      entries.map((entry) => entry.name),
      ["parts-page-10.pdf", "parts-page-11.pdf", "parts-page-03.pdf"],
    );
    assert.deepEqual(await pageNumbers(entries[2]!.data), [3]);
  });

  it("gives one PDF per range in Ranges mode", async () => {
    const { bytes } = await runTool(t, "split-pdf", [numbered], { mode: "Ranges", pages: "1-3, 9-,5" });
    const entries = await readZip(bytes);
    assert.deepEqual(
      entries.map((entry) => entry.name),
      ["text_numbered_pages_11p-pages-1-3.pdf", "text_numbered_pages_11p-pages-9-11.pdf", "text_numbered_pages_11p-pages-5-5.pdf"],
    );
    assert.deepEqual(await pageNumbers(entries[0]!.data), [1, 2, 3]);
    assert.deepEqual(await pageNumbers(entries[1]!.data), [9, 10, 11]);
    assert.deepEqual(await pageNumbers(entries[2]!.data), [5]);
  });

  it("gives one PDF of the selected pages in the order listed in Combined mode, a repeated page once", async () => {
    const { bytes, job, response } = await runTool(t, "split-pdf", [numbered], { mode: "Combined", pages: "5-6,2" });
    assert.equal(job.fileName, "text_numbered_pages_11p-split.pdf");
    assert.equal(response.headers.get("content-type"), "application/pdf");
    assert.deepEqual(await pageNumbers(bytes), [5, 6, 2]);
    const { bytes: overlapping } = await runTool(t, "split-pdf", [numbered], { mode: "Combined", pages: "1-3,2" });
    assert.deepEqual(await pageNumbers(overlapping), [1, 2, 3]);
  });

  it("keeps in each part the bookmarks that point into it", async () => {
    const { bytes } = await runTool(t, "split-pdf", [corpus("pdf/outline/outline_nested_9p.pdf")], { mode: "Ranges", pages: "1-3,7-9" });
    const [first, second] = await readZip(bytes);
    const shape = async (data: Uint8Array) =>
      (await (await readPdf(data)).outline()).map((entry) => [entry.title, entry.page, entry.children.map((child) => [child.title, child.page])]);
    assert.deepEqual(await shape(first!.data), [["1. Introduction", 1, [["1.1 Background", 2], ["1.2 Motivation", 3]]]]);
    assert.deepEqual(await shape(second!.data), [["3. Conclusion", 1, [["3.1 Summary", 2], ["3.2 Future Work", 3]]]]);
  });

  it("keeps links between pages of the same part and drops the others", async () => {
    const source = corpus("pdf/outline/outline_pdflatex_4p_internal_links.pdf");
    const original = await readPdf(new Uint8Array(await (await import("node:fs/promises")).readFile(source)));
    const targets = (await original.links(1)).map((link) => link.page);
    const { bytes } = await runTool(t, "split-pdf", [source], { mode: "Combined", pages: "1-2" });
    const links = await (await readPdf(bytes)).links(1);
    assert.deepEqual(
      links.map((link) => link.page),
      targets.filter((page) => page === 1 || page === 2),
    );
    assert.ok(links.length > 0);
  });

  it("keeps a bookmark whose page is left out, without a target, when bookmarks below it are in the part", async () => {
    const { bytes } = await runTool(t, "split-pdf", [corpus("pdf/outline/outline_nested_9p.pdf")], { mode: "Combined", pages: "2-3" });
    const outline = await (await readPdf(bytes)).outline();
    assert.deepEqual(
      outline.map((entry) => [entry.title, entry.page, entry.children.map((child) => [child.title, child.page])]),
      [["1. Introduction", null, [["1.1 Background", 1], ["1.2 Motivation", 2]]]],
    );
  });

  it("keeps in each part the form fields with a widget on its pages, and only those widgets", async () => {
    const form = corpus("pdf/forms/form_irs_f1040_prefilled.pdf");
    const original = await readPdf(new Uint8Array(await fs.readFile(form)));
    const originalFields = await original.fieldWidgetPages();
    const { bytes } = await runTool(t, "split-pdf", [form]);
    const entries = await readZip(bytes);
    assert.equal(entries.length, 2);
    for (const [index, entry] of entries.entries()) {
      const page = index + 1;
      const part = await readPdf(entry.data);
      const expected = [...originalFields].filter(([, pages]) => pages.includes(page));
      assert.ok(expected.length > 0);
      const fields = await part.fieldWidgetPages();
      // pdf.js lists a field that only holds other fields with one entry on no page.
      const onPages = [...fields].filter(([, pages]) => pages.some((p) => p !== null));
      assert.deepEqual(onPages.map(([name]) => name).sort(), expected.map(([name]) => name).sort(), `fields of page ${page}`);
      for (const [name, pages] of expected) {
        const kept = pages.filter((p) => p === page || p === null).map((p) => (p === null ? null : 1));
        assert.deepEqual(fields.get(name), kept, `widgets of ${name} in part ${page}`);
      }
      for (const [name] of fields) {
        assert.ok(onPages.some(([kept]) => kept === name || kept.startsWith(`${name}.`)), `${name} holds a field of page ${page}`);
      }
      assert.equal((await part.widgets(1)).length, (await original.widgets(page)).length);
    }
  });

  it("makes a one-page part of a long document from that page alone", async () => {
    // The 206-page IRS guide: qpdf --split-pages writes its page 5 in 171 KB, nearly all of
    // it the page's own fonts; a part that dragged document-wide objects along was 208 KB.
    const irs = corpus("pdf/text/text_irs_1040_instructions_206p.pdf");
    const original = await readPdf(new Uint8Array(await fs.readFile(irs)));
    const { bytes } = await runTool(t, "split-pdf", [irs], { pages: "5" });
    const [entry, ...rest] = await readZip(bytes);
    assert.equal(rest.length, 0);
    assert.ok(entry!.data.length < 180_000, `${entry!.data.length} bytes`);
    const part = await readPdf(entry!.data);
    assert.equal(part.numPages, 1);
    assert.equal(await part.pageText(1), await original.pageText(5));
    assert.deepEqual(await part.links(1), await original.links(5));
  });

  it("keeps the encryption of a file that opens without a password but restricts its use", async () => {
    const { bytes } = await runTool(t, "split-pdf", [corpus("pdf/encrypted/enc_aes256_r6_owner_only-master.pdf")], { mode: "Combined", pages: "1" });
    const part = new mupdf.PDFDocument(bytes.slice());
    try {
      assert.equal(part.countPages(), 1);
      assert.ok(!part.getTrailer().get("Encrypt").isNull());
    } finally {
      part.destroy();
    }
  });

  it("requires pages for Ranges and Combined, listing it with the other field errors", async () => {
    for (const mode of ["Ranges", "Combined"]) {
      const { response, body } = await submit(t, "split-pdf", [numbered], { mode });
      assert.equal(response.status, 400, mode);
      assert.deepEqual(body.errors.map((error: { field: string }) => error.field), ["pages"]);
      assert.match(body.errors[0].detail, new RegExp(`required when \`mode\` is ${mode}`));
    }
    for (const [fields, field] of [[{ mode: "Chunks" }, "mode"], [{ pages: "3-1" }, "pages"], [{ mode: "Ranges", pages: "1,,2" }, "pages"]] as const) {
      const { response, body } = await submit(t, "split-pdf", [numbered], fields);
      assert.equal(response.status, 400, JSON.stringify(fields));
      assert.equal(body.errors[0].field, field);
    }
  });

  it("fails with TooManyPages, saying how many and what to do, when the ZIP would hold more than 500 PDFs", async () => {
    const doc = new mupdf.PDFDocument();
    for (let i = 0; i < 501; i++) doc.insertPage(-1, doc.addPage([0, 0, 200, 200], 0, doc.newDictionary(), ""));
    const data = doc.saveToBuffer("compress=yes").asUint8Array().slice();
    doc.destroy();
    const long = { name: "long.pdf", data };

    const byPage = await runToolExpectingFailure(t, "split-pdf", [long]);
    assert.equal(byPage.code, "TooManyPages");
    assert.match(byPage.detail, /gives 501 PDFs, but split-pdf puts at most 500 PDFs in its ZIP/);
    assert.match(byPage.detail, /`pages`.*mode Ranges.*mode Combined/);

    const ranges = Array.from({ length: 501 }, (_, i) => String(i + 1)).join(",");
    const byRange = await runToolExpectingFailure(t, "split-pdf", [long], { mode: "Ranges", pages: ranges });
    assert.equal(byRange.code, "TooManyPages");
    assert.match(byRange.detail, /lists 501 different ranges of "long\.pdf".*at most 500 PDFs.*list at most 500 ranges.*mode Combined/);

    // The limit is the ZIP's, not the document's: 500 PDFs, or fewer parts of 501 pages, go through.
    const fiveHundred = await readZip((await runTool(t, "split-pdf", [long], { pages: "2-" })).bytes);
    assert.equal(fiveHundred.length, 500);
    assert.equal(fiveHundred.at(-1)!.name, "long-page-501.pdf");
    const { bytes } = await runTool(t, "split-pdf", [long], { mode: "Ranges", pages: "1-250,251-" });
    const halves = await readZip(bytes);
    assert.deepEqual(halves.map((entry) => entry.name), ["long-pages-1-250.pdf", "long-pages-251-501.pdf"]);
    assert.deepEqual(await Promise.all(halves.map(async (entry) => (await readPdf(entry.data)).numPages)), [250, 251]);
  });

  it("fails with PageOutOfRange, DamagedFile, PasswordRequired and UnsupportedFile where they apply", async () => {
    const beyond = await runToolExpectingFailure(t, "split-pdf", [numbered], { mode: "Ranges", pages: "1-3,10-12" });
    assert.equal(beyond.code, "PageOutOfRange");
    const { bytes } = await runTool(t, "split-pdf", [corpus("pdf/damaged/damaged_bad_xref_offsets.pdf")]);
    const entries = await readZip(bytes);
    assert.deepEqual(entries.map((entry) => entry.name), ["damaged_bad_xref_offsets-page-1.pdf"]);
    assert.equal((await readPdf(entries[0]!.data)).numPages, 1);
    const damaged = await runToolExpectingFailure(t, "split-pdf", [corpus("pdf/damaged/damaged_header_then_eof_only.pdf")]);
    assert.equal(damaged.code, "DamagedFile");
    const locked = await runToolExpectingFailure(t, "split-pdf", [corpus("pdf/encrypted/enc_aes256_r6_user-view_owner-master.pdf")]);
    assert.equal(locked.code, "PasswordRequired");
    const text = await runToolExpectingFailure(t, "split-pdf", [{ name: "notes.txt", data: "just some text\n" }]);
    assert.equal(text.code, "UnsupportedFile");
  });
});
