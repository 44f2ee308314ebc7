import fs from "node:fs/promises";
import path from "node:path";
import { WORKER_AI_ENV } from "../ai/ai-settings.ts";
import { configureWorkerChatModel } from "../ai/chat-model.ts";
import { JobError } from "../errors/job-errors.ts";
import { hydrateFields } from "../tools/fields.ts";
import { createLogger } from "../logger.ts";
import { routeMupdfMessages } from "../pdf/mupdf-document.ts";
import type { AnyTool, ToolLogger } from "../tools/tool-definition.ts";
import { createResultPacker } from "./pack-outputs.ts";
import type { RunTask, WorkerMessage } from "./worker-protocol.ts";

/**
 * A long-lived worker process: loads the tools (and with them MuPDF and sharp) once, warms
 * them up, then runs one task at a time for the pool. It never sees HTTP, the queue or the
 * stores: paths in, a result path out.
 */
const registryModule = process.env.DOCTOOLS_WORKER_REGISTRY;
if (!registryModule || !process.send) {
  console.error("worker-process must be started by the worker pool");
  process.exit(2);
}

// The AI settings the pool passed down, before any tool can ask for the model.
configureWorkerChatModel(process.env[WORKER_AI_ENV]);

const { tools, warmUp } = (await import(registryModule)) as { tools: readonly AnyTool[]; warmUp?: () => Promise<void> };
const byName = new Map(tools.map((tool) => [tool.name, tool]));
await warmUp?.();

const send = (message: WorkerMessage) => process.send!(message);

// The parent's log level (config is read once, by the parent) and the same log format.
const log = createLogger(process.env.DOCTOOLS_WORKER_LOG_LEVEL ?? "info").child({ worker: process.pid });
routeMupdfMessages(log);

function logger(jobId: string): ToolLogger {
  const child = log.child({ jobId });
  return {
    info: (message, data) => child.info(data ?? {}, message),
    warn: (message, data) => child.warn(data ?? {}, message),
  };
}

async function runTask(task: RunTask): Promise<WorkerMessage> {
  const tool = byName.get(task.tool);
  if (!tool) return { type: "failed", jobId: task.jobId, error: { code: "Internal", detail: "The tool is not available." }, retryable: false };
  const outDir = path.join(task.workDir, "out");
  await fs.mkdir(outDir, { recursive: true });
  const resultPath = path.join(task.workDir, `result.${task.format.extension}`);
  const packer = createResultPacker(task.format, resultPath);
  try {
    const fields = { ...hydrateFields(tool.fields, task.fields), ...task.secrets };
    const result = await tool.run({
      inputs: task.inputs,
      fields,
      workDir: outDir,
      signal: new AbortController().signal,
      log: logger(task.jobId),
      baseName: task.baseName,
      emit: (output) => packer.add(output, { remove: true }),
    });
    for (const output of result.outputs) void packer.add(output);
    await packer.finish();
    return { type: "done", jobId: task.jobId, resultPath, pageCount: result.pageCount ?? null };
  } catch (error) {
    packer.abort();
    if (error instanceof JobError) return { type: "failed", jobId: task.jobId, error: error.toInfo(), retryable: error.retryable };
    log.error({ jobId: task.jobId, err: error }, "tool failed");
    const internal = new JobError("Internal");
    return { type: "failed", jobId: task.jobId, error: internal.toInfo(), retryable: false };
  }
}

// The parent is gone (killed with SIGKILL, say): nobody will read a result, so stop at once
// rather than linger as an orphan holding memory.
process.on("disconnect", () => process.exit(0));

process.on("message", (message: RunTask) => {
  if (message.type !== "run") return;
  void runTask(message).then(send);
});

send({ type: "ready" });
