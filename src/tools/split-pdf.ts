import path from "node:path";
import { JobError } from "../errors/job-errors.ts";
import { checkPageLimit, mupdf, openPdf, savePdf } from "../pdf/mupdf-document.ts";
import { allPages, resolvePageSelection } from "../pdf/page-selection.ts";
import { rearrangePages } from "../pdf/rearrange-pages.ts";
import { defineTool, pdfFormat, pdfLimits, zipFormat, type ToolOutput } from "./tool-definition.ts";

/** Spec §8: at most 500 PDFs in the ZIP. */
const MAX_PARTS = 500;

interface Part {
  readonly name: string;
  /** 1-based, each page once. */
  readonly pages: readonly number[];
}

export const splitPdf = defineTool({
  name: "split-pdf",
  summary: "Split a PDF into several PDFs",
  description:
    "Pages: one PDF per selected page; Ranges: one PDF per item of `pages`; Combined: the selected pages together in one PDF. Each PDF keeps the bookmarks and links that point into its own pages, and the form fields on them.",
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
  async run({ inputs, fields, workDir, baseName, signal }) {
    const input = inputs[0]!;
    const doc = await openPdf(input.path, { name: input.name });
    let source: mupdf.Buffer;
    let parts: Part[];
    try {
      const count = checkPageLimit(doc, undefined, input.name);
      let groups = [allPages(count)];
      if (fields.pages) {
        const resolved = resolvePageSelection(fields.pages, count);
        if (!resolved.ok) throw new JobError(resolved.code, resolved.detail);
        groups = resolved.groups;
      }
      parts = planParts(fields.mode, groups, count, baseName);
      if (parts.length > MAX_PARTS) {
        throw new JobError(
          "InvalidRequest",
          `Splitting "${input.name}" this way gives ${parts.length} PDFs, but a ZIP holds at most ${MAX_PARTS}; select fewer pages or use mode Ranges or Combined.`,
        );
      }
      // Every part starts from the same repaired, decrypted-on-open copy, so a damaged file
      // is repaired once rather than once per part.
      source = doc.saveToBuffer("");
    } finally {
      doc.destroy();
    }
    try {
      const outputs: ToolOutput[] = [];
      for (const part of parts) {
        signal.throwIfAborted();
        const copy = new mupdf.PDFDocument(source);
        try {
          rearrangePages(copy, part.pages);
          const output = path.join(workDir, `part-${outputs.length + 1}.pdf`);
          await savePdf(copy, output);
          outputs.push({ path: output, name: part.name });
        } finally {
          copy.destroy();
        }
      }
      return fields.mode === "Combined" ? { outputs, pageCount: parts[0]!.pages.length } : { outputs };
    } finally {
      source.destroy();
    }
  },
});

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
      // rearrangePages cannot hold one page object twice in the page tree, and a copy of the
      // page would split its widgets and link targets; a page listed again is taken once.
      return [{ name: `${baseName}.pdf`, pages: once(groups.flat()) }];
  }
}
