import path from "node:path";
import { JobError } from "../errors/job-errors.ts";
import { authenticate, decryptOptions } from "../pdf/encryption.ts";
import { isEncrypted, openPdf, savePdf } from "../pdf/mupdf-document.ts";
import { checkBuiltPdf } from "../pdf/verify-output.ts";
import { defineTool, pdfLimits, pdfResult } from "./tool-definition.ts";

export const unlockPdf = defineTool({
  name: "unlock-pdf",
  resultSuffix: "unlocked",
  summary: "Remove a PDF's password and restrictions",
  description:
    "Decrypts the PDF with its open password or its owner password; the result opens without a password and has no restrictions on printing, copying or editing. The job fails with WrongPassword if the password is neither, and with NotEncrypted if the PDF has no password or restrictions. The password is kept encrypted while the job waits and deleted once it has run.",
  paid: false,
  acceptsBatch: true,
  fields: {
    password: {
      kind: "text",
      required: true,
      // Revision 6 uses at most 127 bytes of a password, older revisions 32; longer ones are
      // taken as the file's maker cut them, so the cap is only a sanity bound.
      maxLength: 1000,
      // A PDF that opens without a password has an empty open password, so empty is a real answer.
      minLength: 0,
      secret: true,
      description:
        "The PDF's open password or its owner password. For a PDF that opens without a password but has restrictions, its owner password or an empty value.",
    },
  },
  limits: pdfLimits(),
  result: pdfResult,
  async run({ inputs, fields, workDir }) {
    const input = inputs[0]!;
    const doc = await openPdf(input.path, { name: input.name, onEncrypted: (doc) => authenticate(doc, fields.password, input.name) });
    try {
      if (!isEncrypted(doc)) throw new JobError("NotEncrypted", `"${input.name}" has no password or restrictions to remove.`);
      const output = path.join(workDir, "result.pdf");
      // The decrypted document is what gets written, so its page tree is checked here rather
      // than by opening the result again.
      checkBuiltPdf(doc, input.name);
      await savePdf(doc, output, decryptOptions);
      return { outputs: [{ path: output, name: "result.pdf", checked: true }], pageCount: doc.countPages() };
    } finally {
      doc.destroy();
    }
  },
});
