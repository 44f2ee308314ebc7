import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { WebhookDispatcher } from "../../src/webhooks/webhook-dispatcher.ts";
import { startTestApp, testDatabaseEnv } from "../helpers/test-app.ts";
import type { DeliveryAttempt, WebhookManagement } from "../../src/webhooks/webhook-management.ts";
import { eventually } from "../helpers/eventually.ts";
import { startReceiver } from "../helpers/webhook-receiver.ts";
import { verifyWebhook } from "doctools/client";

describe("webhook retries survive a restart", () => {
  it("an attempt due while the service was stopped happens on time after it starts again", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-webhook-restart-"));
    const database = await testDatabaseEnv();
    const env = {
      ...database.env,
      DOCTOOLS_DATA_DIR: dataDir,
      DOCTOOLS_WORKERS: "1",
      DOCTOOLS_LOG_LEVEL: "warn",
      DOCTOOLS_WEBHOOK_ALLOW_PRIVATE: "1",
      DOCTOOLS_WEBHOOK_RETRY_DELAYS: "3,3,3,3,3,3",
      DOCTOOLS_WEBHOOK_TIMEOUT_SECONDS: "2",
    };
    const receiver = await startReceiver((_, index) => ({ status: index === 0 ? 500 : 200 }));
    try {
      const first = await buildApp(loadConfig(env));
      const account = await first.services.accounts.createAccount({ id: randomUUID(), email: `${randomUUID()}@example.test`, name: "T", plan: "Developer", passwordHash: null });
      const { endpoint, secret } = await first.services.webhooks.addEndpoint(account, receiver.url);
      const ping = await first.services.webhooks.sendPing(account.id, endpoint.id);
      const [failed] = await receiver.waitForCalls(1);
      // Wait until the failed attempt and its due time are written, then stop the service.
      const [record] = await eventually(async () => {
        const recorded = await first.services.webhooks.listDeliveries(account.id);
        return recorded.length > 0 ? recorded : null;
      }, { intervalMs: 10, what: "the first attempt was recorded" });
      const due = record!.nextAttemptAt!.getTime();
      assert.ok(due - failed!.at >= 2500 && due - failed!.at <= 3500, `due ${due - failed!.at} ms after the attempt`);
      await first.close();

      const second = await buildApp(loadConfig(env));
      // Due while the service was still starting (a slow machine), the attempt is owed at once.
      const owed = Math.max(due, Date.now());
      try {
        const [, retried] = await receiver.waitForCalls(2, 10_000);
        assert.ok(retried!.at >= due - 50, `the retry came ${due - retried!.at} ms early`);
        assert.ok(retried!.at <= owed + 1500, `the retry came ${retried!.at - owed} ms late`);
        assert.equal(retried!.headers["service-delivery"], ping!.eventId);
        assert.equal(retried!.rawBody, failed!.rawBody);
        assert.ok(await verifyWebhook(retried!.rawBody, String(retried!.headers["service-signature"]), secret));
        assert.notEqual(retried!.headers["service-signature"], failed!.headers["service-signature"], "signed afresh, with a new time");
        const attempts = await recorded(second.services.webhooks, account.id, 2);
        assert.deepEqual(attempts.map((a) => [a.attempt, a.outcome]), [[2, "succeeded"], [1, "failed"]]);
      } finally {
        await second.close();
      }
    } finally {
      await receiver.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("webhook addresses are checked again at every delivery", () => {
  it("refuses a host that now resolves to a non-public address (DNS rebinding), and IP literals", async () => {
    const t = await startTestApp({ runJobs: false, env: { DOCTOOLS_WEBHOOK_TIMEOUT_SECONDS: "1" } });
    const receiver = await startReceiver();
    const port = new URL(receiver.url).port;
    // What each name resolves to now; at registration they were all public (below, stored directly).
    const dns: Record<string, string[]> = {
      "loopback.rebind.test": ["127.0.0.1"],
      "private.rebind.test": ["10.0.0.7"],
      "metadata.rebind.test": ["169.254.169.254"],
      "mapped.rebind.test": ["::ffff:127.0.0.1"],
      "linklocal6.rebind.test": ["fe80::1"],
      "mixed.rebind.test": ["93.184.216.34", "127.0.0.1"],
      "public.example.test": ["93.184.216.34"],
    };
    const dispatcher = new WebhookDispatcher({
      events: t.app.services.webhookEvents,
      endpoints: t.app.services.webhookEndpoints,
      secrets: t.app.services.secrets,
      log: t.app.services.log,
      retryDelaysMs: [],
      timeoutMs: 1000,
      allowPrivate: false,
      lookup: async (host) => dns[host] ?? [],
    });
    try {
      const urls = [...Object.keys(dns).map((host) => `https://${host}:${port}/hooks`), `https://127.0.0.1:${port}/hooks`, `https://[::1]:${port}/hooks`, `https://[::ffff:7f00:1]:${port}/hooks`];
      for (const url of urls) {
        await t.app.services.webhookEndpoints.addEndpoint({ id: randomUUID(), accountId: t.accountId, url, secretSealed: t.app.services.secrets.seal("whsec_test"), createdAt: new Date() }, 100);
      }
      for (const endpoint of await t.app.services.webhooks.listEndpoints(t.accountId)) await t.app.services.webhooks.sendPing(t.accountId, endpoint.id);
      dispatcher.start();
      const attempts = await recorded(t.app.services.webhooks, t.accountId, urls.length);
      assert.deepEqual(attempts.map((a) => a.endpointUrl).sort(), [...urls].map((u) => new URL(u).href).sort());
      for (const attempt of attempts) {
        assert.equal(attempt.outcome, "failed", attempt.endpointUrl);
        assert.equal(attempt.statusCode, null);
        if (attempt.endpointUrl.includes("public.example.test")) {
          // The positive control: past the address check, it fails only because this machine has no internet.
          assert.doesNotMatch(attempt.error ?? "", /refused:/, attempt.endpointUrl);
        } else {
          assert.match(attempt.error ?? "", /^refused: .*(not a public address|non-public address)/, `${attempt.endpointUrl}: ${attempt.error}`);
        }
      }
      assert.equal(receiver.calls.length, 0, "nothing reached the receiver on loopback");
    } finally {
      await dispatcher.stop();
      await receiver.close();
      await t.close();
    }
  });
});

describe("an attempt whose sender died (every attempt is recorded)", () => {
  it("is on record as failed, counted, and the delivery goes on with the next attempt", async () => {
    // On PostgreSQL the lease is pg-boss's expiry of the claimed job: the attempt's time limit plus 5 s.
    const t = await startTestApp({ runJobs: false, env: { DOCTOOLS_WEBHOOK_ALLOW_PRIVATE: "1", DOCTOOLS_WEBHOOK_TIMEOUT_SECONDS: "1" } });
    const receiver = await startReceiver();
    try {
      const account = await t.app.services.accounts.getAccount(t.accountId);
      const { endpoint } = await t.app.services.webhooks.addEndpoint(account!, receiver.url);
      const ping = await t.app.services.webhooks.sendPing(t.accountId, endpoint.id);
      const events = t.app.services.webhookEvents;
      // A process claims the delivery, records that it is sending, and dies before the answer.
      const lease = new Date(Date.now() + 1000);
      const claimed = await events.claimDue(new Date(), "dead-process", lease, []);
      assert.equal(claimed?.event.id, ping!.eventId);
      await events.beginAttempt(claimed!.delivery.id, { eventId: ping!.eventId, eventType: "ping", endpointId: endpoint.id, endpointUrl: endpoint.url, attempt: 1, attemptedAt: new Date() });
      assert.deepEqual(await t.app.services.webhooks.listDeliveries(t.accountId), [], "an attempt in flight is not listed");

      // Once its lease has run out, a live dispatcher takes the delivery over.
      await sleep(1100);
      const dispatcher = new WebhookDispatcher({
        events,
        endpoints: t.app.services.webhookEndpoints,
        secrets: t.app.services.secrets,
        log: t.app.services.log,
        retryDelaysMs: [1000],
        timeoutMs: 1000,
        allowPrivate: true,
      });
      dispatcher.start();
      try {
        await receiver.waitForCalls(1, 30_000);
        const attempts = await recorded(t.app.services.webhooks, t.accountId, 2);
        assert.deepEqual(
          attempts.map((a) => [a.attempt, a.outcome]),
          [[2, "succeeded"], [1, "failed"]],
        );
        assert.match(attempts[1]!.error ?? "", /stopped before its answer was recorded/);
      } finally {
        await dispatcher.stop();
      }
    } finally {
      await receiver.close();
      await t.close();
    }
  });
});

/** The account's recorded attempts once there are at least `count` of them. */
async function recorded(webhooks: WebhookManagement, accountId: string, count: number): Promise<DeliveryAttempt[]> {
  return eventually(
    async () => {
      const attempts = await webhooks.listDeliveries(accountId);
      return attempts.length >= count ? attempts : null;
    },
    { timeoutMs: 6000, what: `${count} attempts were recorded` },
  );
}
