import { randomUUID } from "node:crypto";
import { isCleanFileName } from "../common/file-names.ts";
import { resultFileName } from "../tools/result-name.ts";
import { findOwnBatch } from "../batches/batch-store.ts";
import { usageMonth } from "../accounts/usage-store.ts";
import { validationError, type FieldError } from "../errors/app-error.ts";
import type { JobRecord, NewJob, StoredInput } from "../jobs/job.ts";
import { PIPELINE_OPERATION, stepSecretKey, type PipelineFields, type StoredStep } from "../jobs/pipeline.ts";
import { jobPrefix } from "../jobs/storage-keys.ts";
import type { FieldSpecs } from "../tools/fields.ts";
import { MB, type AnyTool, type InputLimits } from "../tools/tool-definition.ts";
import { submitAccepted, type IntakeServices, type ToolCallRequest } from "./accept-tool-call.ts";
import { checkStorageAllowance } from "./allowances.ts";
import { chargeToolCall } from "./charge-tool-call.ts";
import { withIntake } from "./intake.ts";
import { modelRefusal } from "./model-refusal.ts";
import { MAX_PIPELINE_STEPS, parseSteps, planSteps, type PlannedStep } from "./pipeline-steps.ts";
import { takeBatchSlot } from "./take-batch-slot.ts";
import { checkUploads, takeUploads } from "./take-uploads.ts";
import { addUrlInputs, checkExportUrl, checkUrls } from "./url-inputs.ts";

/**
 * What a pipeline call may carry as it arrives, before its steps are read (they may come after
 * the files in the body): the files of its first step and those later steps name. Each step's
 * own limits are checked once the steps are known.
 */
export const pipelineIntake: Pick<AnyTool, "name" | "limits"> = {
  name: "pipelines",
  limits: { minFiles: 0, maxFiles: 20, maxFileBytes: 250 * MB, maxTotalBytes: 250 * MB, accepts: [] } satisfies InputLimits,
};

/** A pipeline call: like a tool call, with its steps in the `steps` field. */
export type PipelineCallRequest = Omit<ToolCallRequest, "tool"> & {
  /** The `steps` field, read before the call is charged (a JSON body, or a form field read ahead); null when it arrives with the body. */
  readonly stepsText: string | null;
};

/**
 * Accepts a pipeline as one queued job. Each step counts as the operation it is (a paid tool's
 * step as a paid tool job too), all taken when the call is accepted; a failure before the job is
 * queued gives every one back, and steps that never run are given back when the job ends
 * (job-runner.ts). Steps that cannot work together are a 400 naming the step.
 */
export async function acceptPipelineCall(services: IntakeServices & { readonly tools: ReadonlyMap<string, AnyTool> }, request: PipelineCallRequest): Promise<JobRecord> {
  const { caller } = request;
  const accountId = caller.account.id;
  const jobId = randomUUID();
  return withIntake(services.log, async (intake) => {
    // The steps decide what is charged; when they come in the body, only the first step's tool
    // is known once it is read, so the charge is taken after reading and before checking.
    let charged = false;
    const charges: boolean[] = [];
    const charge = async (tools: readonly AnyTool[]) => {
      charged = true;
      for (const tool of tools) {
        const taken = await chargeToolCall(services, caller, tool, charges.length === 0 ? request.declaredBytes : null);
        charges.push(taken.paid);
        intake.take(`operation of step ${charges.length}`, () => services.usage.refund(taken, caller.plan.limits));
      }
    };
    const early = request.stepsText === null ? null : knownTools(request.stepsText, services.tools);
    if (early) await charge(early);
    intake.take("inputs", () => services.files.removePrefix(jobPrefix(jobId)));
    const call = await request.receive(jobId);
    const stepsText = request.stepsText ?? call.toolFields.get("steps");
    const fileBytes = call.inputs.reduce((sum, input) => sum + input.bytes, 0);

    const errors: FieldError[] = [...call.errors];
    for (const name of call.toolFields.keys()) {
      if (name !== "steps") errors.push({ field: name, detail: `\`${name}\` is not a field of a pipeline; a step's fields go in its \`fields\` object inside \`steps\`.` });
    }
    const parsed = parseSteps(stepsText);
    errors.push(...parsed.errors);
    if (call.fileName !== undefined && !isCleanFileName(call.fileName)) {
      errors.push({ field: "fileName", detail: "`fileName` must be 1 to 200 characters with no slashes, drive letters, quotes, control or direction characters." });
    }
    const batch = call.batchId !== undefined ? await findOwnBatch(services.batches, accountId, call.batchId) : null;
    if (call.batchId !== undefined && !batch) errors.push({ field: "batchId", detail: `\`batchId\` names "${call.batchId}", which is not an open batch of this account.` });
    errors.push(...(await checkUploads(services, pipelineIntake, accountId, caller.plan.limits.maxFileBytes, call)), ...checkUrls(call), ...checkExportUrl(call, services.config.urlAllowOrigins, call.exportTo !== undefined ? await services.exportBuckets.get(accountId) : null));
    if (errors.length > 0) throw validationError(errors);
    addUrlInputs(call, jobId, caller.plan.limits.maxFileBytes);

    const uploadNames = await uploadFileNames(services, call.uploads);
    const fileNames = [...call.inputs.map((input) => input.name), ...uploadNames];
    const planned = planSteps(parsed.steps, services.tools, fileNames);
    if (planned.errors.length > 0) throw validationError(planned.errors);
    const steps = planned.steps;
    for (const step of steps) {
      const refusal = modelRefusal(step.tool, step.values as never, services.config);
      if (refusal) throw refusal;
    }
    // The plan's largest file applies to every step's input; the first step's files are checked here, the results between steps as the job runs.
    const tooLarge = call.inputs.find((input) => input.bytes > Math.min(caller.plan.limits.maxFileBytes, steps[0]!.tool.limits.maxFileBytes));
    if (tooLarge) throw validationError([{ field: "files", detail: `${tooLarge.name} is larger than the largest file ${steps[0]!.tool.name} takes on this plan.` }]);

    if (!charged) await charge(steps.map((step) => step.tool));
    else if (!sameTools(early!, steps)) throw validationError([{ field: "steps", detail: "`steps` was sent twice with different tools." }]);
    await checkStorageAllowance(services, caller, fileBytes);
    await takeUploads(services, intake, accountId, jobId, call);
    if (batch) await takeBatchSlot(services, intake, batch, jobId);
    const draft = pipelineJob(services, { id: jobId, accountId, batchId: batch?.id ?? null }, call.inputs, call.fileName, steps, charges, caller.plan.limits.maxFileBytes);
    return submitAccepted(services, request, intake, call, draft, fileBytes);
  });
}

/** The tools a steps text names, when every one is known: what the call will be charged before its body is read. */
function knownTools(text: string, tools: ReadonlyMap<string, AnyTool>): AnyTool[] | null {
  const { steps, errors } = parseSteps(text);
  if (errors.length > 0 || steps.length > MAX_PIPELINE_STEPS) return null;
  const found = steps.map((step) => tools.get(step.tool));
  return found.every((tool) => tool !== undefined) ? (found as AnyTool[]) : null;
}

function sameTools(tools: readonly AnyTool[], steps: readonly PlannedStep[]): boolean {
  return tools.length === steps.length && tools.every((tool, index) => tool === steps[index]!.tool);
}

async function uploadFileNames(services: IntakeServices, ids: readonly string[]): Promise<string[]> {
  const names: string[] = [];
  for (const id of ids) names.push((await services.uploads.getUpload(id.toLowerCase()))?.fileName ?? "");
  return names;
}

/** The job's record: every step with the inputs it takes, secret fields sealed apart, the last step's result. */
function pipelineJob(
  services: IntakeServices,
  ids: Pick<NewJob, "id" | "accountId" | "batchId">,
  inputs: readonly StoredInput[],
  fileName: string | undefined,
  steps: readonly PlannedStep[],
  paid: readonly boolean[],
  maxFileBytes: number,
): NewJob {
  const used = new Set<number>();
  const indexOf = (name: string) => {
    const index = inputs.findIndex((input, at) => input.name === name && !used.has(at));
    used.add(index);
    return index;
  };
  const later = steps.slice(1).map((step) => step.extraFiles.map(indexOf));
  const first = inputs.map((_, index) => index).filter((index) => !used.has(index));
  const secrets: Record<string, string> = {};
  const stored: StoredStep[] = steps.map((step, index) => {
    const fields = { ...step.values };
    for (const [name, spec] of Object.entries(step.tool.fields as FieldSpecs)) {
      if (spec.kind === "text" && spec.secret && typeof fields[name] === "string") {
        secrets[stepSecretKey(index, name)] = fields[name];
        delete fields[name];
      }
    }
    return { tool: step.tool.name, fields, inputs: index === 0 ? first : later[index - 1]!, paid: paid[index] ?? step.tool.paid };
  });
  const last = steps.at(-1)!;
  // Named after the first step's first file and what the last step did (`scan-protected.pdf`), never an input's name.
  const inputNames = [...first, ...inputs.map((_, index) => index).filter((index) => !first.includes(index))].map((index) => inputs[index]!.name);
  const name = resultFileName({ tool: last.tool, inputNames, fileName, extension: last.format.extension });
  const pipeline: PipelineFields = { steps: stored, month: usageMonth(new Date()), maxFileBytes };
  return {
    ...ids,
    operation: PIPELINE_OPERATION,
    createdAt: new Date(),
    fileName: name,
    resultContentType: last.format.contentType,
    inputs: [...inputs],
    fields: pipeline as unknown as Record<string, unknown>,
    sealedSecrets: Object.keys(secrets).length > 0 ? services.secrets.seal(JSON.stringify(secrets)) : null,
  };
}
