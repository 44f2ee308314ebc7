import path from "node:path";
import { JobError } from "../errors/job-errors.ts";
import { extractPages, prepareSource } from "../pdf/append-pages.ts";
import { readBookmarks, writePartOutline } from "../pdf/merged-outline.ts";
import { checkPageLimit, mupdf, openPdf, savePdf } from "../pdf/mupdf-document.ts";
import { allPages, resolvePageSelection } from "../pdf/page-selection.ts";
import { rearrangePages } from "../pdf/rearrange-pages.ts";
import { checkBuiltPdf } from "../pdf/verify-output.ts";
import { defineTool, pdfFormat, pdfLimits, zipFormat, type ToolOutput } from "./tool-definition.ts";

/** At most 500 PDFs in the ZIP. */
const MAX_PARTS = 500;

interface Part {
  readonly name: string;
  /** 1-based, each page once. */
  readonly pages: readonly number[];
}

export const splitPdf = defineTool({
  name: "split-pdf",
  resultSuffix: "split",
  summary: "Split a PDF into several PDFs",
  description:
    "Pages: one PDF per selected page; Ranges: one PDF per item of `pages`; Combined: the selected pages together in one PDF. Each PDF keeps the bookmarks and links that point into its own pages, and the form fields on them. A ZIP holds at most 500 PDFs: a split that would give more fails the job with `TooManyPages`, before any PDF is made.",
  paid: false,
  acceptsBatch: true,
  fields: {
    pages: {
      kind: "pages",
      description:
        "Pages to take (page numbers and ranges, e.g. `1,3,5-7` or `4-`); default every page. Required with `Ranges` and `Combined`. With `Pages` and `Combined` a page listed twice is taken once, where it is first listed.",
    },
    mode: {
      kind: "enum",
      values: ["Pages", "Ranges", "Combined"],
      default: "Pages",
      description:
        "Pages: a ZIP with one PDF per selected page, named `<name>-page-<N>.pdf`. Ranges: a ZIP with one PDF per item of `pages`, named `<name>-pages-<from>-<to>.pdf`. Combined: one PDF of the selected pages in the order listed.",
    },
  },
  limits: pdfLimits(),
  result: {
    formats: [zipFormat, pdfFormat],
    choose: (fields) => (fields.mode === "Combined" ? pdfFormat : zipFormat),
  },
  validate(fields) {
    if (fields.mode !== "Pages" && fields.pages === undefined) {
      return [{ field: "pages", detail: `\`pages\` is required when \`mode\` is ${fields.mode}; list the pages, like 1-3,5-.` }];
    }
    return [];
  },
  async run({ inputs, fields, workDir, baseName, progress }) {
    const input = inputs[0]!;
    const doc = await openPdf(input.path, { name: input.name });
    let whole: mupdf.Buffer | undefined;
    try {
      const count = checkPageLimit(doc, undefined, input.name);
      let groups = [allPages(count)];
      if (fields.pages) {
        const resolved = resolvePageSelection(fields.pages, count);
        if (!resolved.ok) throw new JobError(resolved.code, resolved.detail);
        groups = resolved.groups;
      }
      const parts = planParts(fields.mode, groups, count, baseName);
      // Checked before any part is written.
      if (parts.length > MAX_PARTS) throw new JobError("TooManyPages", tooManyParts(fields.mode, parts.length, input.name));
      // Each part is built from only its own pages, grafted into a new document: copying the
      // whole source for every part and dropping the rest made each part cost as much to
      // write as the source. A new document cannot take over the source's encryption, though,
      // and a file that opens without a password may still restrict what its reader may do
      // (an owner password); such a file is still copied whole, so each part keeps them.
      if (!doc.getTrailer().get("Encrypt").isNull()) whole = doc.saveToBuffer("");
      // Read before prepareSource changes the source.
      const bookmarks = whole ? [] : readBookmarks(doc);
      const source = whole ? undefined : prepareSource(doc);
      const outputs: ToolOutput[] = [];
      for (const part of parts) {
        await progress(outputs.length, parts.length);
        const pages = part.pages.map((page) => page - 1);
        const copy = source ? extractPages(source, pages) : new mupdf.PDFDocument(whole!);
        try {
          if (source) {
            writePartOutline(copy, bookmarks, new Map(pages.map((page, index) => [page, index])));
            checkBuiltPdf(copy, input.name);
          } else rearrangePages(copy, part.pages);
          const output = path.join(workDir, `part-${outputs.length + 1}.pdf`);
          await savePdf(copy, output);
          // Deflating the ZIP entries again took longer than making the parts and won about a
          // tenth of their size: savePdf compresses every stream already.
          outputs.push({ path: output, name: part.name, compress: false, checked: source !== undefined });
        } finally {
          copy.destroy();
        }
      }
      return fields.mode === "Combined" ? { outputs, pageCount: parts[0]!.pages.length } : { outputs };
    } finally {
      whole?.destroy();
      doc.destroy();
    }
  },
});

function tooManyParts(mode: "Pages" | "Ranges" | "Combined", parts: number, name: string): string {
  const limit = `but split-pdf puts at most ${MAX_PARTS} PDFs in its ZIP`;
  return mode === "Ranges"
    ? `\`pages\` lists ${parts} different ranges of "${name}", one PDF each, ${limit}; list at most ${MAX_PARTS} ranges (a range such as 1-100 makes one PDF), or use mode Combined for one PDF.`
    : `Splitting "${name}" into one PDF per page gives ${parts} PDFs, ${limit}; select at most ${MAX_PARTS} pages with \`pages\`, use mode Ranges to put several pages in each PDF (e.g. 1-250,251-), or mode Combined for one PDF.`;
}

function planParts(mode: "Pages" | "Ranges" | "Combined", groups: number[][], count: number, baseName: string): Part[] {
  const once = (pages: number[]) => [...new Set(pages)];
  switch (mode) {
    case "Pages": {
      const width = String(count).length;
      return once(groups.flat()).map((page) => ({ name: `${baseName}-page-${String(page).padStart(width, "0")}.pdf`, pages: [page] }));
    }
    case "Ranges": {
      // The same range listed twice would give two identical entries under one name.
      const byName = new Map<string, Part>();
      for (const group of groups) {
        const name = `${baseName}-pages-${group[0]}-${group.at(-1)}.pdf`;
        if (!byName.has(name)) byName.set(name, { name, pages: group });
      }
      return [...byName.values()];
    }
    case "Combined":
      // A page tree cannot hold one page object twice, and a copy of the page would split
      // its widgets and link targets; a page listed again is taken once.
      return [{ name: `${baseName}.pdf`, pages: once(groups.flat()) }];
  }
}
