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

/**
 * Writes a download to `file` through a temporary file beside it, so an interrupted download
 * never leaves a half file under the real name. Without `overwrite` the file appears by a hard
 * link, which fails if the name was taken meanwhile; an existing file is never replaced.
 */
export async function saveDownload(body: ReadableStream<Uint8Array>, file: string, overwrite: boolean): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID().slice(0, 8)}.part`);
  try {
    await pipeline(Readable.fromWeb(body as WebReadableStream<Uint8Array>), createWriteStream(temporary, { flags: "wx" }));
    if (overwrite) {
      await fs.rename(temporary, file);
      return;
    }
    try {
      await fs.link(temporary, file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EEXIST") throw new FileExistsError(file);
      // A file system without hard links: check, then rename (a narrow race, but no other way there).
      if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP" && code !== "ENOSYS") throw error;
      await assertFree(file, false);
      await fs.rename(temporary, file);
    }
  } finally {
    await fs.rm(temporary, { force: true });
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.lstat(file).then(
    () => true,
    () => false,
  );
}
