import type { ProblemSlug } from "../errors/problem-catalogue.ts";
import { formatBytes } from "../common/byte-sizes.ts";
import { idempotencyKeyHeader, idempotencyProblems } from "./idempotency-key.ts";
import { REQUEST_LIMIT_BYTES } from "../intake/receive-tool-call.ts";
import { fieldSchema, type FieldSpecs } from "../tools/fields.ts";
import type { AnyTool } from "../tools/tool-definition.ts";
import { schemaRef } from "./component-schemas.ts";
import { parameterList } from "./endpoint-paths.ts";
import { commonFieldSchemas } from "./common-field-schemas.ts";
import type { OpenApiContext, Operation, PathGroup } from "./openapi-types.ts";
import { CALLER_PROBLEMS, problemResponses } from "./problem-responses.ts";

/** `POST /v1/<name>` for every tool of the registry, each derived from its declaration alone. */
export function buildToolPaths({ tools, engines }: OpenApiContext): PathGroup {
  return {
    tag: {
      name: "Tools",
      description:
        "Each tool is a `POST` of `multipart/form-data` that answers `202` with a queued job. Every tool takes the common fields `files`, `uploads`, `fileName` and (except where noted) `batchId`, plus its own fields. Numbers and booleans are sent as text; a field the tool does not have is refused with `400`.",
    },
    paths: Object.fromEntries(tools.map((tool) => [`/v1/${tool.name}`, { post: toolOperation(tool, tool.engine ? engines?.[tool.engine] : undefined) }])),
  };
}

function toolOperation(tool: AnyTool, engine: string | undefined): Operation {
  const fields = tool.fields as FieldSpecs;
  const properties = {
    ...commonFieldSchemas(tool),
    ...Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, fieldSchema(spec)])),
  };
  // A tool that can run without files (html-to-pdf with a `url`) does not require `files`.
  const required = [...(tool.limits.minFiles > 0 ? ["files"] : []), ...Object.entries(fields).filter(([, spec]) => spec.required).map(([name]) => name)];
  const problems: ProblemSlug[] = [
    "validation",
    "malformed-request",
    ...CALLER_PROBLEMS,
    ...(tool.paid ? (["paid-tool-limit"] as const) : []),
    "quota-exceeded",
    "too-many-queued-jobs",
    "payload-too-large",
    "unsupported-media-type",
    "idempotency-key-in-use",
    "idempotency-key-reused",
    "service-unavailable",
  ];
  return {
    operationId: camelCase(tool.name),
    summary: tool.summary,
    description: [tool.description, ...(engine ? [`On this service it runs on ${engine}.`] : []), ...(tool.paid ? [PAID_NOTE] : []), describeResult(tool), describeLimits(tool)].join("\n\n"),
    tags: ["Tools"],
    "x-paid": tool.paid,
    "x-limits": { ...tool.limits, maxRequestBytes: REQUEST_LIMIT_BYTES },
    parameters: parameterList(idempotencyKeyHeader, "header"),
    requestBody: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: { type: "object", properties, required },
          encoding: { files: { contentType: tool.limits.accepts.join(", ") } },
        },
      },
    },
    responses: {
      "202": {
        description:
          "Accepted: the job, `Queued`. Get the address in `Location` (with `?wait=`) until its status is `Completed` or `Failed`. A request repeated with its `Idempotency-Key` gets this same answer again, with `Idempotent-Replayed: true`.",
        headers: { Location: { description: "The job's address, `/v1/jobs/{id}`.", schema: { type: "string", format: "uri-reference" } } },
        content: { "application/json": { schema: schemaRef("Job") } },
      },
      ...problemResponses(problems, {
        ...idempotencyProblems,
        "validation": `a field is missing or has a value the tool does not take, too few or too many files, or an unknown field; every bad field is listed; or ${idempotencyProblems.validation}`,
        "quota-exceeded": "the call would exceed the remaining operations plus prepaid credits, or the storage allowance",
        "too-many-queued-jobs": "the account already has its plan's `maxQueuedJobs` jobs waiting to start; nothing was stored or counted, retry after `Retry-After` seconds",
        "paid-tool-limit": "the plan does not include this paid tool, or this month's paid tool jobs are used up",
        "payload-too-large": `a file is over the tool's or the plan's largest file, the files together exceed the tool's total, or the request is over ${formatBytes(REQUEST_LIMIT_BYTES)}`,
        "unsupported-media-type": "the body is not `multipart/form-data`",
        ...(tool.needsModel
          ? { "service-unavailable": "the service is shutting down, or the call needs an AI model (see the tool's description) and the operator has configured none (`DOCTOOLS_AI_BASE_URL`, `DOCTOOLS_AI_MODEL`); the detail names what needs it, and `Retry-After` is an hour (3600) since only the operator can add a model" }
          : {}),
      }),
    },
  };
}

const PAID_NOTE =
  "**Paid tool.** Each job counts against the plan's monthly paid tool jobs as well as its operations. A plan without the tool, or with none left this month, gets `403`.";

function describeResult(tool: AnyTool): string {
  const formats = tool.result.formats.map((f) => `\`.${f.extension}\` (\`${f.contentType}\`${f.zip ? ", one entry per output" : ""})`);
  return formats.length === 1
    ? `**Result:** one file, ${formats[0]}.`
    : `**Result:** one of ${formats.join(", ")}, depending on the fields and the number of files sent.`;
}

function describeLimits(tool: AnyTool): string {
  const { minFiles, maxFiles, maxFileBytes, maxTotalBytes, maxPages, accepts } = tool.limits;
  const count = minFiles === maxFiles ? `exactly ${minFiles}` : `${minFiles} to ${maxFiles}`;
  const lines = [
    `- Files: ${count} (${accepts.join(", ")}).`,
    `- Each file up to ${formatBytes(maxFileBytes)}; all files together up to ${formatBytes(maxTotalBytes)}. The account's plan may set a lower largest file.`,
    `- One request carries at most ${formatBytes(REQUEST_LIMIT_BYTES)}; larger files go through part-wise uploads (\`uploads\`).`,
    ...(maxPages !== undefined ? [`- Pages: at most ${maxPages} per PDF; more fails the job with \`TooManyPages\`.`] : []),
  ];
  return `**Input limits** (also in \`x-limits\`):\n\n${lines.join("\n")}`;
}

function camelCase(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
