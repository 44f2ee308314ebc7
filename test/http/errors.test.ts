import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { corpus, startTestApp, storedKeys, type TestApp } from "../helpers/test-app.ts";
import { call, submit, json } from "../helpers/api-client.ts";
import { startWithPlans } from "../helpers/plans.ts";
import { sendUntilAnswered, sendWholeRequest, zeroChunks } from "../helpers/raw-http.ts";

const pdf = corpus("pdf/text/merge_doc1_3p.pdf");

async function problem(response: Response) {
  assert.equal(response.headers.get("content-type"), "application/problem+json; charset=utf-8");
  const body = await json(response);
  for (const member of ["type", "title", "status", "detail", "instance", "requestId"]) assert.ok(member in body, `problem lacks ${member}`);
  assert.equal(body.status, response.status);
  // Errors met before any hook ran (a badly encoded URL) name their request too.
  assert.equal(body.requestId, response.headers.get("x-request-id"));
  assert.match(body.type, /^\/problems\/[a-z-]+$/);
  return body;
}

describe("problem details for the framework's own errors", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp({ runJobs: false })));
  after(() => t.close());

  it("explains every job error code on a page of its own, listed at /problems/job-errors", async () => {
    const { jobErrorCatalogue } = await import("../../src/errors/job-errors.ts");
    const { escapeHtml } = await import("../../src/common/html.ts");
    const index = await (await fetch(`${t.baseUrl}/problems/job-errors`)).text();
    for (const [code, entry] of Object.entries(jobErrorCatalogue)) {
      assert.ok(index.includes(`id="${code}"`), code);
      const response = await fetch(`${t.baseUrl}/problems/job-errors/${code}`);
      assert.equal(response.status, 200, code);
      assert.ok((await response.text()).includes(escapeHtml(entry.detail)), code);
    }
    assert.equal((await fetch(`${t.baseUrl}/problems/job-errors/NoSuchCode`)).status, 404);
  });

  it("answers an unknown path with 404", async () => {
    const body = await problem(await call(t, "GET", "/v1/no-such-tool"));
    assert.equal(body.status, 404);
    assert.equal(body.instance, "/v1/no-such-tool");
    assert.equal((await problem(await call(t, "GET", "/nowhere", { key: null }))).status, 404);
  });

  it("answers a wrong method with 405 and Allow", async () => {
    const put = await call(t, "PUT", "/v1/jobs/4b0c1c2e-1d6b-4a53-9c77-2f5d1b0b7e11");
    assert.equal(put.status, 405);
    assert.match(put.headers.get("allow")!, /GET/);
    await problem(put);
    const get = await call(t, "GET", "/v1/rotate-pdf");
    assert.equal(get.status, 405);
    assert.equal(get.headers.get("allow"), "POST");
    assert.equal((await problem(get)).type, "/problems/method-not-allowed");
  });

  it("answers bad JSON with 400", async () => {
    const response = await call(t, "POST", "/v1/rotate-pdf", { body: '{"pages": ', headers: { "content-type": "application/json" } });
    const body = await problem(response);
    assert.equal(body.status, 400);
    assert.equal(body.type, "/problems/malformed-request");
  });

  it("answers a body that is not multipart with 415", async () => {
    const response = await call(t, "POST", "/v1/rotate-pdf", { body: "hello", headers: { "content-type": "text/plain" } });
    assert.equal((await problem(response)).status, 415);
    const json = await call(t, "POST", "/v1/rotate-pdf", { body: "{}", headers: { "content-type": "application/json" } });
    assert.equal((await problem(json)).status, 415);
  });

  it("answers a multipart body cut short with 400 and keeps nothing", async () => {
    const boundary = "XyZ";
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 truncated`;
    const response = await call(t, "POST", "/v1/rotate-pdf", { body, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } });
    assert.equal((await problem(response)).type, "/problems/malformed-request");
    assert.deepEqual(await storedKeys(t, "jobs/"), []);
  });

  it("refuses a request whose Content-Length is over 100 MB with 413 before reading it", async () => {
    const declared = 150 * 1024 * 1024;
    const answer = await sendUntilAnswered(
      `${t.baseUrl}/v1/rotate-pdf`,
      { "x-api-key": t.key, "content-type": "multipart/form-data; boundary=b", "content-length": declared },
      zeroChunks(declared),
    );
    assert.equal(answer.status, 413);
    assert.equal(JSON.parse(answer.body).type, "/problems/payload-too-large");
    assert.ok(answer.bytesSent < 20 * 1024 * 1024, `sent ${answer.bytesSent} bytes before the answer`);
  });

  it("refuses a tool call over 100 MB with a 413 that Node's fetch reads, and reads on until the client is done", async () => {
    const declared = 102 * 1024 * 1024;
    const headers = { "x-api-key": t.key, "content-type": "multipart/form-data; boundary=b" };
    const response = await fetch(`${t.baseUrl}/v1/rotate-pdf`, { method: "POST", headers, body: new Uint8Array(declared) });
    assert.equal(response.status, 413);
    assert.equal(response.headers.get("connection"), "close");
    assert.match((await problem(response)).detail, /larger than 100 MB/);
    const answer = await sendWholeRequest(`${t.baseUrl}/v1/rotate-pdf`, "POST", { ...headers, "content-length": declared }, zeroChunks(declared));
    assert.equal(answer.status, 413, answer.head);
    assert.equal(answer.error, null, `the client met ${answer.error} after ${answer.bytesSent} bytes`);
    assert.ok(answer.sentAfterAnswer > 0, "refused from its Content-Length, before the body was all sent");
  });

  it("cuts off a streamed (chunked) file once it passes the 100 MB request limit", async () => {
    const boundary = "----doctools";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const total = 140 * 1024 * 1024;
    function* body() {
      yield head;
      yield* zeroChunks(total);
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const answer = await sendUntilAnswered(
      `${t.baseUrl}/v1/rotate-pdf`,
      { "x-api-key": t.key, "content-type": `multipart/form-data; boundary=${boundary}`, "transfer-encoding": "chunked" },
      body(),
    );
    assert.equal(answer.status, 413);
    assert.equal(answer.headers.connection, "close");
    assert.match(JSON.parse(answer.body).detail, /100 MB/);
    assert.ok(answer.bytesSent < total, `sent all ${answer.bytesSent} bytes`);
    assert.deepEqual(await storedKeys(t, "jobs/"), []);
  });
});

describe("validation of tool calls", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp({ runJobs: false })));
  after(() => t.close());

  it("lists every bad field at once", async () => {
    const { response, body } = await submit(t, "rotate-pdf", [pdf], { rotation: "Sideways", pages: "0", colour: "red" });
    assert.equal(response.status, 400);
    assert.equal(body.type, "/problems/validation");
    assert.deepEqual(body.errors.map((e: { field: string }) => e.field).sort(), ["colour", "pages", "rotation"]);
    assert.match(body.errors.find((e: { field: string }) => e.field === "rotation").detail, /Clockwise, UpsideDown, Counterclockwise/);
  });

  for (const pages of ["0", "3-1", "a", "1,,2", "-2", "1-2-3", ""]) {
    it(`refuses the page selection "${pages}" naming the field`, async () => {
      const { response, body } = await submit(t, "rotate-pdf", [pdf], { pages: pages === "" ? "," : pages });
      assert.equal(response.status, 400);
      assert.deepEqual(body.errors.map((e: { field: string }) => e.field), ["pages"]);
      assert.match(body.errors[0].detail, /^`pages` /);
    });
  }

  it("refuses a call without files", async () => {
    const { response, body } = await submit(t, "rotate-pdf", [], { rotation: "Clockwise" });
    assert.equal(response.status, 400);
    assert.deepEqual(body.errors.map((e: { field: string }) => e.field), ["files"]);
  });

  it("refuses more files than the tool takes, and text in `files`", async () => {
    const two = await submit(t, "rotate-pdf", [pdf, pdf]);
    assert.equal(two.response.status, 400);
    assert.equal(two.body.errors[0].field, "files");
    const form = new FormData();
    form.append("files", "not a file");
    const text = await call(t, "POST", "/v1/rotate-pdf", { body: form });
    assert.equal(text.status, 400);
    assert.equal((await json(text)).errors[0].field, "files");
  });

  it("refuses unknown uploads and batches, and bad result names", async () => {
    const { response, body } = await submit(t, "rotate-pdf", [pdf], {
      uploads: "4b0c1c2e-1d6b-4a53-9c77-2f5d1b0b7e11",
      batchId: "4b0c1c2e-1d6b-4a53-9c77-2f5d1b0b7e11",
      fileName: "../etc/passwd",
    });
    assert.equal(response.status, 400);
    assert.deepEqual(body.errors.map((e: { field: string }) => e.field).sort(), ["batchId", "fileName", "uploads"]);
  });

  it("keeps no input of a refused call", async () => {
    await submit(t, "rotate-pdf", [pdf], { rotation: "Sideways" });
    assert.deepEqual(await storedKeys(t, "jobs/"), []);
  });

  it("names the result after the first file unless fileName is given", async () => {
    const first = await submit(t, "rotate-pdf", [pdf]);
    assert.equal(first.body.fileName, "merge_doc1_3p-rotated.pdf");
    const named = await submit(t, "rotate-pdf", [pdf], { fileName: "report" });
    assert.equal(named.body.fileName, "report.pdf");
    assert.equal(named.response.headers.get("location"), `/v1/jobs/${named.body.id}`);
  });
});

const MiB = 1024 * 1024;

describe("plan file limits", () => {
  let env: Awaited<ReturnType<typeof startWithPlans>>;
  let t: TestApp;
  before(async () => {
    env = await startWithPlans([{ name: "Tiny", operationsPerMonth: 10, paidToolJobsPerMonth: 0, storageBytes: 10 * MiB, maxFileBytes: MiB, batchMaxFiles: 1, requestsPerMinute: 60 }]);
    t = env.t;
  });
  after(() => env.close());

  it("cuts off a file over the plan's largest file with 413 without reading it all", async () => {
    const boundary = "----doctools";
    const total = 30 * 1024 * 1024;
    function* body() {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.pdf"\r\n\r\n`);
      yield* zeroChunks(total);
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const answer = await sendUntilAnswered(
      `${t.baseUrl}/v1/rotate-pdf`,
      { "x-api-key": t.key, "content-type": `multipart/form-data; boundary=${boundary}`, "transfer-encoding": "chunked" },
      body(),
    );
    assert.equal(answer.status, 413);
    assert.match(JSON.parse(answer.body).detail, /1 MB, the largest file the account's plan takes/);
    assert.ok(answer.bytesSent < total, `sent all ${answer.bytesSent} bytes`);
  });

  it("takes a file under the plan's limit", async () => {
    const { response } = await submit(t, "rotate-pdf", [pdf]);
    assert.equal(response.status, 202);
  });
});
