import type { SqlClient } from "../db/sql-client.ts";
import type { Intake } from "./intake.ts";
import type { JobRecord, NewJob } from "../jobs/job.ts";
import type { JobEvents } from "../jobs/job-events.ts";
import type { JobQueue } from "../jobs/job-queue.ts";
import type { JobStore } from "../jobs/job-store.ts";

export interface Submission {
  /** The most jobs of the account that may run at once (its plan's `maxRunningJobs`). */
  readonly maxRunning: number;
  /** What accepting the job took: committed with it. */
  readonly intake?: Intake;
  /** Checks that must hold when the job is recorded, run first in its transaction; throwing refuses it with nothing written. */
  readonly admit?: (tx: SqlClient) => Promise<void>;
  /** What else is written with the job, in its transaction (the answer kept for an idempotency key); throwing refuses it. */
  readonly record?: (tx: SqlClient, job: JobRecord) => Promise<void>;
}

/**
 * Records a job and queues it in one transaction: no job row without its queue entry, and no
 * entry without its row, whatever stops the process. The `intake` that took the job's inputs
 * and counts is committed the moment the transaction is: from then on the job runs, so nothing
 * that happens afterwards (waking workers, telling listeners) may give them back.
 */
export async function submitJob(sql: SqlClient, store: JobStore, queue: JobQueue, events: JobEvents, job: NewJob, submission: Submission): Promise<JobRecord> {
  const created = await sql.transaction(async (tx) => {
    await submission.admit?.(tx);
    const row = await store.createJob(job, tx);
    await queue.enqueue({ jobId: row.id, accountId: row.accountId, maxRunning: submission.maxRunning }, tx);
    await submission.record?.(tx, row);
    return row;
  });
  submission.intake?.commit();
  queue.announce();
  events.emit("queued", created);
  return created;
}
