import type { Logger } from "../logger.ts";
import type { JobEvents } from "../jobs/job-events.ts";
import { toPublicJob, type JobRecord } from "../jobs/job.ts";
import type { AccountWebhooks } from "./account-webhooks.ts";

/** Turns finished jobs into `job.completed` / `job.failed` webhook events (spec §6.1). */
export function publishJobOutcomes(events: JobEvents, webhooks: AccountWebhooks, log: Logger): () => void {
  const publish = (type: "job.completed" | "job.failed") => (job: JobRecord) => {
    webhooks.publishJobEvent(job.accountId, type, toPublicJob(job)).catch((error: unknown) => {
      log.error({ err: error, jobId: job.id }, `could not queue the ${type} webhook event`);
    });
  };
  const completed = publish("job.completed");
  const failed = publish("job.failed");
  events.on("completed", completed);
  events.on("failed", failed);
  return () => {
    events.off("completed", completed);
    events.off("failed", failed);
  };
}
