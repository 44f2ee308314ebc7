import { randomUUID } from "node:crypto";
import type { Caller } from "../accounts/caller.ts";
import type { BatchStore } from "../batches/batch-store.ts";
import type { Config } from "../config.ts";
import type { SqlExportBucketStore } from "../accounts/export-bucket-store.ts";
import type { SqlClient } from "../db/sql-client.ts";
import type { JobEvents } from "../jobs/job-events.ts";
import type { JobRecord, NewJob } from "../jobs/job.ts";
import type { JobQueue } from "../jobs/job-queue.ts";
import { jobPrefix } from "../jobs/storage-keys.ts";
import type { Logger } from "../logger.ts";
import type { SecretBox } from "../secrets/secret-box.ts";
import type { AnyTool } from "../tools/tool-definition.ts";
import { admitJob, checkStorageAllowance, type AllowanceStores } from "./allowances.ts";
import { chargeToolCall } from "./charge-tool-call.ts";
import { checkToolCall } from "./check-tool-call.ts";
import { withIntake, type Intake } from "./intake.ts";
import { newJob } from "./new-job.ts";
import { submitJob } from "./submit-job.ts";
import { takeBatchSlot } from "./take-batch-slot.ts";
import { takeUploads, type UploadServices } from "./take-uploads.ts";
import { addUrlInputs, exportOf } from "./url-inputs.ts";
import type { ToolCall } from "./tool-call.ts";

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

/** What accepting a call uses: the stores it counts and records in, the file store, the queue. */
export interface IntakeServices extends AllowanceStores, UploadServices {
  readonly batches: BatchStore;
  readonly exportBuckets: SqlExportBucketStore;
  readonly queue: JobQueue;
  readonly events: JobEvents;
  readonly secrets: SecretBox;
  readonly config: Config;
  readonly log: Logger;
}

/**
 * Accepts a tool call as a queued job. The story of a call, in order: charge it (an operation,
 * or a prepaid credit, and a paid tool job), read it (its files streamed into storage), check
 * it (storage, fields, files, uploads, batch), take its uploads and a batch slot, and submit the
 * job. Each thing taken is recorded in one intake; whatever fails before the job is queued (a
 * refusal, a lost race, a database or storage error, a client gone mid-body) gives all of it
 * back, and the failure goes on to the caller unchanged. Charging comes first so that a call
 * refused for want of operations stores nothing.
 */
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
    const fileBytes = call.inputs.reduce((sum, input) => sum + input.bytes, 0);
    await checkStorageAllowance(services, caller, fileBytes);
    const { values, batch } = await checkToolCall(services, tool, caller, call);
    // Part-wise uploads become the job's inputs after its files, each taken once.
    await takeUploads(services, intake, accountId, jobId, call);
    addUrlInputs(call, jobId, Math.min(tool.limits.maxFileBytes, caller.plan.limits.maxFileBytes));
    if (batch) await takeBatchSlot(services, intake, batch, jobId);
    const draft = newJob(services.secrets, tool, { id: jobId, accountId, batchId: batch?.id ?? null }, call, values);
    return submitAccepted(services, request, intake, call, draft, fileBytes);
  });
}

/** Submits an accepted call's job (a tool's or a pipeline's) with where its result is to be exported. */
export async function submitAccepted(services: IntakeServices, request: Pick<ToolCallRequest, "caller" | "record">, intake: Intake, call: ToolCall, draft: NewJob, fileBytes: number): Promise<JobRecord> {
  const { caller } = request;
  const exported = exportOf(call, services.secrets, call.exportTo !== undefined ? await services.exportBuckets.get(caller.account.id) : null, draft);
  const job = { ...draft, ...(exported ? { export: exported } : {}) };
  return submitJob(services.sql, services.jobStore, services.queue, services.events, job, {
    maxRunning: caller.plan.limits.maxRunningJobs,
    intake,
    // The jobs waiting and the storage, counted again exactly as the job is recorded: two
    // calls racing past the checks above cannot both take the last place.
    admit: (tx) => admitJob(services, tx, caller, fileBytes),
    ...(request.record ? { record: request.record } : {}),
  });
}
