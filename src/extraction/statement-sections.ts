import type { PageLayout, VisualRow } from "./page-layout.ts";
import { parseDate, parseDayMonth, type NumberHabits } from "./values.ts";

/**
 * Statements that list money in and money out in sections of their own, each under a heading
 * ("Deposits", "Withdrawals (continued)", "Checks Paid", "Abbuchungen", "Opérations au
 * débit"), print the amounts without a sign: the heading gives it, for every booking under it
 * until the next section heading or the section's total.
 */

export type Side = "debit" | "credit";

/** Words that name money out or money in as a section of a statement, per language. */
const DEBIT_WORDS = [
  "withdrawals", "withdrawal", "deductions", "deduction", "subtractions", "debits", "debit", "checks", "check", "cheques", "cheque", "payments", "charges", "fees", "purchases", "outgoings", "paid out", "money out",
  "outgoing payments", "outgoing transfers", "transfers out", "payments made", "direct debits", "standing orders", "service charges",
  "abbuchungen", "belastungen", "lastschriften", "ausgänge", "auszahlungen", "abgänge", "sollbuchungen", "sollumsätze", "zahlungsausgänge",
  "débits", "débit", "debits", "retraits", "paiements", "prélèvements", "opérations au débit", "opérations débitrices",
  "cargos", "adeudos", "retiros", "reintegros", "pagos", "salidas",
  "addebiti", "uscite", "prelievi", "pagamenti",
  "débitos", "levantamentos", "pagamentos", "saídas",
  "afschrijvingen", "uitgaven", "betalingen",
  "wypłaty", "obciążenia", "uttag", "hævninger", "udbetalinger", "uttak", "výdaje", "výběry",
];
const CREDIT_WORDS = [
  "deposits", "deposit", "credits", "credit", "additions", "receipts", "dividends", "paid in", "money in",
  "incoming payments", "incoming transfers", "transfers in", "payments received",
  "gutschriften", "eingänge", "einzahlungen", "zugänge", "habenbuchungen", "habenumsätze", "zahlungseingänge",
  "crédits", "crédit", "versements", "dépôts", "opérations au crédit", "opérations créditrices",
  "abonos", "ingresos", "depósitos", "entradas",
  "accrediti", "entrate", "versamenti",
  "créditos",
  "bijschrijvingen", "ontvangsten", "stortingen",
  "wpływy", "uznania", "insättningar", "indbetalinger", "innskudd", "příjmy", "vklady",
];
/** Words that may stand beside them in such a heading ("Other Debits", "ATM & Debit Card Withdrawals", "Deposits and Additions"). */
const OTHER_WORDS = [
  "and", "other", "others", "electronic", "atm", "card", "cards", "paid", "cleared", "your", "ach", "pos", "the", "of", "posted", "made", "account",
  "direct", "cash", "online", "banking", "substitute", "mobile", "wire", "transfers", "transfer", "bill", "debit card", "processed", "presented", "conventionally", "electronically",
  "und", "sonstige", "andere", "weitere", "et", "autres", "les", "des", "vos", "y", "otros", "otras", "e", "altri", "altre", "outros", "outras", "en", "overige", "i", "inne", "och", "og", "a", "ostatní",
];
/** What marks a heading repeated on the next page: "(continued)", "– Fortsetzung", "(suite)". */
const CONTINUED = /\s*[-–—(]?\s*(?:continued|cont'?d\.?|cont\.|fortsetzung|forts\.|suite|continuación|continua|continuação|vervolg|ciąg\s+dalszy|fortsättning|fortsat|fortsettelse|pokračování)\s*\)?\s*:?$/iu;
/** A section's sum ends it ("Total withdrawals", "Summe Gutschriften"), also stated in a sentence ("There were 11 deposits totaling $19,495.13."). */
const TOTAL = /^(?:total|totals|totaux|totale|totaal|summe|gesamt|suma|soma|razem|summa)\b|(?<![\p{L}])(?:totall?ing|totall?ed|for\s+a\s+total\s+of)(?![\p{L}])/iu;

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&").replace(/ /gu, "\\s+");
const words = (list: readonly string[]) => [...list].sort((a, b) => b.length - a.length).map(escape).join("|");
const TOKEN = new RegExp(`(?<![\\p{L}])(?:(${words(DEBIT_WORDS)})|(${words(CREDIT_WORDS)})|(${words(OTHER_WORDS)}))(?![\\p{L}])|[&+/,]`, "giu");

/**
 * The side a line names as a section heading: "debit" or "credit"; "both" for a heading that
 * names both ("Deposits and Withdrawals"); null when the line is not such a heading (any word
 * outside the vocabulary, any digit).
 */
export function sectionSide(text: string): Side | "both" | null {
  const t = text.trim().replace(CONTINUED, "").replace(/:$/u, "").trim();
  if (t === "" || /\d/u.test(t) || t.split(/\s+/u).length > 6) return null;
  let debit = false;
  let credit = false;
  let at = 0;
  for (const m of t.matchAll(TOKEN)) {
    if (t.slice(at, m.index).trim() !== "") return null;
    at = m.index + m[0].length;
    if (m[1] !== undefined) debit = true;
    if (m[2] !== undefined) credit = true;
  }
  if (t.slice(at).trim() !== "") return null;
  return debit && credit ? "both" : debit ? "debit" : credit ? "credit" : null;
}

/** What a booking row of the table is found by on the page: its date cell and its amount cell as printed. */
export interface RowKey {
  readonly date: string;
  readonly amount: string;
}

const lineText = (row: VisualRow) => row.segments.map((s) => s.text).join("  ");

/**
 * The section each booking row stands in, found by walking the pages' lines in reading order:
 * each row is looked for after the one before (by its date and amount as printed), and takes
 * the side of the last section heading passed on the way, or none (null) when no heading was
 * passed since the start or the last section's total. A section heading is a line of its own,
 * set flush with the page's dated lines or apart from their columns (centred over the table):
 * a line that starts where a column of the dated lines does, other than the first, is a wrapped
 * cell ("MOBILE DEPOSIT" under a booking's first line). Null for every row when the pages have
 * no section heading.
 */
export function sectionsOf(layouts: readonly PageLayout[], keys: readonly RowKey[], habits: NumberHabits): (Side | null)[] {
  const lines = layouts.flatMap((layout) => {
    const dated = layout.rows.filter((row) => startsWithDate(row, habits));
    const columns = dated.flatMap((row) => row.segments.slice(1).map((s) => s.box.x0));
    const wrapped = (row: VisualRow) => columns.some((x) => Math.abs(x - row.box.x0) < 3);
    return layout.rows.map((row) => ({ row, heading: row.segments.length === 1 && !wrapped(row) ? sectionSide(row.segments[0]!.text) : null }));
  });
  if (!lines.some((line) => line.heading !== null)) return keys.map(() => null);
  const out: (Side | null)[] = [];
  let next = 0;
  let side: Side | null = null;
  for (const key of keys) {
    const date = key.date.trim();
    const amount = key.amount.trim();
    const figure = new RegExp(`(?<![\\d.,'])${escape(amount)}(?![\\d])`, "u");
    const at = amount === "" ? -1 : lines.findIndex((line, i) => i >= next && line.row.segments.some((s) => figure.test(s.text)) && (date === "" || line.row.segments.some((s) => s.text.trim() === date || s.text.trim().startsWith(`${date} `))));
    if (at < 0) {
      out.push(null);
      continue;
    }
    for (let i = next; i < at; i++) {
      const heading = lines[i]!.heading;
      if (heading !== null) side = heading === "both" ? null : heading;
      else if (TOTAL.test(lineText(lines[i]!.row))) side = null;
    }
    out.push(side);
    next = at + 1;
  }
  return out;
}

function startsWithDate(row: VisualRow, habits: NumberHabits): boolean {
  const word = row.segments[0]?.text.trim().split(/\s+/u)[0] ?? "";
  return parseDayMonth(word, habits.dateOrder) !== null || (/^\d/u.test(word) && parseDate(word, habits.dateOrder) !== null);
}
