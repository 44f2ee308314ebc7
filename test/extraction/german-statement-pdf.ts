import * as mupdf from "mupdf";
import { savedPdf } from "../helpers/saved-pdf.ts";

/**
 * A German current-account statement of three pages, drawn with MuPDF in the way German banks
 * set them: "Bu-Tag" and "Wert" as day and month without a year, the booking text over two or
 * three lines, one amount column with a trailing minus for money out, "Alter Kontostand" and
 * "Neuer Kontostand" lines with S/H (debit/credit) marks, "Übertrag" lines at each page's foot
 * and head, and (at the end) bookings noted but not yet booked, set in a block of their own.
 */

export interface GermanBooking {
  readonly date: string;
  readonly value: string;
  readonly lines: readonly string[];
  readonly amount: number;
}

export interface GermanStatement {
  readonly opening: number;
  readonly closing: number;
  readonly bookings: readonly GermanBooking[];
  /** Bookings printed after the table, noted for the next statement. */
  readonly noted: readonly GermanBooking[];
}

const texts = [
  ["Lastschrift", "Stadtwerke Musterstadt GmbH", "Abschlag Strom Kd-Nr 4711"],
  ["Gutschrift", "Lohn/Gehalt Beispiel AG"],
  ["Kartenzahlung", "REWE Markt 0815 Musterstadt"],
  ["Dauerauftrag", "Miete Wohnung 3.OG", "Vermieter Schmidt"],
  ["Überweisung", "Kfz-Versicherung Muster VVaG"],
  ["Bargeldauszahlung", "GA 0457 Sparkasse"],
];

export function germanStatementTruth(): GermanStatement {
  const bookings: GermanBooking[] = [];
  let balance = 1834.12;
  const opening = balance;
  for (let i = 0; i < 48; i++) {
    const day = 1 + Math.floor((i * 28) / 48);
    const kind = texts[i % texts.length]!;
    const amount = kind[0] === "Gutschrift" ? 3120.45 : -Math.round(((i * 4243) % 19000) + 325) / 100;
    balance = Math.round((balance + amount) * 100) / 100;
    const date = `2024-02-${String(day).padStart(2, "0")}`;
    bookings.push({ date, value: date, lines: kind, amount });
  }
  const noted = [
    { date: "2024-03-01", value: "2024-03-01", lines: ["Lastschrift", "Telekom Deutschland"], amount: -39.95 },
    { date: "2024-03-01", value: "2024-03-01", lines: ["Kartenzahlung", "Tankstelle Nord"], amount: -61.2 },
  ];
  return { opening, closing: balance, bookings, noted };
}

const de = (value: number) => Math.abs(value).toLocaleString("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dayMonth = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.`;

/**
 * `carriedOff`: printed on the balance carried from page 1 to page 2 (at the foot of one and the
 * head of the other) in addition to the true balance, for a statement whose carried balance does
 * not continue from its bookings (a booking missing from the print, a misprinted page).
 */
export function makeGermanStatementPdf(truth: GermanStatement, options: { carriedOff?: number } = {}): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const helvetica = new mupdf.Font("Helvetica");
  const fonts = doc.newDictionary();
  fonts.put("F", doc.addSimpleFont(helvetica));
  fonts.put("B", doc.addSimpleFont(new mupdf.Font("Helvetica-Bold")));
  const resources = doc.newDictionary();
  resources.put("Font", fonts);
  const width = (text: string, size: number) => [...text].reduce((w, c) => w + helvetica.advanceGlyph(helvetica.encodeCharacter(c)), 0) * size;
  // Latin-1 letters (Ü, ä) written as octal escapes of their WinAnsi codes, which Latin-1 shares.
  const escape = (text: string) => text.replace(/[\\()]/g, "\\$&").replace(/[\u00A0-\u00FF]/gu, (c) => `\\${c.charCodeAt(0).toString(8)}`);
  const pages: string[][] = [];
  let ops: string[] = [];
  const left = (text: string, x: number, y: number, size = 8.5, font = "F") => ops.push(`BT /${font} ${size} Tf ${x.toFixed(2)} ${(842 - y).toFixed(2)} Td (${escape(text)}) Tj ET`);
  const right = (text: string, x: number, y: number, size = 8.5, font = "F") => left(text, x - width(text, size), y, size, font);
  const signed = (value: number) => `${de(value)}${value < 0 ? "-" : " "}`;
  const marked = (value: number) => `${de(value)} ${value < 0 ? "S" : "H"}`;

  let balance = truth.opening;
  let y = 0;
  const startPage = (number: number) => {
    ops = [];
    pages.push(ops);
    left("Volksbank Musterstadt eG", 56, 50, 13, "B");
    right(`Kontoauszug 2/2024   Blatt ${number}`, 540, 50);
    left("Kontoinhaber: Erika Mustermann", 56, 70);
    left("IBAN: DE02 1203 0000 0000 2020 51", 56, 82);
    left("Bu-Tag", 56, 112, 8.5, "B");
    left("Wert", 96, 112, 8.5, "B");
    left("Vorgang", 136, 112, 8.5, "B");
    right("Betrag EUR", 540, 112, 8.5, "B");
    ops.push(`0.4 w 56 ${842 - 116} m 540 ${842 - 116} l S`);
    y = 132;
    if (number === 1) {
      left("Alter Kontostand vom 31.01.2024", 136, y);
      right(marked(truth.opening), 540, y);
    } else {
      left("Übertrag", 136, y);
      right(marked(number === 2 ? balance + (options.carriedOff ?? 0) : balance), 540, y);
    }
    y += 18;
  };
  let page = 1;
  startPage(page);
  for (const booking of truth.bookings) {
    if (y + booking.lines.length * 11 > 760) {
      left(`Übertrag auf Blatt ${page + 1}`, 136, y + 4);
      right(marked(page === 1 ? balance + (options.carriedOff ?? 0) : balance), 540, y + 4);
      startPage(++page);
    }
    left(dayMonth(booking.date), 56, y);
    left(dayMonth(booking.value), 96, y);
    booking.lines.forEach((line, k) => left(line, 136, y + k * 11));
    right(signed(booking.amount), 540, y);
    balance = Math.round((balance + booking.amount) * 100) / 100;
    y += booking.lines.length * 11 + 5;
  }
  ops.push(`0.4 w 56 ${842 - y} m 540 ${842 - y} l S`);
  y += 14;
  left("Neuer Kontostand vom 29.02.2024", 136, y, 8.5, "B");
  right(marked(truth.closing), 540, y, 8.5, "B");
  y += 30;
  left("Vorgemerkte Umsätze (werden mit dem nächsten Auszug gebucht):", 56, y, 8.5, "B");
  y += 14;
  for (const booking of truth.noted) {
    // Set as one run of text, date first and amount last, as such notes are printed.
    left(`${dayMonth(booking.date)}2024  ${booking.lines.join(" ")}  ${signed(booking.amount).trim()}`, 70, y);
    y += 12;
  }
  for (const pageOps of pages) doc.insertPage(-1, doc.addPage([0, 0, 595, 842], 0, resources, pageOps.join("\n")));
  return savedPdf(doc);
}
