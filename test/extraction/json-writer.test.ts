import { describe, it } from "node:test";
import assert from "node:assert/strict";
import type { TablesData } from "../../src/extraction/extract-schemas.ts";
import { writeJson } from "../../src/extraction/json-writer.ts";
import { toSheets } from "../../src/extraction/result-sheets.ts";

function tables(rows: { header: boolean; cells: string[] }[]): TablesData {
  return { kind: "Tables", tables: [{ page: 1, pages: [1], title: null, rows, merges: [] }] };
}

describe("Json table cells", () => {
  it("are numbers when plainly a number, dates as YYYY-MM-DD, and text as printed otherwise", () => {
    const data = tables([
      { header: true, cells: ["2024", "Amount", "Rate", "Code", "Card", "Price", "Note"] },
      { header: false, cells: ["31.01.2024", "1,234.56", "12 %", "00501", "4111111111111111", "$ 12.00", ""] },
      { header: false, cells: ["01.02.2024", "(12.00)", "5.9%", "0.50", "123456789012345", "-7", "n/a"] },
    ]);
    const rows = JSON.parse(writeJson(data)).tables[0].rows;
    assert.deepEqual(rows, [
      { header: true, cells: ["2024", "Amount", "Rate", "Code", "Card", "Price", "Note"] },
      { header: false, cells: ["2024-01-31", 1234.56, "12 %", "00501", "4111111111111111", "$ 12.00", ""] },
      { header: false, cells: ["2024-02-01", -12, "5.9%", 0.5, 123456789012345, -7, "n/a"] },
    ]);
  });

  it("follow the document's decimal comma, as the Excel and Csv results do", () => {
    const data = tables([
      { header: false, cells: ["Miete", "1.234,50"] },
      { header: false, cells: ["Strom", "-87,20"] },
    ]);
    const json = JSON.parse(writeJson(data)).tables[0].rows.map((row: { cells: unknown[] }) => row.cells);
    assert.deepEqual(json, [
      ["Miete", 1234.5],
      ["Strom", -87.2],
    ]);
    assert.deepEqual(json, toSheets(data)[0]!.rows, "one rule for every format");
  });
});
