import path from "node:path";
import type { PgBoss } from "pg-boss";
import type { Config } from "./config.ts";
import type { JobQueue } from "./jobs/job-queue.ts";
import { PgBossJobQueue } from "./jobs/pg-boss-job-queue.ts";
import { SqliteJobQueue } from "./jobs/sqlite-job-queue.ts";
import { PgBossWebhookEventStore } from "./webhooks/pg-boss-webhook-event-store.ts";
import { SqlWebhookEventStore } from "./webhooks/sql-webhook-event-store.ts";
import type { WebhookEventStore } from "./webhooks/webhook-event-store.ts";
import type { Logger } from "./logger.ts";
import { startPgBoss } from "./db/pg-boss.ts";
import { PostgresClient } from "./db/postgres-client.ts";
import { migratePostgres } from "./db/postgres-migrations.ts";
import type { SqlClient } from "./db/sql-client.ts";
import { openSqlite } from "./db/sqlite.ts";
import { SqliteClient } from "./db/sqlite-client.ts";

/** Where state lives: the tables every store uses, and the queue jobs go through. */
export interface Database {
  readonly sql: SqlClient;
  readonly queue: JobQueue;
  /** Webhook events and deliveries, whose due attempts wait in the queue engine where there is one. */
  readonly webhookEvents: WebhookEventStore;
  /** The queue engine on PostgreSQL; null on the embedded database. */
  readonly boss: PgBoss | null;
  close(): Promise<void>;
}

/** The embedded SQLite database's file, when no `DATABASE_URL` names another database; null then. */
export function embeddedDatabaseFile(config: Config): string | null {
  return config.databaseUrl === null ? path.join(config.dataDir, "doctools.db") : null;
}

/**
 * `DATABASE_URL` selects PostgreSQL with pg-boss; otherwise the embedded SQLite.
 * `largestRunningCap` is the most jobs any plan lets one account run at once.
 */
export async function openDatabase(config: Config, log: Logger, maxAttempts: number, largestRunningCap: number): Promise<Database> {
  if (config.databaseUrl === null) {
    const sql = new SqliteClient(openSqlite(embeddedDatabaseFile(config)!));
    return { sql, queue: new SqliteJobQueue(sql), webhookEvents: new SqlWebhookEventStore(sql), boss: null, close: () => sql.close() };
  }
  const sql = await PostgresClient.connect({ connectionString: config.databaseUrl, schema: config.databaseSchema });
  try {
    await migratePostgres(sql);
    const boss = await startPgBoss({ connectionString: config.databaseUrl, schema: `${config.databaseSchema}_queue`, log, superviseIntervalSeconds: config.queueSuperviseSeconds });
    const queue = new PgBossJobQueue(boss, sql, {
      name: "doctools-jobs",
      leaseSeconds: config.jobLeaseSeconds,
      jobTimeoutSeconds: config.jobTimeoutSeconds,
      maxAttempts,
      largestRunningCap,
    });
    await queue.prepare();
    const webhookEvents = new PgBossWebhookEventStore(sql, boss, "doctools-webhook-deliveries");
    await webhookEvents.prepare(config.webhookTimeoutSeconds);
    return {
      sql,
      queue,
      webhookEvents,
      boss,
      async close() {
        await boss.stop({ graceful: false, close: true });
        await sql.close();
      },
    };
  } catch (error) {
    await sql.close();
    throw error;
  }
}
