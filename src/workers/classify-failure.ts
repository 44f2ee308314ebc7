import { JobError, type JobErrorInfo } from "../errors/job-errors.ts";
import { isWasmTrap } from "./webassembly.ts";

/**
 * What a worker makes of an error thrown by a tool: the job's error for the user, and whether
 * the process that ran it must be replaced. A WebAssembly engine that overflowed its stack or
 * trapped has a corrupted heap (its C stack lives in the same linear memory as its data), one
 * that ran out of memory may have stopped half way through freeing, and MuPDF after such a
 * fault fails every later document in strange ways: the process is retired and the pool
 * starts a fresh one. So is it after an error we cannot name. An error MuPDF
 * reports itself (a cycle, a syntax error) has been through its own clean-up: the worker goes
 * on, once a quick check of the engine (worker-process.ts) has passed.
 */
export interface JobFailure {
  readonly error: JobErrorInfo;
  readonly retryable: boolean;
  /** The worker must not take another job. */
  readonly retire: boolean;
  /** The engine reported the error itself: check it before the worker takes another job. */
  readonly checkEngine: boolean;
  /** Not a condition of the input we can name: worth an error line in the log. */
  readonly unexpected: boolean;
}

export interface FailureContext {
  /** The names of the job's input files, for sentences about "the file". */
  readonly inputNames: readonly string[];
  /** Memory a job may use, for the OutOfMemory sentence. */
  readonly memoryMb: number;
  /** The engine's memory ceiling refused growth during this job. */
  readonly memoryRefused: boolean;
}

export function classifyFailure(thrown: unknown, context: FailureContext): JobFailure {
  const chain = causeChain(thrown);
  const subject = context.inputNames.length === 1 ? `"${context.inputNames[0]}"` : context.inputNames.length === 0 ? "The document" : "One of the files";
  if (context.memoryRefused || chain.some((error) => isMemoryFault(error) || isLargeEngineAllocation(error))) {
    return failure(
      new JobError("OutOfMemory", `Processing ${subject === "One of the files" ? "the files" : subject} needs more memory than a job may use (${context.memoryMb} MB); split the file or simplify it, for example by printing it to a new PDF.`),
      true,
    );
  }
  if (chain.some((error) => isStackOverflow(error) || isWasmTrap(error) || (isMupdfError(error) && ENGINE_MEMORY.test(error.message)))) {
    return failure(new JobError("DamagedFile", `${subject} is built in a way that cannot be read: its objects are nested or linked too deeply. Open it in a PDF reader and save or print it to a new PDF, then try again.`), true);
  }
  const engine = chain.find(isMupdfError);
  if (thrown instanceof JobError) return { ...failure(thrown, false), checkEngine: engine !== undefined };
  if (engine) {
    const reason = engine.message.replace(/[.!]+$/, "");
    if (LIMIT.test(reason)) {
      return { ...failure(new JobError("TooComplex", `${subject} goes beyond what a job can process (${reason}). Simplify the file, for example by printing it to a new PDF, and try again.`), false), checkEngine: true };
    }
    return { ...failure(new JobError("DamagedFile", `${subject} is damaged and cannot be read (${reason}). Open it in a PDF reader and save or print it to a new PDF, then try again.`), false), checkEngine: true };
  }
  const internal = new JobError("Internal");
  return { error: internal.toInfo(), retryable: internal.retryable, retire: true, checkEngine: false, unexpected: true };
}

function failure(error: JobError, retire: boolean): JobFailure {
  return { error: error.toInfo(), retryable: error.retryable, retire, checkEngine: false, unexpected: false };
}

/** MuPDF's sentences for a failed allocation. */
const ENGINE_MEMORY = /\b(malloc|realloc|calloc)\b.*failed|out of memory|insufficient memory/i;

/** MuPDF's sentences for input beyond its limits, as opposed to input it finds broken. */
const LIMIT = /too many|too deep|too large|too big|nesting|overflow|limit|exceeds/i;

function causeChain(thrown: unknown): Error[] {
  const chain: Error[] = [];
  let current: unknown = thrown;
  while (current instanceof Error && chain.length < 16 && !chain.includes(current)) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}

function isStackOverflow(error: Error): boolean {
  return error instanceof RangeError && /call stack/i.test(error.message);
}

/**
 * MuPDF failing to allocate a large block: an engine out of the memory it can address (past
 * 2 GiB its build refuses growth itself, before the ceiling sees a request).
 */
function isLargeEngineAllocation(error: Error): boolean {
  const bytes = /\((\d+)(?: x (\d+))? bytes\) failed/.exec(error.message);
  return isMupdfError(error) && bytes !== null && Number(bytes[1]) * Number(bytes[2] ?? 1) >= 1048576;
}

/**
 * JavaScript's own allocation failures. An engine's are known by the memory ceiling having
 * refused it more memory (FailureContext.memoryRefused) or by the size they asked for: MuPDF
 * failing a small allocation when it was refused nothing means its heap is corrupted, not full.
 */
function isMemoryFault(error: Error): boolean {
  return error instanceof RangeError && /allocation failed|array buffer|invalid (typed )?array length|memory/i.test(error.message);
}

/**
 * MuPDF.js reports its C library's errors as plain `Error`s thrown from its WebAssembly glue;
 * errors of the JavaScript around it (TypeErrors for wrong arguments) are our own bugs.
 */
function isMupdfError(error: Error): boolean {
  return error.constructor === Error && /mupdf(-wasm)?\.js|wasm:\/\//.test(error.stack ?? "");
}
