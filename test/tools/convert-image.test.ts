import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import sharp from "sharp";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { runTool, runToolExpectingFailure, submit, type FileArg } from "../helpers/api-client.ts";
import { decodeBmp, encodeBmpToBuffer } from "../../src/images/bmp-codec.ts";
import { readZip } from "../helpers/zip-reader.ts";

const image = (relative: string) => corpus(`images/${relative}`);


/** The format an output's first bytes declare. */
function magic(bytes: Uint8Array): string {
  const b = Buffer.from(bytes.subarray(0, 16));
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "Jpeg";
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "Png";
  if (b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP") return "WebP";
  if (b.toString("latin1", 0, 6) === "GIF89a" || b.toString("latin1", 0, 6) === "GIF87a") return "Gif";
  if (b.toString("latin1", 0, 2) === "BM") return "Bmp";
  if (["II*\0", "MM\0*"].includes(b.toString("latin1", 0, 4))) return "Tiff";
  if (b.toString("latin1", 4, 8) === "ftyp" && b.toString("latin1", 8, 12) === "avif") return "Avif";
  return "unknown";
}

/** Size and pixels of any output, BMP included (sharp cannot read BMP). */
async function decode(bytes: Uint8Array): Promise<{ width: number; height: number; channels: number; pixels: Buffer }> {
  if (magic(bytes) === "Bmp") return decodeBmp(bytes);
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: info.channels, pixels: data };
}

/**
 * A 40 × 30 picture: red left half, blue right half, and a fully transparent 10 × 10 top-left
 * corner, in every input format (HEIC cannot be encoded here, so it comes from the corpus).
 */
async function generatedInputs(): Promise<FileArg[]> {
  const width = 40;
  const height = 30;
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      pixels.set(x < width / 2 ? [255, 0, 0, 255] : [0, 0, 255, 255], at);
      if (x < 10 && y < 10) pixels[at + 3] = 0;
    }
  }
  const raw = () => sharp(pixels, { raw: { width, height, channels: 4 } });
  return [
    { name: "from-jpeg.jpg", data: await raw().flatten({ background: "#fff" }).jpeg().toBuffer() },
    { name: "from-png.png", data: await raw().png().toBuffer() },
    { name: "from-webp.webp", data: await raw().webp({ lossless: true }).toBuffer() },
    { name: "from-gif.gif", data: await raw().gif().toBuffer() },
    { name: "from-bmp.bmp", data: encodeBmpToBuffer({ width, height, channels: 4, pixels }) },
    { name: "from-tiff.tif", data: await raw().tiff().toBuffer() },
    { name: "from-avif.avif", data: await raw().avif({ lossless: true }).toBuffer() },
    { name: "from-heic.heic", data: await import("node:fs/promises").then((fs) => fs.readFile(image("heic/hevc_with_heif_extension.heif"))) },
  ];
}

/** A greyscale 32 × 32 thumbnail: enough to tell which way up a picture is. */
async function thumbnail(bytes: Uint8Array): Promise<Buffer> {
  return sharp(bytes).greyscale().resize(32, 32, { fit: "fill" }).raw().toBuffer();
}

function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

const outputFormats = ["Jpeg", "Png", "WebP", "Gif", "Bmp", "Tiff", "Avif"] as const;
const extensions = { Jpeg: "jpg", Png: "png", WebP: "webp", Gif: "gif", Bmp: "bmp", Tiff: "tiff", Avif: "avif" };

describe("convert-image", () => {
  let t: TestApp;
  let inputs: FileArg[];
  before(async () => {
    t = await startTestApp();
    inputs = await generatedInputs();
  });
  after(() => t.close());

  it("converts every input format to every output format, with the right signature and size", async () => {
    for (const format of outputFormats) {
      const { bytes, job } = await runTool(t, "convert-image", inputs, { format });
      assert.equal(job.fileName, "from-jpeg-converted.zip");
      const entries = await readZip(bytes);
      assert.deepEqual(
        entries.map((entry) => entry.name),
        inputs.map((input) => `${path.parse((input as { name: string }).name).name}.${extensions[format]}`),
      );
      for (const entry of entries) {
        assert.equal(magic(entry.data), format, `${entry.name}`);
        const decoded = await decode(entry.data);
        const want = entry.name.startsWith("from-heic") ? [128, 128] : [40, 30];
        assert.deepEqual([decoded.width, decoded.height], want, entry.name);
      }
    }
  });

  it("gives one image, not a ZIP, for one file, with the content type of its format", async () => {
    for (const format of outputFormats) {
      const { bytes, job, response } = await runTool(t, "convert-image", [inputs[1]!], { format });
      assert.equal(job.fileName, `from-png-converted.${extensions[format]}`);
      assert.equal(magic(bytes), format);
      assert.equal(response.headers.get("content-type"), { Jpeg: "image/jpeg", Png: "image/png", WebP: "image/webp", Gif: "image/gif", Bmp: "image/bmp", Tiff: "image/tiff", Avif: "image/avif" }[format]);
    }
  });

  it("turns transparency white for Jpeg and Bmp, and keeps it for Png, WebP, Gif, Tiff and Avif", async () => {
    const png = inputs[1]!;
    for (const format of outputFormats) {
      const { bytes } = await runTool(t, "convert-image", [png], { format, quality: "100" });
      const { pixels, channels } = await decode(bytes);
      const corner = [...pixels.subarray(0, channels)];
      const middleRight = [...pixels.subarray((15 * 40 + 35) * channels, (15 * 40 + 35) * channels + 3)];
      if (format === "Jpeg" || format === "Bmp") {
        assert.equal(channels, 3, format);
        assert.ok(corner.every((value) => value >= 250), `${format}: the transparent corner is white, got ${corner}`);
      } else {
        assert.equal(channels, 4, format);
        assert.equal(corner[3], 0, `${format}: the corner stays transparent`);
      }
      assert.ok(middleRight[2]! > 200 && middleRight[0]! < 60, `${format}: the right half stays blue, got ${middleRight}`);
    }
  });

  it("turns each of the eight EXIF orientations upright, matching the picture stored upright", async () => {
    const files = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((n) => image(`jpeg/exif_orientation_${n}_landscape.jpg`));
    const entries = await readZip((await runTool(t, "convert-image", files, { format: "Jpeg" })).bytes);
    const upright = await thumbnail(await import("node:fs/promises").then((fs) => fs.readFile(files[1]!)));
    for (const [n, entry] of entries.entries()) {
      const meta = await sharp(entry.data).metadata();
      assert.deepEqual([meta.width, meta.height], [1800, 1200], `orientation ${n}`);
      assert.equal(meta.orientation, undefined, `orientation ${n}: no orientation tag left`);
      const ours = await thumbnail(entry.data);
      const difference = meanDifference(ours, upright);
      const mirrored = Buffer.from(ours.map((_, i) => ours[(i - (i % 32)) + 31 - (i % 32)]!));
      const flipped = meanDifference(mirrored, upright);
      assert.ok(difference < 6, `orientation ${n} differs from the upright picture by ${difference.toFixed(2)}`);
      assert.ok(flipped > difference * 2, `orientation ${n}: a mirrored picture would be as close (${flipped.toFixed(2)})`);
    }
  });

  it("turns WebP and TIFF with orientation 6 upright too", async () => {
    const tiff = await runTool(t, "convert-image", [image("tiff/orientation_6_g4.tif")], { format: "Png" });
    const tiffMeta = await sharp(tiff.bytes).metadata();
    assert.deepEqual([tiffMeta.width, tiffMeta.height], [590, 88]);

    const source = image("webp/exif_orientation_6.webp");
    const webp = await runTool(t, "convert-image", [source], { format: "Png" });
    const stored = await sharp(source).png().toBuffer();
    const turned = await sharp(source).rotate(90).png().toBuffer();
    const ours = await thumbnail(webp.bytes);
    assert.ok(meanDifference(ours, await thumbnail(turned)) < meanDifference(ours, await thumbnail(stored)) / 2, "turned a quarter clockwise");
  });

  it("strips EXIF, XMP and ICC and writes sRGB, CMYK JPEGs and TIFF included", async () => {
    const photo = await runTool(t, "convert-image", [image("jpeg/phone_photo_4032x3024_exif6_xmp_icc.jpg")], { format: "Jpeg" });
    const meta = await sharp(photo.bytes).metadata();
    assert.deepEqual([meta.width, meta.height], [3024, 4032], "upright");
    assert.deepEqual([meta.exif, meta.xmp, meta.icc, meta.iptc, meta.orientation], [undefined, undefined, undefined, undefined, undefined]);

    for (const [file, format] of [
      ["jpeg/cmyk_ycck_swop_icc.jpg", "Jpeg"],
      ["jpeg/cmyk_ycck_no_icc.jpg", "Jpeg"],
      ["jpeg/cmyk_plain_no_icc.jpg", "Png"],
      ["tiff/cmyk_jpeg.tif", "Jpeg"],
      ["avif/exif_icc_xmp.avif", "WebP"],
      ["jpeg/progressive_big_icc.jpg", "Tiff"],
    ] as const) {
      const { bytes } = await runTool(t, "convert-image", [image(file)], { format });
      const out = await sharp(bytes).metadata();
      assert.deepEqual([out.channels, out.space], [3, "srgb"], file);
      assert.deepEqual([out.exif, out.xmp, out.icc], [undefined, undefined, undefined], file);
    }
    // A CMYK photo converted through its SWOP profile stays a photo: not inverted, not black.
    const cmyk = await runTool(t, "convert-image", [image("jpeg/cmyk_ycck_swop_icc.jpg")], { format: "Png" });
    const stats = await sharp(cmyk.bytes).stats();
    const mean = stats.channels.slice(0, 3).map((channel) => channel.mean);
    assert.ok(mean.every((value) => value > 40 && value < 220), `mean colour ${mean.map(Math.round)}`);
  });

  it("keeps only the first frame of animated GIF, WebP and PNG and of multi-page TIFF", async () => {
    for (const [file, format, size] of [
      ["gif/animated_loop3.gif", "Gif", [370, 285]],
      ["webp/animated_9_frames_alpha.webp", "WebP", [80, 80]],
      ["gif/animated_30_frames_transparent.gif", "WebP", [80, 80]],
      ["png/apng_animated.png", "Png", [128, 64]],
      ["tiff/multipage_3p_deflate.tif", "Tiff", [278, 374]],
    ] as const) {
      const { bytes } = await runTool(t, "convert-image", [image(file)], { format });
      const meta = await sharp(bytes, { pages: -1 }).metadata();
      assert.equal(meta.pages ?? 1, 1, file);
      assert.deepEqual([meta.width, meta.pageHeight ?? meta.height], size, file);
      // On white: encoders may change the colour under fully transparent pixels.
      const first = await sharp(image(file), { pages: 1 }).flatten({ background: "#fff" }).resize(16, 16, { fit: "fill" }).raw().toBuffer();
      const ours = await sharp(bytes).flatten({ background: "#fff" }).resize(16, 16, { fit: "fill" }).raw().toBuffer();
      assert.ok(meanDifference(first, ours) < 12, `${file}: the first frame (${meanDifference(first, ours).toFixed(1)})`);
    }
  });

  it("reads HEIC and BMP from the corpus at their sizes", async () => {
    const files = [
      "heic/photo_1280x854_with_thumbnail.heic",
      "heic/odd_dimensions_451x461.heic",
      "heic/alpha_512.heic",
      "heic/hevc_with_heif_extension.heif",
      "bmp/rgb24_photo.bmp",
      "bmp/pal1_monochrome.bmp",
      "bmp/pal8_rle8.bmp",
      "bmp/rgba32_v5_alpha.bmp",
      "avif/grid_1x5_tiles.avif",
      "avif/alpha_with_irot.avif",
      "avif/hdr_10bit_444_pq.avif",
      "png/photo_16bit_1024x684.png",
    ].map(image);
    const entries = await readZip((await runTool(t, "convert-image", files, { format: "Jpeg" })).bytes);
    const sizes = await Promise.all(entries.map(async (entry) => [entry.name, ...(await decode(entry.data).then((d) => [d.width, d.height]))]));
    assert.deepEqual(sizes, [
      ["photo_1280x854_with_thumbnail.jpg", 1280, 854],
      ["odd_dimensions_451x461.jpg", 451, 461],
      ["alpha_512.jpg", 512, 512],
      ["hevc_with_heif_extension.jpg", 128, 128],
      ["rgb24_photo.jpg", 128, 128],
      ["pal1_monochrome.jpg", 127, 64],
      ["pal8_rle8.jpg", 127, 64],
      ["rgba32_v5_alpha.jpg", 127, 64],
      ["grid_1x5_tiles.jpg", 1024, 770],
      ["alpha_with_irot.jpg", 256, 512],
      ["hdr_10bit_444_pq.jpg", 1024, 428],
      ["photo_16bit_1024x684.jpg", 1024, 684],
    ]);
  });

  it("names ZIP entries after their files with the new extension, deduplicating clashes", async () => {
    const png = (inputs[1] as { data: Uint8Array }).data;
    const gif = (inputs[3] as { data: Uint8Array }).data;
    const files = [
      { name: "photo.png", data: png },
      { name: "photo.gif", data: gif },
      { name: "PHOTO.png", data: png },
      { name: "photo (2).png", data: png },
      { name: "noextension", data: png },
    ];
    const entries = await readZip((await runTool(t, "convert-image", files, { format: "WebP" })).bytes);
    assert.deepEqual(
      entries.map((entry) => entry.name),
      ["photo.webp", "photo (2).webp", "PHOTO (3).webp", "photo (2) (2).webp", "noextension.webp"],
    );
  });

  it("applies quality to Jpeg: a lower quality gives a smaller file", async () => {
    const photo = image("jpeg/exif_orientation_1_landscape.jpg");
    const low = await runTool(t, "convert-image", [photo], { format: "Jpeg", quality: "20" });
    const high = await runTool(t, "convert-image", [photo], { format: "Jpeg", quality: "95" });
    assert.ok(low.bytes.length * 2 < high.bytes.length, `${low.bytes.length} vs ${high.bytes.length}`);
  });

  it("fails damaged images with DamagedFile and other files with UnsupportedFile, naming them", async () => {
    const truncated = await runToolExpectingFailure(t, "convert-image", [image("jpeg/truncated.jpg")]);
    assert.equal(truncated.code, "DamagedFile");
    assert.match(truncated.detail, /truncated\.jpg/);

    const png = Buffer.from((inputs[1] as { data: Uint8Array }).data);
    const idat = png.indexOf("IDAT");
    png[idat + 4 + 3]! ^= 0xff;
    const badCrc = await runToolExpectingFailure(t, "convert-image", [{ name: "bad-crc.png", data: png }]);
    assert.equal(badCrc.code, "DamagedFile");

    for (const file of ["bmp/truncated.bmp", "heic/corrupt_16_bytes.heic", "png/truncated.png", "jpeg/corrupt_header.jpg"]) {
      const error = await runToolExpectingFailure(t, "convert-image", [image(file)]);
      assert.equal(error.code, "DamagedFile", file);
    }

    const text = await runToolExpectingFailure(t, "convert-image", [{ name: "notes.txt", data: "just some text" }]);
    assert.equal(text.code, "UnsupportedFile");
    assert.match(text.detail, /"notes\.txt" is not an image/);
    // A PDF is plainly no image: refused at the call, before a job exists.
    const pdf = await submit(t, "convert-image", [corpus("pdf/text/merge_doc1_3p.pdf")]);
    assert.equal(pdf.response.status, 400);
    assert.equal(pdf.body.errors[0].detail, "files[0] (merge_doc1_3p.pdf) is a PDF; convert-image takes JPEG, PNG, WebP, GIF, BMP, TIFF, AVIF or HEIC files.");
  });

  it("refuses images over 100 million pixels before decoding them", async () => {
    for (const [file, size] of [["png/huge_65536x65536_1bit.png", "65536 × 65536"], ["bmp/huge_header_3000000x2000000.bmp", "3000000 × 2000000"]] as const) {
      const error = await runToolExpectingFailure(t, "convert-image", [image(file)]);
      assert.equal(error.code, "ImageTooLarge");
      assert.match(error.detail, new RegExp(`${size} pixels; the most this tool takes is 100 million`));
    }
  });

  it("refuses a quality outside 1 to 100 and an unknown format, naming the field", async () => {
    for (const quality of ["0", "101", "high"]) {
      const { response, body } = await submit(t, "convert-image", [inputs[1]!], { quality });
      assert.equal(response.status, 400);
      assert.deepEqual(body.errors.map((error: { field: string }) => error.field), ["quality"]);
      assert.match(body.errors[0].detail, /`quality` must be an integer from 1 to 100/);
    }
    const { response, body } = await submit(t, "convert-image", [inputs[1]!], { format: "Heic" });
    assert.equal(response.status, 400);
    assert.equal(body.errors[0].field, "format");
  });

  it("refuses more than 20 files with a 400 naming `files`", async () => {
    const files = Array.from({ length: 21 }, (_, i) => ({ name: `image-${i}.png`, data: (inputs[1] as { data: Uint8Array }).data }));
    const { response, body } = await submit(t, "convert-image", files);
    assert.equal(response.status, 400);
    assert.equal(body.errors[0].field, "files");
    assert.match(body.errors[0].detail, /20 files/);
  });
});
