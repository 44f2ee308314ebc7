import type { Progress } from "../contract/progress.ts";
import type { FieldError } from "../errors/app-error.ts";
import type { FieldSpecs, FieldValues } from "./fields.ts";

const MB = 1024 * 1024;

/** What a tool takes (spec §8); the HTTP layer enforces these before a job exists. */
export interface InputLimits {
  readonly minFiles: number;
  readonly maxFiles: number;
  readonly maxFileBytes: number;
  readonly maxTotalBytes: number;
  /** Checked by the tool once the document is open (a job failure, TooManyPages). */
  readonly maxPages?: number;
  /** Media types shown in the OpenAPI document; content is checked by the tool itself. */
  readonly accepts: readonly string[];
}

/** One shape a tool's result can take; a `zip` result packs every output the tool wrote. */
export interface ResultFormat {
  readonly extension: string;
  readonly contentType: string;
  readonly zip: boolean;
}

export const zipFormat: ResultFormat = { extension: "zip", contentType: "application/zip", zip: true };
export const pdfFormat: ResultFormat = { extension: "pdf", contentType: "application/pdf", zip: false };

/**
 * The result formats a tool can give (the first is its usual one), and, when there is more
 * than one, how the call picks among them. The framework, not the tool, packs the outputs.
 */
export interface ResultKind<V = Record<string, unknown>> {
  readonly formats: readonly ResultFormat[];
  choose?(fields: V, inputCount: number): ResultFormat;
}

export interface ToolInput {
  /** Local path; read-only for the tool. */
  readonly path: string;
  /** The name the client gave the file. */
  readonly name: string;
  readonly bytes: number;
}

export interface ToolOutput {
  readonly path: string;
  /** Entry name inside a ZIP result; ignored for a single-file result. */
  readonly name: string;
  /** false for outputs that are already compressed (JPEG, PNG), stored as they are in a ZIP. */
  readonly compress?: boolean;
}

export interface ToolLogger {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
}

export interface RunContext<V> {
  readonly inputs: readonly ToolInput[];
  readonly fields: V;
  /** A folder of its own that the tool writes its outputs into; removed after the job. */
  readonly workDir: string;
  /** Aborted when the job is stopped (its time limit, or shutdown); for calls that take a signal. */
  readonly signal: AbortSignal;
  /**
   * Reports how far the job has come and lets a stop request reach the tool: await it between
   * pages or images (a synchronous loop never hears one). Rejects once the job is stopped.
   */
  readonly progress: Progress;
  /** Memory this job may use, in MB; limits that scale with it (the largest image to decode) use it. */
  readonly memoryMb: number;
  readonly log: ToolLogger;
  /** The result's name without extension; tools use it to name ZIP entries. */
  readonly baseName: string;
  /**
   * Hands over one output now instead of in the returned list: it goes into the result (a ZIP
   * entry) while the tool goes on, and its file is deleted once read, so a tool with many
   * large outputs needs disk for one at a time. The file is the framework's from this call
   * on. Await it before writing the next, so writing keeps pace with the tool.
   */
  readonly emit: (output: ToolOutput) => Promise<void>;
}

export interface RunResult {
  /** Outputs not already handed over with `emit`; they follow the emitted ones in a ZIP. */
  readonly outputs: readonly ToolOutput[];
  /** Pages in the result, when the tool knows it (shown on the job). */
  readonly pageCount?: number;
}

export interface ToolDefinition<S extends FieldSpecs = FieldSpecs> {
  /** Path segment under /v1 and the job's `operation`. */
  readonly name: string;
  readonly summary: string;
  readonly description: string;
  readonly paid: boolean;
  /** compare-pdf refuses `batchId` (spec §4.1). */
  readonly acceptsBatch: boolean;
  readonly fields: S;
  readonly limits: InputLimits;
  readonly result: ResultKind<FieldValues<S>>;
  /**
   * Rules that join several fields (split-pdf: `Ranges` needs `pages`), checked when the call
   * arrives and only once every field is valid on its own, so the 400 lists them too.
   */
  validate?(fields: FieldValues<S>): FieldError[];
  /**
   * What in this call only an AI model can do, as the start of a sentence ("translate-pdf needs
   * an AI model"), or null when the built-in local engine serves it. With no model configured,
   * such a call is refused with 503 before a job exists (decisions §8).
   */
  needsModel?(fields: FieldValues<S>): string | null;
  run(context: RunContext<FieldValues<S>>): Promise<RunResult>;
}

/** Keeps the field types of one tool precise while the registry holds them all. */
export function defineTool<const S extends FieldSpecs>(definition: ToolDefinition<S>): ToolDefinition<S> {
  return definition;
}

// The type the registry and the framework see: a tool of any field shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTool = ToolDefinition<any>;

export const pdfLimits = (overrides: Partial<InputLimits> = {}): InputLimits => ({
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 250 * MB,
  maxTotalBytes: 250 * MB,
  accepts: ["application/pdf"],
  ...overrides,
});

export const pdfResult: ResultKind = { formats: [pdfFormat] };

export function chooseResultFormat(tool: AnyTool, fields: FieldValues<FieldSpecs>, inputCount: number): ResultFormat {
  return tool.result.choose ? tool.result.choose(fields, inputCount) : tool.result.formats[0]!;
}

export { MB };
