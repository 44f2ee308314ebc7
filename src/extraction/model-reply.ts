import { JobError } from "../errors/job-errors.ts";
import type { BankStatementData, InvoiceData, LineItem, Party, TaxLine, Transaction } from "./extract-schemas.ts";
import { invoiceChecks, statementChecks } from "./totals-checks.ts";
import { detectCurrency, parseAmount, parseDate, parsePercent, type NumberHabits } from "./values.ts";

/**
 * A model's answer brought to the Json result's rules whatever shape it came in: numbers sent as
 * text ("1.234,56", "$ 12.00") read as numbers, dates in any common form written YYYY-MM-DD,
 * empty or missing values null, lists that are not lists empty. The `checks` are ours, computed
 * from the normalised figures; anything the model says about totals agreeing is ignored.
 */

type Loose = Record<string, unknown>;

export function asObject(value: unknown): Loose {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new JobError("AiUnavailable", "The AI model's answer was not the data asked for; try again later.");
  }
  return value as Loose;
}

const record = (value: unknown): Loose => (value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Loose) : {});
const list = (value: unknown): Loose[] => (Array.isArray(value) ? value.map(record) : []);

export class ReplyReader {
  readonly habits: NumberHabits;

  constructor(habits: NumberHabits) {
    this.habits = habits;
  }

  text(value: unknown): string | null {
    if (typeof value === "number" && Number.isFinite(value)) return String(value);
    if (typeof value !== "string") return null;
    const t = value.trim();
    return t === "" || /^(?:null|n\/a|none|-)$/iu.test(t) ? null : t;
  }

  number(value: unknown): number | null {
    if (typeof value === "number") return Number.isFinite(value) ? value : null;
    const t = this.text(value);
    return t === null ? null : (parseAmount(t, this.habits.decimal) ?? parsePercent(t, this.habits.decimal));
  }

  date(value: unknown): string | null {
    const t = this.text(value);
    return t === null ? null : parseDate(t, this.habits.dateOrder);
  }

  currency(value: unknown): string | null {
    const t = this.text(value);
    if (t === null) return null;
    return /^[A-Za-z]{3}$/u.test(t) ? t.toUpperCase() : detectCurrency(t);
  }

  party(value: unknown): Party {
    const p = record(value);
    return { name: this.text(p.name), address: this.text(p.address), taxId: this.text(p.taxId)?.replace(/\s+/gu, "") ?? null };
  }
}

export function invoiceFromReply(reply: unknown, read: ReplyReader): InvoiceData {
  const r = asObject(reply);
  const lineItems: LineItem[] = list(r.lineItems).map((item) => ({
    description: read.text(item.description),
    quantity: read.number(item.quantity),
    unitPrice: read.number(item.unitPrice),
    amount: read.number(item.amount),
    taxRate: read.number(item.taxRate),
  }));
  const taxes: TaxLine[] = list(r.taxes).map((tax) => ({ rate: read.number(tax.rate), base: read.number(tax.base), amount: read.number(tax.amount) }));
  const data: Omit<InvoiceData, "checks"> = {
    kind: "Invoice",
    invoiceNumber: read.text(r.invoiceNumber),
    issueDate: read.date(r.issueDate),
    dueDate: read.date(r.dueDate),
    currency: read.currency(r.currency),
    seller: read.party(r.seller),
    buyer: read.party(r.buyer),
    lineItems,
    taxes,
    subtotal: read.number(r.subtotal),
    totalTax: read.number(r.totalTax),
    total: read.number(r.total),
  };
  return { ...data, checks: invoiceChecks(data) };
}

export function statementFromReply(reply: unknown, read: ReplyReader): BankStatementData {
  const r = asObject(reply);
  const transactions: Transaction[] = list(r.transactions).map((t) => ({
    date: read.date(t.date),
    description: read.text(t.description),
    amount: read.number(t.amount),
    balance: read.number(t.balance),
  }));
  const data: Omit<BankStatementData, "checks"> = {
    kind: "BankStatement",
    bank: read.text(r.bank),
    accountHolder: read.text(r.accountHolder),
    accountNumber: read.text(r.accountNumber),
    iban: read.text(r.iban)?.replace(/\s+/gu, "").toUpperCase() ?? null,
    currency: read.currency(r.currency),
    periodFrom: read.date(r.periodFrom),
    periodTo: read.date(r.periodTo),
    openingBalance: read.number(r.openingBalance),
    closingBalance: read.number(r.closingBalance),
    transactions,
  };
  return { ...data, checks: statementChecks(data) };
}

/** The model's names and heading counts for the tables we found, by the index we gave them. */
export function tableLabelsFromReply(reply: unknown, read: ReplyReader): Map<number, { title: string | null; headerRows: number | null }> {
  const labels = new Map<number, { title: string | null; headerRows: number | null }>();
  for (const entry of list(asObject(reply).tables)) {
    const index = read.number(entry.index);
    const headerRows = read.number(entry.headerRows);
    if (index === null || !Number.isInteger(index)) continue;
    labels.set(index, { title: read.text(entry.title), headerRows: headerRows !== null && Number.isInteger(headerRows) && headerRows >= 0 ? headerRows : null });
  }
  return labels;
}
