import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import type { JobQueue } from "../../src/jobs/job-queue.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How an adapter notices a holder that died. "takeExpired": leases of the requested length that a
 * reaper takes over (the embedded queue). "engine": the queue engine's own heartbeat expiry puts
 * the job back, and it comes out of `claim` again (pg-boss); `expireWithinMs` bounds how long that takes.
 */
export type LeaseModel = { readonly kind: "takeExpired" } | { readonly kind: "engine"; readonly expireWithinMs: number };

/** The behaviour every JobQueue adapter must show. */
export function jobQueueContract(
  name: string,
  makeQueue: () => Promise<{ queue: JobQueue; dispose(): Promise<void> }>,
  leases: LeaseModel = { kind: "takeExpired" },
): void {
  describe(`JobQueue contract: ${name}`, () => {
    const withQueue = (fn: (queue: JobQueue) => Promise<void>) => async () => {
      const { queue, dispose } = await makeQueue();
      try {
        await fn(queue);
      } finally {
        await dispose();
      }
    };

    it("hands out entries first in, first out", withQueue(async (queue) => {
      const ids = [randomUUID(), randomUUID(), randomUUID()];
      for (const id of ids) await queue.enqueue(id);
      const claims = [];
      for (const worker of ["w1", "w2", "w3"]) claims.push(await queue.claim(worker, 10_000));
      assert.deepEqual(claims.map((c) => c?.jobId), ids);
      assert.deepEqual(claims.map((c) => c?.attempt), [1, 1, 1]);
    }));

    it("gives each entry to one of many concurrent claimers, and enqueueing twice makes no second entry", withQueue(async (queue) => {
      const ids = [randomUUID(), randomUUID(), randomUUID()];
      for (const id of ids) await queue.enqueue(id);
      await queue.enqueue(ids[0]!);
      // Concurrent claimers may be served in any order; each entry goes to exactly one of them.
      const claims = await Promise.all(["w1", "w2", "w3", "w4", "w5"].map((worker) => queue.claim(worker, 10_000)));
      const taken = claims.filter((claim) => claim !== null);
      assert.deepEqual(taken.map((c) => c.jobId).sort(), [...ids].sort());
      assert.ok(taken.every((c) => c.attempt === 1));
    }));

    it("tells listeners when work is enqueued", withQueue(async (queue) => {
      let told = 0;
      queue.onEnqueued(() => told++);
      await queue.enqueue(randomUUID());
      assert.ok(told >= 1);
    }));

    it("removes completed entries and gives released ones out again, counting attempts", withQueue(async (queue) => {
      const id = randomUUID();
      await queue.enqueue(id);
      const first = await queue.claim("w1", 10_000);
      await queue.release(id, 0);
      const second = await queue.claim("w2", 10_000);
      assert.equal(second?.jobId, id);
      assert.equal(second?.attempt, first!.attempt + 1);
      await queue.complete(id);
      assert.equal(await queue.claim("w3", 10_000), null);
    }));

    it("holds a released entry back for its delay", withQueue(async (queue) => {
      const id = randomUUID();
      await queue.enqueue(id);
      await queue.claim("w1", 10_000);
      await queue.release(id, 300);
      assert.equal(await queue.claim("w2", 10_000), null);
      await sleep(350);
      assert.equal((await queue.claim("w2", 10_000))?.jobId, id);
    }));

    if (leases.kind === "engine") {
      it("gives a job whose holder stopped renewing out again, as the next attempt, to one claimer", withQueue(async (queue) => {
        const id = randomUUID();
        await queue.enqueue(id);
        const first = await queue.claim("w1", 10_000);
        assert.equal(first?.jobId, id);
        assert.equal(await queue.renew(id, "w1", 10_000), true, "the holder can renew");
        assert.equal(await queue.claim("w2", 10_000), null, "held, not given out");
        const deadline = Date.now() + leases.expireWithinMs;
        let again = null;
        while (!again && Date.now() < deadline) {
          const claims = await Promise.all([queue.claim("w2", 10_000), queue.claim("w3", 10_000)]);
          assert.ok(claims.filter(Boolean).length <= 1, "one claimer only");
          again = claims.find(Boolean) ?? null;
          if (!again) await sleep(250);
        }
        assert.equal(again?.jobId, id, "given out again after its holder stopped renewing");
        assert.equal(again?.attempt, 2);
        assert.deepEqual(await queue.takeExpired(new Date(), "reaper", 10_000), [], "nothing left for a reaper");
      }));
      return;
    }

    it("lets only the holder renew, and hands expired leases to one taker", withQueue(async (queue) => {
      const id = randomUUID();
      await queue.enqueue(id);
      await queue.claim("w1", 100);
      assert.equal(await queue.renew(id, "w2", 100), false);
      assert.equal(await queue.renew(id, "w1", 100), true);
      assert.deepEqual(await queue.takeExpired(new Date(), "reaper", 10_000), []);
      await sleep(150);
      const [a, b] = await Promise.all([queue.takeExpired(new Date(), "reaper-1", 10_000), queue.takeExpired(new Date(), "reaper-2", 10_000)]);
      assert.deepEqual([...a!, ...b!].map((c) => c.jobId), [id]);
      assert.equal(await queue.renew(id, "w1", 100), false, "the dead holder's lease is gone");
    }));
  });
}
