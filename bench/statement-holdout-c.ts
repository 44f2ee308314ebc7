import { dmy, figure, lines, makeBookings, page, type HoldoutStatement, type HoldoutTruth, type Party } from "./statement-holdout.ts";

/**
 * A third held-out batch of bank statements, written after the rules were changed for batches A
 * and B and committed before it was read. Read once it gave 60.8 % of its fields and dropped 53
 * bookings in silence (a second date column read as the amount, a primanota column taken for the
 * amount beside debit and credit); the rules were then changed for those. A Portuguese bank, a Belgian bank in Dutch, a German bank with a
 * primanota column, an American credit union, a French bank whose opening and closing balances
 * are both "Solde au <date>".
 */

const PT: readonly Party[] = [
  { lines: ["DD EDP COMERCIAL", "REF {ref}"], money: "out", low: 35, high: 120 },
  { lines: ["TRF RECEBIDA", "CONSTRUCOES SILVA LDA", "VENCIMENTO {month}"], money: "in", low: 1100, high: 2200 },
  { lines: ["COMPRA PINGO DOCE", "LISBOA {ref}"], money: "out", low: 6, high: 90 },
  { lines: ["LEVANTAMENTO MB", "{ref}"], money: "out", low: 20, high: 200 },
  { lines: ["PAG SERVICOS", "MEO SA {ref}"], money: "out", low: 30, high: 70 },
];
const PT_MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];
const NL_BE: readonly Party[] = [
  { lines: ["Domiciliëring Engie Electrabel", "Ref. {ref}"], money: "out", low: 60, high: 170 },
  { lines: ["Overschrijving van Peeters NV", "Loon {month}"], money: "in", low: 2000, high: 3100 },
  { lines: ["Betaling Bancontact", "Delhaize Leuven {ref}"], money: "out", low: 8, high: 110 },
  { lines: ["Doorlopende opdracht", "Huur app. 2B"], money: "out", low: 750, high: 950 },
  { lines: ["Geldopname", "KBC Ladeuzeplein"], money: "out", low: 20, high: 200 },
];
const NL_MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"];

function portugueseBank(): HoldoutStatement {
  const { bookings, closing } = makeBookings({ seed: 9101, language: "de", texts: PT, monthNames: PT_MONTHS, year: 2025, month: 2, count: 26, opening: 1875.3, perBalance: true });
  const truth: HoldoutTruth = { bank: "Banco Atlântico Português", accountHolder: "Ana Sofia Costa", iban: "PT50000201231234567890154", currency: "EUR", periodFrom: "2025-02-01", periodTo: "2025-02-28", openingBalance: 1875.3, closingBalance: closing, bookings };
  const dash = (d: string) => dmy(d).replace(/\./gu, "-");
  const rows = bookings.map((b) => `<tr><td class="nw">${dash(b.date)}</td><td class="nw">${dash(b.valueDate)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? figure(b.amount, "fr") : ""}</td><td class="r">${b.amount > 0 ? figure(b.amount, "fr") : ""}</td><td class="r">${figure(b.balance!, "fr")}</td></tr>`).join("");
  const body = `<div class="sheet"><p style="font-size:12pt"><b>Banco Atlântico Português</b></p><table style="margin-bottom:6mm"><tr><td style="width:55%">Ana Sofia Costa<br>Rua Augusta 101, 2º Esq.<br>1100-048 Lisboa</td><td>Extrato de conta à ordem<br>Titular: Ana Sofia Costa<br>IBAN: PT50 0002 0123 1234 5678 9015 4<br>Período: 01-02-2025 a 28-02-2025<br>Moeda: EUR</td></tr></table>
  <table><thead><tr><th>Data mov.</th><th>Data valor</th><th>Descritivo</th><th class="r">Débito</th><th class="r">Crédito</th><th class="r">Saldo</th></tr></thead><tbody><tr><td></td><td></td><td>SALDO INICIAL</td><td></td><td></td><td class="r">${figure(1875.3, "fr")}</td></tr>${rows}<tr><td></td><td></td><td>SALDO FINAL</td><td></td><td></td><td class="r">${figure(closing, "fr")}</td></tr></tbody></table></div>`;
  return { name: "c-pt-bank", layout: "Data mov./Data valor/Descritivo/Débito/Crédito/Saldo, dd-mm-yyyy, space thousands", html: page("thead th { border-bottom: 1px solid #000; }", body), truth };
}

function belgianBank(): HoldoutStatement {
  const { bookings, closing } = makeBookings({ seed: 9202, language: "de", texts: NL_BE, monthNames: NL_MONTHS, year: 2024, month: 10, count: 24, opening: 3321.09, perBalance: false });
  const truth: HoldoutTruth = { bank: "Brabantse Spaarbank", accountHolder: "Lotte Janssens", iban: "BE68539007547034", currency: "EUR", periodFrom: null, periodTo: null, openingBalance: 3321.09, closingBalance: closing, bookings };
  const slash = (d: string) => dmy(d).replace(/\./gu, "/");
  const rows = bookings.map((b) => `<tr><td class="nw">${slash(b.date)}</td><td>${lines(b.lines)}</td><td class="nw">${slash(b.valueDate)}</td><td class="r">${b.amount < 0 ? "-" : "+"}${figure(b.amount, "de")}</td></tr>`).join("");
  const body = `<div class="sheet"><p style="font-size:12pt"><b>Brabantse Spaarbank</b></p><table style="margin-bottom:6mm"><tr><td style="width:55%">Lotte Janssens<br>Naamsestraat 40<br>3000 Leuven</td><td>Rekeninguittreksel nr. 10<br>IBAN BE68 5390 0754 7034<br>Munt: EUR</td></tr></table>
  <p>Vorig saldo op 30/09/2024: ${figure(3321.09, "de")} EUR</p>
  <table><thead><tr><th>Datum</th><th>Omschrijving</th><th>Valuta</th><th class="r">Bedrag</th></tr></thead><tbody>${rows}</tbody></table>
  <p style="margin-top:4mm">Nieuw saldo op 31/10/2024: ${figure(closing, "de")} EUR</p></div>`;
  return { name: "c-be-bank", layout: "Datum/Omschrijving/Valuta/Bedrag with +/− signs, value date after the text, 'Vorig/Nieuw saldo op'", html: page("thead th { border-bottom: 1px solid #000; }", body), truth };
}

function germanPrimanota(): HoldoutStatement {
  const { bookings, closing } = makeBookings({ seed: 9303, language: "de", year: 2025, month: 8, count: 27, opening: 1204.55, perBalance: false });
  const truth: HoldoutTruth = { bank: "Raiffeisenbank Oberland eG", accountHolder: "Markus Huber", iban: "DE75701694600000123456", currency: "EUR", periodFrom: null, periodTo: null, openingBalance: 1204.55, closingBalance: closing, bookings };
  const rows = bookings.map((b, i) => `<tr><td class="nw">${dmy(b.date).slice(0, 6)}</td><td class="nw">${dmy(b.valueDate).slice(0, 6)}</td><td>${900 + ((i * 37) % 90)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? figure(b.amount, "de") : ""}</td><td class="r">${b.amount > 0 ? figure(b.amount, "de") : ""}</td></tr>`).join("");
  const body = `<div class="sheet"><p style="font-size:12pt"><b>Raiffeisenbank Oberland eG</b></p><table style="margin-bottom:6mm"><tr><td style="width:55%">Herrn<br>Markus Huber<br>Bergstraße 3<br>83646 Bad Tölz</td><td>Kontoauszug Nr. 8/2025<br>IBAN DE75 7016 9460 0000 1234 56<br>Kontokorrent EUR</td></tr></table>
  <table><thead><tr><th>Bu-Tag</th><th>Wert</th><th>PN</th><th>Buchungstext</th><th class="r">Soll EUR</th><th class="r">Haben EUR</th></tr></thead><tbody><tr><td colspan="4">Saldo vom 31.07.2025</td><td></td><td class="r">${figure(1204.55, "de")}</td></tr>${rows}<tr><td colspan="4"><b>Saldo vom 31.08.2025</b></td><td></td><td class="r"><b>${figure(closing, "de")}</b></td></tr></tbody></table></div>`;
  return { name: "c-de-primanota", layout: "Bu-Tag/Wert/PN/Buchungstext/Soll/Haben, yearless dd.mm., 'Saldo vom' rows in the credit column", html: page("thead th { border-bottom: 1px solid #000; }", body), truth };
}

function creditUnion(): HoldoutStatement {
  const { bookings, closing } = makeBookings({ seed: 9404, language: "en", year: 2024, month: 12, count: 25, opening: 640.18, perBalance: true });
  const truth: HoldoutTruth = { bank: "Prairie Valley Credit Union", accountHolder: "Maria Gonzalez", iban: null, currency: "USD", periodFrom: "2024-12-01", periodTo: "2024-12-31", openingBalance: 640.18, closingBalance: closing, bookings };
  const us = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;
  const rows = bookings.map((b) => `<tr><td class="nw">${us(b.date)}</td><td class="nw">${us(b.valueDate)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? figure(b.amount, "en") : ""}</td><td class="r">${b.amount > 0 ? figure(b.amount, "en") : ""}</td><td class="r">${b.balance! < 0 ? "-" : ""}${figure(b.balance!, "en")}</td></tr>`).join("");
  const body = `<div class="sheet"><p style="font-size:13pt"><b>Prairie Valley Credit Union</b></p><table style="margin-bottom:6mm"><tr><td style="width:55%">MARIA GONZALEZ<br>1804 ELM ST APT 3<br>WICHITA KS 67203</td><td>Member statement<br>Statement Period 12/01/2024 - 12/31/2024<br>Member number 0041187<br>Share Draft Checking (USD)</td></tr></table>
  <table><thead><tr><th>Post Date</th><th>Eff Date</th><th>Transaction Description</th><th class="r">Withdrawal</th><th class="r">Deposit</th><th class="r">Balance</th></tr></thead><tbody><tr><td class="nw">12/01/2024</td><td></td><td>Previous Balance</td><td></td><td></td><td class="r">${figure(640.18, "en")}</td></tr>${rows}<tr><td class="nw">12/31/2024</td><td></td><td>New Balance</td><td></td><td></td><td class="r">${closing < 0 ? "-" : ""}${figure(closing, "en")}</td></tr></tbody></table></div>`;
  return { name: "c-us-credit-union", layout: "Post Date/Eff Date/Description/Withdrawal/Deposit/Balance, MM/DD/YYYY, Previous/New Balance rows", html: page("thead th { border-bottom: 1px solid #000; }", body), truth: { ...truth, accountHolder: "Maria Gonzalez" } };
}

function frenchSoldeAu(): HoldoutStatement {
  const { bookings, closing } = makeBookings({ seed: 9505, language: "fr", year: 2025, month: 9, count: 28, opening: 2105.77, perBalance: false });
  const truth: HoldoutTruth = { bank: "Caisse Régionale du Val de Loire", accountHolder: "Julien Moreau", iban: "FR7630004000031234567890143", currency: "EUR", periodFrom: null, periodTo: null, openingBalance: 2105.77, closingBalance: closing, bookings };
  const slash = (d: string) => dmy(d).replace(/\./gu, "/");
  const rows = bookings.map((b) => `<tr><td class="nw">${slash(b.date)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? "-" : ""}${figure(b.amount, "fr")}</td></tr>`).join("");
  const body = `<div class="sheet"><p style="font-size:12pt"><b>Caisse Régionale du Val de Loire</b></p><table style="margin-bottom:6mm"><tr><td style="width:55%">M. Julien Moreau<br>12 rue Nationale<br>37000 Tours</td><td>Relevé de compte n° 9<br>Titulaire : Julien Moreau<br>IBAN FR76 3000 4000 0312 3456 7890 143<br>Devise : EUR</td></tr></table>
  <p>Solde au 31/08/2025 : ${figure(2105.77, "fr")} €</p>
  <table><thead><tr><th>Date</th><th>Libellé</th><th class="r">Montant €</th></tr></thead><tbody>${rows}</tbody></table>
  <p style="margin-top:4mm">Solde au 30/09/2025 : ${figure(closing, "fr")} €</p></div>`;
  return { name: "c-fr-solde-au", layout: "Date/Libellé/Montant with a leading minus, both balances 'Solde au <date>'", html: page("thead th { border-bottom: 1px solid #000; }", body), truth };
}

/** The third held-out batch, in a fixed order. */
export function holdoutStatementsC(): HoldoutStatement[] {
  return [portugueseBank(), belgianBank(), germanPrimanota(), creditUnion(), frenchSoldeAu()];
}
