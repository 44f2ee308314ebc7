import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { buffer } from "node:stream/consumers";
import { buildApp, type App } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { corpus, startTestApp, storedKeys, type TestApp } from "../helpers/test-app.ts";
import { call, json, runTool, submit, waitForJob } from "../helpers/api-client.ts";
import { eventually } from "../helpers/eventually.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { uploadDataKey } from "../../src/uploads/upload-store.ts";
import { sendWholeRequest, zeroChunks } from "../helpers/raw-http.ts";

const doc = (n: number) => corpus(`pdf/text/merge_doc${n}_3p.pdf`);
const MiB = 1024 * 1024;
const PART = 50 * MiB;

async function createUpload(t: TestApp, fileName: string, length: number, key?: string) {
  const response = await call(t, "POST", "/v1/uploads", {
    body: JSON.stringify({ fileName, length }),
    headers: { "content-type": "application/json" },
    ...(key ? { key } : {}),
  });
  return { response, body: await json(response) };
}

/** Sends one part with node:http; a Readable source goes chunked unless `length` is given. */
function sendPart(t: TestApp, id: string, offset: number, source: Buffer | Readable, options: { key?: string; length?: number } = {}) {
  return new Promise<{ status: number; body: Record<string, any> }>((resolve, reject) => {
    const headers: Record<string, string | number> = { "x-api-key": options.key ?? t.key, "content-type": "application/octet-stream" };
    if (Buffer.isBuffer(source)) headers["content-length"] = source.length;
    else if (options.length !== undefined) headers["content-length"] = options.length;
    let answered = false;
    const request = http.request(`${t.baseUrl}/v1/uploads/${id}?offset=${offset}`, { method: "PATCH", headers });
    request.on("response", (response) => {
      answered = true;
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
      response.on("error", reject);
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    if (Buffer.isBuffer(source)) request.end(source);
    else {
      source.on("error", reject);
      source.pipe(request);
      request.on("response", () => source.unpipe(request));
    }
  });
}

/** `chunks` framed for `Transfer-Encoding: chunked`, the last chunk included. */
function* chunkedFraming(chunks: Iterable<Buffer>): Generator<Buffer> {
  for (const chunk of chunks) yield Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]);
  yield Buffer.from("0\r\n\r\n");
}

/**
 * Starts a part of `length` bytes at offset 0 and sends half of it, bytes unlike the file's, then
 * stalls with the connection open. `closed` settles when the server ends the connection (with
 * how); `sendRest` sends the other half, as a client that stalled and came back would.
 */
async function stallPart(baseUrl: string, key: string, id: string, length: number) {
  const request = http.request(`${baseUrl}/v1/uploads/${id}?offset=0`, {
    method: "PATCH",
    agent: false,
    headers: { "x-api-key": key, "content-type": "application/octet-stream", "content-length": length },
  });
  const closed = new Promise<string>((resolve) => {
    request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    request.on("response", (response) => resolve(`answered ${response.statusCode}`));
    request.on("close", () => resolve("closed"));
  });
  const half = length >> 1;
  await new Promise<void>((resolve) => request.write(Buffer.alloc(half, 0x58), () => resolve()));
  return { closed, sendRest: () => request.end(Buffer.alloc(length - half, 0x59)), destroy: () => request.destroy() };
}

/** Waits until some request holds the upload's part (its receiver is on record). */
async function waitUntilReceiving(t: TestApp, id: string, receiving = true): Promise<void> {
  const held = async () => Boolean((await t.app.services.sql.one<{ receiving_by: string | null }>("SELECT receiving_by FROM uploads WHERE id = ?", [id]))?.receiving_by);
  await eventually(async () => (await held()) === receiving, { intervalMs: 10, what: receiving ? "a request began receiving the part" : "the part's receiver let go" });
}

/** The bytes the upload holds so far, read from the app's file store (local disk or S3). */
async function uploadedBytes(t: TestApp, id: string): Promise<Buffer> {
  return buffer(await t.app.services.files.read(uploadDataKey(id)));
}

/** Uploads a whole local file in parts of `partBytes`. */
async function uploadFile(t: TestApp, file: string, partBytes = PART, key?: string): Promise<string> {
  const length = (await fs.stat(file)).size;
  const { response, body } = await createUpload(t, path.basename(file), length, key);
  assert.equal(response.status, 201, JSON.stringify(body));
  for (let offset = 0; offset < length; offset += partBytes) {
    const end = Math.min(length, offset + partBytes);
    const part = await sendPart(t, body.id, offset, createReadStream(file, { start: offset, end: end - 1 }), { length: end - offset, ...(key ? { key } : {}) });
    assert.equal(part.status, 200, JSON.stringify(part.body));
    assert.equal(part.body.received, end);
  }
  return body.id as string;
}

/** A one-page PDF saying `Big document` that carries `bytes` of random image data (unused). */
async function writeBigPdf(file: string, bytes: number): Promise<void> {
  const handle = await fs.open(file, "w");
  let position = 0;
  const offsets: number[] = [];
  const put = async (data: string | Buffer) => {
    const buffer = typeof data === "string" ? Buffer.from(data, "latin1") : data;
    await handle.write(buffer);
    position += buffer.length;
  };
  const object = async (n: number, body: string) => {
    offsets[n] = position;
    await put(`${n} 0 obj\n${body}\nendobj\n`);
  };
  const content = "BT /F1 24 Tf 72 720 Td (Big document) Tj ET";
  await put("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n");
  await object(1, "<< /Type /Catalog /Pages 2 0 R >>");
  await object(2, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>");
  await object(3, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> /XObject << /Big 6 0 R >> >> /Contents 5 0 R >>");
  await object(4, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
  await object(5, `<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  const width = 4096;
  const height = Math.ceil(bytes / width);
  offsets[6] = position;
  await put(`6 0 obj\n<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${width * height} >>\nstream\n`);
  for (let left = width * height; left > 0; left -= Math.min(left, 4 * MiB)) await put(randomBytes(Math.min(left, 4 * MiB)));
  await put("\nendstream\nendobj\n");
  const xref = position;
  await put(`xref\n0 7\n0000000000 65535 f \n${offsets.slice(1).map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`);
  await put(`trailer\n<< /Size 7 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  await handle.close();
}

describe("part-wise uploads", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp({ plan: "Business" })));
  after(() => t.close());

  it("creates an upload, takes parts in order and reports progress", async () => {
    const { response, body } = await createUpload(t, "notes.bin", 10);
    assert.equal(response.status, 201);
    assert.equal(response.headers.get("location"), `/v1/uploads/${body.id}`);
    assert.deepEqual(Object.keys(body).sort(), ["expiresAt", "fileName", "id", "length", "partBytes", "received"]);
    assert.equal(body.partBytes, 52428800);
    assert.equal(body.received, 0);
    assert.equal(body.fileName, "notes.bin");
    assert.ok(Math.abs(new Date(body.expiresAt).getTime() - Date.now() - 3600_000) < 10_000);

    const first = await sendPart(t, body.id, 0, Buffer.from("hello"));
    assert.equal(first.status, 200);
    assert.deepEqual(first.body, { id: body.id, received: 5, length: 10, expiresAt: body.expiresAt });
    const get = await call(t, "GET", `/v1/uploads/${body.id}`);
    assert.equal(get.status, 200);
    assert.deepEqual(await json(get), { id: body.id, received: 5, length: 10, expiresAt: body.expiresAt });
    assert.equal((await sendPart(t, body.id, 5, Buffer.from("world"))).body.received, 10);
  });

  it("refuses a bad body with 400 and a length over the plan's largest file with 413", async () => {
    const bad = await createUpload(t, "", -1);
    assert.equal(bad.response.status, 400);
    assert.deepEqual(bad.body.errors.map((e: { field: string }) => e.field).sort(), ["fileName", "length"]);
    const big = await createUpload(t, "huge.pdf", 250 * MiB + 1);
    assert.equal(big.response.status, 413);
    const other = await t.other();
    assert.equal((await createUpload(t, "big.pdf", 100 * MiB + 1, other.key)).response.status, 413, "Developer plan: 100 MB");
  });

  it("answers a wrong offset with 409 carrying received", async () => {
    const { body } = await createUpload(t, "a.bin", 20);
    await sendPart(t, body.id, 0, Buffer.alloc(8));
    for (const offset of [0, 4, 12]) {
      const part = await sendPart(t, body.id, offset, Buffer.alloc(4));
      assert.equal(part.status, 409);
      assert.equal(part.body.type, "/problems/conflict");
      assert.equal(part.body.received, 8);
    }
  });

  it("refuses bytes past length with 400 and keeps received", async () => {
    const { body } = await createUpload(t, "a.bin", 10);
    const declared = await sendPart(t, body.id, 0, Buffer.alloc(11));
    assert.equal(declared.status, 400);
    const streamed = await sendPart(t, body.id, 0, Readable.from([Buffer.alloc(6), Buffer.alloc(6)]));
    assert.equal(streamed.status, 400, "cut off while streaming, without a Content-Length");
    assert.equal((await json(await call(t, "GET", `/v1/uploads/${body.id}`))).received, 0);
    assert.equal((await sendPart(t, body.id, 0, Buffer.alloc(10))).body.received, 10);
  });

  it("refuses a part over partBytes with 413 while it streams", async () => {
    const { body } = await createUpload(t, "big.bin", 60 * MiB);
    const part = await sendPart(t, body.id, 0, Readable.from(zeroChunks(PART + 1)));
    assert.equal(part.status, 413);
    assert.equal((await json(await call(t, "GET", `/v1/uploads/${body.id}`))).received, 0);
    const declared = await sendPart(t, body.id, 0, Readable.from(zeroChunks(PART + 1)), { length: PART + 1 });
    assert.equal(declared.status, 413);
  });

  it("answers a part over partBytes with a 413 that Node's fetch reads, declared or chunked", async () => {
    const { body } = await createUpload(t, "big.bin", 60 * MiB);
    const url = `${t.baseUrl}/v1/uploads/${body.id}?offset=0`;
    const headers = { "x-api-key": t.key, "content-type": "application/octet-stream" };
    const declared = await fetch(url, { method: "PATCH", headers, body: new Uint8Array(PART + 1) });
    const chunked = await fetch(url, { method: "PATCH", headers, body: Readable.toWeb(Readable.from(zeroChunks(PART + 1))) as ReadableStream, duplex: "half" } as RequestInit);
    for (const response of [declared, chunked]) {
      assert.equal(response.status, 413);
      assert.equal(response.headers.get("content-type"), "application/problem+json; charset=utf-8");
      assert.equal(response.headers.get("connection"), "close");
      assert.match((await json(response)).detail, /at most 50 MB \(`partBytes`\)/);
    }
    assert.equal((await json(await call(t, "GET", `/v1/uploads/${body.id}`))).received, 0);
  });

  it("reads on after refusing a part over partBytes, so a client still sending gets the 413 and a clean close", async () => {
    const { body } = await createUpload(t, "big.bin", 60 * MiB);
    const headers = { "x-api-key": t.key, "content-type": "application/octet-stream" };
    const url = `${t.baseUrl}/v1/uploads/${body.id}?offset=0`;
    const declared = await sendWholeRequest(url, "PATCH", { ...headers, "content-length": PART + 1 }, zeroChunks(PART + 1));
    const chunked = await sendWholeRequest(url, "PATCH", { ...headers, "transfer-encoding": "chunked" }, chunkedFraming(zeroChunks(PART + 30 * MiB)));
    for (const answer of [declared, chunked]) {
      assert.equal(answer.status, 413, answer.head);
      assert.equal(answer.error, null, `the client met ${answer.error} after ${answer.bytesSent} bytes`);
      assert.equal(JSON.parse(answer.body).type, "/problems/payload-too-large");
    }
    assert.ok(declared.sentAfterAnswer > 0, "refused from its Content-Length, before the body was all sent");
    assert.equal((await json(await call(t, "GET", `/v1/uploads/${body.id}`))).received, 0);
  });

  it("drops a part cut off mid-way; it can be sent again from the same offset", async () => {
    const bytes = await fs.readFile(doc(1));
    const { body } = await createUpload(t, "doc1.pdf", bytes.length);
    const cut = await stallPart(t.baseUrl, t.key, body.id, bytes.length);
    // Cut off once the service is receiving it, and dropped once the service has let go of it.
    await waitUntilReceiving(t, body.id);
    cut.destroy();
    await waitUntilReceiving(t, body.id, false);
    assert.equal((await json(await call(t, "GET", `/v1/uploads/${body.id}`))).received, 0);
    const again = await sendPart(t, body.id, 0, bytes);
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.equal(again.body.received, bytes.length);
    const { bytes: result } = await runTool(t, "rotate-pdf", [], { uploads: body.id, rotation: "Clockwise" });
    const pdf = await readPdf(result);
    assert.equal(pdf.numPages, 3);
    assert.equal(await pdf.rotation(1), 90);
  });

  it("lets a part sent again take over at once from a stalled one, whose bytes are dropped and whose connection is closed", async () => {
    const bytes = await fs.readFile(doc(1));
    const { body } = await createUpload(t, "doc1.pdf", bytes.length);
    const stalled = await stallPart(t.baseUrl, t.key, body.id, bytes.length);
    try {
      await waitUntilReceiving(t, body.id);
      const started = Date.now();
      const again = await sendPart(t, body.id, 0, bytes);
      assert.equal(again.status, 200, JSON.stringify(again.body));
      assert.equal(again.body.received, bytes.length);
      assert.ok(Date.now() - started < 3000, "without waiting for the stalled request's lease to run out");
      assert.match(await stalled.closed, /closed|ECONNRESET|EPIPE|hang up/);
      assert.deepEqual(await uploadedBytes(t, body.id), bytes, "the stalled request's half part is not in the upload");
      // The stalled client goes on sending: nothing of it reaches the upload.
      stalled.sendRest();
      await sleep(300);
      assert.equal((await json(await call(t, "GET", `/v1/uploads/${body.id}`))).received, bytes.length);
      assert.deepEqual(await uploadedBytes(t, body.id), bytes);
    } finally {
      stalled.destroy();
    }
    const { bytes: result } = await runTool(t, "rotate-pdf", [], { uploads: body.id, rotation: "Clockwise" });
    const pdf = await readPdf(result);
    assert.equal(pdf.numPages, 3);
    assert.match((await pdf.pageText(2)).replace(/\s+/g, ""), /Document1:Page2/);
  });

  it("feeds a tool: files first, then uploads in listed order; each upload once", async () => {
    const id2 = await uploadFile(t, doc(2), 20_000);
    const id3 = await uploadFile(t, doc(3));
    const { job, bytes } = await runTool(t, "merge-pdf", [doc(1)], { uploads: [id3, id2] });
    assert.equal(job.fileName, "merge_doc1_3p-merged.pdf");
    const pdf = await readPdf(bytes);
    assert.equal(pdf.numPages, 9);
    const order = [1, 3, 2];
    for (let page = 1; page <= 9; page++) {
      assert.match((await pdf.pageText(page)).replace(/\s+/g, ""), new RegExp(`Document${order[Math.floor((page - 1) / 3)]}:Page${((page - 1) % 3) + 1}`));
    }
    const again = await submit(t, "rotate-pdf", [], { uploads: id2, rotation: "Clockwise" });
    assert.equal(again.response.status, 400);
    assert.equal(again.body.errors[0].field, "uploads");
    assert.match(again.body.errors[0].detail, /already used/);
  });

  it("names the result after the first upload when no file is sent", async () => {
    const id = await uploadFile(t, doc(2));
    const { job } = await runTool(t, "rotate-pdf", [], { uploads: id, rotation: "UpsideDown" });
    assert.equal(job.fileName, "merge_doc2_3p-rotated.pdf");
  });

  it("refuses incomplete and unknown uploads on `uploads`", async () => {
    const { body } = await createUpload(t, "half.pdf", 100);
    await sendPart(t, body.id, 0, Buffer.alloc(50));
    const incomplete = await submit(t, "rotate-pdf", [], { uploads: [body.id, "nope"], rotation: "Clockwise" });
    assert.equal(incomplete.response.status, 400);
    assert.deepEqual(incomplete.body.errors.map((e: { field: string }) => e.field), ["uploads", "uploads"]);
    assert.match(incomplete.body.errors[0].detail, /incomplete/);
    assert.match(incomplete.body.errors[1].detail, /not an upload of this account/);
  });

  it("counts uploads with files against the tool's file limit", async () => {
    const id = await uploadFile(t, doc(2));
    const both = await submit(t, "rotate-pdf", [doc(1)], { uploads: id });
    assert.equal(both.response.status, 400);
    assert.equal(both.body.errors[0].field, "uploads");
    assert.equal((await submit(t, "rotate-pdf", [], { uploads: id })).response.status, 202, "a refused call does not use the upload");
  });

  it("hides another account's upload: 404 on GET and PATCH, 400 in a tool call", async () => {
    const id = await uploadFile(t, doc(1));
    const { body: pending } = await createUpload(t, "p.bin", 10);
    const other = await t.other();
    assert.equal((await call(t, "GET", `/v1/uploads/${id}`, { key: other.key })).status, 404);
    assert.equal((await sendPart(t, pending.id, 0, Buffer.alloc(5), { key: other.key })).status, 404);
    assert.equal((await json(await call(t, "GET", `/v1/uploads/${pending.id}`))).received, 0);
    const used = await submit(t, "rotate-pdf", [], { uploads: id, rotation: "Clockwise" }, other.key);
    assert.equal(used.response.status, 400);
    assert.equal(used.body.errors[0].field, "uploads");
    // Still the owner's to use.
    const own = await submit(t, "rotate-pdf", [], { uploads: id, rotation: "Clockwise" });
    assert.equal(own.response.status, 202);
    assert.equal((await waitForJob(t, own.body.id)).status, "Completed");
  });

  it("merges a file of more than 100 MB sent in parts", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "uploads-big-"));
    try {
      const big = path.join(dir, "big.pdf");
      await writeBigPdf(big, 101 * MiB);
      assert.ok((await fs.stat(big)).size > 101 * MiB);
      const id = await uploadFile(t, big);
      const { response, body } = await submit(t, "merge-pdf", [doc(1)], { uploads: id });
      assert.equal(response.status, 202, JSON.stringify(body));
      const job = await waitForJob(t, body.id, { timeoutMs: 120_000 });
      assert.equal(job.status, "Completed", JSON.stringify(job.error));
      const result = await call(t, "GET", `/v1/jobs/${body.id}/result`);
      const pdf = await readPdf(new Uint8Array(await result.arrayBuffer()));
      assert.equal(pdf.numPages, 4);
      assert.match(await pdf.pageText(4), /Big document/);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe("a part sent again through another API process", () => {
  let t: TestApp;
  let second: App;
  let secondUrl: string;
  before(async () => {
    t = await startTestApp({ runJobs: false });
    // The same database and storage: another process of the same service.
    second = await buildApp(loadConfig({ ...t.env, DOCTOOLS_WORKERS: "0" }), { runJobs: false });
    secondUrl = await second.server.listen({ port: 0, host: "127.0.0.1" });
  });
  after(async () => {
    await second.close();
    await t.close();
  });

  it("takes over from the stalled one in the first process, which lets go at its next renewal", async () => {
    const bytes = await fs.readFile(doc(2));
    const { body } = await createUpload(t, "doc2.pdf", bytes.length);
    const stalled = await stallPart(t.baseUrl, t.key, body.id, bytes.length);
    try {
      await waitUntilReceiving(t, body.id);
      const again = await sendPart({ ...t, baseUrl: secondUrl }, body.id, 0, bytes);
      assert.equal(again.status, 200, JSON.stringify(again.body));
      assert.equal(again.body.received, bytes.length);
      assert.match(await stalled.closed, /closed|ECONNRESET|EPIPE|hang up/);
      stalled.sendRest();
      await sleep(300);
      assert.equal((await json(await call(t, "GET", `/v1/uploads/${body.id}`))).received, bytes.length);
      assert.deepEqual(await uploadedBytes(t, body.id), bytes);
    } finally {
      stalled.destroy();
    }
  });
});

describe("upload expiry", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp({ runJobs: false, env: { DOCTOOLS_UPLOAD_TTL_SECONDS: "1" } })));
  after(() => t.close());

  it("refuses an expired upload with 400 and deletes it", async () => {
    const id = await uploadFile(t, doc(1));
    // Past its time to live (1 s).
    await sleep(1100);
    const used = await submit(t, "rotate-pdf", [], { uploads: id, rotation: "Clockwise" });
    assert.equal(used.response.status, 400);
    assert.equal(used.body.errors[0].field, "uploads");
    assert.equal((await call(t, "GET", `/v1/uploads/${id}`)).status, 404);
    await eventually(async () => (await t.app.services.uploads.getUpload(id)) === null, { timeoutMs: 3000, intervalMs: 50, what: "the sweeper deleted it" });
    assert.deepEqual(await storedKeys(t, `uploads/${id}/`), [], "and its bytes");
  });
});
