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
