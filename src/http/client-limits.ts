import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { plainAddress, type TrustProxyFunction } from "./trust-proxy.ts";

/**
 * What Fastify passes on to Node's HTTP server. The request time is a total, headers and body,
 * counted by Node (checked every second rather than every 30 s, so the limits hold to about a
 * second); the per-byte idle time is ours (watchClient below), because Node's socket timeout
 * would also cut a connection while the service is working on its answer (a question to the AI
 * model may take minutes), so it stays off.
 *
 * Why 15 minutes by default: a 100 MB body, the largest the API takes in one request, then
 * needs about 0.9 Mbit/s, which a phone on a poor mobile link still sends; a slower client, or
 * one with more to send, uses part-wise uploads (/v1/uploads), whose parts may be as small as it
 * likes, each a request of its own, resumable after a failure. A minimum rate (bytes a second,
 * averaged) would free a trickling client's connection sooner, but what trickling clients can
 * hold is already bounded by the connections one address may open, a client that stops is
 * closed by the idle timeout, and one total is a number a client can plan for.
 */
export function serverTimeouts(config: Config) {
  const headersMs = config.headersTimeoutSeconds * 1000;
  return {
    requestTimeout: config.requestTimeoutSeconds * 1000,
    keepAliveTimeout: config.keepAliveTimeoutSeconds * 1000,
    connectionTimeout: 0,
    http: { headersTimeout: headersMs, connectionsCheckingInterval: Math.min(1000, Math.ceil(headersMs / 4)) },
  };
}

export interface ClientLimits {
  readonly idleTimeoutMs: number;
  /** 0: no cap. */
  readonly maxConnectionsPerAddress: number;
  readonly trustProxy: TrustProxyFunction | null;
  readonly log: Logger;
}

/** Installs the connection cap and the idle watch on the HTTP server, for every request whatever its route. */
export function installClientLimits(server: Server, limits: ClientLimits): void {
  if (limits.maxConnectionsPerAddress > 0) capConnections(server, limits);
  server.on("request", (request: IncomingMessage, response: ServerResponse) => watchClient(request, response, limits));
}

/**
 * At most `maxConnectionsPerAddress` open connections per client address; one more is closed as
 * it arrives, before anything is read from it, while the others go on. This acts on sockets,
 * before any request exists, so the address is the socket's peer: behind a reverse proxy that
 * is the proxy's, which is why connections from proxies trusted by DOCTOOLS_TRUST_PROXY are not
 * capped at all (limiting clients per address there is the proxy's job; per-request limits here
 * use `request.ip`, resolved through the trusted proxies).
 */
function capConnections(server: Server, limits: ClientLimits): void {
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const address = plainAddress(socket.remoteAddress ?? "");
    if (limits.trustProxy?.(address, 0)) return;
    const count = open.get(address) ?? 0;
    if (count >= limits.maxConnectionsPerAddress) {
      limits.log.debug({ remoteAddress: address, open: count }, "connection refused: too many open connections from this address");
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/**
 * Closes the connection when the service has been waiting on the client for `idleTimeoutMs`
 * and not one byte moved: the rest of the body does not come while the service is ready to read
 * it, or an answer waits to be sent that the client does not read. Time the service spends on
 * its own (checking a key, storing a file, waiting for a model) or with the body paused because
 * it is not reading does not count. Node's socket counters see every byte, even those its HTTP
 * parser takes straight from the socket.
 */
function watchClient(request: IncomingMessage, response: ServerResponse, limits: ClientLimits): void {
  const socket = request.socket;
  const moved = () => socket.bytesRead + (socket.bytesWritten ?? 0);
  let last = moved();
  let quietSince = Date.now();
  const timer = setInterval(
    () => {
      const now = Date.now();
      const bytes = moved();
      const readingBody = !request.complete && request.readableLength < request.readableHighWaterMark;
      const sending = socket.writableLength > 0;
      if (bytes !== last || !(readingBody || sending)) {
        last = bytes;
        quietSince = now;
        return;
      }
      if (now - quietSince < limits.idleTimeoutMs) return;
      clearInterval(timer);
      limits.log.info(
        { remoteAddress: plainAddress(socket.remoteAddress ?? ""), waitingFor: readingBody ? "request body" : "client to read the answer", idleSeconds: Math.round((now - quietSince) / 1000) },
        "connection closed: the client sent and read nothing",
      );
      socket.destroy();
    },
    Math.max(50, Math.min(1000, limits.idleTimeoutMs / 4)),
  );
  timer.unref();
  // "close" comes once the answer is sent, or when the connection ends before that.
  response.once("close", () => clearInterval(timer));
}
