import { zipEntryName } from "../../common/file-names.ts";
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import yazl from "yazl";
import { findOwnBatch, type BatchRecord } from "../../batches/batch-store.ts";
import { AppError } from "../../errors/app-error.ts";
import { cancelJob } from "../../jobs/cancel-job.ts";
import { hasEnded, toPublicJob, type JobRecord } from "../../jobs/job.ts";
import { schemaRef } from "../../openapi/component-schemas.ts";
import type { JsonSchema, Tag } from "../../openapi/openapi-types.ts";
import type { Services } from "../../services.ts";
import { callerOf } from "../auth.ts";
import { defineEndpoint } from "../endpoint.ts";
import { idParameter, jsonResponse } from "../../openapi/endpoint-declaration.ts";
import { contentDisposition } from "../http-headers.ts";
import { collectingAsItFlows } from "../../common/transient-memory.ts";
import { hangUpSignal, waitParameter } from "../waiting.ts";
import { cancelRules } from "./job-routes.ts";

/** ZIP entry names: the job's fileName, later duplicates with " (2)", " (3)" before the extension. */
export function uniqueNames(fileNames: readonly string[]): string[] {
  const taken = new Set<string>();
  return fileNames.map((name) => {
    const dot = name.lastIndexOf(".");
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

const batchesTag: Tag = {
  name: "Batches",
  description:
    "Groups tool calls: start a batch, pass its `id` as `batchId` on tool calls (each file its own job), then download every finished result as one ZIP.",
};

const batchId = idParameter("The batch's `id`. An id that is not a UUID, or names a batch of another account, is answered like one that does not exist.");

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

const notFound = "no batch with this id belongs to the account";

type BatchRoute = { Params: { id: string } };

/** `POST /v1/batches`, `GET` and `DELETE /v1/batches/{id}`, and `GET /v1/batches/{id}/result`. */
export const batchEndpoints = [
  defineEndpoint({
    method: "POST",
    path: "/v1/batches",
    operationId: "createBatch",
    summary: "Start a batch",
    description: "Starts a batch that takes up to the plan's `maxFiles` jobs until `closesAt`. The body is empty or `{}`.",
    tag: batchesTag,
    auth: "key",
    idempotent: true,
    body: {
      mediaType: "application/json",
      required: false,
      schema: { type: "object", maxProperties: 0 },
      invalid: { body: "The body must be empty or `{}`; a batch takes no settings." },
    },
    responses: { 201: jsonResponse("The new, empty batch.", batchSchema) },
    handler: async (request, reply, { services, heldKey }) => {
      const caller = callerOf(request);
      const createdAt = new Date();
      const record: BatchRecord = {
        id: randomUUID(),
        accountId: caller.account.id,
        maxFiles: caller.plan.limits.batchMaxFiles,
        createdAt,
        closesAt: new Date(createdAt.getTime() + services.config.batchWindowSeconds * 1000),
      };
      const location = `/v1/batches/${record.id}`;
      const body = await services.sql.transaction(async (tx) => {
        const text = JSON.stringify(toPublicBatch(await services.batches.createBatch(record, tx), []));
        await heldKey?.keep(tx, { status: 201, location, body: text });
        return text;
      });
      return reply.code(201).header("location", location).type("application/json; charset=utf-8").send(body);
    },
  }),

  defineEndpoint<BatchRoute & { Querystring: { wait?: number } }>({
    method: "GET",
    path: "/v1/batches/{id}",
    operationId: "getBatch",
    summary: "Get a batch",
    description:
      "Returns the batch with its jobs in the order they were added and how many have completed or failed. With `wait` the answer comes the moment every job the batch holds has ended (at once for a batch with none), or after that many seconds with the batch as it stands.",
    tag: batchesTag,
    auth: "key",
    params: batchId,
    query: waitParameter("every job of the batch to be `Completed` or `Failed`"),
    responses: { 200: jsonResponse("The batch.", batchSchema) },
    problems: { "not-found": notFound },
    handler: async (request, reply, { services }) => {
      const batch = await ownBatch(services, request.params.id, callerOf(request).account.id);
      const read = () => batchJobs(services, batch);
      const jobs = await services.jobWaits.until(
        await read(),
        read,
        (current) => current.every(hasEnded),
        (current) => current.filter((job) => !hasEnded(job)).map((job) => job.id),
        { timeoutMs: (request.query.wait ?? 0) * 1000, signal: hangUpSignal(reply) },
      );
      return toPublicBatch(batch, jobs);
    },
  }),

  defineEndpoint<BatchRoute>({
    method: "DELETE",
    path: "/v1/batches/{id}",
    operationId: "cancelBatch",
    summary: "Cancel a batch's jobs",
    description: `Cancels every job of the batch that is still \`Queued\` or \`Processing\`, as DELETE /v1/jobs/{id} does each: it ends as \`Failed\` with \`error.code\` \`Cancelled\`. ${cancelRules} Jobs that had finished stay as they are, and so do their results. The batch is closed: \`closesAt\` becomes the time of the cancel and a job sent to it afterwards is refused with \`409\`. The answer is the batch after the cancel.`,
    tag: batchesTag,
    auth: "key",
    params: batchId,
    responses: { 200: jsonResponse("The batch, its unfinished jobs now `Failed` with `error.code` `Cancelled`.", batchSchema) },
    problems: { "not-found": notFound },
    handler: async (request, _reply, { services }) => {
      const caller = callerOf(request);
      const found = await ownBatch(services, request.params.id, caller.account.id);
      // Closed first: a job joining while the others are cancelled would run in a batch its owner stopped.
      const batch = (await services.batches.close(found.id, new Date())) ?? found;
      // Waiting jobs first: stopping a running one frees a worker, which would otherwise start
      // the next waiting job of the batch before its turn to be cancelled came.
      const unfinished = (await batchJobs(services, batch)).filter((job) => !hasEnded(job)).sort((a, b) => statusOrder(a) - statusOrder(b));
      const onEnd = unfinished.length === 0 ? null : await services.webhooks.jobEventWriter(caller.account.id);
      for (const job of unfinished) await cancelJob(services, job, { limits: caller.plan.limits, onEnd });
      return toPublicBatch(batch, await batchJobs(services, batch));
    },
  }),

  defineEndpoint<BatchRoute>({
    method: "GET",
    path: "/v1/batches/{id}/result",
    operationId: "getBatchResult",
    summary: "Download a batch's results as a ZIP",
    description:
      "Streams a ZIP of every `Completed`, unexpired result of the batch, each named by its job's `fileName`; repeated names get ` (2)`, ` (3)` before the extension. With no finished result yet the answer is `409`.",
    tag: batchesTag,
    auth: "key",
    params: batchId,
    responses: {
      200: {
        description: "The ZIP, streamed (no `Content-Length`).",
        headers: { "Content-Disposition": { description: "`attachment` with `batch-<id>.zip`.", schema: { type: "string" } } },
        content: { "application/zip": { schema: { type: "string", format: "binary", contentMediaType: "application/zip" } } },
      },
    },
    problems: { "not-found": notFound, "result-not-ready": "no job of the batch has a finished result yet" },
    handler: async (request, reply, { services }) => {
      const batch = await ownBatch(services, request.params.id, callerOf(request).account.id);
      const now = new Date();
      const jobs = await batchJobs(services, batch);
      const ready = jobs.filter(
        (job) =>
          job.status === "Completed" &&
          job.resultKey !== null &&
          job.resultDeletedAt === null &&
          (job.resultExpiresAt === null || job.resultExpiresAt > now),
      );
      if (ready.length === 0) {
        throw new AppError("result-not-ready", `Batch ${batch.id} has no finished result to download yet.`, { headers: { "retry-after": "1" } });
      }
      // Streamed: yazl pulls each result from the file store only when it reaches its entry, so
      // one result's read buffer at a time is in memory, never the ZIP.
      const zip = new yazl.ZipFile();
      // Cleaned again: a name stored before today's rule must not break the whole ZIP.
      const names = uniqueNames(ready.map((job, index) => zipEntryName(job.fileName, `result-${index + 1}`)));
      ready.forEach((job, index) => {
        zip.addReadStreamLazy(names[index]!, { compress: false, mtime: job.completedAt ?? now }, (callback) => {
          services.files.read(job.resultKey!).then(
            (stream) => callback(null, stream),
            (error: Error) => callback(error, undefined as never),
          );
        });
      });
      zip.on("error", (error: Error) => {
        request.log.error({ err: error, batchId: batch.id }, "batch ZIP entry failed");
        (zip.outputStream as Readable).destroy(error);
      });
      zip.end();
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", contentDisposition(`batch-${batch.id}.zip`))
        .header("cache-control", "private, no-transform")
        .send(collectingAsItFlows(zip.outputStream as Readable));
    },
  }),
];

/** The caller's batch; one of another account is answered exactly like one that does not exist. */
async function ownBatch(services: Services, id: string, accountId: string): Promise<BatchRecord> {
  const batch = await findOwnBatch(services.batches, accountId, id);
  if (!batch) throw new AppError("not-found", `There is no batch ${id}.`);
  return batch;
}

const statusOrder = (job: JobRecord) => (job.status === "Queued" ? 0 : 1);

async function batchJobs(services: Services, batch: BatchRecord): Promise<JobRecord[]> {
  const jobs: JobRecord[] = [];
  for (const id of await services.batches.listJobIds(batch.id)) {
    const job = await services.jobStore.getJob(id);
    if (job) jobs.push(job);
  }
  return jobs;
}

function toPublicBatch(batch: BatchRecord, jobs: readonly JobRecord[]) {
  return {
    id: batch.id,
    maxFiles: batch.maxFiles,
    createdAt: batch.createdAt.toISOString(),
    closesAt: batch.closesAt.toISOString(),
    jobs: jobs.map(toPublicJob),
    total: jobs.length,
    completed: jobs.filter((job) => job.status === "Completed").length,
    failed: jobs.filter((job) => job.status === "Failed").length,
  };
}
