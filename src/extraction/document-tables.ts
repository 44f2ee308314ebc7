import { headingPatterns } from "./heading-words.ts";
import type { PageLayout, VisualRow } from "./page-layout.ts";
import { findRuledTables } from "./ruled-tables.ts";
import { disjointMerges, type Table } from "./table.ts";
import { joinWrapped } from "./ruled-tables.ts";
import { sectionSide } from "./statement-sections.ts";
import { continuationOf, findUnruledTables } from "./unruled-tables.ts";
import { looksNumeric } from "./values.ts";

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
    const before = tables.at(-1);
    let unruled = findUnruledTables(layout, ruledBoxes).map((table) => headingAbove(layout, before ? headingRestored(before, table) : table));
    // Headers and footers repeated on every page may sit between a table and its continuation,
    // so any table that ended on the page before may go on in any of this page's tables.
    let joined = false;
    // A table of the page before that ended at its foot may go on in a row or two at the top of
    // this page, too few to be a table of their own (or taken into the totals under them): those
    // rows join it, and the page's tables are found again without them.
    const last = tables.at(-1);
    // A table of this page under the same headings (with columns of its own) is the table going
    // on, joined by its headings when the bookings are read: its first rows are not a continuation.
    if (last && last.pages.at(-1) === layout.page - 1 && ![...ruled, ...unruled].some((next) => continues(last, next) || repeatsHeading(last, next))) {
      // Under the table's headings repeated below a running header, a row or two that no table
      // of the page holds (too few to be found as one) go on with it too.
      const underHeadings = () => {
        const rows = continuationOf(layout, ruledBoxes, last, true);
        return rows && !unruled.some((t) => t.firstBox.y0 < rows.lastBox.y1 && t.lastBox.y1 > rows.firstBox.y0) ? rows : null;
      };
      const rest = continuationOf(layout, ruledBoxes, last) ?? underHeadings();
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

/**
 * A table whose headings repeat the previous page's but for words added under one of them: the
 * first line of the page, a booking text going on from the page before, was taken for part of
 * that heading ("Descrizione operazioni" over "FATTURA 15052594"). The headings are restored and
 * the words made the table's first row, in that column.
 */
function headingRestored(previous: Table, next: Table): Table {
  if (previous.headerRows === 0 || next.headerRows !== previous.headerRows || next.pages[0] !== previous.pages.at(-1)! + 1) return next;
  const ours = previous.rows.slice(0, previous.headerRows);
  const theirs = next.rows.slice(0, next.headerRows);
  if (ours.some((row, r) => row.length !== theirs[r]!.length)) return next;
  const last = next.headerRows - 1;
  const extra = theirs[last]!.map((cell, c) => {
    const heading = ours[last]![c]!;
    return cell === heading ? "" : heading !== "" && cell.startsWith(`${heading} `) ? cell.slice(heading.length + 1) : null;
  });
  const added = extra.filter((e) => e !== "");
  if (added.length !== 1 || added[0] === null || ours.slice(0, last).some((row, r) => row.join("\u0000") !== theirs[r]!.join("\u0000"))) return next;
  const rows = [...ours.map((row) => [...row]), extra.map((e) => e ?? ""), ...next.rows.slice(next.headerRows)];
  return { ...next, rows, merges: next.merges.map((m) => (m.row >= next.headerRows ? { ...m, row: m.row + 1 } : m)) };
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
  const rows = [...previous.rows.map((row) => [...row]), ...next.rows.slice(skip).map((row) => [...row])];
  // A cell's text that goes on at the top of the next page, under the repeated headings, is the
  // last row's: the first row there holds only words, in a column where that row has words too,
  // in a table without rules between its rows and without rows of words alone of its own (a
  // balance sheet's label rows are rows).
  const first = previous.rows.length;
  const last = rows[first - 1]!;
  const filled = rows[first]?.flatMap((cell, c) => (cell.trim() === "" ? [] : [c])) ?? [];
  const c = filled[0] ?? -1;
  const wordsOnly = (text: string) => /\p{L}{2}/u.test(text) && !looksNumeric(text);
  const labelRows = previous.rows.slice(previous.headerRows).some((row) => row.filter((cell) => cell.trim() !== "").length === 1);
  const goesOn = first > previous.headerRows && !previous.ruled && !next.ruled && !labelRows && filled.length === 1 && !next.merges.some((m) => m.row === skip) && wordsOnly(rows[first]![c]!) && sectionSide(rows[first]![c]!) === null && wordsOnly(last[c] ?? "");
  if (goesOn) {
    last[c] = joinWrapped(last[c]!, rows[first]![c]!);
    rows.splice(first, 1);
  }
  // Rows of `next` kept (after its repeated headings and a row joined into the last) move down by this.
  const from = skip + (goesOn ? 1 : 0);
  const offset = previous.rows.length - from;
  return {
    ...previous,
    pages: [...previous.pages, ...next.pages],
    rows,
    merges: [...previous.merges, ...next.merges.filter((m) => m.row >= from).map((m) => ({ ...m, row: m.row + offset }))],
    columnEdges: next.columnEdges,
    lastBox: next.lastBox,
  };
}

const ROLE_WORDS = headingPatterns();

/**
 * A table found without headings whose column headings are the lines just above it, taken into
 * the block above (an account's summary set in the same lines): lines of words alone, each run's
 * middle over one of the table's columns, that name at least two columns' roles. They become the
 * table's heading row, each run in the column it stands over (the lines of a heading over two
 * lines joined per column). Any run that stands over no single column, or two over one, and
 * the table is left as it was.
 */
export function headingAbove(layout: PageLayout, table: Table): Table {
  if (table.headerRows > 0 || table.ruled || table.pages[0] !== layout.page) return table;
  const edges = [...table.columnEdges];
  let width = table.rows[0]?.length ?? 0;
  if (edges.length !== width + 1 || width < 2) return table;
  const above = layout.rows.filter((row) => row.box.y1 <= table.firstBox.y0 + 1).sort((a, b) => b.box.y0 - a.box.y0);
  const lines: VisualRow[] = [];
  let lower = table.firstBox.y0;
  for (const row of above.slice(0, 3)) {
    const height = row.box.y1 - row.box.y0;
    if (lower - row.box.y1 > height || row.segments.some((s) => /\d/u.test(s.text))) break;
    lines.unshift(row);
    lower = row.box.y0;
  }
  if (lines.length === 0) return table;
  // Headings right of the table's last column head columns empty on this page (no credits on
  // the first page of bookings): each such run adds a column.
  const right = lines.flatMap((line) => line.segments).filter((s) => (s.box.x0 + s.box.x1) / 2 >= edges.at(-1)!).sort((a, b) => a.box.x0 - b.box.x0);
  for (const segment of right) {
    if (segment.box.x0 < edges.at(-1)! - 2) return table;
    edges.push(segment.box.x1 + 1);
    width++;
  }
  const cells = Array.from({ length: width }, () => "");
  // The column a run stands over: the one its middle falls in (a heading over figures set flush
  // right may start left of the column the figures make).
  const columnOf = (x0: number, x1: number) => {
    const middle = (x0 + x1) / 2;
    return edges.findIndex((x, c) => c < width && middle >= x && middle < edges[c + 1]!);
  };
  for (const line of lines) {
    const used = new Set<number>();
    for (const segment of line.segments) {
      const c = columnOf(segment.box.x0, segment.box.x1);
      if (c < 0 || used.has(c)) return table;
      used.add(c);
      cells[c] = joinWrapped(cells[c]!, segment.text.trim());
    }
  }
  const named = cells.filter((cell) => cell !== "" && ROLE_WORDS.some((p) => p.strong.test(cell))).length;
  if (named < 2 || cells.filter((cell) => cell !== "").length < 2) return table;
  const added = width - table.columnEdges.length + 1;
  const rows = [cells, ...table.rows.map((row) => [...row, ...Array.from({ length: added }, () => "")])];
  return { ...table, headerRows: 1, rows, columnEdges: edges, merges: table.merges.map((m) => ({ ...m, row: m.row + 1 })) };
}
