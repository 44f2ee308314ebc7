import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { runTool, runToolExpectingFailure } from "../helpers/api-client.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { readFile } from "node:fs/promises";
import * as mupdf from "mupdf";

/** Whether `result` is `source`'s bytes with an update after them (an incremental update). */
function appendsTo(result: Uint8Array, source: Uint8Array): boolean {
  return result.length > source.length && Buffer.from(result.subarray(0, source.length)).equals(source);
}

/** Opens with MuPDF: whether it had to repair the file, and each page's /Rotate. */
function openedStrictly(bytes: Uint8Array): { repaired: boolean; rotations: number[] } {
  const doc = new mupdf.PDFDocument(bytes);
  try {
    const rotations = Array.from({ length: doc.countPages() }, (_, i) => doc.findPage(i).getInheritable("Rotate").asNumber());
    return { repaired: doc.wasRepaired(), rotations };
  } finally {
    doc.destroy();
  }
}

describe("rotate-pdf", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it("turns every page a quarter turn right by default, keeping text and order", async () => {
    const { bytes, job } = await runTool(t, "rotate-pdf", [corpus("pdf/text/text_numbered_pages_11p.pdf")]);
    assert.equal(job.operation, "rotate-pdf");
    const pdf = await readPdf(bytes);
    assert.equal(pdf.numPages, 11);
    for (let page = 1; page <= 11; page++) {
      assert.equal(await pdf.rotation(page), 90);
      assert.match(await pdf.pageText(page), new RegExp(`page ${page}\\b`));
    }
  });

  it("adds to the rotation a page already has, inherited ones included", async () => {
    const { bytes } = await runTool(t, "rotate-pdf", [corpus("pdf/geometry/rotate_inherited_from_pages_node.pdf")], { rotation: "Counterclockwise" });
    const pdf = await readPdf(bytes);
    assert.equal(await pdf.rotation(1), 0);
    const before = await readPdf(new Uint8Array(await (await import("node:fs/promises")).readFile(corpus("pdf/geometry/rotate_mixed_20p.pdf"))));
    const { bytes: turned } = await runTool(t, "rotate-pdf", [corpus("pdf/geometry/rotate_mixed_20p.pdf")], { rotation: "UpsideDown", pages: "2-4, 10-" });
    const after = await readPdf(turned);
    for (let page = 1; page <= 20; page++) {
      const selected = (page >= 2 && page <= 4) || page >= 10;
      assert.equal(await after.rotation(page), ((await before.rotation(page)) + (selected ? 180 : 0)) % 360, `page ${page}`);
    }
  });

  it("appends the turned pages to a compact source, in a compressed update that opens without repair and keeps a signature's bytes", async () => {
    for (const file of ["pdf/text/text_pdflatex_4p.pdf", "pdf/structure/linearized_clean_30p.pdf", "pdf/structure/digitally_signed.pdf"]) {
      const source = await readFile(corpus(file));
      const { bytes } = await runTool(t, "rotate-pdf", [corpus(file)], { pages: "1" });
      assert.ok(appendsTo(bytes, source), `${file}: the source's bytes come first, unchanged`);
      // The update holds the turned page and a cross-reference stream, packed and compressed.
      assert.ok(bytes.length - source.length < 1200, `${file}: the update is ${bytes.length - source.length} bytes`);
      const opened = openedStrictly(bytes);
      assert.equal(opened.repaired, false, file);
      const before = openedStrictly(source).rotations;
      const pdf = await readPdf(bytes);
      assert.equal(pdf.numPages, before.length, file);
      assert.equal(await pdf.rotation(1), (before[0]! + 90) % 360, file);
      for (let page = 2; page <= pdf.numPages; page++) assert.equal(await pdf.rotation(page), before[page - 1]! % 360, `${file} page ${page}`);
    }
  });

  it("writes a source that is not compact whole: a classic cross-reference table, or one repaired on opening", async () => {
    for (const file of ["pdf/text/text_numbered_pages_11p.pdf", "pdf/damaged/damaged_bad_xref_offsets.pdf"]) {
      const source = await readFile(corpus(file));
      const { bytes } = await runTool(t, "rotate-pdf", [corpus(file)]);
      assert.ok(!appendsTo(bytes, source), file);
      assert.equal(openedStrictly(bytes).repaired, false, file);
    }
  });

  it("fails with PageOutOfRange when the selection passes the last page", async () => {
    const error = await runToolExpectingFailure(t, "rotate-pdf", [corpus("pdf/text/merge_doc1_3p.pdf")], { pages: "2-5" });
    assert.equal(error.code, "PageOutOfRange");
    assert.match(error.detail, /3 pages/);
  });
});
