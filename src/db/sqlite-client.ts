import type { StatementSync } from "node:sqlite";
import type { SqliteDatabase } from "./sqlite.ts";
import type { JsonSql, NotificationListener, SqlClient, SqlValue } from "./sql-client.ts";

const json: JsonSql = {
  elements: (arrayText, alias) => `json_each(${arrayText}) AS ${alias}`,
  integerAt: (alias, field) => `json_extract(${alias}.value, '$.${field}')`,
  text: (alias) => `${alias}.value`,
};

/** Listeners by channel, within this process: the embedded database has no NOTIFY of its own. */
class LocalNotifications {
  private readonly listeners = new Map<string, Set<NotificationListener>>();

  /** Heard after the teller goes on, as NOTIFY is: a listener never runs inside a commit. */
  tell(channel: string, payload: string): void {
    for (const listener of [...(this.listeners.get(channel) ?? [])]) queueMicrotask(() => listener(payload));
  }

  listen(channel: string, listener: NotificationListener): () => void {
    const set = this.listeners.get(channel) ?? new Set();
    this.listeners.set(channel, set);
    set.add(listener);
    return () => void set.delete(listener);
  }
}

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
  private readonly notifications = new LocalNotifications();

  constructor(db: SqliteDatabase) {
    this.db = db;
    this.statements = new TransactionClient(db, this.notifications);
  }

  async notify(channel: string, payload: string): Promise<void> {
    this.notifications.tell(channel, payload);
  }

  async listen(channel: string, listener: NotificationListener): Promise<() => void> {
    return this.notifications.listen(channel, listener);
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
      const told = this.statements.holdNotifications();
      try {
        const value = await fn(this.statements);
        this.db.exec("COMMIT");
        this.statements.releaseNotifications(told);
        return value;
      } catch (error) {
        this.db.exec("ROLLBACK");
        this.statements.releaseNotifications(null);
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

/**
 * Prepared statements by their SQL, the most recently used kept: preparing costs 25-60 µs a
 * statement, running a prepared one a few, and a job runs about twenty. Bounded, in case some
 * SQL is ever built with its values in it.
 */
class StatementCache {
  private readonly db: SqliteDatabase;
  private readonly statements = new Map<string, StatementSync>();
  private static readonly MAX = 256;

  constructor(db: SqliteDatabase) {
    this.db = db;
  }

  get(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (statement) {
      // Moved to the end: a Map iterates in insertion order, so the first key is the least recent.
      this.statements.delete(sql);
    } else {
      statement = this.db.prepare(sql);
      if (this.statements.size >= StatementCache.MAX) this.statements.delete(this.statements.keys().next().value!);
    }
    this.statements.set(sql, statement);
    return statement;
  }
}

/** The statements of one transaction: they run at once, inside it. */
class TransactionClient implements SqlClient {
  readonly dialect = "sqlite" as const;
  readonly lockRows = "";
  readonly json = json;
  private readonly statements: StatementCache;
  private readonly notifications: LocalNotifications;
  /** Notifications told inside the transaction in progress, told to listeners once it commits. */
  private held: Array<[string, string]> | null = null;

  constructor(db: SqliteDatabase, notifications: LocalNotifications) {
    this.statements = new StatementCache(db);
    this.notifications = notifications;
  }

  holdNotifications(): Array<[string, string]> {
    this.held = [];
    return this.held;
  }

  /** Tells what the transaction held once it has committed; `null` (rolled back) drops it. */
  releaseNotifications(told: Array<[string, string]> | null): void {
    this.held = null;
    for (const [channel, payload] of told ?? []) this.notifications.tell(channel, payload);
  }

  async notify(channel: string, payload: string): Promise<void> {
    if (this.held) this.held.push([channel, payload]);
    else this.notifications.tell(channel, payload);
  }

  async listen(channel: string, listener: NotificationListener): Promise<() => void> {
    return this.notifications.listen(channel, listener);
  }

  async one<T>(sql: string, params: readonly SqlValue[] = []): Promise<T | null> {
    return (this.statements.get(sql).get(...(params as SqlValue[])) as T | undefined) ?? null;
  }

  async all<T>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
    return this.statements.get(sql).all(...(params as SqlValue[])) as T[];
  }

  async run(sql: string, params: readonly SqlValue[] = []): Promise<number> {
    return Number(this.statements.get(sql).run(...(params as SqlValue[])).changes);
  }

  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
    return fn(this);
  }

  async close(): Promise<void> {}
}
