import { figure, lines, page, round2, sumTo, type HoldoutBooking, type HoldoutStatement, type HoldoutTruth } from "./statement-holdout.ts";
import { bookingDrawer, charged, count, credits, dayEndBalances, debits, digits, en, EN_MON, foot, iban, lakh, paged, rebalance, rowsOf, spaced, UNBROKEN_STYLE, type Drawn, type Fill, type Kind, type Row } from "./statement-holdout-kit.ts";

/**
 * An eighteenth held-out batch of bank statements, written by someone who had not read the
 * statement rules, had not run them on it and did not look at how earlier batches were read, and
 * committed before it was first read: its first reading measures layouts the rules have never
 * seen. It keeps to the mainstream retail accounts users in North America, Latin America, South
 * Asia, South-East Asia and the Middle East upload, in layouts and combinations unlike the 137
 * of batches A to P:
 * - an American credit union's member statement over a cycle from mid-April to mid-May: a
 *   regular share summarised with no activity, then the share draft (checking) account "Date |
 *   Eff Date | Transaction Description | Amount | Balance" with yearless "04/17" dates, the
 *   effective date printed only where it differs from the posting date (a card purchase's day),
 *   two-line texts, share drafts by number, one signed "-45.20" amount, "Beginning Balance" and
 *   "Ending Balance" rows, a summary box with counts, no currency named, 3 pages;
 * - a Brazilian bank's monthly "extrato", "data | lançamentos | ag./origem | valor (R$) | saldo
 *   (R$)": yearless "04/08" dates, one-line abbreviated texts (PIX, SISPAG, boleto, débito
 *   automático), debits with a TRAILING minus "1.234,56-", no balance on bookings but a dated
 *   "SALDO DO DIA" row after each day's last booking (not a booking), a SALDO ANTERIOR row, the
 *   currency named only in a note ("reais"), 3 pages;
 * - an Indian state bank's savings statement, "Txn Date | Value Date | Description | Ref No./
 *   Cheque No. | Branch Code | Debit | Credit | Balance": unpadded "2 Jun 2025" dates, texts
 *   over two and three lines ("TO TRANSFER-" / "BY TRANSFER-" then UPI and NEFT particulars), a
 *   reference column holding words ("TRANSFER TO 4897…") and a branch-code column, lakh grouping,
 *   "Balance as on 1 Jun 2025" above the table and no closing row (the last balance), 3 pages;
 * - a Pakistani bank's current account, "Date | Particulars | Cheque No. | Withdrawals |
 *   Deposits | Balance": "02-JUN-25" dates with a capital month, two-line texts (IBFT, RAAST,
 *   1LINK ATM), the 0.6 % cash-withdrawal tax and an SMS fee's excise duty booked as rows of
 *   their own, "BALANCE B/F" heading and "BALANCE C/F" closing every page with a "PAGE TOTAL"
 *   row of the page's withdrawals and deposits, 3 pages;
 * - an Egyptian bank's statement with Arabic-over-English column headings, "Posting Date | Value
 *   Date | Description | Debit | Credit | Balance": dd/mm/yyyy, cheques and transfers in valued
 *   a day or two later, two-line texts (InstaPay, Fawry, POS), the balances and totals in a
 *   bilingual band of four labels over four figures above, no rows for them in the table, 3 pages;
 * - a Saudi bank's statement with a Gregorian AND a Hijri date column, "Date | Hijri Date |
 *   Description | Amount (SAR) | Balance (SAR)": "02-07-2025" beside "07-01-1447", one signed
 *   amount, two-line texts (mada, SARIE, SADAD), a fee and its 15 % VAT as two bookings, the
 *   period printed in both calendars, the balances only in a box above, 3 pages;
 * - a Malaysian bank's statement listed NEWEST FIRST with bilingual English/Malay headings,
 *   "Date | Description | Cheque / Ref No | Withdrawal | Deposits | Tax | Balance": dd/mm/yyyy,
 *   a CLOSING BALANCE row at the top and the OPENING BALANCE row at the bottom, a tax column
 *   left blank, DuitNow/FPX/IBG texts over two and three lines, 3 pages;
 * - a Mexican bank's account, "FECHA | CONCEPTO | RETIROS | DEPÓSITOS | SALDO": "02 JUN" dates,
 *   money out BEFORE money in, SPEI texts over three and four lines (BENEF:/ORD:, CLAVE DE
 *   RASTREO, REF. and CONCEPTO), the balance on a day's last row only, a SALDO ANTERIOR row, the
 *   period written in words ("PERIODO DEL 01 AL 30 DE JUNIO DE 2025"), a fee and its IVA as two
 *   bookings, a summary box, 3 pages;
 * - a Chilean state bank's "cartola" of a sight account in whole pesos with dot thousands,
 *   "Fecha | N° Operación | Descripción | Monto | Saldo": dd/mm/yyyy, an operation-number column
 *   BEFORE the text, one signed "-12.990" amount, two-line texts (Redcompra, transfers with the
 *   other party's RUT, Caja Vecina and its fee as two bookings), "Saldo inicial" and "Saldo
 *   final" rows, 2 pages.
 * Every page repeats a header and a footer.
 */

/** Batch R's draws: a card payment up to two days before its booking; one that would fall before the statement's first day is made on the booking day. */
const spanBookings = bookingDrawer({ cardDays: 3, early: "booking" });

/** As the other batches' unbroken rows, with the balance rows in bold. */
const STYLE_R = `${UNBROKEN_STYLE} tr.bal td { font-weight: bold; }`;

const dd = (d: string) => d.slice(8, 10);
const mm = (d: string) => d.slice(5, 7);
const yyyy = (d: string) => d.slice(0, 4);
const dmy = (d: string, sep: string) => `${dd(d)}${sep}${mm(d)}${sep}${yyyy(d)}`;
const de = (v: number) => figure(v, "de");
/** Whole units with dot thousands. */
const dots = (v: number) => String(Math.abs(Math.round(v))).replace(/\B(?=(\d{3})+(?!\d))/gu, ".");

/** A booking text's placeholders filled: the payment day in the layout's form and {nK} for a K-digit reference. */
const filler = (paid: (d: string) => string) => (t: string, f: Fill) => t.replace("{paid}", paid(f.paid)).replace(/\{n(\d+)\}/gu, (_m, k: string) => digits(f.n, Number(k)));

// ---------------------------------------------------------------- American credit union (Eff Date only where it differs)

const US_CU: readonly Kind[] = [
  { lines: ["POS DEBIT", "WALMART SUPERCENTER 2231 GREEN BAY WI"], money: "out", low: 12, high: 180, card: true },
  { lines: ["POS DEBIT", "KWIK TRIP 00412 DE PERE WI"], money: "out", low: 25, high: 70, card: true },
  { lines: ["POS DEBIT", "WOODMANS FOOD MARKET APPLETON WI"], money: "out", low: 30, high: 210, card: true },
  { lines: ["POS DEBIT", "AMAZON MKTPL*2K41 AMZN.COM/BILL WA"], money: "out", low: 9, high: 120, card: true },
  { lines: ["ATM WITHDRAWAL", "LCCU ATM 412 MAIN ST DE PERE WI"], money: "out", low: 40, high: 200, step: 20, card: true },
  { lines: ["ACH DEBIT", "VENMO PAYMENT {n10}"], money: "out", low: 10, high: 150 },
  { lines: ["ACH CREDIT", "VENMO CASHOUT {n10}"], money: "in", low: 20, high: 200 },
  { lines: ["HOME BANKING TRANSFER", "FROM SHARE 00 REGULAR SHARE"], money: "in", low: 50, high: 300, step: 50 },
];
const US_CU_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-18", { lines: ["ACH CREDIT", "FOX VALLEY PAPER PAYROLL PPD"], money: "in", low: 1862.44, high: 1862.44 }],
  ["2025-04-21", { lines: ["SHARE DRAFT #1043"], money: "out", low: 1150, high: 1150 }],
  ["2025-04-25", { lines: ["ACH DEBIT", "WE ENERGIES UTIL PYMT PPD"], money: "out", low: 96.18, high: 96.18 }],
  ["2025-04-28", { lines: ["LOAN PAYMENT", "TRANSFER TO LOAN 50 AUTO"], money: "out", low: 386.2, high: 386.2 }],
  ["2025-05-02", { lines: ["ACH CREDIT", "FOX VALLEY PAPER PAYROLL PPD"], money: "in", low: 1862.44, high: 1862.44 }],
  ["2025-05-06", { lines: ["SHARE DRAFT #1044"], money: "out", low: 85, high: 85 }],
  ["2025-05-09", { lines: ["ACH DEBIT", "PROGRESSIVE INS PREM PPD"], money: "out", low: 142.6, high: 142.6 }],
  ["2025-05-12", { lines: ["ACH DEBIT", "SPECTRUM 855-707-7328 WEB"], money: "out", low: 79.99, high: 79.99 }],
  ["2025-05-15", { lines: ["DIVIDEND EARNED"], money: "in", low: 0.61, high: 0.61 }],
];

/** An American credit union's share draft account: the effective date only where it differs, one signed amount, 3 pages. */
function usCreditUnion(): HoldoutStatement {
  const opening = 1284.37;
  const made = spanBookings({ seed: 81101, kinds: US_CU, fixed: US_CU_FIXED, from: "2025-04-16", to: "2025-05-15", count: 36, opening, perBalance: true, fill: filler(() => "") });
  const bookings = made.bookings.map((b, i) => ({ ...b, valueDate: made.fills[i]!.paid }));
  const closing = made.closing;
  const truth: HoldoutTruth = { bank: "Lakeshore Community Credit Union", accountHolder: "DANIEL J KOWALSKI", iban: null, currency: null, periodFrom: "2025-04-16", periodTo: "2025-05-15", openingBalance: opening, closingBalance: closing, bookings };
  const md = (d: string) => `${mm(d)}/${dd(d)}`;
  const signed = (v: number) => `${v < 0 ? "-" : ""}${en(v)}`;
  const dividend = bookings.filter((b) => b.lines[0] === "DIVIDEND EARNED");
  const deposits = bookings.filter((b) => b.amount > 0 && b.lines[0] !== "DIVIDEND EARNED");
  const pages = paged(bookings, 14, 20);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:60%"><b class="nw" style="font-size:13pt;color:#00563f">Lakeshore Community Credit Union</b><br>PO Box 4120, De Pere WI 54115 · (920) 412-0773</td><td>Member Number: ******7731<br>Statement Period: 04/16/25 - 05/15/25<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">DANIEL J KOWALSKI<br>1418 CEDAR RIDGE DR<br>DE PERE WI 54115-2231</td><td><b>SUMMARY OF YOUR ACCOUNTS</b><table class="box" style="border:1px solid #00563f"><tr><td>SHARE 00 REGULAR SHARE</td><td class="r">25.00</td></tr><tr><td>SHARE 10 SHARE DRAFT</td><td class="r">${en(closing)}</td></tr><tr><td><b>Total Savings and Checking</b></td><td class="r"><b>${en(round2(25 + closing))}</b></td></tr></table></td></tr></table>
          <p style="margin:2mm 0"><b>SHARE 00 REGULAR SHARE</b> &nbsp; Beginning Balance 25.00 · Deposits 0.00 · Withdrawals 0.00 · Ending Balance 25.00 · No activity this period</p>
          <p style="margin:2mm 0"><b>SHARE 10 SHARE DRAFT</b></p>
          <table class="box" style="width:60%;border:1px solid #00563f;margin-bottom:3mm"><tr><td>Beginning Balance</td><td class="r">${en(opening)}</td></tr><tr><td>Deposits (${deposits.length})</td><td class="r">${en(credits(deposits))}</td></tr><tr><td>Withdrawals (${count(bookings, -1)})</td><td class="r">${en(debits(bookings))}</td></tr><tr><td>Dividends</td><td class="r">${en(credits(dividend))}</td></tr><tr><td><b>Ending Balance</b></td><td class="r"><b>${en(closing)}</b></td></tr></table>`
          : `<p style="margin:2mm 0"><b>SHARE 10 SHARE DRAFT</b> (continued)</p>`
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">04/16</td><td></td><td>Beginning Balance</td><td></td><td class="r">${en(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${md(b.date)}</td><td class="nw">${b.valueDate === b.date ? "" : md(b.valueDate)}</td><td>${lines(b.lines)}</td><td class="r">${signed(b.amount)}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td class="nw">05/15</td><td></td><td>Ending Balance</td><td></td><td class="r">${en(closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Dividend rate 0.05% APY earned 0.05%. In case of errors or questions about your electronic transfers, call or write us as soon as you can. Your savings federally insured to at least $250,000 by NCUA.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:8%">Date</th><th style="width:9%">Eff Date</th><th>Transaction Description</th><th class="r" style="width:14%">Amount</th><th class="r" style="width:14%">Balance</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Lakeshore Community Credit Union · Federally insured by NCUA · Equal Housing Opportunity · Member Number ******7731 · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "r-us-credit-union-eff", layout: "credit union share draft Date/Eff Date/Transaction Description/Amount/Balance: yearless '04/17' dates over a mid-April to mid-May cycle, the effective date printed only where it differs, two-line texts, share drafts by number, one signed amount, Beginning/Ending Balance rows, a regular share summarised with no activity, summary box with counts, no currency named, 3 pages", html: page(`${STYLE_R} thead th { border-bottom: 1.5px solid #00563f; }`, body), truth };
}

// ---------------------------------------------------------------- Brazilian extrato (trailing minus, SALDO DO DIA rows)

const BR: readonly Kind[] = [
  { lines: ["PIX TRANSF MARCOS {paid}"], money: "out", low: 20, high: 450, card: true, columns: [""] },
  { lines: ["PIX TRANSF ANA PAULA{paid}"], money: "out", low: 15, high: 300, card: true, columns: [""] },
  { lines: ["PIX QRS IFOOD.COM AG{paid}"], money: "out", low: 25, high: 140, card: true, columns: [""] },
  { lines: ["PIX RECEBIDO JULIANA {paid}"], money: "in", low: 30, high: 600, card: true, columns: [""] },
  { lines: ["COMPRA DEBITO PAO ACUCAR"], money: "out", low: 35, high: 480, card: true, columns: [""] },
  { lines: ["COMPRA DEBITO DROGASIL 1583"], money: "out", low: 18, high: 160, card: true, columns: [""] },
  { lines: ["SAQUE 24H 0412"], money: "out", low: 50, high: 400, step: 50, columns: ["0412"] },
  { lines: ["PAG BOLETO NU PAGAMENTOS"], money: "out", low: 180, high: 1400, columns: [""] },
  { lines: ["UBER TRIP DEBITO"], money: "out", low: 12, high: 65, card: true, columns: [""] },
];
const BR_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-08-01", { lines: ["TAR PACOTE SERVICOS"], money: "out", low: 54.9, high: 54.9, columns: [""] }],
  ["2025-08-05", { lines: ["SISPAG SALARIOS TECNOFARMA"], money: "in", low: 5820.43, high: 5820.43, columns: ["1583"] }],
  ["2025-08-10", { lines: ["PAG BOLETO COND ED AURORA"], money: "out", low: 912.4, high: 912.4, columns: [""] }],
  ["2025-08-12", { lines: ["DA ENEL SP 00412077"], money: "out", low: 236.18, high: 236.18, columns: [""] }],
  ["2025-08-15", { lines: ["DA VIVO FIXO 2210412"], money: "out", low: 129.99, high: 129.99, columns: [""] }],
  ["2025-08-20", { lines: ["SISPAG ADIANT TECNOFARMA"], money: "in", low: 2300, high: 2300, columns: ["1583"] }],
  ["2025-08-29", { lines: ["REND PAGO APLIC AUT MAIS"], money: "in", low: 3.87, high: 3.87, columns: [""] }],
];

/** A Brazilian bank's extrato: trailing-minus debits, no booking balances, a dated SALDO DO DIA row after each day, 3 pages. */
function brExtrato(): HoldoutStatement {
  const opening = 2417.06;
  const made = spanBookings({ seed: 81202, kinds: BR, fixed: BR_FIXED, from: "2025-08-01", to: "2025-08-31", count: 40, opening, perBalance: false, fill: filler((d) => `${dd(d)}/${mm(d)}`) });
  const all = rowsOf(made);
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Banco Horizonte S.A.", accountHolder: "MARIANA COSTA FERREIRA", iban: null, currency: "BRL", periodFrom: "2025-08-01", periodTo: "2025-08-31", openingBalance: opening, closingBalance: closing, bookings };
  const dm = (d: string) => `${dd(d)}/${mm(d)}`;
  const valor = (v: number) => `${de(v)}${v < 0 ? "-" : ""}`;
  // The rows as printed: each booking, and a day-balance row after each day's last booking.
  let balance = opening;
  const printed = all.flatMap(({ b, f }, i) => {
    balance = round2(balance + b.amount);
    const row = `<tr><td class="nw">${dm(b.date)}</td><td>${lines(b.lines)}</td><td class="nw">${f.columns[0]}</td><td class="r">${valor(b.amount)}</td><td class="r"></td></tr>`;
    return all[i + 1]?.b.date === b.date ? [row] : [row, `<tr class="day"><td class="nw">${dm(b.date)}</td><td>SALDO DO DIA</td><td></td><td></td><td class="r">${valor(balance)}</td></tr>`];
  });
  const pages = paged(printed, 24, 32);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#ec7000">Banco Horizonte S.A.</b><br>extrato conta corrente</td><td>MARIANA COSTA FERREIRA<br>agência 0412 · conta 20771-3<br>período: 01/08/2025 a 31/08/2025<br>página ${p + 1} de ${pages.length}</td></tr></table>${
        p === 0
          ? `<table class="box" style="width:60%;border:1px solid #ec7000;margin-bottom:3mm"><tr><td>saldo anterior</td><td class="r">${valor(opening)}</td></tr><tr><td>(+) entradas</td><td class="r">${de(credits(bookings))}</td></tr><tr><td>(-) saídas</td><td class="r">${de(debits(bookings))}-</td></tr><tr><td><b>saldo em conta corrente em 31/08</b></td><td class="r"><b>${valor(closing)}</b></td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">31/07</td><td>SALDO ANTERIOR</td><td></td><td></td><td class="r">${valor(opening)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Todos os valores deste extrato estão expressos em reais. Saldos sujeitos a alteração até o final do dia. Ouvidoria Banco Horizonte 0800 412 0773 · SAC 0800 728 0773.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:9%">data</th><th>lançamentos</th><th style="width:11%">ag./origem</th><th class="r" style="width:16%">valor (R$)</th><th class="r" style="width:16%">saldo (R$)</th></tr></thead><tbody>${first}${list.join("")}</tbody></table>${note}${foot(`Banco Horizonte S.A. · CNPJ 60.701.190/0001-04 · Central 4004 0773 · extrato emitido em 01/09/2025 · página ${p + 1} de ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "r-br-extrato-saldo-do-dia", layout: "extrato data/lançamentos/ag./origem/valor (R$)/saldo (R$): yearless '04/08' dates, one-line abbreviated texts (PIX with the day glued on, SISPAG, DA, boleto), debits with a trailing minus '1.234,56-', no balance on bookings but a dated SALDO DO DIA row after each day's last booking, SALDO ANTERIOR row, summary box, currency named only as 'reais' in a note, 3 pages", html: page(`${STYLE_R} thead th { border-bottom: 1.5px solid #ec7000; } tr.day td { color: #555; }`, body), truth };
}

// ---------------------------------------------------------------- Indian state bank (TO TRANSFER- / BY TRANSFER-, ref column in words)

const IN: readonly Kind[] = [
  { lines: ["TO TRANSFER-", "UPI/DR/{n12}/SWIGGY/", "YESB/swiggy@ybl/UPI"], money: "out", low: 150, high: 900, columns: ["TRANSFER TO 4897691162093"] },
  { lines: ["TO TRANSFER-", "UPI/DR/{n12}/ZEPTO/", "ICIC/zepto@axisbank/UPI"], money: "out", low: 200, high: 1800, columns: ["TRANSFER TO 4897691162093"] },
  { lines: ["TO TRANSFER-", "UPI/DR/{n12}/ANIL KUM/", "SBIN/anilk77@oksbi/rent"], money: "out", low: 500, high: 4000, step: 100, columns: ["TRANSFER TO 4897736152091"] },
  { lines: ["BY TRANSFER-", "UPI/CR/{n12}/PRIYA NA/", "HDFC/priyanair@okhdfc/UPI"], money: "in", low: 200, high: 5000, step: 100, columns: ["TRANSFER FROM 4897694162094"] },
  { lines: ["ATM WDL-", "ATM CASH {n4} KORAMANGALA", "BENGALURU"], money: "out", low: 1000, high: 10000, step: 500, columns: [""] },
  { lines: ["DEBIT-", "POS {n6} AMAZON PAY INDIA"], money: "out", low: 300, high: 4500, columns: [""] },
  { lines: ["TO TRANSFER-", "UPI/DR/{n12}/BESCOM/", "KKBK/bescom@kotak/Bill"], money: "out", low: 600, high: 2400, columns: ["TRANSFER TO 4897691162093"] },
];
const IN_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-01", { lines: ["BY TRANSFER-", "NEFT*HDFC0000240*N15225{n6}*", "INFOSPHERE TECH PVT LTD"], money: "in", low: 78450, high: 78450, columns: ["TRANSFER FROM 99509044300"] }],
  ["2025-06-05", { lines: ["TO TRANSFER-", "INB SI LIC OF INDIA", "PREMIUM 512077310"], money: "out", low: 4812, high: 4812, columns: ["IN06052025LIC4120"] }],
  ["2025-06-10", { lines: ["TO CLEARING-", "CHQ PAID MICR CTS", "BENGALURU"], money: "out", low: 18000, high: 18000, columns: ["000412"] }],
  ["2025-06-15", { lines: ["DEBIT-", "ACHDr NACH HDFCLTD", "LOAN EMI 412077"], money: "out", low: 21450, high: 21450, columns: ["ACH DR INW"] }],
  ["2025-06-28", { lines: ["DEBIT-", "SMS CHARGES FOR QTR", "ENDING MAY 2025+GST"], money: "out", low: 17.7, high: 17.7, columns: [""] }],
];

/** An Indian state bank's savings statement: 'TO TRANSFER-' texts over three lines, a reference column in words, no closing row, 3 pages. */
function inStateBank(): HoldoutStatement {
  const opening = 52318.64;
  const made = spanBookings({ seed: 81303, kinds: IN, fixed: IN_FIXED, from: "2025-06-01", to: "2025-06-30", count: 38, opening, perBalance: true, next: true, fill: filler(() => "") });
  const all = rowsOf(made);
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Bharat National Bank", accountHolder: "RAHUL KUMAR SHARMA", iban: null, currency: "INR", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const long = (d: string) => `${Number(dd(d))} ${EN_MON[Number(mm(d)) - 1]} ${yyyy(d)}`;
  const pages = paged(all, 12, 16);
  const body = pages
    .map((list, p) => {
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#1a4ca1">Bharat National Bank</b><br>Branch: KORAMANGALA, BENGALURU</td><td>Account Number: 00000039210077312<br>Account Statement from 1 Jun 2025 to 30 Jun 2025<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table class="box" style="margin-bottom:3mm"><tr><td style="width:22%">Account Name</td><td style="width:30%">: RAHUL KUMAR SHARMA</td><td style="width:20%">Account Description</td><td>: REGULAR SB CHQ-INDIVIDUALS</td></tr><tr><td>Address</td><td>: FLAT 412, 5TH CROSS, KORAMANGALA 4TH BLOCK, BENGALURU-560034</td><td>Branch Code</td><td>: 00817</td></tr><tr><td>CIF No.</td><td>: 85512077310</td><td>IFS Code</td><td>: BNBL0000817</td></tr><tr><td>Currency</td><td>: INR</td><td>Interest Rate (% p.a.)</td><td>: 2.7</td></tr><tr><td class="nw"><b>Balance as on 1 Jun 2025</b></td><td><b>: ${lakh(opening)}</b></td><td>Nomination</td><td>: Registered</td></tr></table>`
          : ""
      }`;
      const rows = list.map(({ b, f }) => `<tr><td class="nw">${long(b.date)}</td><td class="nw">${long(b.valueDate)}</td><td>${lines(b.lines)}</td><td>${f.columns[0]}</td><td class="nw">00817</td><td class="r">${b.amount < 0 ? lakh(b.amount) : ""}</td><td class="r">${b.amount > 0 ? lakh(b.amount) : ""}</td><td class="r">${lakh(b.balance!)}</td></tr>`).join("");
      const note = p === pages.length - 1 ? `<p class="s" style="margin-top:3mm">Please do not share your ATM, debit card or UPI PIN, OTP or password with anyone. Bank never asks for these details. Contents of this statement will be considered correct if no error is reported within 15 days.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:9%">Txn Date</th><th style="width:9%">Value Date</th><th>Description</th><th style="width:17%">Ref No./Cheque No.</th><th style="width:7%">Branch Code</th><th class="r" style="width:10%">Debit</th><th class="r" style="width:10%">Credit</th><th class="r" style="width:11%">Balance</th></tr></thead><tbody>${rows}</tbody></table>${note}${foot(`**This is a computer generated statement and does not require a signature. Bharat National Bank · Toll free 1800 412 0773 · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "r-in-state-bank-transfer", layout: "Txn Date/Value Date/Description/Ref No./Cheque No./Branch Code/Debit/Credit/Balance: unpadded '2 Jun 2025' dates twice, 'TO TRANSFER-'/'BY TRANSFER-' texts over three lines, a reference column in words ('TRANSFER TO 4897…'), a branch-code column, lakh grouping, 'Balance as on 1 Jun 2025' in the header fields and no closing row, 3 pages", html: page(`${STYLE_R} body { font-size: 7.6pt; } thead th { border-bottom: 1.5px solid #1a4ca1; background: #e8eef8; }`, body), truth };
}

// ---------------------------------------------------------------- Pakistani bank (B/F and C/F every page, page totals, WHT rows)

interface PkKind extends Kind {
  /** A cash withdrawal that bears the 0.6 % withholding tax. */
  readonly wht?: boolean;
}
const PK: readonly PkKind[] = [
  { lines: ["IBFT OUTWARD", "TO MUHAMMAD ALI MEEZAN"], money: "out", low: 2000, high: 25000, step: 500, columns: [""] },
  { lines: ["RAAST P2P TRANSFER", "FROM AYESHA KHAN"], money: "in", low: 1000, high: 20000, step: 500, columns: [""] },
  { lines: ["1LINK ATM CASH WITHDRAWAL", "ATM 04512 GULBERG LAHORE"], money: "out", low: 5000, high: 25000, step: 1000, columns: [""] },
  { lines: ["POS PURCHASE", "IMTIAZ SUPER MARKET LHR"], money: "out", low: 1500, high: 18000, card: true, columns: [""] },
  { lines: ["POS PURCHASE", "FOODPANDA PK KARACHI"], money: "out", low: 600, high: 4500, card: true, columns: [""] },
  { lines: ["MOBILE TOP UP", "JAZZ 0300XXXX712"], money: "out", low: 300, high: 2000, step: 100, columns: [""] },
  { lines: ["CASH WITHDRAWAL", "BRANCH 0412 MM ALAM ROAD"], money: "out", low: 60000, high: 120000, step: 5000, columns: ["{n8}"], wht: true },
];
const PK_FIXED: readonly (readonly [string, PkKind])[] = [
  ["2025-06-01", { lines: ["SALARY CREDIT", "INDUS TEXTILE MILLS LTD"], money: "in", low: 285000, high: 285000, columns: [""] }],
  ["2025-06-04", { lines: ["CHEQUE PAID CLEARING", "PAYEE GULBERG ESTATES"], money: "out", low: 95000, high: 95000, columns: ["10412077"] }],
  ["2025-06-08", { lines: ["BILL PAYMENT LESCO", "REF 04 11412 0773100"], money: "out", low: 18420, high: 18420, columns: [""] }],
  ["2025-06-12", { lines: ["BILL PAYMENT SNGPL", "CONSUMER 77310412"], money: "out", low: 3640, high: 3640, columns: [""] }],
  ["2025-06-30", { lines: ["SMS ALERT CHARGES", "JUN 2025"], money: "out", low: 200, high: 200, columns: [""] }],
  ["2025-06-30", { lines: ["FED ON SMS CHARGES", "16% FED"], money: "out", low: 32, high: 32, columns: [""] }],
];

/** A Pakistani bank's current account: B/F and C/F rows with a page total on every page, withholding tax rows, 3 pages. */
function pkCurrent(): HoldoutStatement {
  const opening = 386820.55;
  const made = spanBookings({ seed: 81404, kinds: PK, fixed: PK_FIXED, from: "2025-06-01", to: "2025-06-30", count: 34, opening, perBalance: true, fill: filler(() => "") });
  const all = rebalance(
    opening,
    rowsOf(made).flatMap((r) => (r.f.kind.wht === true ? [r, charged(r, ["WHT U/S 231AB", "ON CASH WITHDRAWAL"], round2(r.f.value * 0.006), [""])] : [r])),
    true,
  );
  const bookings = all.map((r) => r.b);
  const closing = sumTo(opening, bookings);
  const code = iban("PK", "INDB0004120077310511");
  const truth: HoldoutTruth = { bank: "Indus Crescent Bank Limited", accountHolder: "HAMZA TARIQ", iban: code, currency: "PKR", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const mon = (d: string) => `${dd(d)}-${EN_MON[Number(mm(d)) - 1]!.toUpperCase()}-${yyyy(d).slice(2)}`;
  const pages = paged(all, 13, 17);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const before = sumTo(opening, pages.slice(0, p).flat().map((r) => r.b));
      const after = sumTo(before, list.map((r) => r.b));
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#006747">Indus Crescent Bank Limited</b><br>STATEMENT OF ACCOUNT</td><td>Branch: 0412 MM ALAM ROAD LAHORE<br>Account No: 0004120077310511<br>IBAN: ${code}<br>Currency: PKR<br>From 01-JUN-25 To 30-JUN-25<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:3mm"><tr><td>HAMZA TARIQ<br>HOUSE 77 BLOCK C GULBERG III<br>LAHORE</td><td>Account Type: CURRENT ACCOUNT<br>Customer ID: 31207731</td></tr></table>` : ""
      }`;
      const first = `<tr class="bal"><td class="nw">${p === 0 ? "01-JUN-25" : ""}</td><td>BALANCE B/F</td><td></td><td></td><td></td><td class="r">${en(before)}</td></tr>`;
      const rows = list.map(({ b, f }) => `<tr><td class="nw">${mon(b.date)}</td><td>${lines(b.lines)}</td><td class="nw">${f.columns[0]}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const total = `<tr class="bal"><td></td><td>PAGE TOTAL</td><td></td><td class="r">${en(debits(list.map((r) => r.b)))}</td><td class="r">${en(credits(list.map((r) => r.b)))}</td><td></td></tr><tr class="bal"><td></td><td>BALANCE C/F</td><td></td><td></td><td></td><td class="r">${en(after)}</td></tr>`;
      const summary = last ? `<table class="box" style="width:60%;border:1px solid #006747;margin-top:3mm"><tr><td>Opening Balance</td><td class="r">${en(opening)}</td></tr><tr><td>Total Withdrawals (${count(bookings, -1)})</td><td class="r">${en(debits(bookings))}</td></tr><tr><td>Total Deposits (${count(bookings, 1)})</td><td class="r">${en(credits(bookings))}</td></tr><tr><td><b>Closing Balance</b></td><td class="r"><b>${en(closing)}</b></td></tr></table>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:11%">Date</th><th>Particulars</th><th style="width:11%">Cheque No.</th><th class="r" style="width:13%">Withdrawals</th><th class="r" style="width:13%">Deposits</th><th class="r" style="width:14%">Balance</th></tr></thead><tbody>${first}${rows}${total}</tbody></table>${summary}${foot(`Indus Crescent Bank Limited · Deposits are protected by Deposit Protection Corporation · UAN 111-412-077 · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "r-pk-bf-cf-page-total", layout: "Date/Particulars/Cheque No./Withdrawals/Deposits/Balance: '02-JUN-25' dates, two-line texts (IBFT, RAAST, 1LINK ATM), withholding tax and FED on SMS charges as rows of their own, BALANCE B/F heading and PAGE TOTAL + BALANCE C/F closing every page, summary with counts at the end, 3 pages", html: page(`${STYLE_R} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #006747; }`, body), truth };
}

// ---------------------------------------------------------------- Egyptian bank (Arabic over English headings, balances in a band above)

const EG: readonly Kind[] = [
  { lines: ["POS PURCHASE", "CARREFOUR CITY STARS CAIRO"], money: "out", low: 250, high: 3800, card: true },
  { lines: ["POS PURCHASE", "TALABAT EGYPT"], money: "out", low: 120, high: 900, card: true },
  { lines: ["INSTAPAY TRANSFER OUT", "TO AHMED MOSTAFA IPA"], money: "out", low: 300, high: 6000, step: 50 },
  { lines: ["INSTAPAY TRANSFER IN", "FROM NOURHAN SAMIR"], money: "in", low: 200, high: 5000, step: 50 },
  { lines: ["FAWRY PAYMENT", "WE INTERNET {n8}"], money: "out", low: 350, high: 950 },
  { lines: ["ATM WITHDRAWAL", "ATM 0412 NASR CITY"], money: "out", low: 500, high: 8000, step: 500 },
  { lines: ["VODAFONE CASH TRANSFER", "01012207731"], money: "out", low: 100, high: 1500, step: 50 },
];
const EG_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-07-01", { lines: ["SALARY TRANSFER", "DELTA PHARMA INDUSTRIES"], money: "in", low: 38500, high: 38500 }],
  ["2025-07-06", { lines: ["CHEQUE DEPOSIT", "CHQ 10412077 QNB"], money: "in", low: 12000, high: 12000 }],
  ["2025-07-10", { lines: ["STANDING ORDER", "RENT MAADI FLAT 7"], money: "out", low: 14000, high: 14000 }],
  ["2025-07-20", { lines: ["CREDIT CARD PAYMENT", "CARD XXXX7731"], money: "out", low: 9240.5, high: 9240.5 }],
  ["2025-07-31", { lines: ["ACCOUNT MAINTENANCE FEES", "JUL 2025"], money: "out", low: 15, high: 15 }],
];

/** An Egyptian bank: headings in Arabic over English, incoming cheques valued later, balances in a band above, 3 pages. */
function egBilingual(): HoldoutStatement {
  const opening = 27640.2;
  const made = spanBookings({ seed: 81505, kinds: EG, fixed: EG_FIXED, from: "2025-07-01", to: "2025-07-31", count: 36, opening, perBalance: true, fill: filler(() => "") });
  // Incoming cheques are valued two working days later; salary and transfers on the day.
  const bookings = made.bookings.map((b) => (b.lines[0] === "CHEQUE DEPOSIT" ? { ...b, valueDate: "2025-07-08" } : b));
  const closing = made.closing;
  const code = iban("EG", "0019000412000007731205517");
  const truth: HoldoutTruth = { bank: "Nile Delta Commercial Bank S.A.E.", accountHolder: "MOHAMED ADEL HASSAN", iban: code, currency: "EGP", periodFrom: "2025-07-01", periodTo: "2025-07-31", openingBalance: opening, closingBalance: closing, bookings };
  const th = (ar: string, enText: string, cls = "", width = "") => `<th${cls === "" ? "" : ` class="${cls}"`}${width === "" ? "" : ` style="width:${width}"`}>${ar}<br>${enText}</th>`;
  const pages = paged(bookings, 13, 18);
  const body = pages
    .map((list, p) => {
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b class="nw" style="font-size:13pt;color:#0b3d91">Nile Delta Commercial Bank S.A.E.</b><br>كشف حساب · Account Statement</td><td>رقم الحساب · Account No.: 1000077312055<br>IBAN: ${code}<br>العملة · Currency: EGP<br>Statement Period From 01/07/2025 To 31/07/2025<br>صفحة · Page ${p + 1} / ${pages.length}</td></tr></table>${
        p === 0
          ? `<p style="margin:0 0 3mm">MOHAMED ADEL HASSAN<br>14 MOSTAFA EL NAHAS ST, NASR CITY<br>CAIRO, EGYPT</p><table class="box" style="border:1px solid #0b3d91;margin-bottom:3mm"><tr><td>الرصيد الافتتاحي<br>Opening Balance</td><td>إجمالي المدين<br>Total Debit</td><td>إجمالي الدائن<br>Total Credit</td><td>الرصيد الختامي<br>Closing Balance</td></tr><tr><td>${en(opening)}</td><td>${en(debits(bookings))}</td><td>${en(credits(bookings))}</td><td><b>${en(closing)}</b></td></tr></table>`
          : ""
      }`;
      const rows = list.map((b) => `<tr><td class="nw">${dmy(b.date, "/")}</td><td class="nw">${dmy(b.valueDate, "/")}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      return `<div class="sheet">${top}<table><thead><tr>${th("تاريخ العملية", "Posting Date", "", "12%")}${th("تاريخ القيمة", "Value Date", "", "12%")}${th("البيان", "Description")}${th("مدين", "Debit", "r", "13%")}${th("دائن", "Credit", "r", "13%")}${th("الرصيد", "Balance", "r", "14%")}</tr></thead><tbody>${rows}</tbody></table>${foot(`Nile Delta Commercial Bank S.A.E. · Hotline 19412 · Registered with the Central Bank of Egypt · Please review this statement and report any discrepancy within 30 days · Page ${p + 1} / ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "r-eg-bilingual-band", layout: "Posting Date/Value Date/Description/Debit/Credit/Balance with Arabic over English headings: dd/mm/yyyy, an incoming cheque valued two days later, two-line texts (InstaPay, Fawry, POS, Vodafone Cash), the balances and totals in a bilingual band of four labels over four figures above, no balance rows in the table, 3 pages", html: page(`${STYLE_R} thead th { border-bottom: 1.5px solid #0b3d91; background: #eaf0fa; }`, body), truth };
}

// ---------------------------------------------------------------- Saudi bank (Gregorian and Hijri date columns)

const SA: readonly Kind[] = [
  { lines: ["mada POS Purchase", "PANDA HYPERMARKET RIYADH"], money: "out", low: 40, high: 900, card: true },
  { lines: ["Apple Pay Purchase", "JAHEZ INTERNATIONAL"], money: "out", low: 25, high: 180, card: true },
  { lines: ["mada POS Purchase", "ALDREES PETROL 1041"], money: "out", low: 50, high: 160, card: true },
  { lines: ["Outgoing Transfer SARIE", "TO FAHAD ALOTAIBI"], money: "out", low: 200, high: 3000, step: 50 },
  { lines: ["Incoming Transfer", "FROM NOURA ALSHEHRI"], money: "in", low: 100, high: 2500, step: 50 },
  { lines: ["ATM Withdrawal", "ATM 1041 OLAYA RIYADH"], money: "out", low: 100, high: 2000, step: 100 },
];
const SA_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-07-01", { lines: ["SADAD Payment", "SAUDI ELECTRICITY CO"], money: "out", low: 412.6, high: 412.6 }],
  ["2025-07-05", { lines: ["SADAD Payment", "STC BILL 0501207731"], money: "out", low: 287.5, high: 287.5 }],
  ["2025-07-10", { lines: ["Outgoing Transfer SARIE", "EJAR RENT 20412077"], money: "out", low: 5500, high: 5500 }],
  ["2025-07-24", { lines: ["Payroll Deposit", "NAJD TECHNOLOGY CO"], money: "in", low: 16850, high: 16850 }],
  ["2025-07-27", { lines: ["Credit Card Payment", "CARD 4412 XXXX 7731"], money: "out", low: 3270.45, high: 3270.45 }],
  ["2025-07-31", { lines: ["Card Replacement Fee", "DEBIT CARD 7731"], money: "out", low: 30, high: 30 }],
  ["2025-07-31", { lines: ["VAT", "15% VAT ON FEES"], money: "out", low: 4.5, high: 4.5 }],
];

/** The Hijri (Umm al-Qura) date of a Gregorian ISO day, dd-mm-yyyy. */
function hijri(d: string): string {
  const parts = new Intl.DateTimeFormat("en-u-ca-islamic-umalqura-nu-latn", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "UTC" }).formatToParts(new Date(`${d}T12:00:00Z`));
  const part = (type: string) => parts.find((x) => x.type === type)!.value;
  return `${part("day").padStart(2, "0")}-${part("month").padStart(2, "0")}-${part("year")}`;
}

/** A Saudi bank: Gregorian and Hijri date columns, one signed amount, the balances only in a box above, 3 pages. */
function saHijri(): HoldoutStatement {
  const opening = 34234.9;
  const made = spanBookings({ seed: 81606, kinds: SA, fixed: SA_FIXED, from: "2025-07-01", to: "2025-07-31", count: 38, opening, perBalance: true, fill: filler(() => "") });
  const { bookings, closing } = made;
  const code = iban("SA", "80000412077310516001");
  const truth: HoldoutTruth = { bank: "Arabian Gulf Bank", accountHolder: "ABDULRAHMAN SAAD ALQAHTANI", iban: code, currency: "SAR", periodFrom: "2025-07-01", periodTo: "2025-07-31", openingBalance: opening, closingBalance: closing, bookings };
  const signed = (v: number) => `${v < 0 ? "-" : ""}${en(v)}`;
  const pages = paged(bookings, 14, 19);
  const body = pages
    .map((list, p) => {
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#004b87">Arabian Gulf Bank</b> <span style="font-size:12pt">بنك الخليج العربي</span><br>Account Statement · كشف حساب</td><td>Account Number: 412077310516001<br>IBAN: ${spaced(code)}<br>Currency: SAR<br>Period: 01-07-2025 to 31-07-2025<br>الموافق ${hijri("2025-07-01")} إلى ${hijri("2025-07-31")} هـ<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">ABDULRAHMAN SAAD ALQAHTANI<br>AL OLAYA DISTRICT, 7731 KING FAHD RD<br>RIYADH 12214, SAUDI ARABIA</td><td><table class="box" style="border:1px solid #004b87"><tr><td>Opening Balance · الرصيد الافتتاحي</td><td class="r">${en(opening)}</td></tr><tr><td>Total Debits · إجمالي المدين</td><td class="r">${en(debits(bookings))}</td></tr><tr><td>Total Credits · إجمالي الدائن</td><td class="r">${en(credits(bookings))}</td></tr><tr><td><b>Closing Balance · الرصيد الختامي</b></td><td class="r"><b>${en(closing)}</b></td></tr></table></td></tr></table>`
          : ""
      }`;
      const rows = list.map((b) => `<tr><td class="nw">${dmy(b.date, "-")}</td><td class="nw">${hijri(b.date)}</td><td>${lines(b.lines)}</td><td class="r">${signed(b.amount)}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      return `<div class="sheet">${top}<table><thead><tr><th style="width:12%">Date<br>التاريخ</th><th style="width:12%">Hijri Date<br>التاريخ الهجري</th><th>Description<br>التفاصيل</th><th class="r" style="width:15%">Amount (SAR)<br>المبلغ</th><th class="r" style="width:15%">Balance (SAR)<br>الرصيد</th></tr></thead><tbody>${rows}</tbody></table>${foot(`Arabian Gulf Bank · a Saudi joint stock company licensed by the Saudi Central Bank · CR 1010412077 · VAT No. 300041207731003 · Customer care 8001240773 · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "r-sa-hijri-dates", layout: "Date/Hijri Date/Description/Amount (SAR)/Balance (SAR) with English over Arabic headings: '02-07-2025' beside the Umm al-Qura '07-01-1447', one signed amount, two-line texts (mada, Apple Pay, SARIE, SADAD), a fee and its 15 % VAT as two bookings, the period in both calendars, the balances only in a bilingual box above, 3 pages", html: page(`${STYLE_R} thead th { border-bottom: 1.5px solid #004b87; }`, body), truth };
}

// ---------------------------------------------------------------- Malaysian bank (newest first, closing balance on top)

const MY: readonly Kind[] = [
  { lines: ["DUITNOW TO ACCOUNT", "SITI AMINAH BINTI AHMAD", "Makan malam"], money: "out", low: 20, high: 400, columns: ["{n8}"] },
  { lines: ["DUITNOW QR", "TNG EWALLET RELOAD"], money: "out", low: 30, high: 200, step: 10, columns: ["{n8}"] },
  { lines: ["DEBIT CARD PURCHASE", "GRAB*A-{n6} KUALA LUMPUR"], money: "out", low: 8, high: 60, card: true, columns: [""] },
  { lines: ["DEBIT CARD PURCHASE", "LOTUSS MUTIARA DAMANSARA"], money: "out", low: 35, high: 320, card: true, columns: [""] },
  { lines: ["DUITNOW TRANSFER", "FROM LIM WEI JIE", "Durian share"], money: "in", low: 20, high: 500, columns: ["{n8}"] },
  { lines: ["ATM WITHDRAWAL", "ATM MID VALLEY MEGAMALL"], money: "out", low: 50, high: 500, step: 50, columns: [""] },
];
const MY_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-02", { lines: ["FPX PAYMENT", "TENAGA NASIONAL BERHAD"], money: "out", low: 148.35, high: 148.35, columns: ["{n10}"] }],
  ["2025-05-05", { lines: ["FPX PAYMENT", "UNIFI TM BERHAD"], money: "out", low: 139, high: 139, columns: ["{n10}"] }],
  ["2025-05-08", { lines: ["INTERBANK GIRO", "PERBADANAN TABUNG PTPTN", "Loan repayment"], money: "out", low: 250, high: 250, columns: ["{n10}"] }],
  ["2025-05-25", { lines: ["IBG CREDIT", "SALARY TECHNOVA SDN BHD", "MAY 2025"], money: "in", low: 6240, high: 6240, columns: ["{n10}"] }],
  ["2025-05-27", { lines: ["DUITNOW TO ACCOUNT", "MAJU PROPERTIES SDN BHD", "Rental June"], money: "out", low: 1800, high: 1800, columns: ["{n8}"] }],
  ["2025-05-31", { lines: ["PROFIT PAID"], money: "in", low: 3.12, high: 3.12, columns: [""] }],
];

/** A Malaysian bank listed newest first with bilingual headings: closing balance on top, opening at the bottom, 3 pages. */
function myNewestFirst(): HoldoutStatement {
  const opening = 4317.82;
  const made = spanBookings({ seed: 81707, kinds: MY, fixed: MY_FIXED, from: "2025-05-01", to: "2025-05-31", count: 34, opening, perBalance: true, fill: filler(() => "") });
  const all = rowsOf(made);
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Straits Commerce Bank Berhad", accountHolder: "NUR AISYAH BINTI KAMARUDDIN", iban: null, currency: "MYR", periodFrom: "2025-05-01", periodTo: "2025-05-31", openingBalance: opening, closingBalance: closing, bookings };
  const pages = paged([...all].reverse(), 12, 16);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#7a0019">Straits Commerce Bank Berhad</b><br>PENYATA AKAUN / STATEMENT OF ACCOUNT</td><td>Nombor Akaun / Account No: 7731-0412-0773<br>Tarikh Penyata / Statement Date: 31/05/2025<br>Mata Wang / Currency: MYR<br>Muka Surat / Page ${p + 1} / ${pages.length}</td></tr></table>${
        p === 0 ? `<p style="margin:0 0 3mm">NUR AISYAH BINTI KAMARUDDIN<br>12 JALAN SS 2/24<br>47300 PETALING JAYA, SELANGOR</p>` : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td></td><td>CLOSING BALANCE / BAKI PENUTUP</td><td></td><td></td><td></td><td></td><td class="r">${en(closing)}</td></tr>` : "";
      const rows = list.map(({ b, f }) => `<tr><td class="nw">${dmy(b.date, "/")}</td><td>${lines(b.lines)}</td><td class="nw">${f.columns[0]}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td></td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td></td><td>OPENING BALANCE / BAKI PEMBUKAAN</td><td></td><td></td><td></td><td></td><td class="r">${en(opening)}</td></tr><tr class="bal"><td></td><td>TOTAL WITHDRAWAL / JUMLAH PENGELUARAN</td><td></td><td class="r">${en(debits(bookings))}</td><td></td><td></td><td></td></tr><tr class="bal"><td></td><td>TOTAL DEPOSITS / JUMLAH DEPOSIT</td><td></td><td></td><td class="r">${en(credits(bookings))}</td><td></td><td></td></tr>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:11%">Date<br>Tarikh</th><th>Description<br>Diskripsi</th><th style="width:13%">Cheque / Ref No<br>No Cek / Rujukan</th><th class="r" style="width:12%">Withdrawal<br>Pengeluaran</th><th class="r" style="width:12%">Deposits<br>Deposit</th><th class="r" style="width:6%">Tax<br>Cukai</th><th class="r" style="width:12%">Balance<br>Baki</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${foot(`Straits Commerce Bank Berhad (197201007731) · Protected by PIDM up to RM250,000 for each depositor · Semua urus niaga disenaraikan dari yang terkini / Transactions are listed from the latest · Page ${p + 1} / ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "r-my-newest-first", layout: "NEWEST FIRST with bilingual English/Malay headings Date/Description/Cheque / Ref No/Withdrawal/Deposits/Tax/Balance: dd/mm/yyyy, CLOSING BALANCE row at the top and OPENING BALANCE row at the bottom, a tax column left blank, DuitNow/FPX/IBG texts over two and three lines, totals at the end, 3 pages", html: page(`${STYLE_R} body { font-size: 7.8pt; } thead th { border-bottom: 1.5px solid #7a0019; background: #f7ecee; }`, body), truth };
}

// ---------------------------------------------------------------- Mexican bank (SPEI texts over four lines, balance on a day's last row)

const MX_MON = ["ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SEP", "OCT", "NOV", "DIC"];
const MX: readonly Kind[] = [
  { lines: ["PAGO INTERBANCARIO SPEI", "BENEF: MARIA FERNANDA LOPEZ", "CLAVE DE RASTREO: MBAN01{n12}", "REF. {n7} CONCEPTO: COMIDA"], money: "out", low: 150, high: 2500, step: 50 },
  { lines: ["DEPOSITO SPEI", "ORD: JOSE LUIS HERNANDEZ", "CLAVE DE RASTREO: 2025{n12}", "REF. {n7} CONCEPTO: PRESTAMO"], money: "in", low: 200, high: 3000, step: 50 },
  { lines: ["COMPRA TARJETA DEBITO", "OXXO TLAHUAC 1234", "AUT. {n6}"], money: "out", low: 30, high: 450, card: true },
  { lines: ["COMPRA TARJETA DEBITO", "WALMART COYOACAN", "AUT. {n6}"], money: "out", low: 180, high: 2400, card: true },
  { lines: ["RETIRO CAJERO AUTOMATICO", "SUC 0412 COYOACAN"], money: "out", low: 300, high: 3000, step: 100 },
  { lines: ["COMPRA TARJETA DEBITO", "MERCADO PAGO*MELI", "AUT. {n6}"], money: "out", low: 120, high: 1600, card: true },
];
const MX_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-03", { lines: ["PAGO DE SERVICIO", "CFE SUMINISTRADOR DE SERVICIOS", "REF. 412077310512"], money: "out", low: 684, high: 684 }],
  ["2025-06-05", { lines: ["PAGO INTERBANCARIO SPEI", "BENEF: INMOBILIARIA LOS PINOS", "CLAVE DE RASTREO: MBAN01250605412", "REF. 0605 CONCEPTO: RENTA JUNIO"], money: "out", low: 9500, high: 9500 }],
  ["2025-06-15", { lines: ["DEPOSITO DE NOMINA", "ORD: GRUPO INDUSTRIAL DEL BAJIO", "REF. NOMINA QUINCENA 11"], money: "in", low: 11870.4, high: 11870.4 }],
  ["2025-06-30", { lines: ["DEPOSITO DE NOMINA", "ORD: GRUPO INDUSTRIAL DEL BAJIO", "REF. NOMINA QUINCENA 12"], money: "in", low: 11870.4, high: 11870.4 }],
  ["2025-06-30", { lines: ["COMISION MANEJO DE CUENTA"], money: "out", low: 120, high: 120 }],
  ["2025-06-30", { lines: ["IVA COMISION MANEJO DE CUENTA"], money: "out", low: 19.2, high: 19.2 }],
];

/** A Mexican bank: money out before money in, SPEI texts over four lines, the balance on a day's last row, the period in words, 3 pages. */
function mxSpei(): HoldoutStatement {
  const opening = 24412.77;
  const made = spanBookings({ seed: 81808, kinds: MX, fixed: MX_FIXED, from: "2025-06-01", to: "2025-06-30", count: 32, opening, perBalance: true, fill: filler(() => "") });
  const bookings = dayEndBalances(made.bookings);
  const closing = made.closing;
  const truth: HoldoutTruth = { bank: "Banco Mercantil del Pacífico", accountHolder: "ALEJANDRO RUIZ MENDOZA", iban: null, currency: "MXN", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const fecha = (d: string) => `${dd(d)} ${MX_MON[Number(mm(d)) - 1]}`;
  const pages = paged(bookings, 11, 15);
  const body = pages
    .map((list, p) => {
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#003c71">Banco Mercantil del Pacífico</b><br>ESTADO DE CUENTA · CUENTA PERSONAL</td><td>CONTRATO 7731041207<br>CLABE 072 180 00773104120 7<br>PERIODO DEL 01 AL 30 DE JUNIO DE 2025<br>MONEDA: MXN<br>PÁGINA ${p + 1} DE ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">ALEJANDRO RUIZ MENDOZA<br>AV. MIGUEL ÁNGEL DE QUEVEDO 412 INT 7<br>COL. ROMERO DE TERREROS, COYOACÁN<br>C.P. 04310 CIUDAD DE MÉXICO</td><td><b>RESUMEN DEL PERIODO</b><table class="box" style="border:1px solid #003c71"><tr><td>SALDO ANTERIOR</td><td class="r">${en(opening)}</td></tr><tr><td>(+) DEPÓSITOS (${count(bookings, 1)})</td><td class="r">${en(credits(bookings))}</td></tr><tr><td>(-) RETIROS (${count(bookings, -1)})</td><td class="r">${en(debits(bookings))}</td></tr><tr><td><b>SALDO AL 30 DE JUNIO</b></td><td class="r"><b>${en(closing)}</b></td></tr></table></td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">01 JUN</td><td>SALDO ANTERIOR</td><td></td><td></td><td class="r">${en(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${fecha(b.date)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${b.balance === null ? "" : en(b.balance)}</td></tr>`).join("");
      const note = p === pages.length - 1 ? `<p class="s" style="margin-top:3mm">Los depósitos bancarios de dinero a la vista están garantizados por el IPAB hasta por el equivalente a 400 mil UDIs por persona por banco. Unidad Especializada de Atención a Usuarios 55 4120 7731.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:8%">FECHA</th><th>CONCEPTO</th><th class="r" style="width:13%">RETIROS</th><th class="r" style="width:13%">DEPÓSITOS</th><th class="r" style="width:13%">SALDO</th></tr></thead><tbody>${first}${rows}</tbody></table>${note}${foot(`Banco Mercantil del Pacífico, S.A., Institución de Banca Múltiple · R.F.C. BMP941207AB1 · PÁGINA ${p + 1} DE ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "r-mx-spei-day-balance", layout: "FECHA/CONCEPTO/RETIROS/DEPÓSITOS/SALDO: '02 JUN' dates, money out BEFORE money in, SPEI texts over three and four lines (BENEF:/ORD:, CLAVE DE RASTREO, REF. and CONCEPTO), the balance on a day's last row only, SALDO ANTERIOR row, period in words 'PERIODO DEL 01 AL 30 DE JUNIO DE 2025', a fee and its IVA as two bookings, summary box with counts, 3 pages", html: page(`${STYLE_R} body { font-size: 7.8pt; } thead th { border-bottom: 1.5px solid #003c71; }`, body), truth };
}

// ---------------------------------------------------------------- Chilean state bank (whole pesos, operation number before the text)

const CL: readonly Kind[] = [
  { lines: ["Compra Redcompra", "LIDER EXPRESS PROVIDENCIA"], money: "out", low: 2500, high: 65000, card: true },
  { lines: ["Compra Redcompra", "COPEC APP SANTIAGO"], money: "out", low: 8000, high: 45000, card: true },
  { lines: ["Transferencia a terceros", "JAVIERA MUÑOZ 15.412.077-3"], money: "out", low: 5000, high: 120000, step: 1000 },
  { lines: ["Transferencia de terceros", "DIEGO SOTO 17.731.204-K"], money: "in", low: 5000, high: 90000, step: 1000 },
  { lines: ["Compra web", "MERCADOPAGO*FALABELLA"], money: "out", low: 4990, high: 59990, card: true },
];
const CL_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-02", { lines: ["Transferencia de terceros", "CONSTRUCTORA ANDES SPA"], money: "in", low: 845000, high: 845000 }],
  ["2025-06-04", { lines: ["Pago en línea", "ENEL DISTRIBUCION CHILE"], money: "out", low: 38420, high: 38420 }],
  ["2025-06-05", { lines: ["Transferencia a terceros", "ARRIENDO DEPTO 412"], money: "out", low: 380000, high: 380000 }],
  ["2025-06-12", { lines: ["Giro Caja Vecina", "ALMACEN DOÑA ROSA 2231"], money: "out", low: 40000, high: 40000 }],
  ["2025-06-12", { lines: ["Comisión giro Caja Vecina"], money: "out", low: 300, high: 300 }],
  ["2025-06-20", { lines: ["Pago en línea", "AGUAS ANDINAS"], money: "out", low: 17680, high: 17680 }],
];

/** A Chilean state bank's cartola in whole pesos: an operation number before the text, one signed amount, 2 pages. */
function clCartola(): HoldoutStatement {
  const opening = 196412;
  const made = spanBookings({ seed: 81909, kinds: CL, fixed: CL_FIXED, from: "2025-06-01", to: "2025-06-30", count: 30, opening, perBalance: true, whole: true, fill: filler(() => "") });
  const all = rowsOf(made);
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "BancoNación de Chile", accountHolder: "CAMILA ANDREA ROJAS PIZARRO", iban: null, currency: "CLP", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const signed = (v: number) => `${v < 0 ? "-" : ""}${dots(v)}`;
  const pages = paged(all, 16, 22);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#c8102e">BancoNación de Chile</b><br>CARTOLA CUENTA VISTA</td><td>N° de cuenta: 15412077<br>Cartola N° 6 desde 01/06/2025 hasta 30/06/2025<br>Moneda: CLP<br>Página ${p + 1} de ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">Titular: CAMILA ANDREA ROJAS PIZARRO<br>RUT: 18.412.077-5<br>Dirección: LOS LEONES 1207 DEPTO 41, PROVIDENCIA</td><td>Ejecutivo: Atención remota<br>Fecha de emisión: 01/07/2025</td></tr></table>` : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">01/06/2025</td><td></td><td>Saldo inicial</td><td></td><td class="r">${dots(opening)}</td></tr>` : "";
      const rows = list.map(({ b, f }) => `<tr><td class="nw">${dmy(b.date, "/")}</td><td class="nw">${digits(f.n, 8)}</td><td>${lines(b.lines)}</td><td class="r">${signed(b.amount)}</td><td class="r">${dots(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td class="nw">30/06/2025</td><td></td><td>Saldo final</td><td></td><td class="r">${dots(closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Total cargos: ${dots(debits(bookings))} · Total abonos: ${dots(credits(bookings))}. Infórmese sobre la garantía estatal de los depósitos en su banco o en www.cmfchile.cl.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:12%">Fecha</th><th style="width:12%">N° Operación</th><th>Descripción</th><th class="r" style="width:14%">Monto</th><th class="r" style="width:14%">Saldo</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`BancoNación de Chile · Av. Libertador Bernardo O'Higgins 1111, Santiago · 600 400 7731 · Página ${p + 1} de ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "r-cl-cartola-whole-pesos", layout: "cartola cuenta vista Fecha/N° Operación/Descripción/Monto/Saldo in whole pesos with dot thousands: dd/mm/yyyy, an operation-number column BEFORE the text, one signed '-12.990' amount, two-line texts (Redcompra, transfers with the other party's RUT), a Caja Vecina withdrawal and its fee as two bookings, Saldo inicial / Saldo final rows, totals in a note, 2 pages", html: page(`${STYLE_R} thead th { border-bottom: 1.5px solid #c8102e; }`, body), truth };
}

/** Batch R, in a fixed order. */
export function holdoutStatementsR(): HoldoutStatement[] {
  return [usCreditUnion(), brExtrato(), inStateBank(), pkCurrent(), egBilingual(), saHijri(), myNewestFirst(), mxSpei(), clCartola()];
}
