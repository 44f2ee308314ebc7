import { imageFormatNames, imageMediaTypes, sniffImageFormat } from "../images/open-image.ts";

/** What a file's first bytes show it to be: words for a sentence, and the media types it goes by. */
export interface FileKind {
  /** With its article, as in "files[0] (report.docx) is a Word document". */
  readonly label: string;
  readonly mediaTypes: readonly string[];
}

/**
 * How much of a file's start is looked at: every signature below, an Office package's first
 * entries (a docx names `word/` within its first few entries), an ODF package's `mimetype`, and
 * a PDF header after the junk some writers put before it (readers allow 1 KB of it).
 */
export const HEAD_BYTES = 4096;

const PDF_HEADER_WINDOW = 1024;

const ZIP_KINDS: ReadonlyArray<[RegExp, FileKind]> = [
  [/^word\//, { label: "a Word document (docx)", mediaTypes: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"] }],
  [/^xl\//, { label: "an Excel workbook (xlsx)", mediaTypes: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"] }],
  [/^ppt\//, { label: "a PowerPoint presentation (pptx)", mediaTypes: ["application/vnd.openxmlformats-officedocument.presentationml.presentation"] }],
];

const ODF_KINDS: Record<string, FileKind> = {
  "application/vnd.oasis.opendocument.text": { label: "an OpenDocument text (odt)", mediaTypes: ["application/vnd.oasis.opendocument.text"] },
  "application/vnd.oasis.opendocument.spreadsheet": { label: "an OpenDocument spreadsheet (ods)", mediaTypes: ["application/vnd.oasis.opendocument.spreadsheet"] },
  "application/vnd.oasis.opendocument.presentation": { label: "an OpenDocument presentation (odp)", mediaTypes: ["application/vnd.oasis.opendocument.presentation"] },
  "application/epub+zip": { label: "an EPUB e-book", mediaTypes: ["application/epub+zip"] },
};

const OFFICE_PACKAGE: FileKind = {
  label: "an Office document (docx, xlsx or pptx)",
  mediaTypes: ZIP_KINDS.flatMap(([, kind]) => kind.mediaTypes),
};

/** Formats told by a fixed signature at the start, after images and PDF. */
const SIGNATURES: ReadonlyArray<[string, FileKind]> = [
  ["\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", { label: "a Word, Excel or PowerPoint 97-2003 document (doc, xls or ppt)", mediaTypes: ["application/msword", "application/vnd.ms-excel", "application/vnd.ms-powerpoint"] }],
  ["{\\rtf", { label: "an RTF document", mediaTypes: ["application/rtf"] }],
  ["%!PS", { label: "a PostScript file", mediaTypes: ["application/postscript"] }],
  ["\x1f\x8b", { label: "a gzip archive", mediaTypes: ["application/gzip"] }],
  ["7z\xbc\xaf\x27\x1c", { label: "a 7-Zip archive", mediaTypes: ["application/x-7z-compressed"] }],
  ["Rar!\x1a\x07", { label: "a RAR archive", mediaTypes: ["application/vnd.rar"] }],
  ["\x7fELF", { label: "a program (ELF)", mediaTypes: ["application/x-executable"] }],
  ["OggS", { label: "an Ogg audio or video file", mediaTypes: ["audio/ogg"] }],
  ["wOFF", { label: "a WOFF font", mediaTypes: ["font/woff"] }],
  ["wOF2", { label: "a WOFF2 font", mediaTypes: ["font/woff2"] }],
  ["OTTO\x00", { label: "an OpenType font", mediaTypes: ["font/otf"] }],
  ["\x00\x01\x00\x00\x00", { label: "a TrueType font", mediaTypes: ["font/ttf"] }],
];

/**
 * What a file is by its first bytes (never by its name: clients name files freely), or null
 * when they show nothing this knows. Only what the bytes prove is claimed; the tool's own
 * reading in the job decides about the rest.
 */
export function sniffFileKind(head: Uint8Array): FileKind | null {
  const text = latin1(head);
  if (text.slice(0, PDF_HEADER_WINDOW).includes("%PDF-")) return { label: "a PDF", mediaTypes: ["application/pdf"] };
  const image = sniffImageFormat(head);
  if (image) return { label: `${image === "avif" ? "an" : "a"} ${imageFormatNames[image]} image`, mediaTypes: [imageMediaTypes[image]] };
  if (text.startsWith("PK\x03\x04")) return sniffZip(head, text);
  if (text.startsWith("RIFF") && text.slice(8, 12) === "WAVE") return { label: "a WAV audio file", mediaTypes: ["audio/wav"] };
  if (text.slice(4, 8) === "ftyp") return { label: "a video or audio file (MP4 or QuickTime)", mediaTypes: ["video/mp4"] };
  for (const [signature, kind] of SIGNATURES) if (text.startsWith(signature)) return kind;
  // Two letters alone could start a text: a Windows program also names its "PE" header.
  if (text.startsWith("MZ") && head.length >= 64) {
    const pe = Buffer.from(head.buffer, head.byteOffset, head.byteLength).readUInt32LE(0x3c);
    if (text.startsWith("PE\0\0", pe)) return { label: "a Windows program", mediaTypes: ["application/vnd.microsoft.portable-executable"] };
  }
  if (text.startsWith("ID3") && head[3]! >= 2 && head[3]! <= 4 && head[4] === 0) return { label: "an MP3 audio file", mediaTypes: ["audio/mpeg"] };
  return null;
}

/**
 * A ZIP by the names of the entries whose local headers lie in the head (found by their
 * signature, so entries whose sizes follow their data are found too): an ODF package names its
 * type in a first entry `mimetype`, stored uncompressed; an Office Open XML package has parts
 * under `word/`, `xl/` or `ppt/`, and `[Content_Types].xml`, `_rels/` and `docProps/`. A ZIP
 * whose head shows neither may still be a document whose parts come later: it is claimed as
 * any ZIP-based type, so that only a tool taking none of them refuses it.
 */
function sniffZip(head: Uint8Array, text: string): FileKind {
  const names: string[] = [];
  for (let at = text.indexOf("PK\x03\x04"); at >= 0 && at + 30 <= head.length; at = text.indexOf("PK\x03\x04", at + 4)) {
    const view = new DataView(head.buffer, head.byteOffset + at);
    const nameLength = view.getUint16(26, true);
    names.push(text.slice(at + 30, at + 30 + nameLength));
    if (at === 0 && names[0] === "mimetype") {
      const start = at + 30 + nameLength + view.getUint16(28, true);
      const kind = ODF_KINDS[text.slice(start, start + view.getUint32(18, true)).trim()];
      if (kind) return kind;
    }
  }
  for (const [pattern, kind] of ZIP_KINDS) if (names.some((name) => pattern.test(name))) return kind;
  if (names.some((name) => name === "[Content_Types].xml" || name.startsWith("_rels/") || name.startsWith("docProps/"))) return OFFICE_PACKAGE;
  return ANY_ZIP;
}

const ANY_ZIP: FileKind = {
  label: "a ZIP archive",
  mediaTypes: ["application/zip", ...OFFICE_PACKAGE.mediaTypes, ...Object.values(ODF_KINDS).flatMap((kind) => kind.mediaTypes)],
};

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
}
