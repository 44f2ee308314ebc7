import { figure, lines, page, sumTo, type HoldoutBooking, type HoldoutStatement, type HoldoutTruth } from "./statement-holdout.ts";
import { bookingDrawer, count, credits, dayEndBalances, debits, digits, en, EN_MON, foot, iban, paged, spaced, TIGHT_STYLE, type Fill, type Kind } from "./statement-holdout-kit.ts";

/**
 * An eleventh held-out batch of bank statements, written by someone who had not read the
 * statement rules, had not run them on it and did not look at how earlier batches were read, and
 * committed before it was first read: its first reading measures layouts the rules have never
 * seen. It keeps to the statements a typical user in Europe, North America, Australia and Asia
 * uploads, in layouts and combinations unlike the 83 before it:
 * - a Polish bank's with "Data księgowania | Data operacji | Opis operacji | Obciążenia |
 *   Uznania | Saldo po operacji", dd.mm.yyyy, the card's operation day before the booking day,
 *   "1 234,56" figures with space thousands, three-line texts with "Od:"/"Do:"/"Tytuł:", a summary
 *   box counting debits and credits and a totals row, 3 pages;
 * - a Lithuanian bank's in Lithuanian with "Data | Gavėjas / Mokėtojas | Paaiškinimas | Suma |
 *   Valiuta | D/K | Įrašo Nr.": ISO dates, the other party and the purpose in two columns,
 *   unsigned amounts with a D or K letter in a column of their own, card purposes that quote the
 *   amount again, "Likutis pradžiai", two "Apyvarta" turnover rows and "Likutis pabaigai" as rows
 *   of the same table, no running balance, 2 pages;
 * - a Mexican bank's in Spanish with "FECHA | FOLIO | DESCRIPCIÓN | DEPÓSITOS | RETIROS | SALDO":
 *   "05-MAR-2025" dates, a folio column before the text, money in BEFORE money out, three-line
 *   texts, fortnightly payroll, a fee and its VAT as two bookings, "SALDO ANTERIOR" and "SALDO
 *   FINAL" rows and a summary with an average balance, 3 pages;
 * - an American bank's in sections (customer deposits, other deposits, card withdrawals, other
 *   withdrawals, checks presented conventionally) with yearless "Mar 4" dates, a "Ref Number"
 *   column after the text, withdrawals with a TRAILING minus "45.12-", section totals running on
 *   over pages under "(continued)" titles, a summary with counts and a daily balance summary
 *   three to a row, no currency named, 3 pages;
 * - an Australian bank's with "Date | Description | Credit | Debit | Balance": money in BEFORE
 *   money out, dd/mm/yyyy, three-line card texts holding a receipt number, the purchase day as
 *   "12 Mar 2025" and a masked card number, "Opening balance"/"Closing balance" rows, 3 pages;
 * - a Singapore bank's consolidated statement of two accounts in two currencies, each named in
 *   its section's heading ("CURRENCY: SINGAPORE DOLLAR", "CURRENCY: US DOLLAR"): the SGD account's
 *   bookings with yearless "03 Apr" dates, "Withdrawal (-) | Deposit (+) | Balance", texts over
 *   two to four lines, "Balance Brought Forward"/"Balance Carried Forward" rows on every page and
 *   "Total Balance Carried Forward" with the totals, then the USD account with no bookings, 3 pages;
 * - a Hong Kong bank's integrated account statement over a cycle from mid-April to mid-May with
 *   a portfolio summary of three accounts, then the HKD savings account's bookings: "Date |
 *   Transaction Details | Deposit | Withdrawal | Balance", money in BEFORE money out, "16 Apr" on a
 *   day's first row only, the balance on a day's last row only, B/F and C/F BALANCE rows, 2 pages;
 * - a Malaysian bank's with bilingual Malay/English headings, "ENTRY DATE | TRANSACTION
 *   DESCRIPTION | TRANSACTION AMOUNT | STATEMENT BALANCE", dd/mm/yy, one amount column with a
 *   TRAILING sign ("12.50-", "2,500.00+"), BEGINNING BALANCE row and ENDING BALANCE / TOTAL
 *   CREDIT / TOTAL DEBIT lines at the end, 3 pages;
 * - a Japanese bank's in English for an ordinary yen deposit: "yyyy/mm/dd" dates, yen without
 *   decimals, "Withdrawals | Deposits | Balance", one- and two-line texts, "Balance brought
 *   forward", "Carried forward"/"Brought forward" rows between pages and a "Closing balance" row,
 *   2 pages.
 * Every page repeats a header and a footer.
 */

/** No balance on any booking, for layouts that print none beside them. */
const noBalances = (list: readonly HoldoutBooking[]): HoldoutBooking[] => list.map((b) => ({ ...b, balance: null }));
/** Empty text lines dropped: a kind whose column is blank for some bookings. */
const dropEmpty = (list: readonly HoldoutBooking[]): HoldoutBooking[] => list.map((b) => ({ ...b, lines: b.lines.filter((l) => l !== "") }));

/** Space thousands with a plain space, as Polish banks print them. */
const sp = (v: number) => figure(v, "fr").replace(/\u00A0/gu, " ");
/** Whole yen: 1,234,567. */
const yen = (v: number) => String(Math.abs(Math.round(v))).replace(/\B(?=(\d{3})+(?!\d))/gu, ",");

/** A booking text's placeholders filled: the payment day in the layout's form, the clock time, the amount, and {nK} for a K-digit reference. */
const filler = (paid: (d: string) => string, amount: (v: number) => string = () => "") => (t: string, f: Fill) =>
  t
    .replace("{paid}", paid(f.paid))
    .replace("{time}", f.time)
    .replace("{amt}", amount(f.value))
    .replace(/\{n(\d+)\}/gu, (_m, k: string) => digits(f.n, Number(k)));

const dmyDot = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`;
const dmySlash = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
const mon = (d: string) => EN_MON[Number(d.slice(5, 7)) - 1]!;

/** Batch K's draws: a card payment up to two days before its booking; one that would fall before the statement's first day is made on the booking day. */
const spanBookings = bookingDrawer({ cardDays: 3, early: "booking" });

// ---------------------------------------------------------------- Polish bank (Obciążenia / Uznania)

const PL_CARD = "karta 5375 **** **** 4410";
const PL: readonly Kind[] = [
  { lines: ["ZAKUP PRZY UŻYCIU KARTY", "BIEDRONKA 3312 KRAKÓW", PL_CARD], money: "out", low: 8, high: 240, card: true },
  { lines: ["ZAKUP PRZY UŻYCIU KARTY", "ŻABKA Z4471 K.1 KRAKÓW", PL_CARD], money: "out", low: 4, high: 60, card: true },
  { lines: ["ZAKUP PRZY UŻYCIU KARTY", "ORLEN STACJA NR 4112 KRAKÓW", PL_CARD], money: "out", low: 90, high: 320, card: true },
  { lines: ["BLIK ZAKUP E-COMMERCE", "ALLEGRO.PL SP. Z O.O.", "Nr transakcji {n11}"], money: "out", low: 15, high: 400 },
  { lines: ["WYPŁATA Z BANKOMATU", "EURONET KRAKÓW RYNEK GŁÓWNY 12", PL_CARD], money: "out", low: 50, high: 500, step: 50, card: true },
  { lines: ["PRZELEW NA TELEFON BLIK", "Od: MARCIN WÓJCIK", "Tytuł: zwrot za bilety"], money: "in", low: 20, high: 250, step: 5 },
  { lines: ["PRZELEW WYCHODZĄCY", "Do: ANNA KOWALCZYK", "Tytuł: prezent dla Zosi"], money: "out", low: 50, high: 300, step: 10 },
];
const PL_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["PRZELEW STAŁY", "Do: SPÓŁDZIELNIA MIESZKANIOWA PODGÓRZE", "Tytuł: opłata za lokal 17 04/2025"], money: "out", low: 684.37, high: 684.37 }],
  ["2025-04-07", { lines: ["POLECENIE ZAPŁATY", "Do: TAURON SPRZEDAŻ SP. Z O.O.", "Tytuł: faktura P/22041187/0425"], money: "out", low: 186.23, high: 186.23 }],
  ["2025-04-10", { lines: ["PRZELEW PRZYCHODZĄCY", "Od: COMARCH SPÓŁKA AKCYJNA", "Tytuł: WYNAGRODZENIE ZA MARZEC 2025"], money: "in", low: 7842.16, high: 7842.16 }],
  ["2025-04-14", { lines: ["PRZELEW PODATKOWY", "Do: URZĄD SKARBOWY KRAKÓW-PODGÓRZE", "Tytuł: PIT-37 2024 dopłata"], money: "out", low: 412, high: 412 }],
  ["2025-04-22", { lines: ["POLECENIE ZAPŁATY", "Do: ORANGE POLSKA S.A.", "Tytuł: faktura F/0425/88231104"], money: "out", low: 69.99, high: 69.99 }],
  ["2025-04-30", { lines: ["OPŁATA ZA KARTĘ", PL_CARD, "za 04/2025"], money: "out", low: 7, high: 7 }],
];

/** A Polish bank's statement: booking and operation dates, Obciążenia/Uznania/Saldo po operacji, a counted summary box, 3 pages. */
function polish(): HoldoutStatement {
  const opening = 4312.55;
  const made = spanBookings({ seed: 21101, kinds: PL, fixed: PL_FIXED, from: "2025-04-01", to: "2025-04-30", count: 34, opening, perBalance: true, fill: filler(dmyDot) });
  const { bookings, closing } = made;
  const code = iban("PL", "109010140000071219812874");
  const truth: HoldoutTruth = { bank: "Bank Wiślany S.A.", accountHolder: "Katarzyna Nowak", iban: code, currency: "PLN", periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const pages = paged(bookings.map((b, i) => ({ b, op: made.fills[i]!.paid })), 12, 16);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:13pt;color:#1d4f91">Bank Wiślany S.A.</b><br>Wyciąg nr 4/2025 z rachunku</td><td>Konto osobiste PLUS<br>Nr rachunku: ${spaced(code)}<br>Okres: 01.04.2025 – 30.04.2025 &nbsp; Strona ${p + 1}/${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">Pani<br>Katarzyna Nowak<br>ul. Józefińska 24/17<br>30-529 Kraków</td><td>Posiadacz rachunku: Katarzyna Nowak<br>Waluta rachunku: PLN<br>Data wygenerowania: 01.05.2025</td></tr></table>
  <table class="box" style="width:70%;margin-bottom:5mm;border:1px solid #9ab"><tr><td>Saldo początkowe na dzień 31.03.2025</td><td class="r">${sp(opening)} PLN</td></tr><tr><td>Suma obciążeń (${count(bookings, -1)})</td><td class="r">${sp(debits(bookings))} PLN</td></tr><tr><td>Suma uznań (${count(bookings, 1)})</td><td class="r">${sp(credits(bookings))} PLN</td></tr><tr><td><b>Saldo końcowe na dzień 30.04.2025</b></td><td class="r"><b>${sp(closing)} PLN</b></td></tr></table>`
          : ""
      }`;
      const rows = list.map(({ b, op }) => `<tr><td class="nw">${dmyDot(b.date)}</td><td class="nw">${dmyDot(op)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? sp(b.amount) : ""}</td><td class="r">${b.amount > 0 ? sp(b.amount) : ""}</td><td class="r">${sp(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="tot"><td></td><td></td><td><b>Razem obroty</b></td><td class="r"><b>${sp(debits(bookings))}</b></td><td class="r"><b>${sp(credits(bookings))}</b></td><td></td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Dokument wygenerowany elektronicznie nie wymaga podpisu ani stempla. Reklamacje dotyczące operacji prosimy zgłaszać w ciągu 14 dni od daty otrzymania wyciągu.</p>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th style="width:10%">Data księgowania</th><th style="width:10%">Data operacji</th><th>Opis operacji</th><th class="r" style="width:12%">Obciążenia</th><th class="r" style="width:12%">Uznania</th><th class="r" style="width:13%">Saldo po operacji</th></tr></thead><tbody>${rows}${end}</tbody></table>${note}${foot(`Bank Wiślany S.A., ul. Wielopole 17, 31-072 Kraków, Sąd Rejonowy dla Krakowa-Śródmieścia, KRS 0000012345, NIP 676-001-22-33 · Strona ${p + 1}/${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "k-pl-obciazenia-uznania", layout: "Data księgowania/Data operacji/Opis operacji/Obciążenia/Uznania/Saldo po operacji, dd.mm.yyyy with the card's operation day earlier, '1 234,56' space thousands, three-line texts with Od:/Do:/Tytuł:, balance per booking, summary box with counted debits and credits, 'Razem obroty' totals row, 3 pages", html: page(`${TIGHT_STYLE} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #1d4f91; font-size: 7.4pt; } tr.tot td { border-top: 1px solid #999; }`, body), truth };
}

// ---------------------------------------------------------------- Lithuanian bank (D/K column, balance rows in the table)

const LT_CARD = "PIRKINYS 516793******4412 {paid} {amt} EUR (7{n5})";
const LT: readonly Kind[] = [
  { lines: ["MAXIMA LT, UAB", `${LT_CARD} MAXIMA X VILNIUS`], money: "out", low: 5, high: 95, card: true, columns: ["{n14}"] },
  { lines: ["UAB RIMI LIETUVA", `${LT_CARD} RIMI HYPER UKMERGES G. VILNIUS`], money: "out", low: 6, high: 120, card: true, columns: ["{n14}"] },
  { lines: ["BOLT OPERATIONS OU", `${LT_CARD} BOLT.EU/O/2505 TALLINN`], money: "out", low: 3, high: 25, card: true, columns: ["{n14}"] },
  { lines: ["CIRCLE K LIETUVA, UAB", `${LT_CARD} CIRCLE K OZO VILNIUS`], money: "out", low: 30, high: 80, card: true, columns: ["{n14}"] },
  { lines: ["", "GRYNŲJŲ PINIGŲ IŠĖMIMAS 516793******4412 {paid} BANKOMATAS GEDIMINO PR. 9 VILNIUS"], money: "out", low: 20, high: 300, step: 10, card: true, columns: ["{n14}"] },
  { lines: ["Jonas Petrauskas", "už koncerto bilietus"], money: "in", low: 10, high: 120, step: 5, columns: ["{n14}"] },
  { lines: ["Rūta Žukauskienė", "gimtadienio dovana"], money: "out", low: 20, high: 100, step: 5, columns: ["{n14}"] },
];
const LT_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-02", { lines: ["Ignitis, UAB", "Sąskaita IGN2504-771205, el. energija 2025-04"], money: "out", low: 48.73, high: 48.73, columns: ["{n14}"] }],
  ["2025-05-05", { lines: ["Telia Lietuva, AB", "Mokėjimas pagal sąskaitą 0425551208"], money: "out", low: 21.99, high: 21.99, columns: ["{n14}"] }],
  ["2025-05-06", { lines: ["Namų priežiūros centras, UAB", "Bendrijos mokestis 2025 04, butas 41"], money: "out", low: 96.4, high: 96.4, columns: ["{n14}"] }],
  ["2025-05-09", { lines: ["UAB TECH BALTICS", "Darbo užmokestis už 2025 m. balandį"], money: "in", low: 2386.4, high: 2386.4, columns: ["{n14}"] }],
  ["2025-05-12", { lines: ["Vilniaus šilumos tinklai, AB", "Šildymas ir karštas vanduo 2025-04"], money: "out", low: 61.18, high: 61.18, columns: ["{n14}"] }],
  ["2025-05-31", { lines: ["", "Mokestis už paslaugų planą „Kasdienis“ 2025-05"], money: "out", low: 2.5, high: 2.5, columns: ["{n14}"] }],
];

/** A Lithuanian bank's statement: party and purpose in two columns, unsigned amounts with a D/K letter, the balances and turnovers as rows of the table, 2 pages. */
function lithuanian(): HoldoutStatement {
  const opening = 1876.4;
  const made = spanBookings({ seed: 21201, kinds: LT, fixed: LT_FIXED, from: "2025-05-01", to: "2025-05-31", count: 32, opening, perBalance: false, fill: filler((d) => d.replace(/-/gu, "."), (v) => v.toFixed(2).replace(".", ",")) });
  const bookings = dropEmpty(made.bookings);
  const { closing } = made;
  const code = iban("LT", "7300010123456789");
  const truth: HoldoutTruth = { bank: "Nemuno bankas AB", accountHolder: "Tomas Kazlauskas", iban: code, currency: "EUR", periodFrom: "2025-05-01", periodTo: "2025-05-31", openingBalance: opening, closingBalance: closing, bookings };
  const lt = (v: number) => figure(v, "fr");
  const pages = paged(made.bookings.map((b, i) => ({ b, nr: made.fills[i]!.columns[0]! })), 16, 22);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:13pt;color:#ee7023">Nemuno bankas</b><br>SĄSKAITOS IŠRAŠAS</td><td>Laikotarpis: 2025-05-01 – 2025-05-31<br>Sąskaita: ${code}<br>Puslapis ${p + 1} iš ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">Sąskaitos savininkas: Tomas Kazlauskas<br>Asmens kodas: 38*******12<br>Adresas: Žirmūnų g. 68-14, Vilnius</td><td>Valiuta: EUR<br>Banko kodas: 73000<br>SWIFT: NMBALT2X</td></tr></table>` : ""
      }`;
      const row = (date: string, party: string, text: string, amount: string, dk: string, nr: string, cls = "") => `<tr${cls}><td class="nw">${date}</td><td>${party}</td><td>${text}</td><td class="r">${amount}</td><td>EUR</td><td>${dk}</td><td class="nw s">${nr}</td></tr>`;
      const first = p === 0 ? row("2025-05-01", "", "Likutis pradžiai", lt(opening), "K", "", ' class="bal"') : "";
      const rows = list.map(({ b, nr }) => row(b.date, lines([b.lines[0]!]), lines(b.lines.slice(1)), lt(b.amount), b.amount < 0 ? "D" : "K", nr)).join("");
      const end = last
        ? [row("2025-05-31", "", "Apyvarta", lt(debits(bookings)), "D", "", ' class="bal"'), row("2025-05-31", "", "Apyvarta", lt(credits(bookings)), "K", "", ' class="bal"'), row("2025-05-31", "", "Likutis pabaigai", lt(closing), closing < 0 ? "D" : "K", "", ' class="bal"')].join("")
        : "";
      const note = last ? `<p class="s" style="margin-top:3mm">D – debetas (lėšos nurašytos), K – kreditas (lėšos įskaitytos). Išrašas sudarytas elektroniniu būdu ir galioja be parašo.</p>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th style="width:10%">Data</th><th style="width:19%">Gavėjas / Mokėtojas</th><th>Paaiškinimas</th><th class="r" style="width:10%">Suma</th><th style="width:6%">Valiuta</th><th style="width:4%">D/K</th><th style="width:15%">Įrašo Nr.</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Nemuno bankas AB · Konstitucijos pr. 20A, LT-03502 Vilnius · Juridinio asmens kodas 112029651 · Puslapis ${p + 1} iš ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "k-lt-dk-marker", layout: "Data/Gavėjas-Mokėtojas/Paaiškinimas/Suma/Valiuta/D-K/Įrašo Nr.: ISO dates, party and purpose in two columns (party blank for cash and fees), unsigned '1 234,56' amounts with a D or K letter in its own column, card purposes quoting the amount again, 'Likutis pradžiai', two 'Apyvarta' turnover rows and 'Likutis pabaigai' as table rows, no running balance, 2 pages", html: page(`${TIGHT_STYLE} body { font-size: 7.8pt; } thead th { border-bottom: 1.5px solid #ee7023; } tr.bal td { font-weight: bold; background: #fdf1e8; }`, body), truth };
}

// ---------------------------------------------------------------- Mexican bank (folio column, depósitos before retiros)

const ES_MON = ["ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SEP", "OCT", "NOV", "DIC"];
const mx = (d: string) => `${d.slice(8, 10)}-${ES_MON[Number(d.slice(5, 7)) - 1]!}-${d.slice(0, 4)}`;
const MX_CARD = "FECHA {paid} AUT {n6}";
const MX: readonly Kind[] = [
  { lines: ["COMPRA TARJETA DEBITO", "OXXO CUMBRES 4412 MONTERREY NL", MX_CARD], money: "out", low: 15, high: 350, card: true, columns: ["{n7}"] },
  { lines: ["COMPRA TARJETA DEBITO", "HEB GONZALITOS MONTERREY NL", MX_CARD], money: "out", low: 80, high: 1900, card: true, columns: ["{n7}"] },
  { lines: ["RETIRO CAJERO AUTOMATICO", "CAJERO SUC 4412 VALLE ORIENTE", MX_CARD], money: "out", low: 200, high: 3000, step: 100, card: true, columns: ["{n7}"] },
  { lines: ["TRANSFERENCIA SPEI RECIBIDA", "DE BBVA MEXICO / LUIS HERNANDEZ GARZA", "CONCEPTO: PAGO CENA CVE RAST {n13}"], money: "in", low: 100, high: 1500, step: 50, columns: ["{n7}"] },
  { lines: ["TRANSFERENCIA SPEI ENVIADA", "A BANORTE / SOFIA RAMIREZ LEAL", "CONCEPTO: COOPERACION REGALO CVE RAST {n13}"], money: "out", low: 100, high: 1200, step: 50, columns: ["{n7}"] },
  { lines: ["PAGO TARJETA DEBITO", "UBER *TRIP HELP.UBER.COM", MX_CARD], money: "out", low: 45, high: 280, card: true, columns: ["{n7}"] },
];
/** Payroll on the 15th and the last day of the month (the 15th a Saturday: paid the day before). */
const mxPay = (fortnight: string): Kind => ({ lines: ["DEPOSITO DE NOMINA", "GRUPO INDUSTRIAL REGIOMONTANO SA DE CV", `QNA ${fortnight} 2025`], money: "in", low: 14812.35, high: 14812.35, columns: ["{n7}"] });
const MX_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-03-03", { lines: ["PAGO DE SERVICIO", "CFE SUMINISTRADOR DE SERVICIOS BASICOS", "REF 4412 0913 2231 7780"], money: "out", low: 612, high: 612, columns: ["{n7}"] }],
  ["2025-03-05", { lines: ["DOMICILIACION", "TELEFONOS DE MEXICO SAB DE CV", "REF 8183772210"], money: "out", low: 589, high: 589, columns: ["{n7}"] }],
  ["2025-03-14", mxPay("05")],
  ["2025-03-18", { lines: ["TRANSFERENCIA SPEI ENVIADA", "A BANAMEX / INMOBILIARIA DEL VALLE SA", "CONCEPTO: RENTA MARZO CVE RAST 0318250441201"], money: "out", low: 11500, high: 11500, columns: ["{n7}"] }],
  ["2025-03-31", mxPay("06")],
  ["2025-03-31", { lines: ["COMISION MANEJO DE CUENTA"], money: "out", low: 95, high: 95, columns: ["{n7}"] }],
  ["2025-03-31", { lines: ["IVA COMISION MANEJO DE CUENTA"], money: "out", low: 15.2, high: 15.2, columns: ["{n7}"] }],
];

/** A Mexican bank's statement in Spanish: "05-MAR-2025" dates, a folio column, DEPÓSITOS before RETIROS, SALDO ANTERIOR/FINAL rows, 3 pages. */
function mexican(): HoldoutStatement {
  const opening = 15416.22;
  const made = spanBookings({ seed: 21301, kinds: MX, fixed: MX_FIXED, from: "2025-03-01", to: "2025-03-31", count: 34, opening, perBalance: true, fill: filler(dmySlash) });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Banco Sierra Madre, S.A.", accountHolder: "MARIANA GUADALUPE TORRES RÍOS", iban: null, currency: "MXN", periodFrom: "2025-03-01", periodTo: "2025-03-31", openingBalance: opening, closingBalance: closing, bookings };
  // The average balance over the days of the month, as the summary prints it (not a booking's balance).
  const average = (() => {
    let sum = 0;
    for (let day = 1; day <= 31; day++) {
      const on = `2025-03-${String(day).padStart(2, "0")}`;
      sum += sumTo(opening, bookings.filter((b) => b.date <= on));
    }
    return Math.round((sum / 31) * 100) / 100;
  })();
  const pages = paged(bookings.map((b, i) => ({ b, folio: made.fills[i]!.columns[0]! })), 13, 18);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:13pt;color:#c00000">Banco Sierra Madre</b><br>Banco Sierra Madre, S.A., Institución de Banca Múltiple<br>ESTADO DE CUENTA · CUENTA SÚPER NÓMINA</td><td>PERIODO DEL 01-MAR-2025 AL 31-MAR-2025<br>No. de cuenta 65-50412398-1 &nbsp; Moneda: MXN<br>Página ${p + 1} de ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">MARIANA GUADALUPE TORRES RÍOS<br>AV. LAS TORRES 2210 INT 4<br>COL. CUMBRES 2 SECTOR<br>C.P. 64610 MONTERREY, N.L.</td><td>CLABE: 014 580 655041239817<br>R.F.C. TORM880512KX3<br>Sucursal 4412 Valle Oriente</td></tr></table>
  <p class="sec">RESUMEN DEL PERIODO</p><table class="box" style="width:70%;margin-bottom:5mm;border:1px solid #c99"><tr><td>Saldo anterior</td><td class="r">${en(opening)}</td></tr><tr><td>Depósitos (+)</td><td class="r">${en(credits(bookings))}</td></tr><tr><td>Retiros (-)</td><td class="r">${en(debits(bookings))}</td></tr><tr><td><b>Saldo final</b></td><td class="r"><b>${en(closing)}</b></td></tr><tr><td>Saldo promedio</td><td class="r">${en(average)}</td></tr><tr><td>Días del periodo</td><td class="r">31</td></tr></table>`
          : ""
      }`;
      const title = `<p class="sec">DETALLE DE MOVIMIENTOS CUENTA DE CHEQUES${p === 0 ? "" : " (CONTINUACIÓN)"}</p>`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">28-FEB-2025</td><td></td><td>SALDO ANTERIOR</td><td></td><td></td><td class="r">${en(opening)}</td></tr>` : "";
      const rows = list.map(({ b, folio }) => `<tr><td class="nw">${mx(b.date)}</td><td class="nw">${folio}</td><td>${lines(b.lines)}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td class="nw">31-MAR-2025</td><td></td><td>SALDO FINAL</td><td class="r">${en(credits(bookings))}</td><td class="r">${en(debits(bookings))}</td><td class="r">${en(closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Estimado cliente: si desea presentar una aclaración, cuenta con 90 días naturales a partir de la fecha de corte. Los recursos de los depositantes en las instituciones de banca múltiple están protegidos por el IPAB hasta por 400 mil UDIS por persona.</p>` : "";
      return `<div class="sheet">${head}${title}<table><thead><tr><th style="width:11%">FECHA</th><th style="width:8%">FOLIO</th><th>DESCRIPCIÓN</th><th class="r" style="width:12%">DEPÓSITOS</th><th class="r" style="width:12%">RETIROS</th><th class="r" style="width:12%">SALDO</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Banco Sierra Madre, S.A., Institución de Banca Múltiple · Av. Constitución 1111 Pte., Centro, 64000 Monterrey, N.L. · Página ${p + 1} de ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "k-mx-depositos-retiros", layout: "FECHA/FOLIO/DESCRIPCIÓN/DEPÓSITOS/RETIROS/SALDO with '05-MAR-2025' dates, a folio column before the text, money in before money out, three-line texts, fortnightly payroll, a fee and its VAT as two bookings, SALDO ANTERIOR and SALDO FINAL rows, summary with an average balance, 3 pages", html: page(`${TIGHT_STYLE} body { font-size: 7.8pt; } .sec { font-weight: bold; font-size: 9.5pt; color: #c00000; margin: 2mm 0 1mm; } thead th { border-bottom: 1.5px solid #c00000; } tr.bal td { font-weight: bold; background: #fbeeee; }`, body), truth };
}

// ---------------------------------------------------------------- American bank (sections, trailing minus)

type UsSection = "customer" | "deposit" | "card" | "withdrawal" | "check";
const US_CARD = "Debit Purchase - VISA On {paid}";
const US: readonly Kind[] = [
  { lines: [`${US_CARD} CUB FOODS #1623`, "MINNEAPOLIS MN"], money: "out", low: 9, high: 190, card: true, columns: ["card", "{n11}"] },
  { lines: [`${US_CARD} TARGET 00012211`, "ST PAUL MN"], money: "out", low: 12, high: 160, card: true, columns: ["card", "{n11}"] },
  { lines: [`${US_CARD} HOLIDAY STATIONSTORE 0412`, "ROSEVILLE MN"], money: "out", low: 25, high: 75, card: true, columns: ["card", "{n11}"] },
  { lines: [`${US_CARD} AMAZON MKTPL*2K4F81`, "AMZN.COM/BILL WA"], money: "out", low: 8, high: 140, card: true, columns: ["card", "{n11}"] },
  { lines: [`${US_CARD} CHIPOTLE 2291`, "MINNEAPOLIS MN"], money: "out", low: 11, high: 38, card: true, columns: ["card", "{n11}"] },
  { lines: ["Mobile Check Deposit"], money: "in", low: 40, high: 600, columns: ["customer", "{n10}"] },
  { lines: ["Zelle Instant Pmt From TYLER BERG", "REF=ZL{n9}"], money: "in", low: 20, high: 200, step: 5, columns: ["deposit", "{n11}"] },
  { lines: ["Zelle Instant Pmt To MEGAN OLSON", "REF=ZL{n9}"], money: "out", low: 20, high: 250, step: 5, columns: ["withdrawal", "{n11}"] },
];
const US_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-03-03", { lines: ["Electronic Withdrawal To WELLS FARGO HOME MTG", "REF=250303004412881N00 MTG PYMTS"], money: "out", low: 1688.14, high: 1688.14, columns: ["withdrawal", "{n11}"] }],
  ["2025-03-07", { lines: ["Electronic Deposit From HENNEPIN HEALTHCA", "REF=250307001182044N00 PAYROLL"], money: "in", low: 2415.66, high: 2415.66, columns: ["deposit", "{n11}"] }],
  ["2025-03-10", { lines: ["2210"], money: "out", low: 250, high: 250, columns: ["check", "{n10}"] }],
  ["2025-03-14", { lines: ["Electronic Withdrawal To XCEL ENERGY-NSP", "REF=250314004123940N00 XCELENERGY"], money: "out", low: 142.08, high: 142.08, columns: ["withdrawal", "{n11}"] }],
  ["2025-03-17", { lines: ["Web Authorized Pmt CAPITAL ONE", "REF=250317008821003N00 CRCARDPMT"], money: "out", low: 640, high: 640, columns: ["withdrawal", "{n11}"] }],
  ["2025-03-19", { lines: ["2211"], money: "out", low: 84, high: 84, columns: ["check", "{n10}"] }],
  ["2025-03-21", { lines: ["Electronic Deposit From HENNEPIN HEALTHCA", "REF=250321001182044N00 PAYROLL"], money: "in", low: 2415.66, high: 2415.66, columns: ["deposit", "{n11}"] }],
  ["2025-03-27", { lines: ["2213"], money: "out", low: 1200, high: 1200, columns: ["check", "{n10}"] }],
  ["2025-03-31", { lines: ["Monthly Maintenance Fee"], money: "out", low: 6.95, high: 6.95, columns: ["withdrawal", ""] }],
  ["2025-04-01", { lines: ["Electronic Withdrawal To CENTERPOINT ENERGY", "REF=250401002231778N00 UTIL PYMT"], money: "out", low: 71.3, high: 71.3, columns: ["withdrawal", "{n11}"] }],
];

interface UsRow {
  readonly b: HoldoutBooking;
  readonly ref: string;
  readonly weight: number;
  readonly html: string;
}
interface UsBlock {
  readonly title: string;
  readonly head: string;
  readonly rows: readonly UsRow[];
  readonly total: string;
}

/** Sections laid on pages: a section that does not fit runs on over the next page under a "(continued)" title. */
function flowSections(blocks: readonly UsBlock[], firstBudget: number, budget: number): string[][] {
  const pages: string[][] = [[]];
  let left = firstBudget;
  for (const block of blocks) {
    let i = 0;
    let continued = false;
    while (i < block.rows.length) {
      if (left < 6) {
        pages.push([]);
        left = budget;
      }
      left -= 3;
      const part: UsRow[] = [];
      while (i < block.rows.length && left >= block.rows[i]!.weight) {
        part.push(block.rows[i]!);
        left -= block.rows[i]!.weight;
        i++;
      }
      const done = i === block.rows.length;
      if (done) left -= 2;
      pages[pages.length - 1]!.push(`<p class="sec">${block.title}${continued ? " (continued)" : ""}</p><table><thead>${block.head}</thead><tbody>${part.map((r) => r.html).join("")}${done ? block.total : ""}</tbody></table>`);
      continued = true;
      if (!done) left = 0;
    }
  }
  return pages;
}

/** An American bank's checking statement in sections, with withdrawals marked by a trailing minus and a Ref Number column, 3 pages. */
function american(): HoldoutStatement {
  const opening = 2412.88;
  const made = spanBookings({ seed: 21401, kinds: US, fixed: US_FIXED, from: "2025-03-03", to: "2025-04-01", count: 34, opening, perBalance: false, fill: filler((d) => `${d.slice(5, 7)}${d.slice(8, 10)}${d.slice(2, 4)}`) });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Twin Rivers Bank, N.A.", accountHolder: "KEVIN J OLSON", iban: null, currency: null, periodFrom: "2025-03-03", periodTo: "2025-04-01", openingBalance: opening, closingBalance: closing, bookings };
  const md = (d: string) => `${mon(d)} ${Number(d.slice(8, 10))}`;
  const money = (v: number) => (v < 0 ? `${en(v)}-` : en(v));
  const of = (section: UsSection) => bookings.map((b, i) => ({ b, section: made.fills[i]!.columns[0]!, ref: made.fills[i]!.columns[1]! })).filter((x) => x.section === section);
  const sum = (list: readonly { b: HoldoutBooking }[]) => list.reduce((s, x) => s + x.b.amount, 0);
  const textRow = ({ b, ref }: { b: HoldoutBooking; ref: string }): UsRow => ({ b, ref, weight: b.lines.length, html: `<tr><td class="nw">${md(b.date)}</td><td>${lines(b.lines)}</td><td class="nw s">${ref}</td><td class="r">${money(b.amount)}</td></tr>` });
  const textHead = `<tr><th style="width:8%">Date</th><th>Description of Transaction</th><th style="width:16%">Ref Number</th><th class="r" style="width:14%">Amount</th></tr>`;
  const total = (label: string, list: readonly { b: HoldoutBooking }[]) => `<tr class="tot"><td colspan="3">Total ${label}</td><td class="r">$ ${money(Math.round(sum(list) * 100) / 100)}</td></tr>`;
  const sections: [UsSection, string][] = [["customer", "Customer Deposits"], ["deposit", "Other Deposits"], ["card", "Card Withdrawals"], ["withdrawal", "Other Withdrawals"]];
  const blocks: UsBlock[] = sections.map(([key, title]) => ({ title, head: textHead, rows: of(key).map(textRow), total: total(title, of(key)) }));
  // Checks in number order; 2212 was never presented, so the bank marks the gap after 2213.
  const checks = of("check").sort((a, b) => Number(a.b.lines[0]) - Number(b.b.lines[0]));
  blocks.push({
    title: "Checks Presented Conventionally",
    head: `<tr><th style="width:10%">Check</th><th style="width:10%">Date</th><th style="width:18%">Ref Number</th><th class="r" style="width:14%">Amount</th><th></th></tr>`,
    rows: checks.map(({ b, ref }) => ({ b, ref, weight: 1, html: `<tr><td class="nw">${b.lines[0]}${b.lines[0] === "2213" ? "*" : ""}</td><td class="nw">${md(b.date)}</td><td class="nw s">${ref}</td><td class="r">${money(b.amount)}</td><td></td></tr>` })),
    total: `<tr class="tot"><td colspan="3">Conventional Checks Paid (${checks.length})</td><td class="r">$ ${money(Math.round(sum(checks) * 100) / 100)}</td><td></td></tr><tr><td colspan="5" class="s">* Gap in check sequence</td></tr>`,
  });
  // The day's ending balance on every day with activity, three to a row.
  const days = [...new Set(bookings.map((b) => b.date))];
  const ends = days.map((d) => [d, sumTo(opening, bookings.filter((b) => b.date <= d))] as const);
  const triples = Array.from({ length: Math.ceil(ends.length / 3) }, (_, k) => ends.slice(k * 3, k * 3 + 3));
  const balanceSummary = `<p class="sec">Balance Summary</p><table><thead><tr>${"<th>Date</th><th class=\"r\">Ending Balance</th>".repeat(3)}</tr></thead><tbody>${triples.map((t) => `<tr>${t.map(([d, v]) => `<td class="nw">${md(d)}</td><td class="r">${en(v)}</td>`).join("")}${"<td></td><td></td>".repeat(3 - t.length)}</tr>`).join("")}</tbody></table><p class="s">Balances only appear for days reflecting change.</p>`;
  const flowed = flowSections(blocks, 34, 56);
  flowed[flowed.length - 1]!.push(balanceSummary);
  const n = (s: UsSection) => of(s).length;
  const amt = (s: UsSection) => money(Math.round(sum(of(s)) * 100) / 100);
  const summary = `<p class="sec">ACCOUNT SUMMARY</p><table class="box" style="width:75%;margin-bottom:4mm;border:1px solid #999"><tr><th>Account Summary</th><th class="r"># Items</th><th class="r">Amount</th></tr>
  <tr><td>Beginning Balance on Mar 3</td><td></td><td class="r">$ ${en(opening)}</td></tr><tr><td>Customer Deposits</td><td class="r">${n("customer")}</td><td class="r">${amt("customer")}</td></tr><tr><td>Other Deposits</td><td class="r">${n("deposit")}</td><td class="r">${amt("deposit")}</td></tr><tr><td>Card Withdrawals</td><td class="r">${n("card")}</td><td class="r">${amt("card")}</td></tr><tr><td>Other Withdrawals</td><td class="r">${n("withdrawal")}</td><td class="r">${amt("withdrawal")}</td></tr><tr><td>Checks Paid</td><td class="r">${n("check")}</td><td class="r">${amt("check")}</td></tr><tr><td><b>Ending Balance on Apr 1, 2025</b></td><td></td><td class="r"><b>$ ${en(closing)}</b></td></tr></table>`;
  const body = flowed
    .map((parts, p) => {
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#0c2074">Twin Rivers Bank</b><br>Twin Rivers Bank, N.A.<br>P.O. Box 1800, Saint Paul, Minnesota 55101-0800</td><td>Statement Period:<br>Mar 3, 2025 through Apr 1, 2025<br>Account Number: 1 047 9921 3384<br>Page ${p + 1} of ${flowed.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">KEVIN J OLSON<br>3318 37TH AVE S<br>MINNEAPOLIS MN 55406-2241</td><td>To contact Twin Rivers Bank<br>By Phone: 1-800-555-0199<br>Online: twinriversbank.com</td></tr></table><p class="sec">TWIN RIVERS EASY CHECKING &nbsp; Member FDIC &nbsp;&nbsp; Account Number 1-047-9921-3384</p>${summary}` : ""
      }`;
      return `<div class="sheet">${head}${parts.join("")}${foot(`Twin Rivers Bank, N.A. · Member FDIC · Equal Housing Lender · Page ${p + 1} of ${flowed.length}`)}</div>`;
    })
    .join("");
  return { name: "k-us-trailing-minus", layout: "sections (Customer Deposits, Other Deposits, Card Withdrawals, Other Withdrawals, Checks Presented Conventionally) with Date/Description of Transaction/Ref Number/Amount, yearless 'Mar 4' dates, withdrawals with a TRAILING minus '45.12-', two-line texts, section totals, sections running on under '(continued)', summary with item counts, daily balance summary three to a row, no currency named", html: page(`${TIGHT_STYLE} body { font-size: 7.8pt; } .sec { font-weight: bold; font-size: 9pt; color: #0c2074; margin: 3mm 0 1mm; border-bottom: 1.5px solid #0c2074; } thead th { border-bottom: 1px solid #999; font-size: 7.2pt; } tr.tot td { border-top: 1px solid #999; font-weight: bold; }`, body), truth };
}

// ---------------------------------------------------------------- Australian bank (credit before debit)

const AU_CARD = "Date {paid} Card 462263xxxxxx4412";
const AU: readonly Kind[] = [
  { lines: ["Visa Purchase - Receipt {n6}", "In WOOLWORTHS 1412 NEWTOWN NS", AU_CARD], money: "out", low: 8, high: 180, card: true },
  { lines: ["EFTPOS Purchase - Receipt {n6}", "In COLES 0512 ERSKINEVILLE NS", AU_CARD], money: "out", low: 6, high: 150, card: true },
  { lines: ["Visa Purchase - Receipt {n6}", "In UBER *TRIP SYDNEY NS", AU_CARD], money: "out", low: 9, high: 55, card: true },
  { lines: ["ATM Withdrawal - Receipt {n6}", "In NEWTOWN SQUARE ATM 2 NEWTOWN", AU_CARD], money: "out", low: 20, high: 300, step: 20, card: true },
  { lines: ["Osko Payment from J NGUYEN", "Ref: dinner split"], money: "in", low: 10, high: 120, step: 5 },
  { lines: ["Osko Payment to S WILLIAMS", "Ref: electricity share"], money: "out", low: 30, high: 150, step: 5 },
  { lines: ["Visa Purchase - Receipt {n6}", "In OPAL TRANSPORT SYDNEY", AU_CARD], money: "out", low: 5, high: 50, card: true },
];
const AU_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-03-01", { lines: ["Direct Debit - Receipt 114502", "AGL SALES PTY LTD 4412209917"], money: "out", low: 168.4, high: 168.4 }],
  ["2025-03-03", { lines: ["BPAY Bill Payment - Receipt 238811", "To TELSTRA Ref 7738120044"], money: "out", low: 89, high: 89 }],
  ["2025-03-06", { lines: ["Salary Deposit - Receipt 440121", "From UNIVERSITY OF SYDNEY PAY 0306"], money: "in", low: 3128.55, high: 3128.55 }],
  ["2025-03-10", { lines: ["Transfer to Savings Maximiser - Receipt 551903", "To 41223916"], money: "out", low: 500, high: 500 }],
  ["2025-03-15", { lines: ["Direct Debit - Receipt 601233", "RAY WHITE NEWTOWN RENT 0315"], money: "out", low: 2340, high: 2340 }],
  ["2025-03-20", { lines: ["Salary Deposit - Receipt 440977", "From UNIVERSITY OF SYDNEY PAY 0320"], money: "in", low: 3128.55, high: 3128.55 }],
  ["2025-03-31", { lines: ["Cashback Credit - Receipt 990122"], money: "in", low: 4.18, high: 4.18 }],
];

/** An Australian bank's statement: dd/mm/yyyy, Credit before Debit, three-line card texts with receipts and purchase days, 3 pages. */
function australian(): HoldoutStatement {
  const opening = 1964.31;
  const made = spanBookings({ seed: 21501, kinds: AU, fixed: AU_FIXED, from: "2025-03-01", to: "2025-03-31", count: 40, opening, perBalance: true, fill: filler((d) => `${d.slice(8, 10)} ${mon(d)} ${d.slice(0, 4)}`) });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Southern Cross Bank Limited", accountHolder: "Ms Olivia Nguyen", iban: null, currency: "AUD", periodFrom: "2025-03-01", periodTo: "2025-03-31", openingBalance: opening, closingBalance: closing, bookings };
  const pages = paged(bookings, 13, 19);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#ff6200">Southern Cross Bank</b><br>Everyday Transaction Account statement</td><td>Statement period 01/03/2025 - 31/03/2025<br>BSB 923-100 &nbsp; Account number 41223908<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">Ms Olivia Nguyen<br>Unit 7, 41 King Street<br>NEWTOWN NSW 2042</td><td>Account name: Ms Olivia Nguyen<br>All amounts are in Australian dollars (AUD)<br>Statement number 27</td></tr></table>
  <table class="box" style="width:70%;margin-bottom:5mm;border:1px solid #fc9"><tr><td>Opening balance</td><td class="r">$${en(opening)}</td></tr><tr><td>Total money in</td><td class="r">$${en(credits(bookings))}</td></tr><tr><td>Total money out</td><td class="r">$${en(debits(bookings))}</td></tr><tr><td><b>Closing balance</b></td><td class="r"><b>$${en(closing)}</b></td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">01/03/2025</td><td>Opening balance</td><td></td><td></td><td class="r">${en(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${dmySlash(b.date)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td class="nw">31/03/2025</td><td>Closing balance</td><td></td><td></td><td class="r">${en(closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Please check your statement carefully and tell us straight away about any transaction you do not recognise. Southern Cross Bank Limited ABN 24 000 893 292 AFSL and Australian Credit Licence 229823.</p>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th style="width:11%">Date</th><th>Description</th><th class="r" style="width:13%">Credit</th><th class="r" style="width:13%">Debit</th><th class="r" style="width:13%">Balance</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Southern Cross Bank Limited · GPO Box 4094, Sydney NSW 2001 · 133 464 · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "k-au-credit-first", layout: "Date/Description/Credit/Debit/Balance with money in BEFORE money out, dd/mm/yyyy, three-line card texts ('Visa Purchase - Receipt 123456', 'In WOOLWORTHS …', 'Date 12 Mar 2025 Card 462263xxxxxx4412'), balance per booking, Opening/Closing balance rows, summary box, 3 pages", html: page(`${TIGHT_STYLE} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #ff6200; } tr.bal td { font-weight: bold; }`, body), truth };
}

// ---------------------------------------------------------------- Singapore bank (consolidated, currency per section)

const SG_CARD = "4628-XXXX-XXXX-1122";
const SG: readonly Kind[] = [
  { lines: ["Debit Card Transaction", "NTUC FP-BEDOK MALL SI NG {paid}", SG_CARD], money: "out", low: 5, high: 160, card: true },
  { lines: ["Debit Card Transaction", "GRAB* A-7{n6} SINGAPORE SG {paid}", SG_CARD], money: "out", low: 8, high: 40, card: true },
  { lines: ["Debit Card Transaction", "COLD STORAGE-JEWEL SI NG {paid}", SG_CARD], money: "out", low: 10, high: 180, card: true },
  { lines: ["Point-of-Sale Transaction", "KOPITIAM @ BEDOK 21"], money: "out", low: 3, high: 18 },
  { lines: ["FAST Payment / Receipt", "PayNow Transfer 2025{n10}", "From: LIM JUN HAO", "OTHR dinner"], money: "in", low: 10, high: 150, step: 5 },
  { lines: ["FAST Payment / Receipt", "PayNow Transfer 2025{n10}", "To: KOH SIEW LAN", "OTHR Birthday gift"], money: "out", low: 20, high: 200, step: 10 },
  { lines: ["Cash Withdrawal", "ATM BEDOK NORTH AVE 3 {paid}"], money: "out", low: 20, high: 400, step: 20, card: true },
];
const SG_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["GIRO Payment", "SP SERVICES LTD", "8812345678"], money: "out", low: 142.37, high: 142.37 }],
  ["2025-04-02", { lines: ["GIRO Payment", "SINGTEL MOBILE", "88012233"], money: "out", low: 58.85, high: 58.85 }],
  ["2025-04-10", { lines: ["Funds Transfer", "TOP-UP TO PAYLAH! : 9XXX4412"], money: "out", low: 100, high: 100 }],
  ["2025-04-25", { lines: ["GIRO - Salary", "ACME ENGINEERING PTE LTD", "SALA APR 2025"], money: "in", low: 6250, high: 6250 }],
  ["2025-04-28", { lines: ["Advice Bill Payment", "IRAS INCOME TAX", "T25-1184402"], money: "out", low: 311.2, high: 311.2 }],
  ["2025-04-30", { lines: ["Interest Earned"], money: "in", low: 1.84, high: 1.84 }],
];

/** A Singapore bank's consolidated statement: the SGD account's bookings with carries on every page, then a USD account with none, each section naming its currency, 3 pages. */
function singapore(): HoldoutStatement {
  const opening = 8841.06;
  const made = spanBookings({ seed: 21601, kinds: SG, fixed: SG_FIXED, from: "2025-04-01", to: "2025-04-30", count: 34, opening, perBalance: true, fill: filler((d) => `${d.slice(8, 10)}${mon(d).toUpperCase()}`) });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Straits Harbour Bank Ltd", accountHolder: "TAN MEI LING", iban: null, currency: "SGD", periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const usd = 2400;
  const rate = 1.3127;
  const dmon = (d: string) => `${d.slice(8, 10)} ${mon(d)}`;
  const pages = paged(bookings, 12, 17);
  const section = (name: string, no: string, currency: string, continued: boolean) => `<p class="sec">${name} &nbsp; Account No. ${no}${continued ? " (continued)" : ""}</p><p class="cur">CURRENCY: ${currency}</p>`;
  const thead = `<thead><tr><th style="width:9%">Date</th><th>Description</th><th class="r" style="width:14%">Withdrawal (-)</th><th class="r" style="width:14%">Deposit (+)</th><th class="r" style="width:14%">Balance</th></tr></thead>`;
  const carry = (label: string, v: number) => `<tr class="bal"><td></td><td>${label}</td><td></td><td></td><td class="r">${en(v)}</td></tr>`;
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const before = sumTo(opening, pages.slice(0, p).flat());
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#d71e28">Straits Harbour Bank</b><br>Straits Harbour Bank Ltd · Co. Reg. No. 196800306E</td><td>CONSOLIDATED STATEMENT<br>Statement Period: 01 Apr 2025 to 30 Apr 2025<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">TAN MEI LING<br>BLK 412 BEDOK NORTH AVE 2<br>#08-117<br>SINGAPORE 460412</td><td>Statement Date: 30 Apr 2025<br>Customer ID: S8812xxxA</td></tr></table>
  <p class="sec">Account Summary as at 30 Apr 2025</p><table class="box" style="width:90%;margin-bottom:5mm;border:1px solid #caa"><tr><th>Deposits</th><th>Account No.</th><th>Currency</th><th class="r">Balance</th><th class="r">SGD Equivalent</th></tr><tr><td>Autosave Account</td><td>012-345678-9</td><td>SGD</td><td class="r">${en(closing)}</td><td class="r">${en(closing)}</td></tr><tr><td>Global Currency Account</td><td>012-902211-4</td><td>USD</td><td class="r">${en(usd)}</td><td class="r">${en(usd * rate)}</td></tr><tr><td colspan="4"><b>Total Deposits (SGD Equivalent)</b></td><td class="r"><b>${en(closing + usd * rate)}</b></td></tr></table><p class="s">Exchange rate used: 1 USD = ${rate} SGD as at 30 Apr 2025.</p><p class="sec">Transaction Details</p>`
          : ""
      }`;
      const rows = list.map((b) => `<tr><td class="nw">${dmon(b.date)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const end = last
        ? `<tr class="tot"><td></td><td>Total Balance Carried Forward:</td><td class="r">${en(debits(bookings))}</td><td class="r">${en(credits(bookings))}</td><td class="r">${en(closing)}</td></tr>`
        : carry("Balance Carried Forward", sumTo(before, list));
      const usdSection = last
        ? `${section("Global Currency Account", "012-902211-4", "US DOLLAR", false)}<table>${thead}<tbody>${carry("Balance Brought Forward", usd)}<tr class="tot"><td></td><td>Total Balance Carried Forward:</td><td class="r">0.00</td><td class="r">0.00</td><td class="r">${en(usd)}</td></tr></tbody></table><p class="s" style="margin-top:3mm">Deposit Insurance Scheme: Singapore dollar deposits of non-bank depositors are insured by the Singapore Deposit Insurance Corporation, for up to S$100,000 in aggregate per depositor per Scheme member by law. Foreign currency deposits are not insured.</p>`
        : "";
      return `<div class="sheet">${head}${section("Autosave Account", "012-345678-9", "SINGAPORE DOLLAR", p > 0)}<table>${thead}<tbody>${carry("Balance Brought Forward", before)}${rows}${end}</tbody></table>${usdSection}${foot(`Straits Harbour Bank Ltd · 12 Marina Boulevard, Singapore 018982 · GST Reg. No. MR-8500180-3 · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "k-sg-currency-sections", layout: "consolidated statement of two accounts, each section naming its currency ('CURRENCY: SINGAPORE DOLLAR', 'CURRENCY: US DOLLAR'); the SGD account's bookings with yearless '03 Apr' dates, Withdrawal (-)/Deposit (+)/Balance, texts over two to four lines, Balance Brought/Carried Forward rows on every page, 'Total Balance Carried Forward' with totals; then the USD account with no bookings; summary with SGD equivalents, 3 pages", html: page(`${TIGHT_STYLE} body { font-size: 7.8pt; } .sec { font-weight: bold; font-size: 9.5pt; color: #d71e28; margin: 3mm 0 0; } .cur { font-weight: bold; margin: 0 0 1mm; } thead th { border-bottom: 1.5px solid #d71e28; } tr.bal td, tr.tot td { font-weight: bold; } tr.tot td { border-top: 1px solid #999; }`, body), truth };
}

// ---------------------------------------------------------------- Hong Kong bank (integrated account, day-end balances)

const HK: readonly Kind[] = [
  { lines: ["EPS PURCHASE", "PARKNSHOP TAIKOO SHING"], money: "out", low: 20, high: 600 },
  { lines: ["VISA DEBIT {paid}", "WELLCOME SUPERMARKET QUARRY BAY"], money: "out", low: 15, high: 400, card: true },
  { lines: ["FPS TRANSFER TO", "CHAN TAI MAN", "FRN2025{n14}"], money: "out", low: 50, high: 800, step: 10 },
  { lines: ["FPS CREDIT FROM", "WONG KA YAN", "FRN2025{n14}"], money: "in", low: 50, high: 600, step: 10 },
  { lines: ["ATM WITHDRAWAL", "TSIM SHA TSUI ATM 3 {paid}"], money: "out", low: 100, high: 3000, step: 100, card: true },
  { lines: ["OCTOPUS AAVS", "OCTOPUS CARD 31224418"], money: "out", low: 250, high: 500, step: 250 },
  { lines: ["VISA DEBIT {paid}", "MAXIM'S MX CITYPLAZA"], money: "out", low: 30, high: 180, card: true },
];
const HK_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-18", { lines: ["AUTOPAY", "CLP POWER HONG KONG LTD", "A/C 0412 2234 5501"], money: "out", low: 684.2, high: 684.2 }],
  ["2025-04-25", { lines: ["AUTOPAY", "HKBN LTD", "2211904412"], money: "out", low: 228, high: 228 }],
  ["2025-04-30", { lines: ["PAYROLL", "MERIDIAN LOGISTICS (HK) LIMITED"], money: "in", low: 38500, high: 38500 }],
  ["2025-04-30", { lines: ["CREDIT INTEREST"], money: "in", low: 2.87, high: 2.87 }],
  ["2025-05-01", { lines: ["TRANSFER TO", "LEUNG SIU FUNG", "RENT MAY 2025 FLAT 12B"], money: "out", low: 16800, high: 16800 }],
  ["2025-05-06", { lines: ["CREDIT CARD PAYMENT", "VISA 4512 XXXX XXXX 2231"], money: "out", low: 5612.4, high: 5612.4 }],
];

/** A Hong Kong bank's integrated account statement: a portfolio summary of three accounts, then the HKD savings account with Deposit before Withdrawal, dates on a day's first row and balances on its last, 2 pages. */
function hongKong(): HoldoutStatement {
  const opening = 21406.55;
  const from = "2025-04-16";
  const to = "2025-05-15";
  const made = spanBookings({ seed: 21701, kinds: HK, fixed: HK_FIXED, from, to, count: 30, opening, perBalance: true, fill: filler((d) => `${d.slice(8, 10)}${mon(d).toUpperCase()}${d.slice(2, 4)}`) });
  const bookings = dayEndBalances(made.bookings);
  const { closing } = made;
  const truth: HoldoutTruth = { bank: "Victoria Peak Bank (Hong Kong) Limited", accountHolder: "MR CHAN KA MING", iban: null, currency: "HKD", periodFrom: from, periodTo: to, openingBalance: opening, closingBalance: closing, bookings };
  const current = 1250;
  const usd = 3200;
  const rate = 7.7612;
  const dmon = (d: string) => `${d.slice(8, 10)} ${mon(d)}`;
  const pages = paged(bookings, 17, 24);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#004a80">Victoria Peak Bank</b><br>Victoria Peak Bank (Hong Kong) Limited</td><td>Integrated Account Statement<br>Statement period 16 Apr 2025 to 15 May 2025<br>Account number 012-345678-833 &nbsp; Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">MR CHAN KA MING<br>FLAT 12B, BLOCK 3<br>TAIKOO SHING, 18 TAI FUNG AVENUE<br>QUARRY BAY, HONG KONG</td><td>Statement date 15 May 2025<br>Branch: Taikoo Shing</td></tr></table>
  <p class="sec">Portfolio Summary</p><table class="box" style="width:85%;margin-bottom:5mm;border:1px solid #9bc"><tr><th>Deposits</th><th>Currency</th><th class="r">Balance</th><th class="r">HKD Equivalent</th></tr><tr><td>HKD Savings 012-345678-833</td><td>HKD</td><td class="r">${en(closing)}</td><td class="r">${en(closing)}</td></tr><tr><td>HKD Current 012-345678-001</td><td>HKD</td><td class="r">${en(current)}</td><td class="r">${en(current)}</td></tr><tr><td>Foreign Currency Savings 012-345678-838</td><td>USD</td><td class="r">${en(usd)}</td><td class="r">${en(usd * rate)}</td></tr><tr><td colspan="3"><b>Total</b></td><td class="r"><b>${en(closing + current + usd * rate)}</b></td></tr></table><p class="s">HKD Current and Foreign Currency Savings: no transactions during this statement period.</p>`
          : ""
      }`;
      const title = `<p class="sec">HKD Savings &nbsp; 012-345678-833${p === 0 ? "" : " (continued)"}</p>`;
      // A page's first row repeats its day's date; after that only a day's first row is dated (the B/F row dates the first day).
      let shown = p === 0 ? from : "";
      const rows = list
        .map((b) => {
          const date = b.date === shown ? "" : dmon(b.date);
          shown = b.date;
          return `<tr><td class="nw">${date}</td><td>${lines(b.lines)}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.balance === null ? "" : en(b.balance)}</td></tr>`;
        })
        .join("");
      const first = p === 0 ? `<tr class="bal"><td class="nw">16 Apr</td><td>B/F BALANCE</td><td></td><td></td><td class="r">${en(opening)}</td></tr>` : "";
      const end = last ? `<tr class="bal"><td class="nw">15 May</td><td>C/F BALANCE</td><td></td><td></td><td class="r">${en(closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Please examine this statement and notify us of any discrepancies within 90 days. Deposits are protected by the Deposit Protection Scheme up to HK$800,000 per depositor per Scheme member.</p>` : "";
      return `<div class="sheet">${head}${title}<table><thead><tr><th style="width:9%">Date</th><th>Transaction Details</th><th class="r" style="width:14%">Deposit</th><th class="r" style="width:14%">Withdrawal</th><th class="r" style="width:14%">Balance</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Victoria Peak Bank (Hong Kong) Limited · 1 Queen's Road Central, Hong Kong · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "k-hk-integrated", layout: "integrated account statement over a mid-April to mid-May cycle, portfolio summary of three accounts, the HKD savings account's Date/Transaction Details/Deposit/Withdrawal/Balance with money in BEFORE money out, yearless '16 Apr' on a day's first row only, balance on a day's last row only, two- and three-line texts, B/F and C/F BALANCE rows, 2 pages", html: page(`${TIGHT_STYLE} body { font-size: 8pt; } .sec { font-weight: bold; font-size: 9.5pt; color: #004a80; margin: 2mm 0 1mm; } thead th { border-bottom: 1.5px solid #004a80; } tr.bal td { font-weight: bold; }`, body), truth };
}

// ---------------------------------------------------------------- Malaysian bank (trailing sign)

const MY_CARD = "{paid} CARD 5196 XXXX XXXX 7781";
const MY: readonly Kind[] = [
  { lines: ["SALE DEBIT", "AEON BIG WANGSA MAJU KUALA LUMPUR", MY_CARD], money: "out", low: 8, high: 260, card: true },
  { lines: ["SALE DEBIT", "GRAB RIDES-EC KUALA LUMPUR", MY_CARD], money: "out", low: 6, high: 45, card: true },
  { lines: ["PAYMENT VIA MYDEBIT", "99 SPEEDMART 1412 SETAPAK"], money: "out", low: 4, high: 80 },
  { lines: ["TRANSFER FR A/C", "LIM SIEW LING *", "makan malam"], money: "in", low: 10, high: 200, step: 5 },
  { lines: ["TRANSFER TO A/C", "MOHD FAIZAL BIN OMAR *", "duit kereta"], money: "out", low: 20, high: 300, step: 10 },
  { lines: ["CASH WITHDRAWAL", "ATM MSB SETAPAK CENTRAL"], money: "out", low: 50, high: 500, step: 50 },
  { lines: ["FPX PAYMENT FR A/", "SHOPEE MALAYSIA", "{n10}"], money: "out", low: 15, high: 220 },
];
const MY_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-03-03", { lines: ["FPX PAYMENT FR A/", "TENAGA NASIONAL BERHAD", "220011884412"], money: "out", low: 184.65, high: 184.65 }],
  ["2025-03-05", { lines: ["FPX PAYMENT FR A/", "TM TECHNOLOGY SERVICES", "1045512207"], money: "out", low: 139, high: 139 }],
  ["2025-03-07", { lines: ["TRANSFER TO A/C", "SETIA PROPERTY MANAGEMENT *", "sewa mac 2025"], money: "out", low: 1600, high: 1600 }],
  ["2025-03-25", { lines: ["IBG CREDIT", "PETRONAS DAGANGAN BERHAD", "GAJI MAC 2025"], money: "in", low: 6842.3, high: 6842.3 }],
  ["2025-03-26", { lines: ["TRANSFER TO A/C", "PTPTN *", "bayaran balik pinjaman"], money: "out", low: 200, high: 200 }],
  ["2025-03-31", { lines: ["PROFIT PAID"], money: "in", low: 3.41, high: 3.41 }],
];

/** A Malaysian bank's statement: bilingual headings, dd/mm/yy, one amount column with a trailing sign, balance per booking, totals at the end, 3 pages. */
function malaysian(): HoldoutStatement {
  const opening = 4810.88;
  const made = spanBookings({ seed: 21801, kinds: MY, fixed: MY_FIXED, from: "2025-03-01", to: "2025-03-31", count: 32, opening, perBalance: true, fill: filler((d) => `${d.slice(8, 10)}/${d.slice(5, 7)}`) });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Malayan Straits Bank Berhad", accountHolder: "NUR AISYAH BINTI AHMAD", iban: null, currency: "MYR", periodFrom: "2025-03-01", periodTo: "2025-03-31", openingBalance: opening, closingBalance: closing, bookings };
  const dmy = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(2, 4)}`;
  const signed = (v: number) => `${en(v)}${v < 0 ? "-" : "+"}`;
  const pages = paged(bookings, 14, 18);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#b8860b">Malayan Straits Bank</b><br>Malayan Straits Bank Berhad (3813-K)<br>PENYATA AKAUN / STATEMENT OF ACCOUNT</td><td>TARIKH PENYATA / STATEMENT DATE : 31/03/25<br>TEMPOH / PERIOD : 01/03/25 - 31/03/25<br>NOMBOR AKAUN / ACCOUNT NUMBER : 1142 2335 5668<br>MUKA / PAGE : ${p + 1} / ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">NUR AISYAH BINTI AHMAD<br>NO 14 JALAN AIR PANAS 3<br>TAMAN SETAPAK<br>53200 KUALA LUMPUR</td><td>JENIS AKAUN / ACCOUNT TYPE : SAVINGS ACCOUNT-i<br>MATA WANG / CURRENCY : MYR<br>CAWANGAN / BRANCH : SETAPAK CENTRAL</td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td></td><td>BEGINNING BALANCE</td><td></td><td class="r">${en(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${dmy(b.date)}</td><td>${lines(b.lines)}</td><td class="r">${signed(b.amount)}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const totals = last ? `<table class="box" style="width:55%;margin-top:3mm;margin-left:auto"><tr><td><b>ENDING BALANCE :</b></td><td class="r"><b>${en(closing)}</b></td></tr><tr><td>TOTAL CREDIT :</td><td class="r">${en(credits(bookings))}</td></tr><tr><td>TOTAL DEBIT :</td><td class="r">${en(debits(bookings))}</td></tr></table>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">PERHATIAN / NOTE: Semua maklumat dan baki yang dinyatakan akan dianggap betul melainkan bank dimaklumkan tentang sebarang percanggahan dalam tempoh 21 hari. All items and balances shown will be considered correct unless the bank is notified of any discrepancy within 21 days. Protected by PIDM up to RM250,000 for each depositor.</p>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th style="width:12%">TARIKH MASUK<br>ENTRY DATE</th><th>BUTIR URUSNIAGA<br>TRANSACTION DESCRIPTION</th><th class="r" style="width:17%">JUMLAH URUSNIAGA<br>TRANSACTION AMOUNT</th><th class="r" style="width:17%">BAKI PENYATA<br>STATEMENT BALANCE</th></tr></thead><tbody>${first}${rows}</tbody></table>${totals}${note}${foot(`Malayan Straits Bank Berhad · Menara MSB, 100 Jalan Tun Perak, 50050 Kuala Lumpur · MUKA / PAGE ${p + 1} / ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "k-my-trailing-sign", layout: "bilingual Malay/English headings, ENTRY DATE/TRANSACTION DESCRIPTION/TRANSACTION AMOUNT/STATEMENT BALANCE, dd/mm/yy, one amount column with a TRAILING sign ('12.50-', '2,500.00+'), texts over one to three lines, balance per booking, BEGINNING BALANCE row, ENDING BALANCE/TOTAL CREDIT/TOTAL DEBIT lines at the end, 3 pages", html: page(`${TIGHT_STYLE} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #b8860b; font-size: 7pt; } tr.bal td { font-weight: bold; }`, body), truth };
}

// ---------------------------------------------------------------- Japanese bank in English (yen, no decimals)

const JP: readonly Kind[] = [
  { lines: ["DEBIT CARD", "LAWSON SHIBUYA DOGENZAKA"], money: "out", low: 300, high: 3000, card: true },
  { lines: ["DEBIT CARD", "AMAZON.CO.JP"], money: "out", low: 800, high: 12000, card: true },
  { lines: ["DEBIT CARD", "FAMILYMART EBISU EKIMAE"], money: "out", low: 200, high: 1500, card: true },
  { lines: ["ATM WITHDRAWAL SEVEN BANK"], money: "out", low: 10000, high: 50000, step: 10000 },
  { lines: ["TRANSFER RECEIVED", "SUZUKI KENTA"], money: "in", low: 3000, high: 20000, step: 1000 },
  { lines: ["TRANSFER SENT", "YAMAMOTO AYA"], money: "out", low: 5000, high: 30000, step: 1000 },
  { lines: ["PAYPAY CHARGE"], money: "out", low: 1000, high: 10000, step: 1000 },
];
const JP_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-07", { lines: ["AUTO DEBIT", "TOKYO ELECTRIC POWER (TEPCO)"], money: "out", low: 8412, high: 8412 }],
  ["2025-05-08", { lines: ["AUTO DEBIT", "JCB CARD PAYMENT"], money: "out", low: 62318, high: 62318 }],
  ["2025-05-12", { lines: ["AUTO DEBIT", "TOKYO GAS"], money: "out", low: 4980, high: 4980 }],
  ["2025-05-23", { lines: ["SALARY", "NORTHWIND TECHNOLOGIES K.K."], money: "in", low: 412880, high: 412880 }],
  ["2025-05-26", { lines: ["AUTO DEBIT", "NHK RECEIVING FEE"], money: "out", low: 1100, high: 1100 }],
  ["2025-05-27", { lines: ["TRANSFER SENT", "SHIBUYA RESIDENCE MGMT", "RENT JUNE 2025"], money: "out", low: 148000, high: 148000 }],
  ["2025-05-27", { lines: ["TRANSFER FEE"], money: "out", low: 145, high: 145 }],
];

/** A Japanese bank's statement in English for an ordinary yen deposit: yyyy/mm/dd, whole yen, carries between pages, 2 pages. */
function japanese(): HoldoutStatement {
  const opening = 286415;
  const made = spanBookings({ seed: 21901, kinds: JP, fixed: JP_FIXED, from: "2025-05-01", to: "2025-05-31", count: 34, opening, perBalance: true, whole: true, fill: filler((d) => d) });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Sakura Harbor Bank, Ltd.", accountHolder: "CHEN DAVID", iban: null, currency: "JPY", periodFrom: "2025-05-01", periodTo: "2025-05-31", openingBalance: opening, closingBalance: closing, bookings };
  const ymd = (d: string) => d.replace(/-/gu, "/");
  const pages = paged(bookings, 18, 24);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const before = sumTo(opening, pages.slice(0, p).flat());
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#2e7d32">Sakura Harbor Bank</b><br>Sakura Harbor Bank, Ltd.<br>Statement of Account — Ordinary Deposit (Yen)</td><td>Period: 2025/05/01 - 2025/05/31<br>Shibuya Branch (412) &nbsp; Account No. 4127781<br>Currency: JPY &nbsp; Page ${p + 1}/${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">CHEN DAVID<br>2-14-7 Dogenzaka, Shibuya-ku<br>Tokyo 150-0043</td><td>Account holder: CHEN DAVID<br>Issued: 2025/06/02</td></tr></table>
  <table class="box" style="width:65%;margin-bottom:5mm;border:1px solid #9c9"><tr><td>Previous balance (2025/04/30)</td><td class="r">¥${yen(opening)}</td></tr><tr><td>Total withdrawals</td><td class="r">¥${yen(debits(bookings))}</td></tr><tr><td>Total deposits</td><td class="r">¥${yen(credits(bookings))}</td></tr><tr><td><b>Closing balance (2025/05/31)</b></td><td class="r"><b>¥${yen(closing)}</b></td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">2025/05/01</td><td>Balance brought forward</td><td></td><td></td><td class="r">${yen(opening)}</td></tr>` : `<tr class="bal"><td></td><td>Brought forward</td><td></td><td></td><td class="r">${yen(before)}</td></tr>`;
      const rows = list.map((b) => `<tr><td class="nw">${ymd(b.date)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? yen(b.amount) : ""}</td><td class="r">${b.amount > 0 ? yen(b.amount) : ""}</td><td class="r">${yen(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td class="nw">2025/05/31</td><td>Closing balance</td><td></td><td></td><td class="r">${yen(closing)}</td></tr>` : `<tr class="bal"><td></td><td>Carried forward</td><td></td><td></td><td class="r">${yen(sumTo(before, list))}</td></tr>`;
      const note = last ? `<p class="s" style="margin-top:3mm">Amounts are in Japanese yen. Deposits are protected by the Deposit Insurance Corporation of Japan up to ¥10 million in principal per depositor. For enquiries please call 0120-555-412 (weekdays 9:00–17:00).</p>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th style="width:12%">Date</th><th>Description</th><th class="r" style="width:14%">Withdrawals</th><th class="r" style="width:14%">Deposits</th><th class="r" style="width:14%">Balance</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Sakura Harbor Bank, Ltd. · 1-2-3 Marunouchi, Chiyoda-ku, Tokyo · Registered Financial Institution, Kanto Local Finance Bureau (Tokin) No. 412 · Page ${p + 1}/${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "k-jp-english-yen", layout: "English-language ordinary yen deposit, Date/Description/Withdrawals/Deposits/Balance with 'yyyy/mm/dd' dates, yen without decimals, one- and two-line texts, balance per booking, 'Balance brought forward' row, Carried forward/Brought forward rows between pages, 'Closing balance' row, summary box with ¥, 2 pages", html: page(`${TIGHT_STYLE} body { font-size: 8.2pt; } thead th { border-bottom: 1.5px solid #2e7d32; } tr.bal td { font-weight: bold; }`, body), truth };
}

/** The eleventh held-out batch, in a fixed order. */
export function holdoutStatementsK(): HoldoutStatement[] {
  return [polish(), lithuanian(), mexican(), american(), australian(), singapore(), hongKong(), malaysian(), japanese()];
}
