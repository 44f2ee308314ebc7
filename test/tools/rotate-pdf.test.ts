import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { runTool, runToolExpectingFailure } from "../helpers/api-client.ts";
import { readPdf } from "../helpers/pdf-reader.ts";

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

  it("fails with PageOutOfRange when the selection passes the last page", async () => {
    const error = await runToolExpectingFailure(t, "rotate-pdf", [corpus("pdf/text/merge_doc1_3p.pdf")], { pages: "2-5" });
    assert.equal(error.code, "PageOutOfRange");
    assert.match(error.detail, /3 pages/);
  });
});
