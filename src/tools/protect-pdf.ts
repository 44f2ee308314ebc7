import path from "node:path";
import { aes256Options, passwordProblem, refuseEncrypted } from "../pdf/encryption.ts";
import { openPdf, savePdf } from "../pdf/mupdf-document.ts";
import { defineTool, pdfLimits, pdfResult } from "./tool-definition.ts";

export const protectPdf = defineTool({
  name: "protect-pdf",
  resultSuffix: "protected",
  summary: "Protect a PDF with a password",
  description:
    "Encrypts the PDF with AES-256 (PDF 2.0, revision 6). The password is needed to open it and is also its owner password; once open, nothing is restricted. A PDF that already has a password or restrictions is refused. The password is kept encrypted while the job waits and deleted once it has run.",
  paid: false,
  acceptsBatch: true,
  fields: {
    password: {
      kind: "text",
      required: true,
      maxLength: 100,
      secret: true,
      description:
        "The password that will open the PDF: 1 to 100 characters, any letters, digits, symbols or spaces, no control characters. Readers compare it after Unicode normalisation (SASLprep), so e.g. a non-breaking space counts as a space.",
    },
  },
  limits: pdfLimits(),
  result: pdfResult,
  validate(fields) {
    const problem = passwordProblem("password", fields.password);
    return problem ? [{ field: "password", detail: problem }] : [];
  },
  async run({ inputs, fields, workDir }) {
    const input = inputs[0]!;
    const doc = await openPdf(input.path, { name: input.name, onEncrypted: () => refuseEncrypted(input.name) });
    try {
      const output = path.join(workDir, "result.pdf");
      await savePdf(doc, output, aes256Options(fields.password));
      // Not marked checked: the worker reads the encrypted file back with the password, since
      // what the encryption wrote is what must open (a sound document was once written with its
      // file identifier encrypted into an object stream no reader could decrypt). That costs
      // two AES-256 key derivations (the empty password, then the job's).
      return { outputs: [{ path: output, name: "result.pdf" }], pageCount: doc.countPages() };
    } finally {
      doc.destroy();
    }
  },
});
