import { JobError } from "../errors/job-errors.ts";
import type { mupdf } from "./mupdf-document.ts";

// RFC 3454 tables B.1 (commonly mapped to nothing) and C.1.2 (non-ASCII space), as RFC 4013 §2.1
// uses them. U+200B is in both; it becomes a space, as in pdf.js, so both readers agree.
const NON_ASCII_SPACE = /[\u00A0\u1680\u2000-\u200B\u202F\u205F\u3000]/gu;
const MAPPED_TO_NOTHING = /[\u00AD\u034F\u1806\u180B-\u180D\u200C\u200D\u2060\uFE00-\uFE0F\uFEFF]/gu;
const ASCII_CONTROL = /[\u0000-\u001F\u007F]/u;

/**
 * The form of a password that AES-256 (revision 6) keys are made from: SASLprep's mapping and
 * NFKC normalisation (ISO 32000-2 §7.6.4.3.3, RFC 4013), so that Acrobat and pdf.js, which
 * prepare what the user types the same way, accept it. SASLprep's prohibited-character and bidi
 * checks are left out, as pdf.js leaves them out: a password may be any text, and a
 * check would only refuse passwords, not change their bytes.
 */
export function preparePassword(password: string): string {
  return password.replace(NON_ASCII_SPACE, " ").replace(MAPPED_TO_NOTHING, "").normalize("NFKC");
}

/**
 * Why a password cannot protect a PDF, in a sentence for the client, or null when it can.
 * The detail never repeats the password.
 */
export function passwordProblem(field: string, password: string): string | null {
  // MuPDF reads JSON write options with escapes only for `"` and `\`, so a control character
  // would reach it altered; SASLprep prohibits them too (RFC 3454 C.2.1).
  if (ASCII_CONTROL.test(password)) return `\`${field}\` must not contain control characters such as tabs or line breaks.`;
  if (preparePassword(password) === "") return `\`${field}\` must contain at least one character that is not invisible formatting (such as a soft hyphen).`;
  return null;
}

/**
 * MuPDF write options that encrypt with AES-256, revision 6 (PDF 2.0), with the password as both
 * the open and the owner password, and every permission granted (P = -4: every bit but the two
 * reserved lowest, ISO 32000-2 §7.6.4.2), so the password is all that protects the file.
 * MuPDF cuts the UTF-8 bytes to 127, as revision 6 requires.
 */
export function aes256Options(password: string): Record<string, string> {
  const prepared = preparePassword(password);
  return { encrypt: "aes-256", "user-password": prepared, "owner-password": prepared, permissions: "-4" };
}

/** MuPDF write options that drop encryption, and with it every permission restriction. */
export const decryptOptions: Readonly<Record<string, string>> = { encrypt: "none" };

/**
 * Authenticates an encrypted document with the open or the owner password, as typed or in its
 * SASLprep form (a revision 6 file made by a program that prepares passwords opens only with
 * the latter, e.g. "SªSL\u00ADprep" with "SaSLprep"). A file that opens without a password
 * accepts the empty password, its open password.
 */
export function authenticate(doc: mupdf.PDFDocument, password: string, name: string): void {
  for (const candidate of new Set([password, preparePassword(password)])) {
    if (doc.authenticatePassword(candidate) !== 0) return;
  }
  throw new JobError(
    "WrongPassword",
    doc.needsPassword()
      ? `The password is wrong for "${name}": it is neither its open password nor its owner password.`
      : `The password is not the owner password of "${name}". This PDF opens without a password: send an empty \`password\` to remove its restrictions.`,
  );
}

export function refuseEncrypted(name: string): never {
  throw new JobError("AlreadyEncrypted", `"${name}" already has a password or restrictions; remove them with unlock-pdf first.`);
}
