import type { Box } from "./page-layout.ts";
import { looksNumeric } from "./values.ts";

/** A cell that covers more than one grid position (a merged header, a label across columns). */
export interface CellMerge {
  readonly row: number;
  readonly column: number;
  readonly rowSpan: number;
  readonly columnSpan: number;
}

/**
 * A table as a grid of cell texts. A merged cell's text is in its top-left position and the
 * positions it covers are empty strings; `merges` says which. The first `headerRows` rows are
 * headings.
 */
export interface Table {
  /** Pages the table is on, the first where it starts; more than one when it continues. */
  readonly pages: readonly number[];
  readonly ruled: boolean;
  readonly headerRows: number;
  readonly rows: readonly (readonly string[])[];
  readonly merges: readonly CellMerge[];
  /** Column edges (x) on the page where the table ends, to tell whether the next page continues it. */
  readonly columnEdges: readonly number[];
  /** Where the table is on its first page and on its last page. */
  readonly firstBox: Box;
  readonly lastBox: Box;
}

/** Leading rows with text but no figures, when figures follow: the headings. At most three. */
export function countHeaderRows(rows: readonly (readonly string[])[]): number {
  const numericRow = (row: readonly string[]) => row.some((cell) => cell !== "" && looksNumeric(cell));
  const firstData = rows.findIndex(numericRow);
  const filled = (row: readonly string[]) => row.filter((cell) => cell !== "").length;
  if (firstData === -1) return rows.length > 1 && filled(rows[0]!) >= 2 ? 1 : 0;
  // A lone label before the figures ("Current assets:") is a section of the body, not a heading.
  let count = 0;
  while (count < Math.min(firstData, 3) && filled(rows[count]!) >= 2) count++;
  return count;
}

/**
 * Drops columns and rows that are empty everywhere and start no merged cell, so a grid drawn
 * with spare lines does not give empty columns; merges are shifted and narrowed to match.
 */
export function pruneEmpty(rows: string[][], merges: CellMerge[]): { rows: string[][]; merges: CellMerge[]; keptColumns: number[] } {
  const width = Math.max(0, ...rows.map((r) => r.length));
  const keepColumn = Array.from({ length: width }, (_, c) => rows.some((r) => (r[c] ?? "") !== ""));
  const keepRow = rows.map((r) => r.some((cell) => cell !== ""));
  const newColumn = renumber(keepColumn);
  const newRow = renumber(keepRow);
  const outRows = rows.filter((_, r) => keepRow[r]).map((r) => r.filter((_, c) => keepColumn[c]));
  const outMerges: CellMerge[] = [];
  for (const m of merges) {
    if (!keepRow[m.row] || !keepColumn[m.column]) continue;
    const columnSpan = keepColumn.slice(m.column, m.column + m.columnSpan).filter(Boolean).length;
    const rowSpan = keepRow.slice(m.row, m.row + m.rowSpan).filter(Boolean).length;
    if (columnSpan > 1 || rowSpan > 1) outMerges.push({ row: newRow[m.row]!, column: newColumn[m.column]!, rowSpan, columnSpan });
  }
  return { rows: outRows, merges: outMerges, keptColumns: keepColumn.flatMap((k, c) => (k ? [c] : [])) };
}

function renumber(keep: readonly boolean[]): number[] {
  let next = 0;
  return keep.map((k) => (k ? next++ : next));
}

/**
 * Merges that cover a grid position another merge already covers are dropped (their text stays
 * in its cell): a grid whose missing rules join cells in an L shape has no rectangular merge.
 */
export function disjointMerges(merges: readonly CellMerge[]): CellMerge[] {
  const taken = new Set<string>();
  const out: CellMerge[] = [];
  for (const m of merges) {
    const cells: string[] = [];
    for (let r = m.row; r < m.row + m.rowSpan; r++) for (let c = m.column; c < m.column + m.columnSpan; c++) cells.push(`${r},${c}`);
    if (cells.some((cell) => taken.has(cell))) continue;
    for (const cell of cells) taken.add(cell);
    out.push(m);
  }
  return out;
}
