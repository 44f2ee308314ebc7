import { describe, it } from "node:test";
import assert from "node:assert/strict";
import type { ExtractKind, InvoiceData, TablesData } from "../../src/extraction/extract-schemas.ts";
import { parseAmount } from "../../src/extraction/values.ts";
import { corpus } from "../helpers/test-app.ts";
import { invoiceTruths, tableTruths } from "./corpus-truth.ts";
import { extractFile, percent, scoreInvoice, scoreTable, sumScores, type FieldScore, type Score } from "./accuracy.ts";

/**
 * Accuracy of the local engine on the corpus against values read off the pages. The floors are
 * what the engine reaches now, so a change that makes it worse fails; the figures are printed
 * (run with --test-reporter=spec to see them) and quoted in the README.
 */

/** What the engine extracts from a PDF of the corpus (`invoices/…`, under its pdf/ folder). */
const extract = (relative: string, kind: ExtractKind) => extractFile(corpus(`pdf/${relative}`), kind);

/** Measured on this commit; a regression below these fails. */
const invoiceFloors: Record<string, number> = {
  "invoices/invoice_odoo_demo.pdf": 100,
  "invoices/invoice_line_items.pdf": 100,
  "invoices/invoice_german_hosting_2p.pdf": 100,
  "invoices/invoice_facturx_en16931.pdf": 92,
};
const tableFloors: Record<string, number> = {
  "Table 2-1 fuel savings (ruled, merged headings)": 100,
  "Public Health Outlay 2012-13 (unruled, two heading levels)": 100,
  "主要会计数据和财务指标 (ruled, CJK, wrapped cells)": 100,
  "合并资产负债表, first rows of pages 9 and 10 (ruled, continues across pages)": 100,
  "前10名股东持股情况 (ruled, merged cells in rows and columns; written after the engine was tuned, not used to tune it)": 100,
};

const report = (name: string, score: Score) => `${name}: ${score.right}/${score.total} = ${percent(score)}%${score.misses.length ? `; missed ${score.misses.join("; ")}` : ""}`;

describe("extraction accuracy on the corpus (local engine)", () => {
  it("the true tables add up (so a misread digit in the truth would show)", () => {
    const budget = tableTruths.find((t) => t.file.endsWith("table_budget_wide.pdf"))!;
    for (const row of budget.rows.slice(budget.headerRows)) {
      const [m, f, cm, cf, total, others, grand] = row.slice(1).map((cell) => parseAmount(cell)!) as [number, number, number, number, number, number, number];
      assert.equal(m + f + cm + cf, total, `${row[0]}: revenue and capital add up to their total`);
      assert.equal(total + others, grand, `${row[0]}: with others they add up to the grand total`);
    }
    const sheet = tableTruths.find((t) => t.pages.length > 1)!;
    const current = sheet.rows.slice(2, sheet.rows.findIndex((row) => row[0] === "流动资产合计"));
    for (const column of [1, 2]) {
      const sum = current.reduce((s, row) => s + (parseAmount(row[column]!) ?? 0), 0);
      const stated = parseAmount(sheet.rows.find((row) => row[0] === "流动资产合计")![column]!)!;
      assert.ok(Math.abs(sum - stated) < 0.005, `current assets column ${column} add up (${sum} vs ${stated})`);
    }
  });

  const invoiceScores: FieldScore[] = [];
  for (const truth of invoiceTruths) {
    it(`reads the fields of ${truth.file}`, async (t) => {
      const got = (await extract(truth.file, "Invoice")) as InvoiceData;
      const score = scoreInvoice(truth, got);
      invoiceScores.push(score);
      t.diagnostic(report(truth.file, score));
      assert.ok(percent(score) >= invoiceFloors[truth.file]!, report(truth.file, score));
    });
  }

  const tableScores: Score[] = [];
  for (const truth of tableTruths) {
    it(`reads the cells of ${truth.name}`, async (t) => {
      const got = (await extract(truth.file, "Tables")) as TablesData;
      const score = scoreTable(truth, got.tables);
      tableScores.push(score);
      t.diagnostic(report(truth.name, score));
      assert.ok(percent(score) >= tableFloors[truth.name]!, report(truth.name, score));
    });
  }

  it("marks heading rows and joins the balance sheet across pages", async () => {
    const got = (await extract("lang/lang_chinese_report_22p.pdf", "Tables")) as TablesData;
    const sheet = got.tables.find((table) => table.rows[0]?.cells[0] === "项目" && table.pages[0] === 9)!;
    assert.ok(sheet, "the balance sheet is found");
    assert.deepEqual(sheet.pages.slice(0, 2), [9, 10]);
    assert.equal(sheet.rows.filter((row) => row.header).length, 1, "the heading repeated on later pages is not repeated in the joined table");
    const ruled = ((await extract("invoices/table_ruled_report_page.pdf", "Tables")) as TablesData).tables.find((t) => t.rows[0]?.cells[0] === "Cycle Name")!;
    assert.deepEqual(ruled.merges.find((m) => m.column === 3), { row: 0, column: 3, rowSpan: 1, columnSpan: 4 }, "Percent Fuel Savings covers four columns");
    assert.deepEqual(ruled.rows.map((row) => row.header), [true, true, false, false, false, false, false]);
  });

  it("splits records set one per line in one ruled box, keeping a wrapped cell whole", async () => {
    const got = (await extract("invoices/invoice_facturx_en16931.pdf", "Tables")) as TablesData;
    const vat = got.tables.find((table) => table.rows[0]!.cells.includes("Montant TVA"))!;
    assert.deepEqual(
      vat.rows.slice(1).map((row) => row.cells.slice(2)),
      [
        ["S", "20,00%", "11,00", "2,20"],
        ["E", "0,00%", "60,00", "0,00"],
        ["S", "10,00%", "27,00", "2,70"],
        ["K", "0,00%", "2,00", "0,00"],
      ],
    );
    assert.deepEqual(vat.rows[2]!.cells.slice(0, 2), ["VATEX-EU-79-C", "DEBOURS"]);
    const items = got.tables.find((table) => table.rows[0]!.cells.some((cell) => cell.startsWith("NOM & DESIGNATION")))!;
    assert.equal(items.rows.length, 4, "three items under their heading, each description one cell");
  });

  it("totals over all files", (t) => {
    const [invoices, tables] = [sumScores(invoiceScores), sumScores(tableScores)];
    t.diagnostic(`invoice fields right: ${percent(invoices)}% of ${invoices.total}; table cells right: ${percent(tables)}% of ${tables.total}`);
  });
});
