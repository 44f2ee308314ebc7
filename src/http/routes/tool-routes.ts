import type { FastifyInstance, FastifyRequest } from "fastify";
import { acceptToolCall } from "../../intake/accept-tool-call.ts";
import { toPublicJob } from "../../jobs/job.ts";
import type { Services } from "../../services.ts";
import { callerOf } from "../auth.ts";
import { answerOnce } from "../idempotency.ts";
import { FormFingerprint } from "../../idempotency/request-fingerprint.ts";
import { discardInputs, receiveToolCall, storeInputs } from "../../intake/receive-tool-call.ts";

/**
 * One route per tool, all derived from the tool declarations, each done at most
 * once per idempotency key (http/idempotency.ts).
 */
export function registerToolRoutes(app: FastifyInstance, services: Services): void {
  for (const tool of services.tools.values()) {
    app.post(`/${tool.name}`, async (request, reply) => {
      const caller = callerOf(request);
      const maxFileBytes = caller.plan.limits.maxFileBytes;
      const formFingerprint = () => new FormFingerprint(request.method, request.routeOptions.url ?? request.url);
      return answerOnce(request, reply, services, {
        async fingerprint() {
          const fingerprint = formFingerprint();
          await receiveToolCall(request, tool, discardInputs, maxFileBytes, fingerprint);
          return fingerprint.digest();
        },
        async create(held) {
          const job = await acceptToolCall(services, {
            tool,
            caller,
            declaredBytes: declaredLength(request),
            async receive(jobId) {
              const fingerprint = held ? formFingerprint() : null;
              const call = await receiveToolCall(request, tool, storeInputs(services.files, jobId), maxFileBytes, fingerprint);
              if (held) held.fingerprint = fingerprint!.digest();
              services.metrics.receivedBytes.inc({ kind: "tool_input" }, call.inputs.reduce((sum, input) => sum + input.bytes, 0));
              return call;
            },
            ...(held ? { record: (tx, created) => held.keep(tx, { status: 202, location: jobAddress(created.id), body: JSON.stringify(toPublicJob(created)) }) } : {}),
          });
          // The request's closing log line names the job it made, tying the request id to the job's lines.
          reply.log = reply.log.child({ jobId: job.id });
          return reply.code(202).header("location", jobAddress(job.id)).type("application/json; charset=utf-8").send(JSON.stringify(toPublicJob(job)));
        },
      });
    });
  }
}

const jobAddress = (id: string) => `/v1/jobs/${id}`;

/** The body's length as its header declares it, or null when it does not. */
export function declaredLength(request: FastifyRequest): number | null {
  const length = Number(request.headers["content-length"] ?? Number.NaN);
  return Number.isFinite(length) ? length : null;
}
