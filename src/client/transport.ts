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

/** True for answers worth asking again after a pause: rate limited, overloaded, or a gateway between. */
export function isTransient(error: unknown): boolean {
  if (error instanceof DoctoolsProblemError) return error.status === 429 || error.status === 502 || error.status === 503 || error.status === 504;
  // fetch rejects with a TypeError when the connection fails or breaks.
  return error instanceof TypeError;
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
