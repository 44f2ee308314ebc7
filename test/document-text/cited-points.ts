import assert from "node:assert/strict";
import fs from "node:fs/promises";
import { readPdf } from "../helpers/pdf-reader.ts";

/**
 * Checks on summaries and answers in their text format (`## ` headings, `- ` points ending in
 * `(p. N)`), against the PDF as pdf.js reads it: an independent reader, not the MuPDF text the
 * service used.
 */

export interface CitedPoint {
  /** The point's text without `- `, `**` marks and its page reference. */
  readonly text: string;
  readonly page: number | null;
  readonly line: string;
}

const REFERENCE = /\s\(p\. (\d+)\)$/;

/** Every line is a `## ` heading, a `- ` point or blank; returns the points. */
export function parsePoints(text: string): { headings: string[]; points: CitedPoint[] } {
  const headings: string[] = [];
  const points: CitedPoint[] = [];
  for (const line of text.replace(/\n$/, "").split("\n")) {
    if (line === "") continue;
    if (line.startsWith("## ")) {
      assert.ok(line.length > 3, `heading has text: ${JSON.stringify(line)}`);
      headings.push(line.slice(3));
      continue;
    }
    assert.ok(line.startsWith("- "), `every line is a heading, a point or blank: ${JSON.stringify(line)}`);
    assert.equal((line.match(/\*\*/g) ?? []).length % 2, 0, `bold marks come in pairs: ${line}`);
    const ref = REFERENCE.exec(line);
    const body = ref ? line.slice(2, ref.index) : line.slice(2);
    points.push({ text: body.replace(/\*\*/g, ""), page: ref ? Number(ref[1]) : null, line });
  }
  return { headings, points };
}

/** Letters and digits only, lower case: compares text across readers' spacing and hyphenation. */
export const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

export async function pdfPageTexts(file: string): Promise<string[]> {
  const reader = await readPdf(await fs.readFile(file));
  const pages: string[] = [];
  for (let page = 1; page <= reader.numPages; page++) pages.push(await reader.pageText(page));
  return pages;
}

/** The page a point cites exists and holds the point's words as they stand (a quotation). */
export function assertQuotedOnPage(point: CitedPoint, pages: readonly string[]): void {
  assert.ok(point.page !== null, `the point names its page: ${point.line}`);
  assert.ok(point.page >= 1 && point.page <= pages.length, `page ${point.page} exists: ${point.line}`);
  for (const part of point.text.split("…").map(letters).filter((p) => p.length > 0)) {
    assert.ok(letters(pages[point.page - 1]!).includes(part), `page ${point.page} holds "${point.text}"`);
  }
}
