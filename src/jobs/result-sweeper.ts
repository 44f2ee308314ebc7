import type { Logger } from "../logger.ts";
import type { FileStore } from "../storage/file-store.ts";
import type { JobStore } from "./job-store.ts";
import { jobPrefix } from "./storage-keys.ts";

/** Deletes results at their `resultExpiresAt` (spec §1 rule 3). */
export class ResultSweeper {
  private readonly store: JobStore;
  private readonly files: FileStore;
  private readonly log: Logger;
  private readonly intervalMs: number;
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | null = null;

  constructor(store: JobStore, files: FileStore, log: Logger, intervalMs: number) {
    this.store = store;
    this.files = files;
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
        const expired = await this.store.listExpiredResults(new Date(), 100);
        for (const job of expired) {
          await this.files.removePrefix(jobPrefix(job.id));
          await this.store.markResultDeleted(job.id, new Date());
        }
        if (expired.length < 100) return;
      }
    } catch (error) {
      this.log.error({ err: error }, "deleting expired results failed");
    }
  }
}
