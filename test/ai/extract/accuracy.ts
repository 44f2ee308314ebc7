import type { InvoiceData, TableData } from "../../../src/ai/extract/extract-schemas.ts";
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
