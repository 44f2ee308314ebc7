import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { JobError } from "../../src/errors/job-errors.ts";
import { convertOfficeToPdf } from "../../src/office/convert-office.ts";
import { findSoffice } from "../../src/office/native-engine.ts";
import { createOfficeSlot } from "../../src/office/office-slot.ts";
import { findEntry, readZipEntry, zipEntries } from "../../src/office/zip-package.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { corpus } from "../helpers/test-app.ts";

/*
 * Every real document of the corpus through the default (WebAssembly) engine, compared with a
 * native LibreOffice conversion of the same file, made in one soffice run for all files. Page
 * counts are compared and the words must overlap (the share of the native PDF's words, counted
 * with repeats, found in ours). Where native LibreOffice fails too, a named failure is right.
 * The two are not the same LibreOffice: the WebAssembly build is 24.8 and carries the
 * metric-compatible fonts (Carlito for Calibri, Caladea for Cambria), while a distribution's
 * soffice may be older and lack them, which moves page breaks of long documents and sheets. So
 * the agreement is measured over the corpus: all but two of the documents native LibreOffice
 * converts must convert and, of those both convert, 85 % must have its page count and 95 % at
 * least 90 % of its words; the table of every document is printed for the reader.
 * One engine serves the whole sweep: its use limit is raised above the corpus size.
 *
 * A conversion takes seconds, so `npm test` sweeps a fixed sample: every fourth document of
 * each format, by name (24 of the 95). `npm run bench:office-corpus` sweeps all of them
 * (DOCTOOLS_OFFICE_CORPUS=all), with the same bounds.
 */
const soffice = findSoffice(null);
const MIN_WORD_OVERLAP = 0.9;
const everyDocument = process.env.DOCTOOLS_OFFICE_CORPUS === "all";

/** The corpus's documents by name, or every fourth of each format (by its extension). */
async function sweptDocuments(): Promise<string[]> {
  const names = (await fs.readdir(corpus("office"), { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name).sort();
  if (everyDocument) return names;
  const seen = new Map<string, number>();
  return names.filter((name) => {
    const format = path.extname(name).toLowerCase();
    const index = seen.get(format) ?? 0;
    seen.set(format, index + 1);
    return index % 4 === 0;
  });
}

let dir: string;
const reference = new Map<string, string>();
// The slot is shared across the sweep; raised so that it is not retired every 10 documents.
const slot = createOfficeSlot({ officeEngine: "wasm", officeMaxConversions: 1000, keepWarm: false, startTimeoutMs: 600_000 });

before(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "office-corpus-"));
  // The engine starts (compiling LibreOffice's WebAssembly) before the sweep, so that its start
  // is not counted in the first document's time limit.
  const warm = await fs.mkdtemp(path.join(dir, "warm-"));
  await convertOfficeToPdf(slot, { input: corpus("office/Styles.docx"), name: "Styles.docx", output: path.join(warm, "Styles.pdf"), workDir: warm, fitSheetWidth: false, signal: AbortSignal.timeout(600_000) });
  if (!soffice) return;
  const files = (await sweptDocuments()).map((name) => corpus(`office/${name}`));
  const native = path.join(dir, "native");
  spawnSync(soffice, [`-env:UserInstallation=file://${path.join(dir, "profile")}`, "--headless", "--norestore", "--convert-to", "pdf", "--outdir", native, ...files], { stdio: "ignore", timeout: 600_000, env: { PATH: process.env.PATH ?? "", HOME: dir } });
  for (const file of files) {
    const pdf = path.join(native, `${path.parse(file).name}.pdf`);
    if (await fs.stat(pdf).catch(() => null)) reference.set(path.basename(file), pdf);
  }
});
after(async () => {
  await slot.close();
  await fs.rm(dir, { recursive: true, force: true });
});

test("each corpus document converts with the native page count and text", { skip: soffice ? false : "no soffice for the reference" }, async () => {
  const names = await sweptDocuments();
  const rows: string[] = [];
  const problems: string[] = [];
  let converted = 0;
  let samePages = 0;
  let sameWords = 0;
  for (const name of names) {
    const output = path.join(dir, `${name}.pdf`);
    const work = await fs.mkdtemp(path.join(dir, "work-"));
    let ours: Awaited<ReturnType<typeof readPdf>> | null = null;
    let failure = "";
    try {
      await convertOfficeToPdf(slot, { input: corpus(`office/${name}`), name, output, workDir: work, fitSheetWidth: false, signal: AbortSignal.timeout(60_000) });
      ours = await readPdf(await fs.readFile(output));
      converted++;
    } catch (error) {
      // A document that keeps LibreOffice busy past the limit ends the way a job's time limit does.
      if (error instanceof Error && error.name === "TimeoutError") failure = "Timeout";
      else if (error instanceof JobError) failure = error.code;
      else throw error;
    }
    const nativePdf = reference.get(name);
    if (!nativePdf) {
      rows.push(`${name}: native failed; ours ${ours ? `${ours.numPages} pages` : failure}`);
      continue;
    }
    if (!ours) {
      problems.push(`${name}: ${failure} where native LibreOffice converted it`);
      continue;
    }
    const theirs = await readPdf(await fs.readFile(nativePdf));
    const overlap = wordOverlap(await textOf(theirs), await textOf(ours));
    if (ours.numPages === theirs.numPages) samePages++;
    rows.push(`${name}: pages ${ours.numPages}/${theirs.numPages} words ${overlap.toFixed(3)}`);
    if (overlap >= MIN_WORD_OVERLAP) sameWords++;
  }
  // Documents both converted; the ones only native LibreOffice converts are bounded apart.
  const compared = [...reference.keys()].filter((name) => names.includes(name)).length - problems.length;
  console.log(`converted ${converted}/${names.length}, same page count ${samePages}/${compared}, word overlap >= ${MIN_WORD_OVERLAP} ${sameWords}/${compared}\n${rows.join("\n")}\n${problems.join("\n")}`);
  assert.ok(problems.length <= 2, `documents native LibreOffice converts but we do not:\n${problems.join("\n")}`);
  assert.ok(samePages >= 0.85 * compared, `same page count for ${samePages} of ${compared}`);
  assert.ok(sameWords >= 0.95 * compared, `word overlap of ${MIN_WORD_OVERLAP} for ${sameWords} of ${compared}`);
});

/**
 * The text a Word document holds, read from its own XML (its body's runs), for the check made
 * where no native LibreOffice is installed to compare with.
 */
async function wordDocumentText(file: string): Promise<string | null> {
  const bytes = await fs.readFile(file);
  const entries = zipEntries(bytes);
  const body = entries && findEntry(entries, "word/document.xml");
  const xml = body && readZipEntry(bytes, body);
  if (!xml) return null;
  return [...xml.toString("utf8").matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join(" ");
}

test("without a native LibreOffice: each corpus document converts or fails with a named code, and a Word document's own words are in its PDF", { skip: soffice ? "a native soffice is installed: the comparison with it runs instead" : false }, async () => {
  const names = await sweptDocuments();
  let converted = 0;
  let wordDocuments = 0;
  let wordsKept = 0;
  const rows: string[] = [];
  for (const name of names) {
    const output = path.join(dir, `${name}.pdf`);
    const work = await fs.mkdtemp(path.join(dir, "work-"));
    try {
      await convertOfficeToPdf(slot, { input: corpus(`office/${name}`), name, output, workDir: work, fitSheetWidth: false, signal: AbortSignal.timeout(60_000) });
    } catch (error) {
      assert.ok(error instanceof JobError || (error instanceof Error && error.name === "TimeoutError"), `${name}: ${String(error)}`);
      rows.push(`${name}: ${error instanceof JobError ? error.code : "Timeout"}`);
      continue;
    }
    converted++;
    const own = name.endsWith(".docx") ? await wordDocumentText(corpus(`office/${name}`)) : null;
    if (own === null) continue;
    wordDocuments++;
    const overlap = wordOverlap(own, await textOf(await readPdf(await fs.readFile(output))));
    rows.push(`${name}: words of its own XML in the PDF ${overlap.toFixed(3)}`);
    if (overlap >= 0.8) wordsKept++;
  }
  console.log(`converted ${converted}/${names.length}; Word documents with 80 % of their own words: ${wordsKept}/${wordDocuments}\n${rows.join("\n")}`);
  assert.ok(converted >= names.length - 3, `converted ${converted} of ${names.length}`);
  assert.ok(wordsKept >= 0.9 * wordDocuments, `${wordsKept} of ${wordDocuments} Word documents kept 80 % of their words`);
});

async function textOf(pdf: Awaited<ReturnType<typeof readPdf>>): Promise<string> {
  const pages: string[] = [];
  for (let page = 1; page <= pdf.numPages; page++) pages.push(await pdf.pageText(page));
  return pages.join(" ");
}

/** The share of the reference's words (with repeats) that the other text also has. */
function wordOverlap(reference: string, other: string): number {
  const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const counts = new Map<string, number>();
  for (const word of words(other)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const wanted = words(reference);
  if (wanted.length === 0) return 1;
  let found = 0;
  for (const word of wanted) {
    const left = counts.get(word) ?? 0;
    if (left > 0) {
      found++;
      counts.set(word, left - 1);
    }
  }
  return found / wanted.length;
}
