import type { Table } from "./table.ts";
import { headingPatterns, type HeadingRole } from "./heading-words.ts";
import { rolesFromContent } from "./content-roles.ts";
import { looksNumeric, parseAmount, type DecimalMark, type NumberHabits } from "./values.ts";

/**
 * What each column of an item or booking table holds, read from its heading (the words of
 * heading-words.ts, in English, German, French, Spanish, Italian, Portuguese and Dutch); the
 * table whose headings name the most roles wins.
 */

export type ColumnRole = HeadingRole;

const ROLE_WORDS = headingPatterns();

export function headingText(table: Table, column: number): string {
  return table.rows
    .slice(0, table.headerRows)
    .map((row) => row[column] ?? "")
    .join(" ")
    .trim();
}

/**
 * Role of each column (or null), each role given to one column at most: each heading takes the
 * first role whose words it holds, a weak word only when no heading holds a strong word of that role.
 */
export function columnRoles(table: Table): (ColumnRole | null)[] {
  const width = table.rows[0]?.length ?? 0;
  const headings = Array.from({ length: width }, (_, c) => headingText(table, c));
  const strongly = new Set<ColumnRole>();
  for (const heading of headings) for (const { role, strong } of ROLE_WORDS) if (heading !== "" && strong.test(heading)) strongly.add(role);
  const roles: (ColumnRole | null)[] = Array.from({ length: width }, () => null);
  const taken = new Set<ColumnRole>();
  for (let c = 0; c < width; c++) {
    const heading = headings[c]!;
    if (heading === "") continue;
    for (const { role, strong, weak } of ROLE_WORDS) {
      if (taken.has(role)) continue;
      if (strong.test(heading) || (!strongly.has(role) && weak?.test(heading))) {
        roles[c] = role;
        taken.add(role);
        break;
      }
    }
  }
  return roles;
}

/**
 * The table whose columns name the most of the roles wanted, with its parts on other pages. A
 * table found without headings, or whose headings name too few roles, may hold its heading row
 * inside (an account's details laid out in the same columns above the bookings): its first row
 * that names the roles is taken as the heading. Failing that, the cells say what the columns
 * hold (content-roles.ts); and headings are always checked against the cells under them.
 */
export function bestTable(tables: readonly Table[], wanted: readonly ColumnRole[], habits: NumberHabits): { table: Table; roles: (ColumnRole | null)[] } | null {
  type Found = { table: Table; roles: (ColumnRole | null)[]; score: number };
  let best: Found | null = null;
  const found: Found[] = [];
  const score = (roles: readonly (ColumnRole | null)[]) => roles.filter((r) => r !== null && wanted.includes(r)).length;
  for (const whole of tables) {
    let table = whole;
    let roles = whole.headerRows === 0 ? [] : columnRoles(whole);
    if (score(roles) < 2) {
      const inside = headingInside(whole, (candidateRoles) => score(candidateRoles) >= 2, habits);
      if (inside !== null) {
        table = inside.table;
        roles = fillFromContent(table, inside.roles, wanted, habits);
      } else {
        // No heading we can read: the cells say what the columns hold, when they say enough.
        roles = rolesFromContent(whole, wanted, habits);
        if (score(roles) < 3) continue;
      }
    } else roles = fillFromContent(table, roles, wanted, habits);
    const entry = { table, roles, score: score(roles) };
    found.push(entry);
    if (!best || entry.score > best.score || (entry.score === best.score && table.rows.length > best.table.rows.length)) best = entry;
  }
  if (!best) return null;
  // Another table under the same headings, or with the same columns, is the same table going on
  // (its headings repeated on another page, where its layout kept it from being joined).
  const signature = (roles: readonly (ColumnRole | null)[]) => roles.filter((r) => r !== null).join(",");
  // Tables before and after it, in the document's order: the best may be a later page's.
  const chosen = best;
  const rows = chosen.table.rows.slice(0, chosen.table.headerRows);
  const pages: number[] = [];
  for (const part of found) {
    let body: (readonly string[])[];
    if (part === chosen) body = [...chosen.table.rows.slice(chosen.table.headerRows)];
    else {
      const map = sameHeadings(chosen.table, part.table);
      if (map) body = part.table.rows.slice(part.table.headerRows).map((row) => remap(row, map, chosen.roles.length));
      else if (signature(part.roles) === signature(chosen.roles) && part.roles.length === chosen.roles.length) body = [...part.table.rows.slice(part.table.headerRows)];
      else continue;
    }
    rows.push(...body);
    pages.push(...part.table.pages.filter((page) => !pages.includes(page)));
  }
  return { table: rows.length === chosen.table.rows.length ? chosen.table : { ...chosen.table, rows, pages }, roles: chosen.roles };
}

/**
 * Where each column of `next` goes in `table` when both have the same headings, in the same
 * order, `next` perhaps split into more columns (totals under a short continuation set their own
 * columns): a column with a heading goes to that heading's column, one without to the next
 * headed column on its right (figures are set flush right under their heading). Null when the
 * headings differ.
 */
function sameHeadings(table: Table, next: Table): number[] | null {
  if (table.headerRows === 0 || next.headerRows === 0) return null;
  const heading = (t: Table) => t.rows[t.headerRows - 1]!;
  const ours = heading(table).flatMap((cell, c) => (cell.trim() === "" ? [] : [{ cell: cell.trim(), c }]));
  const theirs = heading(next).map((cell) => cell.trim());
  const named = theirs.filter((cell) => cell !== "");
  if (named.length !== ours.length || named.some((cell, k) => cell !== ours[k]!.cell) || theirs.length < heading(table).length) return null;
  const map: number[] = [];
  let k = named.length;
  for (let c = theirs.length - 1; c >= 0; c--) {
    if (theirs[c] !== "") k--;
    map[c] = ours[Math.min(k, ours.length - 1)]!.c;
  }
  return map;
}

function remap(row: readonly string[], map: readonly number[], width: number): string[] {
  const out = Array.from({ length: width }, () => "");
  row.forEach((cell, c) => {
    if (cell !== "") out[map[c]!] = out[map[c]!] === "" ? cell : `${out[map[c]!]} ${cell}`;
  });
  return out;
}

/** Rows looked at for a heading inside a table: an account's or an invoice's header block is short. */
const MAX_ROWS_ABOVE_HEADING = 40;

/**
 * The table from its first row (of text only, two cells or more) whose roles `names` accepts as
 * a heading. The rows above it are left out, unless they are rows of the same table (figures
 * where the heading names figures, as on the page before a repeated heading whose first heading
 * row went to the table above).
 */
function headingInside(table: Table, names: (roles: readonly (ColumnRole | null)[]) => boolean, habits: NumberHabits): { table: Table; roles: (ColumnRole | null)[] } | null {
  const last = Math.min(table.rows.length - 2, MAX_ROWS_ABOVE_HEADING);
  for (let h = 0; h <= last; h++) {
    const row = table.rows[h]!;
    if (row.filter((cell) => cell !== "").length < 2 || row.some((cell) => cell !== "" && looksNumeric(cell))) continue;
    const candidate: Table = {
      ...table,
      headerRows: 1,
      rows: table.rows.slice(h),
      merges: table.merges.filter((m) => m.row >= h).map((m) => ({ ...m, row: m.row - h })),
    };
    const roles = columnRoles(candidate);
    if (!names(roles)) continue;
    const above = table.rows.slice(0, h);
    const moneyColumns = roles.flatMap((role, c) => (role === "amount" || role === "balance" || role === "debit" || role === "credit" ? [c] : []));
    const bodyLike = above.filter((r) => moneyColumns.some((c) => figureIn(r[c] ?? "", "last", habits.decimal) !== null && looksNumeric((r[c] ?? "").trim())));
    if (above.length >= 2 && bodyLike.length >= above.length / 2) {
      return { table: { ...table, headerRows: 1, rows: [row, ...above, ...table.rows.slice(h + 1)], merges: [] }, roles };
    }
    return { table: candidate, roles };
  }
  return null;
}

const kindOf = (role: ColumnRole): string => (role === "description" || role === "date" || role === "taxRate" ? role : "figure");

/**
 * Heading roles checked against the cells: a column whose cells are of another kind than its
 * heading names (rates under a heading taken for amounts, as when two headings run together
 * over two columns) takes the role its cells show; a column whose heading names nothing takes
 * it too, if no heading took it.
 */
function fillFromContent(table: Table, roles: readonly (ColumnRole | null)[], wanted: readonly ColumnRole[], habits: NumberHabits): (ColumnRole | null)[] {
  const fromCells = rolesFromContent(table, wanted, habits);
  // Figures, rates and dates in the cells outweigh the heading; "text" is only what is left.
  const overrules = (role: ColumnRole | null | undefined): role is ColumnRole => role != null && role !== "description";
  const out = roles.map((role, c) => (role !== null && overrules(fromCells[c]) && kindOf(role) !== kindOf(fromCells[c]) ? fromCells[c] : role));
  // A role moved to the column its cells show is no longer another column's.
  out.forEach((role, c) => {
    if (role !== null && out.indexOf(role) !== c) out[roles[c] === role ? c : out.indexOf(role)] = null;
  });
  return out.map((role, c) => role ?? (fromCells[c] != null && !out.includes(fromCells[c]!) ? fromCells[c]! : null));
}

/** The first or last figure written in a cell ("1.00 kg", "(Brut: 65,00) (Net): 60,00"). */
export function figureIn(text: string, which: "first" | "last", decimal: DecimalMark): number | null {
  const whole = parseAmount(text, decimal);
  if (whole !== null) return whole;
  const tokens = [...text.matchAll(/[-−]?\d[\d.,'\u00A0\u202F]*\d|[-−]?\d/gu)].map((m) => m[0]);
  const token = which === "first" ? tokens[0] : tokens.at(-1);
  return token === undefined ? null : parseAmount(token, decimal);
}
