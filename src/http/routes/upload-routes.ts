import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import type { FastifyRequest } from "fastify";
import { formatBytes } from "../../common/byte-sizes.ts";
import { cleanFileName, MAX_FILE_NAME_LENGTH } from "../../common/file-names.ts";
import { UUID } from "../../common/uuid.ts";
import { AppError } from "../../errors/app-error.ts";
import { openUpload } from "../../intake/allowances.ts";
import { idParameter, jsonResponse } from "../../openapi/endpoint-declaration.ts";
import type { JsonSchema, Tag } from "../../openapi/openapi-types.ts";
import type { Services } from "../../services.ts";
import { partConflict, receivePart } from "../../uploads/receive-part.ts";
import { PART_BYTES, uploadPrefix, type UploadRecord } from "../../uploads/upload-store.ts";
import { callerOf } from "../auth.ts";
import { defineEndpoint } from "../endpoint.ts";

const uploadsTag: Tag = {
  name: "Uploads",
  description:
    "Part-wise uploads for files over 100 MB: start an upload, send its bytes in parts of at most 50 MB in order, then name its `id` in a tool call's repeated `uploads` field. An upload is used by one tool call only and is deleted at `expiresAt` if no tool call took it. Open uploads count against the storage allowance at their declared length.",
};

const uploadId = idParameter("The upload's `id`. An id that names an upload of another account, or one that expired, is answered like one that does not exist.");

const progressProperties: Record<string, JsonSchema> = {
  id: { type: "string", format: "uuid" },
  received: { type: "integer", minimum: 0, description: "Bytes received so far: the offset where the next part must start." },
  length: { type: "integer", minimum: 1, description: "The file's length in bytes, as declared when the upload started." },
  expiresAt: { type: "string", format: "date-time", description: "When the upload is deleted unless a tool call has taken it." },
};
const progress: JsonSchema = { type: "object", required: ["id", "received", "length", "expiresAt"], properties: progressProperties };

const publicUpload = (upload: UploadRecord) => ({
  id: upload.id,
  received: upload.received,
  length: upload.length,
  expiresAt: upload.expiresAt.toISOString(),
});

const notFound = "no upload with this id belongs to the account, or it expired";

const uploadAddress = (upload: UploadRecord) => `/v1/uploads/${upload.id}`;

/** The answer to a new upload, as sent (and kept with an idempotency key). */
const newUploadBody = (upload: UploadRecord) =>
  JSON.stringify({
    id: upload.id,
    fileName: upload.fileName,
    length: upload.length,
    partBytes: PART_BYTES,
    received: upload.received,
    expiresAt: upload.expiresAt.toISOString(),
  });

type UploadRoute = { Params: { id: string } };

/** Part-wise uploads: a file over 100 MB sent in parts of at most 50 MB, in order, then named in a tool call. */
export const uploadEndpoints = [
  defineEndpoint<{ Body: { fileName: string; length: number } }>({
    method: "POST",
    path: "/v1/uploads",
    operationId: "createUpload",
    summary: "Start a part-wise upload",
    description:
      "Declares a file to be sent in parts. The answer gives the upload's `id`, the longest allowed part (`partBytes`) and its expiry. From now on the upload counts against the account's storage allowance at its declared `length`, until a tool call uses it (its job's inputs count instead), it is deleted or it expires; an account holds at most its plan's `maxOpenUploads` open uploads.",
    tag: uploadsTag,
    auth: "key",
    idempotent: true,
    body: {
      mediaType: "application/json",
      required: true,
      schema: {
        type: "object",
        required: ["fileName", "length"],
        properties: {
          fileName: {
            type: "string",
            minLength: 1,
            maxLength: MAX_FILE_NAME_LENGTH,
            format: "file-name",
            description: "The file's name, used like a file part's file name.",
          },
          length: { type: "integer", minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: "The file's length in bytes; at most the plan's largest file." },
        },
      },
      invalid: {
        body: "The body must be a JSON object `{fileName, length}`.",
        fileName: "`fileName` must be 1 to 200 characters with no slashes, drive letters, quotes, control or direction characters.",
        length: "`length` must be a whole number of bytes, at least 1.",
      },
    },
    responses: {
      201: {
        description: "The upload, with nothing received yet.",
        headers: { Location: { description: "`/v1/uploads/{id}`.", schema: { type: "string" } } },
        content: {
          "application/json": {
            schema: {
              type: "object",
              required: ["id", "fileName", "length", "partBytes", "received", "expiresAt"],
              properties: {
                ...progressProperties,
                fileName: { type: "string" },
                partBytes: { type: "integer", const: PART_BYTES, description: "The longest allowed part: 50 MB." },
              },
            },
          },
        },
      },
    },
    problems: {
      "validation": "`fileName` or `length` is missing or invalid",
      "quota-exceeded": "`length` would take the account's stored data past its storage allowance",
      "too-many-open-uploads": "the account already holds its plan's `maxOpenUploads` open uploads",
      "payload-too-large": "`length` is over the plan's largest file",
    },
    handler: async (request, reply, { services, heldKey }) => {
      const caller = callerOf(request);
      const { fileName, length } = request.body;
      const maxFileBytes = caller.plan.limits.maxFileBytes;
      if (length > maxFileBytes) {
        throw new AppError("payload-too-large", `\`length\` is larger than ${formatBytes(maxFileBytes)}, the largest file the account's plan takes.`);
      }
      const now = new Date();
      // Counted against the storage allowance at `length` from now on, within the plan's cap of
      // open uploads.
      const upload = await openUpload(
        services,
        caller,
        {
          id: randomUUID(),
          accountId: caller.account.id,
          fileName: cleanFileName(fileName),
          length,
          createdAt: now,
          expiresAt: new Date(now.getTime() + services.config.uploadTtlSeconds * 1000),
        },
        async (tx, created) => heldKey?.keep(tx, { status: 201, location: uploadAddress(created), body: newUploadBody(created) }),
      );
      return reply.code(201).header("location", uploadAddress(upload)).type("application/json; charset=utf-8").send(newUploadBody(upload));
    },
  }),

  defineEndpoint<UploadRoute>({
    method: "GET",
    path: "/v1/uploads/{id}",
    operationId: "getUpload",
    summary: "Get an upload's progress",
    description: "Returns how many bytes the upload has received, so a client can resume after a crash.",
    tag: uploadsTag,
    auth: "key",
    params: uploadId,
    responses: { 200: jsonResponse("The upload's progress.", progress) },
    problems: { "not-found": notFound },
    handler: async (request, _reply, { services }) => publicUpload(await ownUpload(services, request)),
  }),

  // An upload the client gave up on, deleted at once: its place and its declared length in the
  // storage allowance are given back without waiting for its expiry.
  defineEndpoint<UploadRoute>({
    method: "DELETE",
    path: "/v1/uploads/{id}",
    operationId: "deleteUpload",
    summary: "Delete an unused upload",
    description:
      "Deletes an upload no tool call has used, with the bytes it received. Its place among the account's open uploads and its declared `length` in the storage allowance are given back at once.",
    tag: uploadsTag,
    auth: "key",
    params: uploadId,
    responses: { 204: { description: "The upload is deleted." } },
    problems: {
      "not-found": notFound,
      "conflict": "a tool call already used the upload, or a part is being received (delete it once that request has ended)",
    },
    handler: async (request, reply, { services }) => {
      const upload = await ownUpload(services, request);
      if (!(await services.uploads.discardUpload(upload.id, new Date()))) {
        const now = await services.uploads.getUpload(upload.id);
        if (!now) throw new AppError("not-found", `There is no upload ${upload.id}.`);
        if (now.usedAt !== null) throw partConflict(`Upload ${upload.id} was already used by a tool call; its bytes are that job's input now.`, now.received);
        throw partConflict(`A part of upload ${upload.id} is being received; delete the upload once that request has ended.`, now.received);
      }
      await services.files.removePrefix(uploadPrefix(upload.id));
      return reply.code(204).send();
    },
  }),

  defineEndpoint<UploadRoute & { Querystring: { offset: number } }>({
    method: "PATCH",
    path: "/v1/uploads/{id}",
    operationId: "sendUploadPart",
    summary: "Send one part of an upload",
    description:
      "Appends the body to the upload. `offset` must equal the upload's `received`; parts go in order and carry at most `partBytes` bytes. A part that does not arrive whole is dropped: `received` stays where it was and the part can be sent again from the same offset at once. A request for the offset of a part still being received takes over from it (a connection that stalled): the earlier request's bytes are dropped and its connection closed. A part over `partBytes` is refused from its `Content-Length` (or once it passes `partBytes`) with `413` and `Connection: close`; the rest of the body is read and dropped for a few seconds so the client can read the answer.",
    tag: uploadsTag,
    auth: "key",
    params: uploadId,
    query: {
      offset: {
        required: true,
        description: "The byte position where this part starts.",
        schema: { type: "integer", minimum: 0 },
        invalid: "`offset` must be the byte position where this part starts, a whole number.",
      },
    },
    // Parts stream straight from the socket into storage: the body stays an unread stream.
    body: { mediaType: "application/octet-stream", stream: true },
    responses: { 200: jsonResponse("The part was stored; `received` is where the next part starts.", progress) },
    problems: {
      "validation": "`offset` is missing, or the part runs past the upload's `length`",
      "not-found": notFound,
      "conflict": "`offset` is not the upload's `received` (the problem carries `received`), the upload was already used, or the request receiving a part at this offset did not let go within a few seconds (send the part again)",
      "payload-too-large": "the part is longer than `partBytes`",
    },
    handler: async (request, _reply, { services, uploadParts }) => {
      const upload = await ownUpload(services, request);
      const length = request.headers["content-length"];
      const bytes = await receivePart({ uploads: services.uploads, files: services.files, parts: uploadParts }, upload, {
        offset: request.query.offset,
        declaredBytes: length === undefined ? null : Number(length),
        body: request.body as Readable,
        drop: () => request.raw.destroy(),
      }).catch(async (error: unknown) => {
        if (error instanceof AppError) throw error;
        // Expiry deletes an upload and its parts even while a part comes in; that is the
        // caller's lateness, not a fault of the service.
        const now = await services.uploads.getUpload(upload.id);
        if (!now || now.expiresAt <= new Date()) throw new AppError("not-found", `Upload ${upload.id} expired while this part was being received; create a new upload.`);
        throw error;
      });
      services.metrics.receivedBytes.inc({ kind: "upload_part" }, bytes);
      return publicUpload({ ...upload, received: request.query.offset + bytes });
    },
  }),
];

/** Another account's upload, or an expired one (deleted at expiry), is answered like one that does not exist. */
async function ownUpload(services: Services, request: FastifyRequest<UploadRoute>): Promise<UploadRecord> {
  const { id } = request.params;
  const accountId = callerOf(request).account.id;
  const upload = UUID.test(id) ? await services.uploads.getUpload(id.toLowerCase()) : null;
  if (!upload || upload.accountId !== accountId || upload.expiresAt <= new Date()) {
    throw new AppError("not-found", `There is no upload ${id}.`);
  }
  return upload;
}
