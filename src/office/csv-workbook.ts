import ExcelJS from "exceljs";

/**
 * A CSV file as an Excel workbook of one sheet. LibreOffice in WebAssembly opens a CSV as a text
 * document (its type detection there prefers Writer's text import, with or without filter
 * options), so a CSV reaches either engine as a workbook, the same way for both. Numbers become
 * numbers; everything else stays text as written.
 */
export async function csvToWorkbook(csv: string, output: string): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  await workbook.csv.readFile(csv, {
    parserOptions: { delimiter: await detectDelimiter(csv) },
    map: (value: string) => (/^-?\d+(\.\d+)?$/.test(value.trim()) && value.trim().length < 16 ? Number(value) : value),
  });
  await workbook.xlsx.writeFile(output);
}

async function detectDelimiter(csv: string): Promise<string> {
  const { readFile } = await import("node:fs/promises");
  const head = (await readFile(csv, "utf8")).slice(0, 4096).split(/\r?\n/)[0] ?? "";
  const counts = [",", ";", "\t"].map((separator) => [separator, head.split(separator).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}
