import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { cleanFileName } from "./file-names.ts";
import { formatBytes } from "./byte-sizes.ts";
import { OutgoingFailure, parseOutgoingUrl, sendOutgoing, type AddressRule } from "./outgoing-http.ts";

export interface DownloadLimits {
  /** Larger bodies are cut off while streaming and the download fails. */
  readonly maxBytes: number;
  /** For the whole download, redirects included. */
  readonly timeoutMs: number;
  readonly maxRedirects: number;
}

export interface Downloaded {
  readonly bytes: number;
  /** From `Content-Disposition`, else the last segment of the final URL's path; "" when neither names one. */
  readonly fileName: string;
  readonly contentType: string | null;
  readonly finalUrl: string;
}

/**
 * Fetches a user's `http(s)` URL into `destination`: every hop (the first and each of at most
 * `maxRedirects` redirects) is checked against the address rule when its connection is made,
 * the body is streamed to disk and never held whole, and it stops at `maxBytes` and at the time
 * limit. On any failure the partial file is removed and an OutgoingFailure says why.
 */
export async function downloadUrl(text: string, destination: string, limits: DownloadLimits, rule: AddressRule, signal?: AbortSignal): Promise<Downloaded> {
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
  try {
    return await follow(parseOutgoingUrl(text, "URL"), destination, limits, rule, combined);
  } catch (error) {
    await rm(destination, { force: true });
    if (signal?.aborted) throw signal.reason;
    if (deadline.aborted) throw new OutgoingFailure(`the download did not finish within ${Math.round(limits.timeoutMs / 1000)} s`);
    throw error;
  }
}

async function follow(first: URL, destination: string, limits: DownloadLimits, rule: AddressRule, signal: AbortSignal): Promise<Downloaded> {
  let url = first;
  for (let hop = 0; ; hop++) {
    // Identity only: a compressed body would be a second, unbounded size to check.
    const response = await sendOutgoing({ method: "GET", url, headers: { accept: "*/*", "accept-encoding": "identity" }, rule, signal });
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.destroy();
      if (hop >= limits.maxRedirects) throw new OutgoingFailure(`more than ${limits.maxRedirects} redirects`, status);
      let next: URL;
      try {
        next = new URL(response.headers.location, url);
      } catch {
        throw new OutgoingFailure(`${url.host} redirected to an address that is not a valid URL`, status);
      }
      url = parseOutgoingUrl(next.href, "redirect target");
      continue;
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      throw new OutgoingFailure(`${url.host} answered ${status}${response.statusMessage ? ` ${response.statusMessage}` : ""}`, status);
    }
    const encoding = (response.headers["content-encoding"] ?? "identity").toLowerCase();
    if (encoding !== "identity") {
      response.destroy();
      throw new OutgoingFailure(`${url.host} sent the file compressed (${encoding}) although it was asked not to`, status);
    }
    const declared = Number(response.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limits.maxBytes) {
      response.destroy();
      throw new OutgoingFailure(`the file is ${formatBytes(declared)}, more than the ${formatBytes(limits.maxBytes)} allowed`, status);
    }
    let bytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        if (bytes > limits.maxBytes) callback(new OutgoingFailure(`the file is larger than the ${formatBytes(limits.maxBytes)} allowed`, status));
        else callback(null, chunk);
      },
    });
    try {
      await pipeline(response, counter, createWriteStream(destination), { signal });
    } catch (error) {
      if (error instanceof OutgoingFailure || signal.aborted) throw error;
      throw new OutgoingFailure(`the download from ${url.host} broke off (${(error as Error).message})`, status);
    }
    return {
      bytes,
      fileName: nameFrom(response.headers["content-disposition"], url),
      contentType: response.headers["content-type"]?.split(";")[0]?.trim().toLowerCase() || null,
      finalUrl: url.href,
    };
  }
}

function nameFrom(disposition: string | undefined, url: URL): string {
  if (disposition) {
    const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
    if (extended) {
      try {
        return cleanFileName(decodeURIComponent(extended[1]!.trim()));
      } catch {
        // A broken percent-encoding: fall through to the plain name.
      }
    }
    const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition);
    if (plain) return cleanFileName((plain[1] ?? plain[2] ?? "").trim());
  }
  const last = url.pathname.split("/").pop() ?? "";
  try {
    return cleanFileName(decodeURIComponent(last));
  } catch {
    return cleanFileName(last);
  }
}
