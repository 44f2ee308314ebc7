import { figure, lines, page, sumTo, type HoldoutStatement, type HoldoutTruth } from "./statement-holdout.ts";
import { bookingDrawer, count, credits, dayEndBalances, debits, digits, en, EN_MON, foot, iban, paged, spaced, UNBROKEN_STYLE, type Fill, type Kind } from "./statement-holdout-kit.ts";

/**
 * A seventeenth held-out batch of bank statements, written by someone who had not read the
 * statement rules, had not run them on it and did not look at how earlier batches were read, and
 * committed before it was first read: its first reading measures layouts the rules have never
 * seen. It keeps to the statements a typical user in Europe uploads most (German, French, British,
 * Spanish, Dutch, Swiss and Portuguese retail and small-business current accounts), in layouts and
 * combinations unlike the 144 of batches A to P:
 * - a German commercial bank's current account, "Buchungsdatum | Angaben zu den Umsätzen | Valuta
 *   | zu Ihren Lasten | zu Ihren Gunsten": yearless "02.04" dates without a trailing dot, the
 *   value date AFTER the text, debits with a trailing minus in the Lasten column, credits
 *   unsigned, no running balance, "Alter Kontostand vom" and "Neuer Kontostand vom" lines above
 *   and below the table and "Übertrag auf/von Seite" lines between pages, each balance with a
 *   trailing "+" after "EUR", a "Herrn" line above the holder's name, 3 pages;
 * - a German savings bank's small-business account, "Datum | Erläuterung | Betrag Soll EUR |
 *   Betrag Haben EUR": dd.mm.yyyy, no value date, SEPA texts over three and four lines
 *   (Mandat/Gläubiger-ID/Kunden-Referenz), card-acquirer payouts, an "Entgeltabrechnung" whose
 *   text names its items' prices, "Kontostand am 30.04.2025, Auszug Nr. 4" and "Kontostand am
 *   31.05.2025 um 20:05 Uhr" rows in the Haben column, no period printed beyond the dated
 *   balances, 4 pages;
 * - a French high-street bank's "relevé de compte", "Date | Valeur | Nature de l'opération |
 *   Débit | Crédit": dd/mm/yyyy twice, SEPA texts over two to five lines ("DE:", "ID:", "MOTIF:",
 *   "REF:"), card payments on one line with the purchase day ("CARTE X4412 02/04 …"), "SOLDE
 *   PRÉCÉDENT AU", "TOTAUX DES MOUVEMENTS" and "NOUVEAU SOLDE AU" rows, space thousands, the
 *   period "du 01/04/2025 au 30/04/2025", 3 pages;
 * - a French regional cooperative bank's, "Date opé. | Date valeur | Libellé des opérations |
 *   Débit | Crédit": yearless "02.05" dates twice, mixed-case texts over one and two lines,
 *   "Ancien solde créditeur au 30.04.2025" and "Nouveau solde créditeur au 31.05.2025" rows with
 *   the balance in the Crédit column, a "Total des opérations" row, only a "Date d'arrêté"
 *   printed (the period bounded by the dated balances), 3 pages;
 * - a British high-street bank's, "Date | Payment type and details | Paid out | Paid in |
 *   Balance": "02 Apr 25" dates on a day's first row only, the payment-type code (DD, VIS, ))),
 *   CR, BP, SO, ATM) at the start of the text, the balance on a day's last row only, OVERDRAWN
 *   from the rent's day until payday with a "D" after the figure, BALANCE BROUGHT FORWARD and BALANCE CARRIED
 *   FORWARD rows on every page, the period "1 April to 30 April 2025", no currency named, 3 pages;
 * - a Spanish savings bank's "extracte de compte" in CATALAN, "Data | Data valor | Concepte |
 *   Import | Saldo": dd-mm-yyyy with hyphens, two-line conceptes, a signed "-45,20" import and the
 *   balance per row (going below zero before payday with a leading minus), "Saldo anterior" and
 *   "Saldo final" rows, the period written "de l'1 de maig al 31 de maig de 2025", 3 pages;
 * - a Dutch bank's "rekeningafschrift", "Datum | Omschrijving | Bedrag": dd-mm-yy dates, texts
 *   over three to five labelled lines ("Naam:", "IBAN:", "Omschrijving:", "Kenmerk:", "Incassant:",
 *   "Machtiging:"), card texts with pass number, time and place, ONE amount column with the sign
 *   AFTER the figure set apart ("45,00 -", "1.500,00 +"), no running balance, "Vorig saldo" and
 *   "Nieuw saldo" lines and the totals af and bij, 3 pages;
 * - a Swiss app bank's statement with BILINGUAL German/English headings ("Datum / Date |
 *   Beschreibung / Description | Betrag / Amount CHF | Saldo / Balance CHF"): "02.06.25" dates,
 *   apostrophe thousands, signed "-12.50"/"+2'450.00" amounts, two-line texts (merchant, then
 *   "Debitkarte · Kategorie" or TWINT), euro card purchases with a third line quoting the euro
 *   amount and rate, "Anfangssaldo / Opening balance" and "Schlusssaldo / Closing balance" rows,
 *   2 pages;
 * - a Portuguese bank's "extrato", "Data | Descrição | Montante | Saldo": dd-mm-yyyy, one-line
 *   texts (COMPRA, MB WAY, TRF SEPA, PAG SERV, LEV ATM), a signed montante and the balance per
 *   row, stamp duty (IMPOSTO DO SELO) booked after the monthly fee, a summary box above, the
 *   period "Período: 01 JUN 2025 a 30 JUN 2025", "SALDO INICIAL" and "SALDO FINAL" rows, 2 pages.
 * Every page repeats a header and a footer.
 */

/** Batch Q's draws: a card payment up to two days before its booking; one that would fall before the statement's first day is made on the booking day. */
const spanBookings = bookingDrawer({ cardDays: 3, early: "booking" });

/** As the other batches' unbroken rows, with the balance rows in bold. */
const STYLE_Q = `${UNBROKEN_STYLE} tr.bal td { font-weight: bold; }`;

const dd = (d: string) => d.slice(8, 10);
const mm = (d: string) => d.slice(5, 7);
const yyyy = (d: string) => d.slice(0, 4);
const yy = (d: string) => d.slice(2, 4);
const dmy = (d: string, sep: string) => `${dd(d)}${sep}${mm(d)}${sep}${yyyy(d)}`;
const de = (v: number) => figure(v, "de");
const fr = (v: number) => figure(v, "fr");
const ch = (v: number) => figure(v, "ch");

/** A booking text's placeholders filled: the payment day in the layout's form, its clock time, a foreign amount and {nK} for a K-digit reference. */
const filler =
  (paid: (d: string) => string, money: (v: number) => string = en) =>
  (t: string, f: Fill) =>
    t
      .replace("{paid}", paid(f.paid))
      .replace("{time}", f.time)
      .replace("{foreign}", f.foreign === null ? "" : money(f.foreign))
      .replace(/\{n(\d+)\}/gu, (_m, k: string) => digits(f.n, Number(k)));

// ---------------------------------------------------------------- German commercial bank (Lasten/Gunsten, value date after the text)

const DE_CB: readonly Kind[] = [
  { lines: ["Kartenzahlung girocard", "REWE Markt GmbH//Koeln/DE", "{paid} Debitk. 4 2028/12"], money: "out", low: 8, high: 96, card: true },
  { lines: ["Kartenzahlung girocard", "ALDI SUED//Koeln-Ehrenfeld/DE", "{paid} Debitk. 4 2028/12"], money: "out", low: 6, high: 74, card: true },
  { lines: ["Lastschrift", "PayPal Europe S.a.r.l. et Cie S.C.A", "{n13} PP.4120.PP . Ihr Einkauf bei"], money: "out", low: 9, high: 140 },
  { lines: ["Lastschrift", "Amazon Payments Europe S.C.A.", "{n3}-{n7}-{n7} Amazon.de"], money: "out", low: 12, high: 120 },
  { lines: ["Auszahlung GAA", "Commerzbank Koeln Neumarkt", "{paid} {time} Debitk. 4"], money: "out", low: 50, high: 300, step: 50, card: true },
  { lines: ["Überweisung", "Sandra Lehmann", "Einkauf Wochenende"], money: "in", low: 20, high: 180, step: 5 },
  { lines: ["Kartenzahlung girocard", "DB Vertrieb GmbH//Frankfurt/DE", "{paid} Debitk. 4 2028/12"], money: "out", low: 19, high: 129, card: true },
];
const DE_CB_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["Dauerauftrag", "Wohnungsbau Rheinblick eG", "Miete 04/2025 Whg. 12 Kd 41207"], money: "out", low: 1085, high: 1085 }],
  ["2025-04-02", { lines: ["Lastschrift", "RheinEnergie AG", "Abschlag 04.2025 VK 4120773105"], money: "out", low: 94, high: 94 }],
  ["2025-04-07", { lines: ["Lastschrift", "Vodafone GmbH", "Kd-Nr. 120773105 Rg. 04/2025"], money: "out", low: 39.99, high: 39.99 }],
  ["2025-04-15", { lines: ["Lastschrift", "HUK-COBURG Versicherung", "Beitrag KFZ 04/2025 VS 412/0773"], money: "out", low: 63.17, high: 63.17 }],
  ["2025-04-29", { lines: ["Gutschrift", "Nordwind Logistik GmbH", "Lohn/Gehalt 04/2025"], money: "in", low: 3482.6, high: 3482.6 }],
  ["2025-04-30", { lines: ["Entgelt Kontoführung", "Premium-Konto 04/2025"], money: "out", low: 12.9, high: 12.9 }],
];

/** A German commercial bank's: Lasten/Gunsten columns with a trailing minus, value date after the text, balances with a trailing +, 3 pages. */
function deLastenGunsten(): HoldoutStatement {
  const opening = 2418.73;
  const made = spanBookings({ seed: 71101, kinds: DE_CB, fixed: DE_CB_FIXED, from: "2025-04-01", to: "2025-04-30", count: 38, opening, perBalance: false, next: true, fill: filler((d) => dmy(d, ".")) });
  const { bookings, closing } = made;
  const code = iban("DE", "370400004120773105");
  const truth: HoldoutTruth = { bank: "Rheinische Handelsbank AG", accountHolder: "Dr. Markus Lehmann", iban: code, currency: "EUR", periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const dm = (d: string) => `${dd(d)}.${mm(d)}`;
  const sign = (v: number) => `EUR ${de(v)}${v < 0 ? "-" : "+"}`;
  const pages = paged(bookings, 13, 16);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const before = sumTo(opening, pages.slice(0, p).flat());
      const after = sumTo(before, list);
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#002e3c">Rheinische Handelsbank</b> <span style="color:#ffcc00">◆</span><br>Kontoauszug</td><td>Kontoauszug Nr. 4/2025 vom 30.04.2025<br>Periode: 01.04.2025 - 30.04.2025<br>Kontonummer 4120773105, BLZ 370 400 00<br>Seite ${p + 1} von ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">Herrn<br>Dr. Markus Lehmann<br>Venloer Str. 214<br>50823 Köln</td><td>Kontoinhaber: Dr. Markus Lehmann<br>Premium-Konto<br>IBAN ${spaced(code)}<br>BIC RHHBDEFFXXX<br>Währung: EUR</td></tr></table>`
          : ""
      }`;
      const head = p === 0 ? `Alter Kontostand vom 31.03.2025` : `Übertrag von Seite ${p}`;
      const tail = last ? `<b>Neuer Kontostand vom 30.04.2025</b>` : `Übertrag auf Seite ${p + 2}`;
      const rows = list.map((b) => `<tr><td class="nw">${dm(b.date)}</td><td class="nw">${lines(b.lines)}</td><td class="nw">${dm(b.valueDate)}</td><td class="r">${b.amount < 0 ? `${de(b.amount)}-` : ""}</td><td class="r">${b.amount > 0 ? de(b.amount) : ""}</td></tr>`).join("");
      const note = last ? `<p class="s" style="margin-top:3mm">Bitte prüfen Sie die Buchungen und den Kontostand. Einwendungen gegen diesen Rechnungsabschluss sind innerhalb von sechs Wochen nach Zugang zu erheben. Guthaben sind im Rahmen des Einlagensicherungsfonds geschützt.</p>` : "";
      return `<div class="sheet">${top}<p class="r" style="margin:0 1.5mm 1mm 0">${head} &nbsp;&nbsp; ${sign(p === 0 ? opening : before)}</p><table><thead><tr><th style="width:11%">Buchungsdatum</th><th>Angaben zu den Umsätzen</th><th style="width:8%">Valuta</th><th class="r" style="width:14%">zu Ihren Lasten</th><th class="r" style="width:14%">zu Ihren Gunsten</th></tr></thead><tbody>${rows}</tbody></table><p class="r" style="margin:1mm 1.5mm 0 0;border-top:1px solid #002e3c">${tail} &nbsp;&nbsp; ${last ? `<b>${sign(closing)}</b>` : sign(after)}</p>${note}${foot(`Rheinische Handelsbank AG · Kaiserstraße 16, 60311 Frankfurt am Main · Amtsgericht Frankfurt am Main HRB 41207 · Seite ${p + 1} von ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "q-de-lasten-gunsten", layout: "Buchungsdatum/Angaben zu den Umsätzen/Valuta/zu Ihren Lasten/zu Ihren Gunsten: yearless '02.04' dates without trailing dot, value date AFTER the text, debits with a trailing minus in the Lasten column, credits unsigned, no running balance, 'Alter/Neuer Kontostand vom' and 'Übertrag auf/von Seite' lines with 'EUR 1.234,56+' balances, 3-line texts, 'Herrn' line above the holder, 3 pages", html: page(`${STYLE_Q} body { font-size: 7.8pt; } thead th { border-bottom: 1.5px solid #002e3c; }`, body), truth };
}

// ---------------------------------------------------------------- German savings bank business account (Betrag Soll / Betrag Haben)

const DE_SK: readonly Kind[] = [
  { lines: ["Gutschrift", "SumUp Payments Limited", "Auszahlung {n8} Kartenumsätze", "Kunden-Referenz: SUP{n10}"], money: "in", low: 180, high: 1450 },
  { lines: ["Bargeldeinzahlung", "Einzahlautomat Filiale Marktplatz", "Tageseinnahmen"], money: "in", low: 300, high: 1800, step: 10 },
  { lines: ["Lastschrift", "Bäko Süd-West eG", "Rechnung {n6} Mehl/Zutaten", "Mandat: BSW-0412 Gläubiger-ID: DE41ZZZ00000412077"], money: "out", low: 260, high: 1900 },
  { lines: ["Überweisung", "Molkerei Hohenlohe GmbH", "RE {n7} Kd 41207"], money: "out", low: 120, high: 780 },
  { lines: ["Kartenzahlung", "METRO Heilbronn", "{paid} Debitkarte 2 Kartenfolge 1"], money: "out", low: 45, high: 420, card: true },
  { lines: ["Gutschrift", "Gemeinde Weikersheim", "Rechnung 2025-{n3} Bewirtung"], money: "in", low: 140, high: 620 },
  { lines: ["Lastschrift", "Aral AG", "Flottenkarte {n10}", "Mandat: ARAL-41207 Gläubiger-ID: DE24ZZZ00000077310"], money: "out", low: 60, high: 240 },
];
const DE_SK_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-02", { lines: ["Dauerauftrag", "Immobilien Bauer GbR", "Miete Laden Hauptstr. 12 05/2025"], money: "out", low: 1650, high: 1650 }],
  ["2025-05-05", { lines: ["Lastschrift", "Stadtwerke Tauberfranken GmbH", "Abschlag Gewerbestrom 05/2025", "Mandat: SWTF-7731 Gläubiger-ID: DE66ZZZ00000120773"], money: "out", low: 486, high: 486 }],
  ["2025-05-10", { lines: ["Lastschrift", "Finanzamt Bad Mergentheim", "USt-VA 04/2025 StNr 81/412/07731"], money: "out", low: 1248.37, high: 1248.37 }],
  ["2025-05-15", { lines: ["Lastschrift", "AOK Baden-Württemberg", "Beiträge 05/2025 Betr.-Nr. 41207731"], money: "out", low: 2186.4, high: 2186.4 }],
  ["2025-05-28", { lines: ["Sammelüberweisung", "Löhne/Gehälter 05/2025", "4 Posten"], money: "out", low: 7842.15, high: 7842.15 }],
  ["2025-05-30", { lines: ["Entgeltabrechnung", "Kontoführung Geschäftskonto 14,90", "Buchungsposten 52 x 0,35 = 18,20", "Abrechnungszeitraum 01.05.2025-31.05.2025"], money: "out", low: 33.1, high: 33.1 }],
];

/** A German savings bank's small-business account: Betrag Soll/Betrag Haben, dd.mm.yyyy, dated balance rows in the Haben column, 4 pages. */
function deSollHaben(): HoldoutStatement {
  const opening = 9384.52;
  const made = spanBookings({ seed: 71201, kinds: DE_SK, fixed: DE_SK_FIXED, from: "2025-05-01", to: "2025-05-31", count: 40, opening, perBalance: false, fill: filler((d) => dmy(d, ".")) });
  const { bookings, closing } = made;
  const code = iban("DE", "673500130004120773");
  const truth: HoldoutTruth = { bank: "Sparkasse Tauberfranken", accountHolder: "Bäckerei Konditorei Maier GmbH", iban: code, currency: "EUR", periodFrom: "2025-04-30", periodTo: "2025-05-31", openingBalance: opening, closingBalance: closing, bookings };
  const pages = paged(bookings, 9, 13);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#ff0000">Sparkasse Tauberfranken</b><br>Kontoauszug</td><td>Kontoauszug 5/2025 &nbsp; Blatt ${p + 1}/${pages.length}<br>Geschäftsgirokonto<br>IBAN ${spaced(code)}<br>BIC SOLADES1TBB</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">Firma<br>Bäckerei Konditorei Maier GmbH<br>Hauptstraße 12<br>97990 Weikersheim</td><td>Kontoinhaber: Bäckerei Konditorei Maier GmbH<br>Ihr Berater: Herr Keller, Tel. 07931 412-077</td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td></td><td>Kontostand am 30.04.2025, Auszug Nr. 4</td><td></td><td class="r">${de(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${dmy(b.date, ".")}</td><td class="nw">${lines(b.lines)}</td><td class="r">${b.amount < 0 ? de(-b.amount) : ""}</td><td class="r">${b.amount > 0 ? de(b.amount) : ""}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td></td><td>Kontostand am 31.05.2025 um 20:05 Uhr</td><td></td><td class="r">${de(closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Bitte beachten Sie die Hinweise zum Rechnungsabschluss auf der Rückseite. Dispositionskredit 10.000,00 EUR, Sollzinssatz 11,25 % p.a. Guthaben sind als Einlagen nach Maßgabe des Einlagensicherungsgesetzes entschädigungsfähig.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:11%">Datum</th><th>Erläuterung</th><th class="r" style="width:15%">Betrag Soll EUR</th><th class="r" style="width:15%">Betrag Haben EUR</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Sparkasse Tauberfranken · Anstalt des öffentlichen Rechts · Sitz Tauberbischofsheim · Kontoauszug 5/2025 · Blatt ${p + 1}/${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "q-de-soll-haben-business", layout: "savings-bank business account Datum/Erläuterung/Betrag Soll EUR/Betrag Haben EUR: dd.mm.yyyy, no value date, SEPA texts over 3-4 lines with Mandat/Gläubiger-ID/Kunden-Referenz, card-acquirer payouts, fees booking naming item prices, 'Kontostand am 30.04.2025, Auszug Nr. 4' and 'Kontostand am ... um 20:05 Uhr' rows in the Haben column, no period beyond the dated balances, 'Firma' line above the holder, 4 pages", html: page(`${STYLE_Q} body { font-size: 7.8pt; } thead th { border-bottom: 1.5px solid #ff0000; }`, body), truth };
}

// ---------------------------------------------------------------- French high-street bank (SOLDE PRÉCÉDENT / NOUVEAU SOLDE, SEPA texts)

const FR_SG: readonly Kind[] = [
  { lines: ["CARTE X4412 {paid} CARREFOUR CITY"], money: "out", low: 4, high: 68, card: true },
  { lines: ["CARTE X4412 {paid} MONOPRIX PARIS 11"], money: "out", low: 9, high: 112, card: true },
  { lines: ["CARTE X4412 {paid} SNCF INTERNET"], money: "out", low: 19, high: 148, card: true },
  { lines: ["CARTE X4412 {paid} BOULANGERIE PAUL"], money: "out", low: 3, high: 24, card: true },
  { lines: ["CARTE X4412 RETRAIT DAB {paid}", "SG PARIS REPUBLIQUE"], money: "out", low: 20, high: 200, step: 10, card: true },
  { lines: ["VIR INST RE {n9}", "DE: CLEMENCE MARCHAND", "MOTIF: REMBOURSEMENT COURSES"], money: "in", low: 15, high: 160 },
  { lines: ["VIR EUROPEEN EMIS NET", "POUR: M THOMAS GIRARD", "REF: {n12}", "MOTIF: PART VACANCES"], money: "out", low: 50, high: 400, step: 10 },
];
const FR_SG_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-03", { lines: ["PRELEVEMENT EUROPEEN 2741129388", "DE: EDF SA", "ID: FR22ZZZ412956", "MOTIF: ECHEANCE 04/2025 CONTRAT 4120773", "REF: ++EDF2504031207"], money: "out", low: 86, high: 86 }],
  ["2025-04-05", { lines: ["PRELEVEMENT EUROPEEN 2741139411", "DE: FREE MOBILE", "ID: FR86ZZZ431744", "MOTIF: FACTURE MOBILE AVRIL"], money: "out", low: 19.99, high: 19.99 }],
  ["2025-04-05", { lines: ["VIR PERM POUR: SCI LES ARCADES", "REF: LOYER APPT 3E GAUCHE", "MOTIF: LOYER AVRIL 2025"], money: "out", low: 1120, high: 1120 }],
  ["2025-04-10", { lines: ["PRELEVEMENT EUROPEEN 2741152206", "DE: MAIF", "ID: FR48ZZZ003722", "MOTIF: COTISATION HABITATION"], money: "out", low: 24.16, high: 24.16 }],
  ["2025-04-28", { lines: ["VIR RECU 7731204411", "DE: SARL LUMIERE CONSEIL", "MOTIF: SALAIRE AVRIL 2025", "REF: SAL-2504-0412"], money: "in", low: 2745.3, high: 2745.3 }],
  ["2025-04-30", { lines: ["COTISATION JAZZ", "AVRIL 2025"], money: "out", low: 8.2, high: 8.2 }],
];

/** A French high-street bank's relevé: Date/Valeur/Nature de l'opération/Débit/Crédit, SEPA texts over up to five lines, 3 pages. */
function frSoldePrecedent(): HoldoutStatement {
  const opening = 1642.18;
  const made = spanBookings({ seed: 71301, kinds: FR_SG, fixed: FR_SG_FIXED, from: "2025-04-01", to: "2025-04-30", count: 34, opening, perBalance: false, next: true, fill: filler((d) => `${dd(d)}/${mm(d)}`) });
  const { bookings, closing } = made;
  const code = iban("FR", "30003012340005041207731");
  const truth: HoldoutTruth = { bank: "Banque Générale de Paris", accountHolder: "M JEAN-LUC MARCHAND", iban: code, currency: "EUR", periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const pages = paged(bookings, 11, 15);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#e60028">BANQUE GÉNÉRALE</b><br>RELEVÉ DE COMPTE</td><td>du 01/04/2025 au 30/04/2025<br>COMPTE DE PARTICULIER EN EUR<br>N° 30003 01234 00050412077 31<br>envoi n°4 &nbsp; Page ${p + 1}/${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">M JEAN-LUC MARCHAND<br>14 RUE OBERKAMPF<br>75011 PARIS</td><td>Votre agence : PARIS REPUBLIQUE<br>Votre conseiller : Mme LEROY<br>IBAN : ${spaced(code)}<br>BIC : SOGEFRPP</td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td></td><td></td><td>SOLDE PRÉCÉDENT AU 31/03/2025</td><td></td><td class="r">${fr(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${dmy(b.date, "/")}</td><td class="nw">${dmy(b.valueDate, "/")}</td><td class="nw">${lines(b.lines)}</td><td class="r">${b.amount < 0 ? fr(-b.amount) : ""}</td><td class="r">${b.amount > 0 ? fr(b.amount) : ""}</td></tr>`).join("");
      const end = last
        ? `<tr class="bal"><td></td><td></td><td>TOTAUX DES MOUVEMENTS</td><td class="r">${fr(debits(bookings))}</td><td class="r">${fr(credits(bookings))}</td></tr><tr class="bal"><td></td><td></td><td>NOUVEAU SOLDE AU 30/04/2025</td><td></td><td class="r">${fr(closing)}</td></tr>`
        : `<tr><td></td><td></td><td class="s">suite page ${p + 2} &gt;&gt;&gt;</td><td></td><td></td></tr>`;
      const note = last ? `<p class="s" style="margin-top:3mm">Les opérations figurant sur ce relevé sont réputées approuvées à défaut de contestation dans un délai de 2 mois. Médiateur : www.mediateur-bgp.fr. Garantie des dépôts : FGDR, 65 rue de la Victoire, 75009 Paris.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:10%">Date</th><th style="width:10%">Valeur</th><th>Nature de l'opération</th><th class="r" style="width:13%">Débit</th><th class="r" style="width:13%">Crédit</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Banque Générale de Paris · S.A. au capital de 1 012 077 310 EUR · 552 120 773 RCS Paris · 29 bd Haussmann, Paris · Page ${p + 1}/${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "q-fr-solde-precedent", layout: "relevé Date/Valeur/Nature de l'opération/Débit/Crédit: dd/mm/yyyy twice, SEPA texts over 2-5 lines (DE:/ID:/MOTIF:/REF:), one-line card texts with the purchase day 'CARTE X4412 02/04 …', SOLDE PRÉCÉDENT AU / TOTAUX DES MOUVEMENTS / NOUVEAU SOLDE AU rows, space thousands, 'suite page' rows, period 'du 01/04/2025 au 30/04/2025', 3 pages", html: page(`${STYLE_Q} body { font-size: 7.8pt; } thead th { border-bottom: 1.5px solid #e60028; }`, body), truth };
}

// ---------------------------------------------------------------- French regional cooperative bank (Ancien/Nouveau solde créditeur, yearless dd.mm)

const FR_CA: readonly Kind[] = [
  { lines: ["Paiement Par Carte", "Leclerc Drive Angers {paid}"], money: "out", low: 18, high: 164, card: true },
  { lines: ["Paiement Par Carte", "Total Energies Avrille {paid}"], money: "out", low: 30, high: 92, card: true },
  { lines: ["Paiement Par Carte", "Pharmacie Du Ralliement {paid}"], money: "out", low: 4, high: 46, card: true },
  { lines: ["Paiement Par Carte", "Amazon Payments {paid}"], money: "out", low: 9, high: 88, card: true },
  { lines: ["Retrait Au Distributeur", "Ca Angers Lafayette {paid}"], money: "out", low: 20, high: 150, step: 10, card: true },
  { lines: ["Virement En Votre Faveur", "Mme Pauline Giraud Remboursement"], money: "in", low: 10, high: 120, step: 5 },
  { lines: ["Prelevement Paypal Europe"], money: "out", low: 8, high: 70 },
];
const FR_CA_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-02", { lines: ["Prelevement Angers Loire Habitat", "Loyer Mai 2025 Ref 4120773"], money: "out", low: 612.45, high: 612.45 }],
  ["2025-05-06", { lines: ["Prelevement Bouygues Telecom"], money: "out", low: 34.99, high: 34.99 }],
  ["2025-05-09", { lines: ["Prelevement Engie", "Echeance 05/2025"], money: "out", low: 71, high: 71 }],
  ["2025-05-12", { lines: ["Virement En Votre Faveur", "Caf De Maine Et Loire Apl"], money: "in", low: 214.38, high: 214.38 }],
  ["2025-05-27", { lines: ["Virement En Votre Faveur", "Clinique De L Anjou Salaire Mai"], money: "in", low: 2086.74, high: 2086.74 }],
  ["2025-05-31", { lines: ["Cotisation Offre Compte A Composer"], money: "out", low: 6.7, high: 6.7 }],
];

/** A French regional cooperative bank's: yearless dd.mm dates twice, Ancien/Nouveau solde créditeur rows, only a date d'arrêté, 3 pages. */
function frSoldeCrediteur(): HoldoutStatement {
  const opening = 823.4;
  const made = spanBookings({ seed: 71401, kinds: FR_CA, fixed: FR_CA_FIXED, from: "2025-05-01", to: "2025-05-31", count: 36, opening, perBalance: false, next: true, fill: filler((d) => `${dd(d)}/${mm(d)}`) });
  const { bookings, closing } = made;
  const code = iban("FR", "18106000090041207731055");
  const truth: HoldoutTruth = { bank: "Crédit Rural de l'Anjou", accountHolder: "MADAME CAMILLE ROUSSEAU", iban: code, currency: "EUR", periodFrom: "2025-04-30", periodTo: "2025-05-31", openingBalance: opening, closingBalance: closing, bookings };
  const dm = (d: string) => `${dd(d)}.${mm(d)}`;
  const pages = paged(bookings, 13, 17);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#007d8f">Crédit Rural de l'Anjou</b><br>Caisse régionale de crédit agricole mutuel</td><td>Relevé de vos comptes<br>Date d'arrêté : 31 mai 2025<br>Compte de Dépôt n° 00412077310 - EUR<br>Page ${p + 1} / ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">MADAME CAMILLE ROUSSEAU<br>8 RUE DU MAIL<br>49100 ANGERS</td><td>Votre agence : ANGERS LAFAYETTE<br>Tél : 02 41 41 20 77<br>IBAN : ${spaced(code)}<br>BIC : AGRIFRPP810</td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td></td><td></td><td>Ancien solde créditeur au 30.04.2025</td><td></td><td class="r">${fr(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${dm(b.date)}</td><td class="nw">${dm(b.valueDate)}</td><td class="nw">${lines(b.lines)}</td><td class="r">${b.amount < 0 ? fr(-b.amount) : ""}</td><td class="r">${b.amount > 0 ? fr(b.amount) : ""}</td></tr>`).join("");
      const end = last
        ? `<tr class="bal"><td></td><td></td><td>Total des opérations</td><td class="r">${fr(debits(bookings))}</td><td class="r">${fr(credits(bookings))}</td></tr><tr class="bal"><td></td><td></td><td>Nouveau solde créditeur au 31.05.2025</td><td></td><td class="r">${fr(closing)}</td></tr>`
        : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Pour toute réclamation, votre agence est à votre disposition. Vous pouvez également saisir le médiateur. Les dépôts sont garantis dans la limite de 100 000 EUR par le Fonds de Garantie des Dépôts et de Résolution.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:8%">Date opé.</th><th style="width:8%">Date valeur</th><th>Libellé des opérations</th><th class="r" style="width:14%">Débit</th><th class="r" style="width:14%">Crédit</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Crédit Rural de l'Anjou · Société coopérative à capital variable · 412 077 310 RCS Angers · Courtier en assurance ORIAS 07 012 077 · Page ${p + 1} / ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "q-fr-solde-crediteur", layout: "Date opé./Date valeur/Libellé des opérations/Débit/Crédit: yearless '02.05' dates twice, mixed-case one- and two-line texts with the card day '01/05' at the end, 'Ancien solde créditeur au 30.04.2025' and 'Nouveau solde créditeur au 31.05.2025' rows in the Crédit column, 'Total des opérations' row, only a 'Date d'arrêté' printed, 3 pages", html: page(`${STYLE_Q} body { font-size: 7.8pt; } thead th { border-bottom: 1.5px solid #007d8f; }`, body), truth };
}

// ---------------------------------------------------------------- British high-street bank (type code in the text, overdrawn "D")

const UK_HB: readonly Kind[] = [
  { lines: ["VIS TESCO STORES 3271", "LONDON"], money: "out", low: 6, high: 88 },
  { lines: ["))) PRET A MANGER", "LONDON EC2"], money: "out", low: 3, high: 14 },
  { lines: ["))) TFL TRAVEL CH", "TFL.GOV.UK/CP"], money: "out", low: 2.8, high: 12 },
  { lines: ["VIS AMAZON.CO.UK*R41C", "AMAZON.CO.UK"], money: "out", low: 8, high: 96 },
  { lines: ["ATM CASH HSBC {paid}", "ISLINGTON"], money: "out", low: 20, high: 120, step: 10, card: true },
  { lines: ["CR E WOOD", "CINEMA TICKETS"], money: "in", low: 10, high: 45 },
  { lines: ["BP K OSEI", "DINNER"], money: "out", low: 15, high: 60 },
];
const UK_HB_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-04-01", { lines: ["SO LONDONSIDE LETTINGS", "FLAT 4 RENT"], money: "out", low: 1150, high: 1150 }],
  ["2025-04-03", { lines: ["DD BRITISH GAS", "8200412077"], money: "out", low: 78.4, high: 78.4 }],
  ["2025-04-08", { lines: ["DD LB ISLINGTON CTAX", "41207731"], money: "out", low: 142, high: 142 }],
  ["2025-04-14", { lines: ["DD VIRGIN MEDIA", "4120773105"], money: "out", low: 46, high: 46 }],
  ["2025-04-17", { lines: ["DD THAMES WATER", "TW412077"], money: "out", low: 38.2, high: 38.2 }],
  ["2025-04-25", { lines: ["CR HALCYON MEDIA LTD", "SALARY APR"], money: "in", low: 2412.66, high: 2412.66 }],
  ["2025-04-30", { lines: ["ARRANGED OVERDRAFT", "INTEREST TO 29APR"], money: "out", low: 4.37, high: 4.37 }],
];

/** A British high-street bank's: the type code at the start of the text, date on a day's first row, balance on its last, overdrawn 'D', brought/carried forward, 3 pages. */
function ukOverdrawnD(): HoldoutStatement {
  const opening = 1236.12;
  const made = spanBookings({ seed: 71501, kinds: UK_HB, fixed: UK_HB_FIXED, from: "2025-04-01", to: "2025-04-30", count: 34, opening, perBalance: true, fill: filler((d) => `${EN_MON[Number(mm(d)) - 1]!.toUpperCase()}${dd(d)}`) });
  const bookings = dayEndBalances(made.bookings);
  const { closing } = made;
  const code = iban("GB", "HBUK40120741207731");
  const truth: HoldoutTruth = { bank: "HBUK Bank plc", accountHolder: "MR JAMES A CARTER", iban: code, currency: null, periodFrom: "2025-04-01", periodTo: "2025-04-30", openingBalance: opening, closingBalance: closing, bookings };
  const date = (d: string) => `${dd(d)} ${EN_MON[Number(mm(d)) - 1]} ${yy(d)}`;
  const bal = (v: number) => `${en(v)}${v < 0 ? " D" : ""}`;
  const pages = paged(bookings, 16, 20);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const before = sumTo(opening, pages.slice(0, p).flat());
      const after = sumTo(before, list);
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#db0011">HBUK</b> <span style="color:#db0011">◆</span><br>Your Statement</td><td>Account Name: MR JAMES A CARTER<br>Sortcode 40-12-07 &nbsp; Account Number 41207731<br>1 April to 30 April 2025<br>Sheet Number 104 &nbsp; Page ${p + 1} of ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">MR JAMES A CARTER<br>FLAT 4<br>27 CROSS STREET<br>LONDON<br>N1 2BG</td><td><b>Your Bank Account details</b><table class="box" style="border:1px solid #db0011"><tr><td>Opening Balance</td><td class="r">${bal(opening)}</td></tr><tr><td>Payments In</td><td class="r">${en(credits(bookings))}</td></tr><tr><td>Payments Out</td><td class="r">${en(debits(bookings))}</td></tr><tr><td><b>Closing Balance</b></td><td class="r"><b>${bal(closing)}</b></td></tr><tr><td>Arranged Overdraft Limit</td><td class="r">2,000.00</td></tr></table>International Bank Account Number<br>${spaced(code)}<br>Branch Identifier Code HBUKGB4B</td></tr></table>`
          : ""
      }`;
      const first = `<tr class="bal"><td class="nw">${p === 0 ? "01 Apr 25" : ""}</td><td>BALANCE BROUGHT FORWARD</td><td></td><td></td><td class="r">${bal(p === 0 ? opening : before)}</td></tr>`;
      const rows = list.map((b, i) => `<tr><td class="nw">${i > 0 && list[i - 1]!.date === b.date ? "" : date(b.date)}</td><td class="nw">${lines(b.lines)}</td><td class="r">${b.amount < 0 ? en(b.amount) : ""}</td><td class="r">${b.amount > 0 ? en(b.amount) : ""}</td><td class="r">${b.balance === null ? "" : bal(b.balance)}</td></tr>`).join("");
      const end = `<tr class="bal"><td class="nw">${last ? "30 Apr 25" : ""}</td><td>BALANCE CARRIED FORWARD</td><td></td><td></td><td class="r">${bal(last ? closing : after)}</td></tr>`;
      const note = last ? `<p class="s" style="margin-top:3mm">Arranged overdraft interest is charged at 39.9% EAR (variable). Your deposits are eligible for protection by the Financial Services Compensation Scheme. A dispute about this statement should be raised with us within 30 days.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:11%">Date</th><th>Payment type and details</th><th class="r" style="width:13%">Paid out</th><th class="r" style="width:13%">Paid in</th><th class="r" style="width:14%">Balance</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`HBUK Bank plc · Registered in England and Wales number 14259 · 8 Canada Square, London E14 5HQ · Page ${p + 1} of ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "q-uk-overdrawn-d", layout: "Date/Payment type and details/Paid out/Paid in/Balance: '02 Apr 25' on a day's first row only, the payment-type code (DD, VIS, ))), CR, BP, SO, ATM) at the start of the two-line text, balance on a day's last row only, overdrawn from the rent's day until payday marked 'D', BALANCE BROUGHT/CARRIED FORWARD rows on every page, period '1 April to 30 April 2025', no currency named, 3 pages", html: page(`${STYLE_Q} body { font-size: 7.8pt; } thead th { border-bottom: 1.5px solid #db0011; }`, body), truth };
}

// ---------------------------------------------------------------- Spanish savings bank in Catalan (Import / Saldo, dd-mm-yyyy)

const ES_CA: readonly Kind[] = [
  { lines: ["COMPRA TARGETA 4412XXXXXXXX7731", "MERCADONA GRACIA BARCELONA"], money: "out", low: 9, high: 118, card: true },
  { lines: ["COMPRA TARGETA 4412XXXXXXXX7731", "BONPREU ESCLAT SANT CUGAT"], money: "out", low: 12, high: 96, card: true },
  { lines: ["COMPRA TARGETA 4412XXXXXXXX7731", "FARMACIA TRAVESSERA"], money: "out", low: 4, high: 38, card: true },
  { lines: ["BIZUM ENVIAT", "A: MARTA PUIG SOLER"], money: "out", low: 5, high: 80, step: 1 },
  { lines: ["BIZUM REBUT", "DE: ORIOL VIDAL"], money: "in", low: 5, high: 60, step: 1 },
  { lines: ["REINTEGRAMENT CAIXER", "CAIXER 0412 PL. DEL SOL"], money: "out", low: 20, high: 200, step: 10 },
  { lines: ["COMPRA TARGETA 4412XXXXXXXX7731", "TMB METRO BARCELONA"], money: "out", low: 11.35, high: 22.7 },
];
const ES_CA_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-05-01", { lines: ["TRANSFERENCIA A", "LLOGUER MAIG - JOAN FERRER"], money: "out", low: 980, high: 980 }],
  ["2025-05-05", { lines: ["REBUT ENDESA ENERGIA", "REF. 041207731 ELECTRICITAT"], money: "out", low: 58.62, high: 58.62 }],
  ["2025-05-06", { lines: ["REBUT AIGUES DE BARCELONA", "REF. 120773105"], money: "out", low: 31.14, high: 31.14 }],
  ["2025-05-12", { lines: ["REBUT DIGI SPAIN TELECOM", "FACTURA MAIG"], money: "out", low: 20, high: 20 }],
  ["2025-05-28", { lines: ["NOMINA", "DISSENYS MEDITERRANIS SL"], money: "in", low: 2214.8, high: 2214.8 }],
  ["2025-05-31", { lines: ["COMISSIO MANTENIMENT", "COMPTE ESTÀNDARD"], money: "out", low: 6, high: 6 }],
];

/** A Spanish savings bank's extracte in Catalan: dd-mm-yyyy, signed Import and Saldo, Saldo anterior/final rows, Catalan period, 3 pages. */
function esCatala(): HoldoutStatement {
  const opening = 1937.05;
  const made = spanBookings({ seed: 71601, kinds: ES_CA, fixed: ES_CA_FIXED, from: "2025-05-01", to: "2025-05-31", count: 40, opening, perBalance: true, next: true, fill: filler((d) => dmy(d, "-")) });
  const { bookings, closing } = made;
  const code = iban("ES", "21000412077310000731");
  const truth: HoldoutTruth = { bank: "Caixa d'Estalvis de Catalunya Nord", accountHolder: "NÚRIA CASALS I PONS", iban: code, currency: "EUR", periodFrom: "2025-05-01", periodTo: "2025-05-31", openingBalance: opening, closingBalance: closing, bookings };
  const signed = (v: number) => `${v < 0 ? "-" : ""}${de(v)}`;
  const pages = paged(bookings, 15, 16);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:12pt;color:#007eae">Caixa d'Estalvis de Catalunya Nord</b><br>EXTRACTE DE COMPTE</td><td>Compte: ${spaced(code)}<br>Període: de l'1 de maig al 31 de maig de 2025<br>Moneda: EUR<br>Pàgina ${p + 1} de ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">NÚRIA CASALS I PONS<br>C. DE VERDI, 41 3r 2a<br>08012 BARCELONA</td><td>Titular: NÚRIA CASALS I PONS<br>Oficina: 0412 - Gràcia<br>Data d'emissió: 01-06-2025</td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">30-04-2025</td><td></td><td>Saldo anterior</td><td></td><td class="r">${signed(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${dmy(b.date, "-")}</td><td class="nw">${dmy(b.valueDate, "-")}</td><td class="nw">${lines(b.lines)}</td><td class="r">${signed(b.amount)}</td><td class="r">${signed(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td class="nw">31-05-2025</td><td></td><td>Saldo final</td><td></td><td class="r">${signed(closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Total càrrecs: ${de(debits(bookings))} EUR &nbsp; Total abonaments: ${de(credits(bookings))} EUR. Dipòsits garantits pel Fons de Garantia de Dipòsits d'Entitats de Crèdit fins a 100.000 euros per titular.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:11%">Data</th><th style="width:11%">Data valor</th><th>Concepte</th><th class="r" style="width:13%">Import</th><th class="r" style="width:13%">Saldo</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Caixa d'Estalvis de Catalunya Nord, S.A. · Av. Diagonal 621, 08028 Barcelona · NIF A08412077 · Pàgina ${p + 1} de ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "q-es-catala-import-saldo", layout: "extracte in Catalan Data/Data valor/Concepte/Import/Saldo: dd-mm-yyyy with hyphens, two-line conceptes (COMPRA TARGETA, BIZUM ENVIAT/REBUT, REBUT, NOMINA), signed '-45,20' import and balance per row, dated 'Saldo anterior'/'Saldo final' rows, period 'de l'1 de maig al 31 de maig de 2025', totals line at the end, 3 pages", html: page(`${STYLE_Q} body { font-size: 7.8pt; } thead th { border-bottom: 1.5px solid #007eae; }`, body), truth };
}

// ---------------------------------------------------------------- Dutch bank (labelled lines, sign after the figure)

const NL: readonly Kind[] = [
  { lines: ["BEA, Apple Pay", "Albert Heijn 1432,PAS412", "NR:4A{n4}, {paid}/{time}", "AMSTERDAM"], money: "out", low: 6, high: 84, card: true },
  { lines: ["BEA, Betaalpas", "Jumbo Amsterdam Oost,PAS412", "NR:7C{n4}, {paid}/{time}", "AMSTERDAM"], money: "out", low: 8, high: 72, card: true },
  { lines: ["BEA, Apple Pay", "NS Reizigers,PAS412", "NR:2F{n4}, {paid}/{time}", "UTRECHT"], money: "out", low: 4, high: 38, card: true },
  { lines: ["iDEAL", "Naam: Bol.com BV", "Omschrijving: {n10} Bestelling bol", "Kenmerk: {n16}"], money: "out", low: 10, high: 120 },
  { lines: ["Tikkie", "Naam: AAB INZ TIKKIE", "Omschrijving: Tikkie ID {n12} etentje", "IBAN: NL13ABNA0411223344"], money: "in", low: 8, high: 60 },
  { lines: ["SEPA Overboeking", "Naam: S de Boer", "IBAN: NL91ABNA0417164300", "Omschrijving: terugbetaling"], money: "out", low: 15, high: 150, step: 5 },
];
const NL_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-02", { lines: ["SEPA Periodieke overb.", "Naam: Stichting Eigen Haard", "IBAN: NL44RABO0123456789", "Omschrijving: huur juni 2025", "Kenmerk: 41207731"], money: "out", low: 1042.18, high: 1042.18 }],
  ["2025-06-04", { lines: ["SEPA Incasso algemeen doorlopend", "Incassant: NL12ZZZ301234560000", "Naam: Vattenfall Klantenservice", "Machtiging: 4120773", "Omschrijving: termijn juni"], money: "out", low: 118, high: 118 }],
  ["2025-06-09", { lines: ["SEPA Incasso algemeen doorlopend", "Incassant: NL98ZZZ332403180000", "Naam: Zilveren Kruis Zorgverzekeringen", "Machtiging: ZK41207731", "Omschrijving: premie 06-2025"], money: "out", low: 148.65, high: 148.65 }],
  ["2025-06-23", { lines: ["SEPA Overboeking", "Naam: Gemeente Amsterdam", "IBAN: NL35BNGH0285008900", "Omschrijving: zorgtoeslag juni"], money: "in", low: 123, high: 123 }],
  ["2025-06-25", { lines: ["SEPA Overboeking", "Naam: Kanaal Digitale Media BV", "IBAN: NL02INGB0006541207", "Omschrijving: salaris juni 2025"], money: "in", low: 3186.42, high: 3186.42 }],
  ["2025-06-30", { lines: ["Kosten Basispakket", "Periode 01-06-2025 t/m 30-06-2025"], money: "out", low: 3.6, high: 3.6 }],
];

/** A Dutch bank's rekeningafschrift: dd-mm-yy, labelled text lines, one amount with its sign after the figure, no running balance, 3 pages. */
function nlSignAfter(): HoldoutStatement {
  const opening = 2264.9;
  const made = spanBookings({ seed: 71701, kinds: NL, fixed: NL_FIXED, from: "2025-06-01", to: "2025-06-30", count: 30, opening, perBalance: false, fill: filler((d) => `${dd(d)}.${mm(d)}.${yy(d)}`) });
  const { bookings, closing } = made;
  const code = iban("NL", "ABNA0412077310");
  const truth: HoldoutTruth = { bank: "Amstel Noord Bank N.V.", accountHolder: "J.P. van der Meulen", iban: code, currency: "EUR", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const after = (v: number) => `${de(v)} ${v < 0 ? "-" : "+"}`;
  const pages = paged(bookings, 10, 13);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#00857a">Amstel Noord Bank</b><br>Rekeningafschrift</td><td>Rekening: ${spaced(code)}<br>Betaalrekening EUR<br>Periode: 01-06-2025 t/m 30-06-2025<br>Afschrift 6 &nbsp; Blad ${p + 1} van ${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">J.P. van der Meulen<br>Javastraat 118-2<br>1095 CJ Amsterdam</td><td><table class="box" style="border:1px solid #00857a"><tr><td>Vorig saldo per 31-05-2025</td><td class="r">${after(opening)}</td></tr><tr><td>Totaal af (${count(bookings, -1)})</td><td class="r">${de(debits(bookings))} -</td></tr><tr><td>Totaal bij (${count(bookings, 1)})</td><td class="r">${de(credits(bookings))} +</td></tr><tr><td><b>Nieuw saldo per 30-06-2025</b></td><td class="r"><b>${after(closing)}</b></td></tr></table></td></tr></table>`
          : ""
      }`;
      const rows = list.map((b) => `<tr><td class="nw">${dd(b.date)}-${mm(b.date)}-${yy(b.date)}</td><td class="nw">${lines(b.lines)}</td><td class="r">${after(b.amount)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td></td><td>Nieuw saldo per 30-06-2025</td><td class="r">${after(closing)}</td></tr>` : "";
      const head = p === 0 ? `<tr class="bal"><td></td><td>Vorig saldo per 31-05-2025</td><td class="r">${after(opening)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Controleer uw afschrift. Klopt er iets niet, neem dan binnen 13 maanden contact met ons op. Uw tegoeden vallen onder het depositogarantiestelsel.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:11%">Datum</th><th>Omschrijving</th><th class="r" style="width:18%">Bedrag</th></tr></thead><tbody>${head}${rows}${end}</tbody></table>${note}${foot(`Amstel Noord Bank N.V. · Gustav Mahlerlaan 10, 1082 PP Amsterdam · KvK 34120773 · Blad ${p + 1} van ${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "q-nl-sign-after", layout: "rekeningafschrift Datum/Omschrijving/Bedrag: dd-mm-yy dates, texts over 3-5 labelled lines (Naam:, IBAN:, Omschrijving:, Kenmerk:, Incassant:, Machtiging:), card texts with pass number, time and place, ONE amount column with the sign AFTER the figure set apart ('45,00 -', '1.500,00 +'), no running balance, Vorig/Nieuw saldo per rows and a box with totals af/bij and counts, 3 pages", html: page(`${STYLE_Q} body { font-size: 7.8pt; } thead th { border-bottom: 1.5px solid #00857a; }`, body), truth };
}

// ---------------------------------------------------------------- Swiss app bank (bilingual headings, apostrophe thousands)

const CH: readonly Kind[] = [
  { lines: ["Coop Pronto Zürich HB", "Debitkarte · Lebensmittel"], money: "out", low: 4, high: 46, card: true },
  { lines: ["Migros Limmatplatz", "Debitkarte · Lebensmittel"], money: "out", low: 9, high: 118, card: true },
  { lines: ["SBB Mobile", "Debitkarte · Reisen"], money: "out", low: 3.4, high: 88, card: true },
  { lines: ["Galaxus.ch", "Debitkarte · Shopping"], money: "out", low: 19, high: 240, card: true },
  { lines: ["Lidl Konstanz", "Debitkarte · Lebensmittel", "EUR {foreign}, Kurs 0.9412"], money: "out", low: 15, high: 95, rate: 0.9412, card: true },
  { lines: ["TWINT Anna Müller", "Zahlung erhalten"], money: "in", low: 8, high: 90, step: 1 },
  { lines: ["TWINT Luca Bernasconi", "Zahlung gesendet"], money: "out", low: 10, high: 70, step: 1 },
];
const CH_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-01", { lines: ["Dauerauftrag Verwaltung Limmat AG", "Miete Juni Wohnung 3.2"], money: "out", low: 2140, high: 2140 }],
  ["2025-06-05", { lines: ["eBill Swisscom (Schweiz) AG", "Rechnung 05/2025"], money: "out", low: 64.9, high: 64.9 }],
  ["2025-06-10", { lines: ["eBill CSS Kranken-Versicherung AG", "Prämie 06/2025"], money: "out", low: 418.35, high: 418.35 }],
  ["2025-06-25", { lines: ["Gutschrift Helvetia Software GmbH", "Lohn Juni 2025"], money: "in", low: 6284.5, high: 6284.5 }],
  ["2025-06-26", { lines: ["Überweisung Säule 3a", "Einzahlung Vorsorgekonto"], money: "out", low: 600, high: 600 }],
];

/** A Swiss app bank's statement with bilingual German/English headings: dd.mm.yy, signed apostrophe figures, balance per row, 2 pages. */
function chBilingual(): HoldoutStatement {
  const opening = 4811.65;
  const made = spanBookings({ seed: 71801, kinds: CH, fixed: CH_FIXED, from: "2025-06-01", to: "2025-06-30", count: 33, opening, perBalance: true, fill: filler(() => "", ch) });
  const { bookings, closing } = made;
  const code = iban("CH", "08307000412077310");
  const truth: HoldoutTruth = { bank: "Alpina Digital Bank AG", accountHolder: "Lea Zimmermann", iban: code, currency: "CHF", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const date = (d: string) => `${dd(d)}.${mm(d)}.${yy(d)}`;
  const signed = (v: number) => `${v < 0 ? "-" : "+"}${ch(v)}`;
  const pages = paged(bookings, 17, 21);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#111">alpina</b><br>Kontoauszug / Account statement</td><td>Privatkonto / Private account CHF<br>IBAN ${spaced(code)}<br>01.06.2025 – 30.06.2025<br>Seite / Page ${p + 1}/${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:55%">Lea Zimmermann<br>Röntgenstrasse 41<br>8005 Zürich</td><td><table class="box" style="border:1px solid #111"><tr><td>Anfangssaldo / Opening balance</td><td class="r">CHF ${ch(opening)}</td></tr><tr><td>Eingänge / Incoming</td><td class="r">CHF ${ch(credits(bookings))}</td></tr><tr><td>Ausgänge / Outgoing</td><td class="r">CHF ${ch(debits(bookings))}</td></tr><tr><td><b>Schlusssaldo / Closing balance</b></td><td class="r"><b>CHF ${ch(closing)}</b></td></tr></table></td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td class="nw">01.06.25</td><td>Anfangssaldo / Opening balance</td><td></td><td class="r">${ch(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${date(b.date)}</td><td class="nw">${lines(b.lines)}</td><td class="r">${signed(b.amount)}</td><td class="r">${ch(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td class="nw">30.06.25</td><td>Schlusssaldo / Closing balance</td><td></td><td class="r">${ch(closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Bitte prüfen Sie diesen Auszug. Beanstandungen sind innert 30 Tagen zu melden. / Please check this statement and report any discrepancy within 30 days. Einlagen sind bis CHF 100'000 durch esisuisse gesichert.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:11%">Datum / Date</th><th>Beschreibung / Description</th><th class="r" style="width:17%">Betrag / Amount CHF</th><th class="r" style="width:17%">Saldo / Balance CHF</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Alpina Digital Bank AG · Bahnhofstrasse 41, 8001 Zürich · CHE-412.077.310 · Seite / Page ${p + 1}/${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "q-ch-bilingual-app", layout: "app bank with bilingual German/English headings Datum / Date | Beschreibung / Description | Betrag / Amount CHF | Saldo / Balance CHF: 'dd.mm.yy' dates, apostrophe thousands, signed '-12.50'/'+2'450.00' amounts and the balance per row, two-line texts (merchant, 'Debitkarte · Kategorie' or TWINT), euro purchases with a third line 'EUR 45.00, Kurs 0.9412', Anfangssaldo/Schlusssaldo rows and box, 2 pages", html: page(`${STYLE_Q} body { font-size: 7.8pt; } thead th { border-bottom: 1.5px solid #111; }`, body), truth };
}

// ---------------------------------------------------------------- Portuguese bank (Montante / Saldo, summary box, month-abbreviation period)

const PT: readonly Kind[] = [
  { lines: ["COMPRA 4412 CONTINENTE COLOMBO LISBOA"], money: "out", low: 8, high: 126, card: true },
  { lines: ["COMPRA 4412 PINGO DOCE ALVALADE"], money: "out", low: 5, high: 64, card: true },
  { lines: ["COMPRA 4412 GALP AREEIRO"], money: "out", low: 30, high: 80, card: true },
  { lines: ["MB WAY P/ +351 9** *** 412"], money: "out", low: 5, high: 60, step: 1 },
  { lines: ["MB WAY DE TIAGO MARQUES"], money: "in", low: 5, high: 50, step: 1 },
  { lines: ["LEV ATM 0412 AV ROMA LISBOA"], money: "out", low: 20, high: 200, step: 10 },
  { lines: ["COMPRA 4412 UBER *TRIP HELP.UBER.COM"], money: "out", low: 5, high: 22 },
];
const PT_FIXED: readonly (readonly [string, Kind])[] = [
  ["2025-06-02", { lines: ["TRF SEPA P/ RUI MENDES RENDA JUNHO"], money: "out", low: 850, high: 850 }],
  ["2025-06-06", { lines: ["PAG SERV EDP COMERCIAL 21007"], money: "out", low: 54.83, high: 54.83 }],
  ["2025-06-09", { lines: ["PAG SERV EPAL 20412 AGUA"], money: "out", low: 22.61, high: 22.61 }],
  ["2025-06-16", { lines: ["DD MEO SERVICOS COMUNICACOES"], money: "out", low: 42.99, high: 42.99 }],
  ["2025-06-23", { lines: ["TRF SEPA DE TEJO DIGITAL LDA VENC"], money: "in", low: 1684.2, high: 1684.2 }],
  ["2025-06-30", { lines: ["COMISSAO MANUTENCAO CONTA"], money: "out", low: 5.5, high: 5.5 }],
  ["2025-06-30", { lines: ["IMPOSTO DO SELO COMISSAO"], money: "out", low: 0.22, high: 0.22 }],
];

/** A Portuguese bank's extrato: dd-mm-yyyy, one-line texts, signed Montante and Saldo, stamp duty after the fee, summary box, 2 pages. */
function ptMontanteSaldo(): HoldoutStatement {
  const opening = 2318.47;
  const made = spanBookings({ seed: 71901, kinds: PT, fixed: PT_FIXED, from: "2025-06-01", to: "2025-06-30", count: 38, opening, perBalance: true, fill: filler(() => "") });
  const { bookings, closing } = made;
  const code = iban("PT", "003301204120773105503");
  const truth: HoldoutTruth = { bank: "Banco Atlântico Português, S.A.", accountHolder: "INÊS CARVALHO FONSECA", iban: code, currency: "EUR", periodFrom: "2025-06-01", periodTo: "2025-06-30", openingBalance: opening, closingBalance: closing, bookings };
  const pt = (v: number) => `${v < 0 ? "-" : ""}${fr(v).replace(/\u00A0/gu, " ")}`;
  const pages = paged(bookings, 19, 27);
  const body = pages
    .map((list, p) => {
      const last = p === pages.length - 1;
      const top = `<table style="margin-bottom:3mm"><tr><td style="width:55%"><b style="font-size:14pt;color:#c8102e">Banco Atlântico</b><br>EXTRATO DE CONTA</td><td>Conta à Ordem N.º 41207731055<br>IBAN ${spaced(code)}<br>Período: 01 JUN 2025 a 30 JUN 2025<br>Moeda: EUR &nbsp; Pág. ${p + 1}/${pages.length}</td></tr></table>${
        p === 0
          ? `<table style="margin-bottom:3mm"><tr><td style="width:50%">INÊS CARVALHO FONSECA<br>AV. DE ROMA 41 3 ESQ<br>1000-265 LISBOA</td><td><table class="box" style="border:1px solid #c8102e"><tr><td>Saldo inicial</td><td class="r">${pt(opening)}</td></tr><tr><td>Total a crédito</td><td class="r">${pt(credits(bookings))}</td></tr><tr><td>Total a débito</td><td class="r">${pt(debits(bookings))}</td></tr><tr><td><b>Saldo final</b></td><td class="r"><b>${pt(closing)}</b></td></tr></table></td></tr></table>`
          : ""
      }`;
      const first = p === 0 ? `<tr class="bal"><td></td><td>SALDO INICIAL</td><td></td><td class="r">${pt(opening)}</td></tr>` : "";
      const rows = list.map((b) => `<tr><td class="nw">${dmy(b.date, "-")}</td><td class="nw">${lines(b.lines)}</td><td class="r">${pt(b.amount)}</td><td class="r">${pt(b.balance!)}</td></tr>`).join("");
      const end = last ? `<tr class="bal"><td></td><td>SALDO FINAL</td><td></td><td class="r">${pt(closing)}</td></tr>` : "";
      const note = last ? `<p class="s" style="margin-top:3mm">Os depósitos constituídos no Banco Atlântico beneficiam da garantia do Fundo de Garantia de Depósitos até 100.000 euros por depositante. Reclamações: Livro de Reclamações eletrónico.</p>` : "";
      return `<div class="sheet">${top}<table><thead><tr><th style="width:12%">Data</th><th>Descrição</th><th class="r" style="width:15%">Montante</th><th class="r" style="width:15%">Saldo</th></tr></thead><tbody>${first}${rows}${end}</tbody></table>${note}${foot(`Banco Atlântico Português, S.A. · Praça D. João I, 28, 4000-295 Porto · Capital Social 1.207.731.055 EUR · NIPC 501 412 077 · Pág. ${p + 1}/${pages.length}`)}</div>`;
    })
    .join("");
  return { name: "q-pt-montante-saldo", layout: "extrato Data/Descrição/Montante/Saldo: dd-mm-yyyy, one-line texts (COMPRA 4412, MB WAY, TRF SEPA, PAG SERV, LEV ATM), signed montante with space thousands and the balance per row, IMPOSTO DO SELO booked after the fee, SALDO INICIAL/SALDO FINAL rows, summary box above, period 'Período: 01 JUN 2025 a 30 JUN 2025', 2 pages", html: page(`${STYLE_Q} body { font-size: 7.8pt; } thead th { border-bottom: 1.5px solid #c8102e; }`, body), truth };
}

/** Batch Q, in a fixed order. */
export function holdoutStatementsQ(): HoldoutStatement[] {
  return [deLastenGunsten(), deSollHaben(), frSoldePrecedent(), frSoldeCrediteur(), ukOverdrawnD(), esCatala(), nlSignAfter(), chBilingual(), ptMontanteSaldo()];
}

