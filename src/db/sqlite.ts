import { DatabaseSync } from "node:sqlite";
import fs from "node:fs";
import path from "node:path";
import { sqliteMigrations } from "./sqlite-migrations.ts";

export type SqliteDatabase = DatabaseSync;

/**
 * Opens the embedded database and brings its schema up to date. WAL lets readers go on while
 * a write happens; the busy timeout covers a second process (a `doctools worker`) on the file.
 */
export function openSqlite(file: string): SqliteDatabase {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;");
  migrate(db);
  return db;
}

/** Forward-only numbered migrations, tracked in user_version. */
function migrate(db: SqliteDatabase): void {
  const row = db.prepare("PRAGMA user_version").get() as { user_version: number };
  for (let version = row.user_version; version < sqliteMigrations.length; version++) {
    db.exec("BEGIN IMMEDIATE");
    try {
      db.exec(sqliteMigrations[version]!);
      db.exec(`PRAGMA user_version = ${version + 1}`);
      db.exec("COMMIT");
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  }
}
