import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { WorkerPool, WorkerProgress } from "../../src/workers/worker-pool.ts";
import { corpus, startTestApp, storedKeys, type TestApp } from "../helpers/test-app.ts";
import { eventually } from "../helpers/eventually.ts";
import { call, submit, waitForJob, waitUntilGone } from "../helpers/api-client.ts";
import { startServe, stopDoctools, workerPids } from "../helpers/doctools-process.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { readZip } from "../helpers/zip-reader.ts";

/**
 * A job goes back to the queue when its worker is lost or retired mid-job (killed, stopped at
 * shutdown, its holder's lease run out); its next attempt must complete it with a correct result
 * or end with the code of what retired the worker (WorkerLost, OutOfMemory), never Internal.
 * Each way is made to happen while merge-pdf (or, in the first case, split-pdf) of a real 22-page PDF runs: at the
 * first progress report of an attempt, its worker is killed (SIGKILL) or held (SIGSTOP).
 *
 * The service runs two workers: an attempt handed back is claimed again at once by the other
 * one while the first attempt is still ending, which is what made the second fail with Internal
 * when attempts shared a work folder.
 */
const SOURCE = corpus("pdf/lang/lang_chinese_report_22p.pdf");
/**
 * The merge's inputs: enough copies that, after its first progress report (one per file), the
 * job still has most of its work ahead, so a worker stopped on that report is stopped mid-job
 * even when the machine is busy and the report is read late.
 */
const COPIES = 8;
const MERGE_INPUTS = Array.from({ length: COPIES }, () => SOURCE);
// Where two jobs must both be stopped mid-job, both are merges: a split of the 22 pages could end
// before its first progress report was read on a loaded machine, leaving nothing to hold.
const PAGES = 22;
/** Each page's text as pdf.js reads it from the source: what every result is checked against. */
const pageTexts = await textsOf(SOURCE);
/** The least DOCTOOLS_MEMORY_MB two workers (and the spare) may have: 384 MB for this process, 256 MB each. */
const BUDGET_MB = 1152;

type Act = "run" | "kill" | "hold";

/**
 * Does to the worker of each attempt at a job what `plan` says for the attempt's number (1, 2,
 * …), at the attempt's first progress report: the tool is running in that worker then. Each
 * attempt runs on another worker, so a new pid is a new attempt.
 */
function actOnAttempts(pool: WorkerPool, plan: (attempt: number) => Act) {
  const attempts = new Map<string, number[]>();
  const held: number[] = [];
  const onProgress = (report: WorkerProgress) => {
    const pids = attempts.get(report.jobId) ?? [];
    if (pids.includes(report.pid)) return;
    pids.push(report.pid);
    attempts.set(report.jobId, pids);
    const act = plan(pids.length);
    if (act === "kill") process.kill(report.pid, "SIGKILL");
    if (act === "hold") {
      process.kill(report.pid, "SIGSTOP");
      held.push(report.pid);
    }
  };
  pool.on("progress", onProgress);
  return {
    /** The pids of each job's attempts, in order. */
    attempts,
    /** Resolves once `count` workers are held. */
    held: (count: number) => eventually(async () => held.length >= count, { timeoutMs: 30_000, what: `${count} workers are held mid-job` }),
    /** Lets the held workers go on. */
    resume: () => held.splice(0).forEach((pid) => process.kill(pid, "SIGCONT")),
    stop: () => pool.off("progress", onProgress),
  };
}

describe("a job whose worker was retired mid-job", () => {
  let t: TestApp;
  let closed = false;
  before(async () => {
    t = await startTestApp({ env: { DOCTOOLS_WORKERS: "2", DOCTOOLS_MEMORY_MB: String(BUDGET_MB), DOCTOOLS_SHUTDOWN_GRACE_SECONDS: "0", DOCTOOLS_QUEUE_POLL_MS: "50" } });
  });
  after(async () => {
    if (!closed) return t.close();
    // The last test closed the service itself; what it stored goes.
    await t.dropDatabase();
    await fs.rm(t.dataDir, { recursive: true, force: true });
  });

  it("runs again once its worker was killed, and completes on the next attempt with a correct result", async () => {
    const pool = t.app.pool!;
    const acts = actOnAttempts(pool, (attempt) => (attempt === 1 ? "kill" : "run"));
    const failures = pool.retirements.failure;
    try {
      // One at a time, so the other worker is free to take the job back at once.
      for (const [tool, files] of [
        ["merge-pdf", MERGE_INPUTS],
        ["split-pdf", [SOURCE]],
      ] as const) {
        const { body } = await submit(t, tool, [...files]);
        const job = await waitForJob(t, body.id);
        assert.equal(job.status, "Completed", `${tool}: ${JSON.stringify(job.error)}`);
        assert.equal(acts.attempts.get(body.id)?.length, 2, `${tool} ran twice: killed once, then completed`);
        await checkResult(t, tool, body.id);
      }
      // Neither second attempt failed (a failed attempt retires its worker).
      assert.equal(pool.retirements.failure, failures);
    } finally {
      acts.stop();
    }
  });

  it("fails with WorkerLost when its worker is killed on every attempt", async () => {
    const acts = actOnAttempts(t.app.pool!, () => "kill");
    try {
      // The merge of many copies, not the split: a split of 22 pages could end before its first
      // progress report was read on a loaded machine, and then there was no worker left to kill.
      const { body } = await submit(t, "merge-pdf", MERGE_INPUTS);
      const job = await waitForJob(t, body.id);
      assert.equal(job.error?.code, "WorkerLost", JSON.stringify(job));
      assert.match(job.error.detail, /3 times/);
      assert.equal(acts.attempts.get(body.id)?.length, 3);
      await checkNothingLeft(t, body.id, 0);
    } finally {
      acts.stop();
    }
  });

  it("fails with OutOfMemory when the memory cap stops its next attempt", async () => {
    const pool = t.app.pool!;
    const acts = actOnAttempts(pool, (attempt) => (attempt === 1 ? "kill" : "hold"));
    const stopped = pool.retirements.memory;
    let ballast: Worker | undefined;
    try {
      const ids = [(await submit(t, "merge-pdf", MERGE_INPUTS)).body.id, (await submit(t, "merge-pdf", MERGE_INPUTS)).body.id];
      await acts.held(2);
      // This process grows until the service's process tree is past its budget by more than a
      // worker takes: the pool stops the largest job, then the other.
      ballast = await allocate(BUDGET_MB - (await treeMegabytes(pool)) + 256);
      for (const id of ids) {
        const job = await waitForJob(t, id);
        assert.equal(job.error?.code, "OutOfMemory", JSON.stringify(job.error));
        assert.equal(acts.attempts.get(id)?.length, 2);
        await checkNothingLeft(t, id, 0);
      }
      assert.equal(pool.retirements.memory, stopped + 2);
    } finally {
      acts.stop();
      await ballast?.terminate();
    }
  });

  it("is handed back at shutdown and completed by another service, whose worker is replaced after each job", async () => {
    const acts = actOnAttempts(t.app.pool!, () => "hold");
    const ids = [(await submit(t, "merge-pdf", MERGE_INPUTS)).body.id, (await submit(t, "merge-pdf", MERGE_INPUTS)).body.id];
    await acts.held(2);
    // Another service on the same database and data folder (started once this one holds both
    // jobs, so that they are this one's), then this one shuts down with no grace: its workers
    // cannot answer the request to stop and are killed, the jobs handed back.
    const other = await startTestApp({ env: { ...t.env, DOCTOOLS_WORKERS: "1", DOCTOOLS_WORKER_MAX_JOBS: "1" } });
    try {
      closed = true;
      await t.app.close();
      acts.stop();
      for (const [index, tool] of ["merge-pdf", "merge-pdf"].entries()) {
        const job = await waitForJob(other, ids[index]!, { key: t.key });
        assert.equal(job.status, "Completed", `${tool}: ${JSON.stringify(job.error)}`);
        await checkResult({ ...other, key: t.key, dataDir: t.dataDir }, tool, ids[index]!);
      }
      assert.equal(other.app.pool!.retirements.jobs, 2);
      assert.equal(other.app.pool!.retirements.failure, 0, "no attempt failed");
    } finally {
      await other.close();
    }
  });
});

describe("a job whose holder's lease ran out while it ran", () => {
  it("is completed once; the holder that goes on later and the one that took over change nothing", async () => {
    // The database, an account and its key, and the API: no jobs run in this process.
    const t = await startTestApp({ runJobs: false, env: { DOCTOOLS_JOB_LEASE_SECONDS: "1", DOCTOOLS_QUEUE_POLL_MS: "50" } });
    let takeover: TestApp | undefined;
    let acts: ReturnType<typeof actOnAttempts> | undefined;
    const first = await startServe({ ...t.env, DOCTOOLS_WORKERS: "2", DOCTOOLS_SHUTDOWN_GRACE_SECONDS: "10" });
    try {
      // The first service takes both jobs and hands them to workers that are stopped.
      const workers = await workerPids(first.child.pid!);
      for (const pid of workers) process.kill(pid, "SIGSTOP");
      const ids = [(await submit(t, "merge-pdf", MERGE_INPUTS)).body.id, (await submit(t, "merge-pdf", MERGE_INPUTS)).body.id];
      await eventually(async () => (await Promise.all(ids.map((id) => jobStatus(t, id)))).every((status) => status === "Processing"), { timeoutMs: 10_000, what: "the first service holds both jobs" });
      // Another service starts; then the first stops too: it holds the jobs, renews nothing, and
      // its leases run out. The other takes the jobs over (after 1 s on SQLite, after pg-boss's
      // 10 s heartbeat on PostgreSQL) and is held mid-job; then the first goes on, and ends both.
      takeover = await startTestApp({ env: { ...t.env, DOCTOOLS_WORKERS: "2" } });
      acts = actOnAttempts(takeover.app.pool!, () => "hold");
      first.child.kill("SIGSTOP");
      await acts.held(2);
      first.child.kill("SIGCONT");
      for (const pid of workers) process.kill(pid, "SIGCONT");
      for (const id of ids) assert.equal((await waitForJob(t, id)).status, "Completed");
      // The attempts that took over go on, after the job has ended, and end.
      acts.resume();
      await takeover.close();
      takeover = undefined;
      assert.equal(await stopDoctools(first), 0);

      for (const [index, tool] of ["merge-pdf", "merge-pdf"].entries()) {
        assert.equal(await jobStatus(t, ids[index]!), "Completed");
        await checkResult(t, tool, ids[index]!);
      }
    } finally {
      acts?.resume();
      await takeover?.close();
      if (first.child.exitCode === null && first.child.signalCode === null) {
        first.child.kill("SIGKILL");
        await first.exited;
      }
      await t.close();
    }
  });
});

/** Checks the job's result with pdf.js: the merge is the 22 pages twice, in order; the split is one PDF per page. */
async function checkResult(t: TestApp, tool: string, id: string): Promise<void> {
  const response = await call(t, "GET", `/v1/jobs/${id}/result`);
  assert.equal(response.status, 200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (tool === "merge-pdf") {
    const merged = await readPdf(bytes);
    assert.equal(merged.numPages, COPIES * PAGES);
    for (let page = 1; page <= COPIES * PAGES; page++) assert.equal(await merged.pageText(page), pageTexts[(page - 1) % PAGES], `page ${page} of the merge`);
  } else {
    const parts = await readZip(bytes);
    assert.deepEqual(
      parts.map((part) => part.name),
      pageTexts.map((_, index) => `lang_chinese_report_22p-page-${String(index + 1).padStart(2, "0")}.pdf`),
    );
    for (const [index, part] of parts.entries()) {
      const pdf = await readPdf(part.data);
      assert.equal(pdf.numPages, 1);
      assert.equal(await pdf.pageText(1), pageTexts[index], `part ${index + 1} of the split`);
    }
  }
  await checkNothingLeft(t, id, 1);
}

/** Checks the store keeps `kept` objects of the job (its result, or nothing) and that no work folder of it is left. */
async function checkNothingLeft(t: TestApp, id: string, kept: 0 | 1): Promise<void> {
  await eventually(async () => (await storedKeys(t, `jobs/${id}/`)).length === kept, { timeoutMs: 5000, what: `job ${id} keeps ${kept} stored object(s)` });
  assert.ok(await waitUntilGone(path.join(t.env.DOCTOOLS_DATA_DIR!, "work", id)), `the work folder of ${id} is still there`);
}

async function textsOf(file: string): Promise<string[]> {
  const pdf = await readPdf(new Uint8Array(await fs.readFile(file)));
  const texts: string[] = [];
  for (let page = 1; page <= pdf.numPages; page++) texts.push(await pdf.pageText(page));
  assert.equal(new Set(texts).size, PAGES, "every page of the source has text of its own");
  return texts;
}

async function jobStatus(t: TestApp, id: string): Promise<string> {
  return ((await (await call(t, "GET", `/v1/jobs/${id}`)).json()) as { status: string }).status;
}

/** What the pool counts against the budget: this process and its workers, in MB. */
async function treeMegabytes(pool: WorkerPool): Promise<number> {
  let total = process.memoryUsage.rss() / 1048576;
  for (const pid of pool.pids()) {
    const status = await fs.readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
    total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  }
  return total;
}

/** A thread of this process holding `megabytes` of written memory until it is terminated, which frees it. */
async function allocate(megabytes: number): Promise<Worker> {
  const thread = new Worker(
    `const { parentPort, workerData } = require("node:worker_threads");
     globalThis.held = Buffer.alloc(workerData * 1048576, 1);
     parentPort.postMessage("holding");
     setInterval(() => {}, 1 << 30);`,
    { eval: true, workerData: Math.ceil(megabytes) },
  );
  await new Promise((resolve, reject) => thread.once("message", resolve).once("error", reject));
  return thread;
}
