import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import type { PgBoss } from "pg-boss";
import { SqlAccountStore } from "../../src/accounts/sql-account-store.ts";
import { startPgBoss } from "../../src/db/pg-boss.ts";
import { PostgresClient } from "../../src/db/postgres-client.ts";
import { migratePostgres, postgresMigrations } from "../../src/db/postgres-migrations.ts";
import { openDatabase } from "../../src/open-database.ts";
import { loadConfig } from "../../src/config.ts";
import { PgBossJobQueue } from "../../src/jobs/pg-boss-job-queue.ts";
import { SqlJobStore } from "../../src/jobs/sql-job-store.ts";
import { createLogger } from "../../src/logger.ts";
import { PgBossWebhookEventStore } from "../../src/webhooks/pg-boss-webhook-event-store.ts";
import { testDatabaseEnv } from "../helpers/test-app.ts";
import { jobQueueContract } from "./job-queue-contract.ts";
import { jobStoreContract } from "./job-store-contract.ts";
import { sqlClientContract } from "./sql-client-contract.ts";
import { webhookEventStoreContract } from "./webhook-event-store-contract.ts";

/**
 * The PostgreSQL adapters against the same port contracts as the embedded ones, on the server
 * named by DOCTOOLS_TEST_DATABASE_URL (CI's PostgreSQL run).
 */
const url = process.env.DOCTOOLS_TEST_DATABASE_URL;
/** Without a PostgreSQL server (the embedded default's own run) there is nothing to run these on. */
const skip = url ? false : "runs in the PostgreSQL run (npm run test:postgres), which sets DOCTOOLS_TEST_DATABASE_URL";

describe("PostgreSQL adapters", { skip }, () => {
  let database: Awaited<ReturnType<typeof testDatabaseEnv>>;
  let sql: PostgresClient;
  let boss: PgBoss;
  before(async () => {
    database = await testDatabaseEnv();
    sql = await PostgresClient.connect({ connectionString: url!, schema: database.env.DOCTOOLS_DB_SCHEMA! });
    await migratePostgres(sql);
    boss = await startPgBoss({ connectionString: url!, schema: `${database.env.DOCTOOLS_DB_SCHEMA!}_queue`, log: createLogger("warn"), superviseIntervalSeconds: 1 });
  });
  after(async () => {
    await boss.stop({ graceful: false, close: true });
    await sql.close();
    await database.drop();
  });

  jobStoreContract("PostgreSQL", async () => {
    const account = await new SqlAccountStore(sql).createAccount({ id: randomUUID(), email: `${randomUUID()}@example.test`, name: "A", plan: "Developer", passwordHash: null });
    return { store: new SqlJobStore(sql), sql, accountId: account.id, dispose: async () => {} };
  });

  jobQueueContract(
    "pg-boss",
    async () => {
      // A queue of its own per test, as each embedded test gets a database of its own.
      const queue = new PgBossJobQueue(boss, sql, { name: `jobs-${randomUUID().slice(0, 8)}`, leaseSeconds: 10, jobTimeoutSeconds: 60, maxAttempts: 3, largestRunningCap: 8 });
      await queue.prepare();
      return { queue, dispose: async () => {} };
    },
    { kind: "engine", expireWithinMs: 30_000 },
  );

  sqlClientContract("PostgreSQL", async () => {
    // A client of its own on the shared schema, as each process has: closing it leaves the others' alone.
    const client = await PostgresClient.connect({ connectionString: url!, schema: database.env.DOCTOOLS_DB_SCHEMA! });
    return {
      sql: client,
      dialect: "postgres",
      // The connection listeners hear on dies as a dropped network connection would: its server process ends.
      async loseNotifications(channel) {
        const name = client["notifications"].channelName(channel);
        const ended = await sql.all<{ pid: number }>("SELECT pg_terminate_backend(pid) AS pid FROM pg_stat_activity WHERE query = ?", [`LISTEN "${name}"`]);
        assert.equal(ended.length, 1, "the listening connection was found and ended");
      },
      dispose: () => client.close().catch(() => undefined),
    };
  });

  webhookEventStoreContract(
    "pg-boss",
    async () => {
      const accounts = new SqlAccountStore(sql);
      const [account, other] = await Promise.all([1, 2].map(() => accounts.createAccount({ id: randomUUID(), email: `${randomUUID()}@example.test`, name: "A", plan: "Developer", passwordHash: null })));
      // A queue of its own per test; the tables are shared, so each test takes its rows with it.
      const store = new PgBossWebhookEventStore(sql, boss, `webhooks-${randomUUID().slice(0, 8)}`);
      await store.prepare(1);
      const ids = [account!.id, other!.id];
      return {
        store,
        sql,
        accountId: account!.id,
        otherAccountId: other!.id,
        async dispose() {
          for (const table of ["webhook_attempts", "webhook_deliveries", "webhook_events"]) await sql.run(`DELETE FROM ${table} WHERE account_id IN (?, ?)`, ids);
        },
      };
    },
    // pg-boss expires a claimed delivery after the attempt's time limit (1 s) plus 5 s; its supervisor looks every second.
    { kind: "engine", expireWithinMs: 20_000 },
  );

  it("lets several processes start on an empty schema at once: each migrates or waits, none fails", async () => {
    const fresh = await testDatabaseEnv();
    try {
      const config = loadConfig({ ...fresh.env, DOCTOOLS_DATA_DIR: "/tmp/unused" });
      const opened = await Promise.all([1, 2, 3, 4].map(() => openDatabase(config, createLogger("silent"), 3, 8)));
      try {
        const versions = await opened[0]!.sql.all<{ version: number }>("SELECT version FROM doctools_schema ORDER BY version");
        assert.deepEqual(versions.map((row) => row.version), postgresMigrations.map((_, index) => index + 1), "each migration applied once");
      } finally {
        await Promise.all(opened.map((database) => database.close()));
      }
    } finally {
      await fresh.drop();
    }
  });
});
