import type { Table } from "./table.ts";
import { parseAmount, type DecimalMark } from "./values.ts";

/**
 * What each column of an item or booking table holds, read from its heading in the languages
 * of the corpus (English, German, French); the table whose headings name the most roles wins.
 */

export type ColumnRole = "description" | "quantity" | "unitPrice" | "amount" | "taxRate" | "date" | "debit" | "credit" | "balance";

/** Tried in this order for each heading, so "VK-Preis ohne MwSt." is a price, not a tax rate. */
const ROLE_WORDS: readonly (readonly [ColumnRole, RegExp])[] = [
  ["balance", /\b(balance|saldo|solde|kontostand)\b/iu],
  ["debit", /\b(debit|debits|withdrawals?|paid out|money out|soll|belastung|débit)\b/iu],
  ["credit", /\b(credit|credits|deposits?|paid in|money in|haben|gutschrift|crédit)\b/iu],
  ["date", /\b(date|datum|buchungstag|valuta|booking date|value date)\b/iu],
  ["unitPrice", /\b(unit price|price|rate|p\.?\s?u\.?|prix unitaire|prix|einzelpreis|preis|vk-preis|unit cost)\b|preis/iu],
  ["amount", /\b(amount|line total|total|montant|betrag|summe|gesamt)\b|betrag/iu],
  ["quantity", /\b(qty|quantity|quantité|qté|menge|anzahl|hours|stunden)\b|^qt/iu],
  ["description", /\b(description|item|items|designation|désignation|produit|libellé|beschreibung|bezeichnung|leistung|details?|particulars|narrative|text|verwendungszweck|buchungstext|transaction)\b/iu],
  ["taxRate", /\b(tax|taxes|vat|tva|mwst|ust)\b/iu],
];

export function headingText(table: Table, column: number): string {
  return table.rows
    .slice(0, table.headerRows)
    .map((row) => row[column] ?? "")
    .join(" ")
    .trim();
}

/** Role of each column (or null), each role given to one column at most. */
export function columnRoles(table: Table): (ColumnRole | null)[] {
  const width = table.rows[0]?.length ?? 0;
  const roles: (ColumnRole | null)[] = Array.from({ length: width }, () => null);
  const taken = new Set<ColumnRole>();
  for (let c = 0; c < width; c++) {
    const heading = headingText(table, c);
    if (heading === "") continue;
    for (const [role, words] of ROLE_WORDS) {
      if (!taken.has(role) && words.test(heading)) {
        roles[c] = role;
        taken.add(role);
        break;
      }
    }
  }
  return roles;
}

/** The table whose headings name the most of the roles wanted, with figures in its body. */
export function bestTable(tables: readonly Table[], wanted: readonly ColumnRole[]): { table: Table; roles: (ColumnRole | null)[] } | null {
  let best: { table: Table; roles: (ColumnRole | null)[]; score: number } | null = null;
  for (const table of tables) {
    if (table.headerRows === 0) continue;
    const roles = columnRoles(table);
    const score = roles.filter((r) => r !== null && wanted.includes(r)).length;
    if (score >= 2 && (!best || score > best.score || (score === best.score && table.rows.length > best.table.rows.length))) best = { table, roles, score };
  }
  return best ? { table: best.table, roles: best.roles } : null;
}

/** The first or last figure written in a cell ("1.00 kg", "(Brut: 65,00) (Net): 60,00"). */
export function figureIn(text: string, which: "first" | "last", decimal: DecimalMark): number | null {
  const whole = parseAmount(text, decimal);
  if (whole !== null) return whole;
  const tokens = [...text.matchAll(/[-−]?\d[\d.,'\u00A0\u202F]*\d|[-−]?\d/gu)].map((m) => m[0]);
  const token = which === "first" ? tokens[0] : tokens.at(-1);
  return token === undefined ? null : parseAmount(token, decimal);
}
