import type { Metrics } from "../metrics/metrics.ts";
import type { JobRecord } from "./job.ts";
import type { JobEvents } from "./job-events.ts";
import type { JobStore } from "./job-store.ts";
import type { RetireReason, WorkerPool } from "../workers/worker-pool.ts";

/**
 * Counts each step of a job's life (beside job-log.ts, from the same events): accepted by tool,
 * completed by tool, failed by tool and error code, and how long jobs waited and ran. Each
 * process counts the steps it saw: acceptances where the tool call came in, the rest where the
 * job ran.
 */
export function countJobSteps(events: JobEvents, metrics: Metrics): () => void {
  const seconds = (from: Date | null, to: Date | null) => (from && to ? Math.max(0, to.getTime() - from.getTime()) / 1000 : null);
  const ran = (job: JobRecord, status: "completed" | "failed") => {
    const duration = seconds(job.startedAt, job.completedAt);
    // A job can fail without ever starting (its worker lost too often, a batch closed…).
    if (duration !== null) metrics.jobDuration.observe({ tool: job.operation, status }, duration);
  };
  const listeners = {
    queued: (job: JobRecord) => metrics.jobsAccepted.inc({ tool: job.operation }),
    started: (job: JobRecord) => {
      const waited = seconds(job.createdAt, job.startedAt);
      if (waited !== null) metrics.jobWait.observe({ tool: job.operation }, waited);
    },
    completed: (job: JobRecord) => {
      metrics.jobsCompleted.inc({ tool: job.operation });
      ran(job, "completed");
    },
    failed: (job: JobRecord) => {
      metrics.jobsFailed.inc({ tool: job.operation, code: job.error?.code ?? "Internal" });
      ran(job, "failed");
    },
  };
  for (const [step, listener] of Object.entries(listeners)) events.on(step as keyof typeof listeners, listener);
  return () => {
    for (const [step, listener] of Object.entries(listeners)) events.off(step as keyof typeof listeners, listener);
  };
}

/** The queue gauges read the database, so every process reports the whole service's queue. */
export function measureQueue(store: JobStore, metrics: Metrics): void {
  metrics.read({ jobs: () => store.countUnfinishedJobs() });
}

/** The worker gauges read the pool when scraped; its retirements are counted as they happen. */
export function measureWorkerPool(pool: WorkerPool, metrics: Metrics): () => void {
  metrics.read({ workers: () => ({ slots: pool.size, busy: pool.busyCount() }) });
  const onRetired = (reason: RetireReason) => metrics.workersRetired.inc({ reason });
  pool.on("retired", onRetired);
  return () => pool.off("retired", onRetired);
}
