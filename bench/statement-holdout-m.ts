import { figure, lines, page, round2, sumTo, type HoldoutBooking, type HoldoutStatement, type HoldoutTruth } from "./statement-holdout.ts";
import { bookingDrawer, count, credits, debits, digits, en, EN_MON, filler, foot, iban, paged, spaced, UNBROKEN_STYLE, type Fill, type Kind } from "./statement-holdout-kit.ts";

/**
 * A thirteenth held-out batch of bank statements, written by someone who had not read the
 * statement rules, had not run them on it and did not look at how earlier batches were read, and
 * committed before it was first read: its first reading measures layouts the rules have never
 * seen. It keeps to the mainstream retail and small-business current accounts a typical user in
 * North America, Europe, India and South Africa uploads, in layouts and combinations unlike the
 * 101 before it:
 * - an American bank's small-business checking statement in sections ("Deposits and Other
 *   Additions", "Checks and Substitute Checks", "Banking/Debit Card Withdrawals and Purchases",
 *   "Online and Electronic Banking Deductions", "Other Deductions") whose rows set the AMOUNT
 *   BEFORE the description: "Date posted | Amount | Transaction description | Reference number",
 *   yearless "05/12" dates, checks as "Date paid | Check number | Amount | Reference number", a
 *   balance summary and a transaction summary counting each kind above, sections running on over
 *   pages under "- continued" titles, and a daily balance detail three to a row at the end (no
 *   booking's balance), no currency named, 3 pages;
 * - a British bank's current account with ordinal dates "1st Apr", "Date | Description | Money in
 *   | Money out | Balance" (money in BEFORE money out), a "Balance brought forward from 31st Mar
 *   Statement" row, card texts with the purchase day "ON 02-04-2025" on a second line, and the
 *   account summary in a box above, no currency named beyond "£", 2 pages;
 * - a Spanish bank's with "F.Contable | F.Valor | Cód. | Concepto | Observaciones | Importe |
 *   Saldo": dd/mm/yyyy, a three-digit operation-code column, the kind of operation and its
 *   particulars in two text columns side by side, a signed "-45,20" amount and the balance per
 *   row, a SALDO ANTERIOR row and the totals of charges and credits in a band at the end, 2 pages;
 * - a Dutch bank's business current account, "Datum | Omschrijving | Code | Rentedatum | Bedrag
 *   af | Bedrag bij": yearless "03-04" dates, the value date AFTER the text and a two-letter
 *   transaction code column, texts over three lines (other party, its IBAN, the description),
 *   no running balance, "Beginsaldo"/"Eindsaldo" lines above and below and a "Totaal" row, 3 pages;
 * - a Swiss cantonal bank's in French, "Date | Texte | Débit | Crédit | Valeur | Solde",
 *   dd.mm.yyyy, CHF with apostrophe thousands, "Solde reporté" / "Report à nouveau" rows at the
 *   foot and head of every page and a "Solde en votre faveur" row at the end, 3 pages;
 * - an Indian bank's detailed savings statement, "S No. | Value Date | Transaction Date | Cheque
 *   Number | Transaction Remarks | Withdrawal Amount (INR) | Deposit Amount (INR) | Balance
 *   (INR)": a running serial number, the value date BEFORE the transaction date, dd/mm/yyyy,
 *   UPI/NEFT/IMPS remarks over two lines, lakh grouping and the balances in a box above, 3 pages;
 * - a South African bank's cheque account with the date AFTER the amounts, "Details | Service
 *   Fee | Debits | Credits | Date | Balance": "05 21" month-and-day dates, "##" in the service-fee
 *   column, debits with a trailing minus "1,234.56-", a cycle from one month into the next, a
 *   BALANCE BROUGHT FORWARD row and a closing summary, 2 pages;
 * - a Quebec credit union's chequing account in French, "Date | Code | Description | Frais |
 *   Retrait | Dépôt | Solde": "03 AVR" dates, a two-letter operation code, "1 234,56" figures
 *   with space thousands, the monthly plan fee booked in the Frais column, a "Solde reporté" row
 *   and the other accounts of the member summarised above, 2 pages;
 * - a Danish bank's "kontoudskrift", "Dato | Tekst | Beløb | Saldo": dd.mm.yyyy, "-1.234,56"
 *   signed amounts, Dankort/MobilePay/Betalingsservice texts with a second line, the opening
 *   balance as a "Saldo fra forrige kontoudskrift" row, a summary box of money in and out above
 *   and a "Ny saldo" row, 2 pages.
 * Every page repeats a header and a footer.
 */

/** Batch M's draws: a card payment up to two days before its booking; one that would fall before the statement's first day is made on the booking day. */
const spanBookings = bookingDrawer({ cardDays: 3, early: "booking" });

const dd = (d: string) => d.slice(8, 10);
const mm = (d: string) => d.slice(5, 7);
const dmyLong = (d: string, sep: string) => `${dd(d)}${sep}${mm(d)}${sep}${d.slice(0, 4)}`;
const fr = (v: number) => figure(v, "fr");
const de = (v: number) => figure(v, "de");
const ch = (v: number) => figure(v, "ch");

/** Rows of a kind's booking, kept with the columns the layout prints beside the text. */
const withCols = (made: { bookings: HoldoutBooking[]; fills: { columns: readonly string[] }[] }) => made.bookings.map((b, i) => ({ b, cols: made.fills[i]!.columns }));

// ---------------------------------------------------------------- American small-business checking (amount before description)

const US_IN: readonly Kind[] = [
  { lines: ["Mobile Deposit"], money: "in", low: 180, high: 2400, columns: ["{n11}"] },
  { lines: ["Deposit"], money: "in", low: 350, high: 3800, columns: ["{n11}"] },
  { lines: ["Corporate ACH Deposit Square Inc", "Sq250512 Harborview Bakery LLC"], money: "in", low: 600, high: 2900, columns: ["00025{n10}"] },
];
const US_CARD: readonly Kind[] = [
  { lines: ["4417 Debit Card Purchase Costco Whse #0114", "Portland OR"], money: "out", low: 60, high: 640, card: true, columns: ["{n11}"] },
  { lines: ["4417 Debit Card Purchase Restaurant Depot", "Portland OR"], money: "out", low: 120, high: 880, card: true, columns: ["{n11}"] },
  { lines: ["4417 Debit Card Purchase Shell Oil 57442"], money: "out", low: 35, high: 95, card: true, columns: ["{n11}"] },
  { lines: ["4417 Recurring Debit Card Adobe *Acropro Subs", "San Jose CA"], money: "out", low: 19.99, high: 19.99, card: true, columns: ["{n11}"] },
  { lines: ["4417 Debit Card Purchase Webstaurantstore", "Lititz PA"], money: "out", low: 45, high: 420, card: true, columns: ["{n11}"] },
];
const US_EL: readonly Kind[] = [
  { lines: ["Zelle Payment To Marco Alvarez", "Jpm99b4{n6}"], money: "out", low: 150, high: 900, step: 25, columns: ["00051{n10}"] },
  { lines: ["ACH Web Sysco Portland Inv", "Ppd 0{n8}"], money: "out", low: 420, high: 2600, columns: ["00051{n10}"] },
];
const US_IN_FIXED: readonly (readonly [string, Kind])[] = [["2025-05-15", { lines: ["ACH Credit Doordash Inc Payouts", "St-H7{n6} Harborview Bakery"], money: "in", low: 1842.66, high: 1842.66, columns: ["00025{n10}"] }], ["2025-05-30", { lines: ["ACH Credit Doordash Inc Payouts", "St-H7{n6} Harborview Bakery"], money: "in", low: 2117.4, high: 2117.4, columns: ["00025{n10}"] }]];
const US_EL_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-01", { lines: ["ACH Web Lease Pmt Pearl District Props", "Unit 104 May Rent"], money: "out", low: 3850, high: 3850, columns: ["00051{n10}"] }],
  ["2025-05-05", { lines: ["ACH Web Gusto Net Pay", "Payroll 050525 Harborview"], money: "out", low: 7412.88, high: 7412.88, columns: ["00051{n10}"] }],
  ["2025-05-05", { lines: ["ACH Web Gusto Tax", "Tax 050525 Harborview"], money: "out", low: 2148.31, high: 2148.31, columns: ["00051{n10}"] }],
  ["2025-05-12", { lines: ["ACH Web Portland General Electric", "Web Online Pymt"], money: "out", low: 611.37, high: 611.37, columns: ["00051{n10}"] }],
  ["2025-05-19", { lines: ["ACH Web Gusto Net Pay", "Payroll 051925 Harborview"], money: "out", low: 7288.14, high: 7288.14, columns: ["00051{n10}"] }],
  ["2025-05-19", { lines: ["ACH Web Gusto Tax", "Tax 051925 Harborview"], money: "out", low: 2096.75, high: 2096.75, columns: ["00051{n10}"] }],
  ["2025-05-27", { lines: ["ACH Web The Hartford Insurance", "Policy 52SBA Harborview"], money: "out", low: 318.5, high: 318.5, columns: ["00051{n10}"] }],
];

/** A flowing list of sections cut into pages of so many row units, a cut section going on under its title and "- continued". */
interface Section {
  readonly title: string;
  readonly head: string;
  readonly rows: readonly { readonly html: string; readonly units: number }[];
  readonly total: string;
}
function flowSections(sections: readonly Section[], first: number, rest: number, tail: { html: string; units: number }): string[] {
  const sheets: string[] = [];
  let current = "";
  let room = first;
  const turn = () => {
    sheets.push(current);
    current = "";
    room = rest;
  };
  for (const section of sections) {
    if (room < 5) turn();
    let open = false;
    const start = (continued: boolean) => {
      current += `<p class="sec">${section.title}${continued ? " - continued" : ""}</p><table><thead>${section.head}</thead><tbody>`;
      room -= 2;
      open = true;
    };
    start(false);
    for (const row of section.rows) {
      if (room < row.units) {
        current += "</tbody></table>";
        turn();
        start(true);
      }
      current += row.html;
      room -= row.units;
    }
    if (open) current += `${section.total}</tbody></table>`;
    room -= 2;
  }
  if (room < tail.units) turn();
  current += tail.html;
  sheets.push(current);
  return sheets;
}

/** An American small-business checking statement: sections whose rows set the amount before the description, a reference column, checks by number, a daily balance grid, 3 pages. */
function usAmountFirst(): HoldoutStatement {
  const opening = 24432.07;
  const from = "2025-05-01";
  const to = "2025-05-31";
  const fill = filler(() => "");
  const ins = withCols(spanBookings({ seed: 41101, kinds: US_IN, fixed: US_IN_FIXED, from, to, count: 9, opening: 0, perBalance: false, fill }));
  const cards = withCols(spanBookings({ seed: 41102, kinds: US_CARD, from, to, count: 17, opening: 0, perBalance: false, fill }));
  const els = withCols(spanBookings({ seed: 41103, kinds: US_EL, fixed: US_EL_FIXED, from, to, count: 5, opening: 0, perBalance: false, fill }));
  const checkRows = [
    ["2025-05-06", 2041, 1275, "083004417120"],
    ["2025-05-09", 2042, 486.2, "083004417733"],
    ["2025-05-16", 2044, 2210, "083004418206"],
    ["2025-05-23", 2045, 94.18, "083004418861"],
  ] as const;
  const checks = checkRows.map(([date, no, value, ref]) => ({ b: { date, valueDate: date, lines: [String(no)], amount: -value, balance: null } as HoldoutBooking, cols: [ref] }));
  const fees = [{ b: { date: "2025-05-30", valueDate: "2025-05-30", lines: ["Service Charge Period Ending 05/30/2025"], amount: -25, balance: null } as HoldoutBooking, cols: ["00000000000"] }];
  const all = [...ins, ...checks, ...cards, ...els, ...fees].map((x) => x.b);
  const closing = sumTo(opening, all);
  const truth: HoldoutTruth = { bank: "Columbia Cascade Bank, National Association", accountHolder: "HARBORVIEW BAKERY LLC", iban: null, currency: null, periodFrom: from, periodTo: to, openingBalance: opening, closingBalance: closing, bookings: all };
  const md = (d: string) => `${mm(d)}/${dd(d)}`;
  const sum = (list: readonly { b: HoldoutBooking }[]) => round2(list.reduce((s, x) => s + Math.abs(x.b.amount), 0));
  const head = `<tr><th style="width:10%">Date posted</th><th class="r" style="width:13%">Amount</th><th>Transaction description</th><th class="r" style="width:19%">Reference number</th></tr>`;
  const row = ({ b, cols }: { b: HoldoutBooking; cols: readonly string[] }) => ({ html: `<tr><td class="nw">${md(b.date)}</td><td class="r">${en(b.amount)}</td><td>${lines(b.lines)}</td><td class="r">${cols[0]}</td></tr>`, units: b.lines.length });
  const total = (label: string, list: readonly { b: HoldoutBooking }[]) => `<tr class="tot"><td colspan="4">There ${list.length === 1 ? "was" : "were"} ${list.length} ${label} totaling $${en(sum(list))}.</td></tr>`;
  const sections: Section[] = [
    { title: "Deposits and Other Additions", head, rows: ins.map(row), total: total(ins.length === 1 ? "deposit and other addition" : "deposits and other additions", ins) },
    { title: "Checks and Substitute Checks", head: `<tr><th style="width:10%">Date paid</th><th style="width:14%">Check number</th><th class="r" style="width:13%">Amount</th><th class="r">Reference number</th></tr>`, rows: checks.map(({ b, cols }) => ({ html: `<tr><td class="nw">${md(b.date)}</td><td>${b.lines[0]}</td><td class="r">${en(b.amount)}</td><td class="r">${cols[0]}</td></tr>`, units: 1 })), total: `<tr class="tot"><td colspan="4">There were ${checks.length} checks listed totaling $${en(sum(checks))}. A gap in check sequence is marked by a missing number.</td></tr>` },
    { title: "Banking/Debit Card Withdrawals and Purchases", head, rows: cards.map(row), total: total("Banking/Debit Card Withdrawals and Purchases", cards) },
    { title: "Online and Electronic Banking Deductions", head, rows: els.map(row), total: total("Online or Electronic Banking Deductions", els) },
    { title: "Other Deductions", head, rows: fees.map(row), total: total("other deduction", fees) },
  ];
  const byDate = [...all].sort((a, b) => a.date.localeCompare(b.date));
  const daily = [...new Set(byDate.map((b) => b.date))].map((date) => ({ date, balance: sumTo(opening, byDate.filter((b) => b.date <= date)) }));
  const grid = [];
  for (let i = 0; i < daily.length; i += 3) grid.push(daily.slice(i, i + 3));
  const tail = {
    html: `<p class="sec">Daily Balance Detail</p><table style="width:90%"><thead><tr>${'<th>Date</th><th class="r">Ledger balance</th>'.repeat(3)}</tr></thead><tbody>${grid.map((r) => `<tr>${r.map((d) => `<td>${md(d.date)}</td><td class="r">${en(d.balance)}</td>`).join("")}${"<td></td><td></td>".repeat(3 - r.length)}</tr>`).join("")}</tbody></table>`,
    units: grid.length + 3,
  };
  const summary = `<table style="margin-bottom:3mm"><tr><td style="width:50%;vertical-align:top"><p class="sec">Balance Summary</p><table class="box"><tr><td>Beginning balance</td><td class="r">${en(opening)}</td></tr><tr><td>Deposits and other additions</td><td class="r">${en(sum(ins))}</td></tr><tr><td>Checks and other deductions</td><td class="r">${en(sum([...checks, ...cards, ...els, ...fees]))}</td></tr><tr><td><b>Ending balance</b></td><td class="r"><b>${en(closing)}</b></td></tr></table></td>
  <td style="vertical-align:top"><p class="sec">Transaction Summary</p><table class="box"><tr><td>Checks paid/written</td><td class="r">${checks.length}</td></tr><tr><td>Check-card POS transactions</td><td class="r">${cards.length}</td></tr><tr><td>Check-card/virtual POS PIN txn</td><td class="r">0</td></tr><tr><td>Total ATM/debit card transactions</td><td class="r">${cards.length}</td></tr></table></td></tr></table>`;
  const sheets = flowSections(sections, 24, 54, tail);
  const body = sheets
    .map((content, p) => {
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:13pt;color:#e35205">Columbia Cascade Bank</b><br>Business Checking Plus</td><td class="r">For the period 05/01/2025 to 05/31/2025<br>Primary account number: 41-2077-3318<br>Page ${p + 1} of ${sheets.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">HARBORVIEW BAKERY LLC<br>1207 NW JOHNSON ST<br>PORTLAND OR 97209-3311</td><td>Number of enclosures: 0<br>For 24-hour banking call 1-888-412-7700<br>Business banking: cascadebank.example/business</td></tr></table><p><b>Business Checking Plus Account Summary</b> &nbsp; HARBORVIEW BAKERY LLC &nbsp; Account number: 41-2077-3318</p>${summary}<p class="s">Average ledger balance ${en(round2(daily.reduce((s, d) => s + d.balance, 0) / daily.length))} &nbsp; Overdraft Protection has not been established for this account.</p><p><b>Activity Detail</b></p>` : ""
      }`;
      return `<div class="sheet">${top}${content}${foot(`Member FDIC · Equal Housing Lender · Columbia Cascade Bank, National Association · Page ${p + 1} of ${sheets.length}`)}</div>`;
    })
    .join("");
  return { name: "m-us-amount-first", layout: "business checking in sections (deposits, checks, card withdrawals, electronic deductions, other deductions) with Date posted/Amount/Transaction description/Reference number (amount BEFORE the text), yearless '05/12' dates, checks by number, balance and transaction summaries above, '- continued' titles, daily balance grid three to a row, 3 pages", html: page(`${UNBROKEN_STYLE} body { font-size: 7.8pt; } .sec { font-weight: bold; font-size: 9pt; margin: 3mm 0 1mm; color: #e35205; } thead th { border-bottom: 1px solid #555; background: #f2f2f2; } tr.tot td { border-top: 1px solid #999; font-style: italic; }`, body), truth };
}

// ---------------------------------------------------------------- British bank (ordinal dates, money in before money out)

const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th"}`;
const ukDay = (d: string) => `${ordinal(Number(dd(d)))} ${EN_MON[Number(mm(d)) - 1]}`;
const UK: readonly Kind[] = [
  { lines: ["CARD PAYMENT TO TESCO STORES 2231", "ON {paid}"], money: "out", low: 6, high: 95, card: true },
  { lines: ["CARD PAYMENT TO SAINSBURYS S/MKTS", "ON {paid}"], money: "out", low: 8, high: 110, card: true },
  { lines: ["CARD PAYMENT TO TFL TRAVEL CH", "ON {paid}"], money: "out", low: 2.8, high: 18.5, card: true },
  { lines: ["CARD PAYMENT TO AMAZON.CO.UK*R4{n5}", "ON {paid}"], money: "out", low: 7, high: 85, card: true },
  { lines: ["CASH WITHDRAWAL AT ALBION ATM", "HIGH ROAD ILFORD, ON {paid}"], money: "out", low: 20, high: 200, step: 10, card: true },
  { lines: ["FASTER PAYMENTS RECEIPT REF.SPLIT", "FROM PRIYA SHAH"], money: "in", low: 12, high: 160 },
  { lines: ["BILL PAYMENT VIA FASTER PAYMENT TO", "D EVANS REF FOOTBALL"], money: "out", low: 10, high: 60, step: 5 },
];
const UK_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["STANDING ORDER VIA FASTER PAYMENT TO", "FIELDGATE LETTINGS REF FLAT 3"], money: "out", low: 1150, high: 1150 }],
  ["2025-04-02", { lines: ["DIRECT DEBIT PAYMENT TO LB REDBRIDGE", "REF 40771203, MANDATE NO 0031"], money: "out", low: 168, high: 168 }],
  ["2025-04-07", { lines: ["DIRECT DEBIT PAYMENT TO OCTOPUS ENERGY", "REF A-4F12C7E0, MANDATE NO 0044"], money: "out", low: 96.5, high: 96.5 }],
  ["2025-04-14", { lines: ["DIRECT DEBIT PAYMENT TO VIRGIN MEDIA", "REF 412077120, MANDATE NO 0012"], money: "out", low: 54.99, high: 54.99 }],
  ["2025-04-25", { lines: ["BANK GIRO CREDIT REF NORTHGATE HEALTH", "LTD, SALARY APR"], money: "in", low: 2684.31, high: 2684.31 }],
  ["2025-04-28", { lines: ["DIRECT DEBIT PAYMENT TO THAMES WATER", "REF 9912044, MANDATE NO 0019"], money: "out", low: 41.2, high: 41.2 }],
  ["2025-04-30", { lines: ["MONTHLY ACCOUNT FEE"], money: "out", low: 4, high: 4 }],
];

/** A British bank's current account: ordinal "1st Apr" dates, money in before money out, a brought-forward row, the summary in a box, 2 pages. */
function ukOrdinal(): HoldoutStatement {
  const opening = 3187.62;
  const made = spanBookings({ seed: 41201, kinds: UK, fixed: UK_FIXED, from: "2025-04-01", to: "2025-04-30", count: 33, opening, perBalance: true, fill: filler((d) => dmyLong(d, "-")) });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Albion & Mercia Bank plc", accountHolder: "MR DANIEL OKAFOR", iban: iban("GB", "AMBK09012841207731"), currency: null, periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const pages = paged(bookings, 18, 27);
  const body = pages
    .map((list, p) => {
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#cc0000">Albion &amp; Mercia</b><br>Everyday Current Account</td><td>Account name: MR DANIEL OKAFOR<br>Sort code: 09-01-28 &nbsp; Account number: 41207731<br>Statement number: 04/2025<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">MR DANIEL OKAFOR<br>41 CRANBROOK ROAD<br>ILFORD<br>IG1 4PX</td><td><table class="box" style="border:1px solid #cc0000"><tr><td colspan="2"><b>Your account summary for 1st Apr 2025 to 30th Apr 2025</b></td></tr><tr><td>Balance brought forward from 31st Mar Statement</td><td class="r">£${en(opening)}</td></tr><tr><td>Total money in</td><td class="r">£${en(credits(bookings))}</td></tr><tr><td>Total money out</td><td class="r">£${en(debits(bookings))}</td></tr><tr><td><b>Your balance at close of business 30th Apr 2025</b></td><td class="r"><b>£${en(closing)}</b></td></tr></table></td></tr></table><p class="s">IBAN: ${spaced(truth.iban!)} &nbsp; BIC: AMBKGB2L. Arranged overdraft limit £500.00.</p>`
          : ""
      }`;
      const first = p === 0 ? `<tr><td></td><td><b>Balance brought forward from 31st Mar Statement</b></td><td></td><td></td><td class="r"><b>${en(opening)}</b></td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${ukDay(b.date)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const end = p === pages.length - 1 ? `<p class="s" style="margin-top:3mm">Balance carried forward to next statement: £${en(closing)}. Please check this statement carefully and tell us about any entries you do not recognise. Albion &amp; Mercia Bank plc is authorised by the Prudential Regulation Authority.</p>` : "";
      return `<div class="sheet">${top}<p><b>Your transactions</b></p><table><thead><tr><th style="width:9%">Date</th><th>Description</th><th class="r" style="width:13%">Money in</th><th class="r" style="width:13%">Money out</th><th class="r" style="width:13%">Balance</th></tr></thead><tbody>${first}${rows}</tbody></table>${end}${foot(`Albion &amp; Mercia Bank plc. Registered Office: 2 Triton Square, London NW1 3AN. Registered in England No. 2294747. Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "m-uk-ordinal-dates", layout: "ordinal '1st Apr' dates, Date/Description/Money in/Money out/Balance (money in BEFORE money out), 'Balance brought forward from 31st Mar Statement' row, card texts with 'ON dd-mm-yyyy' on a second line, summary box above, 2 pages", html: page(`${UNBROKEN_STYLE} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #cc0000; }`, body), truth };
}

// ---------------------------------------------------------------- Spanish bank (code column, concepto and observaciones side by side)

const ES: readonly Kind[] = [
  { lines: ["PAGO CON TARJETA", "MERCADONA AV ARAGON VALENCIA", "TARJ. *2210 {paid}"], money: "out", low: 9, high: 120, card: true, columns: ["045"] },
  { lines: ["PAGO CON TARJETA", "REPSOL PISTA DE SILLA", "TARJ. *2210 {paid}"], money: "out", low: 30, high: 75, card: true, columns: ["045"] },
  { lines: ["BIZUM RECIBIDO", "DE LAURA GIMENEZ PONS", "CENA SABADO"], money: "in", low: 8, high: 60, columns: ["174"] },
  { lines: ["BIZUM ENVIADO", "A JAVIER NAVARRO", "REGALO LUCIA"], money: "out", low: 10, high: 50, step: 5, columns: ["174"] },
  { lines: ["REINTEGRO CAJERO", "CAJERO 1412 COLON 32 VALENCIA"], money: "out", low: 20, high: 200, step: 10, card: true, columns: ["011"] },
  { lines: ["COMPRA INTERNET", "AMAZON EU SARL LUXEMBURGO", "TARJ. *2210 {paid}"], money: "out", low: 12, high: 90, card: true, columns: ["045"] },
];
const ES_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-02", { lines: ["ADEUDO RECIBO", "IBERDROLA CLIENTES S.A.U.", "MANDATO 0041207731 FRA 06/25"], money: "out", low: 71.36, high: 71.36, columns: ["108"] }],
  ["2025-06-02", { lines: ["TRANSFERENCIA EMITIDA", "ALQUILER JUNIO PISO RUZAFA", "A: INMUEBLES TURIA S.L."], money: "out", low: 890, high: 890, columns: ["059"] }],
  ["2025-06-05", { lines: ["ADEUDO RECIBO", "MAPFRE ESPANA S.A.", "SEGURO HOGAR POLIZA 0412077"], money: "out", low: 24.8, high: 24.8, columns: ["108"] }],
  ["2025-06-10", { lines: ["ADEUDO RECIBO", "DIGI SPAIN TELECOM S.L.U.", "FIBRA Y MOVIL 06/2025"], money: "out", low: 30, high: 30, columns: ["108"] }],
  ["2025-06-27", { lines: ["ABONO NOMINA", "LEVANTE SOLUC. LOGISTICAS SL", "NOMINA JUNIO 2025"], money: "in", low: 2148.37, high: 2148.37, columns: ["027"] }],
  ["2025-06-30", { lines: ["LIQUIDACION PERIODICA", "COMISION MANTENIMIENTO", "PERIODO 01/04/25 A 30/06/25"], money: "out", low: 18, high: 18, columns: ["016"] }],
];

/** A Spanish bank's: a code column, the kind of operation and its particulars in two text columns, signed amounts and balances, 2 pages. */
function esCodes(): HoldoutStatement {
  const opening = 3412.58;
  const made = spanBookings({ seed: 41301, kinds: ES, fixed: ES_FIXED, from: "2025-06-01", to: "2025-06-30", count: 30, opening, perBalance: true, next: true, fill: filler((d) => dmyLong(d, "/")) });
  const { bookings, closing } = made;
  const code = iban("ES", "01823412011234077120");
  const truth: HoldoutTruth = { bank: "Banco Levantino Mediterráneo, S.A.", accountHolder: "ANDREA GARCIA TORRES", iban: code, currency: "EUR", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const signed = (v: number) => `${v < 0 ? "-" : ""}${de(v)}`;
  const pages = paged(withCols(made), 17, 25);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#004481">Banco Levantino</b><br>EXTRACTO DE CUENTA · CUENTA ONLINE</td><td>IBAN ${spaced(code)}<br>Titular: ANDREA GARCIA TORRES<br>Periodo: 01/06/2025 - 30/06/2025<br>Divisa: EUR · Página ${p + 1} de ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">ANDREA GARCIA TORRES<br>CL SUECA 41 PTA 12<br>46006 VALENCIA</td><td>Oficina: 1412 VALENCIA - RUZAFA<br>NIF: 20****77K<br>Fecha de emisión: 01/07/2025</td></tr></table>` : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">01/06/2025</td><td></td><td></td><td>SALDO ANTERIOR</td><td></td><td></td><td class="r">${de(opening)}</td></tr>` : "";
      const rows = list.map(({ b, cols }) => `<tr><td class="nw">${dmyLong(b.date, "/")}</td><td class="nw">${dmyLong(b.valueDate, "/")}</td><td class="nw">${cols[0]}</td><td class="nw">${lines(b.lines.slice(0, 1))}</td><td class="nw">${lines(b.lines.slice(1))}</td><td class="r">${signed(b.amount)}</td><td class="r">${de(b.balance!)}</td></tr>`).join("");
      const band = last ? `<table class="band" style="margin-top:4mm"><tr><th>SALDO ANTERIOR</th><th>TOTAL CARGOS (${count(bookings, -1)})</th><th>TOTAL ABONOS (${count(bookings, 1)})</th><th>SALDO A 30/06/2025</th></tr><tr><td class="r">${de(opening)}</td><td class="r">${de(debits(bookings))}</td><td class="r">${de(credits(bookings))}</td><td class="r">${de(closing)}</td></tr></table><p class="s" style="margin-top:2mm">Los depósitos en Banco Levantino Mediterráneo, S.A. están garantizados por el Fondo de Garantía de Depósitos de Entidades de Crédito hasta 100.000 euros por titular.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:9%">F.Contable</th><th style="width:9%">F.Valor</th><th style="width:5%">Cód.</th><th style="width:19%">Concepto</th><th>Observaciones</th><th class="r" style="width:11%">Importe</th><th class="r" style="width:11%">Saldo</th></tr></thead><tbody>${first}${rows}</tbody></table>${band}${foot(`Banco Levantino Mediterráneo, S.A. · Pl. del Ayuntamiento 12, 46002 Valencia · CIF A46412077 · Página ${p + 1} de ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "m-es-codigo-observaciones", layout: "F.Contable/F.Valor/Cód./Concepto/Observaciones/Importe/Saldo: dd/mm/yyyy, a three-digit operation code, the kind and its particulars in two text columns side by side, signed '-45,20' amounts, SALDO ANTERIOR row, totals band with counts at the end, 2 pages", html: page(`${UNBROKEN_STYLE} body { font-size: 7.8pt; } thead th { border-bottom: 1.5px solid #004481; } tr.bal td { font-weight: bold; } .band { border: 1px solid #004481; } .band th { background: #e5eef7; text-align: right; font-size: 7pt; }`, body), truth };
}

// ---------------------------------------------------------------- Dutch business account (code and value date after the text, af/bij)

const NL: readonly Kind[] = [
  { lines: ["Makro Amsterdam", "NL91 ABNA 0417 1643 00", "Betaalautomaat {paid} pasnr. 041"], money: "out", low: 40, high: 620, card: true, columns: ["ba"] },
  { lines: ["Hanos Amsterdam", "NL39 RABO 0300 0652 64", "Betaalautomaat {paid} pasnr. 041"], money: "out", low: 80, high: 900, card: true, columns: ["ba"] },
  { lines: ["Stichting Adyen", "NL13 TEST 0123 4567 89", "Uitbetaling Adyen {n8} batch"], money: "in", low: 400, high: 3200, columns: ["cb"] },
  { lines: ["Bol.com B.V.", "NL64 ABNA 0454 9612 51", "iDEAL bestelling {n10}"], money: "out", low: 15, high: 240, columns: ["id"] },
  { lines: ["De Koffiebrander B.V.", "NL20 INGB 0001 2345 67", "Factuur 2025-{n4} inkoop"], money: "out", low: 180, high: 1400, columns: ["tb"] },
  { lines: ["Restaurant Het Amstelhuis", "NL71 RABO 0316 4120 77", "Factuur 25{n3} catering"], money: "in", low: 250, high: 1800, columns: ["cb"] },
];
const NL_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["Vastgoed Oost B.V.", "NL02 ABNA 0123 4567 89", "Huur april 2025 Javastraat 77"], money: "out", low: 2450, high: 2450, columns: ["tb"] }],
  ["2025-04-03", { lines: ["Vattenfall Klantenservice N.V.", "NL86 INGB 0002 4455 88", "Termijn 04-2025 klantnr 412077"], money: "out", low: 386.4, high: 386.4, columns: ["ei"] }],
  ["2025-04-15", { lines: ["Belastingdienst", "NL86 INGB 0002 4455 88", "Betalingskenm. 4120 7731 2250 0104"], money: "out", low: 2871, high: 2871, columns: ["tb"] }],
  ["2025-04-24", { lines: ["Salarissen april", "NL53 INGB 0654 3210 98", "Verzamelbetaling 4 posten"], money: "out", low: 9420.55, high: 9420.55, columns: ["vz"] }],
  ["2025-04-30", { lines: ["Kosten zakelijk pakket", "Periode 01-04-2025 t/m 30-04-2025"], money: "out", low: 18.95, high: 18.95, columns: ["db"] }],
];

/** A Dutch bank's business account: yearless dates, the code and value date after the text, af/bij columns, no running balance, 2 pages. */
function nlBusiness(): HoldoutStatement {
  const opening = 21384.9;
  const made = spanBookings({ seed: 41401, kinds: NL, fixed: NL_FIXED, from: "2025-04-01", to: "2025-04-30", count: 33, opening, perBalance: false, next: true, fill: filler((d) => `${dd(d)}-${mm(d)}-${d.slice(2, 4)}`) });
  const { bookings, closing } = made;
  const code = iban("NL", "RABO0341207731");
  const truth: HoldoutTruth = { bank: "Coöperatieve Polderbank U.A.", accountHolder: "Brandpunt Koffie B.V.", iban: code, currency: "EUR", periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const dmShort = (d: string) => `${dd(d)}-${mm(d)}`;
  const pages = paged(withCols(made), 13, 13);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#000d7a">Polderbank</b><br>Rekeningafschrift Zakelijke Rekening</td><td>Rekeningnummer ${spaced(code)}<br>Afschriftnummer 4 · Periode 01-04-2025 t/m 30-04-2025<br>Valuta EUR<br>Blad ${p + 1} van ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">Brandpunt Koffie B.V.<br>T.a.v. de administratie<br>Javastraat 77<br>1094 HC Amsterdam</td><td>KvK 74120773<br>BIC RABONL2U</td></tr></table><p><b>Beginsaldo per 01-04-2025 &nbsp;&nbsp; € ${de(opening)} (credit)</b></p>` : ""
      }`;
      const rows = list.map(({ b, cols }) => `<tr><td class="nw">${dmShort(b.date)}</td><td>${lines(b.lines)}</td><td class="nw">${cols[0]}</td><td class="nw">${dmShort(b.valueDate)}</td><td class="r">${b.amount < 0 ? de(b.amount) : ""}</td><td class="r">${b.amount > 0 ? de(b.amount) : ""}</td></tr>`).join("");
      const totals = last ? `<tr class="tot"><td></td><td>Totaal</td><td></td><td></td><td class="r">${de(debits(bookings))}</td><td class="r">${de(credits(bookings))}</td></tr>` : "";
      const end = last ? `<p style="margin-top:3mm"><b>Eindsaldo per 30-04-2025 &nbsp;&nbsp; € ${de(closing)} (credit)</b></p><p class="s">Codes: ba betaalautomaat, cb creditboeking, db diverse boekingen, ei euro-incasso, id iDEAL, tb eigen rekening/overboeking, vz verzamelbetaling. Controleer dit afschrift; meld onjuistheden binnen 30 dagen.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:7%">Datum</th><th>Omschrijving</th><th style="width:6%">Code</th><th style="width:9%">Rentedatum</th><th class="r" style="width:13%">Bedrag af</th><th class="r" style="width:13%">Bedrag bij</th></tr></thead><tbody>${rows}${totals}</tbody></table>${end}${foot(`Coöperatieve Polderbank U.A. · Croeselaan 18, Utrecht · KvK 30046259 · Blad ${p + 1} van ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "m-nl-code-rentedatum", layout: "business account Datum/Omschrijving/Code/Rentedatum/Bedrag af/Bedrag bij: yearless '03-04' dates, a two-letter code and the value date AFTER the text, three-line texts (party, IBAN, description), no running balance, Beginsaldo/Eindsaldo lines and a Totaal row, 3 pages", html: page(`${UNBROKEN_STYLE} body { font-size: 7.8pt; } thead th { border-bottom: 1.5px solid #000d7a; } tr.tot td { border-top: 1px solid #999; font-weight: bold; }`, body), truth };
}

// ---------------------------------------------------------------- Swiss cantonal bank in French (report rows)

const CHF: readonly Kind[] = [
  { lines: ["Achat carte de débit", "Migros Lausanne Flon", "Carte 5412 **** 7731 du {paid}"], money: "out", low: 12, high: 160, card: true },
  { lines: ["Achat carte de débit", "Coop Pronto Renens", "Carte 5412 **** 7731 du {paid}"], money: "out", low: 6, high: 75, card: true },
  { lines: ["Retrait Bancomat", "BCVD Lausanne St-François", "Carte 5412 **** 7731 du {paid}"], money: "out", low: 50, high: 400, step: 50, card: true },
  { lines: ["TWINT envoi d'argent", "+41 79 412 07 73 Léa Monnier"], money: "out", low: 10, high: 90, step: 5 },
  { lines: ["TWINT réception d'argent", "+41 78 331 44 12 Julien Rochat"], money: "in", low: 10, high: 120, step: 5 },
  { lines: ["Achat en ligne carte de débit", "SBB CFF FFS Berne", "Carte 5412 **** 7731 du {paid}"], money: "out", low: 18, high: 140, card: true },
];
const CHF_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-08-01", { lines: ["Ordre permanent", "Régie du Rhône SA, Lausanne", "Loyer août 2025 appt 4.12"], money: "out", low: 1870, high: 1870 }],
  ["2025-08-05", { lines: ["eBill", "Swisscom (Suisse) SA", "Facture 4120773100"], money: "out", low: 79.9, high: 79.9 }],
  ["2025-08-11", { lines: ["Recouvrement LSV+", "Groupe Mutuel Assurances GMA SA", "Prime LAMal 08.2025"], money: "out", low: 412.35, high: 412.35 }],
  ["2025-08-18", { lines: ["eBill", "Services industriels de Lausanne", "Électricité facture 0077120"], money: "out", low: 96.45, high: 96.45 }],
  ["2025-08-25", { lines: ["Versement salaire", "Romandie Pharma SA, Ecublens", "Salaire août 2025"], money: "in", low: 7412.6, high: 7412.6 }],
  ["2025-08-29", { lines: ["Ordre e-banking", "3e pilier Fondation de prévoyance", "Versement 08.2025"], money: "out", low: 600, high: 600 }],
  ["2025-08-31", { lines: ["Frais de tenue de compte", "Forfait Compte privé août 2025"], money: "out", low: 6, high: 6 }],
];

/** A Swiss cantonal bank's statement in French: debit before credit, the value date after the amounts, carry rows on every page, 3 pages. */
function chFrench(): HoldoutStatement {
  const opening = 6241.85;
  const made = spanBookings({ seed: 41501, kinds: CHF, fixed: CHF_FIXED, from: "2025-08-01", to: "2025-08-31", count: 36, opening, perBalance: true, next: true, fill: filler((d) => dmyLong(d, ".")) });
  const { bookings, closing } = made;
  const code = iban("CH", "00767000E52107731");
  const truth: HoldoutTruth = { bank: "Banque Cantonale du Léman", accountHolder: "Madame Claire Dubois-Favre", iban: code, currency: "CHF", periodFrom: "2025-08-01", periodTo: "2025-08-31", openingBalance: opening, closingBalance: closing, bookings };
  const pages = paged(bookings, 14, 20);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const before = sumTo(opening, pages.slice(0, p).flat());
      const after = sumTo(before, list);
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#00843d">Banque Cantonale du Léman</b><br>Extrait de compte</td><td>Compte privé CHF<br>IBAN ${spaced(code)}<br>Période du 01.08.2025 au 31.08.2025<br>Page ${p + 1}/${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">Madame<br>Claire Dubois-Favre<br>Avenue de Cour 41<br>1007 Lausanne</td><td>Lausanne, le 01.09.2025<br>Votre conseillère: Mme S. Pittet<br>Tél. 021 412 07 73</td></tr></table>` : ""
      }`;
      const open = `<tr class="bal"><td class="nw">${p === 0 ? "01.08.2025" : ""}</td><td>${p === 0 ? "Solde à nouveau" : "Report à nouveau"}</td><td></td><td></td><td></td><td class="r">${ch(before)}</td></tr>`;
      const rows = list.map((b) => `<tr><td class="nw">${dmyLong(b.date, ".")}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? ch(b.amount) : ""}</td><td class="r">${b.amount > 0 ? ch(b.amount) : ""}</td><td class="nw">${dmyLong(b.valueDate, ".")}</td><td class="r">${ch(b.balance!)}</td></tr>`).join("");
      const end = last
        ? `<tr class="tot"><td></td><td>Total des mouvements</td><td class="r">${ch(debits(bookings))}</td><td class="r">${ch(credits(bookings))}</td><td></td><td></td></tr><tr class="bal"><td class="nw">31.08.2025</td><td>Solde en votre faveur</td><td></td><td></td><td></td><td class="r">${ch(closing)}</td></tr>`
        : `<tr class="bal"><td></td><td>Solde reporté</td><td></td><td></td><td></td><td class="r">${ch(after)}</td></tr>`;
      const note = last ? `<p class="s" style="margin-top:3mm">Sauf erreur ou omission. Toute réclamation doit nous parvenir dans un délai de 30 jours; à défaut, le présent extrait est réputé approuvé.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:10%">Date</th><th>Texte</th><th class="r" style="width:12%">Débit</th><th class="r" style="width:12%">Crédit</th><th style="width:10%">Valeur</th><th class="r" style="width:12%">Solde</th></tr></thead><tbody>${open}${rows}${end}</tbody></table>${note}${foot(`Banque Cantonale du Léman · Place St-François 14, 1003 Lausanne · www.bcleman.example · Page ${p + 1}/${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "m-ch-fr-report", layout: "French-language Swiss statement Date/Texte/Débit/Crédit/Valeur/Solde: dd.mm.yyyy, CHF with apostrophe thousands, three-line texts, 'Solde à nouveau', 'Solde reporté'/'Report à nouveau' rows at every page break, 'Total des mouvements' and 'Solde en votre faveur' rows, 3 pages", html: page(`${UNBROKEN_STYLE} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #00843d; } tr.bal td { font-weight: bold; } tr.tot td { border-top: 1px solid #999; }`, body), truth };
}

// ---------------------------------------------------------------- Indian bank (serial number, value date before transaction date)

/** Indian grouping: 12,34,567.89. */
function inr(v: number): string {
  const [whole, cents] = Math.abs(v).toFixed(2).split(".");
  const w = whole!;
  const head = w.length > 3 ? `${w.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/gu, ",")},${w.slice(-3)}` : w;
  return `${head}.${cents}`;
}
const IN: readonly Kind[] = [
  { lines: ["UPI/5{n11}/Payment from Ph/", "ravi.k@okaxis/AXIS BANK"], money: "in", low: 200, high: 6000, step: 50, columns: [""] },
  { lines: ["UPI/5{n11}/Swiggy/swiggy.stores@", "axb/AXIS BANK"], money: "out", low: 150, high: 1400, columns: [""] },
  { lines: ["UPI/5{n11}/BIGBASKET/bigbasket@", "icici/ICICI Bank"], money: "out", low: 300, high: 3800, columns: [""] },
  { lines: ["UPI/5{n11}/Uber India/uber.in@", "hdfcbank/HDFC BANK"], money: "out", low: 90, high: 780, columns: [""] },
  { lines: ["ATM/CASH WDL/{paid}/PUNE", "KOREGAON PARK 2 S1ANPN41"], money: "out", low: 1000, high: 10000, step: 500, card: true, columns: [""] },
  { lines: ["IMPS/P2A/5{n11}/SnehaJoshi/", "HDFC/XXXXXXX4120/Rent share"], money: "in", low: 2000, high: 9000, step: 500, columns: [""] },
  { lines: ["POS/RELIANCE SMART/{paid}/", "PUNE 4412XXXXXXXX7731"], money: "out", low: 400, high: 5200, card: true, columns: [""] },
];
const IN_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["NEFT-HDFCN52025040141207731-DECCAN", "SOFTECH PVT LTD-SALARY MAR 2025"], money: "in", low: 142680, high: 142680, columns: [""] }],
  ["2025-04-03", { lines: ["CHQ PAID-CTS CLG-PUNE-MAGARPATTA", "HOUSING SOCIETY"], money: "out", low: 38500, high: 38500, columns: ["000412"] }],
  ["2025-04-05", { lines: ["ACH/HDFC LIFE INSURANCE/", "ICIC7041207731000412"], money: "out", low: 5418, high: 5418, columns: [""] }],
  ["2025-04-07", { lines: ["BIL/ONL/000412077/MSEDCL", "/PUNE 170041207731"], money: "out", low: 2386, high: 2386, columns: [""] }],
  ["2025-04-10", { lines: ["BIL/INFT/EDQ4120773/SIP MF", "/ZERODHA BROKING LTD"], money: "out", low: 15000, high: 15000, columns: [""] }],
  ["2025-04-15", { lines: ["BIL/ONL/000418822/CREDIT CARD", "/XXXXXXXXXXXX4412 PAYMENT"], money: "out", low: 46212.84, high: 46212.84, columns: [""] }],
  ["2025-04-30", { lines: ["SMS ALERT CHARGES JAN25-MAR25", "INCL GST"], money: "out", low: 17.7, high: 17.7, columns: [""] }],
];

/** An Indian bank's detailed savings statement: a serial number, the value date before the transaction date, a cheque column, lakh grouping, balances in a box above, 3 pages. */
function inSerial(): HoldoutStatement {
  const opening = 86412.35;
  const made = spanBookings({ seed: 41601, kinds: IN, fixed: IN_FIXED, from: "2025-04-01", to: "2025-04-30", count: 36, opening, perBalance: true, fill: filler((d) => dmyLong(d, "-")) });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Bharat Western Bank Ltd.", accountHolder: "MR. ANIKET SURESH KULKARNI", iban: null, currency: "INR", periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const rowsAll = withCols(made).map((x, i) => ({ ...x, n: i + 1 }));
  const pages = paged(rowsAll, 15, 23);
  const body = pages
    .map((list, p) => {
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#ae282e">Bharat Western Bank</b><br>DETAILED STATEMENT</td><td>Statement of Transactions in Savings Account Number: 041201077731 in INR for the period April 01, 2025 - April 30, 2025<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">MR. ANIKET SURESH KULKARNI<br>FLAT 1204 AMANORA TOWER 7<br>HADAPSAR, PUNE - 411028<br>MAHARASHTRA</td><td>Customer ID: 541207731<br>A/c Type: SAVINGS - REGULAR<br>Branch: PUNE - KOREGAON PARK<br>IFSC: BWBL0000412 &nbsp; MICR: 411229041</td></tr></table>
  <table class="box" style="width:90%;border:1px solid #ae282e;margin-bottom:3mm"><tr><th>Opening Balance</th><th>Withdrawals</th><th>Deposits</th><th>Closing Balance</th></tr><tr><td class="r">${inr(opening)}</td><td class="r">${inr(debits(bookings))}</td><td class="r">${inr(credits(bookings))}</td><td class="r">${inr(closing)}</td></tr></table>`
          : ""
      }`;
      const rows = list.map(({ b, cols, n }) => `<tr><td>${n}</td><td class="nw">${dmyLong(b.valueDate, "/")}</td><td class="nw">${dmyLong(b.date, "/")}</td><td class="nw">${cols[0]}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? inr(b.amount) : "0.00"}</td><td class="r">${b.amount > 0 ? inr(b.amount) : "0.00"}</td><td class="r">${inr(b.balance!)}</td></tr>`).join("");
      const note = p === pages.length - 1 ? `<p class="s" style="margin-top:3mm">Legends: UPI - Unified Payments Interface; NEFT - National Electronic Funds Transfer; IMPS - Immediate Payment Service; BIL - Bill payment; ACH - Automated Clearing House; CTS CLG - Cheque Truncation System clearing. This is a system-generated statement and does not require a signature.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:5%">S No.</th><th style="width:9%">Value Date</th><th style="width:9%">Transaction Date</th><th style="width:8%">Cheque Number</th><th>Transaction Remarks</th><th class="r" style="width:11%">Withdrawal Amount (INR)</th><th class="r" style="width:11%">Deposit Amount (INR)</th><th class="r" style="width:11%">Balance (INR)</th></tr></thead><tbody>${rows}</tbody></table>${note}${foot(`Bharat Western Bank Ltd. · Regd. Office: Bandra-Kurla Complex, Mumbai 400051 · Toll free 1800 412 0773 · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "m-in-serial-value-first", layout: "S No./Value Date/Transaction Date/Cheque Number/Transaction Remarks/Withdrawal Amount (INR)/Deposit Amount (INR)/Balance (INR): a serial number, the value date BEFORE the transaction date, dd/mm/yyyy, '0.00' in the unused amount column, UPI/NEFT/IMPS remarks over two lines, lakh grouping, balances in a box above, 3 pages", html: page(`${UNBROKEN_STYLE} body { font-size: 7.6pt; } thead th { border-bottom: 1.5px solid #ae282e; background: #f7ecec; font-size: 7pt; } .box th { font-size: 7pt; text-align: right; }`, body), truth };
}

// ---------------------------------------------------------------- South African cheque account (date after the amounts, mm dd)

const ZA: readonly Kind[] = [
  { lines: ["DEBIT CARD PURCHASE FROM", "CHECKERS HYPER SANDTON {paid}"], money: "out", low: 80, high: 1600, card: true, columns: ["##"] },
  { lines: ["DEBIT CARD PURCHASE FROM", "ENGEN ROSEBANK {paid}"], money: "out", low: 300, high: 950, card: true, columns: ["##"] },
  { lines: ["AUTOBANK CASH WITHDRAWAL AT", "SBSA ROSEBANK MALL {paid}"], money: "out", low: 200, high: 2000, step: 100, card: true, columns: ["##"] },
  { lines: ["IB PAYMENT TO", "T MOKOENA BRAAI CONTRIBUTION"], money: "out", low: 150, high: 1200, step: 50, columns: ["##"] },
  { lines: ["IB TRANSFER FROM", "SAVINGS 01041207731"], money: "in", low: 500, high: 4000, step: 100, columns: [""] },
  { lines: ["DEBIT CARD PURCHASE FROM", "UBER EATS JOHANNESBURG {paid}"], money: "out", low: 90, high: 450, card: true, columns: ["##"] },
  { lines: ["REAL TIME TRANSFER FROM", "N DLAMINI SPLIT BILL"], money: "in", low: 100, high: 900, step: 10, columns: [""] },
];
const ZA_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-22", { lines: ["DEBIT ORDER", "DISCOVERY HEALTH 41207731"], money: "out", low: 4812.3, high: 4812.3, columns: [""] }],
  ["2025-05-25", { lines: ["MAGTAPE CREDIT", "GAUTENG ENG SERVICES SALARY"], money: "in", low: 38412.65, high: 38412.65, columns: [""] }],
  ["2025-05-26", { lines: ["DEBIT ORDER", "WESBANK VEHICLE FIN 0412077"], money: "out", low: 6418.22, high: 6418.22, columns: [""] }],
  ["2025-05-27", { lines: ["IB PAYMENT TO", "ROSEBANK BODY CORPORATE LEVY"], money: "out", low: 2950, high: 2950, columns: ["##"] }],
  ["2025-06-01", { lines: ["DEBIT ORDER", "VODACOM CONTRACT 0824120773"], money: "out", low: 699, high: 699, columns: [""] }],
  ["2025-06-03", { lines: ["PREPAID ELECTRICITY", "CITY POWER 04120773112"], money: "out", low: 800, high: 800, columns: ["##"] }],
  ["2025-06-15", { lines: ["FIXED MONTHLY FEE"], money: "out", low: 165, high: 165, columns: [""] }],
];

/** A South African cheque account: the date after the amounts as "05 21", "##" fee marks, trailing-minus debits, a cycle across two months, 2 pages. */
function zaDateAfter(): HoldoutStatement {
  const opening = 12840.17;
  const made = spanBookings({ seed: 41701, kinds: ZA, fixed: ZA_FIXED, from: "2025-05-19", to: "2025-06-18", count: 33, opening, perBalance: true, fill: filler((d) => `${dd(d)} ${EN_MON[Number(mm(d)) - 1]!.toUpperCase()}`) });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Highveld Standard Bank Limited", accountHolder: "MR S P NKOSI", iban: null, currency: "ZAR", periodFrom: "2025-05-19", periodTo: "2025-06-18", openingBalance: opening, closingBalance: closing, bookings };
  const trail = (v: number) => `${en(v)}${v < 0 ? "-" : ""}`;
  const md = (d: string) => `${mm(d)} ${dd(d)}`;
  const pages = paged(withCols(made), 18, 26);
  const fees = made.fills.filter((f) => f.columns[0] === "##").length;
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#0033a1">Highveld Standard Bank</b><br>CURRENT ACCOUNT STATEMENT</td><td>Account Number: 10 04 120 773 1<br>Statement from 19 May 2025 to 18 June 2025<br>Statement No: 0412<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">MR S P NKOSI<br>PO BOX 41207<br>ROSEBANK<br>2196</td><td>Product: PRESTIGE BANKING<br>Branch: ROSEBANK (0412)<br>VAT Reg No 4100105461<br>Tax invoice: fees include VAT at 15%</td></tr></table>` : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td>BALANCE BROUGHT FORWARD</td><td></td><td></td><td></td><td class="nw">05 19</td><td class="r">${trail(opening)}</td></tr>` : "";
      const rows = list.map(({ b, cols }) => `<tr><td>${lines(b.lines)}</td><td class="nw">${cols[0]}</td><td class="r">${b.amount < 0 ? trail(b.amount) : ""}</td><td class="r">${b.amount > 0 ? trail(b.amount) : ""}</td><td class="nw">${md(b.date)}</td><td class="r">${trail(b.balance!)}</td></tr>`).join("");
      const end = last
        ? `<table class="box" style="width:70%;margin-top:4mm;border:1px solid #0033a1"><tr><td>Balance brought forward</td><td class="r">${en(opening)}</td></tr><tr><td>Total credits (${count(bookings, 1)})</td><td class="r">${en(credits(bookings))}</td></tr><tr><td>Total debits (${count(bookings, -1)})</td><td class="r">${en(debits(bookings))}-</td></tr><tr><td><b>Closing balance 18 June 2025</b></td><td class="r"><b>${en(closing)}</b></td></tr></table><p class="s" style="margin-top:2mm">## These transactions attract a service fee (${fees} this month). Standard Bank is an authorised financial services provider and registered credit provider. Please verify all transactions reflected on this statement.</p>`
        : "";
      return `<div class="sheet">${top}<table><thead><tr><th>Details</th><th style="width:8%">Service Fee</th><th class="r" style="width:13%">Debits</th><th class="r" style="width:13%">Credits</th><th style="width:7%">Date</th><th class="r" style="width:13%">Balance</th></tr></thead><tbody>${first}${rows}</tbody></table>${end}${foot(`Highveld Standard Bank Limited Reg. No. 1962/000738/06 · Customer Care 0860 412 077 · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "m-za-date-after-amounts", layout: "Details/Service Fee/Debits/Credits/Date/Balance: the date AFTER the amounts as '05 21' (month day), '##' fee marks in a column of their own, debits with a trailing minus '1,234.56-', a cycle from 19 May to 18 June, BALANCE BROUGHT FORWARD row, summary with counts at the end, 2 pages", html: page(`${UNBROKEN_STYLE} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #0033a1; } tr.bal td { font-weight: bold; }`, body), truth };
}

// ---------------------------------------------------------------- Quebec credit union (code column, Frais column)

const QC_MON = ["JAN", "FÉV", "MAR", "AVR", "MAI", "JUN", "JUL", "AOÛ", "SEP", "OCT", "NOV", "DÉC"];
const QC: readonly Kind[] = [
  { lines: ["Achat direct Interac", "IGA EXTRA MARCHÉ PLOUFFE"], money: "out", low: 12, high: 180, card: true, columns: ["AD"] },
  { lines: ["Achat direct Interac", "SAQ SELECTION 23041"], money: "out", low: 18, high: 90, card: true, columns: ["AD"] },
  { lines: ["Achat direct Interac", "PHARMAPRIX #412"], money: "out", low: 8, high: 70, card: true, columns: ["AD"] },
  { lines: ["Retrait au GA", "CAISSE DU PLATEAU MONT-ROYAL"], money: "out", low: 20, high: 300, step: 20, card: true, columns: ["RA"] },
  { lines: ["Virement Interac reçu", "MARIE-ÈVE TREMBLAY"], money: "in", low: 15, high: 250, step: 5, columns: ["VI"] },
  { lines: ["Virement Interac envoyé", "SIMON GAGNON"], money: "out", low: 20, high: 200, step: 5, columns: ["VI"] },
];
const QC_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["Paiement préautorisé", "GESTION IMMOBILIÈRE ST-DENIS LOYER"], money: "out", low: 1385, high: 1385, columns: ["PP"] }],
  ["2025-04-03", { lines: ["Dépôt paie", "VILLE DE MONTRÉAL"], money: "in", low: 2214.87, high: 2214.87, columns: ["DP"] }],
  ["2025-04-08", { lines: ["Paiement facture AccèsD", "HYDRO-QUÉBEC 0412 0773 112"], money: "out", low: 142.66, high: 142.66, columns: ["PF"] }],
  ["2025-04-14", { lines: ["Paiement préautorisé", "VIDÉOTRON LTÉE"], money: "out", low: 94.25, high: 94.25, columns: ["PP"] }],
  ["2025-04-17", { lines: ["Dépôt paie", "VILLE DE MONTRÉAL"], money: "in", low: 2214.87, high: 2214.87, columns: ["DP"] }],
  ["2025-04-22", { lines: ["Paiement facture AccèsD", "VISA DESJ 4540 **** 7731"], money: "out", low: 864.19, high: 864.19, columns: ["PF"] }],
  ["2025-04-25", { lines: ["Transfert vers épargne", "CELI 041207 FOLIO 77"], money: "out", low: 250, high: 250, columns: ["TR"] }],
];

/** A Quebec credit union's chequing account in French: "03 AVR" dates, a code column, the plan fee in the Frais column, 2 pages. */
function qcCodes(): HoldoutStatement {
  const opening = 2186.44;
  const made = spanBookings({ seed: 41801, kinds: QC, fixed: QC_FIXED, from: "2025-04-01", to: "2025-04-29", count: 30, opening, perBalance: false, fill: filler(() => "") });
  const fee: HoldoutBooking = { date: "2025-04-30", valueDate: "2025-04-30", lines: ["Frais mensuels", "FORFAIT MODE ILLIMITÉ"], amount: -16.95, balance: null };
  let balance = opening;
  const bookings: HoldoutBooking[] = [...made.bookings, fee].map((b) => {
    balance = round2(balance + b.amount);
    return { ...b, balance };
  });
  const closing = balance;
  const codes = [...made.fills.map((f) => f.columns[0]!), "FR"];
  const truth: HoldoutTruth = { bank: "Caisse populaire Plateau-Laurier", accountHolder: "JULIE BOUCHARD", iban: null, currency: "CAD", periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const day = (d: string) => `${dd(d)} ${QC_MON[Number(mm(d)) - 1]}`;
  const pages = paged(bookings.map((b, i) => ({ b, code: codes[i]! })), 17, 25);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#00874e">Caisse populaire Plateau-Laurier</b><br>Relevé de compte</td><td>Folio 041207 · Transit 30412<br>Période du 1er avril au 30 avril 2025<br>Devise : dollars canadiens<br>Page ${p + 1} de ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">JULIE BOUCHARD<br>4120, RUE DE BRÉBEUF APP. 3<br>MONTRÉAL (QUÉBEC) H2J 3K6</td><td><table class="box" style="border:1px solid #00874e"><tr><th>Sommaire des comptes</th><th class="r">Solde au 30 avril</th></tr><tr><td>Parts de qualification (PS)</td><td class="r">5,00</td></tr><tr><td>Compte avec opérations (EOP)</td><td class="r">${fr(closing)}</td></tr><tr><td>Épargne CELI (ET1)</td><td class="r">${fr(4250)}</td></tr></table></td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">01 AVR</td><td></td><td>Solde reporté</td><td></td><td></td><td></td><td class="r">${fr(opening)}</td></tr>` : "";
      const rows = list.map(({ b, code }) => `<tr><td class="nw">${day(b.date)}</td><td class="nw">${code}</td><td>${lines(b.lines)}</td><td class="r">${code === "FR" ? fr(b.amount) : ""}</td><td class="r">${b.amount < 0 && code !== "FR" ? fr(b.amount) : ""}</td><td class="r">${b.amount > 0 ? fr(b.amount) : ""}</td><td class="r">${fr(b.balance!)}</td></tr>`).join("");
      const end = last ? `<p class="s" style="margin-top:3mm">Codes : AD achat direct, DP dépôt, FR frais, PF paiement de facture, PP paiement préautorisé, RA retrait, TR transfert, VI virement Interac. Vérifiez ce relevé; toute erreur ou omission doit être signalée dans les 60 jours.</p>` : "";
      return `<div class="sheet">${top}<p><b>Compte avec opérations (EOP) — Forfait Mode illimité</b></p><table><thead><tr><th style="width:8%">Date</th><th style="width:6%">Code</th><th>Description</th><th class="r" style="width:9%">Frais</th><th class="r" style="width:12%">Retrait</th><th class="r" style="width:12%">Dépôt</th><th class="r" style="width:12%">Solde</th></tr></thead><tbody>${first}${rows}</tbody></table>${end}${foot(`Caisse populaire Plateau-Laurier · 4120, avenue du Mont-Royal Est, Montréal · 514 412-0773 · Page ${p + 1} de ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "m-ca-qc-frais-code", layout: "Quebec credit union in French, Date/Code/Description/Frais/Retrait/Dépôt/Solde: '03 AVR' dates, a two-letter operation code, '1 234,56' space thousands, the monthly plan fee in the Frais column, 'Solde reporté' row, a summary of the member's three accounts above, 2 pages", html: page(`${UNBROKEN_STYLE} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #00874e; } tr.bal td { font-weight: bold; } .box th { text-align: left; }`, body), truth };
}

// ---------------------------------------------------------------- Danish bank (signed amounts, opening as a row)

const DK: readonly Kind[] = [
  { lines: ["Dankort-køb Netto Nørrebrogade", "Nota nr. {n8}"], money: "out", low: 25, high: 420, card: true },
  { lines: ["Dankort-køb Føtex Frederiksberg", "Nota nr. {n8}"], money: "out", low: 60, high: 780, card: true },
  { lines: ["Visa/Dankort 7-Eleven Nørreport", "Nota nr. {n8}"], money: "out", low: 18, high: 95, card: true },
  { lines: ["MobilePay Mads Holm", "Fredagsbar"], money: "in", low: 50, high: 400, step: 10 },
  { lines: ["MobilePay Sofie Kjær", "Gave til Anna"], money: "out", low: 50, high: 300, step: 25 },
  { lines: ["Hævning Pengeautomat", "Danske Bank Nørreport"], money: "out", low: 200, high: 1000, step: 100, card: true },
  { lines: ["Rejsekort Tank-op", "DSB Automat Nørreport"], money: "out", low: 100, high: 300, step: 50, card: true },
];
const DK_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-01", { lines: ["Betalingsservice Boligforeningen 3B", "Husleje maj PBS-nr 04120773"], money: "out", low: 7845, high: 7845 }],
  ["2025-05-01", { lines: ["Betalingsservice Andel Energi", "Aconto el PBS-nr 01298812"], money: "out", low: 612.5, high: 612.5 }],
  ["2025-05-05", { lines: ["Betalingsservice Tryg Forsikring", "Indboforsikring kvartal"], money: "out", low: 1184, high: 1184 }],
  ["2025-05-12", { lines: ["Betalingsservice Telia Danmark", "Mobil og bredbånd"], money: "out", low: 349, high: 349 }],
  ["2025-05-30", { lines: ["Løn Region Hovedstaden", "Lønperiode maj 2025"], money: "in", low: 28412.6, high: 28412.6 }],
  ["2025-05-31", { lines: ["Kontogebyr", "Danske Konto maj"], money: "out", low: 35, high: 35 }],
];

/** A Danish bank's kontoudskrift: dd.mm.yyyy, signed amounts, the opening as a row, a summary box above, "Ny saldo", 2 pages. */
function dkSigned(): HoldoutStatement {
  const opening = 19412.77;
  const made = spanBookings({ seed: 41901, kinds: DK, fixed: DK_FIXED, from: "2025-05-01", to: "2025-05-31", count: 34, opening, perBalance: true, fill: filler(() => "") });
  const { bookings, closing } = made;
  const code = iban("DK", "30001234077120");
  const truth: HoldoutTruth = { bank: "Øresund Sparekasse A/S", accountHolder: "Mette Lindholm Jensen", iban: code, currency: "DKK", periodFrom: "2025-05-01", periodTo: "2025-05-31", openingBalance: opening, closingBalance: closing, bookings };
  const signed = (v: number) => `${v < 0 ? "-" : ""}${de(v)}`;
  const pages = paged(bookings, 19, 28);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#003755">Øresund Sparekasse</b><br>Kontoudskrift</td><td>Lønkonto · Reg.nr. 3000 Kontonr. 1234077120<br>IBAN ${spaced(code)}<br>Periode 01.05.2025 - 31.05.2025 · Valuta DKK<br>Side ${p + 1} af ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">Mette Lindholm Jensen<br>Jagtvej 112, 3. tv.<br>2200 København N</td><td><table class="box" style="border:1px solid #003755"><tr><td>Saldo 30.04.2025</td><td class="r">${de(opening)}</td></tr><tr><td>Indsat i alt</td><td class="r">${de(credits(bookings))}</td></tr><tr><td>Hævet i alt</td><td class="r">-${de(debits(bookings))}</td></tr><tr><td><b>Saldo 31.05.2025</b></td><td class="r"><b>${de(closing)}</b></td></tr></table></td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">01.05.2025</td><td>Saldo fra forrige kontoudskrift</td><td></td><td class="r">${de(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${dmyLong(b.date, ".")}</td><td>${lines(b.lines)}</td><td class="r">${signed(b.amount)}</td><td class="r">${signed(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td class="nw">31.05.2025</td><td>Ny saldo</td><td></td><td class="r">${de(closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Kontoen forrentes med 0,00 % p.a. Indeståender er dækket af Garantiformuen op til 100.000 EUR. Kontakt os, hvis du finder fejl i kontoudskriften.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:11%">Dato</th><th>Tekst</th><th class="r" style="width:15%">Beløb</th><th class="r" style="width:15%">Saldo</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Øresund Sparekasse A/S · Holmens Kanal 4, 1092 København K · CVR 41207731 · Side ${p + 1} af ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "m-dk-saldo-row", layout: "Danish kontoudskrift Dato/Tekst/Beløb/Saldo: dd.mm.yyyy, signed '-1.234,56' amounts, two-line Dankort/MobilePay/Betalingsservice texts, 'Saldo fra forrige kontoudskrift' and 'Ny saldo' rows, a summary box of money in and out above, 2 pages", html: page(`${UNBROKEN_STYLE} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #003755; } tr.bal td { font-weight: bold; }`, body), truth };
}

/** Batch M, in a fixed order. */
export function holdoutStatementsM(): HoldoutStatement[] {
  return [usAmountFirst(), ukOrdinal(), esCodes(), nlBusiness(), chFrench(), inSerial(), zaDateAfter(), qcCodes(), dkSigned()];
}
