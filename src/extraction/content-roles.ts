import type { HeadingRole } from "./heading-words.ts";
import type { Table } from "./table.ts";
import { parseAmount, parseDate, parseDayMonth, parsePercent, SIDE_MARK, type NumberHabits } from "./values.ts";

/**
 * What each column of an item or booking table holds, read from its cells when its headings say
 * too little (no heading row, headings in words we do not know, a heading row that ended up in
 * the table above): a column of dates, of long text, of rates; and among the figures, the three
 * where quantity × price = amount on most rows, or the one that runs as a balance (each row's
 * balance is the one before plus the row's amount, or minus its debit and plus its credit).
 */

/** Share of a column's filled cells that must be of a kind for the column to be of that kind. */
const MOST = 0.6;

interface ColumnFacts {
  readonly filled: number;
  readonly figures: (number | null)[];
  readonly figureShare: number;
  readonly dateShare: number;
  readonly rateShare: number;
  readonly textShare: number;
  readonly letters: number;
}

/** An amount as printed in a booking table, also with a DR/CR mark or a trailing sign. */
function figure(cell: string, habits: NumberHabits): number | null {
  // By size only, as the running balance is compared: a DR mark's sign is left to the rules.
  const text = cell.trim().replace(SIDE_MARK, "");
  if (text === "" || /%$/u.test(text)) return null;
  return parseAmount(text, habits.decimal);
}

function facts(rows: readonly (readonly string[])[], column: number, habits: NumberHabits): ColumnFacts {
  const cells = rows.map((row) => (row[column] ?? "").trim());
  const filled = cells.filter((cell) => cell !== "");
  const share = (test: (cell: string) => boolean) => (filled.length === 0 ? 0 : filled.filter(test).length / filled.length);
  const figures = cells.map((cell) => figure(cell, habits));
  return {
    filled: filled.length,
    figures,
    figureShare: share((cell) => figure(cell, habits) !== null),
    dateShare: share((cell) => parseDate(cell, habits.dateOrder) !== null || parseDayMonth(cell, habits.dateOrder) !== null),
    rateShare: share((cell) => parsePercent(cell, habits.decimal) !== null),
    textShare: share((cell) => /\p{L}{3}/u.test(cell) && figure(cell, habits) === null),
    letters: filled.reduce((n, cell) => n + (cell.match(/\p{L}/gu)?.length ?? 0), 0),
  };
}

const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.011, Math.abs(b) * 0.001);

/** Rows where the three columns hold figures with quantity × price = amount, of the rows holding all three. */
function productShare(q: readonly (number | null)[], p: readonly (number | null)[], a: readonly (number | null)[]): number {
  let both = 0;
  let right = 0;
  for (let r = 0; r < a.length; r++) {
    if (q[r] == null || p[r] == null || a[r] == null) continue;
    both++;
    if (close(q[r]! * p[r]!, a[r]!) || close(Math.round(q[r]! * p[r]! * 100) / 100, a[r]!)) right++;
  }
  return both < 2 ? 0 : right / both;
}

/**
 * Of consecutive rows that both state a balance, the share where the balance moved by the row's
 * amount (`amounts`), or by its credit less its debit (`credits`, `debits`). A movement is read
 * by its size: signs are printed in too many ways (DR, trailing minus, a column of their own).
 */
function runningShare(balances: readonly (number | null)[], moves: (r: number) => number | null): number {
  let pairs = 0;
  let right = 0;
  let previous: number | null = null;
  for (let r = 0; r < balances.length; r++) {
    const balance = balances[r];
    if (balance == null) continue;
    const move = moves(r);
    if (previous !== null && move !== null) {
      pairs++;
      if (close(Math.abs(balance - previous), Math.abs(move))) right++;
    }
    if (move !== null || previous === null) previous = balance;
  }
  return pairs < 2 ? 0 : right / pairs;
}

/** Whether the figures count up by one (1, 2, 3 …), gaps allowed. */
function counts(values: readonly (number | null)[]): boolean {
  const present = values.filter((v): v is number => v !== null);
  return present.length >= 2 && present.every((v, i) => Number.isInteger(v) && (i === 0 || v === present[i - 1]! + 1));
}

/** Roles of the columns of `table`'s body from its cells, only roles in `wanted`; null where none fits. */
export function rolesFromContent(table: Table, wanted: readonly HeadingRole[], habits: NumberHabits): (HeadingRole | null)[] {
  const body = table.rows.slice(table.headerRows);
  const width = table.rows[0]?.length ?? 0;
  const roles: (HeadingRole | null)[] = Array.from({ length: width }, () => null);
  // The rows that fill (nearly) every column are the items or bookings; totals, notes and
  // balances on lines of their own fill two or three and would blur what a column holds.
  const filled = (row: readonly string[]) => row.filter((cell) => cell.trim() !== "").length;
  const most = Math.max(0, ...body.map(filled));
  const full = body.filter((row) => filled(row) >= (most <= 3 ? most : most - 1));
  const rows = full.length >= 2 ? full : body;
  if (rows.length < 2) return roles;
  const columns = Array.from({ length: width }, (_, c) => facts(rows, c, habits));
  const free = (c: number) => roles[c] === null;
  const give = (c: number, role: HeadingRole) => {
    if (wanted.includes(role) && free(c) && !roles.includes(role)) roles[c] = role;
  };

  const dates = columns.map((f, c) => (f.filled >= 2 && f.dateShare >= MOST ? c : -1)).filter((c) => c >= 0);
  if (dates.length > 0) give(dates[0]!, "date");
  const rates = columns.map((f, c) => (f.filled >= 2 && f.rateShare >= MOST ? c : -1)).filter((c) => c >= 0);
  if (rates.length > 0) give(rates[0]!, "taxRate");
  const texts = columns
    .map((f, c) => ({ c, f }))
    .filter(({ c, f }) => !dates.includes(c) && f.textShare >= 0.5)
    .sort((x, y) => y.f.letters - x.f.letters);
  if (texts.length > 0) give(texts[0]!.c, "description");

  const numbers = columns.map((f, c) => (f.filled >= 1 && f.figureShare >= MOST && !dates.includes(c) && !rates.includes(c) && free(c) ? c : -1)).filter((c) => c >= 0);
  // A position column (1, 2, 3 …) left of the description is neither a quantity nor an amount.
  const description = roles.indexOf("description");
  const figures = numbers.filter((c) => !(description >= 0 && c < description && counts(columns[c]!.figures)));

  if (wanted.includes("quantity")) {
    let best: { share: number; q: number; p: number; a: number } | null = null;
    for (const q of figures) for (const p of figures) for (const a of figures) {
      if (!(q < p && p < a)) continue;
      const share = productShare(columns[q]!.figures, columns[p]!.figures, columns[a]!.figures);
      if (share >= 0.5 && (!best || share > best.share)) best = { share, q, p, a };
    }
    if (best) {
      give(best.q, "quantity");
      give(best.p, "unitPrice");
      give(best.a, "amount");
    } else if (figures.length > 0) give(figures.at(-1)!, "amount");
    return roles;
  }

  if (wanted.includes("balance")) {
    let best: { share: number; balance: number; moves: number[] } | null = null;
    const consider = (share: number, balance: number, moves: number[]) => {
      if (share >= MOST && (!best || share > best.share)) best = { share, balance, moves };
    };
    for (const b of figures) {
      const others = figures.filter((c) => c !== b && c < b);
      for (const a of others) consider(runningShare(columns[b]!.figures, (r) => columns[a]!.figures[r] ?? null), b, [a]);
      for (const d of others) for (const c of others) {
        if (d >= c) continue;
        const move = (r: number) => {
          const debit = columns[d]!.figures[r] ?? null;
          const credit = columns[c]!.figures[r] ?? null;
          return debit === null && credit === null ? null : (credit ?? 0) - Math.abs(debit ?? 0);
        };
        consider(runningShare(columns[b]!.figures, move), b, [d, c]);
      }
    }
    const found = best as { share: number; balance: number; moves: number[] } | null;
    if (found) {
      give(found.balance, "balance");
      if (found.moves.length === 1) give(found.moves[0]!, "amount");
      else {
        give(found.moves[0]!, "debit");
        give(found.moves[1]!, "credit");
      }
      return roles;
    }
    // No running balance: two columns of which each row fills one are debits and credits.
    const [left, right] = figures;
    if (figures.length === 2 && rows.every((row, r) => (columns[left!]!.figures[r] === null) !== (columns[right!]!.figures[r] === null) || (row[left!] ?? "") + (row[right!] ?? "") === "")) {
      give(left!, "debit");
      give(right!, "credit");
    } else if (figures.length > 0) give(figures[0]!, "amount");
  }
  return roles;
}
