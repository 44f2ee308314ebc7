import { AppError } from "../../errors/app-error.ts";
import type { Tag } from "../../openapi/openapi-types.ts";
import { defineEndpoint } from "../endpoint.ts";
import { jsonResponse } from "../../openapi/endpoint-declaration.ts";

const operationsTag: Tag = { name: "Operations", description: "For the operator's probes and monitoring: health, readiness and metrics." };

const checksSchema = {
  type: "object",
  description: "Each check by name (database, storage, and workers in a process that runs jobs): `ok` or `failed`.",
  additionalProperties: { type: "string", enum: ["ok", "failed"] },
};

/**
 * Liveness, readiness and Prometheus metrics, outside /v1 and without an API key: a load
 * balancer or orchestrator knows no account. Not part of the API's document.
 */
export const operatorEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/healthz",
    operationId: "getHealth",
    summary: "Is the process answering",
    description: "Answers as long as the process serves HTTP, whatever the state of the database or storage (a liveness probe: restart the process when it stops answering).",
    tag: operationsTag,
    auth: "public",
    quiet: true,
    responses: {
      200: jsonResponse("The process answers.", { type: "object", properties: { status: { const: "ok" } }, required: ["status"] }),
    },
    handler: async (_request, reply) => reply.header("cache-control", "no-store").send({ status: "ok" }),
  }),

  defineEndpoint({
    method: "GET",
    path: "/readyz",
    operationId: "getReadiness",
    summary: "Can the process take work",
    description:
      "Checks that the database answers, the file store (data folder or S3 bucket) can be used and, in a process that runs jobs, that its job workers are running (a readiness probe: send no traffic while it fails). A process that runs jobs also names the engines that convert Office documents and web pages.",
    tag: operationsTag,
    auth: "public",
    quiet: true,
    responses: {
      200: jsonResponse("Ready: every check passed.", {
        type: "object",
        properties: {
          status: { const: "ready" },
          checks: checksSchema,
          engines: {
            type: "object",
            description: "In a process that runs jobs: the engine each kind of conversion uses here (`office`: office-to-pdf, `browser`: html-to-pdf).",
            additionalProperties: { type: "string" },
          },
        },
        required: ["status", "checks"],
      }),
    },
    problems: { "service-unavailable": "a check failed (the problem's `checks` member says which; the log says why), or the process is shutting down" },
    handler: async (request, reply, { readiness }) => {
      const report = await readiness.run();
      reply.header("cache-control", "no-store");
      if (report.ready) return reply.send({ status: "ready", checks: report.checks, ...(readiness.engines ? { engines: readiness.engines } : {}) });
      request.log.warn({ checks: report.reasons }, "not ready");
      const failed = Object.keys(report.reasons).join(", ");
      throw new AppError("service-unavailable", `Not ready: ${failed} cannot be used now.`, {
        headers: { "retry-after": "5" },
        extensions: { checks: report.checks },
      });
    },
  }),

  defineEndpoint({
    method: "GET",
    path: "/metrics",
    operationId: "getMetrics",
    summary: "Read the Prometheus metrics",
    description:
      "This process's metrics in the Prometheus text format: HTTP requests, jobs, queue, workers, webhook deliveries, bytes received, and the Node.js process. With DOCTOOLS_METRICS_TOKEN set, send it as `Authorization: Bearer <token>`.",
    tag: operationsTag,
    auth: "metrics",
    quiet: true,
    headers: { authorization: { description: "`Bearer <token>` when the operator has set DOCTOOLS_METRICS_TOKEN.", schema: { type: "string" } } },
    responses: { 200: { description: "The metrics.", content: { "text/plain": { schema: { type: "string" } } } } },
    handler: async (_request, reply, { services }) => {
      const { text, contentType } = await services.metrics.expose();
      return reply.type(contentType).header("cache-control", "no-store").send(text);
    },
  }),
];
