import type { InvoiceData, TableData } from "../../src/extraction/extract-schemas.ts";
import type { InvoiceTruth, TableTruth } from "./corpus-truth.ts";

/** How much of the truth an extraction got right: `right` of `total`, and what was missed. */
export interface Score {
  readonly right: number;
  readonly total: number;
  readonly misses: readonly string[];
}

export const percent = (score: Score) => (score.total === 0 ? 100 : Math.round((1000 * score.right) / score.total) / 10);

/** Text compared without letter case or spaces (spacing next to CJK text is the PDF's typesetting, not content). */
const sameText = (a: unknown, b: unknown) => String(a ?? "").replace(/\s+/gu, "").toLowerCase() === String(b ?? "").replace(/\s+/gu, "").toLowerCase();

function sameValue(expected: string | number | null, actual: unknown): boolean {
  if (expected === null) return actual === null;
  if (typeof expected === "number") return typeof actual === "number" && Math.abs(actual - expected) < 0.005;
  return sameText(expected, actual);
}

/** Every field and every line item's five values; a line's description is right when it starts with the true one. */
export function scoreInvoice(truth: InvoiceTruth, got: InvoiceData): Score {
  const misses: string[] = [];
  let right = 0;
  let total = 0;
  const record = (name: string, ok: boolean, expected: unknown, actual: unknown) => {
    total++;
    if (ok) right++;
    else misses.push(`${name}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  };
  for (const [name, expected] of Object.entries(truth.fields)) {
    const actual = name.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], got);
    record(name, sameValue(expected, actual), expected, actual);
  }
  truth.lineItems.forEach((item, i) => {
    const line = got.lineItems[i];
    const description = line?.description ?? "";
    record(`line ${i + 1} description`, description.replace(/\s+/gu, " ").toLowerCase().startsWith(item.description.toLowerCase()), item.description, description);
    for (const key of ["quantity", "unitPrice", "amount", "taxRate"] as const) record(`line ${i + 1} ${key}`, line !== undefined && sameValue(item[key], line[key]), item[key], line?.[key]);
  });
  // Lines found that are not in the invoice count against it as well.
  for (let i = truth.lineItems.length; i < got.lineItems.length; i++) record(`extra line ${i + 1}`, false, null, got.lineItems[i]);
  return { right, total, misses };
}

/**
 * The true table's non-empty cells found at their place in the best-matching table extracted
 * from the same pages (rows aligned at the best offset, for a caption row taken in or left out).
 */
export function scoreTable(truth: TableTruth, tables: readonly TableData[]): Score {
  const cells = truth.rows.flatMap((row, r) => row.flatMap((text, c) => (text === "" ? [] : [{ r, c, text }])));
  let best: Score = { right: 0, total: cells.length, misses: ["no table on the page"] };
  for (const table of tables.filter((t) => t.pages.some((p) => truth.pages.includes(p)))) {
    for (let offset = -2; offset <= 3; offset++) {
      const misses: string[] = [];
      let right = 0;
      for (const { r, c, text } of cells) {
        const actual = table.rows[r + offset]?.cells[c];
        if (sameText(text, actual)) right++;
        else misses.push(`row ${r + 1} column ${c + 1}: expected ${JSON.stringify(text)}, got ${JSON.stringify(actual ?? null)}`);
      }
      if (right > best.right) best = { right, total: cells.length, misses };
    }
  }
  return best;
}

/** A score of a whole extraction, with each miss named by its field (`seller.name`, `lineItems.amount`) and rows lost or invented. */
export interface FieldScore extends Score {
  readonly missedFields: readonly string[];
  /** True rows (line items, tax lines, transactions) with no extracted row aligned to them. */
  readonly dropped: number;
  /** Extracted rows aligned to no true row. */
  readonly extra: number;
}

type Row = Readonly<Record<string, unknown>>;

/** A line item's description is right when it starts with the true one (a detail line under it may be taken in); other text is compared whole. */
function fieldRight(list: string, key: string, expected: unknown, actual: unknown): boolean {
  if (list === "lineItems" && key === "description" && typeof expected === "string") return typeof actual === "string" && actual.replace(/\s+/gu, "").toLowerCase().startsWith(expected.replace(/\s+/gu, "").toLowerCase());
  return sameValue(expected as string | number | null, actual);
}

/**
 * Extracted rows aligned to the true ones in order (the alignment that gets most fields right,
 * so one lost row costs that row and not every row after it).
 */
function alignRows(list: string, truth: readonly Row[], got: readonly Row[]): (number | null)[] {
  const n = truth.length;
  const m = got.length;
  const gain = (i: number, j: number) => Object.entries(truth[i]!).filter(([key, value]) => fieldRight(list, key, value, got[j]![key])).length;
  const best: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) best[i]![j] = Math.max(best[i + 1]![j]!, best[i]![j + 1]!, gain(i, j) > 0 ? gain(i, j) + best[i + 1]![j + 1]! : 0);
  const pairs: (number | null)[] = new Array<number | null>(n).fill(null);
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    const g = gain(i, j);
    if (g > 0 && best[i]![j] === g + best[i + 1]![j + 1]!) pairs[i++] = j++;
    else if (best[i]![j] === best[i + 1]![j]) i++;
    else j++;
  }
  return pairs;
}

/**
 * Every scalar field of the truth (parties field by field), and every field of every row of
 * its lists; a true row not found costs all its fields and counts as dropped, an extracted row
 * that is not in the document costs one field and counts as extra.
 */
export function scoreFields(truth: Row, got: Row): FieldScore {
  const misses: string[] = [];
  const missedFields: string[] = [];
  let right = 0;
  let total = 0;
  let dropped = 0;
  let extra = 0;
  const record = (field: string, where: string, ok: boolean, expected: unknown, actual: unknown) => {
    total++;
    if (ok) right++;
    else {
      missedFields.push(field);
      misses.push(`${where}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual ?? null)}`);
    }
  };
  for (const [name, expected] of Object.entries(truth)) {
    const actual = got[name];
    if (Array.isArray(expected)) {
      const rows = expected as Row[];
      const gotRows = Array.isArray(actual) ? (actual as Row[]) : [];
      const pairs = alignRows(name, rows, gotRows);
      rows.forEach((row, i) => {
        const match = pairs[i];
        if (match === null) dropped++;
        for (const [key, value] of Object.entries(row)) {
          const found = match === null || match === undefined ? undefined : gotRows[match]![key];
          record(match === null ? `${name} (dropped row)` : `${name}.${key}`, `${name}[${i}].${key}`, match !== null && fieldRight(name, key, value, found), value, found);
        }
      });
      const used = new Set(pairs);
      gotRows.forEach((row, j) => {
        if (used.has(j)) return;
        extra++;
        record(`${name} (extra row)`, `${name} extra [${j}]`, false, null, row);
      });
    } else if (expected !== null && typeof expected === "object") {
      for (const [key, value] of Object.entries(expected as Row)) {
        const found = (actual as Row | null | undefined)?.[key];
        record(`${name}.${key}`, `${name}.${key}`, sameValue(value as string | number | null, found), value, found);
      }
    } else record(name, name, sameValue(expected as string | number | null, actual), expected, actual);
  }
  return { right, total, misses, missedFields, dropped, extra };
}
