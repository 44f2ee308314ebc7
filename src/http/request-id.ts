import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

/**
 * An id a proxy or client may have given the request already (a UUID, a trace id) is kept, so
 * one id follows the request through every log; anything else (too long, spaces, quotes, several
 * ids joined by a comma) could not go back in a header or be searched for as it is, and is
 * replaced by a fresh UUID.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:=+/@-]{0,127}$/;

/** Fastify's `genReqId`: the request's id is the client's X-Request-Id when sane, else a UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers["x-request-id"];
  return typeof sent === "string" && SANE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/**
 * Every answer names its request in `X-Request-Id` (problems also in their body, problem-handler.ts),
 * so a client can quote it and an operator find its log lines, which carry it as `requestId`.
 */
export function installRequestIds(server: FastifyInstance): void {
  server.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
}
