import type { SqliteDatabase } from "../db/sqlite.ts";
import type { AddToBatchOutcome, BatchRecord, BatchStore } from "./batch-store.ts";

interface BatchRow {
  id: string;
  account_id: string;
  max_files: number;
  created_at: string;
  closes_at: string;
}

const toRecord = (row: BatchRow): BatchRecord => ({
  id: row.id,
  accountId: row.account_id,
  maxFiles: row.max_files,
  createdAt: new Date(row.created_at),
  closesAt: new Date(row.closes_at),
});

export class SqliteBatchStore implements BatchStore {
  private readonly db: SqliteDatabase;

  constructor(db: SqliteDatabase) {
    this.db = db;
  }

  async createBatch(batch: BatchRecord): Promise<BatchRecord> {
    const row = this.db
      .prepare("INSERT INTO batches (id, account_id, max_files, created_at, closes_at) VALUES (?, ?, ?, ?, ?) RETURNING *")
      .get(batch.id, batch.accountId, batch.maxFiles, batch.createdAt.toISOString(), batch.closesAt.toISOString()) as unknown as BatchRow;
    return toRecord(row);
  }

  async getBatch(id: string): Promise<BatchRecord | null> {
    const row = this.db.prepare("SELECT * FROM batches WHERE id = ?").get(id) as BatchRow | undefined;
    return row ? toRecord(row) : null;
  }

  async addJob(batchId: string, jobId: string, now: Date): Promise<AddToBatchOutcome> {
    // One statement: the count and the insert happen under the same write lock, and the
    // (batch_id, position) key refuses a second taker of the same slot even across processes.
    const inserted = this.db
      .prepare(
        `INSERT INTO batch_jobs (batch_id, position, job_id)
         SELECT b.id, (SELECT COALESCE(MAX(position), -1) + 1 FROM batch_jobs WHERE batch_id = b.id), ?
         FROM batches b
         WHERE b.id = ? AND b.closes_at > ? AND (SELECT COUNT(*) FROM batch_jobs WHERE batch_id = b.id) < b.max_files`,
      )
      .run(jobId, batchId, now.toISOString());
    if (inserted.changes > 0) return "added";
    const batch = await this.getBatch(batchId);
    if (!batch) return "missing";
    return batch.closesAt <= now ? "closed" : "full";
  }

  async removeJob(batchId: string, jobId: string): Promise<void> {
    this.db.prepare("DELETE FROM batch_jobs WHERE batch_id = ? AND job_id = ?").run(batchId, jobId);
  }

  async listJobIds(batchId: string): Promise<string[]> {
    const rows = this.db.prepare("SELECT job_id FROM batch_jobs WHERE batch_id = ? ORDER BY position").all(batchId) as Array<{ job_id: string }>;
    return rows.map((row) => row.job_id);
  }
}
