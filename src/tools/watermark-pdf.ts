import { editPdf, selectPages } from "./edit-pdf.ts";
import { createTextStamper, fontMetrics, missingCharacters, shownSize, textWidth, type PlacedText } from "../pdf/text-stamp.ts";
import { defineTool, pdfLimits, pdfResult } from "./tool-definition.ts";

/** The share of the page's diagonal or width the text may take, so it never touches the edges. */
const FILL = 0.85;
/** The largest size as a share of the shorter side: a short word would otherwise grow to fill the whole page. */
const MAX_SIZE_SHARE = 0.25;

export const watermarkPdf = defineTool({
  name: "watermark-pdf",
  resultSuffix: "watermarked",
  summary: "Write a text watermark across PDF pages",
  description:
    "Writes a text across the selected pages, upright as each page is shown, sized to fit the page, in a see-through colour. The font covers Latin, Greek and Cyrillic letters; the text stays selectable.",
  paid: false,
  acceptsBatch: true,
  fields: {
    text: { kind: "text", required: true, maxLength: 100, description: "The watermark text, at most 100 characters." },
    layout: {
      kind: "enum",
      values: ["Diagonal", "Horizontal"],
      default: "Diagonal",
      description: "Diagonal: along the line from the bottom-left to the top-right corner of the page as shown; Horizontal: level across the middle of the page.",
    },
    opacity: { kind: "integer", min: 5, max: 100, default: 30, description: "How opaque the text is, in percent: 5 is faint, 100 hides what lies beneath." },
    color: {
      kind: "text",
      maxLength: 7,
      default: "#808080",
      pattern: { regex: /^#[0-9A-Fa-f]{6}$/, explain: "must be a colour written #RRGGBB in hexadecimal, like #808080", openapi: "^#[0-9A-Fa-f]{6}$" },
      description: "Text colour as `#RRGGBB` in hexadecimal; default mid grey `#808080`.",
    },
    pages: { kind: "pages", description: "Pages to watermark (page numbers and ranges, e.g. `1,3,5-7` or `4-`); default every page." },
  },
  limits: pdfLimits(),
  result: pdfResult,
  validate(fields) {
    if (fields.text.trim() === "") return [{ field: "text", detail: "`text` must contain something to show, not only spaces." }];
    const missing = missingCharacters(fields.text);
    if (missing.length === 0) return [];
    const listed = missing.map((ch) => `"${ch}" (U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")})`).join(", ");
    return [{ field: "text", detail: `\`text\` has characters the watermark font cannot draw: ${listed}. It covers Latin, Greek and Cyrillic letters.` }];
  },
  async run({ inputs, fields, workDir, progress }) {
    return editPdf(inputs[0]!, workDir, {}, async (doc, count) => {
      const stamper = createTextStamper(doc, fields.text, { color: parseColor(fields.color), opacity: fields.opacity / 100 });
      const pages = [...new Set(selectPages(fields.pages, count))];
      for (const [done, number] of pages.entries()) {
        await progress(done, pages.length);
        const page = doc.loadPage(number - 1);
        try {
          stamper.stamp(page, [placeWatermark(fields.text, fields.layout, shownSize(page))]);
        } finally {
          page.destroy();
        }
      }
    });
  },
});

function parseColor(hex: string): [number, number, number] {
  return [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [number, number, number];
}

/**
 * The largest size at which the text's box, turned to the layout's angle, fits FILL of the
 * page both ways, capped; centred on the page with the box's middle on the centre line.
 */
export function placeWatermark(text: string, layout: "Diagonal" | "Horizontal", page: { width: number; height: number }): PlacedText {
  const { ascent, descent } = fontMetrics();
  const angle = layout === "Diagonal" ? Math.atan2(page.height, page.width) : 0;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const advance = textWidth(text, 1);
  const lineHeight = ascent - descent;
  const size = Math.min(
    (FILL * page.width) / (advance * cos + lineHeight * sin),
    (FILL * page.height) / (advance * sin + lineHeight * cos),
    MAX_SIZE_SHARE * Math.min(page.width, page.height),
  );
  // From the centre, back half the width along the baseline and down to the baseline across it.
  const along = (advance * size) / 2;
  const across = ((ascent + descent) / 2) * size;
  return {
    text,
    size,
    x: page.width / 2 - along * cos + across * sin,
    y: page.height / 2 - along * sin - across * cos,
    angle,
  };
}
