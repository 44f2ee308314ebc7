import * as mupdf from "mupdf";
import { findTables } from "../../src/extraction/document-tables.ts";
import type { BankStatementData } from "../../src/extraction/extract-schemas.ts";
import { readPageLayout, type PageLayout } from "../../src/extraction/page-layout.ts";
import { extractStatement } from "../../src/extraction/statement-rules.ts";
import { savedPdf } from "../helpers/saved-pdf.ts";

/**
 * Small statements drawn with MuPDF from hand-written lines (each a list of runs placed at an x,
 * set flush left or, with `right`, flush right at it, 9 pt Helvetica, letters outside Latin-1
 * too), read back as the tool reads a PDF and given to the statement rules: a rule is checked on
 * the few lines that show it.
 */

export interface Run {
  readonly x: number;
  readonly text: string;
  /** Set flush right at x, as figures are. */
  readonly right?: boolean;
}

/** One printed line: its runs, left to right. */
export type DrawnLine = readonly Run[];

/** Runs from a compact form: a number is the x of the text after it; a number written as "r540" sets it flush right there. */
export function line(...parts: (number | string)[]): DrawnLine {
  const runs: Run[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const at = parts[i]!;
    const text = String(parts[i + 1]);
    runs.push(typeof at === "string" ? { x: Number(at.slice(1)), text, right: true } : { x: at, text });
  }
  return runs;
}

/**
 * A PDF with one page per list of lines, 14 pt apart from the top; an empty line leaves a gap.
 * `rulesUnder` lists, per page, the lines under which a rule is drawn across the page (x 50 to 546).
 */
export function drawStatementPdf(pages: readonly (readonly DrawnLine[])[], rulesUnder: readonly (readonly number[])[] = []): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const helvetica = new mupdf.Font("Helvetica");
  const fonts = doc.newDictionary();
  fonts.put("F", doc.addSimpleFont(helvetica));
  // Text with letters outside Latin-1 (Czech, Hungarian, Polish …) is set in the same font
  // embedded whole, written as its glyphs' numbers.
  fonts.put("U", doc.addFont(helvetica));
  const resources = doc.newDictionary();
  resources.put("Font", fonts);
  const size = 9;
  const glyph = (c: string) => helvetica.encodeCharacter(c.codePointAt(0)!);
  const width = (text: string) => [...text].reduce((w, c) => w + helvetica.advanceGlyph(glyph(c)), 0) * size;
  const latin1 = (text: string) => /^[\u0000-\u00FF€–—]*$/u.test(text);
  const glyphs = (text: string) => [...text].map((c) => glyph(c).toString(16).padStart(4, "0")).join("");
  // Latin-1 letters written as octal escapes of their WinAnsi codes, which Latin-1 shares; the
  // euro sign and the dashes have codes of their own there.
  const winAnsi: Record<string, number> = { "€": 0x80, "–": 0x96, "—": 0x97 };
  const escape = (text: string) => text.replace(/[\\()]/gu, "\\$&").replace(/[\u00A0-\u00FF€–—]/gu, (c) => `\\${(winAnsi[c] ?? c.charCodeAt(0)).toString(8)}`);
  for (const [p, lines] of pages.entries()) {
    const ops: string[] = [];
    for (const k of rulesUnder[p] ?? []) ops.push(`0.5 w 50 ${(842 - (60 + k * 14) - 4).toFixed(2)} m 546 ${(842 - (60 + k * 14) - 4).toFixed(2)} l S`);
    lines.forEach((runs, k) => {
      const y = 60 + k * 14;
      for (const run of runs) {
        const x = run.right ? run.x - width(run.text) : run.x;
        const shown = latin1(run.text) ? `/F ${size} Tf ${x.toFixed(2)} ${(842 - y).toFixed(2)} Td (${escape(run.text)}) Tj` : `/U ${size} Tf ${x.toFixed(2)} ${(842 - y).toFixed(2)} Td <${glyphs(run.text)}> Tj`;
        ops.push(`BT ${shown} ET`);
      }
    });
    doc.insertPage(-1, doc.addPage([0, 0, 595, 842], 0, resources, ops.join("\n")));
  }
  return savedPdf(doc);
}

export function layoutsOf(bytes: Uint8Array): PageLayout[] {
  const doc = new mupdf.PDFDocument(bytes);
  try {
    return Array.from({ length: doc.countPages() }, (_, i) => readPageLayout(doc.loadPage(i), i + 1));
  } finally {
    doc.destroy();
  }
}

/** The statement the rules read from the drawn pages. */
export function readDrawnStatement(pages: readonly (readonly DrawnLine[])[], rulesUnder: readonly (readonly number[])[] = []): BankStatementData {
  const layouts = layoutsOf(drawStatementPdf(pages, rulesUnder));
  return extractStatement(layouts, findTables(layouts));
}

/** The text of the unplacedRows check, or "" when there is none. */
export function unplacedText(statement: BankStatementData): string {
  return statement.checks.find((c) => c.check === "unplacedRows")?.detail ?? "";
}
