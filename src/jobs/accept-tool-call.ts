import { randomUUID } from "node:crypto";
import type { SqlClient } from "../db/sql-client.ts";
import { admitJob, checkStorageAllowance } from "../accounts/allowances.ts";
import { chargeToolCall } from "../accounts/tool-call-charge.ts";
import { modelRefusal } from "./model-refusal.ts";
import { findOwnBatch, type BatchRecord } from "../batches/batch-store.ts";
import { AppError, validationError, type FieldError } from "../errors/app-error.ts";
import type { Caller } from "../accounts/caller.ts";
import { cleanFileName, isCleanFileName } from "../common/file-names.ts";
import type { ToolCall } from "./tool-call.ts";
import type { AllowanceStores } from "../accounts/allowances.ts";
import type { BatchStore } from "../batches/batch-store.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import type { SecretBox } from "../secrets/secret-box.ts";
import type { UploadServices } from "../uploads/take-uploads.ts";
import type { JobEvents } from "./job-events.ts";
import type { JobQueue } from "./job-queue.ts";
import { validateFields, type FieldSpecs, type FieldValues, type StoredFieldValues } from "../tools/fields.ts";
import { chooseResultFormat, type AnyTool } from "../tools/tool-definition.ts";
import { checkUploads, takeUploads } from "../uploads/take-uploads.ts";
import { withIntake, type Intake } from "./intake.ts";
import type { JobRecord, NewJob } from "./job.ts";
import { jobPrefix } from "./storage-keys.ts";
import { submitJob } from "./submit-job.ts";

/** A tool call as the API received it, before anything is counted or stored. */
export interface ToolCallRequest {
  readonly tool: AnyTool;
  readonly caller: Caller;
  /** The body's declared length, for refusing a call past the storage allowance before reading it; null when unknown. */
  readonly declaredBytes: number | null;
  /** Reads the call: its files streamed into the file store under `jobId`'s input keys, its fields collected. */
  receive(jobId: string): Promise<ToolCall>;
  /** Written with the job, in the transaction that records it (the answer kept for an idempotency key). */
  readonly record?: (tx: SqlClient, job: JobRecord) => Promise<void>;
}

/**
 * Accepts a tool call as a queued job (spec §4, decisions §5-§7): counts it, stores its inputs,
 * checks its fields, uploads and batch, takes its uploads and a batch slot, and queues the job.
 * Each thing taken is recorded in one intake; whatever fails before the job is queued (a refusal,
 * a lost race, a database or storage error, a client gone mid-body) gives all of it back, and
 * the failure goes on to the caller unchanged.
 */
/** What accepting a call uses: the stores it counts and records in, the file store, the queue. */
export interface IntakeServices extends AllowanceStores, UploadServices {
  readonly batches: BatchStore;
  readonly queue: JobQueue;
  readonly events: JobEvents;
  readonly secrets: SecretBox;
  readonly config: Config;
  readonly log: Logger;
}

export async function acceptToolCall(services: IntakeServices, request: ToolCallRequest): Promise<JobRecord> {
  const { tool, caller } = request;
  const accountId = caller.account.id;
  const jobId = randomUUID();
  return withIntake(services.log, async (intake) => {
    const charge = await chargeToolCall(services, caller, tool, request.declaredBytes);
    intake.take("operation", () => services.usage.refund(charge, caller.plan.limits));
    // Recorded before reading: a body that fails half-way has stored some files already.
    intake.take("inputs", () => services.files.removePrefix(jobPrefix(jobId)));
    const call = await request.receive(jobId);
    // Uploads the call names count against the storage allowance already (at their declared
    // length, from their creation); only its files come in anew.
    const fileBytes = sumBytes(call);
    await checkStorageAllowance(services, caller, fileBytes);
    const { values, batch } = await checkCall(services, tool, caller, call);
    // Part-wise uploads become the job's inputs after its files, each taken once (decisions §7).
    await takeUploads(services, intake, accountId, jobId, call);
    if (batch) await takeBatchSlot(services, intake, batch, jobId);
    const job = newJob(services, tool, { id: jobId, accountId, batchId: batch?.id ?? null }, call, values);
    return submitJob(services.sql, services.jobStore, services.queue, services.events, job, {
      maxRunning: caller.plan.limits.maxRunningJobs,
      intake,
      // The jobs waiting and the storage, counted again exactly as the job is recorded (issue 14).
      admit: (tx) => admitJob(services, tx, caller, fileBytes),
      ...(request.record ? { record: request.record } : {}),
    });
  });
}

/**
 * Refuses a call whose fields, files, uploads or batch are wrong (400, every problem at once),
 * or that needs an AI model none is configured for (503). Returns the field values and the
 * caller's batch the call names.
 */
async function checkCall(services: IntakeServices, tool: AnyTool, caller: Caller, call: ToolCall): Promise<{ values: FieldValues<FieldSpecs>; batch: BatchRecord | null }> {
  const accountId = caller.account.id;
  const { values, errors } = validateFields(tool.fields, call.toolFields);
  if (errors.length === 0 && tool.validate) errors.push(...tool.validate(values));
  // A batchId naming none of the caller's batches stays a validation error (decisions §6).
  const batch = call.batchId !== undefined && tool.acceptsBatch ? await findOwnBatch(services.batches, accountId, call.batchId) : null;
  errors.unshift(...call.errors, ...checkCommonFields(tool, call.inputs.length, call.uploads, call.fileName, batch ? undefined : call.batchId));
  errors.push(...(await checkUploads(services, tool, accountId, caller.plan.limits.maxFileBytes, call)));
  if (errors.length > 0) throw validationError(errors);
  const refusal = modelRefusal(tool, values, services.config);
  if (refusal) throw refusal;
  return { values, batch };
}

/** The job's record: its result's name and format, its fields with secret ones sealed apart. */
function newJob(services: IntakeServices, tool: AnyTool, ids: Pick<NewJob, "id" | "accountId" | "batchId">, call: ToolCall, values: FieldValues<FieldSpecs>): NewJob {
  const secrets = takeSecrets(tool, values);
  const format = chooseResultFormat(tool, values, call.inputs.length);
  const baseName = cleanFileName(call.fileName) || stripExtension(call.inputs[0]!.name) || tool.name;
  return {
    ...ids,
    operation: tool.name,
    createdAt: new Date(),
    fileName: `${baseName}.${format.extension}`,
    resultContentType: format.contentType,
    inputs: call.inputs,
    fields: values,
    sealedSecrets: secrets === null ? null : services.secrets.seal(JSON.stringify(secrets)),
  };
}

/** Takes the batch's next slot atomically; a closed or full batch is a conflict (decisions §6). */
async function takeBatchSlot(services: IntakeServices, intake: Intake, batch: BatchRecord, jobId: string): Promise<void> {
  const outcome = await services.batches.addJob(batch.id, jobId, new Date());
  if (outcome === "added") {
    intake.take("batch slot", () => services.batches.removeJob(batch.id, jobId));
    return;
  }
  throw new AppError(
    "conflict",
    outcome === "full" ? `Batch ${batch.id} already holds its ${batch.maxFiles} jobs.` : `Batch ${batch.id} closed at ${batch.closesAt.toISOString()}.`,
  );
}

const sumBytes = (call: ToolCall) => call.inputs.reduce((sum, input) => sum + input.bytes, 0);

/** Takes the values of secret fields out of `values` (they are sealed, never stored in the clear); null when there are none. */
function takeSecrets(tool: AnyTool, values: StoredFieldValues): Record<string, string> | null {
  const secrets: Record<string, string> = {};
  for (const [name, spec] of Object.entries(tool.fields as FieldSpecs)) {
    const value = values[name];
    if (spec.kind === "text" && spec.secret && typeof value === "string") {
      secrets[name] = value;
      delete values[name];
    }
  }
  return Object.keys(secrets).length > 0 ? secrets : null;
}

function checkCommonFields(tool: AnyTool, fileCount: number, uploads: string[], fileName: string | undefined, batchId: string | undefined): FieldError[] {
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
    if (!isCleanFileName(fileName)) {
      errors.push({ field: "fileName", detail: "`fileName` must be 1 to 200 characters with no slashes, drive letters, quotes, control or direction characters." });
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
