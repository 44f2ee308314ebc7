import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { corpus, startTestApp, waitUntilNothingStored, type TestApp } from "../helpers/test-app.ts";
import { runTool, submit, waitForJob, waitUntilGone } from "../helpers/api-client.ts";
import { testRegistryModule } from "../fixtures/test-registry.ts";
import { readPdf } from "../helpers/pdf-reader.ts";

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
    const { body } = await submit(t, "test-hang", [pdf]);
    const job = await waitForJob(t, body.id);
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

  it("deletes a failed job's inputs and leaves no work folder behind", async () => {
    const { body } = await submit(t, "test-hang", [pdf]);
    await waitForJob(t, body.id);
    assert.ok(await waitUntilNothingStored(t, `jobs/${body.id}/`), "the job's files are still there");
    assert.ok(await waitUntilGone(path.join(t.dataDir, "work", body.id)), "the job's work folder is still there");
  });
});
