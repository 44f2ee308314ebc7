import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import type { SqlClient } from "../../src/db/sql-client.ts";
import type { AttemptResult, ClaimedDelivery, WebhookEvent, WebhookEventStore } from "../../src/webhooks/webhook-event-store.ts";
import { eventually } from "../helpers/eventually.ts";

/**
 * How an adapter notices a holder that died. "leaseUntil": the lease the claimer asked for runs
 * out and another claim takes the delivery (the embedded store). "engine": the queue engine's
 * own expiry of the claimed job puts it back (pg-boss); `expireWithinMs` bounds how long that takes.
 */
export type DeliveryLeaseModel = { readonly kind: "leaseUntil" } | { readonly kind: "engine"; readonly expireWithinMs: number };

export interface WebhookEventStoreUnderTest {
  readonly store: WebhookEventStore;
  /** The database the store is on, for events created inside a caller's transaction. */
  readonly sql: SqlClient;
  /** An account whose events the store may hold (its rows are the test's own). */
  readonly accountId: string;
  /** A second account, for checks that one account never sees another's. */
  readonly otherAccountId: string;
  dispose(): Promise<void>;
}

function event(accountId: string, type: WebhookEvent["type"] = "job.completed"): WebhookEvent {
  const id = randomUUID();
  const createdAt = new Date();
  return { id, accountId, type, createdAt, body: JSON.stringify({ id, type, created: createdAt.toISOString(), data: { note: "ünïcödé, \"quoted\"" } }) };
}

const past = (ms: number) => new Date(Date.now() - ms);
const future = (ms: number) => new Date(Date.now() + ms);
/** A lease long enough never to run out during a test. */
const LONG = 60_000;

/** The attempt `claim` is about to make, as the dispatcher records it. */
async function begin(store: WebhookEventStore, claim: ClaimedDelivery, attemptedAt = new Date()): Promise<string> {
  return store.beginAttempt(claim.delivery.id, {
    eventId: claim.event.id,
    eventType: claim.event.type,
    endpointId: claim.delivery.endpointId,
    endpointUrl: RECEIVER_URL,
    attempt: claim.delivery.attempts + 1,
    attemptedAt,
  });
}

const RECEIVER_URL = "https://receiver.example/hooks";

function result(attemptId: string, claim: ClaimedDelivery, outcome: "succeeded" | "failed", nextAttemptAt: Date | null): AttemptResult {
  return {
    attemptId,
    nextAttemptAt,
    record: {
      eventId: claim.event.id,
      eventType: claim.event.type,
      endpointId: claim.delivery.endpointId,
      endpointUrl: RECEIVER_URL,
      attempt: claim.delivery.attempts + 1,
      attemptedAt: new Date(),
      durationMs: 12.4,
      statusCode: outcome === "succeeded" ? 204 : 500,
      error: outcome === "succeeded" ? null : "answered 500",
      outcome,
    },
  };
}

/** Claims every due delivery (owner `who`) until none is left; each with a long lease. */
async function claimAll(store: WebhookEventStore, who: string, busy: readonly string[] = []): Promise<ClaimedDelivery[]> {
  const claims: ClaimedDelivery[] = [];
  for (let claim = await store.claimDue(new Date(), who, future(LONG), busy); claim; claim = await store.claimDue(new Date(), who, future(LONG), busy)) claims.push(claim);
  return claims;
}

/**
 * The behaviour every WebhookEventStore adapter must show: events kept with the body exactly as
 * it will be signed, one delivery per endpoint, each due delivery claimed by one claimer at a
 * time, every attempt on record (one whose sender died too), retries due when they were
 * scheduled, and cancelled deliveries never made.
 */
export function webhookEventStoreContract(name: string, makeStore: () => Promise<WebhookEventStoreUnderTest>, leases: DeliveryLeaseModel = { kind: "leaseUntil" }): void {
  describe(`WebhookEventStore contract: ${name}`, () => {
    const withStore = (fn: (under: WebhookEventStoreUnderTest) => Promise<void>) => async () => {
      const under = await makeStore();
      try {
        await fn(under);
      } finally {
        await under.dispose();
      }
    };

    it("keeps an event with its body byte for byte, for its own account only", withStore(async ({ store, accountId, otherAccountId }) => {
      const sent = event(accountId);
      await store.createEvent(sent, [], new Date());
      assert.deepEqual(await store.getEvent(accountId, sent.id), sent);
      assert.equal(await store.getEvent(otherAccountId, sent.id), null, "another account's event is not found");
      assert.equal(await store.getEvent(accountId, randomUUID()), null);
      assert.equal(await store.nextDueAt(), null, "an event to no endpoint makes no delivery");
      assert.equal(await store.claimDue(new Date(), "w1", future(LONG), []), null);
    }));

    it("makes one delivery per endpoint, each claimed with its event, none before it is due", withStore(async ({ store, accountId }) => {
      await store.createEvent(event(accountId), ["e1", "e2"], past(1000));
      const later = event(accountId);
      await store.createEvent(later, ["e3"], future(3_600_000));
      const claims = await claimAll(store, "w1");
      assert.deepEqual(claims.map((c) => c.delivery.endpointId).sort(), ["e1", "e2"], "the delivery due in an hour is not claimed");
      for (const claim of claims) {
        assert.equal(claim.delivery.attempts, 0);
        assert.equal(claim.delivery.accountId, accountId);
        assert.equal(claim.delivery.eventId, claim.event.id);
        assert.equal(claim.event.body, (await store.getEvent(accountId, claim.event.id))!.body);
      }
      assert.equal(new Set(claims.map((c) => c.delivery.id)).size, 2, "a delivery of its own for each endpoint");
    }));

    it("writes an event inside the caller's transaction: kept when it commits, gone when it rolls back", withStore(async ({ store, sql, accountId }) => {
      const undone = event(accountId);
      await assert.rejects(
        sql.transaction(async (tx) => {
          await store.createEvent(undone, ["e1"], past(1000), tx);
          throw new Error("the job's end was rolled back");
        }),
        /rolled back/,
      );
      assert.equal(await store.getEvent(accountId, undone.id), null);
      assert.equal(await store.claimDue(new Date(), "w1", future(LONG), []), null, "no delivery of a rolled-back event");
      const kept = event(accountId);
      await sql.transaction((tx) => store.createEvent(kept, ["e1"], past(1000), tx));
      assert.equal((await store.getEvent(accountId, kept.id))?.id, kept.id);
      assert.equal((await store.claimDue(new Date(), "w1", future(LONG), []))?.event.id, kept.id);
    }));

    it("gives each due delivery to exactly one of many concurrent claimers", withStore(async ({ store, accountId }) => {
      const endpoints = ["e1", "e2", "e3", "e4", "e5"];
      await store.createEvent(event(accountId), endpoints, past(1000));
      const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => store.claimDue(new Date(), `w${i}`, future(LONG), [])));
      const taken = claims.filter((claim) => claim !== null);
      // Claimers that came up empty while others held rows may leave some for a second round.
      const rest = await claimAll(store, "late");
      const all = [...taken, ...rest];
      assert.deepEqual(all.map((c) => c.delivery.endpointId).sort(), endpoints, "every delivery claimed");
      assert.equal(new Set(all.map((c) => c.delivery.id)).size, endpoints.length, "none claimed twice");
      assert.ok(taken.length >= 1);
    }));

    it("passes over deliveries to endpoints already busy, and gives them out once they are not", withStore(async ({ store, accountId }) => {
      await store.createEvent(event(accountId), ["busy", "free"], past(1000));
      const claims = await claimAll(store, "w1", ["busy"]);
      assert.deepEqual(claims.map((c) => c.delivery.endpointId), ["free"]);
      const later = await eventually(() => store.claimDue(new Date(), "w2", future(LONG), []), { timeoutMs: 5000, what: "the busy endpoint's delivery was given out" });
      assert.equal(later.delivery.endpointId, "busy");
    }));

    it("records an attempt before it is made, lists it once its answer is recorded, and never gives out a delivered one again", withStore(async ({ store, accountId }) => {
      const sent = event(accountId);
      await store.createEvent(sent, ["e1"], past(1000));
      const claim = (await store.claimDue(new Date(), "w1", future(LONG), []))!;
      const attemptId = await begin(store, claim);
      assert.deepEqual(await store.listAttempts(accountId, {}), [], "an attempt in flight is not listed");
      assert.equal(await store.recordAttempt(claim.delivery.id, "w1", result(attemptId, claim, "succeeded", null)), true);
      const [attempt, ...others] = await store.listAttempts(accountId, {});
      assert.deepEqual(others, []);
      assert.equal(attempt!.id, attemptId);
      assert.equal(attempt!.eventId, sent.id);
      assert.equal(attempt!.eventType, "job.completed");
      assert.equal(attempt!.endpointId, "e1");
      assert.equal(attempt!.endpointUrl, RECEIVER_URL);
      assert.equal(attempt!.attempt, 1);
      assert.equal(attempt!.outcome, "succeeded");
      assert.equal(attempt!.statusCode, 204);
      assert.equal(attempt!.error, null);
      assert.equal(attempt!.durationMs, 12);
      assert.equal(attempt!.nextAttemptAt, null);
      assert.equal(await store.claimDue(new Date(), "w2", future(LONG), []), null, "a delivered event is not sent again");
      assert.equal(await store.nextDueAt(), null, "nothing is pending");
    }));

    it("schedules a failed attempt's retry: not given out before it is due, then as the next attempt", withStore(async ({ store, accountId }) => {
      await store.createEvent(event(accountId), ["e1"], past(1000));
      const claim = (await store.claimDue(new Date(), "w1", future(LONG), []))!;
      const due = future(400);
      assert.equal(await store.recordAttempt(claim.delivery.id, "w1", result(await begin(store, claim), claim, "failed", due)), true);
      const [failed] = await store.listAttempts(accountId, {});
      assert.equal(failed!.outcome, "failed");
      assert.equal(failed!.statusCode, 500);
      assert.equal(failed!.error, "answered 500");
      assert.equal(failed!.nextAttemptAt?.getTime(), due.getTime());
      assert.equal((await store.nextDueAt())?.getTime(), due.getTime());
      assert.equal(await store.claimDue(new Date(), "w2", future(LONG), []), null, "the retry is not due yet");
      const retry = await eventually(() => store.claimDue(new Date(), "w2", future(LONG), []), { timeoutMs: 5000, what: "the retry was given out" });
      assert.ok(Date.now() >= due.getTime(), "given out no sooner than due");
      assert.equal(retry.delivery.id, claim.delivery.id);
      assert.equal(retry.delivery.attempts, 1);
      // The last attempt gives up: no next time, and nothing pending any more.
      assert.equal(await store.recordAttempt(retry.delivery.id, "w2", result(await begin(store, retry), retry, "failed", null)), true);
      assert.deepEqual((await store.listAttempts(accountId, {})).map((a) => [a.attempt, a.outcome, a.nextAttemptAt]), [[2, "failed", null], [1, "failed", due]]);
      assert.equal(await store.nextDueAt(), null);
      assert.equal(await store.claimDue(new Date(), "w3", future(LONG), []), null);
    }));

    it("says when the earliest pending delivery is due", withStore(async ({ store, accountId }) => {
      assert.equal(await store.nextDueAt(), null);
      const soon = future(3_600_000);
      const sooner = future(1_800_000);
      await store.createEvent(event(accountId), ["e1"], soon);
      await store.createEvent(event(accountId), ["e2"], sooner);
      assert.equal((await store.nextDueAt())?.getTime(), sooner.getTime());
    }));

    it("lets only the holder record an attempt, and keeps a claimed delivery from other claimers", withStore(async ({ store, accountId }) => {
      await store.createEvent(event(accountId), ["e1"], past(1000));
      const claim = (await store.claimDue(new Date(), "w1", future(LONG), []))!;
      assert.equal(await store.claimDue(new Date(), "w2", future(LONG), []), null, "held, not given out");
      const attemptId = await begin(store, claim);
      assert.equal(await store.recordAttempt(claim.delivery.id, "w2", result(attemptId, claim, "succeeded", null)), false, "not the holder");
      assert.deepEqual(await store.listAttempts(accountId, {}), [], "nothing recorded for the non-holder");
      assert.equal(await store.recordAttempt(claim.delivery.id, "w1", result(attemptId, claim, "succeeded", null)), true);
    }));

    it("hands a delivery whose holder died to another claimer, with the dead holder's attempt on record as failed", withStore(async ({ store, accountId }) => {
      await store.createEvent(event(accountId), ["e1"], past(1000));
      const lease = leases.kind === "leaseUntil" ? 300 : LONG;
      const dead = (await store.claimDue(new Date(), "dead", future(lease), []))!;
      await begin(store, dead);
      assert.equal(await store.claimDue(new Date(), "live", future(LONG), []), null, "not given out while the lease holds");
      const timeoutMs = leases.kind === "leaseUntil" ? 5000 : leases.expireWithinMs;
      const taken = await eventually(() => store.claimDue(new Date(), "live", future(LONG), []), { timeoutMs, intervalMs: 100, what: "the dead holder's delivery was taken over" });
      assert.equal(taken.delivery.id, dead.delivery.id);
      assert.equal(taken.delivery.attempts, 1, "the attempt the dead holder began counts");
      const [orphan] = await store.listAttempts(accountId, {});
      assert.equal(orphan!.attempt, 1);
      assert.equal(orphan!.outcome, "failed");
      assert.match(orphan!.error ?? "", /stopped before its answer was recorded/);
      const attemptId = await begin(store, taken);
      assert.equal(await store.recordAttempt(taken.delivery.id, "dead", result(attemptId, taken, "succeeded", null)), false, "the dead holder's lease is gone");
      assert.equal(await store.recordAttempt(taken.delivery.id, "live", result(attemptId, taken, "succeeded", null)), true);
      assert.deepEqual((await store.listAttempts(accountId, {})).map((a) => [a.attempt, a.outcome]), [[2, "succeeded"], [1, "failed"]]);
    }));

    it("cancels an endpoint's pending deliveries, or one event's, and keeps an attempt under way on record", withStore(async ({ store, accountId }) => {
      // An attempt to "gone" is under way when the endpoint is removed.
      await store.createEvent(event(accountId), ["gone"], past(1000));
      const inFlight = (await store.claimDue(new Date(), "w1", future(LONG), []))!;
      const first = event(accountId);
      const second = event(accountId);
      await store.createEvent(first, ["gone", "kept"], past(1000));
      await store.createEvent(second, ["gone", "kept"], past(1000));
      await store.cancelDeliveries("gone");
      assert.equal(await store.recordAttempt(inFlight.delivery.id, "w1", result(await begin(store, inFlight), inFlight, "failed", future(1000))), true, "the attempt did happen");
      const [recorded] = await store.listAttempts(accountId, { endpointId: "gone" });
      assert.equal(recorded!.outcome, "failed");
      assert.equal(recorded!.nextAttemptAt, null, "no next try of a cancelled delivery");
      // One event of "kept" is being sent again: only its pending delivery there is cancelled.
      await store.cancelDeliveries("kept", first.id);
      const left = await claimAll(store, "w2");
      assert.deepEqual(left.map((c) => [c.delivery.endpointId, c.event.id]), [["kept", second.id]], "nothing to the removed endpoint, nor of the cancelled event");
      assert.equal(await store.recordAttempt(left[0]!.delivery.id, "w2", result(await begin(store, left[0]!), left[0]!, "failed", future(3_600_000))), true);
      assert.ok((await store.listAttempts(accountId, { endpointId: "kept" }))[0]!.nextAttemptAt !== null, "a retry is scheduled");
      await store.cancelDeliveries("kept");
      assert.equal(await store.nextDueAt(), null, "nothing pending");
      assert.equal(await store.claimDue(new Date(), "w3", future(LONG), []), null);
      assert.deepEqual(
        (await store.listAttempts(accountId, {})).map((a) => a.nextAttemptAt),
        [null, null],
        "recorded attempts no longer name a next try that will not come",
      );
    }));

    it("starts a new series of attempts of an event with addDelivery", withStore(async ({ store, accountId }) => {
      const sent = event(accountId);
      await store.createEvent(sent, ["e1"], past(1000));
      const claim = (await store.claimDue(new Date(), "w1", future(LONG), []))!;
      assert.equal(await store.recordAttempt(claim.delivery.id, "w1", result(await begin(store, claim), claim, "failed", null)), true);
      const added = await store.addDelivery(sent, "e1", past(10));
      assert.notEqual(added.id, claim.delivery.id);
      assert.deepEqual({ eventId: added.eventId, endpointId: added.endpointId, accountId: added.accountId, attempts: added.attempts }, { eventId: sent.id, endpointId: "e1", accountId, attempts: 0 });
      const again = (await store.claimDue(new Date(), "w2", future(LONG), []))!;
      assert.equal(again.delivery.id, added.id);
      assert.equal(again.event.body, sent.body, "the same bytes as the first series");
      assert.equal(again.delivery.attempts, 0, "attempts start again at 1");
    }));

    it("lists an account's attempts newest first, filtered by endpoint and outcome, up to a limit", withStore(async ({ store, accountId, otherAccountId }) => {
      const outcomes: Array<["a" | "b", "succeeded" | "failed"]> = [["a", "failed"], ["b", "succeeded"], ["a", "succeeded"]];
      const ids: string[] = [];
      const start = Date.now() - 10_000;
      for (const [index, [endpoint, outcome]] of outcomes.entries()) {
        await store.createEvent(event(accountId), [endpoint], past(1000));
        const claim = (await store.claimDue(new Date(), "w1", future(LONG), []))!;
        // Attempts a second apart, so newest first is one order.
        const attemptId = await begin(store, claim, new Date(start + index * 1000));
        ids.push(attemptId);
        await store.recordAttempt(claim.delivery.id, "w1", result(attemptId, claim, outcome, null));
      }
      await store.createEvent(event(otherAccountId), ["a"], past(1000));
      const theirs = (await store.claimDue(new Date(), "w1", future(LONG), []))!;
      await store.recordAttempt(theirs.delivery.id, "w1", result(await begin(store, theirs), theirs, "failed", null));

      assert.deepEqual((await store.listAttempts(accountId, {})).map((a) => a.id), [...ids].reverse());
      assert.deepEqual((await store.listAttempts(accountId, { endpointId: "a" })).map((a) => a.id), [ids[2], ids[0]]);
      assert.deepEqual((await store.listAttempts(accountId, { outcome: "succeeded" })).map((a) => a.id), [ids[2], ids[1]]);
      assert.deepEqual((await store.listAttempts(accountId, { endpointId: "a", outcome: "failed" })).map((a) => a.id), [ids[0]]);
      assert.deepEqual((await store.listAttempts(accountId, { limit: 1 })).map((a) => a.id), [ids[2]]);
      assert.equal((await store.listAttempts(otherAccountId, {})).length, 1, "each account sees its own");
    }));
  });
}
