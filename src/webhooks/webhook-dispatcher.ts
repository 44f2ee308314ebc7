import os from "node:os";
import { randomUUID } from "node:crypto";
import type { Logger } from "../logger.ts";
import type { WebhookAttemptOutcome } from "../metrics/metrics.ts";
import type { SecretBox } from "../secrets/secret-box.ts";
import type { HostLookup } from "./endpoint-rules.ts";
import type { WebhookEndpointStore } from "./webhook-endpoint-store.ts";
import type { ClaimedDelivery, WebhookEventStore } from "./webhook-event-store.ts";
import { isAcknowledged, sendWebhook, type SendOutcome } from "./webhook-sender.ts";
import { signatureHeader } from "./webhook-signature.ts";

export interface DispatcherOptions {
  readonly events: WebhookEventStore;
  readonly endpoints: WebhookEndpointStore;
  readonly secrets: SecretBox;
  readonly log: Logger;
  /**
   * The waits after the 1st, 2nd, … failed attempt (by default 1 min, 5 min, 30 min, 2 h, 6 h and
   * 12 h); attempts in all = length + 1.
   */
  readonly retryDelaysMs: readonly number[];
  readonly timeoutMs: number;
  readonly allowPrivate: boolean;
  readonly lookup?: HostLookup;
  /** Attempts under way at once in this process, and to any one endpoint. */
  readonly maxInFlight?: number;
  readonly maxPerEndpoint?: number;
  /** How often to look for deliveries other processes queued. */
  readonly pollMs?: number;
  /** Told of every attempt's outcome (the metrics); `given_up` is a failed last attempt. */
  readonly onAttempt?: (outcome: WebhookAttemptOutcome) => void;
}

/**
 * Sends due webhook deliveries, off the job path: attempts run concurrently, a slow or hanging
 * receiver holds at most `maxPerEndpoint` of them, and every attempt's outcome and the next due
 * time are written to the store before the next look, so a restart loses nothing.
 */
export class WebhookDispatcher {
  private readonly options: Required<Omit<DispatcherOptions, "lookup">> & { lookup?: HostLookup };
  private readonly owner = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly perEndpoint = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private pumping = false;
  private pumpAgain = false;

  constructor(options: DispatcherOptions) {
    this.options = { maxInFlight: 64, maxPerEndpoint: 4, pollMs: 1000, onAttempt: () => {}, ...options };
  }

  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** Stops taking deliveries and waits for the attempts under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await Promise.allSettled(this.inFlight.values());
  }

  /** Looks for due deliveries now (a new event was stored). */
  wake(): void {
    if (this.stopped) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    void this.pump()
      .catch((error: unknown) => this.options.log.error({ err: error }, "webhook dispatcher could not read due deliveries"))
      .finally(() => {
        this.pumping = false;
        if (this.pumpAgain) {
          this.pumpAgain = false;
          this.wake();
        } else void this.schedule();
      });
  }

  private async pump(): Promise<void> {
    while (!this.stopped && this.inFlight.size < this.options.maxInFlight) {
      const busy = [...this.perEndpoint].filter(([, count]) => count >= this.options.maxPerEndpoint).map(([id]) => id);
      const now = new Date();
      // The lease outlasts the attempt's time limit, so only a dead process loses it.
      const leaseUntil = new Date(now.getTime() + this.options.timeoutMs + 30_000);
      const claim = await this.options.events.claimDue(now, this.owner, leaseUntil, busy);
      if (!claim) return;
      const endpointId = claim.delivery.endpointId;
      this.perEndpoint.set(endpointId, (this.perEndpoint.get(endpointId) ?? 0) + 1);
      const attempt = this.attempt(claim)
        .catch((error: unknown) => this.options.log.error({ err: error, deliveryId: claim.delivery.id }, "webhook attempt could not be recorded"))
        .finally(() => {
          this.inFlight.delete(claim.delivery.id);
          const left = (this.perEndpoint.get(endpointId) ?? 1) - 1;
          if (left === 0) this.perEndpoint.delete(endpointId);
          else this.perEndpoint.set(endpointId, left);
          this.wake();
        });
      this.inFlight.set(claim.delivery.id, attempt);
    }
  }

  /** Sleeps until the next due delivery, or the poll interval, whichever comes first. */
  private async schedule(): Promise<void> {
    if (this.stopped) return;
    clearTimeout(this.timer);
    let wait = this.options.pollMs;
    try {
      const due = await this.options.events.nextDueAt();
      if (due !== null) wait = Math.min(wait, Math.max(0, due.getTime() - Date.now()));
    } catch (error) {
      this.options.log.error({ err: error }, "webhook dispatcher could not read the next due time");
    }
    if (this.stopped) return;
    this.timer = setTimeout(() => this.wake(), wait);
    this.timer.unref();
  }

  private async attempt({ delivery, event }: ClaimedDelivery): Promise<void> {
    const number = delivery.attempts + 1;
    const endpoint = await this.options.endpoints.getEndpoint(delivery.accountId, delivery.endpointId);
    let outcome: SendOutcome;
    const url = endpoint?.url ?? "(removed endpoint)";
    const attemptedAt = new Date();
    // On record before the request goes out: if this process dies mid-attempt, the attempt is
    // still counted (and closed as failed) when another process takes the delivery over.
    const attemptId = await this.options.events.beginAttempt(delivery.id, { eventId: event.id, eventType: event.type, endpointId: delivery.endpointId, endpointUrl: url, attempt: number, attemptedAt });
    if (!endpoint) outcome = { statusCode: null, error: "the endpoint was removed", durationMs: 0 };
    else {
      // Every attempt is signed afresh, with the time it is sent.
      const signature = signatureHeader(this.options.secrets.open(endpoint.secretSealed), event.body, Date.now() / 1000);
      outcome = await sendWebhook(
        {
          url,
          body: event.body,
          headers: { "service-event": event.type, "service-delivery": event.id, "service-signature": signature },
        },
        { timeoutMs: this.options.timeoutMs, allowPrivate: this.options.allowPrivate, ...(this.options.lookup ? { lookup: this.options.lookup } : {}) },
      );
    }
    const acknowledged = isAcknowledged(outcome);
    const delay = this.options.retryDelaysMs[number - 1];
    const nextAttemptAt = acknowledged || !endpoint || delay === undefined ? null : new Date(Date.now() + delay);
    const recorded = await this.options.events.recordAttempt(delivery.id, this.owner, {
      attemptId,
      record: {
        eventId: event.id,
        eventType: event.type,
        endpointId: delivery.endpointId,
        endpointUrl: url,
        attempt: number,
        attemptedAt,
        durationMs: outcome.durationMs,
        statusCode: outcome.statusCode,
        error: outcome.error,
        outcome: acknowledged ? "succeeded" : "failed",
      },
      nextAttemptAt,
    });
    this.options.onAttempt(acknowledged ? "succeeded" : nextAttemptAt ? "failed" : "given_up");
    const detail = { eventId: event.id, type: event.type, endpointId: delivery.endpointId, attempt: number, status: outcome.statusCode, error: outcome.error };
    if (!recorded) this.options.log.warn(detail, "webhook delivery lease was lost before its attempt was recorded");
    else if (acknowledged) this.options.log.debug(detail, "webhook delivered");
    else if (nextAttemptAt) this.options.log.info({ ...detail, next: nextAttemptAt.toISOString() }, "webhook attempt failed; will retry");
    else this.options.log.warn(detail, "webhook given up");
  }
}
