import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import yazl from "yazl";
import type { ResultFormat, ToolOutput } from "../tools/tool-definition.ts";

/**
 * Turns a tool's outputs into the job's one result file: the single output as it is, or a ZIP
 * written entry by entry from disk (never assembled in memory).
 */
export async function packOutputs(outputs: readonly ToolOutput[], format: ResultFormat, resultPath: string): Promise<void> {
  if (!format.zip) {
    if (outputs.length !== 1) throw new Error(`a ${format.extension} result needs exactly one output, the tool wrote ${outputs.length}`);
    await fs.rename(outputs[0]!.path, resultPath);
    return;
  }
  const zip = new yazl.ZipFile();
  const written = pipeline(zip.outputStream, createWriteStream(resultPath));
  for (const output of outputs) zip.addFile(output.path, output.name, { compress: output.compress ?? true });
  zip.end();
  await written;
}
