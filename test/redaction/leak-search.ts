import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as mupdf from "mupdf";
import { readPdf } from "../helpers/pdf-reader.ts";

/**
 * Every way a redacted word could still be read out of a PDF: the text three independent readers
 * extract (poppler's pdftotext where installed, MuPDF, pdf.js; each maps glyphs through the
 * fonts' ToUnicode tables and includes invisible text), and a raw search of the file's bytes and
 * of every object, streams decoded by MuPDF, for the word as bytes, as UTF-16BE and as hex
 * strings of either.
 */

export const hasPdftotext = spawnSync("pdftotext", ["-v"]).error === undefined;

/** Where each term was found, as "reader: term" lines; empty when none of them has any. */
export async function findLeaks(bytes: Uint8Array, terms: readonly string[]): Promise<string[]> {
  const places: Array<[string, string]> = [["mupdf text", mupdfText(bytes)], ["pdf.js text", await pdfjsText(bytes)], ...objectTexts(bytes)];
  if (hasPdftotext) places.push(["pdftotext", pdftotext(bytes)]);
  const found: string[] = [];
  for (const term of terms) {
    const forms = termForms(term);
    for (const [where, text] of places) {
      const haystack = text.toLowerCase();
      for (const form of forms) if (haystack.includes(form)) found.push(`${where}: ${JSON.stringify(form)}`);
    }
  }
  return found;
}

/** The term lower-cased as bytes, as UTF-16BE, and as hex strings of both (hex compared lower-case). */
function termForms(term: string): string[] {
  const lower = term.toLowerCase();
  const latin1 = Buffer.from(lower, "latin1");
  const utf16 = Buffer.from(lower, "utf16le").swap16();
  // The file is searched lower-cased, so the UTF-16 form must be too; its zero bytes stay zero.
  return [lower, utf16.toString("latin1"), latin1.toString("hex"), utf16.toString("hex"), Buffer.from(term, "latin1").toString("hex").toLowerCase()];
}

export function mupdfText(bytes: Uint8Array): string {
  const doc = new mupdf.PDFDocument(bytes);
  try {
    const parts: string[] = [];
    for (let i = 0; i < doc.countPages(); i++) parts.push(pageTextMupdf(doc, i));
    return parts.join("\f");
  } finally {
    doc.destroy();
  }
}

export function pageTextMupdf(doc: mupdf.PDFDocument, index: number): string {
  const page = doc.loadPage(index);
  try {
    const stext = page.toStructuredText("preserve-whitespace");
    try {
      return stext.asText();
    } finally {
      stext.destroy();
    }
  } finally {
    page.destroy();
  }
}

export async function pdfjsText(bytes: Uint8Array): Promise<string> {
  const reader = await readPdf(bytes);
  try {
    const parts: string[] = [];
    for (let page = 1; page <= reader.numPages; page++) parts.push(await reader.pageText(page));
    return parts.join("\f");
  } finally {
    await reader.destroy();
  }
}

export function pdftotext(bytes: Uint8Array, page?: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "redact-leak-"));
  try {
    const file = path.join(dir, "in.pdf");
    fs.writeFileSync(file, bytes);
    const pages = page === undefined ? [] : ["-f", String(page), "-l", String(page)];
    const run = spawnSync("pdftotext", [...pages, file, "-"], { encoding: "utf8" });
    if (run.status !== 0) throw new Error(`pdftotext failed: ${run.stderr}`);
    return run.stdout;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The raw file, and every object: streams decoded by MuPDF, other objects as MuPDF prints them. */
function objectTexts(bytes: Uint8Array): Array<[string, string]> {
  const out: Array<[string, string]> = [["raw bytes", Buffer.from(bytes).toString("latin1")]];
  const doc = new mupdf.PDFDocument(bytes);
  try {
    out.push(["trailer", doc.getTrailer().toString()]);
    for (let number = 1; number < doc.countObjects(); number++) {
      const object = doc.newIndirect(number);
      out.push([`object ${number}`, object.resolve().toString()]);
      if (!object.isStream()) continue;
      try {
        out.push([`stream ${number}`, Buffer.from(object.readStream().asUint8Array()).toString("latin1")]);
      } catch {
        // A stream MuPDF cannot decode holds nothing a reader could show.
      }
    }
  } finally {
    doc.destroy();
  }
  return out;
}
