import fs from "node:fs/promises";
import path from "node:path";
import type { ToolOutput } from "../contract/tool-run.ts";
import type { ResultFormat } from "../contract/result-format.ts";

/** A UTF-8 text result (summaries, ask-pdf's text, translations as text). */
export const textFormat: ResultFormat = { extension: "txt", contentType: "text/plain; charset=utf-8", zip: false };

/** Writes a tool's text result into its work folder. */
export async function writeTextOutput(workDir: string, baseName: string, text: string): Promise<ToolOutput> {
  const name = `${baseName}.${textFormat.extension}`;
  const output = path.join(workDir, name);
  await fs.writeFile(output, text, "utf8");
  return { path: output, name };
}
