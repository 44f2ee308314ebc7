import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import sharp from "sharp";
import { startTestApp, type TestApp } from "../helpers/test-app.ts";
import { runTool, runToolExpectingFailure, submit } from "../helpers/api-client.ts";
import { readPdf } from "../helpers/pdf-reader.ts";

/** html-to-pdf through the service: a multipart call, a job in a worker process with its own Chromium, the result downloaded. */
describe("html-to-pdf over HTTP", () => {
  let t: TestApp;
  // A short job limit, so that a page that never ends is stopped quickly; printing a page takes well under it.
  before(async () => (t = await startTestApp({ env: { DOCTOOLS_JOB_TIMEOUT_SECONDS: "5" } })));
  after(() => t.close());

  it("prints a page and its assets sent as files, with the fields given as text", async () => {
    const logo = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 255, g: 0, b: 0 } } }).png().toBuffer();
    const { job, bytes } = await runTool(
      t,
      "html-to-pdf",
      [
        { name: "invoice.html", data: '<link rel="stylesheet" href="invoice.css"><h1>Invoice 2024-117</h1><img src="logo.png"><p class="total">Total due: 1,250.00</p><p style="break-before: page">Terms</p>' },
        { name: "invoice.css", data: ".total { font-weight: bold; }" },
        { name: "logo.png", data: new Uint8Array(logo) },
      ],
      { paperSize: "Letter", margin: "15 10", footerHtml: "{{page}} / {{pages}}" },
    );
    assert.equal(job.fileName, "invoice-printed.pdf");
    assert.equal(job.pageCount, 2);
    const pdf = await readPdf(bytes);
    assert.deepEqual(await pdf.viewSize(1), { width: 612, height: 792 });
    assert.match(await pdf.pageText(1), /Invoice 2024-117 Total due: 1,250\.00.*1 \/ 2/);
    assert.match(await pdf.pageText(2), /Terms.*2 \/ 2/);
  });

  it("refuses at the call a literal private address, a non-web address, both a file and a url, or neither", async () => {
    for (const [files, fields, field] of [
      [[], { url: "http://169.254.169.254/latest/meta-data/" }, "url"],
      [[], { url: "http://[::ffff:7f00:1]:8080/" }, "url"],
      [[], { url: "file:///etc/passwd" }, "url"],
      [[{ name: "a.html", data: "<p>a</p>" }], { url: "https://example.com/" }, "url"],
      [[], {}, "files"],
    ] as const) {
      const { response, body } = await submit(t, "html-to-pdf", [...files], { ...fields });
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.ok((body.errors as { field: string }[]).some((error) => error.field === field), JSON.stringify(body.errors));
    }
  });

  it("fails a url job whose address cannot be loaded with PageLoadFailed naming it", async () => {
    const error = await runToolExpectingFailure(t, "html-to-pdf", [], { url: "http://no-such-host.invalid/report" });
    assert.equal(error.code, "PageLoadFailed");
    assert.match(error.detail, /http:\/\/no-such-host\.invalid\/report could not be loaded: no-such-host\.invalid could not be found/);
  });

  it("stops a page that never ends at the job's time limit (Timeout), and the next job prints", async () => {
    const error = await runToolExpectingFailure(t, "html-to-pdf", [{ name: "loop.html", data: "<script>for (;;) {}</script>" }]);
    assert.equal(error.code, "Timeout");
    const { bytes } = await runTool(t, "html-to-pdf", [{ name: "notes.md", data: "# After\n\nStill working." }]);
    assert.match(await (await readPdf(bytes)).pageText(1), /After Still working\./);
  });
});
