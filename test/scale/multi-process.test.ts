import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { createApiKey } from "../../src/accounts/api-keys.ts";
import { loadConfig } from "../../src/config.ts";
import { createLogger } from "../../src/logger.ts";
import { createServices } from "../../src/services.ts";
import { startDoctools, startServe, stopDoctools, type DoctoolsProcess } from "../helpers/doctools-process.ts";
import { becomes, eventually } from "../helpers/eventually.ts";
import { corpus, testDatabaseEnv } from "../helpers/test-app.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { startReceiver, type WebhookReceiver } from "../helpers/webhook-receiver.ts";

/**
 * The scale-out check: two API processes and two worker processes on one PostgreSQL,
 * 200 jobs through both APIs, one worker killed with SIGKILL half-way. Runs on the server named
 * by DOCTOOLS_TEST_DATABASE_URL.
 */
const url = process.env.DOCTOOLS_TEST_DATABASE_URL;
/** Without a PostgreSQL server (the embedded default's own run) there is nothing to run these on. */
const skip = url ? false : "runs in the PostgreSQL run (npm run test:postgres), which sets DOCTOOLS_TEST_DATABASE_URL";
const JOBS = 200;
const pdf = corpus("pdf/text/merge_doc1_3p.pdf");

describe("many processes on one PostgreSQL", { skip }, () => {
  let database: Awaited<ReturnType<typeof testDatabaseEnv>>;
  let dataDir: string;
  let env: Record<string, string>;
  let receiver: WebhookReceiver;
  const processes: DoctoolsProcess[] = [];

  before(async () => {
    database = await testDatabaseEnv();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-scale-"));
    receiver = await startReceiver();
    env = {
      ...database.env,
      DOCTOOLS_DATA_DIR: dataDir,
      DOCTOOLS_WEBHOOK_ALLOW_PRIVATE: "1",
      DOCTOOLS_JOB_LEASE_SECONDS: "10",
      DOCTOOLS_LOG_LEVEL: "error",
    };
  });
  after(async () => {
    for (const child of processes) child.child.kill("SIGKILL");
    await receiver.close();
    await database.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("runs 200 jobs through two API and two worker processes, each to Completed exactly once, through a worker's SIGKILL", async () => {
    // The account, its key and a webhook endpoint, made as an operator would, on the shared database.
    const services = await createServices(loadConfig(env), createLogger("silent"));
    let key: string;
    try {
      const account = await services.accounts.createAccount({ id: randomUUID(), email: "scale@example.test", name: "Scale", plan: "Enterprise", passwordHash: null });
      key = (await createApiKey(services.accounts, account.id, "scale")).key;
      await services.webhooks.addEndpoint(account, receiver.url);
    } finally {
      await services.close();
    }

    const apis = await Promise.all([startServe({ ...env, DOCTOOLS_WORKERS: "0" }), startServe({ ...env, DOCTOOLS_WORKERS: "0" })]);
    processes.push(...apis);
    const workers = await Promise.all([0, 1].map(() => startDoctools(["worker"], { ...env, DOCTOOLS_WORKERS: "1" }, /doctools worker running/)));
    processes.push(...workers);

    const bytes = await fs.readFile(pdf);
    const submitOne = async (index: number) => {
      const form = new FormData();
      form.append("files", new Blob([bytes]), `doc-${index}.pdf`);
      const response = await fetch(`${apis[index % 2]!.baseUrl}/v1/rotate-pdf`, { method: "POST", headers: { "x-api-key": key }, body: form });
      assert.equal(response.status, 202, await response.clone().text());
      return ((await response.json()) as { id: string }).id;
    };
    const ids: string[] = [];
    for (let start = 0; start < JOBS; start += 20) {
      ids.push(...(await Promise.all(Array.from({ length: 20 }, (_, i) => submitOne(start + i)))));
    }

    // Half-way through, one worker dies without a word.
    const db = new pg.Client({ connectionString: url! });
    await db.connect();
    try {
      const completed = async () =>
        Number((await db.query(`SELECT count(*) AS n FROM ${env.DOCTOOLS_DB_SCHEMA}.jobs WHERE status = 'Completed'`)).rows[0].n);
      await eventually(async () => (await completed()) >= JOBS / 2, { timeoutMs: 120_000, intervalMs: 50, what: "half the jobs were completed" });
      workers[0]!.child.kill("SIGKILL");
      assert.equal(await workers[0]!.exited, "SIGKILL");

      const deadline = Date.now() + 120_000;
      await becomes(async () => (await completed()) >= JOBS, { timeoutMs: deadline - Date.now(), intervalMs: 200 });
      const statuses = (await db.query(`SELECT status, count(*) AS n FROM ${env.DOCTOOLS_DB_SCHEMA}.jobs GROUP BY status`)).rows;
      assert.deepEqual(statuses.map((row) => [row.status, Number(row.n)]), [["Completed", JOBS]]);

      // Exactly once: one job.completed event per job (it is made where the job is marked
      // Completed, which happens once), and one delivery attempt recorded per request received.
      const events = (await db.query(`SELECT count(*) AS n, count(DISTINCT body::jsonb->'data'->'job'->>'id') AS jobs FROM ${env.DOCTOOLS_DB_SCHEMA}.webhook_events WHERE type = 'job.completed'`)).rows[0];
      assert.equal(Number(events.n), JOBS);
      assert.equal(Number(events.jobs), JOBS);
      await receiver.waitForCalls(JOBS, 60_000);
      const attempts = async () =>
        (await db.query(`SELECT delivery_id, attempt, outcome, error FROM ${env.DOCTOOLS_DB_SCHEMA}.webhook_attempts WHERE outcome <> 'sending'`)).rows;
      let recorded: Awaited<ReturnType<typeof attempts>> = [];
      await becomes(async () => (recorded = await attempts()).length >= receiver.calls.length, { timeoutMs: Math.max(0, deadline - Date.now()), intervalMs: 100 });
      // Every attempt that reached the receiver is on record. An attempt the killed worker had put
      // on record may or may not have gone out before it died; those are the only extra records.
      const orphaned = recorded.filter((row) => /stopped before its answer was recorded/.test(row.error ?? "")).length;
      assert.ok(recorded.length >= receiver.calls.length, `${recorded.length} records for ${receiver.calls.length} attempts received`);
      assert.ok(recorded.length <= receiver.calls.length + orphaned, `${recorded.length} records for ${receiver.calls.length} attempts received (${orphaned} from the killed worker)`);
      assert.equal(new Set(recorded.map((row) => `${row.delivery_id}/${row.attempt}`)).size, recorded.length, "no attempt recorded twice");
      assert.equal(new Set(receiver.calls.map((call) => JSON.parse(call.rawBody).data.job.id)).size, JOBS, "every job's event arrived");
    } finally {
      await db.end();
    }

    // Every result downloads through either API process.
    for (const [index, id] of ids.entries()) {
      if (index % 20 !== 0) continue;
      for (const api of apis) {
        const result = await fetch(`${api.baseUrl}/v1/jobs/${id}/result`, { headers: { "x-api-key": key } });
        assert.equal(result.status, 200);
        const doc = await readPdf(new Uint8Array(await result.arrayBuffer()));
        assert.equal(doc.numPages, 3);
        assert.equal(await doc.rotation(1), 90);
      }
    }

    for (const child of [...apis, workers[1]!]) assert.equal(await stopDoctools(child), 0);
  });
});
