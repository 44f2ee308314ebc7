import fs from "node:fs/promises";
import path from "node:path";
import { OutgoingFailure, type AddressRule } from "../common/outgoing-http.ts";
import { downloadUrl } from "../common/url-download.ts";
import { exportTarget } from "../common/url-upload.ts";
import type { JobErrorInfo } from "../errors/job-errors.ts";
import type { FileStore } from "../storage/file-store.ts";
import type { StoredInput } from "./job.ts";
import { HEAD_BYTES } from "../tools/file-kinds.ts";

/** At most this many redirects are followed for one file, each checked again. */
const MAX_REDIRECTS = 3;

export interface UrlFetching {
  readonly files: FileStore;
  readonly rule: AddressRule;
  readonly timeoutMs: number;
  /** A look at a fetched file, as at an upload's: a sentence when it is empty or of a type the job's tool never takes. */
  readonly refuse?: (file: { readonly head: Uint8Array; readonly name: string; readonly bytes: number; readonly index: number }) => string | null;
}

/**
 * Fetches the job's inputs given by their URLs into their keys, one after another, before the
 * job runs (an earlier attempt's fetch is kept and not repeated). The inputs with their real
 * sizes, or the failure of the first that could not be fetched or is of the wrong type.
 */
export async function fetchUrlInputs(
  inputs: readonly StoredInput[],
  folder: string,
  fetching: UrlFetching,
  signal?: AbortSignal,
): Promise<{ inputs: StoredInput[] } | { error: JobErrorInfo }> {
  const fetched: StoredInput[] = [];
  for (const [index, input] of inputs.entries()) {
    if (!input.url) {
      fetched.push(input);
      continue;
    }
    const stored = await fetching.files.size(input.key);
    if (stored !== null) {
      fetched.push({ ...input, bytes: stored });
      continue;
    }
    await fs.mkdir(folder, { recursive: true });
    const target = path.join(folder, `url-${index}`);
    const shown = exportTarget(input.url) || "the URL";
    try {
      const got = await downloadUrl(input.url, target, { maxBytes: input.maxBytes ?? Number.MAX_SAFE_INTEGER, timeoutMs: fetching.timeoutMs, maxRedirects: MAX_REDIRECTS }, fetching.rule, signal);
      if (got.bytes === 0) {
        await fs.rm(target, { force: true });
        return { error: { code: "DownloadFailed", detail: `The file at ${shown} is empty.` } };
      }
      const refusal = fetching.refuse?.({ head: await firstBytes(target), name: input.name, bytes: got.bytes, index }) ?? null;
      if (refusal) {
        await fs.rm(target, { force: true });
        return { error: { code: "UnsupportedFile", detail: `The file at ${shown}: ${refusal}` } };
      }
      const { bytes } = await fetching.files.adopt(input.key, target);
      fetched.push({ ...input, bytes });
    } catch (error) {
      if (!(error instanceof OutgoingFailure)) throw error;
      return { error: { code: "DownloadFailed", detail: `The file at ${shown} could not be fetched: ${error.message}.` } };
    }
  }
  return { inputs: fetched };
}

async function firstBytes(file: string): Promise<Uint8Array> {
  const handle = await fs.open(file, "r");
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
