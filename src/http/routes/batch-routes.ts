import { zipEntryName } from "../../common/file-names.ts";
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import yazl from "yazl";
import { findOwnBatch, type BatchRecord } from "../../batches/batch-store.ts";
import { AppError } from "../../errors/app-error.ts";
import { toPublicJob, type JobRecord } from "../../jobs/job.ts";
import type { Services } from "../../services.ts";
import { callerOf } from "../auth.ts";
import { contentDisposition } from "../http-headers.ts";
import { collectingAsItFlows } from "../transient-memory.ts";

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

/** Spec §4.6 and decisions §6. */
export function registerBatchRoutes(app: FastifyInstance, services: Services): void {
  async function ownBatch(request: FastifyRequest<{ Params: { id: string } }>): Promise<BatchRecord> {
    const batch = await findOwnBatch(services.batches, callerOf(request).account.id, request.params.id);
    if (!batch) throw new AppError("not-found", `There is no batch ${request.params.id}.`);
    return batch;
  }

  async function batchJobs(batch: BatchRecord): Promise<JobRecord[]> {
    const jobs: JobRecord[] = [];
    for (const id of await services.batches.listJobIds(batch.id)) {
      const job = await services.jobStore.getJob(id);
      if (job) jobs.push(job);
    }
    return jobs;
  }

  async function toPublicBatch(batch: BatchRecord) {
    const jobs = await batchJobs(batch);
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

  app.register(async (scope) => {
    // The body is empty or `{}` (decisions §6); an empty body with a JSON Content-Type is fine too.
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
      const text = String(body).trim();
      if (text === "") return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new AppError("malformed-request", "The request body is not valid JSON."), undefined);
      }
    });
    scope.post("/batches", async (request, reply) => {
      const body = request.body;
      if (body !== undefined && body !== null && (typeof body !== "object" || Array.isArray(body) || Object.keys(body).length > 0)) {
        throw new AppError("validation", "POST /v1/batches takes an empty body or `{}`.", {
          errors: [{ field: "body", detail: "The body must be empty or `{}`; a batch takes no settings." }],
        });
      }
      const caller = callerOf(request);
      const createdAt = new Date();
      const batch = await services.batches.createBatch({
        id: randomUUID(),
        accountId: caller.account.id,
        maxFiles: caller.plan.limits.batchMaxFiles,
        createdAt,
        closesAt: new Date(createdAt.getTime() + services.config.batchWindowSeconds * 1000),
      });
      return reply.code(201).header("location", `/v1/batches/${batch.id}`).send(await toPublicBatch(batch));
    });
  });

  app.get<{ Params: { id: string } }>("/batches/:id", async (request) => toPublicBatch(await ownBatch(request)));

  app.get<{ Params: { id: string } }>("/batches/:id/result", async (request, reply) => {
    const batch = await ownBatch(request);
    const now = new Date();
    const jobs = await batchJobs(batch);
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
  });
}
