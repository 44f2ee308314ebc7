import { describe, it } from "node:test";
import assert from "node:assert/strict";
import type { BankStatementData } from "../../src/extraction/extract-schemas.ts";
import { bestTable } from "../../src/extraction/column-roles.ts";
import { headingAbove } from "../../src/extraction/document-tables.ts";
import type { PageLayout, VisualRow } from "../../src/extraction/page-layout.ts";
import type { Table } from "../../src/extraction/table.ts";
import { dateRangeIn, monthPeriod } from "../../src/extraction/statement-periods.ts";
import { sectionSide } from "../../src/extraction/statement-sections.ts";
import { dayGroupedBookings } from "../../src/extraction/day-groups.ts";
import { parseDate, type NumberHabits } from "../../src/extraction/values.ts";
import { line, readDrawnStatement, unplacedText, type DrawnLine } from "./drawn-statement.ts";

/**
 * Statement shapes read by general rules, each on a few drawn lines: the side a section heading
 * gives unsigned amounts, booking dates without a year placed by the period (or the date the
 * statement was issued on), unsigned amounts settled by arithmetic or quoted, balances in the
 * wordings of more languages, periods stated in a heading.
 */

const amounts = (s: BankStatementData) => s.transactions.map((t) => t.amount);
const dates = (s: BankStatementData) => s.transactions.map((t) => t.date);
const check = (s: BankStatementData, name: string) => s.checks.find((c) => c.check === name);

const US_HEAD: DrawnLine[] = [line(50, "Riverside Community Bank"), line(50, "Statement Period January 1, 2025 through January 31, 2025"), line(50, "Account holder: Jane Q Doe"), []];

describe("section headings", () => {
  it("name the side of money out or in, in any of the languages, also when continued", () => {
    const cases: [string, ReturnType<typeof sectionSide>][] = [
      ["Withdrawals", "debit"],
      ["Withdrawals (continued)", "debit"],
      ["ATM & Debit Card Withdrawals", "debit"],
      ["Checks Paid", "debit"],
      ["Other Withdrawals, Fees & Charges", "debit"],
      ["Abbuchungen", "debit"],
      ["Opérations au débit", "debit"],
      ["Deposits and Other Credits", "credit"],
      ["Gutschriften - Fortsetzung", "credit"],
      ["Abonos", "credit"],
      ["Deposits and Withdrawals", "both"],
      ["Online and Electronic Banking Deductions - continued", "debit"],
      ["Banking/Debit Card Withdrawals and Purchases", "debit"],
      ["Checks and Substitute Checks", "debit"],
      ["Daily Balance", null],
      ["KROGER #0421 COLUMBUS OH", null],
      ["Deposits (24)", null],
      ["MOBILE DEPOSIT REF", null],
    ];
    for (const [text, side] of cases) assert.equal(sectionSide(text), side, text);
  });

  it("sign the unsigned amounts under them until the next heading, across pages, with MM/DD dates in the period", () => {
    const got = readDrawnStatement([
      [
        ...US_HEAD,
        line(50, "Beginning balance", "r300", "1,000.00"),
        line(50, "Ending balance", "r300", "1,055.50"),
        [],
        line(50, "Deposits"),
        line(50, "Date", 110, "Description", "r540", "Amount"),
        line(50, "01/03", 110, "PAYROLL ACME INC", "r540", "500.00"),
        line(50, "01/17", 110, "MOBILE DEPOSIT", "r540", "75.50"),
        line(110, "Total deposits", "r540", "575.50"),
      ],
      [
        line(50, "Riverside Community Bank"),
        [],
        line(50, "Withdrawals"),
        line(50, "Date", 110, "Description", "r540", "Amount"),
        line(50, "01/05", 110, "POS PURCHASE GROCER", "r540", "120.00"),
        line(50, "01/09", 110, "CHECK 1042", "r540", "280.00"),
      ],
      [
        line(50, "Riverside Community Bank"),
        [],
        line(50, "Withdrawals (continued)"),
        line(50, "Date", 110, "Description", "r540", "Amount"),
        line(50, "01/20", 110, "ATM WITHDRAWAL", "r540", "100.00"),
        line(50, "01/28", 110, "ELECTRIC COMPANY", "r540", "20.00"),
        line(110, "Total withdrawals", "r540", "520.00"),
      ],
    ]);
    assert.deepEqual(amounts(got), [500, 75.5, -120, -280, -100, -20]);
    assert.deepEqual(dates(got), ["2025-01-03", "2025-01-17", "2025-01-05", "2025-01-09", "2025-01-20", "2025-01-28"]);
    assert.deepEqual([got.periodFrom, got.periodTo], ["2025-01-01", "2025-01-31"]);
    assert.equal(check(got, "openingPlusTransactionsVsClosing")?.ok, true, JSON.stringify(got.checks));
    assert.equal(unplacedText(got), "");
  });

  it("are found centred over the table too, while a booking's wrapped text that reads like one stays the booking's", () => {
    const got = readDrawnStatement([
      [
        ...US_HEAD,
        line(50, "Opening balance", "r300", "1,000.00"),
        [],
        line(270, "Deposits"),
        line(50, "Date", 110, "Description", "r540", "Amount"),
        line(50, "01/03", 110, "PAYROLL ACME INC", "r540", "500.00"),
        line(50, "01/04", 110, "REVERSAL OF", "r540", "20.00"),
        line(110, "WITHDRAWAL"),
        line(270, "Withdrawals"),
        line(50, "Date", 110, "Description", "r540", "Amount"),
        line(50, "01/05", 110, "POS PURCHASE GROCER", "r540", "120.00"),
        line(50, "01/06", 110, "MOBILE", "r540", "20.00"),
        line(110, "DEPOSIT FEE"),
      ],
    ]);
    assert.deepEqual(amounts(got), [500, 20, -120, -20]);
    assert.equal(got.transactions[1]?.description, "REVERSAL OF WITHDRAWAL");
  });

  it("start a section inside one table too, without running into the booking above", () => {
    const got = readDrawnStatement([
      [
        ...US_HEAD,
        line(50, "Date", 110, "Description", "r540", "Amount"),
        line(50, "Deposits"),
        line(50, "01/03", 110, "PAYROLL ACME INC", "r540", "500.00"),
        line(50, "01/17", 110, "MOBILE DEPOSIT", "r540", "75.50"),
        line(50, "Withdrawals"),
        line(50, "01/05", 110, "POS PURCHASE GROCER", "r540", "120.00"),
        line(50, "01/09", 110, "CHECK 1042", "r540", "280.00"),
      ],
    ]);
    assert.deepEqual(amounts(got), [500, 75.5, -120, -280]);
    assert.deepEqual(dates(got), ["2025-01-03", "2025-01-17", "2025-01-05", "2025-01-09"]);
  });
});

describe("signs printed by some figures of a column, or in a column of their own", () => {
  it("makes the unmarked figures money out where the column marks only money in (CR)", () => {
    const got = readDrawnStatement([
      [...US_HEAD, line(50, "Date", 110, "Description", "r540", "Amount"), line(50, "03 Jan", 110, "SALARY ACME LTD", "r540", "2,500.00 CR"), line(50, "05 Jan", 110, "UPI GROCER", "r540", "120.00"), line(50, "09 Jan", 110, "NEFT RENT", "r540", "900.00")],
    ]);
    assert.deepEqual(amounts(got), [2500, -120, -900]);
  });

  it("takes a column of nothing but + and − as the side of the unsigned amounts beside it", () => {
    const got = readDrawnStatement([
      [...US_HEAD, line(50, "Date", 110, "Description", "r480", "Amount", 500, "+/-"), line(50, "01/03/2025", 110, "SALARY", "r480", "2,500.00", 505, "+"), line(50, "01/05/2025", 110, "GROCER", "r480", "120.00", 505, "-"), line(50, "01/09/2025", 110, "RENT", "r480", "900.00", 505, "-")],
    ]);
    assert.deepEqual(amounts(got), [2500, -120, -900]);
  });
});

describe("unsigned amounts that no heading, column or mark signs", () => {
  const rows = [
    line(50, "01/03", 110, "PAYROLL ACME INC", "r440", "500.00", "r540", "1,500.00"),
    line(50, "01/05", 110, "POS PURCHASE GROCER", "r440", "120.00", "r540", "1,380.00"),
    line(50, "01/09", 110, "CHECK 1042", "r440", "280.00", "r540", "1,100.00"),
    line(50, "01/17", 110, "MOBILE DEPOSIT", "r440", "75.50", "r540", "1,175.50"),
  ];

  it("take the side the running balance shows", () => {
    const got = readDrawnStatement([[...US_HEAD, line(50, "Previous balance", "r300", "1,000.00"), [], line(50, "Date", 110, "Description", "r440", "Amount", "r540", "Balance"), ...rows]]);
    assert.deepEqual(amounts(got), [500, -120, -280, 75.5]);
    assert.equal(got.openingBalance, 1000);
    assert.equal(unplacedText(got), "");
  });

  it("are quoted, not guessed, when nothing settles them", () => {
    const unsigned = [line(50, "01/03", 110, "PAYROLL ACME INC", "r540", "500.00"), line(50, "01/05", 110, "POS PURCHASE GROCER", "r540", "120.00"), line(50, "01/09", 110, "CHECK 1042", "r540", "280.00"), line(50, "01/17", 110, "MOBILE DEPOSIT", "r540", "75.50")];
    const got = readDrawnStatement([[...US_HEAD, line(50, "Date", 110, "Description", "r540", "Amount"), ...unsigned]]);
    assert.deepEqual(got.transactions, []);
    for (const figure of ["500.00", "120.00", "280.00", "75.50"]) assert.ok(unplacedText(got).includes(figure), unplacedText(got));
  });

  it("are all money in when the opening balance and they reach the closing balance only that way", () => {
    const got = readDrawnStatement([
      [...US_HEAD, line(50, "Opening balance", "r300", "100.00"), line(50, "Closing balance", "r300", "400.00"), [], line(50, "Date", 110, "Description", "r540", "Amount"), line(50, "01/03", 110, "REFUND", "r540", "100.00"), line(50, "01/09", 110, "TRANSFER FROM SAVINGS", "r540", "200.00")],
    ]);
    assert.deepEqual(amounts(got), [100, 200]);
    assert.equal(unplacedText(got), "");
    const out = readDrawnStatement([
      [...US_HEAD, line(50, "Opening balance", "r300", "400.00"), line(50, "Closing balance", "r300", "100.00"), [], line(50, "Date", 110, "Description", "r540", "Amount"), line(50, "01/03", 110, "RENT", "r540", "100.00"), line(50, "01/09", 110, "TRANSFER TO SAVINGS", "r540", "200.00")],
    ]);
    assert.deepEqual(amounts(out), [-100, -200]);
  });

  it("leave a table of dates and balances alone: balances on a day, not bookings to quote", () => {
    const got = readDrawnStatement([
      [
        ...US_HEAD,
        line(50, "Beginning balance", "r300", "1,000.00"),
        line(50, "Ending balance", "r300", "1,380.00"),
        [],
        line(50, "Deposits"),
        line(50, "Date", 110, "Description", "r540", "Amount"),
        line(50, "01/03", 110, "PAYROLL ACME INC", "r540", "500.00"),
        line(50, "01/04", 110, "MOBILE DEPOSIT", "r540", "20.00"),
        line(50, "Withdrawals"),
        line(50, "Date", 110, "Description", "r540", "Amount"),
        line(50, "01/05", 110, "POS PURCHASE GROCER", "r540", "120.00"),
        line(50, "01/06", 110, "ATM", "r540", "20.00"),
        [],
        line(50, "Daily Balance"),
        line(50, "Date", "r200", "Balance"),
        line(50, "01/03", "r200", "1,500.00"),
        line(50, "01/04", "r200", "1,520.00"),
        line(50, "01/05", "r200", "1,400.00"),
        line(50, "01/06", "r200", "1,380.00"),
      ],
    ]);
    assert.deepEqual(amounts(got), [500, 20, -120, -20]);
    assert.equal(unplacedText(got), "");
  });
});

describe("a booking whose text goes on at the top of the next page", () => {
  it("keeps the line set under the repeated headings", () => {
    const heading = line(50, "Data contabile", 140, "Descrizione operazioni", "r460", "Addebiti", "r540", "Accrediti");
    const got = readDrawnStatement([
      [
        line(50, "Banca del Garda"),
        line(50, "Periodo dal 01/05/2025 al 31/05/2025"),
        [],
        heading,
        line(50, "14.05.2025", 140, "BONIFICO A VOSTRO FAVORE", "r540", "2.585,69"),
        line(140, "DA ROSSI COSTRUZIONI SRL"),
        line(50, "15.05.2025", 140, "ADDEBITO DIRETTO SDD", "r460", "109,78"),
        line(140, "ENEL ENERGIA SPA"),
      ],
      [line(50, "Banca del Garda"), [], heading, line(140, "FATTURA 15052594"), line(50, "16.05.2025", 140, "ADDEBITO DIRETTO SDD", "r460", "69,61"), line(140, "ENEL ENERGIA SPA"), line(50, "17.05.2025", 140, "PRELIEVO BANCOMAT", "r460", "50,00")],
    ]);
    assert.deepEqual(amounts(got), [2585.69, -109.78, -69.61, -50]);
    assert.equal(got.transactions[1]?.description, "ADDEBITO DIRETTO SDD ENEL ENERGIA SPA FATTURA 15052594");
  });

  it("keeps all its lines when that page sets the columns a few points off", () => {
    const heading = (dx: number) => line(50, "Buchungsdatum", 180 + dx, "Buchungstext", 400 + dx, "Valuta", "r540", "Betrag EUR");
    const got = readDrawnStatement([
      [
        line(50, "Raiffeisenbank Talwerk eGen"),
        line(50, "Zeitraum 01.04.2025 bis 30.04.2025"),
        line(50, "Alter Kontostand per 31.03.2025", "r320", "1.000,00 +"),
        [],
        heading(0),
        line(50, "01.04", 180, "Gehalt April 2025", 400, "01.04", "r540", "2.867,61 +"),
        line(180, "Salzach Holzbau GmbH"),
        line(50, "03.04", 180, "Bezug Bankomat", 400, "03.04", "r540", "88,63 -"),
        line(180, "Raiffeisenbank 03042571"),
        line(50, "04.04", 180, "Lastschrift Salzburg AG", 400, "04.04", "r540", "110,01 -"),
        line(180, "Strom/Gas Teilbetrag"),
      ],
      [
        line(50, "Raiffeisenbank Talwerk eGen"),
        [],
        heading(5),
        line(50, "20.04", 185, "Überweisung", 405, "20.04", "r540", "42,29 -"),
        line(185, "Magistrat Salzburg"),
        line(185, "Hundeabgabe 20042576"),
        line(50, "24.04", 185, "Lastschrift Salzburg AG", 405, "24.04", "r540", "105,48 -"),
        line(185, "Strom/Gas Teilbetrag"),
        [],
        line(50, "Neuer Kontostand per 30.04.2025", "r320", "3.521,20 +"),
      ],
    ]);
    assert.deepEqual(amounts(got), [2867.61, -88.63, -110.01, -42.29, -105.48]);
    assert.equal(got.transactions[2]?.description, "Lastschrift Salzburg AG Strom/Gas Teilbetrag");
    assert.equal(got.transactions[3]?.description, "Überweisung Magistrat Salzburg Hundeabgabe 20042576");
    assert.deepEqual([got.openingBalance, got.closingBalance], [1000, 3521.2]);
  });
});

describe("booking dates without a year", () => {
  it("are placed in the period and never read as amounts (dd/mm under a heading that names the amount in another language)", () => {
    const got = readDrawnStatement([
      [
        line(50, "Caja Rural del Norte — Extracto de movimientos"),
        line(50, "Titular: Lucia Navarro Gil"),
        line(50, "Del 01/06/2025 al 30/06/2025"),
        [],
        line(50, "Fecha", 100, "Valor", 150, "Concepto", "r440", "Importe", "r540", "Saldo"),
        line(150, "SALDO ANTERIOR", "r540", "1.960,48 €"),
        line(50, "03/06", 100, "03/06", 150, "BIZUM ENVIADO", "r440", "-29,20 €", "r540", "1.931,28 €"),
        line(50, "05/06", 100, "06/06", 150, "TRANSFERENCIA RECIBIDA", "r440", "735,29 €", "r540", "2.666,57 €"),
        line(50, "07/06", 100, "07/06", 150, "ADEUDO RECIBO", "r440", "-121,53 €", "r540", "2.545,04 €"),
        line(150, "SALDO A 30/06/2025", "r540", "2.545,04 €"),
      ],
    ]);
    assert.deepEqual(dates(got), ["2025-06-03", "2025-06-05", "2025-06-07"]);
    assert.deepEqual(amounts(got), [-29.2, 735.29, -121.53]);
    assert.deepEqual(got.transactions.map((t) => t.balance), [1931.28, 2666.57, 2545.04]);
    assert.deepEqual([got.openingBalance, got.closingBalance], [1960.48, 2545.04]);
  });

  it("fall in the earlier year when the period crosses a year's end (the period stated in the heading)", () => {
    const got = readDrawnStatement([
      [
        line(50, "Sparkasse Oberland", 300, "Kontoauszug 15.12.2024 - 14.01.2025"),
        line(50, "Kontoinhaber: Max Muster"),
        [],
        line(50, "Alter Kontostand per 14.12.2024", "r300", "1.377,62 +"),
        [],
        line(50, "Datum", 110, "Buchungstext", "r540", "Betrag EUR"),
        line(50, "20.12", 110, "Gehalt Dezember", "r540", "2.000,00 +"),
        line(50, "28.12", 110, "Miete Januar", "r540", "800,00 -"),
        line(50, "05.01", 110, "Strom", "r540", "77,62 -"),
        [],
        line(50, "Neuer Kontostand per 14.01.2025", "r300", "2.500,00 +"),
      ],
    ]);
    assert.deepEqual([got.periodFrom, got.periodTo], ["2024-12-15", "2025-01-14"]);
    assert.deepEqual(dates(got), ["2024-12-20", "2024-12-28", "2025-01-05"]);
    assert.deepEqual(amounts(got), [2000, -800, -77.62]);
    assert.deepEqual([got.openingBalance, got.closingBalance], [1377.62, 2500]);
  });

  it("take the year of the date the statement was issued on when it states no period, and are quoted when nothing gives a year", () => {
    const bookings = [line(50, "Datum", 110, "Buchungstext", "r540", "Betrag EUR"), line(50, "20.12.", 110, "Gehalt Dezember", "r540", "2.000,00 +"), line(50, "28.12.", 110, "Miete Januar", "r540", "800,00 -"), line(50, "03.01.", 110, "Strom", "r540", "77,62 -")];
    const issued = readDrawnStatement([[line(50, "Sparkasse Oberland", 300, "Kontoauszug Nr. 1 vom 05.01.2025"), line(50, "Kontoinhaber: Max Muster"), [], ...bookings]]);
    assert.deepEqual(dates(issued), ["2024-12-20", "2024-12-28", "2025-01-03"]);
    assert.equal(issued.periodFrom, null);
    const yearless = readDrawnStatement([[line(50, "Sparkasse Oberland", 300, "Kontoauszug Nr. 1"), line(50, "Kontoinhaber: Max Muster"), [], ...bookings]]);
    assert.deepEqual(yearless.transactions, []);
    for (const figure of ["2.000,00", "800,00", "77,62"]) assert.ok(unplacedText(yearless).includes(figure), unplacedText(yearless));
  });
});

describe("opening and closing balances", () => {
  const statement = (opening: string, closing: string, figures: [string, string]) =>
    readDrawnStatement([
      [
        line(50, "Nordisk Bank"),
        line(50, "Periode 01.03.2025 - 31.03.2025"),
        [],
        line(50, opening, "r320", figures[0]),
        line(50, closing, "r320", figures[1]),
        [],
        line(50, "Datum", 110, "Tekst", "r540", "Betrag"),
        line(50, "03.03.2025", 110, "Husleje", "r540", "-1.000,00"),
        line(50, "10.03.2025", 110, "Løn", "r540", "250,50"),
      ],
    ]);

  it("are read in the wordings of many languages", () => {
    const wordings: [string, string][] = [
      ["Previous balance", "New balance"],
      ["Balance brought forward", "Balance carried forward"],
      ["Solde précédent", "Nouveau solde"],
      ["Saldo anterior", "Saldo final"],
      ["Saldo iniziale", "Saldo finale"],
      ["Saldo inicial", "Saldo final"],
      ["Beginsaldo", "Eindsaldo"],
      ["Ingående saldo 2025-03-01", "Utgående saldo 2025-03-31"],
      ["Indgående saldo", "Udgående saldo"],
      ["Inngående saldo", "Utgående saldo"],
      ["Alter Kontostand per 28.02.2025", "Neuer Kontostand per 31.03.2025"],
    ];
    for (const [opening, closing] of wordings) {
      const got = statement(opening, closing, ["2.000,00", "1.250,50"]);
      assert.deepEqual([got.openingBalance, got.closingBalance], [2000, 1250.5], `${opening} / ${closing}`);
    }
  });

  it("keep the side a trailing sign gives them", () => {
    const got = statement("Alter Kontostand per 28.02.2025", "Neuer Kontostand per 31.03.2025", ["200,00 +", "549,50 -"]);
    assert.deepEqual([got.openingBalance, got.closingBalance], [200, -549.5]);
    assert.equal(check(got, "openingPlusTransactionsVsClosing")?.ok, true, JSON.stringify(got.checks));
  });
});

describe("periods and names in a statement's heading", () => {
  it("reads two dates joined by a dash or a word as the period, also with the year written once", () => {
    const habits = { decimal: "." as const, dateOrder: "DMY" as const };
    const cases: [string, [string, string] | null][] = [
      ["Kontoauszug 01.01.2025 - 31.01.2025", ["2025-01-01", "2025-01-31"]],
      ["Statement of Account · February 1, 2025 - February 28, 2025 · Page 1", ["2025-02-01", "2025-02-28"]],
      ["Okres: 2025-03-01 - 2025-03-31", ["2025-03-01", "2025-03-31"]],
      ["for the period 1 March 2024 to 31 March 2024", ["2024-03-01", "2024-03-31"]],
      ["Statement Period January 1 through January 31, 2025", ["2025-01-01", "2025-01-31"]],
      ["Kontoauszug 01.12. - 15.01.2025", ["2024-12-01", "2025-01-15"]],
      ["Seite 1/4 - 2025", null],
      ["Vertrag 01.01.2020 - 31.12.2030", null],
    ];
    for (const [text, period] of cases) assert.deepEqual(dateRangeIn(text, habits), period, text);
  });

  it("names the bank by a word that ends in the definite 'banken'", () => {
    const got = readDrawnStatement([[line(50, "Mälarbanken AB · Kontoutdrag · Sida 1 av 1"), line(50, "Period 2024-10-01 – 2024-10-31"), [], line(50, "Bokföringsdag", 140, "Text", "r540", "Belopp"), line(50, "2024-10-01", 140, "KORTKÖP", "r540", "-650,00"), line(50, "2024-10-07", 140, "LÖN", "r540", "1 200,00")]]);
    assert.equal(got.bank, "Mälarbanken AB");
    assert.deepEqual(amounts(got), [-650, 1200]);
  });
});

describe("dates and amounts as Czech banks print them", () => {
  it("reads unpadded d.m.yyyy dates and space-grouped amounts under Czech headings, beside columns of reference numbers", () => {
    const got = readDrawnStatement([
      [
        line(50, "Vltavská banka, a.s.", 330, "Výpis z účtu č. 2/2025"),
        line(330, "Majitel účtu: Petr Dvořák"),
        line(330, "Období: 1.2.2025 – 28.2.2025"),
        [],
        line(50, "Počáteční zůstatek", "r300", "48 215,30"),
        line(50, "Konečný zůstatek", "r300", "90 046,80"),
        [],
        line(50, "Zaúčtováno", 110, "Provedeno", 170, "Transakce", 330, "Protiúčet", 420, "VS", 470, "KS", "r560", "Částka (CZK)"),
        line(50, "1.2.2025", 110, "30.1.2025", 170, "Platba kartou", "r560", "-1 084,50"),
        line(170, "LIDL DEKUJE ZA NAKUP BRNO"),
        line(50, "12.2.2025", 110, "12.2.2025", 170, "Příchozí platba", 330, "123-4567890217/0100", 420, "202501", 470, "0138", "r560", "46 210,00"),
        line(170, "Mzda za leden 2025"),
        line(50, "15.2.2025", 110, "15.2.2025", 170, "Trvalý příkaz", 330, "2600123987/2010", 420, "41012", 470, "0308", "r560", "-3 195,00"),
        line(50, "28.2.2025", 110, "28.2.2025", 170, "Poplatek za vedení účtu", "r560", "-99,00"),
      ],
    ]);
    assert.deepEqual(dates(got), ["2025-02-01", "2025-02-12", "2025-02-15", "2025-02-28"]);
    assert.deepEqual(amounts(got), [-1084.5, 46210, -3195, -99]);
    assert.deepEqual(got.transactions.map((t) => t.description), ["Platba kartou LIDL DEKUJE ZA NAKUP BRNO", "Příchozí platba Mzda za leden 2025", "Trvalý příkaz", "Poplatek za vedení účtu"]);
    assert.deepEqual([got.periodFrom, got.periodTo, got.openingBalance, got.closingBalance], ["2025-02-01", "2025-02-28", 48215.3, 90046.8]);
    assert.equal(unplacedText(got), "");
  });
});

describe("a fintech's export", () => {
  it("keeps the time under a booking's date out of the bookings, reads the currency sign inside signed amounts, and leaves payments listed as pending alone", () => {
    const got = readDrawnStatement([
      [
        line(50, "lumen", 330, "Lumen Bank UAB"),
        line(50, "EUR Statement"),
        line(50, "Sophie Laurent", 330, "Account holder: Sophie Laurent"),
        [],
        line(50, "Balance summary"),
        line(50, "Product", "r260", "Opening balance", "r350", "Money out", "r440", "Money in", "r540", "Closing balance"),
        line(50, "Account (Current)", "r260", "€1,240.50", "r350", "€118.80", "r440", "€1,200.00", "r540", "€2,321.70"),
        line(50, "Total", "r260", "€1,240.50", "r350", "€118.80", "r440", "€1,200.00", "r540", "€2,321.70"),
        [],
        line(50, "Account transactions from 1 October 2024 to 31 October 2024"),
        line(50, "Date", 150, "Description", 350, "Category", "r540", "Amount"),
        line(50, "4 Oct 2024", 150, "Lidl", 350, "Groceries", "r540", "-€65.53"),
        line(50, "10:05", 150, "Card ••4471"),
        line(50, "8 Oct 2024", 150, "Salary from Atelier Nord", 350, "Income", "r540", "+€1,200.00"),
        line(50, "07:31", 150, "Reference: OCTOBRE 2024"),
        line(50, "12 Oct 2024", 150, "Uber", 350, "Transport", "r540", "€-12.40"),
        line(50, "18:52", 150, "Card ••4471"),
        line(50, "31 Oct 2024", 150, "Premium plan fee", 350, "Fees", "r540", "-€40.87"),
        line(50, "13:38", 150, "October 2024"),
        [],
        [],
        [],
        line(50, "Pending from 31 October 2024"),
        line(50, "Date", 150, "Description", 350, "Category", "r540", "Amount"),
        line(50, "31 Oct 2024", 150, "Amazon.fr", 350, "Shopping", "r540", "-€34.99"),
        line(50, "21:47", 150, "Card ••4471"),
        line(50, "31 Oct 2024", 150, "SNCF Connect", 350, "Travel", "r540", "-€58.00"),
        line(50, "23:05", 150, "Card ••4471"),
      ],
    ]);
    assert.deepEqual(dates(got), ["2024-10-04", "2024-10-08", "2024-10-12", "2024-10-31"]);
    assert.deepEqual(amounts(got), [-65.53, 1200, -12.4, -40.87]);
    assert.deepEqual(got.transactions.map((t) => t.description), ["Lidl Card ••4471", "Salary from Atelier Nord Reference: OCTOBRE 2024", "Uber Card ••4471", "Premium plan fee October 2024"]);
    assert.equal(unplacedText(got), "");
  });
});

describe("dates and amounts as Hungarian banks print them", () => {
  const head = (page: string): DrawnLine[] => [line(50, "Dunamenti Takarékbank Zrt.", 250, "Számlakivonat 2025/4", 360, page)];
  const headings: DrawnLine[] = [line(50, "Könyvelés dátuma", 160, "Megnevezés / Partner / Közlemény", "r440", "Összeg (HUF)", "r540", "Egyenleg (HUF)"), line(50, "Értéknap")];
  // The opening balance and the month's first two bookings, each with its value date under the booking date.
  const firstBookings: DrawnLine[] = [
    line(50, "2025.04.01.", 160, "Nyitó egyenleg", "r540", "384 210"),
    line(50, "2025.04.01.", 160, "Vásárlás kártyával", "r440", "-10 626", "r540", "373 584"),
    line(50, "2025.03.31.", 160, "TESCO GLOBAL ARUHAZAK ZRT."),
    line(50, "2025.04.10.", 160, "Bejövő átutalás", "r440", "612 400", "r540", "985 984"),
    line(50, "2025.04.10.", 160, "ZÖLDMEZŐ LOGISZTIKA KFT."),
  ];

  it("reads year-first dates with a trailing dot, the value date stacked under the booking date, and forints without decimals, across pages", () => {
    const got = readDrawnStatement([
      [
        ...head("1/2. oldal"),
        line(50, "Kovács Eszter", 330, "Számlatulajdonos: Kovács Eszter"),
        line(330, "Időszak: 2025.04.01. – 2025.04.30."),
        [],
        ...headings,
        ...firstBookings,
      ],
      [
        ...head("2/2. oldal"),
        ...headings,
        line(50, "2025.04.20.", 160, "ATM készpénzfelvét", "r440", "-30 000", "r540", "955 984"),
        line(50, "2025.04.18.", 160, "ATM BUDAPEST DEAK FERENC TER"),
        line(50, "2025.04.30.", 160, "Számlavezetési díj", "r440", "-1 490", "r540", "954 494"),
        line(50, "2025.04.30.", 160, "2025. április"),
        line(50, "2025.04.30.", 160, "Záró egyenleg", "r540", "954 494"),
      ],
    ]);
    assert.deepEqual(dates(got), ["2025-04-01", "2025-04-10", "2025-04-20", "2025-04-30"]);
    assert.deepEqual(amounts(got), [-10626, 612400, -30000, -1490]);
    assert.deepEqual(got.transactions.map((t) => t.description), ["Vásárlás kártyával TESCO GLOBAL ARUHAZAK ZRT.", "Bejövő átutalás ZÖLDMEZŐ LOGISZTIKA KFT.", "ATM készpénzfelvét ATM BUDAPEST DEAK FERENC TER", "Számlavezetési díj 2025. április"]);
    assert.deepEqual([got.periodFrom, got.periodTo, got.openingBalance, got.closingBalance], ["2025-04-01", "2025-04-30", 384210, 954494]);
    assert.equal(unplacedText(got), "");
  });

  it("quotes a dated line with a whole forint amount that no booking read accounts for", () => {
    const got = readDrawnStatement([
      [
        ...head("1/1. oldal"),
        line(330, "Időszak: 2025.04.01. – 2025.04.30."),
        [],
        ...headings,
        ...firstBookings,
        [],
        [],
        [],
        line(50, "A kivonaton nem szereplő tételek a következő kivonaton jelennek meg, a bank ügyfélszolgálatán kérhető másolat."),
        [],
        [],
        [],
        line(50, "2025.04.30. Kamatjóváírás", 300, "1 250"),
      ],
    ]);
    assert.deepEqual(amounts(got), [-10626, 612400]);
    assert.ok(unplacedText(got).includes("1 250"), unplacedText(got));
  });
});

describe("booking dates with the month's abbreviation", () => {
  it("reads 16/DIC and 02/ENE across the turn of the year in the period's years, December's in the first and January's in the next", () => {
    const got = readDrawnStatement([
      [
        line(50, "Banca Sierra Madre", 330, "No. de Cuenta 0123456789"),
        line(50, "MARIA FERNANDA LOPEZ RUIZ", 300, "Periodo: DEL 16/12/2024 AL 15/01/2025"),
        [],
        line(50, "Saldo Anterior", "r400", "21,814.55"),
        line(50, "Saldo Final", "r400", "20,114.55"),
        [],
        line(50, "OPER", 90, "LIQ", 130, "DESCRIPCIÓN", "r360", "CARGOS", "r420", "ABONOS", "r540", "SALDO"),
        line(50, "16/DIC", 90, "16/DIC", 130, "LIVERPOOL GALERIAS", "r360", "551.16", "r540", "21,263.39"),
        line(50, "31/DIC", 90, "31/DIC", 130, "W02 DEPOSITO DE TERCERO", "r420", "15,600.00", "r540", "36,863.39"),
        line(50, "02/ENE", 90, "02/ENE", 130, "T17 SPEI ENVIADO BANORTE", "r360", "11,500.00", "r540", "25,363.39"),
        line(50, "15/ENE", 90, "15/ENE", 130, "PAGO TARJETA DE CREDITO", "r360", "5,248.84", "r540", "20,114.55"),
      ],
    ]);
    assert.deepEqual(dates(got), ["2024-12-16", "2024-12-31", "2025-01-02", "2025-01-15"]);
    assert.deepEqual(amounts(got), [-551.16, 15600, -11500, -5248.84]);
    assert.deepEqual([got.openingBalance, got.closingBalance], [21814.55, 20114.55]);
    assert.equal(unplacedText(got), "");
  });
});

describe("a Norwegian statement's lines of balances", () => {
  it("reads a period wrapped under its line, balances 'fra' and 'i' a date, carries to and from the next page and the sums row as no bookings", () => {
    const got = readDrawnStatement([
      [
        line(50, "Fjordkysten Sparebank", 330, "Kontoutskrift nr. 3 for perioden 01.03.2025 -"),
        line(330, "31.03.2025"),
        line(50, "Ingrid Solberg", 330, "Kontohaver: Ingrid Solberg"),
        [],
        [],
        [],
        line(50, "Dato", 90, "Forklaring", 340, "Rentedato", "r470", "Ut av konto", "r540", "Inn på konto"),
        line(90, "Saldo fra kontoutskrift 28.02.2025", "r540", "26 342,60"),
        line(50, "01.03", 90, "Nettgiro", 340, "01.03", "r470", "12 450,00"),
        line(50, "05.03", 90, "Lønn", 340, "05.03", "r540", "48 210,00"),
        line(90, "Overført til neste side", "r540", "62 102,60"),
      ],
      [
        line(50, "Fjordkysten Sparebank"),
        [],
        line(50, "Dato", 90, "Forklaring", 340, "Rentedato", "r470", "Ut av konto", "r540", "Inn på konto"),
        line(90, "Overført fra forrige side", "r540", "62 102,60"),
        line(50, "20.03", 90, "Varekjøp REMA 1000", 340, "20.03", "r470", "23 262,17"),
        line(90, "Sum bevegelser i perioden", "r470", "35 712,17", "r540", "48 210,00"),
        line(90, "Saldo i Deres favør 31.03.2025", "r540", "38 840,43"),
      ],
    ]);
    assert.deepEqual([got.periodFrom, got.periodTo], ["2025-03-01", "2025-03-31"]);
    assert.deepEqual(dates(got), ["2025-03-01", "2025-03-05", "2025-03-20"]);
    assert.deepEqual(amounts(got), [-12450, 48210, -23262.17]);
    assert.deepEqual([got.openingBalance, got.closingBalance], [26342.6, 38840.43]);
    assert.equal(check(got, "carriedBalance")?.ok, true, JSON.stringify(got.checks));
    assert.equal(unplacedText(got), "");
  });
});

describe("rows that sum the bookings", () => {
  it("are no bookings when their debit and credit are the sums since the last total, whatever they are called, while a booking equal to the one before stays", () => {
    const got = readDrawnStatement([
      [
        line(50, "Banca Exemplu S.A.", 330, "Period: 01/06/2025 - 30/06/2025"),
        [],
        line(50, "Date", 120, "Details", "r470", "Debit", "r540", "Credit"),
        line(50, "01/06/2025", 120, "Card payment", "r470", "95.55"),
        line(120, "Movements of the day", "r470", "95.55", "r540", "0.00"),
        line(50, "02/06/2025", 120, "Transfer in", "r540", "255.00"),
        line(120, "Rent June", "r470", "173.37"),
        line(120, "Movements of the day", "r470", "173.37", "r540", "255.00"),
        line(50, "03/06/2025", 120, "Card payment", "r470", "40.00"),
        line(120, "Card payment", "r470", "40.00"),
        line(120, "Movements of the day", "r470", "80.00", "r540", "0.00"),
        line(120, "Movements of the account", "r470", "348.92", "r540", "255.00"),
      ],
    ]);
    assert.deepEqual(amounts(got), [-95.55, 255, -173.37, -40, -40]);
    assert.deepEqual(dates(got), ["2025-06-01", "2025-06-02", "2025-06-02", "2025-06-03", "2025-06-03"]);
    assert.equal(unplacedText(got), "");
  });

  it("are no bookings when a total's word names them in Romanian or Greek, and Greek balances, carries and the bank's name are read", () => {
    const got = readDrawnStatement([
      [
        line(50, "Τράπεζα Αιγαίου Α.Ε.", 330, "Period: 01/06/2025 - 30/06/2025"),
        [],
        line(50, "Date", 120, "Details", "r400", "Debit", "r470", "Credit", "r540", "Balance"),
        line(120, "ΥΠΟΛΟΙΠΟ ΕΝΑΡΞΗΣ 31/05/2025", "r540", "1.000,00"),
        line(50, "01/06/2025", 120, "ΑΓΟΡΑ ΜΕ ΚΑΡΤΑ", "r400", "100,00", "r540", "900,00"),
        line(120, "RULAJ ZI", "r400", "100,00"),
        line(50, "02/06/2025", 120, "ΕΙΣΕΡΧΟΜΕΝΗ ΜΕΤΑΦΟΡΑ", "r470", "50,00", "r540", "950,00"),
        line(120, "ΣΥΝΟΛΑ ΣΕΛΙΔΑΣ", "r470", "50,00"),
        line(120, "ΣΕ ΜΕΤΑΦΟΡΑ", "r540", "950,00"),
      ],
      [
        line(50, "Τράπεζα Αιγαίου Α.Ε."),
        [],
        line(50, "Date", 120, "Details", "r400", "Debit", "r470", "Credit", "r540", "Balance"),
        line(120, "ΑΠΟ ΜΕΤΑΦΟΡΑ", "r540", "950,00"),
        line(50, "03/06/2025", 120, "ΠΛΗΡΩΜΗ ΛΟΓΑΡΙΑΣΜΟΥ", "r400", "20,00", "r540", "930,00"),
        line(120, "ΝΕΟ ΥΠΟΛΟΙΠΟ 30/06/2025", "r540", "930,00"),
      ],
    ]);
    assert.deepEqual(amounts(got), [-100, 50, -20]);
    assert.equal(got.bank, "Τράπεζα Αιγαίου Α.Ε.");
    assert.deepEqual([got.openingBalance, got.closingBalance], [1000, 930]);
    assert.equal(check(got, "carriedBalance")?.ok, true, JSON.stringify(got.checks));
  });
});

describe("a holder's name and the currency", () => {
  it("take no label for a name, no balance's label for the holder, and 'TL' after the figures for Turkish lira over a code in an address", () => {
    const header = (holder: DrawnLine): DrawnLine[] => [
      line(50, "Marmara Bank A.S.", 330, "Period: 01.07.2025 - 31.07.2025"),
      holder,
      [],
      line(50, "Dönem Başı Bakiye", "r345", "1.000,00 TL"),
      line(50, "Toplam Giriş (1 adet)", "r345", "500,00 TL"),
      line(50, "Dönem Sonu Bakiye", "r345", "1.400,00 TL"),
      [],
      line(50, "Tarih", 150, "Açıklama", "r407", "Tutar", "r480", "Bakiye"),
      line(50, "02.07.2025", 150, "POS MODA CAD. ISTANBUL", "r407", "-100,00 TL", "r480", "900,00 TL"),
      line(50, "03.07.2025", 150, "FAST Gelen", "r407", "500,00 TL", "r480", "1.400,00 TL"),
    ];
    const labelled = readDrawnStatement([header(line(330, "Titular cont: POPESCU ANDREI MIHAI"))]);
    assert.equal(labelled.accountHolder, "POPESCU ANDREI MIHAI");
    assert.equal(labelled.currency, "TRY");
    const unlabelled = readDrawnStatement([header([])]);
    assert.equal(unlabelled.accountHolder, null);
  });
});

describe("a Japanese bank's statement", () => {
  it("reads era dates run together with the text, a note run into the balances, yen without decimals and a sums row under unknown headings", () => {
    const got = readDrawnStatement([
      [
        line(50, "Toto Chuo Bank", 330, "Period R07.05.01 - R07.05.31"),
        [],
        line(50, "Torihikibi", 110, "Tekiyo", "r360", "Oshiharai", "r430", "Oazukari", 460, "Zandaka"),
        line(50, "R07.05.01 Opening balance", 460, "412,585"),
        line(50, "R07.05.02 Furikomi Suzuki Ichiro", "r430", "8,000", 460, "420,585"),
        line(50, "R07.05.03 Furikomi Tanaka Misaki", "r360", "8,000", 460, "412,585"),
        line(50, "R07.05.05 Debit Seven Eleven", "r360", "2,051", 460, "410,534 card"),
        line(50, "R07.05.06 Debit Seven Eleven", "r360", "607", 460, "409,927 card"),
        line(50, "R07.05.07 Furikomi Suzuki Ichiro", "r430", "29,000", 460, "438,927"),
        line(110, "Goukei", "r360", "10,658", "r430", "37,000", 460, "438,927"),
      ],
    ]);
    assert.deepEqual([got.periodFrom, got.periodTo], ["2025-05-01", "2025-05-31"]);
    assert.deepEqual(dates(got), ["2025-05-02", "2025-05-03", "2025-05-05", "2025-05-06", "2025-05-07"]);
    assert.deepEqual(amounts(got), [8000, -8000, -2051, -607, 29000]);
    assert.deepEqual(got.transactions.map((t) => t.description), ["Furikomi Suzuki Ichiro", "Furikomi Tanaka Misaki", "Debit Seven Eleven", "Debit Seven Eleven", "Furikomi Suzuki Ichiro"]);
    assert.deepEqual([got.openingBalance, got.closingBalance], [412585, 438927]);
    assert.equal(unplacedText(got), "");
  });

  it("reads a period written with era years and a wave dash", () => {
    assert.deepEqual(dateRangeIn("対象期間 令和7年5月1日～令和7年5月31日", { decimal: ".", dateOrder: "DMY" }), ["2025-05-01", "2025-05-31"]);
  });
});

describe("tables printed two or three to a line", () => {
  it("read checks paid two to a row as bookings of the caption's side, and leave a grid of daily balances alone", () => {
    const got = readDrawnStatement([
      [
        ...US_HEAD,
        line(50, "DEPOSITS AND ADDITIONS"),
        line(50, "DATE", 115, "DESCRIPTION", "r540", "AMOUNT"),
        line(50, "01/14", 115, "Payroll Acme Inc PPD", "r540", "2,284.61"),
        line(50, "01/19", 115, "Zelle Payment From Dan", "r540", "150.00"),
        line(115, "Total Deposits and Additions", "r540", "2,434.61"),
        [],
        line(50, "CHECKS PAID"),
        line(50, "CHECK NO.", 137, "DATE PAID", "r274", "AMOUNT", 301, "CHECK NO.", 393, "DATE PAID", "r546", "AMOUNT"),
        line(50, "1041", 137, "01/18", "r274", "1,650.00", 301, "1042", 393, "01/28", "r546", "364.57"),
        line(50, "1043", 137, "01/22", "r274", "394.97", 301, "1044 *", 393, "01/22", "r546", "401.17"),
        line(50, "1045", 137, "01/23", "r274", "187.24"),
        line(50, "Total Checks Paid", "r546", "2,997.95"),
        [],
        line(50, "DAILY ENDING BALANCE"),
        line(50, "DATE", "r213", "AMOUNT", 221, "DATE", "r379", "AMOUNT", 388, "DATE", "r546", "AMOUNT"),
        line(50, "01/14", "r213", "5,906.36", 221, "01/18", "r379", "4,256.36", 388, "01/19", "r546", "4,406.36"),
        line(50, "01/22", "r213", "3,610.22", 221, "01/23", "r379", "3,422.98", 388, "01/28", "r546", "3,058.41"),
      ],
    ]);
    assert.deepEqual(amounts(got), [2284.61, 150, -1650, -364.57, -394.97, -401.17, -187.24]);
    assert.deepEqual(dates(got).slice(2), ["2025-01-18", "2025-01-28", "2025-01-22", "2025-01-22", "2025-01-23"]);
    assert.deepEqual(got.transactions.slice(2).map((t) => t.description), ["1041", "1042", "1043", "1044 *", "1045"]);
    assert.equal(unplacedText(got), "");
  });
});

describe("a booking's text in the last column, after the balance", () => {
  it("keeps the lines it wraps onto beside the wrapped lines of another column", () => {
    const got = readDrawnStatement([
      [
        line(40, "Lagoon Trust Bank Plc"),
        line(308, "Period", 402, "01-Aug-2025 To 31-Aug-2025"),
        [],
        line(40, "Trans. Date", "r200", "Debits", "r270", "Credits", "r340", "Balance", 350, "Branch", 420, "Remarks"),
        line(40, "01-Aug-2025", "r340", "612,320.40", 420, "Opening Balance"),
        line(40, "01-Aug-2025", "r200", "250,000.00", "r340", "362,320.40", 350, "E-", 420, "NIP TRANSFER TO"),
        line(350, "CHANNELS", 420, "OLUMIDE/0000132508/Rent"),
        line(40, "03-Aug-2025", "r270", "44,500.00", "r340", "406,820.40", 350, "HEAD", 420, "NIP TRANSFER FROM"),
        line(350, "OFFICE", 420, "CHINEDU/Contribution"),
        line(40, "04-Aug-2025", "r200", "25,000.00", "r340", "381,820.40", 350, "ALLEN", 420, "USSD TRANSFER TO"),
        line(350, "AVENUE", 420, "NGOZI EZE/Food stuff"),
        line(350, "BRANCH"),
      ],
    ]);
    assert.deepEqual(amounts(got), [-250000, 44500, -25000]);
    assert.deepEqual(got.transactions.map((t) => t.description), ["NIP TRANSFER TO OLUMIDE/0000132508/Rent", "NIP TRANSFER FROM CHINEDU/Contribution", "USSD TRANSFER TO NGOZI EZE/Food stuff"]);
    assert.equal(got.openingBalance, 612320.4);
  });
});

describe("balances and names in more forms", () => {
  it("reads 'Primo saldo'/'Ultimo saldo' rows, and takes no bank's name from a booking's line", () => {
    const got = readDrawnStatement([
      [
        line(50, "Vestjysk Andelskasse A/S", 350, "Periode 01.04.2025 - 30.04.2025"),
        line(50, "Kontoudskrift"),
        [],
        line(50, "Dato", 133, "Tekst", "r470", "Beløb", "r540", "Saldo"),
        line(50, "01.04.2025", 133, "Primo saldo", "r540", "9.812,44"),
        line(50, "01.04.2025", 133, "Hævning i automat Jyske Bank Aarhus C", "r470", "-300,00", "r540", "9.512,44"),
        line(50, "02.04.2025", 133, "Dankort-køb Apotek", "r470", "-170,66", "r540", "9.341,78"),
        line(50, "30.04.2025", 133, "Ultimo saldo", "r540", "9.341,78"),
      ],
    ]);
    assert.equal(got.bank, "Vestjysk Andelskasse A/S");
    assert.deepEqual([got.openingBalance, got.closingBalance], [9812.44, 9341.78]);
    const booked = readDrawnStatement([
      [
        line(50, "Kontoudskrift", 350, "Periode 01.04.2025 - 30.04.2025"),
        [],
        line(50, "Dato", 133, "Tekst", "r470", "Beløb", "r540", "Saldo"),
        line(50, "01.04.2025", 133, "Hævning i automat Jyske Bank Aarhus C", "r470", "-300,00", "r540", "9.512,44"),
        line(50, "02.04.2025", 133, "Dankort-køb Apotek", "r470", "-170,66", "r540", "9.341,78"),
      ],
    ]);
    assert.equal(booked.bank, null);
  });

  it("reads balances named by their date alone ('Saldo 30.04.2025'), a letter-spaced 'S A L D O' row, and the holder after 'Cliente:'", () => {
    const got = readDrawnStatement([
      [
        line(55, "Pohjanmaan Pankki Oy", 330, "Ajalta 01.05.2025 - 31.05.2025"),
        line(55, "Cliente: ANA PAULA RODRIGUES"),
        [],
        line(51, "Saldo 30.04.2025", "r174", "+1 842,17"),
        [],
        line(55, "Kirjauspäivä", 291, "Tapahtuma", "r546", "Määrä EUR"),
        line(55, "02.05.2025", 291, "TAMPEREEN SÄHKÖLAITOS OY", "r546", "−42,17"),
        line(55, "05.05.2025", 291, "KOAS VUOKRAT OY", "r546", "+300,00"),
        [],
        line(55, "Saldo 31.05.2025", "r396", "+2 100,00"),
      ],
    ]);
    assert.deepEqual(amounts(got), [-42.17, 300]);
    assert.deepEqual([got.openingBalance, got.closingBalance], [1842.17, 2100]);
    assert.equal(got.accountHolder, "ANA PAULA RODRIGUES");
    const spaced = readDrawnStatement([
      [
        line(55, "Banco Bandeirante S.A.", 330, "Período: 01/03/2025 a 31/03/2025"),
        [],
        line(55, "Data", 209, "Histórico", "r489", "Valor R$", "r546", "Saldo"),
        line(55, "28/02/2025", 209, "Saldo Anterior", "r546", "3.418,27 C"),
        line(55, "01/03/2025", 209, "Compra com Cartão", "r489", "147,58 D", "r546", "3.270,69 C"),
        line(55, "02/03/2025", 209, "Pix recebido", "r489", "500,00 C", "r546", "3.770,69 C"),
        line(55, "31/03/2025", 209, "S A L D O", "r546", "3.770,69 C"),
      ],
    ]);
    assert.deepEqual(amounts(spaced), [-147.58, 500]);
    assert.deepEqual([spaced.openingBalance, spaced.closingBalance], [3418.27, 3770.69]);
  });
});

describe("a booking's text over three wide lines", () => {
  it("keeps every line in the booking's table, however wide, when it starts where the text column does", () => {
    const got = readDrawnStatement([
      [
        ...US_HEAD,
        line(50, "ELECTRONIC WITHDRAWALS"),
        line(50, "DATE", 115, "DESCRIPTION", "r546", "AMOUNT"),
        line(50, "01/18", 115, "01/18 Orig CO Name:Austin Energy Orig ID:1746000107 CO Entry", "r546", "143.27"),
        line(115, "Descr:Util Pymt Sec:PPD Trace#:021000000010718417 Eed:250118 Ind ID:004471229"),
        line(115, "Ind Name:Jane Q Doe Trn: 0118174600Tc"),
        line(50, "01/24", 115, "01/24 Orig CO Name:Geico Orig ID:5530154000 CO Entry", "r546", "118.40"),
        line(115, "Descr:Prem Coll Sec:PPD Trace#:021000015400024417 Eed:250124 Ind ID:6620148812"),
        line(115, "Ind Name:Jane Q Doe Trn: 0124553015Tc"),
        line(50, "01/30", 115, "01/30 Orig CO Name:Discover Orig ID:2510020270 CO Entry", "r546", "640.00"),
        line(115, "Descr:E-Payment Sec:PPD Trace#:021000002027001417 Eed:250130 Ind ID:7718"),
        line(115, "Ind Name:Jane Q Doe Trn: 0130251002Tc"),
        line(115, "Total Electronic Withdrawals", "r546", "901.67"),
      ],
    ]);
    assert.deepEqual(amounts(got), [-143.27, -118.4, -640]);
    assert.deepEqual(got.transactions.map((t) => t.description), [
      "01/18 Orig CO Name:Austin Energy Orig ID:1746000107 CO Entry Descr:Util Pymt Sec:PPD Trace#:021000000010718417 Eed:250118 Ind ID:004471229 Ind Name:Jane Q Doe Trn: 0118174600Tc",
      "01/24 Orig CO Name:Geico Orig ID:5530154000 CO Entry Descr:Prem Coll Sec:PPD Trace#:021000015400024417 Eed:250124 Ind ID:6620148812 Ind Name:Jane Q Doe Trn: 0124553015Tc",
      "01/30 Orig CO Name:Discover Orig ID:2510020270 CO Entry Descr:E-Payment Sec:PPD Trace#:021000002027001417 Eed:250130 Ind ID:7718 Ind Name:Jane Q Doe Trn: 0130251002Tc",
    ]);
    assert.equal(unplacedText(got), "");
  });
});

describe("a table set right to left", () => {
  it("takes the booking's date from the column headed the date, not the value date's column that stands first from the left", () => {
    const got = readDrawnStatement([
      [
        line(330, "Gulf Coast Bank PJSC"),
        line(330, "Customer Name: AHMED SALEM"),
        [],
        line("r100", "Balance", "r170", "Credit", "r230", "Debit", "r420", "Description", "r480", "Value Date", "r545", "Date"),
        line("r100", "5,170.75", "r230", "250.00", "r420", "CLEARING CHEQUE", "r480", "03/07/2025", "r545", "01/07/2025"),
        line("r100", "5,370.75", "r170", "450.00", "r420", "INWARD TRANSFER", "r480", "05/07/2025", "r545", "04/07/2025"),
        line("r100", "5,270.75", "r230", "100.00", "r420", "POS PURCHASE", "r480", "07/07/2025", "r545", "06/07/2025"),
      ],
    ]);
    assert.deepEqual(dates(got), ["2025-07-01", "2025-07-04", "2025-07-06"]);
    assert.deepEqual(amounts(got), [-250, 450, -100]);
  });
});

describe("the holder and the bank", () => {
  it("never takes a bank's name for the holder, in Cyrillic as in Latin letters, and reads the holder's label in more languages", () => {
    const got = readDrawnStatement([
      [
        line(55, "Волго-Камский банк"),
        line(55, "Владелец счёта: Иванов Сергей Петрович"),
        [],
        line(55, "Дата", 150, "Описание", "r450", "Сумма", "r546", "Остаток"),
        line(55, "01.03.2025", 150, "Супермаркеты", "r450", "-351,52", "r546", "47 863,88"),
        line(55, "02.03.2025", 150, "Перевод", "r450", "+3 300,00", "r546", "51 163,88"),
        line(55, "04.03.2025", 150, "Транспорт", "r450", "-841,11", "r546", "50 322,77"),
      ],
    ]);
    assert.equal(got.bank, "Волго-Камский банк");
    assert.equal(got.accountHolder, "Иванов Сергей Петрович");
    assert.deepEqual(amounts(got), [-351.52, 3300, -841.11]);
    const unlabelled = readDrawnStatement([
      [
        line(55, "Дніпровський цифровий банк"),
        line(55, "вул. Хрещатик 22, Київ"),
        [],
        line(55, "Дата", 150, "Опис", "r450", "Сума", "r546", "Залишок"),
        line(55, "02.08.2025", 150, "Київстар", "r450", "-250.00", "r546", "12 230.35"),
        line(55, "03.08.2025", 150, "Glovo", "r450", "-856.55", "r546", "11 373.80"),
      ],
    ]);
    assert.equal(unlabelled.accountHolder, null);
  });
});

describe("two lines a booking under two dates' headings", () => {
  it("joins the second line's text to the booking when its date cell holds the processing date and a code", () => {
    const got = readDrawnStatement([
      [
        line(55, "Period: 01.03.2025 - 31.03.2025"),
        [],
        line(55, "ДАТА ОПЕРАЦИИ", 216, "КАТЕГОРИЯ", "r445", "СУММА", "r546", "ОСТАТОК"),
        line(55, "Дата обработки и код", 216, "Описание операции"),
        line(55, "01.03.2025 08:07", 216, "Супермаркеты", "r445", "351,52", "r546", "47 863,88"),
        line(55, "01.03.2025 559513", 216, "MAGNIT MM TARTAK Kazan RUS"),
        line(55, "02.03.2025 10:19", 216, "Перевод СБП", "r445", "+3 300,00", "r546", "51 163,88"),
        line(55, "02.03.2025 —", 216, "Перевод от Е. Ольга Николаевна"),
        line(55, "02.03.2025 21:43", 216, "Транспорт", "r445", "841,11", "r546", "50 322,77"),
        line(55, "03.03.2025 712302", 216, "YANDEX TAXI Moscow RUS"),
      ],
    ]);
    assert.deepEqual(got.transactions.map((t) => t.description), ["Супермаркеты MAGNIT MM TARTAK Kazan RUS", "Перевод СБП Перевод от Е. Ольга Николаевна", "Транспорт YANDEX TAXI Moscow RUS"]);
    assert.deepEqual(dates(got), ["2025-03-01", "2025-03-02", "2025-03-02"]);
  });
});

describe("the other party on a line of its own above the booking's line", () => {
  it("goes with the booking below it when the layout sets it apart from the one above, while a line set close under a booking stays that booking's", () => {
    const got = readDrawnStatement([
      [
        line(55, "Jadranska banka d.d."),
        line(55, "Vlasnik računa: Ivana Horvat"),
        [],
        line(55, "Datum", 192, "Opis plaćanja", "r461", "Isplata", "r499", "Uplata", "r546", "Stanje"),
        line(192, "Prethodno stanje", "r546", "1.842,36"),
        [],
        line(192, "STANOGRADNJA D.O.O."),
        line(55, "01.07.2025.", 192, "Najamnina 07/2025", "r461", "620,00", "r546", "1.222,36"),
        [],
        line(192, "LIDL HRVATSKA D.O.O."),
        line(55, "01.07.2025.", 192, "Kartično plaćanje", "r461", "34,77", "r546", "1.187,59"),
        line(192, "MC *4417 01.07.2025."),
        [],
        line(192, "MARKO BABIĆ"),
        line(55, "09.07.2025.", 192, "Povrat za koncert", "r499", "55,00", "r546", "1.242,59"),
      ],
    ]);
    assert.deepEqual(got.transactions.map((t) => t.description), ["STANOGRADNJA D.O.O. Najamnina 07/2025", "LIDL HRVATSKA D.O.O. Kartično plaćanje MC *4417 01.07.2025.", "MARKO BABIĆ Povrat za koncert"]);
    assert.deepEqual(amounts(got), [-620, -34.77, 55]);
  });
});

describe("eight-digit dates under underlined headings", () => {
  const page = [
    line(55, "Eastern Commercial Bank"),
    line(55, "Account holder: Wang Xiaoming"),
    [],
    line(55, "No.", 80, "Description", 150, "Date", "r300", "Amount", "r380", "Balance", 395, "Remarks"),
    line("r72", "1", 80, "ATM", 150, "20250603", "r300", "-2,100.00", "r380", "21,318.56", 395, "ZHANGJIANG BRANCH ATM 0021 PUDONG"),
    line("r72", "2", 80, "Transfer in", 150, "20250603", "r300", "1,700.00", "r380", "23,018.56", 395, "MOBILE BANKING"),
    line("r72", "3", 80, "Transfer out", 150, "20250605", "r300", "-6,500.00", "r380", "16,518.56", 395, "ONLINE BANKING"),
  ];
  it("reads the headings over a rule wider than they are as the table's, and eight digits in the date column as a date", () => {
    const got = readDrawnStatement([page], [[3]]);
    assert.deepEqual(dates(got), ["2025-06-03", "2025-06-03", "2025-06-05"]);
    assert.deepEqual(got.transactions.map((t) => t.description), ["ATM", "Transfer in", "Transfer out"]);
  });

  it("reads no amount from a money cell that holds two figures (columns run together), and quotes its booking", () => {
    const runTogether = [...page, line("r72", "4", 80, "Transfer out", 150, "20250606", "r300", "-500.00 16,018.56", 395, "ONLINE BANKING")];
    const got = readDrawnStatement([runTogether], [[3]]);
    assert.deepEqual(amounts(got), [-2100, 1700, -6500]);
    assert.match(unplacedText(got), /20250606/u);
  });
});

describe("a day's heading above its bookings in place of a date column", () => {
  it("gives the bookings under it their date and is never part of a text, and a balance on a date takes its figure from the next run", () => {
    const got = readDrawnStatement([
      [
        line(55, "Harbour Bank"),
        line(55, "Balance on 1 April 2025", 300, "£2,480.36"),
        line(55, "Balance on 3 April 2025", 300, "£2,407.93"),
        [],
        line(55, "Description", "r450", "Amount", "r540", "Balance"),
        line(55, "Tuesday 1 April 2025"),
        line(55, "Ludgate Property Management", "r450", "-50.00", "r540", "2,430.36"),
        line(55, "Standing order · Rent"),
        line(55, "Wednesday 2 April 2025"),
        line(55, "Deliveroo", "r450", "-40.63", "r540", "2,389.73"),
        line(55, "Eating out"),
        line(55, "Amira Haddad", "r450", "58.61", "r540", "2,448.34"),
        line(55, "Faster Payment"),
        line(55, "Thursday 3 April 2025"),
        line(55, "Thames Water", "r450", "-40.41", "r540", "2,407.93"),
        line(55, "Direct Debit · Bills"),
      ],
    ]);
    assert.deepEqual(got.transactions.map((t) => t.description), ["Ludgate Property Management Standing order · Rent", "Deliveroo Eating out", "Amira Haddad Faster Payment", "Thames Water Direct Debit · Bills"]);
    assert.deepEqual(dates(got), ["2025-04-01", "2025-04-02", "2025-04-02", "2025-04-03"]);
    assert.equal(got.openingBalance, 2480.36);
    assert.equal(got.closingBalance, 2407.93);
  });
});

describe("a booking date over its value date in one cell headed by both", () => {
  it("takes the top date, named first, as the booking's, and the lines beside the value date as its text", () => {
    const got = readDrawnStatement([
      [
        line(55, "Rheinland Bank AG"),
        line(55, "Kontoinhaber: Stefan Albers"),
        line(55, "Auszug vom 01.04.2025 bis 30.04.2025"),
        [],
        line(55, "Buchung/", 106, "Vorgang/Buchungsinformation", "r470", "Soll", "r540", "Haben"),
        line(55, "Wert"),
        line(55, "04.04.", 106, "Bargeldauszahlung", "r470", "- 200,00"),
        line(55, "05.04.", 106, "Geldautomat Bonn Hauptbahnhof"),
        line(106, "Verwendungszweck: 02.04.2025 09:30"),
        line(55, "08.04.", 106, "Gutschrift", "r540", "+ 270,00"),
        line(55, "09.04.", 106, "Auftraggeber: Julia Albers"),
        line(106, "IBAN: DE12 5001 0517 5407 3249 31"),
        line(55, "10.04.", 106, "Kartenzahlung", "r470", "- 85,96"),
        line(55, "12.04.", 106, "Empfänger: REWE Markt GmbH"),
      ],
    ]);
    assert.deepEqual(dates(got), ["2025-04-04", "2025-04-08", "2025-04-10"]);
    assert.deepEqual(amounts(got), [-200, 270, -85.96]);
    assert.deepEqual(got.transactions.map((t) => t.description), ["Bargeldauszahlung Geldautomat Bonn Hauptbahnhof Verwendungszweck: 02.04.2025 09:30", "Gutschrift Auftraggeber: Julia Albers IBAN: DE12 5001 0517 5407 3249 31", "Kartenzahlung Empfänger: REWE Markt GmbH"]);
  });
});

describe("the date after the amounts, month and day run together", () => {
  it("reads 'DEC20' dates in the period across the year's end, in a date column set between the amounts and the balance", () => {
    const got = readDrawnStatement([
      [
        line(55, "Banque du Nord"),
        line(55, "Statement period / Période : DEC 20, 2024 - JAN 17, 2025"),
        [],
        line("r340", "Withdrawals /", "r430", "Deposits /", "r560", "Balance /"),
        line(55, "Description", "r340", "Retraits", "r430", "Dépôts", 440, "Date", "r560", "Solde"),
        line(55, "STARTING BALANCE / SOLDE DE DÉPART", 440, "DEC20", "r560", "1,587.62"),
        line(55, "HYDRO-QUEBEC BPY", "r340", "142.18", 440, "DEC20"),
        line(55, "E-TRANSFER ***0oi", "r430", "95.00", 440, "DEC20", "r560", "1,540.44"),
        line(55, "RENT/LOYER GESTION PLATEAU", "r340", "1,275.00", 440, "JAN01", "r560", "265.44"),
        line(55, "CLOSING BALANCE / SOLDE DE FERMETURE", 440, "JAN17", "r560", "265.44"),
      ],
    ]);
    assert.deepEqual(dates(got), ["2024-12-20", "2024-12-20", "2025-01-01"]);
    assert.deepEqual(amounts(got), [-142.18, 95, -1275]);
    assert.equal(got.openingBalance, 1587.62);
    assert.equal(got.closingBalance, 265.44);
  });
});

describe("a balance row's figure in the debit column", () => {
  it("is an overdrawn balance, below zero, where no balance column is beside it", () => {
    const got = readDrawnStatement([
      [
        line(55, "Banque de Paris"),
        line(330, "du 01/04/2025 au 30/04/2025"),
        [],
        line(55, "Date", 110, "Valeur", 164, "Nature de l'opération", "r480", "Débit", "r545", "Crédit"),
        line(164, "SOLDE PRÉCÉDENT AU 31/03/2025", "r480", "312,45"),
        line(55, "01/04/2025", 110, "02/04/2025", 164, "INTERETS DEBITEURS", "r480", "4,12"),
        line(55, "02/04/2025", 110, "03/04/2025", 164, "VIR RECU 5544120983", "r545", "2.845,30"),
        line(55, "03/04/2025", 110, "04/04/2025", 164, "CARTE X4127 CARREFOUR", "r480", "72,76"),
        line(164, "NOUVEAU SOLDE AU 30/04/2025", "r545", "2.455,97"),
      ],
    ]);
    assert.deepEqual(amounts(got), [-4.12, 2845.3, -72.76]);
    assert.equal(got.openingBalance, -312.45);
    assert.equal(got.closingBalance, 2455.97);
  });
});

describe("amounts before the text, and a balance's label after its figure", () => {
  it("reads the columns wherever they stand, and quotes no line of a booking's text that starts with a date", () => {
    const got = readDrawnStatement([
      [
        line(55, "Banca Postale Lombarda", 330, "PERIODO DAL 01/02/25 AL 31/03/25"),
        line(55, "INTESTATO A: GIULIA ROSSI"),
        [],
        line(56, "SALDO CONTABILE INIZIALE AL 31/01/25", "r395", "1.688,92"),
        line(56, "TOTALE ADDEBITI", "r395", "191,07"),
        line(56, "SALDO DISPONIBILE AL 31/03/25", "r395", "3.257,22"),
        [],
        line(55, "DATA", 100, "VALUTA", 159, "ADDEBITI", 219, "ACCREDITI", 275, "DESCRIZIONE DELLE OPERAZIONI"),
        line("r266", "1.688,92", 275, "SALDO INIZIALE"),
        line(55, "02/02/25", 100, "03/02/25", "r201", "150,00", 275, "PRELIEVO ATM POSTAMAT"),
        line(275, "01/02/2025 15.01 UFFICIO POSTALE MILANO 55"),
        line(55, "19/02/25", 100, "19/02/25", "r266", "148,94", 275, "BONIFICO SEPA A VOSTRO FAVORE"),
        line(55, "03/03/25", 100, "03/03/25", "r201", "41,07", 275, "PAGAMENTO POS"),
        line("r266", "1.646,79", 275, "SALDO FINALE"),
      ],
    ]);
    assert.deepEqual(dates(got), ["2025-02-02", "2025-02-19", "2025-03-03"]);
    assert.deepEqual(amounts(got), [-150, 148.94, -41.07]);
    assert.deepEqual(got.transactions.map((t) => t.description), ["PRELIEVO ATM POSTAMAT 01/02/2025 15.01 UFFICIO POSTALE MILANO 55", "BONIFICO SEPA A VOSTRO FAVORE", "PAGAMENTO POS"]);
    assert.equal(got.openingBalance, 1688.92);
    assert.equal(got.closingBalance, 1646.79);
    // The text's line that starts with a date is the booking's, not a booking left out.
    assert.equal(unplacedText(got), "");
  });

  it("reads a balance named with its currency ('Kontostand im EUR am 31.03.2025') by the figure after its date", () => {
    const got = readDrawnStatement([
      [
        line(55, "Rheinland Postbank AG"),
        line(55, "Auszug vom 01.04.2025 bis 30.04.2025"),
        [],
        line(56, "Kontostand im EUR am 31.03.2025", "r370", "+ 2.314,08"),
        line(56, "Kontostand im EUR am 30.04.2025", "r370", "+ 1.107,05"),
        [],
        line(55, "Buchung/", 106, "Vorgang/Buchungsinformation", "r476", "Soll", "r546", "Haben"),
        line(55, "Wert"),
        line(55, "01.04.", 106, "Dauerauftrag", "r476", "- 1.120,00"),
        line(55, "01.04.", 106, "Empfänger: Immobilien Rheinblick GmbH"),
        line(55, "02.04.", 106, "Kartenzahlung", "r476", "- 87,03"),
        line(55, "02.04.", 106, "Empfänger: Aral Station 2211 Bonn"),
      ],
    ]);
    assert.deepEqual(dates(got), ["2025-04-01", "2025-04-02"]);
    assert.deepEqual(amounts(got), [-1120, -87.03]);
    assert.deepEqual(got.transactions.map((t) => t.description), ["Dauerauftrag Empfänger: Immobilien Rheinblick GmbH", "Kartenzahlung Empfänger: Aral Station 2211 Bonn"]);
    assert.equal(got.openingBalance, 2314.08);
    assert.equal(got.closingBalance, 1107.05);
  });
});

describe("the lines of headings just above a table found without them", () => {
  // A line of runs, each [x0, x1, text], at y0 (9 pt high).
  const row = (y0: number, ...runs: [number, number, string][]): VisualRow => {
    const segments = runs.map(([x0, x1, text]) => ({ text, box: { x0, y0, x1, y1: y0 + 9 }, pieces: [] }));
    return { box: { x0: runs[0]![0], y0, x1: runs.at(-1)![1], y1: y0 + 9 }, pieces: [], segments };
  };
  const layout = (rows: VisualRow[]): PageLayout => ({ page: 1, width: 595, height: 842, rows, rulings: { horizontal: [], vertical: [] } as unknown as PageLayout["rulings"] });
  // Bookings of a page with no credits: three columns where the headings name four.
  const table: Table = {
    pages: [1],
    ruled: false,
    headerRows: 0,
    rows: [["01.04.", "Dauerauftrag", "- 1.120,00"], ["02.04.", "Kartenzahlung", "- 85,15"]],
    merges: [],
    columnEdges: [55, 106, 435, 476],
    firstBox: { x0: 55, y0: 227, x1: 476, y1: 246 },
    lastBox: { x0: 55, y0: 227, x1: 476, y1: 246 },
  };
  const above = [row(158, [56, 241, "Kontostand im EUR am 30.04.2025"], [325, 370, "+ 2.717,66"]), row(202, [55, 97, "Buchung/"], [106, 243, "Vorgang/Buchungsinformation"], [459, 476, "Soll"], [517, 546, "Haben"]), row(212, [55, 77, "Wert"])];

  it("become its heading row, each run over the column its middle stands in, lines over each other joined, a heading right of the last column a column of its own", () => {
    const got = headingAbove(layout(above), table);
    assert.equal(got.headerRows, 1);
    assert.deepEqual(got.rows[0], ["Buchung/ Wert", "Vorgang/Buchungsinformation", "Soll", "Haben"]);
    assert.deepEqual(got.rows[1], ["01.04.", "Dauerauftrag", "- 1.120,00", ""]);
  });

  it("are no headings when they hold figures, name fewer than two columns' roles, or put two runs over one column", () => {
    assert.equal(headingAbove(layout([row(202, [55, 97, "Seite 1"], [106, 243, "Auszug 4/2025"])]), table).headerRows, 0);
    assert.equal(headingAbove(layout([row(202, [55, 97, "Herrn"], [106, 243, "Stefan Albers"])]), table).headerRows, 0);
    assert.equal(headingAbove(layout([row(202, [55, 70, "Datum"], [72, 97, "Wert"], [106, 243, "Vorgang"], [459, 476, "Soll"])]), table).headerRows, 0);
  });
});

describe("a booking table's parts on several pages", () => {
  const box = { x0: 55, y0: 100, x1: 546, y1: 400 };
  const part = (page: number, headerRows: number, rows: string[][]): Table => ({ pages: [page], ruled: false, headerRows, rows, merges: [], columnEdges: [], firstBox: box, lastBox: box });
  // Page 1: all six columns, a check's number in its own.
  const first = part(1, 1, [
    ["Date", "Check Number", "Description", "Deposits/ Credits", "Withdrawals/ Debits", "Ending daily balance"],
    ["2/1", "", "Purchase authorized on 02/01 Restaurant Depot", "", "519.46", ""],
    ["2/3", "3301", "Check", "", "4,500.00", ""],
    ["2/3", "", "Mobile Deposit : Ref Number :297808976297", "3,484.89", "", ""],
    ["2/4", "", "Deposit Made In A Branch/Store", "3,204.34", "", ""],
    ["2/4", "", "Purchase authorized on 02/03 Chevron", "", "93.83", ""],
    ["2/4", "", "Business to Business ACH Debit", "", "1,650.71", ""],
    ["2/4", "3302", "Check", "", "850.97", ""],
    ["2/5", "", "ADP Wage Pay Wage Pay 250205", "", "8,420.55", "11,963.10"],
  ]);
  // Page 2: its running header taken into the table, the headings over two lines inside it.
  const second = part(2, 1, [
    ["Cascade Commerce Bank, N.A.", "", "", "", "", ""],
    ["Transaction history (continued)", "", "", "", "", ""],
    ["", "Check", "", "Deposits/", "Withdrawals/", "Ending daily"],
    ["Date", "Number", "Description", "Credits", "Debits", "balance"],
    ["2/6", "", "ADP Tax ADP Tax 250206", "", "2,317.42", ""],
    ["2/7", "", "Square Inc 2500207 P27135057847", "1,999.37", "", "16,142.86"],
  ]);
  // Page 3: no checks, so no column of their numbers; more bookings than the others.
  const third = part(3, 2, [
    ["Check", "", "Deposits/", "Withdrawals/", "Ending daily"],
    ["Date", "Number Description", "Credits", "Debits", "balance"],
    ["2/18", "Purchase authorized on 02/17 Chevron", "", "53.76", ""],
    ["2/19", "Mobile Deposit", "100.00", "", "16,189.10"],
    ["2/20", "Deposit Made In A Branch", "100.00", "", "16,289.10"],
    ["2/21", "Online Transfer", "100.00", "", "16,389.10"],
  ]);

  it("are joined whichever page has the most bookings: a heading over two lines inside a part is its heading, and the part that fills every column leads", () => {
    const found = bestTable([first, second, third], ["date", "description", "amount", "debit", "credit", "balance"], { decimal: ".", dateOrder: "MDY" }, "date");
    const dates = found!.table.rows.slice(found!.table.headerRows).map((row) => row[found!.roles.indexOf("date")]);
    assert.deepEqual(dates, ["2/1", "2/3", "2/3", "2/4", "2/4", "2/4", "2/4", "2/5", "2/6", "2/7", "2/18", "2/19", "2/20", "2/21"]);
  });
});

describe("a value date beside a booking date whose heading names no date", () => {
  it("is never the booking's date: the other column of dates is, however its heading is abbreviated", () => {
    const got = readDrawnStatement([
      [
        line(50, "Banco Ejemplo, S.A."),
        line(50, "Titular: ANA RUIZ", 330, "Del 01/11/2024 al 30/11/2024"),
        [],
        line(50, "F.Operación", 120, "F.Valor", 180, "Concepto", "r450", "Importe", "r540", "Saldo"),
        line(50, "02/11/2024", 120, "03/11/2024", 180, "COMPRA TARJ. MERCADONA", "r450", "-30,00", "r540", "970,00"),
        line(50, "04/11/2024", 120, "05/11/2024", 180, "RECIBO IBERDROLA", "r450", "-70,00", "r540", "900,00"),
        line(50, "06/11/2024", 120, "06/11/2024", 180, "NOMINA EMPRESA SL", "r450", "1.000,00", "r540", "1.900,00"),
      ],
    ]);
    assert.deepEqual(dates(got), ["2024-11-02", "2024-11-04", "2024-11-06"]);
  });

  it("nor when the booking's column is headed by a word no list holds ('Buchung' beside 'Valuta')", () => {
    const got = readDrawnStatement([
      [
        line(50, "Beispielbank AG"),
        line(50, "Zeitraum: 01.05.2025 - 31.05.2025"),
        [],
        line(50, "Buchung", 110, "Valuta", 170, "Buchungstext", "r450", "Saldo", "r540", "Betrag"),
        line(50, "01.05.2025", 110, "02.05.2025", 170, "Lastschrift", "r450", "920,54", "r540", "-79,46"),
        line(50, "07.05.2025", 110, "08.05.2025", 170, "Gutschrift", "r450", "930,54", "r540", "10,00"),
        line(50, "09.05.2025", 110, "09.05.2025", 170, "Entgelt", "r450", "925,64", "r540", "-4,90"),
      ],
    ]);
    assert.deepEqual(dates(got), ["2025-05-01", "2025-05-07", "2025-05-09"]);
  });

  it("nor when the value date stands first under a heading of one short word ('Wert', 'Val.', 'Value', 'Valeur'), the booking's text kept", () => {
    for (const [value, booked] of [["Wert", "Buchung"], ["Val.", "Op."], ["Value", "Posted"], ["Valeur", "Opération"]] as const) {
      const got = readDrawnStatement([
        [
          line(50, "Beispielbank AG"),
          line(50, "Zeitraum: 01.05.2025 - 31.05.2025"),
          [],
          line(50, value, 110, booked, 170, "Buchungstext", "r540", "Betrag"),
          line(50, "02.05.2025", 110, "01.05.2025", 170, "Lastschrift", "r540", "-79,46"),
          line(50, "08.05.2025", 110, "07.05.2025", 170, "Gutschrift", "r540", "10,00"),
          line(50, "09.05.2025", 110, "09.05.2025", 170, "Entgelt", "r540", "-4,90"),
        ],
      ]);
      assert.deepEqual(dates(got), ["2025-05-01", "2025-05-07", "2025-05-09"], value);
      assert.deepEqual(got.transactions.map((t) => t.description), ["Lastschrift", "Gutschrift", "Entgelt"], value);
    }
  });
});

describe("a balance overdrawn marked 'OD' after its figure", () => {
  it("is below zero, the mark no note of a column of its own", () => {
    const got = readDrawnStatement([
      [
        line(50, "Example Bank Limited"),
        line(50, "Statement period 1 March 2025 to 31 March 2025"),
        [],
        line(50, "Date", 110, "Transaction", "r400", "Withdrawals", "r470", "Deposits", "r546", "Balance"),
        line(50, "01/03/25", 110, "Opening Balance", "r546", "100.00"),
        line(50, "05/03/25", 110, "DIRECT DEBIT POWER CO", "r400", "148.22", "r546", "48.22 OD"),
        line(50, "08/03/25", 110, "ATM WITHDRAWAL", "r400", "20.00", "r546", "68.22 OD"),
        line(50, "12/03/25", 110, "DIRECT CREDIT SALARY", "r470", "500.00", "r546", "431.78"),
      ],
    ]);
    assert.deepEqual(got.transactions.map((t) => t.balance), [-48.22, -68.22, 431.78]);
    assert.deepEqual(amounts(got), [-148.22, -20, 500]);
  });
});

describe("a period label in a booking's text", () => {
  it("is the booking's, not the statement's: the heading's period stands", () => {
    const got = readDrawnStatement([
      [
        line(50, "Banco Ejemplo, S.A."),
        line(50, "Extracto de cuenta", 330, "Del 16/11/2024 al 15/01/2025"),
        [],
        line(50, "Fecha", 110, "Concepto", "r450", "Importe", "r540", "Saldo"),
        line(50, "18/11/2024", 110, "RECIBO IBERDROLA", "r450", "-87,34", "r540", "912,66"),
        line(50, "31/12/2024", 110, "LIQUIDACION INTERESES", "r450", "1,20", "r540", "913,86"),
        line(110, "PERIODO 01/10/2024 A 31/12/2024"),
        line(50, "08/01/2025", 110, "NOMINA EMPRESA SL", "r450", "1.000,00", "r540", "1.913,86"),
      ],
    ]);
    assert.deepEqual([got.periodFrom, got.periodTo], ["2024-11-16", "2025-01-15"]);
    assert.deepEqual(dates(got), ["2024-11-18", "2024-12-31", "2025-01-08"]);
  });
});

describe("the holder and the bank named in other words", () => {
  const bookingLines: DrawnLine[] = [
    line(50, "Date", 130, "Transaction details", "r460", "Payments - out", "r500", "Payments - in", "r546", "Balance"),
    line(50, "16 Jan 2025", 130, "POS TESCO", "r460", "20.00", "r546", "980.00"),
    line(50, "17 Jan 2025", 130, "SALARY", "r500", "100.00", "r546", "1,080.00"),
  ];

  it("takes the name after 'Your account name', as printed, over the address block's first line with its title", () => {
    const got = readDrawnStatement([
      [
        line(50, "Example Bank Ireland DAC", 330, "Your account name: NIAMH KELLY"),
        line(50, "MS NIAMH KELLY", 330, "Statement period 15 Jan 2025 to 14 Feb 2025"),
        line(50, "APT 7 BEECHWOOD COURT"),
        line(50, "DUBLIN 6"),
        [],
        ...bookingLines,
      ],
    ]);
    assert.equal(got.accountHolder, "NIAMH KELLY");
  });

  it("reads a 'Banking Group' as the bank, not as the holder above the holder's address", () => {
    const got = readDrawnStatement([
      [
        line(50, "Southern Example Banking Group Ltd", 330, "Statement 37"),
        line(50, "Everyday Account Statement", 330, "16 JANUARY 2025 TO 15 FEBRUARY 2025"),
        [],
        line(50, "CHLOE A BRENNAN"),
        line(50, "UNIT 4 14 BAYSWATER RD"),
        line(50, "RUSHCUTTERS BAY NSW 2011"),
        [],
        ...bookingLines,
      ],
    ]);
    assert.equal(got.bank, "Southern Example Banking Group Ltd");
    assert.equal(got.accountHolder, "CHLOE A BRENNAN");
  });
});

describe("a dated balance row over bookings that print no date", () => {
  it("gives its day to them, on the first page and after a page's balance brought forward", () => {
    const heading = line(50, "Date", 130, "Transaction details", "r400", "Payments - out", "r470", "Payments - in", "r546", "Balance");
    const got = readDrawnStatement([
      [
        line(50, "Example Bank Ireland DAC"),
        line(50, "Statement period 15 Jan 2025 to 14 Feb 2025"),
        [],
        heading,
        line(50, "15 Jan 2025", 130, "BALANCE FORWARD", "r546", "1,000.00"),
        line(130, "D/D ELECTRIC IRELAND", "r400", "100.00", "r546", "900.00"),
        line(130, "POS15JAN CENTRA", "r400", "10.00", "r546", "890.00"),
        line(50, "05 Feb 2025", 130, "365 ONLINE TRANSFER", "r400", "90.00", "r546", "800.00"),
      ],
      [
        heading,
        line(50, "07 Feb 2025", 130, "BALANCE FORWARD", "r546", "800.00"),
        line(130, "SEPA CREDIT SALARY", "r470", "3,000.00", "r546", "3,800.00"),
        line(50, "08 Feb 2025", 130, "POS06FEB CIRCLE K", "r400", "50.00", "r546", "3,750.00"),
      ],
    ]);
    assert.deepEqual(dates(got), ["2025-01-15", "2025-01-15", "2025-02-05", "2025-02-07", "2025-02-08"]);
  });
});

describe("a booking's text in several columns", () => {
  it("joins the other party's, the kind's and the purpose's columns in their order, each column's lines before the next column's", () => {
    const got = readDrawnStatement([
      [
        line(50, "Beispielbank AG"),
        line(50, "Zeitraum: 01.05.2025 - 31.05.2025"),
        [],
        line(50, "Datum", 105, "Auftraggeber/Empfänger", 220, "Buchungstext", 300, "Verwendungszweck", "r500", "Saldo", "r546", "Betrag"),
        line(50, "03.05.2025", 105, "PayPal Europe S.a.r.l.", 220, "Lastschrift", 300, "1234 PP.3318.PP Otto", "r500", "961,80", "r546", "-38,20"),
        line(105, "et Cie S.C.A", 300, "Ihr Einkauf bei Otto"),
        line(50, "07.05.2025", 105, "Lukas Schröder", 220, "Gutschrift", 300, "Anteil Grillfest", "r500", "971,80", "r546", "10,00"),
      ],
    ]);
    assert.deepEqual(
      got.transactions.map((t) => t.description),
      ["PayPal Europe S.a.r.l. et Cie S.C.A Lastschrift 1234 PP.3318.PP Otto Ihr Einkauf bei Otto", "Lukas Schröder Gutschrift Anteil Grillfest"],
    );
    assert.deepEqual(got.transactions.map((t) => t.balance), [961.8, 971.8]);
  });
});

describe("both balances as captions with their dates over the figures", () => {
  it("reads each figure under its 'Solde au <date>', side by side in a box above the table", () => {
    const got = readDrawnStatement([
      [
        line(50, "Banque Exemple en ligne"),
        line(50, "Titulaire : M. Hugo Martin", 330, "Période du 01/10/2025 au 31/10/2025"),
        [],
        line(50, "Solde au 01/10/2025", 300, "Solde au 31/10/2025"),
        line(50, "846,17 €", 300, "1 264,05 €"),
        [],
        line(50, "Date", 120, "Libellé", "r476", "Débit", "r546", "Crédit"),
        line(50, "01/10/2025", 120, "VIR INST DE MME LUCIE MOREAU", "r546", "30,18"),
        line(50, "02/10/2025", 120, "PRLV SEPA NANTES HABITAT", "r476", "612,30"),
        line(50, "28/10/2025", 120, "VIR SALAIRE EXEMPLE SAS", "r546", "1 000,00"),
      ],
    ]);
    assert.equal(got.openingBalance, 846.17);
    assert.equal(got.closingBalance, 1264.05);
  });
});

describe("the booking's text first, its dates after it", () => {
  it("reads the first date column by its heading as the booking's, though most texts name a day of their own inside their words", () => {
    const got = readDrawnStatement([
      [
        line(50, "Banque Exemple Luxembourg"),
        line(50, "Devise EUR · du 01/08/2025 au 31/08/2025"),
        [],
        line(50, "Libellé", 300, "Date", 360, "Date", "r480", "Montant EUR", "r546", "Solde EUR"),
        line(300, "opér.", 360, "valeur"),
        line(50, "Solde initial au 31/07/2025", "r546", "1.000,00"),
        line(50, "Paiement carte", 300, "04/08/2025", 360, "05/08/2025", "r480", "-10,00", "r546", "990,00"),
        line(50, "03/08/2025 carte 4971 XXXX 2207"),
        line(50, "Domiciliation", 300, "06/08/2025", 360, "06/08/2025", "r480", "-20,00", "r546", "970,00"),
        line(50, "Facture client 8841207"),
        line(50, "Paiement carte", 300, "08/08/2025", 360, "09/08/2025", "r480", "-30,00", "r546", "940,00"),
        line(50, "06/08/2025 carte 4971 XXXX 2207"),
        line(50, "Retrait Bancomat", 300, "12/08/2025", 360, "13/08/2025", "r480", "-40,00", "r546", "900,00"),
        line(50, "GARE LUXEMBOURG 11/08/2025"),
        line(50, "Solde final au 31/08/2025", "r546", "900,00"),
      ],
    ]);
    assert.deepEqual(dates(got), ["2025-08-04", "2025-08-06", "2025-08-08", "2025-08-12"]);
    assert.deepEqual(amounts(got), [-10, -20, -30, -40]);
    assert.deepEqual(got.transactions.map((t) => t.description), ["Paiement carte 03/08/2025 carte 4971 XXXX 2207", "Domiciliation Facture client 8841207", "Paiement carte 06/08/2025 carte 4971 XXXX 2207", "Retrait Bancomat GARE LUXEMBOURG 11/08/2025"]);
    assert.equal(unplacedText(got), "");
  });
});

describe("each booking's date on a line of its own over its text", () => {
  const page = (first: string, bookings: [string, string, string[]][]): DrawnLine[] => [
    line(50, "Sparkasse Beispielstadt", 330, `Kontoauszug 4/2025 Blatt ${first}`),
    line(330, "Zeitraum 01.04.2025 - 30.04.2025"),
    [],
    line(50, "Datum / Erläuterung", "r546", "Betrag EUR"),
    ...bookings.flatMap(([date, amount, text]) => [line(50, date, "r546", amount), ...text.map((t) => line(64, t)), []]),
  ];
  it("takes the indented lines under the date as the booking's text, the last booking's on a page too, whatever day they name", () => {
    const got = readDrawnStatement([
      [
        ...page("1", [
          ["01.04.2025", "-690,00", ["Dauerauftrag", "Wohnbau GmbH", "Miete 04/2025"]],
          ["01.04.2025", "-30,60", ["Kartenzahlung", "EDEKA Center", "01.04.2025 Debitk.1 2027/12"]],
          ["02.04.2025", "50,00", ["Echtzeit-Gutschrift", "Tim Bauer"]],
        ]),
        line(400, "Fortsetzung auf Blatt 2"),
      ],
      page("2", [
        ["03.04.2025", "-11,50", ["Kartenzahlung", "ALDI SUED", "02.04.2025 Debitk.1 2027/12"]],
        ["04.04.2025", "-90,00", ["Überweisung online", "Lisa Hoffmann", "Geschenk"]],
      ]),
    ]);
    assert.deepEqual(amounts(got), [-690, -30.6, 50, -11.5, -90]);
    assert.deepEqual(dates(got), ["2025-04-01", "2025-04-01", "2025-04-02", "2025-04-03", "2025-04-04"]);
    assert.deepEqual(got.transactions.map((t) => t.description), [
      "Dauerauftrag Wohnbau GmbH Miete 04/2025",
      "Kartenzahlung EDEKA Center 01.04.2025 Debitk.1 2027/12",
      "Echtzeit-Gutschrift Tim Bauer",
      "Kartenzahlung ALDI SUED 02.04.2025 Debitk.1 2027/12",
      "Überweisung online Lisa Hoffmann Geschenk",
    ]);
    assert.equal(unplacedText(got), "");
  });
});

describe("a balance stated between bookings as the balance so far", () => {
  it("is a checkpoint the bookings before it must reach, never a booking ('Zwischensaldo per <date>' at a page's foot)", () => {
    const heading = line(50, "Buchung", 100, "Valuta", 150, "Text", "r470", "Belastungen", "r546", "Gutschriften");
    const got = readDrawnStatement([
      [
        line(50, "Beispielbank eGen", 330, "Auszug 1/2025 01.01.2025 bis 31.03.2025"),
        line(50, "Kontostand alt per 31.12.2024", 220, "1.000,00"),
        [],
        heading,
        line(50, "02.01", 100, "02.01", 150, "Bezahlung Karte", "r470", "24,73"),
        line(50, "24.01", 100, "24.01", 150, "Gehalt", "r546", "500,00"),
        line(150, "Zwischensaldo per 24.01.2025", "r546", "1.475,27"),
      ],
      [
        heading,
        line(50, "04.03", 100, "04.03", 150, "Überweisung", "r470", "75,27"),
        line(50, "Kontostand neu per 31.03.2025", 220, "1.400,00"),
      ],
    ]);
    assert.deepEqual(amounts(got), [-24.73, 500, -75.27]);
    assert.equal(check(got, "carriedBalance")?.ok, true);
    assert.equal(got.closingBalance, 1400);
  });
});

describe("a bank's name wrapped inside its kind's two words", () => {
  it("goes on with the kind's second word set under it ('… Credit' over 'Union'), not with other lines under a whole name", () => {
    const body = (top: DrawnLine[]) => [
      ...top,
      line(50, "Statement Period: 2025-06-01 to 2025-06-30"),
      [],
      line(50, "Date", 130, "Description", "r470", "Withdrawals", "r546", "Balance"),
      line(50, "2025-06-02", 130, "POS PURCHASE", "r470", "20.00", "r546", "980.00"),
      line(50, "2025-06-05", 130, "E-TRANSFER", "r470", "30.00", "r546", "950.00"),
    ];
    const wrapped = readDrawnStatement([body([line(50, "Lakeside Teachers Credit", 330, "Member No. 0048213"), line(50, "Union", 330, "Page 1 of 2")])]);
    assert.equal(wrapped.bank, "Lakeside Teachers Credit Union");
    const whole = readDrawnStatement([body([line(50, "Lakeside Teachers Credit Union", 330, "Member No. 0048213"), line(50, "Abbotsford Branch", 330, "Page 1 of 2")])]);
    assert.equal(whole.bank, "Lakeside Teachers Credit Union");
  });
});

describe("numbered bookings in extracts of several pages", () => {
  const head = (page: number): DrawnLine[] => [
    line(50, "Voorbeeldbank NV", 330, `Rekeninguittreksel nr. 3 / 2025${page > 1 ? " (vervolg)" : ""}`),
    line(330, "Zichtrekening BE21 0012 3456 7803 EUR"),
    line(50, "Kouter 12, 9000 Gent", 330, `Blad ${page} / 2`),
    [],
  ];
  const heading = line(50, "Nr.", 80, "Datum", 140, "Omschrijving", 400, "Valuta", "r546", "Bedrag EUR");
  it("reads the IBAN without the currency run in after it, by its check digits", () => {
    const got = readDrawnStatement([[...head(1), heading, line(50, "0001", 80, "01-03-2025", 140, "Doorlopende opdracht", 400, "01-03-2025", "r546", "-845,00")]]);
    assert.equal(got.iban, "BE21001234567803");
  });
  it("go on under the headings repeated below a running header of three lines, a single row too", () => {
    const got = readDrawnStatement([
      [
        ...head(1),
        line(50, "Vorig saldo op 28-02-2025", 170, "+1.000,00"),
        heading,
        line(50, "0001", 80, "01-03-2025", 140, "Doorlopende opdracht", 400, "01-03-2025", "r546", "-845,00"),
        line(140, "IMMO LEIE BV"),
        line(50, "0002", 80, "03-03-2025", 140, "Betaling met debetkaart", 400, "03-03-2025", "r546", "-41,39"),
        line(50, "0003", 80, "04-03-2025", 140, "Overschrijving van", 400, "04-03-2025", "r546", "+200,00"),
        line(140, "Koen Peeters"),
        [],
        line(480, "Zie volgend blad"),
      ],
      [...head(2), heading, line(50, "0004", 80, "29-03-2025", 140, "Geldopneming aan automaat", 400, "29-03-2025", "r546", "-80,00"), line(140, "GENT KOUTER"), line(50, "Nieuw saldo op 31-03-2025", 170, "+233,61")],
    ]);
    assert.deepEqual(amounts(got), [-845, -41.39, 200, -80]);
    assert.deepEqual(dates(got), ["2025-03-01", "2025-03-03", "2025-03-04", "2025-03-29"]);
    assert.equal(got.closingBalance, 233.61);
  });
  it("are quoted when no table reads them, the line starting with the booking's number before its date", () => {
    const got = readDrawnStatement([
      [
        ...head(1),
        heading,
        line(50, "0001", 80, "01-03-2025", 140, "Doorlopende opdracht", 400, "01-03-2025", "r546", "-845,00"),
        line(50, "0002", 80, "03-03-2025", 140, "Betaling met debetkaart", 400, "03-03-2025", "r546", "-41,39"),
        line(50, "0003", 80, "04-03-2025", 140, "Overschrijving van", 400, "04-03-2025", "r546", "+200,00"),
        [],
        line(50, "Dit uittreksel vermeldt alle verrichtingen op uw rekening tijdens de periode; neem contact op bij vragen."),
        [],
        line(50, "0004  29-03-2025  Geldopneming aan automaat GENT KOUTER 29-03-2025 -80,00"),
      ],
    ]);
    assert.deepEqual(amounts(got), [-845, -41.39, 200]);
    assert.match(unplacedText(got), /0004\s+29-03-2025/u);
  });
});

describe("a mobile-money statement: receipt codes first, money in 'Paid In' and out 'Withdrawn'", () => {
  const head: DrawnLine[] = [line(50, "M-WALLET STATEMENT"), line(50, "Statement Period: 01 Apr 2025 - 30 Apr 2025", 330, "Opening Balance: 1,000.00"), []];
  const heading = line(50, "Receipt No.", 125, "Completion Time", 215, "Details", 345, "Status", "r440", "Paid In", "r495", "Withdrawn", "r546", "Balance");
  it("reads the 'Withdrawn' column as money out", () => {
    const got = readDrawnStatement([
      [
        ...head,
        heading,
        line(50, "TD3DS373DS", 125, "2025-04-02 19:24:29", 215, "Merchant Payment", 345, "Completed", "r495", "-100.00", "r546", "900.00"),
        line(50, "TDAUZ2G7RW", 125, "2025-04-05 16:52:53", 215, "Funds received", 345, "Completed", "r440", "300.00", "r546", "1,200.00"),
        line(50, "TD7VY8E6UX", 125, "2025-04-09 10:50:55", 215, "Withdrawal Charge", 345, "Completed", "r495", "-15.00", "r546", "1,185.00"),
      ],
    ]);
    assert.deepEqual(amounts(got), [-100, 300, -15]);
    assert.deepEqual(dates(got), ["2025-04-02", "2025-04-05", "2025-04-09"]);
  });
  it("quotes a line that starts with a receipt code before its date when no table reads it", () => {
    const got = readDrawnStatement([
      [
        ...head,
        heading,
        line(50, "TD3DS373DS", 125, "2025-04-02 19:24:29", 215, "Merchant Payment", 345, "Completed", "r495", "-100.00", "r546", "900.00"),
        line(50, "TDAUZ2G7RW", 125, "2025-04-05 16:52:53", 215, "Funds received", 345, "Completed", "r440", "300.00", "r546", "1,200.00"),
        line(50, "TD7VY8E6UX", 125, "2025-04-09 10:50:55", 215, "Withdrawal Charge", 345, "Completed", "r495", "-15.00", "r546", "1,185.00"),
        [],
        line(50, "This record is produced for your information only and shall not be used as a basis for any legal claim whatsoever."),
        [],
        line(50, "TDLKMCZBAC 2025-04-26 10:35:07 Pay Bill Charge Completed -57.00 1,128.00"),
      ],
    ]);
    assert.deepEqual(amounts(got), [-100, 300, -15]);
    assert.match(unplacedText(got), /TDLKMCZBAC/u);
  });
});

describe("money in before money out, the running balance the arbiter of the sides", () => {
  const head: DrawnLine[] = [line(50, "Banco del Norte"), line(50, "ESTADO DE CUENTA"), line(50, "PERIODO DEL 01/03/2025 AL 31/03/2025"), [], []];
  it("reads 'Depósitos' as money in and 'Retiros' as money out, deposits first", () => {
    const got = readDrawnStatement([
      [
        ...head,
        line(50, "FECHA", 120, "DESCRIPCIÓN", "r420", "DEPÓSITOS", "r480", "RETIROS", "r546", "SALDO"),
        line(50, "02/03/2025", 120, "TRANSFERENCIA RECIBIDA", "r420", "1,250.00", "r546", "2,250.00"),
        line(50, "03/03/2025", 120, "COMPRA TARJETA", "r480", "400.00", "r546", "1,850.00"),
        line(50, "05/03/2025", 120, "RETIRO CAJERO", "r480", "300.00", "r546", "1,550.00"),
      ],
    ]);
    assert.deepEqual(amounts(got), [1250, -400, -300]);
  });
  it("turns the two columns' sides round when every balance moved the other way than their figures were taken to say", () => {
    const got = readDrawnStatement([
      [
        ...head,
        line(50, "Tarikh", 120, "Keterangan", "r420", "Masuk", "r480", "Keluar", "r546", "Baki"),
        line(50, "02/03/2025", 120, "Pindahan diterima", "r420", "1,250.00", "r546", "2,250.00"),
        line(50, "03/03/2025", 120, "Pembelian kad", "r480", "400.00", "r546", "1,850.00"),
        line(50, "04/03/2025", 120, "Pindahan diterima", "r420", "200.00", "r546", "2,050.00"),
        line(50, "05/03/2025", 120, "Pengeluaran ATM", "r480", "300.00", "r546", "1,750.00"),
        line(50, "06/03/2025", 120, "Caj perkhidmatan", "r480", "5.00", "r546", "1,745.00"),
      ],
    ]);
    assert.deepEqual(amounts(got), [1250, -400, 200, -300, -5]);
    assert.equal(check(got, "runningBalance")?.ok, true);
  });
});

describe("the bank's registered name in the letterhead", () => {
  const table: DrawnLine[] = [
    line(50, "Date", 120, "Description", "r420", "Withdrawal", "r480", "Deposit", "r546", "Balance"),
    line(50, "02/03/2025", 120, "Opening balance", "r546", "1,000.00"),
    line(50, "03/03/2025", 120, "Card purchase", "r420", "40.00", "r546", "960.00"),
    line(50, "05/03/2025", 120, "Salary", "r480", "500.00", "r546", "1,460.00"),
  ];
  it("goes on with its legal form, under the short name, up to that form ('… Bank (Hong Kong) Limited', '… Bank, N.A.')", () => {
    const cases: [string, string, string][] = [
      ["Victoria Peak Bank", "Victoria Peak Bank (Hong Kong) Limited", "Victoria Peak Bank (Hong Kong) Limited"],
      ["Twin Rivers Bank", "Twin Rivers Bank, N.A.", "Twin Rivers Bank, N.A."],
      ["Malayan Straits Bank", "Malayan Straits Bank Berhad (3813-K)", "Malayan Straits Bank Berhad"],
      ["Straits Harbour Bank", "Straits Harbour Bank Ltd · Co. Reg. No. 196800306E", "Straits Harbour Bank Ltd"],
    ];
    for (const [short, full, expected] of cases) {
      const got = readDrawnStatement([[line(50, short, 330, "Statement period 01/03/2025 to 31/03/2025"), line(50, full), line(50, "Account statement"), [], [], ...table]]);
      assert.equal(got.bank, expected);
    }
  });
  it("goes on with its legal form as the fine print at the page's foot names it", () => {
    const got = readDrawnStatement([[line(50, "Kestrel Bank", 330, "Statement period 01/03/2025 to 31/03/2025"), line(50, "Account statement"), [], [], ...table, [], [], [], [], [], [], [], [], line(50, "Kestrel Bank Ltd is authorised by the regulator. Registered office: 1 High Street.")]]);
    assert.equal(got.bank, "Kestrel Bank Ltd");
  });
});

describe("the holder named by a Polish label", () => {
  it("is the name after 'Posiadacz rachunku:', not another line of the letterhead", () => {
    const got = readDrawnStatement([
      [
        line(50, "Bank Nadwiślański S.A.", 330, "Konto osobiste PLUS"),
        line(50, "Wyciąg nr 4/2025", 330, "Okres: 01.04.2025 – 30.04.2025"),
        [],
        line(50, "Pani", 330, "Posiadacz rachunku: Anna Wiśniewska"),
        line(50, "Anna Wiśniewska", 330, "Waluta rachunku: PLN"),
        line(50, "ul. Długa 5/2"),
        line(50, "30-529 Kraków"),
        [],
        [],
        line(50, "Data", 120, "Opis operacji", "r420", "Obciążenia", "r480", "Uznania", "r546", "Saldo"),
        line(50, "02.04.2025", 120, "Przelew przychodzący", "r480", "500,00", "r546", "1 500,00"),
        line(50, "03.04.2025", 120, "Płatność kartą", "r420", "40,00", "r546", "1 460,00"),
      ],
    ]);
    assert.equal(got.accountHolder, "Anna Wiśniewska");
  });
});

describe("balances carried forward at the table's ends", () => {
  it("are the opening balance before the first booking and the closing balance after the last ('B/F BALANCE', 'C/F BALANCE')", () => {
    const got = readDrawnStatement([
      [
        line(50, "Harbourside Bank"),
        line(50, "Statement period 16 Apr 2025 to 15 May 2025"),
        [],
        [],
        line(50, "Date", 120, "Transaction Details", "r420", "Deposit", "r480", "Withdrawal", "r546", "Balance"),
        line(50, "16 Apr", 120, "B/F BALANCE", "r546", "1,000.00"),
        line(50, "18 Apr", 120, "CARD PURCHASE", "r480", "40.00", "r546", "960.00"),
        line(50, "30 Apr", 120, "SALARY", "r420", "500.00", "r546", "1,460.00"),
        line(50, "15 May", 120, "C/F BALANCE", "r546", "1,460.00"),
      ],
    ]);
    assert.equal(got.openingBalance, 1000);
    assert.equal(got.closingBalance, 1460);
    assert.deepEqual(amounts(got), [-40, 500]);
  });
});

describe("booking lines dated with the month's name", () => {
  it("are quoted when no table reads them: 'Mar 27', after a check's number marked for a gap ('2213*')", () => {
    const got = readDrawnStatement([
      [
        ...US_HEAD,
        line(50, "Date", 120, "Description", "r546", "Amount"),
        line(50, "Jan 6", 120, "Payroll deposit", "r546", "1,500.00"),
        line(50, "Jan 9", 120, "Card purchase", "r546", "42.10-"),
        [],
        line(50, "These items are listed for your information; call us with any question about your account."),
        [],
        line(50, "2213*", 110, "Jan 27", 170, "8601890028", "r330", "1,200.00-"),
        line(50, "Jan 28", 110, "Wire transfer fee", "r330", "25.00-"),
      ],
    ]);
    assert.deepEqual(amounts(got), [1500, -42.1]);
    assert.match(unplacedText(got), /2213\*\s+Jan 27/u);
    assert.match(unplacedText(got), /Jan 28\s+Wire transfer fee/u);
  });
});

describe("a Lithuanian statement: unsigned amounts with a D/K letter, party and purpose in two columns, balances and turnovers as rows", () => {
  const got = readDrawnStatement([
    [
      line(50, "Nemuno bankas", 330, "Laikotarpis: 2025-05-01 – 2025-05-31"),
      line(330, "Sąskaita: LT717300010123456789"),
      [],
      line(50, "Sąskaitos savininkas: Tomas Kazlauskas", 330, "Valiuta: EUR"),
      [],
      [],
      line(50, "Data", 110, "Gavėjas / Mokėtojas", 205, "Paaiškinimas", "r408", "Suma", 416, "Valiuta", 455, "D/K"),
      line(50, "2025-05-01", 205, "Likutis pradžiai", "r408", "1 000,00", 416, "EUR", 455, "K"),
      line(50, "2025-05-02", 110, "MAXIMA LT, UAB", 205, "PIRKINYS 516793******4412", "r408", "14,36", 416, "EUR", 455, "D"),
      line(50, "2025-05-09", 110, "UAB TECH BALTICS", 205, "Darbo užmokestis", "r408", "2 386,40", 416, "EUR", 455, "K"),
      line(50, "2025-05-13", 110, "Rūta Žukauskienė", 205, "gimtadienio dovana", "r408", "85,00", 416, "EUR", 455, "D"),
      line(50, "2025-05-22", 110, "Jonas Petrauskas", 205, "už bilietus", "r408", "30,00", 416, "EUR", 455, "K"),
      line(50, "2025-05-31", 205, "Apyvarta", "r408", "99,36", 416, "EUR", 455, "D"),
      line(50, "2025-05-31", 205, "Apyvarta", "r408", "2 416,40", 416, "EUR", 455, "K"),
      line(50, "2025-05-31", 205, "Likutis pabaigai", "r408", "3 317,04", 416, "EUR", 455, "K"),
    ],
  ]);
  it("reads 'K' as money in beside 'D' as money out", () => {
    assert.deepEqual(amounts(got), [-14.36, 2386.4, -85, 30]);
  });
  it("takes 'Likutis pradžiai' and 'Likutis pabaigai' rows as the balances, and the dated turnover rows, each a side's sum, as no bookings", () => {
    assert.equal(got.openingBalance, 1000);
    assert.equal(got.closingBalance, 3317.04);
    assert.equal(unplacedText(got), "");
  });
  it("joins the party's column before the purpose's", () => {
    assert.equal(got.transactions[0]?.description, "MAXIMA LT, UAB PIRKINYS 516793******4412");
  });
  it("names the bank ('… bankas') and the holder ('Sąskaitos savininkas')", () => {
    assert.equal(got.bank, "Nemuno bankas");
    assert.equal(got.accountHolder, "Tomas Kazlauskas");
  });
});

describe("a consolidated statement: accounts in sections, a running header over each page's table", () => {
  const runningHead = (page: number): DrawnLine[] => [
    line(50, "Straits Harbour Bank", 330, "CONSOLIDATED STATEMENT"),
    line(330, "Statement Period: 01 Apr 2025 to 30 Apr 2025"),
    line(50, "Straits Harbour Bank Ltd · Co. Reg. No. 196800306E", 330, `Page ${page} of 2`),
    [],
  ];
  const heading = line(50, "Date", 100, "Description", "r406", "Withdrawal (-)", "r476", "Deposit (+)", "r546", "Balance");
  const got = readDrawnStatement([
    [
      ...runningHead(1),
      line(50, "Autosave Account", 160, "Account No. 012-345678-9"),
      line(50, "CURRENCY: SINGAPORE DOLLAR"),
      [],
      heading,
      line(100, "Balance Brought Forward", "r546", "1,000.00"),
      line(50, "01 Apr", 100, "GIRO Payment", "r406", "142.37", "r546", "857.63"),
      line(50, "02 Apr", 100, "Cash Withdrawal", "r406", "57.63", "r546", "800.00"),
      line(100, "Balance Carried Forward", "r546", "800.00"),
    ],
    [
      ...runningHead(2),
      line(50, "Autosave Account", 160, "Account No. 012-345678-9 (continued)"),
      line(50, "CURRENCY: SINGAPORE DOLLAR"),
      [],
      heading,
      line(100, "Balance Brought Forward", "r546", "800.00"),
      line(50, "25 Apr", 100, "GIRO - Salary", "r476", "6,250.00", "r546", "7,050.00"),
      line(50, "26 Apr", 100, "Debit Card Transaction", "r406", "36.52", "r546", "7,013.48"),
      line(100, "Total Balance Carried Forward:", "r406", "236.52", "r476", "6,250.00", "r546", "7,013.48"),
      [],
      line(50, "Global Currency Account", 190, "Account No. 012-902211-4"),
      line(50, "CURRENCY: US DOLLAR"),
      [],
      heading,
      line(100, "Balance Brought Forward", "r546", "2,400.00"),
      line(50, "28 Apr", 100, "Outward Telegraphic Transfer", "r406", "400.00", "r546", "2,000.00"),
      line(100, "Total Balance Carried Forward:", "r406", "400.00", "r476", "0.00", "r546", "2,000.00"),
    ],
  ]);
  it("reads each page's table under its headings, the page's number in the running header no column of it", () => {
    assert.deepEqual(amounts(got), [-142.37, -57.63, 6250, -36.52]);
  });
  it("ends the account's bookings where a balance brought forward that is not the balance reached opens another account's, whose booking is quoted", () => {
    assert.equal(got.openingBalance, 1000);
    assert.equal(got.closingBalance, 7013.48);
    assert.match(unplacedText(got), /28 Apr\s+Outward Telegraphic Transfer/u);
  });
});

describe("checks in a table of their own under a caption naming their side", () => {
  it("are bookings, signed by the caption, the table's total no booking ('Checks Presented Conventionally' over 'Check | Date | Ref Number | Amount')", () => {
    const got = readDrawnStatement([
      [
        ...US_HEAD,
        line(50, "Beginning Balance", "r420", "2,000.00"),
        line(50, "Ending Balance", "r420", "2,076.45"),
        [],
        line(50, "Deposits"),
        line(50, "Date", 100, "Description of Transaction", "r546", "Amount"),
        line(50, "Jan 6", 100, "Payroll deposit", "r546", "1,500.00"),
        line(50, "Jan 9", 100, "Mobile Check Deposit", "r546", "110.45"),
        line(50, "Jan 13", 100, "Zelle Instant Pmt From TYLER", "r546", "20.00"),
        [],
        [],
        line(50, "Checks Presented Conventionally"),
        line(50, "Check", 105, "Date", 155, "Ref Number", "r306", "Amount"),
        line(50, "2210", 105, "Jan 10", 155, "5600981165", "r306", "250.00-"),
        line(50, "2211", 105, "Jan 19", 155, "3766987123", "r306", "84.00-"),
        line(50, "2213*", 105, "Jan 27", 155, "8601890028", "r306", "1,200.00-"),
        line(50, "Conventional Checks Paid (3)", "r306", "$ 1,534.00-"),
      ],
    ]);
    assert.deepEqual(amounts(got), [1500, 110.45, 20, -250, -84, -1200]);
    assert.equal(unplacedText(got), "");
  });
});

describe("whole units grouped by a point (pesos, krónur)", () => {
  const head: DrawnLine[] = [line(50, "Banco Austral", 330, "Cuenta Corriente 00-412-07731-05"), line(50, "CARTOLA DE CUENTA CORRIENTE", 330, "DESDE 01/04/2025 HASTA 30/04/2025"), []];
  const headings: DrawnLine[] = [line(50, "FECHA", 100, "DETALLE", 270, "N° DOCTO", "r420", "CARGOS", "r480", "ABONOS", "r540", "SALDO")];

  it("reads '38.450' as thirty-eight thousand when no figure has cents and several are grouped by points", () => {
    const got = readDrawnStatement([
      [
        ...head,
        ...headings,
        line(50, "01/04", 100, "PAGO AUTOMATICO", 270, "0019884412", "r420", "38.450", "r540", "2.645.900"),
        line(50, "02/04", 100, "GIRO CAJERO", 270, "4377200", "r420", "100.000", "r540", "2.545.900"),
        line(50, "10/04", 100, "TRASPASO DE: CAMILA", 270, "540640958", "r480", "24.000", "r540", "2.569.900"),
        line(50, "30/04", 100, "COMISION", 270, "0000000000", "r420", "714", "r540", "2.569.186"),
      ],
    ]);
    assert.deepEqual(amounts(got), [-38450, -100000, 24000, -714]);
    assert.deepEqual(got.transactions.map((t) => t.balance), [2645900, 2545900, 2569900, 2569186]);
    assert.equal(unplacedText(got), "");
  });

  it("reads signed krónur under a million the same way, but '12.500' stays twelve and a half where a figure has both marks", () => {
    const got = readDrawnStatement([
      [
        line(50, "Sparisjóður Norðurlands", 330, "Tímabil: 01.09.2025 - 30.09.2025"),
        [],
        line(50, "Dags.", 110, "Texti", 300, "Tilvísun", "r460", "Upphæð", "r540", "Staða"),
        line(50, "01.09.2025", 110, "Laun", 300, "6203871919", "r460", "742.318", "r540", "929.773"),
        line(50, "01.09.2025", 110, "Millifærsla", 300, "4107120530", "r460", "-289.000", "r540", "640.773"),
        line(50, "27.09.2025", 110, "Debetkortafærsla", 300, "0338719230", "r460", "-999", "r540", "639.774"),
      ],
    ]);
    assert.deepEqual(amounts(got), [742318, -289000, -999]);
    assert.deepEqual(got.transactions.map((t) => t.balance), [929773, 640773, 639774]);
    const fils = readDrawnStatement([
      [
        line(50, "Gulf Trust Bank", 330, "Period: 01/09/2025 - 30/09/2025"),
        [],
        line(50, "Date", 110, "Description", "r460", "Amount", "r540", "Balance"),
        line(50, "01/09/2025", 110, "Salary", "r460", "742.318", "r540", "1,929.773"),
        line(50, "02/09/2025", 110, "Transfer", "r460", "-289.000", "r540", "1,640.773"),
        line(50, "03/09/2025", 110, "Card", "r460", "-12.500", "r540", "1,628.273"),
      ],
    ]);
    assert.deepEqual(amounts(fils), [742.318, -289, -12.5]);
  });

  it("quotes a dated line of whole units grouped by points that no booking read accounts for", () => {
    const got = readDrawnStatement([
      [
        ...head,
        ...headings,
        line(50, "01/04", 100, "PAGO AUTOMATICO", 270, "0019884412", "r420", "38.450", "r540", "2.645.900"),
        line(50, "02/04", 100, "GIRO CAJERO", 270, "4377200", "r420", "100.000", "r540", "2.545.900"),
        [],
        [],
        [],
        line(50, "Movimientos por confirmar al cierre del periodo, con cargo a la cuenta en la próxima cartola."),
        [],
        [],
        line(50, "29/04 CHEQUE PAGADO POR CAJA", 330, "146.000"),
      ],
    ]);
    assert.deepEqual(amounts(got), [-38450, -100000]);
    assert.ok(unplacedText(got).includes("146.000"), unplacedText(got));
  });

  it("quotes such a line also where one booking's text holds a figure with cents (a rate), as most dated lines print whole units", () => {
    const got = readDrawnStatement([
      [
        ...head,
        ...headings,
        line(50, "01/04", 100, "PAGO AUTOMATICO", 270, "0019884412", "r420", "38.450", "r540", "2.645.900"),
        line(50, "02/04", 100, "GIRO CAJERO", 270, "4377200", "r420", "100.000", "r540", "2.545.900"),
        line(50, "03/04", 100, "IVA 19,00% COMISION", 270, "0000000000", "r420", "1.357", "r540", "2.544.543"),
        [],
        [],
        [],
        line(50, "Movimientos por confirmar al cierre del periodo, con cargo a la cuenta en la próxima cartola."),
        [],
        [],
        line(50, "29/04 CHEQUE PAGADO POR CAJA", 330, "146.000"),
      ],
    ]);
    assert.deepEqual(amounts(got), [-38450, -100000, -1357]);
    assert.ok(unplacedText(got).includes("146.000"), unplacedText(got));
  });
});

describe("the other party in a Details column after the balance", () => {
  it("joins the kind of booking under 'Descriptions' and the party under 'Details', past the balance and a channel column", () => {
    const got = readDrawnStatement([
      [
        line(50, "Chao Phraya Savings Bank", 330, "Period: 01/06/2025 - 30/06/2025"),
        [],
        line(50, "Date", 100, "Descriptions", "r260", "Withdrawal", "r320", "Deposit", "r390", "Balance", 400, "Channel", 450, "Details"),
        line(50, "01-06-25", 100, "Beginning Balance", "r390", "46,812.55"),
        line(50, "01-06-25", 100, "Transfer", "r260", "14,500.00", "r390", "32,312.55", 400, "K PLUS", 450, "To X9902 Juno"),
        line(100, "Withdrawal", 450, "Sathorn Juristic"),
        line(50, "02-06-25", 100, "Transfer", "r320", "2,650.00", "r390", "34,962.55", 400, "K PLUS", 450, "From X8812 Somchai"),
        line(100, "Deposit"),
        line(50, "03-06-25", 100, "Cash", "r260", "3,900.00", "r390", "31,062.55", 400, "ATM", 450, "ATM K0412 Silom"),
        line(100, "Withdrawal"),
      ],
    ]);
    assert.deepEqual(amounts(got), [-14500, 2650, -3900]);
    assert.deepEqual(got.transactions.map((t) => t.description), ["Transfer Withdrawal To X9902 Juno Sathorn Juristic", "Transfer Deposit From X8812 Somchai", "Cash Withdrawal ATM K0412 Silom"]);
    assert.equal(unplacedText(got), "");
  });
});

describe("the other party in a Remitter column, its bank in the next", () => {
  it("puts the party's name before the details and leaves its bank out, the party blank for a card payment", () => {
    const got = readDrawnStatement([
      [
        line(50, "Ngân hàng Sông Đà", 330, "Period: 01/07/2025 - 31/07/2025"),
        [],
        line(50, "Ngày / Date", 110, "Đối tác / Remitter", 200, "NH Đối tác / Remitter Bank", 320, "Diễn giải / Details", "r470", "Debit", "r510", "Credit", "r560", "Balance"),
        line(50, "01/07/2025", 110, "CONG TY CP", 200, "BIDV", 320, "Nap tien", "r470", "250,000", "r560", "12,090,500"),
        line(110, "DI DONG", 320, "MOMO49212478"),
        line(50, "05/07/2025", 110, "NGUYEN THI LAN", 200, "VIETCOMBANK", 320, "chuyen tien", "r510", "239,000", "r560", "12,329,500"),
        line(50, "09/07/2025", 320, "Thanh toan GrabFood", "r470", "184,000", "r560", "12,145,500"),
      ],
    ]);
    assert.deepEqual(amounts(got), [-250000, 239000, -184000]);
    assert.deepEqual(got.transactions.map((t) => t.description), ["CONG TY CP DI DONG Nap tien MOMO49212478", "NGUYEN THI LAN chuyen tien", "Thanh toan GrabFood"]);
    assert.equal(unplacedText(got), "");
  });
});

describe("labels printed in two languages", () => {
  it("finds the balances by the label's second half, after the slash", () => {
    const got = readDrawnStatement([
      [
        line(50, "Ngân hàng Sông Đà", 330, "Period: 01/07/2025 - 31/07/2025"),
        line(50, "Số dư đầu kỳ / Opening balance", "r400", "12,340,500"),
        line(50, "Số dư cuối kỳ / Closing balance", "r400", "12,145,500"),
        [],
        line(50, "Date", 110, "Details", "r470", "Debit", "r510", "Credit", "r560", "Balance"),
        line(50, "01/07/2025", 110, "Nap tien MOMO49212478", "r470", "250,000", "r560", "12,090,500"),
        line(50, "05/07/2025", 110, "NGUYEN THI LAN chuyen tien", "r510", "239,000", "r560", "12,329,500"),
        line(50, "09/07/2025", 110, "Thanh toan GrabFood", "r470", "184,000", "r560", "12,145,500"),
      ],
    ]);
    assert.deepEqual([got.openingBalance, got.closingBalance], [12340500, 12145500]);
  });
});

describe("a brokerage account's cash activity under its holdings", () => {
  const box = { x0: 50, y0: 100, x1: 546, y1: 700 };
  const part = (page: number, headerRows: number, rows: string[][]): Table => ({ pages: [page], ruled: false, headerRows, rows, merges: [], columnEdges: [], firstBox: box, lastBox: box });
  // Page 1: the activity's headings, set close under the holdings, taken into the holdings table;
  // its rows a table without headings.
  const holdings = part(1, 1, [
    ["Description", "Symbol", "Quantity", "Price per Unit", "Market Value", "% of Account"],
    ["APPLE INC", "AAPL", "60.000", "$224.10", "$13,446.00", "51.1%"],
    ["Total Holdings Activity", "", "", "", "$27,159.00", "100%"],
    ["Settlement Description", "", "Symbol/", "Quantity", "Price Transaction", "Amount"],
  ]);
  const activity = part(1, 0, [
    ["03/03", "ELECTRONIC FUNDS TRANSFER RECEIVED", "", "--", "--", "--", "2,500.00"],
    ["03/04", "YOU BOUGHT APPLE INC", "AAPL", "8.000", "297.68", "--", "-2,381.44"],
    ["03/06", "DIVIDEND RECEIVED MICROSOFT CORP", "MSFT", "--", "--", "--", "41.36"],
  ]);
  // Page 2: the activity under its own headings.
  const continued = part(2, 1, [
    ["Settlement Date", "Description", "Symbol/ CUSIP", "Quantity", "Price", "Transaction Cost", "Amount"],
    ["03/18", "YOU SOLD MICROSOFT CORP", "MSFT", "-2.000", "391.80", "0.05", "783.55"],
    ["03/31", "ADVISORY FEE", "", "--", "--", "--", "-48.50"],
    ["03/31", "INTEREST EARNED", "", "--", "--", "--", "7.84"],
  ]);

  it("takes the rows without headings that read as the chosen table's (as many columns, each dated with an amount) as that table going on, the holdings no part of it", () => {
    const found = bestTable([holdings, activity, continued], ["date", "description", "amount", "debit", "credit", "balance"], { decimal: ".", dateOrder: "MDY" }, "date");
    const column = (role: "date" | "amount") => found!.table.rows.slice(found!.table.headerRows).map((row) => row[found!.roles.indexOf(role)]);
    assert.deepEqual(column("date"), ["03/03", "03/04", "03/06", "03/18", "03/31", "03/31"]);
    assert.deepEqual(column("amount"), ["2,500.00", "-2,381.44", "41.36", "783.55", "-48.50", "7.84"]);
  });
});

describe("balances in Icelandic, whole krónur after the date", () => {
  it("reads 'Staða í upphafi tímabils 01.09.2025: 187.455 kr.' as the opening and 'Staða í lok tímabils' as the closing, and a name ending in 'banki' as the bank's", () => {
    const got = readDrawnStatement([
      [
        line(50, "Norðurbanki", 330, "Tímabil: 01.09.2025 - 30.09.2025"),
        [],
        line(50, "Staða í upphafi tímabils 01.09.2025: 187.455 kr."),
        line(50, "Dags.", 110, "Texti", 300, "Tilvísun", "r460", "Upphæð", "r540", "Staða"),
        line(50, "01.09.2025", 110, "Laun", 300, "6203871919", "r460", "742.318", "r540", "929.773"),
        line(50, "01.09.2025", 110, "Millifærsla", 300, "4107120530", "r460", "-289.000", "r540", "640.773"),
        line(50, "27.09.2025", 110, "Debetkortafærsla", 300, "0338719230", "r460", "-999", "r540", "639.774"),
        line(50, "Staða í lok tímabils 30.09.2025: 639.774 kr."),
      ],
    ]);
    assert.deepEqual([got.openingBalance, got.closingBalance, got.bank], [187455, 639774, "Norðurbanki"]);
  });
});

describe("a summary band of labels over their figures", () => {
  it("reads each figure as the value of the label over it, the closing balance the band's last", () => {
    const got = readDrawnStatement([
      [
        line(50, "Rift Plains Bank", 330, "Period: 01 MAR 2025 to 31 MAR 2025"),
        [],
        line(100, "Opening Balance", 220, "Total Money Out", 340, "Total Money In", 460, "Closing Balance"),
        line("r170", "168,410.75", "r290", "45,060.00", "r410", "4,150.00", "r530", "127,500.75"),
        [],
        line(50, "Txn Date", 130, "Narrative", "r400", "Money Out", "r460", "Money In", "r540", "Ledger Balance"),
        line(50, "01 MAR 2025", 130, "STANDING ORDER", "r400", "45,000.00", "r540", "123,410.75"),
        line(50, "01 MAR 2025", 130, "TRANSACTION CHARGE", "r400", "60.00", "r540", "123,350.75"),
        line(50, "03 MAR 2025", 130, "MPESA B2C TRANSFER", "r460", "4,150.00", "r540", "127,500.75"),
      ],
    ]);
    assert.deepEqual([got.openingBalance, got.closingBalance], [168410.75, 127500.75]);
  });
});

describe("the currency a sign or an abbreviation names", () => {
  const table: DrawnLine[] = [
    line(50, "Fecha", 130, "Concepto", "r400", "Débitos", "r460", "Créditos", "r540", "Saldo"),
    line(50, "02/05/25", 130, "TRANSFERENCIA", "r400", "150.000,00", "r540", "1.262.880,40"),
    line(50, "05/05/25", 130, "ACREDITACION HABERES", "r460", "850.000,00", "r540", "2.112.880,40"),
  ];
  it("gives none for '$' where the document names pesos (the sign is the peso's in many countries), and ILS for 'NIS'", () => {
    const pesos = readDrawnStatement([[line(50, "Banco del Plata", 330, "Período del 01/05/2025 al 31/05/2025"), line(50, "RESUMEN DE CUENTA CORRIENTE EN PESOS"), line(50, "Saldo anterior", "r400", "$ 1.412.880,40"), [], ...table]]);
    assert.equal(pesos.currency, null);
    const shekels = readDrawnStatement([[line(50, "Bank Hadar", 330, "Period: 01/05/2025 - 31/05/2025"), line(50, "All amounts in NIS"), [], ...table]]);
    assert.equal(shekels.currency, "ILS");
  });
});

describe("remarks on a booking in a column of their own beside its kind", () => {
  it("joins the remarks' column to the text, each column's lines before the next's", () => {
    const got = readDrawnStatement([
      [
        line(50, "Banco de Ejemplo", 330, "Periodo: 01/06/2025 - 30/06/2025"),
        [],
        line(50, "Fecha", 110, "Cód.", 140, "Concepto", 260, "Observaciones", "r480", "Importe", "r546", "Saldo"),
        line(50, "01/06/2025", 110, "045", 140, "PAGO CON TARJETA", 260, "SUPERMERCADO CENTRO", "r480", "-88,58", "r546", "3.324,00"),
        line(260, "TARJ. *2210 01/06/2025"),
        line(50, "06/06/2025", 110, "174", 140, "BIZUM RECIBIDO", 260, "DE LAURA PONS", "r480", "26,04", "r546", "3.350,04"),
        line(260, "CENA SABADO"),
      ],
    ]);
    assert.deepEqual(got.transactions.map((t) => t.description), ["PAGO CON TARJETA SUPERMERCADO CENTRO TARJ. *2210 01/06/2025", "BIZUM RECIBIDO DE LAURA PONS CENA SABADO"]);
    assert.deepEqual(amounts(got), [-88.58, 26.04]);
  });
});

describe("a section's sum stated in a sentence", () => {
  it("ends the section: the rows after it under a heading that names no side are signed by the arithmetic, not by the section before", () => {
    const got = readDrawnStatement([
      [
        ...US_HEAD,
        line(50, "Beginning balance", "r300", "1,000.00"),
        line(50, "Ending balance", "r300", "1,555.50"),
        [],
        line(50, "Deposits"),
        line(50, "Date", 110, "Description", "r540", "Amount"),
        line(50, "01/03", 110, "PAYROLL ACME INC", "r540", "500.00"),
        line(50, "01/17", 110, "MOBILE DEPOSIT", "r540", "75.50"),
        line(50, "There were 2 deposits totaling $575.50."),
        [],
        line(50, "Miscellaneous Activity"),
        line(50, "Date", 110, "Description", "r540", "Amount"),
        line(50, "01/20", 110, "SERVICE CHARGE", "r540", "20.00"),
      ],
    ]);
    assert.deepEqual(amounts(got), [500, 75.5, -20]);
  });
});

describe("the date after the amounts as month and day a space apart", () => {
  it("reads '05 21' dates in the period, across the month's end, a fee mark in a column of its own, trailing-minus debits", () => {
    const got = readDrawnStatement([
      [
        line(55, "Example Bank"),
        line(55, "Statement from 19 May 2025 to 18 June 2025"),
        [],
        line(55, "Details", 280, "Fee", "r380", "Debits", "r445", "Credits", 455, "Date", "r545", "Balance"),
        line(55, "BALANCE BROUGHT FORWARD", 455, "05 19", "r545", "1,840.17"),
        line(55, "DEBIT CARD PURCHASE", 280, "##", "r380", "506.51-", 455, "05 19", "r545", "1,333.66"),
        line(55, "REAL TIME TRANSFER FROM", "r445", "430.00", 455, "05 30", "r545", "1,763.66"),
        line(55, "DEBIT ORDER", "r380", "699.00-", 455, "06 01", "r545", "1,064.66"),
      ],
    ]);
    assert.deepEqual(dates(got), ["2025-05-19", "2025-05-30", "2025-06-01"]);
    assert.deepEqual(amounts(got), [-506.51, 430, -699]);
    assert.equal(got.openingBalance, 1840.17);
    assert.equal(unplacedText(got), "");
  });
});

describe("a French-language statement's balances brought 'à nouveau' and 'en votre faveur'", () => {
  it("takes the 'Solde à nouveau' row as the opening, not the 'Solde reporté' at a page's foot, and the 'Solde en votre faveur' row as the closing", () => {
    const got = readDrawnStatement([
      [
        line(55, "Banque Exemple", 330, "Période du 01.08.2025 au 31.08.2025"),
        [],
        line(55, "Date", 114, "Texte", "r372", "Débit", "r431", "Crédit", "r546", "Solde"),
        line(55, "01.08.2025", 114, "Solde à nouveau", "r546", "6'241.85"),
        line(55, "01.08.2025", 114, "Ordre permanent", "r372", "1'870.00", "r546", "4'371.85"),
        line(55, "05.08.2025", 114, "Coop Pronto Renens", "r372", "42.30", "r546", "4'329.55"),
        line(114, "Solde reporté", "r546", "4'329.55"),
      ],
      [
        line(55, "Date", 114, "Texte", "r372", "Débit", "r431", "Crédit", "r546", "Solde"),
        line(114, "Report à nouveau", "r546", "4'329.55"),
        line(55, "25.08.2025", 114, "Salaire août 2025", "r431", "5'200.00", "r546", "9'529.55"),
        line(55, "31.08.2025", 114, "Solde en votre faveur", "r546", "9'529.55"),
      ],
    ]);
    assert.deepEqual(amounts(got), [-1870, -42.3, 5200]);
    assert.equal(got.openingBalance, 6241.85);
    assert.equal(got.closingBalance, 9529.55);
    assert.equal(unplacedText(got), "");
  });
});

describe("a summary of the member's accounts beside the address", () => {
  it("gives no account number from a figure with cents beside a line that names an account", () => {
    const got = readDrawnStatement([
      [
        line(55, "Caisse Exemple", 330, "Période du 1er avril au 30 avril 2025"),
        line(55, "JULIE EXEMPLE", 310, "Sommaire des comptes", 455, "Solde au 30 avril"),
        line(310, "Compte avec opérations (EOP)", "r541", "2 139,52"),
        [],
        line(55, "Date", 127, "Description", "r426", "Retrait", "r486", "Dépôt", "r546", "Solde"),
        line(55, "01 AVR", 127, "Solde reporté", "r546", "2 186,44"),
        line(55, "01 AVR", 127, "Achat direct Interac", "r426", "36,21", "r546", "2 150,23"),
        line(55, "03 AVR", 127, "Retrait au GA", "r426", "10,71", "r546", "2 139,52"),
      ],
    ]);
    assert.equal(got.accountNumber, null);
    assert.deepEqual(amounts(got), [-36.21, -10.71]);
  });
});

describe("a fee column beside the withdrawals and deposits", () => {
  it("reads a figure in the 'Frais' column as money out", () => {
    const got = readDrawnStatement([
      [
        line(55, "Caisse Exemple", 330, "Période du 1er avril au 30 avril 2025"),
        [],
        line(55, "Date", 127, "Description", "r366", "Frais", "r426", "Retrait", "r486", "Dépôt", "r546", "Solde"),
        line(55, "01 AVR", 127, "Solde reporté", "r546", "2 186,44"),
        line(55, "01 AVR", 127, "Achat direct Interac", "r426", "36,21", "r546", "2 150,23"),
        line(55, "03 AVR", 127, "Dépôt paie", "r486", "100,00", "r546", "2 250,23"),
        line(55, "30 AVR", 127, "Frais mensuels", "r366", "16,95", "r546", "2 233,28"),
      ],
    ]);
    assert.deepEqual(amounts(got), [-36.21, 100, -16.95]);
    assert.equal(unplacedText(got), "");
  });

  it("reads a fee column whose heading points to a footnote ('Fee*') as money out", () => {
    const got = readDrawnStatement([
      [
        line(55, "Example Bank", 330, "Statement period 01/06/2025 to 30/06/2025"),
        [],
        line(55, "Date", 110, "Description", "r366", "Money In", "r426", "Money Out", "r486", "Fee*", "r546", "Balance"),
        line(55, "01/06/2025", 110, "Opening Balance", "r546", "1 418.26"),
        line(55, "01/06/2025", 110, "Debit Order Insurer", "r426", "-186.40", "r546", "1 231.86"),
        line(55, "01/06/2025", 110, "Debit Order Fee", "r486", "-3.50", "r546", "1 228.36"),
        line(55, "06/06/2025", 110, "Transfer In From Savings", "r366", "500.00", "r546", "1 728.36"),
      ],
    ]);
    assert.deepEqual(amounts(got), [-186.4, -3.5, 500]);
    assert.equal(unplacedText(got), "");
  });
});

describe("the account's kind and currency beside the holder's address", () => {
  it("takes no line naming a currency's code for the holder", () => {
    const got = readDrawnStatement([
      [
        line(55, "Banque Exemple", 330, "Compte privé CHF"),
        line(330, "IBAN CH50 0076 7000 E521 0773 1"),
        line(55, "Extrait de compte", 330, "Période du 01.08.2025 au 31.08.2025"),
        [],
        line(55, "Madame", 330, "Lausanne, le 01.09.2025"),
        line(55, "Claire Dubois-Favre", 330, "Votre conseillère: Mme S. Pittet"),
        line(55, "Avenue de Cour 41", 330, "Tél. 021 412 07 73"),
        line(55, "1007 Lausanne"),
        [],
        line(55, "Date", 114, "Texte", "r372", "Débit", "r431", "Crédit", "r546", "Solde"),
        line(55, "01.08.2025", 114, "Solde à nouveau", "r546", "6'241.85"),
        line(55, "01.08.2025", 114, "Ordre permanent", "r372", "1'870.00", "r546", "4'371.85"),
      ],
    ]);
    assert.notEqual(got.accountHolder, "Compte privé CHF");
    assert.equal(got.accountHolder, "Claire Dubois-Favre");
  });
});

describe("a balance with its side in words in brackets after it", () => {
  it("reads 'Beginsaldo per …  € 21.384,90 (credit)' and the closing so as the balances", () => {
    const got = readDrawnStatement([
      [
        line(55, "Voorbeeldbank", 330, "Periode 01-04-2025 t/m 30-04-2025"),
        line(51, "Beginsaldo per 01-04-2025", 180, "€ 1.384,90 (credit)"),
        [],
        line(55, "Datum", 93, "Omschrijving", "r481", "Bedrag af", "r546", "Bedrag bij"),
        line(55, "03-04", 93, "Koffiebranderij Noord", "r481", "250,00"),
        line(55, "07-04", 93, "Pin betaling klant", "r546", "100,00"),
        [],
        line(51, "Eindsaldo per 30-04-2025", 174, "€ 1.234,90 (credit)"),
      ],
    ]);
    assert.deepEqual(amounts(got), [-250, 100]);
    assert.deepEqual([got.openingBalance, got.closingBalance], [1384.9, 1234.9]);
  });
});

describe("a statement grouped under day headings, with no date column", () => {
  // The rows as the table finding gives them from such a page (a day's heading on a row of its own, set apart by a rule and space).
  const table = (secondTotal: string): Table =>
    ({
      pages: [1],
      ruled: false,
      headerRows: 0,
      merges: [],
      columnEdges: [],
      firstBox: { x0: 50, y0: 100, x1: 546, y1: 110 },
      lastBox: { x0: 50, y0: 300, x1: 546, y1: 310 },
      rows: [
        ["02 MAI 2025", ""],
        ["Total de entradas", "+ 150,00"],
        ["Transferência recebida Maria", "150,00"],
        ["Total de saídas", "- 60,50"],
        ["Compra no débito Padaria", "20,50"],
        ["Compra no débito Mercado", "40,00"],
        ["05 MAI 2025", ""],
        ["Total de saídas", secondTotal],
        ["Pix enviado João", "12,00"],
        ["Compra no débito Farmácia", "8,00"],
      ],
    }) as unknown as Table;
  const habits = { decimal: "," as const, dateOrder: "DMY" as const };

  it("dates each row by its day's heading and signs it by its group's, when the group's rows add up to its stated total", () => {
    const got = dayGroupedBookings([], [table("- 20,00")], habits as NumberHabits);
    assert.deepEqual(
      got.list.map((t) => [t.date, t.amount]),
      [["2025-05-02", 150], ["2025-05-02", -20.5], ["2025-05-02", -40], ["2025-05-05", -12], ["2025-05-05", -8]],
    );
    assert.equal(got.list[1]!.description, "Compra no débito Padaria");
    assert.deepEqual(got.unplaced, []);
  });

  it("quotes a group's rows whose sum is not the total its heading states, never dropping them in silence", () => {
    const got = dayGroupedBookings([], [table("- 25,00")], habits as NumberHabits);
    assert.equal(got.list.length, 3);
    assert.deepEqual(got.unplaced, ["Pix enviado João | 12,00", "Compra no débito Farmácia | 8,00"]);
  });

  it("dates a group by the day heading above its line on the page, where the table left out a heading set at a page's top", () => {
    const box = { x0: 50, y0: 0, x1: 546, y1: 9 };
    const printed = (page: number, lines: readonly (readonly string[])[]) =>
      ({ page, width: 595, height: 842, rulings: [], rows: lines.map((texts) => ({ box, segments: texts.map((text) => ({ text, box })) })) }) as unknown as PageLayout;
    const layouts = [
      printed(1, [["02 MAI 2025"], ["Total de entradas", "+ 150,00"], ["Transferência recebida Maria", "150,00"]]),
      printed(2, [["Extrato", "2 de 2"], ["05 MAI 2025"], ["Total de saídas", "- 20,00"], ["Pix enviado João", "12,00"], ["Compra no débito Farmácia", "8,00"]]),
    ];
    const rows = table("- 20,00").rows.filter((row) => row[0] !== "05 MAI 2025" && !/Total de saídas|Padaria|Mercado/u.test(row[0]!) || row[1] === "- 20,00");
    const got = dayGroupedBookings(layouts, [{ ...table("- 20,00"), rows: [["01 MAI 2025", ""], ...rows] } as Table], habits as NumberHabits);
    assert.deepEqual(
      got.list.map((t) => [t.date, t.amount]),
      [["2025-05-02", 150], ["2025-05-05", -12], ["2025-05-05", -8]],
    );
  });
});

describe("the kind of transaction in a column of its own before the amount", () => {
  it("opens the booking's text with the kind, in words, when the description is the last column", () => {
    const got = readDrawnStatement([
      [
        line(55, "Bank Przykładowy", 330, "Okres: 2025-05-01 - 2025-05-31"),
        [],
        line(55, "Data operacji", 120, "Typ transakcji", "r300", "Kwota", "r370", "Saldo", 380, "Opis transakcji"),
        line(55, "2025-05-01", 120, "Płatność BLIK", "r300", "-117,70", "r370", "6 096,38", 380, "Tytuł: ALLEGRO.PL 59523"),
        line(55, "2025-05-03", 120, "Przelew przychodzący", "r300", "220,00", "r370", "6 316,38", 380, "Nazwa nadawcy: TOMASZ NOWAK"),
      ],
    ]);
    assert.deepEqual(amounts(got), [-117.7, 220]);
    assert.deepEqual(
      got.transactions.map((t) => t.description),
      ["Płatność BLIK Tytuł: ALLEGRO.PL 59523", "Przelew przychodzący Nazwa nadawcy: TOMASZ NOWAK"],
    );
  });
});

describe("a total's label over lines of text on the first page", () => {
  it("is never taken for the holder's name ('Total de entradas' over a group of bookings, their lines naming figures)", () => {
    const got = readDrawnStatement([
      [
        line(55, "exemplo", 330, "01 DE MAIO DE 2025 a 31 DE MAIO DE 2025"),
        [],
        line(55, "Saldo inicial", "r300", "3.127,45"),
        line(55, "Total de entradas", "r300", "+ 11.266,70"),
        line(55, "Total de saídas", "r300", "- 7.453,04"),
        line(55, "Saldo final do período", "r300", "6.941,11"),
        [],
        line(51, "Movimentações"),
        [],
        line(55, "01 MAI 2025"),
        line(70, "Total de entradas", "r546", "+ 150,00"),
        line(70, "Transferência recebida pelo Pix", "r546", "150,00"),
        line(70, "MARIANA COSTA LIMA - 731.104"),
      ],
    ]);
    assert.notEqual(got.accountHolder, "Total de entradas");
  });
});

describe("an Indonesian bank's mutations list", () => {
  const page = (rows: DrawnLine[], last: DrawnLine[]) => [
    line(55, "Bank Contoh", 330, "PERIODE", 420, ": MEI 2025"),
    line(330, "MATA UANG", 420, ": IDR"),
    [],
    line(55, "TANGGAL", 110, "KETERANGAN", 330, "CBG", "r480", "MUTASI", "r546", "SALDO"),
    ...rows,
    [],
    ...last,
  ];
  const got = readDrawnStatement([
    page(
      [
        line(55, "01/05", 110, "SALDO AWAL", "r546", "12.845.210,00"),
        line(55, "01/05", 110, "TRANSAKSI DEBIT", "r480", "234.000,00 DB", "r546", "12.611.210,00"),
        line(55, "05/05", 110, "SWITCHING CR", 330, "0000", "r480", "1.000.000,00", "r546", "13.611.210,00"),
      ],
      [line(330, "Bersambung ke Halaman berikut")],
    ),
    page(
      [
        line(55, "06/05", 110, "KARTU DEBIT", 330, "0388", "r480", "30.076,00 DB", "r546", "13.581.134,00"),
        line(55, "07/05", 110, "TRSF E-BANKING CR", "r480", "1.490.000,00", "r546", "15.071.134,00"),
      ],
      [line(55, "SALDO AWAL", 140, ":", "r260", "12.845.210,00"), line(55, "SALDO AKHIR", 140, ":", "r260", "15.071.134,00")],
    ),
  ]);

  it("reads a period stated as a month ('PERIODE : MEI 2025') as that whole month, and places the yearless dates in it", () => {
    assert.equal(got.periodFrom, "2025-05-01");
    assert.equal(got.periodTo, "2025-05-31");
    assert.deepEqual(dates(got), ["2025-05-01", "2025-05-05", "2025-05-06", "2025-05-07"]);
  });

  it("reads 'DB' after a figure as money out and the unmarked figures as money in, on every page", () => {
    assert.deepEqual(amounts(got), [-234000, 1000000, -30076, 1490000]);
    assert.equal(check(got, "unplacedRows"), undefined);
  });

  it("takes the opening and closing balance from 'SALDO AWAL' and 'SALDO AKHIR', past a colon set in a column of its own", () => {
    assert.equal(got.openingBalance, 12845210);
    assert.equal(got.closingBalance, 15071134);
  });
});

describe("a month and year as a period", () => {
  it("is read only as a whole value, in the languages' month names", () => {
    assert.deepEqual(monthPeriod(": MEI 2025"), ["2025-05-01", "2025-05-31"]);
    assert.deepEqual(monthPeriod("February 2024"), ["2024-02-01", "2024-02-29"]);
    assert.deepEqual(monthPeriod("décembre 2025"), ["2025-12-01", "2025-12-31"]);
    assert.equal(monthPeriod("Salary May 2025 paid"), null);
    assert.equal(monthPeriod("Konto 2025"), null);
  });
});

describe("a page whose columns are set tight", () => {
  it("keeps a date, an amount, a balance and a text a few points apart in cells of their own: the gaps beside figures are no word space", () => {
    // Each gap 6 pt, about two thirds of the text's height: the page's only gaps, so taken for its word space, they would join every line into one run.
    const rows = Array.from({ length: 12 }, (_, k) => line(55, `${String(k + 1).padStart(2, "0")}.05.2025`, "r137", "-105,83", "r176", (2891 - 105.83 * (k + 1)).toFixed(2).replace(".", ","), 182, "Kartenzahlung"));
    const got = readDrawnStatement([[line(55, "Beispielbank", 330, "Zeitraum: 01.05.2025 - 31.05.2025"), [], line(55, "Datum", "r137", "Betrag", "r176", "Saldo", 182, "Text"), ...rows]]);
    assert.equal(got.transactions.length, 12);
    assert.ok(got.transactions.every((t) => t.amount === -105.83 && t.description === "Kartenzahlung"), JSON.stringify(got.transactions.slice(0, 2)));
  });
});

describe("the word for a bank alone in the letterhead", () => {
  it("is no bank's name; set a little apart from the name before it, the two are the name", () => {
    const body = [line(55, "Datum", 110, "Text", "r480", "Betrag"), line(55, "02.05.2025", 110, "Miete", "r480", "-800,00"), line(55, "03.05.2025", 110, "Gehalt", "r480", "2.100,00")];
    const apart = readDrawnStatement([[line(55, "Hangang", 100, "Bank", 330, "Zeitraum: 01.05.2025 - 31.05.2025"), [], ...body]]);
    assert.equal(apart.bank, "Hangang Bank");
    const alone = readDrawnStatement([[line(55, "Bank", 330, "Zeitraum: 01.05.2025 - 31.05.2025"), [], ...body]]);
    assert.equal(alone.bank, null);
  });
});

describe("a chequing statement under a summary table, its money out and in headed in sentences", () => {
  it("reads the bookings' own headings, over four lines, as another table than the summary's just above, 'Amounts deducted from your account' money out and '… added to your account' money in", () => {
    const got = readDrawnStatement([
      [
        line(55, "Example Harbour Bank", 330, "Statement period Apr 1, 2025 to Apr 30, 2025"),
        [],
        line(56, "Account", 169, "Opening balance", 254, "Total amounts deducted", 371, "Total amounts added", 474, "Closing balance"),
        line(56, "Primary Chequing", "r245", "$3,245.67", "r362", "$1,935.00", "r465", "$165.00", "r545", "$1,475.67"),
        line(51, "Here's what happened in your account"),
        line(55, "Date", 95, "Description", "r406", "Amounts", "r481", "Amounts", "r546", "Balance ($)"),
        line("r406", "deducted from", "r481", "added to your"),
        line("r406", "your account", "r481", "account ($)"),
        line("r406", "($)"),
        line(55, "Apr 01", 95, "Opening balance", "r546", "3,245.67"),
        line(55, "Apr 01", 95, "Pre-Authorized Payment, MINTO PROPERTIES", "r406", "1,895.00", "r546", "1,350.67"),
        line(55, "Apr 02", 95, "Debit Card Purchase, PRESTO FARE", "r406", "40.00", "r546", "1,310.67"),
        line(55, "Apr 03", 95, "INTERAC e-Transfer Received", "r481", "165.00", "r546", "1,475.67"),
      ],
    ]);
    assert.deepEqual(amounts(got), [-1895, -40, 165]);
    assert.deepEqual(dates(got), ["2025-04-01", "2025-04-02", "2025-04-03"]);
    assert.equal(got.openingBalance, 3245.67);
  });
});

describe("a transfer account's statement with no date column, newest first", () => {
  const got = readDrawnStatement([
    [
      line(55, "EUR statement", 330, "1 April 2025 - 30 April 2025"),
      line(56, "Opening balance on 1 April 2025", "r345", "1,000.00 EUR"),
      line(56, "Closing balance on 30 April 2025", "r345", "1,085.00 EUR"),
      [],
      line(55, "Description", 395, "Incoming", 450, "Outgoing", 510, "Balance"),
      line(55, "Card transaction of 40.00 EUR issued by Carrefour", "r492", "-40.00", "r545", "1,085.00"),
      line(55, "29 April 2025 · Card ending in 4412 · Transaction: CARD-636834469"),
      line(55, "Received money from Emma Claes", "r436", "150.00", "r545", "1,125.00"),
      line(55, "24 April 2025 · Transaction: TRANSFER-564273387 · Reference: terugbetaling"),
      line(55, "Sent money to Thomas Peeters", "r492", "-25.00", "r545", "975.00"),
      line(55, "21 April 2025 · Transaction: TRANSFER-143054759 · Reference: etentje"),
    ],
  ]);

  it("dates each booking by the one date its text states, its long details line part of its text", () => {
    assert.deepEqual(amounts(got), [-40, 150, -25]);
    assert.deepEqual(dates(got), ["2025-04-29", "2025-04-24", "2025-04-21"]);
    assert.ok(got.transactions[1]!.description!.includes("Reference: terugbetaling"), got.transactions[1]!.description!);
  });

  it("follows the running balances from the last line up", () => {
    assert.equal(check(got, "runningBalance")?.ok, true, check(got, "runningBalance")?.detail);
  });
});

describe("a Colombian savings statement's period and yearless dates", () => {
  it("reads 'DESDE: 2024/12/31 HASTA: 2025/03/31' as the period and places unpadded '3/01' dates in it, across the year's end", () => {
    const got = readDrawnStatement([
      [
        line(55, "BANCO EJEMPLO", 330, "DESDE: 2024/12/31 HASTA: 2025/03/31"),
        [],
        line(55, "FECHA", 93, "DESCRIPCIÓN", 354, "DCTO.", "r471", "VALOR", "r546", "SALDO"),
        line(55, "31/12", 93, "ABONO INTERESES", "r471", "1,020.21", "r546", "3,685,532.58"),
        line(55, "3/01", 93, "PAGO SV ARRENDAMIENTOS", 354, "41207", "r471", "-1,450,000.00", "r546", "2,235,532.58"),
        line(55, "3/01", 93, "IMPTO GOBIERNO 4X1000", "r471", "-5,800.00", "r546", "2,229,732.58"),
      ],
    ]);
    assert.equal(got.periodFrom, "2024-12-31");
    assert.equal(got.periodTo, "2025-03-31");
    assert.deepEqual(dates(got), ["2024-12-31", "2025-01-03", "2025-01-03"]);
    assert.deepEqual(amounts(got), [1020.21, -1450000, -5800]);
  });

  it("never reads the tail of a longer date as the first day of a period", () => {
    assert.deepEqual(dateRangeIn("Időszak: 2025.04.01. – 2025.04.30.", { decimal: ",", dateOrder: "DMY" }), ["2025-04-01", "2025-04-30"]);
  });
});

describe("dates written with the month's name in more languages", () => {
  it("read Romanian, Turkish, Indonesian, Hungarian, Polish and Czech month names", () => {
    const cases: [string, string][] = [
      ["02 martie 2025", "2025-03-02"],
      ["3 Ağustos 2025", "2025-08-03"],
      ["17 AĞUSTOS 2025", "2025-08-17"],
      ["5 Desember 2024", "2024-12-05"],
      ["12 április 2025", "2025-04-12"],
      ["15 października 2025", "2025-10-15"],
      ["1 června 2025", "2025-06-01"],
    ];
    for (const [text, iso] of cases) assert.equal(parseDate(text), iso, text);
  });
});

describe("one column of amounts headed 'Withdrawal (Dr)/ Deposit (Cr)'", () => {
  it("takes each figure's side from the '(Dr)' or '(Cr)' glued to it, never the brackets for a minus", () => {
    const got = readDrawnStatement([
      [
        line(55, "Example Commercial Bank", 330, "Statement period: 01-04-2025 to 30-04-2025"),
        [],
        line(55, "Date", 109, "Narration", "r468", "Withdrawal", "r546", "Balance"),
        line("r468", "(Dr)/"),
        line("r468", "Deposit (Cr)"),
        line(109, "OPENING BALANCE", "r546", "1,12,846.25(Cr)"),
        line(55, "01-04-2025", 109, "Int.Pd:4120773105", "r468", "1,842.00(Cr)", "r546", "1,14,688.25(Cr)"),
        line(55, "01-04-2025", 109, "UPI/SWIGGY LIMITED/973212955973", "r468", "153.77(Dr)", "r546", "1,14,534.48(Cr)"),
        line(55, "02-04-2025", 109, "UPI/BMTC BUS PASS/546646512546", "r468", "1,050.00(Dr)", "r546", "1,13,484.48(Cr)"),
      ],
    ]);
    assert.deepEqual(amounts(got), [1842, -153.77, -1050]);
    assert.equal(got.openingBalance, 112846.25);
    assert.equal(check(got, "runningBalance")?.ok, true, check(got, "runningBalance")?.detail);
  });
});

describe("a digital bank's amounts before its texts, the other party in a 'To / From' column", () => {
  it("opens each booking's text with the other party", () => {
    const got = readDrawnStatement([
      [
        line(55, "Example Digital Bank", 330, "Period: 01/06/2025 - 30/06/2025"),
        [],
        line(55, "Date/Time", "r190", "Money In", "r250", "Money Out", 260, "To / From", 360, "Description", "r546", "Balance"),
        line(55, "02/06/25 14:32:11", "r190", "₦85,000.00", 260, "ADAEZE OKONKWO", 360, "rent share", "r546", "₦312,450.00"),
        line(55, "02/06/25 14:32:12", "r250", "₦50.00", 260, "FGN", 360, "Transfer levy (EMTL)", "r546", "₦312,400.00"),
      ],
    ]);
    assert.deepEqual(amounts(got), [85000, -50]);
    assert.deepEqual(got.transactions.map((t) => t.description), ["ADAEZE OKONKWO rent share", "FGN Transfer levy (EMTL)"]);
  });
});

describe("rows left out", () => {
  it("are quoted with their figures whole, however long their text", () => {
    const booking = (date: string, amount: string) => [
      line(55, date, 135, "Incasare", "r546", amount),
      line(135, "Ordonator: MARIN ANDREEA"),
      line(135, "Din contul: RO09BRDE410SV12345674100"),
      line(135, "Detalii: impartit vacanta"),
      line(135, "Referinta: 594974949"),
    ];
    const got = readDrawnStatement([
      [
        line(55, "Banca Exemplu", 330, "Perioada: 01/03/2025 - 31/03/2025"),
        [],
        line(55, "Data", 135, "Detalii tranzactie", "r476", "Debit", "r546", "Credit"),
        ...booking("01 martie", "680,00"),
        ...booking("02 martie", "790,00"),
        ...booking("99 martie", "1.234,56"),
      ],
    ]);
    const quoted = unplacedText(got);
    assert.ok(quoted.includes("Incasare Ordonator: MARIN ANDREEA") && quoted.includes("1.234,56"), quoted);
  });
});

describe("a booking's side its balances prove", () => {
  it("turns the amounts of money in read as money out, where the balance before and after each differ by it the other way", () => {
    // One unsigned column headed "Withdrawal / Deposit", taken for the withdrawals': the balances tell the deposits.
    const got = readDrawnStatement([
      [
        line(55, "Example Bank", 330, "Statement period 01/04/2025 to 30/04/2025"),
        [],
        line(55, "Date", 110, "Details", "r470", "Withdrawal / Deposit", "r546", "Balance"),
        line(110, "Opening balance", "r546", "1,000.00"),
        line(55, "02/04/2025", 110, "Rent", "r470", "400.00", "r546", "600.00"),
        line(55, "03/04/2025", 110, "Salary", "r470", "2,000.00", "r546", "2,600.00"),
        line(55, "05/04/2025", 110, "Groceries", "r470", "55.20", "r546", "2,544.80"),
      ],
    ]);
    assert.deepEqual(amounts(got), [-400, 2000, -55.2]);
    assert.equal(check(got, "runningBalance")?.ok, true, check(got, "runningBalance")?.detail);
  });
});

describe("a bank's registered name", () => {
  const body = [line(55, "Date", 110, "Narration", "r480", "Amount"), line(55, "02/05/2025", 110, "Rent", "r480", "-800.00"), line(55, "03/05/2025", 110, "Salary", "r480", "2,100.00")];
  it("is the letterhead's name going on with its legal form in the fine print at the page's foot", () => {
    const got = readDrawnStatement([[line(55, "Kaveri Commercial Bank", 330, "Period: 01/05/2025 to 31/05/2025"), [], ...body, [], [], line(55, "Kaveri Commercial Bank Ltd. · Regd. Office: 27 BKC, Mumbai 400051")]]);
    assert.equal(got.bank, "Kaveri Commercial Bank Ltd.");
  });

  it("is never a parent company's the fine print names", () => {
    const got = readDrawnStatement([[line(55, "Kite Bank", 330, "Period: 01/05/2025 to 31/05/2025"), [], ...body, [], line(55, "A trading name of Kite Group Holdings Ltd. · Registered in England")]]);
    assert.equal(got.bank, "Kite Bank");
  });
});

describe("balances no label names", () => {
  const rows = [
    line(55, "02/04/2025", 110, "Rent", "r470", "-400.00", "r546", "600.00"),
    line(55, "03/04/2025", 110, "Salary", "r470", "2,000.00", "r546", "2,600.00"),
    line(55, "05/04/2025", 110, "Groceries", "r470", "-55.20", "r546", "2,544.80"),
  ];
  const head = [line(55, "Example Bank", 330, "Statement period 01/04/2025 to 30/04/2025"), [], line(55, "Date", 110, "Details", "r470", "Amount", "r546", "Balance")];

  it("are the balance before the first booking and after the last, where every booking was read and every balance follows", () => {
    const got = readDrawnStatement([[...head, ...rows]]);
    assert.equal(got.openingBalance, 1000);
    assert.equal(got.closingBalance, 2544.8);
  });

  it("are not given where a booking's line was left out", () => {
    const got = readDrawnStatement([[...head, ...rows, line(55, "31/13/2025", 110, "Fee", "r470", "-5.00", "r546", "2,539.80")]]);
    assert.ok(unplacedText(got) !== "", "the line left out is quoted");
    assert.equal(got.openingBalance, null);
    assert.equal(got.closingBalance, null);
  });
});

describe("a running header set just above the repeated headings", () => {
  it("taken into their cells, leaves the page's rows part of the table ('Date d'arrêté : …' over 'Débit')", () => {
    const header = (page: number) => [line(55, "Crédit Exemple", 330, "Relevé de vos comptes"), line(330, "Date d'arrêté : 31 mai 2025"), line(55, "Caisse régionale", 330, "Compte de Dépôt n° 00412077310 - EUR"), line(330, `Page ${page} / 2`)];
    const headings = [line(55, "Date", 95, "Date", 135, "Libellé des opérations", "r476", "Débit", "r546", "Crédit"), line(55, "opé.", 95, "valeur")];
    const booking = (day: string, text: string, debit: string, credit: string) => line(55, day, 95, day, 135, text, ...(debit ? ["r476", debit] : []), ...(credit ? ["r546", credit] : []));
    const got = readDrawnStatement([
      [
        ...header(1),
        line(55, "MADAME CAMILLE ROUSSEAU"),
        line(55, "8 RUE DU MAIL"),
        line(55, "49100 ANGERS"),
        [],
        ...headings,
        line(135, "Ancien solde créditeur au 30.04.2025", "r546", "823,40"),
        booking("02.05", "Prelevement Loyer", "612,45", ""),
        booking("04.05", "Virement En Votre Faveur", "", "20,00"),
        booking("05.05", "Paiement Par Carte", "13,56", ""),
        booking("06.05", "Prelevement Bouygues Telecom", "34,99", ""),
        booking("07.05", "Retrait Au Distributeur", "100,00", ""),
      ],
      [
        ...header(2),
        ...headings,
        booking("24.05", "Paiement Par Carte", "32,86", ""),
        booking("25.05", "Paiement Par Carte", "80,89", ""),
        booking("27.05", "Virement En Votre Faveur", "", "2 086,74"),
        line(135, "Nouveau solde créditeur au 31.05.2025", "r546", "2 055,39"),
      ],
    ]);
    assert.deepEqual(amounts(got), [-612.45, 20, -13.56, -34.99, -100, -32.86, -80.89, 2086.74]);
    assert.equal(unplacedText(got), "");
  });
});

describe("periods written as one month", () => {
  it("read a month's days written once ('June 1-30, 2025', '1-30 June 2025')", () => {
    assert.deepEqual(dateRangeIn("Statement Period: June 1-30, 2025", { decimal: ".", dateOrder: "MDY" }), ["2025-06-01", "2025-06-30"]);
    assert.deepEqual(dateRangeIn("1-30 June 2025", { decimal: ".", dateOrder: "DMY" }), ["2025-06-01", "2025-06-30"]);
  });

  it("read a month named after 'mes' ('INFORME DEL MES: JUNIO / 2025') and place yearless dates in it", () => {
    const got = readDrawnStatement([
      [
        line(55, "Banco Ejemplo", 330, "INFORME DEL MES: JUNIO / 2025"),
        [],
        line(55, "Fecha", "r171", "Valor", 225, "Clase de Movimiento"),
        line(55, "01/06", "r171", "$ 16,990.00-", 225, "Cuota de Manejo Tarjeta Débito"),
        line(55, "03/06", "r171", "$ 2,500,000.00+", 225, "Abono Nómina"),
        line(55, "05/06", "r171", "$ 70,500.00-", 225, "Compra Tarjeta Débito"),
      ],
    ]);
    assert.equal(got.periodFrom, "2025-06-01");
    assert.equal(got.periodTo, "2025-06-30");
    assert.deepEqual(dates(got), ["2025-06-01", "2025-06-03", "2025-06-05"]);
    assert.deepEqual(amounts(got), [-16990, 2500000, -70500]);
  });
});

describe("a column headed as the kind of transaction before the description", () => {
  it("is a category, no part of the booking's text", () => {
    const got = readDrawnStatement([
      [
        line(55, "Example Investor Bank", 330, "Statement Period: June 1-30, 2025"),
        [],
        line(55, "Date", 97, "Transaction Type", 209, "Description", "r431", "Debits", "r486", "Credits", "r546", "Balance"),
        line(55, "06/01", 209, "Beginning Balance", "r546", "3,184.22"),
        line(55, "06/01", 97, "Visa", 209, "SQ *CUVEE COFFEE", "r431", "6.54", "r546", "3,177.68"),
        line(55, "06/02", 97, "Deposit", 209, "PAYROLL ACME CORP", "r486", "2,100.00", "r546", "5,277.68"),
        line(55, "06/03", 97, "Check", 209, "CHECK PAID", "r431", "120.00", "r546", "5,157.68"),
      ],
    ]);
    assert.deepEqual(got.transactions.map((t) => t.description), ["SQ *CUVEE COFFEE", "PAYROLL ACME CORP", "CHECK PAID"]);
    assert.deepEqual(amounts(got), [-6.54, 2100, -120]);
  });
});

describe("a clock time with its zone under a booking's date", () => {
  it("goes with the booking above, the text beside it the booking's second line ('12:30:15 WIB')", () => {
    const got = readDrawnStatement([
      [
        line(55, "Bank Contoh", 330, "Periode: 01/05/2025 - 31/05/2025"),
        [],
        line(59, "No", 80, "Tanggal", 150, "Keterangan", "r461", "Nominal (IDR)", "r546", "Saldo (IDR)"),
        line(66, "1", 80, "01 Mei 2025", 150, "Pembayaran QRIS", "r461", "-337.500,00", "r546", "8.074.577,31"),
        line(80, "12:30:15 WIB", 150, "INDOMARET PANGLIMA POLIM"),
        line(66, "2", 80, "01 Mei 2025", 150, "Transfer BI-FAST", "r461", "-785.000,00", "r546", "7.289.577,31"),
        line(80, "11:56:16 WIB", 150, "Ke BCA 4120773105 ANDI SAPUTRA"),
      ],
    ]);
    assert.deepEqual(got.transactions.map((t) => t.description), ["Pembayaran QRIS INDOMARET PANGLIMA POLIM", "Transfer BI-FAST Ke BCA 4120773105 ANDI SAPUTRA"]);
  });
});

describe("an Irish statement's overdrawn balances", () => {
  it("read 'dr' glued after a figure as below zero, and the sides the balances prove", () => {
    const got = readDrawnStatement([
      [
        line(55, "Example Bank", 330, "Statement period 01/04/2025 to 30/04/2025"),
        [],
        line(55, "Date", 130, "Details", "r420", "Debit €", "r480", "Credit €", "r546", "Balance €"),
        line(55, "01 Apr 2025", 130, "BALANCE FORWARD", "r546", "1,284.60"),
        line(55, "03 Apr 2025", 130, "*MOBI RENT APRIL", "r420", "1,450.00", "r546", "165.40dr"),
        line(55, "04 Apr 2025", 130, "VDP-DUNNES STORES", "r420", "22.09", "r546", "187.49dr"),
        line(55, "25 Apr 2025", 130, "LIFFEY SOFTWARE LTD SAL", "r480", "3,214.55", "r546", "3,027.06"),
      ],
    ]);
    assert.deepEqual(amounts(got), [-1450, -22.09, 3214.55]);
    assert.deepEqual(got.transactions.map((t) => t.balance), [-165.4, -187.49, 3027.06]);
  });
});

describe("a month's name, a day and a two-digit year after a slash", () => {
  it("read as a date and as a period ('MAY 31/25 - JUN 30/25')", () => {
    assert.equal(parseDate("MAY 31/25"), "2025-05-31");
    assert.equal(parseDate("Jun 30/2025"), "2025-06-30");
    assert.deepEqual(dateRangeIn("MAY 31/25 - JUN 30/25", { decimal: ".", dateOrder: "MDY" }), ["2025-05-31", "2025-06-30"]);
  });
});

describe("a page's booking rows left unread", () => {
  it("are all quoted, also those that print no date of their own (a day's second booking)", () => {
    const got = readDrawnStatement([
      [
        line(55, "Beispielbank", 330, "Zeitraum: 01.05.2025 - 31.05.2025"),
        [],
        line(55, "Datum", 110, "Text", "r480", "Betrag"),
        line(55, "02.05.2025", 110, "Miete Mai", "r480", "-800,00"),
        line(55, "03.05.2025", 110, "Gehalt", "r480", "2.100,00"),
        line(55, "04.05.2025", 110, "Strom", "r480", "-64,00"),
      ],
      [
        line(55, "Beispielbank", 330, "Seite 2"),
        [],
        line(55, "24.05.2025", 160, "Kartenzahlung REWE", "r420", "-32,86"),
        line(160, "Kartenzahlung DM", "r420", "-80,89"),
        line(55, "26.05.2025", 160, "Kartenzahlung ALDI", "r420", "-12,40"),
      ],
    ]);
    const quoted = unplacedText(got);
    for (const amount of ["32,86", "80,89", "12,40"]) assert.ok(got.transactions.some((t) => t.amount !== null && Math.abs(Math.abs(t.amount) - Number(amount.replace(",", "."))) < 0.005) || quoted.includes(amount), `${amount} neither read nor quoted: ${quoted}`);
  });
});
