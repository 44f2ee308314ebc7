import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { uploadDataKey } from "../../src/uploads/upload-store.ts";
import { call, json, runTool, submit, waitForJob } from "../helpers/api-client.ts";
import { eventually } from "../helpers/eventually.ts";
import { OpenApiResponseChecker } from "../helpers/openapi-responses.ts";
import { accountOn, me, startWithPlans } from "../helpers/plans.ts";
import { isRunning } from "../helpers/processes.ts";
import { corpus, storedKeys, waitUntilNothingStored, type TestApp } from "../helpers/test-app.ts";
import { startReceiver, type WebhookReceiver } from "../helpers/webhook-receiver.ts";
import { testRegistryModule } from "../fixtures/test-registry.ts";

const pdf = corpus("pdf/text/merge_doc1_3p.pdf");
const elevenPages = corpus("pdf/text/text_numbered_pages_11p.pdf");
/** Six scanned pages of mixed sizes: reading every one (mode Force) takes the OCR engine many seconds. */
const scan = corpus("pdf/scanned/scan_mixed_sizes_6p.pdf");

/**
 * One worker and one running job per account, so that a job can be held `Queued` behind a
 * running one; two operations a month, the rest paid with prepaid credits; webhooks on.
 */
const plans = [{ name: "Tiny", operationsPerMonth: 2, paidToolJobsPerMonth: 3, webhooks: true, maxRunningJobs: 1, batchMaxFiles: 10 }];
const CREDITS = 100;

async function cancel(t: TestApp, id: string, key?: string) {
  return call(t, "DELETE", `/v1/jobs/${id}`, key ? { key } : {});
}

async function jobOf(t: TestApp, id: string) {
  return (await t.app.services.jobStore.getJob(id))!;
}

async function waitUntilProcessing(t: TestApp, id: string): Promise<void> {
  await eventually(async () => (await jobOf(t, id)).status === "Processing", { timeoutMs: 30_000, what: `job ${id} started` });
}

/** Sends one file as a part-wise upload and returns its id. */
async function upload(t: TestApp, file: string): Promise<string> {
  const bytes = await fs.readFile(file);
  const created = await json(
    await call(t, "POST", "/v1/uploads", { body: JSON.stringify({ fileName: path.basename(file), length: bytes.length }), headers: { "content-type": "application/json" } }),
  );
  const part = await call(t, "PATCH", `/v1/uploads/${created.id}?offset=0`, { body: bytes, headers: { "content-type": "application/octet-stream" } });
  assert.equal(part.status, 200);
  return created.id;
}

/** The events the receiver got, as [type, job id, error code]. */
function eventsOf(receiver: WebhookReceiver): Array<[string, string, string | null]> {
  return receiver.calls.map((received) => {
    const event = JSON.parse(received.rawBody);
    return [event.type, event.data.job.id, event.data.job.error?.code ?? null];
  });
}

describe("cancelling jobs", () => {
  let t: TestApp;
  let close: () => Promise<void>;
  let receiver: WebhookReceiver;
  let checker: OpenApiResponseChecker;

  before(async () => {
    ({ t, close } = await startWithPlans(plans, { DOCTOOLS_WEBHOOK_ALLOW_PRIVATE: "1" }, { runJobs: true, config: { toolRegistryModule: testRegistryModule } }));
    await t.app.services.accounts.addCredits(t.accountId, CREDITS);
    receiver = await startReceiver();
    const account = (await t.app.services.accounts.getAccount(t.accountId))!;
    await t.app.services.webhooks.addEndpoint(account, receiver.url);
    checker = new OpenApiResponseChecker(await json(await call(t, "GET", "/v1/openapi.json", { key: null })));
  });
  after(async () => {
    await receiver.close();
    await close();
  });

  it("a Queued job never runs: its operation, paid tool job and credit are given back, its inputs (an upload's too) deleted, job.failed sent", async () => {
    const start = await me(t);
    // The account's one running place is taken by a long job; what follows waits behind it.
    const { body: sleeper } = await submit(t, "test-sleep", [pdf], { ms: "60000" });
    await waitUntilProcessing(t, sleeper.id);
    const { body: rotate } = await submit(t, "rotate-pdf", [pdf]);
    const { body: redact } = await submit(t, "redact-pdf", [pdf], { terms: "the" });
    const uploadId = await upload(t, pdf);
    const { response: fromUploadResponse, body: fromUpload } = await submit(t, "rotate-pdf", [], { uploads: uploadId });
    assert.equal(fromUploadResponse.status, 202, JSON.stringify(fromUpload));
    for (const job of [rotate, redact, fromUpload]) assert.equal((await jobOf(t, job.id)).status, "Queued");

    const charged = await me(t);
    assert.equal(charged.usage.operations, start.usage.operations + 4);
    assert.equal(charged.usage.paidToolJobs, start.usage.paidToolJobs + 1);
    // Two operations a month: the third and fourth calls were paid with credits.
    assert.equal(charged.credits.remaining, start.credits.remaining - 2);
    assert.ok((await storedKeys(t, `jobs/${redact.id}/`)).length > 0);
    assert.ok((await storedKeys(t, `jobs/${fromUpload.id}/`)).length > 0);

    for (const job of [redact, fromUpload]) {
      const response = await cancel(t, job.id);
      assert.equal(response.status, 200);
      await checker.checkFetch("DELETE", `/v1/jobs/${job.id}`, response);
      const cancelled = await json(response);
      assert.equal(cancelled.status, "Failed");
      assert.equal(cancelled.error.code, "Cancelled");
      assert.match(cancelled.error.detail, /before it started; its operation was given back/);
      assert.ok(cancelled.completedAt);
      assert.deepEqual(await storedKeys(t, `jobs/${job.id}/`), [], "the inputs are deleted by the time the answer comes");
    }
    assert.deepEqual(await storedKeys(t, uploadDataKey(uploadId)), [], "the upload's bytes became the job's input and went with it");

    const refunded = await me(t);
    assert.equal(refunded.usage.operations, start.usage.operations + 2, "two operations given back");
    assert.equal(refunded.usage.paidToolJobs, start.usage.paidToolJobs, "the paid tool job given back");
    assert.equal(refunded.credits.remaining, start.credits.remaining, "both credits given back");

    // Cancelling the running job frees the account's place: the job queued behind it runs, the
    // cancelled ones never do.
    assert.equal((await cancel(t, sleeper.id)).status, 200);
    const done = await waitForJob(t, rotate.id);
    assert.equal(done.status, "Completed", JSON.stringify(done.error));
    for (const job of [redact, fromUpload]) {
      const record = await jobOf(t, job.id);
      assert.equal(record.status, "Failed");
      assert.equal(record.startedAt, null, "never started");
      assert.equal(record.sealedSecrets, null);
    }
    // The running job counts as used: it had a worker.
    const end = await me(t);
    assert.equal(end.usage.operations, start.usage.operations + 2);
    assert.equal(end.credits.remaining, start.credits.remaining);

    await receiver.waitForCalls(4);
    const events = eventsOf(receiver);
    for (const job of [redact, fromUpload, sleeper]) assert.deepEqual(events.find(([, id]) => id === job.id), ["job.failed", job.id, "Cancelled"]);
    assert.deepEqual(events.find(([, id]) => id === rotate.id), ["job.completed", rotate.id, null]);
  });

  it("a Processing OCR job on a real scan is stopped within seconds (by its signal, or by killing its worker after the grace time); a worker takes the next job", async () => {
    const pool = t.app.pool!;
    const retiredBefore = pool.retirements.failure;
    const { response, body } = await submit(t, "ocr-pdf", [scan], { mode: "Force" });
    assert.equal(response.status, 202, JSON.stringify(body));
    // Well into the pages: the engine is reading.
    await eventually(async () => ((await jobOf(t, body.id)).progress?.done ?? 0) >= 1, { timeoutMs: 60_000, what: "the OCR read its first page" });
    const asked = Date.now();
    const cancelled = await json(await cancel(t, body.id));
    assert.equal(cancelled.status, "Failed");
    assert.equal(cancelled.error.code, "Cancelled");
    assert.match(cancelled.error.detail, /while it ran and was stopped/);
    // The worker is free again once the run stopped (or it was killed after its grace).
    await eventually(() => pool.busyCount() === 0 && pool.retirements.failure > retiredBefore, { timeoutMs: 10_000, what: "the worker stopped the OCR" });
    const stoppedIn = Date.now() - asked;
    assert.ok(stoppedIn < 6000, `the run stopped ${stoppedIn} ms after the cancel`);
    assert.ok(await waitUntilNothingStored(t, `jobs/${body.id}/`), "the job's files are deleted");
    await eventually(async () => !(await fs.stat(path.join(t.dataDir, "work", body.id)).catch(() => null)), { what: "the work folder is gone" });
    const record = await jobOf(t, body.id);
    assert.equal(record.resultKey, null, "no result kept");

    const { job } = await runTool(t, "rotate-pdf", [pdf]);
    assert.equal(job.status, "Completed");
    console.log(`# OCR run stopped ${stoppedIn} ms after DELETE /v1/jobs/{id}`);
  });

  it("the run's signal is aborted with reason \"cancel\" (a tool that checks it stops at once)", async () => {
    const marker = path.join(os.tmpdir(), `doctools-cancel-${randomUUID()}`);
    try {
      const { body } = await submit(t, "test-steps", [pdf], { marker });
      // Running in its worker, not only claimed: it has reported a step.
      await eventually(async () => (await jobOf(t, body.id)).progress !== null, { timeoutMs: 60_000, what: "the tool reported a step" });
      const asked = Date.now();
      assert.equal((await cancel(t, body.id)).status, 200);
      const reason = await eventually(() => fs.readFile(marker, "utf8").catch(() => null), { timeoutMs: 5000, what: "the tool saw its signal aborted" });
      assert.equal(reason, "cancel");
      console.log(`# a tool checking its signal saw the cancel ${Date.now() - asked} ms after DELETE /v1/jobs/{id}`);
      await eventually(() => t.app.pool!.busyCount() === 0, { timeoutMs: 10_000, what: "the worker is free" });
    } finally {
      await fs.rm(marker, { force: true });
    }
  });

  it("a tool that never yields is killed with its worker after the grace time; a fresh worker takes the next job", async () => {
    const pool = t.app.pool!;
    const { body } = await submit(t, "test-hang", [pdf]);
    await waitUntilProcessing(t, body.id);
    // Handed to a worker (a replaced one may still be starting).
    await eventually(() => pool.busyCount() === 1, { timeoutMs: 60_000, what: "a worker took the job" });
    // The worker running it: the one busy now.
    const pids = new Set(pool.pids());
    const asked = Date.now();
    assert.equal((await cancel(t, body.id)).status, 200);
    await eventually(() => pool.busyCount() === 0, { timeoutMs: 15_000, what: "the hung worker was stopped" });
    const freedIn = Date.now() - asked;
    // A second to notice, three of grace, then the kill.
    assert.ok(freedIn < 8000, `freed ${freedIn} ms after the cancel`);
    // Starting a worker loads every engine: slow on a busy machine.
    await eventually(() => pool.pids().some((pid) => !pids.has(pid)), { timeoutMs: 60_000, what: "a fresh worker was started" });
    await eventually(() => [...pids].some((pid) => !isRunning(pid)), { timeoutMs: 5000, what: "the hung worker's process is gone" });
    const { job } = await runTool(t, "rotate-pdf", [pdf]);
    assert.equal(job.status, "Completed");
    console.log(`# hung worker freed ${freedIn} ms after DELETE /v1/jobs/{id}`);
  });

  it("answers 409 for a job that has finished, Completed or Failed, and leaves it as it was", async () => {
    const { job: completed } = await runTool(t, "rotate-pdf", [pdf]);
    const { body: failing } = await submit(t, "rotate-pdf", [elevenPages], { pages: "40" });
    const failed = await waitForJob(t, failing.id);
    assert.equal(failed.error.code, "PageOutOfRange");
    for (const job of [completed, failed]) {
      const response = await cancel(t, job.id);
      assert.equal(response.status, 409);
      await checker.checkFetch("DELETE", `/v1/jobs/${job.id}`, response);
      const problem = await json(response);
      assert.equal(problem.type, "/problems/job-ended");
      assert.match(problem.detail, new RegExp(`already ${job.status}`));
    }
    assert.equal((await call(t, "GET", `/v1/jobs/${completed.id}/result`)).status, 200, "the result is still there");
    assert.equal((await json(await call(t, "GET", `/v1/jobs/${failed.id}`))).error.code, "PageOutOfRange");
    // A cancelled job is finished too.
    const { body: sleeper } = await submit(t, "test-sleep", [pdf], { ms: "30000" });
    assert.equal((await cancel(t, sleeper.id)).status, 200);
    assert.equal((await cancel(t, sleeper.id)).status, 409);
  });

  it("answers 404 for another account's job, an unknown id and a malformed one, and cancels nothing", async () => {
    const { body } = await submit(t, "test-sleep", [pdf], { ms: "30000" });
    const other = await accountOn(t, "Tiny");
    for (const [id, key] of [
      [body.id, other.key],
      [randomUUID(), t.key],
      ["not-a-uuid", t.key],
    ] as const) {
      const response = await cancel(t, id, key);
      assert.equal(response.status, 404, id);
      await checker.checkFetch("DELETE", `/v1/jobs/${id}`, response);
      const problem = await json(response);
      assert.equal(problem.type, "/problems/not-found");
    }
    assert.notEqual((await jobOf(t, body.id)).status, "Failed", "another account cannot cancel it");
    assert.equal((await cancel(t, body.id)).status, 200);
  });

  it("cancels every unfinished job of a batch, leaving finished ones and their results", async () => {
    const created = await call(t, "POST", "/v1/batches");
    const batch = await json(created);
    assert.equal(created.status, 201, JSON.stringify(batch));
    const { job: finished } = await runToolInBatch(t, batch.id);
    const { body: running } = await submit(t, "test-sleep", [pdf], { ms: "60000", batchId: batch.id });
    await waitUntilProcessing(t, running.id);
    const { body: waiting } = await submit(t, "rotate-pdf", [pdf], { batchId: batch.id });
    const before = await me(t);

    const response = await call(t, "DELETE", `/v1/batches/${batch.id}`);
    assert.equal(response.status, 200);
    await checker.checkFetch("DELETE", `/v1/batches/${batch.id}`, response);
    const body = await json(response);
    assert.equal(body.total, 3);
    assert.equal(body.completed, 1);
    assert.equal(body.failed, 2);
    const byId = new Map(body.jobs.map((job: Record<string, any>) => [job.id, job]));
    assert.equal((byId.get(finished.id) as Record<string, any>).status, "Completed");
    for (const id of [running.id, waiting.id]) assert.equal((byId.get(id) as Record<string, any>).error.code, "Cancelled");
    // The waiting one gave its operation back; the running one did not.
    assert.equal((await me(t)).usage.operations + (await me(t)).credits.remaining, before.usage.operations + before.credits.remaining);
    assert.equal((await me(t)).usage.operations, before.usage.operations - 1);
    assert.equal((await call(t, "GET", `/v1/jobs/${finished.id}/result`)).status, 200);
    assert.equal((await call(t, "GET", `/v1/batches/${batch.id}/result`)).status, 200);
    assert.ok(await waitUntilNothingStored(t, `jobs/${waiting.id}/`));
    assert.ok(await waitUntilNothingStored(t, `jobs/${running.id}/`));

    // Closed with the cancel: a job sent to it now is refused, and counts nothing.
    assert.ok(Date.parse(body.closesAt) <= Date.now(), `closes at ${String(body.closesAt)}`);
    const counted = (await me(t)).usage.operations;
    const late = await submit(t, "rotate-pdf", [pdf], { batchId: batch.id });
    assert.equal(late.response.status, 409, JSON.stringify(late.body));
    assert.match(String(late.body.detail), /closed/);
    assert.equal((await me(t)).usage.operations, counted);

    // Again: nothing left to cancel, the batch as it is.
    const again = await call(t, "DELETE", `/v1/batches/${batch.id}`);
    assert.equal(again.status, 200);
    assert.equal((await json(again)).failed, 2);
    const other = await accountOn(t, "Tiny");
    const hidden = await call(t, "DELETE", `/v1/batches/${batch.id}`, { key: other.key });
    assert.equal(hidden.status, 404);
    await checker.checkFetch("DELETE", `/v1/batches/${batch.id}`, hidden);
    await eventually(() => t.app.pool!.busyCount() === 0, { timeoutMs: 10_000, what: "the worker is free" });
  });
});

async function runToolInBatch(t: TestApp, batchId: string) {
  const { response, body } = await submit(t, "rotate-pdf", [pdf], { batchId });
  assert.equal(response.status, 202, JSON.stringify(body));
  const job = await waitForJob(t, body.id);
  assert.equal(job.status, "Completed");
  return { job };
}
