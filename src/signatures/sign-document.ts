import { createHash, X509Certificate } from "node:crypto";
import fs from "node:fs/promises";
import { JobError } from "../errors/job-errors.ts";
import { isEncrypted, mupdf, openPdf, wasRepaired } from "../pdf/mupdf-document.ts";
import { buildCadesSignature } from "./cades-signature.ts";
import { documentDocMdp, formFields, isName, signatureFields } from "./signature-dictionaries.ts";
import { emptyAppearance, signatureAppearance } from "./signature-appearance.ts";
import type { SigningIdentity } from "./signing-identity.ts";

/** A box in points from the top left of the page as shown; `page` is 1-based. */
export interface VisibleBox {
  readonly page: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface SignRequest {
  readonly input: { readonly path: string; readonly name: string };
  readonly output: string;
  readonly identity: SigningIdentity;
  readonly reason?: string | undefined;
  readonly location?: string | undefined;
  readonly contactInfo?: string | undefined;
  /** The signer's name shown and recorded; the certificate's common name when not given. */
  readonly name?: string | undefined;
  readonly visible: VisibleBox | null;
  readonly date: Date;
  /** Given when an RFC 3161 authority is configured: stamps the signature value. */
  readonly timestamp?: (signatureValue: Buffer) => Promise<Buffer>;
}

/**
 * Room kept for the signature beyond its certificates: the CMS structure, the signed attributes
 * and the signer's names (under 1 KB) and the value (512 bytes for an RSA key of 4096 bits).
 */
const SIGNATURE_ROOM = 4096;
/** Room for a time-stamp token, which carries the authority's own certificates. */
const TIMESTAMP_ROOM = 24_576;
const BYTE_RANGE_PLACEHOLDER = 9_999_999_999;

/**
 * Signs a PDF as an incremental update (ISO 32000-2 §12.8): the input's bytes stay as they are,
 * so earlier signatures still cover what they signed, and a new signature field, its widget
 * and the signature dictionary follow them. MuPDF writes the update with a zero-filled
 * /Contents and a placeholder /ByteRange; those two are then filled in place, at their lengths.
 * Returns the signature field's name and the page count.
 */
export async function signDocument(request: SignRequest): Promise<{ fieldName: string; pageCount: number }> {
  const { input } = request;
  let source = await fs.readFile(input.path);
  let doc = await openPdf(input.path, { name: input.name });
  try {
    refuseIfLocked(doc, input.name);
    const signed = signatureFields(doc).some((field) => field.value !== null);
    if (!doc.canBeSavedIncrementally() || wasRepaired(doc)) {
      // Earlier signatures would break if the file were written anew.
      if (signed) throw new JobError("DamagedFile", `"${input.name}" is signed but damaged: it cannot be signed again without breaking its earlier signatures.`);
      const whole = doc.saveToBuffer("garbage=yes,compress=yes");
      try {
        source = Buffer.from(whole.asUint8Array());
      } finally {
        whole.destroy();
      }
      doc.destroy();
      doc = new mupdf.PDFDocument(source);
    }
    const pageCount = doc.countPages();
    if (request.visible && request.visible.page > pageCount) {
      throw new JobError("PageOutOfRange", `\`page\` is ${request.visible.page}, but "${input.name}" has ${pageCount} page${pageCount === 1 ? "" : "s"}.`);
    }
    const certificate = new X509Certificate(request.identity.certificate);
    refuseOutsideValidity(certificate, request.date);
    const signer = request.name?.trim() || commonName(certificate.subject) || "the signer";
    const chainBytes = [request.identity.certificate, ...request.identity.chain].reduce((sum, der) => sum + der.length, 0);
    const room = SIGNATURE_ROOM + chainBytes + (request.timestamp ? TIMESTAMP_ROOM : 0);
    const { signature, fieldName } = addSignatureField(doc, { ...request, signer, room });
    const update = doc.saveToBuffer("incremental,compress=yes");
    let bytes: Buffer;
    try {
      bytes = Buffer.from(update.asUint8Array());
    } finally {
      update.destroy();
    }
    if (bytes.length <= source.length || !bytes.subarray(0, source.length).equals(source)) {
      throw new Error("MuPDF's incremental update does not start with the source's bytes");
    }
    const slots = findSlots(bytes, source.length, signature.asIndirect(), room);
    const ranges = [0, slots.contentsStart, slots.contentsEnd, bytes.length - slots.contentsEnd] as const;
    writeByteRange(bytes, slots, ranges);
    const digest = createHash("sha256").update(bytes.subarray(0, ranges[1])).update(bytes.subarray(ranges[2])).digest();
    const cms = await buildCadesSignature(digest, request.identity, request.timestamp);
    if (cms.length > room) throw new Error(`the signature took ${cms.length} bytes, more than the ${room} kept for it`);
    bytes.write(cms.toString("hex"), slots.contentsStart + 1, "latin1");
    await fs.writeFile(request.output, bytes);
    return { fieldName, pageCount };
  } finally {
    doc.destroy();
  }
}

/** Refuses a PDF that forbids a new signature, or that this signer cannot sign without rewriting. */
function refuseIfLocked(doc: mupdf.PDFDocument, name: string): void {
  if (isEncrypted(doc)) {
    const p = doc.getTrailer().get("Encrypt", "P");
    const permissions = p.isNumber() ? p.asNumber() | 0 : -1;
    // Bit 9 allows filling in form fields, signature fields included; bit 6 allows that and annotations.
    if ((permissions & (1 << 8)) === 0 && (permissions & (1 << 5)) === 0) {
      throw new JobError("SigningNotAllowed", `"${name}" does not allow changes: its permissions forbid filling in form fields, which signing is.`);
    }
    throw new JobError(
      "SigningNotAllowed",
      `"${name}" is encrypted; a signature added to it would have to be encrypted with its owner's key, which this service does not hold. Remove its password or restrictions with unlock-pdf first, before anyone signs it.`,
    );
  }
  if (documentDocMdp(doc) === 1) {
    throw new JobError("SigningNotAllowed", `"${name}" is certified with a signature that allows no changes, so no further signature can be added.`);
  }
}

/** A certificate past its end or before its start makes a signature every reader calls invalid. */
function refuseOutsideValidity(certificate: X509Certificate, at: Date): void {
  const from = new Date(certificate.validFrom);
  const to = new Date(certificate.validTo);
  if (at > to) throw new JobError("InvalidCertificate", `The signing certificate expired on ${to.toISOString().slice(0, 10)}; sign with a current one.`);
  if (at < from) throw new JobError("InvalidCertificate", `The signing certificate is valid only from ${from.toISOString()}; sign with a current one.`);
}

interface FieldRequest extends SignRequest {
  readonly signer: string;
  readonly room: number;
}

function addSignatureField(doc: mupdf.PDFDocument, request: FieldRequest): { signature: mupdf.PDFObject; fieldName: string } {
  const signature = doc.newDictionary();
  signature.put("Type", doc.newName("Sig"));
  signature.put("Filter", doc.newName("Adobe.PPKLite"));
  signature.put("SubFilter", doc.newName("ETSI.CAdES.detached"));
  const byteRange = doc.newArray();
  for (const value of [0, BYTE_RANGE_PLACEHOLDER, BYTE_RANGE_PLACEHOLDER, BYTE_RANGE_PLACEHOLDER]) byteRange.push(value);
  signature.put("ByteRange", byteRange);
  signature.put("Contents", doc.newByteString(new Uint8Array(request.room)));
  signature.put("M", doc.newString(pdfDate(request.date)));
  signature.put("Name", doc.newString(request.signer));
  if (request.reason) signature.put("Reason", doc.newString(request.reason));
  if (request.location) signature.put("Location", doc.newString(request.location));
  if (request.contactInfo) signature.put("ContactInfo", doc.newString(request.contactInfo));
  const signatureRef = doc.addObject(signature);

  const taken = new Set(formFields(doc).map((field) => field.name));
  let index = 1;
  while (taken.has(`Signature${index}`)) index++;
  const fieldName = `Signature${index}`;

  const pageIndex = request.visible ? request.visible.page - 1 : 0;
  const page = doc.loadPage(pageIndex);
  try {
    const widget = doc.newDictionary();
    widget.put("FT", doc.newName("Sig"));
    widget.put("T", doc.newString(fieldName));
    widget.put("V", signatureRef);
    widget.put("Type", doc.newName("Annot"));
    widget.put("Subtype", doc.newName("Widget"));
    // Print and Locked: the appearance is printed and cannot be moved.
    widget.put("F", 132);
    widget.put("P", page.getObject());
    const appearance = doc.newDictionary();
    if (request.visible) {
      const { rect, matrix, width, height } = placeBox(page, request.visible);
      widget.put("Rect", arrayOf(doc, rect));
      appearance.put("N", signatureAppearance(doc, width, height, matrix, { signer: request.signer, date: request.date, reason: request.reason, location: request.location }));
    } else {
      widget.put("Rect", arrayOf(doc, [0, 0, 0, 0]));
      appearance.put("N", emptyAppearance(doc));
    }
    widget.put("AP", appearance);
    const widgetRef = doc.addObject(widget);
    const pageObject = page.getObject();
    const annots = pageObject.get("Annots");
    if (annots.isArray()) annots.push(widgetRef);
    else {
      const list = doc.newArray();
      list.push(widgetRef);
      pageObject.put("Annots", list);
    }
    const root = doc.getTrailer().get("Root");
    let form = root.get("AcroForm");
    if (!form.isDictionary()) {
      form = doc.addObject(doc.newDictionary());
      root.put("AcroForm", form);
    }
    const fields = form.get("Fields");
    if (fields.isArray()) fields.push(widgetRef);
    else {
      const list = doc.newArray();
      list.push(widgetRef);
      form.put("Fields", list);
    }
    // SignaturesExist and AppendOnly: readers must save this file incrementally from now on.
    form.put("SigFlags", 3);
  } finally {
    page.destroy();
  }
  return { signature: signatureRef, fieldName };
}

/**
 * The widget's rectangle in the page's own coordinates for a box given as shown (from the top
 * left, after the crop box and /Rotate), and the appearance's matrix that keeps it upright.
 */
function placeBox(page: mupdf.PDFPage, box: VisibleBox): { rect: number[]; matrix: mupdf.Matrix; width: number; height: number } {
  const bounds = page.getBounds();
  const shownWidth = bounds[2] - bounds[0];
  const shownHeight = bounds[3] - bounds[1];
  if (box.x + box.width > shownWidth + 0.01 || box.y + box.height > shownHeight + 0.01) {
    throw new JobError(
      "PageOutOfRange",
      `The signature's box (x ${box.x}, y ${box.y}, ${box.width} × ${box.height}) reaches outside page ${box.page}, which is ${Math.round(shownWidth)} × ${Math.round(shownHeight)} points as shown.`,
    );
  }
  const toPage = mupdf.Matrix.invert(page.getTransform());
  const [a0, b0, c0, d0, e0, f0] = toPage;
  const corners = [
    [bounds[0] + box.x, bounds[1] + box.y],
    [bounds[0] + box.x + box.width, bounds[1] + box.y],
    [bounds[0] + box.x, bounds[1] + box.y + box.height],
    [bounds[0] + box.x + box.width, bounds[1] + box.y + box.height],
  ].map(([x, y]) => [x! * a0 + y! * c0 + e0, x! * b0 + y! * d0 + f0] as const);
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  const rect = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  // Drawing space (y up) → shown space (y down) → the page's space: only the turn matters,
  // since a reader fits the turned box into the rectangle.
  const [a, b, c, d] = mupdf.Matrix.concat([1, 0, 0, -1, 0, 0], toPage);
  return { rect, matrix: [a, b, c, d, 0, 0], width: box.width, height: box.height };
}

interface Slots {
  /** Offset of the `<` that opens /Contents' hex string, and just past its `>`. */
  readonly contentsStart: number;
  readonly contentsEnd: number;
  /** Offset of the `[` of /ByteRange and just past its `]`. */
  readonly rangeStart: number;
  readonly rangeEnd: number;
}

/** Where, in the update MuPDF wrote, the signature dictionary's placeholders are. */
function findSlots(bytes: Buffer, from: number, objectNumber: number, room: number): Slots {
  const text = bytes.toString("latin1", from);
  const head = new RegExp(`(?:^|[\\r\\n])${objectNumber} 0 obj\\b`).exec(text);
  if (head === null) throw new Error("the signature dictionary is not in the update");
  const end = text.indexOf("endobj", head.index);
  const body = text.slice(head.index, end);
  const contents = /\/Contents\s*</.exec(body);
  const range = /\/ByteRange\s*\[/.exec(body);
  if (contents === null || range === null) throw new Error("the signature dictionary's placeholders are not where expected");
  const contentsStart = from + head.index + contents.index + contents[0].length - 1;
  const contentsEnd = contentsStart + 2 + room * 2;
  if (bytes[contentsEnd - 1] !== 0x3e || !/^0+$/.test(bytes.toString("latin1", contentsStart + 1, contentsEnd - 1))) {
    throw new Error("the /Contents placeholder is not a plain run of zeros");
  }
  const rangeStart = from + head.index + range.index + range[0].length - 1;
  const rangeEnd = bytes.indexOf("]", rangeStart) + 1;
  return { contentsStart, contentsEnd, rangeStart, rangeEnd };
}

function writeByteRange(bytes: Buffer, slots: Slots, ranges: readonly number[]): void {
  const width = slots.rangeEnd - slots.rangeStart;
  const text = `[${ranges.join(" ")}]`;
  if (text.length > width) throw new Error("the /ByteRange placeholder is too short");
  bytes.write(`[${ranges.join(" ")}${" ".repeat(width - text.length)}]`, slots.rangeStart, "latin1");
}

function arrayOf(doc: mupdf.PDFDocument, values: readonly number[]): mupdf.PDFObject {
  const array = doc.newArray();
  for (const value of values) array.push(Math.round(value * 1000) / 1000);
  return array;
}

/** A PDF date (ISO 32000-2 §7.9.4) in UTC. */
export function pdfDate(date: Date): string {
  const iso = date.toISOString();
  return `D:${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

export function commonName(distinguishedName: string): string | null {
  const line = distinguishedName.split("\n").find((part) => part.startsWith("CN="));
  return line ? line.slice(3) : null;
}

