import type { StoredFieldValues } from "../tools/fields.ts";

/** The operation of a job that runs several tools one after another (POST /v1/pipelines). */
export const PIPELINE_OPERATION = "pipeline";

/** One step of a pipeline job as it is stored: its tool, its typed fields (secret ones sealed apart) and which of the job's inputs it takes. */
export interface StoredStep {
  readonly tool: string;
  readonly fields: StoredFieldValues;
  /**
   * Indexes into the job's inputs: for the first step its files; for each later one the files it
   * takes after the previous step's result.
   */
  readonly inputs: readonly number[];
  /** Whether the step was charged as a paid tool job, to give the right thing back if it never runs. */
  readonly paid: boolean;
}

/** A pipeline job's fields: its steps, and the month its operations were counted in. */
export interface PipelineFields {
  readonly steps: readonly StoredStep[];
  readonly month: string;
  /** The plan's largest file when the call was accepted: every step's input is held to it, results between steps too. */
  readonly maxFileBytes: number;
}

export const isPipeline = (job: { readonly operation: string }): boolean => job.operation === PIPELINE_OPERATION;

export function pipelineOf(job: { readonly fields: StoredFieldValues }): PipelineFields {
  return job.fields as unknown as PipelineFields;
}

/** The key a secret field of step `index` is sealed under with the job's other secrets. */
export const stepSecretKey = (index: number, name: string): string => `${index}.${name}`;

/** "step 2 of 4: compress-pdf", for a pipeline job at its step `index` (0-based). */
export function describeStep(job: { readonly fields: StoredFieldValues }, index: number): string {
  const steps = pipelineOf(job).steps;
  const at = Math.min(Math.max(index, 0), steps.length - 1);
  return `step ${at + 1} of ${steps.length}: ${steps[at]?.tool ?? "?"}`;
}
