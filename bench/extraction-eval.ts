import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readEmbeddedInvoice } from "../src/einvoice/embedded-invoice.ts";
import type { InvoiceData } from "../src/extraction/extract-schemas.ts";
import { extractLocally } from "../src/extraction/local-engine.ts";
import { readLayouts } from "../src/extraction/read-layouts.ts";

/**
 * How well extract-pdf-data reads real e-invoices from their page alone: each PDF's embedded XML
 * is the truth for what its page shows; the page is read by the built-in rules (which never look
 * at attachments) and compared field by field. Two figures per generator: recall (fields right
 * of the fields the XML has) and precision (fields right of the fields the rules gave a value
 * for), since a wrong value given with confidence is worse than none.
 *
 * Run: node bench/extraction-eval.ts [corpus folder of e-invoices]
 */

export interface FieldTally {
  /** Fields the truth has a value for. */
  total: number;
  /** Fields the reading gave a value for (right or wrong), extra rows counted once each. */
  given: number;
  right: number;
}

export interface DocumentResult {
  readonly file: string;
  readonly generator: string;
  readonly tally: FieldTally;
  readonly wrong: string[];
  readonly missed: string[];
}

export interface EvaluationReport {
  readonly documents: DocumentResult[];
  readonly byGenerator: Map<string, FieldTally>;
  readonly all: FieldTally;
}

const norm = (text: unknown) => String(text ?? "").replace(/[\s.,\-–:]+/gu, "").toLowerCase();
const sameNumber = (a: unknown, b: unknown) => typeof a === "number" && typeof b === "number" && Math.abs(a - b) < 0.005;
/** The page shows one line of a name the XML writes over several ("Herrn, Max Mustermann"). */
const sameName = (xml: unknown, page: unknown) => norm(xml) === norm(page) || String(xml).split(", ").some((part) => norm(part) === norm(page));
/** A description is right when one starts with the other: the page may add an article number or a detail line. */
const sameDescription = (xml: unknown, page: unknown) => norm(page).startsWith(norm(xml)) || (norm(page).length >= 4 && norm(xml).startsWith(norm(page)));

/** The generator a corpus file comes from, by its name (the corpus names them by source). */
export function generatorOf(file: string): string {
  const m = /^(XML-Rechnung_FX|ZUGFeRDv\d_correct_[A-Za-z]+)/u.exec(file);
  return (m?.[1] ?? "other").replace("_correct_", " ");
}

export function scoreAgainstXml(truth: Omit<InvoiceData, "checks">, got: InvoiceData): Pick<DocumentResult, "tally" | "wrong" | "missed"> {
  const tally: FieldTally = { total: 0, given: 0, right: 0 };
  const wrong: string[] = [];
  const missed: string[] = [];
  const field = (name: string, expected: unknown, actual: unknown, same: (a: unknown, b: unknown) => boolean) => {
    if (expected === null || expected === undefined) return;
    tally.total++;
    if (actual === null || actual === undefined) {
      missed.push(name);
      return;
    }
    tally.given++;
    if (same(expected, actual)) tally.right++;
    else wrong.push(`${name}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  };
  field("invoiceNumber", truth.invoiceNumber, got.invoiceNumber, (a, b) => norm(a) === norm(b));
  field("issueDate", truth.issueDate, got.issueDate, (a, b) => a === b);
  field("dueDate", truth.dueDate, got.dueDate, (a, b) => a === b);
  field("currency", truth.currency, got.currency, (a, b) => a === b);
  field("seller.name", truth.seller.name, got.seller.name, sameName);
  field("buyer.name", truth.buyer.name, got.buyer.name, sameName);
  // A VAT number only: a tax office number is printed in too many ways to be a fair truth.
  field("seller.taxId", /^[A-Z]{2}[0-9A-Z]{8,12}$/u.test(truth.seller.taxId ?? "") ? truth.seller.taxId : null, got.seller.taxId, (a, b) => norm(a) === norm(b));
  field("subtotal", truth.subtotal, got.subtotal, sameNumber);
  field("totalTax", truth.totalTax, got.totalTax, sameNumber);
  field("total", truth.total, got.total, sameNumber);
  rows("taxes", truth.taxes, got.taxes, (t, g) => sameNumber(t.amount, g.amount) || (sameNumber(t.rate, g.rate) && sameNumber(t.base, g.base)), { rate: sameNumber, base: sameNumber, amount: sameNumber });
  rows("lineItems", truth.lineItems, got.lineItems, (t, g) => sameNumber(t.amount, g.amount) && (t.description === null || g.description === null || sameDescription(t.description, g.description)), {
    description: sameDescription,
    quantity: sameNumber,
    unitPrice: sameNumber,
    amount: sameNumber,
    taxRate: sameNumber,
  });
  return { tally, wrong, missed };

  function rows<T extends object>(list: string, expected: readonly T[], actual: readonly T[], pair: (t: T, g: T) => boolean, fields: Record<string, (a: unknown, b: unknown) => boolean>) {
    const used = new Set<number>();
    expected.forEach((t, i) => {
      let j = actual.findIndex((g, k) => !used.has(k) && pair(t, g));
      if (j < 0 && actual.length === expected.length && !used.has(i)) j = i;
      if (j >= 0) used.add(j);
      for (const [key, same] of Object.entries(fields)) field(`${list}.${key}`, (t as Record<string, unknown>)[key], j >= 0 ? (actual[j] as Record<string, unknown>)[key] : null, same);
    });
    actual.forEach((g, k) => {
      if (used.has(k)) return;
      tally.given++;
      wrong.push(`${list}: extra row ${JSON.stringify(g)}`);
    });
  }
}

/** Every e-invoice PDF of `folder`, its page read and scored against its XML. */
export async function evaluateEInvoices(folder: string): Promise<EvaluationReport> {
  const documents: DocumentResult[] = [];
  for (const file of fs.readdirSync(folder).filter((f) => f.endsWith(".pdf")).sort()) {
    const input = { path: path.join(folder, file), name: file, bytes: fs.statSync(path.join(folder, file)).size };
    const embedded = await readEmbeddedInvoice(input);
    if (embedded.found !== "read") continue;
    const layouts = await readLayouts(input, { maxPages: 30 });
    const got = extractLocally("Invoice", layouts) as InvoiceData;
    documents.push({ file, generator: generatorOf(file), ...scoreAgainstXml(embedded.read.data, got) });
  }
  const add = (a: FieldTally, b: FieldTally): FieldTally => ({ total: a.total + b.total, given: a.given + b.given, right: a.right + b.right });
  const byGenerator = new Map<string, FieldTally>();
  for (const d of documents) byGenerator.set(d.generator, add(byGenerator.get(d.generator) ?? { total: 0, given: 0, right: 0 }, d.tally));
  return { documents, byGenerator, all: documents.reduce((a, d) => add(a, d.tally), { total: 0, given: 0, right: 0 }) };
}

export const recall = (t: FieldTally) => (t.total === 0 ? 100 : Math.round((1000 * t.right) / t.total) / 10);
export const precision = (t: FieldTally) => (t.given === 0 ? 100 : Math.round((1000 * t.right) / t.given) / 10);

/** The report as lines: per generator, then all, then (verbose) each document's wrong values. */
export function reportLines(report: EvaluationReport, verbose = false): string[] {
  const line = (name: string, t: FieldTally) => `${name.padEnd(34)} recall ${recall(t).toFixed(1).padStart(5)} % (${t.right}/${t.total})   precision ${precision(t).toFixed(1).padStart(5)} % (${t.right}/${t.given})`;
  const lines = [...report.byGenerator].map(([name, t]) => line(`${name} (${report.documents.filter((d) => d.generator === name).length})`, t));
  lines.push(line(`all (${report.documents.length})`, report.all));
  if (verbose) for (const d of report.documents) lines.push(`${d.file}: ${d.tally.right}/${d.tally.total}, given ${d.tally.given}`, ...d.wrong.map((w) => `    wrong ${w}`), ...(d.missed.length ? [`    missed ${d.missed.join(", ")}`] : []));
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = process.argv.find((a, i) => i >= 2 && !a.startsWith("-")) ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../shared/corpus/einvoices");
  const report = await evaluateEInvoices(folder);
  for (const line of reportLines(report, process.argv.includes("--verbose"))) console.log(line);
}
