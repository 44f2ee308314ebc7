import { cleanFileName } from "../common/file-names.ts";
import { originOf, OutgoingFailure, parseOutgoingUrl } from "../common/outgoing-http.ts";
import { exportTarget } from "../common/url-upload.ts";
import type { SecretBox } from "../secrets/secret-box.ts";
import type { NewJob } from "../jobs/job.ts";
import type { ExportBucket } from "../accounts/export-bucket-store.ts";
import type { BucketTarget } from "../storage/bucket-upload.ts";
import type { FieldError } from "../errors/app-error.ts";
import { inputKey } from "../jobs/storage-keys.ts";
import type { ToolCall } from "./tool-call.ts";

/** At most this many files may be given by their addresses in one call. */
export const MAX_URLS = 20;

/**
 * The form of each `url`: an `http://` or `https://` address without credentials. Whether it is
 * public, answers, and what it sends is found out by the job when it fetches it (where a failure
 * is a `DownloadFailed` job), since only the connection itself can tell.
 */
export function checkUrls(call: ToolCall): FieldError[] {
  if (call.urls.length > MAX_URLS) return [{ field: "url", detail: `At most ${MAX_URLS} files may be given by \`url\` (got ${call.urls.length}).` }];
  const errors: FieldError[] = [];
  for (const url of call.urls) {
    try {
      parseOutgoingUrl(url, "`url`");
    } catch (error) {
      if (!(error instanceof OutgoingFailure)) throw error;
      errors.push({ field: "url", detail: `${error.message.charAt(0).toUpperCase()}${error.message.slice(1)} (got "${url.slice(0, 200)}").` });
    }
  }
  return errors;
}

/** The call's URLs become its last inputs, fetched by the job into these keys, each at most `maxBytes`. */
export function addUrlInputs(call: ToolCall, jobId: string, maxBytes: number): void {
  for (const url of call.urls) {
    const index = call.inputs.length;
    call.inputs.push({ key: inputKey(jobId, index), name: nameFromUrl(url) || `file-${index + 1}`, bytes: 0, url, maxBytes });
  }
}

function nameFromUrl(text: string): string {
  const last = new URL(text).pathname.split("/").pop() ?? "";
  try {
    return cleanFileName(decodeURIComponent(last));
  } catch {
    return cleanFileName(last);
  }
}

/**
 * `exportUrl`: an `https://` address (a presigned PUT URL of S3, GCS or Azure); `http://` only
 * for an origin the operator allows for tests and development (DOCTOOLS_URL_ALLOW_ORIGINS).
 */
export function checkExportUrl(call: ToolCall, allowedOrigins: readonly string[], bucket: ExportBucket | null): FieldError[] {
  if (call.exportTo !== undefined) {
    if (call.exportTo.toLowerCase() !== "account") return [{ field: "export", detail: `\`export\` takes one value, \`account\` (got "${call.exportTo}"); a URL goes in \`exportUrl\`.` }];
    if (call.exportUrl !== undefined) return [{ field: "export", detail: "Give `export=account` or `exportUrl`, not both." }];
    if (!bucket) return [{ field: "export", detail: "This account has no bucket for results yet; add one on the dashboard's Storage page, or give `exportUrl`." }];
    return [];
  }
  if (call.exportUrl === undefined) return [];
  try {
    const url = parseOutgoingUrl(call.exportUrl, "`exportUrl`");
    if (url.protocol !== "https:" && !allowedOrigins.includes(originOf(url))) throw new OutgoingFailure("the `exportUrl` must be an https:// address");
    return [];
  } catch (error) {
    if (!(error instanceof OutgoingFailure)) throw error;
    return [{ field: "exportUrl", detail: `${error.message.charAt(0).toUpperCase()}${error.message.slice(1)}: a presigned PUT URL of your storage (S3, GCS, Azure).` }];
  }
}

/**
 * The job's export: a URL shown without its query (the signature) and kept sealed; the account's
 * bucket kept as its settings with the secret opened only into the sealed copy, the result under
 * `<prefix><job id>/<result name>` so that no two jobs' results meet.
 */
export function exportOf(call: ToolCall, secrets: SecretBox, bucket: ExportBucket | null, job: Pick<NewJob, "id" | "fileName">): NewJob["export"] | undefined {
  if (call.exportTo !== undefined && bucket) {
    const key = `${bucket.prefix}${job.id}/${job.fileName}`;
    const target: BucketTarget = { endpoint: bucket.endpoint, region: bucket.region, bucket: bucket.bucket, key, accessKeyId: bucket.accessKeyId, secretAccessKey: secrets.open(bucket.sealedSecret) };
    return { target: `${bucket.endpoint.replace(/\/+$/, "")}/${bucket.bucket}/${key}`, sealedUrl: secrets.seal(JSON.stringify(target)) };
  }
  return call.exportUrl === undefined ? undefined : { target: exportTarget(call.exportUrl), sealedUrl: secrets.seal(call.exportUrl) };
}
