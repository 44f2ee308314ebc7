import { JobError } from "../errors/job-errors.ts";

/**
 * What the AI tools (summarize-pdf, ask-pdf, extract-pdf-data, translate-pdf) count as readable
 * text, decided here once for all four: text with at least one letter, of any script. A PDF
 * none of whose pages has readable text fails with NoText before any work is done, so that no
 * tool stores an empty or meaningless result as Completed.
 *
 * Digits, punctuation and symbols alone do not count: a scan whose only text is its page
 * numbers or a stamp has nothing to summarise, answer from or translate. Characters that stand
 * for no character at all never count, and are read as spaces in the text the tools read
 * (`isUnreadableChar`): U+FFFD, which MuPDF gives for a glyph it cannot map to Unicode (a font
 * without a ToUnicode map whose glyph names mean nothing, common in damaged and repaired
 * files), private-use code points (a font's own numbering, meaningless outside that font), lone
 * surrogates and control characters.
 */
const LETTER = /\p{L}/u;
const UNREADABLE_CHAR = /^(?:[\uFFFD\p{Co}\p{Cs}]|(?!\s)\p{Cc})+$/u;

/** Whether `text` holds readable text: a letter of any script. */
export function isReadable(text: string): boolean {
  return LETTER.test(text);
}

/** Whether one character, as MuPDF reports it, stands for no character a reader could use. */
export function isUnreadableChar(char: string): boolean {
  return UNREADABLE_CHAR.test(char);
}

/** Fails with NoText unless some page of `fileName` (its texts in `pageTexts`) holds readable text. */
export function checkReadable(pageTexts: Iterable<string>, fileName: string): void {
  for (const text of pageTexts) if (isReadable(text)) return;
  throw new JobError(
    "NoText",
    `"${fileName}" has no readable text: its pages hold only pictures (a scan), or characters that cannot be read as text (a damaged file, or fonts without a character map). Make it searchable with an OCR tool first.`,
  );
}

/** NoText for a PDF whose readable text makes no sentence to summarise. */
export function noSentences(fileName: string): JobError {
  return new JobError(
    "NoText",
    `"${fileName}" has no sentences to summarise: its text is only labels, numbers or lines repeated on every page. A scan must be made searchable with an OCR tool first.`,
  );
}
