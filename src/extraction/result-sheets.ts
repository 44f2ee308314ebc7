import type { BankStatementData, ExtractedData, InvoiceData, TableData } from "./extract-schemas.ts";
import { detectHabits, parseAmount, parseDate, type NumberHabits } from "./values.ts";

/**
 * The extracted data as sheets: a "Details" sheet of fields, then one sheet per table (line
 * items, taxes, transactions, each table found). Excel writes them as worksheets, Csv as blocks
 * one after the other. Cells keep their type: numbers, dates, text.
 */

export type SheetCell = string | number | { readonly date: string } | null;

export interface Sheet {
  readonly name: string;
  readonly rows: readonly (readonly SheetCell[])[];
  readonly headerRows: number;
  readonly merges: readonly { row: number; column: number; rowSpan: number; columnSpan: number }[];
}

const dateCell = (value: string | null): SheetCell => (value === null ? null : { date: value });

export function toSheets(data: ExtractedData): Sheet[] {
  switch (data.kind) {
    case "Invoice":
      return invoiceSheets(data);
    case "BankStatement":
      return statementSheets(data);
    case "Tables":
      return data.tables.map((table, index) => tableSheet(table, index));
  }
}

function details(rows: readonly (readonly [string, SheetCell])[]): Sheet {
  return { name: "Details", rows: [["Field", "Value"], ...rows.map(([field, value]) => [field, value])], headerRows: 1, merges: [] };
}

function checkRows(checks: InvoiceData["checks"]): [string, SheetCell][] {
  return checks.map((c) => [`Check ${c.check}`, `${c.ok ? "OK" : "MISMATCH"}: ${c.detail}`]);
}

function invoiceSheets(invoice: InvoiceData): Sheet[] {
  const sheets: Sheet[] = [
    details([
      ["Invoice number", invoice.invoiceNumber],
      ["Issue date", dateCell(invoice.issueDate)],
      ["Due date", dateCell(invoice.dueDate)],
      ["Currency", invoice.currency],
      ["Seller name", invoice.seller.name],
      ["Seller address", invoice.seller.address],
      ["Seller tax ID", invoice.seller.taxId],
      ["Buyer name", invoice.buyer.name],
      ["Buyer address", invoice.buyer.address],
      ["Buyer tax ID", invoice.buyer.taxId],
      ["Subtotal", invoice.subtotal],
      ["Total tax", invoice.totalTax],
      ["Total", invoice.total],
      ...checkRows(invoice.checks),
    ]),
    {
      name: "Line items",
      rows: [["Description", "Quantity", "Unit price", "Amount", "Tax rate %"], ...invoice.lineItems.map((i) => [i.description, i.quantity, i.unitPrice, i.amount, i.taxRate])],
      headerRows: 1,
      merges: [],
    },
  ];
  if (invoice.taxes.length > 0) {
    sheets.push({ name: "Taxes", rows: [["Rate %", "Base", "Amount"], ...invoice.taxes.map((t) => [t.rate, t.base, t.amount])], headerRows: 1, merges: [] });
  }
  return sheets;
}

function statementSheets(statement: BankStatementData): Sheet[] {
  return [
    details([
      ["Bank", statement.bank],
      ["Account holder", statement.accountHolder],
      ["Account number", statement.accountNumber],
      ["IBAN", statement.iban],
      ["Currency", statement.currency],
      ["Period from", dateCell(statement.periodFrom)],
      ["Period to", dateCell(statement.periodTo)],
      ["Opening balance", statement.openingBalance],
      ["Closing balance", statement.closingBalance],
      ...checkRows(statement.checks),
    ]),
    {
      name: "Transactions",
      rows: [["Date", "Description", "Amount", "Balance"], ...statement.transactions.map((t) => [dateCell(t.date), t.description, t.amount, t.balance])],
      headerRows: 1,
      merges: [],
    },
  ];
}

/** A table's cells as printed, except body cells that are plainly a number, which become numbers. */
function tableSheet(table: TableData, index: number): Sheet {
  const pages = table.pages.length > 1 ? `pages ${table.pages[0]}-${table.pages.at(-1)}` : `page ${table.page}`;
  return {
    name: `Table ${index + 1} (${pages})`,
    rows: typedTableRows(table),
    headerRows: table.rows.filter((row) => row.header).length,
    merges: table.merges,
  };
}

/**
 * A table's rows with their cells typed, one rule for every format: heading cells as printed,
 * body cells that are plainly a date or a number as such, the rest as printed text.
 */
export function typedTableRows(table: TableData): SheetCell[][] {
  const habits = detectHabits(table.rows.flatMap((row) => row.cells).join("\n"));
  return table.rows.map((row) => (row.header ? [...row.cells] : row.cells.map((cell) => typedCell(cell, habits))));
}

/**
 * Digits a number cell may have: Excel keeps 15 significant digits and JSON readers 2^53, so
 * a longer run of digits (an account or card number) would come out changed; it stays text.
 */
const MAX_NUMBER_DIGITS = 15;

/**
 * A cell that is plainly a date ("21.05.14", "03/20/2023") as a date, one that is plainly a
 * number ("47,824,589", "-1.234,50", "(12.00)") as a number; codes with leading zeros or too
 * many digits, percentages, amounts with a currency and text stay text.
 */
function typedCell(cell: string, habits: NumberHabits): SheetCell {
  const t = cell.trim();
  if (/^\d{1,4}[./-]\d{1,2}[./-]\d{2,4}$/u.test(t)) {
    const date = parseDate(t, habits.dateOrder);
    return date === null ? cell : { date };
  }
  if (!/^[-−]?\(?\d[\d.,\u00A0\u202F ]*\)?$/u.test(t) || /^0\d/u.test(t)) return cell;
  if ((t.match(/\d/gu) ?? []).length > MAX_NUMBER_DIGITS) return cell;
  return parseAmount(t, habits.decimal) ?? cell;
}
