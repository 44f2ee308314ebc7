import type * as mupdf from "mupdf";

/**
 * Makes the trailer's file identifier (/ID) a direct array of two strings, or removes it when
 * it is not two strings at all (MuPDF then writes a new one), so that every save writes it
 * the one way readers can use.
 *
 * A reader needs the identifier before it can decrypt anything: RC4 and AES-128 keys are made
 * from its first string, and ISO 32000-2 §7.6.1 exempts it from encryption. That works only
 * for an array written in the trailer itself. Some writers (macOS Quartz) put it in an object
 * of its own (`/ID 12 0 R`), and MuPDF writes that object like any other: its strings
 * encrypted, and packed into an object stream that no reader can decrypt before it has read
 * the identifier inside it. protect-pdf's result of such a file opened in qpdf with no pages
 * ("invalid /ID in trailer") and in MuPDF and pdf.js not at all. The same two strings, copied
 * into the trailer, are written as readers expect.
 */
export function makeFileIdentifierDirect(doc: mupdf.PDFDocument): void {
  const trailer = doc.getTrailer();
  const id = trailer.get("ID");
  if (id.isNull() || isDirectPair(id)) return;
  const value = id.resolve();
  const strings = value.isArray() && value.length === 2 ? [value.get(0).resolve(), value.get(1).resolve()] : [];
  if (strings.length !== 2 || !strings.every((s) => s.isString())) {
    trailer.delete("ID");
    return;
  }
  const direct = doc.newArray();
  for (const s of strings) direct.push(doc.newByteString(s.asByteString()));
  trailer.put("ID", direct);
}

function isDirectPair(id: mupdf.PDFObject): boolean {
  if (id.isIndirect() || !id.isArray() || id.length !== 2) return false;
  for (let i = 0; i < 2; i++) {
    const item = id.get(i);
    if (item.isIndirect() || !item.isString()) return false;
  }
  return true;
}
