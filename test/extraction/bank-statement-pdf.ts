import * as mupdf from "mupdf";
import { savedPdf } from "../helpers/saved-pdf.ts";

/**
 * A realistic two-page bank statement drawn with MuPDF, with the values it shows, for checking
 * extraction against known truth (the corpus has no statement). Paid-out and paid-in columns,
 * right-aligned amounts with thousands commas, a running balance, one booking text wrapped onto
 * a second line, a rule under the headings, and the table continuing on page 2 under repeated
 * headings and a page header.
 */

export interface StatementTruth {
  readonly bank: string;
  readonly accountHolder: string;
  readonly accountNumber: string;
  readonly iban: string;
  readonly currency: string;
  readonly periodFrom: string;
  readonly periodTo: string;
  readonly openingBalance: number;
  readonly closingBalance: number;
  readonly transactions: readonly { date: string; description: string; amount: number; balance: number }[];
}

const descriptions = [
  "Card payment TESCO STORES 2231",
  "Salary ACME WIDGETS LTD",
  "Direct debit THAMES WATER",
  "Card payment PRET A MANGER",
  "Transfer to savings",
  "Standing order RENT FLAT 2",
  "Card payment AMAZON MARKETPLACE",
  "Refund AMAZON MARKETPLACE",
  "Direct debit BRITISH GAS",
  "Cash withdrawal ATM KINGS CROSS",
];

/** 34 bookings over March 2024 from a fixed sequence, so the truth is the same every run. */
export function statementTruth(): StatementTruth {
  let balance = 1250;
  const transactions: { date: string; description: string; amount: number; balance: number }[] = [];
  for (let i = 0; i < 34; i++) {
    const day = 1 + Math.floor((i * 30) / 34);
    const description = descriptions[i % descriptions.length]!;
    const magnitude = Math.round(((i * 7919) % 23000) + 150) / 100;
    const amount = description.startsWith("Salary") ? 2845.5 : description.startsWith("Refund") ? 19.99 : -magnitude;
    balance = Math.round((balance + amount) * 100) / 100;
    transactions.push({ date: `2024-03-${String(day).padStart(2, "0")}`, description: i === 5 ? `${description} MARCH 2024 REF 00412` : description, amount, balance });
  }
  return {
    bank: "Northwind Bank plc",
    accountHolder: "Jane Q. Example",
    accountNumber: "41237788",
    iban: "GB33BUKB20201555555555",
    currency: "GBP",
    periodFrom: "2024-03-01",
    periodTo: "2024-03-31",
    openingBalance: 1250,
    closingBalance: balance,
    transactions,
  };
}

const money = (value: number) => Math.abs(value).toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const shownDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export function makeStatementPdf(truth: StatementTruth): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const helvetica = new mupdf.Font("Helvetica");
  const bold = new mupdf.Font("Helvetica-Bold");
  const fonts = doc.newDictionary();
  fonts.put("F", doc.addSimpleFont(helvetica));
  fonts.put("B", doc.addSimpleFont(bold));
  const resources = doc.newDictionary();
  resources.put("Font", fonts);
  const width = (text: string, size: number, font = helvetica) => [...text].reduce((w, c) => w + font.advanceGlyph(font.encodeCharacter(c)), 0) * size;
  const escape = (text: string) => text.replace(/[\\()]/g, "\\$&");
  // Page space has y up; `y` below is measured from the top as on the page shown.
  const left = (ops: string[], text: string, x: number, y: number, size = 9, font = "F") => ops.push(`BT /${font} ${size} Tf ${x.toFixed(2)} ${(792 - y).toFixed(2)} Td (${escape(text)}) Tj ET`);
  const right = (ops: string[], text: string, x: number, y: number, size = 9) => left(ops, text, x - width(text, size), y, size);
  const rule = (ops: string[], y: number) => ops.push(`0.5 w 50 ${792 - y} m 562 ${792 - y} l S`);

  const header = (ops: string[], page: number) => {
    left(ops, truth.bank, 50, 60, 16, "B");
    left(ops, "1 Harbour Street, London EC1A 1AA", 50, 76);
    right(ops, `Statement of account - page ${page} of 2`, 562, 60);
  };
  const tableHeadings = (ops: string[], y: number) => {
    left(ops, "Date", 50, y, 9, "B");
    left(ops, "Description", 120, y, 9, "B");
    right(ops, "Paid out", 400, y);
    right(ops, "Paid in", 480, y);
    right(ops, "Balance", 562, y);
    rule(ops, y + 5);
  };
  const row = (ops: string[], t: StatementTruth["transactions"][number], y: number): number => {
    left(ops, shownDate(t.date), 50, y);
    const words = t.description.split(" ");
    const lines = t.description.length > 40 ? [words.slice(0, 5).join(" "), words.slice(5).join(" ")] : [t.description];
    lines.forEach((line, k) => left(ops, line, 120, y + k * 12));
    right(ops, t.amount < 0 ? money(t.amount) : "", 400, y);
    right(ops, t.amount > 0 ? money(t.amount) : "", 480, y);
    right(ops, money(t.balance), 562, y);
    return y + 12 * lines.length + 6;
  };

  const page1: string[] = [];
  header(page1, 1);
  left(page1, "Account holder:", 50, 110);
  left(page1, truth.accountHolder, 150, 110);
  left(page1, "Account number:", 50, 124);
  left(page1, truth.accountNumber, 150, 124);
  left(page1, "IBAN:", 50, 138);
  left(page1, truth.iban.replace(/(.{4})/g, "$1 ").trim(), 150, 138);
  left(page1, "Statement period:", 320, 110);
  left(page1, `${shownDate(truth.periodFrom)} to ${shownDate(truth.periodTo)}`, 420, 110);
  left(page1, "Currency:", 320, 124);
  left(page1, truth.currency, 420, 124);
  left(page1, "Opening balance:", 320, 138);
  left(page1, money(truth.openingBalance), 420, 138);
  tableHeadings(page1, 175);
  let y = 195;
  const firstPage = 24;
  for (const t of truth.transactions.slice(0, firstPage)) y = row(page1, t, y);

  const page2: string[] = [];
  header(page2, 2);
  tableHeadings(page2, 110);
  y = 130;
  for (const t of truth.transactions.slice(firstPage)) y = row(page2, t, y);
  rule(page2, y - 4);
  left(page2, "Closing balance:", 320, y + 14, 9, "B");
  right(page2, money(truth.closingBalance), 562, y + 14);
  left(page2, "Northwind Bank plc is authorised by the Prudential Regulation Authority.", 50, 760, 7);

  for (const ops of [page1, page2]) doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, resources, ops.join("\n")));
  return savedPdf(doc);
}
