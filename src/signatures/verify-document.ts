import { X509Certificate } from "node:crypto";
import { JobError } from "../errors/job-errors.ts";
import { mupdf } from "../pdf/mupdf-document.ts";
import { walkPageTree } from "../pdf/page-tree.ts";
import { checkChain, oneLine, type ChainCertificate, type Trust } from "./certificate-chain.ts";
import { checkCms } from "./cms-check.ts";
import { changeAllowed, laterChanges, type ChangeKind } from "./later-changes.ts";
import { docMdpOf, documentDocMdp, signatureFields, textOf, type DocMdpLevel } from "./signature-dictionaries.ts";

export const REVOCATION_NOTE =
  "Revocation was not checked: the service checks signatures offline and asks no OCSP responder or CRL distribution point whether a certificate was revoked.";

const permissionNames = { 1: "NoChanges", 2: "FormFillingAndSigning", 3: "AnnotationsFormFillingAndSigning" } as const;

export interface SignatureReport {
  readonly field: string;
  readonly page: number | null;
  readonly visible: boolean;
  readonly subFilter: string | null;
  readonly signerName: string | null;
  readonly subject: string | null;
  readonly issuer: string | null;
  /** The time the signer's computer claimed (the signing-time attribute, or the PDF's /M). */
  readonly signingTime: string | null;
  readonly reason: string | null;
  readonly location: string | null;
  readonly timestamp: { readonly time: string | null; readonly authority: string | null; readonly intact: boolean; readonly problem: string | null } | null;
  readonly digestAlgorithm: string;
  /** The signed bytes are as signed: their digest matches and the signature value verifies. */
  readonly intact: boolean;
  readonly problem: string | null;
  readonly byteRange: readonly number[] | null;
  /** True when the signature covers the whole file; false when changes were added after it. */
  readonly coversWholeDocument: boolean;
  readonly laterChanges: {
    /** The most far-reaching kind of change: Signing, FormFilling, Annotations or Other. */
    readonly kind: ChangeKind | "None";
    /** Whether the certifying signature's permissions allow them (with none, everything but Other). */
    readonly allowed: boolean;
  };
  /** Set on a certifying signature: the changes it allows. */
  readonly certification: (typeof permissionNames)[DocMdpLevel] | null;
  readonly padesBaseline: boolean;
  readonly chain: readonly ChainCertificate[];
  readonly selfSigned: boolean;
  readonly trust: Trust;
  readonly trustDetail: string;
  readonly certificateValidAtSigningTime: boolean | null;
  readonly revocation: "NotChecked";
}

export interface VerificationReport {
  readonly signatureCount: number;
  /** The document's certifying signature's permissions, when it has one. */
  readonly documentPermissions: (typeof permissionNames)[DocMdpLevel] | null;
  readonly revocation: string;
  readonly signatures: readonly SignatureReport[];
}

const MAX_SIGNATURES = 200;

/** Checks every signature of a PDF's bytes; fails with NothingFound when it has none. */
export function verifyDocument(bytes: Buffer, name: string, trusted: readonly X509Certificate[]): VerificationReport {
  let doc: mupdf.PDFDocument;
  try {
    doc = new mupdf.PDFDocument(bytes);
  } catch (error) {
    throw new JobError("DamagedFile", `"${name}" is damaged beyond repair and cannot be read.`, { cause: error });
  }
  try {
    if (doc.needsPassword()) throw new JobError("PasswordRequired", `"${name}" is protected with a password; remove it with unlock-pdf first.`);
    const fields = signatureFields(doc).filter((field) => field.value !== null).slice(0, MAX_SIGNATURES);
    if (fields.length === 0) throw new JobError("NothingFound", `"${name}" has no digital signatures.`);
    const documentMdp = documentDocMdp(doc);
    const pages = pageNumbers(doc);
    const signatures = fields.map((field) => {
      const value = field.value!;
      const widgetPage = field.field.get("P");
      const rect = field.field.get("Rect");
      const visible = rect.isArray() && rect.length === 4 && Math.abs(rect.get(2).asNumber() - rect.get(0).asNumber()) > 0 && Math.abs(rect.get(3).asNumber() - rect.get(1).asNumber()) > 0;
      return checkSignature(bytes, doc, {
        field: field.name,
        value,
        page: widgetPage.isIndirect() ? (pages.get(widgetPage.asIndirect()) ?? null) : null,
        visible,
        documentMdp,
        trusted,
      });
    });
    return {
      signatureCount: signatures.length,
      documentPermissions: documentMdp === null ? null : permissionNames[documentMdp],
      revocation: REVOCATION_NOTE,
      signatures,
    };
  } finally {
    doc.destroy();
  }
}

interface SignatureInput {
  readonly field: string;
  readonly value: mupdf.PDFObject;
  readonly page: number | null;
  readonly visible: boolean;
  readonly documentMdp: DocMdpLevel | null;
  readonly trusted: readonly X509Certificate[];
}

function checkSignature(bytes: Buffer, doc: mupdf.PDFDocument, input: SignatureInput): SignatureReport {
  const { value } = input;
  const subFilterObject = value.get("SubFilter");
  const subFilter = subFilterObject.isName() ? subFilterObject.asName() : null;
  const claimed = parsePdfDate(textOf(value, "M"));
  const certification = docMdpOf(value);
  const base = {
    field: input.field,
    page: input.page,
    visible: input.visible,
    subFilter,
    signerName: textOf(value, "Name"),
    reason: textOf(value, "Reason"),
    location: textOf(value, "Location"),
    certification: certification === null ? null : permissionNames[certification],
    revocation: "NotChecked" as const,
  };
  const byteRange = readByteRange(value, bytes.length);
  const contents = value.get("Contents");
  const unreadable = (problem: string): SignatureReport => ({
    ...base,
    subject: null, issuer: null, signingTime: claimed?.toISOString() ?? null, timestamp: null, digestAlgorithm: "unknown",
    intact: false, problem, byteRange, coversWholeDocument: false, laterChanges: { kind: "Other", allowed: false },
    padesBaseline: false, chain: [], selfSigned: false, trust: "NotChecked", trustDetail: "Not checked: the signature cannot be read.",
    certificateValidAtSigningTime: null,
  });
  if (byteRange === null) return unreadable("The signature's /ByteRange is missing or does not describe the file.");
  if (!contents.isString()) return unreadable("The signature has no /Contents.");
  if (subFilter === "adbe.x509.rsa_sha1") return unreadable("The signature is in the legacy adbe.x509.rsa_sha1 format, which this service does not check.");
  const [a, b, c, d] = byteRange;
  // The gap must be exactly the /Contents hex string, so nothing unsigned hides in it.
  if (bytes[b] !== 0x3c || bytes[c - 1] !== 0x3e) return unreadable("The signature's /ByteRange leaves out more than its /Contents.");
  const signed = [bytes.subarray(a, a + b), bytes.subarray(c, c + d)];
  const cms = checkCms(contents.asByteString(), signed, subFilter ?? "");
  const end = c + d;
  const coversWholeDocument = bytes.subarray(end).every((byte) => byte === 0x0a || byte === 0x0d || byte === 0x20 || byte === 0x00);
  let kind: ChangeKind | "None" = "None";
  if (!coversWholeDocument) kind = laterChanges(bytes, end, doc) ?? "None";
  const permissions = certification ?? input.documentMdp;
  const signer = cms.signer ? new X509Certificate(cms.signer) : null;
  const timestampTime = cms.timestamp?.intact ? cms.timestamp.time : null;
  const signingTime = cms.signingTime ?? claimed;
  const chain = cms.signer ? checkChain(cms.signer, cms.certificates, input.trusted, timestampTime ?? signingTime ?? new Date()) : null;
  return {
    ...base,
    subject: signer ? oneLine(signer.subject) : null,
    issuer: signer ? oneLine(signer.issuer) : null,
    signingTime: signingTime?.toISOString() ?? null,
    timestamp: cms.timestamp
      ? { time: cms.timestamp.time?.toISOString() ?? null, authority: cms.timestamp.authority, intact: cms.timestamp.intact, problem: cms.timestamp.problem }
      : null,
    digestAlgorithm: cms.digestAlgorithm,
    intact: cms.digestMatches && cms.signatureValid,
    problem: cms.problem,
    byteRange,
    coversWholeDocument,
    laterChanges: { kind, allowed: kind === "None" || changeAllowed(kind, permissions) },
    padesBaseline: subFilter === "ETSI.CAdES.detached" && cms.hasSigningCertificateAttribute,
    chain: chain?.chain ?? [],
    selfSigned: chain?.selfSigned ?? false,
    trust: chain?.trust ?? "NotChecked",
    trustDetail: chain?.trustDetail ?? "Not checked: the signature does not carry its signer's certificate.",
    certificateValidAtSigningTime: chain?.validAtSigningTime ?? null,
  };
}

/** [offset, length, offset, length] starting at 0 and within the file, or null. */
function readByteRange(value: mupdf.PDFObject, fileLength: number): [number, number, number, number] | null {
  const array = value.get("ByteRange");
  if (!array.isArray() || array.length !== 4) return null;
  const numbers = [0, 1, 2, 3].map((i) => array.get(i)).map((n) => (n.isInteger() ? n.asNumber() : NaN));
  const [a, b, c, d] = numbers as [number, number, number, number];
  if (!numbers.every((n) => Number.isSafeInteger(n) && n >= 0)) return null;
  if (a !== 0 || b >= c || c + d > fileLength || b < 1) return null;
  return [a, b, c, d];
}

/**
 * Page numbers by page object, from a guarded walk of the page tree: a hostile tree (a cycle,
 * absurd depth) gives fewer pages, never a stack overflow.
 */
function pageNumbers(doc: mupdf.PDFDocument): Map<number, number> {
  const map = new Map<number, number>();
  walkPageTree(doc).leaves.forEach((leaf, index) => {
    if (leaf.page.isIndirect()) map.set(leaf.page.asIndirect(), index + 1);
  });
  return map;
}

/** A PDF date (D:YYYYMMDDHHmmSSOHH'mm) as a Date, or null. */
export function parsePdfDate(text: string | null): Date | null {
  if (!text) return null;
  const m = /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:([Zz+-])(\d{2})?'?(\d{2})?'?)?/.exec(text.trim());
  if (!m) return null;
  const [, y, mo = "01", da = "01", h = "00", mi = "00", s = "00", sign, oh = "00", om = "00"] = m;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(da), Number(h), Number(mi), Number(s));
  const offset = sign === "+" || sign === "-" ? (sign === "+" ? 1 : -1) * (Number(oh) * 60 + Number(om)) * 60_000 : 0;
  const date = new Date(utc - offset);
  return Number.isNaN(date.getTime()) ? null : date;
}
