import type { Table } from "./table.ts";

/**
 * Tables printed two or three to a line: checks paid as "CHECK NO. | DATE PAID | AMOUNT" twice
 * over, daily balances as "DATE | AMOUNT" three times. Their heading row is one group of headings
 * repeated, and each printed line holds that many rows.
 */

/**
 * The table unfolded into one of the group's columns, its rows in reading order (each line's
 * left group first); the lines `skip` names (a totals line under both groups) are left out.
 * Null when the heading row repeats no group of two or more headings.
 */
export function unfoldSideBySide(table: Table, skip: (row: readonly string[]) => boolean): Table | null {
  if (table.headerRows === 0) return null;
  const printed = table.rows[table.headerRows - 1]!;
  const heading = printed.map((cell) => cell.trim().toLowerCase());
  const width = heading.length;
  for (let size = 2; size <= width / 2; size++) {
    if (width % size !== 0) continue;
    const group = heading.slice(0, size);
    if (group.some((cell) => cell === "")) continue;
    const copies = width / size;
    const repeated = Array.from({ length: copies }, (_, k) => heading.slice(k * size, (k + 1) * size)).every((part) => part.every((cell, i) => cell === group[i]));
    if (!repeated) continue;
    const rows: string[][] = [];
    for (const row of table.rows.slice(table.headerRows)) {
      if (skip(row)) continue;
      for (let k = 0; k < copies; k++) {
        const part = row.slice(k * size, (k + 1) * size);
        if (part.some((cell) => cell.trim() !== "")) rows.push([...part]);
      }
    }
    return { ...table, headerRows: 1, rows: [printed.slice(0, size), ...rows], merges: [], columnEdges: table.columnEdges.slice(0, size + 1) };
  }
  return null;
}
