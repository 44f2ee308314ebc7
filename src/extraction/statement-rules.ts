import { topBlocks } from "./address-blocks.ts";
import { bestTable, figureIn, type ColumnRole } from "./column-roles.ts";
import type { BankStatementData, Check, Transaction } from "./extract-schemas.ts";
import { anyPhrase } from "./heading-words.ts";
import { LabelledValues } from "./labelled-values.ts";
import type { PageLayout } from "./page-layout.ts";
import type { Table } from "./table.ts";
import { statementChecks } from "./totals-checks.ts";
import { dateInPeriod, detectCurrency, detectHabits, parseDate, parseDayMonth, parseMarkedAmount, roundMoney, type NumberHabits } from "./values.ts";

/**
 * Bank statement fields by rules (the local engine): account details by their labels, the
 * bookings from the table whose headings name dates, amounts and balances (joined across pages),
 * money out negative whether the statement has one signed column or paid-out and paid-in columns.
 */

/*
 * Labels as words per language (English, German, French, Spanish, Italian, Portuguese, Dutch),
 * matched case-insensitively with any spacing.
 */
const OPENING_WORDS = [
  "opening balance", "balance brought forward", "brought forward", "balance b/f", "previous balance", "starting balance", "start balance", "beginning balance",
  "anfangssaldo", "alter kontostand", "alter stand", "saldo alt", "alter saldo", "saldovortrag", "anfangsbestand",
  "solde initial", "solde précédent", "solde precedent", "solde au début", "solde d'ouverture", "solde d’ouverture", "ancien solde",
  "saldo inicial", "saldo anterior",
  "saldo iniziale", "saldo precedente",
  "beginsaldo", "vorig saldo", "oud saldo", "saldo vorig",
];
const CLOSING_WORDS = [
  "closing balance", "balance carried forward", "carried forward", "balance c/f", "new balance", "ending balance", "end balance",
  "endsaldo", "neuer kontostand", "neuer stand", "saldo neu", "neuer saldo", "schlusssaldo", "endbestand",
  "solde final", "solde au", "solde à la fin", "solde a la fin", "solde de clôture", "solde de cloture", "nouveau solde",
  "saldo final", "saldo actual", "saldo al cierre",
  "saldo finale", "saldo contabile finale",
  "eindsaldo", "nieuw saldo", "saldo nieuw",
];

const HOLDER_LABELS = [
  /account\s*holder|intestato\s*a|account\s*name|customer\s*name|kontoinhaber(?:in)?|titulaire(?:\s*du\s*compte)?|inhaber|titular(?:\s*de\s*la\s*cuenta|\s*da\s*conta)?|intestatario|titolare|rekeninghouder|ten\s*name\s*van/u,
];
const NUMBER_LABELS = [
  /account\s*(?:number|no\.?|nr\.?)|acct\.?\s*no\.?|a\/c\s*(?:no\.?|number)?|kontonummer|konto-?nr\.?|n[°o]\s*de\s*compte|num[ée]ro\s*de\s*compte|n[úu]mero\s*de\s*(?:cuenta|conta)|n[º°.]?\s*de\s*cuenta|conto\s*n\.?|numero\s*(?:di\s*)?conto|n\.?\s*conto|rekeningnummer|rekening(?:\s*nr\.?)?|konto|compte|cuenta|conto|conta/u,
];
const CURRENCY_LABELS = [/currency|w[äa]hrung|devise|moneda|divisa|valuta|moeda/u];
const PERIOD_LABELS = [/statement\s*period|for\s*the\s*period|period|auszugszeitraum|zeitraum|p[ée]riode(?:\s*du)?|relev[ée]\s*du|per[íi]odo|periodo|periode/u];
const OPENING_LABELS = [anyPhrase(OPENING_WORDS)];
const CLOSING_LABELS = [anyPhrase(CLOSING_WORDS)];
const BANK_NAME = /\b(?:\p{L}*bank|banque|banca|banco|caja|caixa|caisse|cassa|cr[ée]dit|sparkasse|bancorp|credit\s*union|building\s*society)\b/iu;
/** A statement's own title, which may share a line with the bank's name ("Kontoauszug – Volksbank eG"). */
const STATEMENT_TITLE = /statement|auszug|relev[ée]|extrait|estratto|extracto|extrato|afschrift|overzicht|transactions|activity/iu;
const IBAN = /\b([A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,3})?)\b/u;
/** A balance carried from one page to the next ("Übertrag", "à reporter", "carried forward"): a checkpoint, not a booking. */
const CARRIED_ROW = /^(?:[üu]e?bertrag|saldo[uü]bertrag|zwischensumme|report|[àa]\s*reporter|report\s*(?:de\s*)?solde|carried\s*forward|brought\s*forward|c\/f|b\/f|riporto|suma\s*y\s*sigue|transporte)\b/iu;
const OPENING_ROW = new RegExp(`^(?:${anyPhrase(OPENING_WORDS).source})`, "iu");
const CLOSING_ROW = new RegExp(`^(?:${anyPhrase(CLOSING_WORDS).source})`, "iu");

const plainText = (t: string): string | null => (t.trim() === "" ? null : t.trim());

export function extractStatement(layouts: readonly PageLayout[], tables: readonly Table[]): BankStatementData {
  const doc = new LabelledValues(layouts);
  const text = doc.text();
  const habits = detectHabits(text);
  // A balance by its label is the whole value ("5,110.87 CR"), not a figure inside other text.
  const money = (t: string) => parseMarkedAmount(t, habits.decimal) ?? sideMarked(t, habits);
  // Without a stated period, the dates of the old and new balance ("Alter Kontostand vom
  // 31.01.2024", "Neuer Kontostand vom 29.02.2024") bound it, and place yearless booking dates.
  const balanceDate = (labels: RegExp[], fromEnd: boolean) => doc.find(labels, (t) => parseDate(t, habits.dateOrder), { fromEnd })?.value ?? null;
  const period = doc.find(PERIOD_LABELS, (t) => periodOf(t, habits))?.value ?? periodFromBalances(balanceDate(OPENING_LABELS, false), balanceDate(CLOSING_LABELS, true));
  const transactions = bookings(tables, habits, period);
  const bank = bankName(layouts);
  const data: Omit<BankStatementData, "checks"> = {
    kind: "BankStatement",
    bank,
    accountHolder: doc.find(HOLDER_LABELS, plainText)?.value ?? holderByPlace(layouts, bank),
    accountNumber: doc.find(NUMBER_LABELS, (t) => /\d/u.test(t) ? t.trim() : null)?.value ?? null,
    iban: IBAN.exec(text)?.[1]!.replace(/\s+/gu, "") ?? null,
    currency: doc.find(CURRENCY_LABELS, (t) => /^[A-Z]{3}\b/u.exec(t.trim())?.[0] ?? null)?.value ?? detectCurrency(text),
    periodFrom: period?.[0] ?? null,
    periodTo: period?.[1] ?? null,
    ...chooseBalances(
      [...doc.findAll(OPENING_LABELS, money), ...(transactions.opening !== null ? [transactions.opening] : [])],
      [...doc.findAll(CLOSING_LABELS, money, { fromEnd: true }), ...(transactions.closing !== null ? [transactions.closing] : [])],
      transactions.list,
    ),
    transactions: transactions.list,
  };
  const unread = unreadBookingLines(layouts, transactions.list, habits, period);
  return { ...data, checks: [...statementChecks(data, [...transactions.unplaced, ...unread]), ...carriedChecks(data.openingBalance, transactions.list, transactions.carried)] };
}

/** A figure with cents, as bookings print their amounts (1.234,56; 12.00-; 5,00 S). */
const AMOUNT_WITH_CENTS = /(?<![\d.,])[-−]?\d{1,3}(?:[.,' \u00A0]\d{3})*[.,]\d{2}(?:\s?[-−]|\s?(?:S|H|CR|DR|Cr|Dr)\b)?(?![\d.,])/u;

/**
 * Every line of every page that reads as a booking (it starts with a date and holds an amount
 * with cents) and that no transaction read accounts for: a line of a second table, one set
 * outside the columns, a page the table finding missed. Each is quoted in `unplacedRows`, so a
 * shorter list of transactions never passes in silence. A transaction accounts for one line
 * with its date and its amount; balance lines (opening, closing, carried over) are not bookings.
 */
function unreadBookingLines(layouts: readonly PageLayout[], list: readonly Transaction[], habits: NumberHabits, period: readonly [string, string] | null): string[] {
  const unused = [...list];
  const out: string[] = [];
  for (const layout of layouts) {
    for (const row of layout.rows) {
      const first = row.segments[0]?.text.trim() ?? "";
      const dateText = first.split(/\s+/u)[0] ?? "";
      const dayMonth = parseDayMonth(dateText, habits.dateOrder);
      const date = dayMonth ? dateInPeriod(dayMonth, period?.[0] ?? null, period?.[1] ?? null) : /^\d/u.test(dateText) ? parseDate(dateText, habits.dateOrder) : null;
      if (date === null && dayMonth === null) continue;
      const text = row.segments.map((seg) => seg.text).join("  ");
      if (!AMOUNT_WITH_CENTS.test(text.slice(dateText.length))) continue;
      if (OPENING_ROW.test(text.slice(dateText.length).trim()) || CLOSING_ROW.test(text.slice(dateText.length).trim())) continue;
      const figures = row.segments.flatMap((seg) => seg.text.split(/\s{2,}/u)).map((t) => signedFigure(t, habits)).filter((v): v is number => v !== null).map(Math.abs);
      const at = unused.findIndex((t) => (date === null || t.date === null || t.date === date) && t.amount !== null && figures.some((f) => Math.abs(f - Math.abs(t.amount!)) < 0.005));
      if (at >= 0) unused.splice(at, 1);
      else out.push(text);
    }
  }
  return out;
}

/**
 * The opening and closing balances among the figures their labels name: the first pair the
 * bookings lead from one to the other, else the first of each.
 */
function chooseBalances(openings: readonly number[], closings: readonly number[], list: readonly Transaction[]): { openingBalance: number | null; closingBalance: number | null } {
  const moved = roundMoney(list.reduce((sum, t) => sum + (t.amount ?? 0), 0));
  for (const opening of openings) {
    const closing = closings.find((c) => Math.abs(roundMoney(opening + moved) - c) < 0.011);
    if (closing !== undefined) return { openingBalance: opening, closingBalance: closing };
  }
  return { openingBalance: openings[0] ?? null, closingBalance: closings[0] ?? null };
}

/** The bank's name near the top of the first page, also when it shares a line with the title ("Statement – Coromandel Bank Ltd."). */
function bankName(layouts: readonly PageLayout[]): string | null {
  const first = layouts[0];
  if (!first) return null;
  for (const row of first.rows.slice(0, 12)) {
    for (const segment of row.segments) {
      const named = segment.text
        .split(/\s+[-–—|·•]\s+/u)
        .find((part) => BANK_NAME.test(part) && part.length < 60 && !STATEMENT_TITLE.test(part) && !/\d{3}/u.test(part));
      if (named) return named.trim();
    }
  }
  return null;
}

/**
 * The account holder when no label names it: the first line of the name-and-address block at the
 * top of the first page (a name over lines with house numbers or postcodes), not the bank's own.
 */
function holderByPlace(layouts: readonly PageLayout[], bank: string | null): string | null {
  const first = layouts[0];
  if (!first) return null;
  const block = topBlocks(first).find(({ lines }) => {
    const [name, ...address] = lines;
    if (!name || address.length === 0 || address.length > 4 || !address.some((line) => /\d/u.test(line))) return false;
    const words = name.trim().split(/\s+/u);
    return words.length >= 2 && words.length <= 5 && !/\d|:/u.test(name) && !BANK_NAME.test(name) && !STATEMENT_TITLE.test(name) && (bank === null || !name.includes(bank));
  });
  return block?.lines[0]!.trim() ?? null;
}

/** "01/03/2024 to 31/03/2024", "1 March 2024 - 31 March 2024", "du 01.03.2024 au 31.03.2024". */
function periodOf(text: string, habits: NumberHabits): [string, string] | null {
  const parts = text.replace(/^(?:from|vom|du|del|de|dal|van)\s+/iu, "").split(/\s+(?:to|until|bis|au|al|a|hasta|tot|t\/m|-|–)\s+/iu);
  if (parts.length !== 2) return null;
  const from = parseDate(parts[0]!, habits.dateOrder);
  const to = parseDate(parts[1]!, habits.dateOrder);
  return from && to ? [from, to] : null;
}

const BOOKING_ROLES: readonly ColumnRole[] = ["date", "description", "amount", "debit", "credit", "balance"];

/** The bookings, and the balances that the table itself states on lines of their own. */
interface Carried {
  /** How many bookings come before it. */
  readonly after: number;
  readonly balance: number;
  readonly text: string;
}

function bookings(tables: readonly Table[], habits: NumberHabits, period: readonly [string, string] | null): { list: Transaction[]; opening: number | null; closing: number | null; unplaced: string[]; carried: Carried[] } {
  const found = bestTable(tables, BOOKING_ROLES, habits);
  const out = { list: [] as Transaction[], opening: null as number | null, closing: null as number | null, unplaced: [] as string[], carried: [] as Carried[] };
  if (!found) return out;
  const { table, roles } = found;
  const cell = (row: readonly string[], role: ColumnRole) => (roles.indexOf(role) >= 0 ? (row[roles.indexOf(role)] ?? "") : "");
  const money = (text: string) => signedFigure(text, habits);
  for (const row of table.rows.slice(table.headerRows)) {
    const description = cell(row, "description").trim();
    // A balance line's words may stand in another column than the descriptions' ("New balance:"
    // set under the figures); its figure is the balance, or the only one it has.
    const words = description || (row.find((c) => /\p{L}{3}/u.test(c) && money(c) === null) ?? "").trim();
    const printed = money(cell(row, "balance"));
    const balance = printed ?? (description === "" ? row.map(money).find((v) => v !== null) ?? null : null);
    const carried = CARRIED_ROW.test(words) ? (balance ?? money(cell(row, "amount")) ?? row.map(money).filter((v) => v !== null).at(-1) ?? null) : null;
    if (carried !== null) {
      out.carried.push({ after: out.list.length, balance: carried, text: row.filter((c) => c.trim() !== "").join(" | ") });
      continue;
    }
    if (OPENING_ROW.test(words)) {
      out.opening ??= balance;
      continue;
    }
    if (CLOSING_ROW.test(words)) {
      out.closing = balance;
      continue;
    }
    const dateText = cell(row, "date");
    const dayMonth = parseDayMonth(dateText, habits.dateOrder);
    const date = dayMonth ? dateInPeriod(dayMonth, period?.[0] ?? null, period?.[1] ?? null) : parseDate(dateText, habits.dateOrder);
    let amount: number | null = null;
    if (roles.includes("amount")) amount = money(cell(row, "amount"));
    else {
      const debit = money(cell(row, "debit"));
      const credit = money(cell(row, "credit"));
      if (debit !== null || credit !== null) amount = roundMoney((credit ?? 0) - Math.abs(debit ?? 0));
    }
    if (date === null && amount === null) continue;
    if (date === null && description === "") {
      out.unplaced.push(row.filter((c) => c.trim() !== "").join(" | "));
      continue;
    }
    out.list.push({ date, description: description === "" ? null : description, amount, balance: printed });
  }
  return out;
}

/** An amount with its sign however written: -12.00, 12.00-, (12.00), 12.00 DR; CR is money in. */
function signedFigure(text: string, habits: NumberHabits): number | null {
  const debit = /\b(?:DR|Dr|S|D)\s*$/u.test(text.trim());
  const value = figureIn(text.replace(/\b(?:DR|Dr|CR|Cr|S|H|D|C)\s*$/u, ""), "last", habits.decimal);
  if (value === null) return null;
  return debit ? -Math.abs(value) : value;
}

function periodFromBalances(opening: string | null, closing: string | null): [string, string] | null {
  return opening !== null && closing !== null && opening <= closing ? [opening, closing] : null;
}

/** A balance marked S (Soll, debit: negative) or H (Haben, credit) after it, as German banks print them: "1.834,12 H". */
function sideMarked(text: string, habits: NumberHabits): number | null {
  const m = /^(.*\d)\s*([SH])$/u.exec(text.trim());
  if (!m) return null;
  const value = parseMarkedAmount(m[1]!, habits.decimal);
  return value === null ? null : m[2] === "S" ? -Math.abs(value) : Math.abs(value);
}

/**
 * The balance carried from page to page must be the opening balance plus the bookings before it:
 * a gap means bookings were missed (or misread) on the way, and is reported with the first
 * carried line that does not follow.
 */
function carriedChecks(opening: number | null, list: readonly Transaction[], carried: readonly Carried[]): Check[] {
  if (opening === null || carried.length === 0) return [];
  let wrong: { line: Carried; expected: number } | null = null;
  for (const line of carried) {
    const expected = roundMoney(opening + list.slice(0, line.after).reduce((sum, t) => sum + (t.amount ?? 0), 0));
    if (Math.abs(expected - line.balance) >= 0.005) {
      wrong = { line, expected };
      break;
    }
  }
  if (!wrong) return [{ check: "carriedBalance", ok: true, expected: null, actual: null, detail: `All ${carried.length} balances carried between pages follow from the bookings.` }];
  return [{ check: "carriedBalance", ok: false, expected: wrong.expected, actual: wrong.line.balance, detail: `The balance carried over ("${wrong.line.text}") should be ${wrong.expected.toFixed(2)} after the bookings read before it, but the document prints ${wrong.line.balance.toFixed(2)}: bookings were missed or misread before it.` }];
}
