import { after, before } from "node:test";
import { randomUUID } from "node:crypto";
import type { PgBoss } from "pg-boss";
import { SqlAccountStore } from "../../src/accounts/sql-account-store.ts";
import { startPgBoss } from "../../src/db/pg-boss.ts";
import { PostgresClient } from "../../src/db/postgres-client.ts";
import { migratePostgres } from "../../src/db/postgres-migrations.ts";
import { PgBossJobQueue } from "../../src/jobs/pg-boss-job-queue.ts";
import { SqlJobStore } from "../../src/jobs/sql-job-store.ts";
import { createLogger } from "../../src/logger.ts";
import { testDatabaseEnv } from "../helpers/test-app.ts";
import { jobQueueContract } from "./job-queue-contract.ts";
import { jobStoreContract } from "./job-store-contract.ts";

/**
 * The PostgreSQL adapters against the same port contracts as the embedded ones. They run where a
 * server is named by DOCTOOLS_TEST_DATABASE_URL (CI's PostgreSQL run), or at the CI machine's
 * address otherwise, which every machine of this project has.
 */
const url = process.env.DOCTOOLS_TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
process.env.DOCTOOLS_TEST_DATABASE_URL = url;

let database: Awaited<ReturnType<typeof testDatabaseEnv>>;
let sql: PostgresClient;
let boss: PgBoss;
before(async () => {
  database = await testDatabaseEnv();
  sql = await PostgresClient.connect({ connectionString: url, schema: database.env.DOCTOOLS_DB_SCHEMA! });
  await migratePostgres(sql);
  boss = await startPgBoss({ connectionString: url, schema: `${database.env.DOCTOOLS_DB_SCHEMA!}_queue`, log: createLogger("warn"), superviseIntervalSeconds: 1 });
});
after(async () => {
  await boss.stop({ graceful: false, close: true });
  await sql.close();
  await database.drop();
});

jobStoreContract("PostgreSQL", async () => {
  const account = await new SqlAccountStore(sql).createAccount({ id: randomUUID(), email: `${randomUUID()}@example.test`, name: "A", plan: "Developer", passwordHash: null });
  return { store: new SqlJobStore(sql), accountId: account.id, dispose: async () => {} };
});

jobQueueContract(
  "pg-boss",
  async () => {
    // A queue of its own per test, as each embedded test gets a database of its own.
    const queue = new PgBossJobQueue(boss, { name: `jobs-${randomUUID().slice(0, 8)}`, leaseSeconds: 10, jobTimeoutSeconds: 60, maxAttempts: 3 });
    await queue.prepare();
    return { queue, dispose: async () => {} };
  },
  { kind: "engine", expireWithinMs: 30_000 },
);
