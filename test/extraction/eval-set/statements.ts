import type { BankStatementData, Transaction } from "../../../src/extraction/extract-schemas.ts";
import { countries, formatDate, formatNumber, formatShortDate, iban, Rng, type Country, type SignStyle } from "./conventions.ts";
import { addDays, drawPairs } from "./invoices.ts";
import { PdfCanvas } from "./pdf-canvas.ts";

/** What the engine should return for a statement, without `kind` and `checks`. */
export type StatementTruthData = Omit<BankStatementData, "kind" | "checks">;

export interface GeneratedStatement {
  readonly truth: StatementTruthData;
  readonly bytes: Uint8Array;
  readonly country: string;
  readonly layout: Readonly<Record<string, string | number | boolean>>;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const INCOME = /salary|gehalt|lohn|salaire|n[óo]mina|stipendio|salaris|payroll|gutschrift|bizum de|bonifico da|remise|int credit|tikkie|osko from|fast payment from|zelle|faster payment from|erstattung/iu;

/** Statement number `index`: country `countries[floor(index / 2) % 12]`, everything else from a generator seeded with the index. */
export function makeStatement(index: number): GeneratedStatement {
  const rng = new Rng(2_000_029 + index * 104_729);
  const c: Country = countries[Math.floor(index / 2) % countries.length]!;
  const L = c.statement;
  const year = rng.pick([2024, 2025]);
  const month = rng.int(1, 12);
  const midMonth = rng.chance(0.3);
  const periodFrom = `${year}-${String(month).padStart(2, "0")}-${midMonth ? "15" : "01"}`;
  const periodTo = midMonth ? addDays(addDays(periodFrom, 32).slice(0, 8) + "15", -1) : addDays(addDays(periodFrom, 32).slice(0, 8) + "01", -1);
  const days = Math.round((Date.parse(periodTo) - Date.parse(periodFrom)) / 86_400_000);

  const multiPage = rng.chance(0.5) || index % 3 === 0;
  const count = multiPage ? rng.int(32, 56) : rng.int(8, 20);
  const openingBalance = cents(rng.int(3000, 9000) + rng.int(0, 99) / 100);
  let balance = openingBalance;
  const offsets = Array.from({ length: count }, () => rng.int(0, days)).sort((a, b) => a - b);
  const transactions: Transaction[] = [];
  const wrapped: boolean[] = [];
  for (const offset of offsets) {
    const booking = rng.pick(c.bookings);
    const income = INCOME.test(booking);
    let amount = income ? (/salary|gehalt|lohn|salaire|n[óo]mina|stipendio|salaris|payroll/iu.test(booking) ? rng.int(1500, 4500) : rng.int(20, 500)) + rng.int(0, 99) / 100 : -(rng.int(3, 600) + rng.int(0, 99) / 100);
    if (balance + amount < 100) amount = -amount;
    amount = cents(amount);
    balance = cents(balance + amount);
    const reference = rng.chance(0.3) ? ` REF ${rng.digits(6)}` : "";
    wrapped.push(reference !== "" && rng.chance(0.5));
    transactions.push({ date: addDays(periodFrom, offset), description: booking + reference, amount, balance });
  }
  const closingBalance = balance;

  // Each country has four statements (indexes 2k, 2k+1, 24+2k, 24+2k+1): its sign styles and dates without a year go round them, so both parts have each.
  const variant = Math.floor(index / 24) * 2 + (index % 2);
  const sign: SignStyle = c.signs[variant % c.signs.length]!;
  const layout = {
    sign,
    balanceColumn: rng.chance(0.85),
    yearless: variant === 1 || variant === 2,
    valueDate: rng.chance(0.2),
    holder: rng.pick(["labelled", "address"] as const),
    labels: rng.pick(["before", "above", "after", "wrapped"] as const),
    bank: rng.pick(["left", "right", "title"] as const),
    openingRow: rng.chance(0.4),
    closingRow: rng.chance(0.4),
    // Continuation pages: with and without the headings repeated, alternating every four documents (so both parts have both).
    repeatHeadings: (index >> 2) % 2 === 0,
    currencyLabelled: rng.chance(0.5),
    multiPage,
  };
  // Without a balance column the balances are printed as labelled figures, never as table rows.
  layout.openingRow &&= layout.balanceColumn;
  layout.closingRow &&= layout.balanceColumn;
  const { openingRow, closingRow } = layout;
  const dateStyle = rng.pick(c.dates);
  const shortStyle = rng.pick(c.shortDates);
  // Rows carry numeric dates (long ones are for the period line), or dates without a year.
  const rowStyle = rng.pick(c.dates.filter((d) => !d.startsWith("long")));
  const rowDate = (iso: string) => (layout.yearless ? formatShortDate(iso, shortStyle) : formatDate(iso, rowStyle));
  const money = (v: number) => formatNumber(v, c.numbers);
  const signed = (v: number): string => {
    const m = money(v);
    switch (sign) {
      case "leading":
        return v < 0 ? `-${m}` : m;
      case "trailing":
        return v < 0 ? `${m}-` : m;
      case "parentheses":
        return v < 0 ? `(${m})` : m;
      case "crdr":
        return `${m} ${v < 0 ? "DR" : "CR"}`;
      case "columns":
        return m;
    }
  };
  const balanceText = (v: number) => (sign === "crdr" ? `${money(v)} ${rng.pick(["Cr", "CR"])}` : v < 0 ? `-${money(v)}` : money(v));

  const bank = rng.pick(c.banks);
  const holder = rng.pick(c.people);
  const accountNumber = c.accountNumber(rng);
  const accountIban = c.ibanCountry ? iban(c.ibanCountry, c.ibanCountry === "GB" ? `${rng.letters(4)}${rng.digits(14)}` : c.ibanCountry === "NL" ? `${rng.letters(4)}${accountNumber}` : c.ibanCountry === "IT" ? `${rng.letters(1)}${rng.digits(10)}${accountNumber}` : c.ibanCountry === "FR" ? `${rng.digits(10)}${accountNumber}${rng.digits(2)}` : c.ibanCountry === "ES" ? accountNumber.replace(/\s/gu, "") : c.ibanCountry === "CH" ? `${rng.digits(5)}${rng.digits(12)}` : `${rng.digits(8)}${accountNumber}`) : null;

  const canvas = c.letter ? new PdfCanvas(612, 792) : new PdfCanvas();
  const right = canvas.width - 50;
  const title = rng.pick(L.title);
  const bankAddress = `${rng.pick(c.streets)}, ${rng.pick(c.towns)}`;
  switch (layout.bank) {
    case "left":
      canvas.text(bank, 50, 55, { size: 15, bold: true });
      canvas.text(bankAddress, 50, 70, { size: 8 });
      canvas.text(title, right, 55, { size: 12, bold: true, align: "right" });
      break;
    case "right":
      canvas.text(title, 50, 55, { size: 15, bold: true });
      canvas.text(bank, right, 55, { size: 12, bold: true, align: "right" });
      canvas.text(bankAddress, right, 70, { size: 8, align: "right" });
      break;
    case "title":
      canvas.text(`${title} – ${bank}`, 50, 55, { size: 14, bold: true });
      canvas.text(bankAddress, 50, 70, { size: 8 });
      break;
  }
  let y = 105;
  const pairs: [string, string][] = [];
  if (layout.holder === "address") {
    canvas.text(holder, 50, y, { size: 10 });
    canvas.text(rng.pick(c.streets), 50, y + 12);
    canvas.text(rng.pick(c.towns), 50, y + 24);
  } else pairs.push([rng.pick(L.holder), holder]);
  pairs.push([rng.pick(L.accountNumber), accountNumber]);
  if (accountIban) pairs.push(["IBAN", accountIban.replace(/(.{4})/gu, "$1 ").trim()]);
  pairs.push([rng.pick(L.period), `${formatDate(periodFrom, dateStyle)} ${L.periodJoin} ${formatDate(periodTo, dateStyle)}`]);
  if (layout.currencyLabelled) pairs.push([rng.pick(L.currency), c.currency]);
  if (!openingRow) pairs.push([rng.pick(L.opening), balanceText(openingBalance)]);
  const detailsX = layout.holder === "address" ? 300 : 50;
  y = Math.max(drawPairs(canvas, pairs, detailsX, y, layout.labels, layout.holder === "address" ? 110 : 130), layout.holder === "address" ? 150 : 0);
  if (!layout.currencyLabelled) canvas.text(c.currencyNote(rng), 50, y + 6, { size: 8 });
  y += 35;
  canvas.text(rng.pick(L.transactions), 50, y, { size: 11, bold: true });
  y += 22;

  // Columns: date, [value date], description, then amount or debit/credit, then [balance].
  const columns = sign === "columns";
  const headings = {
    date: rng.pick(L.date),
    description: rng.pick(L.description),
    debit: rng.pick(L.debit),
    credit: rng.pick(L.credit),
    amount: rng.pick(L.amount),
    balance: rng.pick(L.balance),
    valueDate: rng.pick(["Value", "Valuta", "Val."]),
  };
  const dateWidth = Math.max(...[periodFrom, periodTo, ...transactions.map((t) => t.date!)].map((d) => canvas.textWidth(rowDate(d))), canvas.textWidth(headings.date, 9, true));
  const x = {
    date: 50,
    valueDate: 50 + dateWidth + 12,
    description: 50 + (dateWidth + 12) * (layout.valueDate ? 2 : 1) + 4,
    debit: layout.balanceColumn ? 390 : 460,
    credit: layout.balanceColumn ? 465 : right,
    amount: layout.balanceColumn ? 450 : right,
    balance: right,
  };
  const maxFigureWidth = Math.max(...transactions.map((t) => canvas.textWidth(columns ? money(t.amount!) : signed(t.amount!))));
  const drawHeadings = () => {
    canvas.text(headings.date, x.date, y, { bold: true });
    if (layout.valueDate) canvas.text(headings.valueDate, x.valueDate, y, { bold: true });
    canvas.text(headings.description, x.description, y, { bold: true });
    if (columns) {
      canvas.text(headings.debit, x.debit, y, { bold: true, align: "right" });
      canvas.text(headings.credit, x.credit, y, { bold: true, align: "right" });
    } else canvas.text(headings.amount, x.amount, y, { bold: true, align: "right" });
    if (layout.balanceColumn) canvas.text(headings.balance, x.balance, y, { bold: true, align: "right" });
    canvas.rule(50, right, y + 5);
    y += 20;
  };
  drawHeadings();
  if (openingRow) {
    canvas.text(rowDate(periodFrom), x.date, y);
    canvas.text(rng.pick(L.opening), x.description, y);
    canvas.text(balanceText(openingBalance), x.balance, y, { align: "right" });
    y += 15;
  }
  const bottom = canvas.height - 80;
  let page = 1;
  transactions.forEach((t, k) => {
    if (y > bottom) {
      canvas.text(`${page}`, right, canvas.height - 40, { size: 7, align: "right" });
      canvas.newPage();
      page++;
      y = 60;
      if (rng.chance(0.5)) {
        canvas.text(`${bank} – ${accountNumber}`, 50, 45, { size: 8 });
        y = 75;
      }
      if (layout.repeatHeadings) drawHeadings();
    }
    canvas.text(rowDate(t.date!), x.date, y);
    if (layout.valueDate) canvas.text(rowDate(addDays(t.date!, rng.int(0, 1))), x.valueDate, y);
    const text = t.description!;
    // A description too long for its column wraps, as a typesetter would set it, rather than
    // running into the figures beside it.
    const room = (columns ? x.debit : x.amount) - maxFigureWidth - 10 - x.description;
    const lines = wrapped[k] ? [...fitLines(canvas, text.slice(0, text.lastIndexOf(" REF ")), room), text.slice(text.lastIndexOf(" REF ") + 1)] : fitLines(canvas, text, room);
    lines.forEach((line, n) => canvas.text(line, x.description, y + 10 * n));
    if (columns) canvas.text(money(t.amount!), t.amount! < 0 ? x.debit : x.credit, y, { align: "right" });
    else canvas.text(signed(t.amount!), x.amount, y, { align: "right" });
    if (layout.balanceColumn) canvas.text(balanceText(t.balance!), x.balance, y, { align: "right" });
    y += 15 + 10 * (lines.length - 1);
  });
  canvas.rule(50, right, y - 6);
  if (y > canvas.height - 90) {
    canvas.newPage();
    page++;
    y = 70;
  }
  if (closingRow) {
    canvas.text(rowDate(periodTo), x.date, y + 4);
    canvas.text(rng.pick(L.closing), x.description, y + 4, { bold: true });
    canvas.text(balanceText(closingBalance), x.balance, y + 4, { align: "right", bold: true });
  } else drawPairs(canvas, [[rng.pick(L.closing), balanceText(closingBalance)]], 300, y + 10, "before", 130);
  canvas.text(`${bank} · ${bankAddress}`, 50, canvas.height - 40, { size: 6.5 });

  const truth: StatementTruthData = {
    bank,
    accountHolder: holder,
    accountNumber,
    iban: accountIban,
    currency: c.currency,
    periodFrom,
    periodTo,
    openingBalance,
    closingBalance,
    transactions: transactions.map((t) => ({ ...t, balance: layout.balanceColumn ? t.balance : null })),
  };
  return { truth, bytes: canvas.toBytes(), country: c.code, layout: { ...layout, pages: canvas.pageCount } };
}

/** `text` in lines no wider than `room`, broken between words. */
function fitLines(canvas: PdfCanvas, text: string, room: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && canvas.textWidth(`${last} ${word}`) <= room) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
