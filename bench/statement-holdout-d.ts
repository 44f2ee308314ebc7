import { chunks, dmy, esc, figure, iso, lines, makeBookings, MONTHS, page, random, round2, sumTo, type HoldoutBooking, type HoldoutStatement, type HoldoutTruth, type Party } from "./statement-holdout.ts";

/**
 * A fourth held-out batch of bank statements, written after the rules were changed for batches A,
 * B and C and committed before it was read, so its first reading is a measurement of layouts the
 * rules have never seen. Layouts unlike the 21 before it: a Swiss postal bank's (debit before
 * credit, value date before the text, "Saldo per" rows and a per-page carry), an Austrian bank's
 * with a trailing +/− on every amount, a Dutch bank's export with a transaction-code column and the
 * other party's account in a column of its own, a Spanish bank's with yearless dates and "€" on
 * every figure and "Suma y sigue" between pages, a Polish bank's with ISO dates and "PLN" after
 * every figure, a Swedish bank's with a booking day, a transaction day and a reference column, an
 * American credit union's with deposits and withdrawals in separate tables, and a British bank's
 * with a payment-type code column and brought/carried forward rows on three pages. Every page
 * repeats its header and footer.
 */

const CH: readonly Party[] = [
  { lines: ["GIRO POST", "Swisscom (Schweiz) AG", "Rechnung {ref}"], money: "out", low: 40, high: 140 },
  { lines: ["GUTSCHRIFT", "Gebr. Ammann Maschinenbau AG", "Lohn {month}"], money: "in", low: 5200, high: 7800 },
  { lines: ["KAUF/DIENSTLEISTUNG", "Migros Bern Marktgasse", "Karten-Nr. XXXX4471 {ref}"], money: "out", low: 9, high: 160 },
  { lines: ["LASTSCHRIFT", "CSS Kranken-Versicherung AG", "Prämie {month}"], money: "out", low: 310, high: 420 },
  { lines: ["BARGELDBEZUG", "Postomat Bern Schanzenpost"], money: "out", low: 50, high: 400 },
  { lines: ["DAUERAUFTRAG", "Immobilien Kessler AG", "Miete {month}"], money: "out", low: 1650, high: 1900 },
  { lines: ["TWINT", "Lea Brunner", "Konzertticket"], money: "in", low: 20, high: 90 },
];
const AT: readonly Party[] = [
  { lines: ["Bezug Bankomat", "Raiffeisenbank Salzburg {ref}"], money: "out", low: 20, high: 300 },
  { lines: ["Gehalt {month}", "Salzach Holzbau GmbH", "AT611904300234573201"], money: "in", low: 2300, high: 3300 },
  { lines: ["Lastschrift Salzburg AG", "Strom/Gas Teilbetrag {ref}", "Mandat SAG-883104"], money: "out", low: 70, high: 190 },
  { lines: ["POS Spar Dankt 5020", "{ref}"], money: "out", low: 7, high: 110 },
  { lines: ["Dauerauftrag Miete", "Gemeinnützige Wohnbau Salzburg", "Top 14 {month}"], money: "out", low: 640, high: 820 },
  { lines: ["Überweisung", "Magistrat Salzburg", "Hundeabgabe {ref}"], money: "out", low: 30, high: 90 },
];
const NL: readonly Party[] = [
  { lines: ["GT", "Belastingdienst", "Kenmerk {ref} Zorgtoeslag"], money: "in", low: 90, high: 160 },
  { lines: ["IC", "Eneco Consumenten B.V.", "Termijnbedrag {month}", "Machtiging EN-22871"], money: "out", low: 80, high: 210 },
  { lines: ["BA", "Jumbo Utrecht Centrum", "Pasvolgnr 004 {ref}"], money: "out", low: 6, high: 95 },
  { lines: ["OV", "Mitros Wonen", "Huur {month}", "Contract 771-32"], money: "out", low: 690, high: 940 },
  { lines: ["GT", "Van Dijk Installatietechniek", "Salaris {month}"], money: "in", low: 2400, high: 3400 },
  { lines: ["GM", "ING Geldautomaat Neude", "{ref}"], money: "out", low: 20, high: 150 },
];
const NL_ACCOUNTS: Record<string, string> = {
  Belastingdienst: "NL86INGB0002445588",
  "Eneco Consumenten B.V.": "NL32INGB0000044400",
  "Jumbo Utrecht Centrum": "",
  "Mitros Wonen": "NL17RABO0123459876",
  "Van Dijk Installatietechniek": "NL44ABNA0512345678",
  "ING Geldautomaat Neude": "",
};
const NL_MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"];
const ES: readonly Party[] = [
  { lines: ["ADEUDO RECIBO", "ENDESA ENERGIA XXI S.L.U.", "FRA. {ref}"], money: "out", low: 45, high: 170 },
  { lines: ["ABONO NOMINA", "GRUPO HOSTELERO LEVANTE S.A.", "{month}"], money: "in", low: 1600, high: 2400 },
  { lines: ["PAGO CON TARJETA", "CONSUM COOP. VALENCIA {ref}"], money: "out", low: 6, high: 115 },
  { lines: ["TRANSFERENCIA EMITIDA", "A INMOBILIARIA TURIA S.L.", "ALQUILER {month}"], money: "out", low: 620, high: 850 },
  { lines: ["BIZUM ENVIADO", "PABLO MARTINEZ REGALO"], money: "out", low: 10, high: 50 },
  { lines: ["REINTEGRO EFECTIVO CAJERO", "{ref}"], money: "out", low: 20, high: 250 },
];
const ES_MONTHS = ["ENERO", "FEBRERO", "MARZO", "ABRIL", "MAYO", "JUNIO", "JULIO", "AGOSTO", "SEPTIEMBRE", "OCTUBRE", "NOVIEMBRE", "DICIEMBRE"];
const PL: readonly Party[] = [
  { lines: ["Płatność kartą", "BIEDRONKA 3371 KRAKOW", "Nr karty 4246 ** 1188"], money: "out", low: 8, high: 240 },
  { lines: ["Przelew przychodzący", "WAWEL-SOFT SP. Z O.O.", "Wynagrodzenie {month}"], money: "in", low: 6200, high: 9100 },
  { lines: ["Zlecenie stałe", "SPÓŁDZIELNIA MIESZKANIOWA PODGÓRZE", "Czynsz {month}"], money: "out", low: 610, high: 880 },
  { lines: ["Przelew wychodzący", "TAURON SPRZEDAŻ SP. Z O.O.", "Faktura {ref}"], money: "out", low: 90, high: 320 },
  { lines: ["Wypłata z bankomatu", "PKO BP KRAKOW RYNEK GL"], money: "out", low: 50, high: 600 },
  { lines: ["BLIK przelew na telefon", "Od: Katarzyna Nowak", "Zwrot za bilety"], money: "in", low: 30, high: 200 },
];
const PL_MONTHS = ["styczeń", "luty", "marzec", "kwiecień", "maj", "czerwiec", "lipiec", "sierpień", "wrzesień", "październik", "listopad", "grudzień"];
const SE: readonly Party[] = [
  { lines: ["KORTKÖP", "ICA NARA HAGASTADEN"], money: "out", low: 12, high: 640 },
  { lines: ["LÖN", "MÄLARDALENS ELTEKNIK AB"], money: "in", low: 26000, high: 34000 },
  { lines: ["AUTOGIRO", "VATTENFALL AB", "OCR {ref}"], money: "out", low: 350, high: 1400 },
  { lines: ["BETALNING BG 5050-1055", "SVENSKA BOSTÄDER"], money: "out", low: 7200, high: 8900 },
  { lines: ["SWISH INSÄTTNING", "ERIK LINDQVIST"], money: "in", low: 100, high: 900 },
  { lines: ["KORTKÖP", "SL ACCESS T-CENTRALEN"], money: "out", low: 40, high: 990 },
];
const SE_MONTHS = ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december"];
const US: readonly Party[] = [
  { lines: ["ACH DEPOSIT", "SUNBELT FREIGHT INC PAYROLL", "PPD ID 9113820456"], money: "in", low: 1150, high: 1900 },
  { lines: ["POS PURCHASE", "KROGER #0421 COLUMBUS OH", "CARD 5512 {ref}"], money: "out", low: 9, high: 180 },
  { lines: ["ACH DEBIT", "AEP OHIO ELECTRIC", "WEB ID 1310922780"], money: "out", low: 60, high: 210 },
  { lines: ["SHARE DRAFT", "CHECK #{ref}"], money: "out", low: 40, high: 900 },
  { lines: ["MOBILE DEPOSIT", "REF {ref}"], money: "in", low: 25, high: 400 },
  { lines: ["ATM WITHDRAWAL", "BUCKEYE CU BRANCH 02"], money: "out", low: 20, high: 300 },
  { lines: ["DIVIDEND"], money: "in", low: 0.3, high: 4 },
];
const UK: readonly Party[] = [
  { lines: ["DD", "OCTOPUS ENERGY", "A-{ref}"], money: "out", low: 60, high: 190 },
  { lines: ["FPI", "NORTHERN RAIL LTD", "WAGES {month}"], money: "in", low: 1800, high: 2700 },
  { lines: ["DEB", "SAINSBURYS S/MKT", "LEEDS CD 4471"], money: "out", low: 5, high: 130 },
  { lines: ["SO", "K AHMED", "RENT 14 HYDE TCE"], money: "out", low: 650, high: 900 },
  { lines: ["CPT", "HALIFAX LEEDS BRIGGATE", "{ref}"], money: "out", low: 20, high: 200 },
  { lines: ["FPO", "LEEDS CITY COUNCIL", "COUNCIL TAX {ref}"], money: "out", low: 110, high: 180 },
  { lines: ["BGC", "HMRC CHILD BENEFIT"], money: "in", low: 95, high: 105 },
];

const EN_SHORT = (d: string) => MONTHS.en[Number(d.slice(5, 7)) - 1]!.slice(0, 3);
const slash = (d: string) => dmy(d).replace(/\./gu, "/");

/** A Swiss postal bank: "Datum | Valuta | Text | Lastschrift | Gutschrift | Saldo" in CHF with apostrophes, "Saldo per" rows, "Übertrag" rows at each page's foot and head. */
function swissPostal(): HoldoutStatement {
  const opening = 8244.35;
  const { bookings, closing } = makeBookings({ seed: 12101, language: "de", texts: CH, year: 2025, month: 1, count: 45, opening, perBalance: true });
  const truth: HoldoutTruth = { bank: "Helvetische Postbank AG", accountHolder: "Reto Gerber", iban: "CH4409000000305762195", currency: "CHF", periodFrom: "2025-01-01", periodTo: "2025-01-31", openingBalance: opening, closingBalance: closing, bookings };
  const pages = chunks(bookings, 12);
  const body = pages
    .map((list, p) => {
      const before = sumTo(opening, pages.slice(0, p).flat());
      const after = sumTo(before, list);
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:5mm"><tr><td style="width:55%"><b style="font-size:12pt">Helvetische Postbank AG</b><br>Mingerstrasse 20, 3030 Bern</td><td>Kontoauszug 01.01.2025 - 31.01.2025<br>Privatkonto CHF · Seite ${p + 1}/${pages.length}</td></tr></table>${p === 0 ? `<table style="margin-bottom:6mm"><tr><td style="width:55%">Herr<br>Reto Gerber<br>Länggassstrasse 41<br>3012 Bern</td><td>Kontoinhaber: Reto Gerber<br>IBAN CH44 0900 0000 3057 6219 5<br>Währung CHF</td></tr></table>` : ""}`;
      const first = p === 0 ? `<tr><td class="nw">01.01.2025</td><td></td><td>Saldo per 31.12.2024</td><td></td><td></td><td class="r">${figure(opening, "ch")}</td></tr>` : `<tr><td></td><td></td><td>Übertrag</td><td></td><td></td><td class="r">${figure(before, "ch")}</td></tr>`;
      const rows = list.map((b) => `<tr><td class="nw">${dmy(b.date)}</td><td class="nw">${dmy(b.valueDate)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? figure(b.amount, "ch") : ""}</td><td class="r">${b.amount > 0 ? figure(b.amount, "ch") : ""}</td><td class="r">${figure(b.balance!, "ch")}</td></tr>`).join("");
      const end = last ? `<tr><td class="nw">31.01.2025</td><td></td><td><b>Saldo per 31.01.2025</b></td><td></td><td></td><td class="r"><b>${figure(closing, "ch")}</b></td></tr>` : `<tr><td></td><td></td><td>Übertrag</td><td></td><td></td><td class="r">${figure(after, "ch")}</td></tr>`;
      const foot = `<p style="margin-top:6mm;font-size:7pt">Helvetische Postbank AG · Kundendienst 0848 888 710 · Bitte prüfen Sie diesen Auszug; Beanstandungen innert 30 Tagen. Seite ${p + 1}/${pages.length}</p>`;
      return `<div class="sheet">${head}<table><thead><tr><th>Datum</th><th>Valuta</th><th>Text</th><th class="r">Lastschrift</th><th class="r">Gutschrift</th><th class="r">Saldo</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${foot}</div>`;
    })
    .join("");
  return { name: "d-ch-postal", layout: "Datum/Valuta/Text/Lastschrift/Gutschrift/Saldo (value date before the text), CHF apostrophes, 'Saldo per' and Übertrag rows, 4 pages", html: page("thead th { border-bottom: 1px solid #000; background: #ffd; }", body), truth };
}

/** An Austrian bank: "Buchungsdatum | Buchungstext | Valuta | Betrag" with a trailing + or − on every figure, "Alter/Neuer Kontostand" beside the table. */
function austrianBank(): HoldoutStatement {
  const opening = 1377.62;
  const { bookings, closing } = makeBookings({ seed: 12202, language: "de", texts: AT, monthNames: MONTHS.de.map((m, i) => (i === 0 ? "Jänner" : m)), year: 2025, month: 4, count: 32, opening, perBalance: false });
  const truth: HoldoutTruth = { bank: "Raiffeisenbank Salzachtal eGen", accountHolder: "Magdalena Egger", iban: "AT483200000012345864", currency: "EUR", periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const signed = (v: number) => `${figure(v, "de")} ${v < 0 ? "-" : "+"}`;
  const short = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}`;
  const pages = chunks(bookings, 13);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<p><b style="font-size:12pt">Raiffeisenbank Salzachtal eGen</b> &nbsp; Kontoauszug Nr. 4 vom 30.04.2025 &nbsp; Blatt ${p + 1}</p>${p === 0 ? `<table style="margin-bottom:5mm"><tr><td style="width:55%">Frau<br>Magdalena Egger<br>Ignaz-Harrer-Straße 17<br>5020 Salzburg</td><td>Girokonto Privat<br>Kontoinhaberin: Magdalena Egger<br>IBAN AT48 3200 0000 1234 5864<br>Zeitraum 01.04.2025 bis 30.04.2025<br>Währung EUR</td></tr></table><table style="width:60%;margin-bottom:4mm"><tr><td>Alter Kontostand per 31.03.2025</td><td class="r">${signed(opening)}</td></tr></table>` : ""}`;
      const rows = list.map((b) => `<tr><td class="nw">${short(b.date)}</td><td>${lines(b.lines)}</td><td class="nw">${short(b.valueDate)}</td><td class="r">${signed(b.amount)}</td></tr>`).join("");
      const end = last ? `<table style="width:60%;margin-top:4mm"><tr><td><b>Neuer Kontostand per 30.04.2025</b></td><td class="r"><b>${signed(closing)}</b></td></tr></table>` : "";
      const foot = `<p style="margin-top:6mm;font-size:7pt">Raiffeisenbank Salzachtal eGen · FN 38125s · Landesgericht Salzburg · BIC RZSBAT2S · Blatt ${p + 1}</p>`;
      return `<div class="sheet">${head}<table><thead><tr><th>Buchungsdatum</th><th>Buchungstext</th><th>Valuta</th><th class="r">Betrag EUR</th></tr></thead><tbody>${rows}</tbody></table>${end}${foot}</div>`;
    })
    .join("");
  return { name: "d-at-bank", layout: "Buchungsdatum/Buchungstext/Valuta/Betrag, dd.mm, trailing +/− with a space, 'Alter/Neuer Kontostand per', 3 pages", html: page("thead th { border-bottom: 2px solid #fc0; }", body), truth };
}

/** A Dutch bank's statement: "Datum | Code | Naam / Omschrijving | Tegenrekening | Af | Bij", the code and the other party's account in columns of their own, texts over three lines. */
function dutchCodes(): HoldoutStatement {
  const opening = 2650.14;
  const made = makeBookings({ seed: 12303, language: "de", texts: NL, monthNames: NL_MONTHS, year: 2024, month: 11, count: 36, opening, perBalance: false });
  const codes = made.bookings.map((b) => b.lines[0]!);
  const bookings: HoldoutBooking[] = made.bookings.map((b) => ({ ...b, lines: b.lines.slice(1) }));
  const truth: HoldoutTruth = { bank: "Domstad Bank N.V.", accountHolder: "Daan Bakker", iban: "NL20INGB0001234567", currency: "EUR", periodFrom: "2024-11-01", periodTo: "2024-11-30", openingBalance: opening, closingBalance: made.closing, bookings };
  const dash = (d: string) => `${d.slice(8, 10)}-${d.slice(5, 7)}-${d.slice(0, 4)}`;
  const pages = chunks(bookings.map((b, i) => ({ b, code: codes[i]! })), 17);
  const body = pages
    .map((list, p) => {
      const head = `<p><b style="font-size:12pt">Domstad Bank N.V.</b> · Afschrift 11 · november 2024 · Pagina ${p + 1} van ${pages.length}</p>${p === 0 ? `<table style="margin-bottom:5mm"><tr><td style="width:55%">D. Bakker<br>Oudegracht 212<br>3511 NV Utrecht</td><td>Rekeninghouder: Daan Bakker<br>IBAN NL20 INGB 0001 2345 67<br>Periode 01-11-2024 t/m 30-11-2024<br>Valuta EUR</td></tr></table><table style="width:55%;margin-bottom:5mm"><tr><td>Beginsaldo 01-11-2024</td><td class="r">${figure(opening, "de")}</td></tr><tr><td>Eindsaldo 30-11-2024</td><td class="r">${figure(made.closing, "de")}</td></tr></table>` : ""}`;
      const rows = list.map(({ b, code }) => `<tr><td class="nw">${dash(b.date)}</td><td>${code}</td><td>${lines(b.lines)}</td><td class="nw">${NL_ACCOUNTS[b.lines[0]!] ?? ""}</td><td class="r">${b.amount < 0 ? figure(b.amount, "de") : ""}</td><td class="r">${b.amount > 0 ? figure(b.amount, "de") : ""}</td></tr>`).join("");
      const foot = `<p style="margin-top:6mm;font-size:7pt">Domstad Bank N.V. · KvK 30124358 · Vragen? Bel 020 228 88 00 · Pagina ${p + 1} van ${pages.length}</p>`;
      return `<div class="sheet">${head}<table><thead><tr><th>Datum</th><th>Code</th><th>Naam / Omschrijving</th><th>Tegenrekening</th><th class="r">Af</th><th class="r">Bij</th></tr></thead><tbody>${rows}</tbody></table>${foot}</div>`;
    })
    .join("");
  return { name: "d-nl-codes", layout: "Datum/Code/Naam-Omschrijving/Tegenrekening/Af/Bij, texts over three lines, begin/end balances in a box, 3 pages", html: page("thead th { border-bottom: 1px solid #f60; color: #f60; }", body), truth };
}

/** A Spanish bank: "Fecha | Valor | Concepto | Importe | Saldo" with yearless dd/mm dates, "€" after every figure, "Suma y sigue" carried between pages. */
function spanishYearless(): HoldoutStatement {
  const opening = 1960.48;
  const { bookings, closing } = makeBookings({ seed: 12404, language: "de", texts: ES, monthNames: ES_MONTHS, year: 2025, month: 6, count: 30, opening, perBalance: true });
  const truth: HoldoutTruth = { bank: "Caja Rural del Turia", accountHolder: "Lucía Navarro Gil", iban: "ES7630580990271234567890", currency: "EUR", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const eur = (v: number) => `${v < 0 ? "-" : ""}${figure(v, "de")} €`;
  const short = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}`;
  const pages = chunks(bookings, 16);
  const body = pages
    .map((list, p) => {
      const before = sumTo(opening, pages.slice(0, p).flat());
      const last = p === pages.length - 1;
      const head = `<p><b style="font-size:12pt">Caja Rural del Turia</b> — Extracto de movimientos — Hoja ${p + 1}</p>${p === 0 ? `<table style="margin-bottom:5mm"><tr><td style="width:55%">Dña. Lucía Navarro Gil<br>Calle de Colón 18, pta. 7<br>46004 Valencia</td><td>Titular: Lucía Navarro Gil<br>Cuenta IBAN ES76 3058 0990 2712 3456 7890<br>Del 01/06/2025 al 30/06/2025<br>Moneda: EUR</td></tr></table>` : ""}`;
      const first = p === 0 ? `<tr><td></td><td></td><td>SALDO ANTERIOR</td><td></td><td class="r">${eur(opening)}</td></tr>` : `<tr><td></td><td></td><td>SUMA ANTERIOR</td><td></td><td class="r">${eur(before)}</td></tr>`;
      const rows = list.map((b) => `<tr><td class="nw">${short(b.date)}</td><td class="nw">${short(b.valueDate)}</td><td>${lines(b.lines)}</td><td class="r">${eur(b.amount)}</td><td class="r">${eur(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr><td></td><td></td><td><b>SALDO A 30/06/2025</b></td><td></td><td class="r"><b>${eur(closing)}</b></td></tr>` : `<tr><td></td><td></td><td>SUMA Y SIGUE</td><td></td><td class="r">${eur(sumTo(before, list))}</td></tr>`;
      const foot = `<p style="margin-top:6mm;font-size:7pt">Caja Rural del Turia, S.C.C. · NIF F46028064 · Inscrita en el Registro Mercantil de Valencia · Hoja ${p + 1}</p>`;
      return `<div class="sheet">${head}<table><thead><tr><th>Fecha</th><th>Valor</th><th>Concepto</th><th class="r">Importe</th><th class="r">Saldo</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${foot}</div>`;
    })
    .join("");
  return { name: "d-es-yearless", layout: "Fecha/Valor dd/mm yearless, '€' after signed figures, SALDO ANTERIOR / SUMA Y SIGUE / SALDO A rows, 2 pages", html: page("thead th { border-bottom: 1px solid #060; }", body), truth };
}

/** A Polish bank: "Data operacji | Data waluty | Opis transakcji | Kwota | Saldo po transakcji", ISO dates, "PLN" after every figure. */
function polishBank(): HoldoutStatement {
  const opening = 12480.07;
  const { bookings, closing } = makeBookings({ seed: 12505, language: "de", texts: PL, monthNames: PL_MONTHS, year: 2025, month: 3, count: 28, opening, perBalance: true });
  const truth: HoldoutTruth = { bank: "Bank Wiślany S.A.", accountHolder: "Tomasz Zieliński", iban: "PL61109010140000071219812874", currency: "PLN", periodFrom: "2025-03-01", periodTo: "2025-03-31", openingBalance: opening, closingBalance: closing, bookings };
  const pln = (v: number) => `${v < 0 ? "-" : ""}${figure(v, "fr")} PLN`;
  const pages = chunks(bookings, 12);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<p><b style="font-size:12pt">Bank Wiślany S.A.</b> · Wyciąg z rachunku nr 3/2025 · Strona ${p + 1} z ${pages.length}</p>${p === 0 ? `<table style="margin-bottom:5mm"><tr><td style="width:55%">TOMASZ ZIELIŃSKI<br>UL. DŁUGA 44/7<br>31-146 KRAKÓW</td><td>Posiadacz rachunku: Tomasz Zieliński<br>Numer rachunku:<br>PL61 1090 1014 0000 0712 1981 2874<br>Okres: 2025-03-01 - 2025-03-31<br>Waluta: PLN</td></tr></table><p>Saldo początkowe: ${pln(opening)}</p>` : ""}`;
      const rows = list.map((b) => `<tr><td class="nw">${b.date}</td><td class="nw">${b.valueDate}</td><td>${lines(b.lines)}</td><td class="r">${pln(b.amount)}</td><td class="r">${pln(b.balance!)}</td></tr>`).join("");
      const end = last ? `<p style="margin-top:4mm">Saldo końcowe: <b>${pln(closing)}</b></p>` : "";
      const foot = `<p style="margin-top:6mm;font-size:7pt">Bank Wiślany S.A., ul. Grodzka 1, 31-001 Kraków · KRS 0000012345 · Strona ${p + 1} z ${pages.length}</p>`;
      return `<div class="sheet">${head}<table><thead><tr><th>Data operacji</th><th>Data waluty</th><th>Opis transakcji</th><th class="r">Kwota</th><th class="r">Saldo po transakcji</th></tr></thead><tbody>${rows}</tbody></table>${end}${foot}</div>`;
    })
    .join("");
  return { name: "d-pl-bank", layout: "Data operacji/Data waluty ISO, signed 'PLN'-suffixed figures with space thousands, balance per booking, balances as lines, 3 pages", html: page("thead th { border-bottom: 1px solid #036; }", body), truth };
}

/** A Swedish bank: "Bokföringsdag | Transaktionsdag | Referens | Text | Belopp | Saldo", ISO dates, the transaction day up to three days before the booking day. */
function swedishBank(): HoldoutStatement {
  const opening = 18410.5;
  const made = makeBookings({ seed: 12606, language: "de", texts: SE, monthNames: SE_MONTHS, year: 2024, month: 10, count: 22, opening, perBalance: true });
  const next = random(12607);
  const bookings: HoldoutBooking[] = made.bookings.map((b) => {
    const day = Math.max(1, Number(b.date.slice(8, 10)) - Math.floor(next() * 4));
    // The page prints the balance without a sign (a figure below zero shows as its size), and the truth is what the page prints.
    return { ...b, valueDate: iso(2024, 10, day), balance: Math.abs(b.balance!) };
  });
  const truth: HoldoutTruth = { bank: "Mälarbanken AB", accountHolder: "Sofia Andersson", iban: "SE4550000000058398257466", currency: "SEK", periodFrom: "2024-10-01", periodTo: "2024-10-31", openingBalance: opening, closingBalance: made.closing, bookings };
  const pages = chunks(bookings.map((b, i) => ({ b, ref: String(4410020 + i * 131) })), 11);
  const body = pages
    .map((list, p) => {
      const head = `<p><b style="font-size:12pt">Mälarbanken AB</b> · Kontoutdrag · Sida ${p + 1} av ${pages.length}</p>${p === 0 ? `<table style="margin-bottom:5mm"><tr><td style="width:55%">Sofia Andersson<br>Sankt Eriksgatan 63<br>112 34 Stockholm</td><td>Kontohavare: Sofia Andersson<br>Privatkonto 5000-58 398 257 466<br>IBAN SE45 5000 0000 0583 9825 7466<br>Period 2024-10-01 – 2024-10-31<br>Valuta SEK</td></tr></table><table style="width:55%;margin-bottom:5mm"><tr><td>Ingående saldo 2024-10-01</td><td class="r">${figure(opening, "fr")}</td></tr><tr><td>Utgående saldo 2024-10-31</td><td class="r">${figure(made.closing, "fr")}</td></tr></table>` : ""}`;
      const rows = list.map(({ b, ref }) => `<tr><td class="nw">${b.date}</td><td class="nw">${b.valueDate}</td><td class="nw">${ref}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? "-" : ""}${figure(b.amount, "fr")}</td><td class="r">${figure(b.balance!, "fr")}</td></tr>`).join("");
      const foot = `<p style="margin-top:6mm;font-size:7pt">Mälarbanken AB (publ) · Org.nr 502032-9081 · Kundtjänst 0771-22 11 22 · Sida ${p + 1} av ${pages.length}</p>`;
      return `<div class="sheet">${head}<table><thead><tr><th>Bokföringsdag</th><th>Transaktionsdag</th><th>Referens</th><th>Text</th><th class="r">Belopp</th><th class="r">Saldo</th></tr></thead><tbody>${rows}</tbody></table>${foot}</div>`;
    })
    .join("");
  return { name: "d-se-bank", layout: "Bokföringsdag/Transaktionsdag (transaction day earlier)/Referens/Text/Belopp/Saldo, ISO dates, space thousands, balances in a box, 2 pages", html: page("thead th { border-bottom: 1px solid #000; }", body), truth };
}

/** An American credit union: deposits and withdrawals in separate tables (each in date order), a summary box, a daily balance table at the end, 2 pages. */
function creditUnionSections(): HoldoutStatement {
  const opening = 1822.09;
  const { bookings: all, closing } = makeBookings({ seed: 12707, language: "en", texts: US, year: 2025, month: 2, count: 40, opening, perBalance: false });
  // The page lists deposits first, then withdrawals: the truth follows the page's order.
  const deposits = all.filter((b) => b.amount > 0);
  const withdrawals = all.filter((b) => b.amount < 0);
  const bookings = [...deposits, ...withdrawals];
  const truth: HoldoutTruth = { bank: "Buckeye Members Credit Union", accountHolder: "James T. Walker", iban: null, currency: "USD", periodFrom: "2025-02-01", periodTo: "2025-02-28", openingBalance: opening, closingBalance: closing, bookings };
  const md = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}`;
  const table = (title: string, list: readonly HoldoutBooking[], total: { readonly name: string; readonly list: readonly HoldoutBooking[] } | null) => `<p style="margin-top:4mm"><b>${title}</b></p><table><thead><tr><th>Date</th><th>Description</th><th class="r">Amount</th></tr></thead><tbody>${list.map((b) => `<tr><td class="nw">${md(b.date)}</td><td>${lines(b.lines)}</td><td class="r">${figure(b.amount, "en")}</td></tr>`).join("")}${total === null ? "" : `<tr><td></td><td><b>Total ${total.name.toLowerCase()}</b></td><td class="r"><b>${figure(round2(total.list.reduce((s, b) => s + Math.abs(b.amount), 0)), "en")}</b></td></tr>`}</tbody></table>`;
  const sections = (title: string, list: readonly HoldoutBooking[], size: number) => chunks(list, size).map((part, i, parts) => table(i === 0 ? title : `${title} (continued)`, part, i === parts.length - 1 ? { name: title, list } : null));
  const days = [...new Set(all.map((b) => b.date))];
  const daily = days.map((d) => `<tr><td class="nw">${md(d)}</td><td class="r">${figure(sumTo(opening, all.filter((b) => b.date <= d)), "en")}</td></tr>`).join("");
  const sumIn = round2(deposits.reduce((s, b) => s + b.amount, 0));
  const sumOut = round2(withdrawals.reduce((s, b) => s - b.amount, 0));
  const summary = `<table style="margin-bottom:5mm"><tr><td style="width:55%">JAMES T WALKER<br>2291 SUMMIT ST<br>COLUMBUS OH 43201</td><td>Member: James T. Walker<br>Member number 118204<br>Regular Checking · USD</td></tr></table>
  <table style="width:60%;margin-bottom:4mm"><tr><td>Beginning Balance</td><td class="r">$${figure(opening, "en")}</td></tr><tr><td>+ Deposits (${deposits.length})</td><td class="r">${figure(sumIn, "en")}</td></tr><tr><td>- Withdrawals (${withdrawals.length})</td><td class="r">${figure(sumOut, "en")}</td></tr><tr><td><b>Ending Balance</b></td><td class="r"><b>$${figure(closing, "en")}</b></td></tr></table>`;
  const [firstDeposits, ...moreDeposits] = sections("Deposits", deposits, 10);
  const contents = [summary + firstDeposits!, ...moreDeposits, ...sections("Withdrawals", withdrawals, 14), `<p style="margin-top:4mm"><b>Daily Balance</b></p><table style="width:40%"><thead><tr><th>Date</th><th class="r">Balance</th></tr></thead><tbody>${daily}</tbody></table>`];
  const header = (p: number) => `<p><b style="font-size:12pt">Buckeye Members Credit Union</b> · Statement of Account · February 1, 2025 - February 28, 2025 · Page ${p} of ${contents.length}</p>`;
  const footer = (p: number) => `<p style="margin-top:6mm;font-size:7pt">Federally insured by NCUA · Buckeye Members Credit Union, 880 N High St, Columbus OH 43215 · (614) 555-0142 · Page ${p} of ${contents.length}</p>`;
  const body = contents.map((c, i) => `<div class="sheet">${header(i + 1)}${c}${footer(i + 1)}</div>`).join("");
  return { name: "d-us-cu-sections", layout: "Deposits and Withdrawals in separate unsigned tables with totals, summary box, daily balance table, MM/DD, 6 pages", html: page("thead th { border-bottom: 1px solid #036; }", body), truth };
}

/** A British bank: "Date | Type | Description | Paid out | Paid in | Balance" with a payment-type code column, dates "04 Aug 25", brought/carried forward rows, 3 pages. */
function britishTypeCodes(): HoldoutStatement {
  const opening = 1408.77;
  const made = makeBookings({ seed: 12808, language: "en", texts: UK, year: 2025, month: 8, count: 52, opening, perBalance: true });
  const codes = made.bookings.map((b) => b.lines[0]!);
  const bookings: HoldoutBooking[] = made.bookings.map((b) => ({ ...b, lines: b.lines.slice(1) }));
  const truth: HoldoutTruth = { bank: "Pennine Building Society", accountHolder: "Mr Samuel Hughes", iban: "GB33BUKB20201555555555", currency: "GBP", periodFrom: "2025-08-01", periodTo: "2025-08-31", openingBalance: opening, closingBalance: made.closing, bookings };
  const short = (d: string) => `${d.slice(8, 10)} ${EN_SHORT(d)} ${d.slice(2, 4)}`;
  const pages = chunks(bookings.map((b, i) => ({ b, code: codes[i]! })), 18);
  const body = pages
    .map((list, p) => {
      const before = sumTo(opening, pages.slice(0, p).map((l) => l.map((x) => x.b)).flat());
      const after = sumTo(before, list.map((x) => x.b));
      const last = p === pages.length - 1;
      const head = `<p><b style="font-size:12pt">Pennine Building Society</b> · Current Account statement · 01 Aug 2025 to 31 Aug 2025 · Page ${p + 1} of ${pages.length}</p>${p === 0 ? `<table style="margin-bottom:5mm"><tr><td style="width:55%">Mr Samuel Hughes<br>9 Hyde Terrace<br>Leeds LS2 9LN</td><td>Account name: Mr Samuel Hughes<br>Sort code 20-20-15 · Account 55555555<br>IBAN GB33 BUKB 2020 1555 5555 55<br>Currency: GBP</td></tr></table>` : ""}`;
      const rows = list.map(({ b, code }) => `<tr><td class="nw">${short(b.date)}</td><td>${esc(code)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? figure(b.amount, "en") : ""}</td><td class="r">${b.amount > 0 ? figure(b.amount, "en") : ""}</td><td class="r">${figure(b.balance!, "en")}</td></tr>`).join("");
      const first = `<tr><td class="nw">${p === 0 ? "01 Aug 25" : ""}</td><td></td><td>Balance brought forward</td><td></td><td></td><td class="r">${figure(before, "en")}</td></tr>`;
      const end = `<tr><td class="nw">${last ? "31 Aug 25" : ""}</td><td></td><td>${last ? "<b>Closing balance</b>" : "Balance carried forward"}</td><td></td><td></td><td class="r">${last ? `<b>${figure(made.closing, "en")}</b>` : figure(after, "en")}</td></tr>`;
      const foot = `<p style="margin-top:6mm;font-size:7pt">Type codes: BGC bank giro credit · CPT cashpoint · DD direct debit · DEB debit card · FPI/FPO faster payment in/out · SO standing order. Pennine Building Society is authorised by the Prudential Regulation Authority. Page ${p + 1} of ${pages.length}</p>`;
      return `<div class="sheet">${head}<table><thead><tr><th>Date</th><th>Type</th><th>Description</th><th class="r">Paid out</th><th class="r">Paid in</th><th class="r">Balance</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${foot}</div>`;
    })
    .join("");
  return { name: "d-uk-type-codes", layout: "Date/Type code/Description/Paid out/Paid in/Balance, every row dated 'dd Mon yy', brought/carried forward, 3 pages", html: page("thead th { border-bottom: 1px solid #000; background: #e8eef8; }", body), truth };
}

/** The fourth held-out batch, in a fixed order. */
export function holdoutStatementsD(): HoldoutStatement[] {
  return [swissPostal(), austrianBank(), dutchCodes(), spanishYearless(), polishBank(), swedishBank(), creditUnionSections(), britishTypeCodes()];
}
