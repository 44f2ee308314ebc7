import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import Stripe from "stripe";
import { call, runTool, submit, waitForJob } from "../helpers/api-client.ts";
import { eventually } from "../helpers/eventually.ts";
import { OpenApiResponseChecker } from "../helpers/openapi-responses.ts";
import { parsePrometheus } from "../helpers/prometheus.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { startReceiver, type ReceivedCall } from "../helpers/webhook-receiver.ts";
import { verifyWebhook } from "doctools/client";

const onePage = corpus("pdf/text/merge_doc1_3p.pdf");
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const stripe = new Stripe("sk_test_unused");

async function accountOf(t: TestApp) {
  const account = await t.app.services.accounts.getAccount(t.accountId);
  assert.ok(account);
  return account;
}

async function addEndpoint(t: TestApp, url: string) {
  return t.app.services.webhooks.addEndpoint(await accountOf(t), url);
}

/** Checks a received call the way a receiver must (HMAC of the raw body, `t` within five minutes), with our code and Stripe's. */
async function assertSigned(received: ReceivedCall, secret: string) {
  const header = String(received.headers["service-signature"]);
  assert.match(header, /^t=\d+,v1=[0-9a-f]{64}$/);
  assert.equal(await verifyWebhook(received.rawBody, header, secret), true, "our verifier accepts it");
  assert.equal(await verifyWebhook(received.rawBody, header, `${secret}x`), false, "another secret is refused");
  assert.equal(await verifyWebhook(`${received.rawBody} `, header, secret), false, "a changed body is refused");
  const t = Number(/t=(\d+)/.exec(header)![1]);
  assert.equal(await verifyWebhook(received.rawBody, header, secret, { now: t + 300 }), false, "five minutes late is refused");
  // Stripe's library checks exactly this scheme: HMAC-SHA256 of "<t>.<raw body>", hex, within 300 s.
  const event = stripe.webhooks.constructEvent(received.rawBody, header, secret, 300);
  assert.equal((event as unknown as { id: string }).id, JSON.parse(received.rawBody).id);
  assert.throws(() => stripe.webhooks.constructEvent(received.rawBody, header, "whsec_wrong", 300));
}

/** Delivery attempts so far by outcome, as GET /metrics reports them. */
async function attemptsByOutcome(t: TestApp): Promise<{ succeeded: number; failed: number; given_up: number }> {
  const metrics = parsePrometheus(await (await call(t, "GET", "/metrics", { key: null })).text());
  const counted = (outcome: string) => metrics.find("doctools_webhook_attempts_total", { outcome })[0]?.value ?? 0;
  return { succeeded: counted("succeeded"), failed: counted("failed"), given_up: counted("given_up") };
}

describe("webhook delivery", () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ env: { DOCTOOLS_WEBHOOK_ALLOW_PRIVATE: "1", DOCTOOLS_WEBHOOK_RETRY_DELAYS: "0.2,0.2,0.2,0.2,0.2,0.2", DOCTOOLS_WEBHOOK_TIMEOUT_SECONDS: "1" } });
  });
  after(() => t.close());

  it("sends job.completed with the job as GET /v1/jobs shows it, signed, with the Service-Event, Service-Delivery and Service-Signature headers", async () => {
    const receiver = await startReceiver();
    const { endpoint, secret } = await addEndpoint(t, receiver.url);
    try {
      assert.match(secret, /^whsec_[0-9A-Za-z]{32}$/);
      const { job } = await runTool(t, "rotate-pdf", [onePage]);
      const [received] = await receiver.waitForCalls(1);
      const body = JSON.parse(received!.rawBody);
      assert.match(body.id, uuid);
      assert.equal(body.type, "job.completed");
      assert.ok(!Number.isNaN(Date.parse(body.created)) && /(Z|[+-]\d\d:\d\d)$/.test(body.created), body.created);
      assert.deepEqual(body.data.job, job);
      assert.equal(received!.headers["service-event"], "job.completed");
      assert.equal(received!.headers["service-delivery"], body.id);
      assert.equal(received!.headers["content-type"], "application/json");
      await assertSigned(received!, secret);
      const document = (await (await call(t, "GET", "/v1/openapi.json")).json()) as { webhooks: Record<string, { post?: unknown }> };
      new OpenApiResponseChecker(document).checkComponent("WebhookEvent", body);
      assert.ok(document.webhooks["job.completed"]?.post, "the event is documented under the document's webhooks");

      const attempts = await t.app.services.webhooks.listDeliveries(t.accountId, { endpointId: endpoint.id });
      await eventually(async () => (await t.app.services.webhooks.listDeliveries(t.accountId, { endpointId: endpoint.id })).length === 1, { what: "the attempt was recorded" });
      const [attempt] = await t.app.services.webhooks.listDeliveries(t.accountId, { endpointId: endpoint.id });
      assert.ok(attempts.length <= 1);
      assert.equal(attempt!.eventId, body.id);
      assert.equal(attempt!.eventType, "job.completed");
      assert.equal(attempt!.attempt, 1);
      assert.equal(attempt!.statusCode, 204);
      assert.equal(attempt!.outcome, "succeeded");
      assert.equal(attempt!.error, null);
      assert.equal(attempt!.nextAttemptAt, null);
      assert.ok(attempt!.durationMs >= 0);
    } finally {
      await t.app.services.webhooks.removeEndpoint(t.accountId, endpoint.id);
      await receiver.close();
    }
  });

  it("sends job.failed with the error, to every endpoint of the account", async () => {
    const [first, second] = await Promise.all([startReceiver(), startReceiver()]);
    const endpoints = [await addEndpoint(t, first.url), await addEndpoint(t, second.url)];
    try {
      const { body: submitted } = await submit(t, "rotate-pdf", [{ name: "not.pdf", data: "plain text, not a PDF" }]);
      const job = await waitForJob(t, submitted.id);
      assert.equal(job.status, "Failed");
      for (const [index, receiver] of [first, second].entries()) {
        const [received] = await receiver.waitForCalls(1);
        const body = JSON.parse(received!.rawBody);
        assert.equal(body.type, "job.failed");
        assert.equal(received!.headers["service-event"], "job.failed");
        assert.deepEqual(body.data.job, job);
        assert.equal(body.data.job.error.code, "UnsupportedFile");
        new OpenApiResponseChecker(await (await call(t, "GET", "/v1/openapi.json")).json()).checkComponent("WebhookEvent", body);
        await assertSigned(received!, endpoints[index]!.secret);
      }
      // One event, two deliveries: the same event id reaches both.
      assert.equal(first.calls[0]!.headers["service-delivery"], second.calls[0]!.headers["service-delivery"]);
    } finally {
      for (const { endpoint } of endpoints) await t.app.services.webhooks.removeEndpoint(t.accountId, endpoint.id);
      await Promise.all([first.close(), second.close()]);
    }
  });

  it("retries a failed attempt, signing it afresh, until a 2xx; then stops", async () => {
    const receiver = await startReceiver((_, index) => ({ status: index < 2 ? 500 : 200 }));
    const { endpoint, secret } = await addEndpoint(t, receiver.url);
    try {
      const counted = await attemptsByOutcome(t);
      const ping = await t.app.services.webhooks.sendPing(t.accountId, endpoint.id);
      assert.ok(ping);
      const calls = await receiver.waitForCalls(3);
      await sleep(800);
      assert.equal(receiver.calls.length, 3, "no attempt after the acknowledgement");
      assert.deepEqual(await attemptsByOutcome(t), { ...counted, succeeded: counted.succeeded + 1, failed: counted.failed + 2 });
      for (const received of calls) {
        assert.equal(received.headers["service-delivery"], ping.eventId);
        assert.equal(received.rawBody, calls[0]!.rawBody, "every attempt sends the same body");
        await assertSigned(received, secret);
        const body = JSON.parse(received.rawBody);
        assert.equal(body.type, "ping");
        assert.equal(body.data.job, null);
      }
      for (let i = 1; i < calls.length; i++) assert.ok(calls[i]!.at - calls[i - 1]!.at >= 150, "the retry waits its delay");
      const attempts = await t.app.services.webhooks.listDeliveries(t.accountId, { endpointId: endpoint.id });
      assert.deepEqual(attempts.map((a) => [a.attempt, a.statusCode, a.outcome]), [[3, 200, "succeeded"], [2, 500, "failed"], [1, 500, "failed"]]);
      assert.ok(attempts[1]!.nextAttemptAt && attempts[2]!.nextAttemptAt, "failed attempts name the next");
      const failedOnly = await t.app.services.webhooks.listDeliveries(t.accountId, { endpointId: endpoint.id, outcome: "failed" });
      assert.deepEqual(failedOnly.map((a) => a.attempt), [2, 1]);
    } finally {
      await t.app.services.webhooks.removeEndpoint(t.accountId, endpoint.id);
      await receiver.close();
    }
  });

  it("gives up after seven attempts in all, and a resend starts a new series", async () => {
    const receiver = await startReceiver(() => ({ status: 503 }));
    const { endpoint } = await addEndpoint(t, receiver.url);
    try {
      const counted = await attemptsByOutcome(t);
      const ping = await t.app.services.webhooks.sendPing(t.accountId, endpoint.id);
      await receiver.waitForCalls(7);
      await sleep(1000);
      assert.equal(receiver.calls.length, 7, "no eighth attempt");
      assert.deepEqual(await attemptsByOutcome(t), { ...counted, failed: counted.failed + 6, given_up: counted.given_up + 1 });
      const attempts = await t.app.services.webhooks.listDeliveries(t.accountId, { endpointId: endpoint.id });
      assert.deepEqual(attempts.map((a) => a.attempt), [7, 6, 5, 4, 3, 2, 1]);
      assert.equal(attempts[0]!.nextAttemptAt, null, "the last attempt names no next one");
      assert.ok(attempts.every((a) => a.statusCode === 503 && a.outcome === "failed"));

      assert.equal(await t.app.services.webhooks.resend(t.accountId, ping!.eventId, endpoint.id), true);
      await receiver.waitForCalls(8);
      assert.equal(receiver.calls[7]!.headers["service-delivery"], ping!.eventId, "a resend carries the same event id");
      await eventually(async () => (await t.app.services.webhooks.listDeliveries(t.accountId, { endpointId: endpoint.id }))[0]!.attempt === 1, { what: "the resend's first attempt was recorded" });
    } finally {
      await t.app.services.webhooks.removeEndpoint(t.accountId, endpoint.id);
      await receiver.close();
    }
  });

  it("does not follow redirects: a 302 is a failed attempt", async () => {
    const target = await startReceiver();
    const receiver = await startReceiver(() => ({ status: 302, headers: { location: target.url } }));
    const { endpoint } = await addEndpoint(t, receiver.url);
    try {
      await t.app.services.webhooks.sendPing(t.accountId, endpoint.id);
      await receiver.waitForCalls(2);
      await t.app.services.webhooks.removeEndpoint(t.accountId, endpoint.id);
      // An attempt claimed just before the removal finds no endpoint and is recorded as such.
      const attempts = (await t.app.services.webhooks.listDeliveries(t.accountId, { endpointId: endpoint.id })).filter((a) => a.error !== "the endpoint was removed");
      assert.ok(attempts.length >= 1 && attempts.every((a) => a.statusCode === 302 && a.outcome === "failed"), JSON.stringify(attempts));
      assert.equal(target.calls.length, 0, "the redirect target was never called");
    } finally {
      await Promise.all([receiver.close(), target.close()]);
    }
  });

  it("a receiver that never answers delays neither jobs nor other endpoints", async () => {
    const hanging = await startReceiver(() => "hang");
    const healthy = await startReceiver();
    const endpoints = [await addEndpoint(t, hanging.url), await addEndpoint(t, healthy.url)];
    try {
      const started = Date.now();
      const jobs = [];
      for (let i = 0; i < 6; i++) jobs.push((await submit(t, "rotate-pdf", [onePage])).body.id as string);
      for (const id of jobs) assert.equal((await waitForJob(t, id)).status, "Completed");
      await healthy.waitForCalls(6);
      const delivered = new Set(healthy.calls.map((c) => JSON.parse(c.rawBody).data.job.id));
      assert.deepEqual([...delivered].sort(), [...jobs].sort());
      // The hanging receiver holds at most a few attempts at a time, each cut off after the 1 s limit.
      assert.ok(healthy.calls.at(-1)!.at - started < 20_000);
      await eventually(async () => (await t.app.services.webhooks.listDeliveries(t.accountId, { endpointId: endpoints[0]!.endpoint.id })).length > 0, { timeoutMs: 10_000, what: "the timed-out attempt was recorded" });
      const [timedOut] = await t.app.services.webhooks.listDeliveries(t.accountId, { endpointId: endpoints[0]!.endpoint.id });
      assert.equal(timedOut!.statusCode, null);
      assert.match(timedOut!.error ?? "", /no answer within 1 s/);
      assert.ok(timedOut!.durationMs >= 900);
    } finally {
      for (const { endpoint } of endpoints) await t.app.services.webhooks.removeEndpoint(t.accountId, endpoint.id);
      await Promise.all([hanging.close(), healthy.close()]);
    }
  });

  it("keeps every account to its own endpoints, events and deliveries", async () => {
    const receiver = await startReceiver();
    const { endpoint } = await addEndpoint(t, receiver.url);
    const other = await t.other();
    try {
      const ping = await t.app.services.webhooks.sendPing(t.accountId, endpoint.id);
      await receiver.waitForCalls(1);
      const webhooks = t.app.services.webhooks;
      assert.equal(await webhooks.sendPing(other.accountId, endpoint.id), null);
      assert.equal(await webhooks.resend(other.accountId, ping!.eventId, endpoint.id), false);
      assert.equal(await webhooks.removeEndpoint(other.accountId, endpoint.id), false);
      assert.deepEqual(await webhooks.listDeliveries(other.accountId), []);
      assert.deepEqual(await webhooks.listEndpoints(other.accountId), []);
      assert.equal((await webhooks.listEndpoints(t.accountId)).length, 1);
    } finally {
      await t.app.services.webhooks.removeEndpoint(t.accountId, endpoint.id);
      await receiver.close();
    }
  });

  it("a resend replaces the retries still pending for the event at that endpoint", async () => {
    // Its own service, where the retry after a failure is 30 s away: still pending when resent.
    const slow = await startTestApp({ env: { DOCTOOLS_WEBHOOK_ALLOW_PRIVATE: "1", DOCTOOLS_WEBHOOK_RETRY_DELAYS: "30" } });
    const receiver = await startReceiver((_, index) => ({ status: index === 0 ? 500 : 200 }));
    try {
      const webhooks = slow.app.services.webhooks;
      const { endpoint } = await webhooks.addEndpoint((await slow.app.services.accounts.getAccount(slow.accountId))!, receiver.url);
      const ping = await webhooks.sendPing(slow.accountId, endpoint.id);
      await receiver.waitForCalls(1);
      await eventually(async () => (await webhooks.listDeliveries(slow.accountId)).length === 1, { what: "the failed attempt was recorded" });
      assert.ok((await webhooks.listDeliveries(slow.accountId))[0]!.nextAttemptAt, "a retry is pending, 30 s away");
      assert.equal(await webhooks.resend(slow.accountId, ping!.eventId, endpoint.id), true);
      await receiver.waitForCalls(2);
      await eventually(async () => (await webhooks.listDeliveries(slow.accountId)).length === 2, { what: "the resent attempt was recorded" });
      const attempts = await webhooks.listDeliveries(slow.accountId);
      assert.deepEqual(attempts.map((a) => [a.attempt, a.outcome, a.nextAttemptAt]), [[1, "succeeded", null], [1, "failed", null]], "the old series no longer names a next try");
      assert.equal(await slow.app.services.webhookEvents.nextDueAt(), null, "and nothing is left pending");
    } finally {
      await receiver.close();
      await slow.close();
    }
  });

  it("stops pending retries to a removed endpoint", async () => {
    const receiver = await startReceiver(() => ({ status: 500 }));
    const { endpoint } = await addEndpoint(t, receiver.url);
    await t.app.services.webhooks.sendPing(t.accountId, endpoint.id);
    await receiver.waitForCalls(1);
    assert.equal(await t.app.services.webhooks.removeEndpoint(t.accountId, endpoint.id), true);
    const seen = receiver.calls.length;
    await sleep(1000);
    assert.ok(receiver.calls.length <= seen + 1, "at most the attempt already under way");
    await receiver.close();
  });

  it("sends nothing for an account whose plan has no webhooks", async () => {
    const account = await t.app.services.accounts.createAccount({ id: randomUUID(), email: `${randomUUID()}@example.test`, name: "Free", plan: "Free", passwordHash: null });
    // Endpoints can only be added on plans with webhooks; this one stands for a plan changed since.
    await t.app.services.webhookEndpoints.addEndpoint({ id: randomUUID(), accountId: account.id, url: "http://127.0.0.1:9/", secretSealed: t.app.services.secrets.seal("whsec_x"), createdAt: new Date() }, 5);
    assert.equal(await t.app.services.webhooks.jobEventWriter(account.id), null);
    const { endpoint } = await addEndpoint(t, "http://127.0.0.1:9/");
    assert.notEqual(await t.app.services.webhooks.jobEventWriter(t.accountId), null, "the Developer account with an endpoint does get one");
    await t.app.services.webhooks.removeEndpoint(t.accountId, endpoint.id);
  });

  it("refuses endpoints beyond five per account", async () => {
    const other = await t.other();
    const account = await t.app.services.accounts.getAccount(other.accountId);
    for (let i = 0; i < 5; i++) await t.app.services.webhooks.addEndpoint(account!, `http://127.0.0.1:9/${i}`);
    await assert.rejects(t.app.services.webhooks.addEndpoint(account!, "http://127.0.0.1:9/6"), /already has 5 webhook endpoints/);
  });
});


