import { figure, lines, page, round2, sumTo, type HoldoutBooking, type HoldoutStatement, type HoldoutTruth } from "./statement-holdout.ts";
import { bookingDrawer, charged, count, credits, dayEndBalances, debits, en, EN_MON, filler, foot, iban, paged, rebalance, rowsOf, spaced, UNBROKEN_STYLE, type Drawn, type Kind, type Row } from "./statement-holdout-kit.ts";

/**
 * A twenty-second held-out batch of bank statements, written by someone who had not read the
 * statement rules, had not run them on it and did not look at how earlier batches were read, and
 * committed before it was first read: its first reading measures layouts the rules have never
 * seen. It keeps to the most ordinary personal and small-business current accounts of large banks
 * outside Europe (Sri Lanka, Ghana, Morocco, Qatar, Jordan, Vietnam, Peru, Canada and South
 * Africa), in layouts and combinations unlike the 173 of batches A to T:
 * - a Sri Lankan bank's savings account, "Date | Value Date | Description | Cheque No |
 *   Withdrawals | Deposits | Balance": dd/mm/yyyy twice, a cheque column AFTER the text,
 *   CEFT/LankaQR texts over two lines, "BALANCE B/F" opening every page and "BALANCE C/F" closing
 *   every page but the last, the balances in a horizontal band at the END of the last page, the
 *   letterhead's name without and the fine print's with "PLC", 3 pages;
 * - a Ghanaian bank's current account, "Post Date | Value Date | Narration | Debit | Credit |
 *   Balance": core-banking "03-JUN-24" dates with two-digit years, a value date sometimes the next
 *   day, mobile-money and GhIPSS texts over two lines, the 1 % electronic transfer levy booked
 *   after each mobile-money transfer out, an Opening Balance row and a summary box above, the
 *   period as "01-JUN-24 TO 30-JUN-24", 3 pages;
 * - a Moroccan bank's "relevé de compte" in French, "DATE OPER. | LIBELLE | DATE VALEUR | DEBIT |
 *   CREDIT": a yearless "03/06" operation date, the value date "04/06/2025" AFTER the text, "1 234,56"
 *   figures with space thousands, no running balance, "SOLDE DEPART AU 31/05/2025" and "SOLDE
 *   FINAL AU 30/06/2025" rows with a "TOTAL MOUVEMENTS" row between, a RIB but no IBAN, the
 *   account-keeping fee and its VAT as two bookings, 2 pages;
 * - a Qatari bank's current account, "Date | Description | Amount (QAR) | Balance (QAR)": "02 Jun
 *   2025" dates, ONE signed amount column ("-1,234.56"), WPS salary, Fawran and bill-payment texts
 *   over two lines, a "Balance Brought Forward" row, a QA IBAN, the letterhead's short name and the
 *   fine print's "Q.P.S.C.", 2 pages;
 * - a Jordanian bank's current account with Arabic-over-English headings, "Date | Value Date |
 *   Description | Debit | Credit | Balance": dd-mm-yyyy twice, dinar amounts with THREE decimals
 *   ("412.500"), CliQ and eFAWATEERcom texts over two lines, Opening and Closing Balance rows, a
 *   JO IBAN, 3 pages;
 * - a Vietnamese bank's "sao kê tài khoản" in Vietnamese, "Ngày GD | Số tham chiếu | Diễn giải |
 *   Ghi nợ | Ghi có | Số dư": whole dong with DOT thousands ("1.250.000"), a reference column
 *   BEFORE the text, unaccented transfer texts over two lines, "Số dư đầu kỳ" row, "Cộng phát
 *   sinh" and "Số dư cuối kỳ" rows at the end, the period "Từ ngày … đến ngày …", 3 pages;
 * - a Peruvian bank's small-business current account in US dollars, "Fecha | Descripción | N°
 *   Operación | Cargos / Abonos | Saldo": "02/06/25" dates, ONE signed amount column, the
 *   financial-transaction tax (ITF) booked as a row of its own after each movement of 200 or
 *   more, the balances in a band of four labels above, the currency named "DÓLARES AMERICANOS",
 *   the holder a "S.A.C.", 3 pages;
 * - a Canadian bank's chequing account with the DATE AFTER the amounts, "Description | Withdrawals
 *   | Deposits | Date | Balance": "JUN02" dates without a space or year, one-line abbreviated
 *   texts, the balance printed on a day's last row only, a BALANCE FORWARD row, the period as
 *   "MAY 31/25 - JUN 30/25", no currency named, 2 pages;
 * - a South African bank's small-business cheque account, "Date | Description | Amount | Balance |
 *   Accrued Bank Charges": yearless "02 Jun" dates, credits marked "Cr" after the figure and
 *   debits unmarked, balances marked "Cr", an accrued-charges column AFTER the balance, two-line
 *   texts, the balances in a summary box, no currency named beyond "R", the holder a "(Pty) Ltd",
 *   3 pages.
 * Every page repeats a header and a footer.
 */

/** Batch V's draws: a card payment up to two days before its booking; one that would fall before the statement's first day is made on the booking day. */
const spanBookings = bookingDrawer({ cardDays: 3, early: "booking" });

const STYLE_V = `${UNBROKEN_STYLE} tr.bal td { font-weight: bold; }`;

const dd = (d: string) => d.slice(8, 10);
const mm = (d: string) => d.slice(5, 7);
const yyyy = (d: string) => d.slice(0, 4);
const dmy = (d: string, sep: string) => `${dd(d)}${sep}${mm(d)}${sep}${yyyy(d)}`;
const UP_MON = EN_MON.map((m) => m.toUpperCase());

/** One printed page: the running header, the table and the footer. */
const sheet = (top: string, head: string, rows: string, note: string, footer: string) => `<div class="sheet">${top}<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>${note}${foot(footer)}</div>`;

// ---------------------------------------------------------------- Sri Lankan savings account (cheque column after the text, B/F and C/F every page)

const LK: readonly Kind[] = [
  { lines: ["CEFT TRANSFER", "TO SAMPATH 1041 N PERERA"], money: "out", low: 2500, high: 45000, step: 500, columns: [""] },
  { lines: ["CEFT TRANSFER", "FROM HNB 0412 D FERNANDO"], money: "in", low: 3000, high: 60000, step: 500, columns: [""] },
  { lines: ["LANKAQR PAYMENT", "KEELLS SUPER NAWALA"], money: "out", low: 850, high: 18500, card: true, columns: [""] },
  { lines: ["POS PURCHASE", "CARGILLS FOOD CITY NAWALA"], money: "out", low: 1200, high: 24000, card: true, columns: [""] },
  { lines: ["ATM WITHDRAWAL", "ATM COLOMBO 07 WARD PLACE"], money: "out", low: 5000, high: 40000, step: 1000, columns: [""] },
  { lines: ["ONLINE BILL PAYMENT", "DIALOG AXIATA 0771234412"], money: "out", low: 1500, high: 6500, columns: [""] },
  { lines: ["CASH DEPOSIT", "CDM NAWALA BRANCH"], money: "in", low: 5000, high: 50000, step: 1000, columns: [""] },
];
const LK_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-03", { lines: ["CHEQUE PAYMENT", "INWARD CLEARING"], money: "out", low: 35000, high: 35000, columns: ["412077"] }],
  ["2025-06-05", { lines: ["ONLINE BILL PAYMENT", "CEB ACC 4120773105"], money: "out", low: 8420.5, high: 8420.5, columns: [""] }],
  ["2025-06-10", { lines: ["STANDING ORDER", "HOUSING LOAN 0412077 INST"], money: "out", low: 62500, high: 62500, columns: [""] }],
  ["2025-06-18", { lines: ["CHEQUE PAYMENT", "INWARD CLEARING"], money: "out", low: 18750, high: 18750, columns: ["412078"] }],
  ["2025-06-25", { lines: ["SALARY CREDIT", "LANKA APPAREL PVT LTD"], money: "in", low: 248600, high: 248600, columns: [""] }],
  ["2025-06-30", { lines: ["INTEREST CREDIT"], money: "in", low: 384.12, high: 384.12, columns: [""] }],
];

/** A Sri Lankan bank's savings account: value dates, a cheque column after the text, B/F and C/F rows, the balances at the end, 3 pages. */
function lkSavings(): HoldoutStatement {
  const opening = 312480.35;
  const made = spanBookings({ seed: 92101, kinds: LK, fixed: LK_FIXED, from: "2025-06-01", to: "2025-06-30", count: 36, opening, perBalance: true, fill: filler(() => "") });
  const all = rowsOf(made);
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Serendib Commercial Bank PLC", accountHolder: "KAVINDA DILSHAN PERERA", iban: null, currency: "LKR", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const pages = paged(all, 13, 18);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const before = sumTo(opening, pages.slice(0, p).flat().map((r) => r.b));
      const after = sumTo(before, list.map((r) => r.b));
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:15pt;color:#003d7c">Serendib Commercial Bank</b><br>STATEMENT OF ACCOUNT</td><td>Account No : 8001 4120 7731<br>Account Type : SAVINGS - ISURU<br>Currency : LKR<br>Statement Period : 01/06/2025 - 30/06/2025<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0 ? `<p style="margin:0 0 3mm">KAVINDA DILSHAN PERERA<br>No. 41/2, SRI JAYAWARDENAPURA MAWATHA<br>RAJAGIRIYA</p>` : ""
      }`;
      const first = `<tr class="bal"><td class="nw">${p === 0 ? "01/06/2025" : ""}</td><td></td><td>BALANCE B/F</td><td></td><td></td><td></td><td class="r">${en(before)}</td></tr>`;
      const rows = list.map(({ b, f }) => `<tr><td class="nw">${dmy(b.date, "/")}</td><td class="nw">${dmy(b.valueDate, "/")}</td><td>${lines(b.lines)}</td><td class="nw">${f.columns[0]}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const end = last ? "" : `<tr class="bal"><td></td><td></td><td>BALANCE C/F</td><td></td><td></td><td></td><td class="r">${en(after)}</td></tr>`;
      const band = last
        ? `<table class="box" style="margin-top:4mm;border:1px solid #003d7c"><tr><td>Opening Balance</td><td>Total Withdrawals (${count(bookings, -1)})</td><td>Total Deposits (${count(bookings, 1)})</td><td>Closing Balance</td></tr><tr><td>${en(opening)}</td><td>${en(debits(bookings))}</td><td>${en(credits(bookings))}</td><td><b>${en(closing)}</b></td></tr></table><p class="s">Please examine this statement and report any discrepancy within 14 days of receipt. Deposits are insured under the Sri Lanka Deposit Insurance Scheme up to Rs. 1,100,000.</p>`
        : "";
      const head = `<th style="width:9%">Date</th><th style="width:9%">Value Date</th><th>Description</th><th style="width:7%">Cheque No</th><th class="r" style="width:11%">Withdrawals</th><th class="r" style="width:11%">Deposits</th><th class="r" style="width:11%">Balance</th>`;
      return sheet(top, head, `${first}${rows}${end}`, band, `Serendib Commercial Bank PLC · No. 21, Sir Razik Fareed Mawatha, Colombo 01 · Licensed Commercial Bank supervised by the Central Bank of Sri Lanka · Page ${p + 1} of ${pages.length}`);
    })
    .join("");
  return { name: "v-lk-cheque-after-text", layout: "savings Date/Value Date/Description/Cheque No/Withdrawals/Deposits/Balance: dd/mm/yyyy twice, a cheque column AFTER the text, CEFT/LankaQR texts over two lines, BALANCE B/F opening and BALANCE C/F closing every page, balances in a horizontal band at the END of the last page, letterhead name without and fine print with 'PLC', 3 pages", html: page(`${STYLE_V} thead th { border-bottom: 1.5px solid #003d7c; }`, body), truth };
}

// ---------------------------------------------------------------- Ghanaian current account (dd-MON-yy core-banking dates, transfer levy rows)

const GH: readonly Kind[] = [
  { lines: ["MOMO TRANSFER TO 0244XXX412", "MTN MOBILE MONEY/KOFI MENSAH"], money: "out", low: 50, high: 1500, step: 10 },
  { lines: ["GHIPSS INSTANT PAY", "FROM ECOBANK/AMA SERWAA"], money: "in", low: 100, high: 2500, step: 10 },
  { lines: ["POS PURCHASE", "MELCOM ACCRA MALL"], money: "out", low: 45, high: 900, card: true },
  { lines: ["POS PURCHASE", "SHOPRITE JUNCTION MALL"], money: "out", low: 60, high: 1100, card: true },
  { lines: ["ATM CASH WITHDRAWAL", "ATM SPINTEX RD BRANCH"], money: "out", low: 200, high: 2000, step: 100 },
  { lines: ["ECG PREPAID PURCHASE", "METER 0412077310"], money: "out", low: 100, high: 400, step: 10 },
];
const GH_FIXED: readonly (readonly [string, Kind])[] = [
  ["2024-06-03", { lines: ["CHEQUE DEPOSIT", "CLEARING CHQ 004127"], money: "in", low: 2400, high: 2400 }],
  ["2024-06-07", { lines: ["STANDING ORDER", "SCHOOL FEES GIS ACCRA"], money: "out", low: 3150, high: 3150 }],
  ["2024-06-25", { lines: ["SALARY CREDIT", "VOLTA CEMENT WORKS LTD JUN24"], money: "in", low: 9846.72, high: 9846.72 }],
  ["2024-06-28", { lines: ["SMS ALERT CHARGES", "JUN 2024"], money: "out", low: 6, high: 6 }],
  ["2024-06-30", { lines: ["ACCOUNT MAINTENANCE FEE"], money: "out", low: 15, high: 15 }],
];

/** A Ghanaian bank's current account: "03-JUN-24" dates, value dates, the transfer levy after each mobile-money transfer out, 3 pages. */
function ghCurrent(): HoldoutStatement {
  const opening = 12126.18;
  const made = spanBookings({ seed: 92202, kinds: GH, fixed: GH_FIXED, from: "2024-06-01", to: "2024-06-30", count: 30, opening, perBalance: true, next: true, fill: filler(() => "") });
  const levied = rowsOf(made).flatMap((r) => (r.b.lines[0]!.startsWith("MOMO TRANSFER") ? [r, charged(r, ["E-LEVY CHARGE", "MOMO TRANSFER 0244XXX412"], round2(-r.b.amount * 0.01), [])] : [r]));
  const all = rebalance(opening, levied, true);
  const bookings = all.map((r) => r.b);
  const closing = sumTo(opening, bookings);
  const truth: HoldoutTruth = { bank: "Volta Commercial Bank PLC", accountHolder: "ADJOA NYARKO OWUSU", iban: null, currency: "GHS", periodFrom: "2024-06-01", periodTo: "2024-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const dmonyy = (d: string) => `${dd(d)}-${UP_MON[Number(mm(d)) - 1]}-${yyyy(d).slice(2)}`;
  const pages = paged(bookings, 12, 19);
  const body = pages
    .map((list, p) => {
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:15pt;color:#0a6e3c">Volta Commercial Bank PLC</b><br>CUSTOMER ACCOUNT STATEMENT</td><td>ACCOUNT NUMBER : 1041 2077 3105 1<br>PRODUCT : CURRENT ACCOUNT - INDIVIDUAL<br>CURRENCY : GHS<br>PERIOD : 01-JUN-24 TO 30-JUN-24<br>PAGE ${p + 1} OF ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">ADJOA NYARKO OWUSU<br>HSE NO. 14 SAKUMONO ESTATES<br>TEMA, GREATER ACCRA</td><td><table class="box" style="border:1px solid #0a6e3c"><tr><td>Opening Balance</td><td class="r">${en(opening)}</td></tr><tr><td>Total Debit</td><td class="r">${en(debits(bookings))}</td></tr><tr><td>Total Credit</td><td class="r">${en(credits(bookings))}</td></tr><tr><td><b>Closing Balance</b></td><td class="r"><b>${en(closing)}</b></td></tr></table></td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">01-JUN-24</td><td class="nw">01-JUN-24</td><td>Opening Balance</td><td></td><td></td><td class="r">${en(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${dmonyy(b.date)}</td><td class="nw">${dmonyy(b.valueDate)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const head = `<th style="width:10%">Post Date</th><th style="width:10%">Value Date</th><th>Narration</th><th class="r" style="width:12%">Debit</th><th class="r" style="width:12%">Credit</th><th class="r" style="width:13%">Balance</th>`;
      const note = p === pages.length - 1 ? `<p class="s" style="margin-top:3mm">The Electronic Transfer Levy is charged at 1% on mobile money transfers as required by law. Kindly report any discrepancy to your branch within 30 days.</p>` : "";
      return sheet(top, head, `${first}${rows}`, note, `Volta Commercial Bank PLC · Thorpe Road, High Street, Accra · Regulated by the Bank of Ghana · Page ${p + 1} of ${pages.length}`);
    })
    .join("");
  return { name: "v-gh-dd-mon-yy", layout: "current Post Date/Value Date/Narration/Debit/Credit/Balance: core-banking '03-JUN-24' dates with two-digit years, value date sometimes the next day, MoMo/GhIPSS texts over two lines, the 1 % electronic transfer levy as a row after each MoMo transfer out, Opening Balance row, summary box above, period '01-JUN-24 TO 30-JUN-24', 3 pages", html: page(`${STYLE_V} thead th { border-bottom: 1.5px solid #0a6e3c; }`, body), truth };
}

// ---------------------------------------------------------------- Moroccan relevé (value date after the text, no running balance)

const MA: readonly Kind[] = [
  { lines: ["PAIEMENT PAR CARTE", "MARJANE CALIFORNIE CASA DU {paid}"], money: "out", low: 80, high: 1400, card: true },
  { lines: ["PAIEMENT PAR CARTE", "INWI RECHARGE DU {paid}"], money: "out", low: 20, high: 200, step: 10, card: true },
  { lines: ["RETRAIT GAB", "MAARIF CASABLANCA DU {paid}"], money: "out", low: 200, high: 2000, step: 100, card: true },
  { lines: ["VIREMENT RECU", "DE HAJAR BENNANI"], money: "in", low: 300, high: 3000, step: 50 },
  { lines: ["VIREMENT EMIS", "VERS KARIM TAZI"], money: "out", low: 200, high: 2500, step: 50 },
  { lines: ["PAIEMENT PAR CARTE", "JUMIA MAROC DU {paid}"], money: "out", low: 120, high: 900, card: true },
];
const MA_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-04", { lines: ["PRELEVEMENT LYDEC", "FACTURE 0412077310"], money: "out", low: 386.4, high: 386.4 }],
  ["2025-06-06", { lines: ["VIREMENT PERMANENT", "LOYER RESIDENCE ANFA"], money: "out", low: 4500, high: 4500 }],
  ["2025-06-27", { lines: ["VIREMENT RECU", "DE ATLAS TEXTILES SARL SALAIRE JUIN"], money: "in", low: 12840, high: 12840 }],
  ["2025-06-30", { lines: ["COMMISSION TENUE DE COMPTE"], money: "out", low: 20, high: 20 }],
  ["2025-06-30", { lines: ["TVA SUR COMMISSIONS 10%"], money: "out", low: 2, high: 2 }],
];

/** A Moroccan bank's relevé in French: yearless operation dates, the value date after the text, no running balance, 2 pages. */
function maReleve(): HoldoutStatement {
  const opening = 6412.75;
  const made = spanBookings({ seed: 92303, kinds: MA, fixed: MA_FIXED, from: "2025-06-01", to: "2025-06-30", count: 28, opening, perBalance: false, next: true, fill: filler((d) => `${dd(d)}/${mm(d)}`) });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Banque Atlas du Maroc S.A.", accountHolder: "YOUSSEF EL AMRANI", iban: null, currency: "MAD", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const fr = (v: number) => figure(v, "fr");
  const pages = paged(bookings, 14, 21);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:15pt;color:#c8102e">Banque Atlas du Maroc</b><br>RELEVE DE COMPTE<br>Période du 01/06/2025 au 30/06/2025</td><td>Compte chèques particuliers<br>RIB : 181 780 0004120773105521 47<br>Devise : MAD<br>Agence : CASABLANCA MAARIF<br>Page ${p + 1} / ${pages.length}</td></tr></table>${
        p === 0 ? `<p style="margin:0 0 3mm">YOUSSEF EL AMRANI<br>45 RUE IBNOU MOUNIR, RESIDENCE AL BOUSTANE<br>20330 CASABLANCA</p>` : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td></td><td>SOLDE DEPART AU 31/05/2025</td><td></td><td class="r"></td><td class="r">${fr(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${dd(b.date)}/${mm(b.date)}</td><td>${lines(b.lines)}</td><td class="nw">${dmy(b.valueDate, "/")}</td><td class="r">${b.amount < 0 ? fr(b.amount) : ""}</td><td class="r">${b.amount > 0 ? fr(b.amount) : ""}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td></td><td>TOTAL MOUVEMENTS</td><td></td><td class="r">${fr(debits(bookings))}</td><td class="r">${fr(credits(bookings))}</td></tr><tr class="bal"><td></td><td>SOLDE FINAL AU 30/06/2025</td><td></td><td class="r"></td><td class="r">${fr(closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Sans réclamation de votre part dans un délai de 30 jours à compter de la date d'envoi, ce relevé est réputé approuvé. Les commissions sont soumises à la TVA au taux de 10%.</p>` : "";
      const head = `<th style="width:10%">DATE OPER.</th><th>LIBELLE</th><th style="width:12%">DATE VALEUR</th><th class="r" style="width:14%">DEBIT</th><th class="r" style="width:14%">CREDIT</th>`;
      return sheet(top, head, `${first}${rows}${end}`, note, `Banque Atlas du Maroc S.A. au capital de 2 151 408 390 dirhams · 2, boulevard Moulay Youssef, Casablanca · RC 333 · Page ${p + 1} / ${pages.length}`);
    })
    .join("");
  return { name: "v-ma-valeur-after-text", layout: "relevé DATE OPER./LIBELLE/DATE VALEUR/DEBIT/CREDIT in French: yearless '03/06' operation date, value date '04/06/2025' AFTER the text, '1 234,56' space-thousand figures, no running balance, SOLDE DEPART AU / TOTAL MOUVEMENTS / SOLDE FINAL AU rows, RIB but no IBAN, account fee and its VAT as two bookings, 2 pages", html: page(`${STYLE_V} thead th { border-bottom: 1.5px solid #c8102e; }`, body), truth };
}

// ---------------------------------------------------------------- Qatari current account (one signed amount column)

const QA: readonly Kind[] = [
  { lines: ["POS PURCHASE", "LULU HYPERMARKET D RING"], money: "out", low: 35, high: 850, card: true },
  { lines: ["POS PURCHASE", "WOQOD PETROL STATION AL SADD"], money: "out", low: 40, high: 180, card: true },
  { lines: ["FAWRAN TRANSFER OUT", "TO FAHAD AL-MARRI"], money: "out", low: 100, high: 2500, step: 50 },
  { lines: ["FAWRAN TRANSFER IN", "FROM SAMEER KHAN"], money: "in", low: 100, high: 1800, step: 50 },
  { lines: ["ATM WITHDRAWAL", "ATM CITY CENTER DOHA"], money: "out", low: 200, high: 2000, step: 100 },
  { lines: ["ONLINE PURCHASE", "TALABAT QATAR"], money: "out", low: 30, high: 240, card: true },
];
const QA_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-01", { lines: ["STANDING ORDER", "RENT VILLA 12 AL WAAB"], money: "out", low: 7500, high: 7500 }],
  ["2025-06-08", { lines: ["BILL PAYMENT", "KAHRAMAA 4120773105"], money: "out", low: 412.6, high: 412.6 }],
  ["2025-06-12", { lines: ["BILL PAYMENT", "OOREDOO POSTPAID 55412077"], money: "out", low: 250, high: 250 }],
  ["2025-06-26", { lines: ["SALARY WPS", "QATAR LOGISTICS W.L.L"], money: "in", low: 18450, high: 18450 }],
  ["2025-06-28", { lines: ["CREDIT CARD PAYMENT", "VISA ****7731"], money: "out", low: 3612.4, high: 3612.4 }],
];

/** A Qatari bank's current account: one signed amount column, a Balance Brought Forward row, a QA IBAN, 2 pages. */
function qaCurrent(): HoldoutStatement {
  const opening = 24214.55;
  const made = spanBookings({ seed: 92404, kinds: QA, fixed: QA_FIXED, from: "2025-06-01", to: "2025-06-30", count: 26, opening, perBalance: true, fill: filler(() => "") });
  const { bookings, closing } = made;
  const code = iban("QA", "DGBK000000041207731050001");
  const truth: HoldoutTruth = { bank: "Doha Gulf Bank Q.P.S.C.", accountHolder: "MOHAMMED IQBAL SHEIKH", iban: code, currency: "QAR", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const dmon = (d: string) => `${dd(d)} ${EN_MON[Number(mm(d)) - 1]} ${yyyy(d)}`;
  const signed = (v: number) => `${v < 0 ? "-" : ""}${en(v)}`;
  const pages = paged(bookings, 14, 20);
  const body = pages
    .map((list, p) => {
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:15pt;color:#5b2c83">Doha Gulf Bank</b><br>Account Statement</td><td>Account Number: 0041-207731-050<br>IBAN: ${spaced(code)}<br>Account Type: Current Account - QAR<br>Statement Period: 01 Jun 2025 to 30 Jun 2025<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">MOHAMMED IQBAL SHEIKH<br>P.O. BOX 24120<br>DOHA, QATAR</td><td><table class="box" style="border:1px solid #5b2c83"><tr><td>Opening Balance</td><td class="r">${en(opening)}</td></tr><tr><td>Total Credits</td><td class="r">${en(credits(bookings))}</td></tr><tr><td>Total Debits</td><td class="r">-${en(debits(bookings))}</td></tr><tr><td><b>Closing Balance</b></td><td class="r"><b>${en(closing)}</b></td></tr></table></td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">01 Jun 2025</td><td>Balance Brought Forward</td><td></td><td class="r">${en(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${dmon(b.date)}</td><td>${lines(b.lines)}</td><td class="r">${signed(b.amount)}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const head = `<th style="width:14%">Date</th><th>Description</th><th class="r" style="width:16%">Amount (QAR)</th><th class="r" style="width:16%">Balance (QAR)</th>`;
      const note = p === pages.length - 1 ? `<p class="s" style="margin-top:3mm">Please review this statement and notify us of any discrepancy within 15 days, failing which it will be considered correct. Doha Gulf Bank is licensed by the Qatar Central Bank.</p>` : "";
      return sheet(top, head, `${first}${rows}`, note, `Doha Gulf Bank Q.P.S.C. · Grand Hamad Street, P.O. Box 2412, Doha, State of Qatar · CR No. 41207 · Page ${p + 1} of ${pages.length}`);
    })
    .join("");
  return { name: "v-qa-one-signed-column", layout: "current Date/Description/Amount (QAR)/Balance (QAR): '02 Jun 2025' dates, ONE signed amount column, WPS salary, Fawran and bill-payment texts over two lines, Balance Brought Forward row, summary box, QA IBAN, letterhead short name with 'Q.P.S.C.' in the fine print, 2 pages", html: page(`${STYLE_V} thead th { border-bottom: 1.5px solid #5b2c83; }`, body), truth };
}

// ---------------------------------------------------------------- Jordanian current account (three-decimal dinars, Arabic-over-English headings)

const JO: readonly Kind[] = [
  { lines: ["CLIQ TRANSFER OUT", "TO RAMI HADDAD/CAIRO AMMAN BANK"], money: "out", low: 10, high: 300, step: 5 },
  { lines: ["CLIQ TRANSFER IN", "FROM LINA SAADEH/HOUSING BANK"], money: "in", low: 10, high: 250, step: 5 },
  { lines: ["POS PURCHASE", "CARREFOUR CITY MALL AMMAN"], money: "out", low: 8, high: 140, card: true },
  { lines: ["POS PURCHASE", "TOTAL JORDAN STATION 7TH CIRCLE"], money: "out", low: 15, high: 45, card: true },
  { lines: ["ATM WITHDRAWAL", "ATM SWEIFIEH BRANCH"], money: "out", low: 20, high: 300, step: 10 },
  { lines: ["EFAWATEERCOM PAYMENT", "ORANGE JORDAN 0791234412"], money: "out", low: 10, high: 35 },
];
const JO_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-01", { lines: ["SALARY TRANSFER", "ZARQA PHARMA INDUSTRIES"], money: "in", low: 1284.5, high: 1284.5 }],
  ["2025-06-03", { lines: ["LOAN INSTALMENT", "PERSONAL LOAN 0412077"], money: "out", low: 312.75, high: 312.75 }],
  ["2025-06-10", { lines: ["EFAWATEERCOM PAYMENT", "JEPCO ELECTRICITY 4120773"], money: "out", low: 46.2, high: 46.2 }],
  ["2025-06-15", { lines: ["EFAWATEERCOM PAYMENT", "MIYAHUNA WATER 41207731"], money: "out", low: 18.4, high: 18.4 }],
  ["2025-06-30", { lines: ["ACCOUNT SERVICE FEE"], money: "out", low: 1, high: 1 }],
];

/** A Jordanian bank's current account: three-decimal dinars, Arabic-over-English headings, a JO IBAN, 3 pages. */
function joCurrent(): HoldoutStatement {
  const opening = 842.35;
  const made = spanBookings({ seed: 92505, kinds: JO, fixed: JO_FIXED, from: "2025-06-01", to: "2025-06-30", count: 32, opening, perBalance: true, fill: filler(() => "") });
  const { bookings, closing } = made;
  const code = iban("JO", "JLBK0012000000041207731050");
  const truth: HoldoutTruth = { bank: "Jordan Levant Bank", accountHolder: "OMAR KHALED AL-ZOUBI", iban: code, currency: "JOD", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  /** Dinars are printed to the fils, three decimals; the amounts are whole fils in tens, so the third is 0. */
  const jd = (v: number) => `${en(v)}0`;
  const pages = paged(bookings, 12, 19);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:15pt;color:#007a5e">Jordan Levant Bank</b><br>كشف حساب · Statement of Account</td><td>Account No.: 0012-041207731-050<br>IBAN: ${code}<br>Currency / العملة: JOD<br>Period: 01-06-2025 - 30-06-2025<br>Page ${p + 1} / ${pages.length}</td></tr></table>${
        p === 0 ? `<p style="margin:0 0 3mm">OMAR KHALED AL-ZOUBI<br>SWEIFIEH, ABDULRAHEEM AL-HAJ MOHAMMAD ST. 41<br>AMMAN 11185, JORDAN</p>` : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">01-06-2025</td><td></td><td>Opening Balance</td><td></td><td></td><td class="r">${jd(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${dmy(b.date, "-")}</td><td class="nw">${dmy(b.valueDate, "-")}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? jd(b.amount) : ""}</td><td class="r">${b.amount > 0 ? jd(b.amount) : ""}</td><td class="r">${jd(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td class="nw">30-06-2025</td><td></td><td>Closing Balance</td><td class="r">${jd(debits(bookings))}</td><td class="r">${jd(credits(bookings))}</td><td class="r">${jd(closing)}</td></tr>` : "";
      const head = `<th style="width:11%">التاريخ<br>Date</th><th style="width:11%">تاريخ الحق<br>Value Date</th><th>البيان<br>Description</th><th class="r" style="width:11%">مدين<br>Debit</th><th class="r" style="width:11%">دائن<br>Credit</th><th class="r" style="width:12%">الرصيد<br>Balance</th>`;
      const note = last ? `<p class="s" style="margin-top:3mm">Please report any discrepancy within 30 days of the statement date; otherwise the statement shall be deemed correct. Deposits are guaranteed by the Jordan Deposit Insurance Corporation.</p>` : "";
      return sheet(top, head, `${first}${rows}${end}`, note, `Jordan Levant Bank · Shmeisani, Queen Noor Street, P.O. Box 4120, Amman 11190 · Licensed by the Central Bank of Jordan · Page ${p + 1} / ${pages.length}`);
    })
    .join("");
  return { name: "v-jo-three-decimals", layout: "current with Arabic-over-English headings Date/Value Date/Description/Debit/Credit/Balance: dd-mm-yyyy twice, dinar amounts with THREE decimals ('412.500'), CliQ/eFAWATEERcom texts over two lines, Opening Balance row, Closing Balance row carrying the debit and credit sums, JO IBAN unspaced, 3 pages", html: page(`${STYLE_V} thead th { border-bottom: 1.5px solid #007a5e; }`, body), truth };
}

// ---------------------------------------------------------------- Vietnamese sao kê (whole dong, dot thousands, reference before the text)

const VN: readonly Kind[] = [
  { lines: ["CHUYEN TIEN DEN TU NGUYEN VAN AN", "chuyen tien an trua"], money: "in", low: 50000, high: 2000000, step: 10000, columns: ["FT25{n8}"] },
  { lines: ["CHUYEN TIEN DI DEN LE THU HA", "tra tien nha thang 6"], money: "out", low: 100000, high: 3000000, step: 10000, columns: ["FT25{n8}"] },
  { lines: ["THANH TOAN QR", "CIRCLE K NGUYEN TRAI"], money: "out", low: 25000, high: 350000, step: 1000, columns: ["QR25{n8}"] },
  { lines: ["THANH TOAN THE", "WINMART TIMES CITY HN"], money: "out", low: 80000, high: 1800000, step: 1000, card: true, columns: ["PO25{n8}"] },
  { lines: ["RUT TIEN ATM", "ATM SONG HONG CAU GIAY"], money: "out", low: 500000, high: 5000000, step: 500000, columns: ["AT25{n8}"] },
  { lines: ["THANH TOAN HOA DON", "EVN HA NOI PD0412077"], money: "out", low: 300000, high: 1200000, step: 1000, columns: ["BP25{n8}"] },
];
const VN_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-05", { lines: ["LUONG THANG 5/2025", "CONG TY TNHH PHAN MEM HONG HA"], money: "in", low: 24850000, high: 24850000, columns: ["FT25{n8}"] }],
  ["2025-06-10", { lines: ["TRICH NO TU DONG", "KHOAN VAY 0412077 KY 14"], money: "out", low: 6420000, high: 6420000, columns: ["LN25{n8}"] }],
  ["2025-06-30", { lines: ["PHI DICH VU SMS BANKING"], money: "out", low: 11000, high: 11000, columns: ["FE25{n8}"] }],
  ["2025-06-30", { lines: ["TRA LAI TIEN GUI"], money: "in", low: 2412, high: 2412, columns: ["IN25{n8}"] }],
];

/** A Vietnamese bank's sao kê in Vietnamese: whole dong with dot thousands, a reference column before the text, 3 pages. */
function vnSaoKe(): HoldoutStatement {
  const opening = 18426500;
  const made = spanBookings({ seed: 92606, kinds: VN, fixed: VN_FIXED, from: "2025-06-01", to: "2025-06-30", count: 34, opening, perBalance: true, whole: true, fill: filler(() => "") });
  const all = rowsOf(made);
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Ngân hàng TMCP Sông Hồng", accountHolder: "TRAN THI MAI ANH", iban: null, currency: "VND", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const vnd = (v: number) => figure(v, "de").slice(0, -3);
  const pages = paged(all, 13, 19);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:15pt;color:#d71920">Ngân hàng TMCP Sông Hồng</b><br>SAO KÊ TÀI KHOẢN<br>Từ ngày 01/06/2025 đến ngày 30/06/2025</td><td>Số tài khoản: 0412 0773 1050<br>Loại tài khoản: Tiền gửi thanh toán<br>Loại tiền: VND<br>Trang ${p + 1}/${pages.length}</td></tr></table>${
        p === 0 ? `<p style="margin:0 0 3mm">Tên khách hàng: TRAN THI MAI ANH<br>Địa chỉ: 12 ngõ 41 Trần Duy Hưng, Cầu Giấy, Hà Nội</p>` : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td></td><td></td><td>Số dư đầu kỳ</td><td></td><td></td><td class="r">${vnd(opening)}</td></tr>` : "";
      const rows = list.map(({ b, f }) => `<tr><td class="nw">${dmy(b.date, "/")}</td><td class="nw">${f.columns[0]}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? vnd(b.amount) : ""}</td><td class="r">${b.amount > 0 ? vnd(b.amount) : ""}</td><td class="r">${vnd(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td></td><td></td><td>Cộng phát sinh</td><td class="r">${vnd(debits(bookings))}</td><td class="r">${vnd(credits(bookings))}</td><td></td></tr><tr class="bal"><td></td><td></td><td>Số dư cuối kỳ</td><td></td><td></td><td class="r">${vnd(closing)}</td></tr>` : "";
      const head = `<th style="width:10%">Ngày GD</th><th style="width:13%">Số tham chiếu</th><th>Diễn giải</th><th class="r" style="width:12%">Ghi nợ</th><th class="r" style="width:12%">Ghi có</th><th class="r" style="width:12%">Số dư</th>`;
      const note = last ? `<p class="s" style="margin-top:3mm">Quý khách vui lòng kiểm tra và thông báo cho Ngân hàng trong vòng 15 ngày nếu có sai sót. Sao kê này được in từ hệ thống và không cần chữ ký.</p>` : "";
      return sheet(top, head, `${first}${rows}${end}`, note, `Ngân hàng TMCP Sông Hồng · 41 Lý Thái Tổ, Hoàn Kiếm, Hà Nội · Hotline 1900 4120 · Trang ${p + 1}/${pages.length}`);
    })
    .join("");
  return { name: "v-vn-dot-thousands", layout: "sao kê Ngày GD/Số tham chiếu/Diễn giải/Ghi nợ/Ghi có/Số dư in Vietnamese: whole dong with DOT thousands, a reference column BEFORE the text, unaccented texts over two lines, Số dư đầu kỳ row, Cộng phát sinh and Số dư cuối kỳ rows at the end, period 'Từ ngày … đến ngày …', 3 pages", html: page(`${STYLE_V} thead th { border-bottom: 1.5px solid #d71920; }`, body), truth };
}

// ---------------------------------------------------------------- Peruvian business current account in dollars (one signed column, ITF rows)

const PE: readonly Kind[] = [
  { lines: ["ABONO TRANSFERENCIA", "DE DISTRIBUIDORA NORTE SAC"], money: "in", low: 400, high: 6500, columns: ["{n8}"] },
  { lines: ["ABONO TRANSFERENCIA", "DE MINERA SAN GABRIEL SA"], money: "in", low: 900, high: 9000, columns: ["{n8}"] },
  { lines: ["PAGO A PROVEEDORES", "A FERRETERIA CENTRAL EIRL"], money: "out", low: 250, high: 4200, columns: ["{n8}"] },
  { lines: ["CARGO TRANSF INTERBANC", "A TRANSPORTES RIMAC SRL"], money: "out", low: 300, high: 3800, columns: ["{n8}"] },
  { lines: ["DEPOSITO EN EFECTIVO", "AG. MIRAFLORES"], money: "in", low: 200, high: 2500, step: 50, columns: ["{n8}"] },
  { lines: ["COMPRA POS", "PROMART SURCO"], money: "out", low: 40, high: 600, card: true, columns: ["{n8}"] },
];
const PE_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-02", { lines: ["PAGO DE HABERES", "PLANILLA MAYO 2025"], money: "out", low: 8420, high: 8420, columns: ["{n8}"] }],
  ["2025-06-16", { lines: ["PAGO SUNAT", "TRIBUTOS IGV-RENTA 05/2025"], money: "out", low: 2184.6, high: 2184.6, columns: ["{n8}"] }],
  ["2025-06-30", { lines: ["COMISION MANTENIMIENTO"], money: "out", low: 12, high: 12, columns: ["{n8}"] }],
];

/** A Peruvian bank's business current account in dollars: one signed amount column, the ITF as rows of their own, 3 pages. */
function peCorriente(): HoldoutStatement {
  const opening = 21742.9;
  const made = spanBookings({ seed: 92707, kinds: PE, fixed: PE_FIXED, from: "2025-06-01", to: "2025-06-30", count: 20, opening, perBalance: true, fill: filler(() => "") });
  const taxed = rowsOf(made).flatMap((r) => (Math.abs(r.b.amount) >= 200 ? [r, charged(r, ["IMPUESTO ITF"], Math.max(0.01, round2(Math.abs(r.b.amount) * 0.00005)), [r.f.columns[0]!])] : [r]));
  const all = rebalance(opening, taxed, true);
  const bookings = all.map((r) => r.b);
  const closing = sumTo(opening, bookings);
  const truth: HoldoutTruth = { bank: "Banco Andino del Perú S.A.A.", accountHolder: "INVERSIONES LOS ANDES S.A.C.", iban: null, currency: "USD", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const dmyy = (d: string) => `${dd(d)}/${mm(d)}/${yyyy(d).slice(2)}`;
  const signed = (v: number) => `${v < 0 ? "-" : ""}${en(v)}`;
  const pages = paged(all, 13, 19);
  const body = pages
    .map((list, p) => {
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:15pt;color:#002a8d">Banco Andino del Perú</b><br>ESTADO DE CUENTA CORRIENTE<br>DEL 01/06/2025 AL 30/06/2025</td><td>N° de cuenta: 193-4120773-1-05<br>CCI: 002-193-004120773105-12<br>Moneda: DÓLARES AMERICANOS<br>Página ${p + 1} de ${pages.length}</td></tr></table>${
        p === 0
          ? `<p style="margin:0 0 2mm">INVERSIONES LOS ANDES S.A.C.<br>RUC 20541207731<br>AV. JOSE PARDO 412 OF. 701, MIRAFLORES - LIMA</p><table class="box" style="margin-bottom:3mm;border:1px solid #002a8d"><tr><td>SALDO ANTERIOR</td><td>ABONOS</td><td>CARGOS</td><td>SALDO ACTUAL</td></tr><tr><td>US$ ${en(opening)}</td><td>US$ ${en(credits(bookings))}</td><td>US$ ${en(debits(bookings))}</td><td><b>US$ ${en(closing)}</b></td></tr></table>`
          : ""
      }`;
      const rows = list.map(({ b, f }) => `<tr><td class="nw">${dmyy(b.date)}</td><td>${lines(b.lines)}</td><td class="nw">${f.columns[0]}</td><td class="r">${signed(b.amount)}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const head = `<th style="width:9%">Fecha</th><th>Descripción</th><th style="width:12%">N° Operación</th><th class="r" style="width:15%">Cargos / Abonos</th><th class="r" style="width:14%">Saldo</th>`;
      const note = p === pages.length - 1 ? `<p class="s" style="margin-top:3mm">El Impuesto a las Transacciones Financieras (ITF) se aplica con la tasa de 0.005% según Ley N° 28194. Si no recibimos observaciones dentro de los 30 días, daremos por conforme el presente estado de cuenta.</p>` : "";
      return sheet(top, head, rows, note, `Banco Andino del Perú S.A.A. · RUC 20100041207 · Calle Centenario 156, La Molina, Lima · Página ${p + 1} de ${pages.length}`);
    })
    .join("");
  return { name: "v-pe-usd-itf", layout: "business current account in dollars Fecha/Descripción/N° Operación/Cargos / Abonos/Saldo: '02/06/25' dates, ONE signed amount column, an operation-number column after the text, the ITF as a row after each movement of 200 or more, balances in a band of four labels above, currency named 'DÓLARES AMERICANOS' beside 'US$', holder a 'S.A.C.', fine print 'S.A.A.', 3 pages", html: page(`${STYLE_V} thead th { border-bottom: 1.5px solid #002a8d; }`, body), truth };
}

// ---------------------------------------------------------------- Canadian chequing (date after the amounts, "JUN02")

const CA: readonly Kind[] = [
  { lines: ["VISA DEBIT PUR-LOBLAWS 1041"], money: "out", low: 12, high: 220, card: true },
  { lines: ["VISA DEBIT PUR-TIM HORTONS #4120"], money: "out", low: 3, high: 18, card: true },
  { lines: ["SEND E-TFR ***5Xq"], money: "out", low: 20, high: 400, step: 5 },
  { lines: ["E-TRANSFER ***9kL"], money: "in", low: 20, high: 350, step: 5 },
  { lines: ["ATM W/D 004127 YONGE ST"], money: "out", low: 20, high: 200, step: 20 },
  { lines: ["PTS FRM:04128812"], money: "in", low: 40, high: 160 },
  { lines: ["IDP PURCHASE SHOPPERS DRUG"], money: "out", low: 8, high: 95, card: true },
];
const CA_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-02", { lines: ["RENT - PRESTON PROPERTIES"], money: "out", low: 1850, high: 1850 }],
  ["2025-06-06", { lines: ["PAYROLL DEP ONTARIO TECH SOL"], money: "in", low: 2412.37, high: 2412.37 }],
  ["2025-06-09", { lines: ["ENBRIDGE GAS MSP"], money: "out", low: 64.18, high: 64.18 }],
  ["2025-06-20", { lines: ["PAYROLL DEP ONTARIO TECH SOL"], money: "in", low: 2412.37, high: 2412.37 }],
  ["2025-06-23", { lines: ["ROGERS WIRELESS BPY"], money: "out", low: 92.4, high: 92.4 }],
  ["2025-06-30", { lines: ["MONTHLY ACCOUNT FEE"], money: "out", low: 16.95, high: 16.95 }],
];

/** A Canadian bank's chequing account: the date after the amounts, "JUN02" dates, a balance on a day's last row only, 2 pages. */
function caChequing(): HoldoutStatement {
  const opening = 3214.66;
  const made = spanBookings({ seed: 92808, kinds: CA, fixed: CA_FIXED, from: "2025-06-01", to: "2025-06-30", count: 40, opening, perBalance: true, fill: filler(() => "") });
  const bookings = dayEndBalances(made.bookings);
  const closing = made.closing;
  const truth: HoldoutTruth = { bank: "Maple Dominion Bank", accountHolder: "JASMINE L NGUYEN", iban: null, currency: null, periodFrom: "2025-05-31", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const mon = (d: string) => `${UP_MON[Number(mm(d)) - 1]}${dd(d)}`;
  const pages = paged(bookings, 20, 28);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:15pt;color:#1a5336">Maple Dominion Bank</b><br>Statement of Account</td><td>Branch No. 4120 · Account No. 6412-5077310<br>Statement From - To: MAY 31/25 - JUN 30/25<br>EVERY DAY CHEQUING ACCOUNT<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0 ? `<p style="margin:0 0 3mm">JASMINE L NGUYEN<br>412-77 HARBOUR SQ<br>TORONTO ON M5J 2S2</p>` : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td>BALANCE FORWARD</td><td></td><td></td><td class="nw">MAY31</td><td class="r">${en(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="nw">${mon(b.date)}</td><td class="r">${b.balance === null ? "" : en(b.balance)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td>CLOSING BALANCE</td><td></td><td></td><td class="nw">JUN30</td><td class="r">${en(closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Withdrawals (${count(bookings, -1)}): ${en(debits(bookings))} · Deposits (${count(bookings, 1)}): ${en(credits(bookings))}. Please check this statement and report any errors or omissions within 30 days. Eligible deposits are protected by CDIC.</p>` : "";
      const head = `<th>DESCRIPTION</th><th class="r" style="width:15%">WITHDRAWALS</th><th class="r" style="width:15%">DEPOSITS</th><th style="width:9%">DATE</th><th class="r" style="width:15%">BALANCE</th>`;
      return sheet(top, head, `${first}${rows}${end}`, note, `Maple Dominion Bank · Member of Canada Deposit Insurance Corporation · Account 6412-5077310 · Page ${p + 1} of ${pages.length}`);
    })
    .join("");
  return { name: "v-ca-date-after-amounts", layout: "chequing DESCRIPTION/WITHDRAWALS/DEPOSITS/DATE/BALANCE: the DATE AFTER the amounts, 'JUN02' dates without space or year, one-line abbreviated texts, balance on a day's last row only, BALANCE FORWARD MAY31 row and CLOSING BALANCE row, period 'MAY 31/25 - JUN 30/25', no currency named, 2 pages", html: page(`${STYLE_V} thead th { border-bottom: 1.5px solid #1a5336; }`, body), truth };
}

// ---------------------------------------------------------------- South African business cheque account (Cr suffixes, accrued charges after the balance)

const ZA: readonly Kind[] = [
  { lines: ["POS Purchase", "Builders Warehouse Rivonia {paid}"], money: "out", low: 120, high: 4800, card: true, columns: ["4.95"] },
  { lines: ["POS Purchase", "Engen Garage Sandton {paid}"], money: "out", low: 300, high: 1400, card: true, columns: ["4.95"] },
  { lines: ["Magtape Credit", "Sandton Body Corporate Inv {n5}"], money: "in", low: 1800, high: 16000, columns: [""] },
  { lines: ["FNB App Payment From", "Mrs N Dlamini Geyser Repair"], money: "in", low: 650, high: 7800, columns: [""] },
  { lines: ["FNB App Payment To", "Plumblink Randburg Acc 4120"], money: "out", low: 900, high: 9500, columns: ["8.50"] },
  { lines: ["ATM Cash", "Rosebank Mall {paid}"], money: "out", low: 200, high: 3000, step: 100, columns: ["10.50"] },
  { lines: ["Cash Deposit", "Branch Deposit Sandton City"], money: "in", low: 500, high: 6000, step: 50, columns: ["18.00"] },
];
const ZA_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-01", { lines: ["Internal Debit Order", "Vodacom 0824120773"], money: "out", low: 899, high: 899, columns: [""] }],
  ["2025-06-05", { lines: ["Debit Order", "Wesbank Vehicle 4120773105"], money: "out", low: 7412.35, high: 7412.35, columns: [""] }],
  ["2025-06-25", { lines: ["FNB App Payment To", "Salaries Sipho Mokoena"], money: "out", low: 9500, high: 9500, columns: ["8.50"] }],
  ["2025-06-30", { lines: ["#Monthly Account Fee"], money: "out", low: 225, high: 225, columns: [""] }],
];

/** A South African bank's small-business cheque account: "Cr" after credits and balances, accrued charges after the balance, 3 pages. */
function zaBusiness(): HoldoutStatement {
  const opening = 38416.9;
  const made = spanBookings({ seed: 92909, kinds: ZA, fixed: ZA_FIXED, from: "2025-06-01", to: "2025-06-30", count: 34, opening, perBalance: true, fill: filler((d) => `${dd(d)} ${EN_MON[Number(mm(d)) - 1]}`) });
  const all = rowsOf(made);
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Highveld National Bank Limited", accountHolder: "KHUMALO PLUMBING (PTY) LTD", iban: null, currency: null, periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const dmon = (d: string) => `${dd(d)} ${EN_MON[Number(mm(d)) - 1]}`;
  const cr = (v: number) => `${en(v)}${v > 0 ? "Cr" : v < 0 ? "Dr" : ""}`;
  const pages = paged(all, 13, 19);
  const body = pages
    .map((list, p) => {
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:15pt;color:#00a3ad">Highveld National Bank</b><br>Gold Business Account<br>Tax Invoice / Statement</td><td>Account Number: 6241 2077 310<br>Statement Period: 01 June 2025 to 30 June 2025<br>Statement Date: 01 July 2025<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">KHUMALO PLUMBING (PTY) LTD<br>UNIT 4, 12 WEBBER STREET<br>SANDTON<br>2196</td><td><table class="box" style="border:1px solid #00a3ad"><tr><td>Opening Balance</td><td class="r">R${cr(opening)}</td></tr><tr><td>Credit Transactions</td><td class="r">R${en(credits(bookings))}Cr</td></tr><tr><td>Debit Transactions</td><td class="r">R${en(debits(bookings))}</td></tr><tr><td><b>Closing Balance</b></td><td class="r"><b>R${cr(closing)}</b></td></tr></table></td></tr></table>`
          : ""
      }`;
      const rows = list.map(({ b, f }) => `<tr><td class="nw">${dmon(b.date)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount > 0 ? `${en(b.amount)}Cr` : en(b.amount)}</td><td class="r">${cr(b.balance!)}</td><td class="r">${f.columns[0]}</td></tr>`).join("");
      const head = `<th style="width:8%">Date</th><th>Description</th><th class="r" style="width:14%">Amount</th><th class="r" style="width:15%">Balance</th><th class="r" style="width:11%">Accrued Bank Charges</th>`;
      const note = p === pages.length - 1 ? `<p class="s" style="margin-top:3mm">Bank charges accrued this month will be debited on the first business day of next month. #Bank charges include VAT at 15%. Please verify all transactions and notify us within 30 days.</p>` : "";
      return sheet(top, head, rows, note, `Highveld National Bank Limited · Reg. No. 1929/001225/06 · An Authorised Financial Services and Credit Provider (NCRCP20) · VAT Reg. No. 4210102051 · Page ${p + 1} of ${pages.length}`);
    })
    .join("");
  return { name: "v-za-cr-suffix", layout: "business cheque Date/Description/Amount/Balance/Accrued Bank Charges: yearless '02 Jun' dates, credits marked 'Cr' after the figure and debits unmarked, balances marked 'Cr', an accrued-charges column AFTER the balance, two-line texts with the purchase day, balances in a summary box, no currency beyond 'R', holder '(Pty) Ltd', fine print 'Limited', 3 pages", html: page(`${STYLE_V} thead th { border-bottom: 1.5px solid #00a3ad; }`, body), truth };
}

/** Batch V, in a fixed order. */
export function holdoutStatementsV(): HoldoutStatement[] {
  return [lkSavings(), ghCurrent(), maReleve(), qaCurrent(), joCurrent(), vnSaoKe(), peCorriente(), caChequing(), zaBusiness()];
}
