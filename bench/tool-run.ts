import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createResultPacker } from "../src/workers/pack-outputs.ts";
import { validateFields } from "../src/tools/fields.ts";
import { tools, warmUp } from "../src/tools/registry.ts";
import { chooseResultFormat } from "../src/tools/tool-definition.ts";
import { benchRunContext, localInputs } from "./lib/in-process.ts";
import { median } from "./lib/service.ts";

/**
 * A tool's own work, as a warm worker does it, without HTTP, queue or storage: the tool's run
 * on local files and the packing of its outputs into the result file. Run in a child process
 * of its own; prints the median seconds of `runs` runs after three untimed ones: V8 moves
 * MuPDF's WebAssembly to its optimising tier over the first runs, as it has in a worker that
 * has been taking jobs.
 *
 *   node bench/tool-run.ts <tool> <fields as JSON> <runs> <inputs…>
 */
export async function timeToolRun(toolName: string, fieldValues: Record<string, string>, inputs: readonly string[], runs: number): Promise<number> {
  const tool = tools.find((candidate) => candidate.name === toolName);
  if (!tool) throw new Error(`no tool ${toolName}`);
  const { values, errors } = validateFields(tool.fields, new Map(Object.entries(fieldValues)));
  if (errors.length > 0) throw new Error(`${toolName}: ${errors.map((error) => error.detail).join(" ")}`);
  const files = await localInputs(inputs);
  await warmUp();
  const times: number[] = [];
  const untimed = 3;
  for (let i = 0; i < untimed + runs; i++) {
    const workDir = await fs.mkdtemp(path.join(os.tmpdir(), "doctools-tool-run-"));
    try {
      const started = performance.now();
      const format = chooseResultFormat(tool, values, files.length);
      const packer = createResultPacker(format, path.join(workDir, `result.${format.extension}`));
      const result = await tool.run(benchRunContext(files, values as never, workDir, (output) => packer.add(output, { remove: true })));
      for (const output of result.outputs) await packer.add(output);
      await packer.finish();
      if (i >= untimed) times.push((performance.now() - started) / 1000);
    } finally {
      await fs.rm(workDir, { recursive: true, force: true });
    }
  }
  return median(times);
}

if (import.meta.main) {
  const [tool, fields, runs, ...inputs] = process.argv.slice(2);
  console.log((await timeToolRun(tool!, JSON.parse(fields!) as Record<string, string>, inputs, Number(runs))).toFixed(4));
}
