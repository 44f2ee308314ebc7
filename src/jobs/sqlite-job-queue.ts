import { EventEmitter } from "node:events";
import type { SqliteDatabase } from "../db/sqlite.ts";
import { inTransaction } from "../db/sqlite.ts";
import type { Claim, JobQueue } from "./job-queue.ts";

/**
 * The embedded queue: a table beside the jobs, claimed with one UPDATE … RETURNING so that
 * two claimers can never take the same entry (STYLE lesson 10).
 */
export class SqliteJobQueue implements JobQueue {
  private readonly db: SqliteDatabase;
  private readonly events = new EventEmitter();

  constructor(db: SqliteDatabase) {
    this.db = db;
  }

  async enqueue(jobId: string): Promise<void> {
    this.db.prepare("INSERT INTO queue_entries (job_id, available_at) VALUES (?, ?) ON CONFLICT (job_id) DO NOTHING").run(jobId, Date.now());
    this.events.emit("enqueued");
  }

  async claim(workerId: string, leaseMs: number): Promise<Claim | null> {
    const now = Date.now();
    const row = this.db
      .prepare(
        `UPDATE queue_entries SET locked_by = ?, locked_until = ?, attempts = attempts + 1
         WHERE job_id = (SELECT job_id FROM queue_entries WHERE locked_by IS NULL AND available_at <= ? ORDER BY available_at, rowid LIMIT 1)
         RETURNING job_id, attempts`,
      )
      .get(workerId, now + leaseMs, now) as { job_id: string; attempts: number } | undefined;
    return row ? { jobId: row.job_id, attempt: row.attempts } : null;
  }

  async renew(jobId: string, workerId: string, leaseMs: number): Promise<boolean> {
    const result = this.db
      .prepare("UPDATE queue_entries SET locked_until = ? WHERE job_id = ? AND locked_by = ?")
      .run(Date.now() + leaseMs, jobId, workerId);
    return result.changes > 0;
  }

  async complete(jobId: string): Promise<void> {
    this.db.prepare("DELETE FROM queue_entries WHERE job_id = ?").run(jobId);
  }

  async release(jobId: string, delayMs: number): Promise<void> {
    this.db
      .prepare("UPDATE queue_entries SET locked_by = NULL, locked_until = NULL, available_at = ? WHERE job_id = ?")
      .run(Date.now() + delayMs, jobId);
    if (delayMs === 0) this.events.emit("enqueued");
  }

  async takeExpired(now: Date, workerId: string, leaseMs: number): Promise<Claim[]> {
    return inTransaction(this.db, () => {
      const rows = this.db
        .prepare(
          `UPDATE queue_entries SET locked_by = ?, locked_until = ?
           WHERE locked_by IS NOT NULL AND locked_until < ? RETURNING job_id, attempts`,
        )
        .all(workerId, now.getTime() + leaseMs, now.getTime()) as Array<{ job_id: string; attempts: number }>;
      return rows.map((row) => ({ jobId: row.job_id, attempt: row.attempts }));
    });
  }

  onEnqueued(listener: () => void): void {
    this.events.on("enqueued", listener);
  }
}
