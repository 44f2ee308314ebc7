import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from "fastify";
import type { Services } from "../services.ts";
import { checkCsrfToken, checkSameOrigin } from "./csrf.ts";
import { currentSession, type SignedIn } from "./sessions.ts";
import type { SignInThrottle } from "./sign-in-throttle.ts";

/** What every dashboard route file is given. */
export interface DashboardDeps {
  readonly services: Services;
  readonly throttle: SignInThrottle;
}

/** A field of the submitted form (urlencoded), or of the query string for GET filters. */
export function formField(request: FastifyRequest, name: string): string | undefined {
  const body = request.body as Record<string, unknown> | undefined;
  const value = body?.[name];
  return typeof value === "string" ? value : undefined;
}

export function sendPage(reply: FastifyReply, markup: string, status = 200): FastifyReply {
  return reply.code(status).type("text/html; charset=utf-8").send(markup);
}

/** Post/redirect/get: after a change the browser loads the page again with a GET. */
export function seeOther(reply: FastifyReply, location: string): FastifyReply {
  return reply.code(303).header("location", location).send();
}

/**
 * A route for signed-in users only. Without a session the browser is sent to sign in (an API key
 * is never looked at). Every POST must come from this site (Origin) and carry the session's CSRF
 * token, checked before the handler runs.
 */
export function signedInRoute(
  deps: DashboardDeps,
  handler: (request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn) => Promise<unknown>,
): RouteHandlerMethod {
  return async (request, reply) => {
    const posting = request.method === "POST";
    if (posting) checkSameOrigin(request);
    const signedIn = await currentSession(deps.services.dashboardSessions, deps.services.accounts, request);
    if (!signedIn) return seeOther(reply, "/dashboard/sign-in");
    if (posting) checkCsrfToken(formField(request, "csrf"), signedIn.token);
    return handler(request, reply, signedIn);
  };
}
