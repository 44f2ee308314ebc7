import type { PageLayout, VisualRow } from "./page-layout.ts";
import { parseDate, parseDayMonth, parseMonthYear, startsWithDate, type NumberHabits } from "./values.ts";

/**
 * A statement's period as its pages state it: after a label, as a phrase of its own ("du 1er mai
 * 2024 au 31 mai 2024"), or as two dates joined by a dash or a word inside a heading ("Kontoauszug
 * 01.01.2025 - 31.01.2025", "Statement of Account · February 1, 2025 - February 28, 2025"); and,
 * with no period stated, the date a statement is issued on, which places booking dates printed
 * without their year.
 */

/** One date in any of the written forms parseDate reads, as a pattern to find it inside text. */
const DATE = String.raw`(?:(?:令和|平成|昭和)\s*(?:\d{1,2}|元)\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*日|\d{4}\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*日|[RH]\d{1,2}[./-]\d{1,2}[./-]\d{1,2}|\d{4}[-/.]\d{1,2}[-/.]\d{1,2}\.?|\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})|\d{1,2}(?:st|nd|rd|th|er|\.)?\s+(?:de\s+)?\p{L}{3,10}\.?,?\s+(?:de\s+)?\d{4}|\p{L}{3,10}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\p{L}{3,10}\.?\s+\d{1,2}\/(?:\d{4}|\d{2}))`;
/** What joins the first and last day of a period: a dash (or the wave dash Japanese writes), or "to", "bis", "au", "al", "t/m", "do", "till" … (a label's colon after it: "DESDE: … HASTA: …") */
const UNTIL = String.raw`(?:\s*[-–—～〜~]\s*|\s+(?:to|until|till|through|thru|bis|au|al|a|hasta|tot|t\/m|tm|do|až|til|fino\s+al|at[ée]):?\s+)`;
const RANGE = new RegExp(`(?<![\\p{L}\\d])(${DATE})${UNTIL}(${DATE})(?![\\p{L}\\d])`, "giu");
/** A first day written without the year that the last day states ("Feb 1 - Feb 28, 2025", "01.01. - 31.01.2025"). */
const DAY_MONTH = String.raw`(?:\p{L}{3,10}\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th|er|\.)?\s+\p{L}{3,10}\.?|\d{1,2}[./]\d{1,2}\.?)`;
// Never the tail of a longer date ("04.01." of "2025.04.01.").
const SHORT_RANGE = new RegExp(`(?<![\\p{L}\\d./-])(${DAY_MONTH})${UNTIL}(${DATE})(?![\\p{L}\\d])`, "giu");
/**
 * The one full date a text states (with its year: "29 April 2025", "29.04.2025"), or null when
 * it states none, or several different ones, which leaves no telling which is which.
 */
export function onlyDateIn(text: string, order: NumberHabits["dateOrder"]): string | null {
  const dates = new Set<string>();
  for (const m of text.matchAll(new RegExp(`(?<![\\p{L}\\d])${DATE}(?![\\p{L}\\d])`, "giu"))) {
    const date = parseDate(m[0], order);
    if (date !== null) dates.add(date);
  }
  return dates.size === 1 ? [...dates][0]! : null;
}

/** The days of one month written once ("June 1-30, 2025", "1-30 June 2025"): month first, or day first. */
const ONE_MONTH_DAYS = [
  /(?<![\p{L}\d])(\p{L}{3,10})\.?\s+(\d{1,2})\s*[-–]\s*(\d{1,2}),?\s+(\d{4})(?![\p{L}\d])/giu,
  /(?<![\p{L}\d.,/-])(\d{1,2})\.?\s*[-–]\s*(\d{1,2})\.?\s+(\p{L}{3,10})\.?,?\s+(\d{4})(?![\p{L}\d])/giu,
];

/** A period is at most about a year: two dates further apart are something else (a contract's term). */
const LONGEST_DAYS = 400;

/** The first two dates in a text joined as a period, from no later than to, or null. */
export function dateRangeIn(text: string, habits: NumberHabits): [string, string] | null {
  const plain = text.replace(/\b(\d{1,2})(?:er|re|st|nd|rd|th)\b/giu, "$1");
  for (const m of plain.matchAll(RANGE)) {
    const period = range(parseDate(m[1]!, habits.dateOrder), parseDate(m[2]!, habits.dateOrder));
    if (period !== null) return period;
  }
  for (const [k, pattern] of ONE_MONTH_DAYS.entries()) {
    for (const m of plain.matchAll(pattern)) {
      const [month, first, last, year] = k === 0 ? [m[1]!, m[2]!, m[3]!, m[4]!] : [m[3]!, m[1]!, m[2]!, m[4]!];
      const period = range(parseDate(`${first} ${month} ${year}`, habits.dateOrder), parseDate(`${last} ${month} ${year}`, habits.dateOrder));
      if (period !== null) return period;
    }
  }
  for (const m of plain.matchAll(SHORT_RANGE)) {
    const to = parseDate(m[2]!, habits.dateOrder);
    const dayMonth = parseDayMonth(m[1]!.trim(), habits.dateOrder);
    if (to === null || dayMonth === null) continue;
    // The first day in the last day's year, or the year before when the period crosses a year's end.
    const year = Number(to.slice(0, 4));
    const day = (y: number) => `${y}-${String(dayMonth.month).padStart(2, "0")}-${String(dayMonth.day).padStart(2, "0")}`;
    const period = range(day(year) <= to ? day(year) : day(year - 1), to);
    if (period !== null) return period;
  }
  return null;
}

function range(from: string | null, to: string | null): [string, string] | null {
  if (from === null || to === null || from > to || Number.isNaN(Date.parse(from))) return null;
  return (Date.parse(to) - Date.parse(from)) / 86_400_000 > LONGEST_DAYS ? null : [from, to];
}

/** "01/03/2024 to 31/03/2024", "1 March 2024 - 31 March 2024", "du 01.03.2024 au 31.03.2024": a label's value, the whole of it a period. */
export function periodOf(text: string, habits: NumberHabits): [string, string] | null {
  const parts = text.replace(/^(?:from|vom|du|del|de|dal|van|od)\s+/iu, "").replace(/\b(\d{1,2})(?:er|re|st|nd|rd|th)\b/giu, "$1").split(/\s+(?:to|until|bis|au|al|a|hasta|tot|t\/m|do|till|-|–)\s+/iu);
  if (parts.length !== 2) return null;
  const from = parseDate(parts[0]!, habits.dateOrder);
  const to = parseDate(parts[1]!, habits.dateOrder);
  return from && to ? [from, to] : null;
}


/**
 * A period a label states as one month ("PERIODE : MEI 2025", "Statement period: May 2025"): the
 * month from its first to its last day. Only a period label's whole value is read so; a month
 * named in other text is no period.
 */
export function monthPeriod(text: string): [string, string] | null {
  const m = parseMonthYear(text.replace(/^\s*[:：]\s*/u, ""));
  if (m === null) return null;
  const last = new Date(Date.UTC(m.year, m.month, 0)).getUTCDate();
  const month = `${m.year}-${String(m.month).padStart(2, "0")}`;
  return [`${month}-01`, `${month}-${String(last).padStart(2, "0")}`];
}

/**
 * The text of the first page's lines that are not bookings: first each run on its own, then each
 * line whole, then each run joined with the run just under it at the same x (a period wrapped
 * in a narrow column: "… 01.03.2025 -" over "31.03.2025").
 */
function headingTexts(layouts: readonly PageLayout[], habits: NumberHabits): string[] {
  const all = layouts[0]?.rows ?? [];
  const booking = (row: VisualRow) => startsWithDate(row.segments.map((s) => s.text).join("  "), habits.dateOrder);
  const rows = all.filter((row) => !booking(row));
  const wrapped = all.flatMap((row, i) => {
    const next = all[i + 1];
    if (!next || booking(row)) return [];
    const height = row.box.y1 - row.box.y0;
    if (next.box.y0 - row.box.y1 > 0.8 * height) return [];
    return row.segments.flatMap((s) => next.segments.filter((n) => Math.abs(n.box.x0 - s.box.x0) < 3).map((n) => `${s.text} ${n.text}`));
  });
  return [...rows.flatMap((row) => row.segments.map((s) => s.text)), ...rows.map((row) => row.segments.map((s) => s.text).join(" ")), ...wrapped];
}

/** A period on a line of its own, without a label: "du 1er mai 2024 au 31 mai 2024", "from 1 March 2024 to 31 March 2024". */
export function periodByItself(layouts: readonly PageLayout[], habits: NumberHabits): [string, string] | null {
  for (const text of headingTexts(layouts, habits)) {
    const phrase = /(?:^|\s)((?:du|from|vom|von|del|dal|van|od)\s+\S.*)$/iu.exec(text.trim());
    const period = phrase ? periodOf(phrase[1]!, habits) : null;
    if (period !== null) return period;
  }
  return null;
}

/** Two dates joined as a period anywhere in the first page's heading lines ("Kontoauszug 01.01.2025 - 31.01.2025"). */
export function periodInHeadings(layouts: readonly PageLayout[], habits: NumberHabits): [string, string] | null {
  for (const text of headingTexts(layouts, habits)) {
    const period = dateRangeIn(text, habits);
    if (period !== null) return period;
  }
  return null;
}

/**
 * The date a statement is issued on when it states no period ("Kontoauszug Nr. 4 vom
 * 30.04.2025"): the latest full date on the first page's lines that are not bookings. It only
 * places the bookings' yearless dates (in the year that puts them nearest to it); it is never
 * given as the period.
 */
export function issueDate(layouts: readonly PageLayout[], habits: NumberHabits): string | null {
  let latest: string | null = null;
  for (const text of headingTexts(layouts, habits)) {
    for (const m of text.matchAll(new RegExp(`(?<![\\p{L}\\d])${DATE}(?![\\p{L}\\d])`, "giu"))) {
      const date = parseDate(m[0], habits.dateOrder);
      if (date !== null && (latest === null || date > latest)) latest = date;
    }
  }
  return latest;
}
