import type { Logger } from "../logger.ts";
import type { JobRecord } from "./job.ts";
import type { JobEvents } from "./job-events.ts";

/**
 * One log line per step of a job's life (accepted, started, completed or failed), with what an
 * operator looks for: the tool, the account, how long it took, and why it failed. Never the
 * job's fields (a password may be among them), its files or their names.
 */
export function logJobSteps(events: JobEvents, log: Logger): () => void {
  const line = (job: JobRecord) => ({ jobId: job.id, tool: job.operation, accountId: job.accountId });
  const since = (from: Date | null, to: Date | null) => (from && to ? to.getTime() - from.getTime() : null);
  const listeners = {
    queued: (job: JobRecord) => log.info({ ...line(job), inputs: job.inputs.length, inputBytes: job.inputs.reduce((sum, input) => sum + input.bytes, 0) }, "job accepted"),
    started: (job: JobRecord) => log.info({ ...line(job), waitedMs: since(job.createdAt, job.startedAt) }, "job started"),
    completed: (job: JobRecord) => log.info({ ...line(job), ranMs: since(job.startedAt, job.completedAt), resultBytes: job.resultBytes }, "job completed"),
    failed: (job: JobRecord) => log.info({ ...line(job), ranMs: since(job.startedAt, job.completedAt), code: job.error?.code }, "job failed"),
  };
  for (const [step, listener] of Object.entries(listeners)) events.on(step as keyof typeof listeners, listener);
  return () => {
    for (const [step, listener] of Object.entries(listeners)) events.off(step as keyof typeof listeners, listener);
  };
}
