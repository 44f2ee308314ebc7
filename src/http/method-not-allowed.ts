import type { FastifyInstance } from "fastify";
import { AppError } from "../errors/app-error.ts";
import { sendProblem } from "./problem-handler.ts";

/**
 * 405 for a known path with an unknown method: every path gets a route for
 * the methods it does not take, answering with `Allow`. Called on each plugin that owns a
 * family of routes, before they are declared; the returned function, called after them, adds
 * the 405 routes to that same plugin, so they run behind its hooks (the key check, the
 * dashboard's headers) like the routes they stand beside.
 */
export function prepareMethodNotAllowed(scope: FastifyInstance): () => void {
  const methodsByUrl = new Map<string, Set<string>>();
  scope.addHook("onRoute", (route) => {
    // Catch-alls (CORS's OPTIONS /v1/*) name no path: 405s for them would hide every 404.
    if (route.url.endsWith("*")) return;
    const set = methodsByUrl.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) set.add(method);
    methodsByUrl.set(route.url, set);
  });
  return () => {
    const all = ["GET", "POST", "PUT", "PATCH", "DELETE"];
    for (const [url, methods] of [...methodsByUrl]) {
      const missing = all.filter((method) => !methods.has(method));
      if (missing.length === 0) continue;
      const allow = [...methods].filter((m) => m !== "HEAD" || methods.has("GET")).join(", ");
      scope.route({
        method: missing,
        // Declared on the plugin, whose prefix Fastify puts back in front.
        url: url.slice(scope.prefix.length),
        handler: (request, reply) =>
          sendProblem(
            reply,
            request,
            new AppError("method-not-allowed", `${request.method} is not allowed on ${url}; use ${allow}.`, { headers: { allow } }),
          ),
      });
    }
  };
}
