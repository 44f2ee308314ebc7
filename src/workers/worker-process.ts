import fs from "node:fs/promises";
import path from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import { aiSettingsFromWorkerEnv, WORKER_AI_ENV } from "../ai-model/ai-settings.ts";
import { createChatModel } from "../ai-model/chat-model.ts";
import { storedFieldValues } from "../tools/fields.ts";
import { createLogger } from "../logger.ts";
import { checkPdfPageLimit, engineWorks, routeMupdfMessages } from "../pdf/mupdf-document.ts";
import { verifyPdfOutput } from "../pdf/verify-output.ts";
import type { ToolLogger, ToolOutput } from "../contract/tool-run.ts";
import type { AnyTool } from "../tools/tool-definition.ts";
import { classifyFailure } from "./classify-failure.ts";
import { createResultPacker } from "./pack-outputs.ts";
import { capWasmMemory, takeWasmMemoryRefusal } from "./wasm-memory-cap.ts";
import type { ParentMessage, RunTask, StopReason, WorkerMessage } from "./worker-protocol.ts";

/** Notes a job's result may carry, and the length of each. */
const MAX_NOTES = 20;
const MAX_NOTE_LENGTH = 2000;

/**
 * A long-lived worker process: loads the tools (and with them MuPDF and sharp) once, warms
 * them up, then runs one task at a time for the pool. It never sees HTTP, the queue or the
 * stores: paths in, a result path out. After anything but a clean end or one of our own job
 * errors it asks to be retired (see job-failure.ts): the pool then replaces it.
 */
const registryModule = process.env.DOCTOOLS_WORKER_REGISTRY;
const memoryMb = Number(process.env.DOCTOOLS_WORKER_SHARE_MB);
if (!registryModule || !process.send || !(memoryMb > 0)) {
  console.error("worker-process must be started by the worker pool");
  process.exit(2);
}

/**
 * What Node itself, the tools' code and the JavaScript heap of a job take besides the engines'
 * WebAssembly memory; the engines get the rest of the worker's share.
 */
const NODE_BASELINE_MB = 192;
/**
 * Just under the 2 GiB MuPDF's build lets its memory grow to: the ceiling must be ours, so that
 * a failed allocation is known for what it is (an engine refused memory, not a corrupted one).
 */
const ENGINE_MAX_MB = 1984;
/** What a job can really use: its share, or less when the engine's own limit is the lower. */
const jobMemoryMb = Math.min(memoryMb, ENGINE_MAX_MB + NODE_BASELINE_MB);
capWasmMemory(Math.min(ENGINE_MAX_MB, Math.max(64, memoryMb - NODE_BASELINE_MB)) * 1048576);

// The operator's AI model, from the settings the pool passed down; every job gets it in its context.
const model = createChatModel(aiSettingsFromWorkerEnv(process.env[WORKER_AI_ENV]));

// The parent is gone (killed with SIGKILL, say): nobody will read a result, so stop at once
// rather than linger as an orphan holding memory. Listened for before the tools are loaded and
// warmed up (seconds on a busy machine): a parent that dies meanwhile is noticed then too.
let stopEngines: (() => Promise<void>) | undefined;
const parentGone = () => {
  const end = () => {
    // The worker leads a process group of its own: this ends the engines it started too.
    try {
      process.kill(-process.pid, "SIGKILL");
    } catch {
      // Not a group leader (started by hand): only this process goes.
    }
    process.exit(0);
  };
  // The engines get a moment to stop and remove their private folders, never more.
  setTimeout(end, 2000).unref();
  void (stopEngines?.() ?? Promise.resolve()).finally(end);
};
process.on("disconnect", parentGone);

const { tools, warmUp, shutdown } = (await import(registryModule)) as { tools: readonly AnyTool[]; warmUp?: () => Promise<void>; shutdown?: () => Promise<void> };
const byName = new Map(tools.map((tool) => [tool.name, tool]));
stopEngines = shutdown;
await warmUp?.();

const send = (message: WorkerMessage) => process.send!(message);

// The parent's log level (config is read once, by the parent) and the same log format.
const log = createLogger(process.env.DOCTOOLS_WORKER_LOG_LEVEL ?? "info").child({ worker: process.pid });

/**
 * MuPDF's own reports of having hit a limit of its engine during the job in hand ("exception
 * stack overflow", a failed allocation): it carries on past them, but its state may be
 * damaged, so the worker is retired after the job even when the job succeeded.
 */
let engineAlarm = false;
const ALARM = /stack overflow|limit error|malloc|realloc|calloc|out of memory/i;
routeMupdfMessages({
  debug: (data, message) => {
    if (ALARM.test(message)) engineAlarm = true;
    log.debug(data, message);
  },
  info: (data, message) => {
    if (ALARM.test(message)) engineAlarm = true;
    log.info(data, message);
  },
});

function logger(jobId: string): ToolLogger {
  const child = log.child({ jobId });
  return {
    info: (message, data) => child.info(data ?? {}, message),
    warn: (message, data) => child.warn(data ?? {}, message),
  };
}

interface Current {
  readonly task: RunTask;
  readonly controller: AbortController;
}
let current: Current | null = null;

/** Progress is told to the pool at most this often (besides the last step). */
const PROGRESS_EVERY_MS = 250;

async function runTask(task: RunTask): Promise<WorkerMessage> {
  const controller = new AbortController();
  current = { task, controller };
  engineAlarm = false;
  takeWasmMemoryRefusal();
  const tool = byName.get(task.tool);
  const outDir = path.join(task.workDir, "out");
  const resultPath = path.join(task.workDir, `result.${task.format.extension}`);
  const packer = createResultPacker(task.format, resultPath);
  const source = task.inputs.length === 1 ? task.inputs[0]!.name : "the files";
  const checked = async (output: ToolOutput) => {
    if (output.checked !== true && (task.format.extension === "pdf" || output.name.toLowerCase().endsWith(".pdf"))) await verifyPdfOutput(output.path, source, Object.values(task.secrets));
    return output;
  };
  let told = 0;
  // A few sentences at most: a tool with a note per page says it once, for all of them.
  const notes: string[] = [];
  try {
    if (!tool) throw new Error(`the tool ${task.tool} is not in this worker's registry`);
    await fs.mkdir(outDir, { recursive: true });
    const fields = { ...storedFieldValues(tool.fields, task.fields), ...task.secrets };
    // A tool's page limit is the framework's to enforce, like its file counts and sizes.
    const maxPages = tool.limits.maxPages;
    if (maxPages !== undefined) for (const input of task.inputs) await checkPdfPageLimit(input.path, input.name, maxPages);
    const result = await tool.run({
      inputs: task.inputs,
      fields,
      workDir: outDir,
      signal: controller.signal,
      model,
      progress: async (done, total) => {
        // A turn of the event loop lets a stop request (an IPC message) in.
        await nextTurn();
        controller.signal.throwIfAborted();
        const now = Date.now();
        if (now - told >= PROGRESS_EVERY_MS || done >= total) {
          told = now;
          send({ type: "progress", jobId: task.jobId, done, total });
        }
      },
      memoryMb: jobMemoryMb,
      log: logger(task.jobId),
      note: (sentence) => {
        if (notes.length < MAX_NOTES && !notes.includes(sentence)) notes.push(sentence.slice(0, MAX_NOTE_LENGTH));
      },
      baseName: task.baseName,
      emit: async (output) => packer.add(await checked(output), { remove: true }),
    });
    for (const output of result.outputs) await packer.add(await checked(output));
    await packer.finish();
    // An engine may have met its memory ceiling on the way and carried on (an image it could
    // not decode is skipped): the result stands, the worker does not.
    return { type: "done", jobId: task.jobId, resultPath, pageCount: result.pageCount ?? null, notes, retire: engineAlarm || takeWasmMemoryRefusal() };
  } catch (error) {
    packer.abort();
    if (controller.signal.aborted) {
      // Stopped between two steps: nothing is known to be broken, but the engine objects of
      // the interrupted step may never be freed, so this worker is not used again.
      return { type: "stopped", jobId: task.jobId, reason: controller.signal.reason as StopReason };
    }
    const failure = classifyFailure(error, { inputNames: task.inputs.map((input) => input.name), memoryMb: jobMemoryMb, memoryRefused: takeWasmMemoryRefusal() });
    let retire = failure.retire || engineAlarm;
    if (!retire && failure.checkEngine && !engineWorks()) {
      log.warn({ jobId: task.jobId, err: error }, "MuPDF failed its check after an error on the job's file");
      retire = true;
    }
    if (failure.unexpected) log.error({ jobId: task.jobId, err: error }, "tool failed");
    else if (retire) log.warn({ jobId: task.jobId, err: error, code: failure.error.code }, "engine failed on the job's input; retiring this worker");
    return { type: "failed", jobId: task.jobId, error: failure.error, retryable: failure.retryable, retire };
  } finally {
    current = null;
  }
}

/**
 * An error nobody caught (a callback of an engine, a stream with no listener) leaves the
 * process in an unknown state: the job in hand fails as the classifier says, and the worker
 * asks to be retired; without a job in hand it simply exits and is replaced.
 */
let answeredByStray: string | null = null;
function onStray(error: unknown): void {
  const job = current;
  log.error({ err: error, jobId: job?.task.jobId }, "uncaught error in a worker");
  if (!job) process.exit(1);
  const failure = classifyFailure(error, { inputNames: job.task.inputs.map((input) => input.name), memoryMb: jobMemoryMb, memoryRefused: takeWasmMemoryRefusal() });
  send({ type: "failed", jobId: job.task.jobId, error: failure.error, retryable: failure.retryable, retire: true });
  answeredByStray = job.task.jobId;
  job.controller.abort("shutdown");
}
process.on("uncaughtException", onStray);
process.on("unhandledRejection", onStray);

process.on("message", (message: ParentMessage) => {
  if (message.type === "abort") {
    if (current?.task.jobId === message.jobId) current.controller.abort(message.reason);
    return;
  }
  if (message.type !== "run") return;
  void runTask(message).then((reply) => {
    // An uncaught error may have answered for this job already.
    if (answeredByStray !== message.jobId) send(reply);
  });
});

send({ type: "ready" });
