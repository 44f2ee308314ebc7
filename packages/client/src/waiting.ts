import { pause, retryDelayMs } from "./transport.ts";
import type { Batch, Job, OnProgress } from "./types.ts";

export interface Poll<T> {
  /** One `GET …?wait=N`: the service may hold it up to N seconds for a change, or answer at once. */
  readonly ask: (waitSeconds: number, signal?: AbortSignal) => Promise<T>;
  readonly finished: (value: T) => boolean;
  /** What counts as a change: the service answers a long wait early on one. */
  readonly state: (value: T) => string;
  readonly report?: ((value: T) => void) | undefined;
}

export interface PollSettings {
  readonly waitSeconds: number;
  /** Least time between two answers that show no change: the pace against a service that does not hold `wait`. */
  readonly intervalMs: number;
  readonly signal?: AbortSignal | undefined;
}

/**
 * Asks until `finished`. A service that holds `?wait=` answers when the job has ended or after the
 * wait, and is asked again at once; one that ignores it (an older one, or a proxy that drops the
 * query) answers at once, and is then asked at most once per `intervalMs`. Rate limits, overload
 * and broken connections are waited out (a few times running, honouring `Retry-After`).
 */
export async function pollUntil<T>(poll: Poll<T>, { waitSeconds, intervalMs, signal }: PollSettings): Promise<T> {
  let last: string | null = null;
  let troubles = 0;
  for (;;) {
    const asked = Date.now();
    let value: T;
    try {
      value = await poll.ask(waitSeconds, signal);
      troubles = 0;
    } catch (error) {
      const delay = signal?.aborted || troubles >= 5 ? null : retryDelayMs(error, ++troubles);
      if (delay === null) throw error;
      await pause(delay, signal);
      continue;
    }
    poll.report?.(value);
    if (poll.finished(value)) return value;
    const state = poll.state(value);
    if (state === last) await pause(Math.max(0, intervalMs - (Date.now() - asked)), signal);
    last = state;
  }
}

export const jobFinished = (job: Job) => job.status === "Completed" || job.status === "Failed";

/** The steps a running job has done, when its tool reports them (`progress` on a `Processing` job). */
export function jobSteps(job: Job): { done: number; total: number } | null {
  return job.progress && job.progress.total > 0 ? job.progress : null;
}

export function jobState(job: Job): string {
  const steps = jobSteps(job);
  return steps ? `${job.status} ${steps.done}/${steps.total}` : job.status;
}

/** Reports a job's processing as `onProgress` describes it. */
export function reportJob(onProgress: OnProgress | undefined): (job: Job) => void {
  return (job) => {
    if (!onProgress) return;
    const steps = jobSteps(job);
    const ended = jobFinished(job);
    onProgress({ phase: "processing", done: ended ? (steps?.total ?? 1) : (steps?.done ?? 0), total: steps?.total ?? 1, status: job.status });
  };
}

export const batchFinished = (batch: Batch) => batch.total > 0 && batch.completed + batch.failed >= batch.total;

export const batchState = (batch: Batch) => `${batch.total} ${batch.completed} ${batch.failed} ${batch.jobs.map((job) => job.status).join()}`;

export function reportBatch(onProgress: OnProgress | undefined): (batch: Batch) => void {
  return (batch) => onProgress?.({ phase: "processing", done: batch.completed + batch.failed, total: batch.total });
}
