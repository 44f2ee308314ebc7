import type { Readable } from "node:stream";

/** Port: where inputs and results are kept (local disk, later S3). Keys are `/`-separated. */
export interface FileStore {
  /**
   * Streams `source` into `key`. When `maxBytes` is given and the stream passes it, the write
   * stops, nothing is kept, and a FileTooLargeError is thrown.
   */
  write(key: string, source: Readable, options?: { maxBytes?: number }): Promise<{ bytes: number }>;
  /**
   * Streams `source` onto the end of `key` (created if missing). If the source fails or passes
   * `maxBytes`, the object is left exactly as it was (a FileTooLargeError for the latter).
   * With `at`, the bytes land at that position: whatever the object holds past it was left by an
   * append its caller never recorded (the process died during it, or before recording it) and is
   * dropped first. An object shorter than `at` is an error.
   */
  append(key: string, source: Readable, options?: { maxBytes?: number; at?: number }): Promise<{ bytes: number }>;
  /**
   * Takes the local file `file` (which the caller gives up) as the object `key`, replacing it:
   * renamed into place when the store is on the same disk, rather than copied byte by byte
   * (a job's result is made in the data folder), else written and then deleted.
   */
  adopt(key: string, file: string): Promise<{ bytes: number }>;
  /** Renames `from` to `to` (replacing it). Throws FileNotFoundError. */
  move(from: string, to: string): Promise<void>;
  /** Streams the object, or a byte range of it (inclusive end). Throws FileNotFoundError. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  removePrefix(prefix: string): Promise<void>;
  /**
   * A local path holding the object's bytes, made in `dir` if the store is not on local disk.
   * The file is read-only for the caller.
   */
  materialize(key: string, dir: string): Promise<string>;
  /** Resolves when the store can be used now, throws saying why not (the readiness probe). */
  checkReady(): Promise<void>;
}

export class FileTooLargeError extends Error {
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`stream exceeded ${maxBytes} bytes`);
    this.name = "FileTooLargeError";
    this.maxBytes = maxBytes;
  }
}

export class FileNotFoundError extends Error {
  constructor(key: string) {
    super(`no stored file ${key}`);
    this.name = "FileNotFoundError";
  }
}
