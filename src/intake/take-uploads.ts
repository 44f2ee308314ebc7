import { UUID } from "../common/uuid.ts";
import { AppError, validationError, type FieldError } from "../errors/app-error.ts";
import { formatBytes } from "../common/byte-sizes.ts";
import type { ToolCall } from "./tool-call.ts";
import type { Intake } from "./intake.ts";
import { inputKey } from "../jobs/storage-keys.ts";
import type { FileStore } from "../storage/file-store.ts";
import { HEAD_BYTES } from "../tools/file-kinds.ts";
import { refuseWrongFile } from "../tools/refuse-wrong-files.ts";
import type { AnyTool } from "../tools/tool-definition.ts";
import { uploadDataKey, type UploadStore } from "../uploads/upload-store.ts";

/** What taking uploads needs: their records and their bytes. */
export interface UploadServices {
  readonly uploads: UploadStore;
  readonly files: FileStore;
}


/**
 * Checks the uploads a tool call names, without taking them: each must be the
 * caller's, complete, unused and not expired, named once, and within the tool's and plan's
 * limits. Returns the problems found; a file too large is refused outright (413).
 */
export async function checkUploads(
  services: UploadServices,
  tool: Pick<AnyTool, "name" | "limits">,
  accountId: string,
  planMaxFileBytes: number,
  call: ToolCall,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (call.uploads.length === 0) return errors;
  const now = new Date();
  const seen = new Set<string>();
  const maxFileBytes = Math.min(tool.limits.maxFileBytes, planMaxFileBytes);
  let totalBytes = call.inputs.reduce((sum, input) => sum + input.bytes, 0);
  for (const [index, raw] of call.uploads.entries()) {
    const id = raw.toLowerCase();
    const upload = UUID.test(id) ? await services.uploads.getUpload(id) : null;
    let problem: string | null = null;
    if (!upload || upload.accountId !== accountId) problem = "which is not an upload of this account";
    else if (seen.has(id)) problem = "more than once";
    else if (upload.usedAt !== null) problem = "which was already used by a tool call";
    else if (upload.expiresAt <= now) problem = "which has expired";
    else if (upload.received < upload.length) problem = `which is incomplete (${upload.received} of ${upload.length} bytes received)`;
    seen.add(id);
    if (problem) {
      errors.push({ field: "uploads", detail: `\`uploads\` names "${raw}", ${problem}.` });
      continue;
    }
    if (upload!.length > maxFileBytes) {
      throw new AppError(
        "payload-too-large",
        planMaxFileBytes < tool.limits.maxFileBytes
          ? `Upload ${raw} is larger than ${formatBytes(maxFileBytes)}, the largest file the account's plan takes.`
          : `Upload ${raw} is larger than ${formatBytes(maxFileBytes)}, the largest file ${tool.name} takes.`,
      );
    }
    totalBytes += upload!.length;
    const refusal = refuseWrongFile(tool, { field: "uploads", index, place: call.inputs.length + index, name: upload!.fileName, bytes: upload!.length, head: await readHead(services.files, uploadDataKey(id), upload!.length) });
    if (refusal) errors.push(refusal);
  }
  if (errors.length === 0 && totalBytes > tool.limits.maxTotalBytes) {
    throw new AppError("payload-too-large", `The files together exceed the ${formatBytes(tool.limits.maxTotalBytes)} ${tool.name} takes.`);
  }
  const count = call.inputs.length + call.uploads.length;
  if (errors.length === 0 && count > tool.limits.maxFiles) {
    errors.push({ field: "uploads", detail: `${tool.name} takes at most ${tool.limits.maxFiles} file${tool.limits.maxFiles === 1 ? "" : "s"} in \`files\` and \`uploads\` together (got ${count}).` });
  }
  return errors;
}

/**
 * Takes the checked uploads for job `jobId`, all or none, and moves their bytes to the job's
 * inputs after any files, in listed order. A race lost to another call is a validation problem.
 * Should the call fail later, the intake gives them back as they were: bytes under the upload's
 * key again and the upload unused, so that the client can name it in another call.
 */
export async function takeUploads(services: UploadServices, intake: Intake, accountId: string, jobId: string, call: ToolCall): Promise<void> {
  if (call.uploads.length === 0) return;
  const ids = call.uploads.map((id) => id.toLowerCase());
  const taken = await services.uploads.takeUploads(ids, accountId, jobId, new Date());
  if (!taken) throw validationError([{ field: "uploads", detail: "`uploads` names an upload that was just used by another tool call or has expired." }]);
  intake.take("uploads", () => services.uploads.releaseUploads(ids, accountId));
  for (const upload of taken) {
    const index = call.inputs.length;
    const key = inputKey(jobId, index);
    // Recorded before moving: a move that fails half-way (S3 copies, then deletes) may have
    // put the bytes under the job's key already.
    intake.take(`bytes of upload ${upload.id}`, () => moveBack(services.files, key, uploadDataKey(upload.id)));
    await services.files.move(uploadDataKey(upload.id), key);
    call.inputs.push({ key, name: upload.fileName, bytes: upload.length });
  }
}

/** The first bytes of a stored file, for a look at its type; the rest is never read here. */
async function readHead(files: FileStore, key: string, length: number): Promise<Uint8Array> {
  if (length === 0) return new Uint8Array(0);
  const chunks: Buffer[] = [];
  for await (const chunk of await files.read(key, { start: 0, end: Math.min(length, HEAD_BYTES) - 1 })) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function moveBack(files: FileStore, from: string, to: string): Promise<void> {
  if ((await files.size(from)) !== null) await files.move(from, to);
}
