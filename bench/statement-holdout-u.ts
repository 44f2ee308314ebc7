import { figure, lines, page, sumTo, type HoldoutBooking, type HoldoutStatement, type HoldoutTruth } from "./statement-holdout.ts";
import { bookingDrawer, count, credits, dayEndBalances, de, debits, digits, en, EN_MON, firstOfDay, foot, iban, paged, signed, sp, spaced, UNBROKEN_STYLE, type Fill, type Kind } from "./statement-holdout-kit.ts";

/**
 * A twenty-first held-out batch of bank statements, written by someone who had not read the
 * statement rules, had not run them on it and did not look at how earlier batches were read, and
 * committed before it was first read: its first reading measures layouts the rules have never
 * seen. It keeps to the most ordinary personal and small-business current accounts of large
 * banks in Europe (the United Kingdom, Ireland, Germany, Italy, Spain, the Netherlands, Poland,
 * Greece and Belgium), in layouts and combinations unlike the 173 of batches A to T:
 * - a British high-street bank's, "Date | Description | Paid In(£) | Withdrawn(£) | Balance(£)":
 *   money in BEFORE money out, upper-case "03 APR 2025" dates on a day's first row only (and a
 *   page's first row), the balance on every row, a "BROUGHT FORWARD" row heading every page and no
 *   closing row (the last booking's balance), two-line texts (kind, then card number, purchase
 *   day and merchant, or the other party and reference), a "Previous Balance / Paid In /
 *   Withdrawn / New Balance" box, the period "Period Covered 01 APR 2025 to 30 APR 2025", the
 *   holder printed with "MR", no currency named beyond "£", 3 pages;
 * - an Irish bank's, "Date | Details | Debit € | Credit € | Balance €": "03 Apr 2025" dates on a
 *   day's first row only, the balance on a day's last row only, OVERDRAWN from the rent's day
 *   until payday with "dr" after the figure, one-line upper-case texts ("VDP-", "D/D", "*MOBI",
 *   "ATM"), a "BALANCE FORWARD" row heading every page, no currency named beyond "€", 3 pages;
 * - a German direct bank's "Finanzreport", "Buchungstag | Wertstellung (Valuta) | Vorgang |
 *   Buchungstext | Umsatz in EUR": dd.mm.yyyy twice, a KIND column ("Lastschrift / Belastung",
 *   "Kartenverfügung", "Übertrag / Überweisung") BEFORE the text that is not part of it, texts
 *   over two and three labelled lines ("Auftraggeber:", "Empfänger:", "Buchungstext:", "Ref."),
 *   signed "-45,20"/"+2.814,66" amounts, no running balance, "Alter Saldo" and "Neuer Saldo" rows
 *   with "EUR" in the text column, 3 pages;
 * - an Italian bank's "estratto conto", "Data operazione | Data valuta | Descrizione | Importo
 *   in euro": dd/mm/yyyy twice, ONE signed amount ("-45,20"/"+1.850,00"), no running balance,
 *   upper-case two-line texts (PAGAMENTO POS with the card and the purchase day, BONIFICO with
 *   "DA:"/"A:", ADDEBITO SDD, PRELIEVO BANCOMAT), a stamp-duty booking, "Saldo contabile
 *   iniziale al" and "Saldo contabile finale al" rows, the period "dal 01/04/2025 al 30/04/2025",
 *   3 pages;
 * - a Spanish bank's with the TEXT FIRST and the dates after it, "Concepto | Fecha | Fecha valor |
 *   Importe | Saldo": dd/mm/yyyy twice, two-line conceptos (COMPRA TARJ., BIZUM, TRANSF., RECIBO,
 *   NÓMINA), debits with a leading minus and credits unsigned, the balance per row, both balances
 *   only in a box above the table, "Divisa: EUR", 3 pages;
 * - a Dutch bank's, "Datum | Omschrijving | Af | Bij | Saldo": unpadded "3 apr 2025" dates with
 *   Dutch month names, texts over two and three lines (Betaalautomaat with pass number and time,
 *   iDEAL, Incasso with "Machtiging:", Overboeking with the other party's IBAN), the balance per
 *   row, "Beginsaldo" and "Eindsaldo" rows, the period "1 april 2025 t/m 30 april 2025", 3 pages;
 * - a Polish bank's in Polish, "Data księgowania | Data waluty | Opis operacji | Kwota | Saldo po
 *   operacji": dd.mm.yyyy twice, ONE signed "-1 234,56" amount with space thousands and the
 *   balance per row, texts over two and three lines (PRZELEW PRZYCHODZĄCY/WYCHODZĄCY with
 *   "Nadawca:"/"Odbiorca:" and "Tytuł:", BLIK, TRANSAKCJA KARTĄ with the purchase day), "Saldo
 *   początkowe" and "Saldo końcowe" rows, the period "Okres: 01.05.2025 - 31.05.2025", 3 pages;
 * - a Greek bank's in Greek, "Ημ/νία | Ημ/νία Αξίας | Περιγραφή | Χρέωση | Πίστωση | Υπόλοιπο":
 *   dd/mm/yyyy twice, money out BEFORE money in, "1.234,56" figures, Greek upper-case two-line
 *   texts (ΑΓΟΡΑ ΜΕ ΚΑΡΤΑ, ΜΙΣΘΟΔΟΣΙΑ, ΠΑΓΙΑ ΕΝΤΟΛΗ, IRIS), a "ΥΠΟΛΟΙΠΟ ΕΝΑΡΞΗΣ" row, "ΣΕ ΜΕΤΑΦΟΡΑ"
 *   and "ΑΠΟ ΜΕΤΑΦΟΡΑ" rows between pages and a "ΝΕΟ ΥΠΟΛΟΙΠΟ" row, the period "Περίοδος:
 *   01/06/2025 - 30/06/2025", 3 pages;
 * - a Belgian bank's in French, "Date | Description | Valeur | Montant EUR": dd/mm/yyyy, the
 *   yearless "02/05" value date AFTER the text, signed "-45,20"/"+2.150,00" amounts, texts over
 *   two and three lines (Paiement Bancontact with the day, time and masked card, virement with
 *   "Communication:" and a structured "+++…+++"), no running balance, "Solde précédent au" and
 *   "Nouveau solde au" lines outside the table, the extract's number and period "Extrait n° 5 du
 *   01/05/2025 au 31/05/2025", 2 pages.
 * Every page repeats a header and a footer.
 */

/** Batch U's draws: a card payment up to two days before its booking; one that would fall before the statement's first day is made on the booking day. */
const spanBookings = bookingDrawer({ cardDays: 3, early: "booking" });

const STYLE_U = `${UNBROKEN_STYLE} tr.bal td { font-weight: bold; } .box td { white-space: nowrap; }`;

const dd = (d: string) => d.slice(8, 10);
const mm = (d: string) => d.slice(5, 7);
const yyyy = (d: string) => d.slice(0, 4);
const yy = (d: string) => d.slice(2, 4);
const day = (d: string) => String(Number(dd(d)));
const month = (d: string) => Number(mm(d));
const dmy = (d: string, sep: string) => `${dd(d)}${sep}${mm(d)}${sep}${yyyy(d)}`;

const filler = (paid: (d: string) => string) => (t: string, f: Fill) => t.replace("{paid}", paid(f.paid)).replace("{time}", f.time).replace(/\{n(\d+)\}/gu, (_m, k: string) => digits(f.n, Number(k)));

const sheet = (style: string) => (body: string) => page(`${STYLE_U} body { font-size: 7.8pt; } ${style}`, body);

// ---------------------------------------------------------------- British high-street bank (Paid In before Withdrawn, BROUGHT FORWARD)

const UK: readonly Kind[] = [
  { lines: ["Card Transaction", "4412 {paid} TESCO STORES 3127"], money: "out", low: 4, high: 92, card: true },
  { lines: ["Card Transaction", "4412 {paid} SAINSBURYS S/MKT"], money: "out", low: 6, high: 88, card: true },
  { lines: ["Card Transaction", "4412 {paid} GREGGS PLC"], money: "out", low: 2.5, high: 12, card: true },
  { lines: ["Card Transaction", "4412 {paid} TRAINLINE.COM"], money: "out", low: 9, high: 74, card: true },
  { lines: ["Cash Withdrawal", "4412 {paid} WESTGATE LEEDS BRIGGATE"], money: "out", low: 20, high: 100, step: 10, card: true },
  { lines: ["Automated Credit", "P KOWALSKI FP {n6}"], money: "in", low: 10, high: 60 },
  { lines: ["OnLine Transaction", "S BRENNAN CINEMA VIA MOBILE - PYMT"], money: "out", low: 10, high: 45, step: 1 },
];
const UK_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["Standing Order", "HEADINGLEY LETTINGS FLAT 2 RENT"], money: "out", low: 895, high: 895 }],
  ["2025-04-02", { lines: ["Direct Debit", "LEEDS CITY COUNCIL 7731204"], money: "out", low: 142, high: 142 }],
  ["2025-04-08", { lines: ["Direct Debit", "YORKSHIRE WATER 41207731"], money: "out", low: 36.5, high: 36.5 }],
  ["2025-04-14", { lines: ["Direct Debit", "E.ON NEXT LTD A-1204177"], money: "out", low: 88.21, high: 88.21 }],
  ["2025-04-22", { lines: ["Direct Debit", "EE LIMITED Q41207731"], money: "out", low: 24, high: 24 }],
  ["2025-04-25", { lines: ["Automated Credit", "AIREDALE ENGINEERING SALARY"], money: "in", low: 2468.92, high: 2468.92 }],
];

function ukPaidInWithdrawn(): HoldoutStatement {
  const opening = 2318.47;
  const made = spanBookings({ seed: 92101, kinds: UK, fixed: UK_FIXED, from: "2025-04-01", to: "2025-04-30", count: 36, opening, perBalance: true, fill: filler((d) => `${dd(d)}${EN_MON[month(d) - 1]!.toUpperCase()}${yy(d)}`) });
  const { bookings, closing } = made;
  const code = iban("GB", "WGTB60412077310412");
  const truth: HoldoutTruth = { bank: "Westgate Bank Plc", accountHolder: "MR OLIVER BRENNAN", iban: code, currency: null, periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const long = (d: string) => `${dd(d)} ${EN_MON[month(d) - 1]!.toUpperCase()} ${yyyy(d)}`;
  const pages = paged(bookings, 13, 18);
  const body = pages
    .map((list, p) => {
      const before = sumTo(opening, pages.slice(0, p).flat());
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:15pt;color:#5a287d">Westgate Bank</b><br>Statement · Select Account</td><td>Period Covered 01 APR 2025 to 30 APR 2025<br>Sort Code 60-41-20 &nbsp; Account Number 77310412<br>IBAN ${spaced(code)}<br>BIC WGTBGB2L<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">MR OLIVER BRENNAN<br>FLAT 2<br>14 CARDIGAN ROAD<br>LEEDS<br>LS6 3AG</td><td><b>Summary</b><table class="box" style="border:1px solid #5a287d"><tr><td>Previous Balance</td><td class="r">£${en(opening)}</td></tr><tr><td>Paid In</td><td class="r">£${en(credits(bookings))}</td></tr><tr><td>Withdrawn</td><td class="r">£${en(debits(bookings))}</td></tr><tr><td><b>New Balance</b></td><td class="r"><b>£${en(closing)}</b></td></tr></table></td></tr></table>`
          : ""
      }`;
      const head = `<tr class="bal"><td class="nw">${long(p === 0 ? "2025-04-01" : list[0]!.date)}</td><td>BROUGHT FORWARD</td><td></td><td></td><td class="r">${en(before)}</td></tr>`;
      const rows = list.map((b, i) => `<tr><td class="nw">${firstOfDay(list, i) && !(i === 0 && (p > 0 || b.date === "2025-04-01")) ? long(b.date) : ""}</td><td class="nw">${lines(b.lines)}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${b.amount < 0 ? en(-b.amount) : ""}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const note = p === pages.length - 1 ? `<p class="s" style="margin-top:3mm">Your arranged overdraft limit is £250. The Financial Services Compensation Scheme protects eligible deposits up to £85,000. Please check this statement and tell us about anything you do not recognise.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:13%">Date</th><th>Description</th><th class="r" style="width:12%">Paid In(£)</th><th class="r" style="width:12%">Withdrawn(£)</th><th class="r" style="width:12%">Balance(£)</th></tr></thead><tbody>${head}${rows}</tbody></table>${note}${foot(`Westgate Bank Plc. Registered in England and Wales No. 929027. Registered Office: 250 Bishopsgate, London EC2M 4AA. Authorised by the Prudential Regulation Authority. Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "u-uk-paid-in-withdrawn", layout: "British high-street bank Date/Description/Paid In(£)/Withdrawn(£)/Balance(£): money in before money out, '03 APR 2025' on a day's first row only (a BROUGHT FORWARD row takes the date on a page's first line), balance on every row, BROUGHT FORWARD heading every page and no closing row, two-line texts, Previous Balance/Paid In/Withdrawn/New Balance box, 'Period Covered 01 APR 2025 to 30 APR 2025', holder with 'MR', no currency named, 3 pages", html: sheet("thead th { border-bottom: 1.5px solid #5a287d; }")(body), truth };
}

// ---------------------------------------------------------------- Irish bank (Debit € / Credit €, balance once a day, "dr")

const IE: readonly Kind[] = [
  { lines: ["VDP-TESCO STORES 3344"], money: "out", low: 6, high: 96, card: true },
  { lines: ["VDP-DUNNES STORES"], money: "out", low: 8, high: 110, card: true },
  { lines: ["VDC-CENTRA DAME ST"], money: "out", low: 3, high: 18, card: true },
  { lines: ["VDP-LEAP CARD TOP UP"], money: "out", low: 10, high: 40, step: 5, card: true },
  { lines: ["ATM DAME STREET"], money: "out", low: 20, high: 150, step: 10 },
  { lines: ["*MOBI CIARA WALSH"], money: "in", low: 10, high: 80 },
  { lines: ["*MOBI DINNER SPLIT"], money: "out", low: 15, high: 60 },
];
const IE_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["*MOBI RENT APRIL"], money: "out", low: 1450, high: 1450 }],
  ["2025-04-03", { lines: ["D/D ELECTRIC IRELAND"], money: "out", low: 96.4, high: 96.4 }],
  ["2025-04-07", { lines: ["D/D VIRGIN MEDIA IRELAND"], money: "out", low: 65, high: 65 }],
  ["2025-04-15", { lines: ["D/D IRISH LIFE HEALTH"], money: "out", low: 118.27, high: 118.27 }],
  ["2025-04-24", { lines: ["LIFFEY SOFTWARE LTD SAL"], money: "in", low: 3214.55, high: 3214.55 }],
  ["2025-04-30", { lines: ["FEE-QTR TO 24/04/25"], money: "out", low: 6, high: 6 }],
];

function ieBalanceForward(): HoldoutStatement {
  const opening = 1284.6;
  const made = spanBookings({ seed: 92201, kinds: IE, fixed: IE_FIXED, from: "2025-04-01", to: "2025-04-30", count: 34, opening, perBalance: true, fill: filler(() => "") });
  const bookings = dayEndBalances(made.bookings);
  const closing = made.closing;
  const code = iban("IE", "LIFB93115212077310");
  const truth: HoldoutTruth = { bank: "Liffey Bank p.l.c.", accountHolder: "Seán Murphy", iban: code, currency: null, periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const long = (d: string) => `${dd(d)} ${EN_MON[month(d) - 1]} ${yyyy(d)}`;
  const bal = (v: number) => `${en(v)}${v < 0 ? "dr" : ""}`;
  const pages = paged(bookings, 16, 21);
  const body = pages
    .map((list, p) => {
      const before = sumTo(opening, pages.slice(0, p).flat());
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:15pt;color:#7f2b7b">Liffey Bank</b><br>Statement of Account</td><td>Personal Current Account<br>Statement Period: 01 Apr 2025 - 30 Apr 2025<br>IBAN: ${spaced(code)}<br>BIC: LIFBIE2D<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">Seán Murphy<br>Apt 12 Grand Canal Wharf<br>South Dock Road<br>Dublin 4<br>D04 X2Y7</td><td>Branch: 33-11-52 Dame Street<br>Authorised Overdraft Limit: 2,000.00</td></tr></table>` : ""
      }`;
      const head = `<tr class="bal"><td class="nw">${long(p === 0 ? "2025-04-01" : list[0]!.date)}</td><td>BALANCE FORWARD</td><td></td><td></td><td class="r">${bal(before)}</td></tr>`;
      const rows = list.map((b, i) => `<tr><td class="nw">${firstOfDay(list, i) && !(i === 0 && (p > 0 || b.date === "2025-04-01")) ? long(b.date) : ""}</td><td class="nw">${lines(b.lines)}</td><td class="r">${b.amount < 0 ? en(-b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${b.balance === null ? "" : bal(b.balance)}</td></tr>`).join("");
      const note = p === pages.length - 1 ? `<p class="s" style="margin-top:3mm">Interest rate on authorised overdraft 11.85% variable. Liffey Bank p.l.c. is regulated by the Central Bank of Ireland. Deposits are protected under the Deposit Guarantee Scheme up to €100,000.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:14%">Date</th><th>Details</th><th class="r" style="width:13%">Debit €</th><th class="r" style="width:13%">Credit €</th><th class="r" style="width:14%">Balance €</th></tr></thead><tbody>${head}${rows}</tbody></table>${note}${foot(`Liffey Bank p.l.c. Registered Office: 10 Molesworth Street, Dublin 2. Registered in Ireland No. 24173. Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "u-ie-balance-forward", layout: "Irish bank Date/Details/Debit €/Credit €/Balance €: '03 Apr 2025' on a day's first row only, balance on a day's last row only, overdrawn with 'dr' after the figure, one-line upper-case texts (VDP-/D/D/*MOBI/ATM), BALANCE FORWARD heading every page, no closing row, no currency named beyond €, 3 pages", html: sheet("thead th { border-bottom: 1.5px solid #7f2b7b; }")(body), truth };
}

// ---------------------------------------------------------------- German direct bank (Vorgang column before the Buchungstext)

interface KindDE extends Kind {
  readonly vorgang: string;
}

const DE: readonly KindDE[] = [
  { vorgang: "Kartenverfügung", lines: ["Buchungstext: REWE SAGT DANKE//Muenchen/DE", "Karte Nr. 4871 78XX XXXX 4412 {paid}"], money: "out", low: 6, high: 98, card: true },
  { vorgang: "Kartenverfügung", lines: ["Buchungstext: EDEKA SUEDBAHNHOF//Muenchen/DE", "Karte Nr. 4871 78XX XXXX 4412 {paid}"], money: "out", low: 4, high: 76, card: true },
  { vorgang: "Kartenverfügung", lines: ["Buchungstext: MVG AUTOMAT//Muenchen/DE", "Karte Nr. 4871 78XX XXXX 4412 {paid}"], money: "out", low: 3.7, high: 58, card: true },
  { vorgang: "Bar", lines: ["Buchungstext: GA NR00004412 BLZ70040041 0", "{paid} {time} Uhr Muenchen Hbf"], money: "out", low: 50, high: 250, step: 50, card: true },
  { vorgang: "Übertrag / Überweisung", lines: ["Empfänger: Lena Hofmann", "Buchungstext: Geschenk Anna"], money: "out", low: 15, high: 80, step: 5 },
  { vorgang: "Gutschrift", lines: ["Auftraggeber: Felix Braun", "Buchungstext: Anteil Tickets Konzert"], money: "in", low: 20, high: 120 },
  { vorgang: "Lastschrift / Belastung", lines: ["Auftraggeber: PayPal Europe S.a.r.l.", "Buchungstext: 10{n11} PP.4412.PP", "Ref. {n12}"], money: "out", low: 8, high: 90 },
];
const DE_FIXED: readonly (readonly [string, KindDE])[] = [
  ["2025-05-02", { vorgang: "Übertrag / Überweisung", lines: ["Empfänger: Immobilien Kern GmbH", "Buchungstext: Miete Mai 2025 Whg 3.OG", "Ref. MK250502041207"], money: "out", low: 1120, high: 1120 }],
  ["2025-05-05", { vorgang: "Lastschrift / Belastung", lines: ["Auftraggeber: SWM Versorgungs GmbH", "Buchungstext: Abschlag 05/2025 VK 412077310", "Ref. 9Z2C21EB4L8RW3KF/5521"], money: "out", low: 74, high: 74 }],
  ["2025-05-12", { vorgang: "Lastschrift / Belastung", lines: ["Auftraggeber: Telefonica Germany GmbH", "Buchungstext: Kd-Nr. 7731204117 Rg 05/2025"], money: "out", low: 19.99, high: 19.99 }],
  ["2025-05-28", { vorgang: "Gutschrift", lines: ["Auftraggeber: Isarwerk Systemhaus GmbH", "Buchungstext: Lohn/Gehalt 05/2025", "Ref. LG2505/1204"], money: "in", low: 3187.42, high: 3187.42 }],
  ["2025-05-30", { vorgang: "Lastschrift / Belastung", lines: ["Auftraggeber: ERGO Versicherung AG", "Buchungstext: Beitrag Hausrat 06/2025"], money: "out", low: 11.6, high: 11.6 }],
];

function deFinanzreport(): HoldoutStatement {
  const opening = 2140.83;
  const made = spanBookings({ seed: 92301, kinds: DE, fixed: DE_FIXED, from: "2025-05-01", to: "2025-05-31", count: 34, opening, perBalance: false, next: true, fill: filler((d) => dmy(d, ".")) });
  const { bookings, closing, fills } = made;
  const code = iban("DE", "200411440412077310");
  const truth: HoldoutTruth = { bank: "Hanseatische Direktbank AG", accountHolder: "Maximilian Wagner", iban: code, currency: "EUR", periodFrom: "2025-05-01", periodTo: "2025-05-31", openingBalance: opening, closingBalance: closing, bookings };
  const indexed = bookings.map((b, i) => ({ b, vorgang: fills[i]!.kind.vorgang }));
  const pages = paged(indexed, 12, 16);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#333">Hanseatische Direktbank</b><br>Finanzreport Nr. 05 per 31.05.2025</td><td>Girokonto Nr. 4120 7731 00<br>IBAN ${spaced(code)}<br>Zeitraum 01.05.2025 - 31.05.2025<br>Seite ${p + 1} von ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">Herrn<br>Maximilian Wagner<br>Thalkirchner Str. 88<br>80337 München</td><td>Kontoinhaber: Maximilian Wagner<br>BIC HADIDEHHXXX</td></tr></table>` : ""
      }`;
      const head = p === 0 ? `<tr class="bal"><td></td><td></td><td></td><td>Alter Saldo EUR</td><td class="r">${signed(opening, de, "+")}</td></tr>` : "";
      const rows = list.map(({ b, vorgang }) => `<tr><td class="nw">${dmy(b.date, ".")}</td><td class="nw">${dmy(b.valueDate, ".")}</td><td class="nw">${vorgang.replace(" / ", " /<br>")}</td><td class="nw">${lines(b.lines)}</td><td class="r">${signed(b.amount, de, "+")}</td></tr>`).join("");
      const tail = last ? `<tr class="bal"><td></td><td></td><td></td><td>Neuer Saldo EUR</td><td class="r">${signed(closing, de, "+")}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Bitte prüfen Sie die Umsätze. Einwendungen gegen diesen Rechnungsabschluss sind innerhalb von sechs Wochen nach Zugang zu erheben. Guthaben sind bis EUR 100.000 gesetzlich gesichert.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:10%">Buchungstag</th><th style="width:11%">Wertstellung (Valuta)</th><th style="width:14%">Vorgang</th><th>Buchungstext</th><th class="r" style="width:13%">Umsatz in EUR</th></tr></thead><tbody>${head}${rows}${tail}</tbody></table>${note}${foot(`Hanseatische Direktbank AG · Pascalkehre 15, 25451 Quickborn · HRB 7326 PI · Seite ${p + 1} von ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "u-de-finanzreport", layout: "German direct bank Buchungstag/Wertstellung (Valuta)/Vorgang/Buchungstext/Umsatz in EUR: dd.mm.yyyy twice, a kind column (Vorgang, over two lines where it holds a slash) before the text that is not part of it, labelled texts (Auftraggeber:/Empfänger:/Buchungstext:/Ref.), signed '-45,20'/'+2.814,66', no running balance, 'Alter Saldo EUR'/'Neuer Saldo EUR' rows in the text column, 'Herrn' line above the holder, 3 pages", html: sheet("thead th { border-bottom: 1.5px solid #333; vertical-align: bottom; }")(body), truth };
}

// ---------------------------------------------------------------- Italian bank (one signed Importo, Saldo contabile rows)

const IT: readonly Kind[] = [
  { lines: ["PAGAMENTO POS", "ESSELUNGA MILANO CARTA *4412 DEL {paid}"], money: "out", low: 7, high: 118, card: true },
  { lines: ["PAGAMENTO POS", "CARREFOUR EXPRESS CARTA *4412 DEL {paid}"], money: "out", low: 3, high: 54, card: true },
  { lines: ["PAGAMENTO POS", "TRENORD MILANO CADORNA CARTA *4412 DEL {paid}"], money: "out", low: 2.2, high: 39, card: true },
  { lines: ["PRELIEVO BANCOMAT", "ATM 04120 MILANO C.SO BUENOS AIRES"], money: "out", low: 50, high: 250, step: 50 },
  { lines: ["BONIFICO ISTANTANEO A VOSTRO FAVORE", "DA: LUCA ESPOSITO - CENA"], money: "in", low: 15, high: 90 },
  { lines: ["BONIFICO SEPA ESEGUITO", "A: MARTA COLOMBO - REGALO LAUREA"], money: "out", low: 30, high: 120, step: 10 },
  { lines: ["PAGAMENTO SATISPAY", "BAR PASTICCERIA MARCHESI"], money: "out", low: 1.5, high: 14 },
];
const IT_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["BONIFICO SEPA ESEGUITO", "A: IMMOBILIARE NAVIGLI SRL - AFFITTO APRILE"], money: "out", low: 980, high: 980 }],
  ["2025-04-04", { lines: ["ADDEBITO SDD", "A2A ENERGIA SPA FATT. 412077310"], money: "out", low: 83.6, high: 83.6 }],
  ["2025-04-10", { lines: ["ADDEBITO SDD", "FASTWEB SPA CLIENTE 7731204"], money: "out", low: 29.95, high: 29.95 }],
  ["2025-04-27", { lines: ["BONIFICO A VOSTRO FAVORE", "DA: LOMBARDA SISTEMI SPA - STIPENDIO 04/2025"], money: "in", low: 2216.4, high: 2216.4 }],
  ["2025-04-30", { lines: ["CANONE MENSILE CONTO", "XME CONTO APRILE 2025"], money: "out", low: 4.5, high: 4.5 }],
  ["2025-04-30", { lines: ["IMPOSTA DI BOLLO", "E/C AL 30/04/2025"], money: "out", low: 2.84, high: 2.84 }],
];

function itImporto(): HoldoutStatement {
  const opening = 1876.15;
  const made = spanBookings({ seed: 92401, kinds: IT, fixed: IT_FIXED, from: "2025-04-01", to: "2025-04-30", count: 35, opening, perBalance: false, next: true, fill: filler((d) => dmy(d, "/").slice(0, 6) + yy(d)) });
  const { bookings, closing } = made;
  const code = iban("IT", "X0306909606100000041207");
  const truth: HoldoutTruth = { bank: "Banca Lombarda del Lavoro S.p.A.", accountHolder: "Chiara Bianchi", iban: code, currency: "EUR", periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const pages = paged(bookings, 14, 19);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#006a4d">Banca Lombarda del Lavoro</b><br>Estratto conto corrente</td><td>Conto n. 1000/00041207<br>IBAN ${spaced(code)}<br>Periodo dal 01/04/2025 al 30/04/2025<br>Pagina ${p + 1} di ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">Chiara Bianchi<br>Via Vittoria Colonna 22<br>20149 Milano MI</td><td>Intestatario: Chiara Bianchi<br>Filiale: Milano Buenos Aires 04120</td></tr></table>` : ""
      }`;
      const head = p === 0 ? `<tr class="bal"><td></td><td></td><td>Saldo contabile iniziale al 31/03/2025</td><td class="r">${signed(opening, de, "+")}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${dmy(b.date, "/")}</td><td class="nw">${dmy(b.valueDate, "/")}</td><td class="nw">${lines(b.lines)}</td><td class="r">${signed(b.amount, de, "+")}</td></tr>`).join("");
      const tail = last ? `<tr class="bal"><td></td><td></td><td>Saldo contabile finale al 30/04/2025</td><td class="r">${signed(closing, de, "+")}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">In mancanza di opposizione scritta entro 60 giorni dal ricevimento, l'estratto conto si intende approvato. I depositi sono tutelati dal Fondo Interbancario di Tutela dei Depositi fino a 100.000 euro.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:11%">Data operazione</th><th style="width:11%">Data valuta</th><th>Descrizione</th><th class="r" style="width:14%">Importo in euro</th></tr></thead><tbody>${head}${rows}${tail}</tbody></table>${note}${foot(`Banca Lombarda del Lavoro S.p.A. · Piazza Cordusio 2, 20123 Milano · Iscritta all'Albo delle Banche n. 5361 · Aderente al Fondo Interbancario di Tutela dei Depositi · Pagina ${p + 1} di ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "u-it-importo", layout: "Italian bank Data operazione/Data valuta/Descrizione/Importo in euro: dd/mm/yyyy twice, one signed amount '-45,20'/'+1.850,00', no running balance, upper-case two-line texts (PAGAMENTO POS with card and purchase day, BONIFICO with DA:/A:, ADDEBITO SDD), stamp duty, 'Saldo contabile iniziale/finale al' rows, period 'dal 01/04/2025 al 30/04/2025', letterhead short name and fine print 'S.p.A.', 3 pages", html: sheet("thead th { border-bottom: 1.5px solid #006a4d; }")(body), truth };
}

// ---------------------------------------------------------------- Spanish bank (Concepto first, dates after it, balances only in a box)

const ES: readonly Kind[] = [
  { lines: ["COMPRA TARJ. 4940XXXXXXXX4412", "MERCADONA VALENCIA RUZAFA"], money: "out", low: 8, high: 124, card: true },
  { lines: ["COMPRA TARJ. 4940XXXXXXXX4412", "CONSUM C/ SUECA"], money: "out", low: 4, high: 66, card: true },
  { lines: ["COMPRA TARJ. 4940XXXXXXXX4412", "METROVALENCIA COLON"], money: "out", low: 1.5, high: 22, card: true },
  { lines: ["BIZUM RECIBIDO", "ANA MARTINEZ GARCIA - CENA"], money: "in", low: 8, high: 60 },
  { lines: ["BIZUM ENVIADO", "PABLO SANCHEZ RUIZ - LOTERIA"], money: "out", low: 5, high: 40, step: 1 },
  { lines: ["REINTEGRO CAJERO", "CAJERO 7731 PL. AYUNTAMIENTO"], money: "out", low: 20, high: 200, step: 10 },
];
const ES_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-01", { lines: ["TRANSF. A FAVOR DE", "INMUEBLES TURIA SL ALQUILER MAYO"], money: "out", low: 850, high: 850 }],
  ["2025-05-05", { lines: ["RECIBO IBERDROLA CLIENTES SAU", "REF. MANDATO 412077310"], money: "out", low: 61.37, high: 61.37 }],
  ["2025-05-09", { lines: ["RECIBO MOVISTAR", "FACTURA TA7731204117"], money: "out", low: 45.9, high: 45.9 }],
  ["2025-05-20", { lines: ["RECIBO SANITAS SA DE SEGUROS", "POLIZA 41207731 MAYO"], money: "out", low: 58.12, high: 58.12 }],
  ["2025-05-29", { lines: ["NÓMINA", "LEVANTE LOGISTICA SL"], money: "in", low: 2104.66, high: 2104.66 }],
];

function esConceptoFirst(): HoldoutStatement {
  const opening = 1532.08;
  const made = spanBookings({ seed: 92501, kinds: ES, fixed: ES_FIXED, from: "2025-05-01", to: "2025-05-31", count: 37, opening, perBalance: true, next: true, fill: filler(() => "") });
  const { bookings, closing } = made;
  const code = iban("ES", "21000418401207731004");
  const truth: HoldoutTruth = { bank: "Banco del Turia, S.A.", accountHolder: "LAURA GÓMEZ NAVARRO", iban: code, currency: "EUR", periodFrom: "2025-05-01", periodTo: "2025-05-31", openingBalance: opening, closingBalance: closing, bookings };
  const pages = paged(bookings, 13, 18);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#004481">Banco del Turia</b><br>Extracto de cuenta</td><td>Cuenta ${spaced(code)}<br>Periodo del 01/05/2025 al 31/05/2025<br>Divisa: EUR<br>Página ${p + 1} de ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">LAURA GÓMEZ NAVARRO<br>C/ SUECA 41, PTA 7<br>46006 VALENCIA</td><td><table class="box" style="border:1px solid #004481"><tr><td>Saldo anterior a 30/04/2025</td><td class="r">${de(opening)}</td></tr><tr><td>Total ingresos</td><td class="r">${de(credits(bookings))}</td></tr><tr><td>Total cargos</td><td class="r">${de(debits(bookings))}</td></tr><tr><td><b>Saldo a 31/05/2025</b></td><td class="r"><b>${de(closing)}</b></td></tr></table></td></tr></table>`
          : ""
      }`;
      const rows = list.map((b) => `<tr><td class="nw">${lines(b.lines)}</td><td class="nw">${dmy(b.date, "/")}</td><td class="nw">${dmy(b.valueDate, "/")}</td><td class="r">${signed(b.amount, de)}</td><td class="r">${signed(b.balance!, de)}</td></tr>`).join("");
      const note = last ? `<p class="s" style="margin-top:3mm">Banco del Turia, S.A. está adherido al Fondo de Garantía de Depósitos de Entidades de Crédito. Los depósitos están garantizados hasta 100.000 euros por titular.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th>Concepto</th><th style="width:11%">Fecha</th><th style="width:11%">Fecha valor</th><th class="r" style="width:13%">Importe</th><th class="r" style="width:13%">Saldo</th></tr></thead><tbody>${rows}</tbody></table>${note}${foot(`Banco del Turia, S.A. · Pintor Sorolla 2, 46002 Valencia · Reg. Merc. Valencia T. 4120, F. 77, H. V-31 · NIF A46001207 · Página ${p + 1} de ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "u-es-concepto-first", layout: "Spanish bank Concepto/Fecha/Fecha valor/Importe/Saldo: the text FIRST and the two dd/mm/yyyy dates after it, two-line conceptos (COMPRA TARJ., BIZUM, RECIBO, NÓMINA), debits with a leading minus and credits unsigned, balance per row, both balances only in a box above, 'Divisa: EUR', fine print 'S.A.', 3 pages", html: sheet("thead th { border-bottom: 1.5px solid #004481; }")(body), truth };
}

// ---------------------------------------------------------------- Dutch bank (Dutch month names, Af / Bij / Saldo)

const NL_MON = ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"];

const NL: readonly Kind[] = [
  { lines: ["Betaalautomaat", "Albert Heijn 1204 Utrecht", "Pasnr. 041 {paid} {time}"], money: "out", low: 5, high: 92, card: true },
  { lines: ["Betaalautomaat", "Jumbo Utrecht Lunetten", "Pasnr. 041 {paid} {time}"], money: "out", low: 6, high: 84, card: true },
  { lines: ["Betaalautomaat", "NS Utrecht Centraal", "Pasnr. 041 {paid} {time}"], money: "out", low: 3.4, high: 38, card: true },
  { lines: ["iDEAL", "Bol.com B.V.", "Bestelling {n10}"], money: "out", low: 9, high: 86 },
  { lines: ["Overboeking", "S. de Vries", "IBAN: NL91 ABNA 0417 1643 00"], money: "in", low: 10, high: 75 },
  { lines: ["Geldautomaat", "Utrecht Oudegracht"], money: "out", low: 20, high: 150, step: 10 },
];
const NL_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["Overboeking", "Woonstichting Domstad", "Huur april 2025 contract 41207"], money: "out", low: 1085, high: 1085 }],
  ["2025-04-03", { lines: ["Incasso", "Eneco Consumenten B.V.", "Machtiging: ENC-7731204"], money: "out", low: 112, high: 112 }],
  ["2025-04-11", { lines: ["Incasso", "Zilveren Kruis Zorgverzekeringen", "Machtiging: ZK-41207731"], money: "out", low: 148.35, high: 148.35 }],
  ["2025-04-17", { lines: ["Incasso", "Ziggo Services B.V.", "Machtiging: ZG-1204177"], money: "out", low: 62.5, high: 62.5 }],
  ["2025-04-23", { lines: ["Overboeking", "Vecht Techniek B.V.", "Salaris april 2025"], money: "in", low: 3042.18, high: 3042.18 }],
];

function nlDutchMonths(): HoldoutStatement {
  const opening = 1674.9;
  const fmt = (d: string) => `${day(d)} ${NL_MON[month(d) - 1]} ${yyyy(d)}`;
  const made = spanBookings({ seed: 92601, kinds: NL, fixed: NL_FIXED, from: "2025-04-01", to: "2025-04-30", count: 36, opening, perBalance: true, fill: filler((d) => dmy(d, "-")) });
  const { bookings, closing } = made;
  const code = iban("NL", "UTRB0412077310");
  const truth: HoldoutTruth = { bank: "Utrechtse Bank N.V.", accountHolder: "T.J. van den Berg", iban: code, currency: "EUR", periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const pages = paged(bookings, 12, 16);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#ff6200">Utrechtse Bank</b><br>Afschrift betaalrekening</td><td>Rekening ${spaced(code)}<br>Periode 1 april 2025 t/m 30 april 2025<br>Valuta: EUR<br>Blad ${p + 1} van ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">T.J. van den Berg<br>Twijnstraat 18 bis<br>3511 ZK Utrecht</td><td>Rekeninghouder: T.J. van den Berg<br>Afschriftnummer 4</td></tr></table>` : ""
      }`;
      const head = p === 0 ? `<tr class="bal"><td class="nw">31 mrt 2025</td><td>Beginsaldo</td><td></td><td></td><td class="r">${signed(opening, de)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${fmt(b.date)}</td><td class="nw">${lines(b.lines)}</td><td class="r">${b.amount < 0 ? de(b.amount) : ""}</td><td class="r">${b.amount > 0 ? de(b.amount) : ""}</td><td class="r">${signed(b.balance!, de)}</td></tr>`).join("");
      const tail = last ? `<tr class="bal"><td class="nw">30 apr 2025</td><td>Eindsaldo</td><td class="r">${de(debits(bookings))}</td><td class="r">${de(credits(bookings))}</td><td class="r">${signed(closing, de)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Uw tegoed valt onder het depositogarantiestelsel tot € 100.000. Klopt er iets niet? Neem binnen 13 maanden contact met ons op.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:12%">Datum</th><th>Omschrijving</th><th class="r" style="width:12%">Af</th><th class="r" style="width:12%">Bij</th><th class="r" style="width:12%">Saldo</th></tr></thead><tbody>${head}${rows}${tail}</tbody></table>${note}${foot(`Utrechtse Bank N.V. · Croeselaan 18, 3521 CB Utrecht · KvK 30041207 · Blad ${p + 1} van ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "u-nl-dutch-months", layout: "Dutch bank Datum/Omschrijving/Af/Bij/Saldo: unpadded '3 apr 2025' dates with Dutch month names, texts over 2-3 lines (Betaalautomaat with pass number, day and time, iDEAL, Incasso with 'Machtiging:', Overboeking with IBAN), balance per row, Beginsaldo row dated the previous month's last day, Eindsaldo row holding the totals af and bij, period '1 april 2025 t/m 30 april 2025', fine print 'N.V.', 3 pages", html: sheet("thead th { border-bottom: 1.5px solid #ff6200; }")(body), truth };
}

// ---------------------------------------------------------------- Polish bank (one signed Kwota, Saldo po operacji)

const PL: readonly Kind[] = [
  { lines: ["TRANSAKCJA KARTĄ", "BIEDRONKA 4120 WARSZAWA", "Data transakcji: {paid}"], money: "out", low: 8, high: 240, card: true },
  { lines: ["TRANSAKCJA KARTĄ", "ŻABKA Z7731 WARSZAWA", "Data transakcji: {paid}"], money: "out", low: 4, high: 48, card: true },
  { lines: ["TRANSAKCJA KARTĄ", "ORLEN STACJA NR 4412", "Data transakcji: {paid}"], money: "out", low: 60, high: 320, card: true },
  { lines: ["BLIK PRZELEW NA TELEFON", "Odbiorca: KACPER NOWAK", "Tytuł: pizza"], money: "out", low: 15, high: 90, step: 1 },
  { lines: ["BLIK PRZELEW NA TELEFON", "Nadawca: ZOFIA WÓJCIK", "Tytuł: bilety"], money: "in", low: 20, high: 150, step: 1 },
  { lines: ["WYPŁATA Z BANKOMATU", "EURONET UL. MARSZAŁKOWSKA"], money: "out", low: 50, high: 400, step: 50 },
];
const PL_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-05", { lines: ["PRZELEW WYCHODZĄCY", "Odbiorca: WSPÓLNOTA MIESZKANIOWA MOKOTÓW", "Tytuł: czynsz 05/2025 lok. 14"], money: "out", low: 742.3, high: 742.3 }],
  ["2025-05-08", { lines: ["POLECENIE ZAPŁATY", "Odbiorca: PGE OBRÓT S.A.", "Tytuł: faktura 41207731/05"], money: "out", low: 186.44, high: 186.44 }],
  ["2025-05-12", { lines: ["PRZELEW WYCHODZĄCY", "Odbiorca: ORANGE POLSKA S.A.", "Tytuł: FV 7731204117"], money: "out", low: 69.99, high: 69.99 }],
  ["2025-05-10", { lines: ["PRZELEW PRZYCHODZĄCY", "Nadawca: WISŁA SOFTWARE SP. Z O.O.", "Tytuł: wynagrodzenie 04/2025"], money: "in", low: 8215.6, high: 8215.6 }],
  ["2025-05-31", { lines: ["OPŁATA ZA PROWADZENIE RACHUNKU", "05/2025"], money: "out", low: 9.9, high: 9.9 }],
];

function plKwotaSaldo(): HoldoutStatement {
  const opening = 4318.27;
  const made = spanBookings({ seed: 92701, kinds: PL, fixed: PL_FIXED, from: "2025-05-01", to: "2025-05-31", count: 34, opening, perBalance: true, next: true, fill: filler((d) => dmy(d, ".")) });
  const { bookings, closing } = made;
  const code = iban("PL", "124041200773100004120773");
  const truth: HoldoutTruth = { bank: "Bank Wiślany S.A.", accountHolder: "MAGDALENA KOWALCZYK", iban: code, currency: "PLN", periodFrom: "2025-05-01", periodTo: "2025-05-31", openingBalance: opening, closingBalance: closing, bookings };
  const pages = paged(bookings, 12, 16);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#c8102e">Bank Wiślany</b><br>Wyciąg z rachunku nr 5/2025</td><td>Konto Osobiste ${spaced(code)}<br>Okres: 01.05.2025 - 31.05.2025<br>Waluta: PLN<br>Strona ${p + 1} z ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">MAGDALENA KOWALCZYK<br>UL. PUŁAWSKA 112 M. 14<br>02-620 WARSZAWA</td><td>Posiadacz rachunku: MAGDALENA KOWALCZYK<br>Liczba operacji: ${bookings.length} (uznania ${count(bookings, 1)}, obciążenia ${count(bookings, -1)})</td></tr></table>` : ""
      }`;
      const head = p === 0 ? `<tr class="bal"><td></td><td></td><td>Saldo początkowe</td><td></td><td class="r">${signed(opening, sp)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${dmy(b.date, ".")}</td><td class="nw">${dmy(b.valueDate, ".")}</td><td class="nw">${lines(b.lines)}</td><td class="r">${signed(b.amount, sp)}</td><td class="r">${signed(b.balance!, sp)}</td></tr>`).join("");
      const tail = last ? `<tr class="bal"><td></td><td></td><td>Saldo końcowe</td><td></td><td class="r">${signed(closing, sp)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Środki zgromadzone na rachunku są objęte ochroną Bankowego Funduszu Gwarancyjnego do równowartości 100 000 EUR. Reklamacje prosimy zgłaszać niezwłocznie.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:11%">Data księgowania</th><th style="width:11%">Data waluty</th><th>Opis operacji</th><th class="r" style="width:13%">Kwota</th><th class="r" style="width:13%">Saldo po operacji</th></tr></thead><tbody>${head}${rows}${tail}</tbody></table>${note}${foot(`Bank Wiślany S.A. z siedzibą w Warszawie, ul. Grzybowska 53/57, 00-844 Warszawa · KRS 0000041207 · NIP 526-000-77-31 · Strona ${p + 1} z ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "u-pl-kwota-saldo", layout: "Polish bank Data księgowania/Data waluty/Opis operacji/Kwota/Saldo po operacji: dd.mm.yyyy twice, one signed '-1 234,56' amount with space thousands, balance per row, texts over 2-3 lines (TRANSAKCJA KARTĄ with 'Data transakcji:', BLIK, PRZELEW with Nadawca:/Odbiorca: and Tytuł:), undated 'Saldo początkowe'/'Saldo końcowe' rows, 'Okres: 01.05.2025 - 31.05.2025', fine print 'S.A.', 3 pages", html: sheet("thead th { border-bottom: 1.5px solid #c8102e; vertical-align: bottom; }")(body), truth };
}

// ---------------------------------------------------------------- Greek bank (Χρέωση before Πίστωση, ΣΕ/ΑΠΟ ΜΕΤΑΦΟΡΑ)

const GR: readonly Kind[] = [
  { lines: ["ΑΓΟΡΑ ΜΕ ΚΑΡΤΑ", "ΣΚΛΑΒΕΝΙΤΗΣ ΑΘΗΝΑ {paid}"], money: "out", low: 7, high: 118, card: true },
  { lines: ["ΑΓΟΡΑ ΜΕ ΚΑΡΤΑ", "AB ΒΑΣΙΛΟΠΟΥΛΟΣ {paid}"], money: "out", low: 5, high: 96, card: true },
  { lines: ["ΑΓΟΡΑ ΜΕ ΚΑΡΤΑ", "ΟΑΣΑ ΕΙΣΙΤΗΡΙΑ {paid}"], money: "out", low: 1.2, high: 30, card: true },
  { lines: ["ΑΝΑΛΗΨΗ ΑΤΜ", "ΑΤΜ 0412 ΣΥΝΤΑΓΜΑ"], money: "out", low: 20, high: 200, step: 10 },
  { lines: ["IRIS ΠΛΗΡΩΜΗ", "ΠΡΟΣ ΝΙΚΟΛΑΟΣ ΠΑΠΑΔΑΚΗΣ"], money: "out", low: 10, high: 60, step: 1 },
  { lines: ["IRIS ΕΙΣΠΡΑΞΗ", "ΑΠΟ ΕΛΕΝΗ ΓΕΩΡΓΙΟΥ"], money: "in", low: 10, high: 80, step: 1 },
];
const GR_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-02", { lines: ["ΠΑΓΙΑ ΕΝΤΟΛΗ", "ΕΝΟΙΚΙΟ ΙΟΥΝΙΟΥ ΔΗΜΗΤΡΙΟΥ"], money: "out", low: 620, high: 620 }],
  ["2025-06-06", { lines: ["ΠΛΗΡΩΜΗ ΛΟΓΑΡΙΑΣΜΟΥ", "ΔΕΗ ΑΡ. ΠΑΡ. 4120773104"], money: "out", low: 71.8, high: 71.8 }],
  ["2025-06-13", { lines: ["ΠΛΗΡΩΜΗ ΛΟΓΑΡΙΑΣΜΟΥ", "COSMOTE ΚΙΝ. 7731204117"], money: "out", low: 33.5, high: 33.5 }],
  ["2025-06-26", { lines: ["ΜΙΣΘΟΔΟΣΙΑ", "ΑΤΤΙΚΗ ΠΛΗΡΟΦΟΡΙΚΗ ΑΕ"], money: "in", low: 1384.2, high: 1384.2 }],
  ["2025-06-30", { lines: ["ΣΥΝΔΡΟΜΗ ΠΑΚΕΤΟΥ", "ΛΟΓΑΡΙΑΣΜΟΣ ΟΨΕΩΣ 06/2025"], money: "out", low: 3, high: 3 }],
];

function grMetafora(): HoldoutStatement {
  const opening = 1986.35;
  const made = spanBookings({ seed: 92801, kinds: GR, fixed: GR_FIXED, from: "2025-06-01", to: "2025-06-30", count: 36, opening, perBalance: true, next: true, fill: filler((d) => `${dd(d)}/${mm(d)}`) });
  const { bookings, closing } = made;
  const code = iban("GR", "01104120000041207731004");
  const truth: HoldoutTruth = { bank: "Τράπεζα Αιγαίου Α.Ε.", accountHolder: "ΓΕΩΡΓΙΟΣ ΠΑΠΑΔΟΠΟΥΛΟΣ", iban: code, currency: "EUR", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const pages = paged(bookings, 14, 18);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const before = sumTo(opening, pages.slice(0, p).flat());
      const after = sumTo(before, list);
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#003d7c">Τράπεζα Αιγαίου Α.Ε.</b><br>Αντίγραφο Κίνησης Λογαριασμού</td><td>Λογαριασμός Όψεως 412-00-0041207731<br>IBAN ${spaced(code)}<br>Περίοδος: 01/06/2025 - 30/06/2025<br>Νόμισμα: EUR &nbsp; Σελίδα ${p + 1}/${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">ΓΕΩΡΓΙΟΣ ΠΑΠΑΔΟΠΟΥΛΟΣ<br>ΕΡΜΟΥ 41<br>105 63 ΑΘΗΝΑ</td><td>Δικαιούχος: ΓΕΩΡΓΙΟΣ ΠΑΠΑΔΟΠΟΥΛΟΣ<br>Κατάστημα: 0412 Σύνταγμα</td></tr></table>` : ""
      }`;
      const head = p === 0 ? `<tr class="bal"><td class="nw">31/05/2025</td><td></td><td>ΥΠΟΛΟΙΠΟ ΕΝΑΡΞΗΣ</td><td></td><td></td><td class="r">${de(opening)}</td></tr>` : `<tr class="bal"><td></td><td></td><td>ΑΠΟ ΜΕΤΑΦΟΡΑ</td><td></td><td></td><td class="r">${de(before)}</td></tr>`;
      const rows = list.map((b) => `<tr><td class="nw">${dmy(b.date, "/")}</td><td class="nw">${dmy(b.valueDate, "/")}</td><td class="nw">${lines(b.lines)}</td><td class="r">${b.amount < 0 ? de(b.amount) : ""}</td><td class="r">${b.amount > 0 ? de(b.amount) : ""}</td><td class="r">${de(b.balance!)}</td></tr>`).join("");
      const tail = last ? `<tr class="bal"><td class="nw">30/06/2025</td><td></td><td>ΝΕΟ ΥΠΟΛΟΙΠΟ</td><td></td><td></td><td class="r">${de(closing)}</td></tr>` : `<tr class="bal"><td></td><td></td><td>ΣΕ ΜΕΤΑΦΟΡΑ</td><td></td><td></td><td class="r">${de(after)}</td></tr>`;
      const note = last ? `<p class="s" style="margin-top:3mm">Οι καταθέσεις καλύπτονται από το Ταμείο Εγγύησης Καταθέσεων και Επενδύσεων έως 100.000 ευρώ ανά καταθέτη.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:10%">Ημ/νία</th><th style="width:10%">Ημ/νία Αξίας</th><th>Περιγραφή</th><th class="r" style="width:12%">Χρέωση</th><th class="r" style="width:12%">Πίστωση</th><th class="r" style="width:12%">Υπόλοιπο</th></tr></thead><tbody>${head}${rows}${tail}</tbody></table>${note}${foot(`Τράπεζα Αιγαίου Α.Ε. · Αιόλου 86, 102 32 Αθήνα · ΓΕΜΗ 000041207000 · Σελίδα ${p + 1}/${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "u-gr-metafora", layout: "Greek bank in Greek Ημ/νία/Ημ/νία Αξίας/Περιγραφή/Χρέωση/Πίστωση/Υπόλοιπο: dd/mm/yyyy twice, money out before money in, '1.234,56' figures, Greek upper-case two-line texts, ΥΠΟΛΟΙΠΟ ΕΝΑΡΞΗΣ row dated the previous month's last day, ΣΕ ΜΕΤΑΦΟΡΑ/ΑΠΟ ΜΕΤΑΦΟΡΑ rows between pages, ΝΕΟ ΥΠΟΛΟΙΠΟ row, 'Νόμισμα: EUR', the legal form in the letterhead itself, 3 pages", html: sheet("thead th { border-bottom: 1.5px solid #003d7c; }")(body), truth };
}

// ---------------------------------------------------------------- Belgian bank in French (value date after the text, signed Montant EUR)

const BE: readonly Kind[] = [
  { lines: ["Paiement Bancontact", "DELHAIZE ETTERBEEK", "{paid} {time} carte 6703 XXXX XXXX 4412 1"], money: "out", low: 6, high: 112, card: true },
  { lines: ["Paiement Bancontact", "COLRUYT IXELLES", "{paid} {time} carte 6703 XXXX XXXX 4412 1"], money: "out", low: 9, high: 128, card: true },
  { lines: ["Paiement Bancontact", "STIB-MIVB MERODE", "{paid} {time} carte 6703 XXXX XXXX 4412 1"], money: "out", low: 2.1, high: 49, card: true },
  { lines: ["Retrait d'espèces", "BANCONTACT SCHUMAN", "{paid} {time} carte 6703 XXXX XXXX 4412 1"], money: "out", low: 20, high: 200, step: 10, card: true },
  { lines: ["Virement instantané en euros", "De: Julie Lambert BE71 0961 2345 6769", "Communication: resto anniversaire"], money: "in", low: 10, high: 70 },
  { lines: ["Virement en euros", "A: Thomas Dubois BE68 5390 0754 7034", "Communication: abonnement padel"], money: "out", low: 15, high: 60, step: 5 },
];
const BE_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-02", { lines: ["Ordre permanent", "A: Immo Cinquantenaire SRL", "Communication: loyer mai 2025"], money: "out", low: 1040, high: 1040 }],
  ["2025-05-07", { lines: ["Domiciliation européenne", "Engie Electrabel", "Communication: +++412/0773/10455+++"], money: "out", low: 94.27, high: 94.27 }],
  ["2025-05-14", { lines: ["Domiciliation européenne", "Proximus SA", "Communication: +++077/3120/41175+++"], money: "out", low: 58.5, high: 58.5 }],
  ["2025-05-27", { lines: ["Virement en euros", "De: Brabant Conseil SRL BE43 0689 0412 0773", "Communication: salaire mai 2025"], money: "in", low: 2718.33, high: 2718.33 }],
];

function beCommunication(): HoldoutStatement {
  const opening = 2387.64;
  const made = spanBookings({ seed: 92901, kinds: BE, fixed: BE_FIXED, from: "2025-05-01", to: "2025-05-31", count: 27, opening, perBalance: false, next: true, fill: filler((d) => dmy(d, "/")) });
  const { bookings, closing } = made;
  const code = iban("BE", "001412077310");
  const truth: HoldoutTruth = { bank: "Banque de la Senne SA", accountHolder: "Sophie Peeters", iban: code, currency: "EUR", periodFrom: "2025-05-01", periodTo: "2025-05-31", openingBalance: opening, closingBalance: closing, bookings };
  const pages = paged(bookings, 14, 18);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#00965e">Banque de la Senne</b><br>Compte à vue</td><td>${spaced(code)} &nbsp; EUR<br>Extrait n° 5 du 01/05/2025 au 31/05/2025<br>BIC SENNBEBB<br>Page ${p + 1} / ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">Madame<br>Sophie Peeters<br>Rue des Champs 41 bte 3<br>1040 Etterbeek</td><td>Titulaire: Sophie Peeters<br>Agence: Etterbeek Jourdan</td></tr></table><p><b>Solde précédent au 30/04/2025 &nbsp; ${signed(opening, de, "+")} EUR</b></p>` : ""
      }`;
      const rows = list.map((b) => `<tr><td class="nw">${dmy(b.date, "/")}</td><td class="nw">${lines(b.lines)}</td><td class="nw">${dmy(b.valueDate, "/").slice(0, 5)}</td><td class="r">${signed(b.amount, de, "+")}</td></tr>`).join("");
      const end = last ? `<p style="margin-top:2mm"><b>Nouveau solde au 31/05/2025 &nbsp; ${signed(closing, de, "+")} EUR</b></p><p class="s">Total des débits ${de(debits(bookings))} EUR &nbsp; Total des crédits ${de(credits(bookings))} EUR</p><p class="s">Vos dépôts sont protégés par le Fonds de garantie jusqu'à 100.000 EUR. Toute réclamation doit nous parvenir dans les meilleurs délais.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:10%">Date</th><th>Description</th><th style="width:8%">Valeur</th><th class="r" style="width:14%">Montant EUR</th></tr></thead><tbody>${rows}</tbody></table>${end}${foot(`Banque de la Senne SA · Boulevard Anspach 1, 1000 Bruxelles · RPM Bruxelles TVA BE 0403.412.077 · Page ${p + 1} / ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "u-be-communication", layout: "Belgian bank in French Date/Description/Valeur/Montant EUR: dd/mm/yyyy, yearless 'dd/mm' value date AFTER the text, signed '-45,20'/'+2.150,00', texts over 3 lines (Paiement Bancontact with day, time and masked card; virements with De:/A: and IBAN; Communication: with structured +++…+++), no running balance, 'Solde précédent au'/'Nouveau solde au' lines outside the table, 'Madame' line above the holder, 'Extrait n° 5 du 01/05/2025 au 31/05/2025', 2 pages", html: sheet("thead th { border-bottom: 1.5px solid #00965e; }")(body), truth };
}

/** Batch U, in a fixed order. */
export function holdoutStatementsU(): HoldoutStatement[] {
  return [ukPaidInWithdrawn(), ieBalanceForward(), deFinanzreport(), itImporto(), esConceptoFirst(), nlDutchMonths(), plKwotaSaldo(), grMetafora(), beCommunication()];
}
