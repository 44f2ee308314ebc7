import { EventEmitter } from "node:events";
import type { SqlClient } from "../db/sql-client.ts";
import type { SqliteClient } from "../db/sqlite-client.ts";
import type { Claim, JobQueue } from "./job-queue.ts";

/**
 * The embedded queue: a table beside the jobs, claimed with one UPDATE … RETURNING so that
 * two claimers can never take the same entry (STYLE lesson 10).
 */
export class SqliteJobQueue implements JobQueue {
  private readonly sql: SqliteClient;
  private readonly events = new EventEmitter();

  constructor(sql: SqliteClient) {
    this.sql = sql;
  }

  async enqueue(jobId: string, tx?: SqlClient): Promise<void> {
    await (tx ?? this.sql).run("INSERT INTO queue_entries (job_id, available_at) VALUES (?, ?) ON CONFLICT (job_id) DO NOTHING", [jobId, Date.now()]);
    if (!tx) this.events.emit("enqueued");
  }

  announce(): void {
    this.events.emit("enqueued");
  }

  async claim(workerId: string, leaseMs: number): Promise<Claim | null> {
    const now = Date.now();
    const row = await this.sql.one<{ job_id: string; attempts: number }>(
      `UPDATE queue_entries SET locked_by = ?, locked_until = ?, attempts = attempts + 1
       WHERE job_id = (SELECT job_id FROM queue_entries WHERE locked_by IS NULL AND available_at <= ? ORDER BY available_at, rowid LIMIT 1)
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

  onEnqueued(listener: () => void): void {
    this.events.on("enqueued", listener);
  }
}
