import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { JobError } from "../../src/errors/job-errors.ts";
import { imageFailure, openImage, sniffImageFormat, type ImageFormat } from "../../src/images/open-image.ts";
import { corpus } from "../helpers/test-app.ts";

const every: ImageFormat[] = ["jpeg", "png", "webp", "gif", "bmp", "tiff", "avif", "heic"];
const open = (relative: string, options: { maxPixels?: number; accept?: ImageFormat[] } = {}) =>
  openImage(corpus(`images/${relative}`), { name: path.basename(relative), maxPixels: options.maxPixels ?? 100_000_000, accept: options.accept ?? every });

async function rejectsWith(promise: Promise<unknown>, code: string, detail?: RegExp) {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof JobError, String(error));
    assert.equal(error.code, code, error.detail);
    if (detail) assert.match(error.detail, detail);
    return true;
  });
}

describe("sniffImageFormat", () => {
  it("names every corpus image's format from its bytes, whatever its extension", async () => {
    const expected: Record<string, ImageFormat> = {
      "jpeg/grayscale.jpg": "jpeg",
      "png/apng_animated.png": "png",
      "webp/lossy.webp": "webp",
      "gif/static.gif": "gif",
      "bmp/pal8_rle8.bmp": "bmp",
      "tiff/rgb_lzw.tif": "tiff",
      "tiff/bigtiff.tif": "tiff",
      "avif/photo_8bit_420.avif": "avif",
      "avif/animated_colors.avif": "avif",
      "heic/photo_1280x854_with_thumbnail.heic": "heic",
      "heic/hevc_with_heif_extension.heif": "heic",
    };
    for (const [file, format] of Object.entries(expected)) {
      const head = (await fs.readFile(corpus(`images/${file}`))).subarray(0, 64);
      assert.equal(sniffImageFormat(head), format, file);
    }
    assert.equal(sniffImageFormat(Buffer.from("%PDF-1.7\n")), null);
    assert.equal(sniffImageFormat(Buffer.from("BM is not enough")), null);
    assert.equal(sniffImageFormat(new Uint8Array()), null);
  });
});

describe("openImage", () => {
  it("reads size and orientation from the headers, and its pipeline decodes the first frame", async () => {
    const photo = await open("jpeg/exif_orientation_6_landscape.jpg");
    assert.deepEqual([photo.format, photo.width, photo.height, photo.orientation], ["jpeg", 1200, 1800, 6]);
    assert.deepEqual([photo.uprightWidth, photo.uprightHeight], [1800, 1200]);
    assert.equal(photo.sourceBytes.path, corpus("images/jpeg/exif_orientation_6_landscape.jpg"));
    const { info } = await photo.pipeline().rotate().raw().toBuffer({ resolveWithObject: true });
    assert.deepEqual([info.width, info.height], [1800, 1200]);

    const animated = await open("gif/animated_loop3.gif");
    const frame = await animated.pipeline().png().toBuffer();
    const meta = await sharp(frame).metadata();
    assert.deepEqual([meta.width, meta.height, meta.pages ?? 1], [370, 285, 1]);
  });

  it("decodes BMP with our codec and HEIC with libheif, upright and with alpha", async () => {
    const bmp = await open("bmp/rgba32_v5_alpha.bmp");
    assert.deepEqual([bmp.format, bmp.width, bmp.height, bmp.hasAlpha], ["bmp", 127, 64, true]);
    const bmpPixels = await bmp.pipeline().raw().toBuffer({ resolveWithObject: true });
    assert.equal(bmpPixels.info.channels, 4);

    for (const [file, width, height, alpha] of [
      ["heic/photo_1280x854_with_thumbnail.heic", 1280, 854, false],
      ["heic/odd_dimensions_451x461.heic", 451, 461, false],
      ["heic/alpha_512.heic", 512, 512, true],
      ["heic/hevc_with_heif_extension.heif", 128, 128, false],
    ] as const) {
      const heic = await open(file);
      assert.deepEqual([heic.format, heic.width, heic.height, heic.orientation, heic.hasAlpha], ["heic", width, height, 1, alpha], file);
      const { info } = await heic.pipeline().rotate().raw().toBuffer({ resolveWithObject: true });
      assert.deepEqual([info.width, info.height, info.channels], [width, height, alpha ? 4 : 3], file);
    }
  });

  it("gives AVIF upright (libvips applies irot itself), so its orientation stays 1", async () => {
    // AVIF's irot is applied by libvips (libheif inside sharp); the size shown is the rotated one.
    const avif = await open("avif/alpha_with_irot.avif");
    assert.deepEqual([avif.orientation, avif.width, avif.height], [1, 256, 512]);
  });

  it("refuses images over the pixel limit from their headers, fast and without growing memory", async () => {
    const before = process.memoryUsage().rss;
    const started = performance.now();
    await rejectsWith(open("png/huge_65536x65536_1bit.png"), "ImageTooLarge", /65536 × 65536 pixels; the most this tool takes is 100 million/);
    await rejectsWith(open("bmp/huge_header_3000000x2000000.bmp"), "ImageTooLarge", /3000000 × 2000000/);
    await rejectsWith(open("heic/photo_1280x854_with_thumbnail.heic", { maxPixels: 1_000_000 }), "ImageTooLarge", /1280 × 854/);
    assert.ok(performance.now() - started < 1000);
    assert.ok(process.memoryUsage().rss - before < 60e6, "no pixel buffer was allocated");
  });

  it("refuses formats not accepted and files that are not images as UnsupportedFile, naming the file", async () => {
    await rejectsWith(open("tiff/rgb_lzw.tif", { accept: ["jpeg", "png"] }), "UnsupportedFile", /"rgb_lzw.tif" is a TIFF image; this tool takes JPEG, PNG/);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "open-image-test-"));
    try {
      const text = path.join(dir, "notes.txt");
      await fs.writeFile(text, "just some text, not a picture");
      await rejectsWith(openImage(text, { name: "notes.txt", maxPixels: 1e8, accept: every }), "UnsupportedFile", /"notes.txt" is not an image/);
      // Named as an image: the name only chooses the sentence, never the decoder.
      await rejectsWith(openImage(text, { name: "notes.png", maxPixels: 1e8, accept: every }), "DamagedFile", /named as a PNG image/);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it("calls damaged files DamagedFile, whether found at open or when the pipeline decodes", async () => {
    await rejectsWith(open("bmp/truncated.bmp"), "DamagedFile", /truncated.bmp/);
    await rejectsWith(open("jpeg/corrupt_header.jpg"), "DamagedFile");
    await rejectsWith(open("avif/animated_colors.avif"), "UnsupportedFile", /image sequence/);
    await rejectsWith(open("heic/corrupt_16_bytes.heic"), "DamagedFile", /corrupt_16_bytes.heic/);
    for (const file of ["jpeg/truncated.jpg", "png/truncated.png"]) {
      const image = await open(file);
      const failure = await image.pipeline().raw().toBuffer().then(() => null, (error: unknown) => imageFailure(error, path.basename(file)));
      assert.ok(failure instanceof JobError && failure.code === "DamagedFile", file);
    }
  });
});
