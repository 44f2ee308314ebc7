import zlib from "node:zlib";
import type * as mupdf from "mupdf";
import { JobError } from "../errors/job-errors.ts";
import { flattenDeepNesting } from "./content-balance.ts";

/**
 * The most a page's drawing instructions may take once decompressed: real pages take
 * kilobytes, heavy maps and plots a few megabytes; a page past this is a decompression bomb or
 * a page no job can draw in reasonable time.
 */
export const MAX_PAGE_CONTENT_BYTES = 16 * 1024 * 1024;

/** The page's content streams (as they are referenced), whether /Contents is one stream or an array. */
export function contentStreams(contents: mupdf.PDFObject): mupdf.PDFObject[] {
  // A stream is only recognisable through its reference: resolving it yields its dictionary.
  if (contents.isStream()) return [contents];
  const out: mupdf.PDFObject[] = [];
  if (!contents.isNull() && contents.resolve().isArray()) contents.resolve().forEach((item) => item.isStream() && out.push(item));
  return out;
}

/**
 * Streams decoded and joined with newlines, as a reader runs a page's content streams one after
 * another. Past MAX_PAGE_CONTENT_BYTES in all the job fails with TooComplex.
 */
export function decodedContent(streams: readonly mupdf.PDFObject[]): Uint8Array {
  const parts: Uint8Array[] = [];
  let left = MAX_PAGE_CONTENT_BYTES;
  for (const stream of streams) {
    let data: Uint8Array | null;
    try {
      data = decodedStream(stream, left);
    } catch {
      // A stream MuPDF cannot decode draws nothing, so it changes no state either.
      continue;
    }
    if (data === null) {
      throw new JobError("TooComplex", `A page is drawn with more than ${MAX_PAGE_CONTENT_BYTES / 1048576} MB of instructions once decompressed, more than a job can process. Simplify the page, for example by printing it to a new PDF.`);
    }
    left -= data.length;
    parts.push(data, new Uint8Array([10]));
  }
  return Buffer.concat(parts);
}

/**
 * A stream's decoded bytes, or null when they pass `limit`. Flate (the filter of nearly every
 * content stream, and of every bomb) is inflated natively and stops at the limit; other
 * filters are decoded by MuPDF, within its memory ceiling.
 */
export function decodedStream(stream: mupdf.PDFObject, limit: number): Uint8Array | null {
  const filter = stream.get("Filter");
  const filters: string[] = [];
  if (filter.isName()) filters.push(filter.asName());
  else if (filter.isArray()) for (let i = 0; i < filter.length; i++) filters.push(filter.get(i).isName() ? filter.get(i).asName() : "?");
  const params = stream.get("DecodeParms");
  const flateOnly = filters.every((name) => name === "FlateDecode" || name === "Fl");
  if (flateOnly && (params.isNull() || filters.length === 0)) {
    let data: Uint8Array = copyOut(stream.readRawStream());
    for (let i = 0; i < filters.length; i++) {
      try {
        data = zlib.inflateSync(data, { maxOutputLength: limit + 1, finishFlush: zlib.constants.Z_SYNC_FLUSH });
      } catch (error) {
        if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") return null;
        // Broken Flate data: MuPDF decodes what it can of it, as it will when it draws the page.
        return bounded(copyOut(stream.readStream()), limit);
      }
    }
    return data.length > limit ? null : data;
  }
  return bounded(copyOut(stream.readStream()), limit);
}

function bounded(data: Uint8Array, limit: number): Uint8Array | null {
  return data.length > limit ? null : data;
}

/** The bytes of a MuPDF buffer, copied out of the engine's memory (which moves as it grows), and the buffer freed. */
function copyOut(buffer: mupdf.Buffer): Uint8Array {
  try {
    return new Uint8Array(buffer.asUint8Array());
  } finally {
    buffer.destroy();
  }
}

/**
 * The page's content (its streams decoded and joined) with the graphics-state nesting that
 * changes nothing drawn taken out when it nests deeper than real pages do (content-balance.ts,
 * flattenDeepNesting), written back as the page's one content stream (the old streams stay for
 * any other page that draws them). Null when the content is left as it is; otherwise `deepest`
 * is how deep it still nests.
 */
export function flattenPageContent(doc: mupdf.PDFDocument, page: mupdf.PDFObject, content: Uint8Array): { bytes: Uint8Array; deepest: number } | null {
  const flat = flattenDeepNesting(content);
  if (flat !== null && flat.bytes !== content) page.put("Contents", doc.addStream(flat.bytes, doc.newDictionary()));
  return flat;
}
