import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import { testRegistryModule } from "../fixtures/test-registry.ts";
import { call, json, submit } from "../helpers/api-client.ts";
import { eventually } from "../helpers/eventually.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";

const pdf = corpus("pdf/text/merge_doc1_3p.pdf");
/** 117 pages: rendering them takes seconds, long enough to watch it go. */
const thesis = corpus("pdf/text/text_geotopo_thesis_117p.pdf");

/** A GET that reports how long its answer took. */
async function timedGet(t: TestApp, url: string, key?: string) {
  const started = Date.now();
  const response = await call(t, "GET", url, key ? { key } : {});
  const body = await json(response);
  return { response, body, ms: Date.now() - started, arrivedAt: Date.now() };
}

/**
 * `?wait=N` on a job or a batch answers when it has ended, instead of the client
 * polling. Here jobs run in this process, so the in-process notification is what answers; the
 * fallback read again is stretched to a minute, so an answer within seconds cannot have come from it.
 * Rate windows are a minute long, so `RateLimit-Remaining` counts every request of the file.
 */
describe("waiting for a job or a batch to end", () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({
      plan: "Enterprise",
      env: { DOCTOOLS_RATE_WINDOW_SECONDS: "60", DOCTOOLS_WORKERS: "2", DOCTOOLS_SHUTDOWN_GRACE_SECONDS: "1" },
      config: { toolRegistryModule: testRegistryModule, waitRecheckMs: 60_000 },
    });
  });
  after(() => t.close());

  it("answers as soon as the job completes, well before the wait is over", async () => {
    const { body: job } = await submit(t, "test-sleep", [pdf], { ms: "1200" });
    const { response, body, ms, arrivedAt } = await timedGet(t, `/v1/jobs/${job.id}?wait=30`);
    assert.equal(response.status, 200);
    assert.equal(body.status, "Completed");
    assert.equal(body.progress, null);
    assert.ok(ms >= 900, `answered after ${ms} ms, before the job could have run`);
    assert.ok(ms < 10_000, `answered after ${ms} ms`);
    const late = arrivedAt - Date.parse(body.completedAt);
    // Well inside the minute the fallback read would take; loose enough for a busy machine.
    assert.ok(late < 2000, `answered ${late} ms after the job completed`);
  });

  it("answers after the wait with the job as it stands when it has not ended", async () => {
    const { body: job } = await submit(t, "test-sleep", [pdf], { ms: "6000" });
    const { response, body, ms } = await timedGet(t, `/v1/jobs/${job.id}?wait=1`);
    assert.equal(response.status, 200);
    assert.ok(["Queued", "Processing"].includes(body.status), body.status);
    assert.equal(body.completedAt, null);
    assert.ok(ms >= 950 && ms < 3000, `answered after ${ms} ms`);
    // A job that has ended answers at once, however long the wait asked for.
    const ended = await timedGet(t, `/v1/jobs/${job.id}?wait=30`);
    assert.equal(ended.body.status, "Completed");
    const again = await timedGet(t, `/v1/jobs/${job.id}?wait=30`);
    assert.ok(again.ms < 1000, `an ended job kept the answer ${again.ms} ms`);
    assert.deepEqual(again.body, ended.body);
  });

  it("refuses a wait that is not a whole number of seconds from 0 to 60, naming `wait`", async () => {
    const { body: job } = await submit(t, "test-sleep", [pdf], { ms: "0" });
    for (const wait of ["-1", "61", "1.5", "soon", "", "1e1"]) {
      for (const path of [`/v1/jobs/${job.id}`, `/v1/batches/${job.id}`]) {
        const response = await call(t, "GET", `${path}?wait=${wait}`);
        assert.equal(response.status, 400, `wait=${wait}`);
        const problem = await json(response);
        assert.equal(problem.type, "/problems/validation");
        assert.deepEqual(problem.errors, [{ field: "wait", detail: "`wait` must be a whole number of seconds from 0 to 60." }]);
      }
    }
    const zero = await timedGet(t, `/v1/jobs/${job.id}?wait=0`);
    assert.equal(zero.response.status, 200);
  });

  it("counts a waiting request once against the rate limit", async () => {
    const { body: job } = await submit(t, "test-sleep", [pdf], { ms: "5000" });
    const before = await timedGet(t, `/v1/jobs/${job.id}`);
    const waited = await timedGet(t, `/v1/jobs/${job.id}?wait=2`);
    const afterwards = await timedGet(t, `/v1/jobs/${job.id}`);
    assert.ok(waited.ms >= 1900, `answered after ${waited.ms} ms`);
    const remaining = [before, waited, afterwards].map((r) => Number(r.response.headers.get("ratelimit-remaining")));
    assert.deepEqual(remaining, [remaining[0]!, remaining[0]! - 1, remaining[0]! - 2]);
  });

  it("answers another account's job with 404 at once, wait or not", async () => {
    const other = await t.other();
    const { body: job } = await submit(t, "test-sleep", [pdf], { ms: "3000" });
    const { response, body, ms } = await timedGet(t, `/v1/jobs/${job.id}?wait=20`, other.key);
    assert.equal(response.status, 404);
    assert.equal(body.type, "/problems/not-found");
    assert.ok(ms < 1000, `answered after ${ms} ms`);
    const batch = await json(await call(t, "POST", "/v1/batches"));
    const foreign = await timedGet(t, `/v1/batches/${batch.id}?wait=20`, other.key);
    assert.equal(foreign.response.status, 404);
    assert.ok(foreign.ms < 1000, `answered after ${foreign.ms} ms`);
  });

  it("answers a batch's wait once every job of the batch has ended", async () => {
    const batch = await json(await call(t, "POST", "/v1/batches"));
    const empty = await timedGet(t, `/v1/batches/${batch.id}?wait=20`);
    assert.ok(empty.ms < 1000, `an empty batch kept the answer ${empty.ms} ms`);
    assert.equal(empty.body.total, 0);
    const ids = [];
    for (const ms of ["400", "1500"]) ids.push((await submit(t, "test-sleep", [pdf], { ms, batchId: batch.id })).body.id as string);
    const { response, body, ms, arrivedAt } = await timedGet(t, `/v1/batches/${batch.id}?wait=30`);
    assert.equal(response.status, 200);
    assert.deepEqual(body.jobs.map((job: { id: string }) => job.id), ids);
    assert.deepEqual([body.total, body.completed, body.failed], [2, 2, 0]);
    assert.ok(ms < 10_000, `answered after ${ms} ms`);
    const lastEnd = Math.max(...body.jobs.map((job: { completedAt: string }) => Date.parse(job.completedAt)));
    assert.ok(arrivedAt - lastEnd < 2000, `answered ${arrivedAt - lastEnd} ms after the last job completed`);
  });

  it("lets go of a wait as soon as the client hangs up", async () => {
    const { body: job } = await submit(t, "test-sleep", [pdf], { ms: "5000" });
    const controller = new AbortController();
    const request = fetch(`${t.baseUrl}/v1/jobs/${job.id}?wait=30`, { headers: { "x-api-key": t.key }, signal: controller.signal });
    const waits = t.app.services.jobWaits;
    await eventually(() => waits.waiting > 0, { timeoutMs: 3000, intervalMs: 10, what: "the request started waiting" });
    controller.abort();
    await assert.rejects(request);
    await eventually(() => waits.waiting === 0, { timeoutMs: 1000, intervalMs: 10, what: "the wait ended after the client hung up" });
  });

  it("shows a running job's progress, pages done of the pages to render, and none once it has ended", async () => {
    const { body: job } = await submit(t, "pdf-to-image", [thesis], { dpi: "72", format: "Png" });
    const seen: Array<{ done: number; total: number }> = [];
    // Every look at the running job notes its progress, until it has ended.
    const current = await eventually(
      async () => {
        const now = (await timedGet(t, `/v1/jobs/${job.id}`)).body;
        if (now.status === "Processing" && now.progress !== null) seen.push(now.progress);
        else assert.equal(now.progress, null, `${now.status} with progress`);
        return now.status === "Queued" || now.status === "Processing" ? null : now;
      },
      { timeoutMs: 60_000, intervalMs: 100, what: "the job ended" },
    );
    assert.equal(current.status, "Completed", JSON.stringify(current.error));
    assert.equal(current.progress, null);
    assert.ok(seen.length >= 2, `progress seen ${seen.length} times: ${JSON.stringify(seen)}`);
    for (const [index, progress] of seen.entries()) {
      assert.equal(progress.total, 117);
      assert.ok(progress.done >= 0 && progress.done <= 117);
      if (index > 0) assert.ok(progress.done >= seen[index - 1]!.done, `progress went back: ${JSON.stringify(seen)}`);
    }
    assert.ok(seen.at(-1)!.done > seen[0]!.done, `progress never moved: ${JSON.stringify(seen)}`);
  });
});

describe("waiting while the service shuts down", () => {
  it("answers a waiting request at once with the job as it stands, so closing does not wait for it", async () => {
    const t = await startTestApp({ env: { DOCTOOLS_SHUTDOWN_GRACE_SECONDS: "1" }, config: { toolRegistryModule: testRegistryModule, waitRecheckMs: 60_000 } });
    try {
      const { body: job } = await submit(t, "test-sleep", [pdf], { ms: "20000" });
      const waiting = timedGet(t, `/v1/jobs/${job.id}?wait=60`);
      await eventually(() => t.app.services.jobWaits.waiting > 0, { timeoutMs: 3000, intervalMs: 10, what: "the request started waiting" });
      const closing = Date.now();
      const closed = t.app.close();
      const { response, body } = await waiting;
      assert.ok(Date.now() - closing < 1000, `the waiting request was answered ${Date.now() - closing} ms into the close`);
      assert.equal(response.status, 200);
      assert.ok(["Queued", "Processing"].includes(body.status), body.status);
      await closed;
      // The grace is 1 s for the job in hand; nothing waits on the waiting request.
      assert.ok(Date.now() - closing < 5000, `closed after ${Date.now() - closing} ms`);
    } finally {
      await t.dropDatabase();
      await fs.rm(t.dataDir, { recursive: true, force: true });
    }
  });
});
