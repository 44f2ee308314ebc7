import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import { createWriteStream } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";

/** Where `--out` points: a file, or a folder the result goes into under its own name. */
export type OutTarget = { readonly kind: "file"; readonly path: string } | { readonly kind: "folder"; readonly path: string };

/** The file would replace an existing one and `--overwrite` was not given. */
export class FileExistsError extends Error {
  readonly path: string;
  constructor(file: string) {
    super(`${file} already exists; pass --overwrite to replace it`);
    this.path = file;
  }
}

/** `--out` read: an existing folder, or a path ending in a separator, is a folder; anything else a file. Absent: the current folder. */
export async function readOutTarget(out: string | undefined, cwd: string): Promise<OutTarget> {
  if (out === undefined || out === "") return { kind: "folder", path: cwd };
  const resolved = path.resolve(cwd, out);
  const isFolder = /[\\/]$/.test(out) || (await fs.stat(resolved).then((stats) => stats.isDirectory(), () => false));
  return { kind: isFolder ? "folder" : "file", path: resolved };
}

/**
 * The file a result is saved to. In a folder it is named by the job's `fileName`, kept to its
 * last path segment: a name from the network never chooses another folder.
 */
export function resultPath(target: OutTarget, fileName: string): string {
  if (target.kind === "file") return target.path;
  const name = path.basename(fileName.replace(/\\/g, "/"));
  return path.join(target.path, name === "" || name === "." || name === ".." ? "result" : name);
}

export async function assertFree(file: string, overwrite: boolean): Promise<void> {
  if (!overwrite && (await exists(file))) throw new FileExistsError(file);
}

export interface SaveOptions {
  /** Replace a file already there. */
  readonly overwrite: boolean;
  /**
   * When the name is taken, save as `name (2).ext`, `name (3).ext`, … instead (a name that came
   * from the job, not one the user chose): the input itself often has that name, in that folder.
   */
  readonly numberIfTaken: boolean;
}

/**
 * Writes a download through a temporary file beside `file`, so an interrupted download never
 * leaves a half file under the real name, and returns the path it was saved to. Without
 * `overwrite` the file appears by a hard link, which fails if the name is taken, even if it was
 * taken meanwhile: an existing file is never replaced.
 */
export async function saveDownload(body: ReadableStream<Uint8Array>, file: string, options: SaveOptions): Promise<string> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID().slice(0, 8)}.part`);
  try {
    await pipeline(Readable.fromWeb(body as WebReadableStream<Uint8Array>), createWriteStream(temporary, { flags: "wx" }));
    if (options.overwrite) {
      await fs.rename(temporary, file);
      return file;
    }
    for (let number = 1; ; number++) {
      const candidate = number === 1 ? file : numbered(file, number);
      try {
        await place(temporary, candidate);
        return candidate;
      } catch (error) {
        if (!(error instanceof FileExistsError) || !options.numberIfTaken || number >= 1000) throw error;
      }
    }
  } finally {
    await fs.rm(temporary, { force: true });
  }
}

/** `report.pdf` → `report (2).pdf`, as the service names duplicates in a batch's ZIP. */
function numbered(file: string, number: number): string {
  const extension = path.extname(file);
  return `${file.slice(0, file.length - extension.length)} (${number})${extension}`;
}

/** Gives the temporary file the name `file`, never replacing one there. */
async function place(temporary: string, file: string): Promise<void> {
  try {
    await fs.link(temporary, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") throw new FileExistsError(file);
    // A file system without hard links: a copy that fails if the name is taken.
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP" && code !== "ENOSYS") throw error;
    await fs.copyFile(temporary, file, fs.constants.COPYFILE_EXCL).catch((copyError: NodeJS.ErrnoException) => {
      throw copyError.code === "EEXIST" ? new FileExistsError(file) : copyError;
    });
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.lstat(file).then(
    () => true,
    () => false,
  );
}
