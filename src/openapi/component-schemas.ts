import { jobErrorCatalogue } from "../errors/job-errors.ts";
import { problemSlugs, problemTypeUrl } from "../errors/problem-catalogue.ts";
import type { JobStatus, PublicJob } from "../jobs/job.ts";
import type { JsonSchema } from "./openapi-types.ts";

export type SchemaName = keyof typeof componentSchemas;

export function schemaRef(name: SchemaName): JsonSchema {
  return { $ref: `#/components/schemas/${name}` };
}

/** Every job status; the check below fails to compile when JobStatus gains a value not listed. */
export const jobStatuses = ["Queued", "Processing", "Completed", "Failed"] as const;
type UnlistedStatus = Exclude<JobStatus, (typeof jobStatuses)[number]>;
const everyStatusListed: UnlistedStatus extends never ? true : never = true;
void everyStatusListed;

const timestamp = (description: string, nullable: boolean): JsonSchema => ({
  type: nullable ? ["string", "null"] : "string",
  format: "date-time",
  description,
});

/**
 * One entry per member of `toPublicJob`:
 * `satisfies` makes the compiler refuse a member missing here or one the job does not have.
 */
const jobProperties = {
  id: { type: "string", format: "uuid", description: "The job's identifier." },
  operation: { type: "string", description: "The tool that runs the job, named like its path segment (e.g. `rotate-pdf`)." },
  status: {
    type: "string",
    enum: jobStatuses,
    description:
      "`Queued` until a worker takes the job, `Processing` while it runs, then `Completed` or `Failed`. A job whose worker stopped is queued again (at most 2 retries, then `Failed` with `WorkerLost`); a job over its time limit fails with `Timeout`.",
  },
  error: {
    oneOf: [{ type: "null" }, { $ref: "#/components/schemas/JobError" }],
    description: "Null unless the job failed; then the reason.",
  },
  createdAt: timestamp("When the tool call was accepted (ISO 8601, UTC).", false),
  completedAt: timestamp("When the job finished, successfully or not; null until then.", true),
  resultExpiresAt: timestamp("When the stored result is deleted; null until the job has finished.", true),
  fileName: {
    type: "string",
    description: "Name of the result file including its extension: the `fileName` field if given, else the first input's name.",
  },
  resultBytes: { type: ["integer", "null"], minimum: 0, description: "Size of the result in bytes; null until the job has completed." },
  batchId: { type: ["string", "null"], format: "uuid", description: "The batch the job belongs to; null when it was called on its own." },
  pageCount: { type: ["integer", "null"], minimum: 0, description: "Pages in the result, when the tool reports them; otherwise null." },
  notes: {
    type: "array",
    items: { type: "string" },
    description:
      "What the tool tells about its result that cannot be seen in it, one sentence each: redact-pdf's pages redrawn as pictures in `Text` mode and why, fill-pdf-form's removed XFA, a pipeline's notes of every step. Empty for most jobs, and until the job has completed.",
  },
  export: {
    oneOf: [{ type: "null" }, { $ref: "#/components/schemas/JobExport" }],
    description: "Where the result is put when the job completes (the call's `exportUrl`) and how that went; null when the call gave none.",
  },
  progress: {
    oneOf: [{ type: "null" }, { $ref: "#/components/schemas/JobProgress" }],
    description:
      "How far a `Processing` job has come, as its tool counts its work (pages, images or files); updated about twice a second at most. Null while the job is `Queued`, before the tool has reported anything, and once the job has ended.",
  },
} as const satisfies { readonly [K in keyof PublicJob]: JsonSchema };

const problemProperties = {
  type: {
    type: "string",
    format: "uri-reference",
    enum: problemSlugs.map(problemTypeUrl),
    description: "Names the problem; the address serves a page explaining it.",
  },
  title: { type: "string", description: "Short summary of the problem type; the same for every problem of the type." },
  status: { type: "integer", minimum: 400, maximum: 599, description: "The HTTP status code of the answer." },
  detail: { type: "string", description: "What went wrong with this request, in a sentence the caller can act on." },
  instance: { type: "string", format: "uri-reference", description: "The path of the request." },
  requestId: {
    type: "string",
    description: "The request's id, also in its `X-Request-Id` header: the one the client sent, when it was 1 to 128 letters, digits and `._:=+/@-`, or one the service made. Quote it when reporting a problem.",
  },
} as const;

export const componentSchemas = {
  Job: {
    type: "object",
    description: "A tool call's unit of work. Every member is always present, `null` where it has no value yet.",
    properties: jobProperties,
    required: Object.keys(jobProperties),
  },
  JobExport: {
    type: "object",
    description:
      "The result put to the caller's own storage by a presigned `PUT` URL. The first attempt is made as the job completes, so `job.completed` already tells how it went; failed attempts are retried on the webhook schedule. The result stays downloadable as usual either way.",
    properties: {
      target: { type: "string", format: "uri", description: "The export URL without its query string (which holds the signature)." },
      status: {
        type: "string",
        enum: ["Waiting", "Retrying", "Done", "Failed"],
        description: "Waiting: the job has not completed. Retrying: an attempt failed, another is due. Done: the result is there. Failed: every attempt failed, or the result expired first.",
      },
      attempts: { type: "integer", minimum: 0, description: "Attempts made so far." },
      error: { type: ["string", "null"], description: "Why the last attempt failed (the status the storage answered, or the reason there was none); null after a success." },
      doneAt: { type: ["string", "null"], format: "date-time", description: "When the result was put there." },
    },
    required: ["target", "status", "attempts", "error", "doneAt"],
  },
  JobProgress: {
    type: "object",
    description: "Pages or items of a running job done so far, of their total.",
    properties: {
      done: { type: "integer", minimum: 0, description: "Pages or items done." },
      total: { type: "integer", minimum: 0, description: "Pages or items the job works through." },
      step: { type: "string", description: "A pipeline's job only: the step that runs, e.g. `step 2 of 4: compress-pdf`; `done` and `total` then count steps." },
    },
    required: ["done", "total"],
  },
  JobError: {
    type: "object",
    description: "Why a job failed.",
    properties: {
      code: { type: "string", enum: Object.keys(jobErrorCatalogue), description: "The cause, in PascalCase; each code is explained at /problems/job-errors/{code}." },
      detail: { type: "string", description: "One sentence the user can act on." },
    },
    required: ["code", "detail"],
  },
  Problem: {
    type: "object",
    description: "RFC 9457 problem details; every error answer of the API has this shape.",
    properties: problemProperties,
    required: Object.keys(problemProperties),
  },
  ValidationProblem: {
    description: "A problem of type `/problems/validation`: lists every bad field at once, not only the first.",
    allOf: [
      { $ref: "#/components/schemas/Problem" },
      {
        type: "object",
        properties: {
          errors: {
            type: "array",
            minItems: 1,
            items: {
              type: "object",
              properties: {
                field: { type: "string", description: "The form field (or JSON member) at fault." },
                detail: { type: "string", description: "What is wrong and which values the field accepts." },
              },
              required: ["field", "detail"],
            },
          },
        },
        required: ["errors"],
      },
    ],
  },
} as const satisfies Record<string, JsonSchema>;

export const API_KEY_SCHEME = "apiKey";
export const BEARER_SCHEME = "bearer";

export const securitySchemes = {
  [API_KEY_SCHEME]: {
    type: "apiKey",
    in: "header",
    name: "X-Api-Key",
    description:
      "A key created on the account dashboard's API keys page (`dtk_` followed by 40 letters and digits). A missing, unknown or revoked key gets `403`.",
  },
  [BEARER_SCHEME]: {
    type: "http",
    scheme: "bearer",
    description: "The same API key as `Authorization: Bearer dtk_…`, for clients that only send bearer tokens. When both headers are sent, `X-Api-Key` is the one used.",
  },
} as const;
