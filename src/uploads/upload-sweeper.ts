import type { Logger } from "../logger.ts";
import type { FileStore } from "../storage/file-store.ts";
import { uploadPrefix, type UploadStore } from "./upload-store.ts";

/** Deletes uploads at their `expiresAt`, with any bytes not taken by a tool call (spec §2.3). */
export class UploadSweeper {
  private readonly store: UploadStore;
  private readonly files: FileStore;
  private readonly log: Logger;
  private readonly intervalMs: number;
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | null = null;

  constructor(store: UploadStore, files: FileStore, log: Logger, intervalMs: number) {
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
        const expired = await this.store.listExpiredUploads(new Date(), 100);
        for (const upload of expired) {
          await this.files.removePrefix(uploadPrefix(upload.id));
          await this.store.deleteUpload(upload.id);
        }
        if (expired.length < 100) return;
      }
    } catch (error) {
      this.log.error({ err: error }, "deleting expired uploads failed");
    }
  }
}
