import { readEveryPage, type ReadTextOptions } from "../document-text/document-text.ts";
import type { ToolInput } from "../contract/tool-run.ts";
import { checkReadable } from "../document-text/readable-text.ts";
import { readPageLayout, type PageLayout } from "./page-layout.ts";

/** Every page's layout, after the page limit; a PDF without readable text (readable-text.ts) fails with NoText. */
export async function readLayouts(input: ToolInput, options: ReadTextOptions): Promise<PageLayout[]> {
  const layouts = await readEveryPage(input, options, readPageLayout);
  checkReadable(
    layouts.map((layout) => layout.rows.flatMap((row) => row.segments.map((segment) => segment.text)).join(" ")),
    input.name,
  );
  return layouts;
}
