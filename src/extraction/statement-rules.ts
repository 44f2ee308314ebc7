import { topBlocks } from "./address-blocks.ts";
import { bestTable, figureIn, headingText, type ColumnRole } from "./column-roles.ts";
import type { BankStatementData, Check, Transaction } from "./extract-schemas.ts";
import { anyPhrase, headingPatterns } from "./heading-words.ts";
import { LabelledValues, type LabelHit } from "./labelled-values.ts";
import type { PageLayout, VisualRow } from "./page-layout.ts";
import { joinWrapped } from "./ruled-tables.ts";
import type { Table } from "./table.ts";
import { dateRangeIn, issueDate, monthPeriod, onlyDateIn, periodByItself, periodInHeadings, periodOf } from "./statement-periods.ts";
import { sectionSide, sectionsOf } from "./statement-sections.ts";
import { unfoldSideBySide } from "./side-by-side.ts";
import { columnRoles } from "./column-roles.ts";
import { newestFirst, statementChecks } from "./totals-checks.ts";
import { dayGroupedBookings } from "./day-groups.ts";
import { compactDate, CURRENCY_CODES, dateInPeriod, dayHeading, detectCurrency, detectHabits, parseAmount, parseDate, parseDayMonth, parseMarkedAmount, roundMoney, startsLikeDate, startsWithDate, unbracketedMark, type DateOrder, type NumberHabits } from "./values.ts";

/**
 * Bank statement fields by rules (the local engine): account details by their labels, the
 * bookings from the table whose headings name dates, amounts and balances (joined across pages),
 * money out negative whether the statement has one signed column or paid-out and paid-in columns.
 */

/*
 * Labels as words per language (English, German, French, Spanish, Italian, Portuguese, Dutch,
 * Icelandic, Polish, Swedish, Danish, Norwegian, Czech, Slovak, Finnish, Hungarian, Romanian, Croatian,
 * Turkish, Greek, Japanese, Indonesian), matched case-insensitively with any spacing (Greek also without its accents, as capitals are written).
 */
const OPENING_WORDS = [
  "opening balance", "balance brought forward", "brought forward", "balance b/f", "previous balance", "starting balance", "start balance", "beginning balance",
  "balance forward", "balance at start", "balance at the start",
  "anfangssaldo", "alter kontostand", "kontostand alt", "alter stand", "saldo alt", "alter saldo", "saldovortrag", "anfangsbestand",
  "solde initial", "solde précédent", "solde precedent", "solde au début", "solde d'ouverture", "solde d’ouverture", "ancien solde", "solde de départ",
  "saldo inicial", "saldo anterior",
  "saldo iniziale", "saldo precedente", "saldo di apertura",
  "beginsaldo", "vorig saldo", "oud saldo", "saldo vorig", "beginstand",
  "saldo początkowe", "saldo poczatkowe", "saldo otwarcia",
  "ingående saldo", "ingaende saldo", "inngående saldo", "indgående saldo", "primosaldo", "saldo primo", "primo saldo",
  "staða í upphafi tímabils", "staða í upphafi", "upphafsstaða",
  "likutis pradžiai", "pradinis likutis", "sākuma atlikums", "algsaldo",
  "počáteční zůstatek", "pocatecni zustatek", "počáteční stav", "zůstatek na začátku", "počiatočný zostatok", "začiatočný zostatok",
  "alkusaldo", "nyitó egyenleg", "nyito egyenleg", "előző egyenleg", "sold inițial", "sold initial", "sold precedent", "sold anterior",
  "početno stanje", "prethodno stanje", "devreden bakiye", "önceki bakiye", "açılış bakiyesi",
  "solde reporté", "solde reporte", "solde à nouveau", "solde a nouveau",
  "dönem başı bakiye", "dönem başı bakiyesi", "donem basi bakiye",
  "υπόλοιπο έναρξης", "υπολοιπο εναρξης", "προηγούμενο υπόλοιπο", "προηγουμενο υπολοιπο", "υπόλοιπο από μεταφορά",
  "前月繰越", "前期繰越", "前回繰越",
  "saldo awal",
];
const CLOSING_WORDS = [
  "closing balance", "balance carried forward", "carried forward", "balance c/f", "new balance", "ending balance", "end balance", "balance at end", "balance at the end",
  "endsaldo", "neuer kontostand", "kontostand neu", "neuer stand", "saldo neu", "neuer saldo", "schlusssaldo", "endbestand",
  "solde final", "solde au", "solde à la fin", "solde a la fin", "solde de clôture", "solde de cloture", "nouveau solde",
  "saldo final", "saldo actual", "saldo al cierre",
  "saldo finale", "saldo contabile finale", "saldo di chiusura",
  "eindsaldo", "nieuw saldo", "saldo nieuw", "eindstand",
  "saldo końcowe", "saldo koncowe", "saldo zamknięcia",
  "utgående saldo", "utgaende saldo", "udgående saldo", "ultimosaldo", "saldo ultimo", "ultimo saldo",
  "staða í lok tímabils", "staða í lok", "lokastaða",
  "likutis pabaigai", "galutinis likutis", "beigu atlikums", "lõppsaldo",
  "konečný zůstatek", "konecny zustatek", "konečný stav", "zůstatek na konci", "konečný zostatok",
  "loppusaldo", "záró egyenleg", "zaro egyenleg", "sold final", "završno stanje", "konačno stanje", "kapanış bakiyesi", "son bakiye",
  "solde de fermeture",
  "dönem sonu bakiye", "dönem sonu bakiyesi", "donem sonu bakiye",
  "νέο υπόλοιπο", "νεο υπολοιπο", "τελικό υπόλοιπο", "τελικο υπολοιπο", "υπόλοιπο λήξης", "υπολοιπο ληξης",
  "saldo akhir",
];

const HOLDER_LABELS = [
  /account\s*holder|s[ąa]skaitos\s*savinink\p{L}*|konta\s*tur[ēe]t[āa]js|konto\s*omanik|posiadacz(?:\s*rachunku)?|w[łl]a[śs]ciciel\s*rachunku|intestato\s*a|(?:your\s*)?account\s*name|customer\s*name|cliente|kontoinhaber(?:in)?|titulaire(?:\s*du\s*compte)?|inhaber|titular(?:\s*de\s*la\s*cuenta|\s*da\s*conta|\s*(?:de\s*)?cont)?|intestatario|titolare|rekeninghouder|ten\s*name\s*van|ad\s*soyad(?:ı)?|hesap\s*sahibi|δικαιο[ύυ]χος|口座名義人?|名義人|владел[еь]ц\p{L}*(?:\s*сч[её]та)?|власник(?:\s*рахунку)?|клієнт|vlasnik\s*računa|户名|예금주/u,
];
const NUMBER_LABELS = [
  /account\s*(?:number|no\.?|nr\.?)|acct\.?\s*no\.?|a\/c\s*(?:no\.?|number)?|kontonummer|konto-?nr\.?|n[°o]\s*de\s*compte|num[ée]ro\s*de\s*compte|n[úu]mero\s*de\s*(?:cuenta|conta)|n[º°.]?\s*de\s*cuenta|conto\s*n\.?|numero\s*(?:di\s*)?conto|n\.?\s*conto|rekeningnummer|rekening(?:\s*nr\.?)?|konto|compte|cuenta|conto|conta/u,
];
const CURRENCY_LABELS = [/currency|w[äa]hrung|devise|moneda|divisa|valuta|valută|moeda|waluta|měna|para\s*birimi|ν[όο]μισμα|通貨/u];
const PERIOD_LABELS = [/(?<![\p{L}])(?:informe\s*del\s*mes|mes|month|monat|mois|mese)(?![\p{L}])|statement\s*period|for\s*the\s*period|period|auszugszeitraum|zeitraum|p[ée]riode(?:\s*du)?|relev[ée]\s*du|per[íi]odo|periodo|periode|okres|obdob[íi]|kausi|perioada|tarih\s*aral[ıi][ğg][ıi]|περ[ίι]οδος|対象期間|照会期間|期間/u];
const OPENING_LABELS = [anyPhrase(OPENING_WORDS)];
/** A balance on a date, named without its side ("Balance as on 1 Jul 2025", "Kontostand am 31.05.2024", "Kontostand im EUR am 31.03.2025"): the first is the opening, the last the closing. */
const DATED_BALANCE_LABELS = [/(?:kontostand|kontosaldo|saldo|solde(?:\s+cr[ée]diteur|\s+d[ée]biteur)?|balance|zůstatek)(?:\s+(?:im|in|en)\s+(?:[A-Z]{3}|euros?))?\s+(?:am|vom|per|zum|au|as\s+on|as\s+of|as\s+at|on|at|a|al|à|em|op|na|k|dne)(?![\p{L}])/u];
const CLOSING_LABELS = [anyPhrase(CLOSING_WORDS)];
/** A balance named by its date alone, the date part of the label ("Saldo 30.04.2025  +1 842,17"). */
const BALANCE_ON_DATE = /(?:kontostand|kontosaldo|saldo|solde|balance|zůstatek|egyenleg|bakiye)\s+\d{1,2}[./-]\d{1,2}[./-]\d{2,4}/u;
const BANK_NAME = /\b(?:\p{L}*bank(?:en|et|as|a|i)?|banking\s+(?:group|corporation|corp\.?|company)|banque|banca|banco|caja|caixa|caisse|cassa|cr[ée]dit|sparkasse|sparekassen?|andelskassen?|bankhaus|pankki|spořitelna|bancorp|credit\s*union|building\s*society)\b|(?<![\p{L}])(?:τρ[άα]πεζα|bankası|\p{L}*банк(?:а|у|е|ом)?)(?![\p{L}])|銀行|银行|信用金庫|은행/iu;
/** A statement's own title, which may share a line with the bank's name ("Kontoauszug – Volksbank eG"). */
const STATEMENT_TITLE = /statement|auszug|relev[ée]|extrait|estratto|extracto|extrato|afschrift|overzicht|transactions|activity/iu;
/** An IBAN in groups of four on one line (a line break ends it: the postcode on the next line is not part of it). */
const IBAN = /\b([A-Z]{2}\d{2}(?:[ \u00A0]?[A-Z0-9]{4}){2,7}(?:[ \u00A0]?[A-Z0-9]{1,3})?)\b/u;
/**
 * The first IBAN in the text, without its spaces. A word run in after it ("BE21 0012 3456 7803
 * EUR", the account's currency) reads as its last group: of the lengths the groups allow, the
 * longest whose check digits hold (the remainder 1 modulo 97) is the IBAN; when none holds, the
 * whole match, as printed.
 */
function ibanIn(text: string): string | null {
  const m = IBAN.exec(text);
  if (!m) return null;
  const groups = m[1]!.split(/[ \u00A0]/u);
  for (let n = groups.length; n >= 3; n--) {
    const candidate = groups.slice(0, n).join("");
    if (candidate.length >= 15 && ibanChecks(candidate)) return candidate;
  }
  return m[1]!.replace(/\s+/gu, "");
}

/** Whether an IBAN's check digits hold: its first four characters moved to the end, letters as 10 to 35, the number is 1 modulo 97. */
function ibanChecks(iban: string): boolean {
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/gu, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/**
 * A balance carried from one page to the next ("Übertrag", "à reporter", "carried forward"), or
 * stated between bookings as the balance so far ("Zwischensaldo per 24.01.2025"): a checkpoint,
 * not a booking.
 */
const CARRIED_ROW = /^(?:[üu]e?bertrag|saldo[uü]bertrag|zwischensumme|zwischensaldo|tussensaldo|solde\s+interm[ée]diaire|saldo\s+intermedio|report|[àa]\s*reporter|report\s*(?:de\s*)?solde|carried\s*forward|brought\s*forward|c\/f|b\/f|riporto|saldo\s+(?:a\s+)?riport(?:ato|are)|a\s+riportare|overf[øo]rt\s+(?:til\s+neste|fra\s+forrige)\s+side|överfört\s+(?:till\s+nästa|från\s+föregående)\s+sida|suma\s*y\s*sigue|suma\s*anterior|transporte|przeniesienie|z\s*przeniesienia|(?:σε|απ[όο])\s+μεταφορ[άα]|εκ\s+μεταφορ[άα]ς|nakli\s+yek[üu]n|次(?:頁|ページ)へ?繰越|前(?:頁|ページ)より?繰越)(?![\p{L}])/iu;
/**
 * A balance named without saying which ("Kontostand am 29.02.2024", "SOLDE CREDITEUR AU 30.04.2024",
 * "Kontostand"): where it stands says which, the opening before the first booking, the closing after.
 */
const BALANCE_ROW = /^(?:kontostand|kontosaldo|saldo|solde(?:\s+(?:cr[ée]diteur|d[ée]biteur|en\s+(?:votre|notre)\s+faveur))?|balance|account\s+balance|zůstatek)(?:\s*$|\s*[,:]|\s+(?:am|vom|per|zum|au|le|du|on|at|as\s+(?:of|at)|a|al|à|em|op|na|k|dne|pr\.?|fra|från|i)(?![\p{L}])|\s+\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\s+\d{4}-\d{2}-\d{2})/iu;
/** A debit balance ("solde débiteur", "solde en notre faveur", the bank's favour): below zero whatever the sign of its figure. */
const DEBIT_BALANCE = /d[ée]biteur|en\s+notre\s+faveur|\bdebit\b|\bSoll\b/iu;
/** A text that starts with a date, perhaps after a word ("vom 31.01.2024", "per 31.05.2024:", "on 1 Jul 2025"). */
const DATE_FIRST = /^(?:\p{L}{1,4}\s+)?(?:\d{4}-\d{2}-\d{2}|\d{1,2}(?:[./-]\d{1,2}[./-]\d{2,4}|\s+\p{L}{3,9}\.?\s+\d{4})|\p{L}{3,9}\.?\s+\d{1,2},?\s+\d{4})\b/u;
/** A text that is a date and nothing more ("1 April 2025", "31.05.2024:"). */
const DATE_ONLY = (text: string, habits: NumberHabits) => text.trim().length <= 24 && parseDate(text, habits.dateOrder) !== null && !AMOUNT_WITH_CENTS.test(text);
/** A booking's side written alone in a cell: money out (debit) or in (credit). */
const SIDE_WORD = /^(?:af|bij|s|h|soll|haben|d|c|k|dr|cr|debit|credit|débit|crédit|debet|kredit|kreditas|debetas)$/iu;
const DEBIT_SIDE = /^(?:af|s|soll|d|dr|debit|débit|debet|debetas|[-−])$/iu;
/**
 * The sums of a table's columns ("TOTAL DES OPERATIONS", "Summe", a day's "RULAJ ZI", a page's
 * "ΣΥΝΟΛΑ ΣΕΛΙΔΑΣ", "合計"): not a booking. Greek capitals are written without accents, so both
 * forms are listed.
 */
const TOTALS_ROW = /^(?:total(?:es|s)?|totaux|totale|totali|totaal|totais|summe|gesamt|zwischensumme|sous-total|subtotal|sum|summa|suma|razem|obroty|apyvarta|apgroz[īi]jums|k[äa]ive|rulaj|celkem|celkom|spolu|součet|összesen|yhteensä|i\s+alt|ukupno|toplam|ara\s+toplam|genel\s+toplam|σύνολ[οα]|συνολ[οα]|γενικ[άα]\s+σ[ύυ]νολ[οα]|合計|小計|総計|合计|小计|总计)(?![\p{L}])/iu;
const OPENING_ROW = new RegExp(`^(?:${anyPhrase(OPENING_WORDS).source})`, "iu");
const CLOSING_ROW = new RegExp(`^(?:${anyPhrase(CLOSING_WORDS).source})`, "iu");

/**
 * A holder's name after its label. A label is never a name: the rest of a label the pattern did
 * not take ("Titular cont: X" read as "cont: X", lower-case words ending in a colon) is dropped,
 * and a balance's or another field's label is no name at all, nor is a number ("Cliente: 004512"),
 * nor a bank's name.
 */
function holderName(text: string): string | null {
  const name = text.trim().replace(/^\p{Ll}[\p{L}.\s]{0,24}:\s*/u, "").replace(/^[：:]\s*/u, "");
  // A bank's name is never the holder's (the bank's letterhead beside the holder's label), nor
  // a summary's label of a balance or a total ("Total de entradas" over the period's figures).
  if (name === "" || /[:\d]/u.test(name) || BANK_NAME.test(name) || OPENING_ROW.test(name) || CLOSING_ROW.test(name) || BALANCE_ROW.test(name) || TOTALS_ROW.test(name)) return null;
  return name;
}

export function extractStatement(layouts: readonly PageLayout[], tables: readonly Table[]): BankStatementData {
  const doc = new LabelledValues(layouts);
  const text = doc.text();
  const habits = detectHabits(text);
  // A balance by its label is the whole value ("5,110.87 CR"), not a figure inside other text, or the figure after its date ("per 31.05.2024: 4.012,77 EUR").
  const money = (t: string) => parseMarkedAmount(t, habits.decimal) ?? sideMarked(t, habits) ?? (DATE_FIRST.test(t) ? endingFigure(t, habits) : null);
  // Without a stated period, the dates of the old and new balance ("Alter Kontostand vom
  // 31.01.2024", "Neuer Kontostand vom 29.02.2024") bound it, and place yearless booking dates.
  const balanceDate = (labels: RegExp[], fromEnd: boolean) => doc.find(labels, (t) => parseDate(t, habits.dateOrder), { fromEnd })?.value ?? null;
  // A label on a booking's lines is the booking's text ("PERIODO 01/10/2024 A 31/12/2024" under
  // the interest settled for a quarter), never the statement's period.
  const labelledPeriod = () => {
    for (const label of PERIOD_LABELS) {
      for (const hit of doc.hits(label)) {
        if (onBookingLines(hit, layouts.find((l) => l.page === hit.page)?.rows ?? [], habits)) continue;
        const value = doc.valueAt(hit, (t) => periodOf(t, habits) ?? dateRangeIn(t, habits) ?? monthPeriod(t));
        if (value !== null) return value;
      }
    }
    return null;
  };
  const period =
    labelledPeriod() ??
    periodByItself(layouts, habits) ??
    periodInHeadings(layouts, habits) ??
    periodFromBalances(balanceDate(OPENING_LABELS, false), balanceDate(CLOSING_LABELS, true)) ??
    periodFromBalanceRows(layouts, habits);
  // Without a period, the date the statement is issued on places the yearless booking dates.
  const issued = period === null ? issueDate(layouts, habits) : null;
  const placing = period ?? (issued !== null ? ([issued, issued] as const) : null);
  // Payments listed apart as not yet booked are no bookings, and no lines to account for.
  const pending = pendingTables(layouts, tables);
  const placed = tables.filter((t) => !pending.includes(t));
  const found = bookings(layouts, placed, habits, placing);
  // No dated booking read: a statement grouped under day headings, with no date column, may be.
  // Where it reads none, the undated bookings found stay: never fewer bookings, and none dropped unquoted.
  const grouped = found.list.every((t) => t.date === null) ? dayGroupedBookings(layouts, placed, habits) : null;
  const read = grouped === null || (grouped.list.length === 0 && found.list.length > 0) ? found : { ...found, list: grouped.list, unplaced: [...found.unplaced, ...grouped.unplaced] };
  const bank = bankName(layouts, habits);
  // Balances on a date: the figure that ends the text after the date.
  // Without those, a label that holds the date itself ("Saldo 30.04.2025"), its figure the next run.
  // The date may end the label's run and the figure stand alone in the next ("Balance on 1 April 2025  £2,480.36").
  const datedByPreposition = doc.hits(DATED_BALANCE_LABELS[0]!).flatMap((hit) => {
    const figureOnly = (t: string) => (t === hit.rest || /\p{L}{2}/u.test(t.replace(/\b[A-Z]{3}\b|(?:\b|(?<=\d))(?:CR|DR|Cr|Dr|cr|dr)\b/gu, "")) ? null : money(t));
    // The label and its date a caption over the figure, set under it ("Solde au 01/10/2025" over "846,17 €", two such side by side).
    const value = doc.valueAt(hit, (t) => (/\d{4}\b|\d[./]\d{1,2}[./]\d{2}\b/u.test(t) ? endingFigure(t, habits) : null)) ?? (DATE_ONLY(hit.rest, habits) ? (doc.valueAt(hit, figureOnly) ?? doc.valueAt({ ...hit, rest: "" }, figureOnly, { below: true })) : null);
    return value === null ? [] : [value];
  });
  const dated = datedByPreposition.length > 0 ? datedByPreposition : doc.findAll([BALANCE_ON_DATE], (t) => (/^\s*[-−+]?\d/u.test(t) ? money(t) : null));
  const openings = [...doc.findAll(OPENING_LABELS, money), ...(read.opening !== null ? [read.opening] : []), ...dated.slice(0, 1)];
  const closings = [...doc.findAll(CLOSING_LABELS, money, { fromEnd: true }), ...(read.closing !== null ? [read.closing] : []), ...dated.slice(-1)];
  const settled = settleSigns(read.list, read.unsure, openings, closings);
  const transactions = { ...read, ...settled, list: signsByBalances(settled.list, openings[0] ?? null) };
  // The bookings quoted as unsettled account for their lines as the transactions do.
  const unread = unreadBookingLines(layouts, [...transactions.list, ...transactions.left], { ...habits, dateOrder: read.dateOrder }, placing, new Set([...balanceOnlyRows(tables, habits), ...read.balanceRows.map(rowKey), ...pending.flatMap((t) => t.rows.map(rowKey))]));
  const data: Omit<BankStatementData, "checks"> = {
    kind: "BankStatement",
    bank,
    accountHolder: doc.find(HOLDER_LABELS, holderName)?.value ?? holderByPlace(layouts, bank),
    // A figure with cents beside a label that names the account ("Compte avec opérations  2 139,52", a summary's balance) is money, not its number.
    accountNumber: doc.find(NUMBER_LABELS, (t) => (/\d/u.test(t) && !MONEY_ONLY.test(t.trim()) ? t.trim() : null))?.value ?? null,
    iban: ibanIn(text),
    currency: doc.find(CURRENCY_LABELS, (t) => /^[A-Z]{3}\b/u.exec(t.trim())?.[0] ?? null)?.value ?? detectCurrency(text),
    periodFrom: period?.[0] ?? null,
    periodTo: period?.[1] ?? null,
    ...balancesOrEnds(chooseBalances(openings, closings, transactions.list), transactions.list, transactions.unplaced.length + transactions.unsettled.length + unread.length === 0),
    transactions: transactions.list,
  };
  return { ...data, checks: [...statementChecks(data, [...transactions.unplaced, ...transactions.unsettled, ...unread]), ...carriedChecks(data.openingBalance, transactions.list, transactions.carried)] };
}

/**
 * Whether a label stands on a booking's lines: a line that starts with a date, or one of the
 * lines close under such a line, each begun right of its start (the booking's text going on).
 */
function onBookingLines(hit: LabelHit, rows: readonly VisualRow[], habits: NumberHabits): boolean {
  const dated = (row: VisualRow) => startsWithDate(row.segments.map((seg) => seg.text).join("  "), habits.dateOrder);
  if (dated(hit.row)) return true;
  let below = hit.row;
  for (let k = hit.rowIndex - 1; k >= 0; k--) {
    const row = rows[k]!;
    if (below.box.y0 - row.box.y1 > 0.8 * (below.box.y1 - below.box.y0)) return false;
    if ((row.segments[0]?.box.x0 ?? Infinity) >= hit.segment.box.x0 - 3) return false;
    if (dated(row)) return true;
    below = row;
  }
  return false;
}

/** A figure with cents, as bookings print their amounts (1.234,56; 12.00-; 5,00 S). */
/** A text that is one figure with cents and nothing else ("2 139,52", "-45.20"). */
const MONEY_ONLY = /^[-−]?\d{1,3}(?:[.,' \u00A0\u202F]\d{3})*[.,]\d{2}$/u;
const AMOUNT_WITH_CENTS = /(?<![\d.,])[-−]?\d{1,3}(?:[.,' \u00A0\u202F]\d{3})*[.,]\d{2}(?:\s?[-−]|\s?(?:S|H|CR|DR|Cr|Dr|cr|dr|DB)\b)?(?![\d.,])/u;

/**
 * A whole figure printed as an amount: signed, or grouped in thousands ("-4 500", "125 000",
 * "1.250", and "8,000" where the decimal mark is a point, as yen are printed).
 */
const wholeAmount = (decimal: "." | ",") => (decimal === "." ? WHOLE_AMOUNT_COMMAS : WHOLE_AMOUNT);
const WHOLE_AMOUNT = /(?<![\d.,])(?:[-−+]\d{1,3}(?:[ \u00A0\u202F.']\d{3})*|\d{1,3}(?:[ \u00A0\u202F.']\d{3})+)(?![\d.,])/u;
const WHOLE_AMOUNT_COMMAS = /(?<![\d.,])(?:[-−+]\d{1,3}(?:[ \u00A0\u202F.',]\d{3})*|\d{1,3}(?:[ \u00A0\u202F.',]\d{3})+)(?![\d.,])/u;

/**
 * Every line of every page that reads as a booking (it starts with a date and holds an amount
 * with cents) and that no transaction read accounts for: a line of a second table, one set
 * outside the columns, a page the table finding missed. Each is quoted in `unplacedRows`, so a
 * shorter list of transactions never passes in silence. A transaction accounts for one line
 * with its date and its amount; balance lines (opening, closing, carried over) are not bookings,
 * nor are the rows `skipped` names (by their cells: balances on a day, payments not yet booked).
 */
function unreadBookingLines(layouts: readonly PageLayout[], list: readonly Transaction[], habits: NumberHabits, period: readonly [string, string] | null, skipped: ReadonlySet<string>): string[] {
  const unused = [...list];
  const out: string[] = [];
  const texts = list.flatMap((t) => (t.description === null ? [] : [t.description]));
  // A document that prints its amounts without decimals (forints, yen, pesos) on its dated lines:
  // the figures that are signed or grouped in thousands ("-4 500", "125 000", "38.450") are its amounts.
  const dated = layouts.flatMap((layout) => layout.rows.map((row) => afterBookingNumber(row, habits).segments.map((seg) => seg.text).join("  "))).filter((text) => leadingDate(text, habits.dateOrder) !== "");
  const whole = wholeAmount(habits.decimal);
  // Most dated lines decide: a figure with cents in one booking's text (a rate, "IVA 19,00%")
  // does not make a document of whole units one of cents, whose other lines would go unchecked.
  const withCents = dated.filter((text) => AMOUNT_WITH_CENTS.test(text)).length;
  const wholeOnly = dated.filter((text) => !AMOUNT_WITH_CENTS.test(text) && whole.test(text)).length;
  const wholeUnits = wholeOnly > 0 && wholeOnly > withCents;
  const amount = { test: (text: string) => AMOUNT_WITH_CENTS.test(text) || (wholeUnits && whole.test(text)) };
  for (const layout of layouts) {
    // Whether the last dated booking line on the page was left unread: the lines under it with an
    // amount and no date of their own (a day's further bookings, its date printed once) are then
    // bookings left unread too.
    let afterUnread = false;
    for (const printed of layout.rows) {
      if (skipped.has(rowKey(printed.segments.map((seg) => seg.text)))) continue;
      const row = afterBookingNumber(printed, habits);
      const first = row.segments[0]?.text.trim() ?? "";
      const dateText = leadingDate(first, habits.dateOrder);
      const dayMonth = parseDayMonth(dateText, habits.dateOrder);
      const date = dayMonth ? dateInPeriod(dayMonth, period?.[0] ?? null, period?.[1] ?? null) : startsLikeDate(dateText) ? parseDate(dateText, habits.dateOrder) : null;
      if (date === null && dayMonth === null) {
        if (afterUnread && undatedBooking(row, amount, habits, unused)) out.push(printed.segments.map((seg) => seg.text).join("  "));
        continue;
      }
      const text = row.segments.map((seg) => seg.text).join("  ");
      if (!amount.test(text.slice(dateText.length))) continue;
      // A line of a booking's text that starts with a date (the time of a card payment after it,
      // "01/02/2025 15.01 UFFICIO POSTALE"), read into that booking's description: no booking.
      if (row.segments.length === 1 && hasWords(first.slice(dateText.length)) && texts.some((t) => t.includes(first))) continue;
      // The line's first words after its date name a balance ("Saldo per 31.12.2024", "Kontostand"): no booking.
      const words = [first.slice(dateText.length).trim(), ...row.segments.slice(1).map((seg) => seg.text.trim())].find(hasWords) ?? "";
      if (OPENING_ROW.test(words) || CLOSING_ROW.test(words) || BALANCE_ROW.test(words) || CARRIED_ROW.test(words)) continue;
      // Only figures with cents account for a line: a reference number or a date beside them is no amount.
      // In a document of whole amounts, a figure under a thousand is printed without grouping ("607").
      const figures = row.segments.flatMap((seg) => seg.text.split(/\s{2,}/u)).filter((t) => amount.test(t) || (wholeUnits && /^\s*[-−+]?\d{1,3}\s*$/u.test(t))).map((t) => signedFigure(t, habits)).filter((v): v is number => v !== null).map(Math.abs);
      const at = unused.findIndex((t) => (date === null || t.date === null || t.date === date) && t.amount !== null && figures.some((f) => Math.abs(f - Math.abs(t.amount!)) < 0.005));
      afterUnread = at < 0;
      if (at >= 0) unused.splice(at, 1);
      else out.push(printed.segments.map((seg) => seg.text).join("  "));
    }
  }
  return out;
}

/** A word that names a sum anywhere in a line ("Closing totals", "PAGE TOTAL", "NAKLİ YEKÜN", "Zwischensumme"). */
const SUMS_WORD = /total|yek[üu]n|summe|somme|suma|totaal|toplam|合計|合计/iu;

/**
 * A line with no date of its own under a booking line left unread that is a booking too: words and
 * a figure with cents (alone in its run, or ending it where the columns ran together), no balance
 * or sum, and no transaction read of that amount (one is taken off the list, as a line accounts
 * for one booking).
 */
function undatedBooking(row: VisualRow, amount: { test: (text: string) => boolean }, habits: NumberHabits, unused: Transaction[]): boolean {
  const text = row.segments.map((seg) => seg.text).join("  ");
  if (row.segments.length < 2 || !hasWords(text) || !amount.test(text) || SUMS_WORD.test(text)) return false;
  const words = row.segments.map((seg) => seg.text.trim()).find(hasWords) ?? "";
  if (OPENING_ROW.test(words) || CLOSING_ROW.test(words) || BALANCE_ROW.test(words) || CARRIED_ROW.test(words)) return false;
  const figures = row.segments.map((seg) => seg.text.trim()).map((t) => (!amount.test(t) ? null : hasWords(t.replace(/\b[A-Z]{3}\b/gu, "")) ? endingFigure(t, habits) : signedFigure(t, habits))).filter((v): v is number => v !== null).map(Math.abs);
  if (figures.length === 0) return false;
  const at = unused.findIndex((t) => t.amount !== null && figures.some((f) => Math.abs(f - Math.abs(t.amount!)) < 0.005));
  if (at < 0) return true;
  unused.splice(at, 1);
  return false;
}

/** A booking's number or receipt code: digits (a check's number may carry a mark, "2213*", for a gap in the sequence), capitals with digits, or a long word of capitals ("0012", "TD7VY8E6UX", "TDLKMCZBAC"). */
const BOOKING_CODE = /^(?:\d{1,6}\*?|(?=[\p{Lu}\d]*\d)[\p{Lu}\d]{4,16}|\p{Lu}{8,16})$/u;

/**
 * A line that starts with a booking's number or receipt code ("0012  29-03-2025  Geldopneming …",
 * "TD7VY8E6UX  2025-04-29 10:50:55  Withdrawal Charge …") read
 * from the date after it, as a line that starts with its date; any other line as it is.
 */
function afterBookingNumber(row: VisualRow, habits: NumberHabits): VisualRow {
  const words = row.segments[0]?.text.trim().split(/\s+/u) ?? [];
  const code = words[0] ?? "";
  if (!BOOKING_CODE.test(code) || [OPENING_ROW, CLOSING_ROW, BALANCE_ROW, CARRIED_ROW, TOTALS_ROW].some((label) => label.test(code))) return row;
  const rest = words.length > 1 ? [{ ...row.segments[0]!, text: words.slice(1).join(" ") }, ...row.segments.slice(1)] : row.segments.slice(1);
  return rest.length > 0 && leadingDate(rest[0]!.text, habits.dateOrder) !== "" && leadingDate(row.segments[0]!.text, habits.dateOrder) === "" ? { ...row, segments: rest } : row;
}

/** A date of two or three words that names its month: "10 Mar 2025", "Mar 10, 2025", "1st April 2025". */
const WORDED_DATE = /^(?:\d{1,2}(?:st|nd|rd|th|er)?\.?\s\p{L}{3,9}\.?,?\s\d{2,4}|\p{L}{3,9}\.?\s\d{1,2}(?:st|nd|rd|th)?,?\s\d{4})$/u;

/**
 * The date a line starts with, as printed: its first word, or its first two or three words when
 * they name the month ("Mar 10", "10 Mar 2025"); "" when it starts with none. A booking's line
 * dated "Mar 10" is a booking's line as one dated "10/03" is.
 */
function leadingDate(text: string, order: DateOrder): string {
  const words = text.trim().split(/\s+/u);
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    const candidate = words.slice(0, n).join(" ");
    if (parseDayMonth(candidate, order) !== null) return candidate;
    if ((n === 1 ? startsLikeDate(candidate) : WORDED_DATE.test(candidate)) && parseDate(candidate, order) !== null) return candidate;
  }
  return "";
}

const rowKey = (cells: readonly string[]) => cells.map((c) => c.trim()).filter((c) => c !== "").join("\u0000");

/**
 * A caption that lists payments apart as not yet booked (card payments the merchant has not
 * claimed): "Pending", "Pending transactions", "Vorgemerkte Umsätze", "Opérations en cours".
 */
const PENDING = /^(?:pending|not\s+yet\s+(?:booked|posted|cleared)|unposted|uncleared|authori[sz]ations|vorgemerkt|vormerkungen|noch\s+nicht\s+gebucht|nicht\s+gebuchte|en\s+attente|op[ée]rations\s+en\s+cours|(?:movimientos|operaciones)\s+pendientes|pendientes|movimenti\s+(?:in\s+attesa|non\s+contabilizzati)|in\s+attesa|movimentos\s+pendentes|in\s+behandeling|nog\s+niet\s+verwerkt|transakcje\s+oczekujące|oczekujące|blokady)(?![\p{L}])|(?<![\p{L}])(?:pending|unposted|uncleared)\s+(?:transactions|payments|card\s+payments|items)(?![\p{L}])/iu;

/**
 * The tables of payments not yet booked: captioned so on the line just above them, or in a
 * heading row of a single cell over their column headings.
 */
function pendingTables(layouts: readonly PageLayout[], tables: readonly Table[]): Table[] {
  return tables.filter((table) => {
    const captions = table.rows.slice(0, Math.max(0, table.headerRows - 1)).filter((row) => row.filter((c) => c.trim() !== "").length === 1).map((row) => row.join(" ").trim());
    const layout = layouts.find((l) => l.page === table.pages[0]);
    const above = layout?.rows.filter((r) => r.box.y1 <= table.firstBox.y0 + 1 && table.firstBox.y0 - r.box.y1 < 30).at(-1);
    if (above && above.segments.length === 1) captions.push(above.segments[0]!.text.trim());
    return captions.some((caption) => PENDING.test(caption));
  });
}

/**
 * The rows of tables that hold only dates and balances (a daily balance summary under the
 * bookings: "Date | Balance"), by their cells: balances on a date, not bookings.
 */
function balanceOnlyRows(tables: readonly Table[], habits: NumberHabits): Set<string> {
  const out = new Set<string>();
  for (const table of tables) {
    if (table.headerRows === 0) continue;
    const roles = columnRoles(table);
    if (!roles.includes("date") || !roles.includes("balance") || roles.some((r) => r !== null && r !== "date" && r !== "balance")) continue;
    if (roles.filter((r) => r !== null).length !== roles.filter((_, c) => headingOf(table, c) !== "").length) continue;
    for (const row of table.rows.slice(table.headerRows)) if (row.some((c) => signedFigure(c, habits) !== null)) out.add(rowKey(row));
  }
  return out;
}

const headingOf = (table: Table, column: number) => table.rows.slice(0, table.headerRows).map((row) => row[column] ?? "").join(" ").trim();

/**
 * Signs that nothing printed gives (an unsigned amount, no section heading, no column or mark
 * for the side, in a column that signs none of its figures), settled by arithmetic: each by the
 * running balance (the balance it leaves less the one before it), else all at once when the
 * opening balance and the bookings with every unsettled amount in (or every one out) reach the
 * closing balance and the other way does not. What arithmetic leaves open is not guessed: those
 * bookings are left out and quoted.
 */
function settleSigns(read: readonly Transaction[], unsure: ReadonlyMap<Transaction, string>, openings: readonly number[], closings: readonly number[]): { list: Transaction[]; left: Transaction[]; unsettled: string[] } {
  if (unsure.size === 0) return { list: [...read], left: [], unsettled: [] };
  const list = read.map((t) => ({ ...t }));
  const open = new Set(list.filter((_, k) => unsure.has(read[k]!)));
  let previous: number | null = openings[0] ?? null;
  for (const t of list) {
    if (open.has(t) && t.amount !== null && t.balance !== null && previous !== null && Math.abs(Math.abs(t.balance - previous) - Math.abs(t.amount)) < 0.005 && Math.abs(t.amount) >= 0.005) {
      t.amount = roundMoney(t.balance - previous);
      open.delete(t);
    }
    previous = t.balance ?? (previous !== null && t.amount !== null && !open.has(t) ? roundMoney(previous + t.amount) : null);
  }
  if (open.size > 0) {
    const settled = roundMoney(list.filter((t) => !open.has(t)).reduce((sum, t) => sum + (t.amount ?? 0), 0));
    const size = roundMoney([...open].reduce((sum, t) => sum + Math.abs(t.amount ?? 0), 0));
    const reaches = (sign: number) => openings.some((o) => closings.some((c) => Math.abs(roundMoney(o + settled + sign * size) - c) < 0.005));
    const sign = reaches(1) && !reaches(-1) ? 1 : reaches(-1) && !reaches(1) ? -1 : 0;
    if (sign !== 0) {
      for (const t of open) t.amount = sign * Math.abs(t.amount ?? 0);
      open.clear();
    }
  }
  const quote = new Map(list.map((t, k) => [t, unsure.get(read[k]!) ?? ""]));
  return { list: list.filter((t) => !open.has(t)), left: [...open], unsettled: [...open].map((t) => quote.get(t)!) };
}

/**
 * Each booking's side as its balances prove it: where the balance before it and the balance
 * printed after it differ by its amount the other way round, its side was misread (a column's
 * heading not understood, a mark taken for a minus) and is turned. Only the two printed balances
 * decide, so a booking whose neighbour is missing or unread keeps the side it was read with.
 * A statement listed newest first is followed from its last line up.
 */
function signsByBalances(list: readonly Transaction[], opening: number | null): Transaction[] {
  const out = list.map((t) => ({ ...t }));
  const inOrder = newestFirst(out) ? [...out].reverse() : out;
  let previous = opening;
  for (const t of inOrder) {
    if (previous !== null && t.amount !== null && t.balance !== null && Math.abs(t.amount) >= 0.005) {
      const follows = Math.abs(roundMoney(previous + t.amount) - t.balance) < 0.005;
      const turned = Math.abs(roundMoney(previous - t.amount) - t.balance) < 0.005;
      if (!follows && turned) t.amount = roundMoney(-t.amount);
    }
    previous = t.balance ?? (previous !== null && t.amount !== null ? roundMoney(previous + t.amount) : null);
  }
  return out;
}

/**
 * The opening and closing balances a statement prints by no label, as its bookings' own balances
 * state them: the balance before the first booking (its balance less its amount) and the balance
 * after the last. Only where every booking line was read (none quoted) and every running balance
 * follows from the one before, so the first and last read are the period's; a balance its label
 * names is kept.
 */
function balancesOrEnds(labelled: { openingBalance: number | null; closingBalance: number | null }, list: readonly Transaction[], complete: boolean): { openingBalance: number | null; closingBalance: number | null } {
  if (!complete || list.length === 0 || (labelled.openingBalance !== null && labelled.closingBalance !== null)) return labelled;
  const inOrder = newestFirst(list) ? [...list].reverse() : list;
  const first = inOrder[0]!;
  const last = inOrder.at(-1)!;
  if (first.amount === null || first.balance === null || last.balance === null || inOrder.some((t) => t.amount === null)) return labelled;
  let running = roundMoney(first.balance - first.amount);
  for (const t of inOrder) {
    running = roundMoney(running + t.amount!);
    if (t.balance !== null && Math.abs(running - t.balance) >= 0.005) return labelled;
  }
  return { openingBalance: labelled.openingBalance ?? roundMoney(first.balance - first.amount), closingBalance: labelled.closingBalance ?? last.balance };
}

/**
 * The opening and closing balances among the figures their labels name: the first pair the
 * bookings lead from one to the other, else the first of each.
 */
function chooseBalances(openings: readonly number[], closings: readonly number[], list: readonly Transaction[]): { openingBalance: number | null; closingBalance: number | null } {
  const moved = roundMoney(list.reduce((sum, t) => sum + (t.amount ?? 0), 0));
  for (const opening of openings) {
    const closing = closings.find((c) => Math.abs(roundMoney(opening + moved) - c) < 0.011);
    if (closing !== undefined) return { openingBalance: opening, closingBalance: closing };
  }
  return { openingBalance: openings[0] ?? null, closingBalance: closings[0] ?? null };
}

/** The bank's name near the top of the first page, also when it shares a line with the title ("Statement – Coromandel Bank Ltd."). */
function bankName(layouts: readonly PageLayout[], habits: NumberHabits): string | null {
  const first = layouts[0];
  if (!first) return null;
  const rows = first.rows.slice(0, 12);
  for (const [i, row] of rows.entries()) {
    // A booking's line names other banks ("Hævning i automat Jyske Bank"), never the statement's.
    if (startsWithDate(row.segments.map((seg) => seg.text).join("  "), habits.dateOrder)) continue;
    for (const [k, segment] of row.segments.entries()) {
      const named = segment.text
        .split(/\s+[-–—|·•]\s+/u)
        .find((part) => BANK_NAME.test(part) && part.length < 60 && !STATEMENT_TITLE.test(part) && !/\d{3}/u.test(part));
      if (!named) continue;
      // The word for a bank alone is no bank's name: set a little apart from the name before it
      // ("한강" and "은행" drawn with a wide gap), the two are the name; else there is none.
      if (BANK_WORD_ONLY.test(named.trim())) {
        const before = row.segments[k - 1];
        const height = segment.box.y1 - segment.box.y0;
        if (before === undefined || segment.box.x0 - before.box.x1 > 2 * height || !/^\p{L}[\p{L} ]*$/u.test(before.text.trim())) continue;
        return `${before.text.trim()} ${named.trim()}`;
      }
      return legalName(wrappedKind(named.trim(), segment, rows.slice(i + 1)), first.rows);
    }
  }
  return null;
}

/** A bank's word and nothing else ("Bank", "Banco", "銀行", "은행"). */
const BANK_WORD_ONLY = /^(?:bank|banque|banca|banco|bankas|banka|банк|銀行|银行|은행)$/iu;

/** The share of the first page, from its top, that holds the letterhead. */
const LETTERHEAD_SHARE = 0.2;

/** A company's legal form as it ends a registered name ("Limited", "Ltd.", "Berhad", "N.A.", "S.A.", "AG", "plc"). */
const LEGAL_FORM = /(?:public\s+company\s+limited|national\s+association|limited|ltd\.?|berhad|bhd\.?|n\.\s?a\.|s\.\s?a\.\s?a\.|s\.\s?a\.(?:\s*de\s*c\.\s?v\.)?|s\.a\.u\.|s\.p\.a\.|spa|ag|plc|p\.?j\.?s\.?c\.?|p\.l\.c\.|inc\.?|llc|gmbh|se|n\.v\.|nv|b\.v\.|bv|eg|u\.a\.|corp(?:oration|\.)?|pte\.?\s*ltd\.?|co\.,?\s*ltd\.?|a\/s|asa|ab(?:\s*\(publ\))?|hf\.?|a\.ş\.|oyj|tbk|k\.k\.|sas|sarl)(?![\p{L}])/iu;

/**
 * The bank's registered name, when the letterhead prints its short name and a line of the first
 * page (the letterhead under it, or the fine print at its foot) the same name going on with its
 * legal form ("Victoria Peak Bank" over "Victoria Peak Bank (Hong Kong) Limited", "… Bank, N.A.",
 * "… Bank Berhad (3813-K)", "Kaveri Commercial Bank Ltd. · Regd. Office …"): the name up to its
 * legal form, without what follows (a registration number, the kind of institution, an address).
 * Only the same name, from a line's start, is taken: a parent company named in the fine print is
 * another name.
 */
function legalName(name: string, rows: readonly VisualRow[]): string {
  const escaped = name.replace(/[.*+?^${}()|[\]\\/]/gu, "\\$&");
  const longer = new RegExp(`^${escaped}(?:\\s*\\([^()]{1,40}\\))?(?:(?:,\\s*|\\s+)(?:${LEGAL_FORM.source})|株式会社)`, "iu");
  for (const row of rows) {
    for (const segment of row.segments) {
      const part = segment.text.trim().split(/\s+[-–—|·•]\s+/u)[0]!;
      const m = longer.exec(part);
      if (m && m[0].length > name.length) return m[0].trim();
    }
  }
  return name;
}

/** The kinds of institution named in two words, the first of which may end a line the name wraps at. */
const TWO_WORD_KIND = /(?<![\p{L}])(?:credit\s+union|building\s+society|savings\s+bank|caisse\s+populaire)$/iu;

/**
 * A bank's name wrapped after the first word of its kind ("Fraser Valley Community Credit" over
 * "Union"): the kind's second word starts the run set under it at the same x, in type of the
 * same height; the name goes on with it.
 */
function wrappedKind(name: string, segment: { box: { x0: number; y0: number; y1: number } }, below: readonly VisualRow[]): string {
  if (TWO_WORD_KIND.test(name)) return name;
  const height = segment.box.y1 - segment.box.y0;
  const under = below.flatMap((row) => row.segments).find((s) => Math.abs(s.box.x0 - segment.box.x0) < 3 && s.box.y0 > segment.box.y0);
  if (!under || under.box.y0 - segment.box.y1 > height || Math.abs(under.box.y1 - under.box.y0 - height) > 0.15 * height) return name;
  const word = /^\p{L}+/u.exec(under.text.trim())?.[0] ?? "";
  return TWO_WORD_KIND.test(`${name} ${word}`) ? `${name} ${under.text.trim()}` : name;
}

/**
 * The account holder when no label names it: the first line of the name-and-address block at the
 * top of the first page (a name over lines with house numbers or postcodes), not the bank's own.
 */
function holderByPlace(layouts: readonly PageLayout[], bank: string | null): string | null {
  const first = layouts[0];
  if (!first) return null;
  // A salutation on the line above the name ("Herrn", "Frau", "Madame") is not part of it.
  const named = topBlocks(first).map(({ lines }) => (lines.length > 2 && SALUTATION.test(lines[0]!.trim()) ? lines.slice(1) : lines));
  const block = named.map((lines) => ({ lines })).find(({ lines }) => {
    const [name, ...address] = lines;
    if (!name || address.length === 0 || address.length > 4 || !address.some((line) => /\d/u.test(line))) return false;
    const words = name.trim().split(/\s+/u);
    return words.length >= 2 && words.length <= 5 && !/\d|:/u.test(name) && holderName(name) === name.trim() && !BANK_NAME.test(name) && !STATEMENT_TITLE.test(name) && !CURRENCY_CODE.test(name) && !ACCOUNT_KIND.test(name) && (bank === null || !name.includes(bank));
  });
  return block?.lines[0]!.trim() ?? null;
}

/** A kind of account named over its number ("CUENTA DE AHORROS" over "NÚMERO 412-077310-52"): an account, not its holder. */
const ACCOUNT_KIND = /(?<![\p{L}])(?:account|cuenta|conta|compte|conto|konto|rekening|rachunek|savings|ahorros|current|checking|chequing|girokonto|sparkonto|tagesgeld)(?![\p{L}])/iu;

/** A currency's code as a word: a line holding one ("Compte privé CHF" over the IBAN) names an account, not its holder. */
const CURRENCY_CODE = new RegExp(`(?<![\\p{L}])(?:${CURRENCY_CODES})(?![\\p{L}])`, "u");

const SALUTATION = /^(?:herrn?|frau|familie|eheleute|firma|mr\.?|mrs\.?|ms\.?|miss|monsieur|madame|mademoiselle|m\.|mme\.?|mlle\.?|señora?|sr\.?|sra\.?|signora?|sig\.?(?:ra)?|de heer|mevrouw|dhr\.?|mevr\.?)$/iu;

const BOOKING_ROLES: readonly ColumnRole[] = ["date", "description", "amount", "debit", "credit", "balance"];

/** The bookings, and the balances that the table itself states on lines of their own. */
interface Carried {
  /** How many bookings come before it. */
  readonly after: number;
  readonly balance: number;
  readonly text: string;
}

function bookings(layouts: readonly PageLayout[], tables: readonly Table[], habits: NumberHabits, period: readonly [string, string] | null): { list: Transaction[]; opening: number | null; closing: number | null; unplaced: string[]; carried: Carried[]; unsure: Map<Transaction, string>; dateOrder: DateOrder; balanceRows: (readonly string[])[] } {
  const found = bestTable(tables, BOOKING_ROLES, habits, "date");
  const out = { list: [] as Transaction[], opening: null as number | null, closing: null as number | null, unplaced: [] as string[], carried: [] as Carried[], unsure: new Map<Transaction, string>(), dateOrder: habits.dateOrder, balanceRows: [] as (readonly string[])[] };
  if (!found) return out;
  const { table, roles } = found;
  const cell = (row: readonly string[], role: ColumnRole) => (roles.indexOf(role) >= 0 ? (row[roles.indexOf(role)] ?? "") : "");
  // A money cell that holds two figures with cents ("-405.83 28,937.10", columns run together
  // where a page sets them close) says not which is the amount: no figure is read from it.
  const money = (text: string) => ([...text.matchAll(new RegExp(AMOUNT_WITH_CENTS.source, "gu"))].length > 1 ? null : signedFigure(text, habits));
  // A cell of words holds no balance, whatever number it names ("Übertrag auf Blatt 2").
  const figure = (text: string) => (/\p{L}{2}/u.test(text.replace(/\b[A-Z]{3}\b|(?:\b|(?<=\d))(?:CR|DR|Cr|Dr|cr|dr|DB|OD)\b/gu, "")) ? null : money(text));
  const quote = (row: readonly string[]) => row.filter((c) => c.trim() !== "").join(" | ");
  const body = table.rows.slice(table.headerRows);
  // A booking and a value date in one cell ("02.06./03.06.", "2025.04.30. 2025.04.30."): the booking's is the first.
  const isDate = (text: string) => parseDate(text, habits.dateOrder) !== null || parseDayMonth(text, habits.dateOrder) !== null;
  const dateCell = (row: readonly string[]) => {
    // Eight digits in the date column are a date written year first ("20250603").
    const text = compactDate(cell(row, "date")) ?? cell(row, "date");
    const two = /^\s*(\S+?)(?:\s*\/\s*|\s+)(\S+)\s*$/u.exec(text);
    return two && isDate(two[1]!) && isDate(two[2]!) ? two[1]! : text;
  };
  // A date column headed by two dates ("Könyvelés dátuma / Értéknap" over each other): the value
  // date may stand under the booking date, on a line of its own with the booking's next line of text.
  const dateHeading = roles.indexOf("date") >= 0 ? headingText(table, roles.indexOf("date")) : "";
  const stackedDates = [...dateHeading.matchAll(new RegExp(DATE_WORDS.source, "giu"))].length >= 2 || BOOKING_OVER_VALUE.test(dateHeading);
  const moneyCells = (row: readonly string[]) => (["amount", "debit", "credit", "balance"] as const).some((role) => cell(row, role).trim() !== "");
  let lastBooking: Transaction | null = null;
  out.dateOrder = orderInPeriod(body.map(dateCell), habits.dateOrder, period);
  // One column of amounts (no debit and credit columns): its figures' signs, else the section a
  // booking stands in, else a mark in a column of its own, say which way the money went.
  const oneColumn = roles.includes("amount") && !roles.includes("debit") && !roles.includes("credit");
  const columnSigned = oneColumn && body.some((row) => signMarked(cell(row, "amount")));
  // A column that marks only money in ("500.00 CR", "+2.867,61") leaves money out unmarked.
  // A column of its own of nothing but "+" and "−" (both), beside the unsigned amounts: their signs.
  const signColumn = roles.findIndex((_, j) => {
    const filled = body.map((row) => (row[j] ?? "").trim()).filter((c) => c !== "");
    return filled.length >= 2 && filled.every((c) => /^[-−+]$/u.test(c)) && filled.includes("+") && filled.some((c) => c !== "+");
  });
  // A column headed as fees that no other role took, beside debit and credit columns: its figures are charges.
  // A mark after the heading that points to a footnote ("Fee*", "Charges¹") is no part of its name.
  const feeColumn = roles.includes("debit") && roles.includes("credit") ? roles.findIndex((role, j) => role === null && FEE_HEADING.test(withoutFootnoteMark(headingOf(table, j)))) : -1;
  const inMarkedOnly = columnSigned && body.every((row) => !signMarked(cell(row, "amount")) || CREDIT_MARK.test(unbracketedMark(cell(row, "amount").trim())));
  const sections = oneColumn ? sectionsOf(layouts, body.map((row) => ({ date: cell(row, "date"), amount: cell(row, "amount") })), habits) : body.map(() => null);
  // Under a heading row inside the table that names dates and balances but no amounts (a daily
  // balance summary set right under the bookings), the rows are balances on a day, not bookings.
  let balancesOnly = false;
  // The date of the last day's heading passed, for the bookings under it that print none.
  let headingDay: string | null = null;
  // Where the sums a totals row states may start: the table's start, and the rows after every
  // totals, carried or balance row (a day's, a page's, the whole statement's).
  const sumsFrom = [0];
  // A booking's text set in several columns (the other party, the kind of booking, the purpose):
  // the columns' texts in their order, each column's lines joined before the next column's.
  const textColumns = bookingTextColumns(table, roles);
  const textParts = new Map<Transaction, string[]>();
  const textOf = (row: readonly string[]) => (textColumns.length > 0 ? textColumns.map((c) => (row[c] ?? "").trim()).filter((t) => t !== "").join(" ") : cell(row, "description").trim());
  const goOn = (booking: Transaction, row: readonly string[], text: string) => {
    const parts = textParts.get(booking);
    if (parts === undefined) {
      booking.description = booking.description === null ? text : joinWrapped(booking.description, text);
      return;
    }
    textColumns.forEach((c, k) => {
      const more = (row[c] ?? "").trim();
      if (more !== "") parts[k] = parts[k] === "" ? more : joinWrapped(parts[k]!, more);
    });
    booking.description = parts.filter((t) => t !== "").join(" ");
  };
  let unplacedAtLastCarried = 0;
  // The bookings whose sign their column gave (money out or in): the balance column checks those columns' roles.
  const bySide = new Set<Transaction>();
  // The balance the rows read so far leave, where the table states one: a balance brought forward
  // that is not it opens another account's bookings (a second currency's section).
  let running: number | null = null;
  let otherAccount = false;
  body.forEach((row, k) => {
    if (otherAccount) return;
    const heading = headingRoles(row);
    if (heading !== null) {
      balancesOnly = heading.includes("balance") && !heading.some((r) => r === "amount" || r === "debit" || r === "credit");
      return;
    }
    if (balancesOnly) {
      out.balanceRows.push(row);
      return;
    }
    // A day's heading over its bookings ("Tuesday 1 April 2025" on a line of its own): their
    // date, never part of a booking's text.
    const filledCells = row.filter((c) => c.trim() !== "");
    const day = filledCells.length === 1 && !moneyCells(row) ? dayHeading(filledCells[0]!, out.dateOrder) : null;
    if (day !== null) {
      headingDay = placedDate(day, out.dateOrder, period);
      lastBooking = null;
      return;
    }
    const description = textOf(row);
    // A balance line's words may stand in another column than the descriptions' ("New balance:"
    // set under the figures); its figure is the balance, or the only one it has.
    const words = ([description, ...row].map((c) => unspaced(c.trim())).find(hasWords) ?? "").trim();
    const printed = money(cell(row, "balance"));
    const balance = printed ?? (description === "" ? row.map(figure).find((v) => v !== null) ?? null : null);
    // A balance set in the debit or the credit column (no balance column beside it): below zero in the debit's.
    const debitFigure = roles.includes("debit") ? figure(cell(row, "debit")) : null;
    const creditFigure = roles.includes("credit") ? figure(cell(row, "credit")) : null;
    const sided = printed === null && (debitFigure === null) !== (creditFigure === null) ? (debitFigure !== null ? -Math.abs(debitFigure) : Math.abs(creditFigure!)) : null;
    const carried = CARRIED_ROW.test(words) ? (balance ?? figure(cell(row, "amount")) ?? row.map(figure).filter((v) => v !== null).at(-1) ?? null) : null;
    // A balance row dated in the date column ("15 Jan 2025  BALANCE FORWARD") heads that day's
    // bookings that print no date of their own under it, as a day's heading does.
    if (carried !== null || OPENING_ROW.test(words) || (BALANCE_ROW.test(words) && !CLOSING_ROW.test(words))) {
      const day = placedDate(dateCell(row), out.dateOrder, period);
      if (day !== null) {
        headingDay = day;
        lastBooking = null;
      }
    }
    if (carried !== null) {
      // Carried before any booking, the balance brought forward is the one the bookings start from.
      if (out.list.length === 0 && out.unplaced.length === 0) out.opening ??= carried;
      unplacedAtLastCarried = out.unplaced.length;
      running = carried;
      out.carried.push({ after: out.list.length, balance: carried, text: quote(row) });
      sumsFrom.push(out.list.length);
      return;
    }
    if (OPENING_ROW.test(words)) {
      const value = balance ?? sided;
      // Its bookings, and whatever follows, are another account's: not read as this one's; their lines are quoted.
      if (out.list.length > 0 && value !== null && running !== null && Math.abs(value - running) >= 0.005) {
        otherAccount = true;
        return;
      }
      out.opening ??= value;
      running = value ?? running;
      return;
    }
    if (CLOSING_ROW.test(words)) {
      out.closing = balance ?? sided;
      running = out.closing ?? running;
      sumsFrom.push(out.list.length);
      return;
    }
    if (BALANCE_ROW.test(words)) {
      const figures = row.map(figure).filter((v): v is number => v !== null);
      const stated = printed ?? sided ?? figures.at(-1) ?? null;
      const value = stated === null ? null : DEBIT_BALANCE.test(words) ? -Math.abs(stated) : stated;
      if (out.list.length === 0) out.opening ??= value;
      else out.closing = value;
      sumsFrom.push(out.list.length);
      return;
    }
    const dateText = dateCell(row);
    const dayMonth = parseDayMonth(dateText, out.dateOrder);
    // With no date column at all, a booking's date is the one full date its text states ("Card
    // transaction …" over "29 April 2025 · Card ending in 4412 · …", as a transfer account prints them).
    const date = roles.includes("date") ? placedDate(dateText, out.dateOrder, period) : onlyDateIn(description, out.dateOrder);
    // The booking's next line in the same cells: the time it was made under its date ("14:32"),
    // or its value date stacked under the booking date; its text goes on with the booking's.
    const previousBooking = lastBooking;
    lastBooking = null;
    // The value date may be followed by a code in the same cell ("01.03.2025 559513", an authorisation's).
    const startsDated = date !== null || isDate(dateText.trim().split(/\s+/u)[0] ?? "");
    if (previousBooking !== null && !moneyCells(row) && (TIME.test(dateText) || (stackedDates && startsDated))) {
      if (description !== "") goOn(previousBooking, row, description);
      lastBooking = previousBooking;
      return;
    }
    // A line with text and neither date nor figures right under a booking goes on with its text:
    // a narrow text column (the last, after the balance) wraps beside other wrapped cells (a
    // branch's name), so the line was not joined to the booking's as a lone wrapped cell. A
    // section's heading is no such line.
    if (previousBooking !== null && !moneyCells(row) && dateText.trim() === "" && description !== "" && sectionSide(description) === null) {
      goOn(previousBooking, row, description);
      lastBooking = previousBooking;
      return;
    }
    // A table with no column for the text sets each booking's text under its date, in the date's
    // column, on lines of no figures ("Datum / Erläuterung" over "01.04.2025" and the lines of
    // its text): words that do not begin with a date go on with the booking above, whatever day
    // they name inside them (a card's day of use).
    if (previousBooking !== null && !moneyCells(row) && textColumns.length === 0 && hasWords(dateText) && !startsWithDate(dateText, out.dateOrder)) {
      goOn(previousBooking, row, dateText.trim());
      lastBooking = previousBooking;
      return;
    }
    let amount: number | null = null;
    let sure = true;
    // Debit and credit columns named by their headings say the movement; an amount column beside them is another figure (a primanota number).
    const sides: (number | null)[] = roles.includes("debit") || roles.includes("credit") ? [money(cell(row, "debit")), money(cell(row, "credit"))] : [null, null];
    // A fee charged in a column of its own beside the debit and credit columns ("Frais", "Service Fee"): money out.
    if (feeColumn >= 0 && !sides.some((v) => v !== null)) {
      const fee = money(row[feeColumn] ?? "");
      if (fee !== null) sides[0] = fee;
    }
    const fromSides = sides.some((v) => v !== null);
    // A figure that carries its own side's mark says it, whatever column it stands in (one column
    // headed "Withdrawal (Dr)/ Deposit (Cr)", taken for the debits', holding "1,842.00(Cr)").
    if (fromSides) amount = roundMoney([cell(row, "debit"), cell(row, "credit")].reduce((sum, text, k) => {
      const value = sides[k];
      if (value === null || value === undefined) return sum;
      const side = markedSide(text) ?? (k === 0 ? "debit" : "credit");
      return sum + (side === "debit" ? -Math.abs(value) : Math.abs(value));
    }, 0));
    else if (roles.includes("amount")) {
      amount = money(cell(row, "amount"));
      // The side as a word in a column of its own ("Af"/"Bij", "S"/"H", "D"/"C") beside an unsigned amount.
      const side = row.find((c, j) => roles[j] !== "description" && (SIDE_WORD.test(c.trim()) || (j === signColumn && c.trim() !== "")))?.trim();
      if (amount !== null && side !== undefined) amount = DEBIT_SIDE.test(side) ? -Math.abs(amount) : Math.abs(amount);
      else if (amount !== null && !signMarked(cell(row, "amount"))) {
        const section = sections[k];
        if (section) amount = section === "debit" ? -Math.abs(amount) : Math.abs(amount);
        else if (inMarkedOnly) amount = -Math.abs(amount);
        // Unsigned in a column that signs none of its figures: which way it went is for the arithmetic to settle.
        else if (oneColumn && !columnSigned) sure = false;
      }
    }
    if (date === null && amount === null) return;
    // A date with no amount read: no booking to give, but quoted (its figure may stand where no column was found for it).
    if (amount === null) {
      out.unplaced.push(quote(row));
      return;
    }
    // A dated row worded as a total ("Apyvarta", a turnover row dated the last day) is one when its figure is the money out or in summed.
    if ((date === null && (TOTALS_ROW.test(words) || sumsOfBookings(out.list, sumsFrom, sides, amount, printed))) || (TOTALS_ROW.test(words) && sumOfOneSide(out.list, sumsFrom, amount))) {
      // A balance beside the sums is the balance after the bookings summed (the last such, the closing).
      if (printed !== null) out.closing = printed;
      running = printed ?? running;
      // Its line, dated, is no booking line left unread.
      if (date !== null) out.balanceRows.push(row);
      sumsFrom.push(out.list.length);
      return;
    }
    // A date cell that reads as no date (a date without its year and nothing to place it, words
    // run into it): the booking is quoted, not given undated.
    if (date === null && dateText.trim() !== "") {
      out.unplaced.push(quote(row));
      return;
    }
    // A booking under an empty date cell shares the date of the one above (statements print a day's date once).
    // Under a day's heading, the heading's date.
    if (date !== null) headingDay = null;
    const sameDay = date === null && dateText.trim() === "" && amount !== null && description !== "" ? (headingDay ?? out.list.at(-1)?.date ?? null) : null;
    if (date === null && sameDay === null && description === "") {
      out.unplaced.push(quote(row));
      return;
    }
    const transaction: Transaction = { date: date ?? sameDay, description: description === "" ? null : description, amount, balance: printed };
    out.list.push(transaction);
    running = printed ?? (running !== null ? roundMoney(running + amount) : null);
    if (fromSides) bySide.add(transaction);
    if (textColumns.length > 1) textParts.set(transaction, textColumns.map((c) => (row[c] ?? "").trim()));
    lastBooking = transaction;
    if (!sure) out.unsure.set(transaction, quote(row));
  });
  // Carried after the last booking, with no line left unread after it, the balance carried forward is the closing balance.
  const lastCarried = out.carried.at(-1);
  if (out.closing === null && lastCarried !== undefined && lastCarried.after === out.list.length && out.list.length > 0 && unplacedAtLastCarried === out.unplaced.length) out.closing = lastCarried.balance;
  if (sidesReversed(out.list, bySide, out.opening)) for (const t of bySide) t.amount = t.amount === null ? null : roundMoney(-t.amount);
  const beside = sideBySide(layouts, tables, table, { ...habits, dateOrder: out.dateOrder }, period);
  out.list.push(...beside.list);
  out.unplaced.push(...beside.unplaced);
  out.balanceRows.push(...beside.balanceRows);
  return out;
}

/**
 * Whether the running balance says the money-out and money-in columns were taken the wrong way
 * round: of the bookings read from those columns whose size is the change between the balance
 * before them and their own, (nearly) all moved the balance the other way. A printed balance is
 * the arbiter of a column's side, whatever its heading was taken to say; a booking or two that
 * disagree alone are left to the running-balance check.
 */
function sidesReversed(list: readonly Transaction[], bySide: ReadonlySet<Transaction>, opening: number | null): boolean {
  let agree = 0;
  let disagree = 0;
  let previous = opening;
  for (const t of list) {
    if (bySide.has(t) && previous !== null && t.balance !== null && t.amount !== null && Math.abs(t.amount) >= 0.005) {
      const change = roundMoney(t.balance - previous);
      if (Math.abs(change - t.amount) < 0.005) agree++;
      else if (Math.abs(change + t.amount) < 0.005) disagree++;
    }
    previous = t.balance;
  }
  return disagree >= 2 && disagree > 4 * agree;
}

/** A heading over a column of fees charged ("Frais", "Service Fee", "Charges", "Gebühren", "Comisiones"). */
const withoutFootnoteMark = (heading: string) => heading.replace(/\s*[*†‡¹²³]+$/u, "");
const FEE_HEADING = /^(?:service\s+)?(?:fees?|charges?|frais|geb[üu]hren?|entgelte?|comisi[óo]n(?:es)?|commissioni|comiss[õo]es|kosten|provisione?n?)$/iu;

/** A heading over remarks on a booking ("Observaciones", "Remarks", "Bemerkungen"): part of its text when set beside the description, before the figures; after them, a note of the bank's own. */
const REMARKS_HEADING = /(?<![\p{L}])(?:remarks|observations|observaciones|observa[çc][õo]es|osservazioni|bemerkungen?|opmerkingen?|uwagi)(?![\p{L}])/iu;

/** A heading over a part of a booking's text beside the description's column: the other party, or the purpose of the payment. */
const TEXT_PART_HEADING = /(?<![\p{L}])(?:remitter|đối\s*tác|doi\s*tac|gav[ėe]jas|mok[ėe]tojas|sa[ņn][ēe]m[ēe]js|maks[āa]t[āa]js|saaja|maksja|kontrahent|odbiorca|nadawca|auftraggeber|empf[äa]nger|zahlungsempf[äa]nger|zahlungspflichtiger|beg[üu]nstigter|verwendungszweck|buchungstext|payee|payer|counterparty|beneficiary|purpose|description|narrative|details|contrepartie|b[ée]n[ée]ficiaire|donneur\s*d'ordre|motif|libell[ée]|ordenante|beneficiario|concepto|descripci[óo]n|ordinante|beneficiario|causale|descrizione|tegenpartij|naam|omschrijving|mededeling(?:en)?)(?![\p{L}])/iu;

/**
 * The columns that hold a booking's text, in their order: the description's, and beside it the
 * columns whose headings name another part of the text (the other party, the purpose) and whose
 * cells are words. Only the description's when there are no such columns.
 */
function bookingTextColumns(table: Table, roles: readonly (ColumnRole | null)[]): number[] {
  const headed = roles.indexOf("description");
  if (headed < 0 || table.headerRows === 0) return headed < 0 ? [] : [headed];
  const body = table.rows.slice(table.headerRows);
  // A column headed as the kind of transaction ("Transaction Type") took the description's role
  // by its word; a column headed as the description itself is the text.
  const named = KIND_HEADING.test(headingOf(table, headed).trim()) ? roles.findIndex((role, c) => role === null && DESCRIPTION_HEADING.test(headingOf(table, c).trim())) : -1;
  const described = named >= 0 ? named : headed;
  const words = (c: number) => {
    const cells = body.map((row) => (row[c] ?? "").trim()).filter((cell) => cell !== "");
    return cells.length >= 2 && cells.filter((cell) => /\p{L}{2}/u.test(cell.replace(/\b[A-Z]{3}\b|(?:\b|(?<=\d))(?:CR|DR|Cr|Dr|cr|dr|DB|OD)\b/gu, ""))).length >= 0.8 * cells.length;
  };
  // The other party's bank has a column of its own beside the party's ("Remitter Bank"): no part of the text.
  const firstFigures = roles.findIndex((role) => role === "amount" || role === "debit" || role === "credit" || role === "balance");
  const remarks = (c: number) => REMARKS_HEADING.test(headingOf(table, c)) && (firstFigures < 0 || c < firstFigures);
  // The kind of transaction in words of its own column ("Przelew przychodzący", "Card payment"),
  // not in codes of capitals ("DD", "BGC"): the first words of the booking's text where that text
  // stands last, after the figures, the kind set apart from it before them. Beside a text before
  // the figures, a kind's column ("Visa", "Check") is a category, no part of the text.
  const kindInWords = (c: number) => firstFigures >= 0 && described > firstFigures && KIND_HEADING.test(headingOf(table, c).trim()) && body.filter((row) => /\p{Ll}{2}/u.test(row[c] ?? "")).length >= 0.8 * body.filter((row) => (row[c] ?? "").trim() !== "").length;
  const part = (c: number) => (TEXT_PART_HEADING.test(headingOf(table, c)) || remarks(c) || kindInWords(c)) && !PARTY_BANK_HEADING.test(headingOf(table, c));
  return roles.flatMap((role, c) => (c === described || ((role === null || c === headed) && c !== described && part(c) && words(c)) ? [c] : []));
}

/** A heading that names the booking's text and nothing else ("Description", "Libellé", "Verwendungszweck"). */
const DESCRIPTION_HEADING = /^(?:description|descripci[óo]n|descrizione|descri[çc][ãa]o|beschreibung|omschrijving|libell[ée](?:\s+des\s+op[ée]rations)?|particulars|narrative|narration|details|verwendungszweck|buchungstext|concepto)$/iu;

/** A heading over the kind of transaction ("Typ transakcji", "Transaction type", "Buchungsart", "Tipo de operación"). */
const KIND_HEADING = /^(?:(?:transaction|booking|operation)\s+type|type(?:\s+of\s+transaction)?|typ(?:\s+(?:transakcji|operacji))?|rodzaj(?:\s+(?:transakcji|operacji))?|buchungsart|umsatzart|vorgang|tipo(?:\s+(?:de\s+)?(?:operaci[óo]n|operazione|movimiento|movimento|transacci[óo]n|transa[çc][ãa]o))?|type\s+d'op[ée]ration|transactietype|soort\s+transactie)$/iu;

/** A heading naming a bank, as a column of the other party's bank is headed ("Remitter Bank", "NH Đối tác", "Bank des Empfängers"). */
const PARTY_BANK_HEADING = /(?<![\p{L}])(?:bank|banque|banco|banca|NH|ng[âa]n\s*h[àa]ng)(?![\p{L}])/iu;

/** A caption that names balances ("DAILY ENDING BALANCE", "Tagessalden"): what is listed under it are balances on a day. */
const BALANCES_CAPTION = /(?<![\p{L}])(?:balances?|saldo|salden|soldes?|kontostand|bakiye|zůstatky?|egyenleg)(?![\p{L}])/iu;

/**
 * The bookings of tables printed side by side (two or three to a line, see side-by-side.ts)
 * under a caption that names their side ("CHECKS PAID"): each row's date, its amount signed by
 * the caption, the rest of its cells (the check's number) as its text. Those under a caption
 * that names balances hold balances on a day, no bookings. The main table's own rows are not
 * read again.
 */
function sideBySide(layouts: readonly PageLayout[], tables: readonly Table[], main: Table, habits: NumberHabits, period: readonly [string, string] | null): { list: Transaction[]; unplaced: string[]; balanceRows: (readonly string[])[] } {
  const out = { list: [] as Transaction[], unplaced: [] as string[], balanceRows: [] as (readonly string[])[] };
  const mainRows = new Set(main.rows.map(rowKey));
  for (const table of tables) {
    if (table === main || table.rows.slice(table.headerRows).some((row) => mainRows.has(rowKey(row)))) continue;
    // A table of its own under a caption that names its side ("Checks Presented Conventionally"
    // over "Check | Date | Ref Number | Amount") is read the same way, one booking to a row.
    const unfolded = unfoldSideBySide(table, (row) => row.some((cell) => TOTALS_ROW.test(cell.trim()))) ?? (table.headerRows === 1 ? table : null);
    if (unfolded === null) continue;
    const caption = captionAbove(layouts, table);
    if (caption !== null && BALANCES_CAPTION.test(caption)) {
      out.balanceRows.push(...table.rows.slice(table.headerRows));
      continue;
    }
    const side = caption === null ? null : sectionSide(caption);
    const roles = columnRoles(unfolded);
    if ((side !== "debit" && side !== "credit") || !roles.includes("date") || !roles.includes("amount")) continue;
    const read: number[] = [];
    for (const row of unfolded.rows.slice(1)) {
      const date = placedDate(row[roles.indexOf("date")] ?? "", habits.dateOrder, period);
      const amount = signedFigure(row[roles.indexOf("amount")] ?? "", habits);
      const text = row.filter((_, c) => roles[c] !== "date" && roles[c] !== "amount").map((cell) => cell.trim()).filter((cell) => cell !== "").join(" ");
      if (amount === null) continue;
      // An undated row whose figure is the sum of the rows above it is the table's total.
      if (date === null && read.length >= 2 && Math.abs(Math.abs(amount) - roundMoney(read.reduce((sum, v) => sum + Math.abs(v), 0))) < 0.005) continue;
      read.push(amount);
      if (date === null) {
        out.unplaced.push(row.filter((cell) => cell.trim() !== "").join(" | "));
        continue;
      }
      out.list.push({ date, description: text === "" ? null : text, amount: side === "debit" ? -Math.abs(amount) : Math.abs(amount), balance: null });
    }
  }
  return out;
}

/** The line of a single run just above a table (its caption), or null. */
function captionAbove(layouts: readonly PageLayout[], table: Table): string | null {
  const layout = layouts.find((l) => l.page === table.pages[0]);
  const above = layout?.rows.filter((r) => r.box.y1 <= table.firstBox.y0 + 1 && table.firstBox.y0 - r.box.y1 < 30).at(-1);
  return above && above.segments.length === 1 ? above.segments[0]!.text.trim() : null;
}

/** A word printed letter-spaced ("S A L D O") as the word. */
const unspaced = (text: string) => (/^(?:\p{L} ){2,}\p{L}$/u.test(text) ? text.replace(/ /gu, "") : text);

/** A cell that holds words: three letters, or two in the scripts that write a word in two (合計). */
const hasWords = (text: string) => /\p{L}{3}|[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]{2}/u.test(text);

/**
 * Whether an undated row's figures are the sums of the bookings before it, as daily, page and
 * grand totals print them whatever they are called: its debit and credit the money out and in
 * since the table's start or since a totals, carried or balance row; or, with one figure and no
 * balance beside it, the net of at least two bookings since then. A booking never fills both
 * sides, and a lone figure equal to the sum of two or more is a total, not a coincidence, when
 * no balance follows from it.
 */
function sumsOfBookings(list: readonly Transaction[], starts: readonly number[], sides: readonly (number | null)[], amount: number, balance: number | null): boolean {
  const near = (a: number, b: number) => Math.abs(a - b) < 0.005;
  for (const from of new Set(starts)) {
    const part = list.slice(from).map((t) => t.amount ?? 0);
    if (part.length === 0) continue;
    const paidOut = roundMoney(part.filter((v) => v < 0).reduce((sum, v) => sum - v, 0));
    const paidIn = roundMoney(part.filter((v) => v > 0).reduce((sum, v) => sum + v, 0));
    if (sides[0] !== null && sides[1] !== null && near(Math.abs(sides[0]!), paidOut) && near(Math.abs(sides[1]!), paidIn)) return true;
    if (part.length >= 2 && balance === null && near(amount, roundMoney(paidIn - paidOut))) return true;
  }
  return false;
}

/** Whether a figure is the money out (below zero) or the money in of at least two bookings since the table's start or a totals, carried or balance row. */
function sumOfOneSide(list: readonly Transaction[], starts: readonly number[], amount: number): boolean {
  for (const from of new Set(starts)) {
    const side = list.slice(from).map((t) => t.amount ?? 0).filter((v) => (amount < 0 ? v < 0 : v > 0));
    if (side.length >= 2 && Math.abs(roundMoney(side.reduce((sum, v) => sum + v, 0)) - amount) < 0.005) return true;
  }
  return false;
}

/**
 * A date column's heading that names the booking and the value date by their short names, one
 * over the other or split by a slash ("Buchung/Wert", "Booking / Value", "Opération Valeur"): two
 * dates stacked in its cells, the booking's (named first) on top.
 */
const BOOKING_OVER_VALUE = /^(?:buchung(?:stag|sdatum)?|bu\.?-?tag|booking|posting|posted|transaction|trans\.?|op[ée]ration|op[ée]r\.?|operazione|operaci[óo]n|boeking|datum|date|data|fecha)\s*\/?\s*(?:wert(?:stellung)?|valuta|value|valeur|valor|val\.?|valutadatum|rentedatum)$/iu;

const ROLE_WORDS = headingPatterns();
const DATE_WORDS = ROLE_WORDS.find((p) => p.role === "date")!.strong;
/** A time of day as printed under a booking's date ("14:32", "08:05:59", "12:30:15 WIB", "2:41 PM"). */
const TIME = /^\s*\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s*(?:[AaPp]\.?[Mm]\.?|[A-Z]{2,5}|(?:UTC|GMT)[+-]\d{1,2}(?::?\d{2})?))?\s*$/u;

/** The roles a row of the table's body names when it is a heading row (every filled cell a heading's words, no figure), or null. */
function headingRoles(row: readonly string[]): (ColumnRole | null)[] | null {
  const filled = row.filter((c) => c.trim() !== "");
  if (filled.length < 2 || filled.some((c) => /\d/u.test(c))) return null;
  const roles = row.map((c) => (c.trim() === "" ? null : (ROLE_WORDS.find((p) => p.strong.test(c))?.role ?? null)));
  return roles.filter((r) => r !== null).length === filled.length ? roles : null;
}

/** A booking's date: a full date as printed, or a day and month placed in the period. */
function placedDate(text: string, order: DateOrder, period: readonly [string, string] | null): string | null {
  const dayMonth = parseDayMonth(text, order);
  return dayMonth ? dateInPeriod(dayMonth, period?.[0] ?? null, period?.[1] ?? null) : parseDate(text, order);
}

/**
 * The order of day and month in the booking dates ("01/03" is 1 March or 3 January): the one the
 * document's figures show, unless the other puts more of the dates inside the stated period (a
 * period that is only the date the statement was issued on settles nothing).
 */
function orderInPeriod(texts: readonly string[], order: DateOrder, period: readonly [string, string] | null): DateOrder {
  if (period === null || period[0] === period[1]) return order;
  const inside = (o: DateOrder) => texts.filter((t) => /^\s*\d{1,2}(?:[/-]\d{1,2}|\s\d{2}\s*$)/u.test(t)).map((t) => placedDate(t, o, period)).filter((d) => d !== null && d >= period[0] && d <= period[1]).length;
  const other: DateOrder = order === "DMY" ? "MDY" : "DMY";
  return inside(other) > inside(order) ? other : order;
}

/** The side a CR or DR mark after a figure names ("1,842.00(Cr)", "153.77 DR"), or null for none. */
function markedSide(text: string): "debit" | "credit" | null {
  const t = unbracketedMark(text.trim());
  return /(?<=[\d\s])(?:CR|Cr|cr)\.?$/u.test(t) ? "credit" : /(?<=[\d\s])(?:DR|Dr|dr)\.?$/u.test(t) ? "debit" : null;
}

/** An amount marked as money in: "CR" (or "Cr", "H", "C") after it, or a plus before or after it. */
const CREDIT_MARK = /^\+|(?:\+|(?<=[\d\s])(?:CR|Cr|cr|H|C)\.?)$/u;

/** Whether an amount as printed carries its side: a sign before or after it, brackets, or a CR/DR (S/H, D/C) mark. */
function signMarked(text: string): boolean {
  const t = unbracketedMark(text.trim()).replace(/[€$£¥₹]|\b[A-Z]{3}\b/gu, "").trim();
  return /^[-−+(]|[-−+)]$|(?<=[\d\s])(?:CR|DR|Cr|Dr|cr|dr|DB|OD|S|H|D|C)\.?$/u.test(t);
}

/** The amount with cents a text ends with ("1 Jul 2025 : 1,54,320.10", "31.05.2024: 4.012,77 EUR"), or null. */
function endingFigure(text: string, habits: NumberHabits): number | null {
  const m = /([-−]?\d[\d.,' \u00A0]*[.,]\d{2}\s*(?:[-−]|S|H|CR|DR)?)\s*(?:[A-Z]{3}|[€$£])?\s*$/u.exec(text.trim());
  if (!m) {
    // Whole units grouped by thousands with the mark the document does not write decimals with
    // ("187.455 kr." where the decimal mark is a comma), a local sign after them.
    const whole = /(?<![\d.,])([-−]?\d{1,3}(?:([.,])\d{3})+)\s*(?:[A-Z]{3}|[€$£]|kr\.?|Kč|zł|Ft|lei)?\s*$/u.exec(text.trim());
    return whole && whole[2] !== habits.decimal ? parseAmount(whole[1]!, habits.decimal) : null;
  }
  const figure = m[1]!.trim();
  return sideMarked(figure, habits) ?? parseMarkedAmount(figure, habits.decimal) ?? parseAmount(figure, habits.decimal);
}

/** An amount with its sign however written: -12.00, 12.00-, (12.00), 12.00 DR; CR is money in. */
function signedFigure(printed: string, habits: NumberHabits): number | null {
  const text = unbracketedMark(printed);
  // A date is no amount ("01-02-2025" is not minus 2025), nor is a day and month ("03/06", and
  // "03.06" where decimals are written with a comma).
  if (/^\s*\d{1,4}[./-]\d{1,2}[./-]\d{1,4}\.?\s*$/u.test(text) || /^\s*\d{1,2}\.\d{1,2}\.\s*$/u.test(text) || /^\s*\d{1,2}[/-]\d{1,2}\s*$/u.test(text)) return null;
  if (habits.decimal === "," && /^\s*\d{1,2}\.\d{2}\s*$/u.test(text) && parseDayMonth(text, habits.dateOrder) !== null) return null;
  // The side's mark may follow the figure without a space ("853.38Dr"); "OD" marks a balance overdrawn ("73.18 OD").
  const debit = /(?:(?<=\d)|\b)(?:DR|Dr|dr|DB|OD|O\/D|S|D)\s*$/u.test(text.trim());
  const value = figureIn(text.replace(/(?:(?<=\d)|\b)(?:DR|Dr|dr|DB|OD|O\/D|CR|Cr|cr|S|H|D|C)\s*$/u, ""), "last", habits.decimal);
  if (value === null) return null;
  return debit ? -Math.abs(value) : value;
}

/**
 * The dates of the first and last lines that state a balance on a date ("Kontostand am
 * 29.02.2024", "SOLDE CREDITEUR AU 31.05.2024"): they bound the bookings between them, and place
 * the booking dates a statement prints without their year.
 */
function periodFromBalanceRows(layouts: readonly PageLayout[], habits: NumberHabits): [string, string] | null {
  const dates: string[] = [];
  for (const layout of layouts) {
    for (const row of layout.rows) {
      const words = row.segments.map((seg) => seg.text).join(" ").trim();
      if (!BALANCE_ROW.test(words) && !OPENING_ROW.test(words) && !CLOSING_ROW.test(words)) continue;
      const dated = /\b(\d{1,2}[./-]\d{1,2}[./-]\d{2,4})\b/u.exec(words);
      const date = dated ? parseDate(dated[1]!, habits.dateOrder) : null;
      if (date !== null) dates.push(date);
    }
  }
  return dates.length >= 2 ? periodFromBalances(dates[0]!, dates.at(-1)!) : null;
}

function periodFromBalances(opening: string | null, closing: string | null): [string, string] | null {
  return opening !== null && closing !== null && opening <= closing ? [opening, closing] : null;
}

/** A balance marked S (Soll, debit: negative) or H (Haben, credit) after it, as German banks print them: "1.834,12 H"; or its side in words in brackets after it: "€ 21.384,90 (credit)". */
function sideMarked(text: string, habits: NumberHabits): number | null {
  // The side as a word in brackets after the figure ("€ 21.384,90 (credit)", "1.204,10 (debet)").
  const bracketed = /^(.*\d)\s*\(\s*([\p{L}]+)\s*\)$/u.exec(text.trim());
  if (bracketed && SIDE_WORD.test(bracketed[2]!)) {
    const value = parseMarkedAmount(bracketed[1]!, habits.decimal);
    return value === null ? null : DEBIT_SIDE.test(bracketed[2]!) ? -Math.abs(value) : Math.abs(value);
  }
  const m = /^(.*\d)\s*([SH])$/u.exec(text.trim());
  if (!m) return null;
  const value = parseMarkedAmount(m[1]!, habits.decimal);
  return value === null ? null : m[2] === "S" ? -Math.abs(value) : Math.abs(value);
}

/**
 * The balance carried from page to page must be the opening balance plus the bookings before it:
 * a gap means bookings were missed (or misread) on the way, and is reported with the first
 * carried line that does not follow.
 */
function carriedChecks(opening: number | null, list: readonly Transaction[], carried: readonly Carried[]): Check[] {
  if (opening === null || carried.length === 0) return [];
  let wrong: { line: Carried; expected: number } | null = null;
  for (const line of carried) {
    const expected = roundMoney(opening + list.slice(0, line.after).reduce((sum, t) => sum + (t.amount ?? 0), 0));
    if (Math.abs(expected - line.balance) >= 0.005) {
      wrong = { line, expected };
      break;
    }
  }
  if (!wrong) return [{ check: "carriedBalance", ok: true, expected: null, actual: null, detail: `All ${carried.length} balances carried between pages follow from the bookings.` }];
  return [{ check: "carriedBalance", ok: false, expected: wrong.expected, actual: wrong.line.balance, detail: `The balance carried over ("${wrong.line.text}") should be ${wrong.expected.toFixed(2)} after the bookings read before it, but the document prints ${wrong.line.balance.toFixed(2)}: bookings were missed or misread before it.` }];
}
