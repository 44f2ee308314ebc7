import net from "node:net";
import http from "node:http";

/**
 * Sends a request body chunk by chunk with node:http and stops as soon as the server answers,
 * to observe an early refusal (fetch would insist on sending the whole body first).
 */
export function sendUntilAnswered(
  url: string,
  headers: Record<string, string | number>,
  chunks: Iterable<Buffer>,
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders; bytesSent: number }> {
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const request = http.request(url, { method: "POST", headers });
    request.on("response", (response) => {
      answered = true;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, body, headers: response.headers, bytesSent }));
      response.on("error", reject);
    });
    // The server closes the connection after refusing; writes after that fail, which is expected.
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const iterator = chunks[Symbol.iterator]();
    const pump = () => {
      while (!answered) {
        const next = iterator.next();
        if (next.done) {
          request.end();
          return;
        }
        bytesSent += next.value.length;
        if (!request.write(next.value)) {
          request.once("drain", pump);
          return;
        }
      }
    };
    pump();
  });
}

/** `total` bytes in chunks of `size`, generated as they are asked for. */
export function* zeroChunks(total: number, size = 64 * 1024): Generator<Buffer> {
  const chunk = Buffer.alloc(size, 0x20);
  for (let sent = 0; sent < total; sent += size) yield sent + size <= total ? chunk : chunk.subarray(0, total - sent);
}

/**
 * Sends a whole request over a plain socket, `chunks` to their end whatever the server answers
 * meanwhile, as a client busy writing does. Reports the answer, how many bytes went out after
 * it came, and the error the socket met, if any: a server that closes at once instead of
 * reading on makes the rest of the body meet a reset (EPIPE or ECONNRESET here).
 */
export function sendWholeRequest(
  url: string,
  method: string,
  headers: Record<string, string | number>,
  chunks: Iterable<Buffer>,
): Promise<{ status: number; body: string; head: string; bytesSent: number; sentAfterAnswer: number; error: string | null }> {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port), allowHalfOpen: true });
    let received = Buffer.alloc(0);
    let bytesSent = 0;
    let answeredAt: number | null = null;
    let error: string | null = null;
    socket.on("data", (data: Buffer) => {
      answeredAt ??= bytesSent;
      received = Buffer.concat([received, data]);
    });
    socket.on("error", (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on("close", () => {
      const text = received.toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      const head = split < 0 ? text : text.slice(0, split);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body: split < 0 ? "" : text.slice(split + 4), bytesSent, sentAfterAnswer: bytesSent - (answeredAt ?? bytesSent), error });
    });
    const lines = [`${method} ${pathname}${search} HTTP/1.1`, `host: ${hostname}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
    socket.write(`${lines.join("\r\n")}\r\n\r\n`);
    const iterator = chunks[Symbol.iterator]();
    const pump = () => {
      for (;;) {
        if (socket.destroyed) return;
        const next = iterator.next();
        if (next.done) {
          socket.end();
          return;
        }
        bytesSent += next.value.length;
        if (!socket.write(next.value)) {
          socket.once("drain", pump);
          return;
        }
      }
    };
    pump();
  });
}

export interface RawAnswer {
  readonly status: number;
  /** Header names in lower case; a repeated header's values joined with ", ". */
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** Splits what a server sent on one connection into the first answer's status, headers and body. */
export function parseAnswer(bytes: Buffer): RawAnswer {
  const text = bytes.toString("utf8");
  const split = text.indexOf("\r\n\r\n");
  const [statusLine = "", ...lines] = (split < 0 ? text : text.slice(0, split)).split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body: split < 0 ? "" : text.slice(split + 4) };
}

/**
 * One request with exactly this request target (`/%761/me`, `/v1/../v1/me`, an absolute-form
 * `http://host/v1/me`), on a connection of its own (from `localAddress` if given, e.g. another
 * loopback address): fetch and node:http normalise a path before sending it. Resolves with the
 * answer once the server closes the connection.
 */
export function requestExactly(
  baseUrl: string,
  method: string,
  target: string,
  headers: Record<string, string | number> = {},
  body: string | Buffer = "",
  options: { localAddress?: string } = {},
): Promise<RawAnswer> {
  const { hostname, port, host } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port), ...options });
    const received: Buffer[] = [];
    socket.on("data", (data: Buffer) => received.push(data));
    socket.on("error", reject);
    socket.on("close", () => resolve(parseAnswer(Buffer.concat(received))));
    const lines = [`${method} ${target} HTTP/1.1`, `host: ${host}`, "connection: close", `content-length: ${Buffer.byteLength(body)}`];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    // Not end(): a client's FIN before the answer makes Node abort the request.
    socket.write(Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`), Buffer.from(body)]));
  });
}
