import type { InvoiceData, LineItem, TaxLine } from "../../../src/extraction/extract-schemas.ts";
import { countries, formatDate, formatNumber, Rng, type Country, type NumberStyle } from "./conventions.ts";
import { PdfCanvas } from "./pdf-canvas.ts";

/** What the engine should return for an invoice, without `kind` and `checks`. */
export type InvoiceTruthData = Omit<InvoiceData, "kind" | "checks">;

export interface GeneratedInvoice {
  readonly truth: InvoiceTruthData;
  readonly bytes: Uint8Array;
  readonly country: string;
  /** The layout choices made for it, for reading a miss back to its cause. */
  readonly layout: Readonly<Record<string, string | number | boolean>>;
}

const cents = (value: number) => Math.round(value * 100) / 100;

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function rateText(rate: number, style: NumberStyle): string {
  const text = String(rate);
  return style === "de" || style === "fr" ? text.replace(".", ",") : text;
}

/** Splits a label of two or more words into two lines (for labels wrapped in a narrow column). */
function wrapLabel(label: string): [string, string] | [string] {
  const words = label.split(" ");
  if (words.length < 2) return [label];
  const cut = Math.ceil(words.length / 2);
  return [words.slice(0, cut).join(" "), words.slice(cut).join(" ")];
}

type LabelStyle = "before" | "above" | "after" | "wrapped";

/** Label/value pairs in one of four arrangements; returns the y below the block. */
export function drawPairs(canvas: PdfCanvas, pairs: readonly (readonly [string, string])[], x: number, y: number, style: LabelStyle, minGap = 100): number {
  // The second column starts past the widest entry of the first, as a typesetter aligns it:
  // text never runs into the column beside it.
  const firstColumn = pairs.map(([label, value]) =>
    style === "after" ? canvas.textWidth(value) : style === "wrapped" ? Math.max(...wrapLabel(label).map((line) => canvas.textWidth(`${line}:`))) : canvas.textWidth(`${label}:`),
  );
  const gap = Math.max(minGap, ...firstColumn.map((width) => width + 12));
  // The block moves left rather than run off the page's right margin.
  const secondColumn = Math.max(...pairs.map(([label, value]) => (style === "after" ? canvas.textWidth(label, 7.5) : style === "above" ? 0 : canvas.textWidth(value))));
  const widest = style === "above" ? Math.max(...pairs.map(([, value]) => canvas.textWidth(value))) : gap + secondColumn;
  x = Math.min(x, canvas.width - 45 - widest);
  for (const [label, value] of pairs) {
    switch (style) {
      case "before":
        canvas.text(`${label}:`, x, y);
        canvas.text(value, x + gap, y);
        y += 13;
        break;
      case "above":
        canvas.text(label, x, y, { size: 7 });
        canvas.text(value, x, y + 10);
        y += 24;
        break;
      case "after":
        canvas.text(value, x, y);
        canvas.text(label, x + gap, y, { size: 7.5 });
        y += 13;
        break;
      case "wrapped": {
        const lines = wrapLabel(label);
        canvas.text(lines[0], x, y);
        if (lines[1]) canvas.text(`${lines[1]}:`, x, y + 10);
        canvas.text(value, x + gap, y);
        y += lines[1] ? 24 : 13;
        break;
      }
    }
  }
  return y;
}

function partyLines(name: string, street: string, town: string, taxLine: string | null): string[] {
  return [name, street, town, ...(taxLine ? [taxLine] : [])];
}

/**
 * Invoice number `index` of the set: its country is `countries[floor(index / 2) % 12]`, so each
 * country falls in both halves of the split; every other choice comes from a generator seeded
 * with the index, so the set is the same on every run.
 */
export function makeInvoice(index: number): GeneratedInvoice {
  const rng = new Rng(1_000_003 + index * 7919);
  const c: Country = countries[Math.floor(index / 2) % countries.length]!;
  const L = c.invoice;
  const money = (v: number) => formatNumber(v, c.numbers);
  const dateStyle = rng.pick(c.dates);
  const issue = `${rng.pick(["2024", "2025"])}-${String(rng.int(1, 12)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}`;
  const due = rng.chance(0.8) ? addDays(issue, rng.pick([14, 30, 45])) : null;
  const yy = issue.slice(2, 4);
  const invoiceNumber = rng.pick([`INV-${issue.slice(0, 4)}-${rng.digits(4)}`, rng.digits(6), `F${yy}/${rng.digits(4)}`, `RE-${rng.digits(5)}`, `${c.code}${yy}${rng.digits(3)}`]);

  const sellerName = rng.pick(c.companies);
  const buyerIsPerson = rng.chance(0.25);
  const buyerName = buyerIsPerson ? rng.pick(c.people) : rng.pick(c.companies.filter((n) => n !== sellerName));
  const sellerStreet = rng.pick(c.streets);
  const buyerStreet = rng.pick(c.streets.filter((s) => s !== sellerStreet));
  const sellerTown = rng.pick(c.towns);
  const buyerTown = rng.pick(c.towns.filter((t) => t !== sellerTown));
  const sellerTax = rng.chance(0.9) ? c.taxId(rng) : null;
  const buyerTax = !buyerIsPerson && rng.chance(c.buyerTaxId) ? c.taxId(rng) : null;
  const taxLabel = rng.pick(c.taxIdLabel);

  // Line items, tax rates and totals, all in cents.
  const taxes = c.taxes(rng);
  const distinctRates = new Set(taxes.map((t) => t.rate)).size === taxes.length && taxes.length > 1 && !/GST|QST|HST/u.test(taxes[0]!.label);
  const combined = taxes.reduce((s, t) => s + t.rate, 0);
  // Indexes 0-23 (two per country, one in each part) run onto a second page; a few more at random.
  const multiPage = index < 24 || rng.chance(0.1);
  const count = multiPage ? rng.int(30, 46) : rng.int(2, 8);
  const rateColumn = distinctRates || (taxes.length === 1 && rng.chance(0.3)) || (c.code === "IN" && rng.chance(0.5));
  const items: LineItem[] = [];
  const details: (string | null)[] = [];
  for (let k = 0; k < count; k++) {
    const hours = rng.chance(0.25);
    const quantity = hours ? rng.int(1, 16) / 2 : rng.int(1, 20);
    const unitPrice = rng.int(5, 2500) + rng.int(0, 99) / 100;
    const rate = distinctRates ? taxes[rng.chance(0.7) ? 0 : 1]!.rate : combined;
    items.push({ description: rng.pick(c.items), quantity, unitPrice, amount: cents(quantity * unitPrice), taxRate: rateColumn ? cents(rate * 1000) / 1000 : null });
    details.push(rng.chance(0.12) ? `Ref. ${rng.letters(2)}-${rng.digits(5)}` : null);
  }
  const subtotal = cents(items.reduce((s, it) => s + it.amount!, 0));
  const taxLines: TaxLine[] = distinctRates
    ? taxes.map((t) => {
        const base = cents(items.filter((it) => it.taxRate === t.rate).reduce((s, it) => s + it.amount!, 0));
        return { rate: t.rate, base, amount: cents((base * t.rate) / 100) };
      })
    : taxes.map((t) => ({ rate: t.rate, base: subtotal, amount: cents((subtotal * t.rate) / 100) }));
  const usedTaxes = taxLines.map((t, k) => ({ ...t, label: taxes[k]!.label })).filter((t) => t.base !== 0);
  const totalTax = cents(usedTaxes.reduce((s, t) => s + t.amount!, 0));
  const total = cents(subtotal + totalTax);

  const layout = {
    parties: rng.pick(["letterhead-left", "letterhead-right", "side-by-side", "sender-line"] as const),
    partyLabels: rng.chance(0.5),
    meta: rng.pick(["before", "above", "after", "wrapped"] as const),
    taxes: rng.pick(["rate-base", "base-rate", "wrapped", "table", "rate-only"] as const),
    // Continuation pages: with and without the headings repeated, alternating every four documents (so both parts have both).
    repeatHeadings: (index >> 2) % 2 === 0,
    positionColumn: rng.chance(0.3),
    wrappedHeading: rng.chance(0.25),
    paid: rng.chance(0.15),
    bankFooter: rng.chance(0.3),
    currencyOnTotal: rng.chance(0.5),
    multiPage,
    rateColumn,
  };

  const canvas = c.letter ? new PdfCanvas(612, 792) : new PdfCanvas();
  const right = canvas.width - 50;
  const bottom = canvas.height - 90;
  const title = rng.pick(L.title);
  const sellerTaxLine = sellerTax ? `${taxLabel}: ${sellerTax}` : null;
  const buyerTaxLine = buyerTax ? `${taxLabel}: ${buyerTax}` : null;
  const seller = partyLines(sellerName, sellerStreet, sellerTown, sellerTaxLine);
  const buyer = partyLines(buyerName, buyerStreet, buyerTown, buyerTaxLine);
  const fromLabel = rng.pick(L.from);
  const billLabel = rng.pick(L.billTo);

  const block = (lines: readonly string[], x: number, y: number, label: string | null, align: "left" | "right" = "left", nameSize = 10): number => {
    if (label) {
      canvas.text(`${label}:`, x, y, { bold: true, size: 8, align });
      y += 12;
    }
    lines.forEach((line, k) => canvas.text(line, x, y + k * 12, { align, bold: k === 0, size: k === 0 ? nameSize : 9 }));
    return y + lines.length * 12;
  };
  const meta: [string, string][] = [
    [rng.pick(L.number), invoiceNumber],
    [rng.pick(L.date), formatDate(issue, dateStyle)],
    ...(due ? [[rng.pick(L.due), formatDate(due, dateStyle)] as [string, string]] : []),
  ];
  const currencyNote = c.currencyNote(rng);
  let y: number;
  switch (layout.parties) {
    case "letterhead-left": {
      const end = block(seller, 50, 50, layout.partyLabels ? fromLabel : null, "left", 14);
      canvas.text(title, right, 55, { size: 18, bold: true, align: "right" });
      const metaEnd = drawPairs(canvas, meta, 340, 85, layout.meta);
      const buyerEnd = block(buyer, 50, Math.max(end + 30, 150), layout.partyLabels ? billLabel : null);
      canvas.text(currencyNote, 340, metaEnd + 4, { size: 8 });
      y = Math.max(buyerEnd, metaEnd + 10) + 30;
      break;
    }
    case "letterhead-right": {
      const end = block(seller, right, 45, layout.partyLabels ? fromLabel : null, "right", 13);
      canvas.text(title, 50, 55, { size: 18, bold: true });
      const buyerEnd = block(buyer, 50, 100, layout.partyLabels ? billLabel : null);
      const metaEnd = drawPairs(canvas, meta, 340, Math.max(end + 20, 130), layout.meta);
      canvas.text(currencyNote, 340, metaEnd + 4, { size: 8 });
      y = Math.max(buyerEnd, metaEnd + 10) + 30;
      break;
    }
    case "side-by-side": {
      canvas.text(title, 50, 55, { size: 20, bold: true });
      const a = block(seller, 50, 95, layout.partyLabels ? fromLabel : null);
      const b = block(buyer, 320, 95, layout.partyLabels ? billLabel : null);
      const metaEnd = drawPairs(canvas, meta, 50, Math.max(a, b) + 20, layout.meta);
      canvas.text(currencyNote, 320, Math.max(a, b) + 20, { size: 8 });
      y = metaEnd + 25;
      break;
    }
    case "sender-line": {
      block(seller.slice(0, 3), right, 45, null, "right", 13);
      if (sellerTaxLine) canvas.text(sellerTaxLine, right, 45 + 36, { align: "right", size: 8 });
      const sep = rng.pick([" · ", " - ", " | "]);
      canvas.text([sellerName, sellerStreet, sellerTown].join(sep), 50, 125, { size: 6.5 });
      const buyerEnd = block(buyer, 50, 140, layout.partyLabels ? billLabel : null);
      const metaEnd = drawPairs(canvas, meta, 340, 140, layout.meta);
      canvas.text(currencyNote, 340, metaEnd + 4, { size: 8 });
      canvas.text(title, 50, Math.max(buyerEnd, metaEnd) + 30, { size: 16, bold: true });
      y = Math.max(buyerEnd, metaEnd) + 60;
      break;
    }
  }

  // The item table.
  const headings = {
    description: rng.pick(L.description),
    quantity: rng.pick(L.quantity),
    unitPrice: rng.pick(L.unitPrice),
    rate: rng.pick(L.rate),
    amount: rng.pick(L.amount),
    position: rng.pick(["#", "Pos.", "No."]),
  };
  const cols = {
    pos: 50,
    // Columns never touch: the description starts clear of the widest position heading.
    description: layout.positionColumn ? 50 + Math.max(25, canvas.textWidth(headings.position, 9, true) + 12) : 50,
    quantity: rateColumn ? 320 : 350,
    unitPrice: rateColumn ? 400 : 440,
    rate: 450,
    amount: right,
  };
  /** A right-aligned heading's lines: wrapped in two when one line would run into the heading on its left. */
  const headingLines = (text: string, rightEdge: number, leftLimit: number, wrap = false): string[] =>
    wrap || canvas.textWidth(text, 9, true) > rightEdge - leftLimit - 6 ? wrapLabel(text) : [text];
  const drawHeadings = () => {
    if (layout.positionColumn) canvas.text(headings.position, cols.pos, y, { bold: true });
    canvas.text(headings.description, cols.description, y, { bold: true });
    const drawRight = (lines: string[], x: number) => lines.forEach((line, k) => canvas.text(line, x, y + k * 10, { bold: true, align: "right" }));
    const quantity = headingLines(headings.quantity, cols.quantity, cols.description + canvas.textWidth(headings.description, 9, true));
    const unit = headingLines(headings.unitPrice, cols.unitPrice, cols.quantity, layout.wrappedHeading);
    const rate = rateColumn ? headingLines(headings.rate, cols.rate + 20, cols.unitPrice) : [];
    const amount = headingLines(headings.amount, cols.amount, rateColumn ? cols.rate + 20 : cols.unitPrice);
    drawRight(quantity, cols.quantity);
    drawRight(unit, cols.unitPrice);
    if (rateColumn) drawRight(rate, cols.rate + 20);
    drawRight(amount, cols.amount);
    y += 10 * (Math.max(quantity.length, unit.length, rate.length, amount.length) - 1);
    canvas.rule(50, right, y + 5);
    y += 20;
  };
  drawHeadings();
  let page = 1;
  items.forEach((item, k) => {
    if (y > bottom) {
      canvas.text(`${L.page} ${page}`, right, canvas.height - 40, { size: 7, align: "right" });
      canvas.newPage();
      page++;
      y = 60;
      if (rng.chance(0.5)) {
        canvas.text(`${title} ${invoiceNumber}`, 50, 45, { size: 8 });
        y = 75;
      }
      if (layout.repeatHeadings) drawHeadings();
    }
    if (layout.positionColumn) canvas.text(String(k + 1), cols.pos, y);
    canvas.text(item.description!, cols.description, y);
    canvas.text(formatNumber(item.quantity!, c.numbers, Number.isInteger(item.quantity) ? 0 : 1), cols.quantity, y, { align: "right" });
    canvas.text(money(item.unitPrice!), cols.unitPrice, y, { align: "right" });
    if (rateColumn) canvas.text(`${rateText(item.taxRate!, c.numbers)}%`, cols.rate + 20, y, { align: "right" });
    canvas.text(money(item.amount!), cols.amount, y, { align: "right" });
    const detail = details[k];
    if (detail) {
      canvas.text(detail, cols.description, y + 10, { size: 7.5 });
      y += 10;
    }
    y += 15;
  });
  canvas.rule(50, right, y - 6);

  // Totals, tax lines in the chosen arrangement.
  const lines = 4 + usedTaxes.length * 2 + (layout.taxes === "table" ? 2 : 0);
  if (y + lines * 14 > canvas.height - 60) {
    canvas.text(`${L.page} ${page}`, right, canvas.height - 40, { size: 7, align: "right" });
    canvas.newPage();
    page++;
    y = 70;
  }
  y += 12;
  const labelX = 330;
  const line = (label: string, value: string, bold = false) => {
    canvas.text(label, labelX, y, { bold });
    canvas.text(value, right, y, { bold, align: "right" });
    y += 14;
  };
  const pct = (rate: number) => `${rateText(rate, c.numbers)}%`;
  line(rng.pick(L.subtotal), money(subtotal));
  const taxBaseLabel = rng.pick(L.taxBase);
  switch (layout.taxes) {
    case "rate-base":
      for (const t of usedTaxes) line(`${t.label} ${pct(t.rate!)} ${L.on} ${money(t.base!)}`, money(t.amount!));
      break;
    case "base-rate":
      for (const t of usedTaxes) line(`${t.label} ${L.on} ${money(t.base!)} (${pct(t.rate!)})`, money(t.amount!));
      break;
    case "wrapped":
      for (const t of usedTaxes) {
        canvas.text(`${L.on} ${money(t.base!)}`, labelX, y + 10, { size: 8 });
        line(`${t.label} ${pct(t.rate!)}`, money(t.amount!));
        y += 8;
      }
      break;
    case "rate-only":
      for (const t of usedTaxes) line(`${t.label} ${pct(t.rate!)}`, money(t.amount!));
      break;
    case "table": {
      const baseFirst = rng.chance(0.5);
      const [a, b] = baseFirst ? [taxBaseLabel, "%"] : ["%", taxBaseLabel];
      // The second column stands clear of the first: a long heading never runs into "%".
      const second = Math.max(460, 390 + canvas.textWidth(b, 8, true) + 10);
      canvas.text(a, 390, y, { size: 8, bold: true, align: "right" });
      canvas.text(b, second, y, { size: 8, bold: true, align: "right" });
      canvas.text(usedTaxes[0]!.label, right, y, { size: 8, bold: true, align: "right" });
      y += 12;
      for (const t of usedTaxes) {
        const [va, vb] = baseFirst ? [money(t.base!), pct(t.rate!)] : [pct(t.rate!), money(t.base!)];
        canvas.text(taxes.length > 1 && !distinctRates ? t.label : "", labelX, y);
        canvas.text(va, 390, y, { align: "right" });
        canvas.text(vb, second, y, { align: "right" });
        canvas.text(money(t.amount!), right, y, { align: "right" });
        y += 13;
      }
      break;
    }
  }
  if (usedTaxes.length > 1 || layout.taxes === "table" || rng.chance(0.3)) line(rng.pick(L.totalTax), money(totalTax));
  line(rng.pick(L.total), layout.currencyOnTotal ? `${c.currency} ${money(total)}` : money(total), true);
  if (layout.paid) {
    const paid = cents(Math.floor(total / 3));
    line(L.paid, money(paid));
    line(L.balanceDue, money(cents(total - paid)), true);
  }
  if (layout.bankFooter) {
    const bank = c.ibanCountry ? `IBAN ${c.ibanCountry}${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}` : `${rng.pick(c.banks)} ${rng.digits(10)}`;
    canvas.text(`${sellerName} · ${bank}`, 50, canvas.height - 55, { size: 7 });
  }
  if (page > 1) canvas.text(`${L.page} ${page}`, right, canvas.height - 40, { size: 7, align: "right" });

  const truth: InvoiceTruthData = {
    invoiceNumber,
    issueDate: issue,
    dueDate: due,
    currency: c.currency,
    seller: { name: sellerName, address: `${sellerStreet}, ${sellerTown}`, taxId: sellerTax },
    buyer: { name: buyerName, address: `${buyerStreet}, ${buyerTown}`, taxId: buyerTax },
    lineItems: items,
    // The base is the amount taxed even where only the rate is printed (it is then the subtotal, or the lines at that rate).
    taxes: usedTaxes.map((t) => ({ rate: t.rate, base: t.base, amount: t.amount })),
    subtotal,
    totalTax,
    total,
  };
  return { truth, bytes: canvas.toBytes(), country: c.code, layout: { ...layout, pages: canvas.pageCount } };
}
