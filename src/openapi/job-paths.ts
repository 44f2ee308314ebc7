import { schemaRef } from "./component-schemas.ts";
import type { Header, MediaType, OpenApiContext, Parameter, PathGroup } from "./openapi-types.ts";
import { problemResponses } from "./problem-responses.ts";
import { CALLER_PROBLEMS } from "./tool-paths.ts";

const jobId: Parameter = {
  name: "id",
  in: "path",
  required: true,
  description: "The job's `id`. An id that is not a UUID, or names a job of another account, is answered like one that does not exist.",
  schema: { type: "string", format: "uuid" },
};

const resultHeaders: Record<string, Header> = {
  "ETag": { description: "Names the result's bytes; it never changes for a job.", schema: { type: "string" } },
  "Content-Disposition": {
    description: "`attachment` with the job's `fileName` (RFC 6266, plus `filename*` in UTF-8 for names that are not ASCII).",
    schema: { type: "string" },
  },
  "Accept-Ranges": { description: "`bytes`: single byte ranges are honoured.", schema: { type: "string", const: "bytes" } },
  "Content-Length": { description: "Bytes in this answer.", schema: { type: "integer", minimum: 0 } },
  "Last-Modified": { description: "When the job finished.", schema: { type: "string" } },
};

/** `GET /v1/jobs/{id}`, `GET` and `DELETE /v1/jobs/{id}/result` (spec §4.5, decisions §1). */
export function buildJobPaths({ tools }: OpenApiContext): PathGroup {
  // Every content type a result of the registry's tools can have, in registry order.
  const contentTypes = [...new Set(tools.flatMap((tool) => tool.result.formats.map((format) => format.contentType)))];
  const resultContent: Record<string, MediaType> = Object.fromEntries(
    contentTypes.map((type) => [type, { schema: { type: "string", format: "binary", contentMediaType: type } }]),
  );
  const notFound = {
    "not-found": "no job with this id belongs to the account, or (for the result) it expired or was deleted",
  };

  return {
    tag: {
      name: "Jobs",
      description:
        "A tool call's job and its result. Poll the job until `status` is `Completed` or `Failed`; a completed job's result can be downloaded until `resultExpiresAt`, or deleted earlier.",
    },
    paths: {
      "/v1/jobs/{id}": {
        get: {
          operationId: "getJob",
          summary: "Get a job",
          description:
            "Returns the job. Poll it after a tool call until `status` is `Completed` or `Failed`; polling about once a second is plenty for most jobs.",
          tags: ["Jobs"],
          parameters: [jobId],
          responses: {
            "200": { description: "The job.", content: { "application/json": { schema: schemaRef("Job") } } },
            ...problemResponses([...CALLER_PROBLEMS, "not-found"], notFound),
          },
        },
      },
      "/v1/jobs/{id}/result": {
        get: {
          operationId: "getJobResult",
          summary: "Download a job's result",
          description:
            "Sends the result of a `Completed` job until its `resultExpiresAt`. Conditional (`If-None-Match`) and single-range (`Range`, `If-Range`) requests are honoured; a `Range` header with several ranges gets the whole result. A job still `Queued` or `Processing` gets `409` with `Retry-After`; a `Failed` job gets `409` with the job's error in `detail`.",
          tags: ["Jobs"],
          parameters: [
            jobId,
            { name: "Range", in: "header", description: "One byte range, `bytes=a-b`, `bytes=a-` or `bytes=-n` (RFC 9110 §14.1.2).", schema: { type: "string" } },
            { name: "If-Range", in: "header", description: "The `ETag` of an earlier answer; the range applies only if it still matches.", schema: { type: "string" } },
            { name: "If-None-Match", in: "header", description: "`ETag`s the client holds; a match gets `304`.", schema: { type: "string" } },
          ],
          responses: {
            "200": {
              description: "The result's bytes, with the `Content-Type` of its format.",
              headers: resultHeaders,
              content: resultContent,
            },
            "206": {
              description: "The requested byte range of the result.",
              headers: {
                ...resultHeaders,
                "Content-Range": { description: "`bytes <first>-<last>/<length>`.", schema: { type: "string", pattern: "^bytes \\d+-\\d+/\\d+$" } },
              },
              content: resultContent,
            },
            "304": { description: "Not modified: the `If-None-Match` header names the result's `ETag`.", headers: { ETag: resultHeaders.ETag! } },
            ...problemResponses([...CALLER_PROBLEMS, "not-found", "result-not-ready", "job-failed", "range-not-satisfiable"], {
              ...notFound,
              "result-not-ready": "the job is still `Queued` or `Processing`",
              "job-failed": "the job failed, so there is no result",
              "range-not-satisfiable": "the `Range` starts past the end of the result",
            }),
          },
        },
        delete: {
          operationId: "deleteJobResult",
          summary: "Delete a job's result",
          description:
            "Deletes the stored result before `resultExpiresAt`. Deleting it again, or after it expired, gets `404`; a job that has not finished gets `409`. The job record itself stays.",
          tags: ["Jobs"],
          parameters: [jobId],
          responses: {
            "204": { description: "The result is deleted." },
            ...problemResponses([...CALLER_PROBLEMS, "not-found", "result-not-ready"], {
              ...notFound,
              "result-not-ready": "the job is still `Queued` or `Processing`; it has no result to delete yet",
            }),
          },
        },
      },
    },
  };
}
