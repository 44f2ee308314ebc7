import type { SqlClient } from "../db/sql-client.ts";
import type { Logger } from "../logger.ts";
import { JOB_ENDED_CHANNEL } from "./job-store.ts";

export interface WaitOptions {
  /** How long to wait at most; 0 reads once and answers. */
  readonly timeoutMs: number;
  /** Aborted when nobody waits for the answer any more (the client hung up). */
  readonly signal?: AbortSignal;
}

/** One waiting request: the jobs whose end it waits for, and how to wake it. */
interface Waiter {
  ids: ReadonlySet<string>;
  /** A job it waits for ended (or notifications may have been lost) since its last read. */
  changed: boolean;
  wake: (() => void) | null;
}

/**
 * Lets a request wait for jobs to end instead of polling for them. A job's end is told on the
 * database (JOB_ENDED_CHANNEL) by whichever process ends it: on PostgreSQL every API process
 * hears it; on the embedded database only this process does. So a waiter also reads again every
 * `recheckMs`, which finds jobs ended by another process on the same file (a `doctools worker`),
 * and any end told while the listening connection was being replaced.
 */
export class JobWaits {
  private readonly sql: SqlClient;
  private readonly log: Logger;
  private readonly recheckMs: number;
  private readonly waiters = new Set<Waiter>();
  private listening: Promise<void> | null = null;
  private unlisten: (() => void) | null = null;
  private stopped = false;

  constructor(sql: SqlClient, log: Logger, recheckMs: number) {
    this.sql = sql;
    this.log = log;
    this.recheckMs = recheckMs;
  }

  /**
   * Reads until `isOver` holds for what `read` gives, the time is up, the signal aborts, or the
   * waits are stopped (shutdown); returns the last read (made at that moment, except for an
   * abort: nobody is left to tell). `first` is a read already made; `watched` names the jobs
   * whose end makes reading again worthwhile.
   */
  async until<T>(first: T, read: () => Promise<T>, isOver: (value: T) => boolean, watched: (value: T) => Iterable<string>, options: WaitOptions): Promise<T> {
    const { timeoutMs, signal } = options;
    if (isOver(first) || timeoutMs <= 0 || this.stopped || signal?.aborted) return first;
    const deadline = Date.now() + timeoutMs;
    const waiter: Waiter = { ids: new Set(watched(first)), changed: false, wake: null };
    this.waiters.add(waiter);
    const wake = () => waiter.wake?.();
    signal?.addEventListener("abort", wake);
    try {
      // Listening before the first read of its own: an end told from now on is heard.
      await this.listen();
      let value = await read();
      while (!isOver(value) && !this.stopped && !signal?.aborted) {
        const left = deadline - Date.now();
        if (left <= 0) break;
        waiter.ids = new Set(watched(value));
        await this.nextChange(waiter, Math.min(left, this.recheckMs));
        if (signal?.aborted) break;
        waiter.changed = false;
        value = await read();
      }
      return value;
    } finally {
      signal?.removeEventListener("abort", wake);
      this.waiters.delete(waiter);
    }
  }

  /** Requests waiting now (for operators and tests). */
  get waiting(): number {
    return this.waiters.size;
  }

  /** Ends every wait now (each answers with what it reads then), and every later one at once. */
  stop(): void {
    this.stopped = true;
    for (const waiter of this.waiters) waiter.wake?.();
    this.unlisten?.();
    this.unlisten = null;
  }

  /** Resolves when a watched job has ended (or may have), after `ms`, or when woken. */
  private nextChange(waiter: Waiter, ms: number): Promise<void> {
    if (waiter.changed || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        waiter.wake = null;
        resolve();
      }
      waiter.wake = done;
    });
  }

  private heard(jobId: string | null): void {
    for (const waiter of this.waiters) {
      if (jobId !== null && !waiter.ids.has(jobId)) continue;
      waiter.changed = true;
      waiter.wake?.();
    }
  }

  /**
   * Listens once for the whole process, from the first wait on. Should listening fail, waits go
   * on reading every `recheckMs`, and the next wait tries listening again.
   */
  private listen(): Promise<void> {
    this.listening ??= this.sql.listen(JOB_ENDED_CHANNEL, (jobId) => this.heard(jobId)).then(
      (unlisten) => {
        if (this.stopped) unlisten();
        else this.unlisten = unlisten;
      },
      (error: unknown) => {
        this.log.warn({ err: error }, "cannot listen for jobs ending; waiting requests read again every few seconds instead");
        this.listening = null;
      },
    );
    return this.listening;
  }
}
