import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { SqlClient } from "../../src/db/sql-client.ts";
import type { NewJob } from "../../src/jobs/job.ts";
import { JOB_ENDED_CHANNEL, type JobStore } from "../../src/jobs/job-store.ts";
import { eventually } from "../helpers/eventually.ts";

export function newJob(accountId: string, overrides: Partial<NewJob> = {}): NewJob {
  return {
    id: randomUUID(),
    accountId,
    operation: "rotate-pdf",
    createdAt: new Date(),
    fileName: "report.pdf",
    resultContentType: "application/pdf",
    batchId: null,
    inputs: [{ key: "jobs/x/input-0", name: "report.pdf", bytes: 10 }],
    fields: { rotation: "Clockwise", pages: "1-3" },
    sealedSecrets: null,
    ...overrides,
  };
}

/**
 * The behaviour every JobStore adapter must show. `makeStore` gives a store, the database it is
 * on, and an account id it may use.
 */
export function jobStoreContract(name: string, makeStore: () => Promise<{ store: JobStore; sql: SqlClient; accountId: string; dispose(): Promise<void> }>): void {
  describe(`JobStore contract: ${name}`, () => {
    const withStore = (fn: (store: JobStore, accountId: string, sql: SqlClient) => Promise<void>) => async () => {
      const { store, sql, accountId, dispose } = await makeStore();
      try {
        await fn(store, accountId, sql);
      } finally {
        await dispose();
      }
    };

    it("creates a Queued job and reads it back with every field", withStore(async (store, accountId) => {
      const job = newJob(accountId, { sealedSecrets: "v1.sealed" });
      const created = await store.createJob(job);
      assert.equal(created.status, "Queued");
      const read = await store.getJob(job.id);
      assert.deepEqual(read, created);
      assert.equal(read!.createdAt.getTime(), job.createdAt.getTime());
      assert.deepEqual(read!.inputs, job.inputs);
      assert.deepEqual(read!.fields, job.fields);
      assert.equal(read!.error, null);
      assert.equal(read!.completedAt, null);
      assert.equal(await store.getJob(randomUUID()), null);
    }));

    it("moves Queued → Processing → Completed, and never finishes a job twice", withStore(async (store, accountId) => {
      const job = await store.createJob(newJob(accountId));
      assert.equal((await store.markProcessing(job.id, new Date()))!.status, "Processing");
      const completedAt = new Date();
      const done = await store.markCompleted(job.id, {
        resultKey: `jobs/${job.id}/result.pdf`,
        resultBytes: 1234,
        pageCount: 3,
        completedAt,
        resultExpiresAt: new Date(completedAt.getTime() + 3600_000),
      });
      assert.equal(done!.status, "Completed");
      assert.equal(done!.resultBytes, 1234);
      assert.equal(done!.pageCount, 3);
      assert.equal(await store.markFailed(job.id, { code: "Internal", detail: "late" }, new Date()), null);
      assert.equal(await store.markProcessing(job.id, new Date()), null);
      assert.equal((await store.getJob(job.id))!.status, "Completed");
    }));

    it("records a failure with its error", withStore(async (store, accountId) => {
      const job = await store.createJob(newJob(accountId));
      const failed = await store.markFailed(job.id, { code: "DamagedFile", detail: "broken" }, new Date());
      assert.deepEqual(failed!.error, { code: "DamagedFile", detail: "broken" });
      assert.ok(failed!.completedAt instanceof Date);
      assert.equal(await store.markCompleted(job.id, { resultKey: "k", resultBytes: 1, pageCount: null, completedAt: new Date(), resultExpiresAt: new Date() }), null);
    }));

    it("cancels a Queued or Processing job in a transaction, saying which it was, its secrets dropped; never a finished one", withStore(async (store, accountId, sql) => {
      const errorFor = (was: "Queued" | "Processing") => ({ code: "Cancelled" as const, detail: `cancelled while ${was}` });
      const queued = await store.createJob(newJob(accountId, { sealedSecrets: "v1.sealed" }));
      const running = await store.createJob(newJob(accountId));
      await store.markProcessing(running.id, new Date());
      const done = await store.createJob(newJob(accountId));
      await store.markFailed(done.id, { code: "NoText", detail: "none" }, new Date());
      assert.deepEqual(await store.listEnded([queued.id, running.id, done.id]), [done.id]);

      const first = await sql.transaction((tx) => store.markCancelled(queued.id, errorFor, new Date(), tx));
      assert.equal(first!.was, "Queued");
      assert.equal(first!.job.status, "Failed");
      assert.deepEqual(first!.job.error, { code: "Cancelled", detail: "cancelled while Queued" });
      assert.equal(first!.job.sealedSecrets, null);
      assert.ok(first!.job.completedAt);
      const second = await sql.transaction((tx) => store.markCancelled(running.id, errorFor, new Date(), tx));
      assert.equal(second!.was, "Processing");
      assert.equal(second!.job.error!.detail, "cancelled while Processing");
      for (const id of [queued.id, done.id, randomUUID()]) assert.equal(await sql.transaction((tx) => store.markCancelled(id, errorFor, new Date(), tx)), null);
      assert.equal((await store.getJob(done.id))!.error!.code, "NoText", "a finished job is left as it was");
      // Nothing moves a cancelled job again.
      assert.equal(await store.markProcessing(queued.id, new Date()), null);
      assert.equal(await store.markCompleted(running.id, { resultKey: "k", resultBytes: 1, pageCount: 1, completedAt: new Date(), resultExpiresAt: new Date() }), null);
      assert.deepEqual((await store.listEnded([queued.id, running.id, done.id])).sort(), [queued.id, running.id, done.id].sort());
      assert.deepEqual(await store.listEnded([]), []);
    }));

    it("puts a Processing job back to Queued after its worker was lost", withStore(async (store, accountId) => {
      const job = await store.createJob(newJob(accountId));
      await store.markProcessing(job.id, new Date());
      assert.equal((await store.markRequeued(job.id))!.status, "Queued");
    }));

    it("lists unfinished jobs and expired results, and forgets a result once", withStore(async (store, accountId) => {
      const waiting = await store.createJob(newJob(accountId));
      const finished = await store.createJob(newJob(accountId));
      const past = new Date(Date.now() - 1000);
      await store.markCompleted(finished.id, { resultKey: "jobs/f/result.pdf", resultBytes: 1, pageCount: null, completedAt: past, resultExpiresAt: past });
      const unfinished = await store.listUnfinishedJobs();
      assert.ok(unfinished.some((job) => job.id === waiting.id && job.accountId === accountId));
      assert.ok(!unfinished.some((job) => job.id === finished.id));
      const expired = await store.listExpiredResults(new Date(), 10);
      assert.deepEqual(expired.map((j) => j.id), [finished.id]);
      assert.equal(await store.markResultDeleted(finished.id, new Date()), true);
      assert.equal(await store.markResultDeleted(finished.id, new Date()), false);
      assert.deepEqual(await store.listExpiredResults(new Date(), 10), []);
      assert.equal(await store.markResultDeleted(waiting.id, new Date()), false);
    }));

    it("counts the account's jobs waiting to start, not those running or finished", withStore(async (store, accountId) => {
      const before = await store.countQueuedJobs(accountId);
      const [a, b] = [await store.createJob(newJob(accountId)), await store.createJob(newJob(accountId))];
      await store.createJob(newJob(accountId));
      assert.equal(await store.countQueuedJobs(accountId), before + 3);
      await store.markProcessing(a.id, new Date());
      await store.markFailed(b.id, { code: "Internal", detail: "x" }, new Date());
      assert.equal(await store.countQueuedJobs(accountId), before + 1);
    }));

    it("keeps a job's progress only while it is Processing, and clears it when the job ends or goes back to the queue", withStore(async (store, accountId) => {
      const job = await store.createJob(newJob(accountId));
      assert.equal(job.progress, null);
      assert.equal(await store.recordProgress(job.id, 1, 5), false, "a Queued job has no progress");
      await store.markProcessing(job.id, new Date());
      assert.equal(await store.recordProgress(job.id, 2, 5), true);
      assert.deepEqual((await store.getJob(job.id))!.progress, { done: 2, total: 5 });
      assert.equal((await store.markRequeued(job.id))!.progress, null);
      await store.markProcessing(job.id, new Date());
      await store.recordProgress(job.id, 4, 5);
      const done = await store.markCompleted(job.id, { resultKey: "k", resultBytes: 1, pageCount: 5, completedAt: new Date(), resultExpiresAt: new Date() });
      assert.equal(done!.progress, null);
      assert.equal(await store.recordProgress(job.id, 5, 5), false, "a late report does not land on an ended job");
      assert.equal((await store.getJob(job.id))!.progress, null);
    }));

    it("tells listeners of a job's end once the transaction ending it commits, and not when it rolls back", withStore(async (store, accountId, sql) => {
      const heard: Array<string | null> = [];
      const stop = await sql.listen(JOB_ENDED_CHANNEL, (id) => heard.push(id));
      try {
        const kept = await store.createJob(newJob(accountId));
        const undone = await store.createJob(newJob(accountId));
        await assert.rejects(
          sql.transaction(async (tx) => {
            await store.markFailed(undone.id, { code: "Internal", detail: "x" }, new Date(), tx);
            throw new Error("rolled back");
          }),
          /rolled back/,
        );
        await sql.transaction(async (tx) => {
          await store.markFailed(kept.id, { code: "Internal", detail: "x" }, new Date(), tx);
          await sleep(100);
          assert.deepEqual(heard, [], "told before the commit");
        });
        await store.markCompleted(undone.id, { resultKey: "k", resultBytes: 1, pageCount: null, completedAt: new Date(), resultExpiresAt: new Date() });
        // A job that had ended already is not told again.
        await store.markFailed(kept.id, { code: "Internal", detail: "again" }, new Date());
        await eventually(() => heard.length >= 2, { timeoutMs: 2000, intervalMs: 10, what: "both ends were told" });
        // Nothing more comes: the second markFailed of an ended job tells no one.
        await sleep(100);
        assert.deepEqual(heard, [kept.id, undone.id]);
      } finally {
        stop();
      }
    }));

    it("counts every account's jobs waiting and running, not those finished", withStore(async (store, accountId) => {
      const before = await store.countUnfinishedJobs();
      const [a, b] = [await store.createJob(newJob(accountId)), await store.createJob(newJob(accountId))];
      await store.createJob(newJob(accountId));
      assert.deepEqual(await store.countUnfinishedJobs(), { queued: before.queued + 3, processing: before.processing });
      await store.markProcessing(a.id, new Date());
      await store.markFailed(b.id, { code: "Internal", detail: "x" }, new Date());
      assert.deepEqual(await store.countUnfinishedJobs(), { queued: before.queued + 1, processing: before.processing + 1 });
    }));

    it("erases sealed secrets", withStore(async (store, accountId) => {
      const job = await store.createJob(newJob(accountId, { sealedSecrets: "v1.secret" }));
      await store.eraseSecrets(job.id);
      assert.equal((await store.getJob(job.id))!.sealedSecrets, null);
    }));
  });
}
