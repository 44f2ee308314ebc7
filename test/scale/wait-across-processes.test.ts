import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { call, json, submit } from "../helpers/api-client.ts";
import { startDoctools, stopDoctools, type DoctoolsProcess } from "../helpers/doctools-process.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";

const thesis = corpus("pdf/text/text_geotopo_thesis_117p.pdf");
const onPostgres = process.env.DOCTOOLS_TEST_DATABASE_URL !== undefined;
/**
 * On PostgreSQL the API process is told of the job's end by NOTIFY, so its fallback read is put
 * a minute away: an answer within a second of the end can only have come from the notification.
 * On the embedded database nothing crosses processes but the file, so the fallback read answers.
 */
const RECHECK_MS = onPostgres ? 60_000 : 1500;

/**
 * Issue 16: a request waiting in an API process for a job that a `doctools worker`, another
 * process, runs and ends.
 */
describe("waiting for a job that another process runs", () => {
  let t: TestApp;
  let worker: DoctoolsProcess;
  before(async () => {
    t = await startTestApp({ runJobs: false, env: { DOCTOOLS_WORKERS: "0" }, config: { waitRecheckMs: RECHECK_MS } });
    worker = await startDoctools(["worker"], { ...t.env, DOCTOOLS_WORKERS: "1", DOCTOOLS_LOG_LEVEL: "error" }, /doctools worker running/);
  });
  after(async () => {
    if (worker.child.exitCode === null) assert.equal(await stopDoctools(worker), 0);
    await t.close();
  });

  it(`answers ${onPostgres ? "by notification, well within the fallback read's interval" : "by reading again, within the fallback interval"} once the worker ends the job, showing its progress before`, async () => {
    const { response, body: job } = await submit(t, "pdf-to-image", [thesis], { pages: "1-40", dpi: "72", format: "Png" });
    assert.equal(response.status, 202, JSON.stringify(job));

    // First wait briefly, until the worker has started and reported some pages.
    let progress = null;
    for (const deadline = Date.now() + 30_000; progress === null; ) {
      assert.ok(Date.now() < deadline, "the worker never reported progress");
      const current = await json(await call(t, "GET", `/v1/jobs/${job.id}?wait=1`));
      assert.notEqual(current.status, "Completed", "the job ended before it was seen running; give it more pages");
      progress = current.progress as { done: number; total: number } | null;
    }
    assert.equal(progress.total, 40);

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
    const allowed = onPostgres ? 1000 : RECHECK_MS + 1000;
    assert.ok(late < allowed, `answered ${late} ms after the job completed in the worker (allowed ${allowed} ms)`);
  });
});
