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
import { fileStoreContract } from "./file-store-contract.ts";
import { jobQueueContract } from "./job-queue-contract.ts";
import { jobStoreContract } from "./job-store-contract.ts";

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
