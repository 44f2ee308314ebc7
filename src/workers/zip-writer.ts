import { createReadStream } from "node:fs";
import fs, { type FileHandle } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { crc32, createDeflateRaw } from "node:zlib";

/*
 * A ZIP file written on disk entry by entry, from files on disk. Each entry's local header goes
 * out with its CRC and sizes blank and is filled in once its data is written (the file is
 * seekable), so there are no data descriptors and every byte is read once, in large pieces,
 * with Node's native CRC-32. A general ZIP stream (yazl) pipes each entry through four
 * JavaScript streams in 64 KiB chunks and computes the CRC in JavaScript: for the 206 parts of
 * a split (40 MB) that took 350–550 ms where this takes about 90 ms.
 *
 * ZIP64 fields are written only where a value needs them: an entry of 4 GiB or more, an entry
 * starting past 4 GiB, more than 65,535 entries.
 */

const CHUNK = 1 << 20;
const MAX32 = 0xffff_ffff;

/** Where ZIP64 fields start; tests lower them to reach those paths without writing 4 GiB. */
export interface Zip64Thresholds {
  /** A size or offset this large is written in a ZIP64 field. */
  readonly bytes: number;
  /** A file larger than this gets ZIP64 sizes in its local header (deflate can grow data a little). */
  readonly entryBytes: number;
  /** More entries than this need the ZIP64 end record. */
  readonly entries: number;
}
const ZIP64: Zip64Thresholds = { bytes: MAX32, entryBytes: 0xf000_0000, entries: 0xffff };
const UTF8_NAMES = 1 << 11;
const STORED = 0;
const DEFLATED = 8;
/** Made by Unix (3), specification 4.5 (ZIP64). */
const MADE_BY = (3 << 8) | 45;
const FILE_MODE = 0o100644;

interface CentralEntry {
  readonly name: Buffer;
  readonly method: number;
  readonly time: number;
  readonly date: number;
  readonly crc: number;
  readonly compressedSize: number;
  readonly size: number;
  readonly offset: number;
}

export class ZipWriter {
  private position = 0;
  private readonly entries: CentralEntry[] = [];
  /** Set when a write failed part-way: the file's layout is unknown from then on. */
  private broken: unknown = null;

  private readonly file: FileHandle;
  /** One buffer for every stored entry's bytes: a new one per entry kept the garbage collector busy. */
  private readonly buffer = Buffer.allocUnsafe(CHUNK);

  private readonly zip64: Zip64Thresholds;

  private constructor(file: FileHandle, zip64: Zip64Thresholds) {
    this.file = file;
    this.zip64 = zip64;
  }

  static async create(filePath: string, zip64 = ZIP64): Promise<ZipWriter> {
    return new ZipWriter(await fs.open(filePath, "w"), zip64);
  }

  /** Appends the file at `source` as `name`, dated now; one call at a time. */
  async addFile(name: string, source: string, options: { compress: boolean }): Promise<void> {
    if (this.broken) throw this.broken;
    try {
      await this.writeEntry(Buffer.from(name, "utf8"), source, options.compress ? DEFLATED : STORED, new Date());
    } catch (error) {
      this.broken = error;
      throw error;
    }
  }

  /** Writes the central directory and closes the file. */
  async finish(): Promise<void> {
    if (this.broken) throw this.broken;
    try {
      const directoryStart = this.position;
      for (const entry of this.entries) await this.append(centralHeader(entry, this.zip64));
      await this.append(directoryEnd(this.entries.length, directoryStart, this.position - directoryStart, this.zip64));
    } finally {
      await this.file.close();
    }
  }

  /** Closes the file without completing it. */
  async close(): Promise<void> {
    this.broken ??= new Error("the ZIP file was closed before it was finished");
    await this.file.close().catch(() => undefined);
  }

  private async writeEntry(name: Buffer, source: string, method: number, modified: Date): Promise<void> {
    const offset = this.position;
    const { time, date } = dosDateTime(modified);
    const big = (await fs.stat(source)).size > this.zip64.entryBytes;
    const header = Buffer.alloc(30 + name.length + (big ? 20 : 0));
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(big ? 45 : 20, 4);
    header.writeUInt16LE(UTF8_NAMES, 6);
    header.writeUInt16LE(method, 8);
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(date, 12);
    header.writeUInt16LE(name.length, 26);
    header.writeUInt16LE(big ? 20 : 0, 28);
    name.copy(header, 30);
    if (big) {
      header.writeUInt16LE(0x0001, 30 + name.length);
      header.writeUInt16LE(16, 32 + name.length);
    }
    await this.append(header);

    const dataStart = this.position;
    const { crc, size } = method === STORED ? await this.copyStored(source) : await this.copyDeflated(source);
    const compressedSize = this.position - dataStart;
    if (!big && (size > MAX32 || compressedSize > MAX32)) throw new Error(`${source} grew past 4 GiB while it was written into the ZIP`);

    const sizes = Buffer.alloc(12);
    sizes.writeUInt32LE(crc, 0);
    sizes.writeUInt32LE(big ? MAX32 : compressedSize, 4);
    sizes.writeUInt32LE(big ? MAX32 : size, 8);
    await this.file.write(sizes, 0, sizes.length, offset + 14);
    if (big) {
      const sizes64 = Buffer.alloc(16);
      sizes64.writeBigUInt64LE(BigInt(size), 0);
      sizes64.writeBigUInt64LE(BigInt(compressedSize), 8);
      await this.file.write(sizes64, 0, sizes64.length, offset + 34 + name.length);
    }
    this.entries.push({ name, method, time, date, crc, compressedSize, size, offset });
  }

  private async copyStored(source: string): Promise<{ crc: number; size: number }> {
    const input = await fs.open(source, "r");
    try {
      const buffer = this.buffer;
      let crc = 0;
      let size = 0;
      for (;;) {
        const { bytesRead } = await input.read(buffer, 0, CHUNK, null);
        if (bytesRead === 0) return { crc, size };
        const piece = buffer.subarray(0, bytesRead);
        crc = crc32(piece, crc);
        size += bytesRead;
        await this.append(piece);
      }
    } finally {
      await input.close();
    }
  }

  private async copyDeflated(source: string): Promise<{ crc: number; size: number }> {
    let crc = 0;
    let size = 0;
    await pipeline(
      createReadStream(source, { highWaterMark: CHUNK }),
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          crc = crc32(chunk, crc);
          size += chunk.length;
          yield chunk;
        }
      },
      createDeflateRaw(),
      async (compressed: AsyncIterable<Buffer>) => {
        for await (const chunk of compressed) await this.append(chunk);
      },
    );
    return { crc, size };
  }

  private async append(bytes: Buffer): Promise<void> {
    let written = 0;
    while (written < bytes.length) {
      const { bytesWritten } = await this.file.write(bytes, written, bytes.length - written, this.position + written);
      written += bytesWritten;
    }
    this.position += bytes.length;
  }
}

function centralHeader(entry: CentralEntry, zip64: Zip64Thresholds): Buffer {
  // ZIP64's extra field holds, in this order, only the values too large for their own field.
  const wide = [entry.size, entry.compressedSize, entry.offset].map((value) => value >= zip64.bytes);
  const extra = wide.filter(Boolean).length * 8;
  const header = Buffer.alloc(46 + entry.name.length + (extra ? 4 + extra : 0));
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(MADE_BY, 4);
  header.writeUInt16LE(extra ? 45 : 20, 6);
  header.writeUInt16LE(UTF8_NAMES, 8);
  header.writeUInt16LE(entry.method, 10);
  header.writeUInt16LE(entry.time, 12);
  header.writeUInt16LE(entry.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(wide[1] ? MAX32 : entry.compressedSize, 20);
  header.writeUInt32LE(wide[0] ? MAX32 : entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt16LE(extra ? 4 + extra : 0, 30);
  header.writeUInt32LE((FILE_MODE << 16) >>> 0, 38);
  header.writeUInt32LE(wide[2] ? MAX32 : entry.offset, 42);
  entry.name.copy(header, 46);
  if (extra) {
    let at = 46 + entry.name.length;
    header.writeUInt16LE(0x0001, at);
    header.writeUInt16LE(extra, at + 2);
    at += 4;
    for (const [index, value] of [entry.size, entry.compressedSize, entry.offset].entries()) {
      if (!wide[index]) continue;
      header.writeBigUInt64LE(BigInt(value), at);
      at += 8;
    }
  }
  return header;
}

function directoryEnd(count: number, start: number, size: number, thresholds: Zip64Thresholds): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const zip64 = count > thresholds.entries || start >= thresholds.bytes || size >= thresholds.bytes;
  end.writeUInt16LE(zip64 ? 0xffff : count, 8);
  end.writeUInt16LE(zip64 ? 0xffff : count, 10);
  end.writeUInt32LE(zip64 ? MAX32 : size, 12);
  end.writeUInt32LE(zip64 ? MAX32 : start, 16);
  if (!zip64) return end;
  const record = Buffer.alloc(56 + 20);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(MADE_BY, 12);
  record.writeUInt16LE(45, 14);
  record.writeBigUInt64LE(BigInt(count), 24);
  record.writeBigUInt64LE(BigInt(count), 32);
  record.writeBigUInt64LE(BigInt(size), 40);
  record.writeBigUInt64LE(BigInt(start), 48);
  // The locator: where the record above starts, just after the central directory.
  record.writeUInt32LE(0x07064b50, 56);
  record.writeBigUInt64LE(BigInt(start + size), 64);
  record.writeUInt32LE(1, 72);
  return Buffer.concat([record, end]);
}

/** MS-DOS date and time fields, in local time as ZIP readers show them; 1980 is the earliest. */
function dosDateTime(when: Date): { time: number; date: number } {
  const year = Math.max(1980, when.getFullYear());
  return {
    time: (when.getHours() << 11) | (when.getMinutes() << 5) | (when.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((when.getMonth() + 1) << 5) | when.getDate(),
  };
}
