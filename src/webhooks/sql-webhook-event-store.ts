import { randomUUID } from "node:crypto";
import type { SqlClient } from "../db/sql-client.ts";
import type { AttemptResult, AttemptStart, ClaimedDelivery, Delivery, WebhookEvent, WebhookEventStore } from "./webhook-event-store.ts";
import type { DeliveryAttempt, DeliveryFilter, WebhookEventType } from "./webhook-management.ts";

interface EventRow {
  id: string;
  account_id: string;
  type: string;
  created_at: string;
  body: string;
}

interface DeliveryRow {
  id: string;
  event_id: string;
  endpoint_id: string;
  account_id: string;
  attempts: number;
}

interface AttemptRow {
  id: string;
  event_id: string;
  event_type: string;
  endpoint_id: string;
  endpoint_url: string;
  attempt: number;
  attempted_at: string;
  duration_ms: number;
  status_code: number | null;
  error: string | null;
  outcome: string;
  next_attempt_at: string | null;
}

const toEvent = (row: EventRow): WebhookEvent => ({
  id: row.id,
  accountId: row.account_id,
  type: row.type as WebhookEventType,
  createdAt: new Date(row.created_at),
  body: row.body,
});

const toDelivery = (row: DeliveryRow): Delivery => ({
  id: row.id,
  eventId: row.event_id,
  endpointId: row.endpoint_id,
  accountId: row.account_id,
  attempts: row.attempts,
});

const toAttempt = (row: AttemptRow): DeliveryAttempt => ({
  id: row.id,
  eventId: row.event_id,
  eventType: row.event_type as WebhookEventType,
  endpointId: row.endpoint_id,
  endpointUrl: row.endpoint_url,
  attempt: row.attempt,
  attemptedAt: new Date(row.attempted_at),
  durationMs: row.duration_ms,
  statusCode: row.status_code,
  error: row.error,
  outcome: row.outcome === "succeeded" ? "succeeded" : "failed",
  nextAttemptAt: row.next_attempt_at === null ? null : new Date(row.next_attempt_at),
});

/**
 * Events, deliveries and attempts in the database. Due deliveries wait in the deliveries table
 * itself here (the embedded default); on PostgreSQL they wait in the queue engine instead
 * (PgBossWebhookEventStore), which overrides the three places that schedule, claim and settle.
 */
export class SqlWebhookEventStore implements WebhookEventStore {
  protected readonly sql: SqlClient;

  constructor(sql: SqlClient) {
    this.sql = sql;
  }

  async createEvent(event: WebhookEvent, endpointIds: readonly string[], dueAt: Date, within?: SqlClient): Promise<void> {
    await (within ?? this.sql).transaction(async (tx) => {
      await tx.run("INSERT INTO webhook_events (id, account_id, type, created_at, body) VALUES (?, ?, ?, ?, ?)", [
        event.id,
        event.accountId,
        event.type,
        event.createdAt.toISOString(),
        event.body,
      ]);
      for (const endpointId of endpointIds) await this.insertDelivery(tx, event, endpointId, dueAt);
    });
  }

  private async insertDelivery(tx: SqlClient, event: WebhookEvent, endpointId: string, dueAt: Date): Promise<Delivery> {
    const row = await tx.one<DeliveryRow>(
      `INSERT INTO webhook_deliveries (id, event_id, endpoint_id, account_id, state, next_attempt_at)
       VALUES (?, ?, ?, ?, 'pending', ?) RETURNING *`,
      [randomUUID(), event.id, endpointId, event.accountId, dueAt.getTime()],
    );
    await this.scheduled(tx, row!.id, dueAt);
    return toDelivery(row!);
  }

  /** A delivery is due at `dueAt`: the table's next_attempt_at already says so. */
  protected async scheduled(_tx: SqlClient, _deliveryId: string, _dueAt: Date): Promise<void> {}

  /** An attempt of a claimed delivery was recorded; `next` is when to try again, if ever. */
  protected async settled(_tx: SqlClient, _deliveryId: string, _next: Date | null): Promise<void> {}

  /** A delivery just claimed, with its event, and any attempt its previous holder left open closed. */
  private async claimed(row: DeliveryRow): Promise<ClaimedDelivery> {
    const event = await this.sql.one<EventRow>("SELECT * FROM webhook_events WHERE id = ?", [row.event_id]);
    return { delivery: await this.closeOrphanedAttempts(toDelivery(row)), event: toEvent(event!) };
  }

  /** Marks a delivery as held by `owner` (the caller already has it to itself). */
  protected async hold(deliveryId: string, owner: string, leaseUntil: Date): Promise<ClaimedDelivery | null> {
    const row = await this.sql.one<DeliveryRow>(
      "UPDATE webhook_deliveries SET locked_by = ?, locked_until = ? WHERE id = ? AND state = 'pending' RETURNING *",
      [owner, leaseUntil.getTime(), deliveryId],
    );
    return row ? this.claimed(row) : null;
  }

  async getEvent(accountId: string, eventId: string): Promise<WebhookEvent | null> {
    const row = await this.sql.one<EventRow>("SELECT * FROM webhook_events WHERE id = ? AND account_id = ?", [eventId, accountId]);
    return row ? toEvent(row) : null;
  }

  async addDelivery(event: WebhookEvent, endpointId: string, dueAt: Date): Promise<Delivery> {
    return this.sql.transaction((tx) => this.insertDelivery(tx, event, endpointId, dueAt));
  }

  async claimDue(now: Date, owner: string, leaseUntil: Date, busyEndpoints: readonly string[]): Promise<ClaimedDelivery | null> {
    // One statement whose outer WHERE repeats the claimable test: a concurrent claimer that
    // picked the same row re-checks it after the winner's update and finds it taken.
    const busy = `SELECT ${this.sql.json.text("busy")} FROM ${this.sql.json.elements("?", "busy")}`;
    const row = await this.sql.one<DeliveryRow>(
      `UPDATE webhook_deliveries SET locked_by = ?, locked_until = ?
       WHERE id = (
         SELECT id FROM webhook_deliveries
         WHERE state = 'pending' AND next_attempt_at <= ?
           AND (locked_until IS NULL OR locked_until < ?)
           AND endpoint_id NOT IN (${busy})
         ORDER BY next_attempt_at LIMIT 1)
       AND state = 'pending' AND (locked_until IS NULL OR locked_until < ?)
       RETURNING *`,
      [owner, leaseUntil.getTime(), now.getTime(), now.getTime(), JSON.stringify(busyEndpoints), now.getTime()],
    );
    return row ? this.claimed(row) : null;
  }

  async beginAttempt(deliveryId: string, start: AttemptStart): Promise<string> {
    const id = randomUUID();
    await this.sql.run(
      `INSERT INTO webhook_attempts (id, delivery_id, account_id, event_id, event_type, endpoint_id, endpoint_url, attempt,
         attempted_at, duration_ms, status_code, error, outcome, next_attempt_at)
       SELECT ?, id, account_id, event_id, ?, endpoint_id, ?, CAST(? AS INTEGER), ?, 0, NULL, NULL, 'sending', NULL FROM webhook_deliveries WHERE id = ?`,
      [id, start.eventType, start.endpointUrl, start.attempt, start.attemptedAt.toISOString(), deliveryId],
    );
    return id;
  }

  /**
   * A delivery just claimed may carry the record of an attempt whose sender died before its answer
   * was written (it is still 'sending'): that attempt did go out, or may have, so it is closed as
   * failed and counted, and the next attempt gets the next number.
   */
  protected async closeOrphanedAttempts(delivery: Delivery): Promise<Delivery> {
    const orphaned = await this.sql.run(
      `UPDATE webhook_attempts SET outcome = 'failed', error = 'the process making this attempt stopped before its answer was recorded'
       WHERE delivery_id = ? AND outcome = 'sending'`,
      [delivery.id],
    );
    if (orphaned === 0) return delivery;
    await this.sql.run("UPDATE webhook_deliveries SET attempts = attempts + ? WHERE id = ?", [orphaned, delivery.id]);
    return { ...delivery, attempts: delivery.attempts + orphaned };
  }

  async recordAttempt(deliveryId: string, owner: string, result: AttemptResult): Promise<boolean> {
    const { record, nextAttemptAt } = result;
    return this.sql.transaction(async (tx) => {
      const state = record.outcome === "succeeded" ? "succeeded" : nextAttemptAt === null ? "failed" : "pending";
      const updated = await tx.one<{ state: string }>(
        // A delivery cancelled while its attempt was under way (endpoint removed) stays cancelled,
          // but the attempt, which did happen, is still recorded.
          `UPDATE webhook_deliveries SET attempts = attempts + 1,
             state = CASE state WHEN 'cancelled' THEN state ELSE ? END,
             next_attempt_at = CASE state WHEN 'cancelled' THEN NULL ELSE CAST(? AS BIGINT) END,
             locked_by = NULL, locked_until = NULL
           WHERE id = ? AND locked_by = ?
           RETURNING state`,
        [state, nextAttemptAt?.getTime() ?? null, deliveryId, owner],
      );
      if (updated === null) return false;
      // The record names a next attempt only if one will be made: not once the delivery was cancelled.
      const next = updated.state === "pending" ? nextAttemptAt : null;
      await tx.run(
        `UPDATE webhook_attempts SET duration_ms = CAST(? AS INTEGER), status_code = CAST(? AS INTEGER), error = ?, outcome = ?, next_attempt_at = ?
         WHERE id = ?`,
        [Math.round(record.durationMs), record.statusCode, record.error, record.outcome, next?.toISOString() ?? null, result.attemptId],
      );
      await this.settled(tx, deliveryId, next);
      return true;
    });
  }

  async nextDueAt(): Promise<Date | null> {
    const row = await this.sql.one<{ due: number | null }>("SELECT min(next_attempt_at) AS due FROM webhook_deliveries WHERE state = 'pending'");
    return row?.due == null ? null : new Date(Number(row.due));
  }

  async cancelDeliveries(endpointId: string, eventId?: string): Promise<void> {
    const which = "endpoint_id = ? AND state = 'pending' AND (CAST(? AS TEXT) IS NULL OR event_id = ?)";
    const params = [endpointId, eventId ?? null, eventId ?? null];
    // Deliveries first, then their attempts: the order recordAttempt takes its locks in, so the two
    // cannot deadlock on PostgreSQL.
    await this.sql.transaction(async (tx) => {
      const cancelled = await tx.all<{ id: string }>(`UPDATE webhook_deliveries SET state = 'cancelled', next_attempt_at = NULL WHERE ${which} RETURNING id`, params);
      // The recorded attempts stop naming a next try that will not come.
      for (const { id } of cancelled) await tx.run("UPDATE webhook_attempts SET next_attempt_at = NULL WHERE delivery_id = ?", [id]);
    });
  }

  async listAttempts(accountId: string, filter: DeliveryFilter): Promise<DeliveryAttempt[]> {
    const rows = await this.sql.all<AttemptRow>(
      `SELECT * FROM webhook_attempts
       WHERE account_id = ? AND outcome <> 'sending' AND (CAST(? AS TEXT) IS NULL OR endpoint_id = ?) AND (CAST(? AS TEXT) IS NULL OR outcome = ?)
       ORDER BY attempted_at DESC, attempt DESC LIMIT ?`,
      [accountId, filter.endpointId ?? null, filter.endpointId ?? null, filter.outcome ?? null, filter.outcome ?? null, filter.limit ?? 100],
    );
    return rows.map(toAttempt);
  }
}
