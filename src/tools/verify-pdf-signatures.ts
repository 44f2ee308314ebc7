import fs from "node:fs/promises";
import path from "node:path";
import type { X509Certificate } from "node:crypto";
import { JobError } from "../errors/job-errors.ts";
import { savePdf } from "../pdf/mupdf-document.ts";
import { readCertificates } from "../signatures/certificate-chain.ts";
import { buildReportPdf } from "../signatures/report-pdf.ts";
import { verifyDocument } from "../signatures/verify-document.ts";
import { defineTool, MB, pdfFormat, pdfLimits, type ResultFormat } from "./tool-definition.ts";

const jsonFormat: ResultFormat = { extension: "json", contentType: "application/json", zip: false };
const MAX_TRUSTED = 20;

export const verifyPdfSignatures = defineTool({
  name: "verify-pdf-signatures",
  resultSuffix: "signatures",
  summary: "Check a PDF's digital signatures",
  description: [
    "Checks every digital signature of the PDF (ETSI.CAdES.detached, adbe.pkcs7.detached, adbe.pkcs7.sha1) and reports, for each: its field and page, the signer's subject and issuer, the signing time the signer claims and any RFC 3161 time-stamp (verified), the digest algorithm, whether the signed bytes are intact (their digest matches and the signature value verifies with the signer's certificate), and whether it covers the whole document or changes were added after it, what kind (further signatures, form filling, annotations, or other changes) and whether a certifying signature's permissions allow them (without one, everything but changes to the content).",
    "The certificate chain is built from the certificates the signature carries and those sent after the PDF in `files` (PEM or DER, at most 20 files): a chain that ends in one of them is `Trusted`, one that does not is `NotTrusted`, and with none sent the chain is not checked against a trust list (`NotChecked`); a self-signed signer is said so plainly. Revocation is not checked (the service works offline), and the result says so.",
    "`Json` gives every detail; `Pdf` a short report. A PDF without signatures fails with `NothingFound`.",
  ].join(" "),
  paid: false,
  acceptsBatch: true,
  fields: {
    format: { kind: "enum", values: ["Json", "Pdf"], default: "Json", description: "`Json`: every detail, one object per signature. `Pdf`: a short report to read." },
  },
  limits: pdfLimits({
    maxFiles: 1 + MAX_TRUSTED,
    maxTotalBytes: 250 * MB + MAX_TRUSTED * MB,
    accepts: ["application/pdf", "application/x-pem-file", "application/pkix-cert"],
    roles: `The PDF first; then, optionally, up to ${MAX_TRUSTED} trusted certificates (PEM, one or more in a file, or DER) that signatures' chains are checked against.`,
    refuseAtCall: (head, name, index) => {
      const text = Buffer.from(head).toString("latin1");
      if (index === 0 && text.startsWith("-----BEGIN")) return `"${name}" is a certificate; send the PDF first, then the trusted certificates.`;
      if (index > 0 && text.includes("%PDF-")) return `"${name}" is a PDF; files after the first are trusted certificates (PEM or DER).`;
      return null;
    },
  }),
  result: { formats: [jsonFormat, pdfFormat], choose: (fields) => (fields.format === "Pdf" ? pdfFormat : jsonFormat) },
  async run({ inputs, fields, workDir }) {
    const [document, ...certificateFiles] = inputs;
    const trusted: X509Certificate[] = [];
    for (const file of certificateFiles) {
      if (file.bytes > MB) throw new JobError("InvalidCertificate", `"${file.name}" is larger than a certificate file can be (1 MB).`);
      const certificates = readCertificates(await fs.readFile(file.path));
      if (certificates === null) throw new JobError("InvalidCertificate", `"${file.name}" holds no certificate readable as PEM or DER.`);
      trusted.push(...certificates);
    }
    const bytes = await fs.readFile(document!.path);
    if (!bytes.subarray(0, 1024).toString("latin1").includes("%PDF-")) throw new JobError("UnsupportedFile", `"${document!.name}" is not a PDF file.`);
    const report = verifyDocument(bytes, document!.name, trusted);
    if (fields.format === "Pdf") {
      const doc = buildReportPdf(report, document!.name);
      try {
        const output = path.join(workDir, "signatures.pdf");
        await savePdf(doc, output);
        return { outputs: [{ path: output, name: "signatures.pdf" }], pageCount: doc.countPages() };
      } finally {
        doc.destroy();
      }
    }
    const output = path.join(workDir, "signatures.json");
    await fs.writeFile(output, JSON.stringify(report, null, 2) + "\n");
    return { outputs: [{ path: output, name: "signatures.json" }] };
  },
});
