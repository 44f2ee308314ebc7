import type { SqlClient, SqlValue } from "../db/sql-client.ts";
import type { JobErrorInfo } from "../errors/job-errors.ts";
import type { CompletedResult, ExportStatus, JobRecord, JobStatus, NewJob } from "./job.ts";
import type { ExportOutcome } from "./job-store.ts";
import { JOB_ENDED_CHANNEL, type JobStore } from "./job-store.ts";

interface JobRow {
  id: string;
  account_id: string;
  operation: string;
  status: string;
  error: string | null;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  result_expires_at: string | null;
  file_name: string;
  result_bytes: number | null;
  result_key: string | null;
  result_content_type: string;
  result_deleted_at: string | null;
  batch_id: string | null;
  page_count: number | null;
  progress_done: number | null;
  progress_total: number | null;
  notes: string | null;
  export_target: string | null;
  export_url: string | null;
  export_status: string | null;
  export_attempts: number | null;
  export_error: string | null;
  export_done_at: string | null;
  inputs: string;
  fields: string;
  sealed_secrets: string | null;
}

const date = (value: string | null): Date | null => (value === null ? null : new Date(value));

function toRecord(row: JobRow): JobRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    operation: row.operation,
    status: row.status as JobStatus,
    error: row.error === null ? null : (JSON.parse(row.error) as JobErrorInfo),
    createdAt: new Date(row.created_at),
    startedAt: date(row.started_at),
    completedAt: date(row.completed_at),
    resultExpiresAt: date(row.result_expires_at),
    fileName: row.file_name,
    resultBytes: row.result_bytes,
    resultKey: row.result_key,
    resultContentType: row.result_content_type,
    resultDeletedAt: date(row.result_deleted_at),
    batchId: row.batch_id,
    pageCount: row.page_count,
    progress: row.progress_done === null || row.progress_total === null ? null : { done: Number(row.progress_done), total: Number(row.progress_total) },
    inputs: JSON.parse(row.inputs),
    fields: JSON.parse(row.fields),
    sealedSecrets: row.sealed_secrets,
    export:
      row.export_target === null
        ? null
        : { target: row.export_target, status: (row.export_status ?? "Waiting") as ExportStatus, attempts: Number(row.export_attempts ?? 0), error: row.export_error, doneAt: date(row.export_done_at) },
    exportSealedUrl: row.export_url,
    notes: row.notes === null ? [] : (JSON.parse(row.notes) as string[]),
  };
}

export class SqlJobStore implements JobStore {
  private readonly sql: SqlClient;

  constructor(sql: SqlClient) {
    this.sql = sql;
  }

  private async one(sql: string, ...params: SqlValue[]): Promise<JobRecord | null> {
    return this.oneIn(this.sql, sql, ...params);
  }

  private async oneIn(client: SqlClient, sql: string, ...params: SqlValue[]): Promise<JobRecord | null> {
    const row = await client.one<JobRow>(sql, params);
    return row ? toRecord(row) : null;
  }

  async createJob(job: NewJob, tx?: SqlClient): Promise<JobRecord> {
    const created = await this.oneIn(
      tx ?? this.sql,
      `INSERT INTO jobs (id, account_id, operation, status, created_at, file_name, result_content_type, batch_id, inputs, fields, sealed_secrets, export_target, export_url, export_status, export_attempts)
       VALUES (?, ?, ?, 'Queued', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0) RETURNING *`,
      job.id,
      job.accountId,
      job.operation,
      job.createdAt.toISOString(),
      job.fileName,
      job.resultContentType,
      job.batchId,
      JSON.stringify(job.inputs),
      JSON.stringify(job.fields),
      job.sealedSecrets,
      job.export?.target ?? null,
      job.export?.sealedUrl ?? null,
      job.export ? "Waiting" : null,
    );
    return created!;
  }

  async getJob(id: string): Promise<JobRecord | null> {
    return this.one("SELECT * FROM jobs WHERE id = ?", id);
  }

  async markProcessing(id: string, at: Date): Promise<JobRecord | null> {
    return this.one(
      "UPDATE jobs SET status = 'Processing', started_at = ?, progress_done = NULL, progress_total = NULL WHERE id = ? AND status IN ('Queued', 'Processing') RETURNING *",
      at.toISOString(),
      id,
    );
  }

  async markRequeued(id: string): Promise<JobRecord | null> {
    return this.one(
      "UPDATE jobs SET status = 'Queued', progress_done = NULL, progress_total = NULL WHERE id = ? AND status IN ('Queued', 'Processing') RETURNING *",
      id,
    );
  }

  async recordProgress(id: string, done: number, total: number): Promise<boolean> {
    // Only while it runs: a late report must not land on a job that has ended or gone back to the queue.
    return (await this.sql.run("UPDATE jobs SET progress_done = ?, progress_total = ? WHERE id = ? AND status = 'Processing'", [done, total, id])) > 0;
  }

  async markCompleted(id: string, result: CompletedResult, tx?: SqlClient): Promise<JobRecord | null> {
    return this.ended(
      tx ?? this.sql,
      `UPDATE jobs SET status = 'Completed', result_key = ?, result_bytes = ?, page_count = ?, notes = ?, completed_at = ?, result_expires_at = ?,
         progress_done = NULL, progress_total = NULL
       WHERE id = ? AND status IN ('Queued', 'Processing') RETURNING *`,
      result.resultKey,
      result.resultBytes,
      result.pageCount,
      result.notes && result.notes.length > 0 ? JSON.stringify(result.notes) : null,
      result.completedAt.toISOString(),
      result.resultExpiresAt.toISOString(),
      id,
    );
  }

  async markFailed(id: string, error: JobErrorInfo, at: Date, tx?: SqlClient): Promise<JobRecord | null> {
    return this.ended(
      tx ?? this.sql,
      `UPDATE jobs SET status = 'Failed', error = ?, completed_at = ?, progress_done = NULL, progress_total = NULL
       WHERE id = ? AND status IN ('Queued', 'Processing') RETURNING *`,
      JSON.stringify(error),
      at.toISOString(),
      id,
    );
  }

  async markCancelled(id: string, errorFor: (was: "Queued" | "Processing") => JobErrorInfo, at: Date, tx: SqlClient): Promise<{ job: JobRecord; was: "Queued" | "Processing" } | null> {
    const before = await tx.one<{ status: string }>(`SELECT status FROM jobs WHERE id = ? ${tx.lockRows}`, [id]);
    if (!before || (before.status !== "Queued" && before.status !== "Processing")) return null;
    const was = before.status;
    const job = await this.ended(
      tx,
      `UPDATE jobs SET status = 'Failed', error = ?, completed_at = ?, progress_done = NULL, progress_total = NULL, sealed_secrets = NULL
       WHERE id = ? AND status = ? RETURNING *`,
      JSON.stringify(errorFor(was)),
      at.toISOString(),
      id,
      was,
    );
    return job ? { job, was } : null;
  }

  async listEnded(ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.sql.all<{ id: string }>(
      `SELECT id FROM jobs WHERE id IN (${ids.map(() => "?").join(", ")}) AND status IN ('Completed', 'Failed')`,
      ids,
    );
    return rows.map((row) => row.id);
  }

  /**
   * Ends a job and tells whoever waits for it, in every process on the database, once the
   * change is committed (with `tx`, when that transaction is).
   */
  private async ended(client: SqlClient, sql: string, ...params: SqlValue[]): Promise<JobRecord | null> {
    const job = await this.oneIn(client, sql, ...params);
    if (job) await client.notify(JOB_ENDED_CHANNEL, job.id);
    return job;
  }

  async markResultDeleted(id: string, at: Date): Promise<boolean> {
    const changed = await this.sql.run("UPDATE jobs SET result_deleted_at = ? WHERE id = ? AND result_key IS NOT NULL AND result_deleted_at IS NULL", [
      at.toISOString(),
      id,
    ]);
    return changed > 0;
  }

  async listExpiredResults(now: Date, limit: number): Promise<JobRecord[]> {
    const rows = await this.sql.all<JobRow>(
      `SELECT * FROM jobs WHERE result_key IS NOT NULL AND result_deleted_at IS NULL AND result_expires_at <= ?
       ORDER BY result_expires_at LIMIT ?`,
      [now.toISOString(), limit],
    );
    return rows.map(toRecord);
  }

  async listUnfinishedJobs(): Promise<Array<{ id: string; accountId: string }>> {
    const rows = await this.sql.all<{ id: string; account_id: string }>("SELECT id, account_id FROM jobs WHERE status IN ('Queued', 'Processing')");
    return rows.map((row) => ({ id: row.id, accountId: row.account_id }));
  }

  async countQueuedJobs(accountId: string, tx?: SqlClient): Promise<number> {
    const row = await (tx ?? this.sql).one<{ n: number }>("SELECT count(*) AS n FROM jobs WHERE account_id = ? AND status = 'Queued'", [accountId]);
    return Number(row!.n);
  }

  async countUnfinishedJobs(): Promise<{ queued: number; processing: number }> {
    // The partial index jobs_unfinished holds exactly these rows.
    const rows = await this.sql.all<{ status: string; n: number }>(
      "SELECT status, count(*) AS n FROM jobs WHERE status IN ('Queued', 'Processing') GROUP BY status",
    );
    const count = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
    return { queued: count("Queued"), processing: count("Processing") };
  }

  async listAccountJobs(accountId: string, limit: number): Promise<JobRecord[]> {
    // created_at has millisecond precision; the id breaks ties so the order is stable in both dialects.
    const rows = await this.sql.all<JobRow>("SELECT * FROM jobs WHERE account_id = ? ORDER BY created_at DESC, id DESC LIMIT ?", [accountId, limit]);
    return rows.map(toRecord);
  }

  async recordExport(id: string, outcome: ExportOutcome, tx?: SqlClient): Promise<JobRecord | null> {
    // The sealed URL is kept only while another attempt is due.
    return this.oneIn(
      tx ?? this.sql,
      `UPDATE jobs SET export_status = ?, export_attempts = export_attempts + 1, export_error = ?, export_next_at = ?, export_done_at = ?,
         export_url = CASE WHEN ? = 'Retrying' THEN export_url ELSE NULL END
       WHERE id = ? AND export_target IS NOT NULL RETURNING *`,
      outcome.status,
      outcome.error,
      outcome.nextAt?.toISOString() ?? null,
      outcome.status === "Done" ? outcome.at.toISOString() : null,
      outcome.status,
      id,
    );
  }

  async claimDueExports(now: Date, holdUntil: Date, limit: number): Promise<JobRecord[]> {
    const due = await this.sql.all<{ id: string; export_next_at: string }>(
      "SELECT id, export_next_at FROM jobs WHERE export_status = 'Retrying' AND export_next_at <= ? ORDER BY export_next_at LIMIT ?",
      [now.toISOString(), limit],
    );
    const claimed: JobRecord[] = [];
    for (const row of due) {
      // Moving the due time on claims it: of two processes, only the one whose update still finds the old time takes it.
      const job = await this.one(
        "UPDATE jobs SET export_next_at = ? WHERE id = ? AND export_status = 'Retrying' AND export_next_at = ? RETURNING *",
        holdUntil.toISOString(),
        row.id,
        row.export_next_at,
      );
      if (job) claimed.push(job);
    }
    return claimed;
  }

  async eraseSecrets(id: string): Promise<void> {
    await this.sql.run("UPDATE jobs SET sealed_secrets = NULL WHERE id = ?", [id]);
  }
}
