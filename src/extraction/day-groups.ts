import type { Transaction } from "./extract-schemas.ts";
import type { PageLayout } from "./page-layout.ts";
import type { Table } from "./table.ts";
import { parseDate, parseMarkedAmount, roundMoney, type NumberHabits } from "./values.ts";

/**
 * Statements grouped by day with no date column: a day's heading (a date alone on its line,
 * "02 MAI 2025"), under it a group's heading per side (words and a figure signed "+" for the
 * day's money in, "-" for its money out: "Total de entradas + 1.234,56"), then that group's rows
 * of text and an unsigned figure. Each row is a booking dated by its day and signed by its
 * group, when the group's rows add up to the figure its heading states; every other row that
 * holds a figure (outside a group, or in a group whose sum does not check) is quoted, never
 * dropped in silence.
 */

const FIGURE = /^[-−+]?\s*\d{1,3}(?:[.,' \u00A0\u202F]\d{3})*[.,]\d{2}$/u;
const SIGNED = /^([-−+])\s*\d/u;

interface Group {
  readonly date: string;
  readonly sign: number;
  readonly stated: number;
  readonly rows: { readonly text: string; readonly figure: number; readonly quoted: string }[];
}

/** A date alone in its text, short, with no figure in cents beside it. */
function dayOf(text: string, habits: NumberHabits): string | null {
  const t = text.trim();
  if (t.length > 24 || /\d[.,]\d{2}(?!\d)/u.test(t)) return null;
  return parseDate(t, habits.dateOrder);
}

/**
 * The printed lines in reading order, and a finder for the day heading that a group's heading
 * stands under on the page: the last date alone on its line above it, however many pages back.
 * A table found across pages may leave out a day's heading set at a page's top with the running
 * header, so the lines, not the table's rows, say the day.
 */
function daysOnPages(layouts: readonly PageLayout[], habits: NumberHabits) {
  const lines = layouts.flatMap((l) => l.rows.map((r) => r.segments.map((seg) => seg.text.trim()).filter((t) => t !== "")));
  let from = 0;
  return (cells: readonly string[]): string | null | undefined => {
    const key = cells.join("\u0000");
    const at = lines.findIndex((l, k) => k >= from && l.join("\u0000") === key);
    if (at < 0) return undefined;
    from = at + 1;
    for (let k = at - 1; k >= 0; k--) {
      const line = lines[k]!;
      if (line.length === 1 && dayOf(line[0]!, habits) !== null) return dayOf(line[0]!, habits);
    }
    return null;
  };
}

const groupSums = (group: Group) => Math.abs(roundMoney(group.rows.reduce((s, r) => s + r.figure, 0)) - group.stated) < 0.005;

/** The bookings of day-grouped tables, and the rows holding a figure that could not be read as one. */
export function dayGroupedBookings(layouts: readonly PageLayout[], tables: readonly Table[], habits: NumberHabits): { list: Transaction[]; unplaced: string[] } {
  const out = { list: [] as Transaction[], unplaced: [] as string[] };
  for (const table of tables) {
    const filled = table.rows.map((row) => row.map((c) => c.trim()).filter((c) => c !== ""));
    const days = filled.filter((cells) => cells.length === 1 && dayOf(cells[0]!, habits) !== null).length;
    if (days < 2) continue;
    let day: string | null = null;
    const dayOnPage = daysOnPages(layouts, habits);
    let group: Group | null = null;
    const close = () => {
      if (group === null) return;
      if (groupSums(group)) for (const r of group.rows) out.list.push({ date: group.date, description: r.text, amount: roundMoney(group.sign * r.figure), balance: null });
      else out.unplaced.push(...group.rows.map((r) => r.quoted));
      group = null;
    };
    for (const cells of filled) {
      if (cells.length === 1 && dayOf(cells[0]!, habits) !== null) {
        close();
        day = dayOf(cells[0]!, habits);
        continue;
      }
      const last = cells.at(-1) ?? "";
      if (cells.length < 2 || !FIGURE.test(last)) continue;
      const figure = parseMarkedAmount(last.replace(/^[-−+]\s*/u, ""), habits.decimal);
      if (figure === null) continue;
      const text = cells.slice(0, -1).join(" ");
      const sign = SIGNED.exec(last);
      if (sign !== null) {
        close();
        // The day heading above the group's line on the page; the table's last one where the line was not found.
        const onPage = dayOnPage(cells);
        const date = onPage === undefined ? day : onPage;
        if (date !== null) group = { date, sign: sign[1] === "+" ? 1 : -1, stated: Math.abs(figure), rows: [] };
        continue;
      }
      if (group === null) out.unplaced.push(cells.join(" | "));
      else (group as Group).rows.push({ text, figure: Math.abs(figure), quoted: cells.join(" | ") });
    }
    close();
  }
  return out;
}
