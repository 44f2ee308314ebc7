import { DatabaseSync } from "node:sqlite";
import fs from "node:fs";
import path from "node:path";
import { sqliteMigrations } from "./sqlite-migrations.ts";

export type SqliteDatabase = DatabaseSync;

/**
 * Opens the embedded database and brings its schema up to date. WAL lets readers go on while
 * a write happens; the busy timeout covers other processes on the file (a `doctools worker`,
 * CLI commands run while the service is up). It is set when the connection opens, because the
 * very first statement (switching to WAL) may already have to wait for another process's lock.
 */
export function openSqlite(file: string): SqliteDatabase {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file, { timeout: 5000 });
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;");
  migrate(db);
  return db;
}

/**
 * Forward-only numbered migrations, tracked in user_version. The version is read again inside
 * each write transaction: two processes opening a new file at once must not both run a step.
 */
function migrate(db: SqliteDatabase): void {
  const versionNow = () => (db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version;
  while (versionNow() < sqliteMigrations.length) {
    db.exec("BEGIN IMMEDIATE");
    try {
      const version = versionNow();
      if (version >= sqliteMigrations.length) {
        db.exec("COMMIT");
        break;
      }
      db.exec(sqliteMigrations[version]!);
      db.exec(`PRAGMA user_version = ${version + 1}`);
      db.exec("COMMIT");
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  }
}
