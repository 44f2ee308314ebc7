import { after, before, describe, it } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { createApiKey } from "../../src/accounts/api-keys.ts";
import { corpus, storedKeys, type TestApp } from "../helpers/test-app.ts";
import { call, json, submit, toolForm } from "../helpers/api-client.ts";
import { accountOn, me, startWithPlans } from "../helpers/plans.ts";

const pdf = corpus("pdf/text/merge_doc1_3p.pdf");
const MiB = 1024 * 1024;

/** The jobs that have anything stored (local disk or S3). */
const jobFolders = async (t: TestApp) => [...new Set((await storedKeys(t, "jobs/")).map((key) => key.split("/")[1]!))];

describe("GET /v1/me, operations and credits", () => {
  let env: Awaited<ReturnType<typeof startWithPlans>>;
  let t: TestApp;
  let pdfBytes: number;
  before(async () => {
    env = await startWithPlans([
      { name: "Meter", operationsPerMonth: 3 },
      { name: "PaidOne", operationsPerMonth: 10, paidToolJobsPerMonth: 1 },
    ]);
    t = env.t;
    pdfBytes = (await fs.stat(pdf)).size;
  });
  after(() => env.close());

  it("answers exactly the account record: account, key, plan with limits, usage, storage, credits", async () => {
    const record = await me(t);
    const keys = await t.app.services.accounts.listApiKeys(t.accountId);
    const account = await t.app.services.accounts.getAccount(t.accountId);
    assert.deepEqual(record, {
      account: { id: t.accountId, email: account!.email, name: "Test" },
      apiKey: { id: keys[0]!.id, name: "test", prefix: keys[0]!.prefix, createdAt: keys[0]!.createdAt.toISOString() },
      plan: {
        name: "Meter",
        limits: {
          operationsPerMonth: 3,
          paidToolJobsPerMonth: 5,
          storageBytes: 100 * MiB,
          maxFileBytes: 10 * MiB,
          batchMaxFiles: 5,
          requestsPerMinute: 1000,
          // Left out of the plans file: the Developer plan's values.
          maxRunningJobs: 2,
          maxQueuedJobs: 100,
          maxOpenUploads: 50,
        },
      },
      usage: { month: new Date().toISOString().slice(0, 7), operations: 0, paidToolJobs: 0 },
      storage: { usedBytes: 0 },
      credits: { remaining: 0 },
    });
    assert.ok(keys[0]!.prefix.startsWith("dtk_"));
  });

  it("counts accepted calls only, takes credits only after the operations, then refuses with 409 storing nothing", async () => {
    await t.app.services.accounts.addCredits(t.accountId, 2);

    assert.equal((await submit(t, "rotate-pdf", [pdf])).response.status, 202);
    // A call refused for validation gives its operation back.
    const refused = await submit(t, "rotate-pdf", [pdf], { rotation: "Sideways" });
    assert.equal(refused.response.status, 400);
    assert.equal((await me(t)).usage.operations, 1);

    assert.equal((await submit(t, "rotate-pdf", [pdf])).response.status, 202);
    assert.equal((await submit(t, "rotate-pdf", [pdf])).response.status, 202);
    let record = await me(t);
    assert.equal(record.usage.operations, 3);
    assert.equal(record.credits.remaining, 2, "no credit is taken while the month's operations last");
    assert.equal(record.storage.usedBytes, 3 * pdfBytes, "inputs of the three unfinished jobs");

    assert.equal((await submit(t, "rotate-pdf", [pdf])).response.status, 202);
    assert.equal((await me(t)).credits.remaining, 1);
    // A refused call past the allowance gives its credit back.
    assert.equal((await submit(t, "rotate-pdf", [pdf], { rotation: "Sideways" })).response.status, 400);
    assert.equal((await me(t)).credits.remaining, 1);
    assert.equal((await submit(t, "rotate-pdf", [pdf])).response.status, 202);
    record = await me(t);
    assert.equal(record.credits.remaining, 0);
    assert.equal(record.usage.operations, 5);

    const before = await jobFolders(t);
    assert.equal(before.length, 5);
    const { response, body } = await submit(t, "rotate-pdf", [pdf]);
    assert.equal(response.status, 409);
    assert.equal(body.type, "/problems/quota-exceeded");
    assert.match(body.detail, /operations are used up and no prepaid credits/);
    assert.deepEqual((await jobFolders(t)).sort(), before.sort(), "nothing stored for the refused call");
    record = await me(t);
    assert.equal(record.usage.operations, 5);
    assert.equal(record.storage.usedBytes, 5 * pdfBytes);
  });

  it("refuses a paid tool with 403 once the month's paid tool jobs are used", async () => {
    const paid = await accountOn(t, "PaidOne");
    const first = await submit(t, "redact-pdf", [pdf], { terms: "secret" }, paid.key);
    assert.equal(first.response.status, 202, JSON.stringify(first.body));
    const second = await submit(t, "redact-pdf", [pdf], { terms: "secret" }, paid.key);
    assert.equal(second.response.status, 403);
    assert.equal(second.body.type, "/problems/paid-tool-limit");
    assert.match(second.body.detail, /paid tool jobs are used up/);
    // Free tools go on; the refused call took no operation.
    assert.equal((await submit(t, "rotate-pdf", [pdf], {}, paid.key)).response.status, 202);
    const record = await me(t, paid.key);
    assert.deepEqual(record.usage, { month: new Date().toISOString().slice(0, 7), operations: 2, paidToolJobs: 1 });
  });
});

describe("racing calls for the last operations", () => {
  let env: Awaited<ReturnType<typeof startWithPlans>>;
  before(async () => (env = await startWithPlans([{ name: "Ten", operationsPerMonth: 10 }])));
  after(() => env.close());

  it("accepts exactly 10 of 50 simultaneous calls at an account with 10 operations left", async () => {
    const t = env.t;
    const answers = await Promise.all(Array.from({ length: 50 }, () => submit(t, "rotate-pdf", [pdf])));
    const statuses = answers.map((answer) => answer.response.status);
    assert.equal(statuses.filter((s) => s === 202).length, 10, statuses.join(","));
    assert.equal(statuses.filter((s) => s === 409).length, 40, statuses.join(","));
    const record = await me(t);
    assert.equal(record.usage.operations, 10);
    const accepted = answers.filter((answer) => answer.response.status === 202).map((answer) => answer.body.id as string);
    assert.deepEqual((await jobFolders(t)).sort(), accepted.sort());
    for (const id of accepted) assert.equal((await call(t, "GET", `/v1/jobs/${id}`)).status, 200);
  });
});

describe("credits taken and given back at once", () => {
  let env: Awaited<ReturnType<typeof startWithPlans>>;
  before(async () => (env = await startWithPlans([{ name: "Metered", operationsPerMonth: 1 }])));
  after(() => env.close());

  // A call paid with a credit and a refused call giving its credit back touch the same two rows;
  // on PostgreSQL, taken in opposite orders, they deadlock and the database aborts one of them
  // (a refund lost, or a call failing with 500). Seen as a lost refund in a racing-uploads test.
  it("never deadlocks, and every credit given back is back", async () => {
    const { t } = env;
    await t.app.services.accounts.addCredits(t.accountId, 1000);
    const usage = t.app.services.usage;
    const limits = (await me(t)).plan.limits;
    const month = new Date().toISOString().slice(0, 7);
    const before = await me(t);
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let i = 0; i < 25; i++) {
          const taken = await usage.take(t.accountId, month, limits, false);
          assert.ok(taken.ok);
          await usage.refund(taken.charge, limits);
        }
      }),
    );
    const after = await me(t);
    assert.equal(after.usage.operations, before.usage.operations);
    assert.equal(after.credits.remaining, before.credits.remaining);
  });
});

describe("storage allowance", () => {
  let env: Awaited<ReturnType<typeof startWithPlans>>;
  before(async () => (env = await startWithPlans([{ name: "Small", operationsPerMonth: 10, storageBytes: 20_000 }])));
  after(() => env.close());

  it("refuses with 409 a call whose inputs would pass the plan's storage, and gives the operation back", async () => {
    const t = env.t;
    assert.equal((await submit(t, "rotate-pdf", [pdf])).response.status, 202);
    const { response, body } = await submit(t, "rotate-pdf", [pdf]);
    assert.equal(response.status, 409);
    assert.equal(body.type, "/problems/quota-exceeded");
    assert.match(body.detail, /storage allowance/);
    assert.equal((await jobFolders(t)).length, 1);
    assert.equal((await me(t)).usage.operations, 1);
  });

  it("counts an upload at its declared length from its creation: one past the allowance is refused, a call past it leaves the upload unused", async () => {
    const t = env.t;
    const used = (await me(t)).storage.usedBytes;
    const start = (length: number) =>
      call(t, "POST", "/v1/uploads", { body: JSON.stringify({ fileName: "big.pdf", length }), headers: { "content-type": "application/json" } });
    const tooLarge = await start(30_000);
    assert.equal(tooLarge.status, 409);
    const problem = await json(tooLarge);
    assert.equal(problem.type, "/problems/quota-exceeded");
    assert.match(problem.detail, /storage allowance/);
    assert.equal((await me(t)).storage.usedBytes, used, "a refused upload is not recorded");

    const created = await start(5_000);
    assert.equal(created.status, 201);
    const upload = await json(created);
    assert.equal((await me(t)).storage.usedBytes, used + 5_000, "counted before any byte arrived");
    const part = await call(t, "PATCH", `/v1/uploads/${upload.id}?offset=0`, {
      body: new Uint8Array(5_000).fill(0x25),
      headers: { "content-type": "application/octet-stream" },
    });
    assert.equal(part.status, 200);
    const operations = (await me(t)).usage.operations;
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await call(t, "POST", "/v1/merge-pdf", { body: await toolForm([pdf], { uploads: upload.id }) });
      assert.equal(refused.status, 409, "the same upload is refused for storage again, not as already used");
      assert.match((await json(refused)).detail, /storage allowance/);
    }
    assert.equal((await me(t)).usage.operations, operations);
    assert.equal((await me(t)).storage.usedBytes, used + 5_000, "the upload still counts once");
  });
});

describe("rate limit", () => {
  let env: Awaited<ReturnType<typeof startWithPlans>>;
  before(async () => (env = await startWithPlans([{ name: "Slow", operationsPerMonth: 10, requestsPerMinute: 3 }], { DOCTOOLS_RATE_WINDOW_SECONDS: "2" })));
  after(() => env.close());

  it("answers 429 with Retry-After past requestsPerMinute for all the account's keys, RateLimit-* on every answer, and accepts again after the window", async () => {
    const t = env.t;
    const second = await createApiKey(t.app.services.accounts, t.accountId, "second");
    const first = await call(t, "GET", "/v1/me");
    assert.equal(first.status, 200);
    assert.equal(first.headers.get("ratelimit-limit"), "3");
    assert.equal(first.headers.get("ratelimit-remaining"), "2");
    assert.ok(Number(first.headers.get("ratelimit-reset")) >= 1);
    const missing = await call(t, "GET", `/v1/jobs/${randomUUID()}`, { key: second.key });
    assert.equal(missing.status, 404);
    assert.equal(missing.headers.get("ratelimit-remaining"), "1", "the account's keys share one count");
    assert.equal((await call(t, "GET", "/v1/me")).headers.get("ratelimit-remaining"), "0");

    for (const key of [t.key, second.key]) {
      const limited = await call(t, "GET", "/v1/me", { key });
      assert.equal(limited.status, 429);
      const body = await json(limited);
      assert.equal(body.type, "/problems/rate-limited");
      const retryAfter = Number(limited.headers.get("retry-after"));
      assert.ok(retryAfter >= 1 && retryAfter <= 2, `Retry-After ${retryAfter}`);
      assert.equal(limited.headers.get("ratelimit-limit"), "3");
      assert.equal(limited.headers.get("ratelimit-remaining"), "0");
      assert.ok(limited.headers.get("ratelimit-reset"));
    }
    // Another account has its own count; an unauthenticated request is not counted.
    const other = await accountOn(t, "Slow");
    assert.equal((await call(t, "GET", "/v1/me", { key: other.key })).status, 200);
    assert.equal((await call(t, "GET", "/v1/me", { key: null })).status, 403);

    // Into the next rate window (2 s).
    await sleep(2100);
    const again = await call(t, "GET", "/v1/me");
    assert.equal(again.status, 200);
    assert.equal(again.headers.get("ratelimit-remaining"), "2");
  });

  it("still refuses a revoked key", async () => {
    const t = env.t;
    const extra = await createApiKey(t.app.services.accounts, t.accountId, "to revoke");
    await t.app.services.accounts.revokeApiKey(t.accountId, extra.record.id, new Date());
    const response = await call(t, "GET", "/v1/me", { key: extra.key });
    assert.equal(response.status, 403);
    assert.equal((await json(response)).detail, "invalid or revoked API key");
  });
});
