import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { readPdf } from "../helpers/pdf-reader.ts";
import { runTool, runToolExpectingFailure } from "../helpers/api-client.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";

/*
 * office-to-pdf through the real HTTP API, run by the service's own worker process with the
 * default (WebAssembly) engine; one worker, so its one engine serves every test here.
 */
let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t.close();
});

test("a PowerPoint file becomes a PDF with one page per slide; `pages` keeps the ones asked for", { timeout: 240_000 }, async () => {
  const whole = await runTool(t, "office-to-pdf", [corpus("office/SampleShow.pptx")]);
  const all = await readPdf(whole.bytes);
  assert.ok(all.numPages >= 2);
  assert.equal(whole.job.pageCount, all.numPages);
  const last = await all.pageText(all.numPages);
  const picked = await runTool(t, "office-to-pdf", [corpus("office/SampleShow.pptx")], { pages: `${all.numPages}` });
  const one = await readPdf(picked.bytes);
  assert.equal(one.numPages, 1);
  assert.equal(await one.pageText(1), last);
});

test("the type is read from the bytes: a Word file named .xlsx converts, a PDF named .docx is refused", { timeout: 240_000 }, async () => {
  const { bytes } = await runTool(t, "office-to-pdf", [{ name: "report.xlsx", data: await import("node:fs/promises").then((fs) => fs.readFile(corpus("office/Styles.docx"))) }]);
  assert.equal((await readPdf(bytes)).numPages, 1);
  const error = await runToolExpectingFailure(t, "office-to-pdf", [{ name: "letter.docx", data: await import("node:fs/promises").then((fs) => fs.readFile(corpus("pdf/text/text_pdflatex_minimal_1p.pdf"))) }]);
  assert.equal(error.code, "UnsupportedFile");
});

test("a CSV with fitSheetWidth prints one page wide", { timeout: 240_000 }, async () => {
  const rows = Array.from({ length: 20 }, (_, row) => Array.from({ length: 40 }, (_, col) => `R${row + 1}C${col + 1}`).join(",")).join("\n");
  const { bytes } = await runTool(t, "office-to-pdf", [{ name: "wide.csv", data: rows }], { fitSheetWidth: "true" });
  const pdf = await readPdf(bytes);
  assert.equal(pdf.numPages, 1);
  assert.match(await pdf.pageText(1), /R20C40/);
});
