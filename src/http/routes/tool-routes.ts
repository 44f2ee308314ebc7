import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { acceptToolCall, type ToolCallRequest } from "../../intake/accept-tool-call.ts";
import { toPublicJob, type JobRecord } from "../../jobs/job.ts";
import type { AnyTool } from "../../tools/tool-definition.ts";
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
    app.post(`/${tool.name}`, async (request, reply) =>
      answerFormCall(request, reply, services, tool, (call) => acceptToolCall(services, { tool, caller: callerOf(request), ...call })),
    );
  }
}

/** What accepting a multipart call is given: its declared length, its body's reader, and where to keep its answer. */
type FormCall = Pick<ToolCallRequest, "declaredBytes" | "receive" | "record">;

/**
 * Answers a multipart call (a tool's or a pipeline's) once per idempotency key: a repeat's body
 * is read only for its fingerprint, the first one's streamed into the job's inputs; `accept`
 * makes the job and the answer is `202` with its address.
 */
export function answerFormCall(request: FastifyRequest, reply: FastifyReply, services: Services, fields: Pick<AnyTool, "name" | "limits">, accept: (call: FormCall) => Promise<JobRecord>): Promise<unknown> {
  const maxFileBytes = callerOf(request).plan.limits.maxFileBytes;
  const formFingerprint = () => new FormFingerprint(request.method, request.routeOptions.url ?? request.url);
  return answerOnce(request, reply, services, {
    async fingerprint() {
      const fingerprint = formFingerprint();
      await receiveToolCall(request, fields, discardInputs, maxFileBytes, fingerprint);
      return fingerprint.digest();
    },
    async create(held) {
      const job = await accept({
        declaredBytes: declaredLength(request),
        async receive(jobId) {
          const fingerprint = held ? formFingerprint() : null;
          const call = await receiveToolCall(request, fields, storeInputs(services.files, jobId), maxFileBytes, fingerprint);
          if (held) held.fingerprint = fingerprint!.digest();
          services.metrics.receivedBytes.inc({ kind: "tool_input" }, call.inputs.reduce((sum, input) => sum + input.bytes, 0));
          return call;
        },
        ...(held ? { record: (tx, created) => held.keep(tx, acceptedAnswer(created)) } : {}),
      });
      return sendAccepted(reply, job);
    },
  });
}

/** The answer kept for an idempotency key: the job, accepted. */
export const acceptedAnswer = (job: JobRecord) => ({ status: 202, location: jobAddress(job.id), body: JSON.stringify(toPublicJob(job)) });

/** Answers `202` with the job and its address. */
export function sendAccepted(reply: FastifyReply, job: JobRecord): FastifyReply {
  // The request's closing log line names the job it made, tying the request id to the job's lines.
  reply.log = reply.log.child({ jobId: job.id });
  return reply.code(202).header("location", jobAddress(job.id)).type("application/json; charset=utf-8").send(JSON.stringify(toPublicJob(job)));
}

const jobAddress = (id: string) => `/v1/jobs/${id}`;

/** The body's length as its header declares it, or null when it does not. */
export function declaredLength(request: FastifyRequest): number | null {
  const length = Number(request.headers["content-length"] ?? Number.NaN);
  return Number.isFinite(length) ? length : null;
}
