import zlib from "node:zlib";
import type * as mupdf from "mupdf";

/**
 * The XML files a PDF carries as attachments: those of its EmbeddedFiles name tree and those its
 * catalog lists as associated files (/AF), which is where Factur-X, ZUGFeRD and XRechnung put
 * their invoice. Only the raw stream is read and inflated here, with a cap on what it may
 * inflate to, so a small compressed attachment can never blow up into gigabytes.
 */

/** Larger than any real e-invoice (the corpus' largest is about 60 KB); anything above is refused. */
export const MAX_ATTACHMENT_BYTES = 4 * 1024 * 1024;

export interface Attachment {
  readonly name: string;
  /** The XML's bytes, or null with the reason it was not read. */
  readonly bytes: Buffer | null;
  readonly refused: string | null;
}

/** Names of files an e-invoice standard gives its XML, best first. */
const INVOICE_NAMES = /^(?:factur-x|zugferd-invoice|xrechnung|ZUGFeRD-invoice|order-x)\.xml$/iu;

export function attachedXml(doc: mupdf.PDFDocument): Attachment[] {
  const specs = new Map<string, mupdf.PDFObject>();
  try {
    for (const [name, spec] of Object.entries(doc.getEmbeddedFiles())) specs.set(name, spec);
  } catch {
    // A broken name tree: the associated files may still be readable.
  }
  const af = doc.getTrailer().get("Root").get("AF");
  if (af.isArray()) {
    for (let i = 0; i < Math.min(af.length, 64); i++) {
      const spec = af.get(i);
      const name = fileName(spec);
      if (name !== null && !specs.has(name)) specs.set(name, spec);
    }
  }
  const out: Attachment[] = [];
  for (const [name, spec] of specs) {
    const mime = spec.get("EF").get("F").get("Subtype");
    const isXml = /\.xml$/iu.test(name) || (mime.isName() && /xml/iu.test(mime.asName()));
    if (!isXml) continue;
    out.push(readAttachment(doc, name, spec));
  }
  // The standard names first, so a second XML (a delivery note) never wins over the invoice.
  return out.sort((a, b) => Number(INVOICE_NAMES.test(b.name)) - Number(INVOICE_NAMES.test(a.name)));
}

function fileName(spec: mupdf.PDFObject): string | null {
  for (const key of ["UF", "F"]) {
    const value = spec.get(key);
    if (value.isString()) return value.asString();
  }
  return null;
}

function readAttachment(doc: mupdf.PDFDocument, name: string, spec: mupdf.PDFObject): Attachment {
  const refuse = (refused: string): Attachment => ({ name, bytes: null, refused });
  const stream = spec.get("EF").get("F");
  if (!stream.isStream()) return refuse("it has no embedded stream");
  if (!doc.getTrailer().get("Encrypt").isNull()) return refuse("the PDF is encrypted, and an encrypted attachment is not read");
  const filter = stream.get("Filter");
  const filters = filter.isArray() ? Array.from({ length: filter.length }, (_, i) => filter.get(i)) : filter.isNull() ? [] : [filter];
  const names = filters.map((f) => (f.isName() ? f.asName() : "?"));
  if (names.some((n) => n !== "FlateDecode" && n !== "Fl") || names.length > 1) return refuse(`its compression (${names.join(", ")}) is not one read here`);
  const length = stream.get("Length");
  if (length.isNumber() && length.asNumber() > MAX_ATTACHMENT_BYTES) return refuse(`it is larger than ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB`);
  let raw: Buffer;
  try {
    const buffer = stream.readRawStream();
    raw = Buffer.from(buffer.asUint8Array());
    buffer.destroy();
  } catch {
    return refuse("its stream cannot be read");
  }
  if (raw.length > MAX_ATTACHMENT_BYTES) return refuse(`it is larger than ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB`);
  if (names.length === 0) return { name, bytes: raw, refused: null };
  try {
    // Inflating stops at the cap: a deflate bomb fails here rather than filling memory.
    return { name, bytes: zlib.inflateSync(raw, { maxOutputLength: MAX_ATTACHMENT_BYTES }), refused: null };
  } catch (error) {
    const tooBig = (error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE" || /buffer|too large/iu.test(String(error));
    return refuse(tooBig ? `it inflates to more than ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB` : "its compressed stream is damaged");
  }
}
