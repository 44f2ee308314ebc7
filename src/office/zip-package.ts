import zlib from "node:zlib";

/** One entry of a ZIP's central directory, as the file declares it. */
export interface ZipEntry {
  readonly name: string;
  /** 0 stored, 8 deflated; LibreOffice reads no other method. */
  readonly method: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly localHeaderOffset: number;
  /** Bit 0 of the general-purpose flags: the entry is encrypted with ZIP's own scheme. */
  readonly encrypted: boolean;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;

/**
 * The entries a ZIP's central directory lists, or null when the bytes are not a readable ZIP.
 * Read by hand rather than with an unzip library because what is needed is what the file
 * declares (sizes, counts) before anything is inflated, and a declared size is exactly what a
 * ZIP bomb lies about or exaggerates.
 */
export function zipEntries(bytes: Buffer): ZipEntry[] | null {
  // The end record is in the last 65,557 bytes (22 plus a comment of up to 65,535).
  const floor = Math.max(0, bytes.length - 65_557);
  let eocd = -1;
  for (let at = bytes.length - 22; at >= floor; at--) {
    if (bytes.readUInt32LE(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return null;
  let count = bytes.readUInt16LE(eocd + 10);
  let size = bytes.readUInt32LE(eocd + 12);
  let offset = bytes.readUInt32LE(eocd + 16);
  if ((count === 0xffff || offset === 0xffffffff || size === 0xffffffff) && eocd >= 20 && bytes.readUInt32LE(eocd - 20) === ZIP64_LOCATOR) {
    const record = Number(bytes.readBigUInt64LE(eocd - 20 + 8));
    if (record + 56 > bytes.length || bytes.readUInt32LE(record) !== ZIP64_EOCD) return null;
    count = Number(bytes.readBigUInt64LE(record + 32));
    size = Number(bytes.readBigUInt64LE(record + 40));
    offset = Number(bytes.readBigUInt64LE(record + 48));
  }
  if (offset + size > bytes.length) return null;
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) return null;
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    let compressedSize = bytes.readUInt32LE(at + 20);
    let uncompressedSize = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    let localHeaderOffset = bytes.readUInt32LE(at + 42);
    if (at + 46 + nameLength + extraLength > bytes.length) return null;
    const name = bytes.toString("utf8", at + 46, at + 46 + nameLength);
    // Zip64 sizes live in the extra field, in this order, only for the fields that overflowed.
    let extra = at + 46 + nameLength;
    const extraEnd = extra + extraLength;
    while (extra + 4 <= extraEnd) {
      const id = bytes.readUInt16LE(extra);
      const length = bytes.readUInt16LE(extra + 2);
      if (id === 0x0001) {
        let field = extra + 4;
        const take = () => {
          const value = field + 8 <= extra + 4 + length ? Number(bytes.readBigUInt64LE(field)) : Number.NaN;
          field += 8;
          return value;
        };
        if (uncompressedSize === 0xffffffff) uncompressedSize = take();
        if (compressedSize === 0xffffffff) compressedSize = take();
        if (localHeaderOffset === 0xffffffff) localHeaderOffset = take();
      }
      extra += 4 + length;
    }
    if (![compressedSize, uncompressedSize, localHeaderOffset].every(Number.isFinite)) return null;
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset, encrypted: (flags & 1) !== 0 });
    at = extraEnd + commentLength;
  }
  return entries;
}

/**
 * The bytes of one entry, inflated to at most its declared size (plus one byte, so that an
 * entry that inflates to more than it declared is seen): null when the entry cannot be read.
 */
export function readZipEntry(bytes: Buffer, entry: ZipEntry): Buffer | null {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL) return null;
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) return null;
  const raw = bytes.subarray(start, end);
  if (entry.method === 0) return raw;
  if (entry.method !== 8) return null;
  try {
    return zlib.inflateRawSync(raw, { maxOutputLength: entry.uncompressedSize + 1 });
  } catch (error) {
    // Inflating past the limit is reported as a RangeError: the entry lied about its size.
    if (error instanceof RangeError) return Buffer.alloc(entry.uncompressedSize + 1);
    return null;
  }
}

/** The entry called `name`, if the ZIP has one. */
export function findEntry(entries: readonly ZipEntry[], name: string): ZipEntry | undefined {
  return entries.find((entry) => entry.name === name);
}
