import { formatBytes } from "../common/byte-sizes.ts";
import { MAX_PIPELINE_STEPS } from "../intake/pipeline-steps.ts";
import { REQUEST_LIMIT_BYTES } from "../intake/receive-tool-call.ts";
import { schemaRef } from "./component-schemas.ts";
import { exportUrlFieldSchema, urlFieldSchema } from "./common-field-schemas.ts";
import { parameterList } from "./endpoint-paths.ts";
import { idempotencyKeyHeader, idempotencyProblems } from "./idempotency-key.ts";
import type { OpenApiContext, PathGroup } from "./openapi-types.ts";
import { CALLER_PROBLEMS, problemResponses } from "./problem-responses.ts";

/** `POST /v1/pipelines`: the tools of the registry as steps of one job. */
export function buildPipelinePath({ tools }: OpenApiContext): PathGroup {
  const names = tools.map((tool) => tool.name);
  return {
    tag: {
      name: "Pipelines",
      description: "Several tools as one job: each step's result is the next step's input, and only the last step's result is kept.",
    },
    paths: {
      "/v1/pipelines": {
        post: {
          operationId: "runPipeline",
          summary: "Run several tools as one job",
          description: [
            `Runs up to ${MAX_PIPELINE_STEPS} tools one after another as one job. The first step takes the files sent (except those later steps name); each later step takes the previous step's result, followed by the files it names in its \`files\` list (a step of merge-pdf or compare-pdf, say).`,
            "The job's `operation` is `pipeline`; while it runs, its `progress` counts steps (`done` of `total`) and `step` says which one runs (`step 2 of 4: compress-pdf`). It ends with one result, the last step's, named after the first file and the last tool unless `fileName` is given, and one `job.completed` or `job.failed` event. A step that fails ends the job `Failed` with that step's error code, its detail starting with the step (`Step 2 of 3: delete-pages failed: …`).",
            "**Counting.** Each step counts as the operation it is (a paid tool's step as a paid tool job too), all when the pipeline is accepted; when a step fails, the steps after it never run and are given back.",
            "**Files by id or address.** Instead of a form, the body may be a JSON object with the same members as the form's text fields: `{\"steps\": [...], \"uploads\": [ids], \"url\": [addresses], \"fileName\", \"batchId\", \"exportUrl\", \"export\"}` (`steps` an array here, not its text), for files already uploaded part-wise or fetched from their addresses.",
            "**Checked at the call.** An unknown tool, a field a step's tool does not take or a value it does not accept, a step that would get too few or too many files, or a step whose tool cannot take the previous step's result (a ZIP of images into compress-pdf) is a `400` naming the step (`steps[1].fields.rotation`); nothing is stored or counted. The plan's largest file applies to every step's input, results between steps included (a result that grows past it fails the job with `FileTooLarge`).",
          ].join("\n\n"),
          tags: ["Pipelines"],
          parameters: parameterList(idempotencyKeyHeader, "header"),
          requestBody: {
            required: true,
            content: {
              "multipart/form-data": {
                schema: {
                  type: "object",
                  required: ["steps"],
                  properties: {
                    files: { type: "array", items: { type: "string", format: "binary" }, description: "The files of the first step, and any files later steps name (by file name)." },
                    uploads: { type: "array", items: { type: "string" }, description: "Ids of part-wise uploads, used like files sent in `files` (after them)." },
                    steps: {
                      type: "string",
                      contentMediaType: "application/json",
                      contentSchema: {
                        type: "array",
                        minItems: 1,
                        maxItems: MAX_PIPELINE_STEPS,
                        items: {
                          type: "object",
                          required: ["tool"],
                          additionalProperties: false,
                          properties: {
                            tool: { type: "string", enum: names, description: "The tool this step runs." },
                            fields: { type: "object", description: "The tool's own fields, as JSON values (numbers and booleans as such), e.g. `{\"rotation\": \"Clockwise\"}`." },
                            files: { type: "array", items: { type: "string" }, description: "Names of files sent in `files` (or uploads) that this step takes after the previous result; not for the first step." },
                          },
                        },
                      },
                      description: "The steps in order, as a JSON array.",
                      examples: ['[{"tool":"ocr-pdf"},{"tool":"compress-pdf"},{"tool":"protect-pdf","fields":{"password":"…"}}]'],
                    },
                    fileName: { type: "string", minLength: 1, maxLength: 200, description: "Name of the result without extension." },
                    batchId: { type: "string", format: "uuid", description: "A batch to add this pipeline's job to." },
                    url: urlFieldSchema,
                    exportUrl: exportUrlFieldSchema,
                  },
                },
              },
            },
          },
          responses: {
            "202": {
              description: "Accepted: the pipeline's job, `Queued`.",
              headers: { Location: { description: "The job's address, `/v1/jobs/{id}`.", schema: { type: "string", format: "uri-reference" } } },
              content: { "application/json": { schema: schemaRef("Job") } },
            },
            ...problemResponses(
              ["validation", "malformed-request", ...CALLER_PROBLEMS, "paid-tool-limit", "quota-exceeded", "too-many-queued-jobs", "payload-too-large", "unsupported-media-type", "idempotency-key-in-use", "idempotency-key-reused", "service-unavailable"],
              {
                ...idempotencyProblems,
                "validation": `\`steps\` is missing or cannot work (every problem named by its step), or ${idempotencyProblems.validation}`,
                "quota-exceeded": "the steps would exceed the remaining operations plus prepaid credits, or the storage allowance",
                "paid-tool-limit": "a step runs a paid tool the plan does not include, or this month's paid tool jobs are used up",
                "payload-too-large": `a file is over the first step's or the plan's largest file, or the request is over ${formatBytes(REQUEST_LIMIT_BYTES)}`,
                "unsupported-media-type": "the body is not `multipart/form-data`",
                "service-unavailable": "the service is shutting down, or a step needs an AI model and none is configured",
              },
            ),
          },
        },
      },
    },
  };
}
