import { chunks, esc, figure, lines, page, random, round2, sumTo, type HoldoutBooking, type HoldoutStatement, type HoldoutTruth } from "./statement-holdout.ts";
import { bookingDrawer, credits, dayEndBalances, ddmmyyyy, de, debits, digits, EN_MON, en, foot, paged, shift, stamp, TIGHT_STYLE, type Fill, type Kind } from "./statement-holdout-kit.ts";

/**
 * An eighth held-out batch of bank statements, written by someone who had not read the statement
 * rules, had not run them on it and did not look at how earlier batches were read, and committed
 * before it was first read: its first reading measures layouts the rules have never seen. Unlike
 * G it keeps to the statements a typical user in Europe and North America uploads, in layouts
 * unlike the 56 before it:
 * - an American business checking statement with one transaction table "Date | Check Number |
 *   Description | Deposits/Credits | Withdrawals/Debits | Ending daily balance", unpadded "2/3"
 *   dates, the balance on a day's last row only, long ACH and card texts wrapping in the cell, an
 *   "Ending balance on" row and a totals row, then a summary of checks that lists the checks a
 *   second time (not bookings);
 * - an American consumer checking statement over the turn of the year in sections (deposits,
 *   withdrawals, checks, service fees) with "12/16/24" dates, withdrawals signed with a minus, a
 *   section running on over pages under "- continued" titles, each section's total, an account
 *   summary and a daily ledger balance table;
 * - a British building society's with "18 Sep 2025" on every row, Money out/Money in/Balance with
 *   the balance on a day's last row only, "Start balance"/"End balance" rows and a period over
 *   two months, no currency named;
 * - a British app bank's with the day as a heading row above its bookings (no date column),
 *   the other party over a category line, a signed "(GBP) Amount" and a balance per booking;
 * - a German cooperative bank's over the turn of the year with yearless "30.12." dates, the
 *   amount and its S/H letter in two columns, SEPA texts over four lines (EREF/MREF/CRED), a
 *   closing-fees booking whose text names its items' prices, and Übertrag rows between pages;
 * - a German postal bank's with the booking date over the value date in one cell, "Soll"/"Haben"
 *   columns with "- 45,00"/"+ 1.500,00" signs set apart, "Empfänger:"/"Auftraggeber:"/
 *   "Verwendungszweck:" lines, the balances in a box, 4 pages;
 * - a French bank's one-page statement that opens overdrawn ("SOLDE PRÉCÉDENT" in the debit
 *   column) and closes in credit, with overdraft interest and fee bookings whose texts hold dates;
 * - an Italian postal bank's bimonthly statement with the amounts BEFORE the description
 *   ("DATA | VALUTA | ADDEBITI | ACCREDITI | DESCRIZIONE DELLE OPERAZIONI"), dd/mm/yy dates,
 *   a "saldo disponibile" beside the accounting balance;
 * - a Canadian bank's bilingual statement over the turn of the year with the date column between
 *   the amounts and the balance ("Description | Withdrawals / Retraits | Deposits / Dépôts | Date
 *   | Balance / Solde"), "DEC20" dates and the balance on a day's last row only.
 * Every page repeats a header and a footer.
 */

const yymmdd = (d: string) => `${d.slice(2, 4)}${d.slice(5, 7)}${d.slice(8, 10)}`;

/** Batch H's draws: a card payment up to two days before its booking and never before the statement's first day. */
const spanBookings = bookingDrawer({ cardDays: 3, early: "first" });

// ---------------------------------------------------------------- American business (one table, ending daily balance)

const USB: readonly Kind[] = [
  { lines: ["Square Inc 250{md} P2{n10} Blue Heron Catering LLC"], money: "in", low: 380, high: 2600 },
  { lines: ["Mobile Deposit : Ref Number :{n12}"], money: "in", low: 250, high: 4200 },
  { lines: ["Deposit Made In A Branch/Store"], money: "in", low: 600, high: 3800 },
  { lines: ["Purchase authorized on {paid} Restaurant Depot Seattle WA S58{n12} Card 6021"], money: "out", low: 80, high: 950, card: true },
  { lines: ["Purchase authorized on {paid} Costco Whse #0001 Seattle WA S30{n12} Card 6021"], money: "out", low: 60, high: 720, card: true },
  { lines: ["Purchase authorized on {paid} Chevron 0203411 Seattle WA S46{n12} Card 6021"], money: "out", low: 45, high: 140, card: true },
  { lines: ["Check"], money: "out", low: 120, high: 2400 },
  { lines: ["Business to Business ACH Debit - Sysco Seattle Edi Pymnts {ymd} {n9} Blue Heron Catering"], money: "out", low: 400, high: 2200 },
];
const USB_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-02-03", { lines: ["Check"], money: "out", low: 4500, high: 4500 }],
  ["2025-02-05", { lines: ["ADP Wage Pay Wage Pay {ymd} 447129 {n6} Blue Heron Catering LLC"], money: "out", low: 8420.55, high: 8420.55 }],
  ["2025-02-06", { lines: ["ADP Tax ADP Tax {ymd} {n9} 25Y3T 1Hbqe"], money: "out", low: 2317.42, high: 2317.42 }],
  ["2025-02-14", { lines: ["Online Transfer From Business Market Rate Savings xxxxxx2210 Ref #Ib0Lq8Tz2M"], money: "in", low: 6000, high: 6000 }],
  ["2025-02-19", { lines: ["ADP Wage Pay Wage Pay {ymd} 447129 {n6} Blue Heron Catering LLC"], money: "out", low: 8391.1, high: 8391.1 }],
  ["2025-02-20", { lines: ["ADP Tax ADP Tax {ymd} {n9} 25Y3T 1Hbqe"], money: "out", low: 2308.77, high: 2308.77 }],
  ["2025-02-25", { lines: ["WA Dept Revenue Excise Tax {ymd} {n9} Blue Heron Catering"], money: "out", low: 1284.6, high: 1284.6 }],
  ["2025-02-28", { lines: ["Client Analysis Srvc Chrg 250227 Svc Chge 0225 000004418812"], money: "out", low: 38.5, high: 38.5 }],
];

/** An American business checking statement: one table with a check-number column and an ending daily balance, a summary of checks after it, 3 pages. */
function usBusiness(): HoldoutStatement {
  const opening = 21480.37;
  const md = (d: string) => `${Number(d.slice(5, 7))}/${Number(d.slice(8, 10))}`;
  const made = spanBookings({
    seed: 18101, kinds: USB, fixed: USB_FIXED, from: "2025-02-01", to: "2025-02-28", count: 42, opening, perBalance: true,
    fill: (t, f) => t.replace("{md}", `${f.date.slice(5, 7)}${f.date.slice(8, 10)}`).replace("{paid}", `${f.paid.slice(5, 7)}/${f.paid.slice(8, 10)}`).replace("{ymd}", yymmdd(f.date)).replace("{n12}", digits(f.n, 12)).replace("{n10}", digits(f.n, 10)).replace("{n9}", digits(f.n, 9)).replace("{n6}", digits(f.n, 6)),
  });
  const bookings = dayEndBalances(made.bookings);
  const closing = made.closing;
  let check = 3301;
  const checks = new Map(bookings.flatMap((b, i) => (b.lines[0] === "Check" ? [[i, check++] as const] : [])));
  const truth: HoldoutTruth = { bank: "Cascade Commerce Bank, N.A.", accountHolder: "BLUE HERON CATERING LLC", iban: null, currency: null, periodFrom: "2025-02-01", periodTo: "2025-02-28", openingBalance: opening, closingBalance: closing, bookings };
  const pages = paged(bookings.map((b, i) => ({ b, i })), 13, 19);
  const head = (p: number) => `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:13pt">Cascade Commerce Bank, N.A.</b><br>Initiate Business Checking<br>February 28, 2025 &nbsp; Page ${p + 1} of ${pages.length}</td><td>Account number: 7720413388<br>BLUE HERON CATERING LLC<br>Washington account terms and conditions apply</td></tr></table>`;
  const summary = `<table style="margin-bottom:5mm"><tr><td style="width:55%">BLUE HERON CATERING LLC<br>2210 WESTLAKE AVE N STE 4<br>SEATTLE WA 98109-2245</td><td><b>Questions?</b><br>Call your Business Banker: 1-800-555-0177<br>Online: cascadecommerce.com/biz<br>Write: Cascade Commerce Bank, N.A. (182)<br>P.O. Box 6995, Portland, OR 97228-6995</td></tr></table>
  <table class="box" style="width:72%;margin-bottom:5mm;border:1px solid #999"><tr><th colspan="2">Activity summary</th></tr>
  <tr><td>Beginning balance on 2/1</td><td class="r">$${en(opening)}</td></tr>
  <tr><td>Deposits/Credits</td><td class="r">${en(credits(bookings))}</td></tr>
  <tr><td>Withdrawals/Debits</td><td class="r">- ${en(debits(bookings))}</td></tr>
  <tr><td><b>Ending balance on 2/28</b></td><td class="r"><b>$${en(closing)}</b></td></tr></table>
  <p class="s">Account number: 7720413388 · BLUE HERON CATERING LLC · Washington account terms and conditions apply · For Direct Deposit use Routing Number (RTN): 125008547</p>`;
  const checkRows = chunks([...checks.entries()].map(([i, number]) => ({ number, b: bookings[i]! })), 3);
  const checkTable = `<p class="sec">Summary of checks written <span class="s">(checks listed are also displayed in the preceding Transaction history)</span></p><table style="width:90%"><thead><tr>${'<th>Number</th><th>Date</th><th class="r">Amount</th>'.repeat(3)}</tr></thead><tbody>${checkRows.map((trio) => `<tr>${trio.map((c) => `<td>${c.number}</td><td>${md(c.b.date)}</td><td class="r">${en(c.b.amount)}</td>`).join("")}${"<td></td><td></td><td></td>".repeat(3 - trio.length)}</tr>`).join("")}</tbody></table><p class="s">Copies of paid checks are available in online banking for 7 years. If you need an image of a check, sign on at cascadecommerce.com/biz.</p>`;
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const rows = list.map(({ b, i }) => `<tr><td class="nw">${md(b.date)}</td><td>${checks.get(i) ?? ""}</td><td>${lines(b.lines)}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.balance === null ? "" : en(b.balance)}</td></tr>`).join("");
      const end = last ? `<tr class="tot"><td colspan="5">Ending balance on 2/28</td><td class="r">${en(closing)}</td></tr><tr class="tot"><td colspan="3"><b>Totals</b></td><td class="r"><b>$${en(credits(bookings))}</b></td><td class="r"><b>$${en(debits(bookings))}</b></td><td></td></tr>` : "";
      const note = last ? `<p class="s">The Ending Daily Balance does not reflect any pending withdrawals or holds on deposited funds that may have been outstanding on your account when your transactions posted. If you had insufficient available funds when a transaction posted, fees may have been assessed.</p>${checkTable}` : `<p class="s" style="text-align:right">Continued on next page</p>`;
      return `<div class="sheet">${head(p)}${p === 0 ? summary : ""}<p class="sec">Transaction history${p > 0 ? " (continued)" : ""}</p><table><thead><tr><th style="width:6%">Date</th><th style="width:8%">Check<br>Number</th><th>Description</th><th class="r" style="width:12%">Deposits/<br>Credits</th><th class="r" style="width:12%">Withdrawals/<br>Debits</th><th class="r" style="width:13%">Ending daily<br>balance</th></tr></thead><tbody>${rows}${end}</tbody></table>${note}${foot(`©2025 Cascade Commerce Bank, N.A. All rights reserved. Member FDIC. · Sheet Seq = 0041822 · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "h-us-business", layout: "one table Date/Check Number/Description/Deposits-Credits/Withdrawals-Debits/Ending daily balance, unpadded '2/3' dates, balance on a day's last row only, long ACH and card texts wrapping, 'Ending balance on' and Totals rows, a summary of checks listing the checks again, activity summary, 3 pages", html: page(`${TIGHT_STYLE} body { font-size: 7.8pt; } .sec { font-weight: bold; font-size: 9.5pt; margin: 4mm 0 1mm; } thead th { border-bottom: 1px solid #333; font-size: 7pt; vertical-align: bottom; } tr.tot td { border-top: 1px solid #999; }`, body), truth };
}

// ---------------------------------------------------------------- American consumer (sections over the turn of the year)

const USC_IN: readonly Kind[] = [
  { lines: ["Zelle payment from CHIOMA OKAFOR Conf# {alnum}"], money: "in", low: 25, high: 300, step: 5 },
  { lines: ["VENMO DES:CASHOUT ID:{n10} INDN:JENNIFER OKAFOR CO ID:5264681992 PPD"], money: "in", low: 20, high: 260 },
];
const USC_OUT: readonly Kind[] = [
  { lines: ["CHECKCARD {mmdd} KROGER #412 ATLANTA GA {n12}"], money: "out", low: 12, high: 210, card: true },
  { lines: ["CHECKCARD {mmdd} CHICK-FIL-A #01234 ATLANTA GA {n12}"], money: "out", low: 8, high: 34, card: true },
  { lines: ["PURCHASE {mmdd} AMAZON MKTPL*2K41{alnum} Amzn.com/bill WA"], money: "out", low: 9, high: 160, card: true },
  { lines: ["CHECKCARD {mmdd} QT 744 OUTSIDE ATLANTA GA {n12}"], money: "out", low: 25, high: 70, card: true },
  { lines: ["LIBERTY HARBOR ATM {mmdd} #000{n4} WITHDRWL PEACHTREE ST ATLANTA GA"], money: "out", low: 40, high: 300, step: 20, card: true },
  { lines: ["Zelle payment to MARCUS BELL Conf# {alnum}"], money: "out", low: 20, high: 250, step: 5 },
  { lines: ["CHECKCARD {mmdd} TARGET 00012391 ATLANTA GA {n12}"], money: "out", low: 15, high: 180, card: true },
];
const USC_FIXED_IN: readonly (readonly [string, Kind])[] = [
  ["2024-12-20", { lines: ["MERIDIAN HEALTH DES:PAYROLL ID:000{n6} INDN:OKAFOR,JENNIFER A CO ID:1581234567 PPD"], money: "in", low: 2412.66, high: 2412.66 }],
  ["2025-01-03", { lines: ["MERIDIAN HEALTH DES:PAYROLL ID:000{n6} INDN:OKAFOR,JENNIFER A CO ID:1581234567 PPD"], money: "in", low: 2412.66, high: 2412.66 }],
  ["2025-01-10", { lines: ["MERIDIAN HEALTH DES:BONUS ID:000{n6} INDN:OKAFOR,JENNIFER A CO ID:1581234567 PPD"], money: "in", low: 750, high: 750 }],
];
const USC_FIXED_OUT: readonly (readonly [string, Kind])[] = [
  ["2024-12-16", { lines: ["GEORGIA POWER DES:BILL PAY ID:{n10} INDN:JENNIFER OKAFOR CO ID:9001234567 WEB"], money: "out", low: 184.27, high: 184.27 }],
  ["2024-12-23", { lines: ["DISCOVER DES:E-PAYMENT ID:{n4} INDN:JENNIFER OKAFOR CO ID:2510020270 WEB"], money: "out", low: 850, high: 850 }],
  ["2025-01-02", { lines: ["ALLY AUTO DES:PAYMENT ID:{n10} INDN:JENNIFER A OKAFOR CO ID:9833122204 WEB"], money: "out", low: 412.16, high: 412.16 }],
  ["2025-01-06", { lines: ["COMCAST DES:CABLE ID:{n10} INDN:JENNIFER OKAFOR CO ID:0000216580 PPD"], money: "out", low: 89.99, high: 89.99 }],
];

/** An American consumer checking statement from December into January in sections with signed withdrawals, sections running on over pages, daily ledger balances, 5 pages. */
function usConsumer(): HoldoutStatement {
  const opening = 3874.19;
  const from = "2024-12-14";
  const to = "2025-01-13";
  const alnum = (n: number) => n.toString(36).toUpperCase().padStart(6, "X").slice(0, 6);
  const fill = (t: string, f: Fill) => t.replace("{mmdd}", `${f.paid.slice(5, 7)}${f.paid.slice(8, 10)}`).replace("{alnum}", alnum(f.n)).replace("{n12}", digits(f.n, 12)).replace("{n10}", digits(f.n, 10)).replace("{n6}", digits(f.n, 6)).replace("{n4}", digits(f.n, 4));
  const ins = spanBookings({ seed: 18201, kinds: USC_IN, fixed: USC_FIXED_IN, from, to, count: 5, opening: 0, perBalance: false, fill }).bookings;
  const outs = spanBookings({ seed: 18202, kinds: USC_OUT, fixed: USC_FIXED_OUT, from, to, count: 38, opening: 0, perBalance: false, fill }).bookings;
  const next = random(18203);
  const checkDays = ["2024-12-18", "2024-12-30", "2025-01-08"];
  const checks: HoldoutBooking[] = checkDays.map((date, k) => ({ date, valueDate: date, lines: [String(311 + k)], amount: k === 0 ? -1450 : -round2(40 + next() * 300), balance: null }));
  const fees: HoldoutBooking[] = [{ date: "2025-01-13", valueDate: "2025-01-13", lines: ["Monthly Maintenance Fee"], amount: -12, balance: null }];
  const all = [...ins, ...outs, ...checks, ...fees];
  const closing = sumTo(opening, all);
  const truth: HoldoutTruth = { bank: "Liberty Harbor Bank", accountHolder: "JENNIFER A OKAFOR", iban: null, currency: null, periodFrom: from, periodTo: to, openingBalance: opening, closingBalance: closing, bookings: all };
  const mdy = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(2, 4)}`;
  const signed = (v: number) => `${v < 0 ? "-" : ""}${en(v)}`;
  const size = (list: readonly HoldoutBooking[]) => round2(list.reduce((s, b) => s + b.amount, 0));
  interface Section { readonly title: string; readonly head: string; readonly rows: readonly string[]; readonly total: string }
  const textRow = (b: HoldoutBooking) => `<tr><td class="nw">${mdy(b.date)}</td><td>${lines(b.lines)}</td><td class="r">${signed(b.amount)}</td></tr>`;
  const textHead = `<tr><th style="width:10%">Date</th><th>Description</th><th class="r" style="width:14%">Amount</th></tr>`;
  const sections: Section[] = [
    { title: "Deposits and other additions", head: textHead, rows: ins.map(textRow), total: `<tr class="tot"><td colspan="2"><b>Total deposits and other additions</b></td><td class="r"><b>$${signed(size(ins))}</b></td></tr>` },
    { title: "Withdrawals and other subtractions", head: textHead, rows: outs.map(textRow), total: `<tr class="tot"><td colspan="2"><b>Total withdrawals and other subtractions</b></td><td class="r"><b>-$${en(size(outs))}</b></td></tr>` },
    { title: "Checks", head: `<tr><th style="width:10%">Date</th><th>Check #</th><th class="r" style="width:14%">Amount</th></tr>`, rows: checks.map((b) => `<tr><td class="nw">${mdy(b.date)}</td><td>${b.lines[0]}</td><td class="r">${signed(b.amount)}</td></tr>`), total: `<tr class="tot"><td colspan="2"><b>Total checks</b></td><td class="r"><b>-$${en(size(checks))}</b></td></tr><tr><td colspan="3" class="s">Total # of checks ${checks.length}</td></tr>` },
    { title: "Service fees", head: textHead, rows: fees.map(textRow), total: `<tr class="tot"><td colspan="2"><b>Total service fees</b></td><td class="r"><b>-$${en(size(fees))}</b></td></tr><tr><td colspan="3" class="s">Note your Ending Balance already reflects the subtraction of Service Fees. You can avoid the Monthly Maintenance Fee with $500 or more in qualifying direct deposits each statement cycle.</td></tr>` },
  ];
  // The balance at the end of each day with a booking.
  const byDate = [...all].sort((a, b) => a.date.localeCompare(b.date));
  const daily = [...new Set(byDate.map((b) => b.date))].map((date) => ({ date, balance: sumTo(opening, byDate.filter((b) => b.date <= date)) }));
  const ledger = `<p class="sec">Daily ledger balances</p><table style="width:70%"><thead><tr>${'<th>Date</th><th class="r">Balance ($)</th>'.repeat(2)}</tr></thead><tbody>${chunks(daily, 2).map((pair) => `<tr>${pair.map((d) => `<td>${mdy(d.date)}</td><td class="r">${en(d.balance)}</td>`).join("")}${"<td></td><td></td>".repeat(2 - pair.length)}</tr>`).join("")}</tbody></table>`;
  // The sections flowed over pages: a page holds so many rows, a section cut by a page goes on under its title and "- continued".
  const sheets: string[] = [];
  let current = "";
  let room = 12;
  const turn = () => {
    sheets.push(current);
    current = "";
    room = 24;
  };
  for (const section of sections) {
    if (room < 4) turn();
    let rows = [...section.rows];
    let cont = false;
    while (rows.length > 0) {
      const take = rows.slice(0, Math.max(1, room - 2));
      rows = rows.slice(take.length);
      const done = rows.length === 0;
      current += `<p class="sec">${section.title}${cont ? " - continued" : ""}</p><table><thead>${section.head}</thead><tbody>${take.join("")}${done ? section.total : ""}</tbody></table>${done ? "" : `<p class="s" style="text-align:right">continued on the next page</p>`}`;
      room -= take.length + 3;
      cont = true;
      if (!done) turn();
    }
  }
  // The ledger goes under the last section when it fits there.
  if (room < Math.ceil(daily.length / 2) + 3) turn();
  current += ledger;
  turn();
  const head = (p: number) => `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:13pt">Liberty Harbor Bank</b><br>P.O. Box 15284<br>Wilmington, DE 19850</td><td>JENNIFER A OKAFOR ! Account # 4471 0928 3315 ! December 14, 2024 to January 13, 2025<br>Page ${p + 1} of ${sheets.length}</td></tr></table>`;
  const first = `<table style="margin-bottom:4mm"><tr><td style="width:55%">JENNIFER A OKAFOR<br>880 GLENWOOD AVE SE APT 2214<br>ATLANTA, GA 30316-1845</td><td><b>Customer service information</b><br>1.800.555.0188 (Mon-Fri 8 a.m.-9 p.m.)<br>libertyharbor.com<br>Liberty Harbor Bank, P.O. Box 25118, Tampa, FL 33622-5118</td></tr></table>
  <p class="sec">Your Advantage Plus Banking</p><table class="box" style="width:72%;margin-bottom:4mm;border:1px solid #999"><tr><th colspan="2">Account summary</th></tr>
  <tr><td>Beginning balance on December 14, 2024</td><td class="r">$${en(opening)}</td></tr>
  <tr><td>Deposits and other additions</td><td class="r">${en(size(ins))}</td></tr>
  <tr><td>Withdrawals and other subtractions</td><td class="r">-${en(size(outs))}</td></tr>
  <tr><td>Checks</td><td class="r">-${en(size(checks))}</td></tr>
  <tr><td>Service fees</td><td class="r">-${en(size(fees))}</td></tr>
  <tr><td><b>Ending balance on January 13, 2025</b></td><td class="r"><b>$${en(closing)}</b></td></tr>
  <tr><td># of deposits/credits: ${ins.length}</td><td class="r"># of withdrawals/debits: ${outs.length + checks.length + fees.length}</td></tr></table>`;
  const body = sheets.map((content, p) => `<div class="sheet">${head(p)}${p === 0 ? first : ""}${content}${foot(`Liberty Harbor Bank · Member FDIC · Equal Housing Lender · Page ${p + 1} of ${sheets.length}`)}</div>`).join("");
  return { name: "h-us-consumer", layout: "sections (deposits, withdrawals, checks by number, service fees) from December into January, 'MM/DD/YY' dates, withdrawals signed with a minus, a section running on over pages under '- continued' titles, section totals, account summary with counts, daily ledger balances two to a row, no currency named, 5 pages", html: page(`${TIGHT_STYLE} body { font-size: 7.8pt; } .sec { font-weight: bold; font-size: 9pt; margin: 3mm 0 1mm; color: #012169; border-bottom: 1.5px solid #012169; } thead th { border-bottom: 1px solid #999; font-size: 7pt; } tr.tot td { border-top: 1px solid #999; }`, body), truth };
}

// ---------------------------------------------------------------- British building society

const UKB: readonly Kind[] = [
  { lines: ["Contactless payment", "TESCO STORES 3217 HALIFAX"], money: "out", low: 4, high: 65, card: true },
  { lines: ["Visa purchase", "AMAZON* 2M4{ref} AMAZON.CO.UK"], money: "out", low: 8, high: 120, card: true },
  { lines: ["Visa purchase", "MORRISONS 0441 KING CROSS"], money: "out", low: 12, high: 140, card: true },
  { lines: ["Transfer from", "07-00-93 33330000 TW SAVINGS"], money: "in", low: 50, high: 500, step: 50 },
  { lines: ["Transfer to", "20-45-77 41008822 J WHITFIELD"], money: "out", low: 20, high: 300, step: 10 },
  { lines: ["Cash withdrawal", "PENNINE BS COMMERCIAL ST {time}"], money: "out", low: 20, high: 200, step: 10 },
  { lines: ["Contactless payment", "COSTA COFFEE 43811 HALIFAX"], money: "out", low: 3, high: 12, card: true },
];
const UKB_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-09-24", { lines: ["Direct debit", "YORKSHIRE WATER"], money: "out", low: 41.8, high: 41.8 }],
  ["2025-09-26", { lines: ["Bank credit", "CALDERDALE & HUDDERSFIELD NHS", "SALARY SEP"], money: "in", low: 2684.31, high: 2684.31 }],
  ["2025-09-28", { lines: ["Direct debit", "OCTOPUS ENERGY"], money: "out", low: 118, high: 118 }],
  ["2025-10-01", { lines: ["Direct debit", "CALDERDALE MBC CTAX"], money: "out", low: 152, high: 152 }],
  ["2025-10-01", { lines: ["Payment to", "PENNINE BS MORTGAGE 0044-71192"], money: "out", low: 845.67, high: 845.67 }],
  ["2025-10-06", { lines: ["Direct debit", "VIRGIN MEDIA"], money: "out", low: 64.5, high: 64.5 }],
];

/** A British building society's current account from mid-September to mid-October: every row dated, Money out/Money in, the balance on a day's last row, Start/End balance rows, 2 pages. */
function ukBuildingSociety(): HoldoutStatement {
  const opening = 1204.55;
  const made = spanBookings({ seed: 18301, kinds: UKB, fixed: UKB_FIXED, from: "2025-09-18", to: "2025-10-17", count: 32, opening, perBalance: true, fill: (t, f) => t.replace("{ref}", digits(f.n, 4)).replace("{time}", f.time) });
  const bookings = dayEndBalances(made.bookings);
  const closing = made.closing;
  const truth: HoldoutTruth = { bank: "Pennine Building Society", accountHolder: "Mr Thomas Whitfield", iban: null, currency: null, periodFrom: "2025-09-18", periodTo: "2025-10-17", openingBalance: opening, closingBalance: closing, bookings };
  const uk = (d: string) => `${d.slice(8, 10)} ${EN_MON[Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}`;
  const pages = paged(bookings, 16, 24);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:13pt">Pennine Building Society</b><br>FlexDirect current account</td><td>Statement no. 47 &nbsp; Page ${p + 1} of ${pages.length}<br>18 September 2025 to 17 October 2025</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:5mm"><tr><td style="width:55%">Mr Thomas Whitfield<br>14 Savile Park Road<br>Halifax<br>HX1 3EA</td><td>Account name: Mr Thomas Whitfield<br>Sort code: 07-00-93 &nbsp; Account no: 41826650<br>Arranged overdraft limit: 500.00</td></tr></table>`
          : ""
      }`;
      const start = p === 0 ? `<tr class="bal"><td class="nw">18 Sep 2025</td><td><b>Start balance</b></td><td></td><td></td><td class="r"><b>${en(opening)}</b></td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${uk(b.date)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${b.balance === null ? "" : en(b.balance)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td class="nw">17 Oct 2025</td><td><b>End balance</b></td><td></td><td></td><td class="r"><b>${en(closing)}</b></td></tr>` : "";
      const after = last
        ? `<table class="box" style="width:55%;margin-top:5mm;border:1px solid #999"><tr><td>Total money out</td><td class="r">${en(debits(bookings))}</td></tr><tr><td>Total money in</td><td class="r">${en(credits(bookings))}</td></tr></table><p class="s">Interest on arranged overdrafts is charged at 15.9% EAR (variable). Your deposits with us are protected by the Financial Services Compensation Scheme.</p>`
        : `<p class="s" style="text-align:right">Continued overleaf</p>`;
      return `<div class="sheet">${head}<table><thead><tr><th style="width:13%">Date</th><th>Description</th><th class="r" style="width:13%">Money out</th><th class="r" style="width:13%">Money in</th><th class="r" style="width:13%">Balance</th></tr></thead><tbody>${start}${rows}${end}</tbody></table>${after}${foot(`Pennine Building Society, Pennine House, Commercial Street, Halifax HX1 2RG. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the PRA. Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "h-uk-building-society", layout: "every row dated '18 Sep 2025', Date/Description/Money out/Money in/Balance with the balance on a day's last row only, Start balance/End balance rows, period over two months, totals box after, no currency named, 2 pages", html: page(`${TIGHT_STYLE} thead th { border-bottom: 2px solid #2a4b8d; color: #2a4b8d; } tr.bal td { background: #f1f4fa; }`, body), truth };
}

// ---------------------------------------------------------------- British app bank (day headings)

const UKA: readonly Kind[] = [
  { lines: ["Pret A Manger", "Eating out"], money: "out", low: 3.5, high: 14, card: true },
  { lines: ["Sainsbury's", "Groceries"], money: "out", low: 6, high: 85, card: true },
  { lines: ["Transport for London", "Transport"], money: "out", low: 2.8, high: 14.4 },
  { lines: ["Transfer to Holiday pot", "Savings"], money: "out", low: 20, high: 150, step: 10 },
  { lines: ["Amira Haddad", "Faster Payment · Drinks on Friday"], money: "in", low: 8, high: 60 },
  { lines: ["Deliveroo", "Eating out"], money: "out", low: 14, high: 42 },
  { lines: ["Uber", "Transport"], money: "out", low: 7, high: 28 },
  { lines: ["Boots", "Shopping"], money: "out", low: 4, high: 36, card: true },
];
const UKA_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["Ludgate Property Management", "Standing order · Rent April"], money: "out", low: 1450, high: 1450 }],
  ["2025-04-03", { lines: ["Thames Water", "Direct Debit · Bills"], money: "out", low: 38.5, high: 38.5 }],
  ["2025-04-10", { lines: ["Octopus Energy", "Direct Debit · Bills"], money: "out", low: 96.4, high: 96.4 }],
  ["2025-04-15", { lines: ["Vodafone", "Direct Debit · Bills"], money: "out", low: 24, high: 24 }],
  ["2025-04-25", { lines: ["Brightline Analytics Ltd", "Salary · BACS"], money: "in", low: 3412.08, high: 3412.08 }],
  ["2025-04-28", { lines: ["Transfer from Holiday pot", "Savings"], money: "in", low: 300, high: 300 }],
];

/** A British app bank's statement: each day a heading row above its bookings, no date column, the other party over a category line, a signed amount and the balance, 3 pages. */
function ukAppBank(): HoldoutStatement {
  const opening = 2480.36;
  const made = spanBookings({ seed: 18401, kinds: UKA, fixed: UKA_FIXED, from: "2025-04-01", to: "2025-04-30", count: 40, opening, perBalance: true, fill: (t) => t });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Kite Bank", accountHolder: "Priya Raman", iban: "GB38KITE04007281745523", currency: "GBP", periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const WEEK = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  const LONG = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
  const heading = (d: string) => `${WEEK[new Date(stamp(d)).getUTCDay()]} ${Number(d.slice(8, 10))} ${LONG[Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}`;
  const signed = (v: number) => `${v < 0 ? "-" : ""}${en(v)}`;
  // Whole days on a page.
  const days = [...new Set(bookings.map((b) => b.date))].map((date) => bookings.filter((b) => b.date === date));
  const pages: HoldoutBooking[][][] = [];
  const rowsOf = (list: readonly HoldoutBooking[][]) => list.reduce((s, day) => s + day.length + 1, 0);
  for (const day of days) {
    const current = pages[pages.length - 1];
    if (current !== undefined && rowsOf(current) + day.length + 1 <= (pages.length === 1 ? 20 : 30)) current.push(day);
    else pages.push([day]);
  }
  const body = pages
    .map((dayList, p) => {
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#0b6e6e">Kite Bank</b><br>Personal Account statement</td><td>Priya Raman<br>Sort code 04-00-72 &nbsp; Account number 81745523<br>IBAN GB38 KITE 0400 7281 7455 23 &nbsp; BIC KITEGB21</td></tr></table>${
        p === 0
          ? `<table class="box" style="width:62%;margin-bottom:5mm;border:1px solid #bbb"><tr><td>Balance on 1 April 2025</td><td class="r">£${en(opening)}</td></tr><tr><td>Total outgoings</td><td class="r">-£${en(debits(bookings))}</td></tr><tr><td>Total deposits</td><td class="r">£${en(credits(bookings))}</td></tr><tr><td><b>Balance on 30 April 2025</b></td><td class="r"><b>£${en(closing)}</b></td></tr></table><p>Statement period: 01/04/2025 - 30/04/2025</p>`
          : ""
      }`;
      const rows = dayList.map((day) => `<tr class="day"><td colspan="3">${heading(day[0]!.date)}</td></tr>${day.map((b) => `<tr><td><b>${esc(b.lines[0]!)}</b>${b.lines.slice(1).map((l) => `<br><span class="s">${esc(l)}</span>`).join("")}</td><td class="r">${signed(b.amount)}</td><td class="r">${en(b.balance!)}</td></tr>`).join("")}`).join("");
      return `<div class="sheet">${head}<table><thead><tr><th>Description</th><th class="r" style="width:18%">(GBP) Amount</th><th class="r" style="width:18%">(GBP) Balance</th></tr></thead><tbody>${rows}</tbody></table>${foot(`Kite Bank Ltd is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the PRA. Registered in England No. 09446231. Eligible deposits are protected by the FSCS. Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "h-uk-app-bank", layout: "no date column: each day a heading row 'Tuesday 1 April 2025' above its bookings, the other party in bold over a category line, '(GBP) Amount' signed, '(GBP) Balance' per booking, summary box of balances and totals, 3 pages", html: page(`${TIGHT_STYLE} body { font-size: 8.2pt; } thead th { border-bottom: 1px solid #999; color: #555; font-weight: normal; } tr.day td { font-weight: bold; background: #eef6f6; padding-top: 1.6mm; }`, body), truth };
}

// ---------------------------------------------------------------- German cooperative bank (S/H column, turn of the year)

const DEV: readonly Kind[] = [
  { lines: ["Kartenzahlung girocard", "EDEKA Center Heddesdorf//Neuwied/DE", "{paid}T{time} Debitk.1 2027-12", "EREF: {n14}"], money: "out", low: 12, high: 140, card: true },
  { lines: ["Kartenzahlung girocard", "ARAL Station Neuwied//Neuwied/DE", "{paid}T{time} Debitk.1 2027-12", "EREF: {n14}"], money: "out", low: 35, high: 95, card: true },
  { lines: ["Basislastschrift", "PayPal Europe S.a.r.l. et Cie S.C.A", "{n13} PP.8472.PP . Amazon, Ihr Einkauf bei Amazon", "EREF: {n13} MREF: 5J7J224G3LR8A CRED: LU96ZZZ0000000000000000058"], money: "out", low: 12, high: 160 },
  { lines: ["Überweisungsgutschr.", "Anna Brandl", "Weihnachtsgeld fuer Lena", "EREF: NOTPROVIDED"], money: "in", low: 50, high: 300, step: 10 },
  { lines: ["Auszahlung Geldautomat", "GA NR00001234 BLZ57069144 0", "{paid}T{time} Debitk.1 2027-12"], money: "out", low: 20, high: 300, step: 20, card: true },
  { lines: ["Überweisung online", "Stefanie Krämer", "Geschenk Wichteln Buero"], money: "out", low: 15, high: 60, step: 5 },
];
const DEV_FIXED: readonly (readonly [string, Kind])[] = [
  ["2024-12-16", { lines: ["Basislastschrift", "Stadtwerke Neuwied GmbH", "Abschlag Strom Vertragskonto 400812344", "EREF: SWN-AB-2412-0044 MREF: SWN-004471 CRED: DE44ZZZ00000271530"], money: "out", low: 97, high: 97 }],
  ["2024-12-27", { lines: ["Lohn/Gehalt", "Rhein-Metall Komponenten GmbH", "LOHN/GEHALT 12/2024 PERS.NR. 00418", "EREF: LG2412-00418"], money: "in", low: 3184.22, high: 3184.22 }],
  ["2024-12-30", { lines: ["Dauerauftrag", "Wohnbau Neuwied eG", "Miete Whg 12 inkl. NK Januar 2025"], money: "out", low: 812, high: 812 }],
  ["2024-12-31", { lines: ["Abschluss", "Entgelte vom 01.12.2024 bis 31.12.2024", "Kontoführung 6,90", "Buchungsposten 0,80"], money: "out", low: 7.7, high: 7.7 }],
  ["2025-01-02", { lines: ["Basislastschrift", "R+V Allgemeine Versicherung AG", "Kfz-Haftpflicht 2025 Vers.-Nr. 4711-00882", "EREF: RV25010200882 MREF: RV-0088-2 CRED: DE75ZZZ00000023124"], money: "out", low: 412.3, high: 412.3 }],
  ["2025-01-15", { lines: ["Basislastschrift", "Stadtwerke Neuwied GmbH", "Abschlag Strom Vertragskonto 400812344", "EREF: SWN-AB-2501-0044 MREF: SWN-004471 CRED: DE44ZZZ00000271530"], money: "out", low: 97, high: 97 }],
];

/** A German cooperative bank's statement from December into January: yearless Bu-Tag/Wert, the amount and its S/H letter in two columns, four-line SEPA texts, Übertrag rows, 3 pages. */
function germanCooperative(): HoldoutStatement {
  const opening = 1842.17;
  const made = spanBookings({
    seed: 18501, kinds: DEV, fixed: DEV_FIXED, from: "2024-12-16", to: "2025-01-15", count: 28, opening, perBalance: false, next: true,
    fill: (t, f) => t.replace("{paid}", f.paid).replace("{time}", f.time).replace("{n14}", digits(f.n, 14)).replace("{n13}", digits(f.n, 13)),
  });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Raiffeisenbank Neuwied-Rhein eG", accountHolder: "Petra Brandl", iban: "DE53570691440004417283", currency: "EUR", periodFrom: "2024-12-16", periodTo: "2025-01-15", openingBalance: opening, closingBalance: closing, bookings };
  const dm = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.`;
  const sh = (v: number) => `<td class="r">${de(v)}</td><td class="sh">${v < 0 ? "S" : "H"}</td>`;
  const pages = paged(bookings, 10, 13);
  const body = pages
    .map((list, p) => {
      const before = sumTo(opening, pages.slice(0, p).flat());
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:12pt">Raiffeisenbank Neuwied-Rhein eG</b><br>Marktstraße 61 · 56564 Neuwied</td><td>Kontoauszug 1/2025 &nbsp; Blatt ${p + 1} von ${pages.length}<br>Kontonummer 4417283 &nbsp; BLZ 570 691 44<br>Zeitraum 16.12.2024 - 15.01.2025</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:5mm"><tr><td style="width:55%">Frau<br>Petra Brandl<br>Engerser Landstraße 112<br>56564 Neuwied</td><td>Girokonto Privat<br>IBAN: DE53 5706 9144 0004 4172 83<br>BIC: GENODED1NWD<br>Erstellt am 16.01.2025</td></tr></table>` : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td colspan="3">alter Kontostand vom 13.12.2024</td>${sh(opening)}</tr>` : `<tr class="bal"><td colspan="3">Übertrag von Blatt ${p}</td>${sh(before)}</tr>`;
      const rows = list.map((b) => `<tr><td class="nw">${dm(b.date)}</td><td class="nw">${dm(b.valueDate)}</td><td>${lines(b.lines)}</td>${sh(b.amount)}</tr>`).join("");
      const end = last ? `<tr class="bal"><td colspan="3"><b>neuer Kontostand vom 15.01.2025</b></td>${sh(closing)}</tr>` : `<tr class="bal"><td colspan="3">Übertrag auf Blatt ${p + 2}</td>${sh(sumTo(before, list))}</tr>`;
      const note = last ? `<p class="s" style="margin-top:4mm">Bitte beachten Sie die Hinweise auf der Rückseite. Rechnungsabschluss zum 31.12.2024: Der Saldo gilt als anerkannt, wenn Sie nicht innerhalb von sechs Wochen nach Zugang widersprechen. Guthaben sind über die Sicherungseinrichtung des BVR geschützt.</p>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th style="width:8%">Bu-Tag</th><th style="width:8%">Wert</th><th>Vorgang</th><th class="r" style="width:14%">Betrag EUR</th><th style="width:3%"></th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Raiffeisenbank Neuwied-Rhein eG · Sitz Neuwied · Registergericht Montabaur GnR 1207 · Blatt ${p + 1} von ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "h-de-cooperative-s-h", layout: "December into January with yearless 'dd.mm.' Bu-Tag/Wert, the amount and its S/H letter in two columns, SEPA texts over four lines (EREF/MREF/CRED), a closing-fees booking whose text names its items' prices, alter/neuer Kontostand and Übertrag rows with S/H, 3 pages", html: page(`${TIGHT_STYLE} body { font-size: 8pt; } thead th { border-bottom: 1px solid #000; border-top: 1px solid #000; } td.sh { padding-left: 0.5mm; width: 3%; } tr.bal td { font-style: italic; }`, body), truth };
}

// ---------------------------------------------------------------- German postal bank (labelled lines, Soll/Haben with signs)

const DEP: readonly Kind[] = [
  { lines: ["Kartenzahlung", "Empfänger: REWE Markt GmbH Bonn-Beuel", "Verwendungszweck: {paid} {time} Karte 2 2026/09"], money: "out", low: 8, high: 120, card: true },
  { lines: ["Kartenzahlung", "Empfänger: Aral Station 2211 Bonn", "Verwendungszweck: {paid} {time} Karte 2 2026/09"], money: "out", low: 30, high: 90, card: true },
  { lines: ["Überweisung", "Empfänger: Dr. med. Karin Vogt", "Verwendungszweck: Rechnung Nr. {n5} vom {paid}", "IBAN: DE89 3704 0044 0532 0130 00"], money: "out", low: 40, high: 280 },
  { lines: ["Gutschrift", "Auftraggeber: Julia Albers", "Verwendungszweck: Anteil Ferienwohnung Ostsee", "IBAN: DE12 5001 0517 5407 3249 31"], money: "in", low: 60, high: 400, step: 10 },
  { lines: ["Bargeldauszahlung", "Geldautomat Bonn Hauptbahnhof", "Verwendungszweck: {paid} {time}"], money: "out", low: 50, high: 300, step: 50, card: true },
  { lines: ["Lastschrift", "Empfänger: PayPal Europe S.a.r.l. et Cie S.C.A", "Verwendungszweck: {n13} PP.5521.PP . Zalando SE", "Mandat: 5J7J224G3LR8A Gläubiger-ID: LU96ZZZ0000000000000000058"], money: "out", low: 20, high: 180 },
  { lines: ["Kartenzahlung", "Empfänger: dm-drogerie markt Bonn", "Verwendungszweck: {paid} {time} Karte 2 2026/09"], money: "out", low: 4, high: 45, card: true },
];
const DEP_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["Dauerauftrag", "Empfänger: Immobilien Rheinblick GmbH", "Verwendungszweck: Miete April 2025 Wohnung 3.OG links", "IBAN: DE64 3705 0198 1930 0512 44"], money: "out", low: 1120, high: 1120 }],
  ["2025-04-07", { lines: ["Lastschrift", "Empfänger: Telekom Deutschland GmbH", "Verwendungszweck: Festnetz Kd-Nr 4471129833 RG 0425", "Mandat: TK-0044711298 Gläubiger-ID: DE12ZZZ00000099123"], money: "out", low: 44.95, high: 44.95 }],
  ["2025-04-15", { lines: ["Lastschrift", "Empfänger: HUK-COBURG Versicherung", "Verwendungszweck: Beitrag Hausrat 04/2025 VS-Nr 112/55412", "Mandat: HUK-112-55412 Gläubiger-ID: DE53ZZZ00000012345"], money: "out", low: 87.44, high: 87.44 }],
  ["2025-04-29", { lines: ["Gehalt/Bezüge", "Auftraggeber: Bundesstadt Bonn", "Verwendungszweck: Bezüge 04/2025 PersNr 0041127", "IBAN: DE59 3705 0198 0000 0011 22"], money: "in", low: 4012.57, high: 4012.57 }],
  ["2025-04-30", { lines: ["Entgelt", "Kontoführungsentgelt April 2025"], money: "out", low: 4.9, high: 4.9 }],
];

/** A German postal bank's statement: booking over value date in one cell, labelled Empfänger/Auftraggeber/Verwendungszweck lines, Soll and Haben with signs set apart, the balances in a box, 4 pages. */
function germanPostal(): HoldoutStatement {
  const opening = 2314.08;
  const made = spanBookings({
    seed: 18601, kinds: DEP, fixed: DEP_FIXED, from: "2025-04-01", to: "2025-04-30", count: 41, opening, perBalance: false, next: true,
    fill: (t, f) => t.replace("{paid}", ddmmyyyy(f.paid, ".")).replace("{time}", f.time).replace("{n5}", digits(f.n, 5)).replace("{n13}", digits(f.n, 13)),
  });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Rheinische Postbank AG", accountHolder: "Dr. Stefan Albers", iban: "DE36370100500912345678", currency: "EUR", periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const dm = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.`;
  const sign = (v: number) => `${v < 0 ? "-" : "+"} ${de(v)}`;
  const pages = paged(bookings, 9, 13);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:13pt">Rheinische Postbank AG</b><br>Giro plus</td><td>Kontoauszug: Auszug 4/2025 &nbsp; Seite ${p + 1} / ${pages.length}<br>IBAN DE36 3701 0050 0912 3456 78 &nbsp; BIC PBNKDEFFXXX<br>Auszug vom 01.04.2025 bis 30.04.2025</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">Herrn<br>Dr. Stefan Albers<br>Kaiserstraße 38<br>53113 Bonn</td><td>Kontoinhaber: Dr. Stefan Albers<br>Kontonummer 912345678<br>Erstellt am 02.05.2025</td></tr></table><table class="box" style="width:65%;margin-bottom:5mm;border:1px solid #999"><tr><td>Kontostand im EUR am 31.03.2025</td><td class="r">${sign(opening)}</td></tr><tr><td>Kontostand im EUR am 30.04.2025, 24:00 Uhr</td><td class="r">${sign(closing)}</td></tr></table>`
          : ""
      }`;
      const rows = list.map((b) => `<tr><td class="nw">${dm(b.date)}<br>${dm(b.valueDate)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? sign(b.amount) : ""}</td><td class="r">${b.amount > 0 ? sign(b.amount) : ""}</td></tr>`).join("");
      const end = last
        ? `<table class="box" style="width:65%;margin-top:5mm;border:1px solid #999"><tr><td>Summe Soll</td><td class="r">- ${de(debits(bookings))}</td></tr><tr><td>Summe Haben</td><td class="r">+ ${de(credits(bookings))}</td></tr><tr><td><b>Neuer Kontostand im EUR am 30.04.2025</b></td><td class="r"><b>${sign(closing)}</b></td></tr></table><p class="s">Bitte prüfen Sie Ihren Kontoauszug. Einwendungen gegen Rechnungsabschlüsse müssen innerhalb von sechs Wochen nach Zugang erhoben werden. Ihr eingeräumter Dispositionskredit: 3.000,00 EUR, Sollzins 11,49 % p.a.</p>`
        : `<p class="s" style="text-align:right">Fortsetzung auf Seite ${p + 2}</p>`;
      return `<div class="sheet">${head}<table><thead><tr><th style="width:10%">Buchung/<br>Wert</th><th>Vorgang/Buchungsinformation</th><th class="r" style="width:14%">Soll</th><th class="r" style="width:14%">Haben</th></tr></thead><tbody>${rows}</tbody></table>${end}${foot(`Rheinische Postbank AG · Friedrich-Ebert-Allee 114-126 · 53113 Bonn · HRB 6793 Amtsgericht Bonn · Seite ${p + 1} / ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "h-de-postal", layout: "booking date over value date in one 'Buchung/Wert' cell, Vorgang with 'Empfänger:'/'Auftraggeber:'/'Verwendungszweck:'/'IBAN:'/'Mandat:' lines, Soll/Haben columns with '- 45,00'/'+ 1.500,00' signs set apart, balances in a box above, sums and the new balance in a box after, 4 pages", html: page(`${TIGHT_STYLE} body { font-size: 8pt; } thead th { border-bottom: 1px solid #000; background: #ffe600; }`, body), truth };
}

// ---------------------------------------------------------------- French bank (opens overdrawn)

const FRO: readonly Kind[] = [
  { lines: ["CARTE X4127 {paid} CARREFOUR CITY PARIS 11"], money: "out", low: 5, high: 85, card: true },
  { lines: ["CARTE X4127 {paid} SNCF INTERNET"], money: "out", low: 25, high: 130, card: true },
  { lines: ["CARTE X4127 {paid} MONOPRIX PARIS REPUBLIQ"], money: "out", low: 8, high: 95, card: true },
  { lines: ["PRELEVEMENT EUROPEEN {n10}", "DE: NAVIGO ILE-DE-FRANCE MOBILITES", "ID: FR44ZZZ435788 MOTIF: ABONNEMENT MENSUEL"], money: "out", low: 88.8, high: 88.8 },
  { lines: ["VIR RECU {n10}", "DE: M. LEBLANC JULIEN", "MOTIF: REMBOURSEMENT RESTO"], money: "in", low: 15, high: 90 },
  { lines: ["RETRAIT DAB {paid} PARIS REPUBLIQUE CARTE X4127"], money: "out", low: 20, high: 140, step: 20, card: true },
];
const FRO_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["INTERETS DEBITEURS", "DU 01/03/2025 AU 31/03/2025"], money: "out", low: 4.12, high: 4.12 }],
  ["2025-04-05", { lines: ["PRELEVEMENT EUROPEEN 2841177390", "DE: SCI REPUBLIQUE HABITAT", "MOTIF: LOYER AVRIL 2025"], money: "out", low: 890, high: 890 }],
  ["2025-04-01", { lines: ["COMMISSION D'INTERVENTION", "OPERATION DU 28/03/2025"], money: "out", low: 8, high: 8 }],
  ["2025-04-02", { lines: ["VIR RECU 5544120983", "DE: ATELIERS DU MARAIS SAS", "MOTIF: SALAIRE MARS 2025"], money: "in", low: 2845.3, high: 2845.3 }],
  ["2025-04-28", { lines: ["PRELEVEMENT EUROPEEN 2841180051", "DE: EDF CLIENTS PARTICULIERS", "MOTIF: ECHEANCE 0425 CONTRAT 4004123356"], money: "out", low: 61, high: 61 }],
];

/** A French bank's one-page statement that opens overdrawn (the previous balance in the debit column) and closes in credit: Date/Valeur/Nature/Débit/Crédit, dd/mm/yyyy, totals and the new balance as rows. */
function frenchOverdrawn(): HoldoutStatement {
  const opening = -312.45;
  const made = spanBookings({ seed: 18701, kinds: FRO, fixed: FRO_FIXED, from: "2025-04-01", to: "2025-04-30", count: 17, opening, perBalance: false, next: true, fill: (t, f) => t.replace("{paid}", `${f.paid.slice(8, 10)}/${f.paid.slice(5, 7)}`).replace("{n10}", digits(f.n, 10)) });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Banque Parisienne de Crédit", accountHolder: "M. Pierre Dubois", iban: "FR6230003015420005087132662", currency: "EUR", periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const d = (x: string) => ddmmyyyy(x, "/");
  const side = (v: number) => `<td class="r">${v < 0 ? de(v) : ""}</td><td class="r">${v >= 0 ? de(v) : ""}</td>`;
  const rows = bookings.map((b) => `<tr><td class="nw">${d(b.date)}</td><td class="nw">${d(b.valueDate)}</td><td>${lines(b.lines)}</td>${side(b.amount)}</tr>`).join("");
  const body = `<div class="sheet"><table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:13pt">Banque Parisienne de Crédit</b><br>Agence Paris République<br>12 place de la République, 75003 Paris</td><td>RELEVÉ DE COMPTE n° 4<br>du 01/04/2025 au 30/04/2025<br>Page 1/1</td></tr></table>
  <table style="margin-bottom:5mm"><tr><td style="width:55%">M. Pierre Dubois<br>27 rue du Faubourg du Temple<br>75011 Paris</td><td>Compte de dépôt n° 00050871326<br>IBAN : FR62 3000 3015 4200 0508 7132 662<br>BIC : BPCRFRPPXXX<br>Montants en euros</td></tr></table>
  <table><thead><tr><th style="width:10%">Date</th><th style="width:10%">Valeur</th><th>Nature de l'opération</th><th class="r" style="width:13%">Débit</th><th class="r" style="width:13%">Crédit</th></tr></thead><tbody>
  <tr class="bal"><td></td><td></td><td><b>SOLDE PRÉCÉDENT AU 31/03/2025</b></td>${side(opening)}</tr>${rows}
  <tr class="bal"><td></td><td></td><td><b>TOTAUX DES MOUVEMENTS</b></td><td class="r"><b>${de(debits(bookings))}</b></td><td class="r"><b>${de(credits(bookings))}</b></td></tr>
  <tr class="bal"><td></td><td></td><td><b>NOUVEAU SOLDE AU 30/04/2025</b></td>${side(closing)}</tr></tbody></table>
  <p class="s" style="margin-top:4mm">Votre autorisation de découvert : 800,00 €. Taux annuel effectif global du découvert : 16,35 %. En cas de réclamation, contactez votre conseiller ou le Service Relations Clientèle, 75450 Paris Cedex 09. Médiateur : mediateur.bpc.fr</p>${foot("Banque Parisienne de Crédit · SA au capital de 1 061 005 000 € · 552 120 222 RCS Paris · ORIAS 07 022 493 · Page 1/1")}</div>`;
  return { name: "h-fr-overdrawn", layout: "one page, Date/Valeur/Nature de l'opération/Débit/Crédit dd/mm/yyyy, opens overdrawn with 'SOLDE PRÉCÉDENT AU' in the debit column and closes in credit, TOTAUX DES MOUVEMENTS and NOUVEAU SOLDE rows, overdraft interest and fee texts holding dates, one-line card texts", html: page(`${TIGHT_STYLE} body { font-size: 8pt; } thead th { border-bottom: 1px solid #000; background: #e8e8f4; } tr.bal td { background: #f4f4f4; }`, body), truth };
}

// ---------------------------------------------------------------- Italian postal bank (amounts before the description)

const ITP: readonly Kind[] = [
  { lines: ["PAGAMENTO POS", "{paid} {time} CARTA *4412 ESSELUNGA VIA RIPAMONTI MILANO"], money: "out", low: 9, high: 140, card: true },
  { lines: ["PAGAMENTO POS", "{paid} {time} CARTA *4412 FARMACIA CORVETTO MILANO"], money: "out", low: 5, high: 60, card: true },
  { lines: ["POSTAGIRO", "A FAVORE DI GIANNI FERRARI", "CAUSALE: QUOTA REGALO MATRIMONIO"], money: "out", low: 30, high: 150, step: 10 },
  { lines: ["PRELIEVO ATM POSTAMAT", "{paid} {time} UFFICIO POSTALE MILANO 55"], money: "out", low: 50, high: 250, step: 50, card: true },
  { lines: ["RICARICA POSTEPAY", "CARTA N. ****7730"], money: "out", low: 25, high: 150, step: 25 },
  { lines: ["BONIFICO SEPA A VOSTRO FAVORE", "DA: LUCA RUSSO", "CAUSALE: RIMBORSO SPESE CONDOMINIO"], money: "in", low: 20, high: 200 },
];
const ITP_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-02-05", { lines: ["ADDEBITO DIRETTO SDD", "A2A ENERGIA SPA", "MANDATO N. 0012-33 ID CR IT160010000012883820967"], money: "out", low: 118.4, high: 118.4 }],
  ["2025-02-27", { lines: ["BONIFICO SEPA A VOSTRO FAVORE", "DA: STUDIO TECNICO BELLINI SRL", "CAUSALE: STIPENDIO FEBBRAIO 2025"], money: "in", low: 2134.8, high: 2134.8 }],
  ["2025-03-05", { lines: ["ADDEBITO DIRETTO SDD", "A2A ENERGIA SPA", "MANDATO N. 0012-33 ID CR IT160010000012883820967"], money: "out", low: 96.15, high: 96.15 }],
  ["2025-03-10", { lines: ["PAGAMENTO BOLLETTINO", "TARI COMUNE DI MILANO RATA 1/2025"], money: "out", low: 163, high: 163 }],
  ["2025-03-27", { lines: ["BONIFICO SEPA A VOSTRO FAVORE", "DA: STUDIO TECNICO BELLINI SRL", "CAUSALE: STIPENDIO MARZO 2025"], money: "in", low: 2134.8, high: 2134.8 }],
  ["2025-03-31", { lines: ["IMPOSTA DI BOLLO", "E/C DAL 01/02/2025 AL 31/03/2025"], money: "out", low: 5.7, high: 5.7 }],
  ["2025-03-31", { lines: ["CANONE MENSILE CONTO", "FEBBRAIO-MARZO 2025"], money: "out", low: 7, high: 7 }],
];

/** An Italian postal bank's bimonthly statement: DATA/VALUTA/ADDEBITI/ACCREDITI before the description, dd/mm/yy, a saldo disponibile beside the accounting balance, 2 pages. */
function italianPostal(): HoldoutStatement {
  const opening = 1688.92;
  const made = spanBookings({ seed: 18801, kinds: ITP, fixed: ITP_FIXED, from: "2025-02-01", to: "2025-03-31", count: 31, opening, perBalance: false, next: true, fill: (t, f) => t.replace("{paid}", ddmmyyyy(f.paid, "/")).replace("{time}", f.time.replace(":", ".")) });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Banca Postale Lombarda", accountHolder: "GIULIA ROSSI", iban: "IT30X0760103200001044779212", currency: "EUR", periodFrom: "2025-02-01", periodTo: "2025-03-31", openingBalance: opening, closingBalance: closing, bookings };
  const d = (x: string) => `${x.slice(8, 10)}/${x.slice(5, 7)}/${x.slice(2, 4)}`;
  const pages = paged(bookings, 16, 22);
  // What may be spent: the balance less a card payment not yet booked, plus the arranged credit line.
  const available = round2(closing - 42.3 + 500);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:13pt">Banca Postale Lombarda</b><br>ESTRATTO CONTO<br>CONTO CORRENTE BANCOPOSTA N. 001044779212</td><td>PERIODO DAL 01/02/25 AL 31/03/25<br>PAGINA ${p + 1} DI ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">GIULIA ROSSI<br>VIA CAMPANINI 8<br>20137 MILANO MI</td><td>INTESTATO A: GIULIA ROSSI<br>IBAN: IT30 X076 0103 2000 0104 4779 212<br>DIVISA: EUR</td></tr></table><table class="box" style="width:70%;margin-bottom:5mm;border:1px solid #999"><tr><td>SALDO CONTABILE INIZIALE AL 31/01/25</td><td class="r">${de(opening)}</td></tr><tr><td>TOTALE ADDEBITI</td><td class="r">${de(debits(bookings))}</td></tr><tr><td>TOTALE ACCREDITI</td><td class="r">${de(credits(bookings))}</td></tr><tr><td><b>SALDO CONTABILE FINALE AL 31/03/25</b></td><td class="r"><b>${de(closing)}</b></td></tr><tr><td>SALDO DISPONIBILE AL 31/03/25</td><td class="r">${de(available)}</td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td></td><td></td><td></td><td class="r">${de(opening)}</td><td><b>SALDO INIZIALE</b></td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${d(b.date)}</td><td class="nw">${d(b.valueDate)}</td><td class="r">${b.amount < 0 ? de(b.amount) : ""}</td><td class="r">${b.amount > 0 ? de(b.amount) : ""}</td><td>${lines(b.lines)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td></td><td></td><td class="r"><b>${de(debits(bookings))}</b></td><td class="r"><b>${de(credits(bookings))}</b></td><td><b>TOTALE USCITE / ENTRATE</b></td></tr><tr class="bal"><td></td><td></td><td></td><td class="r"><b>${de(closing)}</b></td><td><b>SALDO FINALE</b></td></tr>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th style="width:9%">DATA</th><th style="width:9%">VALUTA</th><th class="r" style="width:13%">ADDEBITI</th><th class="r" style="width:13%">ACCREDITI</th><th>DESCRIZIONE DELLE OPERAZIONI</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${last ? "" : `<p class="s" style="text-align:right">SEGUE</p>`}${foot(`Banca Postale Lombarda S.p.A. · Viale Europa 190, 00144 Roma · Aderente al Fondo Interbancario di Tutela dei Depositi · PAGINA ${p + 1} DI ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "h-it-postal", layout: "amounts before the text: DATA/VALUTA/ADDEBITI/ACCREDITI/DESCRIZIONE DELLE OPERAZIONI, dd/mm/yy, two months, SALDO INIZIALE/TOTALE/SALDO FINALE rows with the label after the figure, summary box with a saldo disponibile that is no booking's balance, 2 pages", html: page(`${TIGHT_STYLE} body { font-size: 8pt; } thead th { border-bottom: 1px solid #000; background: #fff3b0; } tr.bal td { background: #fafafa; }`, body), truth };
}

// ---------------------------------------------------------------- Canadian bank (date after the amounts)

const CAT: readonly Kind[] = [
  { lines: ["TIM HORTONS #2211"], money: "out", low: 2.5, high: 14 },
  { lines: ["METRO #712 MONTREAL"], money: "out", low: 18, high: 160 },
  { lines: ["SEND E-TFR ***{code}"], money: "out", low: 20, high: 300, step: 5 },
  { lines: ["E-TRANSFER ***{code}"], money: "in", low: 20, high: 250, step: 5 },
  { lines: ["ATM W/D NPT MONT-ROYAL"], money: "out", low: 40, high: 200, step: 20 },
  { lines: ["SAQ 23108 MONTREAL"], money: "out", low: 16, high: 90 },
  { lines: ["JEAN COUTU #077"], money: "out", low: 6, high: 55 },
  { lines: ["AMZN MKTP CA WWW.AMAZON.CA"], money: "out", low: 12, high: 140 },
];
const CAT_FIXED: readonly (readonly [string, Kind])[] = [
  ["2024-12-20", { lines: ["HYDRO-QUEBEC BPY"], money: "out", low: 142.18, high: 142.18 }],
  ["2024-12-27", { lines: ["STM PAY"], money: "in", low: 2188.4, high: 2188.4 }],
  ["2025-01-01", { lines: ["RENT/LOYER GESTION PLATEAU"], money: "out", low: 1275, high: 1275 }],
  ["2025-01-03", { lines: ["GST CANADA"], money: "in", low: 129.75, high: 129.75 }],
  ["2025-01-06", { lines: ["VIDEOTRON LTEE BPY"], money: "out", low: 96.57, high: 96.57 }],
  ["2025-01-10", { lines: ["STM PAY"], money: "in", low: 2188.4, high: 2188.4 }],
  ["2025-01-17", { lines: ["MONTHLY PLAN FEE"], money: "out", low: 16.95, high: 16.95 }],
];

/** A Canadian bank's bilingual statement from December into January: Description/Withdrawals/Deposits/Date/Balance with the date after the amounts, "DEC20" dates, the balance on a day's last row only, 2 pages. */
function canadianDateAfter(): HoldoutStatement {
  const opening = 1587.62;
  const made = spanBookings({ seed: 18901, kinds: CAT, fixed: CAT_FIXED, from: "2024-12-20", to: "2025-01-17", count: 38, opening, perBalance: true, fill: (t, f) => t.replace("{code}", f.n.toString(36).slice(-3)) });
  const bookings = dayEndBalances(made.bookings);
  const closing = made.closing;
  const truth: HoldoutTruth = { bank: "Banque Laurentienne du Nord", accountHolder: "ALEXANDRE GAGNON", iban: null, currency: "CAD", periodFrom: "2024-12-20", periodTo: "2025-01-17", openingBalance: opening, closingBalance: closing, bookings };
  const mon = (d: string) => `${EN_MON[Number(d.slice(5, 7)) - 1]!.toUpperCase()}${d.slice(8, 10)}`;
  const pages = paged(bookings, 20, 28);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const before = sumTo(opening, pages.slice(0, p).flat());
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:13pt">Banque Laurentienne du Nord</b><br>Statement of Account / Relevé de compte</td><td>Branch / Succursale 3104 · Account / Compte 3104-6627581<br>Statement period / Période : DEC 20, 2024 - JAN 17, 2025<br>Page ${p + 1} of / de ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:5mm"><tr><td style="width:55%">ALEXANDRE GAGNON<br>4521 RUE DE BRÉBEUF<br>MONTRÉAL QC H2J 3L1</td><td>Everyday Chequing Account / Compte chèques courant<br>Currency / Devise : CAD</td></tr></table>` : ""
      }`;
      const first = `<tr class="bal"><td>${p === 0 ? "STARTING BALANCE / SOLDE DE DÉPART" : "BALANCE FORWARD / SOLDE REPORTÉ"}</td><td></td><td></td><td class="nw">${p === 0 ? "DEC20" : ""}</td><td class="r">${en(before)}</td></tr>`;
      const rows = list.map((b) => `<tr><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="nw">${mon(b.date)}</td><td class="r">${b.balance === null ? "" : en(b.balance)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td><b>CLOSING BALANCE / SOLDE DE FERMETURE</b></td><td></td><td></td><td class="nw">JAN17</td><td class="r"><b>${en(closing)}</b></td></tr>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th>Description</th><th class="r" style="width:15%">Withdrawals /<br>Retraits</th><th class="r" style="width:15%">Deposits /<br>Dépôts</th><th style="width:8%">Date</th><th class="r" style="width:15%">Balance /<br>Solde</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${foot(`Banque Laurentienne du Nord · Member of CDIC / Membre de la SADC · Please report errors or omissions within 30 days / Veuillez signaler toute erreur ou omission dans les 30 jours · Page ${p + 1} of / de ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "h-ca-date-after", layout: "bilingual English/French headings, Description/Withdrawals-Retraits/Deposits-Dépôts/Date/Balance-Solde with the date after the amounts, 'DEC20' dates across the turn of the year, one-line texts, balance on a day's last row only, starting/forward/closing balance rows, 2 pages", html: page(`${TIGHT_STYLE} thead th { border-bottom: 1.5px solid #1a5336; font-size: 7.6pt; vertical-align: bottom; } tr.bal td { background: #eef5f0; }`, body), truth };
}

/** The eighth held-out batch, in a fixed order. */
export function holdoutStatementsH(): HoldoutStatement[] {
  return [usBusiness(), usConsumer(), ukBuildingSociety(), ukAppBank(), germanCooperative(), germanPostal(), frenchOverdrawn(), italianPostal(), canadianDateAfter()];
}
