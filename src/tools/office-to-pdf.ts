import path from "node:path";
import fs from "node:fs/promises";
import { convertOfficeToPdf } from "../office/convert-office.ts";
import { officeMediaTypes, refuseOfficeAtCall } from "../office/file-type.ts";
import { officeSlot } from "../office/office-slot.ts";
import { rearrangePages } from "../pdf/rearrange-pages.ts";
import { editPdf, selectPages } from "./edit-pdf.ts";
import { defineTool, pdfLimits, pdfResult } from "./tool-definition.ts";

export const officeToPdf = defineTool({
  name: "office-to-pdf",
  resultSuffix: "converted",
  summary: "Convert a Word, Excel, PowerPoint or OpenDocument file to PDF",
  description:
    "Converts one document (docx, doc, odt, rtf, xlsx, xls, ods, csv, pptx, ppt, odp; the type is read from the file's contents, not its name) to PDF with LibreOffice. Fonts are embedded, headings become bookmarks and links are kept. Macros never run, and nothing the document links to (files, addresses, other documents) is read. A password-protected Word, Excel or PowerPoint file (docx, xlsx, pptx, doc, xls, ppt) is opened with its `password`; the job fails with PasswordRequired without one and WrongPassword with a wrong one (a password-protected OpenDocument file cannot be opened). A PDF, an image or other binary data is refused when the call arrives.",
  paid: false,
  engine: "office",
  acceptsBatch: true,
  fields: {
    pages: {
      kind: "pages",
      description: "The pages of the result to keep (e.g. `1-3,7`); all pages when not given.",
    },
    password: {
      kind: "text",
      maxLength: 1000,
      minLength: 1,
      secret: true,
      description: "The document's password to open, for a password-protected document; ignored for one without a password.",
    },
    fitSheetWidth: {
      kind: "boolean",
      default: false,
      description: "For spreadsheets: print each sheet one page wide, its columns scaled to fit, as many pages tall as it takes. Ignored for other documents.",
    },
  },
  limits: pdfLimits({ accepts: officeMediaTypes, refuseAtCall: refuseOfficeAtCall }),
  result: pdfResult,
  async run({ inputs, fields, workDir, signal }) {
    const input = inputs[0]!;
    const converted = path.join(workDir, "converted.pdf");
    const scratch = await fs.mkdtemp(path.join(workDir, "office-"));
    try {
      await convertOfficeToPdf(officeSlot(), {
        input: input.path,
        name: input.name,
        output: converted,
        workDir: scratch,
        password: fields.password,
        fitSheetWidth: fields.fitSheetWidth,
        signal,
      });
    } finally {
      await fs.rm(scratch, { recursive: true, force: true });
    }
    const selection = fields.pages;
    const result = await editPdf({ path: converted, name: input.name, bytes: 0 }, workDir, { pagesRearranged: selection !== undefined }, (doc, count) => {
      if (selection === undefined) return;
      const pages = selectPages(selection, count);
      rearrangePages(doc, pages);
      return pages.length;
    });
    await fs.rm(converted, { force: true });
    return result;
  },
});
