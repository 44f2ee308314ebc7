import type * as mupdf from "mupdf";

/** The bytes of a document built in a test, saved compressed; the document is destroyed after. */
export function savedPdf(doc: mupdf.PDFDocument): Uint8Array {
  const buffer = doc.saveToBuffer("compress=yes");
  try {
    return buffer.asUint8Array().slice();
  } finally {
    buffer.destroy();
    doc.destroy();
  }
}
