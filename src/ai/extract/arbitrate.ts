import type { BankStatementData, Check, ExtractedData, InvoiceData } from "./extract-schemas.ts";
import { checkTaxId } from "./tax-ids.ts";
import { invoiceChecks, statementChecks } from "./totals-checks.ts";

/**
 * The model's answer and the built-in rules' reading of the same document, made one: the model's
 * answer stands, except where the two disagree and the document itself settles it — a figure (a
 * total, a balance, the list of lines or bookings) is taken from the rules when the cross-checks
 * pass with theirs and fail with the model's; a tax number when the model's fails its check
 * digits and the rules' passes; a field the model left empty when the rules found it. The
 * result's checks say which fields came from the rules, and why.
 */

type Row = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Cross-checks passed less those failed: how well a reading's figures hold together. */
function agreement(checks: readonly Check[]): number {
  return checks.reduce((score, check) => score + (check.check === "unplacedRows" ? 0 : check.ok ? 1 : -1), 0);
}

/** The figures checked against each other, per kind: chosen together by the checks. */
const FIGURES = {
  Invoice: ["lineItems", "taxes", "subtotal", "totalTax", "total"],
  BankStatement: ["transactions", "openingBalance", "closingBalance"],
} as const;

const PARTIES = ["seller", "buyer"] as const;

export function arbitrate(model: ExtractedData, rules: ExtractedData): ExtractedData {
  if (model.kind === "Invoice" && rules.kind === "Invoice") return arbitrateInvoice(model, rules);
  if (model.kind === "BankStatement" && rules.kind === "BankStatement") return arbitrateStatement(model, rules);
  return model;
}

function arbitrateInvoice(model: InvoiceData, rules: InvoiceData): InvoiceData {
  const taken: string[] = [];
  const data = structuredClone(model) as InvoiceData;
  for (const side of PARTIES) {
    for (const key of ["name", "address", "taxId"] as const) {
      const ours = rules[side][key];
      const theirs = data[side][key];
      if (ours === null || same(ours, theirs)) continue;
      if (theirs === null) {
        data[side][key] = ours;
        taken.push(`${side}.${key} (the model gave none)`);
      } else if (key === "taxId" && checkTaxId(theirs) === false && checkTaxId(ours) === true) {
        data[side][key] = ours;
        taken.push(`${side}.${key} (the model's fails its check digits, the rules' passes)`);
      }
    }
  }
  fillEmpty(data as unknown as Row, rules as unknown as Row, ["invoiceNumber", "issueDate", "dueDate", "currency"], taken);
  const checked = (d: InvoiceData) => invoiceChecks(d);
  chooseFigures(data as unknown as Row, rules as unknown as Row, FIGURES.Invoice, (d) => agreement(checked(d as unknown as InvoiceData)), taken);
  const rulesLines = same(data.lineItems, rules.lineItems) && !same(model.lineItems, rules.lineItems);
  return { ...data, checks: [...checked(data), ...(rulesLines ? rules.checks.filter((c) => c.check === "unplacedRows") : []), ...sources(taken)] };
}

function arbitrateStatement(model: BankStatementData, rules: BankStatementData): BankStatementData {
  const taken: string[] = [];
  const data = structuredClone(model) as BankStatementData;
  fillEmpty(data as unknown as Row, rules as unknown as Row, ["bank", "accountHolder", "accountNumber", "iban", "currency", "periodFrom", "periodTo"], taken);
  const checked = (d: BankStatementData) => statementChecks(d);
  chooseFigures(data as unknown as Row, rules as unknown as Row, FIGURES.BankStatement, (d) => agreement(checked(d as unknown as BankStatementData)), taken);
  const rulesLines = same(data.transactions, rules.transactions) && !same(model.transactions, rules.transactions);
  return { ...data, checks: [...checked(data), ...(rulesLines ? rules.checks.filter((c) => c.check === "unplacedRows") : []), ...sources(taken)] };
}

function fillEmpty(data: Row, rules: Row, fields: readonly string[], taken: string[]): void {
  for (const field of fields) {
    if (data[field] === null && rules[field] !== null) {
      data[field] = rules[field];
      taken.push(`${field} (the model gave none)`);
    }
  }
}

/**
 * Takes the rules' value of a figure where the two disagree and the checks agree better with it,
 * one field at a time, again until nothing improves (a total and its subtotal may only add up
 * when both are switched, so a switch that merely fills a figure the model left empty counts too).
 */
function chooseFigures(data: Row, rules: Row, fields: readonly string[], score: (d: Row) => number, taken: string[]): void {
  for (let round = 0; round < fields.length; round++) {
    let improved = false;
    for (const field of fields) {
      if (same(data[field], rules[field]) || rules[field] === null || (Array.isArray(rules[field]) && (rules[field] as unknown[]).length === 0)) continue;
      const trial = { ...data, [field]: rules[field] };
      const empty = data[field] === null || (Array.isArray(data[field]) && (data[field] as unknown[]).length === 0);
      if (score(trial) > score(data) || (empty && score(trial) >= score(data))) {
        data[field] = rules[field];
        const label = `${field} (${empty ? "the model gave none" : "its figures agree with the others; the model's do not"})`;
        if (!taken.includes(label)) taken.push(label);
        improved = true;
      }
    }
    if (!improved) break;
  }
  // Figures that only add up together (the bookings and the closing balance): all of the rules' at once.
  const differing = fields.filter((field) => !same(data[field], rules[field]) && rules[field] !== null && !(Array.isArray(rules[field]) && (rules[field] as unknown[]).length === 0));
  if (differing.length > 1) {
    const trial = { ...data, ...Object.fromEntries(differing.map((field) => [field, rules[field]])) };
    if (score(trial) > score(data)) {
      for (const field of differing) {
        const empty = data[field] === null || (Array.isArray(data[field]) && (data[field] as unknown[]).length === 0);
        data[field] = rules[field];
        taken.push(`${field} (${empty ? "the model gave none" : "its figures agree with the others; the model's do not"})`);
      }
    }
  }
}

function sources(taken: readonly string[]): Check[] {
  if (taken.length === 0) return [];
  return [{ check: "fieldSources", ok: true, expected: null, actual: null, detail: `Read by the model, except these, read by the built-in rules: ${taken.join("; ")}.` }];
}
