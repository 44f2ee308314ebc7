import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedCall {
  /** When the request's body had fully arrived (ms since the epoch). */
  readonly at: number;
  readonly path: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly rawBody: string;
}

/** What to answer: a status (with headers), or "hang" to never answer. */
export type ReceiverAnswer = { status: number; headers?: Record<string, string> } | "hang";

export interface WebhookReceiver {
  readonly url: string;
  readonly calls: ReceivedCall[];
  /** Resolves once `count` calls have arrived; rejects after `timeoutMs`. */
  waitForCalls(count: number, timeoutMs?: number): Promise<ReceivedCall[]>;
  close(): Promise<void>;
}

/** A real HTTP receiver on 127.0.0.1 that records every call and answers as `answer` says. */
export async function startReceiver(answer: (call: ReceivedCall, index: number) => ReceiverAnswer = () => ({ status: 204 })): Promise<WebhookReceiver> {
  const calls: ReceivedCall[] = [];
  const waiters: Array<() => void> = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const call: ReceivedCall = { at: Date.now(), path: request.url ?? "/", headers: request.headers, rawBody: Buffer.concat(chunks).toString("utf8") };
      calls.push(call);
      for (const wake of waiters.splice(0)) wake();
      const reply = answer(call, calls.length - 1);
      if (reply === "hang") return;
      response.writeHead(reply.status, reply.headers ?? {}).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    calls,
    async waitForCalls(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (calls.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`receiver got ${calls.length} calls, expected ${count}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return calls.slice(0, count);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
