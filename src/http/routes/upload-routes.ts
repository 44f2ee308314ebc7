import { UUID } from "../../common/uuid.ts";
import { randomUUID } from "node:crypto";
import { finished, Transform, type Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { openUpload } from "../../accounts/allowances.ts";
import { AppError, validationError, type FieldError } from "../../errors/app-error.ts";
import type { Services } from "../../services.ts";
import { FileTooLargeError } from "../../storage/file-store.ts";
import { PartHolds } from "../../uploads/part-holds.ts";
import { createUploadSweeper } from "../../uploads/upload-sweeper.ts";
import { PART_BYTES, uploadDataKey, uploadPrefix, type UploadRecord } from "../../uploads/upload-store.ts";
import { callerOf } from "../auth.ts";
import { cleanFileName, isCleanFileName } from "../../common/file-names.ts";
import { formatBytes } from "../../common/byte-sizes.ts";
import { noteBytesReceived } from "../transient-memory.ts";


const publicUpload = (upload: UploadRecord) => ({
  id: upload.id,
  received: upload.received,
  length: upload.length,
  expiresAt: upload.expiresAt.toISOString(),
});

/** Part-wise uploads, spec §4.7 and decisions §7. */
export function registerUploadRoutes(app: FastifyInstance, services: Services): void {
  const holds = new PartHolds(services.uploads);
  // Parts stream straight from the socket into storage: the body stays an unread stream.
  app.addContentTypeParser("application/octet-stream", (_request, payload, done) => done(null, payload));

  const sweeper = createUploadSweeper(services.uploads, services.files, services.log, Math.min(60_000, services.config.uploadTtlSeconds * 250));
  sweeper.start();
  app.addHook("onClose", async () => sweeper.stop());


  /** Another account's upload, or an expired one (deleted at expiry), is answered like one that does not exist. */
  async function ownUpload(request: FastifyRequest<{ Params: { id: string } }>): Promise<UploadRecord> {
    const { id } = request.params;
    const accountId = callerOf(request).account.id;
    const upload = UUID.test(id) ? await services.uploads.getUpload(id.toLowerCase()) : null;
    if (!upload || upload.accountId !== accountId || upload.expiresAt <= new Date()) {
      throw new AppError("not-found", `There is no upload ${id}.`);
    }
    return upload;
  }

  app.post("/uploads", async (request, reply) => {
    const caller = callerOf(request);
    const body = request.body as Record<string, unknown> | null | undefined;
    const errors: FieldError[] = [];
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw validationError([{ field: "body", detail: "The body must be a JSON object `{fileName, length}`." }]);
    }
    const { fileName, length } = body;
    if (typeof fileName !== "string" || !isCleanFileName(fileName)) {
      errors.push({ field: "fileName", detail: "`fileName` must be 1 to 200 characters with no slashes, drive letters, quotes, control or direction characters." });
    }
    if (typeof length !== "number" || !Number.isSafeInteger(length) || length < 1) {
      errors.push({ field: "length", detail: "`length` must be a whole number of bytes, at least 1." });
    }
    if (errors.length > 0) throw validationError(errors);
    const maxFileBytes = caller.plan.limits.maxFileBytes;
    if ((length as number) > maxFileBytes) {
      throw new AppError("payload-too-large", `\`length\` is larger than ${formatBytes(maxFileBytes)}, the largest file the account's plan takes.`);
    }
    const now = new Date();
    // Counted against the storage allowance at `length` from now on, within the plan's open uploads (issue 14).
    const upload = await openUpload(services, caller, {
      id: randomUUID(),
      accountId: caller.account.id,
      fileName: cleanFileName(fileName as string),
      length: length as number,
      createdAt: now,
      expiresAt: new Date(now.getTime() + services.config.uploadTtlSeconds * 1000),
    });
    return reply
      .code(201)
      .header("location", `/v1/uploads/${upload.id}`)
      .send({ id: upload.id, fileName: upload.fileName, length: upload.length, partBytes: PART_BYTES, received: upload.received, expiresAt: upload.expiresAt.toISOString() });
  });

  app.get<{ Params: { id: string } }>("/uploads/:id", async (request) => publicUpload(await ownUpload(request)));

  // An upload the client gave up on, deleted at once: its place and its declared length in the
  // storage allowance are given back without waiting for its expiry.
  app.delete<{ Params: { id: string } }>("/uploads/:id", async (request, reply) => {
    const upload = await ownUpload(request);
    if (!(await services.uploads.discardUpload(upload.id, new Date()))) {
      const now = await services.uploads.getUpload(upload.id);
      if (!now) throw new AppError("not-found", `There is no upload ${upload.id}.`);
      if (now.usedAt !== null) throw conflict(`Upload ${upload.id} was already used by a tool call; its bytes are that job's input now.`, now.received);
      throw conflict(`A part of upload ${upload.id} is being received; delete the upload once that request has ended.`, now.received);
    }
    await services.files.removePrefix(uploadPrefix(upload.id));
    return reply.code(204).send();
  });

  app.patch<{ Params: { id: string }; Querystring: { offset?: string } }>("/uploads/:id", async (request) => {
    const upload = await ownUpload(request);
    if (!request.headers["content-type"]?.toLowerCase().startsWith("application/octet-stream")) {
      throw new AppError("unsupported-media-type", "Upload parts take an `application/octet-stream` body.");
    }
    const rawOffset = request.query.offset;
    if (rawOffset === undefined || !/^\d+$/.test(rawOffset)) {
      throw validationError([{ field: "offset", detail: "`offset` must be the byte position where this part starts, a whole number." }]);
    }
    const offset = Number(rawOffset);
    checkPartStart(upload, offset);
    const remaining = upload.length - upload.received;
    const declared = request.headers["content-length"] === undefined ? null : Number(request.headers["content-length"]);
    const tooLong = () => new AppError("payload-too-large", `A part may carry at most ${formatBytes(PART_BYTES)} (\`partBytes\`).`);
    const pastEnd = () =>
      validationError([{ field: "body", detail: `The part runs past the upload's \`length\`: only ${remaining} more bytes are expected from offset ${offset}.` }]);
    if (declared !== null && declared > PART_BYTES) throw tooLong();
    if (declared !== null && declared > remaining) throw pastEnd();

    let takenOver = false;
    const hold = await holds.take(upload.id, offset, () => {
      takenOver = true;
      request.raw.destroy();
    });
    if (hold === null) {
      const now = (await services.uploads.getUpload(upload.id)) ?? upload;
      checkPartStart(now, offset);
      throw conflict(`A part of upload ${upload.id} is being received and did not stop for this one; send it again in a few seconds.`, now.received);
    }
    const allowed = Math.min(PART_BYTES, remaining);
    let to: number | null = null;
    try {
      const body = request.body as Readable;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          noteBytesReceived(chunk.length);
          callback(null, chunk);
        },
      });
      // pipe() rather than pipeline(): a part refused at its limit leaves the request readable,
      // so the rest of its body is read and dropped while the 413 goes out (problem-handler.ts).
      // A request cut off before its end fails the part, and the store drops what it had of it.
      finished(body, { writable: false }, (error) => {
        if (error) counter.destroy(error);
      });
      // The store reports the counter's error; it may come before the store starts reading
      // (S3 lists the pieces first), and an error with no listener would be thrown instead.
      counter.on("error", () => undefined);
      body.once("end", () => hold.bodyReceived());
      body.pipe(counter);
      const { bytes } = await services.files.append(uploadDataKey(upload.id), counter, { maxBytes: allowed, at: offset });
      to = offset + bytes;
      return publicUpload({ ...upload, received: to });
    } catch (error) {
      if (error instanceof FileTooLargeError) throw allowed === PART_BYTES && remaining > PART_BYTES ? tooLong() : pastEnd();
      if (takenOver) throw conflict(`Another request for offset ${offset} of upload ${upload.id} took this part over.`, upload.received);
      throw error;
    } finally {
      if (!(await hold.end(to)) && to !== null) {
        throw new Error(`upload ${upload.id} was taken over while a part was being received`);
      }
    }
  });
}

const conflict = (detail: string, received: number) => new AppError("conflict", detail, { extensions: { received } });

/** A part must start where the upload's bytes end, on an upload no tool call has taken (decisions §7). */
function checkPartStart(upload: UploadRecord, offset: number): void {
  if (upload.usedAt !== null) throw conflict(`Upload ${upload.id} was already used by a tool call.`, upload.received);
  if (offset !== upload.received) {
    throw conflict(`The part starts at ${offset}, but upload ${upload.id} has received ${upload.received} bytes; send the part starting there.`, upload.received);
  }
}
