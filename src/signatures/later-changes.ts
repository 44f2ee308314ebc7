import { mupdf } from "../pdf/mupdf-document.ts";
import { isName, resolved } from "./signature-dictionaries.ts";

/**
 * What was changed after a signature, from the least to the most: signatures (and their fields,
 * appearances and validation data), form values, annotations, anything else (pages, content).
 */
export type ChangeKind = "Signing" | "FormFilling" | "Annotations" | "Other";
const order: readonly ChangeKind[] = ["Signing", "FormFilling", "Annotations", "Other"];

/** Objects compared at most; a larger file's changes are reported as Other (not looked at). */
const MAX_OBJECTS = 200_000;

/**
 * Compares the revision a signature covers (`file` up to `signedLength`) with the document as
 * it is now, and names the most far-reaching kind of change made since. Only the objects the
 * later updates write are compared: those defined in the bytes after the signed revision,
 * directly or in an object stream written there (the 206-page IRS guide's 85,000 objects took
 * 6 s to compare all). Objects only new (fonts, appearance streams) count as part of whatever
 * refers to them.
 */
export function laterChanges(file: Uint8Array, signedLength: number, current: mupdf.PDFDocument): ChangeKind | null {
  let before: mupdf.PDFDocument;
  try {
    before = new mupdf.PDFDocument(file.subarray(0, signedLength));
  } catch {
    return "Other";
  }
  try {
    const oldCount = before.countObjects();
    const newCount = current.countObjects();
    const written = objectsWrittenAfter(file, signedLength, current);
    const numbers = written ?? Array.from({ length: newCount }, (_, num) => num);
    if (numbers.length > MAX_OBJECTS) return "Other";
    let worst = -1;
    const note = (kind: ChangeKind) => {
      worst = Math.max(worst, order.indexOf(kind));
    };
    for (const num of numbers) {
      if (num < 1 || num >= newCount || worst === order.length - 1) continue;
      const now = current.newIndirect(num).resolve();
      if (num >= oldCount) {
        if (!now.isNull()) note(kindOfNew(now));
        continue;
      }
      const then = before.newIndirect(num).resolve();
      if (same(then, now)) continue;
      note(kindOfChanged(then, now));
    }
    return worst < 0 ? null : order[worst]!;
  } finally {
    before.destroy();
  }
}

/**
 * The numbers of the objects defined after `from` (`N G obj`, and the members of object streams
 * defined there), or null when none can be found there, so that everything is compared.
 */
function objectsWrittenAfter(file: Uint8Array, from: number, current: mupdf.PDFDocument): number[] | null {
  const text = Buffer.from(file.buffer, file.byteOffset + from, file.length - from).toString("latin1");
  const numbers = new Set<number>();
  for (const match of text.matchAll(/(?:^|[\s>\]])(\d{1,10})\s+\d{1,5}\s+obj\b/g)) {
    const num = Number(match[1]);
    numbers.add(num);
    const object = current.newIndirect(num).resolve();
    if (!object.isStream() || !isName(object.get("Type"), "ObjStm")) continue;
    const count = object.get("N").isInteger() ? object.get("N").asNumber() : 0;
    const stream = object.readStream();
    try {
      const header = Buffer.from(stream.asUint8Array()).toString("latin1", 0, Math.min(stream.getLength(), count * 24 + 64));
      const pairs = header.trim().split(/\s+/).slice(0, count * 2);
      for (let i = 0; i + 1 < pairs.length; i += 2) if (/^\d+$/.test(pairs[i]!)) numbers.add(Number(pairs[i]));
    } finally {
      stream.destroy();
    }
  }
  // The cross-reference sections of the updates too: an entry may point an object back at bytes
  // the signature covers, a change that defines nothing after it.
  for (const num of crossReferencedAfter(text, current)) numbers.add(num);
  return numbers.size > 0 ? [...numbers] : null;
}

/** Object numbers listed in the cross-reference tables and streams written in `text`. */
function crossReferencedAfter(text: string, current: mupdf.PDFDocument): number[] {
  const out: number[] = [];
  for (const table of text.matchAll(/(?:^|\s)xref\s+/g)) {
    const lines = text.slice(table.index + table[0].length).split(/\r\n|\r|\n/);
    let at = 0;
    for (;;) {
      const head = /^\s*(\d+)\s+(\d+)\s*$/.exec(lines[at] ?? "");
      if (!head) break;
      const first = Number(head[1]);
      const count = Math.min(Number(head[2]), MAX_OBJECTS);
      for (let k = 0; k < count; k++) if (/\bn\s*$/.test(lines[at + 1 + k] ?? "")) out.push(first + k);
      at += 1 + count;
    }
  }
  for (const match of text.matchAll(/(?:^|[\s>\]])(\d{1,10})\s+\d{1,5}\s+obj\b/g)) {
    const object = current.newIndirect(Number(match[1])).resolve();
    if (!object.isStream() || !isName(object.get("Type"), "XRef")) continue;
    const index = object.get("Index");
    const ranges: number[] = [];
    if (index.isArray()) for (let i = 0; i < index.length; i++) ranges.push(index.get(i).asNumber());
    else ranges.push(0, object.get("Size").asNumber());
    for (let i = 0; i + 1 < ranges.length; i += 2) {
      for (let k = 0; k < Math.min(ranges[i + 1]!, MAX_OBJECTS); k++) out.push(ranges[i]! + k);
    }
  }
  return out.slice(0, MAX_OBJECTS + 1);
}

function same(a: mupdf.PDFObject, b: mupdf.PDFObject): boolean {
  if (a.toString(true) !== b.toString(true)) return false;
  if (a.isStream() !== b.isStream()) return false;
  if (!a.isStream()) return true;
  const one = a.readRawStream();
  const two = b.readRawStream();
  try {
    return Buffer.from(one.asUint8Array()).equals(two.asUint8Array());
  } finally {
    one.destroy();
    two.destroy();
  }
}

function kindOfNew(object: mupdf.PDFObject): ChangeKind {
  if (!object.isDictionary()) return "Signing";
  if (isName(object.get("Type"), "Page")) return "Other";
  const subtype = object.get("Subtype");
  if (isName(subtype, "Widget")) return isSignatureField(object) ? "Signing" : "FormFilling";
  if (subtype.isName() && isAnnotationSubtype(subtype.asName()) && !object.isStream()) return "Annotations";
  // Signature dictionaries, fonts, appearance streams, validation data, object and xref streams.
  return "Signing";
}

function kindOfChanged(then: mupdf.PDFObject, now: mupdf.PDFObject): ChangeKind {
  if (now.isArray()) return kindOfAddedEntries(then, now);
  if (!now.isDictionary()) return "Other";
  const type = now.get("Type");
  if (isName(type, "Sig") || isName(type, "DocTimeStamp") || isName(type, "XRef") || isName(type, "ObjStm") || isName(type, "DSS")) return "Signing";
  if (isName(type, "Catalog")) return onlyKeysDiffer(then, now, ["AcroForm", "Perms", "DSS", "Metadata"]) ? "Signing" : "Other";
  if (isName(type, "Page")) return onlyKeysDiffer(then, now, ["Annots"]) ? kindOfAddedAnnotations(then, now) : "Other";
  if (now.get("Fields").isArray() || now.get("SigFlags").isNumber()) return "Signing";
  if (now.getInheritable("FT").isName() || now.get("T").isString()) return isSignatureField(now) ? "Signing" : "FormFilling";
  const subtype = now.get("Subtype");
  if (subtype.isName() && isAnnotationSubtype(subtype.asName()) && !now.isStream()) return "Annotations";
  // Page content, images, fonts in use, appearance streams drawn anew: what the page shows.
  return "Other";
}

/** A page whose annotation list changed: what the list holds now that it did not. */
function kindOfAddedAnnotations(then: mupdf.PDFObject, now: mupdf.PDFObject): ChangeKind {
  return kindOfAddedEntries(resolved(then.get("Annots")), resolved(now.get("Annots")));
}

/**
 * A list of annotations or fields (a page's /Annots, the form's /Fields) that changed: signature
 * fields and their widgets added are signing, other fields form filling, other annotations
 * annotations; anything else, or entries taken away, is more than those.
 */
function kindOfAddedEntries(then: mupdf.PDFObject, now: mupdf.PDFObject): ChangeKind {
  if (!now.isArray()) return "Other";
  const before = new Set<string>();
  if (then.isArray()) for (let i = 0; i < then.length; i++) before.add(then.get(i).toString(true));
  let worst: ChangeKind = "Signing";
  let kept = 0;
  for (let i = 0; i < now.length; i++) {
    const entry = now.get(i);
    if (before.has(entry.toString(true))) {
      kept++;
      continue;
    }
    const object = resolved(entry);
    if (!object.isDictionary()) return "Other";
    const subtype = object.get("Subtype");
    let kind: ChangeKind;
    if (isSignatureField(object)) kind = "Signing";
    else if (isName(subtype, "Widget") || object.get("T").isString()) kind = "FormFilling";
    else if (subtype.isName() && isAnnotationSubtype(subtype.asName())) kind = "Annotations";
    else return "Other";
    if (order.indexOf(kind) > order.indexOf(worst)) worst = kind;
  }
  return kept < before.size ? "Other" : worst;
}

function isSignatureField(object: mupdf.PDFObject): boolean {
  return isName(object.getInheritable("FT"), "Sig");
}

function isAnnotationSubtype(name: string): boolean {
  return [
    "Text", "Link", "FreeText", "Line", "Square", "Circle", "Polygon", "PolyLine", "Highlight", "Underline", "Squiggly",
    "StrikeOut", "Caret", "Stamp", "Ink", "Popup", "FileAttachment", "Sound", "Movie", "Screen", "Redact", "Watermark", "RichMedia", "3D",
  ].includes(name);
}

/** Whether the two dictionaries differ only in `keys`. */
function onlyKeysDiffer(then: mupdf.PDFObject, now: mupdf.PDFObject, keys: readonly string[]): boolean {
  const names = new Set<string>();
  then.forEach((_, key) => names.add(String(key)));
  now.forEach((_, key) => names.add(String(key)));
  for (const key of names) {
    if (keys.includes(key)) continue;
    if (then.get(key).toString(true) !== now.get(key).toString(true)) return false;
  }
  return true;
}

/** Whether a certifying signature's permissions allow a kind of change. */
export function changeAllowed(kind: ChangeKind, docMdp: 1 | 2 | 3 | null): boolean {
  if (kind === "Signing") return docMdp !== 1;
  if (kind === "FormFilling") return docMdp !== 1;
  if (kind === "Annotations") return docMdp === 3 || docMdp === null;
  return false;
}
