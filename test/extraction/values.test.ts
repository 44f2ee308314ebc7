import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { compactDate, dateInPeriod, dayHeading, detectCurrency, detectHabits, looksNumeric, parseAmount, parseDate, parseDayMonth, parseMarkedAmount } from "../../src/extraction/values.ts";

describe("amounts as printed", () => {
  it("reads both decimal habits, signs and currency marks", () => {
    const cases: [string, "." | ",", number | null][] = [
      ["$ 1,234.56", ".", 1234.56],
      ["1.234,56 €", ",", 1234.56],
      ["1 234,56", ",", 1234.56],
      ["(12.00)", ".", -12],
      ["-5,00", ",", -5],
      ["5,00-", ",", -5],
      ["47,824,589", ".", 47824589],
      ["3,89", ".", 3.89],
      ["1,275", ".", 1275],
      ["1,275", ",", 1.275],
      ["1.275", ",", 1275],
      ["EUR 104,90", ",", 104.9],
      ["Total", ".", null],
      ["12/03/2024", ".", null],
    ];
    for (const [text, decimal, expected] of cases) assert.equal(parseAmount(text, decimal), expected, `${text} with decimal ${decimal}`);
  });
});

describe("dates as printed", () => {
  it("gives YYYY-MM-DD for the common forms", () => {
    const cases: [string, "DMY" | "MDY", string | null][] = [
      ["2024-03-12", "DMY", "2024-03-12"],
      ["12.03.2024", "MDY", "2024-03-12"],
      ["21.05.14", "DMY", "2014-05-21"],
      ["12/03/2024", "DMY", "2024-03-12"],
      ["12/03/2024", "MDY", "2024-12-03"],
      ["03/20/2023", "DMY", "2023-03-20"],
      ["Jan 31, 2022", "DMY", "2022-01-31"],
      ["7. Mai 2014", "DMY", "2014-05-07"],
      ["31 janvier 2026", "DMY", "2026-01-31"],
      ["1st March 2024", "MDY", "2024-03-01"],
      ["31/02/2024", "DMY", null],
      ["no date", "DMY", null],
    ];
    for (const [text, order, expected] of cases) assert.equal(parseDate(text, order), expected, text);
  });

  it("learns a document's habits from the figures that settle them", () => {
    assert.deepEqual(detectHabits("Total 1.234,56 EUR am 31/01/2026 und 02/03/2026"), { decimal: ",", dateOrder: "DMY" });
    assert.deepEqual(detectHabits("Invoice Date 03/20/2023 Total $ 1,279.84"), { decimal: ".", dateOrder: "MDY" });
    assert.equal(detectCurrency("Total $ 279.84"), "USD");
    assert.equal(detectCurrency("Total EUR 34,73"), "EUR");
  });
});

describe("figures and dates as statements print them", () => {
  it("reads a trailing plus as money in and a local currency sign after the figure", () => {
    const cases: [string, "." | ",", number | null][] = [
      ["1.377,62 +", ",", 1377.62],
      ["76,73 -", ",", -76.73],
      ["1 234,56 Kč", ",", 1234.56],
      ["-99,90 zł", ",", -99.9],
      ["12 500 Ft", ",", 12500],
      ["45,00 lei", ",", 45],
      ["R$ 1.234,56", ",", 1234.56],
      ["12.5 ft", ".", null],
    ];
    for (const [text, decimal, expected] of cases) assert.equal(parseAmount(text, decimal), expected, text);
  });

  it("names the currency of a local sign only after an amount", () => {
    assert.equal(detectCurrency("Zůstatek 1 234,56 Kč"), "CZK");
    assert.equal(detectCurrency("Saldo 99,90 zł"), "PLN");
    assert.equal(detectCurrency("Egyenleg 12 500 Ft"), "HUF");
    assert.equal(detectCurrency("Cable, 12 Ft long"), null);
  });

  it("takes a local sign after the figures over a code that turns up less often (a code's letters in an address)", () => {
    assert.equal(detectCurrency("POS MODA CAD. ISTANBUL  -601,87 TL  47.058,66 TL\nFAST Gelen  1.400,00 TL  48.458,66 TL"), "TRY");
    assert.equal(detectCurrency("Balance 1,234.56 CAD\nFee 12.00 CAD"), "CAD");
  });

  it("reads Japanese era dates: Reiwa and Heisei by letter or name, the first year as 元年", () => {
    assert.equal(parseDate("R07.05.12"), "2025-05-12");
    assert.equal(parseDate("R1.5.1"), "2019-05-01");
    assert.equal(parseDate("H31/04/30"), "2019-04-30");
    assert.equal(parseDate("令和7年5月1日"), "2025-05-01");
    assert.equal(parseDate("令和元年5月1日"), "2019-05-01");
    assert.equal(parseDate("平成31年4月30日"), "2019-04-30");
    assert.equal(parseDate("2025年5月31日"), "2025-05-31");
    assert.equal(parseDate("R07.13.01"), null);
  });

  it("reads a day and month run together, with or without the year", () => {
    assert.equal(parseDate("04MAR2025"), "2025-03-04");
    assert.equal(parseDate("04MAR25"), "2025-03-04");
    assert.deepEqual(parseDayMonth("04MAR"), { month: 3, day: 4 });
    assert.equal(parseDayMonth("12ABC"), null);
  });

  it("reads a day and a month's abbreviation after a slash, dash or dot, in the languages banks print them in", () => {
    assert.deepEqual(parseDayMonth("16/DIC"), { month: 12, day: 16 });
    assert.deepEqual(parseDayMonth("03/ENE"), { month: 1, day: 3 });
    assert.deepEqual(parseDayMonth("16-déc."), { month: 12, day: 16 });
    assert.deepEqual(parseDayMonth("5.Okt"), { month: 10, day: 5 });
    assert.deepEqual(parseDayMonth("07/MAJ"), { month: 5, day: 7 });
    assert.deepEqual(parseDayMonth("24/DES"), { month: 12, day: 24 });
    assert.equal(parseDayMonth("16/ABC"), null);
    assert.equal(parseDayMonth("32/DIC"), null);
    assert.equal(parseDate("16/DIC/2024"), "2024-12-16");
    assert.equal(looksNumeric("16/DIC"), true);
  });

  it("reads a CR or DR mark set right after the figure", () => {
    assert.equal(parseMarkedAmount("812.40Cr"), 812.4);
    assert.equal(parseMarkedAmount("853.38Dr"), -853.38);
    assert.equal(parseMarkedAmount("5,110.87 CR"), 5110.87);
  });

  it("reads a balance marked overdrawn ('OD' after the figure) as below zero", () => {
    assert.equal(parseMarkedAmount("73.18 OD"), -73.18);
    assert.equal(parseMarkedAmount("1,855.65 OD"), -1855.65);
    assert.equal(looksNumeric("744.33 OD"), true);
  });

  it("reads amounts grouped by a space or a narrow no-break space, and unpadded dotted dates", () => {
    assert.equal(parseAmount("12 345,67", ","), 12345.67);
    assert.equal(parseAmount("-12\u202F345,67", ","), -12345.67);
    assert.equal(parseAmount("125 000", ","), 125000);
    assert.equal(parseAmount("-€12.40"), -12.4);
    assert.equal(parseAmount("€-12.40"), -12.4);
    assert.equal(parseAmount("+€1,200.00"), 1200);
    assert.equal(parseDate("3.2.2025"), "2025-02-03");
    assert.equal(parseDate("2025.04.03."), "2025-04-03");
  });

  it("places a yearless day in the year that puts it inside the period, the earlier year for December across a year's end", () => {
    assert.equal(dateInPeriod({ day: 20, month: 12 }, "2024-12-15", "2025-01-14"), "2024-12-20");
    assert.equal(dateInPeriod({ day: 5, month: 1 }, "2024-12-15", "2025-01-14"), "2025-01-05");
    assert.equal(dateInPeriod({ day: 3, month: 6 }, "2025-06-01", "2025-06-30"), "2025-06-03");
    assert.equal(dateInPeriod({ day: 3, month: 6 }, null, null), null);
  });
});

describe("dates written as eight digits", () => {
  it("reads year, month and day from a cell that holds only them, and nothing from other numbers", () => {
    const cases: [string, string | null][] = [
      ["20250603", "2025-06-03"],
      [" 19991231 ", "1999-12-31"],
      ["20250631", null],
      ["20251303", null],
      ["12345678", null],
      ["18991231", null],
      ["202506031", null],
      ["2025-06-03", null],
    ];
    for (const [text, expected] of cases) assert.equal(compactDate(text), expected, text);
  });
});

describe("a day's heading over its bookings", () => {
  it("is a weekday and a date alone, the date's text returned; anything more is no heading", () => {
    assert.equal(dayHeading("Tuesday 1 April 2025"), "1 April 2025");
    assert.equal(dayHeading("Mon, 3 Mar"), "3 Mar");
    assert.equal(dayHeading("Montag, 3. März 2025"), "3. März 2025");
    assert.equal(dayHeading("Friday 4 April 2025 Boots"), null);
    assert.equal(dayHeading("Drinks on Friday"), null);
    assert.equal(dayHeading("1 April 2025"), null);
    assert.equal(dayHeading("Saturday night"), null);
  });
});

describe("a day and month run together, month first", () => {
  it("reads 'DEC20' and 'JAN01' as day and month, and no other word so", () => {
    assert.deepEqual(parseDayMonth("DEC20"), { month: 12, day: 20 });
    assert.deepEqual(parseDayMonth("JAN01"), { month: 1, day: 1 });
    assert.equal(parseDayMonth("ABC12"), null);
    assert.equal(parseDayMonth("DEC32"), null);
  });
});
