import fs from "node:fs/promises";
import { writeFileSync } from "node:fs";
import * as mupdf from "mupdf";
import { JobError } from "../errors/job-errors.ts";
import { makeFileIdentifierDirect } from "./file-identifier.ts";
import { cutDeepOutline } from "./outline-repair.ts";
import { repairPageTree } from "./page-tree.ts";

export { mupdf };

/** A PDF must say `%PDF-` within its first 1024 bytes (ISO 32000-2 §7.5.2, as readers allow). */
function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024)).toString("latin1");
  return head.includes("%PDF-");
}

export interface OpenOptions {
  /** The file's name, for error messages. */
  readonly name: string;
  /** Given when the tool takes a password (unlock); otherwise a password-protected file is refused. */
  readonly password?: string;
  /**
   * Called, in place of the password check above, for any file with an /Encrypt dictionary,
   * owner-only and empty-password ones included: protect refuses them, unlock authenticates.
   */
  readonly onEncrypted?: (doc: mupdf.PDFDocument) => void;
}

/** True for any encrypted file, also one that opens without a password (ISO 32000-2 §7.6.4). */
export function isEncrypted(doc: mupdf.PDFDocument): boolean {
  return !doc.getTrailer().get("Encrypt").isNull();
}

/**
 * Opens a PDF with MuPDF, repairing what MuPDF can repair, and turns every way it can fail
 * into a job error the user can act on (never Internal). Structures MuPDF would walk into a
 * stack overflow are made sound first: the page tree (rebuilt from the pages that can be
 * reached when it loops, lies or is absurdly deep) and bookmarks nested absurdly deep; and
 * the file identifier is put where every save writes it readably (file-identifier.ts).
 */
export async function openPdf(path: string, options: OpenOptions): Promise<mupdf.PDFDocument> {
  const bytes = await fs.readFile(path);
  if (!looksLikePdf(bytes)) throw new JobError("UnsupportedFile", `"${options.name}" is not a PDF file.`);
  let doc: mupdf.PDFDocument;
  try {
    doc = new mupdf.PDFDocument(bytes);
  } catch (error) {
    throw new JobError("DamagedFile", `"${options.name}" is damaged beyond repair and cannot be read.`, { cause: error });
  }
  if (options.onEncrypted && isEncrypted(doc)) {
    try {
      options.onEncrypted(doc);
    } catch (error) {
      doc.destroy();
      throw error;
    }
  } else if (doc.needsPassword()) {
    if (options.password === undefined) {
      doc.destroy();
      throw new JobError("PasswordRequired", `"${options.name}" is protected with a password; remove it with unlock-pdf first.`);
    }
    if (!doc.authenticatePassword(options.password)) {
      doc.destroy();
      throw new JobError("WrongPassword", `The password is wrong for "${options.name}".`);
    }
  }
  try {
    const { fault } = repairPageTree(doc, options.name);
    if (cutDeepOutline(doc) || fault !== null) repairedOnOpening.add(doc);
    makeFileIdentifierDirect(doc);
    if (doc.countPages() < 1) throw new Error("no pages");
  } catch (error) {
    doc.destroy();
    if (error instanceof JobError) throw error;
    throw new JobError("DamagedFile", `"${options.name}" has no readable pages.`, { cause: error });
  }
  return doc;
}

/** Documents whose page tree or outline openPdf rebuilt or cut. */
const repairedOnOpening = new WeakSet<mupdf.PDFDocument>();

/**
 * Whether the document was repaired as it opened, by MuPDF (a file whose objects are not where
 * it says) or by openPdf (its page tree or outline): its file as it is must not be a result.
 */
export function wasRepaired(doc: mupdf.PDFDocument): boolean {
  return doc.wasRepaired() || repairedOnOpening.has(doc);
}

/**
 * Writes a document out whole: unused objects dropped (pages removed by a tool leave theirs
 * behind), objects renumbered, streams compressed, small objects packed into object streams.
 * `extra` adds MuPDF write options for this save, such as encryption.
 */
export async function savePdf(doc: mupdf.PDFDocument, path: string, extra?: Readonly<Record<string, string>>): Promise<void> {
  // mupdf.js hands an options object to MuPDF as JSON, which carries values the comma-separated
  // form cannot (a password with a comma or an equals sign).
  const buffer = doc.saveToBuffer(extra ? { garbage: "compact", compress: "yes", objstms: "yes", ...extra } : "garbage=compact,compress=yes,objstms=yes");
  try {
    // Written at once rather than through libuv's threads: a worker process has nothing else
    // to do meanwhile, and split's 206 small parts spent 60–150 ms waiting on the round trips.
    // (The bytes are a view of WebAssembly memory, which must not grow while a write is pending.)
    writeFileSync(path, buffer.asUint8Array());
  } finally {
    buffer.destroy();
  }
}

/**
 * Writes what the document's catalog still reaches, copied into a new document, rather than the
 * document itself: after pages were removed or put in another order, much of a large source is
 * no longer reachable (the removed pages, the structure tree MuPDF drops), and collecting that
 * garbage in place costs more than copying what is left (the 206-page IRS guide without pages
 * 2-100: 270 → 66 ms, the same size). The document information dictionary goes along. An
 * encrypted document is written in place: a new document cannot take over its encryption.
 * `check` looks at what is written (the copy, or the encrypted document) before it is written.
 */
export async function saveReachable(doc: mupdf.PDFDocument, path: string, check: (written: mupdf.PDFDocument) => void): Promise<void> {
  const trailer = doc.getTrailer();
  if (!trailer.get("Encrypt").isNull()) {
    check(doc);
    await savePdf(doc, path);
    return;
  }
  const copy = new mupdf.PDFDocument();
  try {
    const map = copy.newGraftMap();
    copy.getTrailer().put("Root", map.graftObject(trailer.get("Root")));
    const info = trailer.get("Info");
    if (info.isDictionary()) copy.getTrailer().put("Info", map.graftObject(info));
    check(copy);
    await savePdf(copy, path);
  } finally {
    copy.destroy();
  }
}

/**
 * Refuses, with TooManyPages, a PDF of more pages than a tool takes: what the
 * framework checks for every tool that declares `maxPages`, before the tool runs.
 */
export async function checkPdfPageLimit(path: string, name: string, maxPages: number): Promise<void> {
  const doc = await openPdf(path, { name });
  try {
    checkPageLimit(doc, maxPages, name);
  } finally {
    doc.destroy();
  }
}

/** Refuses a document with more pages than the tool takes. */
export function checkPageLimit(doc: mupdf.PDFDocument, maxPages: number | undefined, name: string): number {
  const count = doc.countPages();
  if (maxPages !== undefined && count > maxPages) {
    throw new JobError("TooManyPages", `"${name}" has ${count} pages; this tool takes at most ${maxPages}.`);
  }
  return count;
}

/** Runs MuPDF's code paths once so that the first real job does not pay for their start-up. */
export async function warmUpMupdf(): Promise<void> {
  const doc = new mupdf.PDFDocument();
  const page = doc.addPage([0, 0, 100, 100], 0, doc.newDictionary(), "");
  doc.insertPage(-1, page);
  const copy = new mupdf.PDFDocument(doc.saveToBuffer("garbage=compact,compress=yes,objstms=yes"));
  copy.loadPage(0).getObject().put("Rotate", 90);
  copy.saveToBuffer("garbage=compact").destroy();
  copy.destroy();
  doc.destroy();
}

/**
 * Whether MuPDF still does what it should: a small document made, saved, opened again and
 * its text read back. Run after MuPDF reported an error on a job's file, before the engine
 * takes another job: a failure here means its state is damaged and its process must go.
 */
export function engineWorks(): boolean {
  try {
    const doc = new mupdf.PDFDocument();
    const font = doc.addSimpleFont(new mupdf.Font("Helvetica"));
    const resources = doc.addObject({ Font: { F1: font } });
    doc.insertPage(-1, doc.addPage([0, 0, 200, 100], 0, resources, "BT /F1 12 Tf 10 50 Td (engine check) Tj ET"));
    const buffer = doc.saveToBuffer("garbage=compact,compress=yes");
    doc.destroy();
    const copy = new mupdf.PDFDocument(buffer);
    buffer.destroy();
    const page = copy.loadPage(0);
    const text = page.toStructuredText("").asText().trim();
    page.destroy();
    const pages = copy.countPages();
    copy.destroy();
    return pages === 1 && text === "engine check";
  } catch {
    return false;
  }
}

/**
 * Sends MuPDF's own messages (repair notes, syntax warnings in damaged files) to our logger
 * instead of stderr. They describe files, not faults of the service: debug and info level.
 */
export function routeMupdfMessages(log: { debug(data: object, message: string): void; info(data: object, message: string): void }): void {
  mupdf.setLog({
    warning: (message: string) => log.debug({ source: "mupdf" }, message),
    error: (message: string) => log.info({ source: "mupdf" }, message),
  });
}

/** Whether a stream's /Filter is Flate alone (a name, or an array of that one name). */
export function isFlateOnly(filter: mupdf.PDFObject): boolean {
  if (filter.isArray()) return filter.length === 1 && isFlateOnly(filter.get(0));
  return filter.isName() && filter.asName() === "FlateDecode";
}

/** A stream's stored bytes, copied out of MuPDF's memory (which moves when a stream is written back) so they outlive its buffer. */
export function copyOfRawStream(ref: mupdf.PDFObject): Uint8Array {
  const buffer = ref.readRawStream();
  try {
    return buffer.asUint8Array().slice();
  } finally {
    buffer.destroy();
  }
}
