import { after, before, describe, it } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import { call, json, submit, toolForm } from "../helpers/api-client.ts";
import { accountOn, me, startWithPlans } from "../helpers/plans.ts";
import { corpus, storedKeys, type TestApp } from "../helpers/test-app.ts";

const pdf = corpus("pdf/text/merge_doc1_3p.pdf");
const KiB = 1024;

/** What one account may hold at once, jobs waiting and open uploads, on SQLite or PostgreSQL (+ S3). */

/** The things stored under `prefix` ("jobs/", "uploads/") of `t`'s file store. */
const stored = async (t: TestApp, prefix: string) => (await storedKeys(t, prefix)).sort();

const startUpload = (t: TestApp, length: number, key = t.key) =>
  call(t, "POST", "/v1/uploads", { key, body: JSON.stringify({ fileName: "part.pdf", length }), headers: { "content-type": "application/json" } });

describe("jobs waiting to start (maxQueuedJobs)", () => {
  let env: Awaited<ReturnType<typeof startWithPlans>>;
  let t: TestApp;
  let pdfBytes: number;
  before(async () => {
    // Jobs are not run: each accepted call stays Queued.
    env = await startWithPlans([{ name: "Queue2", operationsPerMonth: 100, maxQueuedJobs: 2 }]);
    t = env.t;
    pdfBytes = (await fs.stat(pdf)).size;
  });
  after(() => env.close());

  it("refuses the call past the cap with 429 and Retry-After, storing and counting nothing", async () => {
    for (let i = 0; i < 2; i++) assert.equal((await submit(t, "rotate-pdf", [pdf])).response.status, 202);
    const before = await me(t);
    const files = await stored(t, "jobs/");
    const { response, body } = await submit(t, "rotate-pdf", [pdf]);
    assert.equal(response.status, 429);
    assert.equal(response.headers.get("retry-after"), "10");
    assert.equal(response.headers.get("content-type"), "application/problem+json; charset=utf-8");
    assert.equal(body.type, "/problems/too-many-queued-jobs");
    assert.match(body.detail, /already has 2 jobs waiting to start, the most the Queue2 plan allows .*retry in 10 s/);
    const afterwards = await me(t);
    assert.deepEqual(afterwards.usage, before.usage, "no operation counted");
    assert.equal(afterwards.storage.usedBytes, 2 * pdfBytes);
    assert.deepEqual(await stored(t, "jobs/"), files, "nothing stored");
  });

  it("lets exactly the places left be taken by concurrent calls", async () => {
    const account = await accountOn(t, "Queue2");
    const statuses = await Promise.all(Array.from({ length: 6 }, async () => (await submit(t, "rotate-pdf", [pdf], {}, account.key)).response.status));
    assert.equal(statuses.filter((status) => status === 202).length, 2, `statuses: ${statuses.join(" ")}`);
    assert.equal(statuses.filter((status) => status === 429).length, 4, `statuses: ${statuses.join(" ")}`);
    const record = await me(t, account.key);
    assert.equal(record.usage.operations, 2, "the refused calls' operations were given back");
    assert.equal(record.storage.usedBytes, 2 * pdfBytes, "and their inputs");
    assert.equal(await t.app.services.jobStore.countQueuedJobs(account.accountId), 2);
  });

  it("shows the plan's caps in GET /v1/me", async () => {
    const { limits } = (await me(t)).plan;
    assert.equal(limits.maxQueuedJobs, 2);
    assert.equal(limits.maxRunningJobs, 2, "left out of the plans file: the Developer plan's value");
    assert.equal(limits.maxOpenUploads, 50);
  });
});

describe("open uploads and the storage allowance", () => {
  let env: Awaited<ReturnType<typeof startWithPlans>>;
  let t: TestApp;
  before(async () => {
    env = await startWithPlans([
      { name: "Roomy", operationsPerMonth: 100, storageBytes: 100 * KiB, maxOpenUploads: 10 },
      { name: "Three", operationsPerMonth: 100, storageBytes: 1000 * KiB, maxOpenUploads: 3 },
    ]);
    t = env.t;
  });
  after(() => env.close());

  it("counts uploads at their declared length from creation, refuses the one past the allowance with 409, and gives bytes back on delete", async () => {
    const account = await accountOn(t, "Roomy");
    const ids = [];
    for (let i = 0; i < 3; i++) {
      const created = await startUpload(t, 30 * KiB, account.key);
      assert.equal(created.status, 201);
      ids.push((await json(created)).id as string);
    }
    assert.equal((await me(t, account.key)).storage.usedBytes, 90 * KiB, "declared lengths, though no byte was sent");
    const refused = await startUpload(t, 20 * KiB, account.key);
    assert.equal(refused.status, 409);
    const problem = await json(refused);
    assert.equal(problem.type, "/problems/quota-exceeded");
    assert.match(problem.detail, /past its 102400 bytes storage allowance \(92160 bytes in use, open uploads included\)/);
    assert.equal((await me(t, account.key)).storage.usedBytes, 90 * KiB, "the refused upload is not recorded");
    assert.equal((await startUpload(t, 10 * KiB, account.key)).status, 201, "up to the allowance exactly");

    const part = await call(t, "PATCH", `/v1/uploads/${ids[0]}?offset=0`, { key: account.key, body: new Uint8Array(10 * KiB), headers: { "content-type": "application/octet-stream" } });
    assert.equal(part.status, 200);
    assert.equal((await me(t, account.key)).storage.usedBytes, 100 * KiB, "received bytes are not counted twice");
    assert.equal((await stored(t, `uploads/${ids[0]}/`)).length, 1);
    const deleted = await call(t, "DELETE", `/v1/uploads/${ids[0]}`, { key: account.key });
    assert.equal(deleted.status, 204);
    assert.equal((await me(t, account.key)).storage.usedBytes, 70 * KiB);
    assert.deepEqual(await stored(t, `uploads/${ids[0]}/`), [], "its bytes are deleted with it");
    assert.equal((await call(t, "GET", `/v1/uploads/${ids[0]}`, { key: account.key })).status, 404);
    assert.equal((await call(t, "DELETE", `/v1/uploads/${ids[0]}`, { key: account.key })).status, 404, "deleted once");
    assert.equal((await call(t, "DELETE", `/v1/uploads/${ids[1]}`)).status, 404, "another account's upload is not found");
    assert.equal((await startUpload(t, 20 * KiB, account.key)).status, 201, "the place is free again");
  });

  it("counts an upload used by a tool call once, as the job's input, and deleting it then is a conflict", async () => {
    const account = await accountOn(t, "Roomy");
    const bytes = await fs.readFile(pdf);
    const upload = await json(await startUpload(t, bytes.length, account.key));
    const part = await call(t, "PATCH", `/v1/uploads/${upload.id}?offset=0`, { key: account.key, body: bytes, headers: { "content-type": "application/octet-stream" } });
    assert.equal(part.status, 200);
    assert.equal((await me(t, account.key)).storage.usedBytes, bytes.length);
    const form = await toolForm([], { uploads: upload.id });
    const accepted = await call(t, "POST", "/v1/rotate-pdf", { key: account.key, body: form });
    assert.equal(accepted.status, 202, JSON.stringify(await accepted.clone().json()));
    assert.equal((await me(t, account.key)).storage.usedBytes, bytes.length, "the job's input, not the upload as well");
    const conflict = await call(t, "DELETE", `/v1/uploads/${upload.id}`, { key: account.key });
    assert.equal(conflict.status, 409);
    assert.match((await json(conflict)).detail, /already used by a tool call/);
    assert.equal((await me(t, account.key)).storage.usedBytes, bytes.length);
  });

  it("holds at most the plan's open uploads, refusing one more with 409 until one is used or deleted", async () => {
    const account = await accountOn(t, "Three");
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await json(await startUpload(t, KiB, account.key))).id as string);
    const refused = await startUpload(t, KiB, account.key);
    assert.equal(refused.status, 409);
    const problem = await json(refused);
    assert.equal(problem.type, "/problems/too-many-open-uploads");
    assert.match(problem.detail, /already holds 3 open uploads, the most the Three plan allows; .*DELETE \/v1\/uploads\/\{id\}/);
    assert.equal((await me(t, account.key)).storage.usedBytes, 3 * KiB);
    assert.equal((await call(t, "DELETE", `/v1/uploads/${ids[0]}`, { key: account.key })).status, 204);
    assert.equal((await startUpload(t, KiB, account.key)).status, 201);
  });

  it("lets exactly the open places left be taken by concurrent creations", async () => {
    const account = await accountOn(t, "Three");
    const statuses = await Promise.all(Array.from({ length: 8 }, async () => (await startUpload(t, KiB, account.key)).status));
    assert.equal(statuses.filter((status) => status === 201).length, 3, `statuses: ${statuses.join(" ")}`);
    assert.equal(statuses.filter((status) => status === 409).length, 5);
    assert.equal(await t.app.services.uploads.countOpenUploads(account.accountId, new Date()), 3);
  });
});

describe("an upload's bytes given back at its expiry", () => {
  let env: Awaited<ReturnType<typeof startWithPlans>>;
  let t: TestApp;
  before(async () => {
    env = await startWithPlans([{ name: "Brief", operationsPerMonth: 100, storageBytes: 100 * KiB, maxOpenUploads: 1 }], { DOCTOOLS_UPLOAD_TTL_SECONDS: "1" });
    t = env.t;
  });
  after(() => env.close());

  it("stops counting an expired upload, in storage and among the open ones, at once", async () => {
    assert.equal((await startUpload(t, 80 * KiB)).status, 201);
    assert.equal((await me(t)).storage.usedBytes, 80 * KiB);
    assert.equal((await startUpload(t, KiB)).status, 409, "one open upload at most");
    // Past the upload's time to live (1 s).
    await sleep(1100);
    assert.equal((await me(t)).storage.usedBytes, 0);
    assert.equal((await startUpload(t, 80 * KiB)).status, 201);
  });
});
