import { noProgress, type Progress } from "../contract/progress.ts";
import { copyOfRawStream, mupdf } from "./mupdf-document.ts";
import { findImageObjects, largestPageSize, measureImagePlacements, type DisplayedSize } from "./image-placement.ts";
import { encodeFlateImage, encodeJpegImage, looksLikePhoto, type ImageSource, type RawImage } from "./image-encoding.ts";

/** How hard images are squeezed: the resolution they are brought down to and the JPEG quality. */
export interface ImagePolicy {
  /** Pixels per inch at the image's largest displayed size. */
  readonly targetDpi: number;
  /** Resample only above `targetDpi × resampleAbove`, so a slightly sharp image is not softened for little gain. */
  readonly resampleAbove: number;
  /** mozjpeg quality for photographic images. */
  readonly jpegQuality: number;
  /** A JPEG kept at its resolution is re-encoded only if that brings it under this fraction of its size. */
  readonly jpegRecodeBelow: number;
}

export interface RecompressionReport {
  readonly images: number;
  readonly replaced: number;
  readonly skipped: number;
}

/** Beyond this an image would need hundreds of MB to decode (a JBIG2 bomb is 1.2 gigapixels in 12 KB); it is left as it is. */
const maxDecodedPixels = 100_000_000;

/** Two images in flight at once; more only multiplies decoded pixels held in memory. */
const concurrentImages = 2;

/** Filters whose images are bilevel scans: already about as small as they get, and JPEG would smear them. */
const bilevelFilters = new Set(["JBIG2Decode", "CCITTFaxDecode"]);

/**
 * Brings every image XObject down to the policy's resolution and re-encodes it (JPEG for
 * photographs, Flate for flat-colour images), replacing a stream only when the new one is
 * smaller. Soft masks follow their image to the same pixel size. Text, fonts and every other
 * object are not touched.
 */
export async function recompressImages(doc: mupdf.PDFDocument, policy: ImagePolicy, progress: Progress = noProgress): Promise<RecompressionReport> {
  const images = findImageObjects(doc);
  if (images.length === 0) return { images: 0, replaced: 0, skipped: 0 };
  // Two stages of work, reported as one: measuring on every page, then every image.
  const pages = doc.countPages();
  const total = pages + images.length;
  const placements = await measureImagePlacements(doc, images, (done) => progress(done, total));
  let done = pages;
  const fallback = largestPageSize(doc);
  const masks = new Set<number>();
  for (const { ref } of images) {
    const smask = ref.get("SMask");
    if (smask.isIndirect()) masks.add(smask.asIndirect());
  }
  let replaced = 0;
  let skipped = 0;
  // A soft mask is resampled with its image, so both keep the same pixel grid.
  const queue = images.filter((image) => !masks.has(image.num));
  const worker = async (): Promise<void> => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      await progress(done++, total);
      try {
        const outcome = await recompressImage(doc, image.ref, placements.get(image.num) ?? fitInto(image.ref, fallback), policy);
        if (outcome === "replaced") replaced++;
        else if (outcome === "skipped") skipped++;
      } catch {
        // An image that cannot be decoded stays exactly as it was; the rest of the file still shrinks.
        skipped++;
      }
    }
  };
  // sharp encodes on libuv's threads while MuPDF decodes the next image on this one.
  await Promise.all(Array.from({ length: concurrentImages }, worker));
  return { images: images.length, replaced, skipped };
}

type Outcome = "replaced" | "kept" | "skipped";

async function recompressImage(doc: mupdf.PDFDocument, ref: mupdf.PDFObject, shown: DisplayedSize, policy: ImagePolicy): Promise<Outcome> {
  if (ref.get("ImageMask").isBoolean() && ref.get("ImageMask").asBoolean()) return "skipped";
  const filters = filterNames(ref);
  if (filters.some((name) => bilevelFilters.has(name))) return "skipped";
  // A colour-key mask names exact sample values, which resampling and JPEG would no longer hit.
  if (ref.get("Mask").isArray()) return "skipped";
  if (ref.get("SMaskInData").isNumber() && ref.get("SMaskInData").asNumber() !== 0) return "skipped";
  const width = ref.get("Width").asNumber();
  const height = ref.get("Height").asNumber();
  if (!(width > 0 && height > 0) || width * height > maxDecodedPixels) return "skipped";
  const bits = ref.get("BitsPerComponent").isNumber() ? ref.get("BitsPerComponent").asNumber() : 8;
  // One-bit images other than bilevel filters are line art already stored at a bit a pixel.
  if (bits === 1) return "skipped";

  const target = targetSize(width, height, shown, policy);
  const oldBytes = streamLength(ref);
  const wasJpeg = filters.includes("DCTDecode") || filters.includes("JPXDecode");
  const source: ImageSource = plainJpeg(ref, filters) ?? decodeImage(doc, ref);
  const photo = wasJpeg || (source.kind === "raw" && looksLikePhoto(source));
  if (!target && !photo) {
    // At its resolution already: only a tighter lossless encoding can help, and only for a big image.
    if (oldBytes < 32 * 1024) return "kept";
  }
  const encoded = photo ? await encodeJpegImage(source, target, policy.jpegQuality) : await encodeFlateImage(source, target);
  // Re-encoding a JPEG at the same size costs a generation of quality; do it only for a real gain.
  const worthIt = target ? encoded.data.length < oldBytes : encoded.data.length < oldBytes * (wasJpeg ? policy.jpegRecodeBelow : 0.95);
  if (!worthIt) return "kept";

  const smask = ref.get("SMask");
  if (target && smask.isIndirect() && smask.isStream()) {
    // Resampling the image without its mask would leave the mask sharper than the picture it cuts out; a mask that cannot follow keeps the image as it was.
    if (!(await resampleMask(doc, smask, target))) return "kept";
  }
  writeImage(ref, encoded.data, encoded.filter, encoded.width, encoded.height, colorSpaceFor(ref, source.channels), encoded.decodeParms);
  return "replaced";
}

/** The pixel size to resample to, or null when the image is not far enough above the target resolution. */
function targetSize(width: number, height: number, shown: DisplayedSize, policy: ImagePolicy): { width: number; height: number } | null {
  const dpi = Math.min(width / (shown.width / 72), height / (shown.height / 72));
  if (!(dpi > policy.targetDpi * policy.resampleAbove)) return null;
  const scale = policy.targetDpi / dpi;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** An image whose placement is unknown can at most fill the largest page, keeping its shape. */
function fitInto(ref: mupdf.PDFObject, page: DisplayedSize): DisplayedSize {
  const width = ref.get("Width").asNumber();
  const height = ref.get("Height").asNumber();
  const scale = Math.min(page.width / width, page.height / height);
  return { width: width * scale, height: height * scale };
}

/**
 * A baseline gray or RGB JPEG with nothing for MuPDF to interpret goes to sharp as it is:
 * libjpeg-turbo decodes it natively and can scale while decoding, several times faster than
 * decoding in WebAssembly.
 */
function plainJpeg(ref: mupdf.PDFObject, filters: string[]): ImageSource | null {
  if (filters.length !== 1 || filters[0] !== "DCTDecode") return null;
  if (!ref.get("Decode").isNull() || !ref.get("DecodeParms").isNull()) return null;
  const space = ref.get("ColorSpace");
  let channels = 0;
  if (space.isName()) channels = space.asName() === "DeviceRGB" ? 3 : space.asName() === "DeviceGray" ? 1 : 0;
  else if (space.isArray() && space.get(0).isName() && space.get(0).asName() === "ICCBased") {
    const n = space.get(1).get("N");
    channels = n.isNumber() ? n.asNumber() : 0;
  }
  if (channels !== 1 && channels !== 3) return null;
  return { kind: "jpeg", data: copyOfRawStream(ref), channels };
}

/**
 * Decodes with MuPDF, which knows every PDF filter, /Decode array and colour space; anything
 * that is not gray or RGB (CMYK, Lab, separations, indexed) comes out as RGB.
 */
function decodeImage(doc: mupdf.PDFDocument, ref: mupdf.PDFObject): RawImage {
  const image = doc.loadImage(ref);
  let pixmap = image.toPixmap();
  try {
    const space = pixmap.getColorSpace();
    const gray = space?.isGray() ?? false;
    const rgb = space?.isRGB() ?? false;
    if ((!gray && !rgb) || pixmap.getAlpha()) {
      const converted = pixmap.convertToColorSpace(gray ? mupdf.ColorSpace.DeviceGray : mupdf.ColorSpace.DeviceRGB, false);
      pixmap.destroy();
      pixmap = converted;
    }
    const width = pixmap.getWidth();
    const height = pixmap.getHeight();
    const channels = pixmap.getNumberOfComponents() as 1 | 3;
    const pixels = tightRows(pixmap.getPixels(), pixmap.getStride(), width * channels, height);
    return { kind: "raw", pixels, width, height, channels };
  } finally {
    pixmap.destroy();
    image.destroy();
  }
}

function tightRows(samples: Uint8ClampedArray, stride: number, rowBytes: number, height: number): Uint8Array {
  if (stride === rowBytes) return new Uint8Array(samples.buffer.slice(samples.byteOffset, samples.byteOffset + rowBytes * height) as ArrayBuffer);
  const out = new Uint8Array(rowBytes * height);
  for (let y = 0; y < height; y++) out.set(samples.subarray(y * stride, y * stride + rowBytes), y * rowBytes);
  return out;
}

async function resampleMask(doc: mupdf.PDFDocument, mask: mupdf.PDFObject, size: { width: number; height: number }): Promise<boolean> {
  const width = mask.get("Width").asNumber();
  const height = mask.get("Height").asNumber();
  if (!(width > 0 && height > 0) || width * height > maxDecodedPixels) return false;
  const raw = decodeImage(doc, mask);
  if (raw.channels !== 1) return false;
  // Lossless: a mask's edges are exactly where JPEG ringing would show.
  const encoded = await encodeFlateImage(raw, size);
  writeImage(mask, encoded.data, encoded.filter, encoded.width, encoded.height, "DeviceGray", encoded.decodeParms);
  return true;
}

/**
 * Keeps the image's own colour space when the decoded samples are still in it (DeviceRGB,
 * DeviceGray, or an ICC profile of that many components), so colour management is unchanged;
 * otherwise the samples were converted and the device space names them.
 */
function colorSpaceFor(ref: mupdf.PDFObject, channels: 1 | 3): mupdf.PDFObject | string {
  const device = channels === 1 ? "DeviceGray" : "DeviceRGB";
  const space = ref.get("ColorSpace");
  if (space.isName() && space.asName() === device) return space;
  if (space.isArray() && space.get(0).isName() && space.get(0).asName() === "ICCBased") {
    const n = space.get(1).get("N");
    if (n.isNumber() && n.asNumber() === channels) return space;
  }
  return device;
}

function writeImage(
  ref: mupdf.PDFObject,
  data: Uint8Array,
  filter: string,
  width: number,
  height: number,
  colorSpace: mupdf.PDFObject | string,
  decodeParms: Record<string, number> | null,
): void {
  const doc = ref._doc;
  ref.writeRawStream(data);
  ref.put("Filter", doc.newName(filter));
  if (decodeParms) {
    const parms = doc.newDictionary();
    for (const [key, value] of Object.entries(decodeParms)) parms.put(key, value);
    ref.put("DecodeParms", parms);
  } else {
    ref.delete("DecodeParms");
  }
  ref.put("Width", width);
  ref.put("Height", height);
  ref.put("BitsPerComponent", 8);
  ref.put("ColorSpace", typeof colorSpace === "string" ? doc.newName(colorSpace) : colorSpace);
  // MuPDF applied /Decode while decoding, so the new samples are already in their final sense.
  ref.delete("Decode");
  ref.delete("SMaskInData");
}

function filterNames(ref: mupdf.PDFObject): string[] {
  const filter = ref.get("Filter");
  if (filter.isName()) return [filter.asName()];
  const names: string[] = [];
  if (filter.isArray()) filter.forEach((item) => item.isName() && names.push(item.asName()));
  return names;
}

function streamLength(ref: mupdf.PDFObject): number {
  const buffer = ref.readRawStream();
  try {
    return buffer.getLength();
  } finally {
    buffer.destroy();
  }
}
