import fs from "node:fs/promises";
import CFB from "cfb";
import { isEncryptedDoc, isEncryptedOdf, isEncryptedOoxml, isEncryptedPpt, isEncryptedXls, streamBytes } from "./encryption.ts";
import { findEntry, readZipEntry, zipEntries } from "./zip-package.ts";

export type OfficeFormat = "docx" | "doc" | "odt" | "rtf" | "xlsx" | "xls" | "ods" | "csv" | "pptx" | "ppt" | "odp";
export type OfficeFamily = "text" | "spreadsheet" | "presentation";

export interface OfficeFile {
  /**
   * The format read from the bytes. An OOXML file with a password is an encrypted package whose
   * kind shows only once decrypted: it is given as "docx", and LibreOffice finds the real kind.
   */
  readonly format: OfficeFormat;
  /** null for an encrypted OOXML package, whose kind is unknown until it is opened. */
  readonly family: OfficeFamily | null;
  /** Whether it needs a password to open. */
  readonly encrypted: boolean;
}

export const officeFormats: readonly OfficeFormat[] = ["docx", "doc", "odt", "rtf", "xlsx", "xls", "ods", "csv", "pptx", "ppt", "odp"];

/** The media types of the formats, as the API lists what the tool accepts. */
export const officeMediaTypes: readonly string[] = [
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/msword",
  "application/vnd.oasis.opendocument.text",
  "application/rtf",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.ms-excel",
  "application/vnd.oasis.opendocument.spreadsheet",
  "text/csv",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "application/vnd.ms-powerpoint",
  "application/vnd.oasis.opendocument.presentation",
];

const familyOf: Record<OfficeFormat, OfficeFamily> = {
  docx: "text",
  doc: "text",
  odt: "text",
  rtf: "text",
  xlsx: "spreadsheet",
  xls: "spreadsheet",
  ods: "spreadsheet",
  csv: "spreadsheet",
  pptx: "presentation",
  ppt: "presentation",
  odp: "presentation",
};

const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * What a file is: an Office file of a type this service converts; a ZIP or compound file whose
 * structure cannot be read (what an Office file damaged in transit looks like); or anything else.
 */
export type SniffResult =
  | { readonly kind: "office"; readonly file: OfficeFile }
  | { readonly kind: "damaged"; readonly container: "ZIP" | "compound file" }
  | { readonly kind: "other" };

/** What a file on disk is, by its bytes: for the call's intake as well as for the job. */
export async function sniffOfficeFile(file: string): Promise<SniffResult> {
  return sniffOfficeBytes(await fs.readFile(file));
}

/** What these bytes are (never the file's name). */
export function sniffOfficeBytes(bytes: Buffer): SniffResult {
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50) return sniffZip(bytes);
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(CFB_MAGIC)) return sniffCompound(bytes);
  if (bytes.subarray(0, 5).toString("latin1") === "{\\rtf") return known("rtf", false);
  if (looksLikeCsv(bytes)) return known("csv", false);
  return other;
}

const other: SniffResult = { kind: "other" };

function known(format: OfficeFormat, encrypted: boolean): SniffResult {
  return { kind: "office", file: { format, family: familyOf[format], encrypted } };
}

const odfTypes: Record<string, OfficeFormat> = {
  "application/vnd.oasis.opendocument.text": "odt",
  "application/vnd.oasis.opendocument.spreadsheet": "ods",
  "application/vnd.oasis.opendocument.presentation": "odp",
};

function sniffZip(bytes: Buffer): SniffResult {
  const entries = zipEntries(bytes);
  if (!entries) return { kind: "damaged", container: "ZIP" };
  const mimetype = findEntry(entries, "mimetype");
  if (mimetype) {
    const value = mimetype.uncompressedSize <= 200 ? readZipEntry(bytes, mimetype)?.toString("latin1").trim() : undefined;
    const format = value === undefined ? undefined : odfTypes[value];
    return format ? known(format, isEncryptedOdf(bytes, entries)) : other;
  }
  if (!findEntry(entries, "[Content_Types].xml")) return other;
  // The main part's usual name in each kind of package; a package that names it elsewhere is
  // rare enough that reading the relationships is not worth it here.
  if (findEntry(entries, "word/document.xml")) return known("docx", false);
  if (findEntry(entries, "xl/workbook.xml")) return known("xlsx", false);
  if (findEntry(entries, "ppt/presentation.xml")) return known("pptx", false);
  return other;
}

function sniffCompound(bytes: Buffer): SniffResult {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(bytes, { type: "buffer" });
  } catch {
    return { kind: "damaged", container: "compound file" };
  }
  if (isEncryptedOoxml(container)) return { kind: "office", file: { format: "docx", family: null, encrypted: true } };
  const word = streamBytes(container, "WordDocument", 64);
  if (word) return known("doc", isEncryptedDoc(word));
  const workbook = streamBytes(container, "Workbook") ?? streamBytes(container, "Book");
  if (workbook) return known("xls", isEncryptedXls(workbook));
  if (CFB.find(container, "PowerPoint Document")) {
    const currentUser = streamBytes(container, "Current User", 64);
    return known("ppt", currentUser !== null && isEncryptedPpt(currentUser));
  }
  // PowerPoint 4.0 kept the whole presentation in one stream; LibreOffice still reads it.
  if (CFB.find(container, "PP40")) return known("ppt", false);
  return other;
}

/**
 * CSV has no signature: text (UTF-8 or a single-byte code page, no NUL or other control bytes
 * but tab and line ends) whose first lines hold the same number of separators (comma,
 * semicolon or tab), at least one. Markup, JSON and PDF are text too, and are refused.
 */
function looksLikeCsv(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 64 * 1024);
  if (head.length === 0) return false;
  for (const byte of head) {
    if (byte === 0 || (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) || byte === 0x7f) return false;
  }
  const text = head.toString("utf8").replace(/^\uFEFF/, "");
  if (/^\s*[<{[%]/.test(text)) return false;
  const lines = text.split(/\r\n|\n|\r/).slice(0, 20);
  // The last line of the sample may be cut short.
  if (lines.length > 1 && head.length < bytes.length) lines.pop();
  const filled = lines.filter((line) => line.trim() !== "");
  if (filled.length === 0) return false;
  return [",", ";", "\t"].some((separator) => {
    const counts = filled.map((line) => countOutsideQuotes(line, separator));
    return counts[0]! > 0 && counts.filter((count) => count === counts[0]).length >= Math.ceil(filled.length * 0.8);
  });
}

function countOutsideQuotes(line: string, separator: string): number {
  let quoted = false;
  let count = 0;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === separator && !quoted) count++;
  }
  return count;
}

/** Types that are plainly not an Office document, told by their first bytes. */
const notOffice: ReadonlyArray<[string, (head: Buffer) => boolean]> = [
  ["a PDF", (head) => head.subarray(0, 5).toString("latin1") === "%PDF-"],
  ["a PNG image", (head) => head.subarray(0, 4).toString("latin1") === "\x89PNG"],
  ["a JPEG image", (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff],
  ["a GIF image", (head) => head.subarray(0, 4).toString("latin1") === "GIF8"],
  ["a TIFF image", (head) => ["II*\0", "MM\0*"].includes(head.subarray(0, 4).toString("latin1"))],
];

/**
 * A first look at a file's first bytes as the call arrives: a sentence when they show it cannot
 * be an Office document at all (a PDF, an image, binary data that is no ZIP or compound file),
 * or null when the job's full reading must decide.
 */
export function refuseOfficeAtCall(first: Uint8Array, name: string): string | null {
  const head = Buffer.from(first);
  if (head.length === 0) return `"${name}" is empty.`;
  const kind = notOffice.find(([, test]) => test(head))?.[0];
  const zip = head.subarray(0, 4).toString("latin1") === "PK\x03\x04";
  const compound = head.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  const binary = !zip && !compound && !utf16 && head.includes(0);
  if (!kind && !binary) return null;
  return `"${name}" is ${kind ?? "binary data of another kind"}, not a Word, Excel, PowerPoint or OpenDocument file (docx, doc, odt, rtf, xlsx, xls, ods, csv, pptx, ppt, odp).`;
}
