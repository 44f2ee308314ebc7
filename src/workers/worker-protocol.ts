import type { JobErrorInfo } from "../errors/job-errors.ts";
import type { StoredFieldValues } from "../tools/fields.ts";
import type { ToolInput } from "../contract/tool-run.ts";
import type { ResultFormat } from "../contract/result-format.ts";

/** Messages between the service and its worker processes (over the IPC channel). */
export interface RunTask {
  readonly type: "run";
  readonly jobId: string;
  readonly tool: string;
  readonly inputs: readonly ToolInput[];
  readonly fields: StoredFieldValues;
  /** Secret field values, opened by the parent just before the run; never persisted by the worker. */
  readonly secrets: Record<string, string>;
  readonly format: ResultFormat;
  readonly baseName: string;
  readonly workDir: string;
}

/** Asks the worker to stop the job in hand: its run context's signal is aborted with `reason`. */
export interface AbortTask {
  readonly type: "abort";
  readonly jobId: string;
  readonly reason: StopReason;
}

/** Why a job is stopped before its end: its time limit, the service shutting down, or the account cancelling it. */
export type StopReason = "timeout" | "shutdown" | "cancel";

export type ParentMessage = RunTask | AbortTask;

export type WorkerMessage =
  | { readonly type: "ready" }
  | { readonly type: "progress"; readonly jobId: string; readonly done: number; readonly total: number }
  | { readonly type: "done"; readonly jobId: string; readonly resultPath: string; readonly pageCount: number | null; readonly notes: readonly string[]; readonly retire: boolean }
  | { readonly type: "failed"; readonly jobId: string; readonly error: JobErrorInfo; readonly retryable: boolean; readonly retire: boolean }
  | { readonly type: "stopped"; readonly jobId: string; readonly reason: StopReason };
