import type { FileInput } from "./types.ts";

/** An input file with the name the service will see. */
export interface NamedFile {
  readonly name: string;
  readonly blob: Blob;
}

/**
 * A path is opened as a Blob backed by the file (Node's `fs.openAsBlob`): its bytes are read as
 * they are sent, so a large file never sits whole in memory. `node:fs` is imported only then,
 * which keeps the client usable where there is no file system.
 */
export async function resolveFile(input: FileInput): Promise<NamedFile> {
  if (typeof input === "string") {
    const [{ openAsBlob }, { basename }] = await Promise.all([import("node:fs"), import("node:path")]);
    return { name: basename(input), blob: await openAsBlob(input) };
  }
  const name = typeof File === "function" && input instanceof File && input.name ? input.name : "file";
  return { name, blob: input };
}

/**
 * A multipart/form-data body (RFC 7578) as one Blob made of the fields' text and the files' own
 * Blobs, so its exact length is known before sending and file bytes are not copied. Text fields
 * go first so the service has them before the files.
 */
export function multipartBody(fields: ReadonlyArray<readonly [string, string]>, files: readonly NamedFile[]): { body: Blob; contentType: string } {
  const boundary = `doctools-${crypto.randomUUID()}`;
  const parts: Array<string | Blob> = [];
  for (const [name, value] of fields) {
    parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${escapeName(name)}"\r\n\r\n`, value, "\r\n");
  }
  for (const file of files) {
    const type = file.blob.type || "application/octet-stream";
    parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${escapeName(file.name)}"\r\nContent-Type: ${type}\r\n\r\n`, file.blob, "\r\n");
  }
  parts.push(`--${boundary}--\r\n`);
  return { body: new Blob(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The escaping browsers apply to names in multipart headers (WHATWG HTML, multipart/form-data encoding). */
function escapeName(name: string): string {
  return name.replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/"/g, "%22");
}
