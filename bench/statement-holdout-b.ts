import { chunks, dmy, figure, lines, makeBookings, MONTHS, page, sumTo, type HoldoutBooking, type HoldoutStatement, type HoldoutTruth, type Party } from "./statement-holdout.ts";

/**
 * A second held-out batch of bank statements, written after the rules were changed for the first
 * (bench/statement-holdout.ts) and measured only: nothing in the rules was changed after looking
 * at how they read these. Other banks' layouts again: a German bank with debit and credit columns
 * and signs set apart, a Dutch bank with an Af/Bij column, an Irish bank printing the balance
 * once per day, an Indian bank with lakh grouping and a reference column, a Spanish bank, a
 * Canadian bank with yearless "Mar 4" dates, an Italian bank.
 */

const NL: readonly Party[] = [
  { lines: ["Albert Heijn 1402 AMSTERDAM", "Betaalautomaat {ref}"], money: "out", low: 6, high: 90 },
  { lines: ["Vattenfall Klantenservice N.V.", "Incasso termijnbedrag {month}"], money: "out", low: 60, high: 180 },
  { lines: ["Bakker & de Vries B.V.", "Salaris {month}"], money: "in", low: 2200, high: 3300 },
  { lines: ["Woonstichting De Key", "Huur {month} Kenmerk {ref}"], money: "out", low: 720, high: 990 },
  { lines: ["NS Groep IZ NS Reizigers", "Reiskosten {ref}"], money: "out", low: 4, high: 60 },
  { lines: ["J. de Boer", "Terugbetaling etentje"], money: "in", low: 12, high: 80 },
];
const NL_MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"];
const ES: readonly Party[] = [
  { lines: ["RECIBO IBERDROLA CLIENTES S.A.U.", "REF. MANDATO {ref}"], money: "out", low: 40, high: 150 },
  { lines: ["TRANSFERENCIA RECIBIDA", "DE TALLERES GARCIA S.L.", "NOMINA {month}"], money: "in", low: 1500, high: 2600 },
  { lines: ["COMPRA TARJ. MERCADONA", "MADRID {ref}"], money: "out", low: 8, high: 110 },
  { lines: ["RECIBO COMUNIDAD PROPIETARIOS", "C/ ALCALA 120"], money: "out", low: 60, high: 120 },
  { lines: ["BIZUM RECIBIDO", "LUCIA FERNANDEZ CENA"], money: "in", low: 10, high: 60 },
  { lines: ["RETIRADA CAJERO", "{ref}"], money: "out", low: 20, high: 200 },
];
const ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"];
const IT: readonly Party[] = [
  { lines: ["ADDEBITO DIRETTO SDD", "ENEL ENERGIA SPA", "FATTURA {ref}"], money: "out", low: 50, high: 160 },
  { lines: ["BONIFICO A VOSTRO FAVORE", "DA ROSSI COSTRUZIONI SRL", "STIPENDIO {month}"], money: "in", low: 1700, high: 2800 },
  { lines: ["PAGAMENTO POS", "ESSELUNGA MILANO {ref}"], money: "out", low: 7, high: 120 },
  { lines: ["PRELIEVO BANCOMAT", "{ref}"], money: "out", low: 50, high: 250 },
  { lines: ["BONIFICO DISPOSTO", "A CONDOMINIO VIA PADOVA 14", "RATA {month}"], money: "out", low: 90, high: 200 },
];
const IT_MONTHS = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"];

/** Indian grouping: 1,23,456.78. */
function lakh(value: number): string {
  const [whole, cents] = Math.abs(value).toFixed(2).split(".");
  const last3 = whole!.slice(-3);
  const rest = whole!.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/gu, ",");
  return `${rest ? `${rest},` : ""}${last3}.${cents}`;
}

const shortMonth = (d: string) => MONTHS.en[Number(d.slice(5, 7)) - 1]!.slice(0, 3);

/** A German bank: "Buchung/Valuta" in one column as "02.06./03.06.", Soll and Haben columns, balances as "Kontostand alt/neu". */
function germanDebitCredit(): HoldoutStatement {
  const { bookings, closing } = makeBookings({ seed: 1111, language: "de", year: 2024, month: 6, count: 34, opening: 4012.77, perBalance: false });
  const truth: HoldoutTruth = { bank: "Hanseatische Privatbank AG", accountHolder: "Petra Schulz", iban: "DE89370400440532013000", currency: "EUR", periodFrom: "2024-06-01", periodTo: "2024-06-30", openingBalance: 4012.77, closingBalance: closing, bookings };
  const pages = chunks(bookings, 19);
  const body = pages
    .map((list, p) => {
      const head = p === 0 ? `<p style="font-size:12pt"><b>Hanseatische Privatbank AG</b></p><table style="margin-bottom:6mm"><tr><td style="width:55%">Petra Schulz<br>Eppendorfer Weg 201<br>20253 Hamburg</td><td>Kontoauszug 6/2024<br>Kontoinhaber: Petra Schulz<br>IBAN DE89 3704 0044 0532 0130 00<br>Auszugszeitraum 01.06.2024 - 30.06.2024</td></tr></table><p>Kontostand alt per 31.05.2024: ${figure(4012.77, "de")} EUR</p>` : `<p>Hanseatische Privatbank AG · Kontoauszug 6/2024 · Seite ${p + 1}</p>`;
      const rows = list.map((b) => `<tr><td class="nw">${b.date.slice(8, 10)}.${b.date.slice(5, 7)}./${b.valueDate.slice(8, 10)}.${b.valueDate.slice(5, 7)}.</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? `- ${figure(b.amount, "de")}` : ""}</td><td class="r">${b.amount > 0 ? `+ ${figure(b.amount, "de")}` : ""}</td></tr>`).join("");
      const end = p === pages.length - 1 ? `<p style="margin-top:4mm">Kontostand neu per 30.06.2024: <b>${figure(closing, "de")} EUR</b></p>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th>Buchung/Valuta</th><th>Vorgang</th><th class="r">Soll</th><th class="r">Haben</th></tr></thead><tbody>${rows}</tbody></table>${end}</div>`;
    })
    .join("");
  return { name: "b-de-debit-credit", layout: "Buchung/Valuta in one column, Soll/Haben with spaced signs, 'Kontostand alt/neu per', 2 pages", html: page("thead th { border-bottom: 1px solid #000; }", body), truth };
}

/** A Dutch bank: "Datum | Naam / Omschrijving | Af Bij | Bedrag (EUR)", the side as a word beside an unsigned amount. */
function dutchBank(): HoldoutStatement {
  const { bookings, closing } = makeBookings({ seed: 2222, language: "de", texts: NL, monthNames: NL_MONTHS, year: 2025, month: 3, count: 25, opening: 1290.5, perBalance: false });
  const truth: HoldoutTruth = { bank: "Noordzee Bank N.V.", accountHolder: "Sanne Visser", iban: "NL91ABNA0417164300", currency: "EUR", periodFrom: "2025-03-01", periodTo: "2025-03-31", openingBalance: 1290.5, closingBalance: closing, bookings };
  const rows = bookings.map((b) => `<tr><td class="nw">${b.date.slice(8, 10)}-${b.date.slice(5, 7)}-${b.date.slice(0, 4)}</td><td>${lines(b.lines)}</td><td>${b.amount < 0 ? "Af" : "Bij"}</td><td class="r">${figure(b.amount, "de")}</td></tr>`).join("");
  const body = `<div class="sheet"><p style="font-size:12pt"><b>Noordzee Bank N.V.</b></p><table style="margin-bottom:6mm"><tr><td style="width:55%">Sanne Visser<br>Prinsengracht 311<br>1016 GZ Amsterdam</td><td>Rekeningafschrift maart 2025<br>Rekeninghouder: Sanne Visser<br>IBAN NL91 ABNA 0417 1643 00<br>Periode 01-03-2025 t/m 31-03-2025</td></tr></table>
  <table><thead><tr><th>Datum</th><th>Naam / Omschrijving</th><th>Af Bij</th><th class="r">Bedrag (EUR)</th></tr></thead><tbody>${rows}</tbody></table>
  <table style="width:50%;margin-top:5mm"><tr><td>Beginsaldo</td><td class="r">${figure(1290.5, "de")}</td></tr><tr><td>Eindsaldo</td><td class="r">${figure(closing, "de")}</td></tr></table></div>`;
  return { name: "b-nl-bank", layout: "Af/Bij column beside an unsigned amount, dd-mm-yyyy, balances below", html: page("thead th { border-bottom: 1px solid #000; }", body), truth };
}

/** An Irish bank: "Date | Details | Debit € | Credit € | Balance €", the date and the balance printed once per day. */
function irishBank(): HoldoutStatement {
  const made = makeBookings({ seed: 3333, language: "en", year: 2024, month: 9, count: 33, opening: 987.65, perBalance: true });
  const bookings: HoldoutBooking[] = made.bookings.map((b, i, all) => ({ ...b, balance: all[i + 1]?.date === b.date ? null : b.balance }));
  const truth: HoldoutTruth = { bank: "Liffey Bank Ireland plc", accountHolder: "Aoife Byrne", iban: "IE29AIBK93115212345678", currency: "EUR", periodFrom: "2024-09-01", periodTo: "2024-09-30", openingBalance: 987.65, closingBalance: made.closing, bookings };
  const long = (d: string) => `${Number(d.slice(8, 10))} ${shortMonth(d)} ${d.slice(0, 4)}`;
  let last = "";
  const rows = bookings
    .map((b) => {
      const date = b.date === last ? "" : long(b.date);
      last = b.date;
      return `<tr><td class="nw">${date}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? figure(b.amount, "en") : ""}</td><td class="r">${b.amount > 0 ? figure(b.amount, "en") : ""}</td><td class="r">${b.balance === null ? "" : `${figure(b.balance, "en")}${b.balance < 0 ? " DR" : ""}`}</td></tr>`;
    })
    .join("");
  const body = `<div class="sheet"><p style="font-size:13pt"><b>Liffey Bank Ireland plc</b></p><table style="margin-bottom:6mm"><tr><td style="width:55%">Ms Aoife Byrne<br>12 Grove Park<br>Rathmines, Dublin 6</td><td>Statement of Account<br>Account name: Aoife Byrne<br>IBAN: IE29 AIBK 9311 5212 3456 78<br>Statement period: 1 Sep 2024 to 30 Sep 2024</td></tr></table>
  <table><thead><tr><th>Date</th><th>Details</th><th class="r">Debit €</th><th class="r">Credit €</th><th class="r">Balance €</th></tr></thead><tbody><tr><td class="nw">1 Sep 2024</td><td>BALANCE FORWARD</td><td></td><td></td><td class="r">${figure(987.65, "en")}</td></tr>${rows}</tbody></table></div>`;
  return { name: "b-ie-bank", layout: "date and balance once per day, Debit €/Credit €/Balance €, 'BALANCE FORWARD' row", html: page("thead th { border-bottom: 1px solid #000; }", body), truth };
}

/** An Indian bank: "Txn Date | Value Date | Description | Ref No./Cheque No. | Debit | Credit | Balance", lakh grouping. */
function indianBank(): HoldoutStatement {
  const { bookings, closing } = makeBookings({ seed: 4444, language: "en", year: 2025, month: 7, count: 28, opening: 154320.1, perBalance: true });
  const truth: HoldoutTruth = { bank: "Deccan State Bank", accountHolder: "Rohan Mehta", iban: null, currency: "INR", periodFrom: "2025-07-01", periodTo: "2025-07-31", openingBalance: 154320.1, closingBalance: closing, bookings };
  const long = (d: string) => `${Number(d.slice(8, 10))} ${shortMonth(d)} ${d.slice(0, 4)}`;
  const rows = bookings.map((b, i) => `<tr><td class="nw">${long(b.date)}</td><td class="nw">${long(b.valueDate)}</td><td>${lines(b.lines)}</td><td>${i % 3 === 0 ? `TRF${String(880000 + i * 37)}` : ""}</td><td class="r">${b.amount < 0 ? lakh(b.amount) : ""}</td><td class="r">${b.amount > 0 ? lakh(b.amount) : ""}</td><td class="r">${lakh(b.balance!)}</td></tr>`).join("");
  const body = `<div class="sheet"><p style="font-size:13pt"><b>Deccan State Bank</b></p><table style="margin-bottom:6mm"><tr><td style="width:55%">Account Name : Rohan Mehta<br>Address : 14 MG Road, Bengaluru 560001<br>Account Number : 30987612345<br>IFSC Code : DSBI0001234</td><td>Account Statement from 1 Jul 2025 to 31 Jul 2025<br>Currency : INR<br>Balance as on 1 Jul 2025 : ${lakh(154320.1)}</td></tr></table>
  <table><thead><tr><th>Txn Date</th><th>Value Date</th><th>Description</th><th>Ref No./Cheque No.</th><th class="r">Debit</th><th class="r">Credit</th><th class="r">Balance</th></tr></thead><tbody>${rows}</tbody></table>
  <p style="margin-top:4mm">Closing Balance : ${lakh(closing)}</p></div>`;
  return { name: "b-in-bank", layout: "Txn Date/Value Date/Description/Ref/Debit/Credit/Balance, lakh grouping, balances as labels", html: page("thead th { border-bottom: 1px solid #000; background: #eef; }", body), truth };
}

/** A Spanish bank: "Fecha operación | Fecha valor | Concepto | Importe | Saldo", signed amounts with a decimal comma. */
function spanishBank(): HoldoutStatement {
  const { bookings, closing } = makeBookings({ seed: 5555, language: "de", texts: ES, monthNames: ES_MONTHS, year: 2024, month: 11, count: 30, opening: 2340.0, perBalance: true });
  const truth: HoldoutTruth = { bank: "Banco del Tajo", accountHolder: "Javier Ruiz Ortega", iban: "ES9121000418450200051332", currency: "EUR", periodFrom: "2024-11-01", periodTo: "2024-11-30", openingBalance: 2340.0, closingBalance: closing, bookings };
  const slash = (d: string) => dmy(d).replace(/\./gu, "/");
  const rows = bookings.map((b) => `<tr><td class="nw">${slash(b.date)}</td><td class="nw">${slash(b.valueDate)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? "-" : ""}${figure(b.amount, "de")}</td><td class="r">${figure(b.balance!, "de")}</td></tr>`).join("");
  const body = `<div class="sheet"><p style="font-size:12pt"><b>Banco del Tajo</b></p><table style="margin-bottom:6mm"><tr><td style="width:55%">D. Javier Ruiz Ortega<br>Calle de Alcalá 120, 3º B<br>28009 Madrid</td><td>Extracto de cuenta<br>Titular: Javier Ruiz Ortega<br>IBAN ES91 2100 0418 4502 0005 1332<br>Periodo: 01/11/2024 - 30/11/2024<br>Divisa: EUR</td></tr></table>
  <p>Saldo inicial: ${figure(2340, "de")} €</p>
  <table><thead><tr><th>Fecha operación</th><th>Fecha valor</th><th>Concepto</th><th class="r">Importe</th><th class="r">Saldo</th></tr></thead><tbody>${rows}</tbody></table>
  <p style="margin-top:4mm">Saldo final: ${figure(closing, "de")} €</p></div>`;
  return { name: "b-es-bank", layout: "Fecha operación/Fecha valor/Concepto/Importe/Saldo, dd/mm/yyyy", html: page("thead th { border-bottom: 1px solid #000; }", body), truth };
}

/** A Canadian bank: "Date | Description | Withdrawals ($) | Deposits ($) | Balance ($)", yearless "Mar 4" dates. */
function canadianBank(): HoldoutStatement {
  const { bookings, closing } = makeBookings({ seed: 6666, language: "en", year: 2025, month: 3, count: 29, opening: 3100.25, perBalance: true });
  const truth: HoldoutTruth = { bank: "Maple Leaf Trust Bank", accountHolder: "Emily Tremblay", iban: null, currency: "CAD", periodFrom: "2025-03-01", periodTo: "2025-03-31", openingBalance: 3100.25, closingBalance: closing, bookings };
  const rows = bookings.map((b) => `<tr><td class="nw">${shortMonth(b.date)} ${Number(b.date.slice(8, 10))}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? figure(b.amount, "en") : ""}</td><td class="r">${b.amount > 0 ? figure(b.amount, "en") : ""}</td><td class="r">${figure(b.balance!, "en")}</td></tr>`).join("");
  const body = `<div class="sheet"><p style="font-size:13pt"><b>Maple Leaf Trust Bank</b></p><table style="margin-bottom:6mm"><tr><td style="width:55%">EMILY TREMBLAY<br>455 RUE SAINT-DENIS<br>MONTREAL QC H2X 3L6</td><td>Your account statement<br>From March 1, 2025 to March 31, 2025<br>Account number: 05512-7720981<br>All amounts in CAD</td></tr></table>
  <table><thead><tr><th>Date</th><th>Description</th><th class="r">Withdrawals ($)</th><th class="r">Deposits ($)</th><th class="r">Balance ($)</th></tr></thead><tbody><tr><td class="nw">Mar 1</td><td>Opening balance</td><td></td><td></td><td class="r">${figure(3100.25, "en")}</td></tr>${rows}<tr><td class="nw">Mar 31</td><td>Closing balance</td><td></td><td></td><td class="r">${figure(closing, "en")}</td></tr></tbody></table></div>`;
  return { name: "b-ca-bank", layout: "yearless 'Mar 4' dates, Withdrawals/Deposits/Balance ($), opening/closing rows", html: page("thead th { border-bottom: 2px solid #c00; }", body), truth: { ...truth, accountHolder: "Emily Tremblay" } };
}

/** An Italian bank: "Data contabile | Data valuta | Descrizione | Addebiti | Accrediti", "Saldo iniziale/finale", 2 pages. */
function italianBank(): HoldoutStatement {
  const { bookings, closing } = makeBookings({ seed: 7777, language: "de", texts: IT, monthNames: IT_MONTHS, year: 2025, month: 5, count: 38, opening: 5230.4, perBalance: false });
  const truth: HoldoutTruth = { bank: "Banca Popolare del Naviglio", accountHolder: "Giulia Bianchi", iban: "IT60X0542811101000000123456", currency: null, periodFrom: "2025-05-01", periodTo: "2025-05-31", openingBalance: 5230.4, closingBalance: closing, bookings };
  const pages = chunks(bookings, 20);
  const body = pages
    .map((list, p) => {
      const before = sumTo(5230.4, pages.slice(0, p).flat());
      const head = p === 0 ? `<p style="font-size:12pt"><b>Banca Popolare del Naviglio</b></p><table style="margin-bottom:6mm"><tr><td style="width:55%">Sig.ra Giulia Bianchi<br>Via Padova 14<br>20127 Milano</td><td>Estratto conto corrente<br>Intestatario: Giulia Bianchi<br>IBAN IT60 X054 2811 1010 0000 0123 456<br>Periodo dal 01.05.2025 al 31.05.2025</td></tr></table>` : `<p>Banca Popolare del Naviglio – Estratto conto – pagina ${p + 1}</p>`;
      const open = p === 0 ? `<tr><td></td><td></td><td>SALDO INIZIALE</td><td></td><td class="r">${figure(5230.4, "de")}</td></tr>` : `<tr><td></td><td></td><td>RIPORTO</td><td></td><td class="r">${figure(before, "de")}</td></tr>`;
      const rows = list.map((b) => `<tr><td class="nw">${dmy(b.date)}</td><td class="nw">${dmy(b.valueDate)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? figure(b.amount, "de") : ""}</td><td class="r">${b.amount > 0 ? figure(b.amount, "de") : ""}</td></tr>`).join("");
      const end = p === pages.length - 1 ? `<tr><td></td><td></td><td><b>SALDO FINALE</b></td><td></td><td class="r"><b>${figure(closing, "de")}</b></td></tr>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th>Data contabile</th><th>Data valuta</th><th>Descrizione operazioni</th><th class="r">Addebiti</th><th class="r">Accrediti</th></tr></thead><tbody>${open}${rows}${end}</tbody></table></div>`;
    })
    .join("");
  return { name: "b-it-bank", layout: "Data contabile/Data valuta/Descrizione/Addebiti/Accrediti, SALDO INIZIALE/FINALE rows, RIPORTO, 2 pages", html: page("thead th { border-bottom: 1px solid #000; }", body), truth };
}

/** The second held-out batch, in a fixed order. */
export function holdoutStatementsB(): HoldoutStatement[] {
  return [germanDebitCredit(), dutchBank(), irishBank(), indianBank(), spanishBank(), canadianBank(), italianBank()];
}
