import fs from "node:fs/promises";
import path from "node:path";
import { formatBytes } from "../common/byte-sizes.ts";
import type { ToolInput } from "../contract/tool-run.ts";
import type { JobErrorCode } from "../errors/job-errors.ts";
import type { FileStore } from "../storage/file-store.ts";
import { chooseResultFormat, type AnyTool } from "../tools/tool-definition.ts";
import type { WorkerOutcome, WorkerPool } from "../workers/worker-pool.ts";
import type { JobRecord } from "./job.ts";
import { stripExtension } from "../tools/result-name.ts";
import { describeStep, pipelineOf } from "./pipeline.ts";

export interface PipelineRunDeps {
  readonly pool: WorkerPool;
  readonly files: FileStore;
  readonly tools: ReadonlyMap<string, AnyTool>;
  /** Each step's own time limit. */
  readonly stepTimeoutMs: number;
  /** Aborted when the job is cancelled: the step running stops and no further one starts. */
  readonly signal?: AbortSignal;
}

export interface PipelineRun {
  readonly outcome: WorkerOutcome;
  /** Steps that were started (the one that failed included): the others are given back. */
  readonly stepsStarted: number;
}

/**
 * Runs a pipeline job's steps one after another on the worker pool, each in a folder of its own
 * under `workDir`: the first on the job's files, each later one on the previous step's result
 * (and the files it names). Each step is a run of its tool as a job of its own would be (its
 * time limit, its memory cap, a fresh worker's isolation), and the first that does not finish
 * ends the pipeline with its outcome, its failure told as the step's. `secrets` are the job's
 * opened secrets, keyed by step.
 */
export async function runPipeline(
  deps: PipelineRunDeps,
  job: JobRecord,
  workDir: string,
  secrets: Record<string, string>,
  onStep: (index: number, total: number) => void,
): Promise<PipelineRun> {
  const pipeline = pipelineOf(job);
  const steps = pipeline.steps;
  const stem = stripExtension(job.fileName);
  let previous: ToolInput | null = null;
  const notes: string[] = [];
  for (const [index, step] of steps.entries()) {
    const tool = deps.tools.get(step.tool);
    if (!tool) return { outcome: failed(job, index, "Internal", `The tool ${step.tool} is no longer available.`), stepsStarted: index };
    if (previous && previous.bytes > Math.min(pipeline.maxFileBytes, tool.limits.maxFileBytes)) {
      const detail = `The result of step ${index} is ${formatBytes(previous.bytes)}, larger than the ${formatBytes(Math.min(pipeline.maxFileBytes, tool.limits.maxFileBytes))} ${tool.name} takes on this plan.`;
      return { outcome: failed(job, index, "FileTooLarge", detail), stepsStarted: index };
    }
    onStep(index, steps.length);
    const stepDir = path.join(workDir, `step-${index + 1}`);
    const inputDir = path.join(stepDir, "in");
    await fs.mkdir(inputDir, { recursive: true });
    const inputs: ToolInput[] = previous ? [previous] : [];
    for (const at of step.inputs) {
      const input = job.inputs[at]!;
      inputs.push({ path: await deps.files.materialize(input.key, inputDir), name: input.name, bytes: input.bytes });
    }
    const prefix = `${index}.`;
    const stepSecrets = Object.fromEntries(Object.entries(secrets).filter(([key]) => key.startsWith(prefix)).map(([key, value]) => [key.slice(prefix.length), value]));
    const format = chooseResultFormat(tool, step.fields as never, inputs.length);
    const outcome = await deps.pool.run(
      { type: "run", jobId: job.id, tool: tool.name, inputs, fields: step.fields, secrets: stepSecrets, format, baseName: stem, workDir: stepDir },
      deps.stepTimeoutMs,
      deps.signal ? { signal: deps.signal } : {},
    );
    if (outcome.kind === "failed") {
      return { outcome: { ...outcome, error: { ...outcome.error, detail: `${capitalised(describeStep(job, index))} failed: ${outcome.error.detail}` } }, stepsStarted: index + 1 };
    }
    if (outcome.kind !== "done") return { outcome, stepsStarted: index + 1 };
    notes.push(...outcome.notes.map((sentence) => `${capitalised(describeStep(job, index))}: ${sentence}`));
    if (index === steps.length - 1) return { outcome: { ...outcome, notes }, stepsStarted: steps.length };
    const { size } = await fs.stat(outcome.resultPath);
    previous = { path: outcome.resultPath, name: `${stem}.${format.extension}`, bytes: size };
  }
  throw new Error("a pipeline without steps");
}

function failed(job: JobRecord, index: number, code: JobErrorCode, detail: string): WorkerOutcome {
  return { kind: "failed", error: { code, detail: `${capitalised(describeStep(job, index))}: ${detail}` }, retryable: false };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
