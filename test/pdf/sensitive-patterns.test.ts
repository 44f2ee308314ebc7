import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  findAadhaar,
  findCardNumbers,
  findEmails,
  findPan,
  findPhoneNumbers,
  findSensitive,
  luhnValid,
  verhoeffValid,
} from "../../src/pdf/sensitive-patterns.ts";
import type { TextRange } from "../../src/pdf/page-words.ts";

function found(detect: (text: string) => TextRange[], text: string): string[] {
  return detect(text).map((range) => text.slice(range.start, range.end));
}

describe("checksums", () => {
  it("Verhoeff accepts the check digit and refuses any other", () => {
    assert.ok(verhoeffValid("2363"));
    assert.ok(verhoeffValid("234123412346"));
    for (const last of "012345789") assert.ok(!verhoeffValid(`23412341234${last}`), last);
  });

  it("Luhn accepts valid card numbers and refuses a changed digit", () => {
    assert.ok(luhnValid("4111111111111111"));
    assert.ok(luhnValid("378282246310005"));
    assert.ok(!luhnValid("4111111111111112"));
  });
});

describe("Emails", () => {
  it("finds addresses inside text and leaves the sentence's punctuation out", () => {
    assert.deepEqual(found(findEmails, "Write to a.b+c@mail.example.co.in. Or (ravi_k@corp.in), thanks"), ["a.b+c@mail.example.co.in", "ravi_k@corp.in"]);
  });

  it("ignores an @ without a domain, a domain without a dot and a handle", () => {
    assert.deepEqual(found(findEmails, "user@ at @handle and name@localhost"), []);
  });
});

describe("PhoneNumbers", () => {
  it("finds international numbers with + and a country code, with common separators", () => {
    assert.deepEqual(found(findPhoneNumbers, "Call +1 (555) 123-4567, +44 20 7946 0958 or +49-30-1234567."), ["+1 (555) 123-4567", "+44 20 7946 0958", "+49-30-1234567"]);
  });

  it("finds Indian mobiles with or without +91 or 0", () => {
    const text = "+91 98765 43210; +919876543210; (+91) 98765.43210; 098765-43210; 98765 43210; 987-654-3210";
    assert.deepEqual(found(findPhoneNumbers, text), ["+91 98765 43210", "+919876543210", "(+91) 98765.43210", "098765-43210", "98765 43210", "987-654-3210"]);
  });

  it("ignores short numbers, years, amounts and ten digits that cannot be a mobile", () => {
    assert.deepEqual(found(findPhoneNumbers, "Invoice 12345, year 2024, total 1,234.56, +12 34, account 1234567890, ref 55987654321099"), []);
  });
});

describe("Pan", () => {
  it("finds five letters, four digits and a letter, whatever the fourth letter", () => {
    assert.deepEqual(found(findPan, "PAN: ABCPE1234F and AAACB1234C."), ["ABCPE1234F", "AAACB1234C"]);
    assert.deepEqual(found(findPan, "e.g. ABCDE1234F, ABCXE1234F or (ZZZZZ0000Z)"), ["ABCDE1234F", "ABCXE1234F", "ZZZZZ0000Z"]);
  });

  it("ignores lower case, longer codes and other shapes", () => {
    assert.deepEqual(found(findPan, "abcpe1234f XABCPE1234F ABCPE1234FG ABCD1234F ABCDE12345 ABCDE123F"), []);
  });
});

describe("Aadhaar", () => {
  it("finds 12 digits with a valid Verhoeff check digit, whole or grouped 4-4-4", () => {
    assert.deepEqual(found(findAadhaar, "UID 2341 2341 2346, 491827364553 and 9876-5432-1096."), ["2341 2341 2346", "491827364553", "9876-5432-1096"]);
  });

  it("ignores an invalid check digit, a first digit 0 or 1, mixed grouping and longer numbers", () => {
    assert.deepEqual(found(findAadhaar, "2341 2341 2345; 1341 2341 2346; 2341-2341 2346; 2341 2341 2346 7; 52341 2341 2346"), []);
  });
});

describe("CardNumbers", () => {
  it("finds Luhn-valid numbers of 13 to 19 digits, whole or grouped", () => {
    const text = "Visa 4111 1111 1111 1111, MC 5555-5555-5555-4444, Amex 3782 822463 10005, plain 4012888888881881.";
    assert.deepEqual(found(findCardNumbers, text), ["4111 1111 1111 1111", "5555-5555-5555-4444", "3782 822463 10005", "4012888888881881"]);
  });

  it("ignores Luhn-invalid numbers and numbers too short or too long", () => {
    assert.deepEqual(found(findCardNumbers, "4111 1111 1111 1112; 411111111111; 41111111111111111111; 1234 5678"), []);
  });
});

describe("findSensitive", () => {
  it("runs the chosen detectors only and gives ranges in text order", () => {
    const text = "PAN ABCPE1234F, mail x@y.com";
    assert.deepEqual(findSensitive(text, ["Emails", "Pan"]).map((r) => text.slice(r.start, r.end)), ["ABCPE1234F", "x@y.com"]);
    assert.deepEqual(findSensitive(text, ["CardNumbers"]), []);
  });
});
