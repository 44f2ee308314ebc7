import { schemaRef } from "./component-schemas.ts";
import type { JsonSchema, OpenApiContext, Parameter, PathGroup } from "./openapi-types.ts";
import { problemResponses } from "./problem-responses.ts";
import { CALLER_PROBLEMS } from "./tool-paths.ts";

const batchId: Parameter = {
  name: "id",
  in: "path",
  required: true,
  description: "The batch's `id`. An id that is not a UUID, or names a batch of another account, is answered like one that does not exist.",
  schema: { type: "string", format: "uuid" },
};

const batchSchema: JsonSchema = {
  type: "object",
  description: "A batch: jobs grouped for one ZIP download.",
  properties: {
    id: { type: "string", format: "uuid" },
    maxFiles: { type: "integer", minimum: 0, description: "How many jobs the batch takes, set by the plan." },
    createdAt: { type: "string", format: "date-time" },
    closesAt: { type: "string", format: "date-time", description: "After this no further jobs are accepted." },
    jobs: { type: "array", items: schemaRef("Job"), description: "The batch's jobs in the order they were added." },
    total: { type: "integer", minimum: 0, description: "Number of jobs in the batch." },
    completed: { type: "integer", minimum: 0, description: "Jobs that are `Completed`." },
    failed: { type: "integer", minimum: 0, description: "Jobs that are `Failed`." },
  },
  required: ["id", "maxFiles", "createdAt", "closesAt", "jobs", "total", "completed", "failed"],
};

const notFound = { "not-found": "no batch with this id belongs to the account" };

/** `POST /v1/batches`, `GET /v1/batches/{id}` and `GET /v1/batches/{id}/result` (spec §4.6, decisions §6). */
export function buildBatchPaths(_context: OpenApiContext): PathGroup {
  return {
    tag: {
      name: "Batches",
      description:
        "Groups tool calls: start a batch, pass its `id` as `batchId` on tool calls (each file its own job), then download every finished result as one ZIP.",
    },
    paths: {
      "/v1/batches": {
        post: {
          operationId: "createBatch",
          summary: "Start a batch",
          description: "Starts a batch that takes up to the plan's `maxFiles` jobs until `closesAt`. The body is empty or `{}`.",
          tags: ["Batches"],
          requestBody: { required: false, content: { "application/json": { schema: { type: "object", maxProperties: 0 } } } },
          responses: {
            "201": { description: "The new, empty batch.", content: { "application/json": { schema: batchSchema } } },
            ...problemResponses([...CALLER_PROBLEMS, "validation", "malformed-request"]),
          },
        },
      },
      "/v1/batches/{id}": {
        get: {
          operationId: "getBatch",
          summary: "Get a batch",
          description: "Returns the batch with its jobs in the order they were added and how many have completed or failed.",
          tags: ["Batches"],
          parameters: [batchId],
          responses: {
            "200": { description: "The batch.", content: { "application/json": { schema: batchSchema } } },
            ...problemResponses([...CALLER_PROBLEMS, "not-found"], notFound),
          },
        },
      },
      "/v1/batches/{id}/result": {
        get: {
          operationId: "getBatchResult",
          summary: "Download a batch's results as a ZIP",
          description:
            "Streams a ZIP of every `Completed`, unexpired result of the batch, each named by its job's `fileName`; repeated names get ` (2)`, ` (3)` before the extension. With no finished result yet the answer is `409`.",
          tags: ["Batches"],
          parameters: [batchId],
          responses: {
            "200": {
              description: "The ZIP, streamed (no `Content-Length`).",
              headers: { "Content-Disposition": { description: "`attachment` with `batch-<id>.zip`.", schema: { type: "string" } } },
              content: { "application/zip": { schema: { type: "string", format: "binary", contentMediaType: "application/zip" } } },
            },
            ...problemResponses([...CALLER_PROBLEMS, "not-found", "result-not-ready"], {
              ...notFound,
              "result-not-ready": "no job of the batch has a finished result yet",
            }),
          },
        },
      },
    },
  };
}
