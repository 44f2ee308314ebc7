import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError, validationError } from "../errors/app-error.ts";
import type { HeldKey } from "../idempotency/idempotency-store.ts";
import type { Services } from "../services.ts";
import { callerOf } from "./auth.ts";
import { IDEMPOTENCY_KEY_HEADER as HEADER } from "../openapi/idempotency-key.ts";

/** 1 to 255 printable ASCII characters (spaces included): what clients put there, a UUID most often. */
const WELL_FORMED = /^[\x20-\x7e]{1,255}$/;
/** A hold lasts past the longest a request may take to arrive, and the work after it. */
const HOLD_BEYOND_REQUEST_MS = 5 * 60 * 1000;

export interface OnceOptions {
  /** The request's fingerprint, read without doing anything: to tell a repeat from a different request. */
  readonly fingerprint: () => Promise<string>;
  /** Does the work; given the held key (to keep its answer with what it creates), or null when the request has none. */
  readonly create: (held: HeldKey | null) => Promise<unknown>;
}

/**
 * Does a request that creates something at most once per `Idempotency-Key` of the account.
 * Without the header it just does it. With it: the first request holds the key, does the work
 * and keeps its answer in the transaction that records what it created; a request that fails
 * lets go of the key, keeping nothing, whatever the failure. A later request with the key gets
 * the kept answer again if it is the same request, `422` if not; while the first is still being
 * processed, `409` (the client retries, and then gets the kept answer).
 */
export async function answerOnce(request: FastifyRequest, reply: FastifyReply, services: Services, options: OnceOptions): Promise<unknown> {
  const key = readIdempotencyKey(request);
  if (key === null) return options.create(null);
  const accountId = callerOf(request).account.id;
  const requestLine = `${request.method} ${request.routeOptions.url}`;
  const claim = await services.idempotencyKeys.claim(accountId, key, {
    request: requestLine,
    now: new Date(),
    holdMs: services.config.requestTimeoutSeconds * 1000 + HOLD_BEYOND_REQUEST_MS,
  });
  if (claim.kind !== "held") {
    if (claim.request !== requestLine) throw reused(claim.request);
    if (claim.kind === "in progress") {
      throw new AppError("idempotency-key-in-use", `A request with this \`${HEADER}\` is still being processed; send this one again in a second to get its answer.`, {
        headers: { "retry-after": "1" },
      });
    }
    if ((await options.fingerprint()) !== claim.fingerprint) throw reused(claim.request, "other fields or files");
    const { status, location, body } = claim.answer;
    if (location !== null) reply.header("location", location);
    return reply.code(status).header("idempotent-replayed", "true").type("application/json; charset=utf-8").send(body);
  }

  let kept = false;
  const held: HeldKey = {
    fingerprint: null,
    async keep(tx, answer) {
      if (held.fingerprint === null) throw new Error("an idempotent request kept its answer before its fingerprint was known");
      if (!(await services.idempotencyKeys.keep(tx, accountId, key, claim.holder, held.fingerprint, answer))) {
        throw new AppError("idempotency-key-in-use", `Another request with this \`${HEADER}\` took it over while this one was being processed; nothing was done for this one.`, {
          headers: { "retry-after": "1" },
        });
      }
      kept = true;
    },
  };
  let answered = false;
  try {
    const answer = await options.create(held);
    answered = true;
    return answer;
  } finally {
    // A failure created nothing (a kept answer went with its rolled-back transaction): the key is
    // free again. Letting go of a key whose answer was kept does nothing, so it is always safe.
    if (!(answered && kept)) {
      await services.idempotencyKeys.release(accountId, key, claim.holder).catch((error: unknown) => {
        request.log.error({ err: error }, "could not let go of an idempotency key; it stays blocked until its hold runs out");
      });
    }
  }
}

/** The request's key; null without the header; a validation problem naming it when malformed. */
function readIdempotencyKey(request: FastifyRequest): string | null {
  const value = request.headers[HEADER.toLowerCase()];
  if (value === undefined) return null;
  if (typeof value !== "string" || !WELL_FORMED.test(value)) {
    throw validationError([{ field: HEADER, detail: `\`${HEADER}\` must be 1 to 255 printable ASCII characters, sent once.` }]);
  }
  return value;
}

function reused(firstRequest: string, what = `another endpoint (\`${firstRequest}\`)`): AppError {
  return new AppError("idempotency-key-reused", `This \`${HEADER}\` was used in the last 24 hours for a different request, with ${what}; send a new key with a new request.`);
}
