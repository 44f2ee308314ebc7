import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { DashboardError } from "./dashboard-error.ts";

/**
 * The synchroniser token of a session: an HMAC keyed with the session's own token, so it is tied
 * to that session, changes at every sign-in, and needs nothing stored beside the session.
 */
export function csrfTokenFor(sessionToken: string): string {
  return createHmac("sha256", sessionToken).update("doctools dashboard csrf").digest("base64url");
}

/** Constant-time comparison of the form's token with the session's (hashed first: equal lengths). */
export function checkCsrfToken(presented: string | undefined, sessionToken: string): void {
  const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();
  if (presented === undefined || !timingSafeEqual(digest(presented), digest(csrfTokenFor(sessionToken)))) {
    throw new DashboardError(403, "The form has expired or did not come from this dashboard. Reload the page and try again.");
  }
}

/**
 * Browsers send Origin with every form POST (our Referrer-Policy, same-origin, keeps it); it
 * must name this host. Only the host is compared: behind a TLS proxy the scheme we see is http.
 */
export function checkSameOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin ?? request.headers.referer;
  let host: string | null = null;
  try {
    host = origin && origin !== "null" ? new URL(origin).host : null;
  } catch {
    host = null;
  }
  if (host === null || host !== request.headers.host) {
    throw new DashboardError(403, "The form was sent from another site; open the dashboard itself and try again.");
  }
}
