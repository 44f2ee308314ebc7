import { figure, lines, page, sumTo, type HoldoutBooking, type HoldoutStatement, type HoldoutTruth } from "./statement-holdout.ts";
import { bookingDrawer, credits, dayEndBalances, de, debits, digits, en, EN_MON, firstOfDay, foot, iban, paged, signed, sp, spaced, UNBROKEN_STYLE, type Fill, type Kind } from "./statement-holdout-kit.ts";

/**
 * A nineteenth held-out batch of bank statements, written by someone who had not read the
 * statement rules, had not run them on it and did not look at how earlier batches were read, and
 * committed before it was first read: its first reading measures layouts the rules have never
 * seen. It keeps to the most ordinary statements users of a document API upload (personal and
 * small-business current accounts of large banks in Europe and North America), in layouts and
 * combinations unlike the 155 of batches A to R:
 * - a British high-street bank's, "Date | Description | Money out £ | Money in £ | Balance £":
 *   unpadded yearless "3 Mar" dates on a day's first row only (again on a page's first row),
 *   mixed-case two-line texts ("Card Payment to …" over "On 01 Mar"), the balance on a day's last
 *   row only, "Start balance", "Balance brought forward"/"Balance carried forward" and "End
 *   balance" rows, an "At a glance" box, the period "1 Mar - 31 Mar 2025", no currency named, 3
 *   pages;
 * - a Canadian bank's chequing account, "Date | Transactions | Amounts withdrawn ($) | Amounts
 *   deposited ($) | Balance ($)": unpadded "May 3" dates, an "Opening Balance" row dated the
 *   first day and a "Closing Balance" row dated the last, the balance on every row, one- and
 *   two-line texts, a summary box ("Minus total withdrawals", "Plus total deposits"), the period
 *   "May 1, 2025 to May 31, 2025", no currency named, 3 pages;
 * - a German universal bank's, "Buchung | Valuta | Vorgang | Soll | Haben": yearless "02.05."
 *   dates with a trailing dot in BOTH date columns, debits "- 45,20" and credits "+ 2.000,00" with
 *   the sign set apart, SEPA texts over three and four lines, no running balance, "Alter Saldo"
 *   and "Neuer Saldo" lines with "EUR + 1.234,56", a "Frau" line above the holder, 3 pages;
 * - a Swedish bank's small-business account, "Bokföringsdatum | Valutadatum | Verifikationsnummer
 *   | Text/mottagare | Belopp | Saldo": ISO dates twice, a ten-digit verification-number column
 *   BEFORE the text, one-line upper-case texts (Bankgiro, Swish, Kortköp, Lön), "-1 234,56"
 *   figures with space thousands, "Ingående saldo" and "Utgående saldo" rows, 3 pages;
 * - a French high-street bank's, "DATE | LIBELLE | VALEUR | DEBIT | CREDIT": yearless "04.06"
 *   booking dates and "04.06.25" value dates AFTER the text, a period running over two months
 *   ("du 03.06.2025 au 02.07.2025"), ANCIEN SOLDE in the credit column, a TOTAUX row and "SOLDE
 *   EN EUROS" at the end, space thousands, 3 pages;
 * - a Czech bank's personal account in Czech, "Datum | Popis transakce | Částka (CZK) | Zůstatek
 *   (CZK)": dd.mm.yyyy, texts over two and three lines (kind, other party, "Protiúčet: …/0100
 *   VS: …" or "Datum transakce:"), signed "-1 234,56" figures with space thousands, the balance per
 *   row, "Počáteční zůstatek" and "Konečný zůstatek" rows and box, 3 pages;
 * - a Swiss cantonal bank's in ITALIAN, "Data | Valuta | Testo | Addebito | Accredito | Saldo":
 *   dd.mm.yy dates twice, CHF with apostrophe thousands, two-line texts (kind, then party and
 *   particulars), "Saldo iniziale", "Riporto" rows at the foot and head of pages and "Saldo a
 *   vostro favore" at the end, 3 pages;
 * - a Finnish bank's "tiliote" in Finnish, "Kirjauspäivä | Tapahtuma | Määrä EUR | Saldo EUR":
 *   unpadded "1.10.2025" dates, no value date, texts over two and three lines (KORTTIOSTO,
 *   TILISIIRTO, PALKKA, MOBILEPAY with "Viite:"/"Viesti:"), "+1 234,56"/"-12,50" signed figures,
 *   "Alkusaldo" and "Loppusaldo" rows, 2 pages;
 * - an Austrian bank's, "Buchungsdatum | Valutadatum | Buchungstext | Betrag EUR | Saldo EUR":
 *   dd.mm.yyyy twice, texts over two to four labelled lines ("Auftraggeber:", "Empfänger:",
 *   "Zahlungsreferenz:", "Verwendungszweck:"), signed "-45,20"/"+1.500,00" amounts and the
 *   balance per row (below zero before payday), a "Kontostand alt/neu per" box and rows, 3 pages.
 * Every page repeats a header and a footer.
 */

/** Batch S's draws: a card payment up to three days before its booking; one that would fall before the statement's first day is made on the booking day. */
const spanBookings = bookingDrawer({ cardDays: 4, early: "booking" });

const STYLE_S = `${UNBROKEN_STYLE} tr.bal td { font-weight: bold; } .box td { white-space: nowrap; }`;

const dd = (d: string) => d.slice(8, 10);
const mm = (d: string) => d.slice(5, 7);
const yyyy = (d: string) => d.slice(0, 4);
const yy = (d: string) => d.slice(2, 4);
const day = (d: string) => String(Number(dd(d)));
const month = (d: string) => Number(mm(d));
const dmy = (d: string, sep: string) => `${dd(d)}${sep}${mm(d)}${sep}${yyyy(d)}`;
const ch = (v: number) => figure(v, "ch");

const filler = (paid: (d: string) => string) => (t: string, f: Fill) => t.replace("{paid}", paid(f.paid)).replace("{time}", f.time).replace(/\{n(\d+)\}/gu, (_m, k: string) => digits(f.n, Number(k)));

const sheet = (style: string) => (body: string) => page(`${STYLE_S} body { font-size: 7.8pt; } ${style}`, body);

// ---------------------------------------------------------------- British high-street bank (At a glance, Start balance, yearless "3 Mar")

const UK: readonly Kind[] = [
  { lines: ["Card Payment to Tesco Stores 3127", "On {paid}"], money: "out", low: 4, high: 96, card: true },
  { lines: ["Card Payment to Sainsbury's S/Mkts", "On {paid}"], money: "out", low: 6, high: 84, card: true },
  { lines: ["Card Payment to Tfl Travel Ch", "On {paid}"], money: "out", low: 2.8, high: 18, card: true },
  { lines: ["Card Payment to Pret A Manger", "On {paid}"], money: "out", low: 3.5, high: 14, card: true },
  { lines: ["Card Payment to Amazon.Co.UK*{n6}", "On {paid}"], money: "out", low: 8, high: 75, card: true },
  { lines: ["Cash Machine Withdrawal at Thamesbridge", "Upper Street Islington On {paid}"], money: "out", low: 20, high: 120, step: 10, card: true },
  { lines: ["Received From S Okafor", "Ref: Pizza Night"], money: "in", low: 8, high: 45 },
  { lines: ["Online Transfer to R Hughes", "Ref: Birthday"], money: "out", low: 20, high: 80, step: 5 },
];
const UK_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-03-01", { lines: ["Standing Order to Clerkenwell Lettings", "Ref: Flat 4 Rent"], money: "out", low: 1350, high: 1350 }],
  ["2025-03-03", { lines: ["Direct Debit to Islington Council", "Ref: 41207731 Ctax"], money: "out", low: 156, high: 156 }],
  ["2025-03-07", { lines: ["Direct Debit to Thames Water", "Ref: 9041207731"], money: "out", low: 38.4, high: 38.4 }],
  ["2025-03-12", { lines: ["Direct Debit to Octopus Energy", "Ref: A-4C12077"], money: "out", low: 92.13, high: 92.13 }],
  ["2025-03-18", { lines: ["Direct Debit to Vodafone Ltd", "Ref: 7731204117"], money: "out", low: 27, high: 27 }],
  ["2025-03-28", { lines: ["Bank Giro Credit Ref Kestrel Media Ltd", "Salary March"], money: "in", low: 2814.66, high: 2814.66 }],
];

function ukAtAGlance(): HoldoutStatement {
  const opening = 2746.2;
  const made = spanBookings({ seed: 91101, kinds: UK, fixed: UK_FIXED, from: "2025-03-01", to: "2025-03-31", count: 40, opening, perBalance: true, fill: filler((d) => `${dd(d)} ${EN_MON[month(d) - 1]}`) });
  const bookings = dayEndBalances(made.bookings);
  const closing = made.closing;
  const code = iban("GB", "THBK20417741207731");
  const truth: HoldoutTruth = { bank: "Thamesbridge Bank PLC", accountHolder: "Daniel Hughes", iban: code, currency: null, periodFrom: "2025-03-01", periodTo: "2025-03-31", openingBalance: opening, closingBalance: closing, bookings };
  const short = (d: string) => `${day(d)} ${EN_MON[month(d) - 1]}`;
  const pages = paged(bookings, 14, 19);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const before = sumTo(opening, pages.slice(0, p).flat());
      const after = sumTo(before, list);
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:15pt;color:#00aeef">Thamesbridge</b><br>Your Current Account statement</td><td>1 Mar - 31 Mar 2025<br>Sort Code 20-41-77 &nbsp; Account No 41207731<br>IBAN ${spaced(code)}<br>SWIFTBIC THBKGB22<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">Daniel Hughes<br>Flat 4, 27 Amwell Street<br>London<br>EC1R 1UN</td><td><b>At a glance</b><table class="box" style="border:1px solid #00aeef"><tr><td>Start balance</td><td class="r">£${en(opening)}</td></tr><tr><td>Money in</td><td class="r">£${en(credits(bookings))}</td></tr><tr><td>Money out</td><td class="r">£${en(debits(bookings))}</td></tr><tr><td><b>End balance</b></td><td class="r"><b>£${en(closing)}</b></td></tr></table></td></tr></table>`
          : ""
      }`;
      const head = p === 0 ? `<tr class="bal"><td class="nw">1 Mar</td><td>Start balance</td><td></td><td></td><td class="r">${en(opening)}</td></tr>` : `<tr class="bal"><td></td><td>Balance brought forward</td><td></td><td></td><td class="r">${en(before)}</td></tr>`;
      const rows = list.map((b, i) => `<tr><td class="nw">${firstOfDay(list, i) ? short(b.date) : ""}</td><td class="nw">${lines(b.lines)}</td><td class="r">${b.amount < 0 ? en(-b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${b.balance === null ? "" : en(b.balance)}</td></tr>`).join("");
      const tail = last ? `<tr class="bal"><td class="nw">31 Mar</td><td>End balance</td><td></td><td></td><td class="r">${en(closing)}</td></tr>` : `<tr class="bal"><td></td><td>Balance carried forward</td><td></td><td></td><td class="r">${en(after)}</td></tr>`;
      const note = last ? `<p class="s" style="margin-top:3mm">Your deposit is eligible for protection by the Financial Services Compensation Scheme. Arranged overdraft limit £500. If you think there is an error on this statement, call us on 0345 412 0773.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:9%">Date</th><th>Description</th><th class="r" style="width:13%">Money out £</th><th class="r" style="width:13%">Money in £</th><th class="r" style="width:13%">Balance £</th></tr></thead><tbody>${head}${rows}${tail}</tbody></table>${note}${foot(`Thamesbridge Bank PLC. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority (FRN 412077). Registered in England. Registered No. 1207731. Registered Office: 1 Churchill Place, London E14 5HP. Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "s-uk-at-a-glance", layout: "British high-street bank Date/Description/Money out £/Money in £/Balance £: unpadded yearless '3 Mar' dates on a day's first row only (and a page's first row), mixed-case two-line texts ('Card Payment to …' over 'On 01 Mar'), the balance on a day's last row only, Start balance / Balance brought forward / Balance carried forward / End balance rows, 'At a glance' box, period '1 Mar - 31 Mar 2025', no currency named, 3 pages", html: sheet("thead th { border-bottom: 1.5px solid #00aeef; }")(body), truth };
}

// ---------------------------------------------------------------- Canadian bank (Amounts withdrawn / deposited, "May 3")

const CA: readonly Kind[] = [
  { lines: ["Point of sale purchase", "LOBLAWS #1042 TORONTO ON"], money: "out", low: 9, high: 148, card: false },
  { lines: ["Point of sale purchase", "SHOPPERS DRUG MART #0812"], money: "out", low: 5, high: 62 },
  { lines: ["Point of sale purchase", "TIM HORTONS #2231"], money: "out", low: 2.1, high: 14 },
  { lines: ["Point of sale purchase", "PRESTO FARE/ TORONTO"], money: "out", low: 3.3, high: 40 },
  { lines: ["Interac e-Transfer from", "AMELIE GAGNON"], money: "in", low: 15, high: 140, step: 5 },
  { lines: ["Interac e-Transfer to", "JORDAN CHEN"], money: "out", low: 20, high: 150, step: 5 },
  { lines: ["ABM withdrawal", "QUEEN ST W BR #0412"], money: "out", low: 40, high: 200, step: 20 },
  { lines: ["Customer transfer Dr.", "PC TO 4412 SAVINGS"], money: "out", low: 50, high: 250, step: 50 },
];
const CA_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-01", { lines: ["Bill payment", "TORONTO HYDRO"], money: "out", low: 84.37, high: 84.37 }],
  ["2025-05-01", { lines: ["Bill payment", "ROGERS"], money: "out", low: 112.99, high: 112.99 }],
  ["2025-05-02", { lines: ["Miscellaneous payment", "CANADIAN PROPERTY MGMT RENT"], money: "out", low: 1875, high: 1875 }],
  ["2025-05-15", { lines: ["Payroll dep.", "MAPLE LEAF ANALYTICS"], money: "in", low: 2206.48, high: 2206.48 }],
  ["2025-05-30", { lines: ["Payroll dep.", "MAPLE LEAF ANALYTICS"], money: "in", low: 2206.48, high: 2206.48 }],
  ["2025-05-31", { lines: ["Service charge"], money: "out", low: 16.95, high: 16.95 }],
];

function caWithdrawnDeposited(): HoldoutStatement {
  const opening = 3286.05;
  const made = spanBookings({ seed: 91201, kinds: CA, fixed: CA_FIXED, from: "2025-05-01", to: "2025-05-31", count: 42, opening, perBalance: true, fill: filler(() => "") });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Northbay Bank", accountHolder: "MICHAEL TREMBLAY", iban: null, currency: null, periodFrom: "2025-05-01", periodTo: "2025-05-31", openingBalance: opening, closingBalance: closing, bookings };
  const short = (d: string) => `${EN_MON[month(d) - 1]} ${day(d)}`;
  const pages = paged(bookings, 15, 20);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#ec111a">Northbay Bank</b><br>Your Ultimate Package statement</td><td>Account Number: 41207 00773 18<br>May 1, 2025 to May 31, 2025<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">MICHAEL TREMBLAY<br>1204-88 SPADINA AVE<br>TORONTO ON M5V 2J4</td><td><b>Here's what happened in your account</b><table class="box" style="border:1px solid #ec111a"><tr><td>Opening Balance on May 1, 2025</td><td class="r">$${en(opening)}</td></tr><tr><td>Minus total withdrawals</td><td class="r">$${en(debits(bookings))}</td></tr><tr><td>Plus total deposits</td><td class="r">$${en(credits(bookings))}</td></tr><tr><td><b>Closing Balance on May 31, 2025</b></td><td class="r"><b>= $${en(closing)}</b></td></tr></table></td></tr></table>`
          : ""
      }`;
      const head = p === 0 ? `<tr class="bal"><td class="nw">May 1</td><td>Opening Balance</td><td></td><td></td><td class="r">${en(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${short(b.date)}</td><td class="nw">${lines(b.lines)}</td><td class="r">${b.amount < 0 ? en(-b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const tail = last ? `<tr class="bal"><td class="nw">May 31</td><td>Closing Balance</td><td></td><td></td><td class="r">${en(closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Please check this statement and report any errors or omissions within 30 days. Eligible deposits are insured by the Canada Deposit Insurance Corporation.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:8%">Date</th><th>Transactions</th><th class="r" style="width:14%">Amounts withdrawn ($)</th><th class="r" style="width:14%">Amounts deposited ($)</th><th class="r" style="width:13%">Balance ($)</th></tr></thead><tbody>${head}${rows}${tail}</tbody></table>${note}${foot(`® Registered trademarks of Northbay Bank. Northbay Bank is a member of the Canada Deposit Insurance Corporation. Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "s-ca-withdrawn-deposited", layout: "Canadian bank Date/Transactions/Amounts withdrawn ($)/Amounts deposited ($)/Balance ($): unpadded 'May 3' dates, Opening Balance row dated 'May 1' and Closing Balance row dated 'May 31', the balance on every row, one- and two-line texts, summary box 'Minus total withdrawals'/'Plus total deposits', period 'May 1, 2025 to May 31, 2025', no currency named, 3 pages", html: sheet("thead th { border-bottom: 1.5px solid #ec111a; }")(body), truth };
}

// ---------------------------------------------------------------- German universal bank (yearless "02.05." twice, Soll/Haben with signs set apart)

const DE: readonly Kind[] = [
  { lines: ["Kartenzahlung", "EDEKA Ruettenscheid//Essen/DE", "{paid} Debitk.1 2027/09"], money: "out", low: 7, high: 92, card: true },
  { lines: ["Kartenzahlung", "Rossmann 1207//Essen/DE", "{paid} Debitk.1 2027/09"], money: "out", low: 4, high: 48, card: true },
  { lines: ["Kartenzahlung", "Shell Station 4120//Bochum/DE", "{paid} Debitk.1 2027/09"], money: "out", low: 30, high: 88, card: true },
  { lines: ["SEPA-Lastschrift von", "PayPal Europe S.a.r.l. et Cie S.C.A", "{n13} PP.7731.PP . Ihr Einkauf bei", "Mandat 4T2J224{n6} Gläubiger-ID LU96ZZZ0000000000000000058"], money: "out", low: 9, high: 120 },
  { lines: ["Bargeldauszahlung", "GAA Essen Kettwiger Str.", "{paid} {time} Debitk.1"], money: "out", low: 50, high: 250, step: 50, card: true },
  { lines: ["SEPA-Überweisung an", "Jana Brandt", "Geschenk Oma"], money: "out", low: 20, high: 100, step: 10 },
  { lines: ["SEPA-Gutschrift von", "Tobias Wendt", "Anteil Urlaub Mallorca"], money: "in", low: 40, high: 260, step: 10 },
];
const DE_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-02", { lines: ["SEPA-Dauerauftrag an", "Allbau GmbH", "Miete Mai 2025 Whg. 41207"], money: "out", low: 864, high: 864 }],
  ["2025-05-05", { lines: ["SEPA-Lastschrift von", "Stadtwerke Essen AG", "Abschlag Mai 2025 VK 412077310", "Mandat SWE-4120773 Gläubiger-ID DE31ZZZ00000041207"], money: "out", low: 78, high: 78 }],
  ["2025-05-12", { lines: ["SEPA-Lastschrift von", "Techniker Krankenkasse", "Beitrag Pflege 05/2025", "Mandat TK7731204 Gläubiger-ID DE84ZZZ00000012077"], money: "out", low: 41.5, high: 41.5 }],
  ["2025-05-20", { lines: ["SEPA-Lastschrift von", "1&1 Telecom GmbH", "Kd. 7731204 Rg. 2025-05"], money: "out", low: 34.99, high: 34.99 }],
  ["2025-05-28", { lines: ["SEPA-Gutschrift von", "Ruhr Klinikum gGmbH", "Bezuege 05/2025 PNR 412077"], money: "in", low: 3128.44, high: 3128.44 }],
  ["2025-05-30", { lines: ["Kontoführungsentgelt", "AktivKonto 05/2025"], money: "out", low: 11.9, high: 11.9 }],
];

function deSollHabenYearless(): HoldoutStatement {
  const opening = 2476.31;
  const made = spanBookings({ seed: 91301, kinds: DE, fixed: DE_FIXED, from: "2025-05-01", to: "2025-05-31", count: 34, opening, perBalance: false, next: true, fill: filler((d) => dmy(d, ".")) });
  const { bookings, closing } = made;
  const code = iban("DE", "360700500412077310");
  const truth: HoldoutTruth = { bank: "Ruhrtal Bank AG", accountHolder: "Claudia Brandt", iban: code, currency: "EUR", periodFrom: "2025-05-01", periodTo: "2025-05-31", openingBalance: opening, closingBalance: closing, bookings };
  const dm = (d: string) => `${dd(d)}.${mm(d)}.`;
  const bal = (v: number) => `EUR ${v < 0 ? "-" : "+"} ${de(v)}`;
  const pages = paged(bookings, 11, 15);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#0018a8">Ruhrtal Bank</b><br>Kontoauszug vom 01.05.2025 bis 31.05.2025</td><td>Filiale 412 &nbsp; Konto 0773100 &nbsp; Unterkonto 00<br>IBAN ${spaced(code)}<br>BIC RUHTDEDEXXX<br>AktivKonto &nbsp; Auszug 5 &nbsp; Blatt ${p + 1} von ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">Frau<br>Claudia Brandt<br>Rüttenscheider Str. 77<br>45130 Essen</td><td><table class="box"><tr><td>Alter Saldo</td><td class="r">${bal(opening)}</td></tr><tr><td>Neuer Saldo</td><td class="r">${bal(closing)}</td></tr></table></td></tr></table>`
          : ""
      }`;
      const rows = list.map((b) => `<tr><td class="nw">${dm(b.date)}</td><td class="nw">${dm(b.valueDate)}</td><td class="nw">${lines(b.lines)}</td><td class="r">${b.amount < 0 ? `- ${de(b.amount)}` : ""}</td><td class="r">${b.amount > 0 ? `+ ${de(b.amount)}` : ""}</td></tr>`).join("");
      const tail = last ? `<p class="r" style="margin:1mm 1.5mm 0 0;border-top:1px solid #0018a8"><b>Neuer Saldo &nbsp;&nbsp; ${bal(closing)}</b></p>` : "";
      const head = p === 0 ? `<p class="r" style="margin:0 1.5mm 1mm 0">Alter Saldo &nbsp;&nbsp; ${bal(opening)}</p>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Bitte erheben Sie Einwendungen gegen einzelne Buchungen unverzüglich. Guthaben sind über die Entschädigungseinrichtung deutscher Banken GmbH und darüber hinaus durch den Einlagensicherungsfonds geschützt.</p>` : "";
      return `<div class="sheet">${top}${head}<table><thead><tr><th style="width:8%">Buchung</th><th style="width:8%">Valuta</th><th>Vorgang</th><th class="r" style="width:14%">Soll</th><th class="r" style="width:14%">Haben</th></tr></thead><tbody>${rows}</tbody></table>${tail}${note}${foot(`Ruhrtal Bank AG · Huyssenallee 12, 45128 Essen · Amtsgericht Essen HRB 41207 · Vorsitzender des Aufsichtsrats: Dr. Peter Lorenz · Blatt ${p + 1} von ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "s-de-yearless-soll-haben", layout: "German universal bank Buchung/Valuta/Vorgang/Soll/Haben: yearless '02.05.' dates with a trailing dot in both date columns, debits '- 45,20' and credits '+ 2.000,00' with the sign set apart, SEPA texts over 3-4 lines (Mandat/Gläubiger-ID), no running balance, 'Alter Saldo'/'Neuer Saldo' lines and box with 'EUR + 1.234,56', period 'vom 01.05.2025 bis 31.05.2025', 'Frau' line above the holder, 3 pages", html: sheet("thead th { border-bottom: 1.5px solid #0018a8; }")(body), truth };
}

// ---------------------------------------------------------------- Swedish bank, small business (verification number before the text)

const SE: readonly Kind[] = [
  { lines: ["SWISH INBETALNING {n10}"], money: "in", low: 200, high: 4800 },
  { lines: ["BG 5050-1055 BYGGMAX AB"], money: "out", low: 300, high: 6200 },
  { lines: ["KORTKÖP {paid} BAUHAUS BARKARBY"], money: "out", low: 90, high: 2400, card: true },
  { lines: ["KORTKÖP {paid} CIRCLE K JÄRFÄLLA"], money: "out", low: 350, high: 1200, card: true },
  { lines: ["BG 5412-0773 AHLSELL SVERIGE AB"], money: "out", low: 500, high: 9800 },
  { lines: ["BG INBETALNING KUND {n6}"], money: "in", low: 4000, high: 42000 },
  { lines: ["SWISH UTBETALNING {n10}"], money: "out", low: 100, high: 900 },
];
const SE_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-03-03", { lines: ["BG 5120-7731 FASTIGHETS AB TORNET"], money: "out", low: 9500, high: 9500 }],
  ["2025-03-12", { lines: ["SKATTEVERKET SKATTEKONTO 5566412077"], money: "out", low: 28416, high: 28416 }],
  ["2025-03-25", { lines: ["LÖN MARS ANSTÄLLDA 3 ST"], money: "out", low: 61880, high: 61880 }],
  ["2025-03-31", { lines: ["AVGIFT FÖRETAGSPAKET"], money: "out", low: 125, high: 125 }],
];

function seVerification(): HoldoutStatement {
  const opening = 148612.4;
  const made = spanBookings({ seed: 91401, kinds: SE, fixed: SE_FIXED, from: "2025-03-01", to: "2025-03-31", count: 46, opening, perBalance: true, next: true, fill: filler((d) => `${yy(d)}${mm(d)}${dd(d)}`) });
  const { bookings, closing } = made;
  const code = iban("SE", "50000000054120773104");
  const truth: HoldoutTruth = { bank: "Kattegatt Bank AB (publ)", accountHolder: "Lindqvist Bygg & Snickeri AB", iban: code, currency: "SEK", periodFrom: "2025-03-01", periodTo: "2025-03-31", openingBalance: opening, closingBalance: closing, bookings };
  const verification = made.fills.map((f) => `5${digits(f.n, 9)}`);
  const pages = paged(bookings.map((b, i) => ({ b, v: verification[i]! })), 16, 22);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#60cd18">Kattegatt Bank</b><br>Kontoutdrag</td><td>Företagskonto 5412-07 731 04<br>IBAN ${spaced(code)}<br>Period 2025-03-01 – 2025-03-31 &nbsp; Valuta: SEK<br>Sida ${p + 1} (${pages.length})</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">Lindqvist Bygg &amp; Snickeri AB<br>Box 4120<br>175 26 Järfälla</td><td>Org.nr 556641-2077<br>Kontohavare: Lindqvist Bygg &amp; Snickeri AB</td></tr></table>` : ""
      }`;
      const head = p === 0 ? `<tr class="bal"><td>2025-03-01</td><td></td><td></td><td>Ingående saldo</td><td></td><td class="r">${sp(opening)}</td></tr>` : "";
      const rows = list.map(({ b, v }) => `<tr><td class="nw">${b.date}</td><td class="nw">${b.valueDate}</td><td class="nw">${v}</td><td class="nw">${lines(b.lines)}</td><td class="r">${signed(b.amount, sp)}</td><td class="r">${signed(b.balance!, sp)}</td></tr>`).join("");
      const tail = last ? `<tr class="bal"><td>2025-03-31</td><td></td><td></td><td>Utgående saldo</td><td></td><td class="r">${sp(closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Kontrollera kontoutdraget. Eventuella fel ska anmälas till banken utan dröjsmål. Insättningar omfattas av den statliga insättningsgarantin.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:11%">Bokföringsdatum</th><th style="width:10%">Valutadatum</th><th style="width:13%">Verifikationsnummer</th><th>Text/mottagare</th><th class="r" style="width:13%">Belopp</th><th class="r" style="width:13%">Saldo</th></tr></thead><tbody>${head}${rows}${tail}</tbody></table>${note}${foot(`Kattegatt Bank AB (publ) · 106 40 Stockholm · Org.nr 502032-9081 · Styrelsens säte Stockholm · Sida ${p + 1} (${pages.length})`)}</div>`;
    })
    .join("");
  return { name: "s-se-verifikation", layout: "Swedish bank small-business account Bokföringsdatum/Valutadatum/Verifikationsnummer/Text/mottagare/Belopp/Saldo: ISO dates twice, a ten-digit verification-number column BEFORE the text, one-line upper-case texts (BG, SWISH, KORTKÖP with yymmdd purchase day, LÖN, SKATTEVERKET), '-1 234,56' space thousands, balance per row, Ingående/Utgående saldo rows, 3 pages", html: sheet("thead th { border-bottom: 1.5px solid #60cd18; }")(body), truth };
}

// ---------------------------------------------------------------- French high-street bank (LIBELLE before VALEUR, yearless booking date, period over two months)

const FR: readonly Kind[] = [
  { lines: ["CB MONOP LYON BELLECOUR {paid}"], money: "out", low: 6, high: 88, card: true },
  { lines: ["CB CASINO SHOP {paid}"], money: "out", low: 3, high: 42, card: true },
  { lines: ["CB TCL AGENCE PART DIEU {paid}"], money: "out", low: 2, high: 74, card: true },
  { lines: ["CB BOULANGERIE DU PARC {paid}"], money: "out", low: 2.2, high: 16, card: true },
  { lines: ["RETRAIT DAB {paid} LYON CORDELIERS"], money: "out", low: 20, high: 140, step: 10, card: true },
  { lines: ["VIR INST DE MME CAMILLE ROUX", "REMBOURSEMENT RESTO"], money: "in", low: 12, high: 90 },
  { lines: ["PRLV SEPA PAYPAL EUROPE", "{n10} PP.{n4}.PP PAYPAL"], money: "out", low: 9, high: 110 },
];
const FR_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-05", { lines: ["PRLV SEPA EDF CLIENTS PARTICULIERS", "ECH/050625 MDT/{n8}"], money: "out", low: 72, high: 72 }],
  ["2025-06-05", { lines: ["VIR PERM LOYER JUIN", "POUR SCI BELLECOUR"], money: "out", low: 845, high: 845 }],
  ["2025-06-10", { lines: ["PRLV SEPA BOUYGUES TELECOM", "FACT {n10}"], money: "out", low: 26.99, high: 26.99 }],
  ["2025-06-16", { lines: ["PRLV SEPA MACIF", "CONTRAT AUTO 4120773"], money: "out", low: 47.35, high: 47.35 }],
  ["2025-06-27", { lines: ["VIR SEPA ATELIERS DU RHONE SAS", "SALAIRE JUIN 2025"], money: "in", low: 2468.9, high: 2468.9 }],
  ["2025-07-01", { lines: ["COTISATION OFFRE ESSENTIEL", "JUILLET 2025"], money: "out", low: 7.5, high: 7.5 }],
];

function frLibelleValeur(): HoldoutStatement {
  const opening = 1562.44;
  const made = spanBookings({ seed: 91501, kinds: FR, fixed: FR_FIXED, from: "2025-06-03", to: "2025-07-02", count: 34, opening, perBalance: false, next: true, fill: filler((d) => `${dd(d)}/${mm(d)}`) });
  const { bookings, closing } = made;
  const code = iban("FR", "30002004120000077310Q47");
  const truth: HoldoutTruth = { bank: "Crédit Rhodanien SA", accountHolder: "ALAIN FERRAND", iban: code, currency: "EUR", periodFrom: "2025-06-03", periodTo: "2025-07-02", openingBalance: opening, closingBalance: closing, bookings };
  const fr = (v: number) => figure(v, "fr").replace(/\u00A0/gu, " ");
  const pages = paged(bookings, 12, 16);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#1c3f94">CRÉDIT RHODANIEN</b><br>RELEVE DE COMPTE COURANT</td><td>du 03.06.2025 au 02.07.2025<br>Compte de dépôt n° 0000077310Q &nbsp; en euros<br>IBAN : ${spaced(code)}<br>Page ${p + 1} / ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">ALAIN FERRAND<br>12 RUE DE LA CHARITE<br>69002 LYON</td><td>Agence LYON BELLECOUR<br>Tél. 04 72 41 20 77<br>Titulaire : ALAIN FERRAND</td></tr></table>` : ""
      }`;
      const head = p === 0 ? `<tr class="bal"><td></td><td>ANCIEN SOLDE</td><td></td><td></td><td class="r">${fr(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${dd(b.date)}.${mm(b.date)}</td><td class="nw">${lines(b.lines)}</td><td class="nw">${dd(b.valueDate)}.${mm(b.valueDate)}.${yy(b.valueDate)}</td><td class="r">${b.amount < 0 ? fr(b.amount) : ""}</td><td class="r">${b.amount > 0 ? fr(b.amount) : ""}</td></tr>`).join("");
      const tail = last ? `<tr class="bal"><td></td><td>TOTAUX</td><td></td><td class="r">${fr(debits(bookings))}</td><td class="r">${fr(credits(bookings))}</td></tr><tr class="bal"><td></td><td>SOLDE EN EUROS</td><td></td><td></td><td class="r">${fr(closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Sauf erreur ou omission. En cas de réclamation, adressez-vous à votre agence ; à défaut de réponse satisfaisante, au médiateur. Vos dépôts sont garantis par le FGDR dans la limite de 100 000 euros.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:7%">DATE</th><th>LIBELLE</th><th style="width:9%">VALEUR</th><th class="r" style="width:13%">DEBIT</th><th class="r" style="width:13%">CREDIT</th></tr></thead><tbody>${head}${rows}${tail}</tbody></table>${note}${foot(`Crédit Rhodanien SA au capital de 2 412 077 310 € · Siège social : 18 rue de la République, 69002 Lyon · 954 509 741 RCS Lyon · ORIAS 07 001 878 · Page ${p + 1} / ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "s-fr-libelle-valeur", layout: "French high-street bank DATE/LIBELLE/VALEUR/DEBIT/CREDIT: yearless '04.06' booking dates, '04.06.25' value dates AFTER the text, period over two months 'du 03.06.2025 au 02.07.2025', one- and two-line texts with the card day 'CB … 02/06', ANCIEN SOLDE row in the credit column, TOTAUX and 'SOLDE EN EUROS' rows, space thousands, 3 pages", html: sheet("thead th { border-bottom: 1.5px solid #1c3f94; }")(body), truth };
}

// ---------------------------------------------------------------- Czech bank (Částka / Zůstatek, texts with Protiúčet)

const CZ: readonly Kind[] = [
  { lines: ["Platba kartou", "ALBERT HM 0812, PRAHA 5", "Datum transakce: {paid}"], money: "out", low: 60, high: 1900, card: true },
  { lines: ["Platba kartou", "LIDL DEKUJE ZA NAKUP, PRAHA", "Datum transakce: {paid}"], money: "out", low: 90, high: 1600, card: true },
  { lines: ["Platba kartou", "DAMEJIDLO.CZ, PRAHA", "Datum transakce: {paid}"], money: "out", low: 180, high: 650, card: true },
  { lines: ["Výběr z bankomatu", "ATM VLTAVA ANDEL, PRAHA 5"], money: "out", low: 500, high: 3000, step: 500, card: false },
  { lines: ["Příchozí okamžitá platba", "Petra Dvořáková", "Protiúčet: 2801{n6}/2010"], money: "in", low: 150, high: 1800, step: 10 },
  { lines: ["Odchozí platba", "Martin Svoboda", "Protiúčet: 19-{n10}/0800"], money: "out", low: 200, high: 2500, step: 50 },
];
const CZ_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-07-01", { lines: ["Trvalý příkaz", "SVJ Nádražní 1207", "Protiúčet: 123-4120773217/0100 VS: 1207"], money: "out", low: 4850, high: 4850 }],
  ["2025-07-08", { lines: ["Inkaso", "PRE, a.s.", "Protiúčet: 1011-7731/0300 VS: 4120773105"], money: "out", low: 1420, high: 1420 }],
  ["2025-07-10", { lines: ["Příchozí platba", "NOVATEK SOFTWARE s.r.o.", "Protiúčet: 2107731204/2700 VS: 202507"], money: "in", low: 48620, high: 48620 }],
  ["2025-07-15", { lines: ["Inkaso", "T-Mobile Czech Republic a.s.", "Protiúčet: 5018-4120773/0100 VS: 7731204"], money: "out", low: 649, high: 649 }],
  ["2025-07-20", { lines: ["Odchozí platba", "Spořicí účet", "Protiúčet: 4120773/0100"], money: "out", low: 8000, high: 8000 }],
  ["2025-07-31", { lines: ["Poplatek za vedení účtu", "Konto Plus 07/2025"], money: "out", low: 99, high: 99 }],
];

function czZustatek(): HoldoutStatement {
  const opening = 18432.7;
  const made = spanBookings({ seed: 91601, kinds: CZ, fixed: CZ_FIXED, from: "2025-07-01", to: "2025-07-31", count: 36, opening, perBalance: true, fill: filler((d) => dmy(d, ".")) });
  const { bookings, closing } = made;
  const code = iban("CZ", "01000000194120773105");
  const truth: HoldoutTruth = { bank: "Vltava banka, a.s.", accountHolder: "Tomáš Novák", iban: code, currency: "CZK", periodFrom: "2025-07-01", periodTo: "2025-07-31", openingBalance: opening, closingBalance: closing, bookings };
  const pages = paged(bookings, 12, 15);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#d6001c">Vltava banka</b><br>Výpis z účtu</td><td>Číslo účtu: 19-4120773105/0100<br>IBAN: ${spaced(code)}<br>Výpis za období 01.07.2025 – 31.07.2025 &nbsp; Měna: CZK<br>Výpis č. 7 &nbsp; Strana ${p + 1}/${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">Tomáš Novák<br>Nádražní 1207/41<br>150 00 Praha 5</td><td><table class="box" style="border:1px solid #d6001c"><tr><td>Počáteční zůstatek k 30.06.2025</td><td class="r">${sp(opening)}</td></tr><tr><td>Příjmy</td><td class="r">${sp(credits(bookings))}</td></tr><tr><td>Výdaje</td><td class="r">-${sp(debits(bookings))}</td></tr><tr><td><b>Konečný zůstatek k 31.07.2025</b></td><td class="r"><b>${sp(closing)}</b></td></tr></table></td></tr></table>`
          : ""
      }`;
      const head = p === 0 ? `<tr class="bal"><td></td><td>Počáteční zůstatek</td><td></td><td class="r">${sp(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${dmy(b.date, ".")}</td><td class="nw">${lines(b.lines)}</td><td class="r">${signed(b.amount, sp)}</td><td class="r">${signed(b.balance!, sp)}</td></tr>`).join("");
      const tail = last ? `<tr class="bal"><td></td><td>Konečný zůstatek</td><td></td><td class="r">${sp(closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Případné nesrovnalosti reklamujte bez zbytečného odkladu. Vklady jsou pojištěny v rozsahu stanoveném zákonem o bankách.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:11%">Datum</th><th>Popis transakce</th><th class="r" style="width:15%">Částka (CZK)</th><th class="r" style="width:15%">Zůstatek (CZK)</th></tr></thead><tbody>${head}${rows}${tail}</tbody></table>${note}${foot(`Vltava banka, a.s., Na Příkopě 33, 114 07 Praha 1, IČO 45317054, zapsaná v obchodním rejstříku vedeném Městským soudem v Praze, oddíl B, vložka 1360 · Strana ${p + 1}/${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "s-cz-zustatek", layout: "Czech bank personal account Datum/Popis transakce/Částka (CZK)/Zůstatek (CZK): dd.mm.yyyy, texts over 2-3 lines (kind, party, 'Protiúčet: …/0100 VS: …' or 'Datum transakce:'), signed '-1 234,56' space thousands, balance per row, Počáteční/Konečný zůstatek rows and box, 3 pages", html: sheet("thead th { border-bottom: 1.5px solid #d6001c; }")(body), truth };
}

// ---------------------------------------------------------------- Swiss cantonal bank in Italian (Addebito / Accredito / Saldo, Riporto)

const TI: readonly Kind[] = [
  { lines: ["Pagamento carta di debito", "Coop Lugano Centro"], money: "out", low: 6, high: 128, card: true },
  { lines: ["Pagamento carta di debito", "Migros Paradiso"], money: "out", low: 8, high: 96, card: true },
  { lines: ["Pagamento carta di debito", "FFS Lugano stazione"], money: "out", low: 4.4, high: 76, card: true },
  { lines: ["Prelevamento Bancomat", "Lugano Piazza Riforma"], money: "out", low: 50, high: 300, step: 50, card: true },
  { lines: ["TWINT accredito", "da Giulia Rossi"], money: "in", low: 10, high: 90, step: 1 },
  { lines: ["TWINT pagamento", "Manor Lugano"], money: "out", low: 12, high: 140 },
];
const TI_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-08-01", { lines: ["Ordine permanente", "Fiduciaria Cassarate SA affitto agosto"], money: "out", low: 1780, high: 1780 }],
  ["2025-08-05", { lines: ["eBill", "Swisscom (Svizzera) SA fattura 07/2025"], money: "out", low: 72.4, high: 72.4 }],
  ["2025-08-11", { lines: ["eBill", "Helsana Assicurazioni SA premio 08/2025"], money: "out", low: 386.95, high: 386.95 }],
  ["2025-08-22", { lines: ["Ordine di pagamento", "AIL SA energia elettrica"], money: "out", low: 96.3, high: 96.3 }],
  ["2025-08-25", { lines: ["Accredito stipendio", "Officine Ticinesi SA agosto 2025"], money: "in", low: 6342.15, high: 6342.15 }],
  ["2025-08-31", { lines: ["Spese tenuta conto", "Pacchetto Giovani 08/2025"], money: "out", low: 5, high: 5 }],
];

function chTicino(): HoldoutStatement {
  const opening = 7421.85;
  const made = spanBookings({ seed: 91701, kinds: TI, fixed: TI_FIXED, from: "2025-08-01", to: "2025-08-31", count: 38, opening, perBalance: true, next: true, fill: filler(() => "") });
  const { bookings, closing } = made;
  const code = iban("CH", "07640041207731050");
  const truth: HoldoutTruth = { bank: "Banca Ceresio SA", accountHolder: "Marco Bernasconi", iban: code, currency: "CHF", periodFrom: "2025-08-01", periodTo: "2025-08-31", openingBalance: opening, closingBalance: closing, bookings };
  const d6 = (d: string) => `${dd(d)}.${mm(d)}.${yy(d)}`;
  const pages = paged(bookings, 14, 18);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const before = sumTo(opening, pages.slice(0, p).flat());
      const after = sumTo(before, list);
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#b5121b">Banca Ceresio</b><br>Estratto conto</td><td>Conto privato CHF<br>IBAN ${spaced(code)}<br>Periodo 01.08.2025 - 31.08.2025<br>Pagina ${p + 1}/${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">Signor<br>Marco Bernasconi<br>Via Cassarate 12<br>6900 Lugano</td><td>Titolare: Marco Bernasconi<br>Consulente: Sara Pedrazzini, tel. 091 803 41 20</td></tr></table>` : ""
      }`;
      const head = p === 0 ? `<tr class="bal"><td class="nw">31.07.25</td><td></td><td>Saldo iniziale</td><td></td><td></td><td class="r">${ch(opening)}</td></tr>` : `<tr class="bal"><td></td><td></td><td>Riporto</td><td></td><td></td><td class="r">${ch(before)}</td></tr>`;
      const rows = list.map((b) => `<tr><td class="nw">${d6(b.date)}</td><td class="nw">${d6(b.valueDate)}</td><td class="nw">${lines(b.lines)}</td><td class="r">${b.amount < 0 ? ch(b.amount) : ""}</td><td class="r">${b.amount > 0 ? ch(b.amount) : ""}</td><td class="r">${ch(b.balance!)}</td></tr>`).join("");
      const tail = last
        ? `<tr class="bal"><td class="nw">31.08.25</td><td></td><td>Saldo a vostro favore</td><td></td><td></td><td class="r">${ch(closing)}</td></tr>`
        : `<tr class="bal"><td></td><td></td><td>Riporto</td><td></td><td></td><td class="r">${ch(after)}</td></tr>`;
      const note = last ? `<p class="s" style="margin-top:3mm">Vi preghiamo di verificare il presente estratto. In assenza di contestazioni entro 30 giorni esso si considera approvato. I depositi sono garantiti fino a CHF 100'000 da esisuisse.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:8%">Data</th><th style="width:8%">Valuta</th><th>Testo</th><th class="r" style="width:12%">Addebito</th><th class="r" style="width:12%">Accredito</th><th class="r" style="width:12%">Saldo</th></tr></thead><tbody>${head}${rows}${tail}</tbody></table>${note}${foot(`Banca Ceresio SA · Viale H. Guisan 5, 6500 Bellinzona · IDI CHE-108.954.607 · Pagina ${p + 1}/${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "s-ch-ticino", layout: "Swiss cantonal bank in Italian Data/Valuta/Testo/Addebito/Accredito/Saldo: dd.mm.yy dates twice, CHF apostrophe thousands, two-line texts, Saldo iniziale row dated the previous month's last day, Riporto rows at the foot and head of pages, 'Saldo a vostro favore' at the end, 'Signor' line above the holder, 3 pages", html: sheet("thead th { border-bottom: 1.5px solid #b5121b; }")(body), truth };
}

// ---------------------------------------------------------------- Finnish bank (tiliote, unpadded dates, signed figures)

const FI: readonly Kind[] = [
  { lines: ["KORTTIOSTO", "K-Citymarket Itäkeskus", "Ostopäivä {paid}"], money: "out", low: 6, high: 132, card: true },
  { lines: ["KORTTIOSTO", "Prisma Kannelmäki", "Ostopäivä {paid}"], money: "out", low: 9, high: 118, card: true },
  { lines: ["KORTTIOSTO", "HSL Mobiili"], money: "out", low: 3.2, high: 64 },
  { lines: ["MOBILEPAY", "Jenni Laaksonen", "Viesti: leffat"], money: "in", low: 8, high: 40 },
  { lines: ["MOBILEPAY", "Oskari Heikkinen", "Viesti: kimppakyyti"], money: "out", low: 6, high: 35 },
  { lines: ["KÄTEISNOSTO", "Otto Kamppi"], money: "out", low: 20, high: 100, step: 20 },
];
const FI_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-10-01", { lines: ["TILISIIRTO", "Kiinteistö Oy Vallilan Helmi", "Viite: 41207 73105"], money: "out", low: 1045, high: 1045 }],
  ["2025-10-06", { lines: ["E-LASKU", "Helen Oy", "Viite: 1207731 04117"], money: "out", low: 48.26, high: 48.26 }],
  ["2025-10-14", { lines: ["E-LASKU", "Elisa Oyj", "Viite: 7731 20411 7"], money: "out", low: 24.9, high: 24.9 }],
  ["2025-10-15", { lines: ["PALKKA", "Kalevala Data Oy", "Viesti: palkka 10/2025"], money: "in", low: 2952.37, high: 2952.37 }],
  ["2025-10-31", { lines: ["PALVELUMAKSU", "Päivittäispalvelut 10/2025"], money: "out", low: 4.5, high: 4.5 }],
];

function fiTiliote(): HoldoutStatement {
  const opening = 1808.64;
  const made = spanBookings({ seed: 91801, kinds: FI, fixed: FI_FIXED, from: "2025-10-01", to: "2025-10-31", count: 28, opening, perBalance: true, fill: filler((d) => `${day(d)}.${month(d)}.${yyyy(d)}`) });
  const { bookings, closing } = made;
  const code = iban("FI", "12800012077310");
  const truth: HoldoutTruth = { bank: "Saimaan Pankki Oyj", accountHolder: "Anna Virtanen", iban: code, currency: "EUR", periodFrom: "2025-10-01", periodTo: "2025-10-31", openingBalance: opening, closingBalance: closing, bookings };
  const fd = (d: string) => `${day(d)}.${month(d)}.${yyyy(d)}`;
  const pages = paged(bookings, 14, 20);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#0a5ec2">Saimaan Pankki</b><br>TILIOTE</td><td>Käyttötili ${spaced(code)}<br>Jakso 1.10.2025–31.10.2025<br>Valuutta EUR<br>Sivu ${p + 1}/${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">Anna Virtanen<br>Mäkelänkatu 41 B 12<br>00550 Helsinki</td><td>Tilinomistaja: Anna Virtanen<br>BIC SAIPFIHH</td></tr></table>` : ""
      }`;
      const head = p === 0 ? `<tr class="bal"><td class="nw">30.9.2025</td><td>Alkusaldo</td><td></td><td class="r">${signed(opening, sp, "+")}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${fd(b.date)}</td><td class="nw">${lines(b.lines)}</td><td class="r">${signed(b.amount, sp, "+")}</td><td class="r">${signed(b.balance!, sp, "+")}</td></tr>`).join("");
      const tail = last ? `<tr class="bal"><td class="nw">31.10.2025</td><td>Loppusaldo</td><td></td><td class="r">${signed(closing, sp, "+")}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Tarkista tiliotteen tiedot. Talletussuojan piiriin kuuluvat talletukset on suojattu 100 000 euroon asti.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:12%">Kirjauspäivä</th><th>Tapahtuma</th><th class="r" style="width:15%">Määrä EUR</th><th class="r" style="width:15%">Saldo EUR</th></tr></thead><tbody>${head}${rows}${tail}</tbody></table>${note}${foot(`Saimaan Pankki Oyj · Kauppakatu 20, 53100 Lappeenranta · Y-tunnus 0199920-7 · Sivu ${p + 1}/${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "s-fi-tiliote", layout: "Finnish bank tiliote Kirjauspäivä/Tapahtuma/Määrä EUR/Saldo EUR: unpadded '1.10.2025' dates, no value date, texts over 2-3 lines (KORTTIOSTO with 'Ostopäivä', TILISIIRTO/E-LASKU with 'Viite:', PALKKA, MOBILEPAY with 'Viesti:'), '+1 234,56'/'-12,50' signed figures and signed balance per row, Alkusaldo/Loppusaldo rows, 2 pages", html: sheet("thead th { border-bottom: 1.5px solid #0a5ec2; }")(body), truth };
}

// ---------------------------------------------------------------- Austrian bank (labelled text lines, signed Betrag and Saldo)

const AT: readonly Kind[] = [
  { lines: ["Kartenzahlung", "BILLA DANKT 4120 WIEN", "Karte 2 {paid} {time}"], money: "out", low: 5, high: 86, card: true },
  { lines: ["Kartenzahlung", "SPAR DANKT 7731 WIEN", "Karte 2 {paid} {time}"], money: "out", low: 4, high: 72, card: true },
  { lines: ["Kartenzahlung", "WIENER LINIEN TICKETS", "Karte 2 {paid} {time}"], money: "out", low: 2.4, high: 51, card: true },
  { lines: ["Bargeldbehebung", "BANKOMAT 4120 MARIAHILFER STR", "Karte 2 {paid} {time}"], money: "out", low: 50, high: 200, step: 10, card: true },
  { lines: ["Gutschrift", "Auftraggeber: Lukas Steiner", "Verwendungszweck: Konzertkarten"], money: "in", low: 25, high: 160, step: 1 },
  { lines: ["Überweisung", "Empfänger: Mag. Eva Huber", "Verwendungszweck: Yoga Kurs"], money: "out", low: 40, high: 180, step: 5 },
];
const AT_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-09-01", { lines: ["Dauerauftrag", "Empfänger: Wohnbau Gumpendorf GmbH", "Verwendungszweck: Miete 09/2025 Top 14"], money: "out", low: 920, high: 920 }],
  ["2025-09-03", { lines: ["Lastschrift", "Empfänger: Wien Energie GmbH", "Zahlungsreferenz: 412077310 09/2025", "Mandat: WE-7731204"], money: "out", low: 87, high: 87 }],
  ["2025-09-10", { lines: ["Lastschrift", "Empfänger: A1 Telekom Austria AG", "Zahlungsreferenz: 7731204117"], money: "out", low: 29.9, high: 29.9 }],
  ["2025-09-26", { lines: ["Gutschrift", "Auftraggeber: Alpenblick Software GmbH", "Verwendungszweck: Gehalt 09/2025"], money: "in", low: 2874.3, high: 2874.3 }],
  ["2025-09-30", { lines: ["Kontoführung", "Kontopaket Gold 09/2025"], money: "out", low: 8.9, high: 8.9 }],
];

function atLabelled(): HoldoutStatement {
  const opening = 1537.12;
  const made = spanBookings({ seed: 91901, kinds: AT, fixed: AT_FIXED, from: "2025-09-01", to: "2025-09-30", count: 36, opening, perBalance: true, next: true, fill: filler((d) => `${dd(d)}.${mm(d)}.`) });
  const { bookings, closing } = made;
  const code = iban("AT", "1912000412077310");
  const truth: HoldoutTruth = { bank: "Donau Bank AG", accountHolder: "Julia Gruber", iban: code, currency: "EUR", periodFrom: "2025-09-01", periodTo: "2025-09-30", openingBalance: opening, closingBalance: closing, bookings };
  const pages = paged(bookings, 12, 16);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#e2001a">Donau Bank</b><br>Kontoauszug Nr. 9 vom 01.09.2025 bis 30.09.2025</td><td>Girokonto 00412 077 310<br>IBAN ${spaced(code)}<br>BIC DONBATWW &nbsp; Währung EUR<br>Seite ${p + 1} von ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">Julia Gruber<br>Gumpendorfer Straße 41/14<br>1060 Wien</td><td><table class="box" style="border:1px solid #e2001a"><tr><td>Kontostand alt per 31.08.2025</td><td class="r">${signed(opening, de, "+")}</td></tr><tr><td>Summe Belastungen</td><td class="r">-${de(debits(bookings))}</td></tr><tr><td>Summe Gutschriften</td><td class="r">+${de(credits(bookings))}</td></tr><tr><td><b>Kontostand neu per 30.09.2025</b></td><td class="r"><b>${signed(closing, de, "+")}</b></td></tr></table></td></tr></table>`
          : ""
      }`;
      const head = p === 0 ? `<tr class="bal"><td></td><td></td><td>Kontostand alt per 31.08.2025</td><td></td><td class="r">${signed(opening, de, "+")}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${dmy(b.date, ".")}</td><td class="nw">${dmy(b.valueDate, ".")}</td><td class="nw">${lines(b.lines)}</td><td class="r">${signed(b.amount, de, "+")}</td><td class="r">${signed(b.balance!, de, "+")}</td></tr>`).join("");
      const tail = last ? `<tr class="bal"><td></td><td></td><td>Kontostand neu per 30.09.2025</td><td></td><td class="r">${signed(closing, de, "+")}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Bitte prüfen Sie die Buchungen. Einwendungen sind binnen zwei Monaten zu erheben. Einlagen sind gemäß ESAEG bis EUR 100.000 gesichert.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:11%">Buchungsdatum</th><th style="width:11%">Valutadatum</th><th>Buchungstext</th><th class="r" style="width:14%">Betrag EUR</th><th class="r" style="width:14%">Saldo EUR</th></tr></thead><tbody>${head}${rows}${tail}</tbody></table>${note}${foot(`Donau Bank AG · Schottengasse 6-8, 1010 Wien · FN 412077 t Handelsgericht Wien · DVR 0031541 · Seite ${p + 1} von ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "s-at-labelled", layout: "Austrian bank Buchungsdatum/Valutadatum/Buchungstext/Betrag EUR/Saldo EUR: dd.mm.yyyy twice, texts over 2-4 labelled lines (Auftraggeber:/Empfänger:/Zahlungsreferenz:/Verwendungszweck:/Mandat:), card texts 'Karte 2 03.09. 18:12', signed '-45,20'/'+1.500,00' amounts and balance per row (going below zero before payday), 'Kontostand alt/neu per' box and rows, 3 pages", html: sheet("thead th { border-bottom: 1.5px solid #e2001a; }")(body), truth };
}

/** Batch S, in a fixed order. */
export function holdoutStatementsS(): HoldoutStatement[] {
  return [ukAtAGlance(), caWithdrawnDeposited(), deSollHabenYearless(), seVerification(), frLibelleValeur(), czZustatek(), chTicino(), fiTiliote(), atLabelled()];
}
