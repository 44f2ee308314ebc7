import { finished, Transform, type Readable } from "node:stream";
import { formatBytes } from "../common/byte-sizes.ts";
import { noteBytesReceived } from "../common/transient-memory.ts";
import { AppError, validationError } from "../errors/app-error.ts";
import { FileTooLargeError, type FileStore } from "../storage/file-store.ts";
import type { PartHolds } from "./part-holds.ts";
import { PART_BYTES, uploadDataKey, type UploadRecord, type UploadStore } from "./upload-store.ts";

export interface PartServices {
  readonly uploads: UploadStore;
  readonly files: FileStore;
  /** Who is receiving each upload's part, for the whole process. */
  readonly parts: PartHolds;
}

export interface PartRequest {
  /** Where the part starts: the upload's `received`, or the part is refused. */
  readonly offset: number;
  /** The part's `Content-Length`; null when the client sent none. */
  readonly declaredBytes: number | null;
  /** The part's bytes, unread. */
  readonly body: Readable;
  /** Drops the request (closing its connection): another request for this offset took the part over. */
  readonly drop: () => void;
}

/**
 * Receives one part of `upload` and returns how many bytes it stored. A part must start where
 * the upload's bytes end, on an upload no tool call has taken; it carries at most `PART_BYTES`
 * and never runs past the declared length. A part that does not arrive whole is dropped and
 * `received` stays where it was, so the client sends it again from the same offset; a request
 * for the offset of a part still being received takes it over.
 */
export async function receivePart(services: PartServices, upload: UploadRecord, part: PartRequest): Promise<number> {
  const { offset, declaredBytes } = part;
  checkPartStart(upload, offset);
  const remaining = upload.length - upload.received;
  const tooLong = () => new AppError("payload-too-large", `A part may carry at most ${formatBytes(PART_BYTES)} (\`partBytes\`).`);
  const pastEnd = () =>
    validationError([{ field: "body", detail: `The part runs past the upload's \`length\`: only ${remaining} more bytes are expected from offset ${offset}.` }]);
  if (declaredBytes !== null && declaredBytes > PART_BYTES) throw tooLong();
  if (declaredBytes !== null && declaredBytes > remaining) throw pastEnd();

  let takenOver = false;
  const hold = await services.parts.take(upload.id, offset, () => {
    takenOver = true;
    part.drop();
  });
  if (hold === null) {
    const now = (await services.uploads.getUpload(upload.id)) ?? upload;
    checkPartStart(now, offset);
    throw partConflict(`A part of upload ${upload.id} is being received and did not stop for this one; send it again in a few seconds.`, now.received);
  }
  const allowed = Math.min(PART_BYTES, remaining);
  let to: number | null = null;
  try {
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        noteBytesReceived(chunk.length);
        callback(null, chunk);
      },
    });
    // pipe() rather than pipeline(): a part refused at its limit leaves the request readable,
    // so the rest of its body is read and dropped while the 413 goes out.
    // A request cut off before its end fails the part, and the store drops what it had of it.
    finished(part.body, { writable: false }, (error) => {
      if (error) counter.destroy(error);
    });
    // The store reports the counter's error; it may come before the store starts reading
    // (S3 lists the pieces first), and an error with no listener would be thrown instead.
    counter.on("error", () => undefined);
    part.body.once("end", () => hold.bodyReceived());
    part.body.pipe(counter);
    const { bytes } = await services.files.append(uploadDataKey(upload.id), counter, { maxBytes: allowed, at: offset });
    to = offset + bytes;
    return bytes;
  } catch (error) {
    if (error instanceof FileTooLargeError) throw allowed === PART_BYTES && remaining > PART_BYTES ? tooLong() : pastEnd();
    if (takenOver) throw partConflict(`Another request for offset ${offset} of upload ${upload.id} took this part over.`, upload.received);
    throw error;
  } finally {
    if (!(await hold.end(to)) && to !== null) {
      throw new Error(`upload ${upload.id} was taken over while a part was being received`);
    }
  }
}

/** A conflict about an upload's parts; it carries `received`, where the next part must start. */
export const partConflict = (detail: string, received: number) => new AppError("conflict", detail, { extensions: { received } });

function checkPartStart(upload: UploadRecord, offset: number): void {
  if (upload.usedAt !== null) throw partConflict(`Upload ${upload.id} was already used by a tool call.`, upload.received);
  if (offset !== upload.received) {
    throw partConflict(`The part starts at ${offset}, but upload ${upload.id} has received ${upload.received} bytes; send the part starting there.`, upload.received);
  }
}
