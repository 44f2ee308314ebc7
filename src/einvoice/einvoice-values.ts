import type { InvoiceData } from "../extraction/extract-schemas.ts";

/** What an e-invoice's XML holds, on the Invoice result's fields, and what names its kind. */
export interface EInvoiceRead {
  readonly data: Omit<InvoiceData, "checks">;
  /** "CII", "CII (ZUGFeRD 1.0)" or "UBL". */
  readonly syntax: string;
  /** The profile or guideline the XML claims (urn:cen.eu:en16931:2017, urn:factur-x.eu:1p0:basic…). */
  readonly guideline: string | null;
  /** The document type code (380 invoice, 381 credit note, …). */
  readonly typeCode: string | null;
  /** What is left to pay after prepayments, when the XML states it. */
  readonly payable: number | null;
}

/** An XML decimal ("1234.50", "-3.2") as a number; null for anything else. */
export function amountOf(text: string | null): number | null {
  if (text === null) return null;
  const t = text.trim();
  if (!/^[-+]?(?:\d+\.?\d*|\.\d+)$/u.test(t)) return null;
  const value = Number(t);
  return Number.isFinite(value) ? value : null;
}

/** Address parts joined by ", " as the result's addresses are, empty parts left out; null when none. */
export function joinAddress(parts: readonly (string | null | undefined)[]): string | null {
  const kept = parts.map((p) => p?.replace(/\s+/gu, " ").trim() ?? "").filter((p) => p !== "");
  return kept.length > 0 ? kept.join(", ") : null;
}

/** A value written over several lines in the XML ("Herrn\nMax Mustermann"), its lines joined by ", ". */
export function oneLine(text: string | null): string | null {
  if (text === null) return null;
  const lines = text.split(/\r?\n/u).map((l) => l.replace(/\s+/gu, " ").trim()).filter((l) => l !== "");
  return lines.length > 0 ? lines.join(", ") : null;
}

/**
 * The price of one unit from a price stated for a basis quantity ("10.00 per 100"). Some
 * generators write the billed quantity as the basis by mistake (price 10.00 for basis 15 on a
 * line of 15 × 10.00 = 150.00): when the line's amount agrees with the price as one unit's and
 * not with the price divided by the basis, the line's own arithmetic decides.
 */
export function unitPriceOf(price: number | null, basis: number | null, quantity: number | null, amount: number | null): number | null {
  if (price === null || basis === null || basis === 0 || basis === 1) return price;
  const perUnit = Math.round((price / basis) * 1e6) / 1e6;
  const fits = (unit: number) => quantity !== null && amount !== null && Math.abs(quantity * unit - amount) < 0.01;
  return !fits(perUnit) && fits(price) ? price : perUnit;
}
