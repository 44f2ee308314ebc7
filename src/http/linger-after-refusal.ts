import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import type { FastifyReply, FastifyRequest } from "fastify";

/** How long a refused request's connection stays open at most, its remaining body read and dropped. */
const LINGER_MS = 5_000;

/**
 * Closes the connection of a request refused before its body was all read (a 413 answered from
 * the Content-Length, a part cut off at its limit, a 403 before the body is looked at) in
 * stages, as RFC 9112 §9.6 asks, so that the client reads the refusal. Node ends a
 * `Connection: close` answer with `destroySoon`, which closes the socket as soon as the answer is
 * written; bytes the client is still sending then meet a reset, which can throw the answer away
 * before the client reads it, and Node's fetch reports `write EPIPE` instead of the 413. Here the
 * answer and a FIN go out, and the socket stays open, the rest of the body read and dropped,
 * until the client closes or LINGER_MS pass.
 */
export function lingerAfterRefusal(request: IncomingMessage): void {
  const socket = request.socket as (Socket & { destroySoon?: () => void }) | null;
  if (!socket || socket.destroyed || request.complete) return;
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
  };
  // A body that a handler stopped reading is read on (and dropped), so the client is not left
  // blocked on a full window; one never read is dropped by Node itself once the answer is out.
  if (!request.destroyed) {
    request.unpipe();
    request.resume();
  }
}

/**
 * An answer sent before the request's body is all received (an early refusal: a bad key, a
 * Content-Length over the limit, a wrong Content-Type, the rate limit) ends the connection,
 * after a bounded drain, instead of keeping it alive: keeping it would mean reading the rest of
 * the body, however long and however slowly it comes, only to throw it away. `always` closes it
 * even when the body is all in.
 */
export function closeIfBodyUnread(request: FastifyRequest, reply: FastifyReply, always = false): void {
  if (request.raw.complete && !always) return;
  reply.header("connection", "close");
  lingerAfterRefusal(request.raw);
}
