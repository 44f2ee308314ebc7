import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as mupdf from "mupdf";
import { readPdf } from "./pdf-reader.ts";

/**
 * The reference programs installed beside the service (qpdf, poppler's pdftoppm), run on our
 * outputs as readers independent of MuPDF. Tests use them only where present and say so when
 * they are not.
 */
export function hasProgram(name: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" }).status === 0;
}

/** The skip reason for a test that needs `name`, or false when it is installed. */
export function skipWithout(name: string): string | false {
  return hasProgram(name) ? false : `${name} is not installed here`;
}

function withTempFile<T>(bytes: Uint8Array, use: (file: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "doctools-reference-"));
  try {
    const file = path.join(dir, "file.pdf");
    fs.writeFileSync(file, bytes);
    return use(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What qpdf makes of a PDF: `clean` when `qpdf --check` finds neither error nor warning (exit
 * 0), the pages it finds, and what it said. Null when qpdf is not installed.
 */
export function qpdfCheck(bytes: Uint8Array, password?: string): { clean: boolean; pages: number; output: string } | null {
  if (!hasProgram("qpdf")) return null;
  const options = password === undefined ? [] : [`--password=${password}`];
  return withTempFile(bytes, (file) => {
    const check = spawnSync("qpdf", [...options, "--check", file], { encoding: "utf8" });
    const pages = spawnSync("qpdf", [...options, "--show-npages", file], { encoding: "utf8" });
    return { clean: check.status === 0, pages: Number(pages.stdout.trim()) || 0, output: `${check.stdout}${check.stderr}`.trim() };
  });
}

/** One page drawn by poppler's pdftoppm as PNG bytes, or null when pdftoppm is not installed. */
export function pdftoppmPng(bytes: Uint8Array, page: number, dpi: number): Buffer | null {
  if (!hasProgram("pdftoppm")) return null;
  return withTempFile(bytes, (file) => {
    const prefix = path.join(path.dirname(file), "page");
    const run = spawnSync("pdftoppm", ["-png", "-r", String(dpi), "-f", String(page), "-l", String(page), "-singlefile", file, prefix], { encoding: "utf8" });
    assert.equal(run.status, 0, run.stderr);
    return fs.readFileSync(`${prefix}.png`);
  });
}

/**
 * Checks that a PDF opens as a reader needs it to: MuPDF opens it, loads every page and
 * measures it (its boxes looked up the /Parent chain, where a loop throws "cycle in
 * resources") without repairing anything, qpdf (where installed) checks it without error or warning and finds the
 * same pages, and pdf.js opens it (with `password`) with the same pages. Returns the page
 * count. `note` hears that qpdf's check was skipped, where it is not installed.
 */
export async function assertOpensCleanly(bytes: Uint8Array, where: string, options: { password?: string; note?: (message: string) => void } = {}): Promise<number> {
  const { password } = options;
  const doc = new mupdf.PDFDocument(bytes.slice());
  let pages: number;
  try {
    if (doc.needsPassword()) assert.ok(doc.authenticatePassword(password ?? ""), `${where}: MuPDF takes the password`);
    pages = doc.countPages();
    assert.ok(pages >= 1, `${where}: MuPDF finds pages`);
    for (let index = 0; index < pages; index++) {
      const page = doc.loadPage(index);
      try {
        page.getBounds();
      } finally {
        page.destroy();
      }
    }
    assert.equal(doc.wasRepaired(), false, `${where}: MuPDF opens it without repair`);
  } finally {
    doc.destroy();
  }
  const qpdf = qpdfCheck(bytes, password);
  if (qpdf === null) options.note?.("qpdf is not installed here: its check was skipped");
  else {
    assert.ok(qpdf.clean, `${where}: qpdf --check: ${qpdf.output}`);
    assert.equal(qpdf.pages, pages, `${where}: qpdf's pages`);
  }
  const pdf = await readPdf(bytes, password);
  try {
    assert.equal(pdf.numPages, pages, `${where}: pdf.js's pages`);
  } finally {
    await pdf.destroy();
  }
  return pages;
}
