import type { JobErrorInfo } from "../errors/job-errors.ts";
import type { StoredFieldValues } from "../tools/fields.ts";
import { describeStep, isPipeline } from "./pipeline.ts";

/** Queued → Processing (while a worker runs it) → Completed | Failed; a lost worker's job goes back to Queued. */
export type JobStatus = "Queued" | "Processing" | "Completed" | "Failed";

export interface StoredInput {
  /** File store key. */
  readonly key: string;
  readonly name: string;
  readonly bytes: number;
  /**
   * A file the call gave by its address: fetched by the job before it runs (into `key`, once),
   * at most `maxBytes` (the tool's and the plan's largest file when the call was accepted).
   */
  readonly url?: string;
  readonly maxBytes?: number;
}

export interface JobRecord {
  readonly id: string;
  readonly accountId: string;
  readonly operation: string;
  readonly status: JobStatus;
  readonly error: JobErrorInfo | null;
  readonly createdAt: Date;
  readonly startedAt: Date | null;
  readonly completedAt: Date | null;
  readonly resultExpiresAt: Date | null;
  readonly fileName: string;
  readonly resultBytes: number | null;
  readonly resultKey: string | null;
  readonly resultContentType: string;
  readonly resultDeletedAt: Date | null;
  readonly batchId: string | null;
  readonly pageCount: number | null;
  /** How far a `Processing` job has come, as its tool reports it; null before, and once it ends. */
  readonly progress: JobProgress | null;
  readonly inputs: readonly StoredInput[];
  readonly fields: StoredFieldValues;
  /** Fields the tool declares secret, sealed with the service key (never shown or logged). */
  readonly sealedSecrets: string | null;
  /** What the tool told about its result that cannot be seen in it; empty for most jobs. */
  readonly notes: readonly string[];
  /** Where the result is put when the job completes (the call's `exportUrl`), and how that went; null when nowhere. */
  readonly export: JobExport | null;
  /** The export URL itself, sealed (it carries the signature that allows the upload); null once the export is over. */
  readonly exportSealedUrl: string | null;
}

/**
 * Waiting: the job has not completed yet. Retrying: an attempt failed and another is due.
 * Done: the result was put there. Failed: every attempt failed, or the result was gone.
 */
export type ExportStatus = "Waiting" | "Retrying" | "Done" | "Failed";

export interface JobExport {
  /** The export URL without its query (which holds the signature). */
  readonly target: string;
  readonly status: ExportStatus;
  readonly attempts: number;
  readonly error: string | null;
  readonly doneAt: Date | null;
}

/** Pages or items done of their total. */
export interface JobProgress {
  readonly done: number;
  readonly total: number;
}

/** A job is over once it is Completed or Failed; nothing moves it again. */
export const hasEnded = (job: Pick<JobRecord, "status">): boolean => job.status === "Completed" || job.status === "Failed";

export type NewJob = Pick<
  JobRecord,
  "id" | "accountId" | "operation" | "createdAt" | "fileName" | "resultContentType" | "batchId" | "inputs" | "fields" | "sealedSecrets"
> & {
  /** The call's `exportUrl`: shown without its query, kept sealed. */
  readonly export?: { readonly target: string; readonly sealedUrl: string };
};

export interface CompletedResult {
  readonly resultKey: string;
  readonly resultBytes: number;
  readonly pageCount: number | null;
  /** What the tool told about its result (job.notes); none when absent. */
  readonly notes?: readonly string[];
  readonly completedAt: Date;
  readonly resultExpiresAt: Date;
}

/** The job as clients see it: every field always present, null where unknown. */
export function toPublicJob(job: JobRecord) {
  return {
    id: job.id,
    operation: job.operation,
    status: job.status,
    error: job.error,
    createdAt: job.createdAt.toISOString(),
    completedAt: job.completedAt?.toISOString() ?? null,
    resultExpiresAt: job.resultExpiresAt?.toISOString() ?? null,
    fileName: job.fileName,
    resultBytes: job.resultBytes,
    batchId: job.batchId,
    pageCount: job.pageCount,
    notes: job.notes,
    export: job.export === null ? null : { target: job.export.target, status: job.export.status, attempts: job.export.attempts, error: job.export.error, doneAt: job.export.doneAt?.toISOString() ?? null },
    progress: job.status === "Processing" && job.progress ? { ...job.progress, ...(isPipeline(job) ? { step: describeStep(job, job.progress.done) } : {}) } : null,
  };
}

export type PublicJob = ReturnType<typeof toPublicJob>;
