import type { Config } from "../config.ts";
import type { IdempotencyStore } from "../idempotency/idempotency-store.ts";
import type { JobStore } from "../jobs/job-store.ts";
import type { Logger } from "../logger.ts";
import type { FileStore } from "../storage/file-store.ts";
import type { UploadStore } from "../uploads/upload-store.ts";
import { createIdempotencySweeper } from "./idempotency-sweeper.ts";
import { createResultSweeper } from "./result-sweeper.ts";
import { createUploadSweeper } from "./upload-sweeper.ts";

/** Idempotency keys live a day; a sweep every ten minutes keeps them to that, give or take. */
const IDEMPOTENCY_SWEEP_MS = 10 * 60 * 1000;
/** Expired things are looked for at least four times a lifetime, and at least once a minute. */
const sweepEvery = (lifetimeSeconds: number) => Math.min(60_000, lifetimeSeconds * 250);

export interface SweptStores {
  readonly jobStore: JobStore;
  readonly uploads: UploadStore;
  readonly idempotencyKeys: IdempotencyStore;
  readonly files: FileStore;
  readonly config: Pick<Config, "resultTtlSeconds" | "uploadTtlSeconds">;
}

/**
 * Starts every sweeper of expired things: results past their expiry, uploads no tool call took,
 * idempotency keys past their day. Every process runs them; deleting is safe to race, since each
 * thing is deleted once whoever gets there first. `stop` waits for sweeps in progress.
 */
export function startSweepers(stores: SweptStores, log: Logger): { stop(): Promise<void> } {
  const { config } = stores;
  const sweepers = [
    createResultSweeper(stores.jobStore, stores.files, log, sweepEvery(config.resultTtlSeconds)),
    createUploadSweeper(stores.uploads, stores.files, log, sweepEvery(config.uploadTtlSeconds)),
    createIdempotencySweeper(stores.idempotencyKeys, log, IDEMPOTENCY_SWEEP_MS),
  ];
  for (const sweeper of sweepers) sweeper.start();
  return { stop: async () => void (await Promise.all(sweepers.map((sweeper) => sweeper.stop()))) };
}
