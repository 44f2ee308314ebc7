import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import * as mupdf from "mupdf";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { runTool, runToolExpectingFailure, submit } from "../helpers/api-client.ts";
import { readPdf, type OutlineEntry } from "../helpers/pdf-reader.ts";

const doc = (n: number) => corpus(`pdf/text/merge_doc${n}_3p.pdf`);
const nested = corpus("pdf/outline/outline_nested_9p.pdf");
const latex = corpus("pdf/outline/outline_pdflatex_4p_internal_links.pdf");

async function readCorpus(file: string) {
  return readPdf(new Uint8Array(await fs.readFile(file)));
}

function shape(entries: OutlineEntry[]): unknown[] {
  return entries.map((entry) => (entry.children.length > 0 ? [entry.title, entry.page, shape(entry.children)] : [entry.title, entry.page]));
}

/**
 * Page objects in the file, whether or not the page tree holds them: a graft that follows a
 * stray reference to a source page copies that page (and its page tree) into the result.
 */
function pageObjectsIn(bytes: Uint8Array): number {
  const doc = new mupdf.PDFDocument(bytes.slice());
  let pages = 0;
  for (let number = 1; number < doc.countObjects(); number++) {
    const object = doc.newIndirect(number);
    if (object.isDictionary() && object.get("Type").isName() && object.get("Type").asName() === "Page") pages++;
  }
  doc.destroy();
  return pages;
}

describe("merge-pdf", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it("puts the pages of every input in the order sent", async () => {
    const { bytes, job } = await runTool(t, "merge-pdf", [doc(2), doc(1), doc(3)]);
    assert.equal(job.operation, "merge-pdf");
    assert.equal(job.fileName, "merge_doc2_3p-merged.pdf");
    const pdf = await readPdf(bytes);
    assert.equal(pdf.numPages, 9);
    const order = [2, 1, 3];
    for (let page = 1; page <= 9; page++) {
      const text = (await pdf.pageText(page)).replace(/\s+/g, "");
      assert.match(text, new RegExp(`Document${order[Math.floor((page - 1) / 3)]}:Page${((page - 1) % 3) + 1}`), `page ${page}`);
    }
  });

  it("puts each input's bookmarks under one entry named after its file, pointing at the merged pages", async () => {
    const { bytes } = await runTool(t, "merge-pdf", [doc(1), nested, doc(3)]);
    const pdf = await readPdf(bytes);
    assert.equal(pdf.numPages, 15);
    const ownOf = async (file: string) => shape((await (await readCorpus(file)).outline()));
    const moved = (entries: unknown[], by: number): unknown[] =>
      entries.map((entry) => {
        const [title, page, children] = entry as [string, number, unknown[] | undefined];
        return children ? [title, page + by, moved(children, by)] : [title, page + by];
      });
    assert.deepEqual(shape(await pdf.outline()), [
      ["merge_doc1_3p", 1, moved(await ownOf(doc(1)), 0)],
      ["outline_nested_9p", 4, moved(await ownOf(nested), 3)],
      ["merge_doc3_3p", 13, moved(await ownOf(doc(3)), 12)],
    ]);
    // The nested file's own outline is two levels deep; the merge keeps that below its entry.
    assert.equal((await pdf.outline())[1]!.children[2]!.children[1]!.title, "3.2 Future Work");
  });

  it("keeps internal links leading to the same pages, named destinations included", async () => {
    const original = await readCorpus(latex);
    const targets = (await original.links(1)).map((link) => link.page!);
    assert.equal(targets.length, 9);
    const { bytes } = await runTool(t, "merge-pdf", [doc(1), latex, latex]);
    const pdf = await readPdf(bytes);
    assert.equal(pdf.numPages, 11);
    assert.equal(pageObjectsIn(bytes), 11);
    assert.deepEqual((await pdf.links(4)).map((link) => link.page), targets.map((page) => page + 3));
    assert.deepEqual((await pdf.links(8)).map((link) => link.page), targets.map((page) => page + 7));
    const bookmarks = (await pdf.outline())[2]!.children;
    assert.deepEqual(bookmarks.map((entry) => entry.page), (await original.outline()).map((entry) => entry.page! + 7));
  });

  it("keeps web links", async () => {
    const { bytes } = await runTool(t, "merge-pdf", [doc(1), corpus("pdf/outline/link_external_uri_libreoffice.pdf")]);
    assert.deepEqual(await (await readPdf(bytes)).links(4), [{ url: "https://martin-thoma.com/" }]);
  });

  it("keeps form fields and annotations, renaming a field whose name is taken", async () => {
    const form = corpus("pdf/forms/form_libreoffice_9_fields.pdf");
    const original = await readCorpus(form);
    const names = (await original.formFields()).map((field) => field.name);
    assert.ok(names.length > 0);
    const { bytes } = await runTool(t, "merge-pdf", [form, doc(2), form]);
    const pdf = await readPdf(bytes);
    assert.equal(pdf.numPages, 5);
    assert.equal(pageObjectsIn(bytes), 5);
    assert.deepEqual(await pdf.widgets(1), await original.widgets(1));
    assert.equal((await pdf.widgets(5)).length, (await original.widgets(1)).length);
    const merged = await pdf.formFields();
    assert.deepEqual(merged.filter((field) => field.page === 1).map((field) => field.name).sort(), [...names].sort());
    const second = merged.filter((field) => field.page === 5).map((field) => field.name);
    assert.equal(second.length, names.length);
    for (const name of second) {
      assert.ok(!names.includes(name), `${name} is not a name of the first input`);
      assert.ok(names.some((own) => name.startsWith(`${own}_`)), `${name} is an original name with a suffix`);
    }

    const annotated = corpus("pdf/annotations/annots_shapes_freetext_2p.pdf");
    const { bytes: withNotes } = await runTool(t, "merge-pdf", [doc(1), annotated]);
    const notes = await readPdf(withNotes);
    assert.equal(pageObjectsIn(withNotes), notes.numPages);
    const source = await readCorpus(annotated);
    assert.equal(await notes.annotationCount(4), await source.annotationCount(1));
    assert.ok((await notes.annotationCount(4)) > 0);
  });

  it("takes 2 to 20 files", async () => {
    const one = await submit(t, "merge-pdf", [doc(1)]);
    assert.equal(one.response.status, 400);
    assert.equal(one.body.errors[0].field, "files");
    const many = await submit(t, "merge-pdf", Array.from({ length: 21 }, () => doc(1)));
    assert.equal(many.response.status, 400);
  });

  it("repairs a damaged input and names an input it cannot read", async () => {
    const { bytes } = await runTool(t, "merge-pdf", [doc(1), corpus("pdf/damaged/damaged_bad_xref_offsets.pdf")]);
    assert.equal((await readPdf(bytes)).numPages, 4);
    const damaged = await runToolExpectingFailure(t, "merge-pdf", [doc(1), corpus("pdf/damaged/damaged_header_then_eof_only.pdf")]);
    assert.equal(damaged.code, "DamagedFile");
    assert.match(damaged.detail, /damaged_header_then_eof_only\.pdf/);
    const locked = await runToolExpectingFailure(t, "merge-pdf", [corpus("pdf/encrypted/enc_aes256_r6_user-view_owner-master.pdf"), doc(1)]);
    assert.equal(locked.code, "PasswordRequired");
    const text = await runToolExpectingFailure(t, "merge-pdf", [doc(1), { name: "notes.txt", data: "just some text\n" }]);
    assert.equal(text.code, "UnsupportedFile");
    assert.match(text.detail, /notes\.txt/);
  });
});
