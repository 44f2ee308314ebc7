import { JobError } from "../../errors/job-errors.ts";
import { checkPageLimit, openPdf } from "../../pdf/mupdf-document.ts";
import type { ToolInput } from "../../tools/tool-definition.ts";
import { readPageLayout, type PageLayout } from "./page-layout.ts";

/** Every page's layout, after the page limit; a PDF without any text fails with NoText. */
export async function readLayouts(input: ToolInput, maxPages: number, signal: AbortSignal): Promise<PageLayout[]> {
  const doc = await openPdf(input.path, { name: input.name });
  try {
    const count = checkPageLimit(doc, maxPages, input.name);
    const layouts: PageLayout[] = [];
    for (let i = 0; i < count; i++) {
      signal.throwIfAborted();
      const page = doc.loadPage(i);
      try {
        layouts.push(readPageLayout(page, i + 1));
      } finally {
        page.destroy();
      }
    }
    if (layouts.every((layout) => layout.rows.length === 0)) {
      throw new JobError("NoText", `"${input.name}" contains no text; a scan must be made searchable with an OCR tool first.`);
    }
    return layouts;
  } finally {
    doc.destroy();
  }
}
