import { UUID } from "../../common/uuid.ts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../errors/app-error.ts";
import { toPublicJob, type JobRecord } from "../../jobs/job.ts";
import { jobPrefix } from "../../jobs/storage-keys.ts";
import type { Services } from "../../services.ts";
import { FileNotFoundError } from "../../storage/file-store.ts";
import { callerOf } from "../auth.ts";
import { contentDisposition, parseRange } from "../http-headers.ts";
import { collectingAsItFlows } from "../transient-memory.ts";


/** Spec §4.5 and decisions §1. */
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

export function registerJobRoutes(app: FastifyInstance, services: Services): void {
  const ownJob = (request: FastifyRequest<{ Params: { id: string } }>) => findOwnJob(services, request);

  app.get<{ Params: { id: string } }>("/jobs/:id", async (request) => toPublicJob(await ownJob(request)));

  app.get<{ Params: { id: string } }>("/jobs/:id/result", async (request, reply) => {
    const job = await ownJob(request);
    if (job.status === "Queued" || job.status === "Processing") {
      throw new AppError("result-not-ready", `Job ${job.id} is ${job.status}; its result is not ready yet.`, {
        headers: { "retry-after": "1" },
      });
    }
    if (job.status === "Failed") {
      throw new AppError("job-failed", `Job ${job.id} failed (${job.error?.code}): ${job.error?.detail}`);
    }
    if (resultGone(job, new Date())) throw new AppError("not-found", `The result of job ${job.id} has expired or was deleted.`);
    return sendResult(request, reply, job);
  });

  app.delete<{ Params: { id: string } }>("/jobs/:id/result", async (request, reply) => {
    const job = await ownJob(request);
    if (job.status === "Queued" || job.status === "Processing") {
      throw new AppError("result-not-ready", `Job ${job.id} is ${job.status}; there is no result to delete yet.`);
    }
    if (resultGone(job, new Date()) || !(await services.jobStore.markResultDeleted(job.id, new Date()))) {
      throw new AppError("not-found", `Job ${job.id} has no stored result; it expired or was already deleted.`);
    }
    await services.files.removePrefix(jobPrefix(job.id));
    return reply.code(204).send();
  });

  async function sendResult(request: FastifyRequest, reply: FastifyReply, job: JobRecord) {
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
}
