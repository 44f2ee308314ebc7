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
export const CURRENCY_CODES = "EUR|USD|GBP|CHF|INR|JPY|CNY|CAD|AUD|SGD|NZD|HKD|SEK|NOK|DKK|ISK|PLN|CZK|HUF|RON|BGN|RSD|UAH|RUB|TRY|ZAR|BRL|MXN|ARS|CLP|COP|PEN|AED|SAR|QAR|KWD|ILS|EGP|MAD|NGN|KES|KRW|TWD|THB|MYR|IDR|PHP|VND|PKR|BDT|LKR";
/** Currencies written as a local sign after the figure (1 234,56 Kč, 99,90 zł, 12 500 Ft, 45,00 lei, 120,00 TL, 250,00 kr). */
const LOCAL_SIGNS: Record<string, string> = { Kč: "CZK", zł: "PLN", Ft: "HUF", lei: "RON", TL: "TRY" };
/** Written as they are (case matters: "12 ft" is a length), after a figure. */
const LOCAL_SIGN_WORDS = /(?<=\d\s?)(?:Kč|zł|Ft|lei|TL|kr|Kr)\.?(?![\p{L}])/gu;
const CURRENCY_WORDS = new RegExp(`\\b(?:${CURRENCY_CODES}|RMB|Rs\\.?)\\b|(?:S|A|C|NZ|HK|US|R)?[$]|[€£¥₹₺₽₩₪₴₱]`, "giu");

/** The figure alone: currency, percent and thousands spaces stripped, or null when it is not one. */
function figureText(text: string): string | null {
  let t = text.replace(CURRENCY_WORDS, "").replace(LOCAL_SIGN_WORDS, "").replace(/[\s\u00A0\u202F']/gu, "");
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
  } else if (/\+$/u.test(t)) {
    // A trailing plus is the credit side printed as a sign ("1.377,62 +"), as a trailing minus is the debit's.
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

/** A CR or DR mark after an amount ("5,110.87 CR", "379.66 Dr", "812.40Cr"), as banks print a booking's or balance's side ("DB" for debet where Indonesian banks print it); "OD" marks a balance overdrawn ("73.18 OD"). */
export const SIDE_MARK = /(?:\s+|(?<=\d)|\b)(CR|DR|Cr|Dr|cr|dr|DB|OD)\.?$/u;

/** A side's mark in brackets after a figure ("1,842.00(Cr)", "153.77 (Dr)") as the mark alone: brackets there do not make the figure negative. */
export const unbracketedMark = (text: string): string => text.replace(/\(\s*(CR|DR|Cr|Dr|cr|dr)\.?\s*\)\s*$/u, " $1");

/** An amount, perhaps marked CR or DR after it; DR (money out, or a debit balance) makes it negative. */
export function parseMarkedAmount(text: string, decimal: DecimalMark = "."): number | null {
  const t = unbracketedMark(text.trim());
  const mark = SIDE_MARK.exec(t);
  const value = parseAmount(mark ? t.slice(0, mark.index) : t, decimal);
  return value !== null && mark && /^(?:d|od)/iu.test(mark[1]!) ? -Math.abs(value) : value;
}

/**
 * Text that reads as a figure: an amount (also marked CR or DR), a percentage or a date, also
 * one with its month's name or without a year (used to tell headings from data).
 */
export function looksNumeric(text: string): boolean {
  const t = text.trim();
  if (parseMarkedAmount(t) !== null || /^[-+]?[\d.,]+\s*%$/u.test(t) || /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/u.test(t)) return true;
  const wordDate = /^(?:\d{1,2}(?:st|nd|rd|th|er)?\.?[-\s]\p{L}{3,9}\.?(?:[-\s,]+\d{2,4})?|\p{L}{3,9}\.?\s\d{1,2}(?:st|nd|rd|th)?(?:,?\s\d{4})?|\d{1,2}\p{L}{3}(?:\d{2}|\d{4})?)$/u;
  return (wordDate.test(t) && (parseDate(t) !== null || parseDayMonth(t) !== null)) || (/^\d{1,2}[./-](?:\d{1,2}|\p{L}{3,5})\.?$/u.test(t) && parseDayMonth(t) !== null);
}

const MONTHS: Record<string, number> = {};
const monthNames: readonly (readonly string[])[] = [
  // English, German, French, Spanish, Italian, Portuguese, Dutch, with their usual abbreviations;
  // the Scandinavian forms those do not already give; Romanian, Turkish, Indonesian, Hungarian,
  // and Polish and Czech in the forms a date writes (of the month) and the month's own.
  ["january", "jan", "januar", "jänner", "janvier", "janv", "enero", "ene", "gennaio", "gen", "janeiro", "januari", "ianuarie", "ocak", "január", "stycznia", "styczeń", "ledna", "leden"],
  ["february", "feb", "februar", "février", "févr", "fevrier", "febrero", "febbraio", "fevereiro", "fev", "februari", "februarie", "şubat", "subat", "február", "lutego", "luty", "února", "únor"],
  ["march", "mar", "märz", "mär", "maerz", "mars", "marzo", "março", "marco", "maart", "mrt", "martie", "mart", "maret", "március", "marca", "marzec", "března", "březen"],
  ["april", "apr", "avril", "avr", "abril", "abr", "aprile", "aprilie", "nisan", "április", "kwietnia", "kwiecień", "dubna", "duben"],
  ["may", "mai", "mayo", "maggio", "mag", "maio", "mei", "maj", "mayıs", "mayis", "május", "maja", "května", "květen"],
  ["june", "jun", "juni", "juin", "junio", "giugno", "giu", "junho", "iunie", "haziran", "június", "czerwca", "czerwiec", "června", "červen"],
  ["july", "jul", "juli", "juillet", "juil", "julio", "luglio", "lug", "julho", "iulie", "temmuz", "július", "lipca", "lipiec", "července", "červenec"],
  ["august", "aug", "août", "aout", "agosto", "ago", "augustus", "augusti", "ağustos", "agustos", "agustus", "augusztus", "sierpnia", "sierpień", "srpna", "srpen"],
  ["september", "sep", "sept", "septembre", "septiembre", "settembre", "set", "sett", "setembro", "septembrie", "eylül", "eylul", "szeptember", "września", "wrzesień", "září"],
  ["october", "oct", "oktober", "okt", "octobre", "octubre", "ottobre", "ott", "outubro", "out", "octombrie", "ekim", "október", "października", "październik", "října", "říjen"],
  ["november", "nov", "novembre", "noviembre", "novembro", "noiembrie", "kasım", "kasim", "listopada", "listopad", "listopadu"],
  ["december", "dec", "dezember", "dez", "décembre", "decembre", "déc", "diciembre", "dic", "dicembre", "dezembro", "desember", "des", "decembrie", "aralık", "aralik", "grudnia", "grudzień", "prosince", "prosinec"],
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
  // A Japanese era's year first ("R07.05.12", "令和7年5月1日", "平成31年4月30日"), before any
  // pattern that would take its digits for a day-first date.
  const era = eraDate(t);
  if (era !== undefined) return era;
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
  // 01-May-2024, 01-may-24, 1 May 24 (India, the UK's banks), 16/DIC/2024.
  m = /(?<!\d)(\d{1,2})([-\s/])([\p{L}]{3,9})\.?\2(\d{4}|\d{2})(?!\d)/u.exec(t);
  if (m && MONTHS[m[3]!] !== undefined) return iso(+m[4]!, MONTHS[m[3]!]!, +m[1]!);
  m = /(?<!\d)(\d{1,2})[-\s]([\p{L}]{3,9})\.?[-\s](\d{4}|\d{2})(?!\d)/u.exec(t);
  if (m && MONTHS[m[2]!] !== undefined) return iso(+m[3]!, MONTHS[m[2]!]!, +m[1]!);
  m = /([\p{L}]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})/u.exec(t);
  if (m && MONTHS[m[1]!] !== undefined) return iso(+m[3]!, MONTHS[m[1]!]!, +m[2]!);
  // MAY 31/25, Jun 30/2025: the month's name, then the day and the year after a slash.
  m = /(?<![\p{L}\d])([\p{L}]{3,9})\.?\s+(\d{1,2})\/(\d{4}|\d{2})(?!\d)/u.exec(t);
  if (m && MONTHS[m[1]!] !== undefined) return iso(m[3]!.length === 2 ? 2000 + +m[3]! : +m[3]!, MONTHS[m[1]!]!, +m[2]!);
  // 04MAR2025, 04MAR25: day, month and year run together, as some banks print them.
  m = /(?<![\d\p{L}])(\d{1,2})(\p{L}{3})(\d{4}|\d{2})(?!\d)/u.exec(t);
  if (m && MONTHS[m[2]!] !== undefined) return iso(+m[3]!, MONTHS[m[2]!]!, +m[1]!);
  return null;
}

/**
 * A date written as eight digits, year first ("20250603"), as some banks print the dates in
 * their date column: the date, or null for any other text, a year outside 1990–2099 or no
 * such day. Only a cell known to hold a date is read so: eight digits elsewhere are a number.
 */
export function compactDate(text: string): string | null {
  const m = /^\s*((?:19|20)\d{2})(\d{2})(\d{2})\s*$/u.exec(text);
  if (!m || +m[1]! < 1990) return null;
  return iso(+m[1]!, +m[2]!, +m[3]!);
}

/**
 * A day and month written without a year, as statements print their bookings' dates: "24 Jul",
 * "Jul 24", "01.02.", "16/06" (slashes and dashes in the document's order), "16/DIC". Null otherwise,
 * and for any text that holds a year.
 */
export function parseDayMonth(text: string, order: DateOrder = "DMY"): { month: number; day: number } | null {
  // A booking and a value date in one cell ("02.06./03.06."): the first is the booking's.
  const t = text.trim().toLowerCase().replace(/^(\d{1,2}\.\d{1,2}\.)\s*\/\s*\d{1,2}\.\d{1,2}\.$/u, "$1");
  if (parseDate(t, order) !== null) return null;
  let m = /^(\d{1,2})([./-])(\d{1,2})\.?$/u.exec(t);
  if (m) {
    const [day, month] = m[2] === "." ? [+m[1]!, +m[3]!] : orderDayMonth(+m[1]!, +m[3]!, order);
    return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? { month, day } : null;
  }
  // "05 21": two pairs of digits a space apart, as statements that print the date after the
  // amounts set month and day; which is which as for "05/21".
  m = /^(\d{2}) (\d{2})$/u.exec(t);
  if (m) {
    const [day, month] = orderDayMonth(+m[1]!, +m[2]!, order);
    return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? { month, day } : null;
  }
  m = /^(\d{1,2})(?:st|nd|rd|th|er)?\.?\s+([\p{L}]+)\.?$/u.exec(t);
  if (m && MONTHS[m[2]!] !== undefined && +m[1]! >= 1 && +m[1]! <= 31) return { month: MONTHS[m[2]!]!, day: +m[1]! };
  m = /^([\p{L}]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?$/u.exec(t);
  if (m && MONTHS[m[1]!] !== undefined && +m[2]! >= 1 && +m[2]! <= 31) return { month: MONTHS[m[1]!]!, day: +m[2]! };
  // 16/DIC, 03-ENE, 5.Okt: the month's abbreviation after a slash, dash or dot.
  m = /^(\d{1,2})[/.-](\p{L}{3,5})\.?$/u.exec(t);
  if (m && MONTHS[m[2]!] !== undefined && +m[1]! >= 1 && +m[1]! <= 31) return { month: MONTHS[m[2]!]!, day: +m[1]! };
  // 04MAR: day and month run together.
  m = /^(\d{1,2})(\p{L}{3})$/u.exec(t);
  if (m && MONTHS[m[2]!] !== undefined && +m[1]! >= 1 && +m[1]! <= 31) return { month: MONTHS[m[2]!]!, day: +m[1]! };
  // DEC20: the month's abbreviation and the day run together, month first.
  m = /^(\p{L}{3})(\d{1,2})$/u.exec(t);
  if (m && MONTHS[m[1]!] !== undefined && +m[2]! >= 1 && +m[2]! <= 31) return { month: MONTHS[m[1]!]!, day: +m[2]! };
  return null;
}

/**
 * A month and year written as the whole of a text, its month by name ("May 2025", "MEI 2025",
 * "mars 2025", "Juni 2025", "JUNIO / 2025"): the month, or null for any other text.
 */
export function parseMonthYear(text: string): { year: number; month: number } | null {
  const m = /^\s*(\p{L}{3,10})\.?,?(?:\s+|\s*\/\s*)((?:19|20)\d{2})\s*$/u.exec(text.toLowerCase());
  const month = m ? MONTHS[m[1]!] : undefined;
  return m && month !== undefined ? { year: +m[2]!, month } : null;
}

/** The year before the first of each Japanese era, by its letter (in dates written with figures) and its name: Reiwa 1 is 2019, Heisei 1 is 1989, Shōwa 1 is 1926. */
const ERAS: Record<string, number> = { r: 2018, 令和: 2018, h: 1988, 平成: 1988, 昭和: 1925 };

/**
 * A date whose year is counted in a Japanese era: its letter and the year's number, then month
 * and day ("R07.05.12", "H31/04/30", "R1.5.1"), or written out ("令和7年5月1日", "令和元年5月1日",
 * 元年 being the first year). A western year written so ("2025年5月1日") too. Undefined when the
 * text holds none (null when it holds one that is no real date).
 */
function eraDate(t: string): string | null | undefined {
  let m = /(?<![\p{L}\d])([rh])(\d{1,2})[./-](\d{1,2})[./-](\d{1,2})(?!\d)/u.exec(t);
  if (m) return +m[2]! >= 1 ? iso(ERAS[m[1]!]! + +m[2]!, +m[3]!, +m[4]!) : null;
  m = /(令和|平成|昭和)\s*(\d{1,2}|元)\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日/u.exec(t);
  if (m) return iso(ERAS[m[1]!]! + (m[2] === "元" ? 1 : +m[2]!), +m[3]!, +m[4]!);
  m = /(?<!\d)(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日/u.exec(t);
  if (m) return iso(+m[1]!, +m[2]!, +m[3]!);
  return undefined;
}

/** Whether a word may begin a date: a digit, or a Japanese era's letter and year ("R07.05.12", "令和7年…"). */
export function startsLikeDate(word: string): boolean {
  return /^(?:\d|[RH]\d{1,2}[./-]\d|令和|平成|昭和)/u.test(word);
}

/** Whether a line starts with a date, as a booking's line does: its first word is a date, with or without a year. */
export function startsWithDate(text: string, order: DateOrder = "DMY"): boolean {
  const word = text.trim().split(/\s+/u)[0] ?? "";
  return parseDayMonth(word, order) !== null || (startsLikeDate(word) && parseDate(word, order) !== null);
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
  const decimal: DecimalMark = commaDecimals > dotDecimals ? "," : commaDecimals === 0 && dotDecimals === 0 && wholeWithDotThousands(text) ? "," : ".";
  const dateOrder: DateOrder = mdy > dmy ? "MDY" : dmy > mdy ? "DMY" : decimal === "," ? "DMY" : /\$/u.test(text) ? "MDY" : "DMY";
  return { decimal, dateOrder };
}

/** Currencies whose minor unit has three digits, printed "12.500" for twelve and a half. */
const THREE_DECIMAL_CURRENCIES = /\b(?:KWD|BHD|OMR|JOD|TND|LYD|IQD)\b/u;

/**
 * Whether a document that prints no figure with cents writes whole units with a point before
 * each three digits ("2.645.900", "-12.500", "742.318"), as pesos and krónur are printed: its
 * point is then no decimal mark, and "38.450" is thirty-eight thousand. It takes several such
 * figures and none grouped with commas more often; a figure with both marks ("1,234.567") or
 * one that starts "0." writes three decimals, as does a document in a currency with three-digit
 * minor units, unless a figure has two points (no decimal mark is printed twice).
 */
function wholeWithDotThousands(text: string): boolean {
  const count = (pattern: RegExp) => text.match(pattern)?.length ?? 0;
  const dotted = count(/(?<![\d.,])[-−]?[1-9]\d{0,2}(?:\.\d{3})+(?![\d.,])/gu);
  const twice = count(/(?<![\d.,])[-−]?[1-9]\d{0,2}(?:\.\d{3}){2,}(?![\d.,])/gu);
  const commas = count(/(?<![\d.,])[-−]?[1-9]\d{0,2}(?:,\d{3})+(?![\d.,])/gu);
  const decimals = count(/(?<![\d.,])\d{1,3}(?:,\d{3})+\.\d+(?![\d.,])|(?<![\d.,])0\.\d{3}(?![\d.,])/gu);
  if (dotted < 3 || dotted <= commas || decimals > 0) return false;
  return twice > 0 || !THREE_DECIMAL_CURRENCIES.test(text);
}

/** The currency a document states, as an ISO 4217 code, or null. */
export function detectCurrency(text: string): string | null {
  // A local sign after the figures ("120,00 TL") outweighs a code or sign that turns up less
  // often: a code's letters may be part of a name or an address ("MODA CAD.").
  const local = [...text.matchAll(/\d[.,]\d{2}\s?(Kč|zł|Ft|lei|TL)(?![\p{L}])|\d{1,3}(?:[ \u00A0.]\d{3})+\s?(Kč|zł|Ft|lei|TL)(?![\p{L}])/gu)].map((m) => LOCAL_SIGNS[(m[1] ?? m[2])!]!);
  // "NIS", the shekel's usual abbreviation, is its code's other name.
  const codes = text.match(new RegExp(`\\b(?:${CURRENCY_CODES}|NIS)\\b`, "gu"))?.map((code) => (code === "NIS" ? "ILS" : code));
  if (codes && codes.length > 0 && codes.length >= local.length) return mostCommon(codes);
  const symbols: Record<string, string> = { "€": "EUR", $: "USD", "£": "GBP", "₹": "INR", "¥": "JPY", "₺": "TRY", "₽": "RUB", "₩": "KRW", "₪": "ILS", "₴": "UAH", "₱": "PHP", "R$": "BRL" };
  const found = text.match(/R\$|[€$£₹¥₺₽₩₪₴₱]/gu);
  if (found && found.length > 0 && found.length >= local.length) {
    const sign = mostCommon(found);
    // "$" is the peso's sign as well as the dollar's: where the document names pesos it says
    // nothing of which country's, and no currency is given rather than a wrong one.
    return sign === "$" && /(?<![\p{L}])pesos?(?![\p{L}])/iu.test(text) ? null : symbols[sign]!;
  }
  // A local sign counts only after a figure ("Ft" alone is feet, "TL" a name's initials).
  if (local.length > 0) return mostCommon(local);
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

/** Weekdays' names and usual abbreviations (English, German, French, Spanish, Italian, Portuguese, Dutch). */
const WEEKDAY = /^(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|luned[ìi]|marted[ìi]|mercoled[ìi]|gioved[ìi]|venerd[ìi]|sabato|domenica|segunda(?:-feira)?|ter[çc]a(?:-feira)?|quarta(?:-feira)?|quinta(?:-feira)?|sexta(?:-feira)?|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)\.?,?$/iu;

/**
 * A day's heading printed above its bookings in place of a date column ("Tuesday 1 April 2025",
 * "Mon, 3 Mar", "Montag, 3. März 2025"): a weekday's name and a date, nothing else. The date's
 * text (without the weekday), or null for any other text.
 */
export function dayHeading(text: string, order: DateOrder = "DMY"): string | null {
  const m = /^(\S+)\s+(\S.*)$/u.exec(text.trim());
  if (!m || !WEEKDAY.test(m[1]!)) return null;
  const date = m[2]!.trim();
  // Only the date's own words: figures, a month's name, "de".
  const words = date.toLowerCase().split(/[\s,./-]+/u).filter((w) => w !== "");
  if (words.some((w) => !/^\d{1,4}(?:st|nd|rd|th|er)?$/u.test(w) && MONTHS[w] === undefined && w !== "de")) return null;
  return parseDate(date, order) !== null || parseDayMonth(date, order) !== null ? date : null;
}
