import { parseIsoDate, parsePdfDate, toIsoDate, toPdfDate } from "./metadata-dates.ts";
import { hasXmpValues, writeXmp, type XmpValues } from "./metadata-xmp.ts";
import type { mupdf } from "./mupdf-document.ts";

/** Each property: a new value, "" to clear it, or undefined to leave it as it is. Dates are ISO 8601. */
export interface MetadataChanges {
  readonly title?: string | undefined;
  readonly author?: string | undefined;
  readonly subject?: string | undefined;
  readonly keywords?: string | undefined;
  readonly creator?: string | undefined;
  readonly producer?: string | undefined;
  readonly creationDate?: string | undefined;
  readonly modificationDate?: string | undefined;
  readonly language?: string | undefined;
  /** Strips the information dictionary and the XMP packet before any value above is set. */
  readonly removeAll: boolean;
}

const INFO_KEYS = {
  title: "Title",
  author: "Author",
  subject: "Subject",
  keywords: "Keywords",
  creator: "Creator",
  producer: "Producer",
  creationDate: "CreationDate",
  modificationDate: "ModDate",
} as const;

type InfoProperty = keyof typeof INFO_KEYS;

/** Whether the changes take something out of the file (its earlier bytes must then not stay in it). */
export function removesMetadata(changes: MetadataChanges): boolean {
  return changes.removeAll || Object.keys(INFO_KEYS).concat("language").some((key) => changes[key as keyof MetadataChanges] === "");
}

/**
 * Sets, clears or strips the document's metadata in the information dictionary, the
 * catalog's /Lang and the XMP packet, leaving both descriptions saying the same: the packet
 * is written from the dictionary as it is after the change, not from the call alone.
 */
export function editMetadata(doc: mupdf.PDFDocument, changes: MetadataChanges, now: Date = new Date()): void {
  // MuPDF copies the trailer on a document's first change, and the change made through the
  // trailer object that led to the copy is lost (a file with a cross-reference stream kept
  // its /Info after it was deleted). A change that changes nothing goes first, and the
  // trailer is fetched afresh for each use after it.
  const first = doc.getTrailer();
  first.put("Root", first.get("Root"));
  const root = doc.getTrailer().get("Root");
  if (changes.removeAll) {
    doc.getTrailer().delete("Info");
    root.delete("Metadata");
  }
  let info = doc.getTrailer().get("Info");
  for (const [property, key] of Object.entries(INFO_KEYS) as [InfoProperty, string][]) {
    const value = changes[property];
    if (value === undefined) continue;
    if (value === "") {
      if (info.isDictionary()) info.delete(key);
      continue;
    }
    if (!info.isDictionary()) {
      info = doc.addObject(doc.newDictionary());
      doc.getTrailer().put("Info", info);
    }
    if (property === "creationDate" || property === "modificationDate") {
      const parts = parseIsoDate(value);
      if (parts === null) throw new Error(`${property} is not a date: ${value}`);
      info.put(key, doc.newString(toPdfDate(parts)));
    } else {
      info.put(key, doc.newString(value));
    }
  }
  if (changes.language === "") root.delete("Lang");
  else if (changes.language !== undefined) root.put("Lang", doc.newString(changes.language));
  writeMetadataStream(doc, currentValues(info, root), now);
}

/** What the dictionary and /Lang say now, in the XMP's terms. */
function currentValues(info: mupdf.PDFObject, root: mupdf.PDFObject): XmpValues {
  const text = (key: string): string | null => {
    if (!info.isDictionary()) return null;
    const value = info.get(key);
    return value.isString() && value.asString() !== "" ? value.asString() : null;
  };
  const date = (key: string): string | null => {
    const value = text(key);
    const parts = value === null ? null : parsePdfDate(value);
    return parts === null ? null : toIsoDate(parts);
  };
  const lang = root.get("Lang");
  return {
    title: text("Title"),
    author: text("Author"),
    subject: text("Subject"),
    keywords: text("Keywords"),
    creator: text("Creator"),
    producer: text("Producer"),
    creationDate: date("CreationDate"),
    modificationDate: date("ModDate"),
    language: lang.isString() && lang.asString() !== "" ? lang.asString() : null,
  };
}

function writeMetadataStream(doc: mupdf.PDFDocument, values: XmpValues, now: Date): void {
  const root = doc.getTrailer().get("Root");
  const stream = root.get("Metadata");
  const existing = stream.isStream() ? readPacket(stream) : null;
  if (existing === null && !hasXmpValues(values)) return;
  const packet = Buffer.from(writeXmp(existing, values, now.toISOString().replace(/\.\d{3}Z$/, "Z")), "utf8");
  if (stream.isStream()) {
    // Written uncompressed, as XMP packets are, so that tools that scan files for them find it.
    stream.writeStream(packet);
    return;
  }
  const created = doc.addStream(packet, { Type: doc.newName("Metadata"), Subtype: doc.newName("XML") });
  root.put("Metadata", created);
}

function readPacket(stream: mupdf.PDFObject): string | null {
  try {
    const buffer = stream.readStream();
    try {
      return Buffer.from(buffer.asUint8Array()).toString("utf8");
    } finally {
      buffer.destroy();
    }
  } catch {
    return null;
  }
}
