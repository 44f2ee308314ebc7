import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { corpus, startTestApp, waitUntilNothingStored, type TestApp } from "../helpers/test-app.ts";
import { call, runTool, submit, waitForJob, waitUntilGone } from "../helpers/api-client.ts";
import { parsePrometheus } from "../helpers/prometheus.ts";
import { testRegistryModule } from "../fixtures/test-registry.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { eventually } from "../helpers/eventually.ts";
import { isRunning } from "../helpers/processes.ts";

const pdf = corpus("pdf/text/text_numbered_pages_11p.pdf");


describe("worker isolation", () => {
  let t: TestApp;
  before(
    async () =>
      (t = await startTestApp({
        env: { DOCTOOLS_JOB_TIMEOUT_SECONDS: "2", DOCTOOLS_MEMORY_MB: "1000" },
        config: { toolRegistryModule: testRegistryModule },
      })),
  );
  after(() => t.close());

  /** A job of a tool that hangs, stopped at the time limit: made once, for the checks of its end and of what it leaves. */
  let hung: Promise<{ id: string; job: Record<string, any> }> | undefined;
  const hungJob = () =>
    (hung ??= (async () => {
      const { body } = await submit(t, "test-hang", [pdf]);
      return { id: body.id as string, job: await waitForJob(t, body.id) };
    })());

  it("fails a job whose worker keeps dying with WorkerLost after two retries, and keeps serving", async () => {
    const before = t.app.pool!.pids();
    const { body } = await submit(t, "test-crash", [pdf]);
    const job = await waitForJob(t, body.id);
    assert.equal(job.status, "Failed");
    assert.equal(job.error.code, "WorkerLost");
    assert.match(job.error.detail, /3 times/);
    // The pool replaced the dead worker, and the next job runs normally.
    const { bytes } = await runTool(t, "rotate-pdf", [pdf]);
    assert.equal((await readPdf(bytes)).numPages, 11);
    assert.notDeepEqual(t.app.pool!.pids(), before);
  });

  it("retries a job after its worker died once, and completes it", async () => {
    const marker = path.join(os.tmpdir(), `doctools-flaky-${randomUUID()}`);
    try {
      const { bytes, job } = await runTool(t, "test-flaky", [pdf], { marker });
      assert.equal(job.status, "Completed");
      assert.deepEqual(bytes, new Uint8Array(await fs.readFile(pdf)));
    } finally {
      await fs.rm(marker, { force: true });
    }
  });

  it("stops a job that hangs at the time limit with Timeout", async () => {
    const { job } = await hungJob();
    assert.equal(job.status, "Failed");
    assert.equal(job.error.code, "Timeout");
    assert.match(job.error.detail, /2 seconds/);
    const { job: next } = await runTool(t, "rotate-pdf", [pdf]);
    assert.equal(next.status, "Completed");
  });

  it("stops a job that exhausts its memory with OutOfMemory", async () => {
    const { body } = await submit(t, "test-hog", [pdf]);
    const job = await waitForJob(t, body.id);
    assert.equal(job.status, "Failed");
    assert.equal(job.error.code, "OutOfMemory");
    const { job: next } = await runTool(t, "rotate-pdf", [pdf]);
    assert.equal(next.status, "Completed");
  });

  it("counts an engine process a worker started in its memory: a child that eats memory ends the job with OutOfMemory, and the child goes with the worker", async () => {
    const marker = path.join(os.tmpdir(), `doctools-engine-hog-${randomUUID()}`);
    try {
      const { body } = await submit(t, "test-engine-hog", [pdf], { marker });
      const job = await waitForJob(t, body.id);
      assert.equal(job.status, "Failed");
      assert.equal(job.error.code, "OutOfMemory", JSON.stringify(job.error));
      const pid = Number(await fs.readFile(marker, "utf8"));
      assert.ok(await eventually(() => !isRunning(pid), { what: `the engine process ${pid} is gone` }));
      const { job: next } = await runTool(t, "rotate-pdf", [pdf]);
      assert.equal(next.status, "Completed");
    } finally {
      await fs.rm(marker, { force: true });
    }
  });

  it("ends the engine processes of a worker killed at the time limit", async () => {
    const marker = path.join(os.tmpdir(), `doctools-engine-hang-${randomUUID()}`);
    try {
      const { body } = await submit(t, "test-engine-hang", [pdf], { marker });
      const job = await waitForJob(t, body.id);
      assert.equal(job.status, "Failed");
      assert.equal(job.error.code, "Timeout", JSON.stringify(job.error));
      const pid = Number(await fs.readFile(marker, "utf8"));
      assert.ok(await eventually(() => !isRunning(pid), { what: `the engine process ${pid} is gone` }));
    } finally {
      await fs.rm(marker, { force: true });
    }
  });

  it("retires a worker whose engine a file drove into a stack overflow: the job fails with a named code, the next job runs on a fresh engine", async () => {
    const retired = t.app.pool!.retirements.failure;
    for (let round = 0; round < 2; round++) {
      const { body } = await submit(t, "test-poison", [pdf]);
      const job = await waitForJob(t, body.id);
      assert.equal(job.status, "Failed");
      assert.equal(job.error.code, "DamagedFile", JSON.stringify(job.error));
      // Straight after, on whichever process the pool hands it: a valid file comes out right.
      const { bytes } = await runTool(t, "rotate-pdf", [pdf], { pages: "2" });
      const result = await readPdf(bytes);
      assert.equal(result.numPages, 11);
      assert.deepEqual([await result.rotation(1), await result.rotation(2)], [0, 90]);
      assert.match(await result.pageText(2), /2/);
    }
    assert.equal(t.app.pool!.retirements.failure, retired + 2);
  });

  it("fails the job in hand when its worker meets an error nobody caught, replaces the worker, and tries the job again before failing it", async () => {
    const retired = t.app.pool!.retirements.failure;
    const { body } = await submit(t, "test-stray", [pdf]);
    const job = await waitForJob(t, body.id);
    assert.equal(job.status, "Failed");
    assert.equal(job.error.code, "Internal");
    // Internal is retryable: three attempts, each on a fresh worker.
    assert.equal(t.app.pool!.retirements.failure, retired + 3);
    const { job: next } = await runTool(t, "rotate-pdf", [pdf]);
    assert.equal(next.status, "Completed");
  });

  it("gives a job that failed in a way the catalogue calls retryable another attempt, which completes it", async () => {
    const marker = path.join(os.tmpdir(), `doctools-shaky-${randomUUID()}`);
    try {
      const { bytes, job } = await runTool(t, "test-shaky", [pdf], { marker });
      assert.equal(job.status, "Completed");
      assert.deepEqual(bytes, new Uint8Array(await fs.readFile(pdf)));
      assert.equal(await fs.readFile(marker, "utf8"), "failed once");
    } finally {
      await fs.rm(marker, { force: true });
    }
  });

  it("aborts the run context's signal at the time limit: a tool that checks it stops without being killed", async () => {
    const marker = path.join(os.tmpdir(), `doctools-steps-${randomUUID()}`);
    try {
      // Timed from the tool's first step in its worker, not from the upload: on a machine the
      // whole suite keeps busy, the upload and a replacement worker's start take seconds too.
      const firstStep = new Map<string, number>();
      const onProgress = ({ jobId }: { jobId: string }) => void (firstStep.has(jobId) || firstStep.set(jobId, Date.now()));
      t.app.pool!.on("progress", onProgress);
      try {
        const { body } = await submit(t, "test-steps", [pdf], { marker });
        const job = await waitForJob(t, body.id);
        assert.equal(job.status, "Failed");
        assert.equal(job.error.code, "Timeout");
        assert.equal(await fs.readFile(marker, "utf8"), "timeout", "the tool saw its signal aborted, with the reason");
        const record = await t.app.services.jobStore.getJob(body.id);
        const ran = record!.completedAt!.getTime() - firstStep.get(body.id)!;
        // The limit is 2 s; a kill would only come 3 s after it.
        assert.ok(ran < 4500, `stopped ${ran} ms after its first step`);
      } finally {
        t.app.pool!.off("progress", onProgress);
      }
    } finally {
      await fs.rm(marker, { force: true });
    }
  });

  it("replaces a worker after its configured number of jobs, and one still large after a job", async () => {
    const small = await startTestApp({ env: { DOCTOOLS_WORKER_MAX_JOBS: "2", DOCTOOLS_WORKER_RECYCLE_MB: "100000" } });
    try {
      for (let i = 0; i < 4; i++) await runTool(small, "rotate-pdf", [pdf]);
      assert.equal(small.app.pool!.retirements.jobs, 2);
      const metrics = parsePrometheus(await (await call(small, "GET", "/metrics", { key: null })).text());
      assert.equal(metrics.value("doctools_workers_retired_total", { reason: "jobs" }), 2);
    } finally {
      await small.close();
    }
    // A recycling threshold below what any worker takes: replaced after every job.
    const tight = await startTestApp({ env: { DOCTOOLS_WORKER_RECYCLE_MB: "64" } });
    try {
      for (let i = 0; i < 2; i++) await runTool(tight, "rotate-pdf", [pdf]);
      assert.equal(tight.app.pool!.retirements.memory, 2);
    } finally {
      await tight.close();
    }
  });

  it("deletes a failed job's inputs and leaves no work folder behind", async () => {
    const { id, job } = await hungJob();
    assert.equal(job.status, "Failed");
    assert.ok(await waitUntilNothingStored(t, `jobs/${id}/`), "the job's files are still there");
    assert.ok(await waitUntilGone(path.join(t.dataDir, "work", id)), "the job's work folder is still there");
  });
});
