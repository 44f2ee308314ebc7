import { topBlocks } from "./address-blocks.ts";
import { bestTable, figureIn, type ColumnRole } from "./column-roles.ts";
import { columnSums } from "./column-sums.ts";
import type { Check, InvoiceData, LineItem, Party, TaxLine } from "./extract-schemas.ts";
import { confirmInvoice, nameProblem } from "./invoice-confirm.ts";
import { itemRows } from "./item-rows.ts";
import { LabelledValues, type LabelHit } from "./labelled-values.ts";
import { findTaxIds, isTaxIdLine } from "./tax-ids.ts";
import type { PageLayout } from "./page-layout.ts";
import type { Table } from "./table.ts";
import { invoiceChecks } from "./totals-checks.ts";
import { detectCurrency, detectHabits, parseAmount, parseDate, parsePercent, roundMoney, type NumberHabits } from "./values.ts";

/**
 * Invoice fields by rules (the local engine, used when no model is configured): labels in
 * English, German, French, Spanish, Italian, Portuguese and Dutch found beside, above or under
 * their values; parties by their labels or by their place; line items from the item table's
 * columns; totals among the labelled figures by what they add up to.
 */

const NUMBER_LABELS = [
  /invoice\s*(?:number|no\.?|nr\.?|#)|document\s*(?:number|no\.?)|n[°º.]?\s*(?:del\s*)?documento|numero\s*(?:del\s*)?documento|beleg-?\s*(?:nr\.?|nummer)|inv\.?\s*no\.?|rechnungs?-?\s*(?:nr\.?|nummer)|\p{L}*rechnung\s*nr\.?|(?:[\p{L}\-]+\s+){0,3}?(?:\p{L}*rechnung\p{L}*|\p{L}*korrektur|gutschrift)(?:\s+(?:des|der|den|von)\s+\p{L}+)?(?:\s+\([^)]{0,40}\))*\s+nr\.?|gutschrift\s*(?:nr\.?|nummer)|facture\s*n[°o]\.?|n[°o]\s*de\s*facture|num[ée]ro\s*de\s*facture|factura\s*(?:n[°ºo.]*|n[úu]mero)|n[°º.]*\s*(?:de\s*)?factura|n[úu]mero\s*de\s*factura|fattura\s*(?:n[°.]*|nr\.?|numero)|numero\s*(?:di\s*)?fattura|n\.?\s*fattura|fatura\s*(?:n[°ºo.]*|n[úu]mero)|n[úu]mero\s*da\s*fatura|factuurnummer|factuur\s*(?:nr\.?|nummer)|#/u,
  /invoice|facture|\p{L}*rechnung|factura|fattura|fatura|factuur/u,
];
// A document type may carry its code or kind in brackets before the number: "Gutschrift (Selbst ausgestellte Rechnung) (389) Nr. 4711".
const ISSUE_LABELS = [/invoice\s*date|dated|date\s*of\s*issue|issue\s*date|date\s*d['’]?\s*[ée]mission|date\s*de\s*(?:la\s*)?facture(?!\s*associ)|rechnungsdatum|beleg-?\s*datum|fecha\s*(?:de\s*)?(?:emisi[óo]n|factura|expedici[óo]n)|data\s*(?:di\s*|de\s*)?(?:emissione|fattura|emiss[ãa]o)|data\s*da\s*fatura|factuurdatum|datum\s*factuur/u, /date|datum|fecha|data/u];
const DUE_LABELS = [/due\s*date|(?:bitte\s*)?(?:überweisen|zahlen)\s*sie\s*(?:den\s*betrag\s*)?bis\s*(?:zum\s*)?|please\s*(?:remit|pay)\s*(?:until|by|before)|[àa]\s*r[ée]gler\s*avant\s*le|payable\s*avant\s*le|date\s*limite(?:\s*de\s*paiement)?|payment\s*due|due|date\s*d['’]?\s*[ée]ch[ée]ance|[ée]ch[ée]ance|zahlungsziel|f[äa]llig(?:keit(?:sdatum)?|\s*am)?|zahlbar(?:\s+(?!\S*skonto)[^\s,;]+){0,6}?\s+bis(?:\s+zum)?|fecha\s*(?:de\s*)?vencimiento|vencimiento|data\s*(?:di\s*|de\s*)?(?:scadenza|vencimento)|scadenza|vencimento|vervaldatum|te\s*betalen\s*v[oó][oó]r|uiterste\s*betaaldatum/u];
/** The sum of the items' amounts printed before discounts and charges on the whole invoice. */
const LINES_TOTAL_LABELS = [/positionssumme|summe\s*(?:der\s*)?positionen|summe\s*(?:der\s*)?positionsbetr[äa]ge|gesamtsumme\s*positionen|summe\s*positionsbetr[äa]ge|warenwert\s*gesamt|total\s*(?:of\s*)?lines|lines?\s*total|sum\s*of\s*(?:the\s*)?lines|total\s*des\s*lignes|somme\s*des\s*lignes|montant\s*total\s*des\s*lignes|totale\s*righe|total\s*(?:de\s*)?l[íi]neas/u];
const SUBTOTAL_LABELS = [/sub-?\s*total|gesamtbeitrag|nettobeitrag|sous-?\s*total|zwischen(?:summe|total)|(?:total\s*)?taxable\s*(?:value|amount)|(?:total|amount|sum|summe|montant|importe|importo|totaal|bedrag)\s*(?:ex|excl|exkl|excluding|exclusive\s*of|before|without|hors|ohne|sin|senza|zonder)\.?\s*(?:of\s*)?(?:gst|tax|taxes|vat|btw|iva|mwst|ust|tva)|net\s*(?:amount|total)|total\s*(?:excl\.?|excluding|before)\s*(?:tax|vat)|total\s*ht|montant\s*ht|total\s*ex\.?\s*(?:gst|tax|vat|btw|iva)|zwischensumme|nettobetrag|(?:rechnungs)?summe\s*netto|(?:rechnungs)?summe\s*ohne\s*(?:ust|mwst|umsatzsteuer)\.?|gesamtbetrag\s*netto|netto\s*gesamt|montant\s*(?:total\s*)?h\.?t\.?|total\s*h\.?t\.?|gesamt\s*netto|base\s*imponible|subtotal|totale\s*imponibile|imponibile|totale\s*netto|(?:valor|total)\s*(?:sem|s\/)\s*iva|subtotaal|totaal\s*excl\.?\s*btw|netto\s*bedrag/u];
const TAX_TOTAL_LABELS = [/total\s*(?:tax|vat|tva|gst|hst|mwst|ust|iva|btw)|(?:tax|vat|gst|hst|mwst|btw|iva)\s*total|steuerbetrag|montant\s*tva|summe\s*(?:mwst|ust)|gesamt\s*(?:mwst|ust)|(?:zzgl\.?\s*)?(?:\d+\s*%\s*)?(?:mwst|ust)\.?\s*(?:gesamt|summe)|total\s*(?:do\s*)?iva|summe\s*(?:der\s*)?(?:umsatzsteuer|mehrwertsteuer)|importe\s*(?:del\s*)?iva|cuota\s*(?:de\s*)?iva|totale\s*iva|importo\s*iva|valor\s*(?:do\s*)?iva|totaal\s*btw|btw\s*bedrag/u];
/** "Tax total", "Total GST": the sum of the tax lines, not one of them. */
const TAX_TOTAL_AT_START = new RegExp(`^(?:${TAX_TOTAL_LABELS[0]!.source})`, "iu");
const TAX_LABELS = [/(?:(?:zzgl|zuzgl|zuzügl|plus|inkl|incl)\.?\s*)?(?:sales\s*tax|tax|vat|tva|mwst|ust|umsatzsteuer|mehrwertsteuer|versicherungs?steuer|iva|btw|[cis]?gst|hst|qst|pst)/u];
const TOTAL_LABELS = [
  // Not "balance due": what is left after a payment, not the invoice's total.
  /grand\s*total|total\s*(?:due|amount|ttc|to\s*pay|payable|incl\.?[^:]*)|amount\s*(?:due|payable)|due\s*payable|invoice\s*total|net\s*[àa]\s*payer|montant\s*ttc|bruttosumme|bruttobetrag|(?:rechnungs)?summe\s*brutto|gesamtbetrag\s*brutto|(?:rechnungs)?summe\s*(?:inkl|mit)\.?\s*(?:ust|mwst)|montant\s*(?:total\s*)?t\.?t\.?c\.?|total\s*t\.?t\.?c\.?|gesamtbetrag|endbetrag|rechnungsbetrag|rechnungsbeitrag|bruttobeitrag|rechnungs-?\s*total|gesamttotal|totalbetrag|zu\s*zahlen|total\s*(?:a\s*pagar|factura|fattura|documento)|importe\s*total|totale\s*(?:fattura|documento|da\s*pagare)|valor\s*total|totaal\s*(?:incl\.?\s*btw|te\s*betalen)|te\s*betalen/u,
  // Zahlbetrag is what is left to pay (after a prepayment): a total only where it adds up.
  /total(?!\s*(?:ht|tva|tax|vat|mwst|ust|iva|gst|hst|btw|excl|exkl|net|hors|qty|quantity))(?:\s*(?:eur|usd|gbp|chf))?|gesamt(?:summe)?|summe|montant\s*total|totale|totaal|zahlbetrag/u,
];
const BUYER_LABELS = [/k[äa]ufer\s*\/\s*leistungsempf[äa]nger|k[äa]ufer|leistungsempf[äa]nger|bill(?:ed)?\s*to|invoice\s*to|sold\s*to|customer|client|buyer|acheteur|destinataire|rechnungsempf[äa]nger|kunde|facturar\s*a|destinatario|fatturare\s*a|spett\.?le|faturar\s*a|klant|factuuradres|aan/u];
const SELLER_LABELS = [/from|seller|supplier|vendor|fournisseur|vendeur|lieferant|verk[äa]ufer|absender|emisor|proveedor|fornitore|fornecedor|emitente|leverancier/u];

/**
 * The invoice number: the first word after its label (after "Nr." or "No." when the label is the
 * bare word "Invoice"), with a digit; never a date, an amount in brackets or a label's colon.
 */
const invoiceId = (text: string): string | null => {
  const token = text
    .replace(/^(?:#|n[°ºo]\.?|nr\.?|no\.?|nummer|number|num[ée]ro)?\s*[:.]?\s*/iu, "")
    .split(/\s+/u)[0]
    ?.replace(/[.,;:]+$/u, "");
  // A figure with cents ("1,00" under a "#" heading) is an amount or a quantity, not a number.
  if (!token || token.length < 3 || !/\d/u.test(token) || /^[-+]?\d{1,3}(?:[.,'\u00A0]\d{3})*[.,]\d{2}$/u.test(token) || /^[(\[]/u.test(token) || parseDate(token) !== null || /^\d{1,2}[./]\d{1,2}[./]?$/u.test(token)) return null;
  return token;
};

/** A label's line (“Nummer : 549910”, “Steuernummer: 201/113”): a detail of a party, never its name or an address line. */
const LABEL_LINE = /^[\p{L}][\p{L}\d .\-/()]{0,40}?\s*:\s*(?:\S|$)/u;

export function extractInvoice(layouts: readonly PageLayout[], tables: readonly Table[]): InvoiceData {
  const doc = new LabelledValues(layouts);
  const text = doc.text();
  const habits = detectHabits(text);
  const amount = (t: string) => parseAmount(t, habits.decimal);
  const date = (t: string) => parseDate(t, habits.dateOrder);

  // The sums row of a totals table set in columns first: its figures are the invoice's own.
  const unique = (list: readonly number[]) => list.filter((v, i) => list.indexOf(v) === i);
  const subtotals = unique([...columnSums(doc, SUBTOTAL_LABELS, amount), ...doc.findAll(SUBTOTAL_LABELS, amount, { fromEnd: true })]);
  const totals = unique([...columnSums(doc, TOTAL_LABELS.slice(0, 1), amount), ...doc.findAll(TOTAL_LABELS, amount, { fromEnd: true })]);
  const taxTotals = unique([...columnSums(doc, TAX_TOTAL_LABELS, amount), ...doc.findAll(TAX_TOTAL_LABELS, amount, { fromEnd: true, below: true })]);
  const fromTable = lineItems(tables, habits);
  // Items over several lines, not a grid, are read from their headings; the reading whose items
  // prove themselves (quantity × price = amount) more often is the one taken.
  const fromRows = itemRows(layouts, habits);
  const proving = (list: readonly LineItem[], adjusted: ReadonlySet<LineItem>) => list.filter((i) => adjusted.has(i) || (i.quantity !== null && i.unitPrice !== null && i.amount !== null && Math.abs(i.quantity * i.unitPrice - i.amount) < 0.011)).length;
  // As often (none, when every item is billed gross of a tax the page adds): the reading whose amounts add up to a printed subtotal or total.
  const makesTotal = (list: readonly LineItem[]) => list.length > 0 && list.every((i) => i.amount !== null) && [...subtotals, ...totals].some((t) => Math.abs(t - list.reduce((sum, i) => sum + i.amount!, 0)) < 0.011);
  const rowsProve = proving(fromRows.items, fromRows.adjusted);
  const tableProves = proving(fromTable.items, fromTable.adjusted);
  // Equally proven and equally adding up: the reading that fills more of the items' fields (a rate column the table missed).
  // (a description counts when it has words: a position number in the description's place is none)
  const filled = (list: readonly LineItem[]) => list.reduce((n, i) => n + [i.quantity, i.unitPrice, i.amount, i.taxRate].filter((v) => v !== null).length + (i.description !== null && /\p{L}{2}/u.test(i.description) ? 1 : 0), 0);
  const sameTotals = makesTotal(fromRows.items) === makesTotal(fromTable.items);
  const rowsWin = rowsProve > tableProves || (rowsProve === tableProves && ((makesTotal(fromRows.items) && !makesTotal(fromTable.items)) || (sameTotals && fromRows.items.length === fromTable.items.length && filled(fromRows.items) > filled(fromTable.items))));
  const { items, unplaced, adjusted } = rowsWin ? { ...fromRows, unplaced: [] } : fromTable;
  const lines = taxLines(doc, habits);
  const { subtotal, totalTax, total } = chooseTotals(subtotals, [...taxTotals, ...(lines.length > 0 ? [sumTaxes(lines)] : [])], totals, items);
  const taxes = completeBases(lines, items, subtotal);
  const buyer = findParty(doc, BUYER_LABELS);
  const seller = findParty(doc, SELLER_LABELS);
  const parties = partiesWithoutLabels(doc, seller, buyer);
  assignTaxIds(taxIdsOf(layouts), parties.seller, parties.buyer);

  const numberHit = doc.find(NUMBER_LABELS, invoiceId);
  const data: Omit<InvoiceData, "checks"> = {
    kind: "Invoice",
    invoiceNumber: numberHit?.value ?? null,
    // "Rechnung Nr. 471102 vom 05.03.2018": the date after the number, when no label names one.
    // The named issue date, then the date after the number, then a bare "Date" (which may be another date's, "Date of delivery").
    issueDate: doc.find(ISSUE_LABELS.slice(0, 1), date)?.value ?? dateAfterNumber(numberHit ? [numberHit.hit.rest, ...numberHit.hit.row.segments.slice(numberHit.hit.segmentIndex + 1).map((seg) => seg.text), ...lineAfterVom(doc, numberHit.hit)].join(" ") : "", date) ?? doc.find(ISSUE_LABELS.slice(1), date)?.value ?? titleDate(doc, date),
    // A due date's column heading ("Fälligkeit") stands over its date without a colon.
    dueDate: doc.find(DUE_LABELS, date, { below: true })?.value ?? null,
    currency: detectCurrency(text),
    seller: parties.seller.party,
    buyer: parties.buyer.party,
    lineItems: items,
    taxes,
    subtotal,
    totalTax,
    total,
  };
  const confirmed = confirmInvoice(data, adjusted, doc.findAll(LINES_TOTAL_LABELS, amount));
  return { ...confirmed.data, checks: [...invoiceChecks(confirmed.data, unplaced), ...confirmed.checks, ...missingFields(confirmed.data)] };
}

/** "Rechnung Nr. 4711 vom" with the date wrapped to the next line: that line's first run. */
function lineAfterVom(doc: LabelledValues, hit: LabelHit): string[] {
  const line = [hit.rest, ...hit.row.segments.slice(hit.segmentIndex + 1).map((seg) => seg.text)].join(" ");
  const nextRow = doc.layouts.find((l) => l.page === hit.page)!.rows[hit.rowIndex + 1];
  const next = nextRow?.segments[0];
  if (!next || Math.abs(next.box.x0 - hit.row.box.x0) >= 5) return [];
  if (/\b(?:vom|von|du|del|dated|of|date)\s*$/iu.test(line)) return [next.text];
  // "… Nr. 47110818" over "vom 31.10.2018": the word and its date wrapped together, just under.
  const height = hit.row.box.y1 - hit.row.box.y0;
  return /^(?:vom|von|du|del|dated)\s+\d/iu.test(next.text.trim()) && nextRow.box.y0 - hit.row.box.y1 < 1.5 * height ? [next.text] : [];
}

/**
 * A date set alone at the right of the document's title line ("Beitragsrechnung … 24. Januar
 * 2014"), as letters date themselves: the issue date when no label names one.
 */
function titleDate(doc: LabelledValues, date: (t: string) => string | null): string | null {
  const page = doc.layouts[0];
  if (!page) return null;
  for (const row of page.rows.filter((r) => r.box.y0 < page.height * 0.5)) {
    const [title, ...rest] = row.segments;
    if (!title || rest.length !== 1 || !/^(?:\p{L}*rechnung|invoice|facture|gutschrift|credit\s*note)\b/iu.test(title.text.trim())) continue;
    const only = rest[0]!;
    if (only.box.x0 > page.width / 2 && parseDate(only.text) !== null && /^\d{1,2}\.?\s*\p{L}+\s+\d{4}$|^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/u.test(only.text.trim())) return date(only.text);
  }
  return null;
}

function dateAfterNumber(rest: string, date: (t: string) => string | null): string | null {
  const m = /\b(?:vom|von|du|del|dated|of|date|issued(?:\s+(?:at|on))?)\s+(.+)$/iu.exec(rest);
  return m ? date(m[1]!) : null;
}

/**
 * The fields a reader expects on every invoice that were not found with a value passing its
 * checks: left empty rather than guessed, and named here.
 */
function missingFields(data: Omit<InvoiceData, "checks">): Check[] {
  const missing = [
    data.invoiceNumber === null && "invoiceNumber",
    data.issueDate === null && "issueDate",
    data.seller.name === null && "seller.name",
    data.buyer.name === null && "buyer.name",
    data.total === null && "total",
  ].filter((f): f is string => f !== false);
  if (missing.length === 0) return [];
  return [{ check: "missingFields", ok: false, expected: null, actual: null, detail: `Not found on the page with a value that passes its checks, so left empty: ${missing.join(", ")}.` }];
}

/**
 * The subtotal, tax and total among the figures their labels name, by what they mean and what
 * they add up to: the first total (from the end) that a subtotal and a tax add up to, with
 * them; else the first subtotal the line items add up to; else the first of each. A "Total"
 * that is really the balance after a payment, or a subtotal named like a total, gives way to
 * the figures that agree.
 */
function chooseTotals(subtotals: readonly number[], taxes: readonly (number | null)[], totals: readonly number[], items: readonly LineItem[]): { subtotal: number | null; totalTax: number | null; total: number | null } {
  const near = (a: number, b: number) => Math.abs(a - b) < 0.011;
  const taxFigures = taxes.filter((t): t is number => t !== null);
  const lines = items.map((item) => item.amount).filter((a): a is number => a !== null);
  const linesSum = lines.length > 0 ? roundMoney(lines.reduce((sum, a) => sum + a, 0)) : null;
  for (const total of totals) {
    for (const subtotal of linesSum !== null && subtotals.some((s) => near(s, linesSum)) ? [linesSum, ...subtotals] : subtotals) {
      for (const tax of taxFigures) if (near(subtotal + tax, total)) return { subtotal: subtotals.find((s) => near(s, subtotal)) ?? subtotal, totalTax: tax, total };
      if (taxFigures.length === 0 && near(subtotal, total)) return { subtotal, totalTax: null, total };
    }
  }
  const subtotal = (linesSum !== null ? subtotals.find((s) => near(s, linesSum)) : undefined) ?? subtotals[0] ?? null;
  // Nothing adds up: a total is still given (the checks report the mismatch), but never one
  // smaller than the items or subtotal it should contain (a "Total 0" of a field left blank).
  const floor = Math.abs(subtotal ?? linesSum ?? 0);
  const total = totals.find((t) => Math.abs(t) >= floor - 0.005 && (t !== 0 || floor === 0)) ?? null;
  return { subtotal, totalTax: taxFigures[0] ?? null, total };
}

function sumTaxes(taxes: readonly TaxLine[]): number | null {
  const amounts = taxes.map((t) => t.amount).filter((a): a is number => a !== null);
  return amounts.length > 0 ? Math.round(amounts.reduce((s, a) => s + a, 0) * 100) / 100 : null;
}

/** The base after its preposition, in any order with the rate: "on 1,000.00 at 20%", "sur 53 391,52 (20 %)". */
function baseIn(text: string, habits: NumberHabits): number | null {
  const base = /(?:^|\s)(?:on|sur|auf|von|su|sobre|over|base)\s+(.+)$/iu.exec(text);
  const baseText = base?.[1]!.replace(/\(?\s*(?:at|à|a|zu|al)?\s*\d+(?:[.,]\d+)?\s*%\s*\)?/giu, " ").trim();
  return baseText ? parseAmount(baseText, habits.decimal) : null;
}

/**
 * "Tax 15% on $ 112.90   $ 16.94", "Tax (0%):  $0.00", "MwSt. 19 %   5,70": rate, base and
 * amount; the base also on the line under the label ("VAT 20%" over "on 16,152.69"); or the rows
 * of a table of taxes, under headings naming the base, the rate and the tax.
 */
function taxLines(doc: LabelledValues, habits: NumberHabits): TaxLine[] {
  const table = taxTable(doc, habits);
  if (table.length > 0) return table;
  const based = baseLabelledTaxLines(doc, habits);
  if (based.length > 0) return based;
  const out: TaxLine[] = [];
  for (const hit of doc.hits(TAX_LABELS[0]!)) {
    if (/^(?:tax|vat|tva)\s*(?:id|no|number|n[°o])|(?:nr|id)\b/iu.test(hit.segment.text)) continue;
    if (TAX_TOTAL_AT_START.test(hit.segment.text)) continue;
    // "VAT 19% EUR 19.00" in one run: the rate before the amount is not the amount.
    let amount = doc.valueAt(hit, (t) => parseAmount(t.replace(/^\(?\d+(?:[.,]\d+)?\s*%\)?\s*/u, ""), habits.decimal), { below: false });
    let rate = /(\d+(?:[.,]\d+)?)\s*%/u.exec(hit.segment.text);
    let base = baseIn(hit.rest, habits);
    // The rate, base and amount each in a run of their own ("zzgl. Umsatzsteuer | 7% | von | 129,37 | 9,06"): the amount last, the rate by its sign, the base the one figure between.
    const after = hit.row.segments.slice(hit.segmentIndex + 1).map((seg) => seg.text.trim());
    if (amount === null && after.length >= 2 && rate === null) {
      const rateText = after.find((t) => /^\d+(?:[.,]\d+)?\s*%$/u.test(t));
      const figures = after.filter((t) => t !== rateText && parseAmount(t, habits.decimal) !== null);
      if (rateText !== undefined && figures.length >= 1 && figures.length <= 2 && after.indexOf(figures.at(-1)!) === after.length - 1) {
        amount = parseAmount(figures.at(-1)!, habits.decimal);
        rate = /(\d+(?:[.,]\d+)?)\s*%/u.exec(rateText);
        if (figures.length === 2) base = parseAmount(figures[0]!, habits.decimal);
      }
    }
    if (amount === null) continue;
    if (base === null) {
      const rows = doc.layouts.find((l) => l.page === hit.page)!.rows;
      const under = rows[hit.rowIndex + 1]?.segments.find((seg) => Math.abs(seg.box.x0 - hit.segment.box.x0) < 3);
      if (under && under.box.y0 - hit.segment.box.y1 < hit.segment.box.y1 - hit.segment.box.y0) base = baseIn(under.text, habits);
    }
    out.push({ rate: rate ? parsePercent(`${rate[1]}%`, habits.decimal) : null, base, amount });
  }
  return out;
}

/** "Steuerbasisbetrag USt. 7%  275,00  19,25": a base named with its tax and rate, then the base and the tax. */
const BASE_WITH_RATE = /^(?:steuer)?(?:basisbetrag|basis|bemessungsgrundlage)\s+(?:ust|mwst|umsatzsteuer|vat|tva|tax)\.?\s*(\d+(?:[.,]\d+)?)\s*%$|^(?:taxable\s*amount|base\s*(?:ht|imposable)?)\s+(?:vat|tva|tax)\.?\s*(\d+(?:[.,]\d+)?)\s*%$/iu;

function baseLabelledTaxLines(doc: LabelledValues, habits: NumberHabits): TaxLine[] {
  const out: TaxLine[] = [];
  for (const layout of doc.layouts) {
    for (const row of layout.rows) {
      const at = row.segments.findIndex((seg) => BASE_WITH_RATE.test(seg.text.trim()));
      if (at < 0) continue;
      const m = BASE_WITH_RATE.exec(row.segments[at]!.text.trim())!;
      const figures = row.segments.slice(at + 1).map((seg) => parseAmount(seg.text.trim(), habits.decimal));
      if (figures.length !== 2 || figures.some((f) => f === null)) continue;
      out.push({ rate: parsePercent(`${m[1] ?? m[2]}%`, habits.decimal), base: figures[0]!, amount: figures[1]! });
    }
  }
  return out;
}

const TAX_HEADING = /^(?:sales\s*tax|umsatzsteuer|mehrwertsteuer|[cis]?gst|vat|tva|mwst|ust|iva|btw|tax|hst|pst|qst|tax\s*amount|vat\s*amount|montant\s*tva|steuer(?:betrag)?|importe\s*iva|imposta)\b/iu;
const ITEM_HEADING = /\b(?:qty|quantity|menge|anzahl|quantit[ée]|cantidad|quantit[àa]|aantal|unit\s*price|einzelpreis|nettopreis|prix\s*unitaire|precio|prezzo)\b/iu;
const BASE_HEADING = /^(?:(?:steuer)?basis(?:betrag)?|steuerbasisbetrag|bemessungsgrundlage|taxable(?:\s*amount)?|base(?:\s*(?:imponible|ht))?|net(?:\s*amount)?|nettobetrag|base\s*amount)$/iu;
const RATE_HEADING = /^(?:%|rate|tax\s*rate|vat\s*rate|satz|steuersatz|taux|tasa|tipo|aliquota|taxa|tarief)\b|^%$|^(?:ust|mwst|vat|tva|tax|steuer)[.\-]?\s*(?:%|satz)$/iu;

/**
 * A table of taxes: a heading line naming a rate ("%", "Rate") and a tax ("IGST", "VAT") and
 * the base, over lines of a rate and two amounts; each figure read under the heading whose
 * right edge it shares (figures are set flush right), or the nearest.
 */
function taxTable(doc: LabelledValues, habits: NumberHabits): TaxLine[] {
  for (const layout of doc.layouts) {
    for (let r = 0; r < layout.rows.length; r++) {
      const heading = layout.rows[r]!.segments;
      // Base, rate and tax (and a label, the parts of the base: goods, allowances, and the gross); a heading
      // that names a quantity or a price is an item table with a rate column.
      if (heading.length < 3 || heading.length > 8) continue;
      if (heading.length > 4 && heading.some((seg) => ITEM_HEADING.test(seg.text))) continue;
      // The rate's column may be headed by the tax's bare name ("VAT" over "7%", beside "VAT amount").
      const named = heading.findIndex((seg) => RATE_HEADING.test(seg.text.trim()));
      const rateAt = named >= 0 ? named : heading.findIndex((seg) => /^(?:vat|tva|ust|mwst|iva|btw|tax|[cis]?gst)\.?$/iu.test(seg.text.trim()));
      const taxAt = heading.findIndex((seg, i) => i !== rateAt && TAX_HEADING.test(seg.text.trim()));
      if (rateAt < 0 || taxAt < 0) continue;
      const out: TaxLine[] = [];
      const column = (x1: number) => heading.reduce((best, seg, i) => (Math.abs(seg.box.x1 - x1) < Math.abs(heading[best]!.box.x1 - x1) ? i : best), 0);
      for (const row of layout.rows.slice(r + 1, r + 8)) {
        // A tax category's name wrapped over lines of its own ("VAT (E)", "Umsatzsteuerbefreit") sits between the rows; a block's heading ends the table.
        if (row.segments.every((seg) => parseAmount(seg.text, habits.decimal) === null && parsePercent(seg.text, habits.decimal) === null)) {
          if (row.segments.some((seg) => /:\s*$/u.test(seg.text))) break;
          continue;
        }
        // The rate with its sign ("19 %"), or a bare figure under a heading that names the percent ("USt. %" over "19").
        const bareRate = row.segments.find((seg) => column(seg.box.x1) === rateAt && /^\d{1,2}(?:[.,]\d{1,2})?$/u.test(seg.text.trim()));
        const rate = row.segments.map((seg) => parsePercent(seg.text, habits.decimal)).find((v) => v !== null) ?? (bareRate ? parseAmount(bareRate.text, habits.decimal) : null);
        const figures = row.segments.filter((seg) => seg !== bareRate && parsePercent(seg.text, habits.decimal) === null && parseAmount(seg.text, habits.decimal) !== null);
        if (rate === null || figures.length < 2 || row.segments.length > Math.max(4, heading.length + 1)) break;
        const amount = figures.find((seg) => column(seg.box.x1) === taxAt) ?? figures.at(-1)!;
        // The base under its own heading when the table names it; else the first other figure.
        const baseAt = heading.findIndex((seg) => BASE_HEADING.test(seg.text.trim()));
        const base = figures.find((seg) => seg !== amount && baseAt >= 0 && column(seg.box.x1) === baseAt) ?? figures.find((seg) => seg !== amount && column(seg.box.x1) !== rateAt);
        out.push({ rate, base: base ? parseAmount(base.text, habits.decimal) : null, amount: parseAmount(amount.text, habits.decimal) });
      }
      if (out.length > 0) return out;
    }
  }
  return [];
}

/**
 * A tax line printed with its rate and amount but not its base takes the base the arithmetic
 * gives it: the subtotal, when it is the only rate; the items at that rate, when they say theirs.
 * Only when rate × base gives the amount printed, to the cent.
 */
function completeBases(taxes: TaxLine[], items: readonly LineItem[], subtotal: number | null): TaxLine[] {
  const fits = (base: number, tax: TaxLine) => tax.rate !== null && tax.amount !== null && Math.abs((base * tax.rate) / 100 - tax.amount) <= 0.011;
  return taxes.map((tax) => {
    if (tax.base !== null || tax.rate === null) return tax;
    const atRate = items.filter((item) => item.taxRate === tax.rate && item.amount !== null);
    const candidates = [
      ...(taxes.length === 1 && subtotal !== null ? [subtotal] : []),
      ...(atRate.length > 0 ? [roundMoney(atRate.reduce((sum, item) => sum + item.amount!, 0))] : []),
    ];
    const base = candidates.find((candidate) => fits(candidate, tax));
    return base === undefined ? tax : { ...tax, base };
  });
}

interface FoundParty {
  party: Party;
  hit: LabelHit | null;
}

/** An invoice's own title, which letterheads set near the parties ("Tax Invoice", "RECHNUNG"). */
const TITLE = /^(?:(?:tax|vat|gst|commercial|proforma|pro-forma)\s+)?(?:invoice|rechnung|facture|factura|fattura|fatura|factuur|nota\s+fiscal)(?:\s+\p{L}+)?$/iu;
const CONTACT = /@|^(?:tel|fon|telefon|fax|phone|mobile|e-?mail|www\.|https?:)/iu;

/**
 * A party from the lines of its block: name, then address; contact lines left out, its tax
 * identifier taken from its own line (its VAT number before a tax office number). A salutation
 * on a line of its own ("Herrn") and an identifier line ("GLN 4304171000002") stand over the
 * name, not for it.
 */
function toParty(lines: readonly string[], taxLine = preferredTaxLine(lines)): Party {
  // A block of labelled details ("Name: Lieferant GmbH", "Anschrift: Lieferantenstraße 20") says which line is which.
  const labelled = (label: RegExp) => lines.map((l) => new RegExp(`^(?:${label.source})\\s*:\\s*(.+)$`, "iu").exec(l.trim())?.[1]?.trim()).find((v) => v !== undefined);
  const givenName = labelled(/name|firma|firmenname|nom|raison\s*sociale|company|company\s*name/u);
  if (givenName !== undefined) {
    const address = labelled(/anschrift|adresse|address|straße|strasse/u);
    return { name: givenName, address: address ?? null, taxId: taxLine ? (findTaxIds(taxLine)[0]?.id ?? null) : null };
  }
  const useful = lines.filter((l) => !CONTACT.test(l) && !isTaxIdLine(l) && !LABEL_LINE.test(l.trim()));
  const nameAt = useful.findIndex((l) => !OVER_A_NAME.test(l.trim()));
  const named = nameAt > 0 ? useful.slice(nameAt) : useful;
  return {
    name: named[0] ?? null,
    address: named.length > 1 ? named.slice(1).join(", ") : null,
    taxId: taxLine ? (findTaxIds(taxLine)[0]?.id ?? null) : null,
  };
}

const SALUTATION_LINE = /^(?:herrn?|frau|mr\.?|mrs\.?|ms\.?|monsieur|madame|mme\.?)$/iu;
const OVER_A_NAME = /^(?:herrn?|frau|firma|mr\.?|mrs\.?|ms\.?|monsieur|madame|mme\.?)$|^[\p{L}][\p{L}\-.]{0,20}\s*[:#]?\s*\d[\d\s/.\-]{3,}$/iu;

function preferredTaxLine(lines: readonly string[]): string | undefined {
  const taxLines = lines.filter(isTaxIdLine);
  return taxLines.find((l) => findTaxIds(l).some((t) => VAT_FORM.test(t.id))) ?? taxLines[0];
}

function findParty(doc: LabelledValues, labels: readonly RegExp[]): FoundParty | null {
  for (const label of labels) {
    for (const hit of doc.hits(label)) {
      if (hit.rest !== "" && hit.label.endsWith(":") === false) continue;
      // The end of a word hyphenated over two lines ("Art-Nr-" over "Lieferant") is no label.
      const above = doc.layouts.find((l) => l.page === hit.page)!.rows[hit.rowIndex - 1];
      if (above?.segments.some((seg) => Math.abs(seg.box.x0 - hit.segment.box.x0) < 3 && /\p{L}-$/u.test(seg.text))) continue;
      // Eight lines: a party's number and global number may stand over its name, its tax numbers under the address.
      const lines = doc.blockBelow(hit, 8);
      // "Customer: 2" names the customer's number, not the customer: the next hit, or the party by its place.
      if (lines.length > 0 && toParty(lines).name !== null && nameProblem(toParty(lines).name!) === null) return { party: toParty(lines), hit };
    }
  }
  return null;
}

/**
 * The lines of a block that make a party, or null when it is none: a name (words, no date, not
 * the invoice's title or a label) over an address (a line with a house number or postcode) or
 * contact lines, and not a column of details (dates, "label:" lines). A long letterhead is read
 * to its first line of details ("CONTACT : …", "SIRET : …"); its tax identifier is still its own.
 */
function partyLines(lines: readonly string[]): { lines: string[]; taxLine: string | undefined } | null {
  const body = /:\s*$/u.test(lines[0] ?? "") ? lines.slice(1) : [...lines];
  const details = body.findIndex((l, i) => i > 0 && /\s:\s|:\s*$/u.test(l) && !isTaxIdLine(l));
  const kept = details > 0 ? body.slice(0, details) : body;
  const [name, ...rest] = kept;
  if (!name || rest.length === 0 || kept.length > 7) return null;
  if (!/\p{L}{2}/u.test(name) || /:/u.test(name) || TITLE.test(name.trim()) || parseDate(name) !== null || (!/\s/u.test(name.trim()) && /\d/u.test(name))) return null;
  const address = rest.filter((l) => !CONTACT.test(l) && !isTaxIdLine(l));
  if (!address.some((l) => /\p{L}/u.test(l) && /\d/u.test(l)) && !rest.some((l) => CONTACT.test(l))) return null;
  if (rest.some((l) => parseDate(l) !== null || /:\s*$/u.test(l))) return null;
  return { lines: kept, taxLine: body.find(isTaxIdLine) };
}

/**
 * Without labels, the parties are the address blocks at the top of the first page: a sender line
 * over the address window ("Firm AG - Street 1 - 12345 Town") names the seller; otherwise the
 * topmost block (the letterhead, left or right) is the seller and the next one the buyer.
 */
function partiesWithoutLabels(doc: LabelledValues, seller: FoundParty | null, buyer: FoundParty | null): { seller: FoundParty; buyer: FoundParty } {
  const empty = (): FoundParty => ({ party: { name: null, address: null, taxId: null }, hit: null });
  if (seller && buyer) return { seller, buyer };
  const page = doc.layouts[0]!;
  const blocks = topBlocks(page);
  const window = addressWindow(page);
  const sender = blocks.flatMap((b) => b.lines).find((l) => / [-–|•·●] .*\d{4,5}/u.test(l) && l.split(/ [-–|•·●] /u).length >= 3) ?? window?.sender;
  const labelled = [seller, buyer].flatMap((found) => (found?.party.name ? [found.party.name] : []));
  const parties = blocks
    .flatMap((b) => {
      // The address under a sender line is a block of its own, however close.
      const own = sender !== undefined && b.lines.includes(sender) ? b.lines.slice(b.lines.indexOf(sender) + 1) : b.lines;
      const found = partyLines(own);
      // A block whose first line is no name ("fon" over "fax", an e-mail address) is no party.
      const name = found ? toParty(found.lines).name : null;
      return found && name !== null && !labelled.includes(name) && nameProblem(name) === null ? [{ ...found, top: b.top, x0: b.x0 }] : [];
    })
    .sort((a, b) => a.top - b.top || a.x0 - b.x0);
  const result = { seller: seller ?? empty(), buyer: buyer ?? empty() };
  if (!seller) {
    if (sender) {
      const [name, ...address] = sender.split(/ [-–|•·●] /u);
      result.seller = { party: { name: name!.trim(), address: address.join(", "), taxId: null }, hit: null };
    } else {
      // A block opening with a salutation ("Herrn", "Frau") addresses the letter's recipient: never the seller.
      const letterhead = parties.find((p) => !SALUTATION_LINE.test(p.lines[0]!.trim()));
      if (letterhead) result.seller = { party: toParty(letterhead.lines, letterhead.taxLine), hit: null };
    }
  }
  if (!buyer) {
    // Else the lines of the address window, spaced too far apart to make a block of their own.
    const windowParty = window ? partyLines(window.lines) : null;
    const candidate = parties.find((b) => toParty(b.lines).name !== result.seller.party.name) ?? (windowParty && toParty(windowParty.lines).name !== result.seller.party.name ? windowParty : undefined);
    if (candidate) result.buyer = { party: toParty(candidate.lines, candidate.taxLine), hit: null };
  }
  return result;
}

const SENDER_SEPARATOR = / [-–|•·●] /u;

/**
 * The lines of a letter's address window: under a one-line sender line ("Firma · Straße 1 ·
 * 12345 Ort", its runs joined however far apart) in the left half of the top of the page, the
 * lines starting near its left edge, each at most two line heights under the one before.
 */
function addressWindow(page: PageLayout): { sender: string; lines: string[] } | null {
  const rows = page.rows.filter((r) => r.box.y0 < page.height * 0.45);
  for (let i = 0; i < rows.length; i++) {
    const left = rows[i]!.segments.filter((s) => s.box.x1 < page.width / 2);
    const line = left.map((s) => s.text).join(" ");
    if (left.length === 0 || !/\d{4,5}/u.test(line) || line.split(SENDER_SEPARATOR).length < 3) continue;
    const x0 = left[0]!.box.x0;
    const lines: string[] = [];
    let bottom = rows[i]!.box.y1;
    for (const row of rows.slice(i + 1)) {
      const seg = row.segments.find((s) => Math.abs(s.box.x0 - x0) < 40 && s.box.x1 < page.width / 2);
      if (!seg) continue;
      const height = seg.box.y1 - seg.box.y0;
      // An address is not over before its postcode and town: up to then its lines may be spaced widely.
      const complete = lines.some((l) => /^(?:[A-Z]{1,2}-?)?\d{4,5}\s+\p{L}/u.test(l.trim()));
      if (seg.box.y0 - bottom > (complete ? 2 : 4.5) * height || lines.length === 7) break;
      lines.push(seg.text);
      bottom = seg.box.y1;
    }
    return lines.length >= 2 ? { sender: line, lines } : null;
  }
  return null;
}

const VAT_FORM = /^[A-Z]{2}[0-9A-Z]{8,12}$/u;

interface TaxIdHit {
  id: string;
  /** Labelled as the reader's own ("Ihre USt.-IdNr.", "Your VAT no."): the buyer's. */
  theirs: boolean;
  x0: number;
  y0: number;
  page: number;
}

const THEIRS = /(?:^|\s)(?:ihre?|your|votre|vos|su|sua|uw|kunden|customer|client)\b/iu;

function taxIdsOf(layouts: readonly PageLayout[]): TaxIdHit[] {
  const out: TaxIdHit[] = [];
  for (const layout of layouts) {
    for (const row of layout.rows) {
      row.segments.forEach((segment, i) => {
        const own = findTaxIds(segment.text);
        for (const found of own) out.push({ id: found.id, theirs: THEIRS.test(segment.text.slice(0, found.index)), x0: segment.box.x0, y0: segment.box.y0, page: layout.page });
        // A label in a run of its own before its value ("USt.-Id.-Nr.:" then "DE123456789").
        const label = row.segments[i - 1];
        if (own.length > 0 || !label) return;
        const joined = `${label.text} ${segment.text}`;
        for (const found of findTaxIds(joined)) if (found.index > label.text.length) out.push({ id: found.id, theirs: THEIRS.test(label.text), x0: segment.box.x0, y0: segment.box.y0, page: layout.page });
      });
    }
  }
  return out;
}

/**
 * Identifiers not printed in a party's own block: the buyer's is one in the buyer's column below
 * its label; the seller's the first other one (a letterhead's footer, a line under the title).
 */
function assignTaxIds(ids: readonly TaxIdHit[], seller: FoundParty, buyer: FoundParty): void {
  const buyerHit = buyer.hit;
  if (buyer.party.taxId === null) {
    // An id under the buyer's label that the page also prints above it (in the seller's block, repeated in a footer further down) is not the buyer's.
    const above = (t: TaxIdHit) => ids.some((o) => o.id === t.id && (o.page < t.page || (o.page === t.page && o.y0 < buyerHit!.segment.box.y0)));
    // Nor one far down the page (a footer's): a party's block is some lines long, not a page.
    const reach = buyerHit ? 40 * (buyerHit.segment.box.y1 - buyerHit.segment.box.y0) : 0;
    const buyers = buyerHit ? ids.filter((t) => t.page === buyerHit.page && Math.abs(t.x0 - buyerHit.segment.box.x0) < 40 && t.y0 > buyerHit.segment.box.y0 && t.y0 - buyerHit.segment.box.y0 < reach && !above(t)) : [];
    const theirs = ids.find((t) => t.theirs);
    if (buyers[0] && buyers[0].id !== seller.party.taxId) buyer.party.taxId = buyers[0].id;
    else if (theirs && theirs.id !== seller.party.taxId) buyer.party.taxId = theirs.id;
  }
  if (seller.party.taxId === null) {
    // A VAT number (its country prefix) before a national tax office number: it is the one an
    // invoice between businesses is about, and the one the e-invoice standards put first.
    const others = ids.filter((t) => t.id !== buyer.party.taxId && !t.theirs);
    const other = others.find((t) => VAT_FORM.test(t.id)) ?? others[0];
    if (other) seller.party.taxId = other.id;
  }
}

const ITEM_ROLES: readonly ColumnRole[] = ["description", "quantity", "unitPrice", "amount", "taxRate"];
const NOT_AN_ITEM = /^(?:sub-?total|sous-?total|subtotaal|total|totale|totaal|tax|vat|tva|mwst|ust|umsatzsteuer|mehrwertsteuer|iva|btw|[cis]?gst|summe|zwischensumme|positionssumme|belegsummen|gesamt|net|balance|imponibile|base\s*imponible)\b/iu;

/** The item table's rows with an amount (or a quantity and price): headings, sections and subtotal lines left out. */
function lineItems(tables: readonly Table[], habits: NumberHabits): { items: LineItem[]; unplaced: string[]; adjusted: Set<LineItem> } {
  const adjusted = new Set<LineItem>();
  const found = bestTable(tables, ITEM_ROLES, habits);
  if (!found) return { items: [], unplaced: [], adjusted };
  const { table, roles } = found;
  const column = (role: ColumnRole) => roles.indexOf(role);
  const cell = (row: readonly string[], role: ColumnRole) => (column(role) >= 0 ? (row[column(role)] ?? "") : "");
  const descriptionColumn = column("description") >= 0 ? column("description") : roles.findIndex((r) => r === null);
  const items: LineItem[] = [];
  const unplaced: string[] = [];
  // Rows with figures passed over: totals when no item follows them, unplaced rows when one does.
  let passed: string[] = [];
  for (const row of table.rows.slice(table.headerRows)) {
    if (row.some((c) => NOT_AN_ITEM.test(c.trim()))) continue;
    const amountValue = figureIn(cell(row, "amount"), "last", habits.decimal);
    // A quantity leads its cell, with at most a unit after it ("1.00 kg", "5 pcs"); a tax or
    // total label set in the column under the items ("QST 9.975% on 17,270.60") is none.
    const quantityText = cell(row, "quantity").trim();
    const quantity = /^[-−]?\d[\d.,'\u00A0\u202F]*(?:\s*\p{L}{1,6}\.?)?$/u.test(quantityText) ? figureIn(quantityText, "first", habits.decimal) : null;
    const unitPrice = figureIn(cell(row, "unitPrice"), "last", habits.decimal);
    if (amountValue === null && (quantity === null || unitPrice === null)) continue;
    const description = descriptionColumn >= 0 ? (row[descriptionColumn] ?? "").trim() : "";
    // Figures with neither a description nor a quantity are the totals or the taxes set in the
    // table's columns under its last item, not an item.
    if (descriptionColumn >= 0 && description === "" && quantity === null) {
      passed.push(row.filter((c) => c.trim() !== "").join(" | "));
      continue;
    }
    unplaced.push(...passed);
    passed = [];
    // Without a tax column the rate may be written in the item's own text ("Tax: 0.2%").
    const rateText = column("taxRate") >= 0 ? cell(row, "taxRate") : (/\b(?:tax|vat|mwst|ust|tva)\b\s*:?\s*\d+(?:[.,]\d+)?\s*%/iu.exec(description)?.[0] ?? "");
    const rate = /\d+(?:[.,]\d+)?\s*%/u.exec(rateText)?.[0];
    const item: LineItem = {
      description: description === "" ? null : description,
      quantity,
      unitPrice,
      amount: amountValue,
      taxRate: rate === undefined ? null : parsePercent(rate, habits.decimal),
    };
    // A discount or charge in a cell of its own row ("Remise -2,00"), or a price given for a basis
    // quantity printed there ("P.U. pour 3 PCE"), explains an amount that is not quantity × price:
    // the row's own arithmetic, with them, still holds.
    if (quantity !== null && unitPrice !== null && amountValue !== null) {
      const others = row.map((c, i) => (i === column("amount") || i === column("unitPrice") ? null : figureIn(c, "last", habits.decimal))).filter((v): v is number => v !== null && v !== 0);
      const grosses = [quantity * unitPrice, ...others.filter((b) => b > 0).map((b) => (quantity * unitPrice) / b)];
      const fits = (value: number) => Math.abs(value - amountValue) < 0.011;
      // A discount as an amount, or as a percentage ("Disc.% 10.00").
      if (grosses.some((gross) => fits(gross) || others.some((d) => fits(gross - Math.abs(d)) || fits(gross + Math.abs(d)) || (Math.abs(d) < 100 && fits(roundMoney(gross * (1 - Math.abs(d) / 100))))))) adjusted.add(item);
    }
    items.push(item);
  }
  // Rows at the table's end with an amount and nothing else are its totals (subtotal, tax,
  // total set in the amount column, their labels in another column or outside the table), not items.
  while (items.length > 0) {
    const last = items[items.length - 1]!;
    if (last.description !== null || last.quantity !== null || last.unitPrice !== null) break;
    items.pop();
  }
  return { items, unplaced, adjusted };
}
