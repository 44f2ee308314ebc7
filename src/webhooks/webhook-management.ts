import type { Account } from "../accounts/account-store.ts";
import type { WebhookEndpoint } from "./webhook-endpoint-store.ts";
import type { NewWebhookEndpoint } from "./endpoint-rules.ts";

export type WebhookEventType = "job.completed" | "job.failed" | "ping";

/** How one delivery attempt ended: a 2xx in time, or anything else (status, error, no answer). */
export type AttemptOutcome = "succeeded" | "failed";

/** One recorded attempt to deliver one event to one endpoint. */
export interface DeliveryAttempt {
  readonly id: string;
  readonly eventId: string;
  readonly eventType: WebhookEventType;
  readonly endpointId: string;
  readonly endpointUrl: string;
  /** 1 for the first attempt, up to 7 with the default retry delays. */
  readonly attempt: number;
  readonly attemptedAt: Date;
  readonly durationMs: number;
  /** The receiver's HTTP status, or null when there was no answer. */
  readonly statusCode: number | null;
  /** Why it failed when there is no status to say it (timeout, refused address, connection error). */
  readonly error: string | null;
  readonly outcome: AttemptOutcome;
  /** When the next attempt is due after a failure; null once acknowledged or given up. */
  readonly nextAttemptAt: Date | null;
}

export interface DeliveryFilter {
  readonly endpointId?: string;
  readonly outcome?: AttemptOutcome;
  /** At most this many, newest first (default 100). */
  readonly limit?: number;
}

/**
 * What the dashboard and the CLI use to manage an account's endpoints and see deliveries. Every
 * call is scoped to one account: ids of another account's endpoints or events are not found.
 */
export interface WebhookManagement {
  addEndpoint(account: Account, url: string): Promise<NewWebhookEndpoint>;
  listEndpoints(accountId: string): Promise<WebhookEndpoint[]>;
  /** False when the account has no such endpoint. Pending deliveries to it are dropped. */
  removeEndpoint(accountId: string, endpointId: string): Promise<boolean>;
  /** Queues a `ping` event to one endpoint of the account; null when there is no such endpoint. */
  sendPing(accountId: string, endpointId: string): Promise<{ eventId: string } | null>;
  /**
   * Delivers an earlier event to one endpoint again, as a new series of attempts starting at 1
   * (same event id, so receivers can skip it if already handled), in place of any retries of it
   * still pending there. False when the account has no such event or endpoint.
   */
  resend(accountId: string, eventId: string, endpointId: string): Promise<boolean>;
  /** Recorded attempts of the account's events, newest first. */
  listDeliveries(accountId: string, filter?: DeliveryFilter): Promise<DeliveryAttempt[]>;
}
