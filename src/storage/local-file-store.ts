import { constants as fsConstants, createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { randomUUID } from "node:crypto";
import { byteCounter } from "./byte-counter.ts";
import { FileNotFoundError, type FileStore } from "./file-store.ts";

/** File store on local disk: the embedded default. Writes land under a temporary name first. */
export class LocalFileStore implements FileStore {
  readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  async checkReady(): Promise<void> {
    // Made on first use; a folder that cannot be made (a file in its place, a read-only or
    // missing mount) or used is what the probe is for.
    await fs.mkdir(this.root, { recursive: true });
    await fs.access(this.root, fsConstants.R_OK | fsConstants.W_OK | fsConstants.X_OK);
  }

  private pathOf(key: string): string {
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(this.root + path.sep)) throw new Error(`file key escapes the store: ${key}`);
    return resolved;
  }

  async write(key: string, source: Readable, options: { maxBytes?: number } = {}): Promise<{ bytes: number }> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomUUID()}.part`;
    const counter = byteCounter(options.maxBytes);
    try {
      await pipeline(source, counter.stream, createWriteStream(temp));
      await fs.rename(temp, target);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
    return { bytes: counter.bytes() };
  }

  async adopt(key: string, file: string): Promise<{ bytes: number }> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const { size } = await fs.stat(file);
    try {
      await fs.rename(file, target);
      return { bytes: size };
    } catch (error) {
      // Another disk (a data folder whose work folder is mounted apart): copy it over.
      if ((error as { code?: string }).code !== "EXDEV") throw error;
    }
    const written = await this.write(key, createReadStream(file));
    await fs.rm(file, { force: true });
    return written;
  }

  async append(key: string, source: Readable, options: { maxBytes?: number; at?: number } = {}): Promise<{ bytes: number }> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    let start = await fs.stat(target).then((stat) => stat.size, () => 0);
    if (options.at !== undefined && start !== options.at) {
      if (start < options.at) throw new Error(`${key} holds ${start} bytes, fewer than the ${options.at} an append was to follow`);
      // The bytes are appended in place, so a process killed mid-append leaves some behind.
      await fs.truncate(target, options.at);
      start = options.at;
    }
    const counter = byteCounter(options.maxBytes);
    try {
      await pipeline(source, counter.stream, createWriteStream(target, { flags: "a" }));
    } catch (error) {
      // Drop whatever of this source reached the file.
      await fs.truncate(target, start).catch(() => undefined);
      throw error;
    }
    return { bytes: counter.bytes() };
  }

  async move(from: string, to: string): Promise<void> {
    const target = this.pathOf(to);
    await fs.mkdir(path.dirname(target), { recursive: true });
    try {
      await fs.rename(this.pathOf(from), target);
    } catch (error) {
      if ((error as { code?: string }).code === "ENOENT") throw new FileNotFoundError(from);
      throw error;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const file = this.pathOf(key);
    try {
      await fs.access(file);
    } catch {
      throw new FileNotFoundError(key);
    }
    return createReadStream(file, { highWaterMark: 1 << 18, ...(range ? { start: range.start, end: range.end } : {}) });
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await fs.stat(this.pathOf(key))).size;
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async removePrefix(prefix: string): Promise<void> {
    await fs.rm(this.pathOf(prefix.replace(/\/+$/, "")), { recursive: true, force: true });
  }

  async materialize(key: string): Promise<string> {
    // Already on local disk: hand out the stored file itself instead of copying it.
    const file = this.pathOf(key);
    try {
      await fs.access(file);
    } catch {
      throw new FileNotFoundError(key);
    }
    return file;
  }
}
