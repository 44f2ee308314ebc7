import type { SqlClient } from "../db/sql-client.ts";
import type { JobErrorInfo } from "../errors/job-errors.ts";
import type { CompletedResult, ExportStatus, JobRecord, NewJob } from "./job.ts";

/**
 * Told (SqlClient.notify) with a job's id when the job ends, Completed or Failed, by whichever
 * process ends it: what requests waiting for jobs listen to.
 */
export const JOB_ENDED_CHANNEL = "job_ended";

/**
 * Port: where job records live. Status changes are conditional on the current status so that
 * two processes can never both finish the same job (the update that loses returns null).
 */
export interface JobStore {
  /** Given `tx`, the row is written in that transaction (with its queue entry). */
  createJob(job: NewJob, tx?: SqlClient): Promise<JobRecord>;
  getJob(id: string): Promise<JobRecord | null>;
  /** Queued → Processing. */
  markProcessing(id: string, at: Date): Promise<JobRecord | null>;
  /** Processing → Queued, after the worker running it was lost. */
  markRequeued(id: string): Promise<JobRecord | null>;
  /** How far a Processing job has come; false when it is not Processing (any more). */
  recordProgress(id: string, done: number, total: number): Promise<boolean>;
  /** Queued | Processing → Completed; told on JOB_ENDED_CHANNEL. */
  markCompleted(id: string, result: CompletedResult, tx?: SqlClient): Promise<JobRecord | null>;
  /** Queued | Processing → Failed; told on JOB_ENDED_CHANNEL. */
  markFailed(id: string, error: JobErrorInfo, at: Date, tx?: SqlClient): Promise<JobRecord | null>;
  /**
   * Queued | Processing → Failed with the error `errorFor` gives for the status it had, its
   * sealed secrets dropped, inside `tx` (which
   * must be a transaction: the row is locked while it is read, so no claim or end can come
   * between). Null when the job has ended already; otherwise the job and the status it had.
   * Told on JOB_ENDED_CHANNEL.
   */
  markCancelled(id: string, errorFor: (was: "Queued" | "Processing") => JobErrorInfo, at: Date, tx: SqlClient): Promise<{ readonly job: JobRecord; readonly was: "Queued" | "Processing" } | null>;
  /** Of the jobs named, those that have ended (Completed or Failed). */
  listEnded(ids: readonly string[]): Promise<string[]>;
  /** Forgets the result (expired or deleted); false if there was none to forget. */
  markResultDeleted(id: string, at: Date): Promise<boolean>;
  /** Completed jobs whose result is past its expiry and not yet deleted. */
  listExpiredResults(now: Date, limit: number): Promise<JobRecord[]>;
  /** Jobs still waiting or running: the queue is reconciled against them at start-up. */
  listUnfinishedJobs(): Promise<Array<{ readonly id: string; readonly accountId: string }>>;
  /** How many of the account's jobs wait to start (Queued); read inside `tx` when given. */
  countQueuedJobs(accountId: string, tx?: SqlClient): Promise<number>;
  /** Jobs of every account waiting to start and running (the queue gauges). */
  countUnfinishedJobs(): Promise<{ readonly queued: number; readonly processing: number }>;
  /** The account's most recent jobs, newest first (the dashboard's usage page). */
  listAccountJobs(accountId: string, limit: number): Promise<JobRecord[]>;
  /** Records how an attempt to put the job's result to its export URL went; null for a job without an export. */
  recordExport(id: string, outcome: ExportOutcome, tx?: SqlClient): Promise<JobRecord | null>;
  /** Exports due for another attempt, each claimed (its due time moved to `holdUntil`) so that no other process takes it meanwhile. */
  claimDueExports(now: Date, holdUntil: Date, limit: number): Promise<JobRecord[]>;
  /** Drops the sealed secrets (protect and unlock passwords) once the job has run. */
  eraseSecrets(id: string): Promise<void>;
}

/** How one attempt to put a result to its export URL ended. */
export interface ExportOutcome {
  readonly status: Exclude<ExportStatus, "Waiting">;
  readonly error: string | null;
  readonly at: Date;
  /** When the next attempt is due (status Retrying). */
  readonly nextAt: Date | null;
}
