import { DoctoolsProblemError } from "./errors.ts";
import type { NamedFile } from "./file-inputs.ts";
import { okJson, pause, retryDelayMs, type Transport } from "./transport.ts";
import type { Upload, UploadProgress } from "./types.ts";

/** The calls a part-wise upload makes besides sending parts. */
export interface UploadCalls {
  create(body: { fileName: string; length: number }, signal?: AbortSignal): Promise<Upload>;
  get(id: string, signal?: AbortSignal): Promise<UploadProgress>;
  delete(id: string): Promise<void>;
}

export interface PartWiseOptions {
  readonly signal?: AbortSignal | undefined;
  /** Bytes of the file the service holds so far, reported as parts go out and arrive. */
  readonly onSent?: ((bytes: number) => void) | undefined;
  /** Times one part is sent again after failing before the upload gives up (default 3). */
  readonly partRetries?: number | undefined;
  /** The longest part to send, when shorter than the upload's `partBytes`. */
  readonly partBytes?: number | undefined;
}

/**
 * Sends a file through `POST /v1/uploads` and `PATCH /v1/uploads/{id}?offset=N`, in parts of the
 * upload's `partBytes`. A part that fails on the way (a broken connection, a gateway error, a
 * part another request took over) is dropped whole by the service; the upload then asks the
 * service where it stands (`GET /v1/uploads/{id}`) and sends again from there. When it gives up,
 * or is aborted, it deletes the upload, so it neither holds one of the account's open uploads nor
 * counts against its storage until it expires.
 */
export async function uploadPartWise(transport: Transport, calls: UploadCalls, file: NamedFile, options: PartWiseOptions = {}): Promise<UploadProgress> {
  const { signal, onSent } = options;
  const retries = options.partRetries ?? 3;
  const length = file.blob.size;
  const upload = await calls.create({ fileName: file.name, length }, signal);
  const partBytes = Math.min(upload.partBytes, options.partBytes ?? Infinity);
  try {
    let progress: UploadProgress = upload;
    let failures = 0;
    onSent?.(progress.received);
    while (progress.received < length) {
      const start = progress.received;
      const part = file.blob.slice(start, Math.min(start + partBytes, length));
      try {
        const response = await transport.send("PATCH", `/v1/uploads/${encodeURIComponent(upload.id)}?offset=${start}`, {
          body: part,
          headers: { "content-type": "application/octet-stream" },
          signal,
          onSent: onSent && ((bytes) => onSent(start + bytes)),
        });
        progress = await okJson<UploadProgress>(response);
        failures = 0;
      } catch (error) {
        if (signal?.aborted || !canResend(error) || ++failures > retries) throw error;
        await pause(retryDelayMs(error, failures) ?? 250 * 2 ** (failures - 1), signal);
        progress = await calls.get(upload.id, signal);
      }
      onSent?.(progress.received);
    }
    return progress;
  } catch (error) {
    await calls.delete(upload.id).catch(() => undefined);
    throw error;
  }
}

/** A part worth sending again: lost on the way, or refused for where it started (`409` with `received`). */
function canResend(error: unknown): boolean {
  return retryDelayMs(error, 1) !== null || (error instanceof DoctoolsProblemError && (error.status === 409 || error.status === 408 || error.status >= 500));
}
