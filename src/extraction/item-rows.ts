import type { LineItem } from "./extract-schemas.ts";
import type { PageLayout, Segment, VisualRow } from "./page-layout.ts";
import { parseAmount, parsePercent, type NumberHabits } from "./values.ts";

/**
 * Line items read from the headings of an item list whose rows are not a grid: each item over
 * several lines (article numbers, the description and notes wrapped under each other, the amount
 * set a line lower), unit and tax rate in their own columns, several headings run together
 * ("Pos Art-Nr-Lief. Beschreibung"). An item is a line with a figure under the price heading and
 * one under the quantity heading; its amount is the figure under the amount heading on that line
 * or on one of the next two lines; its description the text under the description heading on
 * that line. Figures are set flush right: each belongs to the heading whose right edge is nearest.
 */

const PRICE = /^(?:netto|einzel|stück)?preis$|^(?:unit\s*)?price$|^p\.?\s*u\.?$|^prix(?:\s*unitaire)?$|^nettopreis$|^einzelpreis$/iu;
const QUANTITY = /^(?:menge|anzahl|qty|quantity|qt[ée]|quantit[ée]|stück)$/iu;
const AMOUNT = /^(?:entgelt|nettobetrag|gesamt(?:preis|betrag)?|betrag|amount|total|line\s*total|summe|montant(?:\s*ht)?|positionsbetrag|positions-)$/iu;
const RATE = /^(?:steuer(?:satz)?|ust\.?|mwst\.?|vat|tva|tax(?:\s*rate)?|satz)$/iu;
const DESCRIPTION = /^(?:beschreibung|bezeichnung|artikelbezeichnung|description|d[ée]signation|produkt|product|artikel|leistung)$/iu;

interface Heading {
  readonly x0: number;
  readonly x1: number;
}

/** A heading among the row's pieces (several headings may share one run of text). */
function headingAt(row: VisualRow, pattern: RegExp): Heading | null {
  for (const segment of row.segments) {
    if (pattern.test(segment.text.trim())) return { x0: segment.box.x0, x1: segment.box.x1 };
    const piece = segment.pieces.find((p) => pattern.test(p.text.trim()));
    if (piece) return { x0: piece.box.x0, x1: piece.box.x1 };
  }
  return null;
}

export function itemRows(layouts: readonly PageLayout[], habits: NumberHabits): LineItem[] {
  const items: LineItem[] = [];
  for (const layout of layouts) {
    const rows = layout.rows;
    for (let r = 0; r < rows.length; r++) {
      const price = headingAt(rows[r]!, PRICE);
      const quantity = headingAt(rows[r]!, QUANTITY);
      const amount = headingAt(rows[r]!, AMOUNT);
      // The amount is the rightmost of the three, as item lists set it.
      if (!price || !quantity || !amount || amount.x1 < Math.max(price.x1, quantity.x1)) continue;
      const rate = headingAt(rows[r]!, RATE);
      const description = headingAt(rows[r]!, DESCRIPTION);
      const columns = [
        { role: "price", x1: price.x1 },
        { role: "quantity", x1: quantity.x1 },
        { role: "amount", x1: amount.x1 },
        ...(rate ? [{ role: "rate", x1: rate.x1 }] : []),
      ];
      const left = Math.min(price.x0, quantity.x0);
      const roleOf = (segment: Segment) => (segment.box.x1 < left - 5 ? null : columns.reduce((best, c) => (Math.abs(c.x1 - segment.box.x1) < Math.abs(best.x1 - segment.box.x1) ? c : best)).role);
      const figure = (segment: Segment | undefined) => (segment ? parseAmount(segment.text.trim(), habits.decimal) : null);
      for (let k = r + 1; k < rows.length; k++) {
        const row = rows[k]!;
        // The list ends at a heading of another block: a line of words ending in a colon, or a totals line.
        if (row.segments.length === 1 && /:\s*$/u.test(row.segments[0]!.text) && row.segments[0]!.box.x0 < left) break;
        const cell = (role: string) => row.segments.find((s) => roleOf(s) === role);
        const unitPrice = figure(cell("price"));
        const quantityText = cell("quantity")?.text.trim() ?? "";
        const qty = /^[-−]?\d[\d.,]*(?:\s*\S{1,6})?$/u.test(quantityText) ? parseAmount(quantityText.split(/\s+/u)[0]!, habits.decimal) : null;
        if (unitPrice === null || qty === null) continue;
        let lineAmount = figure(cell("amount"));
        for (let n = k + 1; lineAmount === null && n <= k + 2 && n < rows.length; n++) {
          const next = rows[n]!;
          if (next.segments.some((s) => roleOf(s) === "price" || roleOf(s) === "quantity")) break;
          lineAmount = figure(next.segments.find((s) => roleOf(s) === "amount"));
        }
        const rateText = cell("rate")?.text.trim() ?? "";
        const rateValue = /^(\d+(?:[.,]\d+)?)\s*%/u.exec(rateText)?.[1];
        const text = row.segments
          .filter((s) => roleOf(s) === null || (description !== null && s.box.x0 >= description.x0 - 5 && s.box.x1 < left))
          .filter((s) => description === null || s.box.x0 >= description.x0 - 5)
          .map((s) => s.text.trim())
          .join(" ");
        // The description goes on in its column on the lines under the item, up to a labelled
        // detail ("Bruttopreis : 4,00"), a numbered note, or the next item.
        const more: string[] = [];
        for (let n = k + 1; description !== null && n < rows.length && n <= k + 4; n++) {
          const next = rows[n]!;
          if (next.segments.some((s) => roleOf(s) === "price" || roleOf(s) === "quantity")) break;
          if (next.segments.some((s) => s.box.x1 < description.x0 && /^\d{1,3}$/u.test(s.text.trim()))) break;
          const words = next.segments.filter((s) => s.box.x0 >= description.x0 - 5 && s.box.x1 < left);
          if (words.length === 0) continue;
          if (words.some((s) => /:/u.test(s.text))) break;
          more.push(...words.map((s) => s.text.trim()));
        }
        const full = [text, ...more].filter((t) => t !== "").join(" ");
        items.push({ description: full === "" ? null : full, quantity: qty, unitPrice, amount: lineAmount, taxRate: rateValue === undefined ? null : parsePercent(`${rateValue}%`, habits.decimal) });
      }
      return items;
    }
  }
  return items;
}
