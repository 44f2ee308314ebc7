import { figure, lines, MONTHS, page, sumTo, type HoldoutBooking, type HoldoutStatement, type HoldoutTruth } from "./statement-holdout.ts";
import { bookingDrawer, count, credits, debits, digits, en, EN_MON, foot, iban, paged, spaced, UNBROKEN_STYLE, type Fill, type Kind } from "./statement-holdout-kit.ts";

/**
 * A fifteenth held-out batch of bank statements, written by someone who had not read the
 * statement rules, had not run them on it and did not look at how earlier batches were read, and
 * committed before it was first read: its first reading measures layouts the rules have never
 * seen. It keeps to the mainstream personal current accounts a typical user in Europe and North
 * America uploads (an American national bank and an online bank, a Canadian big-five bank, a
 * British and a European app bank, a German smartphone bank, a money-transfer account, a French
 * postal bank and an Austrian savings bank), in layouts and combinations unlike the 119 before it:
 * - an American national bank's personal checking statement over a cycle from mid-May to
 *   mid-June: a "CHECKING SUMMARY" with an INSTANCES column (Beginning Balance, Deposits and
 *   Additions, ATM & Debit Card Withdrawals, Electronic Withdrawals, Fees, Ending Balance), then
 *   one "TRANSACTION DETAIL" table "DATE | DESCRIPTION | AMOUNT | BALANCE" with yearless "05/16"
 *   dates, signed "-45.20" amounts, a balance on every row, "Beginning Balance" and "Ending
 *   Balance" rows with no date, card texts holding the purchase day ("Card Purchase 05/15 …"),
 *   ACH payroll texts wrapped over three lines, no currency named, 3 pages;
 * - an American online bank's checking account, "DATE | DESCRIPTION | CATEGORY | AMOUNT |
 *   BALANCE": unpadded "Apr 3" dates, a Debit/Credit category column BEFORE the amount, amounts
 *   signed with a space before the dollar sign ("- $45.20", "+ $2,612.40"), "$" on every
 *   balance, Opening Balance and Closing Balance rows, a one-row summary across the page with the
 *   interest earned, no currency named, 3 pages;
 * - a Canadian bank's chequing account, "Date | Description | Amounts deducted from your account
 *   ($) | Amounts added to your account ($) | Balance ($)": "Apr 03" dates, an "Opening balance"
 *   row, a "Closing totals" row holding both totals and the closing balance, a one-row summary
 *   across the page, "(continued)" titles, no currency named, 3 pages;
 * - a British app bank's personal account, "DATE | TYPE | TRANSACTION | IN | OUT | ACCOUNT
 *   BALANCE": dd/mm/yyyy, the payment type in words in a column of its own before the text
 *   (CONTACTLESS, FASTER PAYMENT, DIRECT DEBIT, …), money in BEFORE money out, "£" on every
 *   figure, Opening and Closing Balance rows, a summary box, 2 pages;
 * - a European app bank's euro statement for an Irish customer: a balance summary as a table
 *   across the page ("Product | Opening balance | Money out | Money in | Closing balance"), then
 *   "Date | Description | Money out | Money in | Balance" with unpadded "1 Apr 2025" dates, "€"
 *   on every figure, texts over two and three lines ("To: …", "Reference: …", a masked card
 *   number), no opening or closing rows in the table, 3 pages;
 * - a German smartphone bank's "Kontoauszug", "Beschreibung | Verbuchungsdatum | Betrag": the
 *   text FIRST and the booking date after it, each booking over three to five lines (the other
 *   party, "Mastercard • Lebensmittel"-style kind and category, the other party's IBAN and BIC,
 *   the purpose, "Wertstellung dd.mm.yyyy" as the last line: the value date only in the text),
 *   "-12,34€"/"+100,00€" amounts, no running balance, the balances only in an "Übersicht" box at
 *   the end, 3 pages;
 * - a money-transfer account's euro statement with a Belgian IBAN, listed NEWEST FIRST:
 *   "Description | Incoming | Outgoing | Balance" with no date column, each booking's date
 *   printed as "29 April 2025" at the start of its second text line beside the transaction
 *   number, card texts quoting the amount ("Card transaction of 12.50 EUR issued by …"),
 *   outgoing amounts with a minus, a balance on every row, a summary box above, 3 pages;
 * - a French postal bank's "relevé de vos comptes", "Date | Opérations | Débit (€) | Crédit
 *   (€)": yearless "02/04" dates, no value date, card texts holding the purchase day "01.04.25"
 *   over "CARTE NUMERO 412", "Ancien solde au" and "Nouveau solde au" rows and a "Total des
 *   opérations" row, a "Situation de vos comptes" summary naming a savings account with no
 *   bookings beside the current account, space thousands, 3 pages;
 * - an Austrian savings bank's "Kontoauszug", "Buchungsdatum | Buchungstext | Valuta | Betrag
 *   in EUR": dd.mm.yyyy, the value date AFTER the text, a leading minus on debits and credits
 *   unsigned, card texts over three lines whose last line quotes the amount, the terminal, the
 *   day and the time ("POS 23,45 AT D4 03.04. 18:12"), "Alter Kontostand per" and "Neuer
 *   Kontostand per" rows, the sums of debits and credits below, 3 pages.
 * Every page repeats a header and a footer.
 */

/** Batch O's draws: a card payment up to two days before its booking; one that would fall before the statement's first day is made on the booking day. */
const spanBookings = bookingDrawer({ cardDays: 3, early: "booking" });

/** As the other batches' unbroken rows, with the balance rows in bold. */
const STYLE_O = `${UNBROKEN_STYLE} tr.bal td { font-weight: bold; } tr.tot td { border-top: 1px solid #999; }`;

const dd = (d: string) => d.slice(8, 10);
const mm = (d: string) => d.slice(5, 7);
const dmyLong = (d: string, sep: string) => `${dd(d)}${sep}${mm(d)}${sep}${d.slice(0, 4)}`;
const de = (v: number) => figure(v, "de");
const fr = (v: number) => figure(v, "fr");
const monthEn = (d: string) => MONTHS.en[Number(mm(d)) - 1]!;
const monEn = (d: string) => EN_MON[Number(mm(d)) - 1]!;

/** How a layout prints the particulars a booking text may name. */
interface Forms {
  readonly paid?: (d: string) => string;
  readonly date?: (d: string) => string;
  readonly amount?: (v: number) => string;
}

/** A booking text's placeholders filled: {paid} (the payment day), {date} (the booking day), {amt}, {time} and {nK} for a K-digit reference. */
const fillWith = (forms: Forms) => (t: string, f: Fill) =>
  t
    .replace("{paid}", (forms.paid ?? String)(f.paid))
    .replace("{date}", (forms.date ?? String)(f.date))
    .replace("{amt}", (forms.amount ?? String)(f.value))
    .replace("{time}", f.time)
    .replace(/\{n(\d+)\}/gu, (_m, k: string) => digits(f.n, Number(k)));

/** Rows of a kind's booking, kept with the columns the layout prints beside the text. */
const withCols = (made: { bookings: HoldoutBooking[]; fills: { columns: readonly string[] }[] }) => made.bookings.map((b, i) => ({ b, cols: made.fills[i]!.columns }));

// ---------------------------------------------------------------- American national bank (summary with instances, one detail table)

const US: readonly Kind[] = [
  { lines: ["Card Purchase {paid} Mariano's #8412 Chicago IL Card 4412"], money: "out", low: 12, high: 160, card: true, columns: ["card"] },
  { lines: ["Card Purchase With Pin {paid} Walgreens #4120 Chicago IL Card 4412"], money: "out", low: 6, high: 70, card: true, columns: ["card"] },
  { lines: ["Card Purchase {paid} Lyft *Ride Sat 9Pm Lyft.Com CA Card 4412"], money: "out", low: 9, high: 38, card: true, columns: ["card"] },
  { lines: ["Card Purchase {paid} Chipotle 1412 Chicago IL Card 4412"], money: "out", low: 11, high: 32, card: true, columns: ["card"] },
  { lines: ["ATM Withdrawal {paid} 3512 S Halsted St Chicago IL Card 4412"], money: "out", low: 40, high: 300, step: 20, card: true, columns: ["card"] },
  { lines: ["Zelle Payment To Luis Reyes Jpm99b{n6}"], money: "out", low: 20, high: 250, step: 5, columns: ["elec"] },
  { lines: ["Zelle Payment From Ana Gomez Bacc{n10}"], money: "in", low: 20, high: 300, step: 5, columns: ["dep"] },
  { lines: ["Venmo Cashout PPD ID: 5264681992"], money: "in", low: 25, high: 400, columns: ["dep"] },
];
const usPayroll = (day: string, trace: string): Kind => ({
  lines: [`Orig CO Name:Midwest Health Sys Orig ID:1412077310 Desc Date:${day} CO Entry`, `Descr:Payroll Sec:PPD Trace#:0710000${trace} Eed:${day} Ind ID:E412077`, "Ind Name:Marisol T Reyes Trn: 1501412077Tc"],
  money: "in",
  low: 2418.77,
  high: 2418.77,
  columns: ["dep"],
});
const US_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-16", usPayroll("250516", "11412077")],
  ["2025-05-19", { lines: ["Comed Pay Bill 4120773100 Web ID: 9000412077"], money: "out", low: 84.12, high: 84.12, columns: ["elec"] }],
  ["2025-05-20", { lines: ["Recurring Card Purchase {paid} Netflix.Com Netflix.Com CA Card 4412"], money: "out", low: 15.49, high: 15.49, card: true, columns: ["card"] }],
  ["2025-05-30", usPayroll("250530", "11412078")],
  ["2025-06-02", { lines: ["Online Payment 24120773100 To Lakeview Property Mgmt 06/02"], money: "out", low: 1650, high: 1650, columns: ["elec"] }],
  ["2025-06-04", { lines: ["Discover E-Payment 4412 Web ID: 2510020270"], money: "out", low: 312.4, high: 312.4, columns: ["elec"] }],
  ["2025-06-06", { lines: ["Online Transfer To Sav ...7731 Transaction#: 24120773101"], money: "out", low: 200, high: 200, columns: ["elec"] }],
  ["2025-06-12", { lines: ["Monthly Service Fee"], money: "out", low: 12, high: 12, columns: ["fee"] }],
];

/** An American national bank's personal checking: a summary with instances, one detail table with a signed amount and a balance per row, 3 pages. */
function usNational(): HoldoutStatement {
  const opening = 1842.37;
  const from = "2025-05-14";
  const to = "2025-06-12";
  const mmdd = (d: string) => `${mm(d)}/${dd(d)}`;
  const made = spanBookings({ seed: 61101, kinds: US, fixed: US_FIXED, from, to, count: 34, opening, perBalance: true, fill: fillWith({ paid: mmdd }) });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Keystone Union Bank, N.A.", accountHolder: "MARISOL T REYES", iban: null, currency: null, periodFrom: from, periodTo: to, openingBalance: opening, closingBalance: closing, bookings };
  const signed = (v: number) => `${v < 0 ? "-" : ""}${en(v)}`;
  const dollars = (v: number) => `${v < 0 ? "-" : ""}$${en(v)}`;
  const rowsAll = withCols(made);
  const ofKind = (kind: string) => rowsAll.filter((x) => x.cols[0] === kind).map((x) => x.b);
  const line = (label: string, kind: string) => {
    const list = ofKind(kind);
    return `<tr><td>${label}</td><td class="r">${list.length}</td><td class="r">${signed(sumTo(0, list))}</td></tr>`;
  };
  const usLong = (d: string) => `${monthEn(d)} ${dd(d)}, ${d.slice(0, 4)}`;
  const pages = paged(bookings, 13, 17);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#0b4f9c">KEYSTONE UNION BANK</b><br>Keystone Union Bank, N.A.<br>P O Box 182051<br>Columbus, OH 43218 - 2051</td><td>${usLong(from)} through ${usLong(to)}<br>Account Number: 000000412077310</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">MARISOL T REYES<br>1412 W 38TH ST APT 3B<br>CHICAGO IL 60609-2214</td><td><b>CUSTOMER SERVICE INFORMATION</b><table class="box"><tr><td>Web site:</td><td>keystoneunion.com</td></tr><tr><td>Service Center:</td><td>1-800-412-0773</td></tr><tr><td>Para Espanol:</td><td>1-888-412-0774</td></tr><tr><td>International Calls:</td><td>1-713-262-1679</td></tr></table></td></tr></table>
  <p style="margin:2mm 0 1mm 0"><b>CHECKING SUMMARY</b> &nbsp; Keystone Total Checking</p><table class="box" style="width:70%;margin-bottom:4mm;border-top:1.5px solid #0b4f9c;border-bottom:1.5px solid #0b4f9c"><tr><td></td><td class="r"><b>INSTANCES</b></td><td class="r"><b>AMOUNT</b></td></tr><tr><td>Beginning Balance</td><td></td><td class="r">${dollars(opening)}</td></tr>${line("Deposits and Additions", "dep")}${line("ATM &amp; Debit Card Withdrawals", "card")}${line("Electronic Withdrawals", "elec")}${line("Fees", "fee")}<tr><td><b>Ending Balance</b></td><td class="r"><b>${bookings.length}</b></td><td class="r"><b>${dollars(closing)}</b></td></tr></table>`
          : ""
      }`;
      const title = `<p style="margin:2mm 0 1mm 0"><b>TRANSACTION DETAIL${p === 0 ? "" : " (continued)"}</b></p>`;
      const first = p === 0 ? `<tr class="bal"><td></td><td>Beginning Balance</td><td></td><td class="r">${dollars(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${mmdd(b.date)}</td><td class="nw">${lines(b.lines)}</td><td class="r">${signed(b.amount)}</td><td class="r">${signed(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td></td><td>Ending Balance</td><td></td><td class="r">${dollars(closing)}</td></tr>` : "";
      const note = last
        ? `<p class="s" style="margin-top:3mm">A monthly Service Fee was charged to your Keystone Total Checking account. Here are three ways you can avoid this fee during any statement period: electronic deposits of $500 or more, a balance of $1,500 or more at the beginning of each day, or an average beginning day balance of $5,000 or more. IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC FUNDS TRANSFERS: Call us at 1-800-412-0773 or write us at the address on the front of this statement immediately if you think your statement or receipt is incorrect.</p>`
        : "";
      return `<div class="sheet">${top}${title}<table><thead><tr><th style="width:9%">DATE</th><th>DESCRIPTION</th><th class="r" style="width:13%">AMOUNT</th><th class="r" style="width:13%">BALANCE</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Keystone Union Bank, N.A. Member FDIC · ${usLong(from)} through ${usLong(to)} · Account Number: 000000412077310 · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "o-us-national-instances", layout: "personal checking over mid-May to mid-June: CHECKING SUMMARY with an INSTANCES column, then one TRANSACTION DETAIL table DATE/DESCRIPTION/AMOUNT/BALANCE with yearless 'MM/DD' dates, signed '-45.20' amounts, a balance on every row, undated Beginning/Ending Balance rows, card texts holding the purchase day, ACH payroll texts over three lines, '(continued)' titles, no currency named, 3 pages", html: page(`${STYLE_O} body { font-size: 7.8pt; } thead th { border-bottom: 1.5px solid #0b4f9c; }`, body), truth };
}

// ---------------------------------------------------------------- American online bank (category column, "- $45.20")

const OB: readonly Kind[] = [
  { lines: ["Debit Card Purchase - TRADER JOE S #533 ARLINGTON VA"], money: "out", low: 14, high: 140 },
  { lines: ["Debit Card Purchase - SAFEWAY #4120 ARLINGTON VA"], money: "out", low: 9, high: 120 },
  { lines: ["Digital Card Purchase - AMAZON MKTPL*NB4R21 Amzn.com/bill WA"], money: "out", low: 9, high: 120 },
  { lines: ["Debit Card Purchase - WMATA MOBILE WASHINGTON DC"], money: "out", low: 5, high: 40, step: 5 },
  { lines: ["Zelle money sent to KEVIN PARK"], money: "out", low: 20, high: 200, step: 5 },
  { lines: ["Zelle money received from ANNA LEE"], money: "in", low: 15, high: 180, step: 5 },
  { lines: ["ATM Withdrawal - CARDINAL CAFE CLARENDON VA"], money: "out", low: 40, high: 200, step: 20 },
  { lines: ["Withdrawal to VENMO", "PAYMENT 1041207731"], money: "out", low: 10, high: 120 },
  { lines: ["Deposit from VENMO", "CASHOUT 1041207731"], money: "in", low: 20, high: 200 },
];
const OB_PAY: Kind = { lines: ["Deposit from FAIRFAX CO PUB SCH", "PAYROLL 0412077"], money: "in", low: 2612.4, high: 2612.4 };
const OB_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["Withdrawal to AVALONBAY COMM", "RENT 412077"], money: "out", low: 2145, high: 2145 }],
  ["2025-04-04", OB_PAY],
  ["2025-04-09", { lines: ["Withdrawal to DOMINION ENERGY", "BILLPAY 4120773100"], money: "out", low: 96.31, high: 96.31 }],
  ["2025-04-15", { lines: ["Withdrawal to CHASE CREDIT CRD", "EPAY 4120773"], money: "out", low: 742.18, high: 742.18 }],
  ["2025-04-18", OB_PAY],
  ["2025-04-22", { lines: ["Withdrawal to VERIZON WIRELESS", "PAYMENTREC 4120773"], money: "out", low: 85, high: 85 }],
  ["2025-04-25", { lines: ["Transfer to 360 Performance Savings...4412"], money: "out", low: 500, high: 500 }],
  ["2025-04-30", { lines: ["Monthly Interest Paid"], money: "in", low: 0.31, high: 0.31 }],
];

/** An American online bank's checking account: a Debit/Credit category column before amounts signed "- $45.20", Opening/Closing Balance rows, 3 pages. */
function usOnline(): HoldoutStatement {
  const opening = 3120.84;
  const made = spanBookings({ seed: 61201, kinds: OB, fixed: OB_FIXED, from: "2025-04-01", to: "2025-04-30", count: 37, opening, perBalance: true, fill: fillWith({}) });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Cardinal Direct Bank, N.A.", accountHolder: "PRIYA N DESAI", iban: null, currency: null, periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const monD = (d: string) => `${monEn(d)} ${Number(dd(d))}`;
  const dollars = (v: number) => `${v < 0 ? "-" : ""}$${en(v)}`;
  const plusMinus = (v: number) => `${v < 0 ? "-" : "+"} $${en(v)}`;
  const pages = paged(bookings, 13, 18);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#a6192e">Cardinal</b><b style="font-size:14pt;color:#004977"> Direct</b><br>PRIYA N DESAI</td><td>STATEMENT PERIOD<br><b>Apr 1 - Apr 30, 2025</b><br>360 Checking - 36041207731<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">PRIYA N DESAI<br>2412 N PIERCE ST APT 7<br>ARLINGTON VA 22209-1412</td><td>Questions? Call 1-888-464-0727<br>cardinaldirect.com<br>Cardinal Direct Bank, N.A.<br>P.O. Box 60, St. Cloud, MN 56302</td></tr></table>
  <p style="margin:2mm 0 1mm 0"><b>ACCOUNT SUMMARY</b></p><table class="box" style="margin-bottom:4mm;border:1px solid #004977"><tr><td><b>Account</b></td><td class="r"><b>Opening Balance</b></td><td class="r"><b>Closing Balance</b></td><td class="r"><b>Annual Percentage Yield Earned</b></td><td class="r"><b>Interest Earned This Period</b></td><td class="r"><b>YTD Interest Paid</b></td></tr><tr><td>360 Checking...7731</td><td class="r">${dollars(opening)}</td><td class="r">${dollars(closing)}</td><td class="r">0.10%</td><td class="r">$0.31</td><td class="r">$1.19</td></tr></table>`
          : ""
      }`;
      const title = `<p style="margin:2mm 0 1mm 0"><b>360 Checking - 36041207731</b></p>`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">Apr 1</td><td>Opening Balance</td><td></td><td></td><td class="r">${dollars(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${monD(b.date)}</td><td class="nw">${lines(b.lines)}</td><td>${b.amount < 0 ? "Debit" : "Credit"}</td><td class="r">${plusMinus(b.amount)}</td><td class="r">${dollars(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td class="nw">Apr 30</td><td>Closing Balance</td><td></td><td></td><td class="r">${dollars(closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Annual Percentage Yield Earned is based on the interest earned during this statement period and the average daily balance. Products and services are offered by Cardinal Direct Bank, N.A., Member FDIC. In case of errors or questions about your electronic transfers, call 1-888-464-0727.</p>` : "";
      return `<div class="sheet">${top}${title}<table><thead><tr><th style="width:8%">DATE</th><th>DESCRIPTION</th><th style="width:10%">CATEGORY</th><th class="r" style="width:14%">AMOUNT</th><th class="r" style="width:14%">BALANCE</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Cardinal Direct Bank, N.A. · Member FDIC · 360 Checking - 36041207731 · Apr 1 - Apr 30, 2025 · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "o-us-online-category", layout: "online bank checking DATE/DESCRIPTION/CATEGORY/AMOUNT/BALANCE: unpadded 'Apr 3' dates, a Debit/Credit category column before amounts signed with a space before the dollar sign ('- $45.20', '+ $2,612.40'), '$' on every balance, Opening/Closing Balance rows, a one-row summary across the page with the interest earned, no currency named, 3 pages", html: page(`${STYLE_O} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #004977; }`, body), truth };
}

// ---------------------------------------------------------------- Canadian bank ("Amounts deducted / added", Closing totals row)

const CA: readonly Kind[] = [
  { lines: ["Debit Card Purchase, LOBLAWS #1412"], money: "out", low: 20, high: 180 },
  { lines: ["Debit Card Purchase, TIM HORTONS #4412"], money: "out", low: 3, high: 18 },
  { lines: ["Debit Card Purchase, SHOPPERS DRUG MART #0773"], money: "out", low: 8, high: 90 },
  { lines: ["Debit Card Purchase, PRESTO FARE/E4120773"], money: "out", low: 10, high: 60, step: 5 },
  { lines: ["INTERAC e-Transfer Sent", "JULIE ROY"], money: "out", low: 20, high: 300, step: 5 },
  { lines: ["INTERAC e-Transfer Received", "MARC GAGNON"], money: "in", low: 20, high: 250, step: 5 },
  { lines: ["ABM Withdrawal, 412 BANK ST OTTAWA"], money: "out", low: 40, high: 300, step: 20 },
  { lines: ["Online Transfer to Deposit Account-7731"], money: "out", low: 100, high: 600, step: 50 },
];
const CA_PAY: Kind = { lines: ["Direct Deposit, GOVT CANADA PAY", "PAY/PAYE 41207731"], money: "in", low: 2841.55, high: 2841.55 };
const CA_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["Pre-Authorized Payment, MINTO PROPERTIES", "RENT APR"], money: "out", low: 1895, high: 1895 }],
  ["2025-04-10", CA_PAY],
  ["2025-04-14", { lines: ["Pre-Authorized Payment, HYDRO OTTAWA"], money: "out", low: 112.48, high: 112.48 }],
  ["2025-04-17", { lines: ["Online Bill Payment, ROGERS"], money: "out", low: 104.52, high: 104.52 }],
  ["2025-04-24", CA_PAY],
  ["2025-04-28", { lines: ["Pre-Authorized Payment, BELAIR INSURANCE"], money: "out", low: 163.2, high: 163.2 }],
  ["2025-04-30", { lines: ["Monthly Plan Fee"], money: "out", low: 16.95, high: 16.95 }],
];

/** A Canadian bank's chequing account: "Amounts deducted / added" columns, an Opening balance row and a Closing totals row, 3 pages. */
function caDeducted(): HoldoutStatement {
  const opening = 3245.67;
  const made = spanBookings({ seed: 61301, kinds: CA, fixed: CA_FIXED, from: "2025-04-01", to: "2025-04-30", count: 39, opening, perBalance: true, fill: fillWith({}) });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Dominion Harbour Bank", accountHolder: "OLIVIER TREMBLAY", iban: null, currency: null, periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const monDD = (d: string) => `${monEn(d)} ${dd(d)}`;
  const signed = (v: number) => `${v < 0 ? "-" : ""}${en(v)}`;
  const pages = paged(bookings, 15, 20);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#0079c1">Dominion Harbour Bank</b><br>Everyday Banking Statement</td><td>For the period ending April 30, 2025<br>Statement period Apr 1, 2025 to Apr 30, 2025<br>Primary Chequing Account # 4412 1207-731<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">MR OLIVIER TREMBLAY<br>412-77 CLARENCE ST<br>OTTAWA ON K1N 5P5</td><td>Transit number 04412<br>Branch: Rideau &amp; Sussex, Ottawa<br>Customer service 1-877-225-4120</td></tr></table>
  <p style="margin:2mm 0 1mm 0"><b>Summary of your account</b></p><table class="box" style="margin-bottom:4mm;border:1px solid #0079c1"><tr><td><b>Account</b></td><td class="r"><b>Opening balance</b></td><td class="r"><b>Total amounts deducted</b></td><td class="r"><b>Total amounts added</b></td><td class="r"><b>Closing balance</b></td></tr><tr><td>Primary Chequing Account<br># 4412 1207-731</td><td class="r">$${en(opening)}</td><td class="r">$${en(debits(bookings))}</td><td class="r">$${en(credits(bookings))}</td><td class="r">$${en(closing)}</td></tr></table>`
          : ""
      }`;
      const title = `<p style="margin:2mm 0 1mm 0"><b>Here's what happened in your account${p === 0 ? "" : " (continued)"}</b></p>`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">Apr 01</td><td>Opening balance</td><td></td><td></td><td class="r">${signed(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${monDD(b.date)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${signed(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="bal tot"><td></td><td>Closing totals</td><td class="r">${en(debits(bookings))}</td><td class="r">${en(credits(bookings))}</td><td class="r">${signed(closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Please report any errors or omissions within 30 days of the statement date. Eligible deposits are protected by the Canada Deposit Insurance Corporation. Dominion Harbour Bank is a member of CDIC.</p>` : "";
      return `<div class="sheet">${top}${title}<table><thead><tr><th style="width:8%">Date</th><th>Description</th><th class="r" style="width:15%">Amounts deducted from your account ($)</th><th class="r" style="width:15%">Amounts added to your account ($)</th><th class="r" style="width:13%">Balance ($)</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`® Registered trade-mark of Dominion Harbour Bank · Primary Chequing Account # 4412 1207-731 · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "o-ca-deducted-added", layout: "chequing Date/Description/Amounts deducted from your account ($)/Amounts added to your account ($)/Balance ($): 'Apr 03' dates, one- and two-line texts, a balance on every row, an Opening balance row and a Closing totals row holding both totals and the closing balance, a one-row summary across the page, '(continued)' titles, no currency named, 3 pages", html: page(`${STYLE_O} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #0079c1; }`, body), truth };
}

// ---------------------------------------------------------------- British app bank (type column in words, IN before OUT, £ on every figure)

const UK: readonly Kind[] = [
  { lines: ["Tesco"], money: "out", low: 3, high: 40, columns: ["CONTACTLESS"] },
  { lines: ["Sainsbury's"], money: "out", low: 15, high: 120, columns: ["CHIP &amp; PIN"] },
  { lines: ["Pret A Manger"], money: "out", low: 3, high: 15, columns: ["APPLE PAY"] },
  { lines: ["TfL Travel Charge"], money: "out", low: 3, high: 12, columns: ["APPLE PAY"] },
  { lines: ["Amazon"], money: "out", low: 8, high: 90, columns: ["ONLINE PAYMENT"] },
  { lines: ["Deliveroo"], money: "out", low: 12, high: 40, columns: ["ONLINE PAYMENT"] },
  { lines: ["Jack Turner", "Pub quiz"], money: "out", low: 5, high: 60, step: 5, columns: ["FASTER PAYMENT"] },
  { lines: ["Megan Hughes", "Holiday deposit"], money: "in", low: 20, high: 200, step: 10, columns: ["FASTER PAYMENT"] },
  { lines: ["Cardtronics Bristol"], money: "out", low: 20, high: 100, step: 10, columns: ["CASH WITHDRAWAL"] },
];
const UK_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["Harbourside Lettings", "RENT FLAT 3"], money: "out", low: 1150, high: 1150, columns: ["STANDING ORDER"] }],
  ["2025-04-03", { lines: ["Bristol City Council", "COUNCIL TAX 41207731"], money: "out", low: 168, high: 168, columns: ["DIRECT DEBIT"] }],
  ["2025-04-08", { lines: ["Octopus Energy", "A-4120773"], money: "out", low: 96.4, high: 96.4, columns: ["DIRECT DEBIT"] }],
  ["2025-04-14", { lines: ["EE Limited"], money: "out", low: 32, high: 32, columns: ["DIRECT DEBIT"] }],
  ["2025-04-25", { lines: ["Avon Design Studio Ltd", "SALARY APR 25"], money: "in", low: 2486.33, high: 2486.33, columns: ["FASTER PAYMENT"] }],
  ["2025-04-30", { lines: ["Interest Earned"], money: "in", low: 1.12, high: 1.12, columns: ["DEPOSIT INTEREST"] }],
];

/** A British app bank's personal account: the payment type in words in its own column, money in before money out, £ on every figure, 2 pages. */
function ukAppBank(): HoldoutStatement {
  const opening = 2108.52;
  const made = spanBookings({ seed: 61401, kinds: UK, fixed: UK_FIXED, from: "2025-04-01", to: "2025-04-30", count: 38, opening, perBalance: true, fill: fillWith({}) });
  const { bookings, closing } = made;
  const code = iban("GB", "KFSH60837141207731");
  const truth: HoldoutTruth = { bank: "Kingfisher Bank Limited", accountHolder: "Hannah Price", iban: code, currency: "GBP", periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const pounds = (v: number) => `${v < 0 ? "-" : ""}£${en(v)}`;
  const pages = paged(withCols(made), 18, 28);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#6935d3">kingfisher</b><br>Statement for Personal Account · GBP</td><td>Hannah Price<br>Sort code 60-83-71 &nbsp; Account number 41207731<br>01/04/2025 - 30/04/2025<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">Ms Hannah Price<br>Flat 3, 21 Cumberland Road<br>Bristol<br>BS1 6UX</td><td><table class="box" style="border:1px solid #6935d3"><tr><td>Opening Balance</td><td class="r">${pounds(opening)}</td></tr><tr><td>Money In</td><td class="r">${pounds(credits(bookings))}</td></tr><tr><td>Money Out</td><td class="r">${pounds(debits(bookings))}</td></tr><tr><td><b>Closing Balance</b></td><td class="r"><b>${pounds(closing)}</b></td></tr></table><span class="s">IBAN ${spaced(code)} · BIC KFSHGB2L</span></td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">01/04/2025</td><td></td><td>Opening Balance</td><td></td><td></td><td class="r">${pounds(opening)}</td></tr>` : "";
      const rows = list.map(({ b, cols }) => `<tr><td class="nw">${dmyLong(b.date, "/")}</td><td class="nw">${cols[0]}</td><td>${lines(b.lines)}</td><td class="r">${b.amount > 0 ? pounds(b.amount) : ""}</td><td class="r">${b.amount < 0 ? pounds(-b.amount) : ""}</td><td class="r">${pounds(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td class="nw">30/04/2025</td><td></td><td>Closing Balance</td><td></td><td></td><td class="r">${pounds(closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Your eligible deposits with Kingfisher Bank are protected up to a total of £85,000 by the Financial Services Compensation Scheme, the UK's deposit guarantee scheme.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:11%">DATE</th><th style="width:16%">TYPE</th><th>TRANSACTION</th><th class="r" style="width:12%">IN</th><th class="r" style="width:12%">OUT</th><th class="r" style="width:14%">ACCOUNT BALANCE</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Kingfisher Bank Limited is registered in England and Wales (No. 09412077) and authorised by the Prudential Regulation Authority. Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "o-uk-app-type-words", layout: "app bank personal account DATE/TYPE/TRANSACTION/IN/OUT/ACCOUNT BALANCE: dd/mm/yyyy, the payment type in words in its own column before the text, money in BEFORE money out, '£' on every figure, one- and two-line texts, Opening/Closing Balance rows, summary box, 2 pages", html: page(`${STYLE_O} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #6935d3; color: #6935d3; }`, body), truth };
}

// ---------------------------------------------------------------- European app bank, Irish customer (summary table across, € on every figure)

const IE_CARD = "Card: 537410******4412";
const IE: readonly Kind[] = [
  { lines: ["Tesco", "To: Tesco, Dublin 8", IE_CARD], money: "out", low: 6, high: 90 },
  { lines: ["Lidl", "To: Lidl, Rathmines", IE_CARD], money: "out", low: 5, high: 70 },
  { lines: ["TFI Leap", "To: Transport for Ireland, Dublin", IE_CARD], money: "out", low: 5, high: 30, step: 5 },
  { lines: ["Deliveroo", "To: Deliveroo, Dublin", IE_CARD], money: "out", low: 12, high: 45 },
  { lines: ["Transfer to Ciarán Walsh", "Reference: concert tickets"], money: "out", low: 20, high: 120, step: 5 },
  { lines: ["Payment from Conor Byrne", "Reference: dinner"], money: "in", low: 10, high: 80, step: 5 },
  { lines: ["Apple Pay top-up by *7731"], money: "in", low: 50, high: 300, step: 50 },
  { lines: ["Cash at Grafton St ATM", IE_CARD], money: "out", low: 20, high: 200, step: 20 },
];
const IE_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["Transfer to Ballsbridge Lettings Ltd", "Reference: RENT APRIL APT 4"], money: "out", low: 1650, high: 1650 }],
  ["2025-04-03", { lines: ["Electric Ireland", "To: Electric Ireland, Direct debit"], money: "out", low: 88.5, high: 88.5 }],
  ["2025-04-10", { lines: ["Vodafone Ireland", "To: Vodafone, Direct debit"], money: "out", low: 30, high: 30 }],
  ["2025-04-15", { lines: ["Spotify", "To: Spotify, Stockholm", IE_CARD], money: "out", low: 11.99, high: 11.99 }],
  ["2025-04-25", { lines: ["Payment from Liffey Analytics Ltd", "Reference: SALARY APR 2025"], money: "in", low: 3318.4, high: 3318.4 }],
  ["2025-04-30", { lines: ["Premium plan fee"], money: "out", low: 9.99, high: 9.99 }],
];

/** A European app bank's euro statement for an Irish customer: the balance summary as a table across the page, Money out/Money in/Balance with € on every figure, 3 pages. */
function ieAppBank(): HoldoutStatement {
  const opening = 2214.06;
  const made = spanBookings({ seed: 61501, kinds: IE, fixed: IE_FIXED, from: "2025-04-01", to: "2025-04-30", count: 34, opening, perBalance: true, fill: fillWith({}) });
  const { bookings, closing } = made;
  const code = iban("IE", "NOVA99036041207731");
  const truth: HoldoutTruth = { bank: "Novalt Bank UAB", accountHolder: "Siobhán Kelly", iban: code, currency: "EUR", periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const euros = (v: number) => `${v < 0 ? "-" : ""}€${en(v)}`;
  const day = (d: string) => `${Number(dd(d))} ${monEn(d)} ${d.slice(0, 4)}`;
  const pages = paged(bookings, 11, 17);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:16pt">EUR Statement</b><br>Generated on the 1 May 2025</td><td class="r"><b style="font-size:12pt">Novalt</b><br>Novalt Bank UAB<br>2 Dublin Landings, North Wall Quay<br>Dublin 1, D01 V4A3, Ireland</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b>Siobhán Kelly</b><br>14 Leinster Road<br>Rathmines<br>Dublin 6<br>D06 X412</td><td>IBAN &nbsp; ${spaced(code)}<br>BIC &nbsp; NOVAIE22</td></tr></table>
  <p style="margin:2mm 0 1mm 0"><b>Balance summary</b></p><table class="box" style="margin-bottom:4mm"><tr style="border-bottom:1px solid #999"><td><b>Product</b></td><td class="r"><b>Opening balance</b></td><td class="r"><b>Money out</b></td><td class="r"><b>Money in</b></td><td class="r"><b>Closing balance</b></td></tr><tr><td>Account (Current Account)</td><td class="r">${euros(opening)}</td><td class="r">${euros(debits(bookings))}</td><td class="r">${euros(credits(bookings))}</td><td class="r">${euros(closing)}</td></tr><tr><td><b>Total</b></td><td class="r"><b>${euros(opening)}</b></td><td class="r"><b>${euros(debits(bookings))}</b></td><td class="r"><b>${euros(credits(bookings))}</b></td><td class="r"><b>${euros(closing)}</b></td></tr></table><p class="s">The balance on your statement might differ from the balance shown in your app. The statement balance only reflects completed transactions, while the app shows the balance available for use, which accounts for pending transactions.</p>`
          : ""
      }`;
      const title = `<p style="margin:2mm 0 1mm 0"><b>Account transactions from 1 April 2025 to 30 April 2025</b></p>`;
      const rows = list.map((b) => `<tr><td class="nw">${day(b.date)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? euros(-b.amount) : ""}</td><td class="r">${b.amount > 0 ? euros(b.amount) : ""}</td><td class="r">${euros(b.balance!)}</td></tr>`).join("");
      return `<div class="sheet">${top}${title}<table><thead><tr><th style="width:12%">Date</th><th>Description</th><th class="r" style="width:13%">Money out</th><th class="r" style="width:13%">Money in</th><th class="r" style="width:13%">Balance</th></tr></thead><tbody>${rows}</tbody></table>${foot(`Report lost or stolen card: +353 1 412 0773 · Get help directly in app · Novalt Bank UAB is authorised by the Bank of Lithuania and regulated by the Central Bank of Ireland for conduct of business rules. © 2025 Novalt Bank UAB · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "o-ie-app-summary-across", layout: "app bank euro statement for an Irish customer: balance summary as a table across the page (Product/Opening balance/Money out/Money in/Closing balance), then Date/Description/Money out/Money in/Balance with unpadded '1 Apr 2025' dates, '€' on every figure, texts over two and three lines (To:, Reference:, masked card), no opening or closing rows in the table, 3 pages", html: page(`${STYLE_O} body { font-size: 8pt; } thead th { border-bottom: 1px solid #191c1f; }`, body), truth };
}

// ---------------------------------------------------------------- German smartphone bank (text first, booking date after, value date in the text)

const deIban = (blz: string, account: string) => iban("DE", `${blz}${account}`);
const DE_FRIEND = `IBAN: ${deIban("86055592", "1090412077")} • BIC: WELADE8LXXX`;
const DE: readonly Kind[] = [
  { lines: ["REWE Markt GmbH", "Mastercard • Lebensmittel"], money: "out", low: 8, high: 110, card: true },
  { lines: ["Lieferando.de", "Mastercard • Restaurants & Cafés"], money: "out", low: 14, high: 48, card: true },
  { lines: ["DB Vertrieb GmbH", "Mastercard • Transport & Auto"], money: "out", low: 9, high: 120, card: true },
  { lines: ["dm-drogerie markt", "Mastercard • Gesundheit & Drogerie"], money: "out", low: 4, high: 45, card: true },
  { lines: ["Sparkasse Leipzig", "Mastercard • Bargeldabhebungen"], money: "out", low: 20, high: 200, step: 10, card: true },
  { lines: ["Jonas Becker", "Ausgehende Überweisung • Freunde & Familie", DE_FRIEND, "Konzertkarten"], money: "out", low: 15, high: 120, step: 5 },
  { lines: ["Jonas Becker", "Gutschriften • Freunde & Familie", DE_FRIEND, "Anteil Einkauf"], money: "in", low: 10, high: 90, step: 5 },
];
const DE_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["Wohnungsgenossenschaft Lipsia eG", "Daueraufträge • Miete & Wohnen", `IBAN: ${deIban("86050200", "1100412077")} • BIC: SOLADES1LPZ`, "Miete April Whg 7"], money: "out", low: 640, high: 640 }],
  ["2025-04-02", { lines: ["Stadtwerke Leipzig GmbH", "Lastschriften • Haushalt & Nebenkosten", `IBAN: ${deIban("86050200", "1090077310")} • BIC: SOLADES1LPZ`, "Abschlag Strom 04/2025 Vertrag 4120773"], money: "out", low: 74, high: 74 }],
  ["2025-04-10", { lines: ["Netflix International B.V.", "Mastercard • Medien & Elektronik"], money: "out", low: 13.99, high: 13.99, card: true }],
  ["2025-04-15", { lines: ["Telefónica Germany GmbH & Co. OHG", "Lastschriften • Haushalt & Nebenkosten", `IBAN: ${deIban("70020270", "0015412077")} • BIC: HYVEDEMMXXX`, "O2 Rechnung 04/2025 Kd 4120773"], money: "out", low: 24.99, high: 24.99 }],
  ["2025-04-28", { lines: ["Leipziger Messe GmbH", "Gutschriften • Einkommen", `IBAN: ${deIban("86055592", "1100077310")} • BIC: WELADE8LXXX`, "Gehalt April 2025"], money: "in", low: 2864.15, high: 2864.15 }],
  ["2025-04-30", { lines: ["Mobilo Smart", "Gebühren • Kontoführung"], money: "out", low: 4.9, high: 4.9 }],
];

/** A German smartphone bank's statement: the text first and the booking date after it, the value date as the text's last line, no running balance, the balances in a box at the end, 3 pages. */
function deSmartphone(): HoldoutStatement {
  const opening = 2387.4;
  const made = spanBookings({ seed: 61601, kinds: DE, fixed: DE_FIXED, from: "2025-04-01", to: "2025-04-30", count: 33, opening, perBalance: false, fill: fillWith({}) });
  // A card payment's value date is the day it was made; the others are valued on their booking day.
  const bookings = made.bookings.map((b, i) => {
    const valueDate = made.fills[i]!.paid;
    return { ...b, valueDate, lines: [...b.lines, `Wertstellung ${dmyLong(valueDate, ".")}`] };
  });
  const { closing } = made;
  const code = deIban("10011001", "2412077310");
  const truth: HoldoutTruth = { bank: "Mobilo Bank SE", accountHolder: "Felix Wagner", iban: code, currency: "EUR", periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const signed = (v: number) => `${v < 0 ? "-" : "+"}${de(v)}€`;
  const pages = paged(bookings, 10, 15);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:16pt">mobilo</b><br>Felix Wagner</td><td class="r"><b>Kontoauszug</b><br>01.04.2025 bis 30.04.2025<br>Erstellt am 01.05.2025<br>Nr. 4/2025 · Seite ${p + 1} von ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">Felix Wagner<br>Karl-Liebknecht-Straße 41<br>04275 Leipzig</td><td class="r">IBAN: ${spaced(code)}<br>BIC: MOBLDEB1XXX</td></tr></table>`
          : ""
      }`;
      const rows = list.map((b) => `<tr><td><b>${lines(b.lines.slice(0, 1))}</b><br>${lines(b.lines.slice(1))}</td><td class="nw">${dmyLong(b.date, ".")}</td><td class="r">${signed(b.amount)}</td></tr>`).join("");
      const sums = last
        ? `<p style="margin:5mm 0 1mm 0"><b>Übersicht</b></p><table class="box" style="width:60%;border:1px solid #36a18b"><tr><td>Alter Kontostand</td><td class="r">${signed(opening)}</td></tr><tr><td>Ausgehende Transaktionen</td><td class="r">-${de(debits(bookings))}€</td></tr><tr><td>Eingehende Transaktionen</td><td class="r">+${de(credits(bookings))}€</td></tr><tr><td><b>Dein neuer Kontostand</b></td><td class="r"><b>${signed(closing)}</b></td></tr></table><p class="s" style="margin-top:2mm">Dieser Kontoauszug wird als Rechnungsabschluss gemäß Nr. 7 AGB erstellt. Einwendungen sind innerhalb von sechs Wochen zu erheben.</p>`
        : "";
      return `<div class="sheet">${top}<table><thead><tr><th>Beschreibung</th><th style="width:16%">Verbuchungsdatum</th><th class="r" style="width:15%">Betrag</th></tr></thead><tbody>${rows}</tbody></table>${sums}${foot(`Mobilo Bank SE · Voltastraße 8, 10179 Berlin · Amtsgericht Charlottenburg HRB 241207 · Vorstand: Anna Roth, Paul Krüger · Seite ${p + 1} von ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "o-de-smartphone-text-first", layout: "smartphone bank Kontoauszug Beschreibung/Verbuchungsdatum/Betrag: the text FIRST and the dd.mm.yyyy booking date after it, texts over three to five lines (party, kind • category, IBAN • BIC, purpose, 'Wertstellung dd.mm.yyyy' last: the value date only in the text), '-12,34€'/'+100,00€' amounts, no running balance, balances only in an Übersicht box at the end, 3 pages", html: page(`${STYLE_O} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #36a18b; } tbody td { border-bottom: 0.5px solid #ddd; }`, body), truth };
}

// ---------------------------------------------------------------- Money-transfer account, Belgian IBAN (newest first, the date inside the text)

const BE_CARD = "{date} · Card ending in 4412 · Transaction: CARD-{n9}";
const BE: readonly Kind[] = [
  { lines: ["Card transaction of {amt} EUR issued by Delhaize Antwerpen Zuid", BE_CARD], money: "out", low: 8, high: 95 },
  { lines: ["Card transaction of {amt} EUR issued by Sncb Nmbs Antwerpen", BE_CARD], money: "out", low: 5, high: 40 },
  { lines: ["Card transaction of {amt} EUR issued by Carrefour Express Meir", BE_CARD], money: "out", low: 4, high: 60 },
  { lines: ["Card transaction of {amt} EUR issued by Bol.com", BE_CARD], money: "out", low: 12, high: 110 },
  { lines: ["Sent money to Thomas Peeters", "{date} · Transaction: TRANSFER-{n9} · Reference: etentje"], money: "out", low: 15, high: 120, step: 5 },
  { lines: ["Received money from Emma Claes", "{date} · Transaction: TRANSFER-{n9} · Reference: terugbetaling"], money: "in", low: 10, high: 150, step: 5 },
  { lines: ["Cash withdrawal of {amt} EUR at Bpost Antwerpen", BE_CARD], money: "out", low: 20, high: 150, step: 10 },
];
const BE_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["Sent money to Immo Scheldekaai BV", "{date} · Transaction: TRANSFER-{n9} · Reference: huur april"], money: "out", low: 1080, high: 1080 }],
  ["2025-04-05", { lines: ["Direct debit payment to Engie Electrabel", "{date} · Transaction: DIRECT_DEBIT-{n9}"], money: "out", low: 118.4, high: 118.4 }],
  ["2025-04-14", { lines: ["Direct debit payment to Proximus", "{date} · Transaction: DIRECT_DEBIT-{n9}"], money: "out", low: 54.5, high: 54.5 }],
  ["2025-04-25", { lines: ["Received money from Havenconsult NV", "{date} · Transaction: TRANSFER-{n9} · Reference: SALARIS 04/2025"], money: "in", low: 3120.55, high: 3120.55 }],
];

/** A Belgian account number's national check digits (the first ten digits modulo 97). */
const beBban = (ten: string) => `${ten}${String(Number(BigInt(ten) % 97n) || 97).padStart(2, "0")}`;

/** A money-transfer account's euro statement listed newest first: no date column, each booking's date opening its second text line, a balance on every row, 3 pages. */
function beTransferAccount(): HoldoutStatement {
  const opening = 2864.22;
  const long = (d: string) => `${Number(dd(d))} ${monthEn(d)} ${d.slice(0, 4)}`;
  const made = spanBookings({ seed: 61701, kinds: BE, fixed: BE_FIXED, from: "2025-04-01", to: "2025-04-30", count: 36, opening, perBalance: true, fill: fillWith({ date: long, amount: en }) });
  const { bookings, closing } = made;
  const code = iban("BE", beBban("9674120773"));
  const truth: HoldoutTruth = { bank: "Sendwell Europe SA", accountHolder: "Lotte Janssens", iban: code, currency: "EUR", periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const signed = (v: number) => `${v < 0 ? "-" : ""}${en(v)}`;
  const pages = paged([...bookings].reverse(), 14, 20);
  const body = pages
    .map((list, p) => {
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:16pt">EUR statement</b><br>1 April 2025 - 30 April 2025</td><td class="r"><b style="font-size:13pt;color:#163300">sendwell</b><br>Generated on: 1 May 2025<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b>Lotte Janssens</b><br>Kloosterstraat 41 bus 2<br>2000 Antwerpen<br>Belgium</td><td><b>Account details</b><br>IBAN: ${spaced(code)}<br>Swift/BIC: SDWLBEB1XXX</td></tr></table>
  <table class="box" style="width:60%;margin-bottom:4mm;border:1px solid #9fe870"><tr><td>Opening balance on 1 April 2025</td><td class="r">${signed(opening)} EUR</td></tr><tr><td>Money in</td><td class="r">${en(credits(bookings))} EUR</td></tr><tr><td>Money out</td><td class="r">-${en(debits(bookings))} EUR</td></tr><tr><td><b>Closing balance on 30 April 2025</b></td><td class="r"><b>${signed(closing)} EUR</b></td></tr></table>`
          : ""
      }`;
      const rows = list.map((b) => `<tr><td class="nw"><b>${lines(b.lines.slice(0, 1))}</b><br><span style="color:#555">${lines(b.lines.slice(1))}</span></td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${b.amount < 0 ? signed(b.amount) : ""}</td><td class="r">${signed(b.balance!)}</td></tr>`).join("");
      return `<div class="sheet">${top}<table><thead><tr><th>Description</th><th class="r" style="width:12%">Incoming</th><th class="r" style="width:12%">Outgoing</th><th class="r" style="width:12%">Balance</th></tr></thead><tbody>${rows}</tbody></table>${foot(`Sendwell Europe SA · Rue du Trône 100, 3rd floor, 1050 Brussels · RPM 0741.412.077 · Sendwell Europe SA is authorised by the National Bank of Belgium as an electronic money institution. Need help? Visit sendwell.com/help · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "o-be-transfer-newest-first", layout: "money-transfer account euro statement listed NEWEST FIRST, Description/Incoming/Outgoing/Balance with no date column: each booking's date printed as '29 April 2025' at the start of its second text line beside the transaction number, card texts quoting the amount, outgoing amounts with a minus, a balance on every row, summary box above, Belgian IBAN, 3 pages", html: page(`${STYLE_O} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #163300; } tbody td { border-bottom: 0.5px solid #e2e2e2; }`, body), truth };
}

// ---------------------------------------------------------------- French postal bank (yearless dd/mm, no value date, Ancien/Nouveau solde rows)

const FR_CARD = "CARTE NUMERO 412";
const FR: readonly Kind[] = [
  { lines: ["ACHAT CB LECLERC BLOIS {paid}", FR_CARD], money: "out", low: 15, high: 160, card: true },
  { lines: ["ACHAT CB BOULANGERIE PAUL {paid}", FR_CARD], money: "out", low: 3, high: 20, card: true },
  { lines: ["ACHAT CB SNCF INTERNET {paid}", FR_CARD], money: "out", low: 20, high: 120, card: true },
  { lines: ["ACHAT CB AMAZON PAYMENTS {paid}", FR_CARD], money: "out", low: 10, high: 90, card: true },
  { lines: ["RETRAIT DAB {paid} BLOIS GARE", FR_CARD], money: "out", low: 20, high: 150, step: 10, card: true },
  { lines: ["VIREMENT INSTANTANE A M. JULIEN MOREAU", "REF : {n11}"], money: "out", low: 20, high: 150, step: 5 },
  { lines: ["VIREMENT DE MME CLAIRE LAMBERT", "REF : {n11} REMBOURSEMENT"], money: "in", low: 20, high: 200, step: 10 },
];
const FR_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-02", { lines: ["VIREMENT PERMANENT POUR SCI LES ACACIAS", "LOYER AVRIL 2025"], money: "out", low: 620, high: 620 }],
  ["2025-04-05", { lines: ["PRELEVEMENT DE FREE MOBILE", "REF : FM-4120773 MANDAT FMPAY412077"], money: "out", low: 19.99, high: 19.99 }],
  ["2025-04-07", { lines: ["PRELEVEMENT DE EDF CLIENTS PARTICULIERS", "REF : 41207731 ECH 07.04.25"], money: "out", low: 78, high: 78 }],
  ["2025-04-08", { lines: ["VIREMENT DE CAF DE LOIR ET CHER", "PRESTATIONS 03/2025"], money: "in", low: 142.3, high: 142.3 }],
  ["2025-04-12", { lines: ["COTISATION FORMULE DE COMPTE AVRIL"], money: "out", low: 6.5, high: 6.5 }],
  ["2025-04-15", { lines: ["PRELEVEMENT DE MAIF", "ECH 15.04.25 CONTRAT 4120773"], money: "out", low: 42.1, high: 42.1 }],
  ["2025-04-28", { lines: ["VIREMENT DE SAS VAL DE LOIRE LOGISTIQUE", "SALAIRE AVRIL 2025"], money: "in", low: 1986.42, high: 1986.42 }],
];

/** A French postal bank's relevé: yearless dd/mm dates with no value date, Débit/Crédit, Ancien/Nouveau solde rows, a summary naming a second account, 3 pages. */
function frPostal(): HoldoutStatement {
  const opening = 1564.83;
  const ddmmyy = (d: string) => `${dd(d)}.${mm(d)}.${d.slice(2, 4)}`;
  const made = spanBookings({ seed: 61801, kinds: FR, fixed: FR_FIXED, from: "2025-04-01", to: "2025-04-30", count: 35, opening, perBalance: false, fill: fillWith({ paid: ddmmyy }) });
  const { bookings, closing } = made;
  const code = iban("FR", "20041010040412077L02063");
  const truth: HoldoutTruth = { bank: "Banque des Postes et de l'Épargne", accountHolder: "Sophie Lambert", iban: code, currency: "EUR", periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const slash = (d: string) => `${dd(d)}/${mm(d)}`;
  const balanceCells = (v: number) => (v < 0 ? `<td class="r">${fr(v)}</td><td></td>` : `<td></td><td class="r">${fr(v)}</td>`);
  const pages = paged(bookings, 13, 20);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#21348c">Banque des Postes</b><br>Relevé de vos comptes</td><td>Relevé n° 4 · du 1er avril 2025 au 30 avril 2025<br>Madame Sophie Lambert<br>Page ${p + 1} / ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">MADAME SOPHIE LAMBERT<br>12 RUE DES VIOLETTES<br>41000 BLOIS</td><td>Votre conseiller : Centre financier d'Orléans<br>Tél. 3639 (service gratuit + prix d'un appel)</td></tr></table>
  <p style="margin:2mm 0 1mm 0"><b>Situation de vos comptes au 30 avril 2025</b></p><table class="box" style="width:90%;margin-bottom:4mm;border:1px solid #21348c"><tr><td><b>Vos comptes</b></td><td><b>N°</b></td><td class="r"><b>Solde précédent au 31/03/2025</b></td><td class="r"><b>Solde au 30/04/2025</b></td></tr><tr><td>Compte Courant Postal</td><td>0412077L020</td><td class="r">${fr(opening)}</td><td class="r">${fr(closing)}</td></tr><tr><td>Livret A</td><td>0412077M033</td><td class="r">5 820,14</td><td class="r">5 820,14</td></tr></table>`
          : ""
      }`;
      const title = `<p style="margin:2mm 0 1mm 0"><b>Compte Courant Postal n° 0412077L020${p === 0 ? "" : " (suite)"}</b>${p === 0 ? ` &nbsp; IBAN : ${spaced(code)} &nbsp; BIC : BPEPFRPPXXX` : ""}</p>`;
      const first = p === 0 ? `<tr class="bal"><td></td><td>Ancien solde au 31/03/2025</td>${balanceCells(opening)}</tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${slash(b.date)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? fr(b.amount) : ""}</td><td class="r">${b.amount > 0 ? fr(b.amount) : ""}</td></tr>`).join("");
      const end = last ? `<tr class="tot"><td></td><td>Total des opérations</td><td class="r">${fr(debits(bookings))}</td><td class="r">${fr(credits(bookings))}</td></tr><tr class="bal"><td></td><td>Nouveau solde au 30/04/2025</td>${balanceCells(closing)}</tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Vos dépôts sont couverts par le Fonds de Garantie des Dépôts et de Résolution dans la limite de 100 000 €. Conservez ce relevé, il vous sera utile pour toute réclamation.</p>` : "";
      return `<div class="sheet">${top}${title}<table><thead><tr><th style="width:8%">Date</th><th>Opérations</th><th class="r" style="width:14%">Débit (€)</th><th class="r" style="width:14%">Crédit (€)</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Banque des Postes et de l'Épargne – SA à Directoire et Conseil de surveillance au capital de 6 585 350 218 € – 115 rue de Sèvres 75275 Paris Cedex 06 – RCS Paris 421 100 645 – Page ${p + 1} / ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "o-fr-postal-yearless", layout: "postal bank relevé Date/Opérations/Débit (€)/Crédit (€): yearless 'dd/mm' dates, no value date, card texts holding the purchase day 'dd.mm.yy' over 'CARTE NUMERO 412', Ancien solde au/Nouveau solde au rows in the credit column, Total des opérations row, Situation de vos comptes summary naming a savings account without bookings, space thousands, 3 pages", html: page(`${STYLE_O} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #21348c; background: #eef0f8; }`, body), truth };
}

// ---------------------------------------------------------------- Austrian savings bank (value date after the text, POS lines quoting the amount)

const AT_POS = "POS {amt} AT D4 {paid} {time}";
const AT: readonly Kind[] = [
  { lines: ["Bezahlung Karte MC/000004412", "BILLA DANKT 0412 1070 WIEN", AT_POS], money: "out", low: 6, high: 95, card: true },
  { lines: ["Bezahlung Karte MC/000004412", "SPAR DANKT 5412 1060 WIEN", AT_POS], money: "out", low: 5, high: 80, card: true },
  { lines: ["Bezahlung Karte MC/000004412", "WIENER LINIEN TICKETSHOP 1030", AT_POS], money: "out", low: 3, high: 60, card: true },
  { lines: ["Bezahlung Karte MC/000004412", "AMAZON EU S.A R.L. LUXEMBOURG", AT_POS], money: "out", low: 10, high: 120, card: true },
  { lines: ["Auszahlung Karte MC/000004412", "AUTOMAT 00041207 K1 {paid} {time}"], money: "out", low: 50, high: 300, step: 50, card: true },
  { lines: ["Überweisung", "Maximilian Bauer", "Zahlungsreferenz: Konzertkarten"], money: "out", low: 20, high: 150, step: 5 },
  { lines: ["Gutschrift Überweisung", "Anna Wimmer", "Verwendungszweck: Geburtstagsgeschenk"], money: "in", low: 20, high: 150, step: 10 },
];
const AT_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["Dauerauftrag", "Gemeinnützige Wohnungsges. Alpenland", "Zahlungsreferenz: Miete 04/2025 Top 12"], money: "out", low: 780, high: 780 }],
  ["2025-04-03", { lines: ["SEPA-Lastschrift", "WIEN ENERGIE GMBH", "Mandat: 4120773 Vertragskonto 0041207731"], money: "out", low: 92, high: 92 }],
  ["2025-04-10", { lines: ["SEPA-Lastschrift", "A1 TELEKOM AUSTRIA AG", "Kd.Nr. 412077310 Rechnung 04/2025"], money: "out", low: 29.9, high: 29.9 }],
  ["2025-04-15", { lines: ["SEPA-Lastschrift", "WIENER STAEDTISCHE VERSICHERUNG", "Haushaltsversicherung 4120773"], money: "out", low: 21.37, high: 21.37 }],
  ["2025-04-28", { lines: ["Gutschrift Überweisung", "Technisches Büro Steiner GmbH", "Gehalt April 2025"], money: "in", low: 2745.8, high: 2745.8 }],
  ["2025-04-30", { lines: ["Kontoführung", "Kontopaket Komfort 04/2025"], money: "out", low: 7.9, high: 7.9 }],
];

/** An Austrian savings bank's statement: the value date after the text, debits with a leading minus and credits unsigned, Alter/Neuer Kontostand rows, 3 pages. */
function atSavings(): HoldoutStatement {
  const opening = 3552.19;
  const made = spanBookings({ seed: 61901, kinds: AT, fixed: AT_FIXED, from: "2025-04-01", to: "2025-04-30", count: 34, opening, perBalance: false, next: true, fill: fillWith({ paid: (d) => `${dd(d)}.${mm(d)}.`, amount: de }) });
  const { bookings, closing } = made;
  const code = iban("AT", "2011182412077310");
  const truth: HoldoutTruth = { bank: "Donau Sparkasse AG", accountHolder: "Lisa Huber", iban: code, currency: "EUR", periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const signed = (v: number) => `${v < 0 ? "-" : ""}${de(v)}`;
  const pages = paged(bookings, 11, 15);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#2870ed">Donau Sparkasse</b><br>Kontoauszug Nr. 4/2025 · Girokonto</td><td>IBAN ${spaced(code)}<br>BIC DSPKATWWXXX<br>Zeitraum 01.04.2025 - 30.04.2025 · Währung EUR<br>Seite ${p + 1} von ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">Frau<br>Lisa Huber<br>Neubaugasse 41/7<br>1070 Wien</td><td>Kontoinhaberin: Lisa Huber<br>Kontonummer 824-120-773/10<br>Erstellt am 02.05.2025</td></tr></table>` : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td></td><td>Alter Kontostand per 31.03.2025</td><td></td><td class="r">${signed(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${dmyLong(b.date, ".")}</td><td>${lines(b.lines)}</td><td class="nw">${dmyLong(b.valueDate, ".")}</td><td class="r">${signed(b.amount)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td></td><td>Neuer Kontostand per 30.04.2025</td><td></td><td class="r">${signed(closing)}</td></tr>` : "";
      const sums = last
        ? `<table class="box" style="width:55%;margin-top:4mm;border:1px solid #2870ed"><tr><td>Summe Belastungen (${count(bookings, -1)})</td><td class="r">-${de(debits(bookings))}</td></tr><tr><td>Summe Gutschriften (${count(bookings, 1)})</td><td class="r">${de(credits(bookings))}</td></tr></table><p class="s" style="margin-top:2mm">Bitte prüfen Sie die Buchungen. Einwendungen gegen den Kontoauszug sind innerhalb von zwei Monaten zu erheben. Einlagen sind bis 100.000 EUR durch die Einlagensicherung AUSTRIA gesichert.</p>`
        : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:13%">Buchungsdatum</th><th>Buchungstext</th><th style="width:12%">Valuta</th><th class="r" style="width:15%">Betrag in EUR</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${sums}${foot(`Donau Sparkasse AG · Am Belvedere 1, 1100 Wien · FN 412077 s · Handelsgericht Wien · Seite ${p + 1} von ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "o-at-valuta-after-text", layout: "savings bank Kontoauszug Buchungsdatum/Buchungstext/Valuta/Betrag in EUR: dd.mm.yyyy, the value date AFTER the text, a leading minus on debits and credits unsigned, card texts over three lines whose last quotes the amount, terminal, day and time ('POS 23,45 AT D4 03.04. 18:12'), Alter/Neuer Kontostand per rows, sums of debits and credits with counts below, no running balance, 3 pages", html: page(`${STYLE_O} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #2870ed; }`, body), truth };
}

/** Batch O, in a fixed order. */
export function holdoutStatementsO(): HoldoutStatement[] {
  return [usNational(), usOnline(), caDeducted(), ukAppBank(), ieAppBank(), deSmartphone(), beTransferAccount(), frPostal(), atSavings()];
}
