import { CopyObjectCommand, DeleteObjectCommand, HeadBucketCommand, type S3Client } from "@aws-sdk/client-s3";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { FileNotFoundError, type FileStore } from "./file-store.ts";
import { copySource, deleteKeys, deleteUnder, getObject, isMissingObject, objectSize, uploadStream } from "./s3-objects.ts";
import { joinPieces, listPieces, pieceKey, PIECES_SUFFIX, piecesPrefix, readPieces, type Piece } from "./s3-pieces.ts";

/**
 * File store on S3-compatible object storage (AWS SDK v3): for several API and worker
 * processes on several machines. Bytes stream both ways in bounded memory; see s3-pieces.ts
 * for how appends are kept.
 */
export class S3FileStore implements FileStore {
  readonly client: S3Client;
  readonly bucket: string;
  /** "" or ending in "/": every key is stored under it. */
  readonly prefix: string;

  constructor(options: { client: S3Client; bucket: string; prefix?: string }) {
    this.client = options.client;
    this.bucket = options.bucket;
    this.prefix = options.prefix ?? "";
  }

  /** Fails when the bucket cannot be reached with these settings, so a bad setting shows at start-up. */
  async checkBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      throw new Error(
        `S3 bucket "${this.bucket}" cannot be used (${status ?? (error as Error).message}): check DOCTOOLS_S3_BUCKET, DOCTOOLS_S3_ENDPOINT, AWS_REGION and the credentials`,
        { cause: error },
      );
    }
  }

  checkReady(): Promise<void> {
    return this.checkBucket();
  }

  /** The stored key of `key`; a trailing "/" is kept for prefixes. */
  private objectKey(key: string, { folder = false } = {}): string {
    const body = folder ? key.replace(/\/+$/, "") : key;
    const segments = body.split("/");
    if (body === "" || segments.some((segment) => segment === "" || segment === "." || segment === "..")) {
      throw new Error(`file key escapes the store: ${key}`);
    }
    if (`${body}/`.includes(PIECES_SUFFIX)) throw new Error(`file key uses the store's own "${PIECES_SUFFIX}" folders: ${key}`);
    return `${this.prefix}${body}${folder ? "/" : ""}`;
  }

  async write(key: string, source: Readable, options: { maxBytes?: number } = {}): Promise<{ bytes: number }> {
    const target = this.objectKey(key);
    const written = await uploadStream(this.client, this.bucket, target, source, options);
    // The new object replaces whatever was appended under the key before.
    await deleteUnder(this.client, this.bucket, piecesPrefix(target));
    return written;
  }

  async adopt(key: string, file: string): Promise<{ bytes: number }> {
    const written = await this.write(key, createReadStream(file));
    await fs.rm(file, { force: true });
    return written;
  }

  async append(key: string, source: Readable, options: { maxBytes?: number; at?: number } = {}): Promise<{ bytes: number }> {
    const target = this.objectKey(key);
    let pieces = await listPieces(this.client, this.bucket, target);
    const plainSize = pieces.length === 0 ? await objectSize(this.client, this.bucket, target) : null;
    if (plainSize !== null) {
      // A plain object becomes piece 0 (same bytes), so the key stays one kind of thing.
      await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: pieceKey(target, 0), CopySource: copySource(this.bucket, target) }));
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: target }));
      pieces = [{ key: pieceKey(target, 0), number: 0, size: plainSize }];
    }
    if (options.at !== undefined) pieces = await this.dropPiecesPast(key, pieces, options.at);
    const next = pieceKey(target, (pieces.at(-1)?.number ?? 0) + 1);
    // The piece appears only once its source has ended within maxBytes (uploadStream), so a
    // failed append leaves the object as it was. If-None-Match makes a second process
    // appending the same piece at once fail instead of overwriting it (S3 honours it since 2024).
    return uploadStream(this.client, this.bucket, next, source, { ...options, ifNoneMatch: true });
  }

  /**
   * Keeps the pieces that make up the first `at` bytes and deletes the rest: pieces of appends
   * whose callers died before recording them. Each append is one piece, so `at` falls between two.
   */
  private async dropPiecesPast(key: string, pieces: readonly Piece[], at: number): Promise<Piece[]> {
    let end = 0;
    let kept = 0;
    while (kept < pieces.length && end + pieces[kept]!.size <= at) end += pieces[kept++]!.size;
    if (end !== at) {
      throw new Error(
        kept === pieces.length
          ? `${key} holds ${end} bytes, fewer than the ${at} an append was to follow`
          : `${key} cannot be cut at byte ${at}: one appended piece holds bytes ${end} to ${end + pieces[kept]!.size}`,
      );
    }
    await deleteKeys(this.client, this.bucket, pieces.slice(kept).map((piece) => piece.key));
    return pieces.slice(0, kept);
  }

  async move(from: string, to: string): Promise<void> {
    const source = this.objectKey(from);
    const target = this.objectKey(to);
    if (source === target) {
      if ((await this.size(from)) === null) throw new FileNotFoundError(from);
      return;
    }
    let sourcePieces = null;
    try {
      // S3 has no rename: copy, then delete. CopyObject takes objects up to 5 GB; ours are ≤ 250 MB.
      await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: target, CopySource: copySource(this.bucket, source) }));
    } catch (error) {
      if (!isMissingObject(error)) throw error;
      sourcePieces = await listPieces(this.client, this.bucket, source);
      if (sourcePieces.length === 0) throw new FileNotFoundError(from);
      await joinPieces(this.client, this.bucket, sourcePieces, target);
    }
    await deleteUnder(this.client, this.bucket, piecesPrefix(target));
    if (sourcePieces === null) await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: source }));
    else await deleteKeys(this.client, this.bucket, sourcePieces.map((piece) => piece.key));
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const target = this.objectKey(key);
    const plain = await getObject(this.client, this.bucket, target, range);
    if (plain !== null) return plain;
    const pieces = await listPieces(this.client, this.bucket, target);
    if (pieces.length === 0) throw new FileNotFoundError(key);
    return readPieces(this.client, this.bucket, pieces, range);
  }

  async size(key: string): Promise<number | null> {
    const target = this.objectKey(key);
    const plain = await objectSize(this.client, this.bucket, target);
    if (plain !== null) return plain;
    const pieces = await listPieces(this.client, this.bucket, target);
    return pieces.length === 0 ? null : pieces.reduce((sum, piece) => sum + piece.size, 0);
  }

  async remove(key: string): Promise<void> {
    const target = this.objectKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: target }));
    await deleteUnder(this.client, this.bucket, piecesPrefix(target));
  }

  async removePrefix(prefix: string): Promise<void> {
    // Like a folder on disk: "jobs/d" and "jobs/d/" both mean the folder, never "jobs/dd/".
    await deleteUnder(this.client, this.bucket, this.objectKey(prefix, { folder: true }));
  }

  async materialize(key: string, dir: string): Promise<string> {
    const stream = await this.read(key);
    const file = path.join(dir, key.replaceAll("/", "_"));
    await fs.rm(file, { force: true });
    try {
      await pipeline(stream, createWriteStream(file));
      await fs.chmod(file, 0o444);
    } catch (error) {
      await fs.rm(file, { force: true });
      throw error;
    }
    return file;
  }

  /** Closes the client's pooled connections. */
  destroy(): void {
    this.client.destroy();
  }
}
