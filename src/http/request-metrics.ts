import type { FastifyInstance } from "fastify";
import type { Metrics } from "../metrics/metrics.ts";

/**
 * Counts every answer by method, route pattern and status, and times it. The pattern
 * (`/v1/jobs/:id`), never the URL: ids and random paths would make a series each.
 */
export function installRequestMetrics(server: FastifyInstance, metrics: Metrics): void {
  server.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    metrics.httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    metrics.httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
}
