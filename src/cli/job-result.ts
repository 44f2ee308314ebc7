import path from "node:path";
import type { DoctoolsClient, Download, Job } from "../../packages/client/src/index.ts";
import { EXIT, type ApiSession } from "./api-session.ts";
import { formatBytes } from "./progress-display.ts";
import { FileExistsError, resultPath, saveDownload, type OutTarget, type SaveOptions } from "./result-file.ts";

/**
 * Saves a download (a job's result, a batch's ZIP) to `file`: the path it was saved to, or the
 * exit code after saying why not and how to fetch it again (the result stays on the service
 * until it expires).
 */
export async function saveResult(session: ApiSession, download: () => Promise<Download>, file: string, options: SaveOptions, again: string): Promise<string | number> {
  try {
    const { body } = await download();
    return await saveDownload(body, file, options);
  } catch (error) {
    if (error instanceof FileExistsError) {
      session.say(`${error.message}. The result stays on the service until it expires; fetch it with\n  ${again}`);
      return EXIT.failed;
    }
    if (session.signal.aborted) {
      session.say(`Stopped the download; nothing was saved. The result stays on the service until it expires; fetch it with\n  ${again}`);
      return EXIT.interrupted;
    }
    throw error;
  }
}

/** Downloads a completed job's result to `--out` (or its own name in the current folder) and reports it. */
export async function saveJobResult(session: ApiSession, client: DoctoolsClient, job: Job, target: OutTarget, overwrite: boolean, json: boolean): Promise<number> {
  const file = resultPath(target, job.fileName);
  const again = `doctools jobs result ${job.id} --out ${JSON.stringify(path.relative(session.cwd, file) || ".")} --overwrite`;
  const download = () => client.jobs.resultStream(job.id, { signal: session.signal, onProgress: session.progress.onProgress });
  const saved = await saveResult(session, download, file, { overwrite, numberIfTaken: target.kind === "folder" }, again);
  if (typeof saved === "number") return saved;
  session.progress.finish();
  session.print(json ? JSON.stringify(job) : `saved ${path.relative(session.cwd, saved) || saved}${job.resultBytes === null ? "" : ` (${formatBytes(job.resultBytes)})`}`);
  return EXIT.done;
}
