import type { FastifyInstance } from "fastify";
import { acceptPipelineCall, pipelineIntake } from "../../intake/accept-pipeline-call.ts";
import type { Services } from "../../services.ts";
import { jsonFingerprint } from "../../idempotency/request-fingerprint.ts";
import { validationError, type FieldError } from "../../errors/app-error.ts";
import type { ToolCall } from "../../intake/tool-call.ts";
import { callerOf } from "../auth.ts";
import { answerOnce } from "../idempotency.ts";
import { acceptedAnswer, answerFormCall, sendAccepted } from "./tool-routes.ts";

/**
 * `POST /v1/pipelines`: several tools as one job, each step's result the next one's input. Read
 * like a tool call (the same multipart body, limits while streaming, idempotency key), its
 * `steps` field naming the tools; described in the OpenAPI document by openapi/pipeline-path.ts.
 */
export function registerPipelineRoute(app: FastifyInstance, services: Services): void {
  app.post("/pipelines", async (request, reply) => {
    const caller = callerOf(request);
    if (request.isMultipart()) {
      return answerFormCall(request, reply, services, pipelineIntake, (call) => acceptPipelineCall(services, { caller, stepsText: null, ...call }));
    }
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
          ...(held ? { record: (tx, created) => held.keep(tx, acceptedAnswer(created)) } : {}),
        });
        return sendAccepted(reply, job);
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
