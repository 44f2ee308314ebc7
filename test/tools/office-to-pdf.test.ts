import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { readPdf } from "../helpers/pdf-reader.ts";
import fs from "node:fs/promises";
import officeCrypto from "officecrypto-tool";
import { runTool, runToolExpectingFailure, submit, waitForJob } from "../helpers/api-client.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";

/*
 * office-to-pdf through the real HTTP API, run by the service's own worker process with the
 * default (WebAssembly) engine; one worker, so its one engine serves every test here.
 */
let t: TestApp;
before(
  async () => {
    t = await startTestApp();
    // The worker's first conversion starts LibreOffice in WebAssembly, which compiles a large
    // module: on a busy 2-core machine that took past the tests' 90 s waits. One conversion here,
    // with room for it, so the tests time the conversions, not the engine's start.
    const { body } = await submit(t, "office-to-pdf", [corpus("office/Styles.docx")]);
    assert.equal((await waitForJob(t, body.id, { timeoutMs: 600_000 })).status, "Completed");
  },
  { timeout: 660_000 },
);
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

test("the type is read from the bytes: a Word file named .xlsx converts, a PDF named .docx is refused at the call, a ZIP that is no document fails its job", { timeout: 240_000 }, async () => {
  const { bytes } = await runTool(t, "office-to-pdf", [{ name: "report.xlsx", data: await fs.readFile(corpus("office/Styles.docx")) }]);
  assert.equal((await readPdf(bytes)).numPages, 1);
  const { response, body } = await submit(t, "office-to-pdf", [{ name: "letter.docx", data: await fs.readFile(corpus("pdf/text/text_pdflatex_minimal_1p.pdf")) }]);
  assert.equal(response.status, 400);
  assert.match(body.errors[0].detail, /^files\[0\] \(letter\.docx\) is a PDF; office-to-pdf takes docx, doc, odt, rtf, xlsx, xls, ods, csv, pptx, ppt or odp files\.$/);
  // A ZIP's first bytes are those of every OOXML and OpenDocument file: only the job can tell.
  const zip = await fs.readFile(corpus("office/SampleShow.pptx"));
  const notDocument = Buffer.concat([zip.subarray(0, 4), Buffer.alloc(200, 1)]);
  const error = await runToolExpectingFailure(t, "office-to-pdf", [{ name: "archive.zip", data: notDocument }]);
  assert.ok(["UnsupportedFile", "DamagedFile"].includes(error.code), JSON.stringify(error));
});

test("a password-protected docx: PasswordRequired without its password, WrongPassword with another, its text with the right one", { timeout: 240_000 }, async () => {
  const locked = officeCrypto.encrypt(await fs.readFile(corpus("office/TestDocument.docx")), { password: "s3cret pass" });
  const file = { name: "locked.docx", data: locked };
  assert.equal((await runToolExpectingFailure(t, "office-to-pdf", [file])).code, "PasswordRequired");
  const wrong = await runToolExpectingFailure(t, "office-to-pdf", [file], { password: "guess" });
  assert.equal(wrong.code, "WrongPassword");
  const { bytes } = await runTool(t, "office-to-pdf", [file], { password: "s3cret pass" });
  const pdf = await readPdf(bytes);
  assert.match(await pdf.pageText(1), /This is a test document/);
});

test("a CSV with fitSheetWidth prints one page wide", { timeout: 240_000 }, async () => {
  const rows = Array.from({ length: 20 }, (_, row) => Array.from({ length: 40 }, (_, col) => `R${row + 1}C${col + 1}`).join(",")).join("\n");
  const { bytes } = await runTool(t, "office-to-pdf", [{ name: "wide.csv", data: rows }], { fitSheetWidth: "true" });
  const pdf = await readPdf(bytes);
  assert.equal(pdf.numPages, 1);
  assert.match(await pdf.pageText(1), /R20C40/);
});
