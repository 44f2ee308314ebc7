/** A value a statement takes as a parameter. */
export type SqlValue = string | number | bigint | null | Uint8Array;

/**
 * The one way stores reach their database, whichever it is: the embedded SQLite or PostgreSQL.
 * Statements are written once with `?` placeholders in the SQL both understand (RETURNING,
 * ON CONFLICT, partial indexes); where the dialects differ a store asks `dialect`. Timestamps are
 * ISO 8601 text in UTC and JSON is text in both, so rows read back the same.
 */
export interface SqlClient {
  readonly dialect: "sqlite" | "postgres";
  /**
   * What a SELECT inside a transaction ends with to lock the rows it reads until the transaction
   * ends, against other lockers and writers of them: `FOR NO KEY UPDATE` on PostgreSQL (rows that
   * merely reference them can still be inserted); nothing on SQLite, whose transactions hold the
   * database's write lock from their start.
   */
  readonly lockRows: string;
  /** The first row, or null. */
  one<T>(sql: string, params?: readonly SqlValue[]): Promise<T | null>;
  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** Runs a statement; the number of rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
  /**
   * Runs `fn` in one transaction that holds the write lock from its start (SQLite: BEGIN
   * IMMEDIATE; PostgreSQL: callers lock the rows they count on). Throwing rolls it all back.
   */
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
