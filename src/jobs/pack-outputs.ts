import { zipEntryName } from "../common/file-names.ts";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import type { Readable } from "node:stream";
import { finished, pipeline } from "node:stream/promises";
import yazl from "yazl";
import type { ToolOutput } from "../contract/tool-run.ts";
import type { ResultFormat } from "../contract/result-format.ts";

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
  const zip = new yazl.ZipFile();
  const file = createWriteStream(resultPath);
  const written = pipeline(zip.outputStream, file);
  // yazl reports a failed entry on the ZipFile, not on its output stream, and then stops
  // pumping: without this every later wait would hang.
  const broken = new Promise<never>((_, reject) => {
    zip.on("error", reject);
    written.catch(reject);
  });
  const entries: Promise<void>[] = [];
  // Rejections are met by finish (or by the tool awaiting add); after abort nobody waits.
  const settle = <T>(promise: Promise<T>) => {
    promise.catch(() => undefined);
    return promise;
  };
  settle(broken);
  return {
    add(output, options = {}) {
      const entryRead = new Promise<void>((resolve, reject) => {
        zip.addReadStreamLazy(zipEntryName(output.name, `file-${entries.length + 1}`), { compress: output.compress ?? true }, (callback) => {
          // Opened only when yazl reaches this entry, so no file handle waits in a queue.
          const stream = createReadStream(output.path);
          stream.on("error", (error) => zip.emit("error", error));
          finished(stream)
            .then(() => (options.remove ? fs.unlink(output.path) : undefined))
            .then(resolve, reject);
          callback(null, stream);
        });
      });
      const entry = settle(Promise.race([entryRead, broken]));
      entries.push(entry);
      return entry;
    },
    async finish() {
      zip.end();
      await Promise.race([Promise.all([written, ...entries]), broken]);
    },
    abort() {
      (zip.outputStream as Readable).destroy();
      file.destroy();
    },
  };
}
