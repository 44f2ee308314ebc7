import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { guardedLookup, lookupAll, RefusedAddress, type HostLookup } from "../common/guarded-lookup.ts";
import { isPublicAddress } from "../common/public-address.ts";

export interface WebhookRequest {
  readonly url: string;
  readonly body: string;
  readonly headers: Readonly<Record<string, string>>;
}

export interface SendOptions {
  readonly timeoutMs: number;
  /** DOCTOOLS_WEBHOOK_ALLOW_PRIVATE: lifts the public-address rule (development and tests). */
  readonly allowPrivate: boolean;
  readonly lookup?: HostLookup;
}

/** How one POST ended: the receiver's status, or why there was none. */
export interface SendOutcome {
  readonly statusCode: number | null;
  readonly error: string | null;
  readonly durationMs: number;
}

/**
 * One delivery attempt: a POST that is acknowledged by any 2xx status within the time limit.
 * Redirects are not followed, the connection is never reused, and the response body
 * is not read: only the status matters, so a receiver cannot make us hold a large answer.
 */
export function sendWebhook(request: WebhookRequest, options: SendOptions): Promise<SendOutcome> {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  return new Promise((resolve) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (statusCode: number | null, error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ statusCode, error, durationMs: elapsed() });
    };

    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return finish(null, "the endpoint URL is not valid");
    }
    const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
    // Node connects to an IP literal without a lookup, so such a host is checked here.
    if (!options.allowPrivate && isIP(host) !== 0 && !isPublicAddress(host)) {
      return finish(null, `refused: ${host} is not a public address`);
    }
    if (url.protocol !== "https:" && !(options.allowPrivate && url.protocol === "http:")) {
      return finish(null, `refused: ${url.protocol}// is not allowed; webhooks use https://`);
    }

    const client = url.protocol === "https:" ? https : http;
    const outgoing = client.request(url, {
      method: "POST",
      agent: false,
      lookup: guardedLookup(options.allowPrivate, options.lookup ?? lookupAll),
      headers: { ...request.headers, "content-type": "application/json", "content-length": Buffer.byteLength(request.body), "user-agent": "doctools-webhooks/1" },
    });
    timer = setTimeout(() => {
      finish(null, `no answer within ${Math.round(options.timeoutMs / 1000)} s`);
      outgoing.destroy();
    }, options.timeoutMs);
    outgoing.on("response", (response) => {
      finish(response.statusCode ?? null, null);
      response.destroy();
      outgoing.destroy();
    });
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      const reason = error instanceof RefusedAddress ? `refused: ${error.message}` : `${error.code ?? "error"}: ${error.message}`;
      finish(null, reason);
    });
    outgoing.end(request.body);
  });
}

/** Any 2xx acknowledges; a redirect or anything else is a failed attempt. */
export const isAcknowledged = (outcome: SendOutcome): boolean => outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
