import type { SqliteDatabase } from "./sqlite.ts";
import type { JsonSql, SqlClient, SqlValue } from "./sql-client.ts";

const json: JsonSql = {
  elements: (arrayText, alias) => `json_each(${arrayText}) AS ${alias}`,
  integerAt: (alias, field) => `json_extract(${alias}.value, '$.${field}')`,
  text: (alias) => `${alias}.value`,
};

/**
 * SqlClient over the embedded database. node:sqlite is synchronous and has one connection, so a
 * transaction whose callback awaits would take in any statement issued meanwhile; every statement
 * therefore waits for the transaction in progress (and runs synchronously, with no await between
 * the check and the statement, when there is none), which keeps transactions isolated in-process
 * (BEGIN IMMEDIATE and the busy timeout do it across processes).
 */
export class SqliteClient implements SqlClient {
  readonly dialect = "sqlite" as const;
  readonly lockRows = "";
  readonly json = json;
  private readonly db: SqliteDatabase;
  /** Runs statements at once; used directly inside a transaction, after waiting outside one. */
  private readonly statements: TransactionClient;
  private current: Promise<unknown> = Promise.resolve();
  private inTransaction = false;

  constructor(db: SqliteDatabase) {
    this.db = db;
    this.statements = new TransactionClient(db);
  }

  async one<T>(sql: string, params: readonly SqlValue[] = []): Promise<T | null> {
    while (this.inTransaction) await this.current;
    return this.statements.one<T>(sql, params);
  }

  async all<T>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
    while (this.inTransaction) await this.current;
    return this.statements.all<T>(sql, params);
  }

  async run(sql: string, params: readonly SqlValue[] = []): Promise<number> {
    while (this.inTransaction) await this.current;
    return this.statements.run(sql, params);
  }

  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
    const result = this.current.then(async () => {
      this.db.exec("BEGIN IMMEDIATE");
      this.inTransaction = true;
      try {
        const value = await fn(this.statements);
        this.db.exec("COMMIT");
        return value;
      } catch (error) {
        this.db.exec("ROLLBACK");
        throw error;
      } finally {
        this.inTransaction = false;
      }
    });
    this.current = result.catch(() => undefined);
    return result;
  }

  async close(): Promise<void> {
    await this.current;
    this.db.close();
  }
}

/** The statements of one transaction: they run at once, inside it. */
class TransactionClient implements SqlClient {
  readonly dialect = "sqlite" as const;
  readonly lockRows = "";
  readonly json = json;
  private readonly db: SqliteDatabase;

  constructor(db: SqliteDatabase) {
    this.db = db;
  }

  async one<T>(sql: string, params: readonly SqlValue[] = []): Promise<T | null> {
    return (this.db.prepare(sql).get(...(params as SqlValue[])) as T | undefined) ?? null;
  }

  async all<T>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
    return this.db.prepare(sql).all(...(params as SqlValue[])) as T[];
  }

  async run(sql: string, params: readonly SqlValue[] = []): Promise<number> {
    return Number(this.db.prepare(sql).run(...(params as SqlValue[])).changes);
  }

  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
    return fn(this);
  }

  async close(): Promise<void> {}
}
