import { PgBoss, type Db, type Queue } from "pg-boss";
import type { Logger } from "../logger.ts";
import { PostgresClient } from "./postgres-client.ts";
import type { SqlClient } from "./sql-client.ts";

/**
 * The queue engine on PostgreSQL (pg-boss): job and webhook-delivery queues live in its own
 * schema beside the service's tables, in the same database, so a queue entry can be written in
 * the same transaction as the row it stands for.
 */
export async function startPgBoss(options: { connectionString: string; schema: string; log: Logger; superviseIntervalSeconds?: number }): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema,
    max: 4,
    // Expired heartbeats (a worker that died with a job) are noticed within this many seconds.
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? 10,
    monitorIntervalSeconds: options.superviseIntervalSeconds ?? 10,
    schedule: false,
    registerInstance: false,
  });
  boss.on("error", (error: unknown) => options.log.error({ err: error }, "pg-boss error"));
  await boss.start();
  return boss;
}

/** Creates a queue with `settings`, or brings an existing one's settings up to date; every process may call it at start. */
export async function ensureQueue(boss: PgBoss, name: string, settings: Omit<Queue, "name" | "policy">): Promise<void> {
  if (!(await boss.getQueue(name))) {
    try {
      await boss.createQueue(name, { policy: "standard", ...settings });
      return;
    } catch (error) {
      // Another process created it first.
      if (!(await boss.getQueue(name))) throw error;
    }
  }
  await boss.updateQueue(name, settings);
}

/** Lets a pg-boss call run inside one of our transactions (its `db` option). */
export function inTransactionOf(tx: SqlClient | undefined): { db?: Db } {
  if (!tx) return {};
  if (!(tx instanceof PostgresClient)) throw new Error("a pg-boss call can only join a PostgreSQL transaction");
  return { db: { executeSql: (text, values) => tx.executeSql(text, values ?? []) } };
}
