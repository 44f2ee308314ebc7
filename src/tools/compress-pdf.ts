import { hasResourceCycle } from "../pdf/form-cycles.ts";
import { emptyOversizedColourProfiles } from "../pdf/colour-profiles.ts";
import { checkAllPageContent } from "../pdf/content-budget.ts";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { recompressImages, type ImagePolicy } from "../pdf/image-recompression.ts";
import { checkPageLimit, copyOfRawStream, isFlateOnly, openPdf, wasRepaired, type mupdf } from "../pdf/mupdf-document.ts";
import { defineTool, pdfLimits, pdfResult, type ToolLogger } from "./tool-definition.ts";

/**
 * Light keeps images print-sharp, Recommended screen-sharp, Strong smallest with visibly
 * softer images. The resolutions are those of the usual print, screen-reading and
 * on-screen-preview presets; the JPEG qualities are mozjpeg's, which at equal size look
 * better than libjpeg's. Light keeps a little more resolution than Ghostscript's /printer
 * (320 dpi, resampling above 448) at a lower quality: on the 30-page photo bench that is
 * 61.8 % of the input at SSIM 0.9980, against 61.0 % at 0.9950 for 300 dpi and q88 and
 * Ghostscript's 63.9 % at 0.9957 (the similarity of rendered pages moves with the exact
 * target resolution, so this was chosen on both numbers, not SSIM alone).
 */
const policies = {
  Light: { targetDpi: 320, resampleAbove: 1.4, jpegQuality: 84, jpegRecodeBelow: 0.7 },
  Recommended: { targetDpi: 150, resampleAbove: 1.5, jpegQuality: 78, jpegRecodeBelow: 0.85 },
  Strong: { targetDpi: 96, resampleAbove: 1.25, jpegQuality: 55, jpegRecodeBelow: 0.85 },
} as const satisfies Record<string, ImagePolicy>;

/**
 * Drops unused objects, Flate-compresses every stream still stored plain and packs small
 * objects into object streams. Identical objects are merged too, but MuPDF compares every
 * object with every other: 0.6 s at 3,700 objects, minutes at 85,000, so past this count
 * merging is left out (a higher Flate effort was measured at 0.3 % smaller for twice the time).
 */
const maxObjectsToDeduplicate = 5000;
const saveOptions = (objects: number) =>
  `garbage=${objects <= maxObjectsToDeduplicate ? "deduplicate" : "compact"},compress=yes,objstms=yes`;

/** How much a save's new file identifier alone can change a file's length (two strings of 16 bytes, literal or hex). */
const ID_NOISE_BYTES = 72;

export const compressPdf = defineTool({
  name: "compress-pdf",
  resultSuffix: "compressed",
  summary: "Make a PDF smaller",
  description:
    "Brings images down to the resolution the level asks for and re-encodes them (JPEG for photographs, lossless for flat-colour images), merges duplicate objects and compresses the file's structure. Text, fonts, links, bookmarks and form fields are kept. The result is never larger than the input: a PDF that cannot be made smaller comes back as it was, unless it is damaged, when it comes back repaired.",
  paid: false,
  acceptsBatch: true,
  fields: {
    level: {
      kind: "enum",
      values: ["Light", "Recommended", "Strong"],
      default: "Recommended",
      description:
        "Light: images stay sharp in print (about 320 dpi, high JPEG quality). Recommended: images stay sharp on screen (about 150 dpi). Strong: the smallest file, images visibly softer (about 96 dpi, lower JPEG quality).",
    },
  },
  limits: pdfLimits(),
  result: pdfResult,
  async run({ inputs, fields, workDir, progress, memoryMb, log }) {
    const input = inputs[0]!;
    const output = path.join(workDir, "result.pdf");
    const doc = await openPdf(input.path, { name: input.name });
    let pageCount: number;
    try {
      pageCount = checkPageLimit(doc, undefined, input.name);
      // Before anything draws a page: MuPDF would inflate such a profile at every drawing.
      const emptied = await emptyOversizedColourProfiles(doc);
      if (emptied > 0) log.warn("colour profiles too large to be real emptied", { emptied });
      // Font subsetting and image measuring run every page's drawing.
      checkAllPageContent(doc, { name: input.name, memoryMb });
      subsetFontsWhereSafe(doc, log);
      const report = await recompressImages(doc, policies[fields.level], progress);
      log.info("images recompressed", { ...report, level: fields.level });
      log.info("streams re-deflated", { bytesSaved: await redeflateStreams(doc) });
      const buffer = doc.saveToBuffer(saveOptions(doc.countObjects()));
      try {
        // Never larger than the input: when saving gains nothing the input comes back
        // byte for byte. A save writes a new file identifier, whose two 16-byte strings MuPDF
        // writes as literal or hex strings as their bytes fall, so a few bytes either way are
        // not a gain: an already compact file once came back a byte smaller, and different.
        // A file that had to be repaired never comes back as it was: a result must open without
        // repair in every reader, so it comes back rewritten, even when that is not smaller.
        if (buffer.getLength() < input.bytes - ID_NOISE_BYTES || wasRepaired(doc)) await fs.writeFile(output, buffer.asUint8Array());
        else await fs.copyFile(input.path, output);
      } finally {
        buffer.destroy();
      }
    } finally {
      doc.destroy();
    }
    return { outputs: [{ path: output, name: "result.pdf" }], pageCount };
  },
});

/**
 * 64 MiB a stream, 512 MiB in all: far above the page drawing and fonts of real files (the
 * 206-page IRS instructions have 21 MB), and a bound on the time a file of many small deflate
 * bombs can take.
 */
const maxStreamToRedeflate = 64 * 1024 * 1024;
const maxBytesToRedeflate = 512 * 1024 * 1024;
/** Streams deflated at once, on libuv's threads: level 9 of the IRS instructions' 21 MB takes 1.06 s on one. */
const concurrentStreams = 4;

const inflate = promisify(zlib.inflate);
const deflate = promisify(zlib.deflate);
const best = { level: 9, memLevel: 9 } as const;

/**
 * Deflates again at zlib's best level every stream stored with Flate alone: producers often
 * write content streams and fonts at a fast level, and MuPDF's save keeps compressed streams as
 * they are. On the 14-page tracemonkey paper this took its 1.2 MB of page and form drawing
 * from 499 kB to 450 kB (Ghostscript, which rewrites every page, stores 396 kB) and the whole
 * file from 895 kB to 822 kB. Images are left to the image pass; a stream with DecodeParms
 * (predictors) would need them redone too.
 *
 * XMP metadata, which MuPDF's save leaves plain, is deflated too: the IRS 1040 instructions
 * carry 41 kB of it (much of it the blank padding XMP keeps for editing in place) that
 * deflates to 15 kB, where Ghostscript writes 1.5 kB of new XMP. The PDF standard advises
 * leaving metadata unfiltered for tools that scan files for XMP without reading PDF, and
 * PDF/A-1 requires it, so a file that claims PDF/A keeps it plain. Returns the bytes saved.
 */
async function redeflateStreams(doc: mupdf.PDFDocument): Promise<number> {
  const packMetadata = !claimsPdfA(doc);
  const queue: { ref: mupdf.PDFObject; metadata: boolean }[] = [];
  const count = doc.countObjects();
  for (let number = 1; number < count; number++) {
    const ref = doc.newIndirect(number);
    if (!ref.isStream()) continue;
    // Read through the reference, not resolve(): a stream object resolved from JavaScript was
    // written without its data by MuPDF 1.28 in a save that renumbers and packs object streams.
    const filter = ref.get("Filter");
    if (packMetadata && ref.get("Type").asName() === "Metadata" && filter.isNull()) queue.push({ ref, metadata: true });
    else if (ref.get("Subtype").asName() !== "Image" && ref.get("DecodeParms").isNull() && isFlateOnly(filter)) queue.push({ ref, metadata: false });
  }
  let saved = 0;
  let budget = maxBytesToRedeflate;
  const worker = async (): Promise<void> => {
    for (let item = queue.shift(); item && budget > 0; item = queue.shift()) {
      const stored = copyOfRawStream(item.ref);
      let plain: Uint8Array;
      if (item.metadata) plain = stored;
      else {
        const limit = Math.min(maxStreamToRedeflate, budget);
        try {
          // Inflated here rather than by MuPDF, which returns what it could of a damaged stream:
          // rewriting that would make the loss permanent for readers that recover more. A stream
          // that inflates past the cap (a deflate bomb, or a huge font) is left as it was.
          plain = await inflate(stored, { maxOutputLength: limit });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") budget -= limit;
          continue;
        }
      }
      budget -= plain.length;
      const packed = await deflate(plain, best);
      if (packed.length >= stored.length) continue;
      item.ref.writeRawStream(packed);
      if (item.metadata) item.ref.put("Filter", doc.newName("FlateDecode"));
      saved += stored.length - packed.length;
    }
  };
  await Promise.all(Array.from({ length: concurrentStreams }, worker));
  return saved;
}

function claimsPdfA(doc: mupdf.PDFDocument): boolean {
  const metadata = doc.getTrailer().get("Root", "Metadata");
  if (!metadata.isStream()) return false;
  const xmp = metadata.readStream();
  try {
    return xmp.asString().includes("pdfaid:");
  } finally {
    xmp.destroy();
  }
}

/**
 * Drops the glyphs no page uses from embedded fonts (text extraction with pdf.js was checked
 * unchanged on the corpus's text, language, form and invoice files). Not in a PDF with form
 * fields: a field typed into later is drawn with the form's fonts and needs every glyph. Not in
 * a PDF whose forms draw themselves either: MuPDF's subsetting would follow the loop for ever.
 */
function subsetFontsWhereSafe(doc: mupdf.PDFDocument, log: ToolLogger): void {
  const fields = doc.getTrailer().get("Root", "AcroForm", "Fields");
  if (fields.isArray() && fields.length > 0) return;
  if (hasResourceCycle(doc)) {
    log.warn("fonts not subset: a form of the file draws itself");
    return;
  }
  try {
    doc.subsetFonts();
  } catch (error) {
    // MuPDF skips a font it cannot subset; a failure here leaves the fonts as they were.
    log.warn("font subsetting failed", { error: String(error) });
  }
}
