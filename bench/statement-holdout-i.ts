import { esc, figure, lines, page, round2, sumTo, type HoldoutStatement, type HoldoutTruth } from "./statement-holdout.ts";
import { bookingDrawer, credits, ddmmyyyy, de, debits, digits, EN_MON, en, foot, paged, shift, TIGHT_STYLE, type Kind } from "./statement-holdout-kit.ts";

/**
 * A ninth held-out batch of bank statements, written by someone who had not read the statement
 * rules, had not run them on it and did not look at how earlier batches were read, and committed
 * before it was first read: its first reading measures layouts the rules have never seen. Like H
 * it keeps to the statements a typical user in Europe, North America and Australia uploads, in
 * layouts and combinations unlike the 65 before it:
 * - an Australian bank's from December into January with yearless "16 DEC" dates, "Withdrawals
 *   ($) | Deposits ($) | Balance ($)", card texts with an "EFFECTIVE DATE" line, an OPENING
 *   BALANCE row, "TOTALS AT END OF PAGE" rows on every page and "TOTALS AT END OF PERIOD" and
 *   CLOSING BALANCE rows at the end, no currency named, 3 pages;
 * - a New Zealand bank's with Particulars/Code/Reference columns between the text and the
 *   amounts, "03/03/25" dates and a balance that goes overdrawn, marked "OD" after the figure;
 * - an Irish bank's with "Payments - out | Payments - in", the date on a day's first row only but
 *   a balance on every row, and a BALANCE FORWARD row heading every page, 4 pages;
 * - a Scottish bank's with "Date | Description | Type | Money In (£) | Money Out (£) | Balance (£)":
 *   a payment-type code column after the text and money in before money out;
 * - an American online bank's account activity as printed from the browser: "Date | Description |
 *   Amount | Running Bal.", MM/DD/YYYY, a "Beginning balance as of" row with no amount, a summary
 *   above, and the browser's own print header and footer with a date, a time and an address;
 * - a German direct bank's turnover list in landscape with Auftraggeber/Empfänger, Buchungstext and
 *   Verwendungszweck in three columns, then the balance BEFORE the amount, each followed by a
 *   currency column;
 * - a Swiss cantonal bank's over two months across the turn of the year, "Belastung | Gutschrift |
 *   Valuta | Saldo", collective payment orders whose texts list each payment with its own amount,
 *   a year-end interest booking with withholding tax in its text, Übertrag rows, 3 pages;
 * - a French online bank's one-page statement, "Date opération | Libellé | Débit | Crédit" with no
 *   value date, the two balances side by side in a box above and the totals as a row;
 * - a Spanish bank's over six pages and the turn of the year, "F.Operación | F.Valor | Concepto |
 *   Importe | Saldo", two-line conceptos, few rows a page, the summary only at the end.
 * Every page repeats a header and a footer.
 */

const EN_LONG = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const ch = (v: number) => figure(v, "ch");
const monthDay = (d: string) => `${d.slice(8, 10)} ${EN_MON[Number(d.slice(5, 7)) - 1]!.toUpperCase()}`;

/** Batch I's draws: a card payment up to three days before its booking, kept even before the statement's first day. */
const spanBookings = bookingDrawer({ cardDays: 4, early: "keep" });

// ---------------------------------------------------------------- Australian bank (page totals, effective dates)

const AU: readonly Kind[] = [
  { lines: ["VISA DEBIT PURCHASE CARD 4412", "WOOLWORTHS 3301 SURRY HILLS", "{effective}"], money: "out", low: 14, high: 190, card: true },
  { lines: ["VISA DEBIT PURCHASE CARD 4412", "BWS LIQUOR 2210 DARLINGHURST", "{effective}"], money: "out", low: 18, high: 95, card: true },
  { lines: ["EFTPOS PURCHASE", "COLES 0832 BONDI JUNCTION"], money: "out", low: 9, high: 160 },
  { lines: ["PAYMENT TO", "SAM NGUYEN SECRET SANTA"], money: "out", low: 20, high: 80, step: 5 },
  { lines: ["TRANSFER FROM", "OSKO M WILLIAMS DRINKS"], money: "in", low: 15, high: 120 },
  { lines: ["ATM WITHDRAWAL", "SMB ATM OXFORD ST 4412"], money: "out", low: 40, high: 300, step: 20 },
  { lines: ["VISA DEBIT PURCHASE CARD 4412", "OPAL TRANSPORT SYDNEY", "{effective}"], money: "out", low: 5, high: 50, card: true },
  { lines: ["VISA DEBIT PURCHASE CARD 4412", "JB HI-FI BROADWAY", "{effective}"], money: "out", low: 29, high: 420, card: true },
];
const AU_FIXED: readonly (readonly [string, Kind])[] = [
  ["2024-12-18", { lines: ["PAY/SALARY FROM", "HARBOURVIEW HEALTH PAYROLL"], money: "in", low: 3126.4, high: 3126.4 }],
  ["2024-12-20", { lines: ["DIRECT DEBIT", "AGL SALES PTY LTD 448120931"], money: "out", low: 212.55, high: 212.55 }],
  ["2024-12-23", { lines: ["TRANSFER TO", "RAY WHITE RENTAL", "RENT UNIT 4 14 BAYSWATER RD"], money: "out", low: 2380, high: 2380 }],
  ["2025-01-01", { lines: ["DIRECT DEBIT", "TELSTRA CORP LTD 5512034"], money: "out", low: 89, high: 89 }],
  ["2025-01-01", { lines: ["CREDIT INTEREST"], money: "in", low: 1.84, high: 1.84 }],
  ["2025-01-02", { lines: ["PAY/SALARY FROM", "HARBOURVIEW HEALTH PAYROLL"], money: "in", low: 3126.4, high: 3126.4 }],
  ["2025-01-06", { lines: ["TRANSFER TO", "RAY WHITE RENTAL", "RENT UNIT 4 14 BAYSWATER RD"], money: "out", low: 2380, high: 2380 }],
  ["2025-01-14", { lines: ["MONTHLY ACCOUNT FEE"], money: "out", low: 5, high: 5 }],
];

/** An Australian bank's statement from December into January: yearless "16 DEC" dates, effective-date lines, page totals, 3 pages. */
function australian(): HoldoutStatement {
  const opening = 2812.07;
  const from = "2024-12-16";
  const to = "2025-01-15";
  const made = spanBookings({
    seed: 19101, kinds: AU, fixed: AU_FIXED, from, to, count: 38, opening, perBalance: true,
    fill: (t, f) => t.replace("{effective}", f.paid === f.date ? "" : `EFFECTIVE DATE ${monthDay(f.paid)} ${f.paid.slice(0, 4)}`),
  });
  // A card payment booked on the day it was made has no effective-date line.
  const bookings = made.bookings.map((b) => ({ ...b, lines: b.lines.filter((l) => l !== "") }));
  const closing = made.closing;
  const truth: HoldoutTruth = { bank: "Southern Meridian Banking Group Ltd", accountHolder: "CHLOE A BRENNAN", iban: null, currency: null, periodFrom: from, periodTo: to, openingBalance: opening, closingBalance: closing, bookings };
  const pages = paged(bookings, 13, 19);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:13pt;color:#004165;white-space:nowrap">Southern Meridian Banking Group Ltd</b><br>ABN 11 005 357 522<br>Access Advantage Statement</td><td>Statement 37 &nbsp;&nbsp; (Page ${p + 1} of ${pages.length})<br>Branch Number (BSB) 012-003 &nbsp; Account Number 4127-55093<br>16 DECEMBER 2024 TO 15 JANUARY 2025</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">CHLOE A BRENNAN<br>UNIT 4 14 BAYSWATER RD<br>RUSHCUTTERS BAY NSW 2011</td><td><b>Account Details</b><br>CHLOE A BRENNAN<br>Enquiries 13 13 14 (24 hours a day, 7 days a week)</td></tr></table>
  <table class="box" style="width:85%;margin-bottom:5mm;border:1px solid #999"><tr><td>Opening Balance</td><td>Total Deposits</td><td>Total Withdrawals</td><td>Closing Balance</td></tr><tr><td><b>$${en(opening)}</b></td><td><b>+ $${en(credits(bookings))}</b></td><td><b>- $${en(debits(bookings))}</b></td><td><b>= $${en(closing)}</b></td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">16 DEC</td><td><b>OPENING BALANCE</b></td><td></td><td></td><td class="r"><b>${en(opening)}</b></td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${monthDay(b.date)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const pageTotals = `<tr class="tot"><td></td><td><b>TOTALS AT END OF PAGE</b></td><td class="r"><b>$${en(debits(list))}</b></td><td class="r"><b>$${en(credits(list))}</b></td><td></td></tr>`;
      const end = last ? `<tr class="tot"><td></td><td><b>TOTALS AT END OF PERIOD</b></td><td class="r"><b>$${en(debits(bookings))}</b></td><td class="r"><b>$${en(credits(bookings))}</b></td><td></td></tr><tr class="bal"><td class="nw">15 JAN</td><td><b>CLOSING BALANCE</b></td><td></td><td></td><td class="r"><b>$${en(closing)}</b></td></tr>` : "";
      const note = last ? `<p class="s">This Statement Includes: Credit interest $1.84. Please check your statement carefully and report any errors or unauthorised transactions immediately. Fees: you paid $5.00 in account fees this statement period.</p>` : `<p class="s" style="text-align:right">Continued on next page</p>`;
      return `<div class="sheet">${head}<table><thead><tr><th style="width:9%">Date</th><th>Transaction Details</th><th class="r" style="width:14%">Withdrawals ($)</th><th class="r" style="width:14%">Deposits ($)</th><th class="r" style="width:14%">Balance ($)</th></tr></thead><tbody>${first}${rows}${pageTotals}${end}</tbody></table>${note}${foot(`Southern Meridian Banking Group Ltd ABN 11 005 357 522 Australian Financial Services Licence 234527 · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "i-au-page-totals", layout: "December into January with yearless '16 DEC' dates, Transaction Details/Withdrawals ($)/Deposits ($)/Balance ($), card texts with an 'EFFECTIVE DATE' line, OPENING BALANCE row, 'TOTALS AT END OF PAGE' rows on every page, TOTALS AT END OF PERIOD and CLOSING BALANCE rows, summary box of four figures, no currency named, 3 pages", html: page(`${TIGHT_STYLE} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #004165; color: #004165; } tr.tot td { border-top: 1px solid #999; } tr.bal td { background: #eef3f7; }`, body), truth };
}

// ---------------------------------------------------------------- New Zealand bank (particulars/code/reference, OD balances)

const NZ: readonly Kind[] = [
  { lines: ["EFTPOS", "COUNTDOWN PONSONBY"], money: "out", low: 12, high: 180 },
  { lines: ["EFTPOS", "Z PONSONBY RD"], money: "out", low: 40, high: 110 },
  { lines: ["VISA DEBIT", "UBER *EATS AUCKLAND"], money: "out", low: 18, high: 65, card: true, columns: ["4835****2210", "", "C"] },
  { lines: ["BILL PAYMENT", "T PARATA"], money: "in", low: 20, high: 160, step: 5, columns: ["Flat", "Power", "Share"] },
  { lines: ["ONLINE PAYMENT", "J TE WHIU"], money: "out", low: 20, high: 120, step: 10, columns: ["Koha", "", "Birthday"] },
  { lines: ["ATM WITHDRAWAL", "KAURI ATM K RD 2"], money: "out", low: 20, high: 200, step: 20 },
];
const NZ_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-03-03", { lines: ["AUTOMATIC PAYMENT", "HARCOURTS RENTALS"], money: "out", low: 690, high: 690, columns: ["Rent", "12 Ariki", "A Morrison"] }],
  ["2025-03-05", { lines: ["DIRECT DEBIT", "MERCURY NZ LTD"], money: "out", low: 148.22, high: 148.22, columns: ["4471922", "Power", "Mar25"] }],
  ["2025-03-10", { lines: ["AUTOMATIC PAYMENT", "HARCOURTS RENTALS"], money: "out", low: 690, high: 690, columns: ["Rent", "12 Ariki", "A Morrison"] }],
  ["2025-03-12", { lines: ["DIRECT CREDIT", "AUCKLAND COUNCIL"], money: "in", low: 2841.06, high: 2841.06, columns: ["Salary", "FN0412", "Wages"] }],
  ["2025-03-17", { lines: ["AUTOMATIC PAYMENT", "HARCOURTS RENTALS"], money: "out", low: 690, high: 690, columns: ["Rent", "12 Ariki", "A Morrison"] }],
  ["2025-03-24", { lines: ["AUTOMATIC PAYMENT", "HARCOURTS RENTALS"], money: "out", low: 690, high: 690, columns: ["Rent", "12 Ariki", "A Morrison"] }],
  ["2025-03-26", { lines: ["DIRECT CREDIT", "AUCKLAND COUNCIL"], money: "in", low: 2841.06, high: 2841.06, columns: ["Salary", "FN0412", "Wages"] }],
  ["2025-03-31", { lines: ["DEBIT INTEREST"], money: "out", low: 3.17, high: 3.17 }],
];

/** A New Zealand bank's statement: Particulars/Code/Reference columns, dd/mm/yy, a balance overdrawn in the middle marked "OD", 2 pages. */
function newZealand(): HoldoutStatement {
  const opening = 912.38;
  const made = spanBookings({ seed: 19201, kinds: NZ, fixed: NZ_FIXED, from: "2025-03-01", to: "2025-03-31", count: 24, opening, perBalance: true, fill: (t) => t });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Kauri Bank Limited", accountHolder: "A J MORRISON", iban: null, currency: "NZD", periodFrom: "2025-03-01", periodTo: "2025-03-31", openingBalance: opening, closingBalance: closing, bookings };
  const od = (v: number) => `${en(v)}${v < 0 ? " OD" : ""}`;
  const d = (x: string) => `${x.slice(8, 10)}/${x.slice(5, 7)}/${x.slice(2, 4)}`;
  const pages = paged(bookings.map((b, i) => ({ b, c: made.fills[i]!.columns })), 15, 22);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:13pt;color:#2a6a3a">Kauri Bank Limited</b><br>Everyday Account statement</td><td>Account 38-9017-0442781-00<br>Statement period 1 March 2025 to 31 March 2025<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:5mm"><tr><td style="width:55%">A J MORRISON<br>12 ARIKI STREET<br>GREY LYNN<br>AUCKLAND 1021</td><td>Account name: A J MORRISON<br>All amounts are in NZD<br>Arranged overdraft limit $1,000.00</td></tr></table>` : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">01/03/25</td><td><b>Opening Balance</b></td><td></td><td></td><td></td><td></td><td></td><td class="r"><b>${od(opening)}</b></td></tr>` : "";
      const rows = list.map(({ b, c }) => `<tr><td class="nw">${d(b.date)}</td><td>${lines(b.lines)}</td><td>${esc(c[0] ?? "")}</td><td>${esc(c[1] ?? "")}</td><td>${esc(c[2] ?? "")}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${od(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td class="nw">31/03/25</td><td><b>Closing Balance</b></td><td></td><td></td><td></td><td class="r"><b>${en(debits(bookings))}</b></td><td class="r"><b>${en(credits(bookings))}</b></td><td class="r"><b>${od(closing)}</b></td></tr>` : "";
      const note = last ? `<p class="s">OD = overdrawn. Debit interest is charged at 13.95% p.a. on the overdrawn balance. If you think there is a mistake on this statement, call us on 0800 500 428.</p>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th style="width:8%">Date</th><th>Transaction</th><th style="width:11%">Particulars</th><th style="width:9%">Code</th><th style="width:10%">Reference</th><th class="r" style="width:11%">Withdrawals</th><th class="r" style="width:11%">Deposits</th><th class="r" style="width:12%">Balance</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Kauri Bank Limited · Private Bag 92100, Auckland 1142 · kauribank.co.nz · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "i-nz-particulars", layout: "Date/Transaction/Particulars/Code/Reference/Withdrawals/Deposits/Balance, 'dd/mm/yy', one- and two-line texts, payment references in three columns of their own, a balance overdrawn mid-month marked 'OD' after the figure, Opening Balance row and a Closing Balance row holding the totals, 2 pages", html: page(`${TIGHT_STYLE} body { font-size: 7.8pt; } thead th { border-bottom: 1.5px solid #2a6a3a; } tr.bal td { background: #f0f6f1; }`, body), truth };
}

// ---------------------------------------------------------------- Irish bank (date on a day's first row, balance forward per page)

const IE: readonly Kind[] = [
  { lines: ["POS{pos} TESCO DUNDRUM"], money: "out", low: 8, high: 140, card: true },
  { lines: ["POS{pos} CENTRA RANELAGH"], money: "out", low: 3, high: 30, card: true },
  { lines: ["POS{pos} CIRCLE K MILLTOWN"], money: "out", low: 30, high: 85, card: true },
  { lines: ["365 ONLINE ORLA KAVANAGH"], money: "out", low: 20, high: 200, step: 10 },
  { lines: ["SEPA CREDIT CIARAN DOYLE"], money: "in", low: 15, high: 150 },
  { lines: ["ATM{pos} RANELAGH 2"], money: "out", low: 20, high: 200, step: 10, card: true },
  { lines: ["VDP-AMAZON.DE*{alnum}"], money: "out", low: 9, high: 95 },
  { lines: ["VDC-DUBLIN BUS LEAP"], money: "out", low: 10, high: 40, step: 10 },
];
const IE_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-01-15", { lines: ["D/D ELECTRIC IRELAND"], money: "out", low: 142.6, high: 142.6 }],
  ["2025-01-20", { lines: ["SO DALY PROPERTY RENT"], money: "out", low: 1850, high: 1850 }],
  ["2025-01-24", { lines: ["SEPA CREDIT HSE SALARY"], money: "in", low: 3298.44, high: 3298.44 }],
  ["2025-01-27", { lines: ["D/D VIRGIN MEDIA IRL"], money: "out", low: 74.99, high: 74.99 }],
  ["2025-02-03", { lines: ["D/D VHI HEALTHCARE"], money: "out", low: 118.27, high: 118.27 }],
  ["2025-02-07", { lines: ["SEPA CREDIT HSE SALARY"], money: "in", low: 3298.44, high: 3298.44 }],
  ["2025-02-10", { lines: ["D/D BORD GAIS ENERGY"], money: "out", low: 96.1, high: 96.1 }],
  ["2025-02-14", { lines: ["FEE QTR TO 08FEB25"], money: "out", low: 18, high: 18 }],
];

/** An Irish bank's statement: Payments - out/Payments - in, the date on a day's first row only, a balance on every row, BALANCE FORWARD heading every page, 4 pages. */
function irish(): HoldoutStatement {
  const opening = 2986.91;
  const alnum = (n: number) => n.toString(36).toUpperCase().padStart(6, "Q").slice(0, 6);
  const made = spanBookings({
    seed: 19301, kinds: IE, fixed: IE_FIXED, from: "2025-01-15", to: "2025-02-14", count: 42, opening, perBalance: true,
    fill: (t, f) => t.replace("{pos}", `${f.paid.slice(8, 10)}${EN_MON[Number(f.paid.slice(5, 7)) - 1]!.toUpperCase()}`).replace("{alnum}", alnum(f.n)),
  });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Shannon Bank Ireland DAC", accountHolder: "NIAMH GALLAGHER", iban: "IE64SHBK90053212345678", currency: "EUR", periodFrom: "2025-01-15", periodTo: "2025-02-14", openingBalance: opening, closingBalance: closing, bookings };
  const long = (d: string) => `${d.slice(8, 10)} ${EN_MON[Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}`;
  const pages = paged(bookings, 10, 14);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const before = sumTo(opening, pages.slice(0, p).flat());
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:13pt;color:#0a3a78">Shannon Bank Ireland DAC</b><br>Current Account Statement</td><td>Your account name: NIAMH GALLAGHER<br>IBAN: IE64 SHBK 9005 3212 3456 78<br>BIC: SHBKIE2D<br>Statement date 14 Feb 2025 &nbsp; Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:5mm"><tr><td style="width:55%">MS NIAMH GALLAGHER<br>APT 7 BEECHWOOD COURT<br>RANELAGH<br>DUBLIN 6<br>D06 K2X4</td><td>Branch: Ranelagh, Dublin 6<br>Account number 12345678 &nbsp; NSC 90-05-32<br>Statement period 15 Jan 2025 to 14 Feb 2025<br>All amounts in euro</td></tr></table>` : ""
      }`;
      // The BALANCE FORWARD row carries the date of the page's first day; that day's bookings under it go undated.
      let shown = p === 0 ? "2025-01-15" : list[0]!.date;
      const rows = list
        .map((b) => {
          const date = b.date === shown ? "" : long(b.date);
          shown = b.date;
          return `<tr><td class="nw">${date}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${en(b.balance!)}</td></tr>`;
        })
        .join("");
      const forward = `<tr class="bal"><td class="nw">${long(p === 0 ? "2025-01-15" : list[0]!.date)}</td><td>BALANCE FORWARD</td><td></td><td></td><td class="r">${en(before)}</td></tr>`;
      const end = last
        ? `<table class="box" style="width:60%;margin-top:5mm;border:1px solid #999"><tr><td>Opening balance 15 Jan 2025</td><td class="r">${en(opening)}</td></tr><tr><td>Total payments out</td><td class="r">${en(debits(bookings))}</td></tr><tr><td>Total payments in</td><td class="r">${en(credits(bookings))}</td></tr><tr><td><b>Closing balance 14 Feb 2025</b></td><td class="r"><b>${en(closing)}</b></td></tr></table><p class="s">Shannon Bank Ireland DAC is regulated by the Central Bank of Ireland. Deposits are protected under the Deposit Guarantee Scheme up to €100,000.</p>`
        : "";
      return `<div class="sheet">${head}<table><thead><tr><th style="width:13%">Date</th><th>Transaction details</th><th class="r" style="width:14%">Payments - out</th><th class="r" style="width:14%">Payments - in</th><th class="r" style="width:14%">Balance</th></tr></thead><tbody>${forward}${rows}</tbody></table>${end}${foot(`Shannon Bank Ireland DAC · Registered in Ireland No. 451522 · 2 Grand Canal Square, Dublin 2 · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "i-ie-payments-out-in", layout: "Date/Transaction details/Payments - out/Payments - in/Balance, 'dd Mon yyyy' on a day's first row only (under a BALANCE FORWARD row of the same day, none), a balance on every row, a dated BALANCE FORWARD row heading every page, one-line texts with 'POS14JAN' prefixes, summary box at the end, 4 pages", html: page(`${TIGHT_STYLE} body { font-size: 8.2pt; } thead th { border-bottom: 1.5px solid #0a3a78; } tr.bal td { font-weight: bold; }`, body), truth };
}

// ---------------------------------------------------------------- Scottish bank (type column, money in before money out)

const SC: readonly Kind[] = [
  { lines: ["TESCO STORES 6142 CD 4471"], money: "out", low: 6, high: 110, card: true, columns: ["DEB"] },
  { lines: ["SCOTMID COOP LEITH CD 4471"], money: "out", low: 3, high: 40, card: true, columns: ["DEB"] },
  { lines: ["LOTHIAN BUSES CD 4471"], money: "out", low: 2, high: 20, card: true, columns: ["DEB"] },
  { lines: ["R MCLEOD DINNER"], money: "in", low: 10, high: 90, columns: ["FPI"] },
  { lines: ["F ANDERSON 400210 12 GIFT"], money: "out", low: 20, high: 150, step: 5, columns: ["FPO"] },
  { lines: ["LNK LEITH WALK 14:22"], money: "out", low: 20, high: 160, step: 10, columns: ["CPT"] },
  { lines: ["AMAZON.CO.UK*{ref} CD 4471"], money: "out", low: 8, high: 75, columns: ["DEB"] },
];
const SC_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-02-01", { lines: ["CITY OF EDINBURGH C TAX 40011822"], money: "out", low: 168, high: 168, columns: ["DD"] }],
  ["2025-02-03", { lines: ["LEITH LETTINGS RENT FLAT 3F2"], money: "out", low: 975, high: 975, columns: ["SO"] }],
  ["2025-02-10", { lines: ["SCOTTISH POWER 6001223"], money: "out", low: 104.5, high: 104.5, columns: ["DD"] }],
  ["2025-02-25", { lines: ["NHS LOTHIAN SALARY"], money: "in", low: 2611.73, high: 2611.73, columns: ["BGC"] }],
  ["2025-02-27", { lines: ["VODAFONE LTD 7712099"], money: "out", low: 31, high: 31, columns: ["DD"] }],
  ["2025-02-28", { lines: ["CLUB FORTH FEE"], money: "out", low: 3, high: 3, columns: ["CHG"] }],
];

/** A Scottish bank's statement: a payment-type column after the text, Money In before Money Out, 2 pages. */
function scottish(): HoldoutStatement {
  const opening = 2746.29;
  const made = spanBookings({ seed: 19401, kinds: SC, fixed: SC_FIXED, from: "2025-02-01", to: "2025-02-28", count: 34, opening, perBalance: true, fill: (t, f) => t.replace("{ref}", f.n.toString(36).toUpperCase().slice(0, 5)) });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Forth & Clyde Bank plc", accountHolder: "MR CALLUM FRASER", iban: "GB71FCBK80226031284417", currency: null, periodFrom: "2025-02-01", periodTo: "2025-02-28", openingBalance: opening, closingBalance: closing, bookings };
  const uk = (d: string) => `${d.slice(8, 10)} ${EN_MON[Number(d.slice(5, 7)) - 1]} ${d.slice(2, 4)}`;
  const pages = paged(bookings.map((b, i) => ({ b, type: made.fills[i]!.columns[0]! })), 16, 26);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:13pt;color:#123f6d">Forth &amp; Clyde Bank plc</b><br>Classic Account</td><td>MR CALLUM FRASER<br>Sort Code 80-22-60 &nbsp; Account Number 31284417<br>01 February 2025 to 28 February 2025 &nbsp; Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">MR CALLUM FRASER<br>3F2 17 IONA STREET<br>EDINBURGH<br>EH6 8SG</td><td>BIC FCBKGB2E<br>IBAN GB71 FCBK 8022 6031 2844 17<br>Your branch: Leith Walk</td></tr></table>
  <table class="box" style="width:60%;margin-bottom:5mm;border:1px solid #999"><tr><th colspan="2">Your Account Summary</th></tr><tr><td>Balance on 01 February 2025</td><td class="r">£${en(opening)}</td></tr><tr><td>Money In</td><td class="r">£${en(credits(bookings))}</td></tr><tr><td>Money Out</td><td class="r">£${en(debits(bookings))}</td></tr><tr><td><b>Balance on 28 February 2025</b></td><td class="r"><b>£${en(closing)}</b></td></tr></table>`
          : ""
      }`;
      const rows = list.map(({ b, type }) => `<tr><td class="nw">${uk(b.date)}</td><td>${lines(b.lines)}</td><td>${type}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const key = last ? `<p class="s" style="margin-top:4mm">Transaction types: BGC Bank Giro Credit · CHG Charge · CPT Cashpoint · DD Direct Debit · DEB Debit Card · FPI Faster Payment In · FPO Faster Payment Out · SO Standing Order</p>` : "";
      return `<div class="sheet">${head}<p class="sec">Your Transactions</p><table><thead><tr><th style="width:10%">Date</th><th>Description</th><th style="width:6%">Type</th><th class="r" style="width:13%">Money In (£)</th><th class="r" style="width:13%">Money Out (£)</th><th class="r" style="width:13%">Balance (£)</th></tr></thead><tbody>${rows}</tbody></table>${key}${foot(`Forth &amp; Clyde Bank plc. Registered Office: The Mound, Edinburgh EH1 1YZ. Registered in Scotland no. SC327000. Authorised by the Prudential Regulation Authority. Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "i-uk-type-column", layout: "Date/Description/Type/Money In (£)/Money Out (£)/Balance (£): a payment-type code column after the text and money in BEFORE money out, 'dd Mon yy' dates, one-line texts, balance on every row, no balance rows in the table (balances only in the summary box above), 2 pages", html: page(`${TIGHT_STYLE} body { font-size: 8.2pt; } .sec { font-weight: bold; font-size: 10pt; color: #123f6d; margin: 2mm 0 1mm; } thead th { border-bottom: 1px solid #123f6d; background: #e6eef6; }`, body), truth };
}

// ---------------------------------------------------------------- American online bank (browser printout)

const USO: readonly Kind[] = [
  { lines: ["KROGER #0412 {paid} PURCHASE ATLANTA GA"], money: "out", low: 12, high: 190, card: true },
  { lines: ["SHELL OIL 57444{n4} {paid} PURCHASE DECATUR GA"], money: "out", low: 30, high: 75, card: true },
  { lines: ["Zelle payment to DARNELL HAYES Conf# {alnum}"], money: "out", low: 20, high: 200, step: 5 },
  { lines: ["Zelle payment from KEISHA BROOKS Conf# {alnum}"], money: "in", low: 15, high: 150, step: 5 },
  { lines: ["AMAZON.COM*{alnum} {paid} PURCHASE AMZN.COM/BILL WA"], money: "out", low: 9, high: 130, card: true },
  { lines: ["BAYFRONT ATM {paid} #00000{n4} WITHDRWL PONCE DE LEON ATLANTA GA"], money: "out", low: 40, high: 300, step: 20, card: true },
  { lines: ["CHICK-FIL-A #03311 {paid} PURCHASE ATLANTA GA"], money: "out", low: 7, high: 28, card: true },
  { lines: ["NETFLIX.COM {paid} PURCHASE NETFLIX.COM CA"], money: "out", low: 15.49, high: 15.49, card: true },
];
const USO_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-03-03", { lines: ["PEACHTREE PROPERTY DES:RENT ID:{n10} INDN:MARCUS T WILLIAMS CO ID:1581123311 WEB"], money: "out", low: 1625, high: 1625 }],
  ["2025-03-07", { lines: ["EMORY UNIVERSITY DES:DIR DEP ID:{n10} INDN:WILLIAMS,MARCUS T CO ID:9111122233 PPD"], money: "in", low: 2294.18, high: 2294.18 }],
  ["2025-03-12", { lines: ["GEORGIA POWER DES:BILL PAY ID:{n10} INDN:MARCUS WILLIAMS CO ID:9001234567 WEB"], money: "out", low: 131.4, high: 131.4 }],
  ["2025-03-21", { lines: ["EMORY UNIVERSITY DES:DIR DEP ID:{n10} INDN:WILLIAMS,MARCUS T CO ID:9111122233 PPD"], money: "in", low: 2294.18, high: 2294.18 }],
  ["2025-03-24", { lines: ["CAPITAL ONE DES:CRCARDPMT ID:{n10} INDN:MARCUS WILLIAMS CO ID:9279744380 WEB"], money: "out", low: 600, high: 600 }],
  ["2025-03-28", { lines: ["Online Banking transfer to SAV 7741 Confirmation# {n10}"], money: "out", low: 400, high: 400 }],
];

/** An American online bank's account activity printed from the browser: Date/Description/Amount/Running Bal., a Beginning balance row, browser header and footer, 2 pages. */
function usOnline(): HoldoutStatement {
  const opening = 3187.52;
  const alnum = (n: number) => n.toString(36).toUpperCase().padStart(7, "K").slice(0, 7);
  const made = spanBookings({
    seed: 19501, kinds: USO, fixed: USO_FIXED, from: "2025-03-01", to: "2025-03-31", count: 42, opening, perBalance: true,
    fill: (t, f) => t.replace("{paid}", `${f.paid.slice(5, 7)}/${f.paid.slice(8, 10)}`).replace("{alnum}", alnum(f.n)).replace("{n10}", digits(f.n, 10)).replace("{n4}", digits(f.n, 4)),
  });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Bayfront Bank", accountHolder: "MARCUS T WILLIAMS", iban: null, currency: null, periodFrom: "2025-03-01", periodTo: "2025-03-31", openingBalance: opening, closingBalance: closing, bookings };
  const mdy = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;
  const signed = (v: number) => `${v < 0 ? "-" : ""}${en(v)}`;
  const pages = paged(bookings, 22, 30);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const browser = `<table class="browser"><tr><td>4/2/25, 8:41 PM</td><td class="r">Bayfront Bank | Online Banking | Accounts | Account Details | Adv Plus Banking - 7741</td></tr></table>`;
      const head = p === 0
        ? `<table style="margin:3mm 0 4mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#c8102e">Bayfront Bank</b><br>Adv Plus Banking - 7741</td><td>MARCUS T WILLIAMS<br>Account activity: Statement period 03/01/2025 - 03/31/2025</td></tr></table>
  <table class="box" style="width:60%;margin-bottom:5mm;border:1px solid #bbb"><tr><th>Description</th><th class="r">Summary Amt.</th></tr><tr><td>Beginning balance as of 03/01/2025</td><td class="r">${en(opening)}</td></tr><tr><td>Total credits</td><td class="r">${en(credits(bookings))}</td></tr><tr><td>Total debits</td><td class="r">-${en(debits(bookings))}</td></tr><tr><td>Ending balance as of 03/31/2025</td><td class="r">${en(closing)}</td></tr></table>`
        : "";
      const first = p === 0 ? `<tr class="bal"><td class="nw">03/01/2025</td><td>Beginning balance as of 03/01/2025</td><td></td><td class="r">${en(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${mdy(b.date)}</td><td>${lines(b.lines)}</td><td class="r">${signed(b.amount)}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const url = `<table class="browser" style="margin-top:6mm"><tr><td>https://secure.bayfrontbank.com/myaccounts/brain/redirect.go?source=overview&amp;target=acctDetails&amp;adx=7741</td><td class="r">${p + 1}/${pages.length}</td></tr></table>`;
      return `<div class="sheet">${browser}${head}<table><thead><tr><th style="width:11%">Date</th><th>Description</th><th class="r" style="width:12%">Amount</th><th class="r" style="width:13%">Running Bal.</th></tr></thead><tbody>${first}${rows}</tbody></table>${last ? `<p class="s" style="margin-top:3mm">Bayfront Bank, N.A. Member FDIC. Equal Housing Lender. Transactions are shown in the order they posted to your account.</p>` : ""}${url}</div>`;
    })
    .join("");
  return { name: "i-us-online-printout", layout: "account activity printed from the browser: Date/Description/Amount/Running Bal., MM/DD/YYYY, long one-line texts, signed amounts, a 'Beginning balance as of' row with no amount, Description/Summary Amt. box above, the browser's print header (date, time, page title) and footer (address, '1/2') on every page, no currency named, 2 pages", html: page(`${TIGHT_STYLE} body { font-size: 7.8pt; } thead th { border-bottom: 1px solid #999; background: #f4f4f4; } table.browser td { font-size: 6.5pt; color: #333; padding: 0; } tr:nth-child(even) td { background: #fafafa; }`, body), truth };
}

// ---------------------------------------------------------------- German direct bank (turnover list, balance before amount)

const DEX: readonly Kind[] = [
  { lines: ["EDEKA Markt Harvestehude", "Lastschrift", "EDEKA SAGT DANKE {paid} Karte 1 2028/03 {n11}"], money: "out", low: 9, high: 140, card: true },
  { lines: ["Rossmann 2201", "Lastschrift", "Kartenzahlung {paid} Karte 1 Visa Debit {n11}"], money: "out", low: 4, high: 48, card: true },
  { lines: ["PayPal Europe S.a.r.l. et Cie S.C.A", "Lastschrift", "{n13} PP.3318.PP . Otto GmbH & Co KG, Ihr Einkauf bei Otto GmbH & Co KG"], money: "out", low: 18, high: 160 },
  { lines: ["Lukas Schröder", "Gutschrift", "Anteil Grillfest Elbe"], money: "in", low: 10, high: 80, step: 5 },
  { lines: ["Hamburger Sparkasse", "Bargeldauszahlung", "Hamburg Eppendorfer Baum {paid} {time}"], money: "out", low: 50, high: 300, step: 50, card: true },
  { lines: ["Deutsche Bahn Fernverkehr AG", "Lastschrift", "Ticket {n8} Hamburg Hbf - Berlin Hbf"], money: "out", low: 19.9, high: 89.9 },
];
const DEX_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-02", { lines: ["Elbblick Wohnen GmbH", "Dauerauftrag", "Miete Mai 2025 Isestr. 88 Whg 2 links"], money: "out", low: 1185, high: 1185 }],
  ["2025-05-05", { lines: ["Vattenfall Europe Sales GmbH", "Lastschrift", "Abschlag 05/2025 Vertragskonto 800441279 Strom Isestr. 88"], money: "out", low: 79, high: 79 }],
  ["2025-05-15", { lines: ["Techniker Krankenkasse", "Gutschrift", "Erstattung Zahnreinigung 2025 Vers.-Nr. T442918830"], money: "in", low: 60, high: 60 }],
  ["2025-05-28", { lines: ["Nordlicht Software GmbH", "Gehalt/Rente", "Gehalt 05/2025 PersNr 00721"], money: "in", low: 3540.12, high: 3540.12 }],
  ["2025-05-30", { lines: ["Hanseatische Direktbank", "Entgelt", "Kontoführung Mai 2025"], money: "out", low: 4.9, high: 4.9 }],
];

/** A German direct bank's turnover list in landscape: party, kind and purpose in three columns, the balance before the amount, each with a currency column, 3 pages. */
function germanExport(): HoldoutStatement {
  const opening = 2988.45;
  const made = spanBookings({
    seed: 19601, kinds: DEX, fixed: DEX_FIXED, from: "2025-05-01", to: "2025-05-31", count: 33, opening, perBalance: true, next: true,
    fill: (t, f) => t.replace("{paid}", ddmmyyyy(f.paid, ".")).replace("{time}", f.time).replace("{n13}", digits(f.n, 13)).replace("{n11}", digits(f.n, 11)).replace("{n8}", digits(f.n, 8)),
  });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Hanseatische Direktbank AG", accountHolder: "Marie Schröder", iban: "DE27200505501234567890", currency: "EUR", periodFrom: "2025-05-01", periodTo: "2025-05-31", openingBalance: opening, closingBalance: closing, bookings };
  const signed = (v: number) => `${v < 0 ? "-" : ""}${de(v)}`;
  const pages = paged(bookings, 14, 19);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:3mm"><tr><td style="width:50%"><b style="font-size:13pt;color:#ff6200">Hanseatische Direktbank AG</b><br>Umsatzanzeige Girokonto</td><td>Kontoinhaber: Marie Schröder<br>IBAN: DE27 2005 0550 1234 5678 90 &nbsp; BIC: HDBKDEHHXXX<br>Zeitraum: 01.05.2025 - 31.05.2025 &nbsp; Seite ${p + 1} von ${pages.length}</td></tr></table>${
        p === 0 ? `<table class="box" style="width:50%;margin-bottom:4mm;border:1px solid #999"><tr><td>Kontostand am 30.04.2025</td><td class="r">${signed(opening)} EUR</td></tr><tr><td>Kontostand am 31.05.2025</td><td class="r">${signed(closing)} EUR</td></tr></table>` : ""
      }`;
      const rows = list.map((b) => `<tr><td class="nw">${ddmmyyyy(b.date, ".")}</td><td class="nw">${ddmmyyyy(b.valueDate, ".")}</td><td>${esc(b.lines[0]!)}</td><td>${esc(b.lines[1]!)}</td><td>${esc(b.lines[2]!)}</td><td class="r">${signed(b.balance!)}</td><td>EUR</td><td class="r">${signed(b.amount)}</td><td>EUR</td></tr>`).join("");
      return `<div class="sheet">${head}<table><thead><tr><th style="width:7%">Buchung</th><th style="width:7%">Valuta</th><th style="width:17%">Auftraggeber/Empfänger</th><th style="width:10%">Buchungstext</th><th>Verwendungszweck</th><th class="r" style="width:9%">Saldo</th><th style="width:4%">Währung</th><th class="r" style="width:9%">Betrag</th><th style="width:4%">Währung</th></tr></thead><tbody>${rows}</tbody></table>${last ? `<p class="s" style="margin-top:3mm">Diese Umsatzanzeige ersetzt keinen Kontoauszug. Erstellt am 01.06.2025 um 09:12 Uhr.</p>` : ""}${foot(`Hanseatische Direktbank AG · Ballindamm 7 · 20095 Hamburg · Amtsgericht Hamburg HRB 112233 · Seite ${p + 1} von ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "i-de-turnover-list", layout: "landscape turnover list Buchung/Valuta/Auftraggeber-Empfänger/Buchungstext/Verwendungszweck/Saldo/Währung/Betrag/Währung: the text in three columns, the balance BEFORE the amount, each followed by an 'EUR' column, dd.mm.yyyy, signed figures, both balances in a box above, 3 pages", html: page(`${TIGHT_STYLE} @page { size: A4 landscape; margin: 12mm; } body { font-size: 7.8pt; } thead th { border-bottom: 1.5px solid #ff6200; }`, body), truth };
}

// ---------------------------------------------------------------- Swiss cantonal bank (collective orders, year-end interest)

const CHK: readonly Kind[] = [
  { lines: ["Einkauf Debitkarte", "Migros Bern Marktgasse", "Karte Nr. XXXX 5512 {paid}"], money: "out", low: 12, high: 180, card: true },
  { lines: ["Einkauf Debitkarte", "Coop Pronto Bern Bahnhof", "Karte Nr. XXXX 5512 {paid}"], money: "out", low: 5, high: 45, card: true },
  { lines: ["Bargeldbezug", "Bancomat KBAE Bern Zytglogge", "Karte Nr. XXXX 5512 {paid}"], money: "out", low: 50, high: 400, step: 50, card: true },
  { lines: ["TWINT Geld gesendet", "an Reto Ammann +41 79 *** ** 12"], money: "out", low: 10, high: 80, step: 5 },
  { lines: ["TWINT Geld empfangen", "von Lea Zbinden +41 78 *** ** 40"], money: "in", low: 10, high: 120, step: 5 },
];
/** A collective order: its payments listed in its text, each with its own amount, the booking their sum. */
const collective = (payments: readonly (readonly [string, number])[]): Kind => {
  const total = round2(payments.reduce((s, [, v]) => s + v, 0));
  return { lines: [`Zahlungsauftrag E-Banking, ${payments.length} Zahlungen`, ...payments.map(([to, v]) => `${to} CHF ${ch(v)}`)], money: "out", low: total, high: total };
};
const CHK_FIXED: readonly (readonly [string, Kind])[] = [
  ["2024-12-02", collective([["Verwaltung Breitenrain AG, Bern", 1890], ["Swisscom (Schweiz) AG, Bern", 64.9], ["CSS Kranken-Versicherung AG, Luzern", 418.35]])],
  ["2024-12-06", { lines: ["Zahlung QR-Rechnung", "BKW Energie AG, 3013 Bern", "Referenz 21 00000 00003 13947 14300 09017"], money: "out", low: 172.4, high: 172.4 }],
  ["2024-12-24", { lines: ["Gutschrift Lohn", "Inselspital Stiftung, Bern", "Lohn Dezember 2024 inkl. 13. ML"], money: "in", low: 11482.3, high: 11482.3 }],
  ["2024-12-31", { lines: ["Abschluss per 31.12.2024", "Habenzins 0.10 % CHF 4.20", "Verrechnungssteuer 35 % CHF -1.47"], money: "in", low: 2.73, high: 2.73 }],
  ["2024-12-31", { lines: ["Kontoführungsgebühr", "4. Quartal 2024"], money: "out", low: 9, high: 9 }],
  ["2025-01-03", collective([["Verwaltung Breitenrain AG, Bern", 1890], ["Swisscom (Schweiz) AG, Bern", 64.9], ["CSS Kranken-Versicherung AG, Luzern", 436.8], ["Steuerverwaltung des Kantons Bern", 1200]])],
  ["2025-01-24", { lines: ["Gutschrift Lohn", "Inselspital Stiftung, Bern", "Lohn Januar 2025"], money: "in", low: 6104.65, high: 6104.65 }],
];

/** A Swiss cantonal bank's statement over December and January: Belastung/Gutschrift/Valuta/Saldo, collective orders listing their payments, year-end interest, Übertrag rows, 3 pages. */
function swissCantonal(): HoldoutStatement {
  const opening = 5204.1;
  const made = spanBookings({ seed: 19701, kinds: CHK, fixed: CHK_FIXED, from: "2024-12-01", to: "2025-01-31", count: 26, opening, perBalance: true, next: true, fill: (t, f) => t.replace("{paid}", ddmmyyyy(f.paid, ".")) });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Kantonalbank Aare-Emme", accountHolder: "Simon Zbinden", iban: "CH4800790016123456789", currency: "CHF", periodFrom: "2024-12-01", periodTo: "2025-01-31", openingBalance: opening, closingBalance: closing, bookings };
  const d = (x: string) => ddmmyyyy(x, ".");
  const pages = paged(bookings, 11, 14);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const before = sumTo(opening, pages.slice(0, p).flat());
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:13pt">Kantonalbank Aare-Emme</b><br>Bundesplatz 8, 3011 Bern</td><td>Kontoauszug Privatkonto<br>IBAN CH48 0079 0016 1234 5678 9 &nbsp; Währung CHF<br>01.12.2024 - 31.01.2025 &nbsp; Seite ${p + 1}/${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:5mm"><tr><td style="width:55%">Herr<br>Simon Zbinden<br>Scheibenstrasse 21<br>3014 Bern</td><td>Kontoinhaber: Simon Zbinden<br>Ihre Beraterin: Nadine Hofer, 031 666 18 22</td></tr></table>` : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">01.12.2024</td><td>Saldovortrag</td><td></td><td></td><td></td><td class="r">${ch(opening)}</td></tr>` : `<tr class="bal"><td></td><td>Übertrag</td><td></td><td></td><td></td><td class="r">${ch(before)}</td></tr>`;
      const rows = list.map((b) => `<tr><td class="nw">${d(b.date)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? ch(b.amount) : ""}</td><td class="r">${b.amount > 0 ? ch(b.amount) : ""}</td><td class="nw">${d(b.valueDate)}</td><td class="r">${ch(b.balance!)}</td></tr>`).join("");
      const end = last
        ? `<tr class="tot"><td></td><td>Umsatztotal</td><td class="r">${ch(debits(bookings))}</td><td class="r">${ch(credits(bookings))}</td><td></td><td></td></tr><tr class="bal"><td class="nw">31.01.2025</td><td><b>Schlusssaldo</b></td><td></td><td></td><td></td><td class="r"><b>${ch(closing)}</b></td></tr>`
        : `<tr class="bal"><td></td><td>Übertrag</td><td></td><td></td><td></td><td class="r">${ch(sumTo(before, list))}</td></tr>`;
      return `<div class="sheet">${head}<table><thead><tr><th style="width:10%">Datum</th><th>Buchungstext</th><th class="r" style="width:12%">Belastung</th><th class="r" style="width:12%">Gutschrift</th><th style="width:10%">Valuta</th><th class="r" style="width:12%">Saldo</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${last ? `<p class="s" style="margin-top:3mm">Bitte prüfen Sie diesen Auszug. Beanstandungen sind innert 30 Tagen zu melden, andernfalls gilt der Auszug als genehmigt. Zinssatz Privatkonto ab 01.01.2025: 0.05 %.</p>` : ""}${foot(`Kantonalbank Aare-Emme · Staatsgarantie des Kantons Bern · Seite ${p + 1}/${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "i-ch-collective-orders", layout: "December into January, Datum/Buchungstext/Belastung/Gutschrift/Valuta/Saldo dd.mm.yyyy with apostrophe thousands, collective e-banking orders whose texts list each payment with 'CHF' and its own amount, a year-end 'Abschluss' booking with interest and withholding tax in its text, QR-bill reference numbers, Saldovortrag/Übertrag/Umsatztotal/Schlusssaldo rows, 3 pages", html: page(`${TIGHT_STYLE} body { font-size: 8pt; } thead th { border-bottom: 1px solid #000; border-top: 1px solid #000; } tr.bal td { background: #f3f3f3; } tr.tot td { border-top: 1px solid #999; }`, body), truth };
}

// ---------------------------------------------------------------- French online bank (one page, soldes side by side)

const FRL: readonly Kind[] = [
  { lines: ["CARTE {paid} MONOPRIX NANTES CB*4127"], money: "out", low: 6, high: 90, card: true },
  { lines: ["CARTE {paid} BOULANGERIE PAUL CB*4127"], money: "out", low: 3, high: 18, card: true },
  { lines: ["CARTE {paid} TAN NANTES MOBILITE CB*4127"], money: "out", low: 1.7, high: 49, card: true },
  { lines: ["VIR INST DE MME LUCIE MOREAU", "REMBOURSEMENT COURSES"], money: "in", low: 10, high: 90 },
  { lines: ["RETRAIT DAB {paid} NANTES COMMERCE CB*4127"], money: "out", low: 20, high: 120, step: 20, card: true },
  { lines: ["PRLV SEPA DEEZER SA", "REF {n10}"], money: "out", low: 11.99, high: 11.99 },
];
const FRL_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-10-02", { lines: ["PRLV SEPA NANTES HABITAT", "LOYER OCTOBRE 2025 LOGT 1204", "ICS FR12ZZZ398112 RUM NH-44120931"], money: "out", low: 612.3, high: 612.3 }],
  ["2025-10-06", { lines: ["PRLV SEPA TOTALENERGIES ELECTRICITE ET GAZ", "ECHEANCE 10/2025 CONTRAT 442871003"], money: "out", low: 78, high: 78 }],
  ["2025-10-27", { lines: ["VIR SEPA DE CHU DE NANTES", "SALAIRE OCTOBRE 2025", "REF 25102700418"], money: "in", low: 2218.64, high: 2218.64 }],
];

/** A French online bank's one-page statement: Date opération/Libellé/Débit/Crédit without a value date, both balances side by side in a box above, totals as a row. */
function frenchOnline(): HoldoutStatement {
  const opening = 846.17;
  const made = spanBookings({
    seed: 19801, kinds: FRL, fixed: FRL_FIXED, from: "2025-10-01", to: "2025-10-31", count: 23, opening, perBalance: false,
    fill: (t, f) => t.replace("{paid}", `${f.paid.slice(8, 10)}/${f.paid.slice(5, 7)}/${f.paid.slice(2, 4)}`).replace("{n10}", digits(f.n, 10)),
  });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Orée Banque en ligne", accountHolder: "M. Hugo Lefèvre", iban: "FR7640618802980004123456789", currency: "EUR", periodFrom: "2025-10-01", periodTo: "2025-10-31", openingBalance: opening, closingBalance: closing, bookings };
  const fr = (v: number) => figure(v, "fr");
  const rows = bookings.map((b) => `<tr><td class="nw">${ddmmyyyy(b.date, "/")}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? fr(b.amount) : ""}</td><td class="r">${b.amount > 0 ? fr(b.amount) : ""}</td></tr>`).join("");
  const body = `<div class="sheet"><table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#e4007c">Orée Banque en ligne</b><br>Relevé de compte courant n° 10<br>Édité le 01/11/2025</td><td>M. Hugo Lefèvre<br>5 rue Kervégan<br>44000 Nantes</td></tr></table>
  <table style="margin-bottom:4mm"><tr><td style="width:55%">Titulaire : M. Hugo Lefèvre<br>IBAN : FR76 4061 8802 9800 0412 3456 789<br>BIC : OREEFRP1XXX</td><td>Période du 01/10/2025 au 31/10/2025<br>Devise : EUR</td></tr></table>
  <table class="box" style="width:100%;margin-bottom:5mm;border:1.5px solid #e4007c"><tr><td style="width:50%">Solde au 01/10/2025</td><td style="width:50%">Solde au 31/10/2025</td></tr><tr><td><b style="font-size:11pt">${fr(opening)} €</b></td><td><b style="font-size:11pt">${fr(closing)} €</b></td></tr></table>
  <table><thead><tr><th style="width:13%">Date opération</th><th>Libellé</th><th class="r" style="width:14%">Débit</th><th class="r" style="width:14%">Crédit</th></tr></thead><tbody>${rows}
  <tr class="tot"><td></td><td><b>Total des opérations</b></td><td class="r"><b>${fr(debits(bookings))}</b></td><td class="r"><b>${fr(credits(bookings))}</b></td></tr></tbody></table>
  <p class="s" style="margin-top:3mm">Les opérations par carte sont débitées le jour de leur enregistrement. En cas de contestation, contactez le service client par la messagerie de votre espace. Garantie des dépôts : FGDR, 65 rue de la Victoire, 75009 Paris.</p>${foot("Orée Banque en ligne · SA au capital de 48 000 000 € · RCS Nantes 412 998 004 · Page 1/1")}</div>`;
  return { name: "i-fr-online-one-page", layout: "one page, Date opération/Libellé/Débit/Crédit with no value date, dd/mm/yyyy, card texts holding the purchase day as dd/mm/yy, space thousands, both balances side by side in a box above the table, 'Total des opérations' row, no balance rows in the table", html: page(`${TIGHT_STYLE} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #e4007c; } tr.tot td { border-top: 1px solid #999; }`, body), truth };
}

// ---------------------------------------------------------------- Spanish bank (six pages)

const ES: readonly Kind[] = [
  { lines: ["COMPRA TARJ. 5540XXXXXXXX3321", "MERCADONA AV AMERICA-MADRID"], money: "out", low: 9, high: 140 },
  { lines: ["COMPRA TARJ. 5540XXXXXXXX3321", "EL CORTE INGLES CASTELLANA-MADRID"], money: "out", low: 15, high: 260 },
  { lines: ["COMPRA TARJ. 5540XXXXXXXX3321", "REPSOL E.S. 4211 ARTURO SORIA"], money: "out", low: 35, high: 85 },
  { lines: ["BIZUM ENVIADO", "A: PABLO GARCIA CONCEPTO: LOTERIA NAVIDAD"], money: "out", low: 10, high: 60, step: 5 },
  { lines: ["BIZUM RECIBIDO", "DE: LAURA SANCHEZ CONCEPTO: CENA"], money: "in", low: 10, high: 80, step: 5 },
  { lines: ["REINTEGRO CAJERO", "CAJERO 1842 C/ ALCALA 215"], money: "out", low: 20, high: 300, step: 20 },
  { lines: ["COMPRA INTERNET", "AMAZON EU SARL LUXEMBURGO"], money: "out", low: 12, high: 180 },
];
const ES_FIXED: readonly (readonly [string, Kind])[] = [
  ["2024-11-18", { lines: ["RECIBO IBERDROLA CLIENTES SAU", "N. RECIBO 0049 1500 {n10}"], money: "out", low: 87.34, high: 87.34 }],
  ["2024-11-28", { lines: ["NOMINA", "TRANSPORTES HERMANOS ORTIZ SL"], money: "in", low: 2215.4, high: 2215.4 }],
  ["2024-12-02", { lines: ["RECIBO COMUNIDAD PROPIETARIOS", "C/ ALCALA 219 CUOTA DICIEMBRE"], money: "out", low: 65, high: 65 }],
  ["2024-12-02", { lines: ["TRANSFERENCIA A FAVOR DE", "INMOBILIARIA RETIRO SL ALQUILER DIC"], money: "out", low: 950, high: 950 }],
  ["2024-12-18", { lines: ["RECIBO IBERDROLA CLIENTES SAU", "N. RECIBO 0049 1500 {n10}"], money: "out", low: 112.9, high: 112.9 }],
  ["2024-12-20", { lines: ["NOMINA", "TRANSPORTES HERMANOS ORTIZ SL"], money: "in", low: 2215.4, high: 2215.4 }],
  ["2024-12-20", { lines: ["PAGA EXTRA NAVIDAD", "TRANSPORTES HERMANOS ORTIZ SL"], money: "in", low: 1830, high: 1830 }],
  ["2024-12-31", { lines: ["LIQUIDACION INTERESES", "PERIODO 01/10/2024 A 31/12/2024"], money: "in", low: 0.38, high: 0.38 }],
  ["2025-01-02", { lines: ["RECIBO COMUNIDAD PROPIETARIOS", "C/ ALCALA 219 CUOTA ENERO"], money: "out", low: 65, high: 65 }],
  ["2025-01-02", { lines: ["TRANSFERENCIA A FAVOR DE", "INMOBILIARIA RETIRO SL ALQUILER ENE"], money: "out", low: 950, high: 950 }],
  ["2025-01-10", { lines: ["RECIBO MAPFRE ESPANA SA", "SEGURO HOGAR POLIZA 0612288410"], money: "out", low: 214.66, high: 214.66 }],
];

/** A Spanish bank's statement from mid-November to mid-January over six pages: F.Operación/F.Valor/Concepto/Importe/Saldo, two-line conceptos, the summary at the end. */
function spanish(): HoldoutStatement {
  const opening = 3412.8;
  const made = spanBookings({ seed: 19901, kinds: ES, fixed: ES_FIXED, from: "2024-11-16", to: "2025-01-15", count: 51, opening, perBalance: true, next: true, fill: (t, f) => t.replace("{n10}", digits(f.n, 10)) });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Banco Cantábrico, S.A.", accountHolder: "ELENA MARTIN ROJO", iban: "ES7600811234510001234567", currency: "EUR", periodFrom: "2024-11-16", periodTo: "2025-01-15", openingBalance: opening, closingBalance: closing, bookings };
  const d = (x: string) => ddmmyyyy(x, "/");
  const signed = (v: number) => `${v < 0 ? "-" : ""}${de(v)}`;
  const pages = paged(bookings, 7, 11);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:13pt;color:#1d4f91">Banco Cantábrico, S.A.</b><br>Extracto de cuenta · Cuenta Nómina</td><td>Titular: ELENA MARTIN ROJO<br>IBAN ES76 0081 1234 5100 0123 4567<br>Del 16/11/2024 al 15/01/2025 &nbsp; Página ${p + 1} de ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:5mm"><tr><td style="width:55%">ELENA MARTIN ROJO<br>C/ ALCALA 219, 3º B<br>28028 MADRID</td><td>Oficina 1842 · C/ Alcalá 215, Madrid<br>Divisa: EUR<br>Fecha de emisión: 16/01/2025</td></tr></table>` : ""
      }`;
      const rows = list.map((b) => `<tr><td class="nw">${d(b.date)}</td><td class="nw">${d(b.valueDate)}</td><td>${lines(b.lines)}</td><td class="r">${signed(b.amount)}</td><td class="r">${signed(b.balance!)}</td></tr>`).join("");
      const end = last
        ? `<table class="box" style="width:60%;margin-top:5mm;border:1px solid #999"><tr><th colspan="2">Resumen del periodo</th></tr><tr><td>Saldo inicial a 15/11/2024</td><td class="r">${de(opening)}</td></tr><tr><td>Total cargos (${bookings.filter((b) => b.amount < 0).length})</td><td class="r">-${de(debits(bookings))}</td></tr><tr><td>Total abonos (${bookings.filter((b) => b.amount > 0).length})</td><td class="r">${de(credits(bookings))}</td></tr><tr><td><b>Saldo final a 15/01/2025</b></td><td class="r"><b>${de(closing)}</b></td></tr></table><p class="s">Banco Cantábrico está adherido al Fondo de Garantía de Depósitos de Entidades de Crédito. Importe garantizado hasta 100.000 euros por titular.</p>`
        : `<p class="s" style="text-align:right">Continúa en la página siguiente</p>`;
      return `<div class="sheet">${head}<table><thead><tr><th style="width:11%">F.Operación</th><th style="width:11%">F.Valor</th><th>Concepto</th><th class="r" style="width:13%">Importe</th><th class="r" style="width:13%">Saldo</th></tr></thead><tbody>${rows}</tbody></table>${end}${foot(`Banco Cantábrico, S.A. · Paseo de Pereda 30, 39004 Santander · R.M. Cantabria T. 1020, F. 1, H. S-1 · NIF A39000012 · Página ${p + 1} de ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "i-es-six-pages", layout: "mid-November to mid-January, F.Operación/F.Valor/Concepto/Importe/Saldo dd/mm/yyyy, two-line conceptos, signed Importe, Saldo per booking, no balance rows in the table, few rows a page, summary with counts only at the end, 6 pages", html: page(`${TIGHT_STYLE} body { font-size: 8.4pt; } thead th { border-bottom: 1.5px solid #1d4f91; background: #eaf0f8; } td { padding-top: 1.6mm; padding-bottom: 1.6mm; }`, body), truth };
}

/** The ninth held-out batch, in a fixed order. */
export function holdoutStatementsI(): HoldoutStatement[] {
  return [australian(), newZealand(), irish(), scottish(), usOnline(), germanExport(), swissCantonal(), frenchOnline(), spanish()];
}
