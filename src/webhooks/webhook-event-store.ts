import type { SqlClient } from "../db/sql-client.ts";
import type { DeliveryAttempt, DeliveryFilter, WebhookEventType } from "./webhook-management.ts";

/** An event as it will be sent: its body is written once and every attempt sends it unchanged. */
export interface WebhookEvent {
  readonly id: string;
  readonly accountId: string;
  readonly type: WebhookEventType;
  readonly createdAt: Date;
  /** The JSON body exactly as sent: the signature covers these bytes. */
  readonly body: string;
}

/** One event on its way to one endpoint: a series of up to seven attempts (with the default retry delays). */
export interface Delivery {
  readonly id: string;
  readonly eventId: string;
  readonly endpointId: string;
  readonly accountId: string;
  /** Attempts made so far. */
  readonly attempts: number;
}

export interface ClaimedDelivery {
  readonly delivery: Delivery;
  readonly event: WebhookEvent;
}

/** An attempt about to be made: recorded before the request goes out. */
export type AttemptStart = Pick<DeliveryAttempt, "eventId" | "eventType" | "endpointId" | "endpointUrl" | "attempt" | "attemptedAt">;

/** What an attempt leaves behind: the record, and whether (and when) to try again. */
export interface AttemptResult {
  /** The id `beginAttempt` gave the attempt's record. */
  readonly attemptId: string;
  readonly record: Omit<DeliveryAttempt, "id" | "nextAttemptAt">;
  /** When to try again; null once acknowledged or given up. */
  readonly nextAttemptAt: Date | null;
}

/**
 * Port: webhook events, their deliveries and every attempt. Due times are stored,
 * so pending retries survive a restart; a claimed delivery is leased, so if the process holding
 * it dies, another takes it over when the lease runs out.
 */
export interface WebhookEventStore {
  /** Stores the event and one delivery per endpoint, due at `dueAt`, in one step (inside `tx` if given). */
  createEvent(event: WebhookEvent, endpointIds: readonly string[], dueAt: Date, tx?: SqlClient): Promise<void>;
  getEvent(accountId: string, eventId: string): Promise<WebhookEvent | null>;
  /** A new series of attempts of an existing event to one endpoint. */
  addDelivery(event: WebhookEvent, endpointId: string, dueAt: Date): Promise<Delivery>;
  /**
   * Takes a due pending delivery whose endpoint is not in `busyEndpoints`, leased to `owner`
   * until `leaseUntil`; null when none is due. Which due one comes first is the store's: the
   * embedded store takes the most overdue, pg-boss its queue's order (by when the delivery was
   * queued). Every due delivery is taken in turn either way; none waits behind a busy endpoint.
   */
  claimDue(now: Date, owner: string, leaseUntil: Date, busyEndpoints: readonly string[]): Promise<ClaimedDelivery | null>;
  /**
   * Records that an attempt of a delivery `owner` holds is being made, before the request goes
   * out, so that an attempt whose sender dies is still on record (its outcome is written when the
   * delivery is next claimed). Returns the record's id.
   */
  beginAttempt(deliveryId: string, start: AttemptStart): Promise<string>;
  /** Completes the attempt's record and releases the delivery; false if the lease was lost. */
  recordAttempt(deliveryId: string, owner: string, result: AttemptResult): Promise<boolean>;
  /** The earliest due time of any pending delivery, or null when none is pending. */
  nextDueAt(): Promise<Date | null>;
  /** Stops every pending delivery to an endpoint (it was removed), or only those of one event (it is being resent). */
  cancelDeliveries(endpointId: string, eventId?: string): Promise<void>;
  listAttempts(accountId: string, filter: DeliveryFilter): Promise<DeliveryAttempt[]>;
}
