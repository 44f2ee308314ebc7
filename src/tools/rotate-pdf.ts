import { turnPage } from "../pdf/turn-page.ts";
import { editPdf, selectPages } from "./edit-pdf.ts";
import { defineTool, pdfLimits, pdfResult } from "./tool-definition.ts";

const turns = { Clockwise: 90, UpsideDown: 180, Counterclockwise: 270 } as const;

export const rotatePdf = defineTool({
  name: "rotate-pdf",
  resultSuffix: "rotated",
  summary: "Rotate pages of a PDF",
  description:
    "Turns the selected pages by a quarter or half turn, added to any rotation a page already has. Bookmarks, links and form fields are kept.",
  paid: false,
  acceptsBatch: true,
  fields: {
    rotation: {
      kind: "enum",
      values: ["Clockwise", "UpsideDown", "Counterclockwise"],
      default: "Clockwise",
      description: "Clockwise: a quarter turn right; UpsideDown: a half turn; Counterclockwise: a quarter turn left.",
    },
    pages: { kind: "pages", description: "Pages to rotate (page numbers and ranges, e.g. `1,3,5-7` or `4-`); default every page." },
  },
  limits: pdfLimits(),
  result: pdfResult,
  async run({ inputs, fields, workDir }) {
    return editPdf(inputs[0]!, workDir, { appendChanges: true }, (doc, count) => {
      for (const number of new Set(selectPages(fields.pages, count))) {
        turnPage(doc.findPage(number - 1), turns[fields.rotation]);
      }
    });
  },
});
