import { chunks, figure, lines, page, sumTo, type HoldoutBooking, type HoldoutStatement, type HoldoutTruth } from "./statement-holdout.ts";
import { bookingDrawer, count, credits, dayEndBalances, ddmmyyyy, de, debits, digits, en, EN_MON, foot, iban, paged, shift, spaced, TIGHT_STYLE, type Kind } from "./statement-holdout-kit.ts";

/**
 * A tenth held-out batch of bank statements, written by someone who had not read the statement
 * rules, had not run them on it and did not look at how earlier batches were read, and committed
 * before it was first read: its first reading measures layouts the rules have never seen. Like H
 * and I it keeps to the statements a typical user in Europe, North America and Australia uploads,
 * in layouts and combinations unlike the 74 before it:
 * - a Belgian bank's in Dutch with three monthly numbered extracts ("uittreksels") in one
 *   document, each with its own "Vorig saldo op" and "Nieuw saldo op" lines and its own booking
 *   numbers, "Nr. | Datum | Omschrijving | Valuta | Bedrag EUR", dd-mm-yyyy, signed amounts with
 *   a plus on credits, texts over three and four lines with IBANs and "Mededeling:", 6 pages;
 * - an Austrian bank's quarterly statement with yearless "02.01" dates (no trailing dot),
 *   "Buchung | Valuta | Text | Beleg | Belastungen | Gutschriften", a "BG/…" voucher column after
 *   the text, "Zwischensaldo per" rows at the foot of each page and a quarter-end "Abschluss"
 *   booking whose text lists interest, capital-gains tax and fees with their own figures;
 * - a Luxembourg bank's in French with the text FIRST and the dates after it, "Libellé | Date
 *   opér. | Date valeur | Montant EUR | Solde EUR", signed figures, "Solde initial au" and
 *   "Solde final au" rows, 2 pages;
 * - a Swedish internet bank's printout newest first, "Datum | Text | Belopp | Saldo" with ISO
 *   dates, one-line texts holding the purchase day as yymmdd, "-1 234,56" figures with space
 *   thousands, both balances in a box above and the opening balance as the last row, 1 page;
 * - a Portuguese bank's from December into January with yearless "09.12" dates, "DATA LANÇ. |
 *   DATA VALOR | DESCRIÇÃO | DÉBITO | CRÉDITO | SALDO", space thousands, SALDO INICIAL, "A
 *   TRANSPORTAR"/"TRANSPORTE" carries and SALDO FINAL rows, a totals row, 3 pages;
 * - a US regional bank's with an account summary counting deposits and withdrawals, then
 *   "Transaction history" with "Date | Description | Debits | Credits | Balance", yearless
 *   "04/09" dates over a cycle from one month into the next, texts over two and three lines,
 *   no currency named, 3 pages;
 * - a Canadian credit union's member statement with a summary of two accounts (the membership
 *   shares with no activity, and the chequing account read here), ISO dates, "Withdrawals |
 *   Deposits | Balance", "Balance Forward" and "Closing Balance" rows, 2 pages;
 * - a British business current account's with "Date | Type | Description | Paid out | Paid in |
 *   Balance", payment-type codes (DD, SO, BGC, FPI, FPO, CHQ, DEB, CHG) in their own column, the
 *   date on a day's first row and the balance on a day's last row only, BALANCE BROUGHT FORWARD
 *   and CARRIED FORWARD rows on every page, no currency named, 3 pages;
 * - a German savings bank's newer layout with each booking's date on a line of its own over its
 *   text and the signed amount at the right of the date's line, "Kontostand am" lines above and
 *   below, a fees booking whose text names its items' prices, 4 pages.
 * Every page repeats a header and a footer.
 */

/** No balance on any booking, for layouts that print none beside them. */
const noBalances = (list: readonly HoldoutBooking[]): HoldoutBooking[] => list.map((b) => ({ ...b, balance: null }));

/** Space thousands with a plain space, as Swedish and Portuguese banks print them. */
const sp = (v: number) => figure(v, "fr").replace(/\u00A0/gu, " ");

/** Batch J's draws: a card payment up to three days before its booking; one that would fall before the statement's first day is made on the booking day. */
const spanBookings = bookingDrawer({ cardDays: 4, early: "booking" });

// ---------------------------------------------------------------- Belgian bank in Dutch (three extracts in one document)

const BE: readonly Kind[] = [
  { lines: ["Betaling met debetkaart", "DELHAIZE GENT ZUID", "{paid} om {time} kaart 6703 XXXX XXXX 1182"], money: "out", low: 9, high: 140, card: true },
  { lines: ["Betaling met debetkaart", "COLRUYT GENTBRUGGE", "{paid} om {time} kaart 6703 XXXX XXXX 1182"], money: "out", low: 15, high: 190, card: true },
  { lines: ["Betaling met debetkaart", "NMBS GENT-SINT-PIETERS", "{paid} om {time} kaart 6703 XXXX XXXX 1182"], money: "out", low: 4, high: 38, card: true },
  { lines: ["Instantoverschrijving van", "SOFIE DE SMET", "BE71 0961 2345 6769", "Mededeling: etentje"], money: "in", low: 10, high: 90, step: 5 },
  { lines: ["Geldopneming aan automaat", "BANCONTACT GENT KOUTER", "{paid} om {time}"], money: "out", low: 20, high: 200, step: 10, card: true },
  { lines: ["Europese overschrijving naar", "KOEN PEETERS", "BE43 0689 9999 9501", "Mededeling: voetbalkamp"], money: "out", low: 20, high: 150, step: 5 },
];
const BE_MONTHS = ["maart", "april", "mei"];
const BE_FIXED: readonly (readonly [string, Kind])[] = [3, 4, 5].flatMap((m, k): (readonly [string, Kind])[] => [
  [`2025-0${m}-01`, { lines: ["Doorlopende opdracht", "IMMO LEIE BV", "BE62 5100 0754 7061", `Mededeling: huur ${BE_MONTHS[k]} app 2B`], money: "out", low: 845, high: 845 }],
  [`2025-0${m}-05`, { lines: ["Europese domiciliëring", "PROXIMUS NV", `Mandaat 3201447719 factuur 0${m}/2025`], money: "out", low: 64.5, high: 64.5 }],
  [`2025-0${m}-12`, { lines: ["Europese domiciliëring", "LUMINUS NV", "Voorschot energie klantnr. 502 118 447"], money: "out", low: 118, high: 118 }],
  [`2025-0${m}-26`, { lines: ["Europese overschrijving van", "UZ GENT", "BE91 0910 0045 3876", `Mededeling: loon ${BE_MONTHS[k]} 2025`], money: "in", low: 2684.31, high: 2684.31 }],
]);

/** A Belgian bank's three monthly extracts in one document, each with its own previous and new balance and booking numbers, 6 pages. */
function belgian(): HoldoutStatement {
  const opening = 1937.62;
  const made = spanBookings({ seed: 20101, kinds: BE, fixed: BE_FIXED, from: "2025-03-01", to: "2025-05-31", count: 30, opening, perBalance: true, next: true, fill: (t, f) => t.replace("{paid}", ddmmyyyy(f.paid, "-")).replace("{time}", f.time) });
  const bookings = noBalances(made.bookings);
  const code = iban("BE", "001234567803");
  const truth: HoldoutTruth = { bank: "Scheldeland Bank NV", accountHolder: "Pieter Van den Broeck", iban: code, currency: "EUR", periodFrom: "2025-03-01", periodTo: "2025-05-31", openingBalance: opening, closingBalance: made.closing, bookings };
  const signed = (v: number) => `${v < 0 ? "-" : "+"}${de(v)}`;
  const extracts = [3, 4, 5].map((m) => ({ m, list: bookings.filter((b) => Number(b.date.slice(5, 7)) === m) }));
  const ends = ["28-02-2025", "31-03-2025", "30-04-2025", "31-05-2025"];
  // Each extract's sheets: up to 11 bookings a sheet.
  const sheets = extracts.flatMap((x, e) => chunks(x.list, 11).map((part, s, all) => ({ e, m: x.m, part, first: s === 0, last: s === all.length - 1, offset: s * 11 })));
  const body = sheets
    .map((sheet, p) => {
      const before = sumTo(opening, extracts.slice(0, sheet.e).flatMap((x) => x.list));
      const after = sumTo(before, extracts[sheet.e]!.list);
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:13pt;color:#00553c">Scheldeland Bank NV</b><br>Kouter 12, 9000 Gent · BIC SCHLBEBB</td><td>Rekeninguittreksel nr. ${sheet.m} / 2025${sheet.first ? "" : " (vervolg)"}<br>Zichtrekening ${spaced(code)} EUR<br>Blad ${p + 1} / ${sheets.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">De heer Pieter Van den Broeck<br>Sint-Pietersnieuwstraat 88 bus 3<br>9000 Gent</td><td>Rekeninghouder: Pieter Van den Broeck<br>Periode van 01-03-2025 tot 31-05-2025<br>Uittreksels 3 tot 5</td></tr></table>` : ""
      }`;
      const prev = sheet.first ? `<p class="bl">Vorig saldo op ${ends[sheet.e]} &nbsp;&nbsp; <b>${signed(before)}</b></p>` : "";
      const rows = sheet.part.map((b, i) => `<tr><td class="nw">${String(sheet.offset + i + 1).padStart(4, "0")}</td><td class="nw">${ddmmyyyy(b.date, "-")}</td><td>${lines(b.lines)}</td><td class="nw">${ddmmyyyy(b.valueDate, "-")}</td><td class="r">${signed(b.amount)}</td></tr>`).join("");
      const next = sheet.last ? `<p class="bl">Nieuw saldo op ${ends[sheet.e + 1]} &nbsp;&nbsp; <b>${signed(after)}</b></p><p class="s">Totaal debet ${de(debits(extracts[sheet.e]!.list))} · Totaal credit ${de(credits(extracts[sheet.e]!.list))} · ${extracts[sheet.e]!.list.length} verrichtingen</p>` : `<p class="s" style="text-align:right">Zie volgend blad</p>`;
      return `<div class="sheet">${head}${prev}<table><thead><tr><th style="width:6%">Nr.</th><th style="width:11%">Datum</th><th>Omschrijving</th><th style="width:11%">Valuta</th><th class="r" style="width:14%">Bedrag EUR</th></tr></thead><tbody>${rows}</tbody></table>${next}${foot(`Scheldeland Bank NV · Kouter 12, 9000 Gent · RPR Gent BTW BE 0403.211.380 · Blad ${p + 1} / ${sheets.length}`)}</div>`;
    })
    .join("");
  return { name: "j-be-extracts", layout: "three monthly numbered extracts in one document, each with its own 'Vorig saldo op'/'Nieuw saldo op' lines and booking numbers restarting at 0001, Nr./Datum/Omschrijving/Valuta/Bedrag EUR dd-mm-yyyy, signed amounts with a plus on credits, texts over three and four lines with IBANs and 'Mededeling:', totals under each extract, 6 pages", html: page(`${TIGHT_STYLE} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #00553c; } .bl { margin: 2mm 0; }`, body), truth };
}

// ---------------------------------------------------------------- Austrian bank (quarterly, voucher column, Abschluss)

const AT: readonly Kind[] = [
  { lines: ["Bezahlung Karte", "BILLA DANKT 0612 LINZ", "Karte 1 {paid} {time}"], money: "out", low: 6, high: 110, card: true, columns: ["BG/{n6}"] },
  { lines: ["Bezahlung Karte", "SPAR MARKT URFAHR", "Karte 1 {paid} {time}"], money: "out", low: 4, high: 80, card: true, columns: ["BG/{n6}"] },
  { lines: ["Auszahlung Bankomat", "RAIKA TRAUN FILIALE", "Karte 1 {paid} {time}"], money: "out", low: 50, high: 400, step: 50, card: true, columns: ["BG/{n6}"] },
  { lines: ["Überweisung", "Florian Huber", "Anteil Skiwochenende"], money: "in", low: 20, high: 150, step: 5, columns: ["BG/{n6}"] },
  { lines: ["Bezahlung Karte", "OMV 4012 TRAUN", "Karte 1 {paid} {time}"], money: "out", low: 35, high: 90, card: true, columns: ["BG/{n6}"] },
  { lines: ["Echtzeitüberweisung", "Julia Moser", "Geschenk Hochzeit"], money: "out", low: 30, high: 200, step: 10, columns: ["BG/{n6}"] },
];
const AT_MONTHS = ["Jänner", "Februar", "März"];
const AT_FIXED: readonly (readonly [string, Kind])[] = [
  ...[1, 2, 3].flatMap((m, k): (readonly [string, Kind])[] => [
    [`2025-0${m}-03`, { lines: ["Dauerauftrag", "WAG Wohnungsanlagen GmbH", `Miete ${AT_MONTHS[k]} 2025 Top 14`], money: "out", low: 742.6, high: 742.6, columns: ["BG/{n6}"] }],
    [`2025-0${m}-05`, { lines: ["SEPA-Lastschrift", "LINZ AG für Energie", `Teilbetrag ${AT_MONTHS[k]} Vertragskonto 40012231`], money: "out", low: 96, high: 96, columns: ["BG/{n6}"] }],
    [`2025-0${m}-10`, { lines: ["SEPA-Lastschrift", "Magenta Telekom", `Rechnung ${AT_MONTHS[k]} Kd.Nr. 19087731`], money: "out", low: 39.99, high: 39.99, columns: ["BG/{n6}"] }],
    [`2025-0${m}-27`, { lines: ["Gehalt", "voestalpine Stahl GmbH", `Gehalt ${AT_MONTHS[k]} 2025 Pers.Nr. 448120`], money: "in", low: 3186.42, high: 3186.42, columns: ["BG/{n6}"] }],
  ]),
  ["2025-01-15", { lines: ["SEPA-Lastschrift", "Wiener Städtische Versicherung AG", "Polizze 0412-771238 Haushalt 2025"], money: "out", low: 212.4, high: 212.4, columns: ["BG/{n6}"] }],
  // Interest 0,42 less tax 0,11, account fee 19,50 and statement fee 1,50: 20,69 out.
  ["2025-03-31", { lines: ["Abschluss per 31.03.2025", "Habenzinsen 0,42 KESt -0,11", "Kontoführung Quartal -19,50", "Kontoauszugsgebühr -1,50"], money: "out", low: 20.69, high: 20.69, columns: ["BG/{n6}"] }],
];

/** An Austrian bank's quarterly statement: yearless "02.01" dates, a voucher column, debit and credit columns, "Zwischensaldo per" rows, 3 pages. */
function austrian(): HoldoutStatement {
  const opening = 2741.18;
  const made = spanBookings({ seed: 20201, kinds: AT, fixed: AT_FIXED, from: "2025-01-01", to: "2025-03-31", count: 30, opening, perBalance: true, next: true, fill: (t, f) => t.replace("{paid}", ddmmyyyy(f.paid, ".")).replace("{time}", f.time).replace("{n6}", digits(f.n, 6)) });
  const bookings = noBalances(made.bookings);
  const code = iban("AT", "3412000000471163");
  const truth: HoldoutTruth = { bank: "Raiffeisenbank Traunviertel eGen", accountHolder: "Mag. Katharina Eder", iban: code, currency: "EUR", periodFrom: "2025-01-01", periodTo: "2025-03-31", openingBalance: opening, closingBalance: made.closing, bookings };
  const dd = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}`;
  const pages = paged(bookings.map((b, i) => ({ b, beleg: made.fills[i]!.columns[0]! })), 13, 17);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const done = pages.slice(0, p + 1).flat().map((x) => x.b);
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:13pt;color:#222">Raiffeisenbank Traunviertel eGen</b><br>Kontoauszug Girokonto</td><td>Auszug 1/2025 &nbsp; 01.01.2025 bis 31.03.2025<br>IBAN ${spaced(code)} &nbsp; EUR<br>Blatt ${p + 1} von ${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">Frau<br>Mag. Katharina Eder<br>Kremsmünsterer Straße 14<br>4050 Traun</td><td>Kontoinhaber: Mag. Katharina Eder<br>BIC RZOOAT2L412<br>Ihr Berater: Thomas Gruber</td></tr></table><p><b>Kontostand alt per 31.12.2024 &nbsp;&nbsp; ${de(opening)}</b></p>` : ""
      }`;
      const rows = list.map(({ b, beleg }) => `<tr><td class="nw">${dd(b.date)}</td><td class="nw">${dd(b.valueDate)}</td><td>${lines(b.lines)}</td><td class="nw s">${beleg}</td><td class="r">${b.amount < 0 ? de(b.amount) : ""}</td><td class="r">${b.amount > 0 ? de(b.amount) : ""}</td></tr>`).join("");
      const end = last
        ? `<tr class="tot"><td></td><td></td><td>Summe Belastungen / Gutschriften</td><td></td><td class="r">${de(debits(bookings))}</td><td class="r">${de(credits(bookings))}</td></tr>`
        : `<tr class="tot"><td></td><td></td><td>Zwischensaldo per ${ddmmyyyy(list[list.length - 1]!.b.date, ".")}</td><td></td><td></td><td class="r">${de(sumTo(opening, done))}</td></tr>`;
      const close = last ? `<p style="margin-top:3mm"><b>Kontostand neu per 31.03.2025 &nbsp;&nbsp; ${de(made.closing)}</b></p><p class="s">Habenzinssatz 0,010 % p.a. · Sollzinssatz 8,750 % p.a. · Eingeräumte Überziehung EUR 2.000,00. Bitte prüfen Sie die Buchungen; Einwendungen sind binnen zwei Monaten zu erheben.</p>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th style="width:7%">Buchung</th><th style="width:7%">Valuta</th><th>Text</th><th style="width:11%">Beleg</th><th class="r" style="width:13%">Belastungen</th><th class="r" style="width:13%">Gutschriften</th></tr></thead><tbody>${rows}${end}</tbody></table>${close}${foot(`Raiffeisenbank Traunviertel eGen · Stadtplatz 3, 4050 Traun · FN 112233x Landesgericht Linz · Blatt ${p + 1} von ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "j-at-quarterly", layout: "quarterly, Buchung/Valuta yearless 'dd.mm' without a trailing dot, Text over three lines, a 'BG/…' voucher column after the text, Belastungen/Gutschriften, 'Kontostand alt/neu per' lines, 'Zwischensaldo per' rows at each page's foot, a quarter-end Abschluss booking whose text lists interest, tax and fees with their figures, 3 pages", html: page(`${TIGHT_STYLE} body { font-size: 8pt; } thead th { border-bottom: 1px solid #000; border-top: 1px solid #000; } tr.tot td { border-top: 1px solid #999; }`, body), truth };
}

// ---------------------------------------------------------------- Luxembourg bank in French (text first, dates after)

const LU: readonly Kind[] = [
  { lines: ["Paiement carte Visa Debit", "CACTUS BERTRANGE", "{paid} carte 4971 XXXX XXXX 2207"], money: "out", low: 8, high: 170, card: true },
  { lines: ["Paiement carte Visa Debit", "DELHAIZE KIRCHBERG", "{paid} carte 4971 XXXX XXXX 2207"], money: "out", low: 5, high: 90, card: true },
  { lines: ["Paiement carte Visa Debit", "ARAL STATION HOWALD", "{paid} carte 4971 XXXX XXXX 2207"], money: "out", low: 40, high: 95, card: true },
  { lines: ["Retrait Bancomat", "BMLU GARE LUXEMBOURG {paid}"], money: "out", low: 20, high: 300, step: 20, card: true },
  { lines: ["Virement Payconiq reçu", "de Paul Reuter"], money: "in", low: 5, high: 60, step: 5 },
  { lines: ["Virement SEPA en faveur de", "Tom Kieffer", "Communication: cadeau naissance"], money: "out", low: 20, high: 150, step: 10 },
];
const LU_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-08-01", { lines: ["Ordre permanent", "Immo Centre Sàrl", "Loyer août 2025 app. 3"], money: "out", low: 1850, high: 1850 }],
  ["2025-08-04", { lines: ["Domiciliation", "POST Luxembourg", "Facture 2025-08 client 8841207"], money: "out", low: 54.9, high: 54.9 }],
  ["2025-08-08", { lines: ["Domiciliation", "Enovos Luxembourg S.A.", "Acompte électricité 08/2025"], money: "out", low: 112, high: 112 }],
  ["2025-08-12", { lines: ["Domiciliation", "Foyer Assurances S.A.", "Police 1.220.441 auto"], money: "out", low: 78.66, high: 78.66 }],
  ["2025-08-27", { lines: ["Virement SEPA reçu", "Groupe Kirchberg Services S.A.", "Salaire août 2025 matr. 10441"], money: "in", low: 5312.78, high: 5312.78 }],
  ["2025-08-29", { lines: ["Frais de tenue de compte", "août 2025"], money: "out", low: 4, high: 4 }],
];

/** A Luxembourg bank's statement in French: the text before the dates, a signed amount and a balance per booking, Solde initial/final rows, 2 pages. */
function luxembourg(): HoldoutStatement {
  const opening = 4206.55;
  const made = spanBookings({ seed: 20301, kinds: LU, fixed: LU_FIXED, from: "2025-08-01", to: "2025-08-31", count: 28, opening, perBalance: true, next: true, fill: (t, f) => t.replace("{paid}", ddmmyyyy(f.paid, "/")) });
  const { bookings, closing } = made;
  const code = iban("LU", "0190001234567000");
  const truth: HoldoutTruth = { bank: "Banque Moselle Luxembourg S.A.", accountHolder: "M. Marc Schmit", iban: code, currency: "EUR", periodFrom: "2025-08-01", periodTo: "2025-08-31", openingBalance: opening, closingBalance: closing, bookings };
  const signed = (v: number) => `${v < 0 ? "-" : ""}${de(v)}`;
  const pages = paged(bookings, 15, 20);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:13pt;color:#7a1f3d">Banque Moselle Luxembourg S.A.</b><br>Extrait de compte n° 8/2025</td><td>Compte courant ${spaced(code)}<br>Devise EUR · du 01/08/2025 au 31/08/2025<br>Page ${p + 1}/${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:5mm"><tr><td style="width:55%">M. Marc Schmit<br>14, rue des Prés<br>L-8147 Bridel</td><td>Titulaire : M. Marc Schmit<br>BIC BMLULULL<br>Agence Kirchberg · 4242-1</td></tr></table>` : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td><b>Solde initial au 31/07/2025</b></td><td></td><td></td><td></td><td class="r"><b>${signed(opening)}</b></td></tr>` : "";
      const rows = list.map((b) => `<tr><td>${lines(b.lines)}</td><td class="nw">${ddmmyyyy(b.date, "/")}</td><td class="nw">${ddmmyyyy(b.valueDate, "/")}</td><td class="r">${signed(b.amount)}</td><td class="r">${signed(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td><b>Solde final au 31/08/2025</b></td><td></td><td></td><td></td><td class="r"><b>${signed(closing)}</b></td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Total des débits ${de(debits(bookings))} EUR · Total des crédits ${de(credits(bookings))} EUR. Sauf erreur ou omission. Toute réclamation doit nous parvenir dans les 30 jours.</p>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th>Libellé</th><th style="width:11%">Date opér.</th><th style="width:11%">Date valeur</th><th class="r" style="width:13%">Montant EUR</th><th class="r" style="width:13%">Solde EUR</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Banque Moselle Luxembourg S.A. · 2, boulevard Royal, L-2449 Luxembourg · R.C.S. Luxembourg B 6481 · Page ${p + 1}/${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "j-lu-text-first", layout: "text FIRST then the dates: Libellé/Date opér./Date valeur/Montant EUR/Solde EUR, dd/mm/yyyy, signed figures with dot thousands, balance per booking, 'Solde initial au'/'Solde final au' rows, totals in a closing note, 2 pages", html: page(`${TIGHT_STYLE} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #7a1f3d; } tr.bal td { background: #f7eef1; }`, body), truth };
}

// ---------------------------------------------------------------- Swedish internet bank (newest first)

const SE: readonly Kind[] = [
  { lines: ["Kortköp {paid} ICA NARA TOMTEBO"], money: "out", low: 12, high: 260, card: true },
  { lines: ["Kortköp {paid} PRESSBYRAN UMEA C"], money: "out", low: 19, high: 85, card: true },
  { lines: ["Kortköp {paid} SYSTEMBOLAGET UMEA"], money: "out", low: 89, high: 420, card: true },
  { lines: ["Swish betalning ANNA BERG"], money: "out", low: 50, high: 400, step: 10 },
  { lines: ["Swish inbetalning JOHAN NILSSON"], money: "in", low: 50, high: 300, step: 10 },
  { lines: ["Kortköp {paid} UMEA LOKALTRAFIK"], money: "out", low: 30, high: 90, card: true },
  { lines: ["Uttag {paid} BANKOMAT UMEA"], money: "out", low: 100, high: 1000, step: 100, card: true },
];
const SE_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-02", { lines: ["Överföring HYRA JUNI BOSTADEN"], money: "out", low: 7450, high: 7450 }],
  ["2025-06-05", { lines: ["Autogiro TELIA SVERIGE AB"], money: "out", low: 399, high: 399 }],
  ["2025-06-10", { lines: ["Autogiro UMEA ENERGI"], money: "out", low: 612.5, high: 612.5 }],
  ["2025-06-25", { lines: ["Lön NORRLANDS UNIVERSITETSSJUKHUS"], money: "in", low: 28415, high: 28415 }],
  ["2025-06-27", { lines: ["Bg 5050-1055 SKATTEVERKET"], money: "out", low: 1200, high: 1200 }],
  ["2025-06-30", { lines: ["Månadsavgift Bankkort"], money: "out", low: 25, high: 25 }],
];

/** A Swedish internet bank's account printout newest first: ISO dates, one-line texts, signed figures with space thousands, the opening balance as the last row, 1 page. */
function swedish(): HoldoutStatement {
  const opening = 18_204.9;
  const made = spanBookings({ seed: 20401, kinds: SE, fixed: SE_FIXED, from: "2025-06-01", to: "2025-06-30", count: 30, opening, perBalance: true, fill: (t, f) => t.replace("{paid}", `${f.paid.slice(2, 4)}${f.paid.slice(5, 7)}${f.paid.slice(8, 10)}`) });
  const { bookings, closing } = made;
  const code = iban("SE", "83270000001234567890");
  const truth: HoldoutTruth = { bank: "Norrlandsbanken AB (publ)", accountHolder: "Erik Lindqvist", iban: code, currency: "SEK", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const signed = (v: number) => `${v < 0 ? "-" : ""}${sp(v)}`;
  const pages = paged([...bookings].reverse(), 40, 40);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:13pt;color:#003d7c">Norrlandsbanken AB (publ)</b><br>Kontohändelser · Privatkonto 8327-9, 123 456 789-0</td><td>Erik Lindqvist<br>Period 2025-06-01 – 2025-06-30<br>Utskrivet 2025-07-01 08:12 &nbsp; Sida ${p + 1} av ${pages.length}</td></tr></table>${
        p === 0
          ? `<table class="box" style="width:70%;margin-bottom:5mm;border:1px solid #99b"><tr><td>IBAN</td><td>${spaced(code)}</td></tr><tr><td>Valuta</td><td>SEK</td></tr><tr><td>Ingående saldo 2025-06-01</td><td class="r">${signed(opening)}</td></tr><tr><td><b>Utgående saldo 2025-06-30</b></td><td class="r"><b>${signed(closing)}</b></td></tr></table>`
          : ""
      }`;
      const rows = list.map((b) => `<tr><td class="nw">${b.date}</td><td>${lines(b.lines)}</td><td class="r">${signed(b.amount)}</td><td class="r">${signed(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td class="nw">2025-06-01</td><td>Ingående saldo</td><td></td><td class="r">${signed(opening)}</td></tr>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th style="width:13%">Datum</th><th>Text</th><th class="r" style="width:15%">Belopp</th><th class="r" style="width:15%">Saldo</th></tr></thead><tbody>${rows}${end}</tbody></table>${last ? `<p class="s" style="margin-top:3mm">Händelserna visas med den senaste först. Reserverade belopp ingår inte. Norrlandsbanken AB (publ), org.nr 556012-3456, säte Umeå.</p>` : ""}${foot(`Norrlandsbanken AB (publ) · Box 1120, 901 21 Umeå · Sida ${p + 1} av ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "j-se-newest-first", layout: "internet-bank printout newest first, Datum/Text/Belopp/Saldo with ISO dates, one-line texts holding the purchase day as yymmdd, '-1 234,56' figures with space thousands, balance per booking, both balances in a box above and the opening balance as the last row, 1 page", html: page(`${TIGHT_STYLE} body { font-size: 8.2pt; } thead th { border-bottom: 1.5px solid #003d7c; } tr:nth-child(even) td { background: #f5f7fa; } tr.bal td { font-weight: bold; }`, body), truth };
}

// ---------------------------------------------------------------- Portuguese bank (December into January, transport rows)

const PT: readonly Kind[] = [
  { lines: ["COMPRA 4412 PINGO DOCE AV ROMA LISBOA"], money: "out", low: 6, high: 120 },
  { lines: ["COMPRA 4412 CONTINENTE COLOMBO", "LISBOA"], money: "out", low: 15, high: 190 },
  { lines: ["MB WAY P/ 9*****412 JOAO SILVA"], money: "out", low: 5, high: 60, step: 5 },
  { lines: ["MB WAY DE 9*****771 MARTA COSTA"], money: "in", low: 5, high: 80, step: 5 },
  { lines: ["LEVANTAMENTO ATM 4412", "AV ROMA 34 LISBOA"], money: "out", low: 20, high: 200, step: 20 },
  { lines: ["COMPRA 4412 GALP AV BRASIL LISBOA"], money: "out", low: 30, high: 80 },
  { lines: ["COMPRA 4412 FNAC COLOMBO LISBOA"], money: "out", low: 15, high: 250 },
];
const PT_FIXED: readonly (readonly [string, Kind])[] = [
  ["2024-12-10", { lines: ["DD EDP COMERCIAL", "REF. 21345 0012 4471 208"], money: "out", low: 74.31, high: 74.31 }],
  ["2024-12-20", { lines: ["TRF DE SONAE MC SA", "VENCIMENTO DEZEMBRO + SUBS NATAL"], money: "in", low: 2841.6, high: 2841.6 }],
  ["2024-12-23", { lines: ["PAG SERV 10611 VIA VERDE"], money: "out", low: 23.4, high: 23.4 }],
  ["2024-12-31", { lines: ["JUROS CREDORES"], money: "in", low: 0.34, high: 0.34 }],
  ["2025-01-02", { lines: ["TRF P/ MARIA LURDES SOUSA", "RENDA JANEIRO 2025"], money: "out", low: 950, high: 950 }],
  ["2025-01-03", { lines: ["COMISSAO MANUTENCAO CONTA", "IMPOSTO DO SELO INCLUIDO"], money: "out", low: 5.2, high: 5.2 }],
  ["2025-01-06", { lines: ["DD MEO SERVICOS COMUNICACOES", "REF. 11602 0021 9931 774"], money: "out", low: 46.99, high: 46.99 }],
];

/** A Portuguese bank's statement from December into January: yearless dates, Débito/Crédito/Saldo, transport rows between pages, 3 pages. */
function portuguese(): HoldoutStatement {
  const opening = 1622.47;
  const made = spanBookings({ seed: 20501, kinds: PT, fixed: PT_FIXED, from: "2024-12-09", to: "2025-01-08", count: 37, opening, perBalance: true, next: true, fill: (t) => t });
  const { bookings, closing } = made;
  const code = iban("PT", "003300001234567890142");
  const truth: HoldoutTruth = { bank: "Banco Atlântico Português, S.A.", accountHolder: "ANA RITA FERREIRA", iban: code, currency: "EUR", periodFrom: "2024-12-09", periodTo: "2025-01-08", openingBalance: opening, closingBalance: closing, bookings };
  const dm = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}`;
  const pages = paged(bookings, 14, 18);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const before = sumTo(opening, pages.slice(0, p).flat());
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:13pt;color:#0b5394">Banco Atlântico Português, S.A.</b><br>EXTRATO DE CONTA À ORDEM N.º 012</td><td>ANA RITA FERREIRA<br>IBAN ${spaced(code)}<br>PERÍODO DE 2024/12/09 A 2025/01/08 &nbsp; PÁG. ${p + 1}/${pages.length}</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:5mm"><tr><td style="width:55%">ANA RITA FERREIRA<br>RUA CASTILHO 61 3 ESQ<br>1250-068 LISBOA</td><td>MOEDA: EUR<br>BALCÃO: 0331 AVENIDA DE ROMA<br>NIF 214 887 120</td></tr></table>` : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td></td><td></td><td>SALDO INICIAL</td><td></td><td></td><td class="r">${sp(opening)}</td></tr>` : `<tr class="bal"><td></td><td></td><td>TRANSPORTE</td><td></td><td></td><td class="r">${sp(before)}</td></tr>`;
      const rows = list.map((b) => `<tr><td class="nw">${dm(b.date)}</td><td class="nw">${dm(b.valueDate)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? sp(b.amount) : ""}</td><td class="r">${b.amount > 0 ? sp(b.amount) : ""}</td><td class="r">${sp(b.balance!)}</td></tr>`).join("");
      const end = last
        ? `<tr class="tot"><td></td><td></td><td>TOTAL DE MOVIMENTOS</td><td class="r">${sp(debits(bookings))}</td><td class="r">${sp(credits(bookings))}</td><td></td></tr><tr class="bal"><td></td><td></td><td><b>SALDO FINAL</b></td><td></td><td></td><td class="r"><b>${sp(closing)}</b></td></tr>`
        : `<tr class="bal"><td></td><td></td><td>A TRANSPORTAR</td><td></td><td></td><td class="r">${sp(sumTo(before, list))}</td></tr>`;
      const note = last ? `<p class="s" style="margin-top:3mm">Os depósitos constituídos no Banco Atlântico Português beneficiam da garantia do Fundo de Garantia de Depósitos. Comunique qualquer divergência no prazo de 30 dias.</p>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th style="width:8%">DATA LANÇ.</th><th style="width:8%">DATA VALOR</th><th>DESCRIÇÃO</th><th class="r" style="width:13%">DÉBITO</th><th class="r" style="width:13%">CRÉDITO</th><th class="r" style="width:13%">SALDO</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Banco Atlântico Português, S.A. · Av. da Liberdade 190, 1250-147 Lisboa · Capital Social 1 250 000 000 € · NIPC 500 112 334 · Pág. ${p + 1}/${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "j-pt-transport", layout: "December into January with yearless 'dd.mm' DATA LANÇ./DATA VALOR, DESCRIÇÃO/DÉBITO/CRÉDITO/SALDO with space thousands, one- and two-line texts, balance per booking, SALDO INICIAL, A TRANSPORTAR/TRANSPORTE carries, TOTAL DE MOVIMENTOS and SALDO FINAL rows, period printed as yyyy/mm/dd, 3 pages", html: page(`${TIGHT_STYLE} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #0b5394; font-size: 7pt; } tr.bal td { font-weight: bold; } tr.tot td { border-top: 1px solid #999; }`, body), truth };
}

// ---------------------------------------------------------------- US regional bank (transaction history)

const US: readonly Kind[] = [
  { lines: ["POS PURCHASE {paid} KROGER #512", "LEBANON TN CARD 7781"], money: "out", low: 12, high: 190, card: true },
  { lines: ["POS PURCHASE {paid} PUBLIX #1422", "MT JULIET TN CARD 7781"], money: "out", low: 9, high: 160, card: true },
  { lines: ["DEBIT CARD PURCHASE {paid}", "AMAZON MKTPL*{alnum}", "AMZN.COM/BILL WA CARD 7781"], money: "out", low: 8, high: 140, card: true },
  { lines: ["ZELLE TO HOLLOWAY MEGAN", "CONF {alnum}"], money: "out", low: 20, high: 300, step: 10 },
  { lines: ["ATM WITHDRAWAL {paid} CVB MAIN ST", "LEBANON TN CARD 7781"], money: "out", low: 40, high: 200, step: 20, card: true },
  { lines: ["MOBILE DEPOSIT REF {n9}"], money: "in", low: 25, high: 400 },
  { lines: ["POS PURCHASE {paid} SHELL OIL 5744", "LEBANON TN CARD 7781"], money: "out", low: 25, high: 70, card: true },
];
const US_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-10", { lines: ["CHECK # 1043"], money: "out", low: 250, high: 250 }],
  ["2025-04-11", { lines: ["ACH CREDIT NISSAN NORTH AMER PAYROLL", "PPD ID 9000221184"], money: "in", low: 2415.66, high: 2415.66 }],
  ["2025-04-15", { lines: ["ACH DEBIT MIDDLE TN ELEC WEB PAY", "ID 1620000417"], money: "out", low: 142.08, high: 142.08 }],
  ["2025-04-18", { lines: ["ACH DEBIT STATE FARM INSURANCE", "CPC-CLIENT 0423 ID 9000313004"], money: "out", low: 187.5, high: 187.5 }],
  ["2025-04-25", { lines: ["ACH CREDIT NISSAN NORTH AMER PAYROLL", "PPD ID 9000221184"], money: "in", low: 2415.66, high: 2415.66 }],
  ["2025-05-01", { lines: ["ACH DEBIT CORNERSTONE MORTGAGE", "MTG PYMT ID 1581123311"], money: "out", low: 1488.21, high: 1488.21 }],
  ["2025-05-02", { lines: ["CHECK # 1044"], money: "out", low: 60, high: 60 }],
  ["2025-05-05", { lines: ["ACH DEBIT AT&T PAYMENT", "ID 9864031004"], money: "out", low: 88.4, high: 88.4 }],
  ["2025-05-06", { lines: ["SERVICE CHARGE", "MONTHLY MAINTENANCE FEE"], money: "out", low: 8, high: 8 }],
];

/** A US regional bank's checking statement: a summary counting deposits and withdrawals, then a transaction history with Debits/Credits/Balance, yearless MM/DD dates over two months, 3 pages. */
function usRegional(): HoldoutStatement {
  const opening = 1874.09;
  const alnum = (n: number) => n.toString(36).toUpperCase().padStart(8, "X").slice(0, 8);
  const made = spanBookings({
    seed: 20601, kinds: US, fixed: US_FIXED, from: "2025-04-08", to: "2025-05-07", count: 41, opening, perBalance: true,
    fill: (t, f) => t.replace("{paid}", `${f.paid.slice(5, 7)}/${f.paid.slice(8, 10)}`).replace("{alnum}", alnum(f.n)).replace("{n9}", digits(f.n, 9)),
  });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Cumberland Valley Bank", accountHolder: "DANIEL R HOLLOWAY", iban: null, currency: null, periodFrom: "2025-04-08", periodTo: "2025-05-07", openingBalance: opening, closingBalance: closing, bookings };
  const md = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}`;
  const pages = paged(bookings, 14, 20);
  const body = pages
    .map((list, p) => {
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#5b2c83">Cumberland Valley Bank</b><br>Member FDIC</td><td>Everyday Checking · Account ending in 4417<br>Statement period April 8, 2025 through May 7, 2025<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">DANIEL R HOLLOWAY<br>218 COUNTRY CLUB DR<br>LEBANON TN 37087-4410</td><td>Questions? Call 1-800-555-0142<br>or visit any Cumberland Valley Bank branch.</td></tr></table>
  <p class="sec">Account summary</p><table class="box" style="width:70%;margin-bottom:5mm;border:1px solid #bbb"><tr><td>Beginning balance on April 8, 2025</td><td class="r">$${en(opening)}</td></tr><tr><td>Deposits and other credits (${count(bookings, 1)})</td><td class="r">+ ${en(credits(bookings))}</td></tr><tr><td>Withdrawals and other debits (${count(bookings, -1)})</td><td class="r">- ${en(debits(bookings))}</td></tr><tr><td><b>Ending balance on May 7, 2025</b></td><td class="r"><b>$${en(closing)}</b></td></tr></table>`
          : ""
      }`;
      const rows = list.map((b) => `<tr><td class="nw">${md(b.date)}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const title = `<p class="sec">Transaction history${p === 0 ? "" : " (continued)"}</p>`;
      const note = p === pages.length - 1 ? `<p class="s" style="margin-top:3mm">Total for this period: debits $${en(debits(bookings))}, credits $${en(credits(bookings))}. Overdraft and returned item fees this period $0.00; year to date $0.00.</p>` : "";
      return `<div class="sheet">${head}${title}<table><thead><tr><th style="width:8%">Date</th><th>Description</th><th class="r" style="width:13%">Debits</th><th class="r" style="width:13%">Credits</th><th class="r" style="width:13%">Balance</th></tr></thead><tbody>${rows}</tbody></table>${note}${foot(`Cumberland Valley Bank · 100 Public Square, Lebanon TN 37087 · Equal Housing Lender · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "j-us-regional-history", layout: "account summary with counted deposits and withdrawals, then 'Transaction history' Date/Description/Debits/Credits/Balance with yearless 'MM/DD' dates over a cycle from April into May, texts over one to three lines, balance per booking, no balance rows in the table, no currency named, 3 pages", html: page(`${TIGHT_STYLE} body { font-size: 8pt; } .sec { font-weight: bold; font-size: 10pt; color: #5b2c83; margin: 2mm 0 1mm; } thead th { border-bottom: 1px solid #5b2c83; }`, body), truth };
}

// ---------------------------------------------------------------- Canadian credit union (two accounts summarised)

const CA: readonly Kind[] = [
  { lines: ["POS Purchase", "SAVE ON FOODS #2231 ABBOTSFORD"], money: "out", low: 9, high: 180 },
  { lines: ["POS Purchase", "TIM HORTONS #4412"], money: "out", low: 3, high: 18 },
  { lines: ["Interac e-Transfer To", "R. SINGH"], money: "out", low: 20, high: 200, step: 5 },
  { lines: ["Interac e-Transfer From", "L. TREMBLAY"], money: "in", low: 20, high: 150, step: 5 },
  { lines: ["ATM Withdrawal", "FVCCU ABBOTSFORD MAIN"], money: "out", low: 20, high: 200, step: 20 },
  { lines: ["POS Purchase", "PETRO-CANADA 7712 ABBOTSFORD"], money: "out", low: 35, high: 95 },
  { lines: ["Online Purchase", "AMAZON.CA MARKETPLACE"], money: "out", low: 10, high: 150 },
];
const CA_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-02", { lines: ["Pre-Authorized Debit", "FORTISBC GAS", "Ref 4412001823"], money: "out", low: 64.2, high: 64.2 }],
  ["2025-06-02", { lines: ["Cheque #000214"], money: "out", low: 1650, high: 1650 }],
  ["2025-06-13", { lines: ["Payroll Deposit", "FRASER HEALTH AUTHORITY"], money: "in", low: 2188.47, high: 2188.47 }],
  ["2025-06-16", { lines: ["Pre-Authorized Debit", "BC HYDRO", "Ref 7719034"], money: "out", low: 98.61, high: 98.61 }],
  ["2025-06-20", { lines: ["Bill Payment", "ROGERS WIRELESS", "Conf 118842"], money: "out", low: 95.2, high: 95.2 }],
  ["2025-06-27", { lines: ["Payroll Deposit", "FRASER HEALTH AUTHORITY"], money: "in", low: 2188.47, high: 2188.47 }],
  ["2025-06-30", { lines: ["Service Charge", "Monthly Plan Fee"], money: "out", low: 4.95, high: 4.95 }],
];

/** A Canadian credit union's member statement: a summary of the membership shares and the chequing account, ISO dates, Withdrawals/Deposits/Balance, 2 pages. */
function canadianCreditUnion(): HoldoutStatement {
  const opening = 2318.4;
  const made = spanBookings({ seed: 20701, kinds: CA, fixed: CA_FIXED, from: "2025-06-01", to: "2025-06-30", count: 29, opening, perBalance: true, fill: (t) => t });
  const { bookings, closing } = made;
  const truth: HoldoutTruth = { bank: "Fraser Valley Community Credit Union", accountHolder: "JORDAN MACKENZIE", iban: null, currency: "CAD", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const pages = paged(bookings, 15, 24);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:13pt;color:#006747">Fraser Valley Community Credit Union</b><br>Member Statement</td><td>Member No. 0048213<br>Statement Period: 2025-06-01 to 2025-06-30<br>Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">JORDAN MACKENZIE<br>33870 ESSENDENE AVE<br>ABBOTSFORD BC V2S 2H8</td><td>Branch: Abbotsford Main<br>All amounts in Canadian dollars (CAD)</td></tr></table>
  <p class="sec">Summary of Accounts</p><table class="box" style="width:85%;margin-bottom:5mm;border:1px solid #9cb"><tr><th>Account</th><th class="r">Opening Balance</th><th class="r">Closing Balance</th></tr><tr><td>Membership Equity Shares #1</td><td class="r">25.00</td><td class="r">25.00</td></tr><tr><td>Unlimited Chequing #20</td><td class="r">${en(opening)}</td><td class="r">${en(closing)}</td></tr></table>`
          : ""
      }`;
      const title = `<p class="sec">Unlimited Chequing #20${p === 0 ? "" : " (continued)"}</p>`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">2025-06-01</td><td>Balance Forward</td><td></td><td></td><td class="r">${en(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${b.date}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${en(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td class="nw">2025-06-30</td><td>Closing Balance</td><td class="r">${en(debits(bookings))}</td><td class="r">${en(credits(bookings))}</td><td class="r">${en(closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Membership Equity Shares #1: no transactions this period. Dividends on equity shares are declared annually. Deposits are 100% guaranteed by the Credit Union Deposit Insurance Corporation of British Columbia.</p>` : "";
      return `<div class="sheet">${head}${title}<table><thead><tr><th style="width:11%">Date</th><th>Description</th><th class="r" style="width:14%">Withdrawals</th><th class="r" style="width:14%">Deposits</th><th class="r" style="width:14%">Balance</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Fraser Valley Community Credit Union · 32883 South Fraser Way, Abbotsford BC · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "j-ca-credit-union", layout: "member statement with a summary of two accounts (membership shares with no activity, the chequing account read here), ISO dates, Date/Description/Withdrawals/Deposits/Balance, two- and three-line texts, 'Balance Forward' row and a 'Closing Balance' row holding the totals, 2 pages", html: page(`${TIGHT_STYLE} body { font-size: 8.2pt; } .sec { font-weight: bold; font-size: 10pt; color: #006747; margin: 2mm 0 1mm; } thead th { border-bottom: 1.5px solid #006747; } tr.bal td { font-weight: bold; background: #eef6f2; }`, body), truth };
}

// ---------------------------------------------------------------- British business current account (type codes, day-end balances)

const UK: readonly Kind[] = [
  { lines: ["SCREWFIX DIRECT CD 8841"], money: "out", low: 12, high: 380, columns: ["DEB"] },
  { lines: ["TRAVIS PERKINS LEEDS CD 8841"], money: "out", low: 40, high: 900, columns: ["DEB"] },
  { lines: ["SHELL HEADINGLEY CD 8841"], money: "out", low: 40, high: 110, columns: ["DEB"] },
  { lines: ["WRIGHT BUILDERS LTD", "INV {n4} REF WB{n6}"], money: "in", low: 300, high: 4200, columns: ["FPI"] },
  { lines: ["K PATTERSON", "KITCHEN DEPOSIT"], money: "in", low: 150, high: 1500, step: 50, columns: ["FPI"] },
  { lines: ["TIMBERLINE SUPPLIES", "INV TL{n5}"], money: "out", low: 120, high: 2400, columns: ["FPO"] },
  { lines: ["1002{n2}"], money: "out", low: 80, high: 650, columns: ["CHQ"] },
];
const UK_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-07-01", { lines: ["CAPITAL ESTATES", "UNIT 4 RENT"], money: "out", low: 1250, high: 1250, columns: ["SO"] }],
  ["2025-07-03", { lines: ["NEST PENSIONS"], money: "out", low: 412.66, high: 412.66, columns: ["DD"] }],
  ["2025-07-08", { lines: ["VODAFONE BUSINESS"], money: "out", low: 84, high: 84, columns: ["DD"] }],
  ["2025-07-15", { lines: ["ZURICH INSURANCE PLC", "POLICY BZ4471220"], money: "out", low: 236.18, high: 236.18, columns: ["DD"] }],
  ["2025-07-18", { lines: ["LEEDS CITY COUNCIL", "REMITTANCE 0071223"], money: "in", low: 6840, high: 6840, columns: ["BGC"] }],
  ["2025-07-22", { lines: ["HMRC PAYE"], money: "out", low: 1143.2, high: 1143.2, columns: ["DD"] }],
  ["2025-07-25", { lines: ["S KHAN WAGES"], money: "out", low: 1840, high: 1840, columns: ["FPO"] }],
  ["2025-07-25", { lines: ["D REID WAGES"], money: "out", low: 1612.4, high: 1612.4, columns: ["FPO"] }],
  ["2025-07-31", { lines: ["ACCOUNT FEES JUN 25"], money: "out", low: 18.5, high: 18.5, columns: ["CHG"] }],
];

/** A British business current account: payment-type codes in their own column, the date on a day's first row, the balance on its last, brought/carried forward rows, 3 pages. */
function ukBusiness(): HoldoutStatement {
  const opening = 8412.77;
  const made = spanBookings({
    seed: 20801, kinds: UK, fixed: UK_FIXED, from: "2025-07-01", to: "2025-07-31", count: 46, opening, perBalance: true,
    fill: (t, f) => t.replace("{n2}", digits(f.n, 2)).replace("{n4}", digits(f.n, 4)).replace("{n5}", digits(f.n, 5)).replace("{n6}", digits(f.n, 6)),
  });
  const bookings = dayEndBalances(made.bookings);
  const { closing } = made;
  const code = iban("GB", "PMBK40471231284417");
  const truth: HoldoutTruth = { bank: "Pennine & Mercia Bank plc", accountHolder: "HARGREAVES JOINERY LTD", iban: code, currency: null, periodFrom: "2025-07-01", periodTo: "2025-07-31", openingBalance: opening, closingBalance: closing, bookings };
  const dmon = (d: string) => `${d.slice(8, 10)} ${EN_MON[Number(d.slice(5, 7)) - 1]}`;
  const pages = paged(bookings.map((b, i) => ({ b, type: made.fills[i]!.columns[0]! })), 17, 24);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const before = sumTo(opening, pages.slice(0, p).flat().map((x) => x.b));
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:13pt;color:#4b2e83">Pennine &amp; Mercia Bank plc</b><br>Business Current Account</td><td>HARGREAVES JOINERY LTD<br>Sort code 40-47-12 &nbsp; Account number 31284417<br>Statement 07 · 1 July 2025 to 31 July 2025 · Sheet ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:4mm"><tr><td style="width:55%">THE DIRECTORS<br>HARGREAVES JOINERY LTD<br>UNIT 4 KIRKSTALL TRADE PARK<br>LEEDS LS5 3BT</td><td>IBAN ${spaced(code)}<br>BIC PMBKGB21<br>Relationship manager: Sarah Whitley</td></tr></table>
  <table class="box" style="width:60%;margin-bottom:5mm;border:1px solid #999"><tr><td>Balance at 1 July 2025</td><td class="r">£${en(opening)}</td></tr><tr><td>Payments out</td><td class="r">£${en(debits(made.bookings))}</td></tr><tr><td>Payments in</td><td class="r">£${en(credits(made.bookings))}</td></tr><tr><td><b>Balance at 31 July 2025</b></td><td class="r"><b>£${en(closing)}</b></td></tr></table>`
          : ""
      }`;
      // A page's first row repeats its day's date; after that only a day's first row is dated.
      let shown = "";
      const rows = list
        .map(({ b, type }) => {
          const date = b.date === shown ? "" : dmon(b.date);
          shown = b.date;
          return `<tr><td class="nw">${date}</td><td>${type}</td><td>${lines(b.lines)}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${b.balance === null ? "" : en(b.balance)}</td></tr>`;
        })
        .join("");
      const forward = `<tr class="bal"><td class="nw">${p === 0 ? "01 Jul" : ""}</td><td></td><td>BALANCE BROUGHT FORWARD</td><td></td><td></td><td class="r">${en(before)}</td></tr>`;
      const carried = last ? "" : `<tr class="bal"><td></td><td></td><td>BALANCE CARRIED FORWARD</td><td></td><td></td><td class="r">${en(sumTo(before, list.map((x) => x.b)))}</td></tr>`;
      const key = last ? `<p class="s" style="margin-top:3mm">Payment types: BGC Bank Giro Credit · CHG Charges · CHQ Cheque · DD Direct Debit · DEB Debit Card · FPI Faster Payment In · FPO Faster Payment Out · SO Standing Order</p>` : "";
      return `<div class="sheet">${head}<table><thead><tr><th style="width:9%">Date</th><th style="width:6%">Type</th><th>Description</th><th class="r" style="width:13%">Paid out</th><th class="r" style="width:13%">Paid in</th><th class="r" style="width:13%">Balance</th></tr></thead><tbody>${forward}${rows}${carried}</tbody></table>${key}${foot(`Pennine &amp; Mercia Bank plc. Registered in England and Wales no. 00014259. Registered office: 1 Park Row, Leeds LS1 5AB. Authorised by the Prudential Regulation Authority. Sheet ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "j-uk-business-types", layout: "business current account, Date/Type/Description/Paid out/Paid in/Balance with payment-type codes (DD, SO, BGC, FPI, FPO, CHQ, DEB, CHG) in their own column, yearless 'dd Mon' on a day's first row only, balance on a day's last row only, cheque numbers as the whole text, BALANCE BROUGHT/CARRIED FORWARD rows on every page, summary box, no currency named, 3 pages", html: page(`${TIGHT_STYLE} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #4b2e83; } tr.bal td { font-weight: bold; }`, body), truth };
}

// ---------------------------------------------------------------- German savings bank, newer layout (date over text)

const SK: readonly Kind[] = [
  { lines: ["Kartenzahlung", "EDEKA Center Tauberbischofsheim", "{paid} Debitk.1 2027/12"], money: "out", low: 8, high: 140, card: true },
  { lines: ["Kartenzahlung", "ALDI SUED", "{paid} Debitk.1 2027/12"], money: "out", low: 6, high: 90, card: true },
  { lines: ["Bargeldauszahlung", "GA NR00002207 BLZ62350000 0", "{paid} {time}"], money: "out", low: 50, high: 300, step: 50, card: true },
  { lines: ["Echtzeit-Gutschrift", "Tim Bauer", "Pizza Freitag"], money: "in", low: 10, high: 60, step: 5 },
  { lines: ["Kartenzahlung", "Aral Station Wertheim", "{paid} Debitk.1 2027/12"], money: "out", low: 40, high: 95, card: true },
  { lines: ["Überweisung online", "Lisa Hoffmann", "Geburtstagsgeschenk Oma"], money: "out", low: 20, high: 100, step: 5 },
];
const SK_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["Dauerauftrag", "Wohnbau Main-Tauber GmbH", "Miete 04/2025 Whg 7"], money: "out", low: 690, high: 690 }],
  ["2025-04-01", { lines: ["Entgeltabrechnung", "Entgelte vom 01.03.2025 bis 31.03.2025", "Kontoführung 6,90 Buchungsposten 0,80"], money: "out", low: 7.7, high: 7.7 }],
  ["2025-04-03", { lines: ["Lastschrift", "Stadtwerke Tauberfranken GmbH", "Abschlag 04/2025 Strom/Gas Kd 4401229", "Mandat 0004401229"], money: "out", low: 143, high: 143 }],
  ["2025-04-15", { lines: ["Lastschrift", "Vodafone GmbH", "Kd-Nr 118820031 Rechnung 04/2025"], money: "out", low: 39.99, high: 39.99 }],
  ["2025-04-22", { lines: ["Lastschrift", "HUK-COBURG", "Kfz-Vers. Vertrag 812/4471"], money: "out", low: 48.21, high: 48.21 }],
  ["2025-04-28", { lines: ["Gehalt/Rente", "Würth Elektronik eiSos GmbH & Co. KG", "Lohn/Gehalt 04/2025"], money: "in", low: 2897.35, high: 2897.35 }],
];

/** A German savings bank's newer layout: each booking's date on a line of its own over its text, the signed amount at the right of the date's line, 4 pages. */
function savingsBankNew(): HoldoutStatement {
  const opening = 1388.06;
  const made = spanBookings({ seed: 20901, kinds: SK, fixed: SK_FIXED, from: "2025-04-01", to: "2025-04-30", count: 32, opening, perBalance: true, fill: (t, f) => t.replace("{paid}", ddmmyyyy(f.paid, ".")).replace("{time}", f.time) });
  const bookings = noBalances(made.bookings);
  const code = iban("DE", "67350000000012345678");
  const truth: HoldoutTruth = { bank: "Sparkasse Tauberfranken", accountHolder: "Lena Bauer", iban: code, currency: "EUR", periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: made.closing, bookings };
  const signed = (v: number) => `${v < 0 ? "-" : ""}${de(v)}`;
  const pages = paged(bookings, 9, 12);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const head = `<table style="margin-bottom:4mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#e60000">Sparkasse Tauberfranken</b></td><td>Kontoauszug 4/2025 &nbsp; Blatt ${p + 1} von ${pages.length}<br>Girokonto ${spaced(code)}<br>Zeitraum 01.04.2025 - 30.04.2025</td></tr></table>${
        p === 0 ? `<table style="margin-bottom:5mm"><tr><td style="width:55%">Frau<br>Lena Bauer<br>Hauptstraße 41<br>97941 Tauberbischofsheim</td><td>Kontoinhaberin: Lena Bauer<br>BIC SOLADES1TBB<br>Ihre Beraterin: Petra Kuhn, 09341 82-0</td></tr></table>` : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td>Kontostand am 31.03.2025, Auszug Nr. 3</td><td class="r">${signed(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr class="d"><td><b>${ddmmyyyy(b.date, ".")}</b></td><td class="r">${signed(b.amount)}</td></tr><tr class="t"><td>${lines(b.lines)}</td><td></td></tr>`).join("");
      const end = last ? `<tr class="bal"><td>Kontostand am 30.04.2025 um 20:04 Uhr</td><td class="r">${signed(made.closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Bitte beachten Sie: Einwendungen gegen Rechnungsabschlüsse müssen innerhalb von sechs Wochen erhoben werden. Guthaben sind als Einlagen nach Maßgabe des Einlagensicherungsgesetzes entschädigungsfähig.</p>` : `<p class="s" style="text-align:right">Fortsetzung auf Blatt ${p + 2}</p>`;
      return `<div class="sheet">${head}<table><thead><tr><th>Datum / Erläuterung</th><th class="r" style="width:18%">Betrag EUR</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Sparkasse Tauberfranken · Anstalt des öffentlichen Rechts · Sitz Tauberbischofsheim · Amtsgericht Mannheim HRA 490054 · Blatt ${p + 1} von ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "j-de-savings-date-over-text", layout: "newer savings-bank layout: Datum / Erläuterung and Betrag EUR only, each booking's dd.mm.yyyy date on a line of its own over its text with the signed amount at the right of the date's line, texts over three and four lines, 'Kontostand am … Auszug Nr.' and 'Kontostand am … um 20:04 Uhr' rows, a fees booking whose text names its items' prices, 4 pages", html: page(`${TIGHT_STYLE} body { font-size: 8pt; } thead th { border-bottom: 1.5px solid #e60000; } tr.d td { padding-top: 2mm; padding-bottom: 0; } tr.t td { padding-top: 0; padding-left: 6mm; border-bottom: 0.5px solid #ddd; } tr.bal td { font-weight: bold; background: #f6f6f6; }`, body), truth };
}

/** The tenth held-out batch, in a fixed order. */
export function holdoutStatementsJ(): HoldoutStatement[] {
  return [belgian(), austrian(), luxembourg(), swedish(), portuguese(), usRegional(), canadianCreditUnion(), ukBusiness(), savingsBankNew()];
}
