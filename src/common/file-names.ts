/**
 * The one rule for names that come from clients (file parts, `fileName` fields, uploads) and
 * go into result names, ZIP entries, `Content-Disposition` headers and the dashboard. A name
 * keeps its letters in any script; it loses what could make it lie about itself or break
 * where it is used: folders, a drive letter (`C:evil` is an absolute path to a ZIP reader and
 * breaks the ZIP), C0 and C1 control characters, quotes, bidirectional controls (a right-to-left
 * override shows `fdp.exe` as `exe.pdf`), line and paragraph separators and byte-order marks.
 * Zero-width joiners stay: scripts such as Persian and Devanagari need them.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f"\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029\ufeff]/g;
const DRIVE = /^[A-Za-z]:/;

/** Code points a name may keep. */
export const MAX_FILE_NAME_LENGTH = 200;

/** The client's name reduced to a safe base name, or "" when nothing of it is left. */
export function cleanFileName(name: string | undefined): string {
  if (!name) return "";
  // A lone surrogate (JSON can carry one) is no character: it becomes U+FFFD.
  let cleaned = (name.toWellFormed().split(/[\\/]/).pop() ?? "").replace(UNSAFE, "").trim();
  while (DRIVE.test(cleaned)) cleaned = cleaned.slice(2).trim();
  // "." and ".." name folders, not files.
  if (/^\.+$/.test(cleaned)) return "";
  // By code points, so a name is never cut inside a character.
  return Array.from(cleaned).slice(0, MAX_FILE_NAME_LENGTH).join("").trim();
}

/** Whether a name the client chose is one the rule keeps as it is (else it is refused, not changed). */
export function isCleanFileName(name: string): boolean {
  return cleanFileName(name) !== "" && cleanFileName(name) === name.trim() && Array.from(name).length <= MAX_FILE_NAME_LENGTH;
}

/**
 * A name a ZIP entry can always take, whatever was stored before the rule above existed:
 * cleaned again, `fallback` when nothing is left.
 */
export function zipEntryName(name: string, fallback: string): string {
  return cleanFileName(name) || fallback;
}
