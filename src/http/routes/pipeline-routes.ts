import type { FastifyInstance } from "fastify";
import { acceptPipelineCall, pipelineIntake } from "../../intake/accept-pipeline-call.ts";
import { discardInputs, receiveToolCall, storeInputs } from "../../intake/receive-tool-call.ts";
import { toPublicJob } from "../../jobs/job.ts";
import type { Services } from "../../services.ts";
import { FormFingerprint, jsonFingerprint } from "../../idempotency/request-fingerprint.ts";
import { validationError, type FieldError } from "../../errors/app-error.ts";
import type { ToolCall } from "../../intake/tool-call.ts";
import { callerOf } from "../auth.ts";
import { answerOnce } from "../idempotency.ts";
import { declaredLength } from "./tool-routes.ts";

/**
 * `POST /v1/pipelines`: several tools as one job, each step's result the next one's input. Read
 * like a tool call (the same multipart body, limits while streaming, idempotency key), its
 * `steps` field naming the tools; described in the OpenAPI document by openapi/pipeline-path.ts.
 */
export function registerPipelineRoute(app: FastifyInstance, services: Services): void {
  app.post("/pipelines", async (request, reply) => {
    const caller = callerOf(request);
    if (!request.isMultipart()) {
      // A JSON body names its files by upload id or address: nothing to stream.
      const call = pipelineCallFromJson(request.body);
      return answerOnce(request, reply, services, {
        fingerprint: async () => jsonFingerprint(request.method, "/v1/pipelines", request.body),
        async create(held) {
          const job = await acceptPipelineCall(services, {
            caller,
            declaredBytes: null,
            stepsText: call.stepsText,
            receive: async () => call.toolCall(),
            ...(held ? { record: (tx, created) => held.keep(tx, { status: 202, location: `/v1/jobs/${created.id}`, body: JSON.stringify(toPublicJob(created)) }) } : {}),
          });
          reply.log = reply.log.child({ jobId: job.id });
          return reply.code(202).header("location", `/v1/jobs/${job.id}`).type("application/json; charset=utf-8").send(JSON.stringify(toPublicJob(job)));
        },
      });
    }
    const maxFileBytes = caller.plan.limits.maxFileBytes;
    const formFingerprint = () => new FormFingerprint(request.method, request.routeOptions.url ?? request.url);
    return answerOnce(request, reply, services, {
      async fingerprint() {
        const fingerprint = formFingerprint();
        await receiveToolCall(request, pipelineIntake, discardInputs, maxFileBytes, fingerprint);
        return fingerprint.digest();
      },
      async create(held) {
        const job = await acceptPipelineCall(services, {
          caller,
          declaredBytes: declaredLength(request),
          stepsText: null,
          async receive(jobId) {
            const fingerprint = held ? formFingerprint() : null;
            const call = await receiveToolCall(request, pipelineIntake, storeInputs(services.files, jobId), maxFileBytes, fingerprint);
            if (held) held.fingerprint = fingerprint!.digest();
            services.metrics.receivedBytes.inc({ kind: "tool_input" }, call.inputs.reduce((sum, input) => sum + input.bytes, 0));
            return call;
          },
          ...(held ? { record: (tx, created) => held.keep(tx, { status: 202, location: `/v1/jobs/${created.id}`, body: JSON.stringify(toPublicJob(created)) }) } : {}),
        });
        reply.log = reply.log.child({ jobId: job.id });
        return reply.code(202).header("location", `/v1/jobs/${job.id}`).type("application/json; charset=utf-8").send(JSON.stringify(toPublicJob(job)));
      },
    });
  });
}

const JSON_MEMBERS = new Set(["steps", "uploads", "url", "fileName", "batchId", "exportUrl", "export"]);

/**
 * A pipeline sent as JSON: `{"steps": [...], "uploads": [ids], "url": [addresses], "fileName",
 * "batchId", "exportUrl", "export"}`, read into the same call a form would give.
 */
function pipelineCallFromJson(body: unknown): { stepsText: string; toolCall(): ToolCall } {
  const errors: FieldError[] = [];
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw validationError([{ field: "body", detail: "A pipeline is sent as multipart/form-data with its files, or as a JSON object {\"steps\": [...], \"uploads\": [...], \"url\": [...]}." }]);
  }
  const record = body as Record<string, unknown>;
  for (const key of Object.keys(record)) if (!JSON_MEMBERS.has(key)) errors.push({ field: key, detail: `\`${key}\` is not a member of a pipeline; it takes ${[...JSON_MEMBERS].map((m) => `\`${m}\``).join(", ")}.` });
  const texts = (name: string): string[] => {
    const value = record[name];
    if (value === undefined) return [];
    const list = Array.isArray(value) ? value : [value];
    if (!list.every((item) => typeof item === "string")) {
      errors.push({ field: name, detail: `\`${name}\` must be a text or an array of texts.` });
      return [];
    }
    return list as string[];
  };
  const text = (name: string): string | undefined => {
    const value = record[name];
    if (value === undefined) return undefined;
    if (typeof value !== "string") {
      errors.push({ field: name, detail: `\`${name}\` must be a text.` });
      return undefined;
    }
    return value;
  };
  const uploads = texts("uploads").map((id) => id.trim());
  const urls = texts("url").map((url) => url.trim());
  const fileName = text("fileName");
  const batchId = text("batchId");
  const exportUrl = text("exportUrl");
  const exportTo = text("export");
  if (errors.length > 0) throw validationError(errors);
  return {
    stepsText: record.steps === undefined ? "" : JSON.stringify(record.steps),
    toolCall: () => ({ inputs: [], toolFields: new Map(), uploads: [...uploads], urls: [...urls], fileName, batchId: batchId?.trim(), exportUrl: exportUrl?.trim(), exportTo: exportTo?.trim(), errors: [] }),
  };
}
