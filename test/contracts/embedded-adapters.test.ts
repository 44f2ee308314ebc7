import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { openSqlite } from "../../src/db/sqlite.ts";
import { SqliteClient } from "../../src/db/sqlite-client.ts";
import { SqlAccountStore } from "../../src/accounts/sql-account-store.ts";
import { SqliteJobQueue } from "../../src/jobs/sqlite-job-queue.ts";
import { SqlJobStore } from "../../src/jobs/sql-job-store.ts";
import { LocalFileStore } from "../../src/storage/local-file-store.ts";
import { SqlWebhookEventStore } from "../../src/webhooks/sql-webhook-event-store.ts";
import { fileStoreContract } from "./file-store-contract.ts";
import { jobQueueContract } from "./job-queue-contract.ts";
import { jobStoreContract } from "./job-store-contract.ts";
import { sqlClientContract } from "./sql-client-contract.ts";
import { webhookEventStoreContract } from "./webhook-event-store-contract.ts";

/** The embedded default's adapters against the shared port contracts. */
async function tempDir() {
  return fs.mkdtemp(path.join(os.tmpdir(), "doctools-contract-"));
}

fileStoreContract("local disk", async () => {
  const dir = await tempDir();
  return { store: new LocalFileStore(path.join(dir, "files")), dispose: () => fs.rm(dir, { recursive: true, force: true }) };
});

jobStoreContract("SQLite", async () => {
  const dir = await tempDir();
  const db = new SqliteClient(openSqlite(path.join(dir, "test.db")));
  const account = await new SqlAccountStore(db).createAccount({ id: randomUUID(), email: "a@example.test", name: "A", plan: "Developer", passwordHash: null });
  return {
    store: new SqlJobStore(db),
    sql: db,
    accountId: account.id,
    async dispose() {
      await db.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
});

jobQueueContract("SQLite", async () => {
  const dir = await tempDir();
  const db = new SqliteClient(openSqlite(path.join(dir, "test.db")));
  return {
    queue: new SqliteJobQueue(db),
    async dispose() {
      await db.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
});

/** A database of its own on a fresh file, migrated, with two accounts. */
async function sqlite() {
  const dir = await tempDir();
  const db = new SqliteClient(openSqlite(path.join(dir, "test.db")));
  const accounts = new SqlAccountStore(db);
  const [account, other] = await Promise.all(["a", "b"].map((name) => accounts.createAccount({ id: randomUUID(), email: `${name}@example.test`, name, plan: "Developer", passwordHash: null })));
  return {
    db,
    accountId: account!.id,
    otherAccountId: other!.id,
    async dispose() {
      // A test may have closed it already.
      await db.close().catch(() => undefined);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

sqlClientContract("SQLite", async () => {
  const { db, dispose } = await sqlite();
  return { sql: db, dialect: "sqlite", dispose };
});

webhookEventStoreContract("SQLite", async () => {
  const { db, accountId, otherAccountId, dispose } = await sqlite();
  return { store: new SqlWebhookEventStore(db), sql: db, accountId, otherAccountId, dispose };
});
