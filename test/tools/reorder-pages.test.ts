import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { runTool, runToolExpectingFailure, submit } from "../helpers/api-client.ts";
import { readPdf } from "../helpers/pdf-reader.ts";

const numbered = corpus("pdf/text/text_numbered_pages_11p.pdf");

describe("reorder-pages", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it("puts listed pages first in the given order and the rest after them in original order", async () => {
    const { bytes, job } = await runTool(t, "reorder-pages", [numbered], { order: "3,1, 10-" });
    assert.equal(job.operation, "reorder-pages");
    const pdf = await readPdf(bytes);
    const expected = [3, 1, 10, 11, 2, 4, 5, 6, 7, 8, 9];
    assert.equal(pdf.numPages, 11);
    for (const [index, original] of expected.entries()) {
      assert.match(await pdf.pageText(index + 1), new RegExp(`page ${original}\\b`), `position ${index + 1}`);
    }
  });

  it("moves bookmarks with their pages, nesting kept", async () => {
    const { bytes } = await runTool(t, "reorder-pages", [corpus("pdf/outline/outline_nested_9p.pdf")], { order: "7-9" });
    const outline = await (await readPdf(bytes)).outline();
    assert.deepEqual(
      outline.map((entry) => [entry.title, entry.page, entry.children.map((child) => [child.title, child.page])]),
      [
        ["1. Introduction", 4, [["1.1 Background", 5], ["1.2 Motivation", 6]]],
        ["2. Main Content", 7, [["2.1 First Topic", 8], ["2.2 Second Topic", 9]]],
        ["3. Conclusion", 1, [["3.1 Summary", 2], ["3.2 Future Work", 3]]],
      ],
    );
  });

  it("keeps internal links pointing at the pages they pointed at", async () => {
    const source = corpus("pdf/outline/outline_pdflatex_4p_internal_links.pdf");
    const original = await readPdf(new Uint8Array(await fs.readFile(source)));
    const originalTargets = (await original.links(1)).map((link) => link.page);
    assert.equal(originalTargets.length, 9);
    const order = [4, 3, 2, 1];
    const { bytes } = await runTool(t, "reorder-pages", [source], { order: order.join(",") });
    const pdf = await readPdf(bytes);
    const links = await pdf.links(order.indexOf(1) + 1);
    assert.deepEqual(
      links.map((link) => link.page),
      originalTargets.map((page) => order.indexOf(page!) + 1),
    );
    const outline = await pdf.outline();
    assert.equal(outline.length, 9);
    assert.deepEqual(
      outline.map((entry) => entry.page),
      (await original.outline()).map((entry) => order.indexOf(entry.page!) + 1),
    );
  });

  it("keeps form fields on their pages", async () => {
    const source = corpus("pdf/forms/form_irs_f1040_prefilled.pdf");
    const original = await readPdf(new Uint8Array(await fs.readFile(source)));
    const { bytes } = await runTool(t, "reorder-pages", [source], { order: "2" });
    const pdf = await readPdf(bytes);
    assert.equal(await pdf.formFieldCount(), await original.formFieldCount());
    assert.deepEqual(await pdf.widgets(1), await original.widgets(2));
    assert.deepEqual(await pdf.widgets(2), await original.widgets(1));

    const { bytes: single } = await runTool(t, "reorder-pages", [corpus("pdf/forms/form_libreoffice_9_fields.pdf")], { order: "1" });
    assert.equal((await (await readPdf(single)).widgets(1)).length, 9);
  });

  it("refuses at call time a page listed twice, a bad selection or no order", async () => {
    for (const order of ["2,2", "1-3,3", "3-1", "a", "1,,2", "0"]) {
      const { response, body } = await submit(t, "reorder-pages", [numbered], { order });
      assert.equal(response.status, 400, order);
      assert.equal(body.errors[0].field, "order");
    }
    const { body } = await submit(t, "reorder-pages", [numbered], { order: "1-3,2" });
    assert.match(body.errors[0].detail, /page 2 more than once/);
    const missing = await submit(t, "reorder-pages", [numbered]);
    assert.equal(missing.response.status, 400);
    assert.match(missing.body.errors[0].detail, /`order` is required/);
  });

  it("fails the job when an open range overlaps another item or passes the last page", async () => {
    const overlap = await runToolExpectingFailure(t, "reorder-pages", [numbered], { order: "9-,10" });
    assert.equal(overlap.code, "InvalidRequest");
    assert.match(overlap.detail, /Page 10 is listed more than once/);
    const beyond = await runToolExpectingFailure(t, "reorder-pages", [numbered], { order: "12" });
    assert.equal(beyond.code, "PageOutOfRange");
  });

  it("repairs a damaged PDF and names what it cannot read", async () => {
    const { bytes } = await runTool(t, "reorder-pages", [corpus("pdf/damaged/damaged_bad_xref_offsets.pdf")], { order: "1" });
    assert.ok((await readPdf(bytes)).numPages >= 1);
    const damaged = await runToolExpectingFailure(t, "reorder-pages", [corpus("pdf/damaged/damaged_header_then_eof_only.pdf")], { order: "1" });
    assert.equal(damaged.code, "DamagedFile");
    const locked = await runToolExpectingFailure(t, "reorder-pages", [corpus("pdf/encrypted/enc_aes256_r6_user-view_owner-master.pdf")], { order: "1" });
    assert.equal(locked.code, "PasswordRequired");
    const text = await runToolExpectingFailure(t, "reorder-pages", [{ name: "notes.pdf", data: "just some text\n" }], { order: "1" });
    assert.equal(text.code, "UnsupportedFile");
  });
});
