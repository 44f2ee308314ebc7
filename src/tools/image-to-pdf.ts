import path from "node:path";
import type { OutputInfo } from "sharp";
import { JobError } from "../errors/job-errors.ts";
import { imageFailure, imageMediaTypes, openImage, type ImageFormat, type OpenedImage } from "../images/open-image.ts";
import { placeImage, type ImageShape, type PageLayout } from "../pdf/image-page-layout.ts";
import { ImagePdf } from "../pdf/image-pages.ts";
import { isPdfCompatibleJpeg, readJpegStructure } from "../pdf/jpeg-structure.ts";
import { savePdf, type mupdf } from "../pdf/mupdf-document.ts";
import { checkBuiltPdf } from "../pdf/verify-output.ts";
import { defineTool, MB, pdfResult, type ToolInput } from "./tool-definition.ts";

/** Points of white kept around the image on each side. */
const margins = { None: 0, Small: 20, Large: 50 } as const;

/** Every format convert-image reads; each page of a multi-page TIFF becomes a page of its own. */
const accepted: readonly ImageFormat[] = ["jpeg", "png", "webp", "gif", "bmp", "tiff", "avif", "heic"];

/** Pages one PDF may get: fifty files of scanned TIFFs could otherwise ask for tens of thousands. */
const MAX_PAGES = 1000;

/** Decoding a bigger image could take gigabytes; the same ceiling as convert-image. */
const MAX_PIXELS = 100_000_000;

export const imageToPdf = defineTool({
  name: "image-to-pdf",
  resultSuffix: "converted",
  summary: "Make a PDF from images",
  description:
    `Puts each image on a page of its own, in the order sent, turned upright as its EXIF orientation says, scaled to fit the page inside the margins without cropping and centred. JPEG images are embedded as they are, without re-encoding; PNG, WebP, GIF and BMP images are stored losslessly, transparency kept. Animated GIF and WebP give their first frame; each page of a multi-page TIFF gets a page of its own, at most ${MAX_PAGES} pages in all. Takes JPEG, PNG, WebP, GIF, BMP, TIFF, AVIF and HEIC images of up to 100 million pixels each.`,
  paid: false,
  acceptsBatch: true,
  fields: {
    pageSize: {
      kind: "enum",
      values: ["A4", "Letter", "Fit"],
      default: "A4",
      description:
        "A4: 595 × 842 points; Letter: 612 × 792 points; Fit: each page the size of its image at the image's resolution (72 pixels per inch when the file states none), plus the margins.",
    },
    orientation: {
      kind: "enum",
      values: ["Auto", "Portrait", "Landscape"],
      default: "Auto",
      description:
        "Auto: each page landscape when its image (upright) is wider than tall, portrait otherwise; Portrait or Landscape: every page so. Has no effect with `pageSize` Fit, where the page takes the image's shape.",
    },
    margin: {
      kind: "enum",
      values: ["None", "Small", "Large"],
      default: "None",
      description: "White space on every side of the image: None 0, Small 20 points (about 7 mm), Large 50 points (about 18 mm).",
    },
  },
  limits: {
    minFiles: 1,
    maxFiles: 50,
    maxFileBytes: 20 * MB,
    maxTotalBytes: 250 * MB,
    accepts: accepted.map((format) => imageMediaTypes[format]),
  },
  result: pdfResult,
  async run({ inputs, fields, workDir, progress }) {
    const layout: PageLayout = { pageSize: fields.pageSize, orientation: fields.orientation, margin: margins[fields.margin] };
    const pdf = new ImagePdf();
    try {
      // One image (one TIFF page) at a time: only its decoded pixels are held, never all fifty.
      let pages = 0;
      for (const [done, input] of inputs.entries()) {
        await progress(done, inputs.length);
        for (let page = 0, count = 1; page < count; page++) {
          const image = await openImage(input.path, { name: input.name, maxPixels: MAX_PIXELS, accept: accepted, page });
          count = image.pageCount;
          if (pages + count - page > MAX_PAGES) {
            throw new JobError("TooManyPages", `The images would make more than ${MAX_PAGES} pages ("${input.name}" alone has ${count}); send the pages in several calls.`);
          }
          const { xobject, shape } = await embedImage(pdf, input, image);
          pdf.addPage(xobject, placeImage(shape, layout));
          pages++;
        }
      }
      await progress(inputs.length, inputs.length);
      const output = path.join(workDir, "result.pdf");
      // A document made here page by page: its page tree is checked before it is written,
      // rather than by reading the written file back (50 photos: 35 MB).
      checkBuiltPdf(pdf.doc, inputs.length === 1 ? inputs[0]!.name : "the images");
      await savePdf(pdf.doc, output);
      return { outputs: [{ path: output, name: "result.pdf", checked: true }], pageCount: pages };
    } finally {
      pdf.destroy();
    }
  },
});

async function embedImage(pdf: ImagePdf, input: ToolInput, image: OpenedImage): Promise<{ xobject: mupdf.PDFObject; shape: ImageShape }> {
  const shape: ImageShape = { width: image.width, height: image.height, orientation: image.orientation, dpi: image.density ?? 72 };
  const icc = async () => (image.hasIcc ? (await image.pipeline().metadata()).icc : undefined);
  if (image.format === "jpeg") {
    const bytes = await image.sourceBytes.read();
    const jpeg = readJpegStructure(bytes);
    if (!jpeg) throw new JobError("DamagedFile", `"${input.name}" is cut short or damaged: its JPEG data ends before the picture does.`);
    if (isPdfCompatibleJpeg(jpeg)) return { xobject: pdf.addJpeg(bytes, jpeg, await icc()), shape };
  }
  const bits = image.space === "rgb16" || image.space === "grey16" ? 16 : 8;
  const grey = image.channels <= 2;
  // ("b-w" drops the alpha channel, so 8-bit grey with alpha comes as RGBA and is narrowed below.)
  const greyAlpha8 = grey && bits === 8 && image.hasAlpha;
  let pipeline = image.pipeline();
  // sharp hands samples over as 8-bit sRGB unless told otherwise: grey stays grey and 16 bits
  // stay 16 only when named. CMYK (a JPEG PDF cannot carry as it is) becomes sRGB through
  // sharp's CMYK profile.
  const cmyk = image.space === "cmyk";
  if (cmyk) pipeline = pipeline.toColourspace("srgb");
  else if (grey && !greyAlpha8) pipeline = pipeline.toColourspace(bits === 16 ? "grey16" : "b-w");
  else if (bits === 16) pipeline = pipeline.toColourspace("rgb16");
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await pipeline.raw(bits === 16 ? { depth: "ushort" } : {}).toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw imageFailure(error, input.name);
  }
  const { info } = pixels;
  const [data, channels] = greyAlpha8 && info.channels === 4 ? [greyFromRgba(pixels.data), 2 as const] : [pixels.data, info.channels as 1 | 2 | 3 | 4];
  const xobject = await pdf.addPixels({ data, width: info.width, height: info.height, channels, bits }, cmyk ? undefined : await icc());
  return { xobject, shape };
}

/** Grey and alpha from RGBA samples of a grey image, where red, green and blue are equal. */
function greyFromRgba(rgba: Buffer): Buffer {
  const out = Buffer.allocUnsafe(rgba.length / 2);
  for (let i = 0, o = 0; i < rgba.length; i += 4) {
    out[o++] = rgba[i]!;
    out[o++] = rgba[i + 3]!;
  }
  return out;
}
