import type { JobErrorInfo } from "../errors/job-errors.ts";
import type { StoredFieldValues } from "../tools/fields.ts";

/** Queued → Processing (while a worker runs it) → Completed | Failed; a lost worker's job goes back to Queued. */
export type JobStatus = "Queued" | "Processing" | "Completed" | "Failed";

export interface StoredInput {
  /** File store key. */
  readonly key: string;
  readonly name: string;
  readonly bytes: number;
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
>;

export interface CompletedResult {
  readonly resultKey: string;
  readonly resultBytes: number;
  readonly pageCount: number | null;
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
    progress: job.status === "Processing" ? job.progress : null,
  };
}

export type PublicJob = ReturnType<typeof toPublicJob>;
