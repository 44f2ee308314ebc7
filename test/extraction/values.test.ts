import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { detectCurrency, detectHabits, parseAmount, parseDate } from "../../src/extraction/values.ts";

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
