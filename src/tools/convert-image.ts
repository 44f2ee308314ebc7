import path from "node:path";
import { imageMediaTypes, imageFailure, openImage, type ImageFormat } from "../images/open-image.ts";
import { outputImageTypes, writeImage, type OutputImageFormat } from "../images/encode-image.ts";
import { defineTool, MB, zipFormat, type ResultFormat } from "./tool-definition.ts";

/** Each image may hold at most 100 million pixels. */
const MAX_PIXELS = 100_000_000;
const inputFormats: readonly ImageFormat[] = ["jpeg", "png", "webp", "gif", "bmp", "tiff", "avif", "heic"];
const outputFormats = ["Jpeg", "Png", "WebP", "Gif", "Bmp", "Tiff", "Avif"] as const satisfies readonly OutputImageFormat[];

const resultFormats = Object.fromEntries(
  outputFormats.map((format) => {
    const { extension, contentType } = outputImageTypes[format];
    return [format, { extension, contentType, zip: false }];
  }),
) as Record<OutputImageFormat, ResultFormat>;

export const convertImage = defineTool({
  name: "convert-image",
  resultSuffix: "converted",
  summary: "Convert images between formats",
  description:
    "Converts JPEG, PNG, WebP, GIF, BMP, TIFF, AVIF and HEIC images to the chosen format. Each image is turned upright per its recorded orientation, converted to sRGB (an embedded ICC profile, CMYK included, is honoured) and stripped of metadata (EXIF, XMP, IPTC, ICC). Jpeg and Bmp output turn transparency white; the other formats keep it. Animated images and multi-page TIFF give their first frame. One file gives one image; several give a ZIP of images named after their files with the new extension (`photo.jpg`, `photo (2).jpg` when two share a name). An image over 100 million pixels is refused before it is decoded.",
  paid: false,
  acceptsBatch: true,
  fields: {
    format: {
      kind: "enum",
      values: outputFormats,
      default: "Jpeg",
      description: "The format of the result: Jpeg, Png, WebP, Gif, Bmp, Tiff (lossless, deflate) or Avif.",
    },
    quality: {
      kind: "integer",
      min: 1,
      max: 100,
      default: 85,
      description: "Quality for Jpeg, WebP and Avif, 1 (smallest) to 100 (best); the other formats are lossless (Gif: 256 colours).",
    },
  },
  limits: {
    minFiles: 1,
    maxFiles: 20,
    maxFileBytes: 25 * MB,
    maxTotalBytes: 250 * MB,
    accepts: inputFormats.map((format) => imageMediaTypes[format]),
  },
  result: {
    formats: [...outputFormats.map((format) => resultFormats[format]), zipFormat],
    choose: (fields, inputCount) => (inputCount > 1 ? zipFormat : resultFormats[fields.format]),
  },
  async run({ inputs, fields, progress, workDir, emit }) {
    const type = outputImageTypes[fields.format];
    const names = uniqueNames(inputs.map((input) => `${stem(input.name)}.${type.extension}`));
    // One image at a time from decoding to the result: 20 images of 100 million pixels would
    // otherwise hold 6 GB of pixels at once.
    for (const [index, input] of inputs.entries()) {
      await progress(index, inputs.length);
      const image = await openImage(input.path, { name: input.name, maxPixels: MAX_PIXELS, accept: inputFormats });
      let pipeline = image.pipeline().autoOrient();
      if (type.opaque) pipeline = pipeline.flatten({ background: "#ffffff" });
      const file = path.join(workDir, `${index}.${type.extension}`);
      try {
        await writeImage(pipeline, fields.format, fields.quality, file);
      } catch (error) {
        throw imageFailure(error, input.name);
      }
      await emit({ path: file, name: names[index]!, compress: type.compressible });
    }
    return { outputs: [] };
  },
});

/** The file name without its last extension; a name that is only an extension keeps it. */
function stem(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name || "image";
}

/** `photo.jpg`, `photo (2).jpg`, …: names compared without case, as the file systems ZIPs are unpacked on do. */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf(".");
    const [base, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
