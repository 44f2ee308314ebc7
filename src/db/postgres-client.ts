import pg from "pg";
import { PostgresNotifications } from "./postgres-notifications.ts";
import type { JsonSql, NotificationListener, SqlClient, SqlValue } from "./sql-client.ts";

/** `?` placeholders, as every store writes them, to PostgreSQL's `$1`, `$2`, … */
export function numberPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

// Counts, sums and epoch milliseconds come back as numbers, as they do from SQLite; every value
// the stores keep is far below 2^53.
const numeric = (text: string) => Number(text);
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC ? numeric : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export interface PostgresOptions {
  readonly connectionString: string;
  /** Schema the service's tables live in (created if missing); several deployments or test runs can share a database. */
  readonly schema: string;
  readonly maxConnections?: number;
}

const json: JsonSql = {
  elements: (arrayText, alias) => `jsonb_array_elements((${arrayText})::jsonb) AS ${alias}(value)`,
  integerAt: (alias, field) => `(${alias}.value->>'${field}')::bigint`,
  text: (alias) => `(${alias}.value #>> '{}')`,
};

export const quoteIdentifier = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** SqlClient over a pool of PostgreSQL connections, every one of them on the service's schema. */
export class PostgresClient implements SqlClient {
  readonly dialect = "postgres" as const;
  readonly lockRows = "FOR NO KEY UPDATE";
  readonly json = json;
  readonly pool: pg.Pool;
  private readonly runner: pg.Pool | pg.PoolClient;
  private readonly notifications: PostgresNotifications;

  constructor(pool: pg.Pool, notifications: PostgresNotifications, runner: pg.Pool | pg.PoolClient = pool) {
    this.pool = pool;
    this.notifications = notifications;
    this.runner = runner;
  }

  static async connect(options: PostgresOptions): Promise<PostgresClient> {
    // The schema must exist before any connection puts it on its search path.
    const setup = new pg.Client({ connectionString: options.connectionString });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(options.schema)}`);
    } catch (error) {
      // Two processes starting at once can race on CREATE SCHEMA IF NOT EXISTS; the loser sees 23505.
      if ((error as { code?: string }).code !== "23505") throw error;
    } finally {
      await setup.end();
    }
    const pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.maxConnections ?? 10,
      options: `-c search_path=${quoteIdentifier(options.schema)}`,
      types,
    });
    pool.on("error", () => {
      // An idle connection that the server dropped; the pool replaces it on the next query.
    });
    return new PostgresClient(pool, new PostgresNotifications(pool, options.schema));
  }

  async notify(channel: string, payload: string): Promise<void> {
    // Inside a transaction PostgreSQL holds it until COMMIT, and drops it on ROLLBACK.
    await this.runner.query("SELECT pg_notify($1, $2)", [this.notifications.channelName(channel), payload]);
  }

  listen(channel: string, listener: NotificationListener): Promise<() => void> {
    return this.notifications.listen(channel, listener);
  }

  async one<T>(sql: string, params: readonly SqlValue[] = []): Promise<T | null> {
    const result = await this.runner.query(numberPlaceholders(sql), params as SqlValue[]);
    return (result.rows[0] as T | undefined) ?? null;
  }

  async all<T>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
    return (await this.runner.query(numberPlaceholders(sql), params as SqlValue[])).rows as T[];
  }

  async run(sql: string, params: readonly SqlValue[] = []): Promise<number> {
    return (await this.runner.query(numberPlaceholders(sql), params as SqlValue[])).rowCount ?? 0;
  }

  /** A statement already in PostgreSQL's own `$n` form, on this client's connection (for pg-boss). */
  async executeSql(text: string, values: readonly unknown[]): Promise<{ rows: unknown[] }> {
    return this.runner.query(text, values as unknown[]);
  }

  async transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
    if (this.runner !== this.pool) return fn(this);
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      const value = await fn(new PostgresClient(this.pool, this.notifications, client));
      await client.query("COMMIT");
      return value;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    if (this.runner !== this.pool) return;
    await this.notifications.close();
    await this.pool.end();
  }
}
