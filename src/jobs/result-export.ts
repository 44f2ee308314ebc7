import fs from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { OutgoingFailure, type AddressRule } from "../common/outgoing-http.ts";
import { putToUrl } from "../common/url-upload.ts";
import { putToBucket, type BucketTarget } from "../storage/bucket-upload.ts";
import type { SecretBox } from "../secrets/secret-box.ts";
import { FileNotFoundError, type FileStore } from "../storage/file-store.ts";
import type { JobRecord } from "./job.ts";
import type { ExportOutcome } from "./job-store.ts";

export interface ResultExporting {
  readonly files: FileStore;
  readonly secrets: SecretBox;
  readonly rule: AddressRule;
  readonly timeoutMs: number;
  /** After the first attempt fails, the waits before each further one; none left, the export has failed. */
  readonly retryDelaysMs: readonly number[];
  /** Where the result is copied for its upload (a local file streams with its length). */
  readonly workRoot: string;
}

/**
 * One attempt to put a completed job's result to its export URL (a presigned PUT): the result
 * streams from the file store, and the outcome says whether another attempt is due and when.
 * `attemptsBefore` counts the attempts already made.
 */
export async function exportResult(exporting: ResultExporting, job: Pick<JobRecord, "id" | "exportSealedUrl" | "resultContentType">, resultKey: string, attemptsBefore: number): Promise<ExportOutcome> {
  const at = new Date();
  if (job.exportSealedUrl === null) return { status: "Failed", error: "the export URL is no longer kept", at, nextAt: null };
  const folder = path.join(exporting.workRoot, `export-${job.id}-${randomUUID().slice(0, 8)}`);
  try {
    await fs.mkdir(folder, { recursive: true });
    const file = await exporting.files.materialize(resultKey, folder);
    // An account's own bucket is kept as its settings (JSON); a presigned URL as itself.
    const sealed = exporting.secrets.open(job.exportSealedUrl);
    if (sealed.startsWith("{")) await putToBucket(JSON.parse(sealed) as BucketTarget, file, job.resultContentType, exporting.rule, exporting.timeoutMs);
    else await putToUrl(sealed, file, job.resultContentType, exporting.rule, exporting.timeoutMs);
    return { status: "Done", error: null, at, nextAt: null };
  } catch (error) {
    if (error instanceof FileNotFoundError) return { status: "Failed", error: "the result expired or was deleted before it could be exported", at, nextAt: null };
    if (!(error instanceof OutgoingFailure)) throw error;
    const delay = exporting.retryDelaysMs[attemptsBefore];
    return delay === undefined
      ? { status: "Failed", error: error.message, at, nextAt: null }
      : { status: "Retrying", error: error.message, at, nextAt: new Date(at.getTime() + delay) };
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
