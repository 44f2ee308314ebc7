import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCopyCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import { Readable } from "node:stream";
import { copySource, getObject, listObjects, uploadStream } from "./s3-objects.ts";

/**
 * S3 objects cannot grow, so `append` stores each appended stream as its own object, a piece,
 * under `<key>.parts/<number>`; the object is its pieces in number order. A key is either one
 * plain object or a set of pieces, never both: appending to a plain object first makes it piece 0.
 */
export const PIECES_SUFFIX = ".parts/";

export interface Piece {
  readonly key: string;
  readonly number: number;
  readonly size: number;
}

export function piecesPrefix(objectKey: string): string {
  return `${objectKey}${PIECES_SUFFIX}`;
}

export function pieceKey(objectKey: string, number: number): string {
  return `${piecesPrefix(objectKey)}${String(number).padStart(6, "0")}`;
}

/** The pieces of `objectKey` in order; empty when it has none. */
export async function listPieces(client: S3Client, bucket: string, objectKey: string): Promise<Piece[]> {
  const prefix = piecesPrefix(objectKey);
  const pieces: Piece[] = [];
  for await (const page of listObjects(client, bucket, prefix)) {
    for (const object of page) {
      const name = object.key.slice(prefix.length);
      if (/^\d+$/.test(name)) pieces.push({ key: object.key, number: Number(name), size: object.size });
    }
  }
  return pieces.sort((a, b) => a.number - b.number);
}

/** The pieces' bytes in order, or the inclusive byte range of them, fetched one piece at a time. */
export function readPieces(client: S3Client, bucket: string, pieces: readonly Piece[], range?: { start: number; end: number }): Readable {
  const first = range?.start ?? 0;
  const last = range?.end ?? Number.POSITIVE_INFINITY;
  async function* bytes() {
    let offset = 0;
    for (const piece of pieces) {
      const start = offset;
      offset += piece.size;
      if (piece.size === 0 || offset - 1 < first || start > last) continue;
      const within = { start: Math.max(first, start) - start, end: Math.min(last, offset - 1) - start };
      const body = await getObject(client, bucket, piece.key, within);
      if (body === null) throw new Error(`piece ${piece.key} disappeared while it was being read`);
      yield* body;
    }
  }
  return Readable.from(bytes(), { objectMode: false });
}

/** S3's smallest multipart part (all but the last); UploadPartCopy parts obey it too. */
const MIN_PART_BYTES = 5 * 1024 * 1024;

/**
 * Writes the pieces' bytes as one object at `target`. Pieces of 5 MiB or more (all but the
 * last: the API's parts are up to 50 MB) are joined inside S3 with UploadPartCopy, so no byte
 * passes through this process; smaller pieces cannot be multipart parts, so they are streamed
 * through one upload instead. Either way the target appears only when complete.
 */
export async function joinPieces(client: S3Client, bucket: string, pieces: readonly Piece[], target: string): Promise<void> {
  const filled = pieces.filter((piece) => piece.size > 0);
  if (filled.length === 0) {
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: target, Body: Buffer.alloc(0) }));
  } else if (filled.length === 1) {
    // Our files are at most 250 MB; CopyObject takes up to 5 GB.
    await client.send(new CopyObjectCommand({ Bucket: bucket, Key: target, CopySource: copySource(bucket, filled[0]!.key) }));
  } else if (filled.slice(0, -1).every((piece) => piece.size >= MIN_PART_BYTES)) {
    await copyPartsInto(client, bucket, filled, target);
  } else {
    await uploadStream(client, bucket, target, readPieces(client, bucket, filled));
  }
}

async function copyPartsInto(client: S3Client, bucket: string, pieces: readonly Piece[], target: string): Promise<void> {
  const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: target }));
  try {
    const parts = [];
    for (const [index, piece] of pieces.entries()) {
      const copied = await client.send(
        new UploadPartCopyCommand({ Bucket: bucket, Key: target, UploadId, PartNumber: index + 1, CopySource: copySource(bucket, piece.key) }),
      );
      parts.push({ PartNumber: index + 1, ETag: copied.CopyPartResult?.ETag });
    }
    await client.send(new CompleteMultipartUploadCommand({ Bucket: bucket, Key: target, UploadId, MultipartUpload: { Parts: parts } }));
  } catch (error) {
    await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: target, UploadId })).catch(() => undefined);
    throw error;
  }
}
