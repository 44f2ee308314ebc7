import type { SqlClient } from "../db/sql-client.ts";
import type { Intake } from "./intake.ts";
import type { JobRecord, NewJob } from "./job.ts";
import type { JobEvents } from "./job-events.ts";
import type { JobQueue } from "./job-queue.ts";
import type { JobStore } from "./job-store.ts";

/**
 * Records a job and queues it in one transaction: no job row without its queue entry, and no
 * entry without its row, whatever stops the process. The `intake` that took the job's inputs
 * and counts is committed the moment the transaction is: from then on the job runs, so nothing
 * that happens afterwards (waking workers, telling listeners) may give them back.
 */
export async function submitJob(sql: SqlClient, store: JobStore, queue: JobQueue, events: JobEvents, job: NewJob, intake?: Intake): Promise<JobRecord> {
  const created = await sql.transaction(async (tx) => {
    const row = await store.createJob(job, tx);
    await queue.enqueue(row.id, tx);
    return row;
  });
  intake?.commit();
  queue.announce();
  events.emit("queued", created);
  return created;
}
