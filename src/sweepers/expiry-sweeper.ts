import type { Logger } from "../logger.ts";

/** What a sweeper deletes: things past their expiry, a page at a time. */
export interface ExpiringThings<T> {
  /** For the log: "results", "uploads". */
  readonly name: string;
  listExpired(now: Date, limit: number): Promise<T[]>;
  remove(thing: T): Promise<void>;
}

const PAGE = 100;

/**
 * Deletes expired things on a timer, one sweep at a time (a slow sweep is never overlapped by
 * the next tick), and lets shutdown wait for the sweep in progress.
 */
export class ExpirySweeper<T> {
  private readonly things: ExpiringThings<T>;
  private readonly log: Logger;
  private readonly intervalMs: number;
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | null = null;

  constructor(things: ExpiringThings<T>, log: Logger, intervalMs: number) {
    this.things = things;
    this.log = log;
    this.intervalMs = intervalMs;
  }

  start(): void {
    this.timer = setInterval(() => void this.sweep(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  sweep(): Promise<void> {
    this.sweeping ??= this.sweepOnce().finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  private async sweepOnce(): Promise<void> {
    try {
      for (;;) {
        const expired = await this.things.listExpired(new Date(), PAGE);
        for (const thing of expired) await this.things.remove(thing);
        if (expired.length < PAGE) return;
      }
    } catch (error) {
      this.log.error({ err: error }, `deleting expired ${this.things.name} failed`);
    }
  }
}
