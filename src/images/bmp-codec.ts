/**
 * A Windows bitmap codec of our own: sharp's libvips cannot read or write BMP, and the npm
 * BMP packages are unmaintained and miss half the format (bmp-js reads neither RLE, BITFIELDS
 * nor top-down files). The format is small enough to own: this reads the variants real files
 * use (bmpsuite's "good" set) and writes plain 24-bit BI_RGB, or 32-bit with alpha.
 */

/** Why a bitmap could not be read: `damaged` files claim to be BMP and break their own rules. */
export class BmpError extends Error {
  readonly damaged: boolean;
  constructor(message: string, damaged: boolean) {
    super(message);
    this.name = "BmpError";
    this.damaged = damaged;
  }
}

const BI_RGB = 0;
const BI_RLE8 = 1;
const BI_RLE4 = 2;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;
const INFO_HEADER = 40;
const CORE_HEADER = 12;
const V4_HEADER = 108;
const LCS_sRGB = 0x73524742;
/** 72 dpi, the resolution image viewers assume when a file states none. */
const PIXELS_PER_METRE = 2835;

export interface BmpHeader {
  readonly width: number;
  readonly height: number;
  readonly topDown: boolean;
  readonly bitsPerPixel: number;
  readonly compression: number;
  readonly pixelOffset: number;
  /** RGBA masks for 16- and 32-bit pixels; alpha 0 when the file has none. */
  readonly masks: readonly [number, number, number, number];
  /** Palette as [r, g, b] triples, for 1-8 bits per pixel. */
  readonly palette: Uint8Array;
  readonly hasAlpha: boolean;
  /** Horizontal resolution in pixels per inch, when the header states one. */
  readonly density: number | undefined;
}

export interface RawImage {
  readonly width: number;
  readonly height: number;
  readonly channels: 3 | 4;
  /** Top row first, `channels` bytes a pixel, no padding. */
  readonly pixels: Buffer;
}

export function isBmp(head: Uint8Array): boolean {
  if (head.length < 18 || head[0] !== 0x42 || head[1] !== 0x4d) return false;
  const headerSize = head[14]! | (head[15]! << 8) | (head[16]! << 16) | (head[17]! << 24);
  return [CORE_HEADER, 16, INFO_HEADER, 52, 56, 64, V4_HEADER, 124].includes(headerSize);
}

/** Reads only the headers and palette, so a file's size can be checked before any pixel is allocated. */
export function readBmpHeader(bytes: Uint8Array): BmpHeader {
  if (!isBmp(bytes)) throw new BmpError("not a Windows bitmap", false);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const need = (end: number) => {
    if (end > bytes.length) throw new BmpError("the file ends inside its header", true);
  };
  const headerSize = view.getUint32(14, true);
  need(14 + headerSize);
  const pixelOffset = view.getUint32(10, true);
  let width: number;
  let height: number;
  let bitsPerPixel: number;
  let compression = BI_RGB;
  let colorsUsed = 0;
  let pixelsPerMetre = 0;
  if (headerSize === CORE_HEADER) {
    width = view.getUint16(18, true);
    height = view.getInt16(20, true);
    bitsPerPixel = view.getUint16(24, true);
  } else {
    width = view.getInt32(18, true);
    height = view.getInt32(22, true);
    bitsPerPixel = view.getUint16(28, true);
    if (headerSize >= 20) compression = view.getUint32(30, true);
    if (headerSize >= 28) pixelsPerMetre = view.getInt32(38, true);
    if (headerSize >= 36) colorsUsed = view.getUint32(46, true);
  }
  const topDown = height < 0;
  height = Math.abs(height);
  if (width <= 0 || height <= 0) throw new BmpError(`the header gives a size of ${width} × ${height} pixels`, true);

  let masks: [number, number, number, number] = [0, 0, 0, 0];
  if (compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS) {
    if (bitsPerPixel !== 16 && bitsPerPixel !== 32) throw new BmpError(`bit fields with ${bitsPerPixel} bits a pixel`, true);
    // INFO headers keep the masks after the header; V2 and later inside it, at the same place.
    const count = compression === BI_ALPHABITFIELDS || headerSize >= 56 ? 4 : 3;
    need(54 + count * 4);
    masks = [view.getUint32(54, true), view.getUint32(58, true), view.getUint32(62, true), count === 4 ? view.getUint32(66, true) : 0];
  } else if (compression === BI_RGB && bitsPerPixel === 16) {
    masks = [0x7c00, 0x03e0, 0x001f, 0];
  } else if (compression === BI_RGB && (bitsPerPixel === 24 || bitsPerPixel === 32)) {
    masks = [0xff0000, 0x00ff00, 0x0000ff, 0];
  }
  const supported =
    (compression === BI_RGB && [1, 4, 8, 16, 24, 32].includes(bitsPerPixel)) ||
    (compression === BI_RLE8 && bitsPerPixel === 8) ||
    (compression === BI_RLE4 && bitsPerPixel === 4) ||
    ((compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS) && (bitsPerPixel === 16 || bitsPerPixel === 32));
  if (!supported) throw new BmpError(`compression ${compression} with ${bitsPerPixel} bits a pixel is not supported`, false);

  let palette = new Uint8Array(0);
  if (bitsPerPixel <= 8) {
    const entrySize = headerSize === CORE_HEADER ? 3 : 4;
    const start = 14 + headerSize + (compression === BI_BITFIELDS && headerSize === INFO_HEADER ? 12 : 0);
    const count = Math.min(colorsUsed || 2 ** bitsPerPixel, 2 ** bitsPerPixel, Math.floor((pixelOffset - start) / entrySize));
    if (count <= 0) throw new BmpError("the palette is missing", true);
    need(start + count * entrySize);
    palette = new Uint8Array(2 ** bitsPerPixel * 3);
    for (let i = 0; i < count; i++) {
      const at = start + i * entrySize;
      palette[i * 3] = bytes[at + 2]!;
      palette[i * 3 + 1] = bytes[at + 1]!;
      palette[i * 3 + 2] = bytes[at]!;
    }
  }
  if (pixelOffset > bytes.length) throw new BmpError("the file ends before its pixels start", true);
  return { width, height, topDown, bitsPerPixel, compression, pixelOffset, masks, palette, hasAlpha: masks[3] !== 0,
    density: pixelsPerMetre > 0 ? Math.round(pixelsPerMetre * 0.0254 * 100) / 100 : undefined,
  };
}

/** Decodes a whole bitmap; callers check `readBmpHeader`'s size against their limits first. */
export function decodeBmp(bytes: Uint8Array, header: BmpHeader = readBmpHeader(bytes)): RawImage {
  const { width, height, bitsPerPixel, compression } = header;
  const channels = header.hasAlpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  if (compression === BI_RLE8 || compression === BI_RLE4) {
    decodeRle(bytes, header, pixels);
    return { width, height, channels, pixels };
  }
  const stride = Math.ceil((width * bitsPerPixel) / 32) * 4;
  if (header.pixelOffset + stride * (height - 1) + Math.ceil((width * bitsPerPixel) / 8) > bytes.length) {
    throw new BmpError(`the file ends before its last row of pixels (${bytes.length} bytes)`, true);
  }
  const fields = header.masks.map(describeMask);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let row = 0; row < height; row++) {
    const source = header.pixelOffset + (header.topDown ? row : height - 1 - row) * stride;
    let out = row * width * channels;
    for (let x = 0; x < width; x++, out += channels) {
      if (bitsPerPixel <= 8) {
        const bit = x * bitsPerPixel;
        const index = (bytes[source + (bit >> 3)]! >> (8 - bitsPerPixel - (bit & 7))) & ((1 << bitsPerPixel) - 1);
        pixels[out] = header.palette[index * 3]!;
        pixels[out + 1] = header.palette[index * 3 + 1]!;
        pixels[out + 2] = header.palette[index * 3 + 2]!;
        continue;
      }
      const at = source + x * (bitsPerPixel >> 3);
      const value = bitsPerPixel === 16 ? view.getUint16(at, true) : bitsPerPixel === 24 ? bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) : view.getUint32(at, true);
      for (let c = 0; c < channels; c++) pixels[out + c] = fields[c]!(value);
    }
  }
  // Some writers declare an alpha mask and leave it zero everywhere: that image is opaque, not invisible.
  if (channels === 4 && everyAlphaZero(pixels)) for (let i = 3; i < pixels.length; i += 4) pixels[i] = 255;
  return { width, height, channels, pixels };
}

function describeMask(mask: number): (value: number) => number {
  if (mask === 0) return () => 255;
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  const max = mask >>> shift;
  return (value) => Math.round((((value & mask) >>> shift) * 255) / max);
}

function everyAlphaZero(pixels: Buffer): boolean {
  for (let i = 3; i < pixels.length; i += 4) if (pixels[i] !== 0) return false;
  return true;
}

/** RLE8 and RLE4 (Microsoft's run-length encodings); pixels a delta skips keep palette entry 0. */
function decodeRle(bytes: Uint8Array, header: BmpHeader, pixels: Buffer): void {
  const { width, height, palette } = header;
  const four = header.compression === BI_RLE4;
  for (let i = 0; i < width * height; i++) pixels.set(palette.subarray(0, 3), i * 3);
  let x = 0;
  let y = 0;
  let at = header.pixelOffset;
  const put = (index: number) => {
    if (x < width && y < height) {
      const row = header.topDown ? y : height - 1 - y;
      pixels.set(palette.subarray(index * 3, index * 3 + 3), (row * width + x) * 3);
    }
    x++;
  };
  const next = () => {
    if (at >= bytes.length) throw new BmpError("the run-length data ends before the end-of-bitmap mark", true);
    return bytes[at++]!;
  };
  for (;;) {
    const count = next();
    const value = next();
    if (count > 0) {
      for (let i = 0; i < count; i++) put(four ? (i & 1 ? value & 15 : value >> 4) : value);
    } else if (value === 0) {
      x = 0;
      y++;
    } else if (value === 1) {
      return;
    } else if (value === 2) {
      x += next();
      y += next();
    } else {
      const length = four ? Math.ceil(value / 2) : value;
      for (let i = 0; i < value; i++) {
        const byte = bytes[at + (four ? i >> 1 : i)];
        if (byte === undefined) throw new BmpError("the run-length data ends inside a literal run", true);
        put(four ? (i & 1 ? byte & 15 : byte >> 4) : byte);
      }
      at += length + (length & 1);
    }
    if (y >= height) return;
  }
}

/**
 * Writes a bottom-up BI_RGB file from 3-channel pixels, or a BITMAPV4 file with an sRGB alpha
 * channel from 4-channel ones; rows are produced one at a time, so the file is never held twice.
 */
export function* encodeBmp(image: RawImage): Generator<Buffer> {
  const { width, height, channels, pixels } = image;
  const bits = channels * 8;
  const stride = Math.ceil((width * bits) / 32) * 4;
  const headerSize = channels === 4 ? V4_HEADER : INFO_HEADER;
  const offset = 14 + headerSize;
  const head = Buffer.alloc(offset);
  head.write("BM", 0, "latin1");
  head.writeUInt32LE(Math.min(offset + stride * height, 0xffffffff), 2);
  head.writeUInt32LE(offset, 10);
  head.writeUInt32LE(headerSize, 14);
  head.writeInt32LE(width, 18);
  head.writeInt32LE(height, 22);
  head.writeUInt16LE(1, 26);
  head.writeUInt16LE(bits, 28);
  head.writeUInt32LE(channels === 4 ? BI_BITFIELDS : BI_RGB, 30);
  head.writeUInt32LE(Math.min(stride * height, 0xffffffff), 34);
  head.writeInt32LE(PIXELS_PER_METRE, 38);
  head.writeInt32LE(PIXELS_PER_METRE, 42);
  if (channels === 4) {
    head.writeUInt32LE(0x00ff0000, 54);
    head.writeUInt32LE(0x0000ff00, 58);
    head.writeUInt32LE(0x000000ff, 62);
    head.writeUInt32LE(0xff000000, 66);
    head.writeUInt32LE(LCS_sRGB, 70);
  }
  yield head;
  // About 1 MB a chunk: few writes, little memory.
  const rowsPerChunk = Math.max(1, Math.floor((1 << 20) / stride));
  for (let top = height - 1; top >= 0; top -= rowsPerChunk) {
    const rows = Math.min(rowsPerChunk, top + 1);
    const chunk = Buffer.alloc(rows * stride);
    for (let r = 0; r < rows; r++) {
      const source = (top - r) * width * channels;
      const target = r * stride;
      for (let x = 0; x < width; x++) {
        const s = source + x * channels;
        const t = target + x * channels;
        chunk[t] = pixels[s + 2]!;
        chunk[t + 1] = pixels[s + 1]!;
        chunk[t + 2] = pixels[s]!;
        if (channels === 4) chunk[t + 3] = pixels[s + 3]!;
      }
    }
    yield chunk;
  }
}

/** The whole encoded file in one buffer, for small images and tests. */
export function encodeBmpToBuffer(image: RawImage): Buffer {
  return Buffer.concat([...encodeBmp(image)]);
}
