import fs from "node:fs/promises";
import { deflateSync } from "node:zlib";
import { mupdf } from "./mupdf-document.ts";
import { walkPageTree } from "./page-tree.ts";

/**
 * Writes a document whose edit changed a few objects (pages turned, page numbers stamped) as
 * its source's bytes followed by those objects: an incremental update (ISO 32000-2 §7.5.6).
 * Writing the whole 206-page IRS guide again took 500-690 ms, most of it packing its 85,000
 * objects into object streams anew; appending its 206 turned pages takes a few milliseconds.
 *
 * MuPDF writes the update (it knows what changed), but writes each changed object in plain
 * text: 77 KB for those 206 pages, which made the file 1.3 % larger than writing it whole.
 * So its update is rewritten here with the changed objects other than streams packed into
 * one compressed object stream (10-20 KB), which leaves the file smaller than a whole write.
 *
 * Only for a source that is already compact and sound: one revision, written with a
 * cross-reference stream (the writers that use one also pack objects), not repaired on
 * opening, not encrypted. Anything else is written whole, as collecting its garbage may
 * make it smaller. Never for a tool that removes something: the source's bytes stay in the
 * file, and truncating it at the source's end gives them back (redaction, page removal and
 * watermarks are always written whole).
 *
 * Returns false, having written nothing, when the document is not fit or the update read
 * back does not open cleanly; the caller then writes the document whole.
 */
export async function saveAppended(doc: mupdf.PDFDocument, sourcePath: string, output: string): Promise<boolean> {
  if (!fitForAppending(doc)) return false;
  const source = await fs.readFile(sourcePath);
  const written = doc.saveToBuffer("incremental,compress=yes");
  let bytes: Buffer;
  try {
    const all = written.asUint8Array();
    if (all.length <= source.length || !source.equals(all.subarray(0, source.length))) return false;
    const update = rewriteUpdate(Buffer.from(all), source.length);
    if (update === null) return false;
    bytes = Buffer.concat([source, update]);
  } finally {
    written.destroy();
  }
  if (!opensCleanly(bytes, doc.countPages())) return false;
  await fs.writeFile(output, bytes);
  return true;
}

function fitForAppending(doc: mupdf.PDFDocument): boolean {
  const trailer = doc.getTrailer();
  return (
    !doc.wasRepaired() &&
    doc.countVersions() === 1 &&
    doc.canBeSavedIncrementally() &&
    trailer.get("Encrypt").isNull() &&
    trailer.get("Type").isName() &&
    trailer.get("Type").asName() === "XRef"
  );
}

interface Entry {
  readonly num: number;
  readonly type: 0 | 1 | 2;
  /** Type 0: the next free object; 1: the byte offset; 2: the object stream's number. */
  readonly field2: number;
  /** Type 0 and 1: the generation; 2: the index in the object stream. */
  readonly field3: number;
}

/**
 * MuPDF's update (the bytes after `sourceLength`) rewritten: streams copied as they are,
 * other objects of generation 0 packed into one object stream, and a new cross-reference
 * stream. Offsets are those of the whole file. Null when the update is not as expected.
 */
function rewriteUpdate(file: Buffer, sourceLength: number): Buffer | null {
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(file.subarray(file.length - 64).toString("latin1"));
  if (startxref === null) return null;
  const xrefOffset = Number(startxref[1]);
  const parsed = new mupdf.PDFDocument(file);
  try {
    const xrefNum = objectNumberAt(file, xrefOffset);
    if (xrefNum === null) return null;
    const xref = parsed.newIndirect(xrefNum);
    if (!xref.isStream() || !isName(xref.get("Type"), "XRef")) return null;
    const entries = readEntries(xref);
    if (entries === null) return null;
    const changed = entries.filter((e) => e.type === 1 && e.num !== xrefNum).sort((a, b) => a.field2 - b.field2);
    if (changed.some((e) => e.field2 < sourceLength) || entries.some((e) => e.type === 2)) return null;

    const parts: Buffer[] = [Buffer.from("\n")];
    let offset = sourceLength + 1;
    const out: Entry[] = entries.filter((e) => e.type === 0);
    const packed: { num: number; body: Buffer }[] = [];
    const ends = [...changed.map((e) => e.field2).slice(1), xrefOffset];
    for (const [i, entry] of changed.entries()) {
      const block = file.subarray(entry.field2, ends[i]);
      const body = objectBody(block, entry.num, entry.field3);
      if (body === null) return null;
      if (entry.field3 === 0 && !parsed.newIndirect(entry.num).isStream()) {
        packed.push({ num: entry.num, body });
        continue;
      }
      out.push({ num: entry.num, type: 1, field2: offset, field3: entry.field3 });
      parts.push(block);
      offset += block.length;
    }
    const size = Math.max(xref.get("Size").asNumber(), xrefNum + 1);
    let nextNum = size;
    if (packed.length > 0) {
      const streamNum = nextNum++;
      const stream = objectStream(streamNum, packed);
      packed.forEach((p, index) => out.push({ num: p.num, type: 2, field2: streamNum, field3: index }));
      out.push({ num: streamNum, type: 1, field2: offset, field3: 0 });
      parts.push(stream);
      offset += stream.length;
    }
    const ownNum = nextNum++;
    out.push({ num: ownNum, type: 1, field2: offset, field3: 0 });
    const kept = ["Root", "Info", "ID", "Prev"].flatMap((key) => {
      const value = xref.get(key);
      return value.isNull() ? [] : [`/${key} ${value.toString(true)}`];
    });
    parts.push(xrefStream(ownNum, out, nextNum, kept), Buffer.from(`startxref\n${offset}\n%%EOF\n`, "latin1"));
    return Buffer.concat(parts);
  } finally {
    parsed.destroy();
  }
}

function objectNumberAt(file: Buffer, offset: number): number | null {
  const head = /^\s*(\d+)\s+(\d+)\s+obj\b/.exec(file.subarray(offset, offset + 40).toString("latin1"));
  return head === null ? null : Number(head[1]);
}

/** What lies between `num gen obj` and `endobj` in a block of MuPDF's update. */
function objectBody(block: Buffer, num: number, gen: number): Buffer | null {
  const text = block.toString("latin1");
  const head = new RegExp(`^\\s*${num}\\s+${gen}\\s+obj\\b`).exec(text);
  const end = text.lastIndexOf("endobj");
  if (head === null || end < head[0].length) return null;
  return Buffer.from(text.slice(head[0].length, end).trim(), "latin1");
}

function readEntries(xref: mupdf.PDFObject): Entry[] | null {
  const widths = xref.get("W");
  if (!widths.isArray() || widths.length !== 3) return null;
  const w = [0, 1, 2].map((i) => widths.get(i).asNumber()) as [number, number, number];
  if (w.some((n) => !Number.isInteger(n) || n < 0 || n > 8)) return null;
  const index = xref.get("Index");
  const ranges: [number, number][] = [];
  if (index.isArray()) for (let i = 0; i + 1 < index.length; i += 2) ranges.push([index.get(i).asNumber(), index.get(i + 1).asNumber()]);
  else ranges.push([0, xref.get("Size").asNumber()]);
  const data = xref.readStream().asUint8Array();
  const row = w[0] + w[1] + w[2];
  const field = (at: number, width: number, absent: number) => {
    if (width === 0) return absent;
    let value = 0;
    for (let i = 0; i < width; i++) value = value * 256 + data[at + i]!;
    return value;
  };
  const entries: Entry[] = [];
  let at = 0;
  for (const [first, count] of ranges) {
    for (let k = 0; k < count; k++, at += row) {
      if (at + row > data.length) return null;
      const type = field(at, w[0], 1);
      if (type !== 0 && type !== 1 && type !== 2) return null;
      entries.push({ num: first + k, type, field2: field(at + w[0], w[1], 0), field3: field(at + w[0] + w[1], w[2], 0) });
    }
  }
  return entries;
}

/** One compressed object stream (ISO 32000-2 §7.5.7) holding `objects`. */
function objectStream(num: number, objects: readonly { num: number; body: Buffer }[]): Buffer {
  const bodies: Buffer[] = [];
  const pairs: string[] = [];
  let at = 0;
  for (const object of objects) {
    pairs.push(`${object.num} ${at}`);
    bodies.push(object.body, Buffer.from("\n"));
    at += object.body.length + 1;
  }
  const header = Buffer.from(`${pairs.join(" ")}\n`, "latin1");
  const data = deflateSync(Buffer.concat([header, ...bodies]));
  return Buffer.concat([
    Buffer.from(`${num} 0 obj\n<</Type/ObjStm/N ${objects.length}/First ${header.length}/Filter/FlateDecode/Length ${data.length}>>\nstream\n`, "latin1"),
    data,
    Buffer.from("\nendstream\nendobj\n", "latin1"),
  ]);
}

/** The update's cross-reference stream: every entry, itself included, and the trailer's keys. */
function xrefStream(num: number, entries: readonly Entry[], size: number, trailer: readonly string[]): Buffer {
  const sorted = [...entries].sort((a, b) => a.num - b.num);
  // A reduce, not Math.max(...): a spread of many thousand entries can pass the stack's limit.
  const largest = (pick: (e: Entry) => number) => sorted.reduce((most, e) => Math.max(most, pick(e)), 1);
  const bytesFor = (value: number) => Math.max(1, Math.ceil(Math.log2(value + 1) / 8));
  const w2 = bytesFor(largest((e) => e.field2));
  const w3 = bytesFor(largest((e) => e.field3));
  const rows = Buffer.alloc(sorted.length * (1 + w2 + w3));
  const index: number[] = [];
  sorted.forEach((entry, i) => {
    const at = i * (1 + w2 + w3);
    rows[at] = entry.type;
    rows.writeUIntBE(entry.field2, at + 1, w2);
    rows.writeUIntBE(entry.field3, at + 1 + w2, w3);
    const last = index.length - 2;
    if (last >= 0 && index[last]! + index[last + 1]! === entry.num) index[last + 1] = index[last + 1]! + 1;
    else index.push(entry.num, 1);
  });
  const data = deflateSync(rows);
  const dict = `<</Type/XRef/Size ${size}/W[1 ${w2} ${w3}]/Index[${index.join(" ")}]${trailer.join("")}/Filter/FlateDecode/Length ${data.length}>>`;
  return Buffer.concat([Buffer.from(`${num} 0 obj\n${dict}\nstream\n`, "latin1"), data, Buffer.from("\nendstream\nendobj\n", "latin1")]);
}

/** The file as a reader gets it: opened without repair, every page reached. */
function opensCleanly(bytes: Buffer, pageCount: number): boolean {
  let doc: mupdf.PDFDocument | null = null;
  try {
    doc = new mupdf.PDFDocument(bytes);
    if (doc.wasRepaired() || doc.countPages() !== pageCount) return false;
    const walk = walkPageTree(doc);
    return walk.fault === null && walk.leaves.length === pageCount;
  } catch {
    return false;
  } finally {
    doc?.destroy();
  }
}

function isName(value: mupdf.PDFObject, name: string): boolean {
  return value.isName() && value.asName() === name;
}
