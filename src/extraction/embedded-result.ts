import type { EmbeddedInvoice } from "../einvoice/embedded-invoice.ts";
import type { Check, InvoiceData } from "./extract-schemas.ts";
import type { PageLayout } from "./page-layout.ts";
import { invoiceChecks } from "./totals-checks.ts";
import { detectHabits, parseAmount } from "./values.ts";

/**
 * An invoice's result when its PDF carries an e-invoice: every value from the XML (exact, where
 * the page is a rendering of it), the page still read, and each field where the two disagree
 * named in a check, so a page that shows another total than the data it carries is seen. An
 * attachment that could not be read safely leaves the page's reading, with a check saying why.
 */
export function withEmbeddedInvoice(embedded: EmbeddedInvoice, page: InvoiceData, layouts: readonly PageLayout[]): InvoiceData {
  if (embedded.found === "none") return page;
  if (embedded.found === "refused") {
    return {
      ...page,
      checks: [
        { check: "embeddedInvoice", ok: false, expected: null, actual: null, detail: `The PDF carries "${embedded.file}", which was not read because ${embedded.reason}; the values are read from the page.` },
        ...page.checks,
      ],
    };
  }
  const { read, file } = embedded;
  const data = read.data;
  const kind = [read.syntax, read.guideline ? `guideline ${read.guideline}` : null, read.typeCode ? `document type ${read.typeCode}` : null].filter(Boolean).join(", ");
  const payable = read.payable !== null && data.total !== null && Math.abs(read.payable - data.total) >= 0.005 ? ` It states ${read.payable.toFixed(2)} as the amount due after prepayments.` : "";
  const source: Check = { check: "embeddedInvoice", ok: true, expected: null, actual: null, detail: `Read from the embedded e-invoice "${file}" (${kind}); the page was read too and compared.${payable}` };
  return { ...data, checks: [source, ...invoiceChecks(data), ...disagreements(data, page), ...totalOnPage(data, layouts)] };
}

const norm = (text: string) => text.replace(/[\s.,\-–]+/gu, "").toLowerCase();
/**
 * A page's name agrees when it is the XML's, or one of its lines (the XML may hold "Herrn, Max
 * Mustermann"), or the XML's is one of the page's (the page may print "Company, Contact").
 */
const sameName = (xml: string, page: string) => norm(xml) === norm(page) || xml.split(", ").some((part) => norm(part) === norm(page)) || page.split(", ").some((part) => norm(part) === norm(xml));
const sameNumber = (a: number, b: number) => Math.abs(a - b) < 0.005;

/** Every field the page gives that differs from the XML's, one check each. */
function disagreements(xml: Omit<InvoiceData, "checks">, page: InvoiceData): Check[] {
  const out: Check[] = [];
  const differ = (field: string, xmlValue: string | number | null, pageValue: string | number | null, same: (a: never, b: never) => boolean) => {
    if (pageValue === null || xmlValue === null || same(xmlValue as never, pageValue as never)) return;
    const numbers = typeof xmlValue === "number" && typeof pageValue === "number";
    out.push({
      check: "pageDiffersFromEmbedded",
      ok: false,
      expected: numbers ? xmlValue : null,
      actual: numbers ? pageValue : null,
      detail: `${field}: the embedded e-invoice says ${JSON.stringify(xmlValue)}, the page reads ${JSON.stringify(pageValue)}.`,
    });
  };
  const text = (a: string, b: string) => norm(a) === norm(b);
  differ("invoiceNumber", xml.invoiceNumber, page.invoiceNumber, text);
  differ("issueDate", xml.issueDate, page.issueDate, (a: string, b: string) => a === b);
  differ("dueDate", xml.dueDate, page.dueDate, (a: string, b: string) => a === b);
  differ("currency", xml.currency, page.currency, (a: string, b: string) => a === b);
  for (const side of ["seller", "buyer"] as const) {
    differ(`${side}.name`, xml[side].name, page[side].name, sameName);
    differ(`${side}.taxId`, xml[side].taxId, page[side].taxId, text);
  }
  differ("subtotal", xml.subtotal, page.subtotal, sameNumber);
  differ("totalTax", xml.totalTax, page.totalTax, sameNumber);
  differ("total", xml.total, page.total, sameNumber);
  // Lines that bill nothing (quantity and amount 0: a section heading or a note the seller's
  // system writes as a line) are printed without figures, so the page cannot show their amounts.
  const xmlLines = xml.lineItems.filter((l) => !(l.amount === 0 && (l.quantity === 0 || l.quantity === null))).map((l) => l.amount).filter((a): a is number => a !== null);
  const pageLines = page.lineItems.map((l) => l.amount).filter((a): a is number => a !== null);
  if (pageLines.length > 0 && xmlLines.length > 0) {
    const missing = xmlLines.filter((a) => !pageLines.some((p) => sameNumber(p, a)));
    if (pageLines.length !== xmlLines.length || missing.length > 0) {
      out.push({ check: "pageDiffersFromEmbedded", ok: false, expected: xmlLines.length, actual: pageLines.length, detail: `lineItems: the embedded e-invoice has ${xmlLines.length} line amounts, the page reads ${pageLines.length}${missing.length ? `; not read on the page: ${missing.map((a) => a.toFixed(2)).join(", ")}` : ""}.` });
    }
  }
  return out;
}

/**
 * The XML's total must be printed somewhere on the page: a page that shows another amount to
 * pay than the data it carries is the one disagreement that must never pass unseen, also when
 * the page's own total could not be read.
 */
function totalOnPage(xml: Omit<InvoiceData, "checks">, layouts: readonly PageLayout[]): Check[] {
  if (xml.total === null || layouts.length === 0) return [];
  const segments = layouts.flatMap((l) => l.rows.flatMap((r) => r.segments.map((seg) => seg.text)));
  const { decimal } = detectHabits(segments.join("\n"));
  const total = xml.total;
  // A segment whole, each of its words, and each pair of words ("1 021,91" set with a thousands space).
  const printed = segments.some((segment) => {
    const words = segment.split(/\s+/u);
    const candidates = [segment, ...words, ...words.slice(1).map((w, i) => `${words[i]} ${w}`)];
    return candidates.some((candidate) => {
      const value = parseAmount(candidate.replace(/^[^\d(−-]+|[^\d)−-]+$/gu, ""), decimal);
      return value !== null && sameNumber(Math.abs(value), Math.abs(total));
    });
  });
  return printed ? [] : [{ check: "embeddedTotalOnPage", ok: false, expected: total, actual: null, detail: `The embedded e-invoice's total ${total.toFixed(2)} is not printed on the page: the page and the data it carries disagree.` }];
}
