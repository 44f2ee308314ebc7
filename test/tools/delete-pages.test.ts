import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { runTool, runToolExpectingFailure, submit } from "../helpers/api-client.ts";
import { readPdf } from "../helpers/pdf-reader.ts";

const numbered = corpus("pdf/text/text_numbered_pages_11p.pdf");

async function readCorpus(relative: string) {
  return readPdf(new Uint8Array(await fs.readFile(corpus(relative))));
}

describe("delete-pages", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it("removes the selected pages and keeps the rest in order", async () => {
    const { bytes, job } = await runTool(t, "delete-pages", [numbered], { pages: "1, 4-5,10-" });
    assert.equal(job.operation, "delete-pages");
    const pdf = await readPdf(bytes);
    const expected = [2, 3, 6, 7, 8, 9];
    assert.equal(pdf.numPages, expected.length);
    for (const [index, original] of expected.entries()) {
      assert.match(await pdf.pageText(index + 1), new RegExp(`page ${original}\\b`), `position ${index + 1}`);
    }
  });

  it("drops bookmarks to deleted pages and keeps the others with their new page numbers", async () => {
    const { bytes } = await runTool(t, "delete-pages", [corpus("pdf/outline/outline_nested_9p.pdf")], { pages: "2,4-6" });
    const outline = await (await readPdf(bytes)).outline();
    assert.deepEqual(
      outline.map((entry) => [entry.title, entry.page, entry.children.map((child) => [child.title, child.page])]),
      [
        ["1. Introduction", 1, [["1.2 Motivation", 2]]],
        ["3. Conclusion", 3, [["3.1 Summary", 4], ["3.2 Future Work", 5]]],
      ],
    );
  });

  it("keeps links to remaining pages and drops links to deleted ones", async () => {
    const relative = "pdf/outline/outline_pdflatex_4p_internal_links.pdf";
    const original = await readCorpus(relative);
    const targets = (await original.links(1)).map((link) => link.page!);
    const { bytes } = await runTool(t, "delete-pages", [corpus(relative)], { pages: "3" });
    const pdf = await readPdf(bytes);
    const newNumber = (page: number) => (page < 3 ? page : page - 1);
    assert.deepEqual(
      (await pdf.links(1)).map((link) => link.page),
      targets.filter((page) => page !== 3).map(newNumber),
    );
    assert.deepEqual(
      (await pdf.outline()).map((entry) => entry.page),
      (await original.outline()).map((entry) => entry.page!).filter((page) => page !== 3).map(newNumber),
    );
  });

  it("keeps the form fields of remaining pages only", async () => {
    const relative = "pdf/forms/form_irs_f1040_prefilled.pdf";
    const original = await readCorpus(relative);
    const firstPageFields = (await original.formFields()).filter((field) => field.page === 1);
    assert.ok(firstPageFields.length > 0 && firstPageFields.length < (await original.formFields()).length);
    const { bytes } = await runTool(t, "delete-pages", [corpus(relative)], { pages: "2" });
    const pdf = await readPdf(bytes);
    assert.equal(pdf.numPages, 1);
    assert.deepEqual(await pdf.formFields(), firstPageFields);
    assert.deepEqual(await pdf.widgets(1), await original.widgets(1));
  });

  it("refuses to delete every page", async () => {
    const error = await runToolExpectingFailure(t, "delete-pages", [corpus("pdf/text/merge_doc1_3p.pdf")], { pages: "2, 1-" });
    assert.equal(error.code, "InvalidRequest");
    assert.match(error.detail, /at least one page must remain/);
  });

  it("refuses bad selections at call time and pages past the end when the job runs", async () => {
    for (const pages of ["0", "3-1", "a", "1,,2", "-3", ""]) {
      const { response, body } = await submit(t, "delete-pages", [numbered], { pages });
      assert.equal(response.status, 400, `"${pages}"`);
      assert.equal(body.errors[0].field, "pages");
    }
    const missing = await submit(t, "delete-pages", [numbered]);
    assert.equal(missing.response.status, 400);
    const beyond = await runToolExpectingFailure(t, "delete-pages", [numbered], { pages: "5-12" });
    assert.equal(beyond.code, "PageOutOfRange");
    assert.match(beyond.detail, /11 pages/);
  });

  it("repairs a damaged PDF and names what it cannot read", async () => {
    // The repairable corpus files have one page each, so getting as far as this refusal shows
    // the file was read.
    const lastPage = await runToolExpectingFailure(t, "delete-pages", [corpus("pdf/damaged/damaged_bad_xref_offsets.pdf")], { pages: "1" });
    assert.match(lastPage.detail, /selects every page of "damaged_bad_xref_offsets.pdf"/);
    const damaged = await runToolExpectingFailure(t, "delete-pages", [corpus("pdf/damaged/damaged_header_then_eof_only.pdf")], { pages: "1" });
    assert.equal(damaged.code, "DamagedFile");
    const locked = await runToolExpectingFailure(t, "delete-pages", [corpus("pdf/encrypted/enc_aes256_r6_user-view_owner-master.pdf")], { pages: "1" });
    assert.equal(locked.code, "PasswordRequired");
    const text = await runToolExpectingFailure(t, "delete-pages", [{ name: "notes.txt", data: "just some text\n" }], { pages: "1" });
    assert.equal(text.code, "UnsupportedFile");
  });
});
