import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { OutgoingFailure, parseOutgoingUrl, sendOutgoing, type AddressRule } from "./outgoing-http.ts";

export interface PutOutcome {
  readonly status: number;
}

/**
 * Puts a file to a presigned `https://` URL (an S3 or GCS presigned PUT, an Azure SAS URL): the
 * file streams from disk with its length, redirects are not followed (a presigned URL that
 * redirects is not one), and only a 2xx answer counts; anything else is an OutgoingFailure
 * naming the status. Only `Content-Type` and, for Azure, the blob type are sent, since a
 * presigned URL may have signed the headers it expects and any other would break the signature.
 */
export async function putToUrl(text: string, file: string, contentType: string, rule: AddressRule, timeoutMs: number, signal?: AbortSignal): Promise<PutOutcome> {
  const url = parseOutgoingUrl(text, "export URL", !rule.allowPrivate && rule.allowedOrigins.size === 0);
  const length = (await stat(file)).size;
  const deadline = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
  const headers: Record<string, string | number> = { "content-type": contentType, "content-length": length };
  if (/\.blob\.core\.windows\.net$/i.test(url.hostname)) headers["x-ms-blob-type"] = "BlockBlob";
  try {
    const response = await sendOutgoing({ method: "PUT", url, headers, rule, signal: combined }, createReadStream(file));
    const status = response.statusCode ?? 0;
    // Only the status matters; the answer's body is not read, so it cannot hold the connection.
    response.destroy();
    if (status < 200 || status >= 300) throw new OutgoingFailure(`${url.host} answered ${status}${response.statusMessage ? ` ${response.statusMessage}` : ""}`, status);
    return { status };
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (deadline.aborted) throw new OutgoingFailure(`the upload did not finish within ${Math.round(timeoutMs / 1000)} s`);
    throw error;
  }
}

/** The address of an export as it may be shown (in the job, in webhooks): without the query, which holds the signature. */
export function exportTarget(text: string): string {
  try {
    const url = new URL(text);
    return `${url.origin}${url.pathname}`;
  } catch {
    return "";
  }
}
