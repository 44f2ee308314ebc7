/**
 * Bank statements in layouts the statement rules were not written for, held out from their
 * development: the rules are measured on them and never fitted to them. They copy the layouts of
 * real banks' statements (a German savings bank's and a cooperative bank's, a British high-street
 * bank's, an American, an Australian, two French and a Swiss one, a German direct bank's export)
 * with their own column orders, date forms, sign conventions (trailing minus, S/H, CR/DR, debit
 * and credit columns in either order), balance lines and booking texts over two or three lines.
 *
 * They are written as HTML and printed to PDF by Chromium, a route the development set (drawn
 * with MuPDF) does not take, so the text positions, fonts and spacing are another program's.
 * The same documents come out on every run (a fixed seed).
 */

export interface HoldoutBooking {
  /** Booking date, ISO. */
  readonly date: string;
  /** Value date, ISO. */
  readonly valueDate: string;
  /** The booking text as printed, line by line (the first line is the kind or the other party). */
  readonly lines: readonly string[];
  /** Money in positive, money out negative. */
  readonly amount: number;
  /** The balance after it, when the layout prints one per booking. */
  readonly balance: number | null;
}

export interface HoldoutTruth {
  readonly bank: string;
  readonly accountHolder: string;
  readonly iban: string | null;
  /** Null when the statement does not print it (a British bank's sterling account names no currency). */
  readonly currency: string | null;
  /** The statement's period when the document prints it (or the dates of its balances bound it); null when it prints neither. */
  readonly periodFrom: string | null;
  readonly periodTo: string | null;
  readonly openingBalance: number;
  readonly closingBalance: number;
  readonly bookings: readonly HoldoutBooking[];
}

export interface HoldoutStatement {
  readonly name: string;
  /** What sets the layout apart, for the report. */
  readonly layout: string;
  readonly html: string;
  readonly truth: HoldoutTruth;
}

/** A small seeded generator (mulberry32), so the set is the same on every run. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const round2 = (v: number) => Math.round(v * 100) / 100;
export const pad = (n: number) => String(n).padStart(2, "0");
export const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** German and French figures: 1.234,56 / 1 234,56; English 1,234.56; Swiss 1'234.56. */
export function figure(value: number, style: "de" | "fr" | "en" | "ch"): string {
  const [whole, cents] = Math.abs(value).toFixed(2).split(".");
  const group = style === "de" ? "." : style === "fr" ? "\u00A0" : style === "ch" ? "'" : ",";
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/gu, group);
  return `${grouped}${style === "de" || style === "fr" ? "," : "."}${cents}`;
}

export interface Party {
  readonly lines: readonly string[];
  readonly money: "in" | "out";
  readonly low: number;
  readonly high: number;
}

/** Booking texts per language: the other party and a reference line or two, as banks print them. */
const TEXTS: Record<"de" | "en" | "fr", readonly Party[]> = {
  de: [
    { lines: ["Lastschrift", "Stadtwerke Freiburg GmbH", "Abschlag Strom {ref} Vertrag 40071"], money: "out", low: 40, high: 140 },
    { lines: ["Gutschrift", "Heller & Sohn Ingenieurbuero", "Gehalt {month} Personalnr. 118"], money: "in", low: 2100, high: 3400 },
    { lines: ["Kartenzahlung", "REWE Markt Wiehre", "girocard {ref}"], money: "out", low: 8, high: 95 },
    { lines: ["Dauerauftrag", "Hausverwaltung Kern", "Miete {month} Whg. 3 OG links"], money: "out", low: 780, high: 980 },
    { lines: ["Überweisung", "Finanzamt Freiburg-Stadt", "StNr 06461/12345 ESt VZ {ref}"], money: "out", low: 120, high: 600 },
    { lines: ["Lastschrift", "Allianz Versicherungs-AG", "Beitrag KFZ {ref}"], money: "out", low: 30, high: 110 },
    { lines: ["Bargeldauszahlung", "GA Sparkasse Bertoldstr."], money: "out", low: 50, high: 300 },
    { lines: ["Gutschrift", "Erika Hoffmann", "Rueckzahlung Urlaub"], money: "in", low: 40, high: 400 },
    { lines: ["Lastschrift", "Telekom Deutschland GmbH", "Kd-Nr 552190 Rg {ref}"], money: "out", low: 35, high: 70 },
    { lines: ["Kartenzahlung", "dm-drogerie markt"], money: "out", low: 5, high: 60 },
  ],
  en: [
    { lines: ["DIRECT DEBIT", "BRITISH GAS SERVICES", "REF {ref}"], money: "out", low: 45, high: 160 },
    { lines: ["BANK GIRO CREDIT", "ACME LOGISTICS LTD", "SALARY {month}"], money: "in", low: 1900, high: 3200 },
    { lines: ["CARD PAYMENT", "TESCO STORES 2231"], money: "out", low: 6, high: 120 },
    { lines: ["STANDING ORDER", "J PATEL", "RENT FLAT 2"], money: "out", low: 700, high: 1100 },
    { lines: ["CASH WITHDRAWAL", "LLOYDS BANK HIGH ST", "{ref}"], money: "out", low: 20, high: 250 },
    { lines: ["FASTER PAYMENT", "M OKONKWO", "DINNER SPLIT"], money: "in", low: 15, high: 90 },
    { lines: ["DIRECT DEBIT", "COUNCIL TAX", "ACC {ref}"], money: "out", low: 110, high: 190 },
    { lines: ["CARD PAYMENT", "AMAZON MARKETPLACE", "ORDER {ref}"], money: "out", low: 9, high: 140 },
    { lines: ["INTEREST PAID"], money: "in", low: 0.5, high: 9 },
  ],
  fr: [
    { lines: ["PRLV SEPA EDF CLIENTS PARTICULIERS", "ECH/{ref} ID EMETTEUR/FR22ZZZ412956"], money: "out", low: 45, high: 150 },
    { lines: ["VIR SEPA RECU /DE SARL DUVAL ET FILS", "/MOTIF SALAIRE {month}"], money: "in", low: 1800, high: 3100 },
    { lines: ["CB CARREFOUR MARKET", "FACTURE CARTE DU {ref}"], money: "out", low: 7, high: 130 },
    { lines: ["PRLV SEPA FREE MOBILE", "ECH/{ref} REF/FM-2214"], money: "out", low: 10, high: 30 },
    { lines: ["VIR PERMANENT LOYER", "SCI LES TILLEULS", "APPT 12 BAT B"], money: "out", low: 650, high: 950 },
    { lines: ["RETRAIT DAB", "{ref} LYON PART DIEU"], money: "out", low: 20, high: 200 },
    { lines: ["VIR SEPA RECU /DE CPAM DU RHONE", "/MOTIF REMBOURSEMENT SOINS"], money: "in", low: 15, high: 120 },
    { lines: ["CB SNCF INTERNET", "FACTURE CARTE DU {ref}"], money: "out", low: 25, high: 140 },
    { lines: ["COTISATION CARTE VISA"], money: "out", low: 3, high: 12 },
  ],
};

export const MONTHS = { de: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"], en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"], fr: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"] };

export interface Plan {
  readonly seed: number;
  readonly language: "de" | "en" | "fr";
  /** Booking texts of another language than the three above. */
  readonly texts?: readonly Party[];
  readonly monthNames?: readonly string[];
  readonly year: number;
  readonly month: number;
  readonly count: number;
  readonly opening: number;
  readonly perBalance: boolean;
}

export function makeBookings(plan: Plan): { bookings: HoldoutBooking[]; closing: number } {
  const next = random(plan.seed);
  const days = daysIn(plan.year, plan.month);
  const dates = Array.from({ length: plan.count }, () => 1 + Math.floor(next() * days)).sort((a, b) => a - b);
  let balance = plan.opening;
  const bookings = dates.map((day) => {
    const texts = plan.texts ?? TEXTS[plan.language];
    const party = texts[Math.floor(next() * texts.length)]!;
    const value = round2(party.low + next() * (party.high - party.low));
    const amount = party.money === "in" ? value : -value;
    balance = round2(balance + amount);
    const ref = `${pad(day)}${pad(plan.month)}${String(plan.year).slice(2)}${Math.floor(next() * 90 + 10)}`;
    const monthName = (plan.monthNames ?? MONTHS[plan.language])[plan.month - 1]!;
    const lines = party.lines.map((l) => l.replace("{ref}", ref).replace("{month}", `${monthName} ${plan.year}`));
    const valueDay = Math.min(days, day + (next() < 0.3 ? 1 : 0));
    return { date: iso(plan.year, plan.month, day), valueDate: iso(plan.year, plan.month, valueDay), lines, amount, balance: plan.perBalance ? balance : null };
  });
  return { bookings, closing: balance };
}

export const esc = (t: string) => t.replace(/&/gu, "&amp;").replace(/</gu, "&lt;").replace(/>/gu, "&gt;");
export const lines = (ls: readonly string[]) => ls.map(esc).join("<br>");

export function page(style: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  @page { size: A4; margin: 14mm 14mm 16mm 16mm; }
  body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 8.6pt; color: #111; }
  .sheet { break-after: page; } .sheet:last-child { break-after: auto; }
  table { border-collapse: collapse; width: 100%; } td, th { vertical-align: top; padding: 1.2mm 1.5mm; text-align: left; }
  .r { text-align: right; white-space: nowrap; } .nw { white-space: nowrap; }
  ${style}
  </style></head><body>${body}</body></html>`;
}

export function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export const dm = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.`;
export const dmy = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`;
export const sumTo = (opening: number, list: readonly HoldoutBooking[]) => round2(list.reduce((s, b) => s + b.amount, opening));

/** A German savings bank: yearless dates, "Kontostand am" lines, amounts with a trailing minus, three-line texts, "Übertrag" between pages. */
function savingsBank(): HoldoutStatement {
  const plan: Plan = { seed: 101, language: "de", year: 2024, month: 3, count: 46, opening: 1523.44, perBalance: false };
  const { bookings, closing } = makeBookings(plan);
  const truth: HoldoutTruth = { bank: "Sparkasse Freiburg-Nördlicher Breisgau", accountHolder: "Jonas Weber", iban: "DE12680501010012345678", currency: "EUR", periodFrom: null, periodTo: null, openingBalance: 1523.44, closingBalance: closing, bookings };
  const amount = (v: number) => `${figure(v, "de")}${v < 0 ? "-" : "\u2002"}`;
  const pages = chunks(bookings, 17);
  const body = pages
    .map((list, p) => {
      const before = sumTo(plan.opening, pages.slice(0, p).flat());
      const head = p === 0 ? `<table style="margin-bottom:8mm"><tr><td style="width:60%"><b style="font-size:12pt">Sparkasse Freiburg-Nördlicher Breisgau</b><br><br>Herrn<br>Jonas Weber<br>Lindenstraße 14<br>79104 Freiburg</td><td>Kontoauszug 3/2024<br>IBAN DE12 6805 0101 0012 3456 78<br>BIC FRSPDE66XXX<br>Girokonto</td></tr></table>` : `<p>Sparkasse Freiburg-Nördlicher Breisgau · Kontoauszug 3/2024 · Blatt ${p + 1}</p>`;
      const opening = p === 0 ? `<tr><td colspan="3">Kontostand am 29.02.2024, Auszug Nr. 2</td><td class="r">${amount(plan.opening)}</td></tr>` : `<tr><td colspan="3">Übertrag von Blatt ${p}</td><td class="r">${amount(before)}</td></tr>`;
      const rows = list.map((b) => `<tr><td class="nw">${dm(b.date)}</td><td class="nw">${dm(b.valueDate)}</td><td>${lines(b.lines)}</td><td class="r">${amount(b.amount)}</td></tr>`).join("");
      const end = p === pages.length - 1 ? `<tr><td colspan="3"><b>Kontostand am 31.03.2024 um 20:15 Uhr</b></td><td class="r"><b>${amount(closing)}</b></td></tr>` : `<tr><td colspan="3">Übertrag auf Blatt ${p + 2}</td><td class="r">${amount(sumTo(before, list))}</td></tr>`;
      return `<div class="sheet">${head}<table><thead><tr style="border-bottom:1px solid #000"><th>Buchungstag</th><th>Wert</th><th>Erläuterung</th><th class="r">Betrag EUR</th></tr></thead><tbody>${opening}${rows}${end}</tbody></table>${p === pages.length - 1 ? "<p style='margin-top:8mm'>Bitte erheben Sie Einwendungen gegen einzelne Buchungen unverzüglich. Guthaben sind als Einlagen nach Maßgabe des Einlagensicherungsgesetzes entschädigungsfähig.</p>" : ""}</div>`;
    })
    .join("");
  return { name: "de-savings-bank", layout: "Buchungstag/Wert yearless, trailing minus, 'Kontostand am', Übertrag, 3 pages, 3-line texts", html: page("th { border-bottom: 1px solid #000; }", body), truth };
}

/** A German cooperative bank: one amount column marked S (Soll) or H (Haben), "alter/neuer Kontostand vom". */
function cooperativeBank(): HoldoutStatement {
  const plan: Plan = { seed: 202, language: "de", year: 2025, month: 10, count: 31, opening: 3456.78, perBalance: false };
  const { bookings, closing } = makeBookings(plan);
  const truth: HoldoutTruth = { bank: "Volksbank Mittelhessen eG", accountHolder: "Sabine Krüger", iban: "DE44513900000098765432", currency: "EUR", periodFrom: null, periodTo: null, openingBalance: 3456.78, closingBalance: closing, bookings };
  const sh = (v: number) => `${figure(v, "de")} ${v < 0 ? "S" : "H"}`;
  const pages = chunks(bookings, 18);
  const body = pages
    .map((list, p) => {
      const head = p === 0 ? `<p style="font-size:12pt"><b>Volksbank Mittelhessen eG</b></p><table style="margin-bottom:6mm"><tr><td style="width:55%">Frau<br>Sabine Krüger<br>Am Anger 7<br>35390 Gießen</td><td>Kontoauszug Nr. 10 / 2025<br>Kontokorrent<br>IBAN: DE44 5139 0000 0098 7654 32<br>Datum: 31.10.2025</td></tr></table><p>alter Kontostand vom 30.09.2025 &nbsp;&nbsp;&nbsp; <b>${sh(plan.opening)}</b></p>` : `<p>Volksbank Mittelhessen eG – Kontoauszug Nr. 10 / 2025 – Seite ${p + 1} von ${pages.length}</p>`;
      const rows = list.map((b) => `<tr><td class="nw">${dm(b.date)}</td><td class="nw">${dm(b.valueDate)}</td><td>${lines(b.lines)}</td><td class="r">${sh(b.amount)}</td></tr>`).join("");
      const end = p === pages.length - 1 ? `<p style="margin-top:4mm">neuer Kontostand vom 31.10.2025 &nbsp;&nbsp;&nbsp; <b>${sh(closing)}</b></p>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th>Bu-Tag</th><th>Valuta</th><th>Vorgang</th><th class="r">Umsatz EUR</th></tr></thead><tbody>${rows}</tbody></table>${end}</div>`;
    })
    .join("");
  return { name: "de-cooperative-bank", layout: "Bu-Tag/Valuta yearless, S/H markers, balances above and below the table, 2 pages", html: page("thead th { border-top: 1px solid #000; border-bottom: 1px solid #000; }", body), truth };
}

/** A British high-street bank: "Paid out | Paid in | Balance", dates "04 Mar 24" printed only on a day's first booking, brought/carried forward rows. */
function britishBank(): HoldoutStatement {
  const plan: Plan = { seed: 303, language: "en", year: 2024, month: 3, count: 38, opening: 2210.05, perBalance: true };
  const { bookings, closing } = makeBookings(plan);
  const truth: HoldoutTruth = { bank: "Thameside Bank plc", accountHolder: "Mrs Helen Carter", iban: "GB29NWBK60161331926819", currency: null, periodFrom: "2024-03-01", periodTo: "2024-03-31", openingBalance: 2210.05, closingBalance: closing, bookings };
  const short = (d: string) => `${d.slice(8, 10)} ${MONTHS.en[Number(d.slice(5, 7)) - 1]!.slice(0, 3)} ${d.slice(2, 4)}`;
  const pages = chunks(bookings, 20);
  const body = pages
    .map((list, p) => {
      const before = sumTo(plan.opening, pages.slice(0, p).flat());
      const head = p === 0 ? `<table style="margin-bottom:6mm"><tr><td style="width:60%"><b style="font-size:13pt">Thameside Bank plc</b><br>Your Statement<br><br>Mrs Helen Carter<br>41 Beech Grove<br>Reading RG1 4QT</td><td>Account Name: Mrs Helen Carter<br>Sortcode 60-16-13 &nbsp; Account Number 31926819<br>IBAN GB29 NWBK 6016 1331 9268 19<br>01 March to 31 March 2024</td></tr></table>` : `<p>Thameside Bank plc · Your Statement · 01 March to 31 March 2024 · page ${p + 1}</p>`;
      let last = "";
      const rows = list
        .map((b) => {
          const date = b.date === last ? "" : short(b.date);
          last = b.date;
          return `<tr><td class="nw">${date}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? figure(b.amount, "en") : ""}</td><td class="r">${b.amount > 0 ? figure(b.amount, "en") : ""}</td><td class="r">${figure(b.balance!, "en")}</td></tr>`;
        })
        .join("");
      const first = `<tr><td class="nw">${p === 0 ? "01 Mar 24" : ""}</td><td>BALANCE BROUGHT FORWARD</td><td></td><td></td><td class="r">${figure(before, "en")}</td></tr>`;
      const end = `<tr><td class="nw">${p === pages.length - 1 ? "31 Mar 24" : ""}</td><td>BALANCE CARRIED FORWARD</td><td></td><td></td><td class="r">${figure(p === pages.length - 1 ? closing : sumTo(before, list), "en")}</td></tr>`;
      return `<div class="sheet">${head}<table><thead><tr><th>Date</th><th>Payment type and details</th><th class="r">Paid out</th><th class="r">Paid in</th><th class="r">Balance</th></tr></thead><tbody>${first}${rows}${end}</tbody></table></div>`;
    })
    .join("");
  return { name: "en-british-bank", layout: "date on a day's first booking only, Paid out/Paid in/Balance, brought/carried forward rows, 2 pages", html: page("thead th { background: #dde; }", body), truth };
}

/** An American bank: MM/DD dates, one signed amount column then the balance, "Beginning/Ending balance on <date>". */
function americanBank(): HoldoutStatement {
  const plan: Plan = { seed: 404, language: "en", year: 2025, month: 6, count: 27, opening: 5120.4, perBalance: true };
  const { bookings, closing } = makeBookings(plan);
  const truth: HoldoutTruth = { bank: "Lakeshore National Bank", accountHolder: "Daniel R. Moore", iban: null, currency: "USD", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: 5120.4, closingBalance: closing, bookings };
  const signed = (v: number) => `${v < 0 ? "-" : ""}${figure(v, "en")}`;
  const rows = bookings.map((b) => `<tr><td class="nw">${b.date.slice(5, 7)}/${b.date.slice(8, 10)}</td><td>${lines(b.lines)}</td><td class="r">${signed(b.amount)}</td><td class="r">${figure(b.balance!, "en")}</td></tr>`).join("");
  const body = `<div class="sheet"><table style="margin-bottom:5mm"><tr><td style="width:60%"><b style="font-size:13pt">Lakeshore National Bank</b><br>P.O. Box 4410, Milwaukee, WI 53201<br><br>DANIEL R. MOORE<br>2218 N OAKLAND AVE<br>MILWAUKEE WI 53211</td><td>Statement period: June 1, 2025 through June 30, 2025<br>Account number: 0048 2291 5573<br>Currency: USD</td></tr></table>
  <table style="width:60%;margin-bottom:5mm"><tr><td>Beginning balance on June 1, 2025</td><td class="r">$${figure(plan.opening, "en")}</td></tr><tr><td>Deposits and other additions</td><td class="r">${figure(bookings.filter((b) => b.amount > 0).reduce((s, b) => s + b.amount, 0), "en")}</td></tr><tr><td>Withdrawals and other subtractions</td><td class="r">-${figure(bookings.filter((b) => b.amount < 0).reduce((s, b) => s - b.amount, 0), "en")}</td></tr><tr><td><b>Ending balance on June 30, 2025</b></td><td class="r"><b>$${figure(closing, "en")}</b></td></tr></table>
  <p><b>Transaction history</b></p><table><thead><tr><th>Date</th><th>Description</th><th class="r">Amount</th><th class="r">Balance</th></tr></thead><tbody>${rows}</tbody></table></div>`;
  return { name: "en-american-bank", layout: "MM/DD dates, signed Amount then Balance, summary box above, 1–2 pages", html: page("thead th { border-bottom: 2px solid #333; }", body), truth };
}

/** An Australian bank: "Debit | Credit | Balance" with the balance marked CR, dates "04 Mar 2024". */
function australianBank(): HoldoutStatement {
  const plan: Plan = { seed: 505, language: "en", year: 2024, month: 8, count: 24, opening: 812.3, perBalance: true };
  const { bookings, closing } = makeBookings(plan);
  const truth: HoldoutTruth = { bank: "Southern Cross Savings Bank", accountHolder: "Liam O'Connor", iban: null, currency: "AUD", periodFrom: "2024-08-01", periodTo: "2024-08-31", openingBalance: 812.3, closingBalance: closing, bookings };
  const cr = (v: number) => `${figure(v, "en")} ${v < 0 ? "DR" : "CR"}`;
  const long = (d: string) => `${d.slice(8, 10)} ${MONTHS.en[Number(d.slice(5, 7)) - 1]!.slice(0, 3)} ${d.slice(0, 4)}`;
  const rows = bookings.map((b) => `<tr><td class="nw">${long(b.date)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? figure(b.amount, "en") : ""}</td><td class="r">${b.amount > 0 ? figure(b.amount, "en") : ""}</td><td class="r">${cr(b.balance!)}</td></tr>`).join("");
  const body = `<div class="sheet"><p style="font-size:13pt"><b>Southern Cross Savings Bank</b></p><table style="margin-bottom:5mm"><tr><td style="width:55%">Liam O'Connor<br>17 Wattle Street<br>Fitzroy VIC 3065</td><td>Account holder: Liam O'Connor<br>BSB 063-182 &nbsp; Account 1044 7731<br>Statement period 01 Aug 2024 - 31 Aug 2024<br>Currency AUD</td></tr></table>
  <table><thead><tr><th>Date</th><th>Transaction details</th><th class="r">Debit</th><th class="r">Credit</th><th class="r">Balance</th></tr></thead><tbody><tr><td class="nw">01 Aug 2024</td><td>Opening Balance</td><td></td><td></td><td class="r">${cr(plan.opening)}</td></tr>${rows}<tr><td class="nw">31 Aug 2024</td><td>Closing Balance</td><td></td><td></td><td class="r">${cr(closing)}</td></tr></tbody></table></div>`;
  return { name: "en-australian-bank", layout: "Debit/Credit/Balance with CR marks, opening/closing rows dated in the table", html: page("thead th { border-bottom: 1px solid #333; background: #f2f2f2; }", body), truth };
}

/** A French bank: "Date | Nature des opérations | Valeur | Débit | Crédit", "SOLDE CREDITEUR AU" rows, a totals row, "A REPORTER" between pages. */
function frenchBankA(): HoldoutStatement {
  const plan: Plan = { seed: 606, language: "fr", year: 2024, month: 5, count: 40, opening: 1874.12, perBalance: false };
  const { bookings, closing } = makeBookings(plan);
  const truth: HoldoutTruth = { bank: "Banque Populaire du Rhône", accountHolder: "Claire Martin", iban: "FR7614508000401234567890123", currency: "EUR", periodFrom: "2024-05-01", periodTo: "2024-05-31", openingBalance: 1874.12, closingBalance: closing, bookings };
  const fr = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}`;
  const pages = chunks(bookings, 21);
  const body = pages
    .map((list, p) => {
      const before = sumTo(plan.opening, pages.slice(0, p).flat());
      const head = p === 0 ? `<table style="margin-bottom:6mm"><tr><td style="width:55%"><b style="font-size:12pt">Banque Populaire du Rhône</b><br>Agence Lyon Part-Dieu<br><br>MME CLAIRE MARTIN<br>8 RUE DES TANNEURS<br>69003 LYON</td><td>RELEVÉ DE COMPTE COURANT<br>du 1er mai 2024 au 31 mai 2024<br>Titulaire : Claire Martin<br>IBAN : FR76 1450 8000 4012 3456 7890 123<br>Devise : EUR</td></tr></table>` : `<p>Banque Populaire du Rhône — Relevé n° 5 — page ${p + 1}/${pages.length}</p>`;
      const open = p === 0 ? `<tr><td></td><td><b>SOLDE CREDITEUR AU 30.04.2024</b></td><td></td><td></td><td class="r"><b>${figure(plan.opening, "fr")}</b></td></tr>` : `<tr><td></td><td>REPORT</td><td></td><td></td><td class="r">${figure(before, "fr")}</td></tr>`;
      const rows = list.map((b) => `<tr><td class="nw">${fr(b.date)}</td><td>${lines(b.lines)}</td><td class="nw">${fr(b.valueDate)}</td><td class="r">${b.amount < 0 ? figure(b.amount, "fr") : ""}</td><td class="r">${b.amount > 0 ? figure(b.amount, "fr") : ""}</td></tr>`).join("");
      const last = p === pages.length - 1;
      const debits = bookings.filter((b) => b.amount < 0).reduce((s, b) => s - b.amount, 0);
      const credits = bookings.filter((b) => b.amount > 0).reduce((s, b) => s + b.amount, 0);
      const end = last ? `<tr><td></td><td><b>TOTAL DES OPERATIONS</b></td><td></td><td class="r"><b>${figure(debits, "fr")}</b></td><td class="r"><b>${figure(credits, "fr")}</b></td></tr><tr><td></td><td><b>SOLDE CREDITEUR AU 31.05.2024</b></td><td></td><td></td><td class="r"><b>${figure(closing, "fr")}</b></td></tr>` : `<tr><td></td><td>A REPORTER</td><td></td><td></td><td class="r">${figure(sumTo(before, list), "fr")}</td></tr>`;
      return `<div class="sheet">${head}<table><thead><tr><th>Date</th><th>Nature des opérations</th><th>Valeur</th><th class="r">Débit</th><th class="r">Crédit</th></tr></thead><tbody>${open}${rows}${end}</tbody></table></div>`;
    })
    .join("");
  return { name: "fr-bank-a", layout: "Date/Nature/Valeur/Débit/Crédit, SOLDE CREDITEUR AU rows, totals row, REPORT between pages, 2 pages", html: page("thead th { border-bottom: 1px solid #000; border-top: 1px solid #000; }", body), truth };
}

/** A French regional bank: "Date opé. | Date valeur | Libellé | Débit | Crédit", "Ancien/Nouveau solde créditeur au" lines. */
function frenchBankB(): HoldoutStatement {
  const plan: Plan = { seed: 707, language: "fr", year: 2025, month: 2, count: 22, opening: 642.9, perBalance: false };
  const { bookings, closing } = makeBookings(plan);
  const truth: HoldoutTruth = { bank: "Crédit Mutuel de Bretagne", accountHolder: "Yann Le Goff", iban: "FR7615589297060001234567890", currency: "EUR", periodFrom: null, periodTo: null, openingBalance: 642.9, closingBalance: closing, bookings };
  const rows = bookings.map((b) => `<tr><td class="nw">${dmy(b.date).replace(/\./gu, "/")}</td><td class="nw">${dmy(b.valueDate).replace(/\./gu, "/")}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? figure(b.amount, "fr") : ""}</td><td class="r">${b.amount > 0 ? figure(b.amount, "fr") : ""}</td></tr>`).join("");
  const body = `<div class="sheet"><p style="font-size:12pt"><b>Crédit Mutuel de Bretagne</b></p><table style="margin-bottom:6mm"><tr><td style="width:55%">M. Yann Le Goff<br>3 place du Martray<br>29000 Quimper</td><td>Extrait de compte – Compte chèques<br>Titulaire du compte : Yann Le Goff<br>IBAN FR76 1558 9297 0600 0123 4567 890<br>Devise EUR</td></tr></table>
  <p>Ancien solde créditeur au 31/01/2025 &nbsp;&nbsp; <b>${figure(plan.opening, "fr")} €</b></p>
  <table><thead><tr><th>Date opé.</th><th>Date valeur</th><th>Libellé des opérations</th><th class="r">Débit €</th><th class="r">Crédit €</th></tr></thead><tbody>${rows}</tbody></table>
  <p style="margin-top:4mm">Nouveau solde créditeur au 28/02/2025 &nbsp;&nbsp; <b>${figure(closing, "fr")} €</b></p></div>`;
  return { name: "fr-bank-b", layout: "Date opé./Date valeur/Libellé/Débit/Crédit with full dates, balances as lines outside the table", html: page("thead th { border-bottom: 1px solid #000; }", body), truth };
}

/** A Swiss bank: "Datum | Text | Gutschrift | Lastschrift | Valuta | Saldo" (money in before money out, value date after the amounts), CHF with apostrophes. */
function swissBank(): HoldoutStatement {
  const plan: Plan = { seed: 808, language: "de", year: 2025, month: 4, count: 26, opening: 10452.6, perBalance: true };
  const { bookings, closing } = makeBookings(plan);
  const truth: HoldoutTruth = { bank: "Zürcher Landbank AG", accountHolder: "Martina Frei", iban: "CH9300762011623852957", currency: "CHF", periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: 10452.6, closingBalance: closing, bookings };
  const rows = bookings.map((b) => `<tr><td class="nw">${dmy(b.date).slice(0, 6)}${b.date.slice(2, 4)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount > 0 ? figure(b.amount, "ch") : ""}</td><td class="r">${b.amount < 0 ? figure(b.amount, "ch") : ""}</td><td class="nw">${dmy(b.valueDate).slice(0, 6)}${b.valueDate.slice(2, 4)}</td><td class="r">${figure(b.balance!, "ch")}</td></tr>`).join("");
  const body = `<div class="sheet"><p style="font-size:12pt"><b>Zürcher Landbank AG</b></p><table style="margin-bottom:6mm"><tr><td style="width:55%">Frau<br>Martina Frei<br>Seestrasse 88<br>8002 Zürich</td><td>Kontoauszug Privatkonto<br>Zeitraum 01.04.2025 - 30.04.2025<br>IBAN CH93 0076 2011 6238 5295 7<br>Währung CHF</td></tr></table>
  <table><thead><tr><th>Datum</th><th>Text</th><th class="r">Gutschrift</th><th class="r">Lastschrift</th><th>Valuta</th><th class="r">Saldo</th></tr></thead><tbody><tr><td class="nw">01.04.25</td><td>Saldovortrag</td><td></td><td></td><td></td><td class="r">${figure(plan.opening, "ch")}</td></tr>${rows}<tr><td class="nw">30.04.25</td><td>Kontostand</td><td></td><td></td><td></td><td class="r">${figure(closing, "ch")}</td></tr></tbody></table></div>`;
  return { name: "ch-bank", layout: "Datum/Text/Gutschrift/Lastschrift/Valuta/Saldo (credit before debit), dd.mm.yy, apostrophe thousands", html: page("thead th { border-bottom: 1px solid #000; }", body), truth };
}

/** A German direct bank's statement: full dates, counterparty and purpose in two columns, a signed amount, no booking balance. */
function directBank(): HoldoutStatement {
  const plan: Plan = { seed: 909, language: "de", year: 2025, month: 1, count: 30, opening: 2288.31, perBalance: false };
  const made = makeBookings(plan);
  // The first line is the other party, the rest the purpose, set in columns of their own.
  const bookings = made.bookings.map((b) => ({ ...b, lines: b.lines.length > 1 ? b.lines.slice(1) : b.lines }));
  const truth: HoldoutTruth = { bank: "Nordstern Direktbank AG", accountHolder: "Tobias Lang", iban: "DE02120300000000202051", currency: "EUR", periodFrom: "2025-01-01", periodTo: "2025-01-31", openingBalance: 2288.31, closingBalance: made.closing, bookings };
  const signed = (v: number) => `${v < 0 ? "-" : "+"}${figure(v, "de")} €`;
  const rows = bookings.map((b) => `<tr><td class="nw">${dmy(b.date)}</td><td class="nw">${dmy(b.valueDate)}</td><td>${lines(b.lines)}</td><td class="r">${signed(b.amount)}</td></tr>`).join("");
  const body = `<div class="sheet"><p style="font-size:12pt"><b>Nordstern Direktbank AG</b></p><table style="margin-bottom:6mm"><tr><td style="width:55%">Tobias Lang<br>Kastanienallee 52<br>10435 Berlin</td><td>Kontoauszug Januar 2025<br>Kontoinhaber: Tobias Lang<br>IBAN: DE02 1203 0000 0000 2020 51<br>Zeitraum: 01.01.2025 bis 31.01.2025</td></tr></table>
  <table style="width:50%;margin-bottom:5mm"><tr><td>Anfangssaldo</td><td class="r">${figure(plan.opening, "de")} €</td></tr><tr><td>Endsaldo</td><td class="r">${figure(made.closing, "de")} €</td></tr></table>
  <table><thead><tr><th>Buchungsdatum</th><th>Wertstellung</th><th>Zahlungsempfänger / Verwendungszweck</th><th class="r">Betrag</th></tr></thead><tbody>${rows}</tbody></table></div>`;
  return { name: "de-direct-bank", layout: "full dates, signed amounts with +/−, balances in a box above the table", html: page("thead th { border-bottom: 1px solid #000; }", body), truth };
}

/** The held-out set, in a fixed order. */
export function holdoutStatements(): HoldoutStatement[] {
  return [savingsBank(), cooperativeBank(), britishBank(), americanBank(), australianBank(), frenchBankA(), frenchBankB(), swissBank(), directBank()];
}
