import type { ExtractedData } from "./extract-schemas.ts";
import { typedTableRows, type SheetCell } from "./result-sheets.ts";

/**
 * Json result: the extracted data as it is, except that table cells are typed by the rule the
 * Excel and Csv results use (numbers as numbers, dates as YYYY-MM-DD), so the three
 * formats never disagree about which cell is a number.
 */
export function writeJson(data: ExtractedData): string {
  const result =
    data.kind === "Tables"
      ? {
          ...data,
          tables: data.tables.map((table) => {
            const typed = typedTableRows(table);
            return { ...table, rows: table.rows.map((row, r) => ({ header: row.header, cells: typed[r]!.map(jsonCell) })) };
          }),
        }
      : data;
  return `${JSON.stringify(result, null, 2)}\n`;
}

function jsonCell(cell: SheetCell): string | number | null {
  return cell !== null && typeof cell === "object" ? cell.date : cell;
}
