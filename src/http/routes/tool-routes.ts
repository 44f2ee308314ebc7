import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { AppError, validationError, type FieldError } from "../../errors/app-error.ts";
import { toPublicJob } from "../../jobs/job.ts";
import { jobPrefix } from "../../jobs/storage-keys.ts";
import { submitJob } from "../../jobs/submit-job.ts";
import { hydrateFields, validateFields, type FieldSpecs } from "../../tools/fields.ts";
import { chooseResultFormat, type AnyTool } from "../../tools/tool-definition.ts";
import type { Services } from "../../services.ts";
import { modelRefusal } from "../../ai/model-refusal.ts";
import { callerOf } from "../auth.ts";
import { checkStorageAfterReceive, meterToolCall } from "../metering.ts";
import { findOwnBatch } from "./batch-routes.ts";
import { cleanFileName, receiveToolCall } from "../tool-call-intake.ts";
import { checkUploads, takeUploads } from "../../uploads/take-uploads.ts";

/** One route per tool, all derived from the tool declarations (STYLE lesson 2). */
export function registerToolRoutes(app: FastifyInstance, services: Services): void {
  for (const tool of services.tools.values()) {
    app.post(`/v1/${tool.name}`, async (request, reply) => {
      const caller = callerOf(request);
      const jobId = randomUUID();
      await meterToolCall(request, services, caller, tool);
      const call = await receiveToolCall(request, tool, jobId, services.files, caller.plan.limits.maxFileBytes);
      await checkStorageAfterReceive(services, caller, jobId, call.inputs);

      const { values, errors } = validateFields(tool.fields, call.toolFields);
      if (errors.length === 0 && tool.validate) errors.push(...tool.validate(hydrateFields(tool.fields, values)));
      // A batchId naming none of the caller's batches stays a validation error (decisions §6).
      const batch = call.batchId !== undefined && tool.acceptsBatch ? await findOwnBatch(services, caller.account.id, call.batchId) : null;
      errors.unshift(...call.errors, ...checkCommonFields(tool, call.inputs.length, call.uploads, call.fileName, batch ? undefined : call.batchId));
      const uploads = await checkUploads(services, tool, caller.account.id, caller.plan.limits.maxFileBytes, jobId, call);
      errors.push(...uploads.errors);
      if (errors.length > 0) {
        await services.files.removePrefix(jobPrefix(jobId));
        throw validationError(errors);
      }
      const refusal = modelRefusal(tool, hydrateFields(tool.fields, values), services.config);
      if (refusal) {
        await services.files.removePrefix(jobPrefix(jobId));
        throw refusal;
      }
      // Uploaded bytes count against the storage allowance too, checked before any is taken.
      if (uploads.bytes > 0) await checkStorageAfterReceive(services, caller, jobId, call.inputs, uploads.bytes);
      // Part-wise uploads become the job's inputs after its files, each taken once (decisions §7).
      const uploadErrors = await takeUploads(services, caller.account.id, jobId, call);
      if (uploadErrors.length > 0) {
        await services.files.removePrefix(jobPrefix(jobId));
        throw validationError(uploadErrors);
      }
      if (batch) {
        // Takes the batch's next slot atomically; a closed or full batch is a conflict (decisions §6).
        const outcome = await services.batches.addJob(batch.id, jobId, new Date());
        if (outcome !== "added") {
          await services.files.removePrefix(jobPrefix(jobId));
          throw new AppError(
            "conflict",
            outcome === "full" ? `Batch ${batch.id} already holds its ${batch.maxFiles} jobs.` : `Batch ${batch.id} closed at ${batch.closesAt.toISOString()}.`,
          );
        }
      }

      const secretValues: Record<string, string> = {};
      for (const [name, spec] of Object.entries(tool.fields as FieldSpecs)) {
        if (spec.kind === "text" && spec.secret && typeof values[name] === "string") {
          secretValues[name] = values[name];
          delete values[name];
        }
      }
      const format = chooseResultFormat(tool, hydrateFields(tool.fields, values), call.inputs.length);
      const baseName = cleanFileName(call.fileName) || stripExtension(call.inputs[0]!.name) || tool.name;
      const job = await submitJob(services.sql, services.jobStore, services.queue, services.events, {
        id: jobId,
        accountId: caller.account.id,
        operation: tool.name,
        createdAt: new Date(),
        fileName: `${baseName}.${format.extension}`,
        resultContentType: format.contentType,
        batchId: batch?.id ?? null,
        inputs: call.inputs,
        fields: values,
        sealedSecrets: Object.keys(secretValues).length > 0 ? services.secrets.seal(JSON.stringify(secretValues)) : null,
      }).catch(async (error: unknown) => {
        if (batch) await services.batches.removeJob(batch.id, jobId);
        throw error;
      });
      return reply.code(202).header("location", `/v1/jobs/${job.id}`).send(toPublicJob(job));
    });
  }
}

function checkCommonFields(
  tool: AnyTool,
  fileCount: number,
  uploads: string[],
  fileName: string | undefined,
  batchId: string | undefined,
): FieldError[] {
  const errors: FieldError[] = [];
  const { minFiles, maxFiles } = tool.limits;
  // Batches are created through their own endpoint; an id that names none of the caller's is
  // refused on its field (decisions §6). Uploads are checked by checkUploads (decisions §7).
  const count = fileCount + uploads.length;
  if (count < minFiles) {
    errors.push({
      field: "files",
      detail:
        minFiles === maxFiles
          ? `${tool.name} takes exactly ${minFiles} file${minFiles === 1 ? "" : "s"} in \`files\` (got ${count}).`
          : `${tool.name} takes ${minFiles} to ${maxFiles} files in \`files\` (got ${count}).`,
    });
  }
  if (fileName !== undefined) {
    const cleaned = cleanFileName(fileName);
    if (cleaned === "" || cleaned !== fileName.trim() || [...fileName].length > 200) {
      errors.push({ field: "fileName", detail: "`fileName` must be 1 to 200 characters with no slashes, quotes or control characters." });
    }
  }
  if (batchId !== undefined) {
    errors.push(
      tool.acceptsBatch
        ? { field: "batchId", detail: `\`batchId\` names "${batchId}", which is not an open batch of this account.` }
        : { field: "batchId", detail: `${tool.name} does not take \`batchId\`.` },
    );
  }
  return errors;
}

function stripExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
}
