import { DoctoolsProblemError, problemOf } from "./errors.ts";

/** How the client reaches the service: every request of the client goes through `send`. */
export interface Transport {
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
  readonly apiKey: string;
  send(method: string, path: string, init?: SendInit): Promise<Response>;
}

export interface SendInit {
  readonly body?: Blob | string;
  readonly headers?: Record<string, string>;
  readonly signal?: AbortSignal | undefined;
  /** Called as the body goes out, with the bytes sent so far. */
  readonly onSent?: ((bytes: number) => void) | undefined;
}

// Node's fetch sends a stream body with the Content-Length given, so bytes can be counted as they
// leave without giving up the length (the service refuses an oversized part from it at once).
// Browsers forbid both, so there a Blob goes as it is and counts once it has gone.
const countsBodies = typeof process === "object" && typeof process.versions?.node === "string";

export function createTransport(baseUrl: string, apiKey: string, fetchFn: typeof fetch): Transport {
  const base = baseUrl.replace(/\/+$/, "");
  return {
    baseUrl: base,
    fetch: fetchFn,
    apiKey,
    async send(method, path, init = {}) {
      const headers: Record<string, string> = { "x-api-key": apiKey, ...init.headers };
      const request: RequestInit & { duplex?: "half" } = { method, headers, ...(init.signal ? { signal: init.signal } : {}) };
      const body = init.body;
      if (typeof body === "string") request.body = body;
      else if (body !== undefined && countsBodies && init.onSent) {
        headers["content-length"] = String(body.size);
        request.body = body.stream().pipeThrough(counter(init.onSent));
        request.duplex = "half";
      } else if (body !== undefined) request.body = body;
      const response = await fetchFn(new Request(`${base}${path}`, request));
      if (body instanceof Blob && init.onSent && !countsBodies) init.onSent(body.size);
      return response;
    },
  };
}

/** Passes bytes through, reporting the running total. */
export function counter(onBytes: (total: number) => void): TransformStream<Uint8Array, Uint8Array> {
  let total = 0;
  return new TransformStream({
    transform(chunk, controller) {
      total += chunk.byteLength;
      onBytes(total);
      controller.enqueue(chunk);
    },
  });
}

/** The response when it is a success; otherwise the service's problem, thrown. */
export async function ok(response: Response): Promise<Response> {
  if (response.ok) return response;
  throw await problemOf(response);
}

/** The JSON body of a successful answer, typed by the caller from the generated types. */
export async function okJson<T>(response: Response): Promise<T> {
  return (await (await ok(response)).json()) as T;
}

/** The longest `Retry-After` the client waits out by itself; a longer one (an AI tool without its model: an hour) is the caller's to decide. */
const MAX_RETRY_AFTER_SECONDS = 60;

/**
 * How long to wait before asking again after `error`, or null when asking again cannot help:
 * rate limited, overloaded, a gateway between, a connection that broke (fetch rejects with a
 * TypeError), or an earlier request with the same Idempotency-Key still being processed.
 */
export function retryDelayMs(error: unknown, attempt: number): number | null {
  const backoff = 500 * 2 ** Math.min(attempt - 1, 4);
  if (error instanceof TypeError) return backoff;
  if (!(error instanceof DoctoolsProblemError)) return null;
  const retryable = [429, 502, 503, 504].includes(error.status) || error.type.endsWith("/idempotency-key-in-use");
  if (!retryable || (error.retryAfter !== null && error.retryAfter > MAX_RETRY_AFTER_SECONDS)) return null;
  return Math.max(backoff, (error.retryAfter ?? 0) * 1000);
}

/** Runs `attempt` until it succeeds, `retries` times more at most while `retryDelayMs` allows. */
export async function withRetries<T>(retries: number, signal: AbortSignal | undefined, attempt: () => Promise<T>): Promise<T> {
  for (let failures = 0; ; ) {
    try {
      return await attempt();
    } catch (error) {
      const delay = signal?.aborted || failures >= retries ? null : retryDelayMs(error, ++failures);
      if (delay === null) throw error;
      await pause(delay, signal);
    }
  }
}

/** Waits `ms`, or rejects with the signal's reason as soon as it is aborted. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener("abort", stop, { once: true });
  });
}
