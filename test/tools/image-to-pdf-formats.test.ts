import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import * as mupdf from "mupdf";
import sharp from "sharp";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { runTool } from "../helpers/api-client.ts";
import { readPdf } from "../helpers/pdf-reader.ts";

const image = (relative: string) => corpus(`images/${relative}`);

/** Each page's image XObject size, as MuPDF reads the result back. */
function imageSizes(bytes: Uint8Array): Array<[number, number]> {
  const doc = new mupdf.PDFDocument(bytes);
  const sizes: Array<[number, number]> = [];
  for (let i = 0; i < doc.countPages(); i++) {
    doc.findPage(i).get("Resources").get("XObject").forEach((value) => {
      if (value.get("Subtype").asName() === "Image") sizes.push([value.get("Width").asNumber(), value.get("Height").asNumber()]);
    });
  }
  return sizes;
}

/** A page drawn by MuPDF, reduced to 16 × 16 RGB samples. */
function renderedThumbnail(bytes: Uint8Array, index: number): Promise<Buffer> {
  const page = new mupdf.PDFDocument(bytes).loadPage(index);
  const [x0, y0, x1, y1] = page.getBounds();
  const scale = 256 / Math.max(x1 - x0, y1 - y0);
  const pixmap = page.toPixmap([scale, 0, 0, scale, 0, 0], mupdf.ColorSpace.DeviceRGB, false);
  return sharp(Buffer.from(pixmap.getPixels()), { raw: { width: pixmap.getWidth(), height: pixmap.getHeight(), channels: 3 } }).resize(16, 16, { fit: "fill" }).raw().toBuffer();
}

/** The same page of an image file, decoded by sharp on its own, reduced the same way. */
async function referenceThumbnail(file: string, page = 0): Promise<Buffer> {
  const upright = await sharp(file, { page }).rotate().toBuffer();
  return sharp(upright).flatten({ background: "#ffffff" }).toColourspace("srgb").removeAlpha().resize(16, 16, { fit: "fill" }).raw().toBuffer();
}

function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe("image-to-pdf takes every image type convert-image reads", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it("puts each page of a multi-page TIFF on a page of its own, in order, with HEIC and AVIF images after it", async () => {
    const tiff = image("tiff/multipage_3p_fax_g4.tiff");
    const files = [tiff, image("heic/odd_dimensions_451x461.heic"), image("avif/photo_8bit_420.avif"), image("tiff/multipage_3p_deflate.tif")];
    const { job, bytes } = await runTool(t, "image-to-pdf", files, { pageSize: "Fit" });
    assert.equal(job.pageCount, 6);
    const pdf = await readPdf(bytes);
    assert.equal(pdf.numPages, 6, "three TIFF pages, the HEIC, the AVIF, the second TIFF");
    await pdf.destroy();

    const sizes = imageSizes(bytes);
    for (const [page, file, n] of [[0, tiff, 0], [1, tiff, 1], [2, tiff, 2], [4, image("avif/photo_8bit_420.avif"), 0], [5, image("tiff/multipage_3p_deflate.tif"), 0]] as const) {
      const meta = await sharp(file, { page: n }).metadata();
      assert.deepEqual(sizes[page], [meta.width, meta.pageHeight ?? meta.height], `page ${page + 1} holds its image at full size`);
      const difference = meanDifference(await renderedThumbnail(bytes, page), await referenceThumbnail(file, n));
      assert.ok(difference < 6, `page ${page + 1} shows ${file} page ${n + 1} (mean difference ${difference.toFixed(1)})`);
    }
    // sharp has no HEIC decoder here: its page is checked by size and by holding a picture at all.
    assert.deepEqual(sizes[3], [451, 461]);
    const heic = await renderedThumbnail(bytes, 3);
    assert.ok(Math.max(...heic) - Math.min(...heic) > 40, "the HEIC page shows a picture, not a blank");
  });

  it("takes a HEIC photo, an LZW TIFF and an AVIF with alpha on A4 pages", async () => {
    const files = [image("heic/photo_1280x854_with_thumbnail.heic"), image("tiff/rgb_lzw.tif"), image("avif/alpha_with_irot.avif")];
    const { bytes } = await runTool(t, "image-to-pdf", files);
    const pdf = await readPdf(bytes);
    assert.equal(pdf.numPages, 3);
    await pdf.destroy();
    const sizes = imageSizes(bytes);
    assert.deepEqual(sizes[0], [1280, 854], "the photo at full size, not its thumbnail");
  });
});
