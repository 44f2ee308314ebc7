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
  chooseFigures(data as unknown as Row, rules as unknown as Row, FIGURES.Invoice, (d) => agreement(invoiceChecks(d as unknown as InvoiceData)), taken);
  const rulesLines = same(data.lineItems, rules.lineItems) && !same(model.lineItems, rules.lineItems);
  return { ...data, checks: resultChecks(invoiceChecks(data), rulesLines, rules.checks, taken) };
}

function arbitrateStatement(model: BankStatementData, rules: BankStatementData): BankStatementData {
  const taken: string[] = [];
  const data = structuredClone(model) as BankStatementData;
  fillEmpty(data as unknown as Row, rules as unknown as Row, ["bank", "accountHolder", "accountNumber", "iban", "currency", "periodFrom", "periodTo"], taken);
  chooseFigures(data as unknown as Row, rules as unknown as Row, FIGURES.BankStatement, (d) => agreement(statementChecks(d as unknown as BankStatementData)), taken);
  const rulesLines = same(data.transactions, rules.transactions) && !same(model.transactions, rules.transactions);
  return { ...data, checks: resultChecks(statementChecks(data), rulesLines, rules.checks, taken) };
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
  const empty = (value: unknown) => value === null || (Array.isArray(value) && value.length === 0);
  const differs = (field: string) => !same(data[field], rules[field]) && !empty(rules[field]);
  const take = (field: string) => {
    const label = `${field} (${empty(data[field]) ? "the model gave none" : "its figures agree with the others; the model's do not"})`;
    data[field] = rules[field];
    if (!taken.includes(label)) taken.push(label);
  };
  for (let round = 0; round < fields.length; round++) {
    let improved = false;
    for (const field of fields.filter(differs)) {
      const trial = score({ ...data, [field]: rules[field] });
      if (trial > score(data) || (empty(data[field]) && trial >= score(data))) {
        take(field);
        improved = true;
      }
    }
    if (!improved) break;
  }
  // Figures that only add up together (the bookings and the closing balance): all of the rules' at once.
  const differing = fields.filter(differs);
  if (differing.length > 1 && score({ ...data, ...Object.fromEntries(differing.map((field) => [field, rules[field]])) }) > score(data)) differing.forEach(take);
}

/**
 * The result's checks, computed afresh; the rules' unplaced rows when their list of lines or
 * bookings is the one taken; and which fields came from the rules.
 */
function resultChecks(checks: readonly Check[], listTaken: boolean, rules: readonly Check[], taken: readonly string[]): Check[] {
  return [...checks, ...(listTaken ? rules.filter((c) => c.check === "unplacedRows") : []), ...sources(taken)];
}

function sources(taken: readonly string[]): Check[] {
  if (taken.length === 0) return [];
  return [{ check: "fieldSources", ok: true, expected: null, actual: null, detail: `Read by the model, except these, read by the built-in rules: ${taken.join("; ")}.` }];
}
