import { bestTable, figureIn, type ColumnRole } from "./column-roles.ts";
import type { BankStatementData, Transaction } from "./extract-schemas.ts";
import { LabelledValues } from "./labelled-values.ts";
import type { PageLayout } from "./page-layout.ts";
import type { Table } from "./table.ts";
import { statementChecks } from "./totals-checks.ts";
import { detectCurrency, detectHabits, parseAmount, parseDate, roundMoney, type NumberHabits } from "./values.ts";

/**
 * Bank statement fields by rules (the local engine): account details by their labels, the
 * bookings from the table whose headings name dates, amounts and balances (joined across pages),
 * money out negative whether the statement has one signed column or paid-out and paid-in columns.
 */

const HOLDER_LABELS = [/account\s*holder|account\s*name|customer\s*name|kontoinhaber(?:in)?|titulaire(?:\s*du\s*compte)?|inhaber/u];
const NUMBER_LABELS = [/account\s*(?:number|no\.?|nr\.?)|acct\.?\s*no\.?|kontonummer|konto-?nr\.?|n[°o]\s*de\s*compte|num[ée]ro\s*de\s*compte/u];
const CURRENCY_LABELS = [/currency|w[äa]hrung|devise/u];
const PERIOD_LABELS = [/statement\s*period|for\s*the\s*period|period|auszugszeitraum|zeitraum|p[ée]riode(?:\s*du)?|relev[ée]\s*du/u];
const OPENING_LABELS = [/opening\s*balance|balance\s*brought\s*forward|brought\s*forward|previous\s*balance|starting\s*balance|start\s*balance|anfangssaldo|alter\s*(?:konto)?stand|saldo\s*alt|solde\s*(?:initial|pr[ée]c[ée]dent|au\s*d[ée]but|d['’]ouverture)|ancien\s*solde/u];
const CLOSING_LABELS = [/closing\s*balance|balance\s*carried\s*forward|carried\s*forward|new\s*balance|ending\s*balance|end\s*balance|endsaldo|neuer\s*(?:konto)?stand|saldo\s*neu|solde\s*(?:final|[àa]\s*la\s*fin|de\s*cl[ôo]ture)|nouveau\s*solde/u];
const BANK_NAME = /\b(?:bank|banque|banca|banco|sparkasse|volksbank|bancorp|credit\s*union|building\s*society)\b/iu;
const IBAN = /\b([A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,3})?)\b/u;
const BALANCE_ROW = /^(?:opening|closing|new|previous|starting|ending)\s*balance|brought\s*forward|carried\s*forward|anfangssaldo|endsaldo|solde/iu;

const plainText = (t: string): string | null => (t.trim() === "" ? null : t.trim());

export function extractStatement(layouts: readonly PageLayout[], tables: readonly Table[]): BankStatementData {
  const doc = new LabelledValues(layouts);
  const text = doc.text();
  const habits = detectHabits(text);
  const amount = (t: string) => parseAmount(t, habits.decimal);
  const period = doc.find(PERIOD_LABELS, (t) => periodOf(t, habits))?.value ?? null;
  const transactions = bookings(tables, habits);
  const data: Omit<BankStatementData, "checks"> = {
    kind: "BankStatement",
    bank: bankName(layouts),
    accountHolder: doc.find(HOLDER_LABELS, plainText)?.value ?? null,
    accountNumber: doc.find(NUMBER_LABELS, (t) => /\d/u.test(t) ? t.trim() : null)?.value ?? null,
    iban: IBAN.exec(text)?.[1]!.replace(/\s+/gu, "") ?? null,
    currency: doc.find(CURRENCY_LABELS, (t) => /^[A-Z]{3}\b/u.exec(t.trim())?.[0] ?? null)?.value ?? detectCurrency(text),
    periodFrom: period?.[0] ?? null,
    periodTo: period?.[1] ?? null,
    openingBalance: doc.find(OPENING_LABELS, amount)?.value ?? transactions.opening,
    closingBalance: doc.find(CLOSING_LABELS, amount, { fromEnd: true })?.value ?? transactions.closing,
    transactions: transactions.list,
  };
  return { ...data, checks: statementChecks(data) };
}

function bankName(layouts: readonly PageLayout[]): string | null {
  const first = layouts[0];
  if (!first) return null;
  for (const row of first.rows.slice(0, 12)) {
    const named = row.segments.find((s) => BANK_NAME.test(s.text) && s.text.length < 60 && !/statement|auszug|relev/iu.test(s.text));
    if (named) return named.text.trim();
  }
  return null;
}

/** "01/03/2024 to 31/03/2024", "1 March 2024 - 31 March 2024", "du 01.03.2024 au 31.03.2024". */
function periodOf(text: string, habits: NumberHabits): [string, string] | null {
  const parts = text.replace(/^(?:from|vom|du)\s+/iu, "").split(/\s+(?:to|until|bis|au|-|–)\s+/iu);
  if (parts.length !== 2) return null;
  const from = parseDate(parts[0]!, habits.dateOrder);
  const to = parseDate(parts[1]!, habits.dateOrder);
  return from && to ? [from, to] : null;
}

const BOOKING_ROLES: readonly ColumnRole[] = ["date", "description", "amount", "debit", "credit", "balance"];

/** The bookings, and the balances that the table itself states on lines of their own. */
function bookings(tables: readonly Table[], habits: NumberHabits): { list: Transaction[]; opening: number | null; closing: number | null } {
  const found = bestTable(tables, BOOKING_ROLES);
  const out = { list: [] as Transaction[], opening: null as number | null, closing: null as number | null };
  if (!found) return out;
  const { table, roles } = found;
  const cell = (row: readonly string[], role: ColumnRole) => (roles.indexOf(role) >= 0 ? (row[roles.indexOf(role)] ?? "") : "");
  const money = (text: string) => signedFigure(text, habits);
  for (const row of table.rows.slice(table.headerRows)) {
    const description = cell(row, "description").trim();
    const balance = money(cell(row, "balance"));
    if (BALANCE_ROW.test(description)) {
      if (/^(?:opening|previous|starting)|brought|anfang|pr[ée]c[ée]dent|initial/iu.test(description)) out.opening ??= balance;
      else out.closing = balance;
      continue;
    }
    const date = parseDate(cell(row, "date"), habits.dateOrder);
    let amount: number | null = null;
    if (roles.includes("amount")) amount = money(cell(row, "amount"));
    else {
      const debit = money(cell(row, "debit"));
      const credit = money(cell(row, "credit"));
      if (debit !== null || credit !== null) amount = roundMoney((credit ?? 0) - Math.abs(debit ?? 0));
    }
    if (date === null && amount === null) continue;
    out.list.push({ date, description: description === "" ? null : description, amount, balance });
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
