import type { Logger } from "../logger.ts";
import type { JobStore } from "./job-store.ts";

/** A running job's progress goes to its record at most this often. */
export const PROGRESS_WRITE_MS = 500;

export interface ProgressRecorder {
  /** The tool's latest report; written now, or at the end of the current pause. */
  report(done: number, total: number): void;
  /** No more reports; resolves once no write is in flight (the job's end is written after). */
  stop(): Promise<void>;
}

/**
 * Writes a running job's progress to its record, at most once per `intervalMs`: the first report
 * at once, later ones at the end of each pause, always the latest (so the last report is written
 * even if it came in a pause). Writes go one after another, never overtaking each other. A failed
 * write is logged and skipped: progress is a hint for clients, never a reason to fail the job.
 */
export function recordProgress(store: JobStore, jobId: string, log: Logger, intervalMs = PROGRESS_WRITE_MS): ProgressRecorder {
  let latest: { done: number; total: number } | null = null;
  let lastWrite = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let stopped = false;

  const write = () => {
    timer = undefined;
    const next = latest;
    latest = null;
    if (!next || stopped) return;
    lastWrite = Date.now();
    writing = writing
      .then(() => store.recordProgress(jobId, next.done, next.total))
      .then(
        () => undefined,
        (error: unknown) => log.warn({ err: error, jobId }, "recording a job's progress failed"),
      );
  };

  return {
    report(done, total) {
      if (stopped) return;
      latest = { done, total };
      if (timer) return;
      const wait = lastWrite + intervalMs - Date.now();
      if (wait <= 0) write();
      else timer = setTimeout(write, wait);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await writing;
    },
  };
}
