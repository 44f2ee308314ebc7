import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { buildApp, type App } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { hasEnded, type JobRecord } from "../../src/jobs/job.ts";
import { inputKey } from "../../src/jobs/storage-keys.ts";
import { eventually } from "../helpers/eventually.ts";
import { corpus, startTestApp, storedKeys, waitUntilNothingStored, type TestApp } from "../helpers/test-app.ts";
import { testRegistryModule } from "../fixtures/test-registry.ts";
import { call, json, runTool, submit, waitForJob } from "../helpers/api-client.ts";

const pdf = corpus("pdf/text/text_numbered_pages_11p.pdf");

describe("job results", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it("serves the result with its type, name, length and ETag, and honours Range and If-None-Match", async () => {
    const { job, bytes, response } = await runTool(t, "rotate-pdf", [pdf], { fileName: "Quartalsbericht März" });
    assert.equal(job.fileName, "Quartalsbericht März.pdf");
    assert.equal(response.headers.get("content-type"), "application/pdf");
    assert.equal(Number(response.headers.get("content-length")), bytes.length);
    assert.equal(job.resultBytes, bytes.length);
    const disposition = response.headers.get("content-disposition")!;
    assert.match(disposition, /^attachment; filename="Quartalsbericht M_rz\.pdf"; filename\*=UTF-8''Quartalsbericht%20M%C3%A4rz\.pdf$/);
    const etag = response.headers.get("etag")!;
    assert.ok(etag.startsWith('"'));

    const partial = await call(t, "GET", `/v1/jobs/${job.id}/result`, { headers: { range: "bytes=0-7" } });
    assert.equal(partial.status, 206);
    assert.equal(partial.headers.get("content-range"), `bytes 0-7/${bytes.length}`);
    assert.deepEqual(new Uint8Array(await partial.arrayBuffer()), bytes.slice(0, 8));

    const tail = await call(t, "GET", `/v1/jobs/${job.id}/result`, { headers: { range: "bytes=-5" } });
    assert.equal(tail.status, 206);
    assert.deepEqual(new Uint8Array(await tail.arrayBuffer()), bytes.slice(-5));

    const beyond = await call(t, "GET", `/v1/jobs/${job.id}/result`, { headers: { range: `bytes=${bytes.length}-` } });
    assert.equal(beyond.status, 416);
    assert.equal(beyond.headers.get("content-range"), `bytes */${bytes.length}`);
    assert.equal(beyond.headers.get("content-type"), "application/problem+json; charset=utf-8");

    const cached = await call(t, "GET", `/v1/jobs/${job.id}/result`, { headers: { "if-none-match": etag } });
    assert.equal(cached.status, 304);

    const staleRange = await call(t, "GET", `/v1/jobs/${job.id}/result`, { headers: { range: "bytes=0-3", "if-range": '"other"' } });
    assert.equal(staleRange.status, 200);
    assert.equal((await staleRange.arrayBuffer()).byteLength, bytes.length);
  });

  it("deletes the inputs as soon as the job finishes", async () => {
    const { body } = await submit(t, "rotate-pdf", [pdf]);
    await waitForJob(t, body.id);
    assert.ok(await waitUntilNothingStored(t, inputKey(body.id, 0)), "the input is still stored");
  });

  it("deletes a result on request: 204, then 404 for the result and for a second delete", async () => {
    const { job } = await runTool(t, "rotate-pdf", [pdf]);
    assert.ok((await storedKeys(t, `jobs/${job.id}/`)).length > 0);
    const deleted = await call(t, "DELETE", `/v1/jobs/${job.id}/result`);
    assert.equal(deleted.status, 204);
    assert.deepEqual(await storedKeys(t, `jobs/${job.id}/`), [], "DELETE returns once the files are gone");
    const gone = await call(t, "GET", `/v1/jobs/${job.id}/result`);
    assert.equal(gone.status, 404);
    assert.equal((await json(gone)).type, "/problems/not-found");
    assert.equal((await call(t, "DELETE", `/v1/jobs/${job.id}/result`)).status, 404);
    // The job record stays, Completed.
    assert.equal((await json(await call(t, "GET", `/v1/jobs/${job.id}`))).status, "Completed");
  });

  it("answers 409 with the job's error for the result of a failed job", async () => {
    const { body } = await submit(t, "rotate-pdf", [pdf], { pages: "40" });
    const job = await waitForJob(t, body.id);
    assert.equal(job.status, "Failed");
    const response = await call(t, "GET", `/v1/jobs/${body.id}/result`);
    assert.equal(response.status, 409);
    const problem = await json(response);
    assert.equal(problem.type, "/problems/job-failed");
    assert.match(problem.detail, /PageOutOfRange/);
  });

  it("shows every public field on the job, null where there is no value yet", async () => {
    const { body } = await submit(t, "rotate-pdf", [pdf]);
    for (const field of ["id", "operation", "status", "error", "createdAt", "completedAt", "resultExpiresAt", "fileName", "resultBytes"]) {
      assert.ok(field in body, field);
    }
    assert.equal(body.status, "Queued");
    assert.match(body.createdAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const done = await waitForJob(t, body.id);
    assert.equal(new Date(done.resultExpiresAt).getTime() - new Date(done.completedAt).getTime(), 3600_000);
  });

  it("hides another account's job: 404 for the job, its result and its deletion", async () => {
    const { job } = await runTool(t, "rotate-pdf", [pdf]);
    const other = await t.other();
    for (const [method, url] of [
      ["GET", `/v1/jobs/${job.id}`],
      ["GET", `/v1/jobs/${job.id}/result`],
      ["DELETE", `/v1/jobs/${job.id}/result`],
    ] as const) {
      const response = await call(t, method, url, { key: other.key });
      assert.equal(response.status, 404, `${method} ${url}`);
    }
    // Still there for its owner.
    assert.equal((await call(t, "GET", `/v1/jobs/${job.id}/result`)).status, 200);
  });

  it("answers 404 for unknown and malformed job ids", async () => {
    for (const id of ["4b0c1c2e-1d6b-4a53-9c77-2f5d1b0b7e11", "not-a-uuid"]) {
      const response = await call(t, "GET", `/v1/jobs/${id}`);
      assert.equal(response.status, 404);
      assert.equal(response.headers.get("content-type"), "application/problem+json; charset=utf-8");
    }
  });
});

describe("result expiry", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp({ env: { DOCTOOLS_RESULT_TTL_SECONDS: "1" } })));
  after(() => t.close());

  it("removes the result at resultExpiresAt, from the API and from storage", async () => {
    const { job } = await runTool(t, "rotate-pdf", [pdf]);
    assert.ok((await storedKeys(t, `jobs/${job.id}/`)).length > 0);
    // The result is gone once the time it was announced to expire at has come.
    await sleep(Math.max(0, new Date(job.resultExpiresAt).getTime() - Date.now()) + 50);
    assert.equal((await call(t, "GET", `/v1/jobs/${job.id}/result`)).status, 404);
    assert.ok(await waitUntilNothingStored(t, `jobs/${job.id}/`), "the result's object is still stored");
  });
});

describe("restarts", () => {
  it("runs a job that was queued when the service stopped, once it is back", async () => {
    const t = await startTestApp({ runJobs: false });
    try {
      const { body } = await submit(t, "rotate-pdf", [pdf]);
      assert.equal(body.status, "Queued");
      const notReady = await call(t, "GET", `/v1/jobs/${body.id}/result`);
      assert.equal(notReady.status, 409);
      assert.equal((await json(notReady)).type, "/problems/result-not-ready");
      await t.app.close();

      const config = loadConfig({ ...t.env, DOCTOOLS_LOG_LEVEL: "warn" });
      const restarted = await buildApp(config);
      try {
        assert.equal((await jobEnded(restarted, body.id, 15_000)).status, "Completed");
      } finally {
        await restarted.close();
      }
    } finally {
      await t.dropDatabase();
      await fs.rm(t.dataDir, { recursive: true, force: true });
    }
  });

  it("fails a job whose stored inputs vanished, instead of leaving it waiting", async () => {
    const t = await startTestApp({ runJobs: false });
    try {
      const { body } = await submit(t, "rotate-pdf", [pdf]);
      await t.app.services.files.remove(inputKey(body.id, 0));
      await t.app.close();
      const restarted = await buildApp(loadConfig({ ...t.env, DOCTOOLS_LOG_LEVEL: "fatal" }));
      try {
        const job = await jobEnded(restarted, body.id, 15_000);
        assert.equal(job.status, "Failed");
        assert.equal(job.error?.code, "Internal");
        assert.match(job.error!.detail, /submit the job again/);
      } finally {
        await restarted.close();
      }
    } finally {
      await t.dropDatabase();
      await fs.rm(t.dataDir, { recursive: true, force: true });
    }
  });

  it("takes over a job left Processing by a dead process once its lease runs out", async () => {
    const t = await startTestApp({ runJobs: false, env: { DOCTOOLS_JOB_LEASE_SECONDS: "1" } });
    try {
      const { body } = await submit(t, "rotate-pdf", [pdf]);
      // A process claims the job, marks it Processing, and dies without a word.
      const claim = await t.app.services.queue.claim("dead-process", 1000);
      assert.equal(claim?.jobId, body.id);
      await t.app.services.jobStore.markProcessing(body.id, new Date());
      await t.app.close();

      const config = loadConfig({ ...t.env, DOCTOOLS_LOG_LEVEL: "warn" });
      const restarted = await buildApp(config);
      try {
        // On PostgreSQL the queue engine's heartbeat (10 s at the least) stands for the lease.
        assert.equal((await jobEnded(restarted, body.id, 40_000)).status, "Completed");
      } finally {
        await restarted.close();
      }
    } finally {
      await t.dropDatabase();
      await fs.rm(t.dataDir, { recursive: true, force: true });
    }
  });
});

describe("shutdown", () => {
  it("aborts the signal of a job still running when the grace period ends: a tool that checks it stops at once and the job goes back to the queue", async () => {
    const t = await startTestApp({ env: { DOCTOOLS_SHUTDOWN_GRACE_SECONDS: "1" }, config: { toolRegistryModule: testRegistryModule } });
    const marker = path.join(os.tmpdir(), `doctools-steps-${randomUUID()}`);
    try {
      const { body } = await submit(t, "test-steps", [pdf], { marker });
      await waitUntilProcessing(t, body.id);
      const closing = Date.now();
      await t.app.close();
      // The grace is 1 s; a worker that did not stop would be killed only 3 s after it.
      assert.ok(Date.now() - closing < 3000, `closed after ${Date.now() - closing} ms`);
      assert.equal(await fs.readFile(marker, "utf8"), "shutdown");
      const again = await buildApp(loadConfig({ ...t.env, DOCTOOLS_WORKERS: "0", DOCTOOLS_LOG_LEVEL: "fatal" }, { toolRegistryModule: testRegistryModule }), { runJobs: false });
      try {
        assert.equal((await again.services.jobStore.getJob(body.id))!.status, "Queued");
      } finally {
        await again.close();
      }
    } finally {
      await fs.rm(marker, { force: true });
      await t.dropDatabase();
      await fs.rm(t.dataDir, { recursive: true, force: true });
    }
  });

  it("hands back a job still running when the grace period ends, for the next process to take", async () => {
    const t = await startTestApp({ env: { DOCTOOLS_SHUTDOWN_GRACE_SECONDS: "1", DOCTOOLS_JOB_TIMEOUT_SECONDS: "3" }, config: { toolRegistryModule: testRegistryModule } });
    try {
      const { body } = await submit(t, "test-hang", [pdf]);
      await waitUntilProcessing(t, body.id);
      const closing = Date.now();
      await t.app.close();
      assert.ok(Date.now() - closing < 10_000, "the grace period bounds the shutdown");
      const handedBack = await (async () => {
        const again = await buildApp(loadConfig({ ...t.env, DOCTOOLS_WORKERS: "0", DOCTOOLS_LOG_LEVEL: "fatal" }, { toolRegistryModule: testRegistryModule }), { runJobs: false });
        try {
          return await again.services.jobStore.getJob(body.id);
        } finally {
          await again.close();
        }
      })();
      assert.equal(handedBack!.status, "Queued", "back in the queue, not failed");

      // The next process takes it up (and, the tool hanging again, stops it at the time limit).
      const restarted = await buildApp(loadConfig({ ...t.env, DOCTOOLS_LOG_LEVEL: "fatal", DOCTOOLS_JOB_TIMEOUT_SECONDS: "2" }, { toolRegistryModule: testRegistryModule }));
      try {
        const job = await jobEnded(restarted, body.id, 40_000);
        assert.equal(job.status, "Failed");
        assert.equal(job.error?.code, "Timeout");
      } finally {
        await restarted.close();
      }
    } finally {
      await t.dropDatabase();
      await fs.rm(t.dataDir, { recursive: true, force: true });
    }
  });
});

async function waitUntilProcessing(t: TestApp, id: string): Promise<void> {
  await eventually(async () => (await t.app.services.jobStore.getJob(id))!.status === "Processing", { timeoutMs: 15_000, what: "the job started" });
}

/** The job as the app's store has it once it has ended (Completed or Failed). */
async function jobEnded(app: App, id: string, timeoutMs: number): Promise<JobRecord> {
  return eventually(
    async () => {
      const job = await app.services.jobStore.getJob(id);
      return hasEnded(job!) ? job : null;
    },
    { timeoutMs, what: `job ${id} ended` },
  );
}
