import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { call, json, submit, toolForm, waitForJob } from "../helpers/api-client.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { corpus, startTestApp, storedKeys, type TestApp } from "../helpers/test-app.ts";

const doc1 = readFileSync(corpus("pdf/text/merge_doc1_3p.pdf"));
const photo = readFileSync(corpus("images/jpeg/cmyk_plain_no_icc.jpg"));

/** A file server that records every request it receives. */
async function fileServer(routes: Record<string, (response: import("node:http").ServerResponse) => void>) {
  const received: IncomingMessage[] = [];
  const server: Server = createServer((request, response) => {
    received.push(request);
    const route = routes[new URL(request.url!, "http://x").pathname];
    if (route) route(response);
    else {
      response.writeHead(404, "Not Found");
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return { server, received, origin: `127.0.0.1:${port}`, base: `http://127.0.0.1:${port}` };
}

describe("files given by URL", () => {
  let hidden: Awaited<ReturnType<typeof fileServer>>;
  let files: Awaited<ReturnType<typeof fileServer>>;
  let t: TestApp;
  let strict: TestApp;
  before(async () => {
    hidden = await fileServer({ "/doc.pdf": (response) => response.end(doc1) });
    files = await fileServer({
      "/reports/quarterly%20report.pdf": (response) => {
        response.writeHead(200, { "content-type": "application/pdf", "content-length": doc1.length });
        response.end(doc1);
      },
      "/moved": (response) => {
        response.writeHead(302, { location: "/reports/quarterly%20report.pdf" });
        response.end();
      },
      "/to-hidden": (response) => {
        response.writeHead(302, { location: `${hidden.base}/doc.pdf` });
        response.end();
      },
      "/huge.pdf": (response) => {
        response.writeHead(200, { "content-type": "application/pdf", "content-length": 300 * 1024 * 1024 });
        response.end();
      },
      "/letter.pdf": (response) => response.end(Buffer.from("%PDF-1.7\n% not really the office document you wanted\n")),
      "/photo.pdf": (response) => response.end(photo),
    });
    // The test-only allow setting lets this one local server through, and nothing else.
    t = await startTestApp({ env: { DOCTOOLS_URL_ALLOW_ORIGINS: files.origin } });
    strict = await startTestApp();
  });
  after(async () => {
    await t.close();
    await strict.close();
    files.server.close();
    hidden.server.close();
  });

  it("fetches a file given by its URL, after redirects, and names the result after it", async () => {
    const { response, body } = await submit(t, "rotate-pdf", [], { url: `${files.base}/moved`, rotation: "UpsideDown" });
    assert.equal(response.status, 202, JSON.stringify(body));
    const job = await waitForJob(t, body.id, { timeoutMs: 60_000 });
    assert.equal(job.status, "Completed", JSON.stringify(job.error));
    const result = await call(t, "GET", `/v1/jobs/${body.id}/result`);
    const pdf = await readPdf(new Uint8Array(await result.arrayBuffer()));
    assert.equal(pdf.numPages, 3);
    assert.equal(await pdf.rotation(1), 180);
    assert.match(await pdf.pageText(1), /Document 1/);
    assert.deepEqual(await storedKeys(t, `jobs/${body.id}/in`), [], "the fetched input is deleted with the job's inputs");
  });

  it("fails the job with DownloadFailed naming the status, the private redirect or the size", async () => {
    const cases: Array<[string, RegExp]> = [
      [`${files.base}/missing.pdf`, /answered 404 Not Found/],
      [`${files.base}/to-hidden`, /not a public address/],
      [`${files.base}/huge.pdf`, /300 MB, more than the 100 MB allowed/],
    ];
    const before = hidden.received.length;
    for (const [url, detail] of cases) {
      const { response, body } = await submit(t, "rotate-pdf", [], { url });
      assert.equal(response.status, 202, JSON.stringify(body));
      const job = await waitForJob(t, body.id, { timeoutMs: 60_000 });
      assert.equal(job.status, "Failed", url);
      assert.equal(job.error.code, "DownloadFailed");
      assert.match(job.error.detail, detail);
      assert.doesNotMatch(job.error.detail, /\?/, "no query string shown");
    }
    assert.equal(hidden.received.length, before, "the private server behind the redirect received nothing");
  });

  it("refuses loopback and private addresses when nothing is allowed, before any connection", async () => {
    const before = files.received.length;
    for (const url of [`${files.base}/reports/quarterly%20report.pdf`, `http://localhost:${files.origin.split(":")[1]}/reports/quarterly%20report.pdf`, "http://169.254.169.254/latest/meta-data/", "http://[::1]/x.pdf"]) {
      const { body } = await submit(strict, "rotate-pdf", [], { url });
      const job = await waitForJob(strict, body.id, { timeoutMs: 60_000 });
      assert.equal(job.status, "Failed");
      assert.equal(job.error.code, "DownloadFailed");
      assert.match(job.error.detail, /not a public address/);
    }
    assert.equal(files.received.length, before, "the listener received nothing");
  });

  it("checks the fetched bytes like an upload's", async () => {
    const { body } = await submit(t, "office-to-pdf", [], { url: `${files.base}/letter.pdf` });
    const job = await waitForJob(t, body.id, { timeoutMs: 60_000 });
    assert.equal(job.status, "Failed");
    assert.equal(job.error.code, "UnsupportedFile");
    assert.match(job.error.detail, /letter\.pdf/);
    // A JPEG named .pdf, fetched for a PDF tool: named for what its bytes are, as an upload would be.
    const wrong = await submit(t, "rotate-pdf", [], { url: `${files.base}/photo.pdf` });
    const failed = await waitForJob(t, wrong.body.id, { timeoutMs: 60_000 });
    assert.equal(failed.error.code, "UnsupportedFile");
    assert.match(failed.error.detail, /photo\.pdf\) is a JPEG image; rotate-pdf takes PDF files/);
  });

  it("refuses a URL that is not http(s) at the call, counting nothing", async () => {
    const before = (await json(await call(t, "GET", "/v1/me"))).usage.operations;
    for (const url of ["file:///etc/passwd", "ftp://example.com/a.pdf", "https://user:pw@example.com/a.pdf", "nonsense"]) {
      const { response, body } = await submit(t, "rotate-pdf", [], { url });
      assert.equal(response.status, 400, url);
      assert.ok((body.errors as Array<{ field: string }>).some((error) => error.field === "url"), JSON.stringify(body));
    }
    const tooMany = await submit(t, "rotate-pdf", [], { url: [`${files.base}/a.pdf`, `${files.base}/b.pdf`] });
    assert.equal(tooMany.response.status, 400);
    assert.equal((await json(await call(t, "GET", "/v1/me"))).usage.operations, before);
  });

  it("takes a pipeline as JSON naming its files by address", async () => {
    const send = (body: unknown) => call(t, "POST", "/v1/pipelines", { body: JSON.stringify(body), headers: { "content-type": "application/json" } });
    const response = await send({ url: [`${files.base}/reports/quarterly%20report.pdf`], steps: [{ tool: "rotate-pdf", fields: { rotation: "UpsideDown" } }, { tool: "add-page-numbers" }], fileName: "numbered" });
    const body = await json(response);
    assert.equal(response.status, 202, JSON.stringify(body));
    const job = await waitForJob(t, body.id, { timeoutMs: 60_000 });
    assert.equal(job.status, "Completed", JSON.stringify(job.error));
    assert.equal(job.fileName, "numbered.pdf");
    const pdf = await readPdf(new Uint8Array(await (await call(t, "GET", `/v1/jobs/${body.id}/result`)).arrayBuffer()));
    assert.equal(pdf.numPages, 3);
    assert.equal(await pdf.rotation(2), 180);
    const refused = await send({ url: "x", steps: [{ tool: "rotate-pdf" }], colour: "red" });
    assert.equal(refused.status, 400);
    assert.match(JSON.stringify(await json(refused)), /`colour` is not a member of a pipeline/);
    const noSteps = await send({ url: [`${files.base}/reports/quarterly%20report.pdf`] });
    assert.equal(noSteps.status, 400);
  });

  it("gives a pipeline's first step a file by URL", async () => {
    const form = await toolForm([], { url: `${files.base}/reports/quarterly%20report.pdf`, steps: JSON.stringify([{ tool: "rotate-pdf" }, { tool: "delete-pages", fields: { pages: "1" } }]) });
    const response = await call(t, "POST", "/v1/pipelines", { body: form });
    const body = await json(response);
    assert.equal(response.status, 202, JSON.stringify(body));
    const job = await waitForJob(t, body.id, { timeoutMs: 60_000 });
    assert.equal(job.status, "Completed", JSON.stringify(job.error));
    assert.match(job.fileName, /^quarterly report-/);
    const result = await call(t, "GET", `/v1/jobs/${body.id}/result`);
    const pdf = await readPdf(new Uint8Array(await result.arrayBuffer()));
    assert.equal(pdf.numPages, 2);
    assert.equal(await pdf.rotation(1), 90);
  });
});
