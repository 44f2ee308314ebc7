import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { checkTaxId, findTaxIds, isTaxIdLine } from "../../src/extraction/tax-ids.ts";

/** Identifiers published by the tax authorities or their registers as examples of valid numbers. */
const PUBLISHED = [
  "51 824 753 556", // Australian ABN, the ATO's example
  "27AAPFU0939F1ZV", // Indian GSTIN
  "CHE-116.281.710 MWST", // Swiss UID
  "GB980780684",
  "DE136695976",
  "FR40303265045",
  "IT00743110157",
  "NL004495445B01",
  "BE0411905847",
  "PT501964843",
  // The examples python-stdnum documents for its VAT number checks.
  "ATU13585627",
  "DK13585628",
  "FI20774740",
  "PL8567346215",
  "SE123456789701",
  "EE100931558",
  "LU15027442",
  "HR33392005961",
  "RO18547290",
  "HU12892312",
  "SK2022749619",
  "CZ25123891",
  "MT11679112",
];

describe("tax identifiers", () => {
  it("checks the check digits of every form that has them", () => {
    for (const id of PUBLISHED) assert.equal(checkTaxId(id), true, id);
    // Its check digit changed (the last digit; in a Dutch number the one before the B suffix, a
    // sequence number): the check fails.
    for (const id of PUBLISHED) {
      // (In a Swedish number the digit before its closing "01", which is a fixed suffix.)
      const i = /B\d\d$/u.test(id) ? id.length - 4 : /^SE/u.test(id) ? id.length - 3 : id.search(/\d(?=\D*$)/u);
      const changed = id.slice(0, i) + ((Number(id[i]) + 1) % 10) + id.slice(i + 1);
      assert.equal(checkTaxId(changed), false, changed);
    }
    assert.equal(checkTaxId("47-4260726"), null, "a US EIN has no check digit");
  });

  it("finds an identifier after its label in twelve countries' wordings, as printed", () => {
    const lines: [string, string][] = [
      ["ABN: 29 374 448 753", "29 374 448 753"],
      ["GSTIN/UIN: 33NYQNV8778S1Z9", "33NYQNV8778S1Z9"],
      ["VAT Reg. No.: GB 320 6526 58", "GB320652658"],
      ["Federal Tax ID: 47-4260726", "47-4260726"],
      ["MWST-Nr.: CHE-563.261.690 MWST", "CHE-563.261.690 MWST"],
      ["UEN: 201909259A", "201909259A"],
      ["GST/HST No. 794919050RT0001", "794919050RT0001"],
      ["Partita IVA IT12345678901", "IT12345678901"],
      ["NIF-IVA: ESX44187127", "ESX44187127"],
      ["Umsatzsteuer-ID: DE530126032", "DE530126032"],
      ["BTW-nr. NL827410207B17", "NL827410207B17"],
      ["N° TVA intra : FR 11 123 456 782", "FR11123456782"],
    ];
    for (const [line, id] of lines) {
      assert.deepEqual(findTaxIds(line).map((found) => found.id), [id], line);
      assert.ok(isTaxIdLine(line), line);
    }
  });

  it("takes an unlabelled number only when its form names it and its check digits are right", () => {
    assert.deepEqual(findTaxIds("Registered in Germany DE136695976").map((found) => found.id), ["DE136695976"]);
    assert.deepEqual(findTaxIds("Ref DE136695977"), [], "wrong check digit");
    assert.deepEqual(findTaxIds("Plot 42, MIDC Industrial Area, Noida 201301"), []);
    assert.equal(isTaxIdLine("55 Elm Avenue, Columbus, OH 43215"), false);
  });
});
