import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readEmbeddedInvoice } from "../src/einvoice/embedded-invoice.ts";
import type { InvoiceData } from "../src/extraction/extract-schemas.ts";
import { extractLocally } from "../src/extraction/local-engine.ts";
import type { PageLayout } from "../src/extraction/page-layout.ts";
import { readLayouts } from "../src/extraction/read-layouts.ts";
import { parseAmount } from "../src/extraction/values.ts";

/**
 * How well extract-pdf-data reads real e-invoices from their page alone: each PDF's embedded XML
 * is the truth for what its page shows; the page is read by the built-in rules (which never look
 * at attachments) and compared field by field. Two figures per generator: recall (fields right
 * of the fields the XML has) and precision (fields right of the fields the rules gave a value
 * for), since a wrong value given with confidence is worse than none.
 *
 * Only what the page shows is scored: a file whose page is another invoice than its XML (the XML's
 * total nowhere on the page) is left out and named, and so is a field whose XML value is
 * not printed on the page (a seller name the page does not carry, a line amount the XML gives
 * with its tax where the page prints it without): no reading of the page could give it.
 *
 * Run: node bench/extraction-eval.ts [corpus folder of e-invoices] [--verbose] [--no-statements]
 * (the held-out statement layouts of bench/statement-eval.ts are scored after the e-invoices).
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
  /** Fields of the XML not printed on the page, so not scored. */
  readonly notOnPage: string[];
  readonly generator: string;
  readonly tally: FieldTally;
  readonly wrong: string[];
  readonly missed: string[];
}

export interface EvaluationReport {
  readonly documents: DocumentResult[];
  /** Files whose page shows another invoice than their XML, with what was not found. */
  readonly otherInvoice: string[];
  readonly byGenerator: Map<string, FieldTally>;
  readonly all: FieldTally;
}

const norm = (text: unknown) => String(text ?? "").replace(/[\s.,\-–:]+/gu, "").toLowerCase();
const sameNumber = (a: unknown, b: unknown) => typeof a === "number" && typeof b === "number" && Math.abs(a - b) < 0.005;
/** The page shows one line of a name the XML writes over several ("Herrn, Max Mustermann"). */
const sameName = (xml: unknown, page: unknown) => norm(xml) === norm(page) || String(xml).split(", ").some((part) => norm(part) === norm(page));
/**
 * A description is right when one starts with the other (the page may add an article number or a
 * detail line), or when it is one of the parts of an XML description that writes the item's other
 * columns into it, comma-separated ("GTIN 4123456000014, Art-Nr-Lieferant ZS997, Zitronensäure 100ml").
 */
const sameDescription = (xml: unknown, page: unknown) =>
  norm(page).startsWith(norm(xml)) || (norm(page).length >= 4 && norm(xml).startsWith(norm(page))) || String(xml).split(", ").some((part) => norm(part).length >= 4 && norm(part) === norm(page));

/** The generator a corpus file comes from, by its name (the corpus names them by source). */
export function generatorOf(file: string): string {
  const m = /^(XML-Rechnung_FX|ZUGFeRDv\d_correct_[A-Za-z]+)/u.exec(file);
  return (m?.[1] ?? "other").replace("_correct_", " ");
}

/** What the page prints, in forms a value can be looked up in. */
export interface PageText {
  /** All its text, normalised as `norm` does. */
  readonly text: string;
  /** Every number printed (each run, word and pair of words read as an amount in either decimal habit), as absolute values. */
  readonly numbers: readonly number[];
}

export function pageTextOf(layouts: readonly PageLayout[]): PageText {
  const segments = layouts.flatMap((l) => l.rows.flatMap((r) => r.segments.map((seg) => seg.text)));
  const numbers: number[] = [];
  for (const segment of segments) {
    const words = segment.split(/\s+/u);
    for (const candidate of [segment, ...words, ...words.slice(1).map((w, i) => `${words[i]} ${w}`)]) {
      const bare = candidate.replace(/^[^\d(−-]+|[^\d)−-]+$/gu, "");
      for (const decimal of [",", "."] as const) {
        const value = parseAmount(bare, decimal);
        if (value !== null) numbers.push(Math.abs(value));
      }
    }
  }
  return { text: norm(segments.join(" ")), numbers };
}

/** A date's printed forms: ISO, day-first and month-first with dots, slashes or dashes, and written out in German, English and French. */
function dateForms(iso: string): string[] {
  const [y, m, d] = iso.split("-");
  const date = new Date(`${iso}T12:00:00Z`);
  const written = ["de", "en", "fr"].map((locale) => new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date));
  return [iso, `${d}${m}${y}`, `${d}${m}${y!.slice(2)}`, `${m}${d}${y}`, `${Number(d)}.${Number(m)}.${y}`, `${Number(m)}/${Number(d)}/${y}`, ...written];
}

/** Whether a value of the XML is printed on the page: a text (or one of its lines) within the page's text, a number among its figures, a date in one of its forms. */
function printed(page: PageText, value: unknown): boolean {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/u.test(value)) return dateForms(value).some((form) => page.text.includes(norm(form)));
  if (typeof value === "number") return page.numbers.some((n) => Math.abs(n - Math.abs(value)) < 0.005);
  if (typeof value === "string") return value.split(", ").some((part) => norm(part).length >= 2 && page.text.includes(norm(part)));
  return true;
}

/**
 * Which fields are checked against the page's print before they are scored: identifiers, names,
 * dates and amounts; not descriptions, which wrap between the other columns of their row.
 */
const LOOKED_UP = /^(?:invoiceNumber|issueDate|dueDate|seller\.name|buyer\.name|seller\.taxId|subtotal|totalTax|total|taxes\.(?:base|amount)|lineItems\.(?:amount|unitPrice))$/u;

export function scoreAgainstXml(truth: Omit<InvoiceData, "checks">, got: InvoiceData, page?: PageText): Pick<DocumentResult, "tally" | "wrong" | "missed" | "notOnPage"> {
  const tally: FieldTally = { total: 0, given: 0, right: 0 };
  const wrong: string[] = [];
  const missed: string[] = [];
  const notOnPage: string[] = [];
  const field = (name: string, expected: unknown, actual: unknown, same: (a: unknown, b: unknown) => boolean) => {
    if (expected === null || expected === undefined) return;
    if (page && LOOKED_UP.test(name) && !printed(page, expected)) {
      notOnPage.push(`${name} ${JSON.stringify(expected)}`);
      return;
    }
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
  return { tally, wrong, missed, notOnPage };

  function rows<T extends object>(list: string, expected: readonly T[], actual: readonly T[], pair: (t: T, g: T) => boolean, fields: Record<string, (a: unknown, b: unknown) => boolean>) {
    const used = new Set<number>();
    expected.forEach((t, i) => {
      let j = actual.findIndex((g, k) => !used.has(k) && pair(t, g));
      // A row whose XML amount the page does not print (given with its tax) pairs by its description.
      const description = (t as { description?: unknown }).description;
      if (j < 0 && typeof description === "string") j = actual.findIndex((g, k) => !used.has(k) && typeof (g as { description?: unknown }).description === "string" && sameDescription(description, (g as { description: string }).description));
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
  const otherInvoice: string[] = [];
  for (const file of fs.readdirSync(folder).filter((f) => f.endsWith(".pdf")).sort()) {
    const input = { path: path.join(folder, file), name: file, bytes: fs.statSync(path.join(folder, file)).size };
    const embedded = await readEmbeddedInvoice(input);
    if (embedded.found !== "read") continue;
    const layouts = await readLayouts(input, { maxPages: 30 });
    const got = extractLocally("Invoice", layouts) as InvoiceData;
    const page = pageTextOf(layouts);
    const truth = embedded.read.data;
    // The total is what a page that renders its XML cannot leave out; a page with another total is another invoice.
    if (truth.total !== null && !printed(page, truth.total)) {
      otherInvoice.push(`${file} (its XML's total ${truth.total} is not on the page)`);
      continue;
    }
    documents.push({ file, generator: generatorOf(file), ...scoreAgainstXml(truth, got, page) });
  }
  const add = (a: FieldTally, b: FieldTally): FieldTally => ({ total: a.total + b.total, given: a.given + b.given, right: a.right + b.right });
  const byGenerator = new Map<string, FieldTally>();
  for (const d of documents) byGenerator.set(d.generator, add(byGenerator.get(d.generator) ?? { total: 0, given: 0, right: 0 }, d.tally));
  return { documents, otherInvoice, byGenerator, all: documents.reduce((a, d) => add(a, d.tally), { total: 0, given: 0, right: 0 }) };
}

export const recall = (t: FieldTally) => (t.total === 0 ? 100 : Math.round((1000 * t.right) / t.total) / 10);
export const precision = (t: FieldTally) => (t.given === 0 ? 100 : Math.round((1000 * t.right) / t.given) / 10);

/** The report as lines: per generator, then all, then (verbose) each document's wrong values. */
export function reportLines(report: EvaluationReport, verbose = false): string[] {
  const line = (name: string, t: FieldTally) => `${name.padEnd(34)} recall ${recall(t).toFixed(1).padStart(5)} % (${t.right}/${t.total})   precision ${precision(t).toFixed(1).padStart(5)} % (${t.right}/${t.given})`;
  const lines = [...report.byGenerator].map(([name, t]) => line(`${name} (${report.documents.filter((d) => d.generator === name).length})`, t));
  lines.push(line(`all (${report.documents.length})`, report.all));
  const notOnPage = report.documents.reduce((n, d) => n + d.notOnPage.length, 0);
  lines.push(`not scored: ${notOnPage} fields of the XML not printed on their page; ${report.otherInvoice.length} files whose page is another invoice${report.otherInvoice.length ? `: ${report.otherInvoice.join("; ")}` : ""}`);
  if (verbose) for (const d of report.documents) lines.push(`${d.file}: ${d.tally.right}/${d.tally.total}, given ${d.tally.given}`, ...d.wrong.map((w) => `    wrong ${w}`), ...(d.missed.length ? [`    missed ${d.missed.join(", ")}`] : []), ...(d.notOnPage.length ? [`    not on the page ${d.notOnPage.join(", ")}`] : []));
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = process.argv.find((a, i) => i >= 2 && !a.startsWith("-")) ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../shared/corpus/einvoices");
  const report = await evaluateEInvoices(folder);
  for (const line of reportLines(report, process.argv.includes("--verbose"))) console.log(line);
  if (!process.argv.includes("--no-statements")) {
    const { evaluateHeldOutStatements, statementReportLines } = await import("./statement-eval.ts");
    console.log("\nheld-out bank statement layouts:");
    for (const line of statementReportLines(await evaluateHeldOutStatements(), process.argv.includes("--verbose"))) console.log(line);
  }
}
