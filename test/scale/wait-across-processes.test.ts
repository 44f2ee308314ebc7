import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { call, json, submit } from "../helpers/api-client.ts";
import { startDoctools, stopDoctools, type DoctoolsProcess } from "../helpers/doctools-process.ts";
import { eventually } from "../helpers/eventually.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";

const thesis = corpus("pdf/text/text_geotopo_thesis_117p.pdf");
const small = corpus("pdf/text/merge_doc1_3p.pdf");
const onPostgres = process.env.DOCTOOLS_TEST_DATABASE_URL !== undefined;
/**
 * On PostgreSQL the API process is told of the job's end by NOTIFY, so its fallback read is put
 * a minute away: an answer within a second of the end can only have come from the notification.
 * On the embedded database nothing crosses processes but the file, so the fallback read answers.
 */
const RECHECK_MS = onPostgres ? 60_000 : 1500;
/**
 * Likewise the worker's own look for queued jobs: on PostgreSQL a minute away (with a lease long
 * enough to allow it), so only the notification of each new job can start it within seconds.
 */
const POLL_MS = onPostgres ? 60_000 : 1000;

/**
 * A request waiting in an API process for a job that a `doctools worker`, another
 * process, runs and ends.
 */
describe("waiting for a job that another process runs", () => {
  let t: TestApp;
  let worker: DoctoolsProcess;
  before(async () => {
    t = await startTestApp({ runJobs: false, env: { DOCTOOLS_WORKERS: "0" }, config: { waitRecheckMs: RECHECK_MS } });
    worker = await startDoctools(
      ["worker"],
      { ...t.env, DOCTOOLS_WORKERS: "1", DOCTOOLS_LOG_LEVEL: "error", DOCTOOLS_QUEUE_POLL_MS: String(POLL_MS), DOCTOOLS_JOB_LEASE_SECONDS: "300" },
      /doctools worker running/,
    );
  });
  after(async () => {
    if (worker.child.exitCode === null) assert.equal(await stopDoctools(worker), 0);
    await t.close();
  });

  it(`answers ${onPostgres ? "by notification, well within the fallback read's interval" : "by reading again, within the fallback interval"} once the worker ends the job, showing its progress before`, async () => {
    const { response, body: job } = await submit(t, "pdf-to-image", [thesis], { dpi: "72", format: "Png" });
    assert.equal(response.status, 202, JSON.stringify(job));

    // First wait briefly, until the worker has started and reported some pages.
    const progress = await eventually(
      async () => {
        const current = await json(await call(t, "GET", `/v1/jobs/${job.id}?wait=1`));
        assert.notEqual(current.status, "Completed", "the job ended before it was seen running; give it more pages");
        return current.progress as { done: number; total: number } | null;
      },
      { timeoutMs: 30_000, intervalMs: 0, what: "the worker reported progress" },
    );
    assert.equal(progress.total, 117);

    const asked = Date.now();
    const waited = await call(t, "GET", `/v1/jobs/${job.id}?wait=60`);
    const arrived = Date.now();
    const ended = await json(waited);
    assert.equal(waited.status, 200);
    assert.equal(ended.status, "Completed", JSON.stringify(ended.error));
    assert.equal(ended.progress, null);
    const completedAt = Date.parse(ended.completedAt);
    assert.ok(completedAt > asked, "the job had ended before the wait began");
    const late = arrived - completedAt;
    // On PostgreSQL a twentieth of the fallback interval (loose enough for a busy machine); on the
    // embedded database one interval and the time to read and answer.
    const allowed = onPostgres ? 3000 : RECHECK_MS + 2000;
    assert.ok(late < allowed, `answered ${late} ms after the job completed in the worker (allowed ${allowed} ms)`);
  });

  it(`starts each job ${onPostgres ? "as soon as it is submitted, told by notification, not at its next look a minute later" : "at its next look for queued jobs, within the poll interval"}`, async () => {
    // One at a time: the worker is idle when each arrives, so nothing but the notification (or
    // its poll) can wake it.
    const allowed = onPostgres ? 3000 : POLL_MS + 3000;
    for (let i = 0; i < 4; i++) {
      const submitted = Date.now();
      const { response, body: job } = await submit(t, "rotate-pdf", [small], { rotation: "Clockwise" });
      assert.equal(response.status, 202, JSON.stringify(job));
      const ended = await json(await call(t, "GET", `/v1/jobs/${job.id}?wait=60`));
      assert.equal(ended.status, "Completed", JSON.stringify(ended.error));
      const took = Date.parse(ended.completedAt) - submitted;
      assert.ok(took < allowed, `job ${i + 1} completed ${took} ms after it was submitted (allowed ${allowed} ms)`);
    }
  });
});
