import type * as mupdf from "mupdf";

/** The page's content streams (as they are referenced), whether /Contents is one stream or an array. */
export function contentStreams(contents: mupdf.PDFObject): mupdf.PDFObject[] {
  // A stream is only recognisable through its reference: resolving it yields its dictionary.
  if (contents.isStream()) return [contents];
  const out: mupdf.PDFObject[] = [];
  if (!contents.isNull() && contents.resolve().isArray()) contents.resolve().forEach((item) => item.isStream() && out.push(item));
  return out;
}

/** Streams decoded and joined with newlines, as a reader runs a page's content streams one after another. */
export function decodedContent(streams: readonly mupdf.PDFObject[]): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const stream of streams) {
    try {
      parts.push(stream.readStream().asUint8Array().slice(), new Uint8Array([10]));
    } catch {
      // A stream MuPDF cannot decode draws nothing, so it changes no state either.
    }
  }
  return Buffer.concat(parts);
}
