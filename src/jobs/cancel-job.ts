import { isPipeline, pipelineOf } from "./pipeline.ts";
import { usageMonth, type UsageLimits, type UsageStore } from "../accounts/usage-store.ts";
import type { SqlClient } from "../db/sql-client.ts";
import type { JobErrorInfo } from "../errors/job-errors.ts";
import type { FileStore } from "../storage/file-store.ts";
import type { AnyTool } from "../tools/tool-definition.ts";
import { hasEnded, type JobRecord } from "./job.ts";
import type { JobEvents } from "./job-events.ts";
import type { JobQueue } from "./job-queue.ts";
import type { EndWriter } from "./job-runner.ts";
import type { JobStore } from "./job-store.ts";
import { jobPrefix } from "./storage-keys.ts";

/** What cancelling a job writes to and tells. */
export interface CancelServices {
  readonly sql: SqlClient;
  readonly jobStore: JobStore;
  readonly queue: JobQueue;
  readonly files: FileStore;
  readonly usage: UsageStore;
  readonly events: JobEvents;
  readonly tools: ReadonlyMap<string, AnyTool>;
}

export interface CancelOptions {
  /** The account's plan limits: whether the operation given back was paid with a prepaid credit. */
  readonly limits: UsageLimits;
  /** What else the job's end writes (its `job.failed` webhook event), prepared before the transaction; null for nothing. */
  readonly onEnd: EndWriter | null;
}

/** The job cancelled now, or as it was found when it had ended already (nothing was changed). */
export type CancelOutcome = { readonly cancelled: true; readonly job: JobRecord } | { readonly cancelled: false; readonly job: JobRecord };

/**
 * Cancels a job that has not ended. It fails with `Cancelled` at once, whoever runs it: the
 * process running a `Processing` job sees it ended within a second or so and aborts its run
 * (cancel-watch.ts). A job still `Queued` never runs: its queue entry goes, and its operation,
 * paid tool job and prepaid credit are given back, in the transaction that ends it, so that
 * neither a crash nor a claim racing the cancel can run it or keep the charge. A `Processing`
 * job has had a worker and counts like any failed job. Either way its webhook event is written
 * with its end, and its stored files (inputs, parts of a result) are deleted once it has ended.
 */
export async function cancelJob(services: CancelServices, job: JobRecord, options: CancelOptions): Promise<CancelOutcome> {
  if (hasEnded(job)) return { cancelled: false, job };
  const ended = await services.sql.transaction(async (tx) => {
    // The account's lock before the job's row: the order the intake and refunds take them in.
    await services.usage.lockAccount(tx, job.accountId);
    const marked = await services.jobStore.markCancelled(job.id, cancelledError, new Date(), tx);
    if (!marked) return null;
    if (marked.was === "Queued") {
      // The call was charged in the month it was accepted, moments before its job was recorded;
      // a pipeline was charged once for each of its steps.
      const charges = isPipeline(job)
        ? pipelineOf(job).steps.map((step) => ({ paid: step.paid, month: pipelineOf(job).month }))
        : [{ paid: services.tools.get(job.operation)?.paid ?? false, month: usageMonth(job.createdAt) }];
      for (const { paid, month } of charges) await services.usage.refund({ accountId: job.accountId, month, paid }, options.limits, tx);
      await services.queue.withdraw(job.id, tx);
    }
    await options.onEnd?.(tx, marked.job);
    return marked;
  });
  if (!ended) {
    // Ended meanwhile, by its worker or by another cancel: as it stands now.
    return { cancelled: false, job: (await services.jobStore.getJob(job.id)) ?? job };
  }
  services.events.emit("failed", ended.job);
  await removeFiles(services.files, ended.job);
  return { cancelled: true, job: ended.job };
}

/**
 * The inputs it owns (uploads it was made from were moved under its own keys when it was
 * accepted) and anything else stored under it. A worker still running it may yet store a
 * result; the runner removes that when it finds the job ended.
 */
async function removeFiles(files: FileStore, job: JobRecord): Promise<void> {
  await Promise.all(job.inputs.map((input) => files.remove(input.key)));
  await files.removePrefix(jobPrefix(job.id));
}

/** The job's error, by the status it had when it was cancelled. */
function cancelledError(was: "Queued" | "Processing"): JobErrorInfo {
  return was === "Queued"
    ? { code: "Cancelled", detail: "The job was cancelled before it started; its operation was given back. Submit it again to run it." }
    : { code: "Cancelled", detail: "The job was cancelled while it ran and was stopped; it counts as a used operation. Submit it again to run it." };
}
