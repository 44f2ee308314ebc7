import type { ResultFormat } from "../contract/result-format.ts";
import type { RunContext, RunResult } from "../contract/tool-run.ts";
import type { FieldError } from "../errors/app-error.ts";
import type { FieldSpecs, FieldValues } from "./fields.ts";
import { pdfFormat } from "../contract/result-format.ts";

export { pdfFormat, zipFormat, type ResultFormat } from "../contract/result-format.ts";
export type { RunContext, RunResult, ToolInput, ToolLogger, ToolOutput } from "../contract/tool-run.ts";

const MB = 1024 * 1024;

/** What a tool takes; the HTTP layer enforces these before a job exists. */
export interface InputLimits {
  readonly minFiles: number;
  readonly maxFiles: number;
  readonly maxFileBytes: number;
  readonly maxTotalBytes: number;
  /** Checked by the tool once the document is open (a job failure, TooManyPages). */
  readonly maxPages?: number;
  /**
   * Media types the tool takes (`image/*` for any image), shown in the OpenAPI document. As a
   * call arrives, a file whose first bytes show a type not listed here, or an empty file, is
   * refused with 400 before a job exists; the tool's own reading in the job decides the rest.
   */
  readonly accepts: readonly string[];
  /**
   * For a tool whose files play different parts (sign-pdf: the PDF, then its certificate), what
   * each is, in order, as a sentence for the API reference's `files`.
   */
  readonly roles?: string;
  /**
   * A further look at each file's first bytes (up to 4 KB) and its place among the files sent,
   * for what a tool can refuse that the accepted types cannot say (office-to-pdf: binary data
   * that is no Office container; sign-pdf: a PDF where its certificate belongs): a sentence, or null.
   */
  refuseAtCall?(head: Uint8Array, name: string, index: number): string | null;
}

/**
 * The result formats a tool can give (the first is its usual one), and, when there is more
 * than one, how the call picks among them. The framework, not the tool, packs the outputs.
 */
export interface ResultKind<V = Record<string, unknown>> {
  readonly formats: readonly ResultFormat[];
  choose?(fields: V, inputCount: number): ResultFormat;
}

export interface ToolDefinition<S extends FieldSpecs = FieldSpecs> {
  /** Path segment under /v1 and the job's `operation`. */
  readonly name: string;
  /**
   * What was done, as one lowercase word: a result is named after the first input with this
   * word added (`report.pdf` → `report-watermarked.pdf`), so saving it beside its inputs never
   * overwrites one of them.
   */
  readonly resultSuffix: string;
  readonly summary: string;
  readonly description: string;
  readonly paid: boolean;
  /** False for compare-pdf alone, which refuses `batchId` with a 400. */
  readonly acceptsBatch: boolean;
  readonly fields: S;
  /** The engine that does the work, when it is one the operator chooses (named in the API reference). */
  readonly engine?: "office" | "browser";
  readonly limits: InputLimits;
  readonly result: ResultKind<FieldValues<S>>;
  /**
   * Rules that join several fields (split-pdf: `Ranges` needs `pages`), or fields and the files
   * (html-to-pdf takes `files` or `url`), checked when the call arrives and only once every field
   * is valid on its own, so the 400 lists them too.
   */
  validate?(fields: FieldValues<S>, call: { readonly fileCount: number }): FieldError[];
  /**
   * What in this call only an AI model can do, as the start of a sentence ("translate-pdf needs
   * an AI model"), or null when the built-in local engine serves it. With no model configured,
   * such a call is refused with 503 before a job exists: the local engine never pretends.
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
