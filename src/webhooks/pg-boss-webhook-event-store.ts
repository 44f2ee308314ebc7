import type { PgBoss } from "pg-boss";
import { ensureQueue, inTransactionOf } from "../db/pg-boss.ts";
import type { SqlClient } from "../db/sql-client.ts";
import { SqlWebhookEventStore } from "./sql-webhook-event-store.ts";
import type { ClaimedDelivery } from "./webhook-event-store.ts";

interface DeliveryJob {
  readonly deliveryId: string;
}

/**
 * Webhook deliveries on PostgreSQL: each due attempt is a pg-boss job that starts at its due
 * time, written in the same transaction as the record that makes it due (an event, a failed
 * attempt, a resend), so no attempt is lost or made twice by design. A process that dies holding
 * one lets pg-boss expire it and hand it to another. The records stay in our tables.
 */
export class PgBossWebhookEventStore extends SqlWebhookEventStore {
  private readonly boss: PgBoss;
  private readonly queue: string;
  /** pg-boss job of each delivery this process holds, by delivery id. */
  private readonly held = new Map<string, { id: string; retryCount: number }>();

  constructor(sql: SqlClient, boss: PgBoss, queue: string) {
    super(sql);
    this.boss = boss;
    this.queue = queue;
  }

  /** Creates the queue; pg-boss's expiry (an attempt's time limit plus margin) stands for the lease. */
  async prepare(attemptTimeoutSeconds: number): Promise<void> {
    await ensureQueue(this.boss, this.queue, { expireInSeconds: attemptTimeoutSeconds + 5, retryLimit: 10, retryDelay: 0, deleteAfterSeconds: 3600 });
  }

  protected override async scheduled(tx: SqlClient, deliveryId: string, dueAt: Date): Promise<void> {
    await this.boss.send(this.queue, { deliveryId } satisfies DeliveryJob, { startAfter: dueAt, ...inTransactionOf(tx) });
  }

  protected override async settled(tx: SqlClient, deliveryId: string, next: Date | null): Promise<void> {
    const job = this.held.get(deliveryId);
    this.held.delete(deliveryId);
    if (job) await this.boss.complete(this.queue, job, undefined, inTransactionOf(tx));
    if (next) await this.scheduled(tx, deliveryId, next);
  }

  override async claimDue(_now: Date, owner: string, leaseUntil: Date, busyEndpoints: readonly string[]): Promise<ClaimedDelivery | null> {
    for (;;) {
      const [job] = await this.boss.fetch<DeliveryJob>(this.queue, { batchSize: 1 });
      if (!job) return null;
      const attempt = { id: job.id, retryCount: job.retryCount };
      const claimed = await this.hold(job.data.deliveryId, owner, leaseUntil);
      if (!claimed) {
        // Delivered, given up or cancelled since (an endpoint removed): nothing to send.
        await this.boss.complete(this.queue, attempt);
        continue;
      }
      if (busyEndpoints.includes(claimed.delivery.endpointId)) {
        // The endpoint already has its share of attempts under way: this one waits a moment.
        await this.sql.transaction(async (tx) => {
          await tx.run("UPDATE webhook_deliveries SET locked_by = NULL, locked_until = NULL WHERE id = ?", [claimed.delivery.id]);
          await this.boss.complete(this.queue, attempt, undefined, inTransactionOf(tx));
          await this.scheduled(tx, claimed.delivery.id, new Date(Date.now() + 1000));
        });
        continue;
      }
      this.held.set(claimed.delivery.id, attempt);
      return claimed;
    }
  }
}
