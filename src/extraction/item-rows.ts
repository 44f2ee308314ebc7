import type { LineItem } from "./extract-schemas.ts";
import type { PageLayout, Segment, VisualRow } from "./page-layout.ts";
import { parseAmount, parsePercent, type NumberHabits } from "./values.ts";

/**
 * Line items read from the headings of an item list whose rows are not a grid: each item over
 * several lines (article numbers, the description and notes wrapped under each other, the amount
 * set a line lower), unit and tax rate in their own columns, several headings run together
 * ("Pos Art-Nr-Lief. Beschreibung") or set over two lines ("Preis/" over "Einheit"), the list
 * going on over the next page. An item is a line with a figure under the price heading and one
 * under the quantity heading; its amount is the figure under the amount heading on that line or
 * on one of the next two lines; its description the text under the description heading on that
 * line and the lines under it. Figures are set flush right or flush left: each belongs to the
 * heading one of whose edges is nearest.
 *
 * Column roles follow the figures under the headings, not only their words: the rightmost
 * amount heading is the amount; a column headed like an amount ("Amount" over 1.00, 400.00)
 * whose figures times the prices give the amounts on every item is the quantity. Lines between
 * items that prove nothing are the description continued, or left out; a discount line under an
 * item ("abzgl. 16,7% Rabatt  -2,00") takes its figure off the item's amount.
 */

const PRICE = /^(?:netto|einzel|stück)?preis$|^(?:unit\s*)?price$|^p\.?\s*u\.?$|^prix(?:\s*unitaire)?$|^nettopreis$|^einzelpreis$/iu;
const QUANTITY = /^(?:menge|anzahl|qty|quantity|qt[ée]|quantit[ée]|stück)$/iu;
const AMOUNT = /^(?:entgelt|nettobetrag|gesamt(?:preis|betrag)?|betrag|amount|total|line\s*total|summe|montant(?:\s*ht)?|positionsbetrag|positions-|nettowert|gesamtwert)$/iu;
const RATE = /^(?:steuer(?:satz)?|ust\.?|mwst\.?|vat|tva|tax(?:\s*rate)?|satz)(?:[.\-]?\s*%)?$/iu;
const DESCRIPTION = /^(?:beschreibung|bezeichnung|artikelbezeichnung|artikelbeschreibung|description|d[ée]signation|produkt|product|artikel|leistung)$/iu;
/** The lines after the items: a subtotal or total, which ends the list. */
const TOTALS_LINE = /^(?:zwischensumme|summe|sub-?\s*total|net\s*total|total|gesamt|rechnungssumme|positionssumme|belegsummen|sous-?total|montant\s*total)\b/iu;
/** A line taking something off the item over it. */
const DISCOUNT = /\b(?:abzgl\.?|rabatt|nachlass|abschlag|discount|remise|réduction|skonto)\b|%/iu;

interface Heading {
  readonly x0: number;
  readonly x1: number;
  readonly text: string;
  readonly row: VisualRow;
}

/** A heading's word without the marks that break it over two lines ("Preis/", "Meng.-"). */
const headingWord = (text: string) => text.trim().replace(/[/\-]+$/u, "");

/** Every heading among the rows' pieces matching `pattern` (several headings may share one run of text). */
function headingsIn(rows: readonly VisualRow[], pattern: RegExp): Heading[] {
  const out: Heading[] = [];
  for (const row of rows) {
    for (const segment of row.segments) {
      if (pattern.test(headingWord(segment.text))) {
        out.push({ x0: segment.box.x0, x1: segment.box.x1, text: segment.text, row });
        continue;
      }
      for (const piece of segment.pieces) if (pattern.test(headingWord(piece.text))) out.push({ x0: piece.box.x0, x1: piece.box.x1, text: piece.text, row });
    }
  }
  return out.sort((a, b) => a.x0 - b.x0);
}

const hasFigure = (row: VisualRow, habits: NumberHabits) => row.segments.some((s) => parseAmount(s.text.trim(), habits.decimal) !== null);

export interface RowItems {
  readonly items: LineItem[];
  /** Items whose amount is quantity × price less a discount printed on the line under them. */
  readonly adjusted: Set<LineItem>;
}

export function itemRows(layouts: readonly PageLayout[], habits: NumberHabits): RowItems {
  // One list may go on over the next page: its rows are read as one run.
  const rows = layouts.flatMap((layout) => layout.rows);
  for (let r = 0; r < rows.length; r++) {
    // A heading set over two lines: the line over it, when it holds no figure and sits close.
    const close = (upper: VisualRow, lower: VisualRow) => !hasFigure(upper, habits) && !hasFigure(lower, habits) && lower.box.y0 - upper.box.y1 < (lower.box.y1 - lower.box.y0) * 0.8;
    const over = r > 0 && close(rows[r - 1]!, rows[r]!) ? [rows[r - 1]!] : [];
    const under = r + 1 < rows.length && close(rows[r]!, rows[r + 1]!) ? [rows[r + 1]!] : [];
    const headingRows = [...over, rows[r]!, ...under];
    const found = readList(rows, r, headingRows, habits);
    if (found) return found;
  }
  return { items: [], adjusted: new Set() };
}

function readList(rows: readonly VisualRow[], r: number, headingRows: readonly VisualRow[], habits: NumberHabits): RowItems | null {
  const prices = headingsIn(headingRows, PRICE);
  const quantities = headingsIn(headingRows, QUANTITY);
  const amounts = headingsIn(headingRows, AMOUNT);
  const price = prices[0];
  if (!price || amounts.length === 0) return null;
  // The amount is the rightmost of the figures, as item lists set it.
  const amount = amounts.at(-1)!;
  // The line read is the one holding the amount's heading, with the lines over and under it.
  if (amount.x1 <= price.x1 || amount.row !== rows[r]) return null;
  // The quantity by its word; else a heading worded like an amount left of the price, proven by the arithmetic below.
  const quantity = quantities[0] ?? amounts.find((a) => a !== amount && a.x1 < price.x0);
  if (!quantity) return null;
  const quantityByWord = quantities.length > 0;
  const rate = headingsIn(headingRows, RATE).find((h) => h.x0 > Math.min(price.x0, quantity.x0) - 5) ?? null;
  const description = headingsIn(headingRows, DESCRIPTION)[0] ?? null;
  const columns = [
    { role: "price", h: price },
    { role: "quantity", h: quantity },
    { role: "amount", h: amount },
    ...(rate ? [{ role: "rate", h: rate }] : []),
  ];
  const left = Math.min(...columns.map((c) => c.h.x0));
  // Figures set flush right or flush left: the heading with an edge nearest to one of the figure's.
  const distance = (segment: Segment, h: Heading) => Math.min(Math.abs(h.x1 - segment.box.x1), Math.abs(h.x0 - segment.box.x0));
  const roleOf = (segment: Segment) => (segment.box.x1 < left - 5 ? null : columns.reduce((best, c) => (distance(segment, c.h) < distance(segment, best.h) ? c : best)).role);
  const figure = (segment: Segment | undefined) => (segment ? parseAmount(segment.text.trim(), habits.decimal) : null);
  // The description runs from its heading to the first figure column right of it.
  const allHeadings = headingsIn(headingRows, /./u);
  const descriptionLeft = description ? description.x0 - 5 : -Infinity;
  // A description heading set under another heading at its place ("Art-Nr-Lieferant" over
  // "Artikelbezeichnung"): the item's line holds the upper one's value, its description the line under it.
  const descriptionBelow = description !== null && allHeadings.some((h) => h.row !== description.row && h.row.box.y0 < description.row.box.y0 && h.x0 < description.x1 && h.x1 > description.x0);
  const descriptionRight = Math.min(...columns.map((c) => c.h.x0).filter((x) => x > descriptionLeft + 5), Infinity);
  // Text set a little left of its heading ("TGA" under "Beschreibung" set further right) is the
  // description's when the heading's left edge is the nearest of all headings' (article numbers
  // start at their own column's edge).
  const leftEdges = description ? allHeadings.filter((h) => h.x0 < descriptionRight && Math.abs(h.x0 - description.x0) > 1).map((h) => h.x0) : [];
  const nearestIsDescription = (s: Segment) => description !== null && s.box.x0 > description.x0 - 30 && leftEdges.every((x) => Math.abs(x - s.box.x0) > Math.abs(description.x0 - s.box.x0));
  const inDescription = (s: Segment) => (s.box.x0 >= descriptionLeft || nearestIsDescription(s)) && s.box.x0 < descriptionRight - 2 && (description !== null || s.box.x1 < left);
  const endsList = (row: VisualRow) => {
    const first = row.segments[0]!;
    // A heading of another block: a line of words ending in a colon, set left of the description.
    if (row.segments.length === 1 && /:\s*$/u.test(first.text) && first.box.x0 < (description ? descriptionLeft : left)) return true;
    // The subtotal or total under the items.
    return row.segments.some((s) => s.box.x1 < descriptionRight && TOTALS_LINE.test(s.text.trim()));
  };

  const items: LineItem[] = [];
  const adjusted = new Set<LineItem>();
  // A quantity and its rate run together into one run ("3 Std 19 % VAT (S)"), set where the quantity column starts.
  const quantityAndRate = (row: VisualRow) => {
    for (const s of row.segments) {
      const m = /^(\d[\d.,]*)(?:\s+\p{L}[\p{L}\d]{0,5}\.?)?\s+(\d+(?:[.,]\d+)?)\s*%/u.exec(s.text.trim());
      if (!m || Math.abs(s.box.x0 - quantity.x0) > Math.abs(s.box.x0 - (rate?.x0 ?? Infinity)) || roleOf(s) === "amount" || roleOf(s) === "price") continue;
      return { quantity: parseAmount(m[1]!, habits.decimal), rate: parsePercent(`${m[2]}%`, habits.decimal) };
    }
    return null;
  };
  const quantityOf = (text: string) => (/^[-−]?\d[\d.,]*(?:\s*\S{1,6})?$/u.test(text.trim()) ? parseAmount(text.trim().split(/\s+/u)[0]!, habits.decimal) : null);
  const hasPrice = (row: VisualRow) => row.segments.some((s) => roleOf(s) === "price" && figure(s) !== null);
  const hasQuantity = (row: VisualRow) => row.segments.some((s) => roleOf(s) === "quantity" && quantityOf(s.text) !== null) || quantityAndRate(row)?.quantity != null;
  const hasAmount = (row: VisualRow | undefined) => row !== undefined && row.segments.some((s) => roleOf(s) === "amount" && figure(s) !== null);
  // A list that prints no unit prices at all: an item is a quantity with its amount on its line or the next.
  const unpriced = (() => {
    for (let k = rows.indexOf(headingRows.at(-1)!) + 1; k < rows.length && !endsList(rows[k]!); k++) if (hasPrice(rows[k]!) && hasQuantity(rows[k]!)) return false;
    return true;
  })();
  const isItemRow = (row: VisualRow) => {
    if (!hasQuantity(row)) return false;
    if (hasPrice(row)) return true;
    if (!unpriced) return false;
    const next = rows[rows.indexOf(row) + 1];
    return hasAmount(row) || (next !== undefined && !hasQuantity(next) && hasAmount(next));
  };
  const firstRow = rows.indexOf(headingRows.at(-1)!) + 1;
  for (let k = firstRow; k < rows.length; k++) {
    const row = rows[k]!;
    if (endsList(row)) break;
    if (!isItemRow(row)) continue;
    // Several runs in one column (a packing unit beside the price): the one nearest its heading first.
    const cells = (role: string) => {
      const h = columns.find((c) => c.role === role)?.h;
      return row.segments.filter((s) => roleOf(s) === role).sort((a, b) => (h ? distance(a, h) - distance(b, h) : 0));
    };
    const unitPrice = cells("price").map(figure).find((v) => v !== null) ?? null;
    const qty = cells("quantity").map((s) => quantityOf(s.text)).find((v) => v !== null) ?? quantityAndRate(row)?.quantity ?? null;
    let lineAmount = cells("amount").map(figure).find((v) => v !== null) ?? null;
    // The lines under the item, up to the next item or the list's end.
    const block: VisualRow[] = [];
    for (let n = k + 1; n < rows.length && !isItemRow(rows[n]!) && !endsList(rows[n]!); n++) block.push(rows[n]!);
    for (let n = 0; lineAmount === null && n < Math.min(2, block.length); n++) lineAmount = figure(block[n]!.segments.find((s) => roleOf(s) === "amount"));
    const rateCell = cells("rate").map((s) => s.text.trim()).find((t) => /^\d+(?:[.,]\d+)?\s*%|^\d+(?:[.,]\d+)?$/u.test(t));
    const rateValue = rateCell === undefined ? (quantityAndRate(row)?.rate ?? null) : parsePercent(`${/^\d+(?:[.,]\d+)?/u.exec(rateCell)![0]}%`, habits.decimal);
    const text = descriptionBelow
      ? ""
      : row.segments
      .filter((s) => inDescription(s) && (roleOf(s) === null || figure(s) === null))
      .map((s) => s.text.trim())
      .filter((t) => description !== null || !/^\d{1,3}$/u.test(t))
      .join(" ");
    // The description goes on in its column on the lines under the item, up to a labelled
    // detail ("Bruttopreis : 4,00"), a numbered note, or the next item.
    const more: string[] = [];
    for (const next of block.slice(0, 4)) {
      if (description === null) break;
      if (next.segments.some((s) => s.box.x1 < description.x0 && /^\d{1,3}$/u.test(s.text.trim()))) break;
      const words = next.segments.filter(inDescription);
      if (words.length === 0) continue;
      // A labelled detail ends it; so does a discount line, which carries its figure ("abzgl. 10 % Rabatt  -2,00"), not a "%" inside the text ("SF25 (30 %)").
      const figured = next.segments.some((s) => roleOf(s) !== null && figure(s) !== null);
      if (words.some((s) => /:/u.test(s.text) || (DISCOUNT.test(s.text) && (figured || !/%/u.test(s.text) || /\b(?:abzgl|rabatt|nachlass|abschlag|discount|remise|réduction|skonto)/iu.test(s.text))))) break;
      more.push(...words.map((s) => s.text.trim()));
    }
    // A word broken at a line's end ("Kfz-" over "Haftpflicht") is joined again.
    const full = [text, ...more].filter((t) => t !== "").reduce((joined, part) => (joined === "" ? part : /\p{L}-$/u.test(joined) && /^\p{Lu}?\p{Ll}/u.test(part) ? `${joined}${part}` : `${joined} ${part}`), "");
    const item: LineItem = { description: full === "" ? null : full, quantity: qty, unitPrice, amount: lineAmount, taxRate: rateValue };
    // A discount on the line under the item: quantity × price is the amount printed, the discount comes off it.
    // A gross unit price printed under the item ("Bruttopreis : 80,00"): quantity × it is the amount, which proves the quantity.
    const gross = block
      .slice(0, 6)
      .flatMap((b) => b.segments)
      .map((seg) => /^(?:\p{L}*?brutto(?:-?einzel)?preis|gross\s*(?:unit\s*)?price|prix\s*(?:unitaire\s*)?ttc)\s*:\s*([-\d.,]+)/iu.exec(seg.text.trim()))
      .find((m) => m !== null);
    const grossPrice = gross ? parseAmount(gross[1]!, habits.decimal) : null;
    if (grossPrice !== null && qty !== null && lineAmount !== null && qty !== 0 && unitPrice !== null && Math.abs(qty * grossPrice - lineAmount) < 0.011 && Math.abs(qty * unitPrice - lineAmount) >= 0.011) {
      adjusted.add(item);
      items.push(item);
      continue;
    }
    const discountRow = block.find((b) => b.segments.some((s) => DISCOUNT.test(s.text)) && !b.segments.some((s) => roleOf(s) === "quantity" && quantityOf(s.text) !== null));
    const discount = discountRow ? figure(discountRow.segments.find((s) => roleOf(s) === "amount")) : null;
    if (discount !== null && discount < 0 && qty !== null && unitPrice !== null && lineAmount !== null && Math.abs(qty * unitPrice - lineAmount) < 0.011) {
      const net = { ...item, amount: Math.round((lineAmount + discount) * 100) / 100 };
      adjusted.add(net);
      items.push(net);
    } else items.push(item);
  }
  if (items.length === 0) return null;
  // A quantity column known only by the arithmetic must give every item's amount with its price.
  if (!quantityByWord) {
    const proves = (i: LineItem) => i.quantity !== null && i.unitPrice !== null && i.amount !== null && Math.abs(i.quantity * i.unitPrice - i.amount) < 0.011;
    if (!items.every((i) => adjusted.has(i) || proves(i))) return { items: items.map((i) => ({ ...i, quantity: null })), adjusted: new Set() };
  }
  return { items, adjusted };
}
