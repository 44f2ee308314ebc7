import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import Fastify from "fastify";
import { createApiKey } from "../../src/accounts/api-keys.ts";
import { callerOf } from "../../src/http/auth.ts";
import { installProblemHandler } from "../../src/http/problem-handler.ts";
import { corpus, startTestApp, storedKeys, type TestApp } from "../helpers/test-app.ts";
import { call, submit, json } from "../helpers/api-client.ts";
import { eventually } from "../helpers/eventually.ts";

describe("API keys", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp({ runJobs: false })));
  after(() => t.close());

  const unknownJob = "/v1/jobs/4b0c1c2e-1d6b-4a53-9c77-2f5d1b0b7e11";

  it("refuses a request without X-Api-Key with 403 saying so", async () => {
    const response = await call(t, "GET", unknownJob, { key: null });
    assert.equal(response.status, 403);
    const body = await json(response);
    assert.equal(body.type, "/problems/invalid-api-key");
    assert.equal(body.detail, "missing X-Api-Key header");
  });

  it("refuses malformed and unknown keys alike", async () => {
    for (const key of ["nonsense", `dtk_${"a".repeat(40)}`, `${t.key}x`, t.key.slice(0, -1)]) {
      const response = await call(t, "GET", unknownJob, { key });
      assert.equal(response.status, 403, key);
      assert.equal((await json(response)).detail, "invalid or revoked API key");
    }
  });

  it("refuses a tool call without a key before reading its files", async () => {
    const { response } = await submit(t, "rotate-pdf", [corpus("pdf/text/merge_doc1_3p.pdf")], {}, "dtk_wrong");
    assert.equal(response.status, 403);
    assert.deepEqual(await storedKeys(t, "jobs/"), []);
  });

  it("stops a revoked key at its next request while the account's other keys go on", async () => {
    const first = await createApiKey(t.app.services.accounts, t.accountId, "first");
    const second = await createApiKey(t.app.services.accounts, t.accountId, "second");
    assert.equal((await call(t, "GET", unknownJob, { key: first.key })).status, 404);
    assert.ok(await t.app.services.accounts.revokeApiKey(t.accountId, first.record.id, new Date()));
    assert.equal((await call(t, "GET", unknownJob, { key: first.key })).status, 403);
    assert.equal((await call(t, "GET", unknownJob, { key: second.key })).status, 404);
  });

  it("refuses, like a request without a key, a route that was declared outside the key check", async () => {
    // Defence in depth: no route of the service is outside it (test/http/path-spellings.test.ts);
    // one declared there by mistake must not answer 500, nor as if a caller were known.
    const server = Fastify({ logger: false });
    installProblemHandler(server);
    server.get("/v1/unguarded", async (request) => ({ account: callerOf(request).account.id }));
    try {
      const response = await server.inject({ method: "GET", url: "/v1/unguarded" });
      assert.equal(response.statusCode, 403);
      assert.equal(response.json().type, "/problems/invalid-api-key");
    } finally {
      await server.close();
    }
  });

  it("refuses a plan without API access", async () => {
    const account = await t.app.services.accounts.createAccount({ id: randomUUID(), email: `${randomUUID()}@example.test`, name: "Free", plan: "Free", passwordHash: null });
    const { key } = await createApiKey(t.app.services.accounts, account.id, "free");
    const response = await call(t, "GET", unknownJob, { key });
    assert.equal(response.status, 403);
    const body = await json(response);
    assert.equal(body.type, "/problems/no-api-access");
    assert.match(body.detail, /Developer plan/);
  });

  it("stores only a hash of each key, and records when it was last used", async () => {
    const { key, record } = await createApiKey(t.app.services.accounts, t.accountId, "stored");
    assert.equal(record.prefix, key.slice(0, 8));
    assert.match(key, /^dtk_[0-9A-Za-z]{40}$/);
    await call(t, "GET", unknownJob, { key });
    // Every stored row of the key (any database), and on the embedded one the database's files themselves.
    const rows = await t.app.services.sql.all<Record<string, unknown>>("SELECT * FROM api_keys");
    const stored = rows.map((row) => Object.values(row).map((value) => (value instanceof Uint8Array ? Buffer.from(value).toString("latin1") : String(value))).join(" ")).join("\n");
    assert.ok(stored.includes(record.prefix), "a positive control: the rows were read");
    assert.equal(stored.includes(key.slice(8)), false);
    if (t.app.services.sql.dialect === "sqlite") {
      const database = await fs.readFile(path.join(t.dataDir, "doctools.db"));
      const wal = await fs.readFile(path.join(t.dataDir, "doctools.db-wal")).catch(() => Buffer.alloc(0));
      for (const bytes of [database, wal]) assert.equal(bytes.includes(Buffer.from(key.slice(8))), false);
    }
    // The key's last use is written once the request has been answered.
    await eventually(async () => (await t.app.services.accounts.listApiKeys(t.accountId)).find((k) => k.id === record.id)!.lastUsedAt instanceof Date, {
      what: "the key's last use was recorded",
    });
  });
});
