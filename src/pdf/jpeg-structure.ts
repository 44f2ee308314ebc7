/**
 * What a PDF needs to know about a JPEG to carry its bytes as a /DCTDecode stream without
 * decoding them: the frame's size and components, whether an Adobe APP14 segment is there
 * (Adobe's CMYK is stored inverted), and where the primary image ends.
 */
export interface JpegStructure {
  readonly width: number;
  readonly height: number;
  readonly components: number;
  /** Bits per sample of the frame (8 or 12; 2–16 for lossless). */
  readonly precision: number;
  /** The SOF marker's second byte: 0xC0 baseline, 0xC1 extended sequential, 0xC2 progressive, … */
  readonly frameMarker: number;
  /** The Adobe APP14 colour transform byte, or null when the file has no Adobe segment. */
  readonly adobeTransform: number | null;
  /** Offset just past the primary image's EOI: an appended gain map or MPF image, or junk, starts here. */
  readonly end: number;
}

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP14 = 0xee;

const isStandalone = (marker: number) => (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01;
// C4 (DHT), C8 (reserved JPG) and CC (DAC) share the range but are not frames.
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * Walks the markers of a JPEG, through every scan of a progressive one, to the EOI of the
 * primary image. Returns null when the file ends before that EOI or its markers do not hold
 * together (a truncated upload): without decoding, this is how a file that no reader could
 * finish drawing is told apart from a whole one. Entropy-coded data is skipped with a byte
 * search, since 0xFF inside it is always followed by 0x00 or a restart marker.
 */
export function readJpegStructure(bytes: Uint8Array): JpegStructure | null {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (data.length < 4 || data[0] !== 0xff || data[1] !== SOI) return null;
  let frame: Pick<JpegStructure, "width" | "height" | "components" | "precision" | "frameMarker"> | null = null;
  let adobeTransform: number | null = null;
  let sawScan = false;
  let pos = 2;
  for (;;) {
    if (pos >= data.length || data[pos] !== 0xff) return null;
    while (pos < data.length && data[pos] === 0xff) pos++; // fill bytes before a marker
    if (pos >= data.length) return null;
    const marker = data[pos++]!;
    if (marker === EOI) {
      if (!frame || !sawScan) return null;
      return { ...frame, adobeTransform, end: pos };
    }
    if (isStandalone(marker)) continue;
    if (pos + 2 > data.length) return null;
    const length = data.readUInt16BE(pos);
    if (length < 2 || pos + length > data.length) return null;
    const segment = data.subarray(pos + 2, pos + length);
    if (isFrame(marker) && !frame) {
      if (segment.length < 6) return null;
      frame = {
        precision: segment[0]!,
        height: segment.readUInt16BE(1),
        width: segment.readUInt16BE(3),
        components: segment[5]!,
        frameMarker: marker,
      };
    } else if (marker === APP14 && segment.length >= 12 && segment.toString("latin1", 0, 5) === "Adobe") {
      adobeTransform = segment[11]!;
    }
    pos += length;
    if (marker !== SOS) continue;
    if (!frame) return null;
    sawScan = true;
    for (;;) {
      const ff = data.indexOf(0xff, pos);
      if (ff < 0 || ff + 1 >= data.length) return null;
      const next = data[ff + 1]!;
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) pos = ff + 2;
      else if (next === 0xff) pos = ff + 1;
      else {
        pos = ff;
        break;
      }
    }
  }
}

/**
 * True when PDF readers can draw the JPEG from its own bytes: 8-bit baseline, extended or
 * progressive Huffman frames (PDF 1.3 and later) in grey, RGB/YCbCr or CMYK/YCCK. Lossless,
 * arithmetic-coded and 12-bit JPEGs are not reliably supported by readers and are decoded.
 */
export function isPdfCompatibleJpeg(jpeg: JpegStructure): boolean {
  return (
    [0xc0, 0xc1, 0xc2].includes(jpeg.frameMarker) &&
    jpeg.precision === 8 &&
    [1, 3, 4].includes(jpeg.components) &&
    jpeg.width > 0 &&
    jpeg.height > 0
  );
}
