/** A value a statement takes as a parameter. */
export type SqlValue = string | number | bigint | null | Uint8Array;

/**
 * How a statement reaches into JSON kept as text, in the client's own functions. An array's
 * elements are a table: `FROM jobs, ${json.elements("jobs.inputs", "input")}` gives a row per
 * element, and `json.integerAt("input", "bytes")` or `json.text("input")` reads each.
 */
export interface JsonSql {
  /** A FROM item: the elements of the JSON array `arrayText` evaluates to, one row each, named `alias`. */
  elements(arrayText: string, alias: string): string;
  /** An element's field, as an integer. */
  integerAt(alias: string, field: string): string;
  /** An element that is a JSON string, as text. */
  text(alias: string): string;
}

/** Hears a notification's payload, or `null` when some may have been lost. */
export type NotificationListener = (payload: string | null) => void;

/**
 * The one way stores reach their database, whichever it is: the embedded SQLite or PostgreSQL.
 * Statements are written once with `?` placeholders in the SQL both understand (RETURNING,
 * ON CONFLICT, partial indexes); where the two differ, the client supplies the fragment
 * (`lockRows`, `json`), so no store asks which database it is on. Timestamps are ISO 8601 text in
 * UTC and JSON is text in both, so rows read back the same.
 */
export interface SqlClient {
  /** Which database this is: for logs and tests, never for a store to choose its SQL by. */
  readonly dialect: "sqlite" | "postgres";
  /**
   * What a SELECT inside a transaction ends with to lock the rows it reads until the transaction
   * ends, against other lockers and writers of them: `FOR NO KEY UPDATE` on PostgreSQL (rows that
   * merely reference them can still be inserted); nothing on SQLite, whose transactions hold the
   * database's write lock from their start.
   */
  readonly lockRows: string;
  readonly json: JsonSql;
  /**
   * Tells `payload` to every listener of `channel`: inside a transaction once it commits (never
   * if it rolls back), otherwise at once. On PostgreSQL every process on the database (in this
   * schema) hears it (NOTIFY); on the embedded database only this client's own listeners do, so
   * a second process on the same file learns of the change only by reading again.
   */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls `listener` with every payload told on `channel`; resolves once listening, so nothing
   * told after that is missed. `null` means notifications may have been lost (the listening
   * connection was replaced): read again whatever was waited for. The returned function stops it.
   */
  listen(channel: string, listener: NotificationListener): Promise<() => void>;
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
