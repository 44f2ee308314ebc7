import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { AppError } from "../errors/app-error.ts";

/**
 * The guard of the endpoints declared `auth: "metrics"` (GET /metrics): with DOCTOOLS_METRICS_TOKEN
 * set, the request must carry `Authorization: Bearer <token>`; without it, none (null). Both
 * sides are hashed first so the comparison takes the same time whatever the token's length and
 * wherever a guess first differs.
 */
export function metricsTokenCheck(token: string | null): ((request: FastifyRequest) => Promise<void>) | null {
  if (token === null) return null;
  const expected = digest(token);
  const refuse = (detail: string) => new AppError("invalid-metrics-token", detail, { headers: { "www-authenticate": 'Bearer realm="metrics"' } });
  return async (request) => {
    const presented = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(request.headers.authorization ?? "")?.[1];
    if (presented === undefined) throw refuse("The metrics need the operator's token as `Authorization: Bearer <token>`.");
    if (!timingSafeEqual(digest(presented), expected)) throw refuse("The bearer token is not the metrics token.");
  };
}

const digest = (text: string) => createHash("sha256").update(text).digest();
