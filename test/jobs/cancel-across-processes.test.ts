import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { call, json, submit, waitForJob } from "../helpers/api-client.ts";
import { startDoctools, stopDoctools, workerPids, type DoctoolsProcess } from "../helpers/doctools-process.ts";
import { eventually } from "../helpers/eventually.ts";
import { isRunning } from "../helpers/processes.ts";
import { corpus, startTestApp, storedKeys, type TestApp } from "../helpers/test-app.ts";

const pdf = corpus("pdf/text/merge_doc1_3p.pdf");
const scan = corpus("pdf/scanned/scan_mixed_sizes_6p.pdf");
const onPostgres = process.env.DOCTOOLS_TEST_DATABASE_URL !== undefined;

/**
 * An API process (this one, running no jobs) and a `doctools worker`, another process on the
 * same database and storage: the cancel is written by the one and must reach the run in the
 * other, by notification on PostgreSQL and by the worker's look every second on both.
 */
describe("cancelling a job that another process runs", () => {
  let t: TestApp;
  let worker: DoctoolsProcess;
  before(async () => {
    t = await startTestApp({ runJobs: false, env: { DOCTOOLS_WORKERS: "0" } });
    worker = await startDoctools(["worker"], { ...t.env, DOCTOOLS_WORKERS: "1", DOCTOOLS_LOG_LEVEL: "info" }, /doctools worker running/);
  });
  after(async () => {
    if (worker.child.exitCode === null) assert.equal(await stopDoctools(worker), 0);
    await t.close();
  });

  it(`stops the worker's OCR run within seconds (${onPostgres ? "PostgreSQL" : "embedded database"}); a job waiting behind it never runs; the worker then takes the next job`, async () => {
    const { body: ocr } = await submit(t, "ocr-pdf", [scan], { mode: "Force" });
    await eventually(async () => ((await t.app.services.jobStore.getJob(ocr.id))!.progress?.done ?? 0) >= 1, { timeoutMs: 90_000, what: "the worker's OCR read a page" });
    // The worker runs one job at a time: this one waits.
    const { body: waiting } = await submit(t, "rotate-pdf", [pdf]);
    const busy = await workerPids(worker.child.pid!);

    const waitingCancelled = await json(await call(t, "DELETE", `/v1/jobs/${waiting.id}`));
    assert.equal(waitingCancelled.error.code, "Cancelled");
    const asked = Date.now();
    const response = await call(t, "DELETE", `/v1/jobs/${ocr.id}`);
    assert.equal(response.status, 200);
    const cancelled = await json(response);
    assert.equal(cancelled.status, "Failed");
    assert.equal(cancelled.error.code, "Cancelled");
    assert.deepEqual(await storedKeys(t, `jobs/${ocr.id}/`), []);

    // The worker that ran it is retired (stopped by its signal, or killed after the grace time).
    await eventually(() => busy.some((pid) => !isRunning(pid)), { timeoutMs: 15_000, what: "the worker that ran the OCR was retired" });
    const retiredIn = Date.now() - asked;
    assert.ok(retiredIn < 8000, `retired ${retiredIn} ms after the cancel`);
    // The worker process says so in its log (written as it goes, not at once).
    await eventually(() => /retiring a worker/.test(worker.stdout()), { timeoutMs: 10_000, what: "the worker logged the retirement" });

    const { body: next } = await submit(t, "rotate-pdf", [pdf]);
    const done = await waitForJob(t, next.id, { timeoutMs: 60_000 });
    assert.equal(done.status, "Completed", JSON.stringify(done.error));
    const never = (await t.app.services.jobStore.getJob(waiting.id))!;
    assert.equal(never.status, "Failed");
    assert.equal(never.startedAt, null, "the cancelled waiting job never started");
    // Nothing of the cancelled job is stored, whatever the worker was doing when it stopped.
    assert.deepEqual(await storedKeys(t, `jobs/${ocr.id}/`), []);
    console.log(`# ${onPostgres ? "PostgreSQL" : "SQLite"}: the worker process running the OCR was retired ${retiredIn} ms after DELETE /v1/jobs/{id}`);
  });
});
