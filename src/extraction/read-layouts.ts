import { checkAllPageContent, DEFAULT_MEMORY_MB } from "../pdf/content-budget.ts";
import type { ReadTextOptions } from "../document-text/document-text.ts";
import { checkPageLimit, openPdf } from "../pdf/mupdf-document.ts";
import type { ToolInput } from "../contract/tool-run.ts";
import { checkReadable } from "../document-text/readable-text.ts";
import { readPageLayout, type PageLayout } from "./page-layout.ts";

/** Every page's layout, after the page limit; a PDF without readable text (readable-text.ts) fails with NoText. */
export async function readLayouts(input: ToolInput, options: ReadTextOptions): Promise<PageLayout[]> {
  const doc = await openPdf(input.path, { name: input.name });
  try {
    const count = checkPageLimit(doc, options.maxPages, input.name);
    checkAllPageContent(doc, { name: input.name, memoryMb: options.memoryMb ?? DEFAULT_MEMORY_MB });
    const layouts: PageLayout[] = [];
    for (let i = 0; i < count; i++) {
      await options.progress?.(i, count);
      const page = doc.loadPage(i);
      try {
        layouts.push(readPageLayout(page, i + 1));
      } finally {
        page.destroy();
      }
    }
    checkReadable(
      layouts.map((layout) => layout.rows.flatMap((row) => row.segments.map((segment) => segment.text)).join(" ")),
      input.name,
    );
    return layouts;
  } finally {
    doc.destroy();
  }
}
