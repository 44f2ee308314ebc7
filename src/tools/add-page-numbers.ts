import { editPdf, selectPages } from "./edit-pdf.ts";
import { createTextStamper, fontMetrics, shownSize, textWidth, type PlacedText } from "../pdf/text-stamp.ts";
import { defineTool, pdfLimits, pdfResult } from "./tool-definition.ts";

const positions = ["BottomCenter", "BottomRight", "BottomLeft", "TopCenter", "TopRight", "TopLeft"] as const;
type Position = (typeof positions)[number];

const formats = {
  Number: (n: number) => `${n}`,
  PageOfTotal: (n: number, total: number) => `Page ${n} of ${total}`,
  NumberOfTotal: (n: number, total: number) => `${n} / ${total}`,
} as const;

/** Body-text size; pages smaller than about A6 get proportionally smaller numbers. */
const MAX_SIZE = 10;
const SIZE_SHARE = 1 / 24;
/** Half an inch from the edges of the visible page, less on small pages. */
const MAX_MARGIN = 36;
const MARGIN_SHARE = 0.06;

export const addPageNumbers = defineTool({
  name: "add-page-numbers",
  resultSuffix: "numbered",
  summary: "Number the pages of a PDF",
  description:
    "Writes page numbers on the selected pages, upright as each page is shown, in a corner or at the middle of the top or bottom edge. The numbers stay selectable text.",
  paid: false,
  acceptsBatch: true,
  fields: {
    position: {
      kind: "enum",
      values: positions,
      default: "BottomCenter",
      description: "Where on the page as shown the number goes.",
    },
    format: {
      kind: "enum",
      values: ["Number", "PageOfTotal", "NumberOfTotal"],
      default: "Number",
      description: "Number: `<n>`; PageOfTotal: `Page <n> of <total>`; NumberOfTotal: `<n> / <total>`.",
    },
    pages: { kind: "pages", description: "Pages to number (page numbers and ranges, e.g. `1,3,5-7` or `4-`); default every page." },
    firstNumber: {
      kind: "integer",
      min: 0,
      max: 100000,
      description:
        "The number on the first numbered page; later numbered pages count on from it and the total is the last number shown. Without it each page shows its position in the PDF and the total is the page count.",
    },
  },
  limits: pdfLimits(),
  result: pdfResult,
  async run({ inputs, fields, workDir, progress }) {
    return editPdf(inputs[0]!, workDir, { appendChanges: true }, async (doc, count) => {
      // Numbered in document order, once each, whatever order the selection lists them in.
      const numbered = [...new Set(selectPages(fields.pages, count))].sort((a, b) => a - b);
      const numberOf = (index: number) => (fields.firstNumber === undefined ? numbered[index]! : fields.firstNumber + index);
      const total = fields.firstNumber === undefined ? count : fields.firstNumber + numbered.length - 1;
      const format = formats[fields.format];
      const labels = numbered.map((_, index) => format(numberOf(index), total));
      const stamper = createTextStamper(doc, [...new Set(labels.join(""))].join(""), { color: [0, 0, 0], opacity: 1 });
      for (const [index, number] of numbered.entries()) {
        await progress(index, numbered.length);
        const page = doc.loadPage(number - 1);
        try {
          stamper.stamp(page, [placeNumber(labels[index]!, fields.position, shownSize(page))]);
        } finally {
          page.destroy();
        }
      }
    });
  },
});

export function placeNumber(text: string, position: Position, page: { width: number; height: number }): PlacedText {
  const { ascent, descent } = fontMetrics();
  const shorter = Math.min(page.width, page.height);
  const margin = Math.min(MAX_MARGIN, MARGIN_SHARE * shorter);
  // A long label on a narrow page shrinks to fit between the side margins.
  const size = Math.min(MAX_SIZE, SIZE_SHARE * shorter, (page.width - 2 * margin) / textWidth(text, 1));
  const width = textWidth(text, size);
  const x = position.endsWith("Left") ? margin : position.endsWith("Right") ? page.width - margin - width : (page.width - width) / 2;
  const y = position.startsWith("Bottom") ? margin - descent * size : page.height - margin - ascent * size;
  return { text, size, x, y, angle: 0 };
}
