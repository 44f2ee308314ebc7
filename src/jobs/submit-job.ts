import type { JobRecord, NewJob } from "./job.ts";
import type { JobEvents } from "./job-events.ts";
import type { JobQueue } from "./job-queue.ts";
import type { JobStore } from "./job-store.ts";

/**
 * Records a job and queues it. Should the process die between the two writes, the runner's
 * start-up reconciliation queues every unfinished job again, so no job waits forever.
 */
export async function submitJob(store: JobStore, queue: JobQueue, events: JobEvents, job: NewJob): Promise<JobRecord> {
  const created = await store.createJob(job);
  await queue.enqueue(created.id);
  events.emit("queued", created);
  return created;
}
