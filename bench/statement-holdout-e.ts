import { esc, figure, lines, MONTHS, page, pad, random, round2, sumTo, type HoldoutBooking, type HoldoutStatement, type HoldoutTruth, type Party } from "./statement-holdout.ts";
import { bookingDays, credits, dayEndBalances, debits, foot, paged, shift, STYLE, type SpanOf } from "./statement-holdout-kit.ts";

/**
 * A fifth held-out batch of bank statements, written after the rules were changed for batches A,
 * B and C and left alone for D, and committed before it was read: it was written without looking
 * at the rules or running them on it, so its first reading is a measurement of layouts the rules
 * have never seen. Layouts unlike the 29 before it: a Czech bank's with unpadded "3.2.2025" dates,
 * the counter-account and the variable and constant symbols in columns of their own and card
 * texts that name a foreign amount and its rate; a Norwegian savings bank's with "Ut av konto" and
 * "Inn på konto" columns, yearless dates, the opening balance and the carries printed as rows in
 * the money-in column and card texts that repeat the amount and a "Kurs"; a Hungarian bank's in
 * forints without decimals, "2025.04.03." dates with the value date under the booking date in the
 * same cell; a South African bank's over two months with yearless "17 Jan" dates, credits marked
 * "Cr" and debits unmarked, an overdrawn balance marked "Dr" and an accrued-charges column; a
 * Mexican bank's over the turn of the year with "16/DIC" dates, two balance columns filled on a
 * day's last movement only and a summary that counts the movements; an Indian bank's with dd/mm/yy
 * dates, UPI narrations split over two lines, a reference column, lakh grouping and the opening
 * balance only in a summary row at the very end; a fintech's export with the time under the date,
 * a category column, "-€12.40" amounts, a summary table and pending card payments that are not
 * bookings; an Italian bank's quarter over three pages with a causale-code column, "Dare/Avere",
 * a closing fees booking whose text is full of figures and "saldo riportato" carries; a Belgian
 * bank's in French with an operation-number column, yearless "03-09" dates and structured
 * "+++…+++" communications. Every page repeats a header and a footer.
 */

/** A kind of booking, with what the layout prints beside its text. */
interface Kind extends Party {
  /** Amounts in whole steps (cash, rounded transfers). */
  readonly step?: number;
  /** Paid in another currency at this rate; the text prints the foreign amount as {fx}. */
  readonly rate?: number;
  /** A card payment: the text may name the day of the purchase ({day}), up to two days before the booking. */
  readonly card?: boolean;
  /** Printed in columns of their own (a code, a category, a charge, a reference), not part of the booking text. */
  readonly columns?: readonly string[];
}

interface Span extends SpanOf<Kind> {
  /** The value date: the booking day, sometimes the next day, or a card's purchase day. */
  readonly value: "same" | "next" | "card";
  readonly month: (date: string) => string;
  readonly amount: (value: number) => string;
  readonly day: (date: string) => string;
  readonly ref: (date: string, n: number) => string;
}

interface Made {
  readonly bookings: HoldoutBooking[];
  /** Per booking, the layout's own columns from its kind. */
  readonly columns: string[][];
  /** Per booking, the clock time some layouts print. */
  readonly times: string[];
  readonly closing: number;
}

/** Bookings over any span of days (a statement period need not be a calendar month), seeded. */
function spanBookings(span: Span): Made {
  const next = random(span.seed);
  const all = bookingDays(span, next);
  let balance = span.opening;
  const columns: string[][] = [];
  const times: string[] = [];
  const bookings = all.map(({ date, kind }): HoldoutBooking => {
    const raw = kind.low + next() * (kind.high - kind.low);
    const foreign = kind.rate === undefined ? 0 : round2(raw / kind.rate);
    const value = kind.rate !== undefined ? round2(foreign * kind.rate) : kind.step !== undefined ? Math.max(kind.step, Math.round(raw / kind.step) * kind.step) : span.whole === true ? Math.round(raw) : round2(raw);
    const amount = kind.money === "in" ? value : -value;
    balance = round2(balance + amount);
    const ref = span.ref(date, Math.floor(next() * 1e9));
    const day = kind.card === true ? shift(date, -Math.floor(next() * 3)) : date;
    const clock = `${pad(7 + Math.floor(next() * 15))}:${pad(Math.floor(next() * 60))}`;
    const fill = (t: string) => t.replace("{ref}", ref).replace("{month}", span.month(date)).replace("{amount}", span.amount(value)).replace("{fx}", span.amount(foreign)).replace("{day}", span.day(day)).replace("{time}", clock);
    const valueDate = span.value === "card" ? day : span.value === "next" && date < span.to && next() < 0.3 ? shift(date, 1) : date;
    columns.push((kind.columns ?? []).map(fill));
    times.push(clock);
    return { date, valueDate, lines: kind.lines.map(fill), amount, balance: span.perBalance ? balance : null };
  });
  return { bookings, columns, times, closing: balance };
}

const col = (columns: readonly string[] | undefined, i: number) => esc(columns?.[i] ?? "");
const comma = (v: number) => v.toFixed(2).replace(".", ",");

// ---------------------------------------------------------------- Czech

const CZ_MONTHS = ["leden", "únor", "březen", "duben", "květen", "červen", "červenec", "srpen", "září", "říjen", "listopad", "prosinec"];
const CZ_CARD = "Karta 5168 **** **** 2291, {day}";
const CZ: readonly Kind[] = [
  { lines: ["Platba kartou", "ALBERT HYPERMARKET BRNO", CZ_CARD], money: "out", low: 90, high: 1800, card: true },
  { lines: ["Platba kartou", "LIDL DEKUJE ZA NAKUP BRNO", CZ_CARD], money: "out", low: 80, high: 1400, card: true },
  { lines: ["Platba kartou", "DM DROGERIE MARKT BRNO", CZ_CARD], money: "out", low: 60, high: 950, card: true },
  { lines: ["Platba kartou", "ROHLIK.CZ PRAHA 8", CZ_CARD], money: "out", low: 400, high: 2600, card: true },
  { lines: ["Výběr z bankomatu", "ATM KB JOŠTOVA 4 BRNO", CZ_CARD], money: "out", low: 500, high: 4000, step: 100, card: true },
  { lines: ["Platba kartou", "LÉKÁRNA U ANDĚLA BRNO", CZ_CARD], money: "out", low: 60, high: 900, card: true },
  { lines: ["Příchozí platba", "Jana Dvořáková", "Vrácení za dovolenou"], money: "in", low: 500, high: 6000, step: 10, columns: ["1987654321/0800", "", ""] },
  { lines: ["Odchozí okamžitá platba", "Tomáš Horák", "Lístky na hokej"], money: "out", low: 300, high: 1600, step: 10, columns: ["2101234567/2010", "", ""] },
];
const CZ_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-02-04", { lines: ["Platba kartou", "BOOKING.COM AMSTERDAM", "Původní částka {fx} EUR, kurz 25,085"], money: "out", low: 5030, high: 5030, rate: 25.085 }],
  ["2025-02-12", { lines: ["Příchozí platba", "MORAVSKÉ STROJÍRNY a.s.", "Mzda za {month}"], money: "in", low: 46210, high: 46210, columns: ["123-4567890217/0100", "202501", "0138"] }],
  ["2025-02-17", { lines: ["Inkaso", "innogy Energie, s.r.o.", "Záloha plyn"], money: "out", low: 1540, high: 1540, columns: ["2017530013/2700", "{ref}", "0558"] }],
  ["2025-02-20", { lines: ["Odchozí platba", "T-Mobile Czech Republic a.s.", "Vyúčtování služeb"], money: "out", low: 649, high: 649, columns: ["280000281/0300", "{ref}", "0308"] }],
  ["2025-02-15", { lines: ["Trvalý příkaz", "SVJ Údolní 41, Brno", "Zálohy na služby a fond oprav"], money: "out", low: 4380, high: 4380, columns: ["2600123987/2010", "41012", "0308"] }],
  ["2025-02-28", { lines: ["Poplatek za vedení účtu"], money: "out", low: 99, high: 99 }],
];

/** A Czech bank: "Zaúčtováno | Provedeno | Transakce | Protiúčet | VS | KS | Částka", unpadded d.m.yyyy dates, space thousands, a summary box, 3 pages. */
function czechBank(): HoldoutStatement {
  const opening = 48215.3;
  const cz = (d: string) => `${Number(d.slice(8, 10))}.${Number(d.slice(5, 7))}.${d.slice(0, 4)}`;
  const made = spanBookings({ seed: 13101, kinds: CZ, fixed: CZ_FIXED, from: "2025-02-01", to: "2025-02-28", count: 36, opening, perBalance: false, value: "card", month: (d) => `${CZ_MONTHS[Number(d.slice(5, 7)) - 2]!} ${d.slice(0, 4)}`, amount: comma, day: cz, ref: (_d, n) => String(1_000_000_000 + n) });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Vltavská banka, a.s.", accountHolder: "Petr Dvořák", iban: "CZ4861000000002400123456", currency: "CZK", periodFrom: "2025-02-01", periodTo: "2025-02-28", openingBalance: opening, closingBalance: closing, bookings };
  const czk = (v: number) => `${v < 0 ? "-" : ""}${figure(v, "fr")}`;
  const pages = paged(bookings.map((b, i) => ({ b, c: made.columns[i] })), 12, 15);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:12pt">Vltavská banka, a.s.</b><br>Na Příkopě 28, 110 00 Praha 1</td><td>Výpis z účtu č. 2/2025<br>účet 2400123456/6100 · Strana ${p + 1} z ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:5mm"><tr><td style="width:55%">Petr Dvořák<br>Údolní 41<br>602 00 Brno</td><td>Majitel účtu: Petr Dvořák<br>Číslo účtu: 2400123456/6100<br>IBAN: CZ48 6100 0000 0024 0012 3456<br>BIC: VLTBCZPP<br>Období: 1.2.2025 – 28.2.2025<br>Měna: CZK</td></tr></table>
  <table class="box" style="width:55%;margin-bottom:5mm;border:1px solid #999"><tr><td>Počáteční zůstatek</td><td class="r">${czk(opening)}</td></tr><tr><td>Příjmy (${bookings.filter((b) => b.amount > 0).length})</td><td class="r">+${figure(credits(bookings), "fr")}</td></tr><tr><td>Výdaje (${bookings.filter((b) => b.amount < 0).length})</td><td class="r">-${figure(debits(bookings), "fr")}</td></tr><tr><td><b>Konečný zůstatek</b></td><td class="r"><b>${czk(closing)}</b></td></tr></table>`
          : ""
      }`;
      const rows = list.map(({ b, c }) => `<tr><td class="nw">${cz(b.date)}</td><td class="nw">${cz(b.valueDate)}</td><td class="nw">${lines(b.lines)}</td><td class="nw">${col(c, 0)}</td><td>${col(c, 1)}</td><td>${col(c, 2)}</td><td class="r">${czk(b.amount)}</td></tr>`).join("");
      const end = last ? `<p style="margin-top:4mm">Zůstatek k 28.2.2025: <b>${czk(closing)} CZK</b></p>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th>Zaúčtováno</th><th>Provedeno</th><th>Transakce</th><th>Protiúčet</th><th>VS</th><th>KS</th><th class="r">Částka (CZK)</th></tr></thead><tbody>${rows}</tbody></table>${end}${foot(`Vltavská banka, a.s., IČO 47115289, zapsaná v obchodním rejstříku vedeném Městským soudem v Praze, oddíl B, vložka 2281 · Infolinka 800 120 120 · Strana ${p + 1} z ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "e-cz-bank", layout: "Zaúčtováno/Provedeno unpadded d.m.yyyy, Protiúčet/VS/KS columns, one signed amount with space thousands, summary box, FX rate in card texts, 3 pages", html: page(`${STYLE} body { font-size: 7.8pt; } thead th { border-bottom: 1.5px solid #c00; }`, body), truth };
}

// ---------------------------------------------------------------- Norwegian

const NO_MONTHS = ["januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "desember"];
const NO: readonly Kind[] = [
  { lines: ["Varer", "*4471 {day} NOK {amount} REMA 1000 GRUNERLOKKA", "Kurs: 1,0000"], money: "out", low: 45, high: 900, card: true },
  { lines: ["Varer", "*4471 {day} NOK {amount} KIWI 512 TORSHOV", "Kurs: 1,0000"], money: "out", low: 30, high: 650, card: true },
  { lines: ["Varer", "*4471 {day} NOK {amount} RUTER AS OSLO", "Kurs: 1,0000"], money: "out", low: 42, high: 900, card: true },
  { lines: ["Varer", "*4471 {day} NOK {amount} VINMONOPOLET STORO", "Kurs: 1,0000"], money: "out", low: 180, high: 900, card: true },
  { lines: ["Vipps", "Vipps*Oslo Sportslager AS"], money: "out", low: 200, high: 1800 },
  { lines: ["Vipps", "Fra: Ola Nordmann", "Middag fredag"], money: "in", low: 150, high: 600, step: 10 },
  { lines: ["Minibank", "*4471 {day} NOK {amount} SPAREBANK TORGGATA", "Kurs: 1,0000"], money: "out", low: 200, high: 2000, step: 100, card: true },
  { lines: ["Overføring", "Fra sparekonto 3201.45.11223"], money: "in", low: 1000, high: 5000, step: 500 },
];
const NO_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-03-01", { lines: ["Nettgiro", "Til: Obos Eiendomsforvaltning AS", "Husleie {month}"], money: "out", low: 12450, high: 12450 }],
  ["2025-03-11", { lines: ["Visa", "*4471 {day} EUR {fx} BOOKING.COM AMSTERDAM", "Kurs: 11,6240"], money: "out", low: 2890, high: 2890, rate: 11.624, card: true }],
  ["2025-03-14", { lines: ["Giro", "Hafslund Strøm AS", "KID {ref}"], money: "out", low: 1873.4, high: 1873.4 }],
  ["2025-03-20", { lines: ["Lønn", "Fra: Bergen Skipsverft AS", "Lønn {month}"], money: "in", low: 41250, high: 41250 }],
];

/** A Norwegian savings bank: "Dato | Forklaring | Rentedato | Ut av konto | Inn på konto", yearless dd.mm, balances and carries as rows in the money-in column, 3 pages. */
function norwegianBank(): HoldoutStatement {
  const opening = 26342.6;
  const dm = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}`;
  const { bookings, closing } = spanBookings({ seed: 13202, kinds: NO, fixed: NO_FIXED, from: "2025-03-01", to: "2025-03-31", count: 34, opening, perBalance: false, value: "same", month: (d) => `${NO_MONTHS[Number(d.slice(5, 7)) - 1]!} ${d.slice(0, 4)}`, amount: comma, day: dm, ref: (_d, n) => `${String(n).padStart(9, "0")}30417` });
  const truth: HoldoutTruth = { bank: "Fjordkysten Sparebank", accountHolder: "Ingrid Solberg", iban: "NO5832014567890", currency: "NOK", periodFrom: "2025-03-01", periodTo: "2025-03-31", openingBalance: opening, closingBalance: closing, bookings };
  const nok = (v: number) => figure(v, "fr");
  const balanceRow = (label: string, v: number, bold = false) => {
    const shown = bold ? `<b>${nok(v)}</b>` : nok(v);
    return `<tr><td></td><td>${bold ? `<b>${label}</b>` : label}</td><td></td><td class="r">${v < 0 ? shown : ""}</td><td class="r">${v >= 0 ? shown : ""}</td></tr>`;
  };
  const pages = paged(bookings, 12, 15);
  const body = pages
    .map((list, p) => {
      const before = sumTo(opening, pages.slice(0, p).flat());
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:12pt">Fjordkysten Sparebank</b></td><td>Kontoutskrift nr. 3 for perioden 01.03.2025 - 31.03.2025<br>Kontonummer 3201.45.67890 · Side ${p + 1} av ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:6mm"><tr><td style="width:55%">Ingrid Solberg<br>Thorvald Meyers gate 58<br>0552 Oslo</td><td>Brukskonto<br>Kontohaver: Ingrid Solberg<br>IBAN: NO58 3201 4567 890<br>BIC: FJKSNO22<br>Valuta: NOK</td></tr></table>` : ""
      }`;
      const first = p === 0 ? balanceRow("Saldo fra kontoutskrift 28.02.2025", opening) : balanceRow("Overført fra forrige side", before);
      const rows = list.map((b) => `<tr><td class="nw">${dm(b.date)}</td><td>${lines(b.lines)}</td><td class="nw">${dm(b.valueDate)}</td><td class="r">${b.amount < 0 ? nok(b.amount) : ""}</td><td class="r">${b.amount > 0 ? nok(b.amount) : ""}</td></tr>`).join("");
      const end = last
        ? `<tr><td></td><td><b>Sum bevegelser i perioden</b></td><td></td><td class="r"><b>${nok(debits(bookings))}</b></td><td class="r"><b>${nok(credits(bookings))}</b></td></tr>${balanceRow(closing >= 0 ? "Saldo i Deres favør 31.03.2025" : "Saldo i bankens favør 31.03.2025", closing, true)}`
        : balanceRow("Overført til neste side", sumTo(before, list));
      return `<div class="sheet">${head}<table><thead><tr><th>Dato</th><th>Forklaring</th><th>Rentedato</th><th class="r">Ut av konto</th><th class="r">Inn på konto</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${foot(`Fjordkysten Sparebank · Org.nr. 937 901 003 · Postboks 110, 5804 Bergen · Kundeservice 915 05555 · Side ${p + 1} av ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "e-no-bank", layout: "Dato/Forklaring/Rentedato/Ut av konto/Inn på konto yearless dd.mm, opening balance and carries as rows in the money-in column, sums row, amounts repeated in card texts, 3 pages", html: page(`${STYLE} thead th { border-bottom: 1px solid #000; border-top: 1px solid #000; }`, body), truth };
}

// ---------------------------------------------------------------- Hungarian

const HU_MONTHS = ["január", "február", "március", "április", "május", "június", "július", "augusztus", "szeptember", "október", "november", "december"];
const HU_CARD = "Kártya: 4174 49** **** 5521, {day}";
const HU: readonly Kind[] = [
  { lines: ["Vásárlás kártyával", "SPAR MAGYARORSZAG KFT. BUDAPEST", HU_CARD], money: "out", low: 1200, high: 28000, card: true },
  { lines: ["Vásárlás kártyával", "TESCO GLOBAL ARUHAZAK ZRT. BUDAPEST", HU_CARD], money: "out", low: 2500, high: 36000, card: true },
  { lines: ["Vásárlás kártyával", "BKK AUTOMATA BUDAPEST", HU_CARD], money: "out", low: 450, high: 9500, card: true },
  { lines: ["Vásárlás kártyával", "WOLT HUNGARY KFT.", HU_CARD], money: "out", low: 3500, high: 14000, card: true },
  { lines: ["Eseti forint átutalás", "Nagy Bence", "Kölcsön vissza"], money: "out", low: 5000, high: 40000, step: 1000 },
  { lines: ["ATM készpénzfelvét", "ATM BUDAPEST DEAK FERENC TER", HU_CARD], money: "out", low: 10000, high: 80000, step: 5000, card: true },
  { lines: ["Bejövő azonnali átutalás", "Kiss Réka", "Színházjegy"], money: "in", low: 4000, high: 16000, step: 500 },
];
const HU_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-05", { lines: ["Állandó átutalás", "Társasház Pozsonyi út 38.", "Közös költség {month}"], money: "out", low: 28500, high: 28500 }],
  ["2025-04-15", { lines: ["Csoportos beszedés", "MVM Next Energiakereskedelmi Zrt.", "Szerződésszám: 30021457711"], money: "out", low: 17840, high: 17840 }],
  ["2025-04-10", { lines: ["Bejövő átutalás", "ZÖLDMEZŐ LOGISZTIKA KFT.", "Munkabér {month}"], money: "in", low: 612400, high: 612400 }],
  ["2025-04-30", { lines: ["Számlavezetési díj"], money: "out", low: 1490, high: 1490 }],
  ["2025-04-30", { lines: ["Tranzakciós illeték", "2025. április"], money: "out", low: 2316, high: 2316 }],
];

/** A Hungarian bank: forints without decimals, "2025.04.03." dates, booking date and value date stacked in one cell, a balance per booking, "Nyitó/Záró egyenleg" rows, 2 pages. */
function hungarianBank(): HoldoutStatement {
  const opening = 384210;
  const hu = (d: string) => `${d.slice(0, 4)}.${d.slice(5, 7)}.${d.slice(8, 10)}.`;
  const { bookings, closing } = spanBookings({ seed: 13303, kinds: HU, fixed: HU_FIXED, from: "2025-04-01", to: "2025-04-30", count: 26, opening, perBalance: true, whole: true, value: "card", month: (d) => `${d.slice(0, 4)}. ${HU_MONTHS[Number(d.slice(5, 7)) - 1]!}`, amount: comma, day: hu, ref: (_d, n) => String(n) });
  const truth: HoldoutTruth = { bank: "Dunamenti Takarékbank Zrt.", accountHolder: "Kovács Eszter", iban: "HU93116000060000000012345676", currency: "HUF", periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const huf = (v: number) => `${v < 0 ? "-" : ""}${Math.abs(v).toFixed(0).replace(/\B(?=(\d{3})+(?!\d))/gu, "\u00A0")}`;
  const pages = paged(bookings, 15, 16);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<p><b style="font-size:12pt">Dunamenti Takarékbank Zrt.</b> &nbsp; Számlakivonat 2025/4 &nbsp; ${p + 1}/${pages.length}. oldal</p>${
        p === 0 ? `<table style="margin-bottom:6mm"><tr><td style="width:55%">Kovács Eszter<br>Pozsonyi út 38. 2/5.<br>1137 Budapest</td><td>Számlatulajdonos: Kovács Eszter<br>Számlaszám: 11600006-00000000-12345676<br>IBAN: HU93 1160 0006 0000 0000 1234 5676<br>Időszak: 2025.04.01. – 2025.04.30.<br>Devizanem: HUF</td></tr></table>` : ""
      }`;
      const first = p === 0 ? `<tr><td class="nw">2025.04.01.</td><td><b>Nyitó egyenleg</b></td><td></td><td class="r"><b>${huf(opening)}</b></td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${hu(b.date)}<br>${hu(b.valueDate)}</td><td>${lines(b.lines)}</td><td class="r">${huf(b.amount)}</td><td class="r">${huf(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr><td class="nw">2025.04.30.</td><td><b>Záró egyenleg</b></td><td></td><td class="r"><b>${huf(closing)}</b></td></tr>` : "";
      const totals = last ? `<table class="box" style="width:55%;margin-top:5mm"><tr><td>Jóváírások összesen</td><td class="r">${huf(credits(bookings))} HUF</td></tr><tr><td>Terhelések összesen</td><td class="r">-${huf(debits(bookings))} HUF</td></tr></table>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th>Könyvelés dátuma<br>Értéknap</th><th>Megnevezés / Partner / Közlemény</th><th class="r">Összeg (HUF)</th><th class="r">Egyenleg (HUF)</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${totals}${foot(`Dunamenti Takarékbank Zrt. · 1054 Budapest, Szabadság tér 7. · Cg. 01-10-041585 · Telefonos ügyfélszolgálat: +36 1 366 6000 · ${p + 1}/${pages.length}. oldal`)}</div>`;
    })
    .join("");
  return { name: "e-hu-bank", layout: "booking and value date stacked in one cell as 2025.04.03., forints without decimals, signed amount and balance, Nyitó/Záró egyenleg rows, 2 pages", html: page(`${STYLE} thead th { border-bottom: 1px solid #063; background: #eef5ee; }`, body), truth };
}

// ---------------------------------------------------------------- South African

const EN_SHORT = (d: string) => MONTHS.en[Number(d.slice(5, 7)) - 1]!.slice(0, 3);
const ZA_CARD = "412345*6789 {day}";
const ZA: readonly Kind[] = [
  { lines: ["POS Purchase", `Woolworths Sandton City ${ZA_CARD}`], money: "out", low: 85, high: 1450, card: true },
  { lines: ["POS Purchase", `Checkers Hyper Fourways ${ZA_CARD}`], money: "out", low: 120, high: 2300, card: true },
  { lines: ["POS Purchase", `Engen Rosebank ${ZA_CARD}`], money: "out", low: 300, high: 1100, card: true },
  { lines: ["ATM Cash", `Rosebank Mall ${ZA_CARD}`], money: "out", low: 200, high: 2000, step: 100, card: true, columns: ["10.50"] },
  { lines: ["POS Purchase", `Clicks Rosebank ${ZA_CARD}`], money: "out", low: 45, high: 620, card: true },
  { lines: ["Send Money App Dr", "Send To 0821234567 Lerato"], money: "out", low: 100, high: 800, step: 50, columns: ["6.00"] },
  { lines: ["Prepaid Electricity", "Eskom 0412 8870 1234 5567"], money: "out", low: 200, high: 800, step: 50, columns: ["1.80"] },
  { lines: ["Inward Payment", "N Dlamini Petrol Money"], money: "in", low: 150, high: 1200, step: 50 },
];
const ZA_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-01-24", { lines: ["Magtape Credit", "Mogale Mining Services Salary"], money: "in", low: 38450, high: 38450 }],
  ["2025-02-01", { lines: ["Banking App Payment To", "Landlord Rent {month}"], money: "out", low: 9500, high: 9500 }],
  ["2025-02-01", { lines: ["Debit Order", "Discovery Health 0012345678"], money: "out", low: 3480, high: 3480 }],
  ["2025-02-01", { lines: ["#Monthly Account Fee"], money: "out", low: 210, high: 210 }],
  ["2025-02-03", { lines: ["Internet Pmt To", "City Of Joburg 500123456"], money: "out", low: 1862.35, high: 1862.35 }],
];

/** A South African bank over two months: yearless "17 Jan" dates, credits marked "Cr" and debits unmarked, balances "Cr"/"Dr", an accrued bank charges column, 2 pages. */
function southAfricanBank(): HoldoutStatement {
  const opening = 812.4;
  const short = (d: string) => `${d.slice(8, 10)} ${EN_SHORT(d)}`;
  const made = spanBookings({ seed: 13404, kinds: ZA, fixed: ZA_FIXED, from: "2025-01-17", to: "2025-02-16", count: 30, opening, perBalance: true, value: "same", month: EN_SHORT, amount: (v) => v.toFixed(2), day: short, ref: (_d, n) => String(n) });
  // The charges accrued beside the bookings are debited in one booking on the last day.
  const charges = round2(made.columns.reduce((s, c) => s + Number(c[0] ?? 0), 0));
  const fee: HoldoutBooking = { date: "2025-02-16", valueDate: "2025-02-16", lines: ["#Service Fees"], amount: -charges, balance: round2(made.closing - charges) };
  const bookings = [...made.bookings, fee];
  const columns = [...made.columns, []];
  const closing = fee.balance!;
  const truth: HoldoutTruth = { bank: "Highveld National Bank", accountHolder: "Thabo Mokoena", iban: null, currency: "ZAR", periodFrom: "2025-01-17", periodTo: "2025-02-16", openingBalance: opening, closingBalance: closing, bookings };
  const amount = (v: number) => `${figure(v, "en")}${v > 0 ? "Cr" : ""}`;
  const bal = (v: number) => `${figure(v, "en")}${v < 0 ? "Dr" : "Cr"}`;
  const pages = paged(bookings.map((b, i) => ({ b, c: columns[i] })), 15, 21);
  const body = pages
    .map((list, p) => {
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:12pt">Highveld National Bank</b><br>Tax Invoice · VAT Registration Number 4210102051</td><td>Gold Cheque Account 62812345678<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:5mm"><tr><td style="width:50%">MR T MOKOENA<br>14 KEYES AVENUE<br>ROSEBANK<br>2196</td><td><table class="box" style="border:1px solid #999"><tr><td>Account Holder</td><td>Thabo Mokoena</td></tr><tr><td>Statement Period</td><td>17 January 2025 to 16 February 2025</td></tr><tr><td>Statement Date</td><td>17 February 2025</td></tr><tr><td>Currency</td><td>ZAR</td></tr></table></td></tr></table>
  <table class="box" style="width:60%;margin-bottom:5mm;border:1px solid #999"><tr><td>Opening Balance</td><td class="r">${bal(opening)}</td></tr><tr><td>Funds Received/Credits</td><td class="r">${figure(credits(bookings), "en")}Cr</td></tr><tr><td>Funds Used/Debits</td><td class="r">${figure(debits(bookings), "en")}</td></tr><tr><td><b>Closing Balance</b></td><td class="r"><b>${bal(closing)}</b></td></tr><tr><td>Bank Charges (VAT incl.)</td><td class="r">${figure(round2(charges + 210), "en")}</td></tr></table>`
          : ""
      }`;
      const rows = list.map(({ b, c }) => `<tr><td class="nw">${short(b.date)}</td><td>${lines(b.lines)}</td><td class="r">${amount(b.amount)}</td><td class="r">${bal(b.balance!)}</td><td class="r">${col(c, 0)}</td></tr>`).join("");
      return `<div class="sheet">${head}<table><thead><tr><th>Date</th><th>Description</th><th class="r">Amount</th><th class="r">Balance</th><th class="r">Accrued Bank Charges</th></tr></thead><tbody>${rows}</tbody></table>${foot(`Highveld National Bank Ltd. Reg. No. 1929/001225/06. An Authorised Financial Services and Credit Provider (NCRCP7). Fees are debited at the end of each statement period. Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "e-za-bank", layout: "period across two months with yearless 'dd Mon' dates, one amount with 'Cr' on credits only, balance 'Cr'/'Dr' (overdrawn), accrued-charges column, summary box, 2 pages", html: page(`${STYLE} thead th { border-bottom: 2px solid #0a7; }`, body), truth };
}

// ---------------------------------------------------------------- Mexican

const MX_MONTHS = ["ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SEP", "OCT", "NOV", "DIC"];
const MX_LONG = ["ENERO", "FEBRERO", "MARZO", "ABRIL", "MAYO", "JUNIO", "JULIO", "AGOSTO", "SEPTIEMBRE", "OCTUBRE", "NOVIEMBRE", "DICIEMBRE"];
const MX: readonly Kind[] = [
  { lines: ["WAL MART SUC 2216", "RFC: NWM 9709244W4 {time} AUT: {ref}"], money: "out", low: 120, high: 1900 },
  { lines: ["OXXO AMERICANA GDL", "RFC: CCO 8605231N4 {time} AUT: {ref}"], money: "out", low: 25, high: 240 },
  { lines: ["RETIRO SIN TARJETA", "CAJERO 4512 {time} FOLIO: {ref}"], money: "out", low: 500, high: 3000, step: 100 },
  { lines: ["SPEI RECIBIDOBANORTE", "0{ref} 072 COMIDA", "ERNESTO GARCIA TORRES"], money: "in", low: 300, high: 2000, step: 50 },
  { lines: ["PAGO CUENTA DE TERCERO", "BNET 0182736451 GASTOS DEPTO"], money: "out", low: 300, high: 1500, step: 50 },
  { lines: ["UBER *TRIP", "RFC: UTI 151225LQ6 {time} AUT: {ref}"], money: "out", low: 60, high: 320 },
  { lines: ["LIVERPOOL GALERIAS", "RFC: DLI 931201MI9 {time} AUT: {ref}"], money: "out", low: 400, high: 3800 },
];
const MX_PAYROLL: Kind = { lines: ["W02 DEPOSITO DE TERCERO", "REFBNTC00{ref}", "BMRCASH NOMINA QUINCENAL"], money: "in", low: 15600, high: 15600 };
const MX_FIXED: readonly (readonly [string, Kind])[] = [
  ["2024-12-20", { lines: ["CFE SUMINISTRADOR DE SERV", "RFC: CSS 160330CP7 {time} AUT: {ref}"], money: "out", low: 642, high: 642 }],
  ["2024-12-27", { lines: ["PAGO TARJETA DE CREDITO", "BMOVIL.PAGO TDC", "5512 **** **** 0934"], money: "out", low: 6500, high: 6500 }],
  ["2024-12-31", MX_PAYROLL],
  ["2025-01-02", { lines: ["T17 SPEI ENVIADO BANORTE", "0020125RENTA {month}", "REF {ref}"], money: "out", low: 11500, high: 11500 }],
  ["2025-01-08", { lines: ["TELMEX PAGO SERVICIO", "REF 3312458876"], money: "out", low: 389, high: 389 }],
  ["2025-01-15", MX_PAYROLL],
];

/** A Mexican bank across the turn of the year: "16/DIC" dates, Cargos/Abonos, two balance columns printed on a day's last movement only, a summary counting the movements, 3 pages. */
function mexicanBank(): HoldoutStatement {
  const opening = 21814.55;
  const dm = (d: string) => `${d.slice(8, 10)}/${MX_MONTHS[Number(d.slice(5, 7)) - 1]!}`;
  const made = spanBookings({ seed: 13505, kinds: MX, fixed: MX_FIXED, from: "2024-12-16", to: "2025-01-15", count: 30, opening, perBalance: true, value: "same", month: (d) => MX_LONG[Number(d.slice(5, 7)) - 1]!, amount: (v) => v.toFixed(2), day: dm, ref: (_d, n) => String(n % 1_000_000).padStart(6, "0") });
  const bookings = dayEndBalances(made.bookings);
  const closing = made.closing;
  const truth: HoldoutTruth = { bank: "Banca Sierra Madre", accountHolder: "MARIA FERNANDA LOPEZ RUIZ", iban: null, currency: "MXN", periodFrom: "2024-12-16", periodTo: "2025-01-15", openingBalance: opening, closingBalance: closing, bookings };
  const days = Array.from({ length: 31 }, (_, i) => sumTo(opening, bookings.filter((b) => b.date <= shift("2024-12-16", i))));
  const average = round2(days.reduce((s, v) => s + v, 0) / days.length);
  const mxn = (v: number) => figure(v, "en");
  const pages = paged(bookings, 10, 14);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:12pt">Banca Sierra Madre</b><br>Estado de Cuenta · Libretón Básico Cuenta Digital</td><td>No. de Cuenta 0123456789<br>PÁGINA ${p + 1} / ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:5mm"><tr><td style="width:50%">MARIA FERNANDA LOPEZ RUIZ<br>AV. DE LA PAZ 2215 INT 4<br>COL. AMERICANA<br>GUADALAJARA, JAL. C.P. 44160</td><td>Periodo: DEL 16/12/2024 AL 15/01/2025<br>Fecha de Corte: 15/01/2025<br>No. de Cliente: D4517720<br>R.F.C.: LORM880412AB3<br>No. de Cuenta: 0123456789<br>CLABE: 012320001234567891<br>MONEDA NACIONAL (MXN)</td></tr></table>
  <p><b>Comportamiento</b></p><table class="box" style="width:70%;margin-bottom:5mm;border:1px solid #999"><tr><td>Saldo Anterior</td><td></td><td class="r">${mxn(opening)}</td></tr><tr><td>Depósitos / Abonos (+)</td><td class="r">${bookings.filter((b) => b.amount > 0).length}</td><td class="r">${mxn(credits(bookings))}</td></tr><tr><td>Retiros / Cargos (-)</td><td class="r">${bookings.filter((b) => b.amount < 0).length}</td><td class="r">${mxn(debits(bookings))}</td></tr><tr><td><b>Saldo Final</b></td><td></td><td class="r"><b>${mxn(closing)}</b></td></tr><tr><td>Saldo Promedio</td><td></td><td class="r">${mxn(average)}</td></tr></table><p><b>Detalle de Movimientos Realizados</b></p>`
          : ""
      }`;
      const rows = list.map((b) => `<tr><td class="nw">${dm(b.date)}</td><td class="nw">${dm(b.valueDate)}</td><td class="nw">${lines(b.lines)}</td><td class="r">${b.amount < 0 ? mxn(b.amount) : ""}</td><td class="r">${b.amount > 0 ? mxn(b.amount) : ""}</td><td class="r">${b.balance === null ? "" : mxn(b.balance)}</td><td class="r">${b.balance === null ? "" : mxn(b.balance)}</td></tr>`).join("");
      const totals = last ? `<table class="box" style="width:70%;margin-top:5mm"><tr><td>Total de Movimientos</td><td></td></tr><tr><td>TOTAL IMPORTE CARGOS</td><td class="r">${mxn(debits(bookings))}</td><td>TOTAL MOVIMIENTOS CARGOS</td><td class="r">${bookings.filter((b) => b.amount < 0).length}</td></tr><tr><td>TOTAL IMPORTE ABONOS</td><td class="r">${mxn(credits(bookings))}</td><td>TOTAL MOVIMIENTOS ABONOS</td><td class="r">${bookings.filter((b) => b.amount > 0).length}</td></tr></table>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th colspan="2" style="text-align:center">FECHA</th><th rowspan="2">DESCRIPCIÓN</th><th rowspan="2" class="r">CARGOS</th><th rowspan="2" class="r">ABONOS</th><th colspan="2" style="text-align:center">SALDO</th></tr><tr><th>OPER</th><th>LIQ</th><th class="r">OPERACIÓN</th><th class="r">LIQUIDACIÓN</th></tr></thead><tbody>${rows}</tbody></table>${totals}${foot(`Banca Sierra Madre, S.A., Institución de Banca Múltiple, Grupo Financiero Sierra Madre. Av. Vallarta 3233, Guadalajara, Jal. C.P. 44690 · Línea Sierra 33 3669 9000 · PÁGINA ${p + 1} / ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "e-mx-bank", layout: "yearless '16/DIC' oper/liq dates across the turn of the year, Cargos/Abonos, two balance columns on a day's last movement only, summary with counts, 3 pages", html: page(`${STYLE} thead th { border-bottom: 1px solid #024; background: #e6eef8; }`, body), truth };
}

// ---------------------------------------------------------------- Indian

/** Indian grouping: 1,23,456.78. */
function lakh(value: number): string {
  const [whole, cents] = Math.abs(value).toFixed(2).split(".");
  const last3 = whole!.slice(-3);
  const rest = whole!.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/gu, ",");
  return `${rest ? `${rest},` : ""}${last3}.${cents}`;
}

const IN_REF = ["0000{ref}"];
const IN: readonly Kind[] = [
  { lines: ["UPI-SWIGGY LIMITED-SWIGGY.STORES@ICICI-", "ICIC0DC0099-{ref}-PAYMENT FROM PHONE"], money: "out", low: 180, high: 1400, columns: IN_REF },
  { lines: ["UPI-INNOVATIVE RETAIL CONCEP-BIGBASKET@", "HDFCBANK-HDFC0000499-{ref}-ORDER"], money: "out", low: 600, high: 4800, columns: IN_REF },
  { lines: ["POS 512345XXXXXX2291 RELIANCE SMART KORA"], money: "out", low: 300, high: 6200, columns: IN_REF },
  { lines: ["ATW-512345XXXXXX2291-S1ANBG17-BENGALURU"], money: "out", low: 2000, high: 10000, step: 500, columns: IN_REF },
  { lines: ["UPI-RAHUL MENON-RAHULM@OKAXIS-UTIB0000123-", "{ref}-DINNER SPLIT"], money: "in", low: 400, high: 3000, step: 10, columns: IN_REF },
  { lines: ["UPI-SRI LAKSHMI PROVISION STORES-", "PAYTMQR2810050501-{ref}-PAY TO MERCHANT"], money: "out", low: 90, high: 1600, columns: IN_REF },
  { lines: ["UPI-UBER INDIA SYSTEMS PV-UBERINDIA@", "YBL-YESB0YBLUPI-{ref}-TRIP"], money: "out", low: 150, high: 900, columns: IN_REF },
];
const IN_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-08-01", { lines: ["NEFT CR-SBIN0001234-TECHNOVA SOLUTIONS PVT", "LTD-ARJUN VENKATESH IYER-SALARY {month}"], money: "in", low: 185000, high: 185000, columns: ["SBINN52025080112"] }],
  ["2025-08-03", { lines: ["IMPS-{ref}-KAMALA RAO-SBIN-XXXXXXX4410-RENT"], money: "out", low: 42000, high: 42000, columns: IN_REF }],
  ["2025-08-05", { lines: ["ACH D- TP ACH BAJAJFINANCE-7011224590"], money: "out", low: 18450, high: 18450, columns: ["0000007011224590"] }],
  ["2025-08-12", { lines: ["BESCOM BILLDESK-KCBL{ref}"], money: "out", low: 1842, high: 1842, columns: IN_REF }],
  ["2025-08-10", { lines: ["SIP-ICICI PRUDENTIAL MF-{ref}"], money: "out", low: 10000, high: 10000, columns: IN_REF }],
];

/** An Indian bank: "Date | Narration | Chq./Ref.No. | Value Dt | Withdrawal Amt. | Deposit Amt. | Closing Balance", dd/mm/yy, lakh grouping, the full header on every page, the opening balance only in a summary at the end, 3 pages. */
function indianBank(): HoldoutStatement {
  const opening = 214380.55;
  const dmy = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(2, 4)}`;
  const made = spanBookings({ seed: 13606, kinds: IN, fixed: IN_FIXED, from: "2025-08-01", to: "2025-08-31", count: 34, opening, perBalance: true, value: "same", month: (d) => `${EN_SHORT(d).toUpperCase()} ${d.slice(0, 4)}`, amount: (v) => v.toFixed(2), day: dmy, ref: (d, n) => `${d.slice(3, 4)}${d.slice(5, 7)}${String(n).padStart(9, "0")}` });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Konkan Commercial Bank Ltd.", accountHolder: "MR ARJUN VENKATESH IYER", iban: null, currency: "INR", periodFrom: "2025-08-01", periodTo: "2025-08-31", openingBalance: opening, closingBalance: closing, bookings };
  const pages = paged(bookings.map((b, i) => ({ b, c: made.columns[i] })), 15, 16);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:2mm"><tr><td style="width:60%"><b style="font-size:12pt">Konkan Commercial Bank Ltd.</b></td><td class="r">Page No.: ${p + 1} of ${pages.length}</td></tr></table>
  <table class="box" style="margin-bottom:4mm;border:1px solid #999"><tr><td style="width:50%">MR ARJUN VENKATESH IYER<br>42, 5TH CROSS, 6TH BLOCK<br>KORAMANGALA<br>BENGALURU 560095<br>KARNATAKA INDIA<br>Joint Holders :<br>Nomination : Registered</td><td>Account Branch : KORAMANGALA<br>Cust ID : 58213977<br>Account No : 50100412398765 SAVINGS ACCOUNT<br>A/C Open Date : 14/06/2019<br>Account Status : Regular<br>RTGS/NEFT IFSC : KCBL0000418 MICR : 560241018<br>Currency : INR<br>Statement From : 01/08/2025 To : 31/08/2025</td></tr></table>`;
      const rows = list.map(({ b, c }) => `<tr><td class="nw">${dmy(b.date)}</td><td class="nw">${lines(b.lines)}</td><td class="nw">${col(c, 0)}</td><td class="nw">${dmy(b.valueDate)}</td><td class="r">${b.amount < 0 ? lakh(b.amount) : ""}</td><td class="r">${b.amount > 0 ? lakh(b.amount) : ""}</td><td class="r">${lakh(b.balance!)}</td></tr>`).join("");
      const summary = last
        ? `<p style="margin-top:5mm"><b>STATEMENT SUMMARY :-</b></p><table class="box" style="border:1px solid #999"><tr><th>Opening Balance</th><th class="r">Dr Count</th><th class="r">Cr Count</th><th class="r">Debits</th><th class="r">Credits</th><th class="r">Closing Bal</th></tr><tr><td>${lakh(opening)}</td><td class="r">${bookings.filter((b) => b.amount < 0).length}</td><td class="r">${bookings.filter((b) => b.amount > 0).length}</td><td class="r">${lakh(debits(bookings))}</td><td class="r">${lakh(credits(bookings))}</td><td class="r">${lakh(closing)}</td></tr></table><p>Generated On: 02-Sep-2025 10:14:33 &nbsp; Generated By: 58213977 &nbsp; Requesting Branch Code: NET<br>This is a computer generated statement and does not require signature.</p>`
        : "";
      return `<div class="sheet">${head}<table><thead><tr><th>Date</th><th>Narration</th><th>Chq./Ref.No.</th><th>Value Dt</th><th class="r">Withdrawal Amt.</th><th class="r">Deposit Amt.</th><th class="r">Closing Balance</th></tr></thead><tbody>${rows}</tbody></table>${summary}${foot(`Konkan Commercial Bank Ltd. · Registered Office: Konkan Bhavan, Fort, Mumbai 400001 · Contents of this statement will be considered correct if no error is reported within 30 days of receipt.`)}</div>`;
    })
    .join("");
  return { name: "e-in-bank", layout: "Date/Narration/Chq./Ref.No./Value Dt/Withdrawal/Deposit/Closing Balance dd/mm/yy, lakh grouping, UPI narrations over two lines, full header every page, opening balance only in a closing summary row, 3 pages", html: page(`${STYLE} body { font-size: 7.2pt; } thead th { border-bottom: 1px solid #000; border-top: 1px solid #000; }`, body), truth };
}

// ---------------------------------------------------------------- Fintech

const FT_CARD = "Card ••4471";
const FT: readonly Kind[] = [
  { lines: ["Lidl", FT_CARD], money: "out", low: 6, high: 70, columns: ["Groceries"] },
  { lines: ["Carrefour City", FT_CARD], money: "out", low: 4, high: 45, columns: ["Groceries"] },
  { lines: ["Uber", FT_CARD], money: "out", low: 8, high: 35, columns: ["Transport"] },
  { lines: ["Vélib' Métropole", FT_CARD], money: "out", low: 1, high: 5, columns: ["Transport"] },
  { lines: ["To Marco Rossi", "Reference: courses"], money: "out", low: 20, high: 200, step: 5, columns: ["Transfers"] },
  { lines: ["From Clara Weber", "Reference: concert tickets"], money: "in", low: 15, high: 120, columns: ["Transfers"] },
  { lines: ["Ryanair", `${FT_CARD} · GBP {fx}, 1 GBP = €1.1894`], money: "out", low: 40, high: 180, rate: 1.1894, columns: ["Travel"] },
  { lines: ["Top-up from ••9012", "Apple Pay"], money: "in", low: 50, high: 300, step: 10, columns: ["Transfers"] },
  { lines: ["Café Kitsuné", FT_CARD], money: "out", low: 3, high: 18, columns: ["Eating out"] },
  { lines: ["Zalando SE", "Refund"], money: "in", low: 25, high: 90, columns: ["Shopping"] },
];
const FT_FIXED: readonly (readonly [string, Kind])[] = [
  ["2024-10-05", { lines: ["Premium plan fee", "October 2024"], money: "out", low: 7.99, high: 7.99, columns: ["Fees"] }],
  ["2024-10-12", { lines: ["Spotify", FT_CARD], money: "out", low: 10.99, high: 10.99, columns: ["Entertainment"] }],
  ["2024-10-28", { lines: ["Salary from Atelier Nord SARL", "Reference: SALAIRE {month}"], money: "in", low: 2950, high: 2950, columns: ["Income"] }],
];

/** A fintech's statement: the time under the date, one signed "-€12.40" amount, a category column, a summary table, pending card payments that are no bookings, 2 pages. */
function fintechExport(): HoldoutStatement {
  const opening = 1240.5;
  const long = (d: string) => `${Number(d.slice(8, 10))} ${EN_SHORT(d)} ${d.slice(0, 4)}`;
  const made = spanBookings({ seed: 13707, kinds: FT, fixed: FT_FIXED, from: "2024-10-01", to: "2024-10-31", count: 30, opening, perBalance: false, value: "same", month: () => "OCTOBRE 2024", amount: (v) => v.toFixed(2), day: long, ref: (_d, n) => String(n) });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Lumen Bank UAB", accountHolder: "Sophie Laurent", iban: "LT063250041802259377", currency: "EUR", periodFrom: "2024-10-01", periodTo: "2024-10-31", openingBalance: opening, closingBalance: closing, bookings };
  const eur = (v: number) => `€${figure(v, "en")}`;
  const signed = (v: number) => `${v < 0 ? "-" : "+"}${eur(v)}`;
  const pages = paged(bookings.map((b, i) => ({ b, c: made.columns[i], t: made.times[i]! })), 16, 20);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:14pt">lumen</b><br><b>EUR Statement</b><br>Generated on 1 November 2024</td><td>Lumen Bank UAB<br>Konstitucijos pr. 21B<br>LT-08130 Vilnius, Lithuania</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:5mm"><tr><td style="width:55%">Sophie Laurent<br>12 rue des Envierges<br>75020 Paris<br>France</td><td>Account holder: Sophie Laurent<br>IBAN LT06 3250 0418 0225 9377<br>BIC LUMNLT21</td></tr></table>
  <p><b>Balance summary</b></p><table class="box" style="margin-bottom:6mm"><thead><tr><th>Product</th><th class="r">Opening balance</th><th class="r">Money out</th><th class="r">Money in</th><th class="r">Closing balance</th></tr></thead><tbody><tr><td>Account (Current)</td><td class="r">${eur(opening)}</td><td class="r">${eur(debits(bookings))}</td><td class="r">${eur(credits(bookings))}</td><td class="r">${eur(closing)}</td></tr><tr><td><b>Total</b></td><td class="r"><b>${eur(opening)}</b></td><td class="r"><b>${eur(debits(bookings))}</b></td><td class="r"><b>${eur(credits(bookings))}</b></td><td class="r"><b>${eur(closing)}</b></td></tr></tbody></table>
  <p><b>Account transactions from 1 October 2024 to 31 October 2024</b></p>`
          : ""
      }`;
      const rows = list.map(({ b, c, t }) => `<tr><td class="nw">${long(b.date)}<br><span class="s">${t}</span></td><td>${lines(b.lines)}</td><td>${col(c, 0)}</td><td class="r">${signed(b.amount)}</td></tr>`).join("");
      const pending = last
        ? `<p style="margin-top:6mm"><b>Pending from 31 October 2024</b></p><table><thead><tr><th>Date</th><th>Description</th><th>Category</th><th class="r">Amount</th></tr></thead><tbody><tr><td class="nw">31 Oct 2024<br><span class="s">21:47</span></td><td>Amazon.fr<br>${FT_CARD}</td><td>Shopping</td><td class="r">-€34.99</td></tr><tr><td class="nw">31 Oct 2024<br><span class="s">23:05</span></td><td>SNCF Connect<br>${FT_CARD}</td><td>Travel</td><td class="r">-€58.00</td></tr></tbody></table><p class="s">Pending transactions are card payments the merchant has not yet claimed. They are not included in the balances above.</p>`
        : "";
      return `<div class="sheet">${head}<table><thead><tr><th>Date</th><th>Description</th><th>Category</th><th class="r">Amount</th></tr></thead><tbody>${rows}</tbody></table>${pending}${foot(`Report lost or stolen cards in the app. Lumen Bank UAB is a credit institution licensed by the Bank of Lithuania, company code 305612880. Deposits are protected by Indėlių ir investicijų draudimas up to €100,000. Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "e-fintech", layout: "fintech export: date with the time under it, Description/Category/signed '-€12.40' Amount, summary table above, pending card payments listed after (not bookings), 2 pages", html: page(`${STYLE} thead th { border-bottom: 1px solid #bbb; color: #555; font-weight: normal; }`, body), truth };
}

// ---------------------------------------------------------------- Italian

const IT_MONTHS = ["GENNAIO", "FEBBRAIO", "MARZO", "APRILE", "MAGGIO", "GIUGNO", "LUGLIO", "AGOSTO", "SETTEMBRE", "OTTOBRE", "NOVEMBRE", "DICEMBRE"];
const IT: readonly Kind[] = [
  { lines: ["PAGAMENTO POS", "CONAD SUPERSTORE VERONA", "CARTA 4532 **** **** 0917 DEL {day}"], money: "out", low: 8, high: 140, card: true, columns: ["43"] },
  { lines: ["PAGAMENTO POS", "ESSO STAZ. SERV. VR BORGO ROMA", "CARTA 4532 **** **** 0917 DEL {day}"], money: "out", low: 30, high: 85, card: true, columns: ["43"] },
  { lines: ["PAGAMENTO POS", "FARMACIA SAN ZENO VERONA", "CARTA 4532 **** **** 0917 DEL {day}"], money: "out", low: 6, high: 60, card: true, columns: ["43"] },
  { lines: ["PRELIEVO BANCOMAT", "ATM 04512 VERONA P.ZZA BRA"], money: "out", low: 50, high: 400, step: 50, columns: ["44"] },
  { lines: ["PAGAMENTO POS", "AMAZON EU SARL LUXEMBOURG", "CARTA 4532 **** **** 0917 DEL {day}"], money: "out", low: 12, high: 95, card: true, columns: ["43"] },
  { lines: ["RICARICA TELEFONICA", "TIM N. 347****812"], money: "out", low: 10, high: 30, step: 5, columns: ["Z4"] },
  { lines: ["BONIFICO ISTANTANEO A VOSTRO FAVORE", "ORD. LUCA FERRARI", "RIMBORSO CENA"], money: "in", low: 15, high: 90, columns: ["48"] },
];
const IT_SALARY: Kind = { lines: ["BONIFICO A VOSTRO FAVORE", "ORD. OFFICINE SCALIGERE SRL", "CAUSALE: STIPENDIO {month}"], money: "in", low: 2412, high: 2412, columns: ["27"] };
const IT_RENT: Kind = { lines: ["BONIFICO DA VOI DISPOSTO", "A FAVORE DI IMMOBILIARE ARENA SRL", "AFFITTO {month}"], money: "out", low: 850, high: 850, columns: ["26"] };
const IT_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-07-05", IT_RENT],
  ["2025-07-18", { lines: ["ADDEBITO SDD", "A2A ENERGIA SPA", "MANDATO 0004471983 FATT. {ref}"], money: "out", low: 142.6, high: 142.6, columns: ["50"] }],
  ["2025-07-27", IT_SALARY],
  ["2025-07-31", { lines: ["PAGAMENTO F24", "DELEGA N. {ref}"], money: "out", low: 386, high: 386, columns: ["69"] }],
  ["2025-08-05", IT_RENT],
  ["2025-08-27", IT_SALARY],
  ["2025-09-05", IT_RENT],
  ["2025-09-17", { lines: ["ADDEBITO SDD", "A2A ENERGIA SPA", "MANDATO 0004471983 FATT. {ref}"], money: "out", low: 118.35, high: 118.35, columns: ["50"] }],
  ["2025-09-26", IT_SALARY],
  // 0,84 - 0,22 - 9,00 - 8,55: the quarter's interest less tax, account fee and stamp duty.
  ["2025-09-30", { lines: ["COMPETENZE DI CHIUSURA", "INTERESSI CREDITORI 0,84 RITENUTA 0,22", "SPESE TENUTA CONTO 9,00 BOLLO 8,55"], money: "out", low: 16.93, high: 16.93, columns: ["66"] }],
];

/** An Italian bank's quarter: "Data cont. | Data valuta | Caus. | Descrizione | Dare | Avere", dd/mm/yy, initial/final balance rows in the Avere column, "saldo a riportare/riportato" carries, a totals row, 3 pages. */
function italianQuarter(): HoldoutStatement {
  const opening = 3127.45;
  const dmy = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(2, 4)}`;
  const made = spanBookings({ seed: 13808, kinds: IT, fixed: IT_FIXED, from: "2025-07-01", to: "2025-09-30", count: 34, opening, perBalance: false, value: "next", month: (d) => `${IT_MONTHS[Number(d.slice(5, 7)) - 1]!} ${d.slice(0, 4)}`, amount: comma, day: (d) => `${d.slice(8, 10)}/${d.slice(5, 7)}`, ref: (_d, n) => String(n).padStart(10, "0") });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Cassa di Risparmio dell'Adige S.p.A.", accountHolder: "MARCO BELLINI", iban: "IT40X0503411750000000012345", currency: "EUR", periodFrom: "2025-07-01", periodTo: "2025-09-30", openingBalance: opening, closingBalance: closing, bookings };
  const it = (v: number) => figure(v, "de");
  const balanceRow = (label: string, valuta: string, v: number, bold = false) => `<tr><td></td><td class="nw">${valuta}</td><td></td><td>${bold ? `<b>${label}</b>` : label}</td><td></td><td class="r">${bold ? `<b>${it(v)}</b>` : it(v)}</td></tr>`;
  const pages = paged(bookings.map((b, i) => ({ b, c: made.columns[i] })), 13, 16);
  const body = pages
    .map((list, p) => {
      const before = sumTo(opening, pages.slice(0, p).flat().map((x) => x.b));
      const after = sumTo(before, list.map((x) => x.b));
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:12pt">Cassa di Risparmio dell'Adige S.p.A.</b><br>Filiale di Verona Centro · Via Mazzini 12, 37121 Verona</td><td>ESTRATTO CONTO CORRENTE N. 3/2025<br>Pag. ${p + 1} di ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:6mm"><tr><td style="width:55%">Sig. Marco Bellini<br>Via Santa Chiara 9<br>37129 Verona VR</td><td>Intestatario: MARCO BELLINI<br>Conto n. 000012345678 - Divisa EUR<br>IBAN IT40 X050 3411 7500 0000 0012 345<br>Periodo dal 01/07/2025 al 30/09/2025</td></tr></table>` : ""
      }`;
      const first = p === 0 ? balanceRow("SALDO INIZIALE A VOSTRO CREDITO", "30/06/25", opening, true) : balanceRow("SALDO RIPORTATO", "", before);
      const rows = list.map(({ b, c }) => `<tr><td class="nw">${dmy(b.date)}</td><td class="nw">${dmy(b.valueDate)}</td><td>${col(c, 0)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? it(b.amount) : ""}</td><td class="r">${b.amount > 0 ? it(b.amount) : ""}</td></tr>`).join("");
      const end = last
        ? `<tr><td></td><td></td><td></td><td><b>TOTALE MOVIMENTI</b></td><td class="r"><b>${it(debits(bookings))}</b></td><td class="r"><b>${it(credits(bookings))}</b></td></tr>${balanceRow("SALDO FINALE A VOSTRO CREDITO", "30/09/25", closing, true)}`
        : balanceRow("SALDO A RIPORTARE", "", after);
      const recap = last ? `<table class="box" style="width:60%;margin-top:5mm;border:1px solid #999"><tr><td>SALDO CONTABILE AL 30/09/2025</td><td class="r">${it(closing)}</td></tr><tr><td>SALDO DISPONIBILE AL 30/09/2025</td><td class="r">${it(closing)}</td></tr></table>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th>DATA CONT.</th><th>DATA VALUTA</th><th>CAUS.</th><th>DESCRIZIONE OPERAZIONI</th><th class="r">DARE</th><th class="r">AVERE</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${recap}${foot(`Cassa di Risparmio dell'Adige S.p.A. · Capitale sociale € 412.000.000 i.v. · Aderente al Fondo Interbancario di Tutela dei Depositi · Imposta di bollo assolta in modo virtuale · Pag. ${p + 1} di ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "e-it-quarter", layout: "quarterly, Data cont./Data valuta dd/mm/yy, causale-code column, Dare/Avere, SALDO INIZIALE/FINALE rows in Avere, saldo a riportare/riportato, totals row, fees text full of figures, 3 pages", html: page(`${STYLE} thead th { border-bottom: 1px solid #000; border-top: 1px solid #000; font-size: 7.5pt; }`, body), truth };
}

// ---------------------------------------------------------------- Belgian (French)

const FR_MONTHS = ["JANVIER", "FEVRIER", "MARS", "AVRIL", "MAI", "JUIN", "JUILLET", "AOUT", "SEPTEMBRE", "OCTOBRE", "NOVEMBRE", "DECEMBRE"];
const BE_CARD = "CARTE 6703 04XX XXXX X123 4 - {day} A {time}";
const BE: readonly Kind[] = [
  { lines: ["PAIEMENT PAR CARTE BANCONTACT", "DELHAIZE NAMUR SAINT-SERVAIS", BE_CARD], money: "out", low: 8, high: 140, card: true },
  { lines: ["PAIEMENT PAR CARTE BANCONTACT", "COLRUYT JAMBES", BE_CARD], money: "out", low: 15, high: 190, card: true },
  { lines: ["RETRAIT D'ARGENT BANCONTACT", "NAMUR GARE", BE_CARD], money: "out", low: 20, high: 200, step: 10, card: true },
  { lines: ["PAIEMENT PAR CARTE BANCONTACT", "PHARMACIE DU BEFFROI NAMUR", BE_CARD], money: "out", low: 5, high: 60, card: true },
  { lines: ["PAIEMENT PAR CARTE BANCONTACT", "TEC NAMUR-LUXEMBOURG", BE_CARD], money: "out", low: 2.1, high: 40, card: true },
  { lines: ["VIREMENT INSTANTANE EN VOTRE FAVEUR", "DE : JULIE MARCHAL BE71 0961 2345 6769", "COMMUNICATION : PART CADEAU MAMAN"], money: "in", low: 10, high: 60, step: 5 },
];
const BE_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-09-01", { lines: ["ORDRE PERMANENT", "EN FAVEUR DE : AGENCE IMMO MEUSE BE62 5100 0754 7061", "COMMUNICATION : LOYER {month}"], money: "out", low: 890, high: 890 }],
  ["2025-09-12", { lines: ["DOMICILIATION EUROPEENNE", "PROXIMUS SA REF. MANDAT 2210089456", "COMMUNICATION : {ref}"], money: "out", low: 54.99, high: 54.99 }],
  ["2025-09-20", { lines: ["DOMICILIATION EUROPEENNE", "ENGIE ELECTRABEL REF. MANDAT 0044718824", "COMMUNICATION : {ref}"], money: "out", low: 112, high: 112 }],
  ["2025-09-24", { lines: ["VIREMENT EUROPEEN", "EN FAVEUR DE : SPF FINANCES BE61 6792 0022 9117", "COMMUNICATION : {ref}"], money: "out", low: 318.4, high: 318.4 }],
  ["2025-09-29", { lines: ["VIREMENT EN VOTRE FAVEUR", "DE : SRL MOSANE CONSTRUCT BE43 0689 9999 9501", "COMMUNICATION : SALAIRE {month}"], money: "in", low: 2687.4, high: 2687.4 }],
  ["2025-09-30", { lines: ["FRAIS DE GESTION DU COMPTE", "PERIODE DU 01-09-2025 AU 30-09-2025"], money: "out", low: 2.5, high: 2.5 }],
];

/** A Belgian structured communication: ten digits and their remainder by 97, as "+++123/4567/89012+++". */
function structured(n: number): string {
  const ten = String(n).padStart(10, "0");
  const digits = `${ten}${String(Number(BigInt(ten) % 97n) || 97).padStart(2, "0")}`;
  return `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;
}

/** A Belgian bank in French: "N° | Date | Description | Valeur | Montant EUR", an operation number first, yearless dd-mm, explicit +/− signs, old/new balance lines, 2 pages. */
function belgianFrench(): HoldoutStatement {
  const opening = 4384.63;
  const dm = (d: string) => `${d.slice(8, 10)}-${d.slice(5, 7)}`;
  const { bookings, closing } = spanBookings({ seed: 13909, kinds: BE, fixed: BE_FIXED, from: "2025-09-01", to: "2025-09-30", count: 24, opening, perBalance: false, value: "next", month: (d) => `${FR_MONTHS[Number(d.slice(5, 7)) - 1]!} ${d.slice(0, 4)}`, amount: comma, day: (d) => `${d.slice(8, 10)}/${d.slice(5, 7)}`, ref: (_d, n) => structured(n) });
  const truth: HoldoutTruth = { bank: "Banque du Sillon Wallon SA", accountHolder: "Nathalie Dubois", iban: "BE05063148520775", currency: "EUR", periodFrom: "2025-09-01", periodTo: "2025-09-30", openingBalance: opening, closingBalance: closing, bookings };
  const signed = (v: number) => `${v < 0 ? "-" : "+"}${figure(v, "de")}`;
  const pages = paged(bookings.map((b, i) => ({ b, n: String(198 + i).padStart(4, "0") })), 15, 15);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:12pt">Banque du Sillon Wallon SA</b><br>Rue de Fer 24, 5000 Namur</td><td>Extrait de compte n° 9 / 2025 · page ${p + 1} / ${pages.length}<br>Compte à vue BE05 0631 4852 0775</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:5mm"><tr><td style="width:55%">Madame Nathalie Dubois<br>Rue Saint-Nicolas 17<br>5000 Namur</td><td>Titulaire : Nathalie Dubois<br>IBAN BE05 0631 4852 0775 · BIC BSWABE22<br>Période du 01-09-2025 au 30-09-2025<br>Devise : EUR</td></tr></table><p>Ancien solde au 31-08-2025 &nbsp;&nbsp; <b>${signed(opening)}</b></p>`
          : ""
      }`;
      const rows = list.map(({ b, n }) => `<tr><td class="nw">${n}</td><td class="nw">${dm(b.date)}</td><td>${lines(b.lines)}</td><td class="nw">${dm(b.valueDate)}</td><td class="r">${signed(b.amount)}</td></tr>`).join("");
      const end = last ? `<table class="box" style="width:60%;margin-top:4mm"><tr><td>Total des débits</td><td class="r">-${figure(debits(bookings), "de")}</td></tr><tr><td>Total des crédits</td><td class="r">+${figure(credits(bookings), "de")}</td></tr><tr><td><b>Nouveau solde au 30-09-2025</b></td><td class="r"><b>${signed(closing)}</b></td></tr></table>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th>N°</th><th>Date</th><th>Description</th><th>Valeur</th><th class="r">Montant EUR</th></tr></thead><tbody>${rows}</tbody></table>${end}${foot(`Banque du Sillon Wallon SA · RPM Liège, division Namur · TVA BE 0403.227.515 · Toute réclamation doit nous parvenir dans les 60 jours · page ${p + 1} / ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "e-be-fr-bank", layout: "N° (operation number)/Date/Description/Valeur/Montant with +/− signs, yearless dd-mm, structured +++…+++ communications and IBANs in texts, old/new balance lines, 2 pages", html: page(`${STYLE} thead th { border-bottom: 1px solid #000; background: #f3efe4; }`, body), truth };
}

/** The fifth held-out batch, in a fixed order. */
export function holdoutStatementsE(): HoldoutStatement[] {
  return [czechBank(), norwegianBank(), hungarianBank(), southAfricanBank(), mexicanBank(), indianBank(), fintechExport(), italianQuarter(), belgianFrench()];
}
