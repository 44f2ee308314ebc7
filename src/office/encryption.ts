import CFB from "cfb";
import { findEntry, readZipEntry, type ZipEntry } from "./zip-package.ts";

/*
 * Whether an Office file is protected with a password to open, read from its bytes, so that a
 * file that needs one fails at once with a sentence that says so instead of as an unreadable
 * file. Each format keeps the mark in its own place.
 */

/** Bytes of a compound file's stream (first `limit` bytes), or null when it has none. */
export function streamBytes(container: CFB.CFB$Container, name: string, limit = Infinity): Buffer | null {
  const entry = CFB.find(container, name);
  if (!entry || entry.type !== 2 || !entry.content) return null;
  const content = Buffer.from(entry.content as Uint8Array);
  return content.length > limit ? content.subarray(0, limit) : content;
}

/** OOXML with a password is not a ZIP at all: a compound file holding the encrypted package. */
export function isEncryptedOoxml(container: CFB.CFB$Container): boolean {
  return CFB.find(container, "EncryptedPackage") !== null && CFB.find(container, "EncryptionInfo") !== null;
}

/** Word 97–2003: bit fEncrypted (0x0100) of the flags at offset 10 of the FIB that starts the WordDocument stream. */
export function isEncryptedDoc(wordDocument: Buffer): boolean {
  return wordDocument.length >= 12 && (wordDocument.readUInt16LE(10) & 0x0100) !== 0;
}

const FILEPASS = 0x002f;
const BOF = 0x0809;
const EOF = 0x000a;

/**
 * Excel 97–2003: a FILEPASS record in the workbook globals, right after BOF and before the
 * first EOF. Only the globals are walked, and only up to a bounded number of records.
 */
export function isEncryptedXls(workbook: Buffer): boolean {
  let at = 0;
  for (let records = 0; records < 10_000 && at + 4 <= workbook.length; records++) {
    const type = workbook.readUInt16LE(at);
    const size = workbook.readUInt16LE(at + 2);
    if (type === FILEPASS) return true;
    if (type === EOF || (type === BOF && at > 0)) return false;
    at += 4 + size;
  }
  return false;
}

/** The header token of a CurrentUserAtom when the presentation is encrypted (0xE391C05F when not). */
const ENCRYPTED_TOKEN = 0xf3d1c4df;

/** PowerPoint 97–2003: the CurrentUserAtom of the "Current User" stream carries an encrypted-document token. */
export function isEncryptedPpt(currentUser: Buffer): boolean {
  return currentUser.length >= 16 && currentUser.readUInt32LE(12) === ENCRYPTED_TOKEN;
}

/** OpenDocument: the manifest describes how each encrypted entry was encrypted (`manifest:encryption-data`). */
export function isEncryptedOdf(bytes: Buffer, entries: readonly ZipEntry[]): boolean {
  const manifest = findEntry(entries, "META-INF/manifest.xml");
  if (!manifest) return false;
  const xml = readZipEntry(bytes, manifest);
  return xml !== null && /<(?:\w+:)?encryption-data\b/.test(xml.toString("utf8"));
}
