import fs from "node:fs/promises";
import path from "node:path";
import { noProgress } from "../../src/contract/progress.ts";
import type { RunContext, ToolInput, ToolOutput } from "../../src/contract/tool-run.ts";

/** Local files as a tool's inputs, named after their file. */
export async function localInputs(files: readonly string[]): Promise<ToolInput[]> {
  return Promise.all(files.map(async (file) => ({ path: file, name: path.basename(file), bytes: (await fs.stat(file)).size })));
}

/**
 * What a worker gives a tool's run, for calling a tool in the bench's own process: no AI
 * model, 2 GB of memory, a silent log, no stop request; outputs handed over early go to `emit`
 * (dropped unless given).
 */
export function benchRunContext<V>(inputs: readonly ToolInput[], fields: V, workDir: string, emit: (output: ToolOutput) => Promise<void> = async () => {}): RunContext<V> {
  return {
    inputs,
    fields,
    workDir,
    signal: new AbortController().signal,
    progress: noProgress,
    model: null,
    memoryMb: 2048,
    log: { info: () => undefined, warn: () => undefined },
    baseName: "result",
    emit,
  };
}
