/**
 * Amounts and dates as printed in invoices and statements, read into numbers and ISO dates.
 * Both 1,234.56 and 1.234,56 occur (the corpus has English, German and French documents), so a
 * document's own habit decides the cases a single figure leaves open.
 */

export type DecimalMark = "." | ",";
export type DateOrder = "DMY" | "MDY";

export interface NumberHabits {
  readonly decimal: DecimalMark;
  readonly dateOrder: DateOrder;
}

/** ISO 4217 codes of the currencies invoices and statements are commonly written in. */
const CURRENCY_CODES = "EUR|USD|GBP|CHF|INR|JPY|CNY|CAD|AUD|SGD|NZD|HKD|SEK|NOK|DKK|PLN|CZK|HUF|RON|BGN|TRY|ZAR|BRL|MXN|AED|SAR|ILS|KRW|TWD|THB|MYR|IDR|PHP|VND";
const CURRENCY_WORDS = new RegExp(`\\b(?:${CURRENCY_CODES}|RMB|Rs\\.?)\\b|(?:S|A|C|NZ|HK|US)?[$]|[€£¥₹]`, "giu");

/** The figure alone: currency, percent and thousands spaces stripped, or null when it is not one. */
function figureText(text: string): string | null {
  let t = text.replace(CURRENCY_WORDS, "").replace(/[\s\u00A0\u202F']/gu, "");
  if (t === "") return null;
  let negative = false;
  if (/^\(.*\)$/u.test(t)) {
    negative = true;
    t = t.slice(1, -1);
  }
  if (/^[-−–]/u.test(t)) {
    negative = !negative;
    t = t.slice(1);
  } else if (/^\+/u.test(t)) {
    t = t.slice(1);
  } else if (/[-−]$/u.test(t)) {
    negative = !negative;
    t = t.slice(0, -1);
  }
  if (!/^\d[\d.,]*$/u.test(t) && !/^[.,]\d+$/u.test(t)) return null;
  return (negative ? "-" : "") + t;
}

/** A printed amount (`$ 1,234.56`, `1.234,56 €`, `(12.00)`, `-5,00`) as a number, or null. */
export function parseAmount(text: string, decimal: DecimalMark = "."): number | null {
  const figure = figureText(text);
  if (figure === null) return null;
  const negative = figure.startsWith("-");
  let t = negative ? figure.slice(1) : figure;
  const lastDot = t.lastIndexOf(".");
  const lastComma = t.lastIndexOf(",");
  let mark: DecimalMark | null;
  if (lastDot >= 0 && lastComma >= 0) mark = lastDot > lastComma ? "." : ",";
  else if (lastDot < 0 && lastComma < 0) mark = null;
  else {
    const only: DecimalMark = lastDot >= 0 ? "." : ",";
    const groups = t.split(only);
    const thousands = groups.length > 1 && groups.slice(1).every((g) => g.length === 3) && groups[0]!.length <= 3 && groups[0] !== "0";
    // One separator before exactly three digits is a thousands mark unless the document writes decimals with it.
    if (thousands && (groups.length > 2 || only !== decimal)) mark = null;
    else if (groups.length > 2) return null;
    else mark = only;
  }
  if (mark === null) t = t.replace(/[.,]/gu, "");
  else t = t.replace(mark === "." ? /,/gu : /\./gu, "").replace(",", ".");
  if (!/^\d*\.?\d+$|^\d+\.?$/u.test(t)) return null;
  const value = Number(t);
  if (!Number.isFinite(value)) return null;
  return negative ? -value : value;
}

/** A rate such as `15.00%` or `19 %` as its percentage number (15, 19). */
export function parsePercent(text: string, decimal: DecimalMark = "."): number | null {
  const match = /^\s*([-+]?[\d.,]+)\s*%\s*$/u.exec(text);
  return match ? parseAmount(match[1]!, decimal) : null;
}

/** A CR or DR mark after an amount ("5,110.87 CR", "379.66 Dr"), as banks print a booking's or balance's side. */
export const SIDE_MARK = /\s*\b(CR|DR|Cr|Dr)\.?$/u;

/** An amount, perhaps marked CR or DR after it; DR (money out, or a debit balance) makes it negative. */
export function parseMarkedAmount(text: string, decimal: DecimalMark = "."): number | null {
  const t = text.trim();
  const mark = SIDE_MARK.exec(t);
  const value = parseAmount(mark ? t.slice(0, mark.index) : t, decimal);
  return value !== null && mark && /^d/iu.test(mark[1]!) ? -Math.abs(value) : value;
}

/**
 * Text that reads as a figure: an amount (also marked CR or DR), a percentage or a date, also
 * one with its month's name or without a year (used to tell headings from data).
 */
export function looksNumeric(text: string): boolean {
  const t = text.trim();
  if (parseMarkedAmount(t) !== null || /^[-+]?[\d.,]+\s*%$/u.test(t) || /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/u.test(t)) return true;
  const wordDate = /^(?:\d{1,2}(?:st|nd|rd|th|er)?\.?[-\s]\p{L}{3,9}\.?(?:[-\s,]+\d{2,4})?|\p{L}{3,9}\.?\s\d{1,2}(?:st|nd|rd|th)?(?:,?\s\d{4})?)$/u;
  return (wordDate.test(t) && (parseDate(t) !== null || parseDayMonth(t) !== null)) || (/^\d{1,2}[./-]\d{1,2}\.?$/u.test(t) && parseDayMonth(t) !== null);
}

const MONTHS: Record<string, number> = {};
const monthNames: readonly (readonly string[])[] = [
  // English, German, French, Spanish, Italian, Portuguese, Dutch, with their usual abbreviations.
  ["january", "jan", "januar", "jänner", "janvier", "janv", "enero", "ene", "gennaio", "gen", "janeiro", "januari"],
  ["february", "feb", "februar", "février", "févr", "fevrier", "febrero", "febbraio", "fevereiro", "fev", "februari"],
  ["march", "mar", "märz", "maerz", "mars", "marzo", "março", "marco", "maart", "mrt"],
  ["april", "apr", "avril", "avr", "abril", "abr", "aprile"],
  ["may", "mai", "mayo", "maggio", "mag", "maio", "mei"],
  ["june", "jun", "juni", "juin", "junio", "giugno", "giu", "junho"],
  ["july", "jul", "juli", "juillet", "juil", "julio", "luglio", "lug", "julho"],
  ["august", "aug", "août", "aout", "agosto", "ago", "augustus"],
  ["september", "sep", "sept", "septembre", "septiembre", "settembre", "set", "sett", "setembro"],
  ["october", "oct", "oktober", "okt", "octobre", "octubre", "ottobre", "ott", "outubro", "out"],
  ["november", "nov", "novembre", "noviembre", "novembro"],
  ["december", "dec", "dezember", "dez", "décembre", "decembre", "diciembre", "dic", "dicembre", "dezembro"],
];
monthNames.forEach((names, index) => {
  for (const name of names) MONTHS[name] = index + 1;
});

function iso(year: number, month: number, day: number): string | null {
  if (year < 100) year += year < 70 ? 2000 : 1900;
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Numeric day and month in an order that one date alone may not settle. */
function orderDayMonth(a: number, b: number, order: DateOrder): [number, number] {
  if (a > 12) return [a, b];
  if (b > 12) return [b, a];
  return order === "DMY" ? [a, b] : [b, a];
}

/**
 * The first date in a text, as YYYY-MM-DD: 2024-03-12, 12.03.2024, 12.03.24, 03/12/2024,
 * 12 March 2024, March 12, 2024, 7. Mai 2014, 31 janvier 2026. Null when there is none.
 */
export function parseDate(text: string, order: DateOrder = "DMY"): string | null {
  const t = text.toLowerCase();
  let m = /(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/u.exec(t);
  if (m) return iso(+m[1]!, +m[2]!, +m[3]!);
  m = /(?<!\d)(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})(?!\d)/u.exec(t);
  if (m) {
    // Dots are only ever day first; slashes and dashes follow the document's habit.
    const [day, month] = m[2] === "." ? [+m[1]!, +m[3]!] : orderDayMonth(+m[1]!, +m[3]!, order);
    return iso(+m[4]!, month, day);
  }
  // 8 de abril de 2024, 3 de março de 2025 (Spanish, Portuguese).
  m = /(?<!\d)(\d{1,2})\s+de\s+([\p{L}]+)\s+de\s+(\d{4})/u.exec(t);
  if (m && MONTHS[m[2]!] !== undefined) return iso(+m[3]!, MONTHS[m[2]!]!, +m[1]!);
  m = /(?<!\d)(\d{1,2})(?:st|nd|rd|th|er)?\.?\s+([\p{L}]+)\.?,?\s+(\d{4})/u.exec(t);
  if (m && MONTHS[m[2]!] !== undefined) return iso(+m[3]!, MONTHS[m[2]!]!, +m[1]!);
  // 01-May-2024, 01-may-24, 1 May 24 (India, the UK's banks).
  m = /(?<!\d)(\d{1,2})[-\s]([\p{L}]{3,9})\.?[-\s](\d{4}|\d{2})(?!\d)/u.exec(t);
  if (m && MONTHS[m[2]!] !== undefined) return iso(+m[3]!, MONTHS[m[2]!]!, +m[1]!);
  m = /([\p{L}]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})/u.exec(t);
  if (m && MONTHS[m[1]!] !== undefined) return iso(+m[3]!, MONTHS[m[1]!]!, +m[2]!);
  return null;
}

/**
 * A day and month written without a year, as statements print their bookings' dates: "24 Jul",
 * "Jul 24", "01.02.", "16/06" (slashes and dashes in the document's order). Null otherwise,
 * and for any text that holds a year.
 */
export function parseDayMonth(text: string, order: DateOrder = "DMY"): { month: number; day: number } | null {
  const t = text.trim().toLowerCase();
  if (parseDate(t, order) !== null) return null;
  let m = /^(\d{1,2})([./-])(\d{1,2})\.?$/u.exec(t);
  if (m) {
    const [day, month] = m[2] === "." ? [+m[1]!, +m[3]!] : orderDayMonth(+m[1]!, +m[3]!, order);
    return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? { month, day } : null;
  }
  m = /^(\d{1,2})(?:st|nd|rd|th|er)?\.?\s+([\p{L}]+)\.?$/u.exec(t);
  if (m && MONTHS[m[2]!] !== undefined && +m[1]! >= 1 && +m[1]! <= 31) return { month: MONTHS[m[2]!]!, day: +m[1]! };
  m = /^([\p{L}]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?$/u.exec(t);
  if (m && MONTHS[m[1]!] !== undefined && +m[2]! >= 1 && +m[2]! <= 31) return { month: MONTHS[m[1]!]!, day: +m[2]! };
  return null;
}

/**
 * A yearless day and month placed in the period it belongs to (a statement's, YYYY-MM-DD from
 * and to): the year that puts it inside the period, or nearest to it when a booking falls just
 * outside. Null when the period is unknown.
 */
export function dateInPeriod(dayMonth: { month: number; day: number }, from: string | null, to: string | null): string | null {
  const anchor = from ?? to;
  if (anchor === null) return null;
  const start = Date.parse(from ?? to!);
  const end = Date.parse(to ?? from!);
  const year = Number(anchor.slice(0, 4));
  let best: { date: string; distance: number } | null = null;
  for (const candidate of [year - 1, year, year + 1]) {
    const date = iso(candidate, dayMonth.month, dayMonth.day);
    if (date === null) continue;
    const at = Date.parse(date);
    const distance = at < start ? start - at : at > end ? at - end : 0;
    if (!best || distance < best.distance) best = { date, distance };
  }
  return best?.date ?? null;
}

/**
 * How a document writes figures and dates, from the figures that settle it: `1.234,56` or
 * `12,50` mean decimal commas; `31/01/2026` means day first, `03/20/2023` month first.
 */
export function detectHabits(text: string): NumberHabits {
  const commaDecimals = text.match(/(?<![\d.,])\d{1,3}(?:\.\d{3})*,\d{2}(?![\d,])/gu)?.length ?? 0;
  const dotDecimals = text.match(/(?<![\d.,])\d{1,3}(?:,\d{3})*\.\d{2}(?![\d.])/gu)?.length ?? 0;
  let dmy = 0;
  let mdy = 0;
  for (const m of text.matchAll(/(?<!\d)(\d{1,2})[/-](\d{1,2})[/-](?:\d{4}|\d{2})(?!\d)/gu)) {
    if (+m[1]! > 12) dmy++;
    else if (+m[2]! > 12) mdy++;
  }
  if (dmy === 0 && mdy === 0) {
    // Dotted dates are day first; a document that writes them also puts the day first with slashes.
    dmy += text.match(/(?<!\d)\d{1,2}\.\d{1,2}\.\d{2,4}(?!\d)/gu)?.length ?? 0;
  }
  const decimal: DecimalMark = commaDecimals > dotDecimals ? "," : ".";
  const dateOrder: DateOrder = mdy > dmy ? "MDY" : dmy > mdy ? "DMY" : decimal === "," ? "DMY" : /\$/u.test(text) ? "MDY" : "DMY";
  return { decimal, dateOrder };
}

/** The currency a document states, as an ISO 4217 code, or null. */
export function detectCurrency(text: string): string | null {
  const codes = text.match(new RegExp(`\\b(?:${CURRENCY_CODES})\\b`, "gu"));
  if (codes && codes.length > 0) return mostCommon(codes);
  const symbols: Record<string, string> = { "€": "EUR", $: "USD", "£": "GBP", "₹": "INR", "¥": "JPY" };
  const found = text.match(/[€$£₹¥]/gu);
  if (found && found.length > 0) return symbols[mostCommon(found)]!;
  if (/\bRs\.?\s*\d/u.test(text)) return "INR";
  return null;
}

function mostCommon(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}

/** Rounds money to cents so sums of printed amounts compare exactly. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}
