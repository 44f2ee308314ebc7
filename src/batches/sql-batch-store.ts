import type { SqlClient } from "../db/sql-client.ts";
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

export class SqlBatchStore implements BatchStore {
  private readonly sql: SqlClient;

  constructor(sql: SqlClient) {
    this.sql = sql;
  }

  async createBatch(batch: BatchRecord, tx?: SqlClient): Promise<BatchRecord> {
    const row = await (tx ?? this.sql).one<BatchRow>("INSERT INTO batches (id, account_id, max_files, created_at, closes_at) VALUES (?, ?, ?, ?, ?) RETURNING *", [
      batch.id,
      batch.accountId,
      batch.maxFiles,
      batch.createdAt.toISOString(),
      batch.closesAt.toISOString(),
    ]);
    return toRecord(row!);
  }

  async getBatch(id: string): Promise<BatchRecord | null> {
    const row = await this.sql.one<BatchRow>("SELECT * FROM batches WHERE id = ?", [id]);
    return row ? toRecord(row) : null;
  }

  async addJob(batchId: string, jobId: string, now: Date): Promise<AddToBatchOutcome> {
    // The count and the insert happen under one lock: SQLite's write lock, or on PostgreSQL the
    // batch row's, taken first, so concurrent callers in any process count one after another.
    // The (batch_id, position) key would still refuse a second taker of the same slot.
    const inserted = await this.sql.transaction(async (tx) => {
      await tx.run(`SELECT 1 FROM batches WHERE id = ? ${tx.lockRows}`, [batchId]);
      return tx.run(
        `INSERT INTO batch_jobs (batch_id, position, job_id)
         SELECT b.id, (SELECT COALESCE(MAX(position), -1) + 1 FROM batch_jobs WHERE batch_id = b.id), ?
         FROM batches b
         WHERE b.id = ? AND b.closes_at > ? AND (SELECT COUNT(*) FROM batch_jobs WHERE batch_id = b.id) < b.max_files`,
        [jobId, batchId, now.toISOString()],
      );
    });
    if (inserted > 0) return "added";
    const batch = await this.getBatch(batchId);
    if (!batch) return "missing";
    return batch.closesAt <= now ? "closed" : "full";
  }

  async removeJob(batchId: string, jobId: string): Promise<void> {
    await this.sql.run("DELETE FROM batch_jobs WHERE batch_id = ? AND job_id = ?", [batchId, jobId]);
  }

  async close(batchId: string, now: Date): Promise<BatchRecord | null> {
    // An UPDATE takes the row's lock, as addJob does: a job joining at the same moment is either in before this or refused after.
    await this.sql.run("UPDATE batches SET closes_at = ? WHERE id = ? AND closes_at > ?", [now.toISOString(), batchId, now.toISOString()]);
    return this.getBatch(batchId);
  }

  async listJobIds(batchId: string): Promise<string[]> {
    const rows = await this.sql.all<{ job_id: string }>("SELECT job_id FROM batch_jobs WHERE batch_id = ? ORDER BY position", [batchId]);
    return rows.map((row) => row.job_id);
  }
}
