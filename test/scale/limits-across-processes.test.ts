import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import { buildApp, type App } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { toolForm } from "../helpers/api-client.ts";
import { startWithPlans } from "../helpers/plans.ts";
import { corpus, type TestApp } from "../helpers/test-app.ts";

/**
 * Limits hold across API processes. A second service on the same PostgreSQL schema (and
 * the same storage) stands for another API process; the account's requests and operations are
 * counted once, whichever process they reach.
 */
const skip = process.env.DOCTOOLS_TEST_DATABASE_URL ? false : "runs in the PostgreSQL run (npm run test:postgres), which sets DOCTOOLS_TEST_DATABASE_URL";

describe("limits across two API processes on one database", { skip }, () => {
  let env: Awaited<ReturnType<typeof startWithPlans>>;
  let t: TestApp;
  let second: App;
  let secondUrl: string;
  before(async () => {
    const limits = { operationsPerMonth: 10, paidToolJobsPerMonth: 5, storageBytes: 1e9, maxFileBytes: 1e8, batchMaxFiles: 5, requestsPerMinute: 40 };
    // A window long enough that the whole test falls in one.
    env = await startWithPlans([{ name: "Small", ...limits }, { name: "Developer", webhooks: true, ...limits, requestsPerMinute: 1000 }], { DOCTOOLS_RATE_WINDOW_SECONDS: "120" });
    t = env.t;
    second = await buildApp(loadConfig({ ...t.env, DOCTOOLS_WORKERS: "0" }), { runJobs: false });
    secondUrl = await second.server.listen({ port: 0, host: "127.0.0.1" });
  });
  after(async () => {
    await second.close();
    await env.close();
  });

  it("takes exactly the 10 operations left and allows exactly 40 requests a window, across both processes", async () => {
    const bytes = await fs.readFile(corpus("pdf/text/merge_doc1_3p.pdf"));
    const post = async (index: number) => {
      const form = await toolForm([{ name: "doc.pdf", data: bytes }]);
      const base = index % 2 === 0 ? t.baseUrl : secondUrl;
      return (await fetch(`${base}/v1/rotate-pdf`, { method: "POST", headers: { "x-api-key": t.key }, body: form })).status;
    };
    const calls = await Promise.all(Array.from({ length: 30 }, (_, index) => post(index)));
    assert.equal(calls.filter((status) => status === 202).length, 10, `statuses: ${calls.join(" ")}`);
    assert.equal(calls.filter((status) => status === 409).length, 20);

    // 30 requests counted so far; 10 more are allowed in the window, then 429 in either process.
    const reads = await Promise.all(
      Array.from({ length: 16 }, async (_, index) => (await fetch(`${index % 2 === 0 ? t.baseUrl : secondUrl}/v1/me`, { headers: { "x-api-key": t.key } })).status),
    );
    assert.equal(reads.filter((status) => status === 200).length, 10, `statuses: ${reads.join(" ")}`);
    assert.equal(reads.filter((status) => status === 429).length, 6);
  });
});
