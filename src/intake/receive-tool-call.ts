import { cleanFileName } from "../common/file-names.ts";
import type { Hash } from "node:crypto";
import { pipeline, Transform, type Readable } from "node:stream";
import type { FastifyRequest } from "fastify";
import { AppError, type FieldError } from "../errors/app-error.ts";
import type { ToolCall } from "./tool-call.ts";
import { inputKey } from "../jobs/storage-keys.ts";
import { FileTooLargeError, type FileStore } from "../storage/file-store.ts";
import type { AnyTool } from "../tools/tool-definition.ts";
import { formatBytes } from "../common/byte-sizes.ts";
import type { FormFingerprint } from "../idempotency/request-fingerprint.ts";
import { noteBytesReceived } from "../common/transient-memory.ts";
import { HEAD_BYTES } from "../tools/file-kinds.ts";
import { refuseWrongFile } from "../tools/refuse-wrong-files.ts";

/** One request carries at most 100 MiB; bigger files go through part-wise uploads. */
export const REQUEST_LIMIT_BYTES = 100 * 1024 * 1024;
/** Room for multipart framing and text fields on top of the files themselves. */
export const REQUEST_FRAMING_BYTES = 1024 * 1024;

/** The fields every tool call takes, handled here for every tool. */
const COMMON_TEXT_FIELDS = new Set(["uploads", "fileName", "batchId", "exportUrl", "export"]);


/**
 * Where a tool call's files go as they arrive, each failing with a FileTooLargeError past
 * `maxBytes`: the file store, under the job's input keys, or nowhere (a call read only for its
 * fingerprint).
 */
export type InputSink = (index: number, file: Readable, maxBytes: number) => Promise<{ key: string; bytes: number }>;

export function storeInputs(files: FileStore, jobId: string): InputSink {
  return async (index, file, maxBytes) => {
    const key = inputKey(jobId, index);
    const { bytes } = await files.write(key, file, { maxBytes });
    return { key, bytes };
  };
}

export const discardInputs: InputSink = async (_index, file, maxBytes) => {
  let bytes = 0;
  for await (const chunk of file) {
    bytes += (chunk as Buffer).length;
    if (bytes > maxBytes) {
      file.destroy();
      throw new FileTooLargeError(maxBytes);
    }
  }
  return { key: "", bytes };
};

/**
 * Streams a tool call's multipart body: each file part goes straight to `sink` as it arrives
 * (never whole in memory), text fields are collected, and with a `fingerprint` each part is
 * fed to it. Limits are enforced while reading. On a failure (a limit passed, a client gone
 * mid-body) the files stored so far stay under the job's prefix: the caller's intake removes
 * them (acceptToolCall).
 */
export async function receiveToolCall(
  request: FastifyRequest,
  tool: Pick<AnyTool, "name" | "limits">,
  sink: InputSink,
  planMaxFileBytes: number,
  fingerprint: FormFingerprint | null = null,
): Promise<ToolCall> {
  if (!request.isMultipart()) {
    throw new AppError("unsupported-media-type", `Tool calls take multipart/form-data with the input in \`files\`.`);
  }
  const limits = tool.limits;
  const maxFileBytes = Math.min(limits.maxFileBytes, planMaxFileBytes, REQUEST_LIMIT_BYTES);
  const maxTotalBytes = Math.min(limits.maxTotalBytes, REQUEST_LIMIT_BYTES);
  const call: ToolCall = { inputs: [], toolFields: new Map(), uploads: [], urls: [], fileName: undefined, exportUrl: undefined, exportTo: undefined, batchId: undefined, errors: [] };
  // A tool with a `url` field of its own (html-to-pdf: the page to print) keeps it; for every other, `url` gives a file by its address.
  const urlsAreFiles = !("fields" in tool && Object.hasOwn((tool as { fields: object }).fields, "url"));
  let totalBytes = 0;

  const parts = request.parts({
    limits: { fileSize: maxFileBytes + 1, files: limits.maxFiles + 1, fields: 100, fieldSize: 64 * 1024, parts: limits.maxFiles + 101 },
  });
  let counting = false;
  for await (const part of untilClientGone(request, parts)) {
    if (!counting) {
      // Attached once the multipart parser is reading the body (not before: a 'data'
      // listener on an unread stream would start it flowing with nobody piping it).
      counting = true;
      request.raw.on("data", (chunk: Buffer) => noteBytesReceived(chunk.length));
    }
    if (part.type === "file") {
      if (part.fieldname !== "files") {
        fingerprint?.field(part.fieldname, "(a file)");
        part.file.resume();
        call.errors.push({ field: part.fieldname, detail: `\`${part.fieldname}\` cannot hold a file; send input files in \`files\`.` });
        continue;
      }
      if (call.inputs.length >= limits.maxFiles) {
        throw new AppError("validation", `${tool.name} takes at most ${limits.maxFiles} file${limits.maxFiles === 1 ? "" : "s"}.`, {
          errors: [{ field: "files", detail: `\`files\` holds more than the ${limits.maxFiles} file${limits.maxFiles === 1 ? "" : "s"} ${tool.name} takes.` }],
        });
      }
      const index = call.inputs.length;
      const allowed = Math.min(maxFileBytes, maxTotalBytes - totalBytes);
      try {
        const bytesHash = fingerprint?.startFile();
        const head = new FirstBytes(HEAD_BYTES);
        const file = head.watch(bytesHash ? hashing(part.file, bytesHash) : part.file);
        const { key, bytes } = await sink(index, file, allowed);
        if (bytesHash) fingerprint!.fileDone(part.fieldname, part.filename, bytesHash);
        totalBytes += bytes;
        const name = cleanFileName(part.filename) || `file-${index + 1}`;
        call.inputs.push({ key, name, bytes });
        const refusal = refuseWrongFile(tool, { field: "files", index, name, bytes, head: head.bytes() });
        if (refusal) call.errors.push(refusal);
      } catch (error) {
        if (error instanceof FileTooLargeError || (error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
          throw tooLarge(tool, allowed === maxFileBytes ? "file" : "total", maxFileBytes, maxTotalBytes, planMaxFileBytes);
        }
        throw error;
      }
      continue;
    }
    const value = typeof part.value === "string" ? part.value : String(part.value);
    fingerprint?.field(part.fieldname, value);
    if (part.fieldname === "files") {
      call.errors.push({ field: "files", detail: "`files` must hold file parts, not text." });
    } else if (part.fieldname === "uploads") {
      call.uploads.push(value.trim());
    } else if (part.fieldname === "url" && urlsAreFiles) {
      call.urls.push(value.trim());
    } else if (COMMON_TEXT_FIELDS.has(part.fieldname)) {
      if (part.fieldname === "fileName") call.fileName ??= value;
      else if (part.fieldname === "exportUrl") call.exportUrl ??= value.trim();
      else if (part.fieldname === "export") call.exportTo ??= value.trim();
      else call.batchId ??= value.trim();
    } else if (call.toolFields.has(part.fieldname)) {
      call.errors.push({ field: part.fieldname, detail: `\`${part.fieldname}\` was sent more than once.` });
    } else {
      call.toolFields.set(part.fieldname, value);
    }
  }
  return call;
}

/** Keeps the first bytes of a stream as they pass, for a look at its type. */
class FirstBytes {
  private readonly kept: Buffer[] = [];
  private length = 0;
  private readonly wanted: number;
  constructor(wanted: number) {
    this.wanted = wanted;
  }
  watch(file: Readable): Readable {
    const pass = new Transform({
      transform: (chunk: Buffer, _encoding, callback) => {
        if (this.length < this.wanted) {
          const piece = chunk.subarray(0, this.wanted - this.length);
          this.kept.push(Buffer.from(piece));
          this.length += piece.length;
        }
        callback(null, chunk);
      },
    });
    // As with hashing: a failure of the file fails the stream handed on.
    pipeline(file, pass, () => undefined);
    return pass;
  }
  bytes(): Uint8Array {
    return Buffer.concat(this.kept);
  }
}

/**
 * The file's bytes, fed to `hash` as they pass. A failure of the file (its size limit, a client
 * gone) fails what is returned with the same error, as the file itself would have failed.
 */
function hashing(file: Readable, hash: Hash): Readable {
  const pass = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  pipeline(file, pass, () => undefined);
  return pass;
}

/**
 * The parts of a request, failing as soon as its client is gone. A client that hangs up once
 * its call is sent can leave a request whose bytes all arrived but whose stream Node destroyed
 * with the socket before anyone read it: the multipart parser would then wait for ever for the
 * rest, holding the operation the call was charged. Such a call is refused (and given back).
 */
async function* untilClientGone<T>(request: FastifyRequest, parts: AsyncIterable<T>): AsyncGenerator<T> {
  const body = request.raw;
  let onClose = () => {};
  const gone = new Promise<never>((_, reject) => {
    onClose = () => {
      if (!body.readableEnded) reject(new AppError("malformed-request", "The client closed the connection before the request's body was read."));
    };
  });
  gone.catch(() => undefined);
  if (body.destroyed) onClose();
  else body.once("close", onClose);
  try {
    const iterator = parts[Symbol.asyncIterator]();
    for (;;) {
      const next = await Promise.race([iterator.next(), gone]);
      if (next.done) return;
      yield next.value;
    }
  } finally {
    body.off("close", onClose);
  }
}

function tooLarge(tool: Pick<AnyTool, "name" | "limits">, which: "file" | "total", maxFileBytes: number, maxTotalBytes: number, planMax: number): AppError {
  if (which === "total") {
    return new AppError(
      "payload-too-large",
      `The files together exceed the ${formatBytes(maxTotalBytes)} one ${tool.name} request may carry; send large files through /v1/uploads.`,
    );
  }
  const byPlan = planMax < tool.limits.maxFileBytes && planMax <= maxFileBytes;
  return new AppError(
    "payload-too-large",
    byPlan
      ? `A file is larger than ${formatBytes(maxFileBytes)}, the largest file the account's plan takes.`
      : `A file is larger than ${formatBytes(maxFileBytes)}, the largest file ${tool.name} takes in one request; send larger files through /v1/uploads.`,
  );
}

