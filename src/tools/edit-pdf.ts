import path from "node:path";
import { JobError } from "../errors/job-errors.ts";
import type { RunResult, ToolInput } from "../contract/tool-run.ts";
import { saveAppended } from "../pdf/appended-save.ts";
import { checkPageLimit, openPdf, savePdf, saveReachable, type mupdf } from "../pdf/mupdf-document.ts";
import { allPages, resolvePageSelection, type PageSelection } from "../pdf/page-selection.ts";
import { checkBuiltPdf } from "../pdf/verify-output.ts";

/**
 * The shape of every tool that changes one PDF: open it (refusing what cannot be read),
 * let `edit` change it, write it out. `edit` gets the page count and returns the
 * result's page count when it changed it.
 */
export async function editPdf(
  input: ToolInput,
  workDir: string,
  // appendChanges may be decided by the edit (a function read after it ran): fill-pdf-form
  // appends, unless the form it found needs something taken out.
  options: { maxPages?: number; password?: string; pagesRearranged?: boolean; appendChanges?: boolean | (() => boolean) },
  edit: (doc: mupdf.PDFDocument, pageCount: number) => number | void | Promise<number | void>,
): Promise<RunResult> {
  const doc = await openPdf(input.path, { name: input.name, ...(options.password === undefined ? {} : { password: options.password }) });
  try {
    const count = checkPageLimit(doc, options.maxPages, input.name);
    const pageCount = (await edit(doc, count)) ?? count;
    const output = path.join(workDir, "result.pdf");
    // A document whose pages were removed or put in another order is written by copying what
    // is still reached (mupdf-document.ts, saveReachable); one edited in place, as it is, or
    // as its source followed by what changed when the tool adds to pages and removes nothing
    // (appended-save.ts), which is checked on the way.
    const append = typeof options.appendChanges === "function" ? options.appendChanges() : options.appendChanges;
    if (append && (await saveAppended(doc, input.path, output))) {
      return { outputs: [{ path: output, name: "result.pdf", checked: true }], pageCount };
    }
    if (options.pagesRearranged) {
      // What is written has its page tree checked before it is written, so it need not be read back.
      await saveReachable(doc, output, (written) => checkBuiltPdf(written, input.name));
      return { outputs: [{ path: output, name: "result.pdf", checked: true }], pageCount };
    }
    // Written whole, the file is this document: its page tree is checked here, not read back.
    checkBuiltPdf(doc, input.name);
    await savePdf(doc, output);
    return { outputs: [{ path: output, name: "result.pdf", checked: true }], pageCount };
  } finally {
    doc.destroy();
  }
}

/** The 1-based pages a selection names in a document of `pageCount` pages (all when none); a job error otherwise. */
export function selectPages(selection: PageSelection | undefined, pageCount: number): number[] {
  if (selection === undefined) return allPages(pageCount);
  const resolved = resolvePageSelection(selection, pageCount);
  if (!resolved.ok) throw new JobError(resolved.code, resolved.detail);
  return resolved.pages;
}
