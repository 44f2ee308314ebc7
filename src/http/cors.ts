import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";

/** What a browser app sends besides the CORS-safelisted headers. */
const ALLOWED_HEADERS = ["X-Api-Key", "Authorization", "Idempotency-Key", "Content-Type", "X-Request-Id", "If-None-Match", "Range"];

/**
 * The answer headers a page may read beyond the safelisted ones: where a new job is, how long to
 * wait, the rate limit's state, the request's id, and a download's name, length and validator.
 */
const EXPOSED_HEADERS = [
  "Location",
  "Retry-After",
  "RateLimit-Limit",
  "RateLimit-Remaining",
  "RateLimit-Reset",
  "X-Request-Id",
  "Content-Disposition",
  "Content-Range",
  "ETag",
  "Allow",
];

/**
 * CORS for the /v1 API, for pages served from the operator's listed origins
 * (DOCTOOLS_CORS_ORIGINS); none listed, nothing at all. Installed on the API plugin before the key
 * check: its hook runs first for every request routed there, so a preflight, which never carries a
 * key, is answered there and reaches neither the key check nor the rate limit; other answers,
 * refusals included, get the headers before anything can refuse them. The dashboard and the public
 * pages are other plugins and stay same-origin only. No credentials: the API's key is a header,
 * never a cookie.
 */
export async function installCors(api: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return;
  await api.register(cors, {
    // A list: matched exactly against Origin, echoed back alone, with Vary: Origin on every answer.
    origin: [...origins],
    methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
    // An OPTIONS without the preflight headers gets the same 204: it is asking what is allowed.
    strictPreflight: false,
  });
}
