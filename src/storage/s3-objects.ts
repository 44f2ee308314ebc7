import { finished } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type S3Client,
  type S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { Readable } from "node:stream";
import { byteCounter } from "./byte-counter.ts";

/**
 * Part size and parallel parts of streamed uploads. lib-storage holds about one part per slot
 * plus the one being filled, so these bound an upload's memory to roughly 3 × 8 MiB whatever
 * the file's size; 8 MiB parts keep a 250 MB file at ~30 requests (S3 allows 10,000 parts).
 */
export const UPLOAD_PART_BYTES = 8 * 1024 * 1024;
const UPLOAD_QUEUE = 2;
/** S3 deletes at most this many keys per DeleteObjects request, and lists as many per page. */
const BATCH_KEYS = 1000;

/** A missing key (GetObject's NoSuchKey, HeadObject's bodiless 404): not a missing bucket. */
export function isMissingObject(error: unknown): boolean {
  const name = (error as S3ServiceException | undefined)?.name;
  return name === "NoSuchKey" || name === "NotFound";
}

/** The x-amz-copy-source value for a key: bucket and key, URL-encoded segment by segment. */
export function copySource(bucket: string, key: string): string {
  return [bucket, ...key.split("/")].map(encodeURIComponent).join("/");
}

export async function objectSize(client: S3Client, bucket: string, key: string): Promise<number | null> {
  try {
    return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentLength ?? 0;
  } catch (error) {
    if (isMissingObject(error)) return null;
    throw error;
  }
}

/** GetObject's body, or a byte range of it (inclusive end); null when the key is missing. */
export async function getObject(client: S3Client, bucket: string, key: string, range?: { start: number; end: number }): Promise<Readable | null> {
  try {
    const response = await client.send(
      new GetObjectCommand({ Bucket: bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
    );
    return response.Body as Readable;
  } catch (error) {
    if (isMissingObject(error)) return null;
    throw error;
  }
}

/**
 * Streams `source` into `key` as a multipart upload (one PutObject when it is smaller than a
 * part). The object appears only when the upload completes, so a source that fails or passes
 * `maxBytes` leaves nothing: lib-storage aborts the multipart upload and its stored parts.
 */
export async function uploadStream(
  client: S3Client,
  bucket: string,
  key: string,
  source: Readable,
  options: { maxBytes?: number; ifNoneMatch?: boolean } = {},
): Promise<{ bytes: number }> {
  const counter = byteCounter(options.maxBytes);
  // pipe() rather than pipeline(): the counter must fail with the source's own error, which
  // pipe does not forward, so it is passed on by hand (finished() also reports a source closed
  // before its end without an error, like a multipart file cut short); a counter failure stops
  // the source.
  finished(source, { writable: false }, (error) => {
    if (error) counter.stream.destroy(error);
  });
  counter.stream.once("error", () => source.destroy());
  source.pipe(counter.stream);
  const upload = new Upload({
    client,
    params: { Bucket: bucket, Key: key, Body: counter.stream, ...(options.ifNoneMatch ? { IfNoneMatch: "*" } : {}) },
    partSize: UPLOAD_PART_BYTES,
    queueSize: UPLOAD_QUEUE,
    leavePartsOnError: false,
  });
  try {
    await upload.done();
  } catch (error) {
    // An S3 failure leaves the source unread: stop it, as a failed pipeline would, so its
    // sender is not left waiting.
    source.destroy();
    counter.stream.destroy();
    throw error;
  }
  return { bytes: counter.bytes() };
}

/** Every key and size under `prefix`, page by page (ListObjectsV2 gives up to 1000 a page). */
export async function* listObjects(client: S3Client, bucket: string, prefix: string): AsyncGenerator<{ key: string; size: number }[]> {
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, MaxKeys: BATCH_KEYS, ContinuationToken: token }));
    yield (page.Contents ?? []).map((object) => ({ key: object.Key!, size: object.Size ?? 0 }));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token !== undefined);
}

export async function deleteKeys(client: S3Client, bucket: string, keys: readonly string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += BATCH_KEYS) {
    const batch = keys.slice(start, start + BATCH_KEYS);
    const result = await client.send(
      new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((key) => ({ Key: key })), Quiet: true } }),
    );
    const failed = result.Errors ?? [];
    if (failed.length > 0) {
      throw new Error(`S3 did not delete ${failed.length} object(s), e.g. ${failed[0]!.Key}: ${failed[0]!.Code} ${failed[0]!.Message ?? ""}`);
    }
  }
}

/** Deletes every object under `prefix`, a page of up to 1000 at a time. */
export async function deleteUnder(client: S3Client, bucket: string, prefix: string): Promise<void> {
  for await (const page of listObjects(client, bucket, prefix)) {
    await deleteKeys(client, bucket, page.map((object) => object.key));
  }
}
