import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as mupdf from "mupdf";
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";
import sharp from "sharp";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { runTool, runToolExpectingFailure, submit, type FileArg } from "../helpers/api-client.ts";
import { readPdf } from "../helpers/pdf-reader.ts";

const image = (relative: string) => corpus(`images/${relative}`);
const orientationFile = (n: number) => image(`jpeg/exif_orientation_${n}_landscape.jpg`);

/** A solid image generated here: its colour tells the pages apart, its size the page's shape. */
async function solid(
  name: string,
  width: number,
  height: number,
  colour: { r: number; g: number; b: number; alpha?: number },
  options: { density?: number } = {},
): Promise<FileArg> {
  let pipeline = sharp({ create: { width, height, channels: colour.alpha === undefined ? 3 : 4, background: colour } });
  if (options.density) pipeline = pipeline.withMetadata({ density: options.density });
  const data = name.endsWith(".jpg") ? await pipeline.jpeg().toBuffer() : await pipeline.png().toBuffer();
  return { name, data };
}

interface PlacedImage {
  /** The page as pdf.js sees it. */
  readonly page: { width: number; height: number };
  /** Bounding box of the drawn image in PDF points (y up), from pdf.js's operator list. */
  readonly box: { x0: number; y0: number; x1: number; y1: number };
}

/** Where pdf.js draws each page's image: reader-independent geometry of the output. */
async function placements(bytes: Uint8Array): Promise<PlacedImage[]> {
  const task = pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 });
  const doc = await task.promise;
  try {
    const out: PlacedImage[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const [, , width, height] = page.view as [number, number, number, number];
      const list = await page.getOperatorList();
      let matrix: number[] | null = null;
      let drawn: number[] | null = null;
      list.fnArray.forEach((fn, i) => {
        if (fn === pdfjs.OPS.transform) matrix = list.argsArray[i] as number[];
        if (fn === pdfjs.OPS.paintImageXObject) drawn = matrix;
      });
      assert.ok(drawn, `page ${n} draws an image`);
      const [a, b, c, d, e, f] = drawn as unknown as number[];
      const xs = [e!, e! + a!, e! + c!, e! + a! + c!];
      const ys = [f!, f! + b!, f! + d!, f! + b! + d!];
      out.push({ page: { width, height }, box: { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) } });
    }
    return out;
  } finally {
    await task.destroy();
  }
}

/** Each page's image XObject as MuPDF reads it back. */
function pageImages(bytes: Uint8Array): mupdf.PDFObject[] {
  const doc = new mupdf.PDFDocument(bytes);
  const out: mupdf.PDFObject[] = [];
  for (let i = 0; i < doc.countPages(); i++) {
    const resources = doc.findPage(i).get("Resources").get("XObject");
    let found: mupdf.PDFObject | null = null;
    resources.forEach((value) => {
      // The indirect reference itself: MuPDF reads a stream's data only through it.
      if (value.get("Subtype").asName() === "Image") found = value;
    });
    assert.ok(found, `page ${i + 1} has an image`);
    out.push(found);
  }
  return out;
}

/** A stream's data, decoded or (raw) as stored. */
function streamBytes(stream: mupdf.PDFObject, raw = false): Buffer {
  const buffer = raw ? stream.readRawStream() : stream.readStream();
  try {
    return Buffer.from(buffer.asUint8Array());
  } finally {
    buffer.destroy();
  }
}

/** A page drawn by MuPDF, reduced to 32 × 32 RGB samples. */
async function renderedThumbnail(bytes: Uint8Array, index: number): Promise<Buffer> {
  const doc = new mupdf.PDFDocument(bytes);
  const page = doc.loadPage(index);
  const [x0, y0, x1, y1] = page.getBounds();
  const scale = 256 / Math.max(x1 - x0, y1 - y0);
  const pixmap = page.toPixmap([scale, 0, 0, scale, 0, 0], mupdf.ColorSpace.DeviceRGB, false);
  const raw = { width: pixmap.getWidth(), height: pixmap.getHeight(), channels: 3 as const };
  return sharp(Buffer.from(pixmap.getPixels()), { raw }).resize(32, 32, { fit: "fill" }).raw().toBuffer();
}

/** An image file turned upright by sharp, on white, reduced like renderedThumbnail. */
async function uprightThumbnail(file: string | Buffer): Promise<Buffer> {
  const upright = await sharp(file).rotate().toBuffer();
  return sharp(upright).flatten({ background: "#ffffff" }).toColourspace("srgb").removeAlpha().resize(32, 32, { fit: "fill" }).raw().toBuffer();
}

function meanDifference(a: Buffer, b: Buffer): number {
  assert.equal(a.length, b.length);
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

const near = (actual: number, expected: number, message?: string) => assert.ok(Math.abs(actual - expected) < 0.01, `${message ?? ""} ${actual} ≠ ${expected}`);

describe("image-to-pdf", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it("puts one image per page in the order sent, each scaled to fit and centred on an A4 page", async () => {
    const files = [
      await solid("red.png", 300, 200, { r: 255, g: 0, b: 0 }),
      await solid("green.jpg", 200, 300, { r: 0, g: 255, b: 0 }),
      await solid("blue.png", 100, 100, { r: 0, g: 0, b: 255 }),
    ];
    const { bytes, job } = await runTool(t, "image-to-pdf", files);
    assert.equal(job.operation, "image-to-pdf");
    assert.equal(job.pageCount, 3);
    assert.equal((await readPdf(bytes)).numPages, 3);
    const expected = [
      [255, 0, 0],
      [0, 255, 0],
      [0, 0, 255],
    ];
    for (let i = 0; i < 3; i++) {
      const centre = (await renderedThumbnail(bytes, i)).subarray((16 * 32 + 16) * 3, (16 * 32 + 16) * 3 + 3);
      assert.ok(meanDifference(Buffer.from(centre), Buffer.from(expected[i]!)) < 8, `page ${i + 1} is ${[...centre]}`);
    }
    const placed = await placements(bytes);
    // red: landscape on a landscape page, filling its width; green: portrait page, filling its height;
    // blue: square, upscaled to the portrait page's width.
    assert.deepEqual(placed.map((p) => [p.page.width, p.page.height]), [[842, 595], [595, 842], [595, 842]]);
    near(placed[0]!.box.x1 - placed[0]!.box.x0, 842);
    near(placed[0]!.box.y1 - placed[0]!.box.y0, (842 * 200) / 300);
    near(placed[1]!.box.y1 - placed[1]!.box.y0, 842);
    near(placed[2]!.box.x1 - placed[2]!.box.x0, 595);
    for (const { page, box } of placed) {
      near(box.x0, page.width - box.x1, "centred across");
      near(box.y0, page.height - box.y1, "centred up and down");
    }
  });

  it("makes Letter pages, and Fit pages the image's size at its resolution (72 dpi when it states none)", async () => {
    const wide = await solid("wide.png", 600, 300, { r: 10, g: 20, b: 30 }, { density: 300 });
    const letter = await placements((await runTool(t, "image-to-pdf", [wide], { pageSize: "Letter" })).bytes);
    assert.deepEqual(letter[0]!.page, { width: 792, height: 612 });
    const fit = await placements((await runTool(t, "image-to-pdf", [wide, image("gif/static.gif")], { pageSize: "Fit" })).bytes);
    assert.deepEqual(fit[0]!.page, { width: 144, height: 72 });
    assert.deepEqual(fit[0]!.box, { x0: 0, y0: 0, x1: 144, y1: 72 });
    assert.deepEqual(fit[1]!.page, { width: 128, height: 128 }, "a GIF has no resolution: 72 dpi");
    const jpeg = await placements((await runTool(t, "image-to-pdf", [image("jpeg/progressive_big_icc.jpg")], { pageSize: "Fit" })).bytes);
    assert.deepEqual(jpeg[0]!.page, { width: 102, height: 60 }, "425 × 250 pixels at 300 dpi");
  });

  it("turns pages to each image's shape under Auto, and every page as asked under Portrait or Landscape", async () => {
    const wide = await solid("wide.png", 400, 200, { r: 200, g: 0, b: 0 });
    const tall = await solid("tall.png", 200, 400, { r: 0, g: 0, b: 200 });
    const shapes = async (fields: Record<string, string>) =>
      (await placements((await runTool(t, "image-to-pdf", [wide, tall], fields)).bytes)).map((p) => [p.page.width, p.page.height]);
    assert.deepEqual(await shapes({}), [[842, 595], [595, 842]]);
    assert.deepEqual(await shapes({ orientation: "Portrait" }), [[595, 842], [595, 842]]);
    assert.deepEqual(await shapes({ orientation: "Landscape", pageSize: "Letter" }), [[792, 612], [792, 612]]);
    assert.deepEqual(await shapes({ orientation: "Portrait", pageSize: "Fit" }), [[400, 200], [200, 400]], "Fit pages keep the image's shape");
  });

  it("keeps the image inside the margins, centred, touching the margin on its limiting sides", async () => {
    const wide = await solid("wide.png", 400, 200, { r: 0, g: 128, b: 0 });
    const tall = await solid("tall.png", 100, 400, { r: 0, g: 128, b: 0 });
    for (const [margin, inset] of [["Small", 20], ["Large", 50]] as const) {
      const [w, h] = await placements((await runTool(t, "image-to-pdf", [wide, tall], { margin })).bytes);
      near(w!.box.x0, inset, `${margin} wide left`);
      near(w!.box.x1, 842 - inset, `${margin} wide right`);
      near(w!.box.y1 - w!.box.y0, (842 - 2 * inset) / 2, `${margin} wide height`);
      near(w!.box.y0, 595 - w!.box.y1, `${margin} wide centred`);
      near(h!.box.y0, inset, `${margin} tall bottom`);
      near(h!.box.y1, 842 - inset, `${margin} tall top`);
      near(h!.box.x0, 595 - h!.box.x1, `${margin} tall centred`);
    }
    const [fit] = await placements((await runTool(t, "image-to-pdf", [wide], { pageSize: "Fit", margin: "Small" })).bytes);
    assert.deepEqual(fit, { page: { width: 440, height: 240 }, box: { x0: 20, y0: 20, x1: 420, y1: 220 } });
  });

  it("embeds a JPEG's own bytes as a DCTDecode stream, without re-encoding", async () => {
    for (const file of [orientationFile(1), image("jpeg/progressive_big_icc.jpg"), image("jpeg/grayscale.jpg")]) {
      const { bytes } = await runTool(t, "image-to-pdf", [file]);
      const [xobject] = pageImages(bytes);
      assert.equal(xobject!.get("Filter").asName(), "DCTDecode");
      assert.ok(streamBytes(xobject!, true).equals(await fs.readFile(file)), file);
    }
    // An Ultra HDR photo's appended gain map is not part of the picture and is left out.
    const hdr = await fs.readFile(image("jpeg/ultrahdr_gainmap.jpg"));
    const [primary] = pageImages((await runTool(t, "image-to-pdf", [image("jpeg/ultrahdr_gainmap.jpg")])).bytes);
    const raw = streamBytes(primary!, true);
    assert.ok(raw.length < hdr.length && hdr.subarray(0, raw.length).equals(raw));
  });

  it("shows a JPEG upright for each of the eight EXIF orientations, turning it in the page rather than re-encoding", async () => {
    const files = [1, 2, 3, 4, 5, 6, 7, 8].map(orientationFile);
    const { bytes } = await runTool(t, "image-to-pdf", files, { pageSize: "Fit" });
    const placed = await placements(bytes);
    const images = pageImages(bytes);
    for (let i = 0; i < files.length; i++) {
      // Every one of these pictures is landscape once upright, whichever way it is stored.
      assert.deepEqual(placed[i]!.page, { width: 1800, height: 1200 }, `orientation ${i + 1}`);
      assert.equal(images[i]!.get("Filter").asName(), "DCTDecode");
      const difference = meanDifference(await renderedThumbnail(bytes, i), await uprightThumbnail(files[i]!));
      assert.ok(difference < 6, `orientation ${i + 1} differs from the upright picture by ${difference.toFixed(1)}`);
    }
    // The phone photo is stored 4032 × 3024 and turned a quarter by EXIF: portrait under Auto.
    const phone = image("jpeg/phone_photo_4032x3024_exif6_xmp_icc.jpg");
    const photo = await runTool(t, "image-to-pdf", [phone]);
    const [page] = await placements(photo.bytes);
    assert.deepEqual(page!.page, { width: 595, height: 842 });
    near(page!.box.x1 - page!.box.x0, 595);
    near(page!.box.y1 - page!.box.y0, (595 * 4032) / 3024);
    const fit = await runTool(t, "image-to-pdf", [phone], { pageSize: "Fit" });
    assert.deepEqual((await placements(fit.bytes))[0]!.page, { width: 3024, height: 4032 });
    assert.ok(meanDifference(await renderedThumbnail(fit.bytes, 0), await uprightThumbnail(await sharp(phone).rotate().resize(400).toBuffer())) < 6);
  });

  it("keeps Adobe CMYK JPEGs' colours with an inverting /Decode", async () => {
    for (const name of ["cmyk_plain_no_icc.jpg", "cmyk_ycck_no_icc.jpg", "cmyk_ycck_swop_icc.jpg"]) {
      const file = image(`jpeg/${name}`);
      const { bytes } = await runTool(t, "image-to-pdf", [file], { pageSize: "Fit" });
      const [xobject] = pageImages(bytes);
      assert.deepEqual(xobject!.get("Decode").asJS(), [1, 0, 1, 0, 1, 0, 1, 0], name);
      // MuPDF drawing the .jpg file itself is the reference: the same CMYK conversion, no PDF in between.
      const pixmap = new mupdf.Image(await fs.readFile(file)).toPixmap().convertToColorSpace(mupdf.ColorSpace.DeviceRGB);
      const reference = await sharp(Buffer.from(pixmap.getPixels()), {
        raw: { width: pixmap.getWidth(), height: pixmap.getHeight(), channels: pixmap.getNumberOfComponents() as 3 },
      })
        .resize(32, 32, { fit: "fill" })
        .raw()
        .toBuffer();
      assert.ok(meanDifference(await renderedThumbnail(bytes, 0), reference) < 3, name);
    }
  });

  it("keeps PNG transparency as a soft mask and stores PNG, WebP and GIF losslessly", async () => {
    const halfClear = await sharp({ create: { width: 64, height: 48, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } } }).png().toBuffer();
    const halfClearFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "image-to-pdf-")), "half-clear.png");
    await fs.writeFile(halfClearFile, halfClear);
    const cases = [
      { file: halfClearFile, mask: true },
      // An alpha channel that is opaque everywhere needs no mask.
      { file: image("png/rgba_alpha.png"), mask: false },
      { file: image("png/palette_trns_transparency.png"), mask: true },
      { file: image("png/rgb_photo.png"), mask: false },
      { file: image("png/grayscale.png"), mask: false },
      { file: image("webp/lossless.webp"), mask: true },
      { file: image("webp/lossy.webp"), mask: false },
      { file: image("gif/transparent.gif"), mask: true },
      { file: image("gif/animated_loop3.gif"), mask: false },
    ];
    const { bytes } = await runTool(t, "image-to-pdf", cases.map((c) => c.file), { pageSize: "Fit" });
    const images = pageImages(bytes);
    for (let i = 0; i < cases.length; i++) {
      const { file, mask } = cases[i]!;
      const xobject = images[i]!;
      const meta = await sharp(file).metadata();
      assert.equal(xobject.get("Filter").asName(), "FlateDecode", file);
      assert.equal(xobject.get("Width").asNumber(), meta.width, file);
      assert.equal(xobject.get("Height").asNumber(), meta.pageHeight ?? meta.height, file);
      assert.equal(!xobject.get("SMask").isNull(), mask, `${file} soft mask`);
      const difference = meanDifference(await renderedThumbnail(bytes, i), await uprightThumbnail(file));
      assert.ok(difference < 4, `${file} differs by ${difference.toFixed(1)}`);
    }
    assert.equal(images[4]!.get("ColorSpace").asName(), "DeviceGray", "grey stays grey");
    // Lossless: the stored samples are the decoded samples.
    const stored = streamBytes(images[3]!);
    assert.ok(stored.equals(await sharp(image("png/rgb_photo.png")).raw().toBuffer()));
  });

  it("stores BMP images losslessly, alpha as a soft mask, at the resolution their header states", async () => {
    const files = ["rgb24_photo.bmp", "rgba32_v5_alpha.bmp", "pal8.bmp", "pal8_rle8.bmp", "pal1_monochrome.bmp"].map((name) => image(`bmp/${name}`));
    const { bytes } = await runTool(t, "image-to-pdf", files, { pageSize: "Fit" });
    const images = pageImages(bytes);
    const placed = await placements(bytes);
    // Its header says 3779 pixels per metre, 96 dpi: 128 pixels make 96 points.
    near(placed[0]!.page.width, (128 * 72) / (3779 * 0.0254), "rgb24_photo.bmp");
    for (let i = 0; i < files.length; i++) {
      assert.equal(images[i]!.get("Filter").asName(), "FlateDecode", files[i]);
      assert.equal(!images[i]!.get("SMask").isNull(), i === 1, `${files[i]} soft mask`);
    }
    // Our BMP codec is the only reader of these files here, so the reference is its decoding:
    // the page stores exactly its samples, and MuPDF draws them the right way up.
    const { openImage } = await import("../../src/images/open-image.ts");
    for (const [i, file] of files.entries()) {
      const opened = await openImage(file, { name: file, maxPixels: 1e8, accept: ["bmp"] });
      if (i !== 1) assert.ok(streamBytes(images[i]!).equals(await opened.pipeline().raw().toBuffer()), `${file} samples`);
      const reference = await uprightThumbnail(await opened.pipeline().png().toBuffer());
      const difference = meanDifference(await renderedThumbnail(bytes, i), reference);
      assert.ok(difference < 8, `${file} differs by ${difference.toFixed(1)}`);
    }
  });

  it("keeps 16-bit samples and grey with alpha as they are", async () => {
    const greyAlpha = await sharp({ create: { width: 8, height: 8, channels: 4, background: { r: 90, g: 90, b: 90, alpha: 0.5 } } })
      .toColourspace("b-w")
      .png()
      .toBuffer();
    const { bytes } = await runTool(t, "image-to-pdf", [image("png/photo_16bit_1024x684.png"), image("png/rgba_16bit.png"), { name: "grey-alpha.png", data: greyAlpha }], { pageSize: "Fit" });
    const [photo, rgba, grey] = pageImages(bytes);
    assert.equal(photo!.get("BitsPerComponent").asNumber(), 16);
    assert.equal(rgba!.get("BitsPerComponent").asNumber(), 16);
    assert.equal(rgba!.get("SMask").resolve().get("BitsPerComponent").asNumber(), 16);
    const expected = await sharp(image("png/photo_16bit_1024x684.png")).toColourspace("rgb16").raw({ depth: "ushort" }).toBuffer();
    assert.ok(streamBytes(photo!).equals(expected.swap16()), "16-bit samples, big-endian");
    assert.equal(grey!.get("ColorSpace").asName(), "DeviceGray");
    assert.deepEqual([...streamBytes(grey!.get("SMask")).subarray(0, 2)], [128, 128]);
    assert.ok(meanDifference(await renderedThumbnail(bytes, 0), await uprightThumbnail(image("png/photo_16bit_1024x684.png"))) < 3);
  });

  it("fails a job with a file that is not an image, or a damaged one, naming the file", async () => {
    const text = await runToolExpectingFailure(t, "image-to-pdf", [await solid("a.png", 10, 10, { r: 0, g: 0, b: 0 }), { name: "notes.txt", data: "not an image at all" }]);
    assert.equal(text.code, "UnsupportedFile");
    assert.match(text.detail, /notes\.txt/);
    const truncated = await runToolExpectingFailure(t, "image-to-pdf", [image("jpeg/truncated.jpg")]);
    assert.equal(truncated.code, "DamagedFile");
    assert.match(truncated.detail, /truncated\.jpg/);
    const header = await runToolExpectingFailure(t, "image-to-pdf", [image("jpeg/corrupt_header.jpg")]);
    assert.equal(header.code, "DamagedFile");
    const png = await runToolExpectingFailure(t, "image-to-pdf", [image("png/truncated.png")]);
    assert.equal(png.code, "DamagedFile");
    const bmp = await runToolExpectingFailure(t, "image-to-pdf", [image("bmp/truncated.bmp")]);
    assert.equal(bmp.code, "DamagedFile");
  });

  it("refuses an image over 100 million pixels before decoding it", async () => {
    for (const file of [image("png/huge_65536x65536_1bit.png"), image("bmp/huge_header_3000000x2000000.bmp")]) {
      const error = await runToolExpectingFailure(t, "image-to-pdf", [file]);
      assert.equal(error.code, "ImageTooLarge", file);
    }
  });

  it("refuses more than 50 images and unknown field values with 400", async () => {
    const dot = await solid("dot.png", 2, 2, { r: 0, g: 0, b: 0 });
    const many = await submit(t, "image-to-pdf", Array.from({ length: 51 }, () => dot));
    assert.equal(many.response.status, 400);
    assert.equal(many.body.errors[0].field, "files");
    for (const [field, value] of [["pageSize", "A3"], ["orientation", "Sideways"], ["margin", "Huge"]] as const) {
      const { response, body } = await submit(t, "image-to-pdf", [dot], { [field]: value });
      assert.equal(response.status, 400, `${field}=${value}`);
      assert.equal(body.errors[0].field, field);
    }
    const fifty = await runTool(t, "image-to-pdf", Array.from({ length: 50 }, () => dot));
    assert.equal(fifty.job.pageCount, 50);
  });
});
