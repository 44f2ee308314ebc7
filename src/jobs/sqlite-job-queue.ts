import { EventEmitter } from "node:events";
import type { SqlClient } from "../db/sql-client.ts";
import type { SqliteClient } from "../db/sqlite-client.ts";
import type { Claim, JobQueue, QueueEntry } from "./job-queue.ts";

/**
 * The embedded queue: a table beside the jobs, claimed with one UPDATE … RETURNING so that
 * two claimers can never take the same entry, nor together take an account
 * past its cap: the count of its held entries is read by the statement that takes one.
 */
export class SqliteJobQueue implements JobQueue {
  private readonly sql: SqliteClient;
  private readonly events = new EventEmitter();

  constructor(sql: SqliteClient) {
    this.sql = sql;
  }

  async enqueue(entry: QueueEntry, tx?: SqlClient): Promise<void> {
    await (tx ?? this.sql).run("INSERT INTO queue_entries (job_id, account_id, max_running, available_at) VALUES (?, ?, ?, ?) ON CONFLICT (job_id) DO NOTHING", [
      entry.jobId,
      entry.accountId,
      entry.maxRunning,
      Date.now(),
    ]);
    if (!tx) this.events.emit("enqueued");
  }

  announce(): void {
    this.events.emit("enqueued");
  }

  async claim(workerId: string, leaseMs: number): Promise<Claim | null> {
    const now = Date.now();
    // Held entries are the running jobs; the oldest entry (rowid: order of enqueueing) of the
    // account with the fewest wins. Entries from before caps existed have none.
    const row = await this.sql.one<{ job_id: string; attempts: number }>(
      `WITH running AS (SELECT account_id, count(*) AS n FROM queue_entries WHERE locked_by IS NOT NULL GROUP BY account_id)
       UPDATE queue_entries SET locked_by = ?, locked_until = ?, attempts = attempts + 1
       WHERE job_id = (
         SELECT q.job_id FROM queue_entries q LEFT JOIN running r ON r.account_id = q.account_id
         WHERE q.locked_by IS NULL AND q.available_at <= ? AND (q.max_running IS NULL OR coalesce(r.n, 0) < q.max_running)
         ORDER BY coalesce(r.n, 0), q.rowid LIMIT 1)
       RETURNING job_id, attempts`,
      [workerId, now + leaseMs, now],
    );
    return row ? { jobId: row.job_id, attempt: row.attempts } : null;
  }

  async renew(jobId: string, workerId: string, leaseMs: number): Promise<boolean> {
    return (await this.sql.run("UPDATE queue_entries SET locked_until = ? WHERE job_id = ? AND locked_by = ?", [Date.now() + leaseMs, jobId, workerId])) > 0;
  }

  async complete(jobId: string): Promise<void> {
    await this.sql.run("DELETE FROM queue_entries WHERE job_id = ?", [jobId]);
  }

  async withdraw(jobId: string, tx?: SqlClient): Promise<void> {
    await (tx ?? this.sql).run("DELETE FROM queue_entries WHERE job_id = ? AND locked_by IS NULL", [jobId]);
  }

  async release(jobId: string, delayMs: number): Promise<void> {
    await this.sql.run("UPDATE queue_entries SET locked_by = NULL, locked_until = NULL, available_at = ? WHERE job_id = ?", [Date.now() + delayMs, jobId]);
    if (delayMs === 0) this.events.emit("enqueued");
  }

  async takeExpired(now: Date, workerId: string, leaseMs: number): Promise<Claim[]> {
    const rows = await this.sql.all<{ job_id: string; attempts: number }>(
      `UPDATE queue_entries SET locked_by = ?, locked_until = ?
       WHERE locked_by IS NOT NULL AND locked_until < ? RETURNING job_id, attempts`,
      [workerId, now.getTime() + leaseMs, now.getTime()],
    );
    return rows.map((row) => ({ jobId: row.job_id, attempt: row.attempts }));
  }

  async onEnqueued(listener: () => void): Promise<void> {
    this.events.on("enqueued", listener);
  }
}
