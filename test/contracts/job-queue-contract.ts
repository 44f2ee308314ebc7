import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { JobQueue, QueueEntry } from "../../src/jobs/job-queue.ts";
import { eventually } from "../helpers/eventually.ts";


/** An entry of `accountId` (one account, with room to run everything, unless the test says otherwise). */
const entry = (jobId: string, accountId = "account-a", maxRunning = 100): QueueEntry => ({ jobId, accountId, maxRunning });

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
      for (const id of ids) await queue.enqueue(entry(id));
      const claims = [];
      for (const worker of ["w1", "w2", "w3"]) claims.push(await queue.claim(worker, 10_000));
      assert.deepEqual(claims.map((c) => c?.jobId), ids);
      assert.deepEqual(claims.map((c) => c?.attempt), [1, 1, 1]);
    }));

    it("gives each entry to one of many concurrent claimers, and enqueueing twice makes no second entry", withQueue(async (queue) => {
      const ids = [randomUUID(), randomUUID(), randomUUID()];
      for (const id of ids) await queue.enqueue(entry(id));
      await queue.enqueue(entry(ids[0]!));
      // Concurrent claimers may be served in any order; each entry goes to exactly one of them.
      const claims = await Promise.all(["w1", "w2", "w3", "w4", "w5"].map((worker) => queue.claim(worker, 10_000)));
      const taken = claims.filter((claim) => claim !== null);
      assert.deepEqual(taken.map((c) => c.jobId).sort(), [...ids].sort());
      assert.ok(taken.every((c) => c.attempt === 1));
    }));

    it("tells listeners when work is enqueued", withQueue(async (queue) => {
      let told = 0;
      await queue.onEnqueued(() => told++);
      await queue.enqueue(entry(randomUUID()));
      assert.ok(told >= 1);
    }));

    it("removes completed entries and gives released ones out again, counting attempts", withQueue(async (queue) => {
      const id = randomUUID();
      await queue.enqueue(entry(id));
      const first = await queue.claim("w1", 10_000);
      await queue.release(id, 0);
      const second = await queue.claim("w2", 10_000);
      assert.equal(second?.jobId, id);
      assert.equal(second?.attempt, first!.attempt + 1);
      await queue.complete(id);
      assert.equal(await queue.claim("w3", 10_000), null);
    }));

    it("withdraws a waiting entry, which is never handed out; a held one stays with its holder", withQueue(async (queue) => {
      const [waiting, held, next] = [randomUUID(), randomUUID(), randomUUID()];
      await queue.enqueue(entry(held));
      await queue.enqueue(entry(waiting));
      await queue.enqueue(entry(next));
      assert.equal((await queue.claim("w1", 10_000))?.jobId, held);
      await queue.withdraw(waiting);
      await queue.withdraw(held);
      assert.equal((await queue.claim("w2", 10_000))?.jobId, next, "the withdrawn entry is skipped");
      assert.equal(await queue.claim("w3", 10_000), null);
      // Its holder completes the held one as usual.
      await queue.complete(held);
      assert.equal(await queue.claim("w4", 10_000), null);
    }));

    it("holds a released entry back for its delay", withQueue(async (queue) => {
      const id = randomUUID();
      await queue.enqueue(entry(id));
      await queue.claim("w1", 10_000);
      await queue.release(id, 300);
      assert.equal(await queue.claim("w2", 10_000), null);
      await sleep(350);
      assert.equal((await queue.claim("w2", 10_000))?.jobId, id);
    }));

    it("gives out the oldest job of the account with the fewest jobs running", withQueue(async (queue) => {
      const [a1, a2, a3, b1, b2, c1] = [1, 2, 3, 4, 5, 6].map(() => randomUUID());
      // One account floods first; the others' jobs come after all of its own.
      for (const id of [a1, a2, a3]) await queue.enqueue(entry(id!, "flooder"));
      for (const id of [b1, b2]) await queue.enqueue(entry(id!, "second"));
      await queue.enqueue(entry(c1!, "third"));
      const order = [];
      for (let i = 0; i < 6; i++) order.push((await queue.claim(`w${i}`, 10_000))?.jobId);
      assert.deepEqual(order, [a1, b1, c1, a2, b2, a3]);
      // Once the flooder's jobs end, it has the fewest running again and its next job is first.
      for (const id of [a1, a2, a3]) await queue.complete(id!);
      const a4 = randomUUID();
      const b3 = randomUUID();
      await queue.enqueue(entry(b3, "second"));
      await queue.enqueue(entry(a4, "flooder"));
      assert.equal((await queue.claim("w6", 10_000))?.jobId, a4);
      assert.equal((await queue.claim("w7", 10_000))?.jobId, b3);
    }));

    it("gives out no job of an account at its cap, whoever else waits, until one of its jobs ends", withQueue(async (queue) => {
      const [a1, a2, a3, b1] = [1, 2, 3, 4].map(() => randomUUID());
      for (const id of [a1, a2, a3]) await queue.enqueue(entry(id!, "capped", 2));
      assert.equal((await queue.claim("w1", 10_000))?.jobId, a1);
      assert.equal((await queue.claim("w2", 10_000))?.jobId, a2);
      assert.equal(await queue.claim("w3", 10_000), null, "the account is at its cap of 2");
      await queue.enqueue(entry(b1!, "other", 1));
      assert.equal((await queue.claim("w3", 10_000))?.jobId, b1, "another account's job is given out meanwhile");
      assert.equal(await queue.claim("w4", 10_000), null, "both accounts are at their caps");
      await queue.release(b1!, 0);
      const again = await queue.claim("w4", 10_000);
      assert.equal(again?.jobId, b1, "a released job no longer counts as running");
      assert.equal(again?.attempt, 2);
      await queue.complete(a1!);
      assert.equal((await queue.claim("w5", 10_000))?.jobId, a3, "a place under the cap is free again");
    }));

    it("holds the cap against many concurrent claimers", withQueue(async (queue) => {
      const capped: string[] = [1, 2, 3, 4, 5, 6].map(() => randomUUID());
      for (const id of capped) await queue.enqueue(entry(id, "capped", 2));
      const other = randomUUID();
      await queue.enqueue(entry(other, "other", 5));
      const claims = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => queue.claim(`w${n}`, 10_000)));
      const taken = claims.filter((claim) => claim !== null).map((claim) => claim.jobId);
      assert.equal(taken.filter((id) => capped.includes(id)).length, 2, "two of the capped account's jobs, no more");
      assert.ok(taken.includes(other));
      assert.equal(taken.length, 3);
    }));

    if (leases.kind === "engine") {
      it("gives a job whose holder stopped renewing out again, as the next attempt, to one claimer", withQueue(async (queue) => {
        const id = randomUUID();
        await queue.enqueue(entry(id));
        const first = await queue.claim("w1", 10_000);
        assert.equal(first?.jobId, id);
        assert.equal(await queue.renew(id, "w1", 10_000), true, "the holder can renew");
        assert.equal(await queue.claim("w2", 10_000), null, "held, not given out");
        const again = await eventually(
          async () => {
            const claims = await Promise.all([queue.claim("w2", 10_000), queue.claim("w3", 10_000)]);
            assert.ok(claims.filter(Boolean).length <= 1, "one claimer only");
            return claims.find(Boolean) ?? null;
          },
          { timeoutMs: leases.expireWithinMs, intervalMs: 250, what: "the job was given out again after its holder stopped renewing" },
        );
        assert.equal(again.jobId, id, "given out again after its holder stopped renewing");
        assert.equal(again.attempt, 2);
        assert.deepEqual(await queue.takeExpired(new Date(), "reaper", 10_000), [], "nothing left for a reaper");
      }));
      return;
    }

    it("lets only the holder renew, and hands expired leases to one taker", withQueue(async (queue) => {
      const id = randomUUID();
      await queue.enqueue(entry(id));
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
