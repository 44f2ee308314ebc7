import type { SqlClient } from "../db/sql-client.ts";
import type { Logger } from "../logger.ts";
import { JOB_ENDED_CHANNEL, type JobStore } from "./job-store.ts";

/** How often the jobs this process runs are looked up: the longest a cancel takes to reach their run when no notification carries it. */
export const CANCEL_CHECK_MS = 1000;

/**
 * Tells a runner when a job it is running has been ended by someone else: cancelled through
 * the API, in this process or in another. The end is in the database before anyone is told, so
 * the watch reads it there: on PostgreSQL it hears the job's end at once (JOB_ENDED_CHANNEL),
 * and on every database it also looks up its running jobs every CANCEL_CHECK_MS, which finds
 * ends told while its listening connection was replaced, and ends written by another process
 * on the same embedded database, which tells nothing across processes.
 */
export class CancelWatch {
  private readonly store: JobStore;
  private readonly sql: SqlClient;
  private readonly log: Logger;
  private readonly checkMs: number;
  private readonly watched = new Map<string, AbortController>();
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => void) | null = null;
  private checking = false;
  private checkAgain = false;

  constructor(options: { store: JobStore; sql: SqlClient; log: Logger; checkMs?: number }) {
    this.store = options.store;
    this.sql = options.sql;
    this.log = options.log;
    this.checkMs = options.checkMs ?? CANCEL_CHECK_MS;
  }

  async start(): Promise<void> {
    this.timer = setInterval(() => void this.check(), this.checkMs);
    this.timer.unref();
    try {
      this.unlisten = await this.sql.listen(JOB_ENDED_CHANNEL, (jobId) => {
        // A lost notification (null) may have been any job's.
        if (jobId === null || this.watched.has(jobId)) void this.check();
      });
    } catch (error) {
      this.log.warn({ err: error }, "cannot listen for jobs ending; cancels reach running jobs at the next look instead");
    }
  }

  stop(): void {
    clearInterval(this.timer);
    this.unlisten?.();
    this.unlisten = null;
  }

  /** A signal aborted (with reason "cancel") once the job is found ended; call `unwatch` when its run is over. */
  watch(jobId: string): AbortSignal {
    const controller = new AbortController();
    this.watched.set(jobId, controller);
    return controller.signal;
  }

  unwatch(jobId: string): void {
    this.watched.delete(jobId);
  }

  private async check(): Promise<void> {
    if (this.checking) {
      // The look in progress may have read before the end it is told of.
      this.checkAgain = true;
      return;
    }
    if (this.watched.size === 0) return;
    this.checking = true;
    this.checkAgain = false;
    try {
      for (const jobId of await this.store.listEnded([...this.watched.keys()])) {
        this.watched.get(jobId)?.abort("cancel");
        this.watched.delete(jobId);
      }
    } catch (error) {
      this.log.warn({ err: error }, "looking up whether running jobs were cancelled failed");
    } finally {
      this.checking = false;
    }
    if (this.checkAgain) void this.check();
  }
}
