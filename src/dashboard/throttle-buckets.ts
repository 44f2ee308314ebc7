import type { SqlClient } from "../db/sql-client.ts";

/**
 * Attempts made at once read the clock a few milliseconds apart and reach the database in any
 * order; the last of a burst may carry the earliest time. Without this allowance it would find
 * the bucket a few milliseconds short of its last token and be refused. Far below any interval,
 * it never lets a token more through.
 */
const CLOCK_SKEW_MS = 1000;

/** A token bucket: `burst` attempts at once, then one more every `intervalMs`. */
export interface BucketRule {
  readonly burst: number;
  readonly intervalMs: number;
}

/**
 * Token buckets in the database (table sign_in_throttle), so every process sharing it counts the
 * same attempts and a restart forgets nothing. A bucket is one time per key, as in the generic
 * cell rate algorithm (ITU-T I.371): `until_ms` is when the bucket is full again. Taking a token
 * moves that time `intervalMs` later (from now, if it had passed); a take is refused while the
 * time lies more than `(burst - 1) · intervalMs` ahead. The same table marks keys until a time
 * (`mark`). Either way a row whose time has passed means what no row means, so cleaning up is
 * deleting those rows.
 */
export class ThrottleBuckets {
  private readonly sql: SqlClient;

  constructor(sql: SqlClient) {
    this.sql = sql;
  }

  /**
   * Takes a token if the bucket has one: one statement, so concurrent takes in any process are
   * counted one after another and never take more than the bucket holds. False: nothing taken.
   */
  async take(bucket: string, rule: BucketRule, now: number): Promise<boolean> {
    const row = await this.sql.one<{ until_ms: number }>(
      `INSERT INTO sign_in_throttle (bucket, until_ms) VALUES (?, ?)
       ON CONFLICT (bucket) DO UPDATE SET
         until_ms = CASE WHEN sign_in_throttle.until_ms > ? THEN sign_in_throttle.until_ms ELSE ? END + ?
       WHERE sign_in_throttle.until_ms <= ?
       RETURNING until_ms`,
      [bucket, now + rule.intervalMs, now, now, rule.intervalMs, now + (rule.burst - 1) * rule.intervalMs + CLOCK_SKEW_MS],
    );
    return row !== null;
  }

  /** Puts back a token taken with `take`. */
  async giveBack(bucket: string, rule: BucketRule): Promise<void> {
    await this.sql.run("UPDATE sign_in_throttle SET until_ms = until_ms - ? WHERE bucket = ?", [rule.intervalMs, bucket]);
  }

  /** Fills the bucket (or forgets the mark) at once. */
  async reset(bucket: string): Promise<void> {
    await this.sql.run("DELETE FROM sign_in_throttle WHERE bucket = ?", [bucket]);
  }

  /** Milliseconds until every one of `buckets` has a token again; 0 when they all have one now. */
  async waitMs(buckets: ReadonlyArray<readonly [string, BucketRule]>, now: number): Promise<number> {
    const rows = await this.sql.all<{ bucket: string; until_ms: number }>(
      `SELECT bucket, until_ms FROM sign_in_throttle WHERE bucket IN (${buckets.map(() => "?").join(", ")})`,
      buckets.map(([bucket]) => bucket),
    );
    const rules = new Map(buckets);
    let wait = 0;
    for (const row of rows) {
      const rule = rules.get(row.bucket)!;
      wait = Math.max(wait, Number(row.until_ms) - now - (rule.burst - 1) * rule.intervalMs);
    }
    return wait;
  }

  /** Marks `key` until `until` (a later mark replaces an earlier one). */
  async mark(key: string, until: number): Promise<void> {
    await this.sql.run("INSERT INTO sign_in_throttle (bucket, until_ms) VALUES (?, ?) ON CONFLICT (bucket) DO UPDATE SET until_ms = excluded.until_ms", [key, until]);
  }

  async isMarked(key: string, now: number): Promise<boolean> {
    return (await this.sql.one("SELECT 1 AS marked FROM sign_in_throttle WHERE bucket = ? AND until_ms > ?", [key, now])) !== null;
  }

  /** Deletes the rows whose time has passed: full buckets and lapsed marks. */
  async deleteExpired(now: number): Promise<number> {
    return this.sql.run("DELETE FROM sign_in_throttle WHERE until_ms <= ?", [now]);
  }
}
