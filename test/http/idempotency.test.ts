import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import http from "node:http";
import { randomUUID } from "node:crypto";
import { createIdempotencySweeper } from "../../src/sweepers/idempotency-sweeper.ts";
import { createLogger } from "../../src/logger.ts";
import { call, json, toolForm } from "../helpers/api-client.ts";
import { eventually } from "../helpers/eventually.ts";
import { corpus, storedKeys, startTestApp, type TestApp } from "../helpers/test-app.ts";

const pdf = corpus("pdf/text/merge_doc1_3p.pdf");
const other = corpus("pdf/text/merge_doc2_3p.pdf");
/** 4 MB: long enough in flight for a second request to arrive while it is read. */
const large = corpus("pdf/text/text_irs_1040_instructions_206p.pdf");

type Fields = Record<string, string>;

/** A tool call with an Idempotency-Key (and the account's key, or `apiKey`). */
async function toolCall(t: TestApp, tool: string, file: string, fields: Fields, idempotencyKey: string | null, apiKey?: string) {
  const response = await call(t, "POST", `/v1/${tool}`, {
    body: await toolForm([file], fields),
    headers: idempotencyKey === null ? {} : { "idempotency-key": idempotencyKey },
    ...(apiKey ? { key: apiKey } : {}),
  });
  return { response, body: await json(response) };
}

async function usage(t: TestApp, apiKey?: string) {
  const me = await json(await call(t, "GET", "/v1/me", apiKey ? { key: apiKey } : {}));
  return me.usage.operations as number;
}

const jobsOf = async (t: TestApp, accountId = t.accountId) => (await t.app.services.jobStore.listAccountJobs(accountId, 1000)).map((job) => job.id);
const jobFolders = async (t: TestApp) => new Set((await storedKeys(t, "jobs/")).map((key) => key.split("/")[1]));

/** A multipart body as bytes, with its Content-Type, for sending by hand. */
async function multipart(file: string, fields: Fields) {
  const request = new Request("http://localhost/", { method: "POST", body: await toolForm([file], fields) });
  return { bytes: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get("content-type")! };
}

/**
 * An `Idempotency-Key` makes tool calls, batch starts and upload starts safe to send
 * again: one operation, one job, one charge, whatever the client repeats.
 */
describe("Idempotency-Key", () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ runJobs: false });
  });
  after(() => t.close());

  it("answers a repeated tool call with the first answer, the same job, charged once", async () => {
    const key = randomUUID();
    const operations = await usage(t);
    const jobsBefore = await jobsOf(t);
    const first = await toolCall(t, "rotate-pdf", pdf, { rotation: "UpsideDown" }, key);
    assert.equal(first.response.status, 202, JSON.stringify(first.body));
    assert.equal(first.response.headers.get("idempotent-replayed"), null);
    const stored = await jobFolders(t);
    for (let i = 0; i < 2; i++) {
      const again = await toolCall(t, "rotate-pdf", pdf, { rotation: "UpsideDown" }, key);
      assert.equal(again.response.status, 202);
      assert.deepEqual(again.body, first.body);
      assert.equal(again.response.headers.get("location"), `/v1/jobs/${first.body.id}`);
      assert.equal(again.response.headers.get("idempotent-replayed"), "true");
      assert.match(again.response.headers.get("content-type")!, /^application\/json/);
    }
    assert.equal(await usage(t), operations + 1);
    assert.deepEqual((await jobsOf(t)).filter((id) => !jobsBefore.includes(id)), [first.body.id]);
    assert.deepEqual(await jobFolders(t), stored, "the repeats stored no input");
    // Text fields in another order are the same request.
    const form = new FormData();
    form.append("rotation", "UpsideDown");
    form.append("files", new Blob([await fs.readFile(pdf)]), "merge_doc1_3p.pdf");
    const reordered = await call(t, "POST", "/v1/rotate-pdf", { body: form, headers: { "idempotency-key": key } });
    assert.equal(reordered.status, 202);
    assert.equal((await json(reordered)).id, first.body.id);
  });

  it("refuses the key with a different request (fields, file bytes, file name, endpoint) with 422, doing nothing", async () => {
    const key = randomUUID();
    const first = await toolCall(t, "rotate-pdf", pdf, { rotation: "UpsideDown" }, key);
    assert.equal(first.response.status, 202);
    const operations = await usage(t);
    const jobs = await jobsOf(t);
    const stored = await jobFolders(t);
    const renamed = await toolForm([{ name: "renamed.pdf", data: await fs.readFile(pdf) }], { rotation: "UpsideDown" });
    const attempts = [
      () => toolCall(t, "rotate-pdf", pdf, { rotation: "Clockwise" }, key),
      () => toolCall(t, "rotate-pdf", pdf, { rotation: "UpsideDown", pages: "1" }, key),
      () => toolCall(t, "rotate-pdf", other, { rotation: "UpsideDown" }, key),
      async () => {
        const response = await call(t, "POST", "/v1/rotate-pdf", { body: renamed, headers: { "idempotency-key": key } });
        return { response, body: await json(response) };
      },
      () => toolCall(t, "compress-pdf", pdf, {}, key),
      async () => {
        const response = await call(t, "POST", "/v1/batches", { headers: { "idempotency-key": key } });
        return { response, body: await json(response) };
      },
    ];
    for (const attempt of attempts) {
      const { response, body } = await attempt();
      assert.equal(response.status, 422, JSON.stringify(body));
      assert.match(response.headers.get("content-type")!, /^application\/problem\+json/);
      assert.equal(body.type, "/problems/idempotency-key-reused");
      assert.equal(body.title, "Idempotency key reused");
      assert.match(body.detail, /different request/);
    }
    assert.equal(await usage(t), operations);
    assert.deepEqual(await jobsOf(t), jobs);
    assert.deepEqual(await jobFolders(t), stored);
    const page = await call(t, "GET", "/problems/idempotency-key-reused", { key: null });
    assert.equal(page.status, 200);
  });

  it("keeps nothing for a refused request: its key works again once the request is fixed", async () => {
    const key = randomUUID();
    const refused = await toolCall(t, "rotate-pdf", pdf, { rotation: "Sideways" }, key);
    assert.equal(refused.response.status, 400);
    const fixed = await toolCall(t, "rotate-pdf", pdf, { rotation: "Clockwise" }, key);
    assert.equal(fixed.response.status, 202, JSON.stringify(fixed.body));
    const batchKey = randomUUID();
    const badBatch = await call(t, "POST", "/v1/batches", { body: '{"maxFiles":3}', headers: { "content-type": "application/json", "idempotency-key": batchKey } });
    assert.equal(badBatch.status, 400);
    const batch = await call(t, "POST", "/v1/batches", { headers: { "idempotency-key": batchKey } });
    assert.equal(batch.status, 201);
  });

  it("refuses a key that is not 1 to 255 printable ASCII characters with 400 naming the header", async () => {
    for (const bad of ["", "x".repeat(256), "tab\there", "clé"]) {
      for (const send of [
        async () => call(t, "POST", "/v1/rotate-pdf", { body: await toolForm([pdf], {}), headers: { "idempotency-key": bad } }),
        () => call(t, "POST", "/v1/batches", { headers: { "idempotency-key": bad } }),
      ]) {
        const response = await send();
        const body = await json(response);
        assert.equal(response.status, 400, `${JSON.stringify(bad)}: ${JSON.stringify(body)}`);
        assert.equal(body.type, "/problems/validation");
        assert.deepEqual(body.errors.map((error: { field: string }) => error.field), ["Idempotency-Key"]);
      }
    }
    for (const good of ["k".repeat(255), "a key ~!@#$%^&*()_+{}|:<>?"]) {
      const response = await call(t, "POST", "/v1/batches", { headers: { "idempotency-key": good } });
      assert.equal(response.status, 201);
    }
  });

  it("makes one job of two identical calls sent at once; the other is told to retry and then gets the same job", async () => {
    const key = randomUUID();
    const operations = await usage(t);
    const jobs = await jobsOf(t);
    const results = await Promise.all([0, 1, 2].map(() => toolCall(t, "rotate-pdf", large, { rotation: "Clockwise" }, key)));
    const accepted = results.filter((result) => result.response.status === 202);
    const busy = results.filter((result) => result.response.status === 409);
    assert.equal(accepted.length + busy.length, 3, JSON.stringify(results.map((result) => result.body)));
    assert.ok(accepted.length >= 1);
    assert.equal(new Set(accepted.map((result) => result.body.id)).size, 1);
    for (const { response, body } of busy) {
      assert.equal(body.type, "/problems/idempotency-key-in-use");
      assert.equal(response.headers.get("retry-after"), "1");
    }
    const retried = await toolCall(t, "rotate-pdf", large, { rotation: "Clockwise" }, key);
    assert.equal(retried.response.status, 202);
    assert.equal(retried.body.id, accepted[0]!.body.id);
    assert.equal(await usage(t), operations + 1);
    assert.deepEqual((await jobsOf(t)).filter((id) => !jobs.includes(id)), [accepted[0]!.body.id]);
  });

  it("answers 409 while the first request with the key is still arriving, and its answer once it has been", async () => {
    const key = randomUUID();
    const { bytes, contentType } = await multipart(large, { rotation: "Clockwise" });
    const url = new URL(`${t.baseUrl}/v1/rotate-pdf`);
    const first = http.request(url, { method: "POST", headers: { "x-api-key": t.key, "idempotency-key": key, "content-type": contentType, "content-length": bytes.length } });
    const firstAnswer = new Promise<{ status: number; body: Record<string, any> }>((resolve, reject) => {
      first.on("response", (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
      });
      first.on("error", reject);
    });
    first.write(bytes.subarray(0, bytes.length / 2));
    // The first request holds the key once its headers are in and it has started on the body.
    const held = async () => (await t.app.services.sql.one<{ n: number }>("SELECT count(*) AS n FROM idempotency_keys WHERE idempotency_key = ?", [key]))!.n;
    await eventually(async () => Number(await held()) > 0, { intervalMs: 10, what: "the first request took the key" });
    const second = await toolCall(t, "rotate-pdf", large, { rotation: "Clockwise" }, key);
    assert.equal(second.response.status, 409, JSON.stringify(second.body));
    assert.equal(second.body.type, "/problems/idempotency-key-in-use");
    first.end(bytes.subarray(bytes.length / 2));
    const answer = await firstAnswer;
    assert.equal(answer.status, 202, JSON.stringify(answer.body));
    const third = await toolCall(t, "rotate-pdf", large, { rotation: "Clockwise" }, key);
    assert.equal(third.response.status, 202);
    assert.deepEqual(third.body, answer.body);
  });

  it("keeps each account's keys apart: the same key from another account makes its own job", async () => {
    const key = randomUUID();
    const someone = await t.other();
    const mine = await toolCall(t, "rotate-pdf", pdf, {}, key);
    const theirs = await toolCall(t, "rotate-pdf", pdf, {}, key, someone.key);
    assert.equal(mine.response.status, 202);
    assert.equal(theirs.response.status, 202);
    assert.notEqual(theirs.body.id, mine.body.id);
    assert.equal(theirs.response.headers.get("idempotent-replayed"), null);
    assert.deepEqual(await jobsOf(t, someone.accountId), [theirs.body.id]);
    assert.equal(await usage(t, someone.key), 1);
    // Another account's key with a different request is no concern of this account's.
    const differs = await toolCall(t, "compress-pdf", pdf, {}, key, (await t.other()).key);
    assert.equal(differs.response.status, 202);
  });

  it("starts one batch and one upload per key", async () => {
    const batchKey = randomUUID();
    const batch = await call(t, "POST", "/v1/batches", { headers: { "idempotency-key": batchKey } });
    assert.equal(batch.status, 201);
    const batchBody = await json(batch);
    // An empty body and `{}` say the same.
    const again = await call(t, "POST", "/v1/batches", { body: "{}", headers: { "content-type": "application/json", "idempotency-key": batchKey } });
    assert.equal(again.status, 201);
    assert.deepEqual(await json(again), batchBody);
    assert.equal(again.headers.get("location"), `/v1/batches/${batchBody.id}`);
    assert.equal(again.headers.get("idempotent-replayed"), "true");

    const uploadKey = randomUUID();
    const start = (length: number) =>
      call(t, "POST", "/v1/uploads", { body: JSON.stringify({ length, fileName: "big.pdf" }), headers: { "content-type": "application/json", "idempotency-key": uploadKey } });
    const openBefore = await t.app.services.uploads.countOpenUploads(t.accountId, new Date());
    const upload = await start(1000);
    assert.equal(upload.status, 201);
    const uploadBody = await json(upload);
    // Members in another order are the same body.
    const repeated = await call(t, "POST", "/v1/uploads", { body: JSON.stringify({ fileName: "big.pdf", length: 1000 }), headers: { "content-type": "application/json", "idempotency-key": uploadKey } });
    assert.equal(repeated.status, 201);
    assert.deepEqual(await json(repeated), uploadBody);
    const different = await start(2000);
    assert.equal(different.status, 422);
    assert.equal((await json(different)).type, "/problems/idempotency-key-reused");
    assert.equal(await t.app.services.uploads.countOpenUploads(t.accountId, new Date()), openBefore + 1);
  });

  it("forgets a key after 24 hours: the sweep deletes it, and a key past its day counts as new even before", async () => {
    const key = randomUUID();
    const first = await toolCall(t, "rotate-pdf", pdf, {}, key);
    assert.equal(first.response.status, 202);
    const dayAgo = new Date(Date.now() - 24 * 3600 * 1000 - 1000).toISOString();
    await t.app.services.sql.run("UPDATE idempotency_keys SET created_at = ?, expires_at = ? WHERE account_id = ? AND idempotency_key = ?", [dayAgo, dayAgo, t.accountId, key]);
    const later = await toolCall(t, "compress-pdf", pdf, {}, key);
    assert.equal(later.response.status, 202, JSON.stringify(later.body));
    assert.notEqual(later.body.id, first.body.id);

    const stale = randomUUID();
    assert.equal((await toolCall(t, "rotate-pdf", pdf, {}, stale)).response.status, 202);
    await t.app.services.sql.run("UPDATE idempotency_keys SET expires_at = ? WHERE idempotency_key = ?", [dayAgo, stale]);
    await createIdempotencySweeper(t.app.services.idempotencyKeys, createLogger("silent"), 60_000).sweep();
    const left = await t.app.services.sql.all<{ idempotency_key: string }>("SELECT idempotency_key FROM idempotency_keys WHERE idempotency_key IN (?, ?)", [key, stale]);
    assert.deepEqual(left.map((row) => row.idempotency_key), [key]);
  });

  it("lets a hold run out: another request takes the key over, and the first can then keep nothing", async () => {
    const keys = t.app.services.idempotencyKeys;
    const sql = t.app.services.sql;
    const key = randomUUID();
    const request = "POST /v1/batches";
    const answer = { status: 201, location: "/v1/batches/x", body: "{}" };
    const first = await keys.claim(t.accountId, key, { request, now: new Date(), holdMs: 0 });
    assert.equal(first.kind, "held");
    const second = await keys.claim(t.accountId, key, { request, now: new Date(Date.now() + 1), holdMs: 60_000 });
    assert.equal(second.kind, "held");
    assert.deepEqual(await keys.claim(t.accountId, key, { request, now: new Date(), holdMs: 60_000 }), { kind: "in progress", request });
    assert.equal(await sql.transaction((tx) => keys.keep(tx, t.accountId, key, (first as { holder: string }).holder, "f", answer)), false);
    assert.equal(await sql.transaction((tx) => keys.keep(tx, t.accountId, key, (second as { holder: string }).holder, "f", answer)), true);
    // Letting go of a key whose answer is kept changes nothing.
    await keys.release(t.accountId, key, (second as { holder: string }).holder);
    assert.deepEqual(await keys.claim(t.accountId, key, { request, now: new Date(), holdMs: 60_000 }), { kind: "answered", request, fingerprint: "f", answer });
  });

  it("documents the header and its problems on every operation that takes it", async () => {
    const document = await json(await call(t, "GET", "/v1/openapi.json", { key: null }));
    const takers = Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => (operation.parameters ?? []).some((parameter: { name: string; in: string }) => parameter.name === "Idempotency-Key" && parameter.in === "header"))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    const tools = [...t.app.services.tools.keys()].map((name) => `POST /v1/${name}`);
    assert.deepEqual(takers.sort(), [...tools, "POST /v1/pipelines", "POST /v1/batches", "POST /v1/uploads"].sort());
    for (const taker of takers) {
      const [method, path] = taker.split(" ") as [string, string];
      const responses = document.paths[path][method.toLowerCase()].responses;
      assert.match(responses["409"].description, /idempotency-key-in-use/, taker);
      assert.match(responses["422"].description, /idempotency-key-reused/, taker);
      assert.ok(responses["409"].headers?.["Retry-After"], taker);
    }
  });
});
