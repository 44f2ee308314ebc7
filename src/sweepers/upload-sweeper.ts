import { ExpirySweeper } from "./expiry-sweeper.ts";
import type { Logger } from "../logger.ts";
import type { FileStore } from "../storage/file-store.ts";
import { uploadPrefix, type UploadRecord, type UploadStore } from "../uploads/upload-store.ts";

/** Deletes uploads at their `expiresAt`, with any bytes not taken by a tool call. */
export function createUploadSweeper(store: UploadStore, files: FileStore, log: Logger, intervalMs: number): ExpirySweeper<UploadRecord> {
  return new ExpirySweeper(
    {
      name: "uploads",
      listExpired: (now, limit) => store.listExpiredUploads(now, limit),
      async remove(upload) {
        await files.removePrefix(uploadPrefix(upload.id));
        await store.deleteUpload(upload.id);
      },
    },
    log,
    intervalMs,
  );
}
