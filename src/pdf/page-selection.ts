/**
 * The page selection string of the `pages` and `order` fields: comma-separated items, each `N`,
 * `N-M` or `N-` (N to the last page). Parsed here and nowhere else; syntax is checked when the call
 * arrives, page numbers against the document once the job runs.
 */
export interface PageRange {
  readonly from: number;
  /** null: open range, up to the last page. */
  readonly to: number | null;
}

export interface PageSelection {
  readonly source: string;
  readonly ranges: readonly PageRange[];
  readonly unique: boolean;
}

export type ParseResult = { ok: true; selection: PageSelection } | { ok: false; problem: string };

/** The same grammar as a JSON Schema pattern, for clients: items `N`, `N-M`, `N-`, comma-separated. */
export const PAGE_SELECTION_PATTERN = "^\\s*\\d+(\\s*-\\s*\\d*)?(\\s*,\\s*\\d+(\\s*-\\s*\\d*)?)*\\s*$";

export const PAGE_SELECTION_SYNTAX =
  "Syntax: comma-separated items, each a page `N`, a range `N-M` or an open range `N-` (page N to the last page), pages numbered from 1.";

const MAX_PAGE_NUMBER = 1_000_000;
const ITEM = /^(\d+)(?:\s*(-)\s*(\d*))?$/;

export function parsePageSelection(source: string, options: { unique?: boolean } = {}): ParseResult {
  const unique = options.unique ?? false;
  const text = source.trim();
  if (text === "") return { ok: false, problem: "must list at least one page, like 1,3,5-7 or 4-." };
  const ranges: PageRange[] = [];
  for (const [index, rawItem] of text.split(",").entries()) {
    const item = rawItem.trim();
    const where = `item ${index + 1}`;
    if (item === "") return { ok: false, problem: `has an empty ${where}; separate pages with single commas, like 1,3,5-7.` };
    const match = ITEM.exec(item);
    if (!match) {
      return { ok: false, problem: `has "${item}" as ${where}; each item must be a page N, a range N-M or an open range N-.` };
    }
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : match[3] === "" ? null : Number(match[3]);
    if (from < 1 || (to !== null && to < 1)) return { ok: false, problem: `has "${item}"; pages are numbered from 1.` };
    if (from > MAX_PAGE_NUMBER || (to !== null && to > MAX_PAGE_NUMBER)) {
      return { ok: false, problem: `has "${item}"; page numbers go up to ${MAX_PAGE_NUMBER}.` };
    }
    if (to !== null && to < from) {
      return { ok: false, problem: `has the backward range "${item}"; write ranges from low to high, like ${to}-${from}.` };
    }
    ranges.push({ from, to });
  }
  if (unique) {
    const seen = new Set<number>();
    for (const range of ranges) {
      if (range.to === null) continue;
      for (let page = range.from; page <= range.to; page++) {
        if (seen.has(page)) return { ok: false, problem: `lists page ${page} more than once; each page may be listed once.` };
        seen.add(page);
      }
    }
  }
  return { ok: true, selection: { source: text, ranges, unique } };
}

export type ResolveResult =
  | { ok: true; pages: number[]; groups: number[][] }
  | { ok: false; code: "PageOutOfRange" | "InvalidRequest"; detail: string };

/**
 * Applies a selection to a document of `pageCount` pages. Returns the 1-based pages in
 * selection order, and the same pages grouped by item (one group per range).
 */
export function resolvePageSelection(selection: PageSelection, pageCount: number): ResolveResult {
  const groups: number[][] = [];
  for (const range of selection.ranges) {
    const last = range.to ?? pageCount;
    if (range.from > pageCount || last > pageCount) {
      const item = range.to === null ? `${range.from}-` : range.to === range.from ? `${range.from}` : `${range.from}-${range.to}`;
      return {
        ok: false,
        code: "PageOutOfRange",
        detail: `Page selection "${selection.source}" names ${item}, but the PDF has ${pageCount} page${pageCount === 1 ? "" : "s"}.`,
      };
    }
    const group: number[] = [];
    for (let page = range.from; page <= last; page++) group.push(page);
    groups.push(group);
  }
  const pages = groups.flat();
  if (selection.unique) {
    const seen = new Set<number>();
    for (const page of pages) {
      if (seen.has(page)) {
        return { ok: false, code: "InvalidRequest", detail: `Page ${page} is listed more than once in "${selection.source}".` };
      }
      seen.add(page);
    }
  }
  return { ok: true, pages, groups };
}

/** Every page, for tools whose `pages` field defaults to the whole document. */
export function allPages(pageCount: number): number[] {
  return Array.from({ length: pageCount }, (_, i) => i + 1);
}
