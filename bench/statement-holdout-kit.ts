import { chunks, figure, pad, random, round2, type HoldoutBooking, type Party } from "./statement-holdout.ts";

/**
 * What the later held-out batches draw their statements with: bookings over any span of days,
 * with the particulars a layout prints beside them, and the page, total and date helpers they
 * share. A held-out batch must draw the same statements for as long as it is measured, so where
 * the batches were written to draw a detail differently (how far back a card payment lies, clock
 * times with seconds), each keeps its own rule through `bookingDrawer`.
 */

/** A kind of booking. */
export interface Kind extends Party {
  /** Amounts in whole steps (cash, rounded transfers). */
  readonly step?: number;
  /** A card payment: made a few days before it was booked. */
  readonly card?: boolean;
  /** Values printed in columns of their own beside the text (not part of it). */
  readonly columns?: readonly string[];
  /** Paid in another currency at this rate: low and high are in that currency. */
  readonly rate?: number;
}

/** What a booking's text may name besides its amount. */
export interface Fill {
  readonly date: string;
  /** The day the payment was made (a card's purchase day, else the booking day). */
  readonly paid: string;
  readonly time: string;
  /** A random number per booking, for references. */
  readonly n: number;
  /** The amount's size in the account's currency. */
  readonly value: number;
  /** The amount in the operation's currency, when it was paid in another. */
  readonly foreign: number | null;
  readonly index: number;
}

/** A drawn booking's particulars, with its kind and its own columns filled. */
export interface Drawn<K extends Kind> extends Fill {
  readonly kind: K;
  readonly columns: readonly string[];
}

/** What every batch's booking drawer is given: the span of days, the kinds of booking and the account's opening. */
export interface SpanOf<K extends Party> {
  readonly seed: number;
  readonly kinds: readonly K[];
  /** Bookings every statement of the account has (salary, rent, fees) on their days. */
  readonly fixed?: readonly (readonly [string, K])[];
  readonly from: string;
  readonly to: string;
  readonly count: number;
  readonly opening: number;
  readonly perBalance: boolean;
  /** Amounts in whole units (a currency printed without cents). */
  readonly whole?: boolean;
}

export interface Span<K extends Kind> extends SpanOf<K> {
  /** The value date: the booking day, or sometimes the next day. */
  readonly next?: boolean;
  readonly fill: (text: string, f: Fill) => string;
}

export interface Made<K extends Kind> {
  readonly bookings: HoldoutBooking[];
  readonly fills: Drawn<K>[];
  readonly closing: number;
}

/** How one batch draws the details the batches were written to draw differently. */
export interface DrawRules {
  /** A card payment is made 0 to cardDays − 1 days before it is booked. */
  readonly cardDays: number;
  /** A payment day before the span's first day: kept, moved to the first day, or the booking day instead. */
  readonly early: "keep" | "first" | "booking";
  /** Clock times to the second. */
  readonly seconds?: boolean;
}

const DAY = 86_400_000;
export const stamp = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
export const shift = (d: string, days: number) => new Date(stamp(d) + days * DAY).toISOString().slice(0, 10);

/** The bookings' days and kinds: the fixed ones and `count` drawn over the span, in date order. */
export function bookingDays<K extends Party>(span: SpanOf<K>, next: () => number): { date: string; kind: K }[] {
  const days = Math.round((stamp(span.to) - stamp(span.from)) / DAY) + 1;
  const drawn = Array.from({ length: span.count }, () => ({ date: shift(span.from, Math.floor(next() * days)), kind: span.kinds[Math.floor(next() * span.kinds.length)]! }));
  return [...(span.fixed ?? []).map(([date, kind]) => ({ date, kind })), ...drawn].sort((a, b) => a.date.localeCompare(b.date));
}

/** A batch's booking drawer: bookings over any span of days, seeded, in date order. */
export function bookingDrawer(rules: DrawRules): <K extends Kind>(span: Span<K>) => Made<K> {
  return <K extends Kind>(span: Span<K>): Made<K> => {
    const next = random(span.seed);
    const all = bookingDays(span, next);
    let balance = span.opening;
    const fills: Drawn<K>[] = [];
    const bookings = all.map(({ date, kind }, index): HoldoutBooking => {
      const raw = kind.low + next() * (kind.high - kind.low);
      const drawnValue = kind.step !== undefined ? Math.max(kind.step, Math.round(raw / kind.step) * kind.step) : span.whole === true && kind.rate === undefined ? Math.round(raw) : round2(raw);
      const foreign = kind.rate === undefined ? null : drawnValue;
      const value = kind.rate === undefined ? drawnValue : round2(drawnValue * kind.rate);
      const amount = kind.money === "in" ? value : -value;
      balance = round2(balance + amount);
      const day = kind.card === true ? shift(date, -Math.floor(next() * rules.cardDays)) : date;
      const paid = day >= span.from || rules.early === "keep" ? day : rules.early === "first" ? span.from : date;
      const hours = pad(7 + Math.floor(next() * 15));
      const minutes = pad(Math.floor(next() * 60));
      const time = rules.seconds === true ? `${hours}:${minutes}:${pad(Math.floor(next() * 60))}` : `${hours}:${minutes}`;
      const f: Fill = { date, paid, time, n: Math.floor(next() * 1e9), value, foreign, index };
      fills.push({ ...f, kind, columns: (kind.columns ?? []).map((t) => span.fill(t, f)) });
      const valueDate = span.next === true && date < span.to && next() < 0.3 ? shift(date, 1) : date;
      return { date, valueDate, lines: kind.lines.map((t) => span.fill(t, f)), amount, balance: span.perBalance ? balance : null };
    });
    return { bookings, fills, closing: balance };
  };
}

/** The balance kept only on a day's last booking, as layouts that print it once a day show it. */
export const dayEndBalances = (list: readonly HoldoutBooking[]): HoldoutBooking[] => list.map((b, i) => (list[i + 1]?.date === b.date ? { ...b, balance: null } : b));

/** Pages of rows: fewer on the first, under the address and the summary. */
export function paged<T>(list: readonly T[], first: number, rest: number): T[][] {
  return [list.slice(0, first), ...chunks(list.slice(first), rest)].filter((part) => part.length > 0);
}

export const credits = (list: readonly HoldoutBooking[]) => round2(list.filter((b) => b.amount > 0).reduce((s, b) => s + b.amount, 0));
export const debits = (list: readonly HoldoutBooking[]) => round2(list.filter((b) => b.amount < 0).reduce((s, b) => s - b.amount, 0));
/** How many bookings put money in (1) or take it out (−1). */
export const count = (list: readonly HoldoutBooking[], sign: 1 | -1) => list.filter((b) => Math.sign(b.amount) === sign).length;

export const foot = (text: string) => `<p class="foot">${text}</p>`;
/** The footer, small print and summary-box styles every page of these batches uses. */
export const STYLE = ".foot { margin-top: 6mm; font-size: 6.8pt; color: #444; } .s { font-size: 7pt; color: #555; } .box td { padding: 0.8mm 1.5mm; }";
/** The same with tighter rows, for the batches that set more rows to a page. */
export const TIGHT_STYLE = `td { padding-top: 0.7mm; padding-bottom: 0.7mm; } ${STYLE}`;

export const ddmmyyyy = (d: string, sep: string) => `${d.slice(8, 10)}${sep}${d.slice(5, 7)}${sep}${d.slice(0, 4)}`;
export const EN_MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
export const en = (v: number) => figure(v, "en");
export const de = (v: number) => figure(v, "de");
/** A reference of `size` digits (up to 27) drawn from a booking's number. */
export const digits = (n: number, size: number) => String(n).padStart(9, "0").repeat(3).slice(0, size);

/** An IBAN with its check digits worked out, so a reader that checks them finds them right. */
export function iban(country: string, bban: string): string {
  const numeric = `${bban}${country}00`.replace(/[A-Z]/gu, (c) => String(c.charCodeAt(0) - 55));
  const check = 98n - (BigInt(numeric) % 97n);
  return `${country}${String(check).padStart(2, "0")}${bban}`;
}
/** An IBAN or account number in groups of four, as statements print them. */
export const spaced = (code: string) => code.replace(/(.{4})/gu, "$1 ").trim();

/** A booking text's placeholders filled: the payment day in the layout's form, and {nK} for a K-digit reference. */
export const filler = (paid: (d: string) => string) => (t: string, f: Fill) => t.replace("{paid}", paid(f.paid)).replace(/\{n(\d+)\}/gu, (_m, k: string) => digits(f.n, Number(k)));

/** Rows are never split over two pages, and a heading over an amount column may wrap, as printed statements set them. */
export const UNBROKEN_STYLE = `${TIGHT_STYLE} tr { break-inside: avoid; } thead th.r { white-space: normal; }`;

/** A drawn booking kept with its particulars, for layouts that put bookings together after drawing them. */
export interface Row<K extends Kind> {
  readonly b: HoldoutBooking;
  readonly f: Drawn<K>;
}

export const rowsOf = <K extends Kind>(made: { bookings: HoldoutBooking[]; fills: Drawn<K>[] }): Row<K>[] => made.bookings.map((b, i) => ({ b, f: made.fills[i]! }));

/** Balances worked out again over rows put together after drawing (or none, where the layout prints none). */
export function rebalance<K extends Kind>(opening: number, list: readonly Row<K>[], perBalance: boolean): Row<K>[] {
  let balance = opening;
  return list.map((r) => {
    balance = round2(balance + r.b.amount);
    return { ...r, b: { ...r.b, balance: perBalance ? balance : null } };
  });
}

/** A charge booked as a row of its own after the row it belongs to, on the same day. */
export function charged<K extends Kind>(r: Row<K>, lineTexts: readonly string[], amount: number, columns: readonly string[]): Row<K> {
  return { b: { date: r.b.date, valueDate: r.b.date, lines: lineTexts, amount: -amount, balance: null }, f: { ...r.f, columns, value: amount, foreign: null } };
}

/** Indian grouping: 1,23,45,678.90. */
export function lakh(v: number): string {
  const [whole, cents] = Math.abs(v).toFixed(2).split(".");
  const last = whole!.slice(-3);
  const rest = whole!.slice(0, -3);
  return `${rest === "" ? last : `${rest.replace(/\B(?=(\d{2})+(?!\d))/gu, ",")},${last}`}.${cents}`;
}

/** Space thousands with a plain space, as Nordic, Czech and Polish statements print them. */
export const sp = (v: number) => figure(v, "fr").replace(/\u00A0/gu, " ");

/** A figure in a layout's form with its sign: a minus, or `plus` (none, "+") for money in. */
export const signed = (v: number, f: (v: number) => string, plus = "") => `${v < 0 ? "-" : plus}${f(v)}`;

/** Which rows of a page start a day, so a date printed once a day is printed there (and on a page's first row). */
export const firstOfDay = (list: readonly HoldoutBooking[], i: number) => i === 0 || list[i - 1]!.date !== list[i]!.date;
