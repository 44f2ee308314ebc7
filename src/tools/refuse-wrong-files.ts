import type { FieldError } from "../errors/app-error.ts";
import { imageFormatNames, imageMediaTypes, type ImageFormat } from "../images/open-image.ts";
import type { AnyTool } from "./tool-definition.ts";
import { sniffFileKind } from "./file-kinds.ts";

/** A file of a call as it arrived (a file part or a named upload): where, what it is called, how long, its first bytes. */
export interface ArrivedFile {
  readonly field: "files" | "uploads" | "url";
  /** Its place in that field, from 0. */
  readonly index: number;
  /** Its place among all the call's files (files first, then uploads), when not `index`. */
  readonly place?: number;
  readonly name: string;
  readonly bytes: number;
  readonly head: Uint8Array;
}

/**
 * Refuses, before any job exists, a file that is plainly wrong for the tool: empty, or shown by
 * its first bytes to be of a type the tool does not take ("files[0] (report.docx) is a Word
 * document (docx); merge-pdf takes PDF files."). What only opening the file can tell (damaged,
 * protected, pages out of range) stays the job's to find.
 */
export function refuseWrongFile(tool: Pick<AnyTool, "name" | "limits">, file: ArrivedFile): FieldError | null {
  const where = `${file.field}[${file.index}] (${file.name})`;
  if (file.bytes === 0) {
    return { field: file.field, detail: `${where} is empty (0 bytes)${tool.limits.accepts.length > 0 ? `; ${tool.name} takes ${acceptedInWords(tool)}` : ""}.` };
  }
  const kind = sniffFileKind(file.head);
  // A call that declares no types (a pipeline, whose steps take different files) is not judged here.
  if (kind && tool.limits.accepts.length > 0 && !kind.mediaTypes.some((type) => takes(tool.limits.accepts, type))) {
    return { field: file.field, detail: `${where} is ${kind.label}; ${tool.name} takes ${acceptedInWords(tool)}.` };
  }
  // The tool's own sentence names the file already.
  const refusal = tool.limits.refuseAtCall?.(file.head, file.name, file.place ?? file.index) ?? null;
  return refusal === null ? null : { field: file.field, detail: refusal };
}

// application/octet-stream (or any type and subtype) declares a tool that takes any bytes at all.
function takes(accepts: readonly string[], type: string): boolean {
  return accepts.some((accepted) => accepted === type || accepted === `${type.split("/")[0]}/*` || accepted === "application/octet-stream" || accepted === "*/*");
}

const WORDS: Record<string, string> = {
  "application/pdf": "PDF",
  ...Object.fromEntries(Object.entries(imageMediaTypes).map(([format, type]) => [type, imageFormatNames[format as ImageFormat]])),
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/msword": "doc",
  "application/vnd.oasis.opendocument.text": "odt",
  "application/rtf": "rtf",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "application/vnd.ms-excel": "xls",
  "application/vnd.oasis.opendocument.spreadsheet": "ods",
  "text/csv": "csv",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "pptx",
  "application/vnd.ms-powerpoint": "ppt",
  "application/vnd.oasis.opendocument.presentation": "odp",
  "text/html": "HTML",
  "text/markdown": "Markdown",
  "application/zip": "ZIP",
  "text/css": "CSS",
  "image/*": "image",
  "font/*": "font",
  "text/javascript": "JavaScript",
};

/** "PDF files", "JPEG, PNG, WebP, GIF or BMP files": what the tool's declaration says it takes. */
export function acceptedInWords(tool: Pick<AnyTool, "name" | "limits">): string {
  const words = [...new Set(tool.limits.accepts.map((type) => WORDS[type] ?? type))];
  const list = words.length === 1 ? words[0]! : `${words.slice(0, -1).join(", ")} or ${words.at(-1)!}`;
  return `${list} files`;
}
