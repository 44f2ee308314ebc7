import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { mupdf } from "./mupdf-document.ts";
import type { ImagePlacement } from "./image-page-layout.ts";
import type { JpegStructure } from "./jpeg-structure.ts";

const deflate = promisify(zlib.deflate);

/** Decoded samples, row after row with no padding; 16-bit samples little-endian, as sharp gives them. */
export interface PixelImage {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
  /** 1 grey, 2 grey and alpha, 3 RGB, 4 RGB and alpha. */
  readonly channels: 1 | 2 | 3 | 4;
  readonly bits: 8 | 16;
}

/** The ICC profile's colour space signature (ICC.1:2022 §7.2.6) and the channel count it describes. */
const iccComponents: Record<string, number> = { "GRAY": 1, "RGB ": 3, "CMYK": 4 };

/**
 * A PDF made of one image per page. Images are PDF image XObjects: a JPEG keeps its own
 * bytes (/DCTDecode), anything else is stored as its decoded samples deflated, alpha as a
 * soft mask. Each image's embedded ICC profile becomes its /ICCBased colour space, written
 * once however many images share it (a phone's photos all carry the same one).
 */
export class ImagePdf {
  readonly doc = new mupdf.PDFDocument();
  readonly #profiles = new Map<string, mupdf.PDFObject>();

  /**
   * The JPEG's bytes up to the end of its primary image, unchanged. Adobe applications write
   * CMYK inverted and mark it with an APP14 segment; /Decode [1 0 …] turns it back, as
   * libjpeg-based viewers do for a .jpg file.
   */
  addJpeg(bytes: Uint8Array, jpeg: JpegStructure, icc?: Uint8Array): mupdf.PDFObject {
    const dict = this.#imageDict(jpeg.width, jpeg.height, 8, this.#colourSpace(jpeg.components, icc));
    dict.put("Filter", this.doc.newName("DCTDecode"));
    if (jpeg.components === 4 && jpeg.adobeTransform !== null) dict.put("Decode", this.#numbers([1, 0, 1, 0, 1, 0, 1, 0]));
    return this.doc.addRawStream(bytes.subarray(0, jpeg.end), dict);
  }

  /**
   * Samples deflated off the main thread (zlib runs in libuv's pool); an alpha channel that is
   * opaque everywhere adds no soft mask. 16-bit samples are kept at 16 bits (PDF 1.5).
   */
  async addPixels(image: PixelImage, icc?: Uint8Array): Promise<mupdf.PDFObject> {
    const hasAlpha = image.channels === 2 || image.channels === 4;
    const colours = hasAlpha ? image.channels - 1 : image.channels;
    const { colour, alpha } = hasAlpha ? splitAlpha(image, colours) : { colour: image.data, alpha: null };
    if (image.bits === 16) {
      colour.swap16();
      alpha?.swap16();
    }
    const dict = this.#imageDict(image.width, image.height, image.bits, this.#colourSpace(colours, icc));
    dict.put("Filter", this.doc.newName("FlateDecode"));
    if (alpha && !isOpaque(alpha)) {
      const mask = this.#imageDict(image.width, image.height, image.bits, this.doc.newName("DeviceGray"));
      mask.put("Filter", this.doc.newName("FlateDecode"));
      dict.put("SMask", this.doc.addRawStream(await deflate(alpha), mask));
    }
    return this.doc.addRawStream(await deflate(colour), dict);
  }

  /** A page of the placement's size drawing `image` (from addJpeg or addPixels) into its box. */
  addPage(image: mupdf.PDFObject, placement: ImagePlacement): void {
    const xobjects = this.doc.newDictionary();
    xobjects.put("Im0", image);
    const resources = this.doc.newDictionary();
    resources.put("XObject", xobjects);
    const matrix = placement.matrix.map(formatNumber).join(" ");
    const mediabox: [number, number, number, number] = [0, 0, round(placement.pageWidth), round(placement.pageHeight)];
    this.doc.insertPage(-1, this.doc.addPage(mediabox, 0, resources, `q ${matrix} cm /Im0 Do Q`));
  }

  destroy(): void {
    this.doc.destroy();
  }

  #imageDict(width: number, height: number, bits: number, colourSpace: mupdf.PDFObject): mupdf.PDFObject {
    const dict = this.doc.newDictionary();
    dict.put("Type", this.doc.newName("XObject"));
    dict.put("Subtype", this.doc.newName("Image"));
    dict.put("Width", width);
    dict.put("Height", height);
    dict.put("BitsPerComponent", bits);
    dict.put("ColorSpace", colourSpace);
    return dict;
  }

  /** The image's ICC profile when it describes as many channels as the image has, else the device space. */
  #colourSpace(components: number, icc?: Uint8Array): mupdf.PDFObject {
    const device = this.doc.newName(components === 1 ? "DeviceGray" : components === 4 ? "DeviceCMYK" : "DeviceRGB");
    if (!icc || icc.length < 128 || iccComponents[Buffer.from(icc.subarray(16, 20)).toString("latin1")] !== components) return device;
    const key = createHash("sha256").update(icc).digest("hex");
    let profile = this.#profiles.get(key);
    if (!profile) {
      const dict = this.doc.newDictionary();
      dict.put("N", components);
      dict.put("Alternate", device);
      // Left unfiltered here: savePdf deflates every stream that has no filter.
      profile = this.doc.addStream(icc, dict);
      this.#profiles.set(key, profile);
    }
    const space = this.doc.newArray();
    space.push(this.doc.newName("ICCBased"));
    space.push(profile);
    return space;
  }

  #numbers(values: readonly number[]): mupdf.PDFObject {
    const array = this.doc.newArray();
    for (const value of values) array.push(value);
    return array;
  }
}

function splitAlpha(image: PixelImage, colours: number): { colour: Buffer; alpha: Buffer } {
  const bytes = image.bits / 8;
  const pixelBytes = image.channels * bytes;
  const colourBytes = colours * bytes;
  const pixels = image.width * image.height;
  const colour = Buffer.allocUnsafe(pixels * colourBytes);
  const alpha = Buffer.allocUnsafe(pixels * bytes);
  const src = image.data;
  for (let p = 0, i = 0, c = 0, a = 0; p < pixels; p++) {
    for (let k = 0; k < colourBytes; k++) colour[c++] = src[i++]!;
    for (let k = 0; k < bytes; k++) alpha[a++] = src[i++]!;
  }
  return { colour, alpha };
}

/** Opaque is 0xFF at 8 bits and 0xFFFF at 16: either way every byte is 0xFF. */
function isOpaque(alpha: Buffer): boolean {
  for (let i = 0; i < alpha.length; i++) if (alpha[i] !== 0xff) return false;
  return true;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Plain decimal, no exponent (PDF numbers have none), to a thousandth of a point. */
function formatNumber(value: number): string {
  const rounded = round(value);
  return Object.is(rounded, -0) ? "0" : String(rounded);
}
