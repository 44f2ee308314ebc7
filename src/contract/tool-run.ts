import type { ChatModel } from "./chat-model.ts";
import type { Progress } from "./progress.ts";

/*
 * What a tool's run is given and gives back: the contract between the framework that runs
 * tools (jobs) and the tools and the engines they use. It knows nothing of HTTP, queues or
 * storage: everything arrives as local files, typed values and a few callbacks.
 */

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
  /**
   * true when the tool ran the result check (checkBuiltPdf) on the document it wrote to this
   * file, a new one it built, so the worker need not open the file again to check it.
   */
  readonly checked?: boolean;
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
  /** The operator's AI model; null when none is configured (the AI tools' local engines). */
  readonly model: ChatModel | null;
  /**
   * Reports how far the job has come and lets a stop request reach the tool: await it between
   * pages or images (a synchronous loop never hears one). Rejects once the job is stopped.
   */
  readonly progress: Progress;
  /** Memory this job may use, in MB; limits that scale with it (the largest image to decode) use it. */
  readonly memoryMb: number;
  readonly log: ToolLogger;
  /**
   * Tells the caller something about the result that they would want to know and cannot see in
   * it (pages redacted as pictures instead of as text): a sentence, shown in the job's `notes`.
   */
  readonly note?: (sentence: string) => void;
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
