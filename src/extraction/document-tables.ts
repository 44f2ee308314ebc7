import type { PageLayout } from "./page-layout.ts";
import { findRuledTables } from "./ruled-tables.ts";
import { disjointMerges, type Table } from "./table.ts";
import { continuationOf, findUnruledTables } from "./unruled-tables.ts";

/**
 * Every table of a document in reading order: drawn grids first on each page, then aligned
 * text outside them; a table that ends a page and one that starts the next with the same
 * columns are one table (its repeated heading dropped).
 */
export function findTables(layouts: readonly PageLayout[]): Table[] {
  const tables: Table[] = [];
  for (const layout of layouts) {
    const ruled = findRuledTables(layout);
    const ruledBoxes = ruled.map((t) => t.firstBox);
    let unruled = findUnruledTables(layout, ruledBoxes);
    // Headers and footers repeated on every page may sit between a table and its continuation,
    // so any table that ended on the page before may go on in any of this page's tables.
    let joined = false;
    // A table of the page before that ended at its foot may go on in a row or two at the top of
    // this page, too few to be a table of their own (or taken into the totals under them): those
    // rows join it, and the page's tables are found again without them.
    const last = tables.at(-1);
    if (last && last.pages.at(-1) === layout.page - 1 && ![...ruled, ...unruled].some((next) => continues(last, next))) {
      const rest = continuationOf(layout, ruledBoxes, last);
      if (rest && !ruled.some((t) => t.firstBox.y0 < rest.lastBox.y1)) {
        tables[tables.length - 1] = join(last, rest);
        joined = true;
        unruled = findUnruledTables(layout, [...ruledBoxes, rest.lastBox]);
      }
    }
    const onPage = [...ruled, ...unruled].sort((a, b) => a.firstBox.y0 - b.firstBox.y0);
    for (const next of onPage) {
      const index = joined ? -1 : tables.findLastIndex((previous) => continues(previous, next));
      if (index >= 0) {
        tables[index] = join(tables[index]!, next);
        joined = true;
      } else {
        tables.push(next);
      }
    }
  }
  return tables.map((table) => ({ ...table, merges: disjointMerges(table.merges) }));
}

/**
 * Where each column of a continuation without headings falls among the previous table's: its
 * columns start where some of the previous one's start (a page of bookings with no debits has
 * no debit column of its own). Null when they do not line up.
 */
function columnMap(previous: Table, next: Table): number[] | null {
  if (next.ruled || previous.ruled || next.headerRows > 0 || next.columnEdges.length >= previous.columnEdges.length) return null;
  const starts = previous.columnEdges.slice(0, -1);
  const map: number[] = [];
  for (const x of next.columnEdges.slice(0, -1)) {
    const at = starts.findIndex((start, i) => Math.abs(start - x) < 12 && i > (map.at(-1) ?? -1));
    if (at < 0) return null;
    map.push(at);
  }
  // Its right edge may stop short of the previous one's: its last columns may be empty here.
  return next.columnEdges.at(-1)! < previous.columnEdges.at(-1)! + 12 ? map : null;
}

/** The next page's first table goes on with the previous page's last one: same kind, same columns (or some of them). */
function continues(previous: Table, next: Table): boolean {
  if (next.pages[0] !== previous.pages.at(-1)! + 1 || next.ruled !== previous.ruled) return false;
  if (next.columnEdges.length !== previous.columnEdges.length) return columnMap(previous, next) !== null;
  // The same block on every page (a letterhead, a footer) repeats; it does not continue.
  if (sameRows(previous.rows.slice(-next.rows.length), next.rows)) return false;
  const sameHeading = repeatsHeading(previous, next);
  const alignedEdges = next.columnEdges.every((x, i) => Math.abs(x - previous.columnEdges[i]!) < 12);
  return sameHeading || (next.headerRows === 0 && alignedEdges) || (alignedEdges && previous.headerRows === 0);
}

/**
 * Whether `next` starts with `previous`'s column headings again: its heading rows are the last
 * ones of `previous` (a caption or group heading over the first page's table is not repeated).
 */
function repeatsHeading(previous: Table, next: Table): boolean {
  return next.headerRows > 0 && next.headerRows <= previous.headerRows && sameRows(previous.rows.slice(previous.headerRows - next.headerRows, previous.headerRows), next.rows.slice(0, next.headerRows));
}

function sameRows(a: readonly (readonly string[])[], b: readonly (readonly string[])[]): boolean {
  return a.length === b.length && a.every((row, r) => row.join("\u0000") === b[r]!.join("\u0000"));
}

function join(previous: Table, fromNext: Table): Table {
  const map = fromNext.columnEdges.length !== previous.columnEdges.length ? columnMap(previous, fromNext) : null;
  const width = previous.rows[0]?.length ?? 0;
  // A continuation with fewer columns, its cells set in the previous table's columns.
  const next: Table = map
    ? {
        ...fromNext,
        rows: fromNext.rows.map((row) => Array.from({ length: width }, (_, c) => (map.includes(c) ? (row[map.indexOf(c)] ?? "") : ""))),
        merges: fromNext.merges.map((m) => ({ ...m, column: map[m.column] ?? m.column })),
        columnEdges: previous.columnEdges,
      }
    : fromNext;
  const skip = repeatsHeading(previous, next) ? next.headerRows : 0;
  const offset = previous.rows.length - skip;
  return {
    ...previous,
    pages: [...previous.pages, ...next.pages],
    rows: [...previous.rows, ...next.rows.slice(skip)],
    merges: [...previous.merges, ...next.merges.filter((m) => m.row >= skip).map((m) => ({ ...m, row: m.row + offset }))],
    columnEdges: next.columnEdges,
    lastBox: next.lastBox,
  };
}
