import sharp from "sharp";

/** Decoded 8-bit samples, rows packed, gray or RGB. */
export interface RawImage {
  readonly kind: "raw";
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;
  readonly channels: 1 | 3;
}

/** A JPEG stream as stored in the PDF, handed to sharp undecoded. */
export interface JpegBytes {
  readonly kind: "jpeg";
  readonly data: Uint8Array;
  readonly channels: 1 | 3;
}

export type ImageSource = RawImage | JpegBytes;

/** A new image stream with what its dictionary must say about it. */
export interface EncodedImage {
  readonly data: Uint8Array;
  readonly filter: "DCTDecode" | "FlateDecode";
  readonly width: number;
  readonly height: number;
  readonly decodeParms: Record<string, number> | null;
}

export interface PixelSize {
  readonly width: number;
  readonly height: number;
}

function load(source: ImageSource, size: PixelSize | null): ReturnType<typeof sharp> {
  let image =
    source.kind === "raw"
      ? sharp(source.pixels, { raw: { width: source.width, height: source.height, channels: source.channels } })
      : sharp(source.data, { limitInputPixels: 100_000_000 });
  // Mitchell rather than sharp's default lanczos3: less ringing, measured higher SSIM at smaller size on the photo bench.
  if (size) image = image.resize(size.width, size.height, { fit: "fill", kernel: "mitchell" });
  // Without this a gray image comes out as a three-channel JPEG, three times the samples for nothing.
  return image.toColourspace(source.channels === 1 ? "b-w" : "srgb");
}

/**
 * mozjpeg's full settings (trellis quantisation, optimised progressive scans) are 15-20 %
 * smaller than plain libjpeg at the same quality, but trellis costs about 0.1 s a megapixel;
 * past this size only its quantisation table and optimised Huffman codes are kept, which give
 * most of the gain at a fifth of the time.
 */
const fullMozjpegPixels = 4_000_000;

export async function encodeJpegImage(source: ImageSource, size: PixelSize | null, quality: number): Promise<EncodedImage> {
  const pixels = size ? size.width * size.height : source.kind === "raw" ? source.width * source.height : Infinity;
  const options = pixels <= fullMozjpegPixels ? { quality, mozjpeg: true } : { quality, quantisationTable: 3, optimiseCoding: true };
  const { data, info } = await load(source, size).jpeg(options).toBuffer({ resolveWithObject: true });
  return { data, filter: "DCTDecode", width: info.width, height: info.height, decodeParms: null };
}

/**
 * Lossless: sharp writes a PNG, whose IDAT data is exactly a Flate stream with PNG row
 * predictors (ISO 32000-2 §7.4.4.4, /Predictor 15), so the PDF stream is the PNG's IDAT chunks
 * joined, with libpng's per-row filter choice for free.
 */
export async function encodeFlateImage(source: ImageSource, size: PixelSize | null): Promise<EncodedImage> {
  const { data, info } = await load(source, size)
    .png({ compressionLevel: 9, adaptiveFiltering: true, palette: false })
    .toBuffer({ resolveWithObject: true });
  return {
    data: pngImageData(data),
    filter: "FlateDecode",
    width: info.width,
    height: info.height,
    decodeParms: { Predictor: 15, Colors: info.channels, BitsPerComponent: 8, Columns: info.width },
  };
}

function pngImageData(png: Uint8Array): Uint8Array {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const parts: Uint8Array[] = [];
  // Chunks follow the 8-byte signature: length, type, data, CRC.
  for (let at = 8; at + 8 <= png.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(png[at + 4]!, png[at + 5]!, png[at + 6]!, png[at + 7]!);
    if (type === "IHDR" && png[at + 8 + 12] !== 0) throw new Error("interlaced PNG cannot become a PDF image stream");
    if (type === "IDAT") parts.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return Buffer.concat(parts);
}

/**
 * Photographs and scans have thousands of distinct colours in any sample; charts, screenshots
 * and line art have few, and JPEG would ring around their edges, so they stay lossless.
 */
export function looksLikePhoto(image: RawImage): boolean {
  const pixels = image.width * image.height;
  const step = Math.max(1, Math.floor(pixels / 65_536));
  const colours = new Set<number>();
  let sampled = 0;
  for (let index = 0; index < pixels; index += step) {
    const at = index * image.channels;
    colours.add(image.channels === 1 ? image.pixels[at]! : (image.pixels[at]! << 16) | (image.pixels[at + 1]! << 8) | image.pixels[at + 2]!);
    sampled++;
  }
  // A gray image has at most 256 levels, so it counts as continuous-tone once it uses half of them.
  return image.channels === 1 ? colours.size > 128 : colours.size > Math.max(1024, sampled * 0.04);
}
