import type { Sheet, SheetCell } from "./result-sheets.ts";

/**
 * Csv result: the rows of each sheet in turn, one blank line between sheets, quoted per
 * RFC 4180 §2 (a field with a comma, a double quote, CR or LF is quoted, quotes doubled), lines
 * ended by CRLF, UTF-8 without a byte order mark.
 */
export function writeCsv(sheets: readonly Sheet[]): string {
  return sheets.map((sheet) => sheet.rows.map((row) => row.map(field).join(",") + "\r\n").join("")).join("\r\n");
}

function field(cell: SheetCell): string {
  if (cell === null) return "";
  if (typeof cell === "number") return String(cell);
  const text = typeof cell === "string" ? cell : cell.date;
  return /[",\r\n]/u.test(text) ? `"${text.replace(/"/gu, '""')}"` : text;
}
