import { createHash, type Hash } from "node:crypto";

/**
 * What makes two requests with one idempotency key the same request: the method, the path, and
 * what the body says. Bodies that say the same in another spelling fingerprint alike: JSON
 * members in any order, an absent JSON body and `{}`, a form's text fields in any order (only the
 * order of values of one name, and of the files, counts, as it does to the tools).
 */

/** The SHA-256 of a JSON request: method, path and the body with its members in a fixed order. */
export function jsonFingerprint(method: string, path: string, body: unknown): string {
  return createHash("sha256").update(`${method} ${path}\n`).update(canonicalJson(body ?? {})).digest("hex");
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const members = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${members.map(([name, member]) => `${JSON.stringify(name)}:${canonicalJson(member)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** A multipart form's fingerprint, taken as its parts are read: text fields, and each file's name and bytes. */
export class FormFingerprint {
  private readonly request: string;
  private readonly fields: Array<[string, string]> = [];
  private readonly files: string[] = [];

  constructor(method: string, path: string) {
    this.request = `${method} ${path}`;
  }

  field(name: string, value: string): void {
    this.fields.push([name, value]);
  }

  /** A hash to feed the file's bytes as they pass; `fileDone` records it once the file has ended. */
  startFile(): Hash {
    return createHash("sha256");
  }

  fileDone(fieldName: string, fileName: string, bytes: Hash): void {
    this.files.push(JSON.stringify([fieldName, fileName, bytes.digest("hex")]));
  }

  digest(): string {
    // A stable sort: values of one name keep their order.
    const fields = [...this.fields].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const hash = createHash("sha256").update(`${this.request}\n`);
    for (const field of fields) hash.update(`${JSON.stringify(field)}\n`);
    for (const file of this.files) hash.update(`${file}\n`);
    return hash.digest("hex");
  }
}
