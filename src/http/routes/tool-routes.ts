import type { FastifyInstance, FastifyRequest } from "fastify";
import { acceptToolCall } from "../../jobs/accept-tool-call.ts";
import { toPublicJob } from "../../jobs/job.ts";
import type { Services } from "../../services.ts";
import { callerOf } from "../auth.ts";
import { receiveToolCall } from "../tool-call-intake.ts";

/** One route per tool, all derived from the tool declarations (STYLE lesson 2). */
export function registerToolRoutes(app: FastifyInstance, services: Services): void {
  for (const tool of services.tools.values()) {
    app.post(`/${tool.name}`, async (request, reply) => {
      const caller = callerOf(request);
      const job = await acceptToolCall(services, {
        tool,
        caller,
        declaredBytes: declaredLength(request),
        receive: async (jobId) => {
          const call = await receiveToolCall(request, tool, jobId, services.files, caller.plan.limits.maxFileBytes);
          services.metrics.receivedBytes.inc({ kind: "tool_input" }, call.inputs.reduce((sum, input) => sum + input.bytes, 0));
          return call;
        },
      });
      // The request's closing log line names the job it made, tying the request id to the job's lines.
      reply.log = reply.log.child({ jobId: job.id });
      return reply.code(202).header("location", `/v1/jobs/${job.id}`).send(toPublicJob(job));
    });
  }
}

function declaredLength(request: FastifyRequest): number | null {
  const length = Number(request.headers["content-length"] ?? Number.NaN);
  return Number.isFinite(length) ? length : null;
}
