import fs from "node:fs/promises";
import path from "node:path";
import { engineSettings } from "../common/engine-settings.ts";
import { JobError } from "../errors/job-errors.ts";
import { signDocument } from "../signatures/sign-document.ts";
import { readSigningIdentity } from "../signatures/signing-identity.ts";
import { requestTimestamp } from "../signatures/timestamp-client.ts";
import type { FieldError } from "../errors/app-error.ts";
import { defineTool, pdfLimits, pdfResult } from "./tool-definition.ts";

const BOX_FIELDS = ["x", "y", "width", "height"] as const;
/** The largest page ISO 32000 allows is 14,400 points (200 inches) a side. */
const LARGEST_PAGE = 14_400;
/** A certificate store is a few kilobytes; this leaves room for long chains and nothing absurd. */
const MAX_CERTIFICATE_BYTES = 1024 * 1024;

const text = (description: string) => ({ kind: "text", maxLength: 200, description }) as const;
const point = (description: string, min: number) => ({ kind: "integer", min, max: LARGEST_PAGE, description }) as const;

export const signPdf = defineTool({
  name: "sign-pdf",
  resultSuffix: "signed",
  summary: "Sign a PDF with a certificate (PAdES)",
  description: [
    "Signs the PDF with the key and certificate of a PKCS#12 file (.p12 or .pfx; RSA or EC keys) sent as the second file, opened with `certificatePassword`.",
    "The signature is PAdES baseline B-B: SubFilter `ETSI.CAdES.detached`, SHA-256, the signing certificate named in the signed attributes (signing-certificate-v2) and every certificate of its chain the file holds included. When the operator has configured a time-stamping authority (`DOCTOOLS_TSA_URL`), the signature also carries its RFC 3161 time-stamp (B-T); otherwise only the time the service claims, and nothing is asked of the network.",
    "The signature is written as an incremental update: the PDF's bytes are kept as they are and the signature follows them, so earlier signatures stay valid and a PDF can be signed again, by the same signer or another.",
    "Invisible by default; with `visible` the signature is drawn in a box (points from the top left of the page as shown) showing the signer's name, the date (UTC) and the reason.",
    "A PDF whose permissions forbid filling in forms, that is encrypted, or that a certifying signature closed to all changes fails with `SigningNotAllowed`; a wrong password fails with `WrongPassword`, a file that is no PKCS#12 with a key and its certificate, or a certificate expired or not yet valid, with `InvalidCertificate`.",
    "The certificate file and its password are kept only while the job waits (the password encrypted) and are deleted with the job's other inputs.",
  ].join(" "),
  paid: true,
  acceptsBatch: true,
  fields: {
    certificatePassword: {
      kind: "text",
      required: true,
      minLength: 0,
      maxLength: 1000,
      secret: true,
      description: "The password of the PKCS#12 file; empty for a file without one.",
    },
    reason: text("Why the document is signed (\"Approved\"), recorded in the signature and shown in a visible one. At most 200 characters."),
    location: text("Where it was signed, recorded in the signature. At most 200 characters."),
    contactInfo: text("How to reach the signer, recorded in the signature. At most 200 characters."),
    name: text("The signer's name as recorded and shown; the certificate's common name when not given. At most 200 characters."),
    visible: { kind: "boolean", default: false, description: "Draw the signature on a page; needs `x`, `y`, `width` and `height`." },
    page: { kind: "integer", min: 1, max: 100_000, default: 1, description: "The page a visible signature is drawn on, from 1." },
    x: point("A visible signature's left edge, in points from the left of the page as shown.", 0),
    y: point("A visible signature's top edge, in points from the top of the page as shown.", 0),
    width: point("A visible signature's width in points (at least 20).", 20),
    height: point("A visible signature's height in points (at least 10).", 10),
  },
  limits: pdfLimits({
    minFiles: 2,
    maxFiles: 2,
    accepts: ["application/pdf", "application/x-pkcs12"],
    roles: "The PDF first, then the PKCS#12 certificate file (.p12 or .pfx) holding the signing key.",
    refuseAtCall: (head, name, index) => {
      const pdf = Buffer.from(head).toString("latin1").includes("%PDF-");
      if (index === 0 && !pdf && head[0] === 0x30) return `"${name}" looks like a certificate file; send the PDF first, then the .p12 or .pfx file.`;
      if (index === 1 && pdf) return `"${name}" is a PDF; the second file must be the PKCS#12 certificate file (.p12 or .pfx).`;
      if (index === 1 && head[0] !== 0x30) return `"${name}" is not a PKCS#12 certificate file (.p12 or .pfx).`;
      return null;
    },
  }),
  result: pdfResult,
  validate(fields) {
    const errors: FieldError[] = [];
    if (fields.visible) {
      for (const key of BOX_FIELDS) if (fields[key] === undefined) errors.push({ field: key, detail: `\`${key}\` is required when \`visible\` is true.` });
    } else {
      for (const key of BOX_FIELDS) if (fields[key] !== undefined) errors.push({ field: key, detail: `\`${key}\` places a visible signature; set \`visible\` to true, or leave it out.` });
    }
    return errors;
  },
  async run({ inputs, fields, workDir, signal }) {
    const [document, certificateFile] = inputs as readonly [(typeof inputs)[0], (typeof inputs)[0]];
    if (certificateFile.bytes > MAX_CERTIFICATE_BYTES) {
      throw new JobError("InvalidCertificate", `"${certificateFile.name}" is larger than a certificate file can be (1 MB); send the .p12 or .pfx file as the second file.`);
    }
    const identity = readSigningIdentity(await fs.readFile(certificateFile.path), fields.certificatePassword, certificateFile.name);
    const tsaUrl = engineSettings().tsaUrl;
    const output = path.join(workDir, "signed.pdf");
    const { pageCount } = await signDocument({
      input: document,
      output,
      identity,
      reason: fields.reason,
      location: fields.location,
      contactInfo: fields.contactInfo,
      name: fields.name,
      visible: fields.visible ? { page: fields.page, x: fields.x!, y: fields.y!, width: fields.width!, height: fields.height! } : null,
      date: new Date(),
      ...(tsaUrl ? { timestamp: (value: Buffer) => requestTimestamp(tsaUrl, value, signal) } : {}),
    });
    return { outputs: [{ path: output, name: "signed.pdf" }], pageCount };
  },
});
