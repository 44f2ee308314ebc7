import type { Logger } from "../logger.ts";
import type { FileStore } from "../storage/file-store.ts";
import { ExpirySweeper } from "./expiry-sweeper.ts";
import type { JobRecord } from "../jobs/job.ts";
import type { JobStore } from "../jobs/job-store.ts";
import { jobPrefix } from "../jobs/storage-keys.ts";

/** Deletes results at their `resultExpiresAt`. */
export function createResultSweeper(store: JobStore, files: FileStore, log: Logger, intervalMs: number): ExpirySweeper<JobRecord> {
  return new ExpirySweeper(
    {
      name: "results",
      listExpired: (now, limit) => store.listExpiredResults(now, limit),
      async remove(job) {
        await files.removePrefix(jobPrefix(job.id));
        await store.markResultDeleted(job.id, new Date());
      },
    },
    log,
    intervalMs,
  );
}
