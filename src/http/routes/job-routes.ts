import { UUID } from "../../common/uuid.ts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../errors/app-error.ts";
import { cancelJob } from "../../jobs/cancel-job.ts";
import { hasEnded, toPublicJob, type JobRecord } from "../../jobs/job.ts";
import { jobPrefix } from "../../jobs/storage-keys.ts";
import { schemaRef } from "../../openapi/component-schemas.ts";
import type { Header, MediaType, Tag } from "../../openapi/openapi-types.ts";
import type { Services } from "../../services.ts";
import { FileNotFoundError } from "../../storage/file-store.ts";
import { callerOf } from "../auth.ts";
import { defineEndpoint } from "../endpoint.ts";
import { idParameter, jsonResponse } from "../../openapi/endpoint-declaration.ts";
import { contentDisposition, parseRange } from "../http-headers.ts";
import { collectingAsItFlows } from "../../common/transient-memory.ts";
import { hangUpSignal, waitParameter } from "../waiting.ts";

/** The caller's job named in the path; a job of another account is answered exactly like one that does not exist. */
export async function findOwnJob(services: Services, request: FastifyRequest<{ Params: { id: string } }>): Promise<JobRecord> {
  const { id } = request.params;
  // The caller first: whether a job exists is never looked up for a request without one.
  const accountId = callerOf(request).account.id;
  const job = UUID.test(id) ? await services.jobStore.getJob(id.toLowerCase()) : null;
  if (!job || job.accountId !== accountId) throw new AppError("not-found", `There is no job ${id}.`);
  return job;
}

export const resultGone = (job: JobRecord, now: Date) =>
  job.resultKey === null || job.resultDeletedAt !== null || (job.resultExpiresAt !== null && job.resultExpiresAt <= now);

const jobsTag: Tag = {
  name: "Jobs",
  description:
    "A tool call's job and its result. Get the job until `status` is `Completed` or `Failed` (with `wait` the answer comes when it ends, so there is no need to poll); a completed job's result can be downloaded until `resultExpiresAt`, or deleted earlier.",
};

const jobId = idParameter("The job's `id`. An id that is not a UUID, or names a job of another account, is answered like one that does not exist.");

const notFound = "no job with this id belongs to the account, or (for the result) it expired or was deleted";

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

type JobRoute = { Params: { id: string } };

/** What cancelling means for the job and the account, said alike by the job's and the batch's cancel. */
export const cancelRules =
  "A `Queued` job never runs: its operation is given back (with its paid tool job, and the prepaid credit that paid for it, if one did). A `Processing` job is stopped within seconds (its worker is replaced if the tool does not stop in its grace time) and counts as a used operation, like any failed job. Its input files are deleted at once, and the `job.failed` webhook event is sent as for any failure.";

/** `GET` and `DELETE /v1/jobs/{id}`, `GET` and `DELETE /v1/jobs/{id}/result`. */
export const jobEndpoints = [
  defineEndpoint<JobRoute & { Querystring: { wait?: number } }>({
    method: "GET",
    path: "/v1/jobs/{id}",
    operationId: "getJob",
    summary: "Get a job",
    description:
      "Returns the job. After a tool call, ask with `wait` (say `?wait=30`) and the answer comes the moment the job is `Completed` or `Failed`, or after that many seconds with the job as it stands; ask again until it has ended. A `Processing` job shows how far it has come in `progress`. Without `wait`, polling about once a second is plenty for most jobs.",
    tag: jobsTag,
    auth: "key",
    params: jobId,
    query: waitParameter("the job to be `Completed` or `Failed`"),
    responses: { 200: jsonResponse("The job.", schemaRef("Job")) },
    problems: { "not-found": notFound },
    handler: async (request, reply, { services }) => {
      const job = await findOwnJob(services, request);
      const read = async () => (await services.jobStore.getJob(job.id)) ?? job;
      const timeoutMs = (request.query.wait ?? 0) * 1000;
      return toPublicJob(await services.jobWaits.until(job, read, hasEnded, (current) => [current.id], { timeoutMs, signal: hangUpSignal(reply) }));
    },
  }),

  defineEndpoint<JobRoute>({
    method: "DELETE",
    path: "/v1/jobs/{id}",
    operationId: "cancelJob",
    summary: "Cancel a job",
    description: `Cancels a job that is \`Queued\` or \`Processing\`: it ends at once as \`Failed\` with \`error.code\` \`Cancelled\`, and the answer is the job so ended. ${cancelRules} A job that has already finished gets \`409\`; the job record itself stays.`,
    tag: jobsTag,
    auth: "key",
    params: jobId,
    responses: { 200: jsonResponse("The job, now `Failed` with `error.code` `Cancelled`.", schemaRef("Job")) },
    problems: {
      "not-found": "no job with this id belongs to the account",
      "job-ended": "the job is already `Completed` or `Failed`",
    },
    handler: async (request, _reply, { services }) => {
      const job = await findOwnJob(services, request);
      const caller = callerOf(request);
      const onEnd = hasEnded(job) ? null : await services.webhooks.jobEventWriter(job.accountId);
      const outcome = await cancelJob(services, job, { limits: caller.plan.limits, onEnd });
      if (!outcome.cancelled) throw new AppError("job-ended", `Job ${job.id} is already ${outcome.job.status}; there is nothing left to cancel.`);
      return toPublicJob(outcome.job);
    },
  }),

  defineEndpoint<JobRoute>({
    method: "GET",
    path: "/v1/jobs/{id}/result",
    operationId: "getJobResult",
    summary: "Download a job's result",
    description:
      "Sends the result of a `Completed` job until its `resultExpiresAt`. Conditional (`If-None-Match`) and single-range (`Range`, `If-Range`) requests are honoured; a `Range` header with several ranges gets the whole result. A job still `Queued` or `Processing` gets `409` with `Retry-After`; a `Failed` job gets `409` with the job's error in `detail`.",
    tag: jobsTag,
    auth: "key",
    params: jobId,
    headers: {
      "Range": { description: "One byte range, `bytes=a-b`, `bytes=a-` or `bytes=-n` (RFC 9110 §14.1.2).", schema: { type: "string" } },
      "If-Range": { description: "The `ETag` of an earlier answer; the range applies only if it still matches.", schema: { type: "string" } },
      "If-None-Match": { description: "`ETag`s the client holds; a match gets `304`.", schema: { type: "string" } },
    },
    responses: ({ tools }) => {
      // Every content type a result of the served tools can have, in registry order.
      const contentTypes = [...new Set(tools.flatMap((tool) => tool.result.formats.map((format) => format.contentType)))];
      const content: Record<string, MediaType> = Object.fromEntries(
        contentTypes.map((type) => [type, { schema: { type: "string", format: "binary", contentMediaType: type } }]),
      );
      return {
        200: { description: "The result's bytes, with the `Content-Type` of its format.", headers: resultHeaders, content },
        206: {
          description: "The requested byte range of the result.",
          headers: {
            ...resultHeaders,
            "Content-Range": { description: "`bytes <first>-<last>/<length>`.", schema: { type: "string", pattern: "^bytes \\d+-\\d+/\\d+$" } },
          },
          content,
        },
        304: { description: "Not modified: the `If-None-Match` header names the result's `ETag`.", headers: { ETag: resultHeaders.ETag! } },
      };
    },
    problems: {
      "not-found": notFound,
      "result-not-ready": "the job is still `Queued` or `Processing`",
      "job-failed": "the job failed, so there is no result",
      "range-not-satisfiable": "the `Range` starts past the end of the result",
    },
    handler: async (request, reply, { services }) => {
      const job = await findOwnJob(services, request);
      if (job.status === "Queued" || job.status === "Processing") {
        throw new AppError("result-not-ready", `Job ${job.id} is ${job.status}; its result is not ready yet.`, {
          headers: { "retry-after": "1" },
        });
      }
      if (job.status === "Failed") {
        throw new AppError("job-failed", `Job ${job.id} failed (${job.error?.code}): ${job.error?.detail}`);
      }
      if (resultGone(job, new Date())) throw new AppError("not-found", `The result of job ${job.id} has expired or was deleted.`);
      return sendResult(request, reply, job, services);
    },
  }),

  defineEndpoint<JobRoute>({
    method: "DELETE",
    path: "/v1/jobs/{id}/result",
    operationId: "deleteJobResult",
    summary: "Delete a job's result",
    description:
      "Deletes the stored result before `resultExpiresAt`. Deleting it again, or after it expired, gets `404`; a job that has not finished gets `409`. The job record itself stays.",
    tag: jobsTag,
    auth: "key",
    params: jobId,
    responses: { 204: { description: "The result is deleted." } },
    problems: {
      "not-found": notFound,
      "result-not-ready": "the job is still `Queued` or `Processing`; it has no result to delete yet",
    },
    handler: async (request, reply, { services }) => {
      const job = await findOwnJob(services, request);
      if (job.status === "Queued" || job.status === "Processing") {
        throw new AppError("result-not-ready", `Job ${job.id} is ${job.status}; there is no result to delete yet.`);
      }
      if (resultGone(job, new Date()) || !(await services.jobStore.markResultDeleted(job.id, new Date()))) {
        throw new AppError("not-found", `Job ${job.id} has no stored result; it expired or was already deleted.`);
      }
      await services.files.removePrefix(jobPrefix(job.id));
      return reply.code(204).send();
    },
  }),
];

/** Sends a finished job's stored result, honouring conditional and single-range requests. */
export async function sendResult(request: FastifyRequest, reply: FastifyReply, job: JobRecord, services: Services) {
  const size = job.resultBytes!;
  // Results never change once written, so the job id and size name the bytes exactly.
  const etag = `"${job.id}-${size}"`;
  reply
    .header("content-type", job.resultContentType)
    .header("content-disposition", contentDisposition(job.fileName))
    .header("etag", etag)
    .header("accept-ranges", "bytes")
    .header("cache-control", "private, no-transform")
    .header("last-modified", (job.completedAt ?? job.createdAt).toUTCString());
  if (request.headers["if-none-match"]?.split(",").some((tag) => tag.trim() === etag)) return reply.code(304).send();

  const ifRange = request.headers["if-range"];
  const range = ifRange === undefined || ifRange === etag ? parseRange(request.headers.range, size) : null;
  if (range === "unsatisfiable") {
    throw new AppError("range-not-satisfiable", `The result is ${size} bytes long.`, { headers: { "content-range": `bytes */${size}` } });
  }
  try {
    if (range) {
      const stream = await services.files.read(job.resultKey!, range);
      return reply
        .code(206)
        .header("content-range", `bytes ${range.start}-${range.end}/${size}`)
        .header("content-length", range.end - range.start + 1)
        .send(collectingAsItFlows(stream));
    }
    const stream = await services.files.read(job.resultKey!);
    return reply.header("content-length", size).send(collectingAsItFlows(stream));
  } catch (error) {
    if (error instanceof FileNotFoundError) throw new AppError("not-found", `The result of job ${job.id} has expired or was deleted.`);
    throw error;
  }
}
