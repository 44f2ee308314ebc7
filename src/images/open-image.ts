import fs from "node:fs/promises";
import sharp, { type Metadata, type Sharp, type SharpOptions } from "sharp";
import { JobError } from "../errors/job-errors.ts";
import { BmpError, decodeBmp, isBmp, readBmpHeader, type RawImage } from "./bmp-codec.ts";
import { openHeif } from "./heic-decoder.ts";

export type ImageFormat = "jpeg" | "png" | "webp" | "gif" | "bmp" | "tiff" | "avif" | "heic";

export const imageFormatNames: Record<ImageFormat, string> = {
  jpeg: "JPEG",
  png: "PNG",
  webp: "WebP",
  gif: "GIF",
  bmp: "BMP",
  tiff: "TIFF",
  avif: "AVIF",
  heic: "HEIC",
};

export const imageMediaTypes: Record<ImageFormat, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  bmp: "image/bmp",
  tiff: "image/tiff",
  avif: "image/avif",
  heic: "image/heic",
};

/** Enough of a file's start for every signature `sniffImageFormat` knows, ftyp brands included. */
export const SNIFF_BYTES = 64;

const AVIF_BRANDS = new Set(["avif", "avis"]);
const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);

/**
 * The format a file's first bytes declare, never its name: clients name files freely, and a
 * decoder picked by extension is an attack surface picked by the client.
 */
export function sniffImageFormat(head: Uint8Array): ImageFormat | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...head.subarray(start, end));
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  const tiff = ascii(0, 4);
  if (tiff === "II*\0" || tiff === "MM\0*" || tiff === "II+\0" || tiff === "MM\0+") return "tiff";
  if (isBmp(head)) return "bmp";
  if (ascii(4, 8) === "ftyp") {
    const boxSize = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
    const major = ascii(8, 12);
    // The major brand decides; the compatible list (after the minor version) when it is generic (mif1).
    const brands = [major];
    for (let at = 16; at + 4 <= Math.min(boxSize, head.length); at += 4) brands.push(ascii(at, at + 4));
    if (AVIF_BRANDS.has(major)) return "avif";
    if (HEIC_BRANDS.has(major) && major !== "mif1" && major !== "msf1") return "heic";
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return "avif";
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return "heic";
  }
  return null;
}

export interface OpenedImage {
  readonly format: ImageFormat;
  /** Size as stored, before the EXIF orientation is applied. */
  readonly width: number;
  readonly height: number;
  /** EXIF orientation 1-8 (1 when there is none); HEIC and AVIF come upright from their decoders. */
  readonly orientation: number;
  /** Size once turned upright. */
  readonly uprightWidth: number;
  readonly uprightHeight: number;
  readonly hasAlpha: boolean;
  /** Pixels per inch the file states, if any. */
  readonly density: number | undefined;
  /** libvips's interpretation of the stored pixels: "srgb", "cmyk", "b-w", "rgb16"... */
  readonly space: string;
  readonly channels: number;
  /** Whether the file carries an ICC profile (a JPEG embedded as it is keeps its colours only with it). */
  readonly hasIcc: boolean;
  readonly progressive: boolean;
  /** Pages a multi-page TIFF holds (1 for every other image: an animation's frames are not pages). */
  readonly pageCount: number;
  /**
   * A fresh sharp instance of the page asked for (the first frame or page by default), not yet turned upright (call `.rotate()`),
   * limited to the pixel count `openImage` was given. Decoding failures surface when it is
   * output; pass them through `imageFailure`.
   */
  pipeline(): Sharp;
  /** The file as it is, e.g. for embedding a JPEG in a PDF without re-encoding. */
  readonly sourceBytes: { readonly path: string; readonly size: number; read(): Promise<Buffer> };
}

export interface OpenImageOptions {
  /** The client's name for the file, used in error details. */
  readonly name: string;
  readonly maxPixels: number;
  readonly accept: readonly ImageFormat[];
  /** Which page of a multi-page TIFF, from 0; the size, orientation and colours are that page's. */
  readonly page?: number;
}

/**
 * Identifies an image by its bytes and checks its size from the headers alone, so a
 * decompression bomb (a 65536² PNG of 0.5 MB) is refused before a pixel is decoded. Formats
 * sharp cannot read are decoded here: BMP by our codec, HEIC by libheif-js.
 */
export async function openImage(path: string, options: OpenImageOptions): Promise<OpenedImage> {
  const { name, maxPixels, accept } = options;
  const stat = await fs.stat(path);
  const head = await readHead(path);
  const format = sniffImageFormat(head);
  if (format === null && claimedFormat(name) !== null && accept.includes(claimedFormat(name)!)) {
    // The bytes chose no decoder; the name only picks the sentence: a "photo.heic" that is
    // no image at all is most likely a damaged upload, not a wrong kind of file.
    throw new JobError(
      "DamagedFile",
      `"${name}" is named as a ${imageFormatNames[claimedFormat(name)!]} image but its bytes are not one; the file is damaged or not an image.`,
    );
  }
  if (format === null || !accept.includes(format)) {
    const taken = accept.map((f) => imageFormatNames[f]).join(", ");
    throw new JobError(
      "UnsupportedFile",
      format === null
        ? `"${name}" is not an image this tool reads; it takes ${taken}.`
        : `"${name}" is a ${imageFormatNames[format]} image; this tool takes ${taken}.`,
    );
  }
  const sourceBytes = { path, size: stat.size, read: () => fs.readFile(path) };
  if (format === "bmp") return openDecoded(format, await decodeBitmap(path, options), sourceBytes);
  if (format === "heic") return openDecoded(format, await decodeHeic(path, options), sourceBytes);

  const loadOptions: SharpOptions = { limitInputPixels: maxPixels, failOn: "error", pages: 1, page: format === "tiff" ? (options.page ?? 0) : 0 };
  let meta: Metadata;
  try {
    // Headers only; the limit is checked below with a sentence a client can act on.
    meta = await sharp(path, { ...loadOptions, limitInputPixels: false }).metadata();
  } catch (error) {
    if (format === "avif" && /unsupported image format/i.test(String(error))) {
      throw new JobError("UnsupportedFile", `"${name}" is an AVIF image sequence (an animation), which this tool cannot read; send a still AVIF image.`, { cause: error });
    }
    throw imageFailure(error, name);
  }
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  checkPixels(width, height, options);
  const orientation = format === "avif" || !meta.orientation || meta.orientation > 8 ? 1 : meta.orientation;
  const turned = orientation >= 5;
  return {
    format,
    width,
    height,
    orientation,
    uprightWidth: turned ? height : width,
    uprightHeight: turned ? width : height,
    hasAlpha: meta.hasAlpha ?? false,
    density: meta.density,
    space: meta.space ?? "srgb",
    channels: meta.channels ?? 3,
    hasIcc: meta.icc !== undefined,
    progressive: meta.isProgressive ?? false,
    pageCount: format === "tiff" ? Math.max(1, meta.pages ?? 1) : 1,
    pipeline: () => sharp(path, loadOptions),
    sourceBytes,
  };
}

function openDecoded(format: ImageFormat, raw: RawImage & { density?: number | undefined }, sourceBytes: OpenedImage["sourceBytes"]): OpenedImage {
  const { width, height, channels, pixels } = raw;
  return {
    format,
    width,
    height,
    orientation: 1,
    uprightWidth: width,
    uprightHeight: height,
    hasAlpha: channels === 4,
    density: raw.density,
    space: "srgb",
    channels,
    hasIcc: false,
    progressive: false,
    pageCount: 1,
    pipeline: () => sharp(pixels, { raw: { width, height, channels } }),
    sourceBytes,
  };
}

const extensions: Record<string, ImageFormat> = {
  jpg: "jpeg", jpeg: "jpeg", jpe: "jpeg", jfif: "jpeg", png: "png", apng: "png", webp: "webp", gif: "gif",
  bmp: "bmp", dib: "bmp", tif: "tiff", tiff: "tiff", avif: "avif", heic: "heic", heif: "heic", hif: "heic",
};

function claimedFormat(name: string): ImageFormat | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return (extension && extensions[extension]) || null;
}

async function readHead(path: string): Promise<Uint8Array> {
  const file = await fs.open(path, "r");
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

function checkPixels(width: number, height: number, { name, maxPixels }: OpenImageOptions): void {
  if (width * height <= maxPixels) return;
  const limit = maxPixels % 1_000_000 === 0 ? `${maxPixels / 1_000_000} million` : maxPixels.toLocaleString("en");
  throw new JobError(
    "ImageTooLarge",
    `"${name}" is ${width} × ${height} pixels; the most this tool takes is ${limit} pixels.`,
  );
}

async function decodeBitmap(path: string, options: OpenImageOptions): Promise<RawImage & { density: number | undefined }> {
  const bytes = await fs.readFile(path);
  try {
    const header = readBmpHeader(bytes);
    checkPixels(header.width, header.height, options);
    return { ...decodeBmp(bytes, header), density: header.density };
  } catch (error) {
    if (error instanceof BmpError) {
      throw new JobError(
        error.damaged ? "DamagedFile" : "UnsupportedFile",
        error.damaged ? `"${options.name}" is a damaged BMP image: ${error.message}.` : `"${options.name}" is a kind of BMP image this tool cannot read: ${error.message}.`,
        { cause: error },
      );
    }
    throw error;
  }
}

async function decodeHeic(path: string, options: OpenImageOptions): Promise<RawImage> {
  const bytes = await fs.readFile(path);
  let heif;
  try {
    heif = await openHeif(bytes);
  } catch (error) {
    throw new JobError("DamagedFile", `"${options.name}" is a damaged HEIC image and cannot be read.`, { cause: error });
  }
  try {
    checkPixels(heif.width, heif.height, options);
    return await heif.decode();
  } catch (error) {
    if (error instanceof JobError) throw error;
    throw new JobError("DamagedFile", `"${options.name}" is a damaged HEIC image and cannot be decoded.`, { cause: error });
  } finally {
    heif.close();
  }
}

/**
 * The job error for a failure while reading an image's pixels (sharp reports damage only once
 * it decodes, when the output is written). Errors that are not about the input pass through.
 */
export function imageFailure(error: unknown, name: string): unknown {
  if (error instanceof JobError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/ENOSPC|no space left|ENOMEM|out of memory/i.test(message)) return error;
  if (/pixel limit/i.test(message)) return new JobError("ImageTooLarge", `"${name}" has more pixels than this tool takes.`, { cause: error });
  if (/unsupported image format/i.test(message)) {
    return new JobError("UnsupportedFile", `"${name}" is a kind of image this tool cannot read (an image sequence, for example).`, { cause: error });
  }
  return new JobError("DamagedFile", `"${name}" is damaged and its pixels cannot be read.`, { cause: error });
}
