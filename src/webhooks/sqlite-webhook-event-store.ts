import { randomUUID } from "node:crypto";
import { inTransaction, type SqliteDatabase } from "../db/sqlite.ts";
import type { AttemptResult, ClaimedDelivery, Delivery, WebhookEvent, WebhookEventStore } from "./webhook-event-store.ts";
import type { DeliveryAttempt, DeliveryFilter, WebhookEventType } from "./webhook-service.ts";

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

export class SqliteWebhookEventStore implements WebhookEventStore {
  private readonly db: SqliteDatabase;

  constructor(db: SqliteDatabase) {
    this.db = db;
  }

  async createEvent(event: WebhookEvent, endpointIds: readonly string[], dueAt: Date): Promise<void> {
    inTransaction(this.db, () => {
      this.db
        .prepare("INSERT INTO webhook_events (id, account_id, type, created_at, body) VALUES (?, ?, ?, ?, ?)")
        .run(event.id, event.accountId, event.type, event.createdAt.toISOString(), event.body);
      const insert = this.db.prepare(
        "INSERT INTO webhook_deliveries (id, event_id, endpoint_id, account_id, state, next_attempt_at) VALUES (?, ?, ?, ?, 'pending', ?)",
      );
      for (const endpointId of endpointIds) insert.run(randomUUID(), event.id, endpointId, event.accountId, dueAt.getTime());
    });
  }

  async getEvent(accountId: string, eventId: string): Promise<WebhookEvent | null> {
    const row = this.db.prepare("SELECT * FROM webhook_events WHERE id = ? AND account_id = ?").get(eventId, accountId) as EventRow | undefined;
    return row ? toEvent(row) : null;
  }

  async addDelivery(event: WebhookEvent, endpointId: string, dueAt: Date): Promise<Delivery> {
    const row = this.db
      .prepare(
        `INSERT INTO webhook_deliveries (id, event_id, endpoint_id, account_id, state, next_attempt_at)
         VALUES (?, ?, ?, ?, 'pending', ?) RETURNING *`,
      )
      .get(randomUUID(), event.id, endpointId, event.accountId, dueAt.getTime()) as unknown as DeliveryRow;
    return toDelivery(row);
  }

  async claimDue(now: Date, owner: string, leaseUntil: Date, busyEndpoints: readonly string[]): Promise<ClaimedDelivery | null> {
    // One statement, so two processes can never claim the same delivery.
    const row = this.db
      .prepare(
        `UPDATE webhook_deliveries SET locked_by = ?, locked_until = ?
         WHERE id = (
           SELECT id FROM webhook_deliveries
           WHERE state = 'pending' AND next_attempt_at <= ?
             AND (locked_until IS NULL OR locked_until < ?)
             AND endpoint_id NOT IN (SELECT value FROM json_each(?))
           ORDER BY next_attempt_at LIMIT 1)
         RETURNING *`,
      )
      .get(owner, leaseUntil.getTime(), now.getTime(), now.getTime(), JSON.stringify(busyEndpoints)) as DeliveryRow | undefined;
    if (!row) return null;
    const event = this.db.prepare("SELECT * FROM webhook_events WHERE id = ?").get(row.event_id) as unknown as EventRow;
    return { delivery: toDelivery(row), event: toEvent(event) };
  }

  async recordAttempt(deliveryId: string, owner: string, result: AttemptResult): Promise<boolean> {
    const { record, nextAttemptAt } = result;
    return inTransaction(this.db, () => {
      const state = record.outcome === "succeeded" ? "succeeded" : nextAttemptAt === null ? "failed" : "pending";
      const updated = this.db
        .prepare(
          // A delivery cancelled while its attempt was under way (endpoint removed) stays cancelled,
          // but the attempt, which did happen, is still recorded.
          `UPDATE webhook_deliveries SET attempts = attempts + 1,
             state = CASE state WHEN 'cancelled' THEN state ELSE ? END,
             next_attempt_at = CASE state WHEN 'cancelled' THEN NULL ELSE ? END,
             locked_by = NULL, locked_until = NULL
           WHERE id = ? AND locked_by = ?`,
        )
        .run(state, nextAttemptAt?.getTime() ?? null, deliveryId, owner);
      if (updated.changes === 0) return false;
      this.db
        .prepare(
          `INSERT INTO webhook_attempts (id, delivery_id, account_id, event_id, event_type, endpoint_id, endpoint_url, attempt,
             attempted_at, duration_ms, status_code, error, outcome, next_attempt_at)
           SELECT ?, id, account_id, event_id, ?, endpoint_id, ?, ?, ?, ?, ?, ?, ?, ? FROM webhook_deliveries WHERE id = ?`,
        )
        .run(
          randomUUID(),
          record.eventType,
          record.endpointUrl,
          record.attempt,
          record.attemptedAt.toISOString(),
          Math.round(record.durationMs),
          record.statusCode,
          record.error,
          record.outcome,
          nextAttemptAt?.toISOString() ?? null,
          deliveryId,
        );
      return true;
    });
  }

  async nextDueAt(): Promise<Date | null> {
    const row = this.db.prepare("SELECT min(next_attempt_at) AS due FROM webhook_deliveries WHERE state = 'pending'").get() as { due: number | null };
    return row.due === null ? null : new Date(row.due);
  }

  async cancelDeliveries(endpointId: string): Promise<void> {
    this.db
      .prepare("UPDATE webhook_deliveries SET state = 'cancelled', next_attempt_at = NULL WHERE endpoint_id = ? AND state = 'pending'")
      .run(endpointId);
  }

  async listAttempts(accountId: string, filter: DeliveryFilter): Promise<DeliveryAttempt[]> {
    const rows = this.db
      .prepare(
        `SELECT * FROM webhook_attempts
         WHERE account_id = ? AND (? IS NULL OR endpoint_id = ?) AND (? IS NULL OR outcome = ?)
         ORDER BY attempted_at DESC, attempt DESC LIMIT ?`,
      )
      .all(accountId, filter.endpointId ?? null, filter.endpointId ?? null, filter.outcome ?? null, filter.outcome ?? null, filter.limit ?? 100) as unknown as AttemptRow[];
    return rows.map(toAttempt);
  }
}
