import type { TextRange } from "./page-words.ts";

/**
 * Detectors of personal data in a page's text (`PageWords.text`). Each gives character ranges;
 * page-words turns them into boxes. Where a format carries a checksum (Aadhaar, card numbers) a
 * number that fails it is left alone, so ordinary figures of the same length are not blacked out.
 */

export const sensitivePatternNames = ["Emails", "PhoneNumbers", "Pan", "Aadhaar", "CardNumbers"] as const;
export type SensitivePattern = (typeof sensitivePatternNames)[number];

function rangesOf(text: string, regex: RegExp, accept: (match: string) => boolean = () => true): TextRange[] {
  const ranges: TextRange[] = [];
  for (const found of text.matchAll(regex)) {
    if (accept(found[0])) ranges.push({ start: found.index, end: found.index + found[0].length });
  }
  return ranges;
}

function digitsOf(value: string): string {
  return value.replace(/\D/g, "");
}

// The local part allows what mail providers hand out in practice rather than all of RFC 5322,
// whose quoted forms do not occur in documents.
const emailRegex = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)*\.\p{L}{2,}(?![\p{L}\p{N}-])/gu;

export function findEmails(text: string): TextRange[] {
  return rangesOf(text, emailRegex, (match) => !match.startsWith(".") && !match.includes(".@"));
}

// Indian mobile numbers: ten digits starting 6-9, written whole or split 5-5, 3-3-4 or 4-3-3,
// behind +91, 0091, (+91) or the trunk 0.
const sep = "[ .-]?";
const indianMobile = `(?:(?:\\+91|0091|\\(\\+91\\))${sep}|0)?(?:[6-9]\\d{9}|[6-9]\\d{4}${sep}\\d{5}|[6-9]\\d{2}${sep}\\d{3}${sep}\\d{4}|[6-9]\\d{3}${sep}\\d{3}${sep}\\d{3})`;
// International numbers: + and a country code, then groups of digits, an area code possibly in
// parentheses, each group joined by at most one separator.
const international = `\\+[1-9]\\d{0,2}(?:${sep}\\(\\d{1,5}\\)|${sep}\\d{1,6}){1,7}`;
const phoneRegex = new RegExp(`(?<![\\w+])(?:${international}|${indianMobile})(?![\\w])`, "gu");

export function findPhoneNumbers(text: string): TextRange[] {
  // E.164 caps a number at 15 digits; fewer than 8 is no callable number with a country code.
  return rangesOf(text, phoneRegex, (match) => {
    const count = digitsOf(match).length;
    return match.startsWith("+") && !match.startsWith("+91") ? count >= 8 && count <= 15 : count >= 10 && count <= 13;
  });
}

// Five capital letters, four digits, one capital letter. The fourth letter names the holder
// type (P person, C company, …), but any letter is taken: redaction errs toward blacking out,
// and a PAN given as an example or mistyped (the standard ABCDE1234F) is still one to hide.
const panRegex = /(?<![\p{L}\p{N}])[A-Z]{5}\d{4}[A-Z](?![\p{L}\p{N}])/gu;

export function findPan(text: string): TextRange[] {
  return rangesOf(text, panRegex);
}

const verhoeffMultiplication = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const verhoeffPermutation = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** True when the last digit is the Verhoeff check digit of the others (as Aadhaar numbers carry). */
export function verhoeffValid(digits: string): boolean {
  let check = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    check = verhoeffMultiplication[check]![verhoeffPermutation[i % 8]![digit]!]!;
  }
  return digits.length > 0 && check === 0;
}

/** True when the number passes the Luhn check that payment card numbers carry. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

// The lookarounds keep a run of digits from being read in part: twelve digits inside a longer
// grouped number are not an Aadhaar number, nor a card number's tail a card number.
const notAfterDigits = "(?<!\\p{N}[ -]?)(?<!\\p{L})";
const notBeforeDigits = "(?![ -]?\\p{N})(?!\\p{L})";
const aadhaarRegex = new RegExp(`${notAfterDigits}[2-9]\\d{3}([ -]?)\\d{4}\\1\\d{4}${notBeforeDigits}`, "gu");

export function findAadhaar(text: string): TextRange[] {
  return rangesOf(text, aadhaarRegex, (match) => verhoeffValid(digitsOf(match)));
}

// Whole, or in groups of 4 to 6 digits (4-4-4-4, Amex's 4-6-5, 4-4-4-4-3) with one separator kind.
const cardRegex = new RegExp(`${notAfterDigits}(?:\\d{13,19}|\\d{4,6}([ -])\\d{3,6}(?:\\1\\d{1,6}){1,3})${notBeforeDigits}`, "gu");

export function findCardNumbers(text: string): TextRange[] {
  return rangesOf(text, cardRegex, (match) => {
    const digits = digitsOf(match);
    return digits.length >= 13 && digits.length <= 19 && luhnValid(digits);
  });
}

export const sensitivePatterns: Readonly<Record<SensitivePattern, (text: string) => TextRange[]>> = {
  Emails: findEmails,
  PhoneNumbers: findPhoneNumbers,
  Pan: findPan,
  Aadhaar: findAadhaar,
  CardNumbers: findCardNumbers,
};

/** Ranges found by the chosen detectors, in text order. */
export function findSensitive(text: string, patterns: readonly SensitivePattern[]): TextRange[] {
  return patterns.flatMap((name) => sensitivePatterns[name](text)).sort((a, b) => a.start - b.start || a.end - b.end);
}
