import { zipEntryName } from "../common/file-names.ts";
import fs from "node:fs/promises";
import type { ToolOutput } from "../contract/tool-run.ts";
import type { ResultFormat } from "../contract/result-format.ts";
import { ZipWriter } from "./zip-writer.ts";

/**
 * Turns a tool's outputs into the job's one result file: the single output as it is, or a ZIP
 * written entry by entry from disk (never assembled in memory). Outputs can arrive while the
 * tool still runs, so a tool with many large outputs (pdf-to-image) needs room for one of
 * them at a time rather than for all.
 */
export interface ResultPacker {
  /**
   * Takes one output. Resolves once its bytes are in the result; with `remove` its file is
   * deleted by then, the file being the packer's from this call on.
   */
  add(output: ToolOutput, options?: { remove?: boolean }): Promise<void>;
  /** Completes the result file once every output is in it. */
  finish(): Promise<void>;
  /** Stops writing after a failure; the partial file goes with the job's work folder. */
  abort(): void;
}

export function createResultPacker(format: ResultFormat, resultPath: string): ResultPacker {
  return format.zip ? zipPacker(resultPath) : singleFilePacker(format, resultPath);
}

function singleFilePacker(format: ResultFormat, resultPath: string): ResultPacker {
  const outputs: ToolOutput[] = [];
  return {
    async add(output) {
      outputs.push(output);
    },
    async finish() {
      if (outputs.length !== 1) throw new Error(`a ${format.extension} result needs exactly one output, the tool wrote ${outputs.length}`);
      await fs.rename(outputs[0]!.path, resultPath);
    },
    abort() {},
  };
}

function zipPacker(resultPath: string): ResultPacker {
  const opened = ZipWriter.create(resultPath);
  // A failed open is met by the first add or by finish; after abort nobody waits.
  opened.catch(() => undefined);
  // Entries go in one at a time, in the order they were handed over.
  let queue: Promise<unknown> = opened;
  let count = 0;
  return {
    add(output, options = {}) {
      const name = zipEntryName(output.name, `file-${++count}`);
      const entry = queue.then(async () => {
        await (await opened).addFile(name, output.path, { compress: output.compress ?? true });
        if (options.remove) await fs.unlink(output.path);
      });
      queue = entry.catch(() => undefined);
      // The caller awaits it (a failure is its own, and finish reports it again).
      entry.catch(() => undefined);
      return entry;
    },
    async finish() {
      await queue;
      await (await opened).finish();
    },
    abort() {
      void opened.then((zip) => zip.close(), () => undefined);
    },
  };
}
