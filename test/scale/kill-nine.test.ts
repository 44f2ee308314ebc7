import { after, describe, it } from "node:test";
import assert from "node:assert/strict";
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { createApiKey } from "../../src/accounts/api-keys.ts";
import { loadConfig } from "../../src/config.ts";
import { PostgresClient } from "../../src/db/postgres-client.ts";
import type { SqlClient } from "../../src/db/sql-client.ts";
import { SqliteClient } from "../../src/db/sqlite-client.ts";
import { openSqlite } from "../../src/db/sqlite.ts";
import { createLogger } from "../../src/logger.ts";
import { createServices } from "../../src/services.ts";
import { startServe, stopDoctools, workerPids, type DoctoolsProcess } from "../helpers/doctools-process.ts";
import { becomes, eventually } from "../helpers/eventually.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { corpus, testDatabaseEnv } from "../helpers/test-app.ts";
import { startReceiver, type WebhookReceiver } from "../helpers/webhook-receiver.ts";
import { readZip } from "../helpers/zip-reader.ts";

/**
 * `doctools serve` (what `npm start` runs) killed with SIGKILL while jobs are queued
 * and running, webhook retries are scheduled, and a part of an upload is half received; then
 * started again on the same data folder. On the embedded default, and on PostgreSQL in its run;
 * files stay on local disk in both, where the test looks for anything left behind.
 */
const SLOW_JOBS = 5;
const WORKERS = 2;
const QUICK_PDF = corpus("pdf/text/merge_doc1_3p.pdf");
const SLOW_PDF = corpus("pdf/text/text_tracemonkey_paper_14p.pdf");
const UPLOADED_PDF = corpus("pdf/text/text_us_constitution_19p.pdf");
const PART = 100_000;

interface PublicJob {
  id: string;
  status: string;
  error: { code: string; detail: string } | null;
}

describe("kill -9 of `doctools serve` and a start on the same data folder", () => {
  const deployments: Deployment[] = [];
  const receivers: WebhookReceiver[] = [];
  after(async () => {
    for (const deployment of deployments) await deployment.close();
    for (const receiver of receivers) await receiver.close();
  });

  it("ends every job exactly once, makes every due webhook attempt, and keeps acknowledged upload parts", async () => {
    /** The receiver refuses every attempt until the service has been killed, then takes them all. */
    let receiverUp = false;
    const acknowledged: Array<{ at: number; eventId: string; jobId: string }> = [];
    const receiver = await startReceiver((call) => {
      if (!receiverUp) return { status: 500 };
      const body = JSON.parse(call.rawBody) as { id: string; data: { job: { id: string } } };
      acknowledged.push({ at: call.at, eventId: body.id, jobId: body.data.job.id });
      return { status: 200 };
    });
    receivers.push(receiver);
    const deployment = await deploy(receiver.url);
    deployments.push(deployment);
    const { db, dataDir, key, accountId } = deployment;
    const first = await deployment.start();
    const api = client(first.baseUrl, key);
    const workers = await workerPids(first.child.pid!);
    assert.equal(workers.length, WORKERS + 1, "the service runs its workers, and a warm spare, in child processes");

    // (b) Jobs that finish at once, whose first webhook attempts fail: retries are scheduled.
    const quick = [await api.submit("rotate-pdf", QUICK_PDF), await api.submit("rotate-pdf", QUICK_PDF)];
    for (const id of quick) assert.equal((await api.waitForEnd(id, 30_000)).status, "Completed");
    await eventually(async () => {
      const rows = await db.all<{ attempts: number; state: string }>(
        "SELECT d.attempts, d.state FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id WHERE e.type = 'job.completed' AND d.locked_by IS NULL",
      );
      return rows.length === quick.length && rows.every((row) => row.attempts >= 1 && row.state === "pending");
    }, { timeoutMs: 20_000, what: "the quick jobs' first webhook attempts failed and their retries are scheduled" });

    // (c) A part-wise upload: two parts acknowledged, the third cut off half-way by the kill.
    const uploaded = await fs.readFile(UPLOADED_PDF);
    const upload = await api.json<{ id: string; received: number }>("POST", "/v1/uploads", { fileName: "constitution.pdf", length: uploaded.length }, 201);
    for (const offset of [0, PART]) {
      const part = await api.patch(upload.id, offset, uploaded.subarray(offset, offset + PART));
      assert.equal(part.status, 200, part.body);
      assert.equal(JSON.parse(part.body).received, offset + PART);
    }
    const dataFile = path.join(dataDir, "files", "uploads", upload.id, "data");
    const cut = startCutPart(first.baseUrl, key, upload.id, 2 * PART, uploaded.subarray(2 * PART, 3 * PART));
    await eventually(async () => ((await fs.stat(dataFile).catch(() => null))?.size ?? 0) > 2 * PART, { timeoutMs: 10_000, what: "some of the third part reached the upload's file" });

    // (a) Slow jobs: as many running as there are workers, the rest queued behind them.
    const slow: string[] = [];
    for (let i = 0; i < SLOW_JOBS; i++) slow.push(await api.submit("pdf-to-image", SLOW_PDF, { format: "Png", dpi: "200" }));
    await eventually(async () => (await Promise.all(slow.map((id) => api.job(id)))).filter((job) => job.status === "Processing").length >= WORKERS, { timeoutMs: 30_000, what: `${WORKERS} slow jobs are Processing` });

    await kill(first, workers);
    cut.destroy();
    receiverUp = true;

    // What the kill left: the premise of the test, read from the database itself.
    const statuses = await db.all<{ id: string; status: string }>("SELECT id, status FROM jobs WHERE account_id = ?", [accountId]);
    const at = (status: string) => statuses.filter((row) => row.status === status).length;
    assert.ok(at("Processing") >= 1 && at("Queued") >= 1, `jobs running and jobs queued at the kill: ${JSON.stringify(statuses)}`);
    const pending = await db.all<{ event_id: string; attempts: number; next_attempt_at: number | null; locked_until: number | null }>(
      "SELECT event_id, attempts, next_attempt_at, locked_until FROM webhook_deliveries WHERE state = 'pending'",
    );
    // Each quick job's delivery has failed at least once and is still pending: scheduled for a
    // retry, or (on a busy machine, where the retry came due before the kill) being retried.
    const retrying = pending.filter((row) => row.attempts >= 1);
    assert.ok(retrying.length >= quick.length, `webhook retries pending at the kill: ${JSON.stringify(pending)}`);
    const scheduled = retrying.filter((row) => row.locked_until === null);
    assert.equal((await db.one<{ received: number }>("SELECT received FROM uploads WHERE id = ?", [upload.id]))?.received, 2 * PART);

    // Start again once every scheduled retry is due.
    const due = Math.max(Date.now(), ...scheduled.map((row) => Number(row.next_attempt_at)));
    await sleep(Math.max(0, due - Date.now()));
    const startingAt = Date.now();
    const second = await deployment.start();
    const readyAt = Date.now();
    const api2 = client(second.baseUrl, key);

    // The upload resumes where its last acknowledged part ended; the cut part is gone.
    const resumed = await api2.json<{ received: number }>("GET", `/v1/uploads/${upload.id}`, undefined, 200);
    assert.equal(resumed.received, 2 * PART, "the upload resumes at the end of its last acknowledged part");
    // The killed service held the cut part until its lease runs out (30 s); till then the
    // upload answers 409 and the client waits, as it is told to.
    for (let offset = 2 * PART; offset < uploaded.length; offset += PART) {
      const part = await api2.patchWhenFree(upload.id, offset, uploaded.subarray(offset, offset + PART));
      assert.equal(part.status, 200, part.body);
      assert.equal(JSON.parse(part.body).received, Math.min(offset + PART, uploaded.length));
    }
    assert.equal(sha256(await fs.readFile(dataFile)), sha256(uploaded), "the upload holds exactly the file's bytes");
    const fromUpload = await api2.submit("rotate-pdf", null, { uploads: upload.id });

    // Every job ends, each exactly once.
    const all = [...quick, ...slow, fromUpload];
    const ended = await Promise.all(all.map((id) => api2.waitForEnd(id, 60_000)));
    for (const job of ended) assert.equal(job.status, "Completed", `${job.id}: ${JSON.stringify(job.error)}`);
    const rows = await db.all<{ n: number }>("SELECT count(*) AS n FROM jobs WHERE account_id = ?", [accountId]);
    assert.equal(Number(rows[0]!.n), all.length, "no job was made twice");
    const events = await db.all<{ id: string; type: string; body: string }>("SELECT id, type, body FROM webhook_events WHERE account_id = ? AND type LIKE 'job.%'", [accountId]);
    const eventsOf = Map.groupBy(events, (event) => (JSON.parse(event.body) as { data: { job: { id: string } } }).data.job.id);
    for (const id of all) {
      assert.deepEqual(eventsOf.get(id)?.map((event) => event.type), ["job.completed"], `job ${id} has exactly one job.completed event`);
    }

    // Every event arrives (perhaps more than once, always under its one id); the retries that
    // were due at the restart are made at once. An attempt the killed service was making waits
    // for its lease to run out.
    const inFlight = pending.filter((row) => row.locked_until !== null);
    const patience = Math.max(30_000, ...inFlight.map((row) => Number(row.locked_until) - Date.now() + 10_000));
    await eventually(async () => all.every((id) => acknowledged.some((call) => call.jobId === id)), { timeoutMs: patience, what: "every job's event was acknowledged" });
    for (const id of all) {
      const ids = new Set(receiver.calls.filter((call) => JSON.parse(call.rawBody).data?.job?.id === id).map((call) => call.headers["service-delivery"]));
      assert.deepEqual([...ids], [eventsOf.get(id)![0]!.id], `job ${id}: every attempt carries its one event id`);
    }
    for (const row of scheduled) {
      // The receiver took nothing before the kill, so what it took is an attempt made after the restart.
      const retried = acknowledged.find((call) => call.eventId === row.event_id);
      assert.ok(retried && retried.at >= startingAt, `the retry of event ${row.event_id}, due at the restart, was made`);
      assert.ok(retried.at <= readyAt + 3000, `the retry of event ${row.event_id} came ${retried.at - readyAt} ms after the service was ready again`);
    }

    // The results are right: the upload's file whole, the slow jobs every page.
    const rotated = await readPdf(await api2.result(fromUpload));
    const original = await readPdf(new Uint8Array(uploaded));
    try {
      assert.equal(rotated.numPages, original.numPages);
      for (const page of [1, 10, original.numPages]) {
        assert.equal(await rotated.rotation(page), 90);
        assert.equal(await rotated.pageText(page), await original.pageText(page));
      }
    } finally {
      await rotated.destroy();
      await original.destroy();
    }
    for (const id of slow) {
      const pages = (await readZip(await api2.result(id))).map((entry) => entry.name);
      assert.deepEqual(pages, Array.from({ length: 14 }, (_, i) => `page-${String(i + 1).padStart(2, "0")}.png`));
    }

    // Nothing is left that should not be: no work folders, no inputs, no upload bytes, no
    // temporary files; only each job's result.
    const workRoot = path.join(dataDir, "work");
    await eventually(async () => (await fs.readdir(workRoot)).length === 0, { timeoutMs: 5000, what: "the work folders of the finished jobs are gone" });
    const stored = await listFiles(path.join(dataDir, "files"));
    const results = new Set(all.map((id) => `jobs/${id}`));
    assert.deepEqual(
      stored.filter((file) => !(results.has(path.posix.dirname(file)) && /^result-[\w-]+\.(pdf|zip)$/.test(path.posix.basename(file)))),
      [],
      "only results are stored",
    );
    assert.equal(stored.length, all.length);

    const workers2 = await workerPids(second.child.pid!);
    assert.equal(await stopDoctools(second), 0);
    for (const pid of [...workers, ...workers2]) assert.equal(await isRunning(pid), false, `worker ${pid} is not left running`);
  });

  it("fails a job that was running at three kills in a row with WorkerLost, once, and leaves nothing of it behind", async () => {
    const receiver = await startReceiver();
    receivers.push(receiver);
    const deployment = await deploy(receiver.url);
    deployments.push(deployment);
    const { db, dataDir, key } = deployment;
    let since = new Date();
    let served = await deployment.start();
    const id = await client(served.baseUrl, key).submit("pdf-to-image", SLOW_PDF, { format: "Png", dpi: "300" });
    // A job whose worker died is retried at most twice, then fails with WorkerLost.
    for (let kills = 1; kills <= 3; kills++) {
      const workers = await workerPids(served.child.pid!);
      await eventually(async () => {
        const row = await db.one<{ status: string; started_at: string | null }>("SELECT status, started_at FROM jobs WHERE id = ?", [id]);
        return row?.status === "Processing" && row.started_at !== null && new Date(row.started_at) >= since;
      }, { timeoutMs: 30_000, what: `the job runs for the ${kills}. time` });
      await kill(served, workers);
      since = new Date();
      served = await deployment.start();
    }
    const job = await client(served.baseUrl, key).waitForEnd(id, 60_000);
    assert.equal(job.status, "Failed");
    assert.equal(job.error?.code, "WorkerLost", JSON.stringify(job.error));

    const [call] = await receiver.waitForCalls(1, 30_000);
    const events = await db.all<{ id: string; type: string }>("SELECT id, type FROM webhook_events WHERE type LIKE 'job.%'");
    assert.deepEqual(events.map((event) => event.type), ["job.failed"], "one event for the job's one end");
    assert.equal(call!.headers["service-delivery"], events[0]!.id);
    assert.equal(JSON.parse(call!.rawBody).data.job.error.code, "WorkerLost");

    await eventually(async () => (await fs.readdir(path.join(dataDir, "work"))).length === 0, { timeoutMs: 5000, what: "the job's work folder is gone" });
    assert.deepEqual(await listFiles(path.join(dataDir, "files")), [], "a failed job keeps nothing stored");
    const workers = await workerPids(served.child.pid!);
    assert.equal(await stopDoctools(served), 0);
    for (const pid of workers) assert.equal(await isRunning(pid), false, `worker ${pid} is not left running`);
  });
});

interface Deployment {
  readonly env: Record<string, string>;
  readonly dataDir: string;
  readonly key: string;
  readonly accountId: string;
  /** The service's own database, read directly: the embedded file or the PostgreSQL schema. */
  readonly db: SqlClient;
  /** `doctools serve` on the deployment's data folder and database, as `npm start` runs it. */
  start(): ReturnType<typeof startServe>;
  close(): Promise<void>;
}

/**
 * A data folder (and, in the PostgreSQL run, a schema) with an account, its key and a webhook
 * endpoint, made as an operator would before the first start.
 */
async function deploy(webhookUrl: string): Promise<Deployment> {
  const database = await testDatabaseEnv();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-kill-nine-"));
  const env: Record<string, string> = {
    ...database.env,
    DOCTOOLS_DATA_DIR: dataDir,
    DOCTOOLS_WORKERS: String(WORKERS),
    DOCTOOLS_JOB_LEASE_SECONDS: "2",
    DOCTOOLS_WEBHOOK_ALLOW_PRIVATE: "1",
    DOCTOOLS_WEBHOOK_RETRY_DELAYS: "2,2,2,2,2,2",
    DOCTOOLS_WEBHOOK_TIMEOUT_SECONDS: "2",
    DOCTOOLS_RATE_WINDOW_SECONDS: "1",
    DOCTOOLS_LOG_LEVEL: "error",
  };
  const services = await createServices(loadConfig(env), createLogger("silent"), { withTools: false });
  let key: string;
  let accountId: string;
  try {
    const account = await services.accounts.createAccount({ id: randomUUID(), email: "kill@example.test", name: "Kill", plan: "Enterprise", passwordHash: null });
    accountId = account.id;
    key = (await createApiKey(services.accounts, account.id, "kill")).key;
    await services.webhooks.addEndpoint(account, webhookUrl);
  } finally {
    await services.close();
  }
  const db = env.DATABASE_URL
    ? await PostgresClient.connect({ connectionString: env.DATABASE_URL, schema: env.DOCTOOLS_DB_SCHEMA! })
    : new SqliteClient(openSqlite(path.join(dataDir, "doctools.db")));
  const started: DoctoolsProcess[] = [];
  return {
    env,
    dataDir,
    key,
    accountId,
    db,
    async start() {
      const served = await startServe(env);
      started.push(served);
      return served;
    },
    async close() {
      for (const served of started) served.child.kill("SIGKILL");
      await db.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** SIGKILL; every worker of the killed service goes with it (they stop when their channel to it closes). */
async function kill(served: DoctoolsProcess, workers: number[]): Promise<void> {
  served.child.kill("SIGKILL");
  assert.equal(await served.exited, "SIGKILL");
  // A worker in the middle of compiling its engines' WebAssembly (seconds on a busy machine, the
  // main thread taken) hears of its parent's end only after that; it must go then, not linger.
  await eventually(async () => (await Promise.all(workers.map(isRunning))).every((running) => !running), { timeoutMs: 30_000, what: `the killed service's workers (${workers.join(", ")}) have exited` });
}

function client(baseUrl: string, key: string) {
  const headers = { "x-api-key": key };
  const api = {
    async json<T>(method: string, url: string, body: unknown, status: number): Promise<T> {
      const response = await fetch(`${baseUrl}${url}`, {
        method,
        headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      assert.equal(response.status, status, `${method} ${url}: ${text}`);
      return JSON.parse(text) as T;
    },
    async submit(tool: string, file: string | null, fields: Record<string, string> = {}): Promise<string> {
      const form = new FormData();
      if (file) form.append("files", new Blob([await fs.readFile(file)]), path.basename(file));
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const response = await fetch(`${baseUrl}/v1/${tool}`, { method: "POST", headers, body: form });
      const text = await response.text();
      assert.equal(response.status, 202, text);
      return (JSON.parse(text) as PublicJob).id;
    },
    job: (id: string) => api.json<PublicJob>("GET", `/v1/jobs/${id}`, undefined, 200),
    async waitForEnd(id: string, timeoutMs: number): Promise<PublicJob> {
      let job = await api.job(id);
      await eventually(async () => {
        job = await api.job(id);
        return job.status === "Completed" || job.status === "Failed";
      }, { timeoutMs: timeoutMs, what: `job ${id} ended` });
      return job;
    },
    async result(id: string): Promise<Uint8Array> {
      const response = await fetch(`${baseUrl}/v1/jobs/${id}/result`, { headers });
      assert.equal(response.status, 200, `result of ${id}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async patch(id: string, offset: number, part: Uint8Array): Promise<{ status: number; body: string }> {
      const response = await fetch(`${baseUrl}/v1/uploads/${id}?offset=${offset}`, {
        method: "PATCH",
        headers: { ...headers, "content-type": "application/octet-stream" },
        body: part,
      });
      return { status: response.status, body: await response.text() };
    },
    /** Sends a part, waiting while the upload says another part is being received (a holder that died keeps it until its lease runs out). */
    async patchWhenFree(id: string, offset: number, part: Uint8Array): Promise<{ status: number; body: string }> {
      let answer!: { status: number; body: string };
      await becomes(
        async () => {
          answer = await api.patch(id, offset, part);
          return !(answer.status === 409 && /being received/.test(answer.body));
        },
        { timeoutMs: 45_000, intervalMs: 250 },
      );
      return answer;
    },
  };
  return api;
}

/** A part whose first half is sent and whose second half never comes: the request stays open. */
function startCutPart(baseUrl: string, key: string, uploadId: string, offset: number, part: Uint8Array): http.ClientRequest {
  const request = http.request(`${baseUrl}/v1/uploads/${uploadId}?offset=${offset}`, {
    method: "PATCH",
    headers: { "x-api-key": key, "content-type": "application/octet-stream", "content-length": part.length },
  });
  // The service dies mid-request; the connection's end is expected.
  request.on("error", () => undefined);
  request.write(part.subarray(0, part.length / 2));
  return request;
}

/** Whether a process runs (an exited one not yet reaped, a zombie, counts as gone). */
async function isRunning(pid: number): Promise<boolean> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8").catch(() => null);
  if (stat === null) return false;
  const command = await fs.readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
  return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z" && command.includes("worker-process");
}

/** Files under `root`, as `/`-separated paths relative to it; none when it does not exist. */
async function listFiles(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => !entry.isDirectory()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}
