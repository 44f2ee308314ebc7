import fs from "node:fs";
import path from "node:path";
import type { ExtractedData, ExtractKind, InvoiceData, TableData } from "../../src/extraction/extract-schemas.ts";
import { extractLocally } from "../../src/extraction/local-engine.ts";
import { readLayouts } from "../../src/extraction/read-layouts.ts";
import type { InvoiceTruth, TableTruth } from "./corpus-truth.ts";

/** What the local engine extracts of `kind` from the PDF at `file`, read as the tool reads it (30 pages at most). */
export async function extractFile(file: string, kind: ExtractKind): Promise<ExtractedData> {
  const layouts = await readLayouts({ path: file, name: path.basename(file), bytes: fs.statSync(file).size }, { maxPages: 30 });
  return extractLocally(kind, layouts);
}

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

/**
 * Every field of an invoice's truth and every line item's five values, scored as `scoreFields`
 * scores any extraction: dotted field names ("seller.name") are fields of a party.
 */
export function scoreInvoice(truth: InvoiceTruth, got: InvoiceData): FieldScore {
  const expected: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(truth.fields)) {
    const [party, field] = name.split(".");
    if (field === undefined) expected[name] = value;
    else expected[party!] = { ...(expected[party!] as object | undefined), [field]: value };
  }
  expected.lineItems = truth.lineItems;
  return scoreFields(expected, got as unknown as Row);
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

/** Scores added up: right of total, and rows dropped and extra where they are counted. */
export function sumScores(scores: readonly (Score & Partial<Pick<FieldScore, "dropped" | "extra">>)[]): FieldScore {
  return scores.reduce<FieldScore>(
    (a, s) => ({ right: a.right + s.right, total: a.total + s.total, dropped: a.dropped + (s.dropped ?? 0), extra: a.extra + (s.extra ?? 0), misses: [], missedFields: [] }),
    { right: 0, total: 0, dropped: 0, extra: 0, misses: [], missedFields: [] },
  );
}

/** The `n` commonest items, most first: "seller.name 4, total 2". */
export function topCounts(items: readonly string[], n: number): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, n).map(([k, v]) => `${k} ${v}`).join(", ");
}
