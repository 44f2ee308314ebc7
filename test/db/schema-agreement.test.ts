import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PostgresClient } from "../../src/db/postgres-client.ts";
import { migratePostgres } from "../../src/db/postgres-migrations.ts";
import { openSqlite } from "../../src/db/sqlite.ts";
import { SqliteClient } from "../../src/db/sqlite-client.ts";
import { testDatabaseEnv } from "../helpers/test-app.ts";

/**
 * The two migration lists spell one schema twice; this reads both back from the databases
 * themselves (after every migration) and compares them: tables, columns with their type family
 * and nullability, primary keys, foreign keys and indexes (columns, uniqueness, partial or not).
 */
const url = process.env.DOCTOOLS_TEST_DATABASE_URL;
const skip = url ? false : "runs in the PostgreSQL run (npm run test:postgres), which sets DOCTOOLS_TEST_DATABASE_URL";

/** Tables only one side has, each for a reason: the embedded queue is a table; on PostgreSQL pg-boss keeps its own schema. */
const onlyOnSqlite = new Set(["queue_entries"]);
/** Bookkeeping of the migrations themselves (SQLite uses its user_version instead). */
const onlyOnPostgres = new Set(["doctools_schema"]);

interface Column {
  readonly type: "text" | "integer" | "bytes" | "real";
  readonly nullable: boolean;
}
interface Index {
  /** Columns or expressions, normalised: `lower(email)` on PostgreSQL and `email COLLATE NOCASE` on SQLite are both `lower(email)`. */
  readonly columns: string;
  readonly unique: boolean;
  readonly partial: boolean;
}
interface Table {
  readonly columns: Record<string, Column>;
  readonly primaryKey: string;
  readonly foreignKeys: string[];
  readonly indexes: string[];
}
type Schema = Record<string, Table>;

function family(declared: string): Column["type"] {
  const type = declared.toLowerCase();
  if (/^(text|character varying|varchar)/.test(type)) return "text";
  if (/^(integer|bigint|smallint|int)/.test(type)) return "integer";
  if (/^(blob|bytea)/.test(type)) return "bytes";
  if (/^(real|double|numeric)/.test(type)) return "real";
  throw new Error(`unexpected column type ${declared}`);
}

const describeIndex = (index: Index) => `${index.unique ? "unique " : ""}(${index.columns})${index.partial ? " where …" : ""}`;

async function sqliteSchema(client: SqliteClient): Promise<Schema> {
  const schema: Schema = {};
  const tables = await client.all<{ name: string; sql: string }>("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'");
  for (const { name, sql } of tables) {
    if (onlyOnSqlite.has(name)) continue;
    const info = await client.all<{ name: string; type: string; notnull: number; pk: number }>(`SELECT * FROM pragma_table_info('${name}')`);
    const columns: Record<string, Column> = {};
    for (const column of info) columns[column.name] = { type: family(column.type), nullable: column.notnull === 0 && column.pk === 0 };
    const primaryKey = info.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name).join(", ");
    const fks = await client.all<{ from: string; table: string; to: string }>(`SELECT * FROM pragma_foreign_key_list('${name}')`);
    const indexes: string[] = [];
    for (const column of info) {
      // A column declared UNIQUE COLLATE NOCASE is the same rule as PostgreSQL's unique index on lower(column).
      if (new RegExp(`\\b${column.name}\\b[^,]*UNIQUE COLLATE NOCASE`, "i").test(sql)) indexes.push(describeIndex({ columns: `lower(${column.name})`, unique: true, partial: false }));
    }
    const list = await client.all<{ name: string; unique: number; origin: string; partial: number }>(`SELECT * FROM pragma_index_list('${name}')`);
    for (const index of list) {
      if (index.origin === "pk" || index.origin === "u") continue; // the primary key, or the UNIQUE column handled above
      const parts = await client.all<{ name: string | null }>(`SELECT * FROM pragma_index_info('${index.name}') ORDER BY seqno`);
      indexes.push(describeIndex({ columns: parts.map((p) => p.name ?? "<expression>").join(", "), unique: index.unique === 1, partial: index.partial === 1 }));
    }
    schema[name] = { columns, primaryKey, foreignKeys: fks.map((fk) => `${fk.from} -> ${fk.table}(${fk.to})`).sort(), indexes: indexes.sort() };
  }
  return schema;
}

async function postgresSchema(client: PostgresClient): Promise<Schema> {
  const schema: Schema = {};
  const tables = await client.all<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
  );
  for (const { table_name: name } of tables) {
    if (onlyOnPostgres.has(name)) continue;
    const info = await client.all<{ column_name: string; data_type: string; is_nullable: string }>(
      "SELECT column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ?",
      [name],
    );
    const columns: Record<string, Column> = {};
    for (const column of info) columns[column.column_name] = { type: family(column.data_type), nullable: column.is_nullable === "YES" };
    const keys = await client.all<{ kind: string; columns: string; target: string | null; target_columns: string | null }>(
      `SELECT c.contype AS kind,
              (SELECT string_agg(a.attname, ', ' ORDER BY k.n) FROM unnest(c.conkey) WITH ORDINALITY AS k(attnum, n)
                 JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum) AS columns,
              c.confrelid::regclass::text AS target,
              (SELECT string_agg(a.attname, ', ' ORDER BY k.n) FROM unnest(c.confkey) WITH ORDINALITY AS k(attnum, n)
                 JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum) AS target_columns
       FROM pg_constraint c WHERE c.conrelid = ?::regclass AND c.contype IN ('p', 'f')`,
      [name],
    );
    const indexRows = await client.all<{ definition: string; unique: boolean; partial: boolean; primary: boolean }>(
      `SELECT pg_get_indexdef(i.indexrelid) AS definition, i.indisunique AS unique, i.indpred IS NOT NULL AS partial, i.indisprimary AS primary
       FROM pg_index i WHERE i.indrelid = ?::regclass`,
      [name],
    );
    const indexes = indexRows
      .filter((row) => !row.primary)
      .map((row) => describeIndex({ columns: /USING btree \((.*?)\)(?: WHERE |$)/.exec(row.definition)![1]!.replace(/\(?lower\(\(?(\w+)\)?::text\)\)?/, "lower($1)"), unique: row.unique, partial: row.partial }));
    schema[name] = {
      columns,
      primaryKey: keys.find((k) => k.kind === "p")?.columns ?? "",
      foreignKeys: keys.filter((k) => k.kind === "f").map((k) => `${k.columns} -> ${k.target!.replace(/^.*\./, "").replace(/"/g, "")}(${k.target_columns})`).sort(),
      indexes: indexes.sort(),
    };
  }
  return schema;
}

describe("the SQLite and PostgreSQL schemas", { skip }, () => {
  let folder: string;
  let sqlite: SqliteClient;
  let postgres: PostgresClient;
  let database: Awaited<ReturnType<typeof testDatabaseEnv>>;
  before(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), "doctools-schema-"));
    sqlite = new SqliteClient(openSqlite(path.join(folder, "doctools.db")));
    database = await testDatabaseEnv();
    postgres = await PostgresClient.connect({ connectionString: url!, schema: database.env.DOCTOOLS_DB_SCHEMA! });
    await migratePostgres(postgres);
  });
  after(async () => {
    await sqlite.close();
    await postgres.close();
    await database.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it("have the same tables, columns, keys and indexes", async () => {
    const embedded = await sqliteSchema(sqlite);
    const server = await postgresSchema(postgres);
    assert.ok(Object.keys(embedded).length >= 10, "the embedded schema was read");
    assert.deepEqual(Object.keys(server).sort(), Object.keys(embedded).sort(), "tables");
    for (const table of Object.keys(embedded)) {
      assert.deepEqual(server[table], embedded[table], `table ${table}`);
    }
  });

  it("would notice a difference", async () => {
    await postgres.run("ALTER TABLE jobs ALTER COLUMN error SET NOT NULL");
    const server = await postgresSchema(postgres);
    const embedded = await sqliteSchema(sqlite);
    assert.notDeepEqual(server.jobs, embedded.jobs);
  });
});
