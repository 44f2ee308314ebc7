import type { Sheet } from "./result-sheets.ts";

/**
 * Excel result: one worksheet per sheet, numbers as number cells and dates as date cells
 * (shown YYYY-MM-DD), heading rows bold and frozen, merged cells merged.
 */
export async function writeExcel(sheets: readonly Sheet[], path: string): Promise<void> {
  // Loaded when a workbook is written, not with the tools: it is a third of what every worker
  // process and the API process load at start, and only Excel results need it.
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "doctools extract-pdf-data";
  const names = new Set<string>();
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(uniqueSheetName(sheet.name, names), sheet.headerRows > 0 ? { views: [{ state: "frozen", ySplit: sheet.headerRows }] } : {});
    sheet.rows.forEach((row, r) => {
      const excelRow = worksheet.getRow(r + 1);
      row.forEach((cell, c) => {
        if (cell === null) return;
        const target = excelRow.getCell(c + 1);
        if (typeof cell === "object") {
          const [y, m, d] = cell.date.split("-").map(Number) as [number, number, number];
          target.value = new Date(Date.UTC(y, m - 1, d));
          target.numFmt = "yyyy-mm-dd";
        } else {
          target.value = cell;
        }
      });
      if (r < sheet.headerRows) excelRow.font = { bold: true };
    });
    for (const m of sheet.merges) {
      if (m.rowSpan > 1 || m.columnSpan > 1) worksheet.mergeCells(m.row + 1, m.column + 1, m.row + m.rowSpan, m.column + m.columnSpan);
    }
    worksheet.columns.forEach((column) => {
      let width = 8;
      column.eachCell?.({ includeEmpty: false }, (cell) => {
        width = Math.max(width, Math.min(60, String(cell.value instanceof Date ? "yyyy-mm-dd" : (cell.value ?? "")).length + 2));
      });
      column.width = width;
    });
  }
  await workbook.xlsx.writeFile(path);
}

/** Excel sheet names: at most 31 characters, none of : \ / ? * [ ], unique without regard to case. */
function uniqueSheetName(name: string, taken: Set<string>): string {
  const base = name.replace(/[:\\/?*[\]]/gu, " ").slice(0, 31).trim() || "Sheet";
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}
