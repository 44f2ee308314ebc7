import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import path from "node:path";
import { call, json, runTool } from "../helpers/api-client.ts";
import { becomes } from "../helpers/eventually.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { startS3Server, type S3TestServer } from "../helpers/s3-server.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";

/** The whole service on S3: inputs, part-wise uploads and results in the bucket, gone at expiry. */
let server: S3TestServer;
before(async () => (server = await startS3Server()));
after(() => server.stop());

/** Waits until nothing is stored under `prefix` in the bucket; returns what is left at the deadline. */
async function waitUntilEmpty(prefix: string, timeoutMs: number): Promise<string[]> {
  let keys: string[] = [];
  await becomes(async () => (keys = await server.listKeys(prefix)).length === 0, { timeoutMs, intervalMs: 50 });
  return keys;
}

async function sendPart(t: TestApp, id: string, offset: number, part: Buffer) {
  const response = await call(t, "PATCH", `/v1/uploads/${id}?offset=${offset}`, { body: part, headers: { "content-type": "application/octet-stream" } });
  const body = await json(response);
  assert.equal(response.status, 200, JSON.stringify(body));
  return body;
}

async function createUpload(t: TestApp, fileName: string, length: number): Promise<string> {
  const response = await call(t, "POST", "/v1/uploads", { body: JSON.stringify({ fileName, length }), headers: { "content-type": "application/json" } });
  const body = await json(response);
  assert.equal(response.status, 201, JSON.stringify(body));
  return body.id as string;
}

/** Sends `file` as a part-wise upload in three parts; returns the upload's id. */
async function uploadInParts(t: TestApp, fileName: string, file: Buffer): Promise<string> {
  const uploadId = await createUpload(t, fileName, file.length);
  const cuts = [0, Math.floor(file.length / 3), Math.floor((2 * file.length) / 3), file.length];
  for (let i = 0; i < 3; i++) await sendPart(t, uploadId, cuts[i]!, file.subarray(cuts[i], cuts[i + 1]));
  return uploadId;
}

describe("the service on S3-compatible storage", () => {
  const prefix = "service/";
  let t: TestApp;
  before(async () => (t = await startTestApp({ env: server.env(prefix) })));
  after(() => t.close());

  it("keeps a posted file's result in the bucket, not its input, and serves it whole and by range", async () => {
    const { job, bytes } = await runTool(t, "rotate-pdf", [corpus("pdf/text/text_numbered_pages_11p.pdf")]);
    const rotated = await readPdf(bytes);
    assert.equal(rotated.numPages, 11);
    for (let page = 1; page <= 11; page++) assert.equal(await rotated.rotation(page), 90, `page ${page}`);
    // Inputs are deleted when a job finishes; the result stays until it expires.
    assert.match((await server.listKeys(`${prefix}jobs/${job.id}/`)).join(" "), new RegExp(`^${prefix}jobs/${job.id}/result-[\\w-]+\\.pdf$`));
    const range = await call(t, "GET", `/v1/jobs/${job.id}/result`, { headers: { range: "bytes=100-163" } });
    assert.equal(range.status, 206);
    assert.ok(Buffer.from(await range.arrayBuffer()).equals(Buffer.from(bytes.subarray(100, 164))));
    await assert.rejects(fs.access(path.join(t.dataDir, "files")), { code: "ENOENT" }, "nothing is stored on local disk");
  });

  it("stores a part-wise upload's parts as they arrive and hands them to a tool call", async () => {
    const file = await fs.readFile(corpus("pdf/text/merge_doc2_3p.pdf"));
    const uploadId = await uploadInParts(t, "merge_doc2_3p.pdf", file);
    assert.equal((await server.listKeys(`${prefix}uploads/${uploadId}/`)).length, 3, "one object per part");
    const { job, bytes } = await runTool(t, "rotate-pdf", [], { uploads: uploadId, rotation: "UpsideDown" });
    const turned = await readPdf(bytes);
    const original = await readPdf(new Uint8Array(file));
    assert.equal(turned.numPages, 3);
    for (let page = 1; page <= 3; page++) {
      assert.equal(await turned.rotation(page), 180);
      assert.equal(await turned.pageText(page), await original.pageText(page));
    }
    assert.deepEqual(await server.listKeys(`${prefix}uploads/${uploadId}/`), [], "the upload's parts went with the tool call");
    assert.match((await server.listKeys(`${prefix}jobs/${job.id}/`)).join(" "), new RegExp(`^${prefix}jobs/${job.id}/result-[\\w-]+\\.pdf$`));
  });
});

describe("results on S3 at expiry", () => {
  const prefix = "expiry/";
  let t: TestApp;
  before(async () => (t = await startTestApp({ env: { ...server.env(prefix), DOCTOOLS_RESULT_TTL_SECONDS: "1" } })));
  after(() => t.close());

  it("are deleted from the bucket", async () => {
    const posted = await runTool(t, "rotate-pdf", [corpus("pdf/text/merge_doc1_3p.pdf")]);
    assert.equal((await readPdf(posted.bytes)).numPages, 3);
    const uploadId = await uploadInParts(t, "merge_doc3_3p.pdf", await fs.readFile(corpus("pdf/text/merge_doc3_3p.pdf")));
    const uploaded = await runTool(t, "rotate-pdf", [], { uploads: uploadId });
    assert.equal((await readPdf(uploaded.bytes)).numPages, 3);
    assert.deepEqual(await waitUntilEmpty(prefix, 10_000), [], "results are still in the bucket after they expired");
    for (const job of [posted.job, uploaded.job]) assert.equal((await call(t, "GET", `/v1/jobs/${job.id}/result`)).status, 404);
  });
});

describe("uploads on S3 that are never used", () => {
  const prefix = "unused/";
  let t: TestApp;
  // Long enough for two parts to arrive on a machine the whole suite keeps busy.
  before(async () => (t = await startTestApp({ env: { ...server.env(prefix), DOCTOOLS_UPLOAD_TTL_SECONDS: "3" } })));
  after(() => t.close());

  it("are deleted from the bucket, parts and all, when they expire", async () => {
    const uploadId = await createUpload(t, "never-used.pdf", 100_000);
    await sendPart(t, uploadId, 0, Buffer.alloc(30_000, 1));
    await sendPart(t, uploadId, 30_000, Buffer.alloc(30_000, 2));
    assert.equal((await server.listKeys(`${prefix}uploads/${uploadId}/`)).length, 2);
    assert.deepEqual(await waitUntilEmpty(prefix, 15_000), [], "the upload's parts are still in the bucket after it expired");
  });
});
