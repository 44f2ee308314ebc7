import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import sharp from "sharp";
import { BmpError, decodeBmp, encodeBmpToBuffer, readBmpHeader, type RawImage } from "../../src/images/bmp-codec.ts";
import { corpus } from "../helpers/test-app.ts";

const bmpFile = (name: string) => fs.readFile(corpus(`images/bmp/${name}`));

/** A bitmap built byte by byte, for the variants no corpus file has (RLE4, 16-bit, top-down...). */
function buildBmp(options: {
  width: number;
  height: number;
  bits: number;
  compression?: number;
  masks?: number[];
  palette?: Array<[number, number, number]>;
  /** Pixel data as stored (rows padded, in file order). */
  data: number[];
  headerSize?: number;
}): Buffer {
  const headerSize = options.headerSize ?? 40;
  const masks = options.masks ?? [];
  const masksInHeader = headerSize >= 56;
  const palette = options.palette ?? [];
  const offset = 14 + headerSize + (masksInHeader ? 0 : masks.length * 4) + palette.length * 4;
  const file = Buffer.alloc(offset + options.data.length);
  file.write("BM", 0, "latin1");
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(offset, 10);
  file.writeUInt32LE(headerSize, 14);
  file.writeInt32LE(options.width, 18);
  file.writeInt32LE(options.height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(options.bits, 28);
  file.writeUInt32LE(options.compression ?? 0, 30);
  file.writeUInt32LE(palette.length, 46);
  masks.forEach((mask, i) => file.writeUInt32LE(mask, 54 + i * 4));
  const paletteStart = 14 + headerSize + (masksInHeader ? 0 : masks.length * 4);
  palette.forEach(([r, g, b], i) => file.set([b, g, r, 0], paletteStart + i * 4));
  file.set(options.data, offset);
  return file;
}

function pixel(image: RawImage, x: number, y: number): number[] {
  const at = (y * image.width + x) * image.channels;
  return [...image.pixels.subarray(at, at + image.channels)];
}

describe("BMP codec", () => {
  it("decodes the 24-bit corpus photo exactly as libtiff decodes the same picture stored as TIFF", async () => {
    const image = decodeBmp(await bmpFile("rgb24_photo.bmp"));
    assert.deepEqual([image.width, image.height, image.channels], [128, 128, 3]);
    const reference = await sharp(corpus("images/tiff/rgb_uncompressed.tif")).removeAlpha().raw().toBuffer();
    assert.ok(image.pixels.equals(reference), "every pixel matches");
  });

  it("decodes 8-bit palette and RLE8 versions of bmpsuite's picture to the same pixels", async () => {
    const plain = decodeBmp(await bmpFile("pal8.bmp"));
    const rle = decodeBmp(await bmpFile("pal8_rle8.bmp"));
    assert.deepEqual([plain.width, plain.height, plain.channels], [127, 64, 3]);
    assert.ok(plain.pixels.equals(rle.pixels));
    // bmpsuite's picture: red at the top left, black at the bottom left.
    assert.deepEqual(pixel(plain, 0, 0), [255, 0, 0]);
    assert.deepEqual(pixel(plain, 0, 63), [0, 0, 0]);
  });

  it("decodes the 1-bit picture to its two palette colours", async () => {
    const image = decodeBmp(await bmpFile("pal1_monochrome.bmp"));
    assert.deepEqual([image.width, image.height], [127, 64]);
    const colours = new Set<string>();
    for (let i = 0; i < image.pixels.length; i += 3) colours.add(image.pixels.subarray(i, i + 3).join(","));
    assert.deepEqual([...colours].sort(), ["0,0,0", "255,255,255"]);
  });

  it("decodes the 32-bit BITMAPV5 file with its alpha channel, matching the palette picture where opaque", async () => {
    const image = decodeBmp(await bmpFile("rgba32_v5_alpha.bmp"));
    assert.deepEqual([image.width, image.height, image.channels], [127, 64, 4]);
    assert.deepEqual(pixel(image, 0, 0), [255, 0, 0, 255]);
    const alphas = new Set<number>();
    for (let i = 3; i < image.pixels.length; i += 4) alphas.add(image.pixels[i]!);
    assert.ok(alphas.has(0) && alphas.has(255) && alphas.size > 2, "transparent, opaque and partly transparent pixels");
  });

  it("refuses a truncated file as damaged and reads a huge header without allocating its pixels", async () => {
    assert.throws(() => decodeBmp(Buffer.from([0x42, 0x4d, 1, 2, 3])), (error: unknown) => error instanceof BmpError && !error.damaged);
    const truncated = await bmpFile("truncated.bmp");
    assert.throws(() => decodeBmp(truncated), (error: unknown) => error instanceof BmpError && error.damaged);
    const before = process.memoryUsage().rss;
    const header = readBmpHeader(await bmpFile("huge_header_3000000x2000000.bmp"));
    assert.deepEqual([header.width, header.height], [3_000_000, 2_000_000]);
    assert.ok(process.memoryUsage().rss - before < 50e6);
  });

  it("round-trips 3- and 4-channel pixels of odd widths through its own encoder", () => {
    for (const channels of [3, 4] as const) {
      for (const width of [1, 2, 3, 5, 17]) {
        const height = 3;
        const pixels = Buffer.alloc(width * height * channels);
        for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 37 + width) & 255;
        if (channels === 4) for (let i = 3; i < pixels.length; i += 4) pixels[i] = (i >> 2) & 1 ? 0 : 200;
        const encoded = encodeBmpToBuffer({ width, height, channels, pixels });
        const decoded = decodeBmp(encoded);
        assert.deepEqual([decoded.width, decoded.height, decoded.channels], [width, height, channels]);
        assert.ok(decoded.pixels.equals(pixels), `${channels} channels, ${width} wide`);
      }
    }
  });

  it("writes 24-bit files other decoders read: bottom-up BI_RGB with BITMAPINFOHEADER", () => {
    const encoded = encodeBmpToBuffer({ width: 2, height: 2, channels: 3, pixels: Buffer.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9]) });
    assert.equal(encoded.readUInt32LE(14), 40);
    assert.equal(encoded.readInt32LE(22), 2, "positive height: bottom-up");
    assert.equal(encoded.readUInt16LE(28), 24);
    assert.equal(encoded.readUInt32LE(30), 0);
    assert.equal(encoded.readUInt32LE(2), encoded.length);
    // The bottom row comes first, blue-green-red, padded to 4 bytes.
    assert.deepEqual([...encoded.subarray(54, 62)], [255, 0, 0, 9, 9, 9, 0, 0]);
  });

  it("decodes top-down, 16-bit 5-5-5 and 5-6-5, 32-bit BI_RGB, 4-bit and RLE4 files", () => {
    const topDown = decodeBmp(buildBmp({ width: 1, height: -2, bits: 24, data: [0, 0, 255, 0, 255, 0, 0, 0] }));
    assert.deepEqual([pixel(topDown, 0, 0), pixel(topDown, 0, 1)], [[255, 0, 0], [0, 0, 255]]);

    const rgb555 = decodeBmp(buildBmp({ width: 2, height: 1, bits: 16, data: [0x00, 0x7c, 0x1f, 0x00] }));
    assert.deepEqual([pixel(rgb555, 0, 0), pixel(rgb555, 1, 0)], [[255, 0, 0], [0, 0, 255]]);
    const rgb565 = decodeBmp(buildBmp({ width: 2, height: 1, bits: 16, compression: 3, masks: [0xf800, 0x07e0, 0x001f], data: [0xe0, 0x07, 0x00, 0xf8] }));
    assert.deepEqual([pixel(rgb565, 0, 0), pixel(rgb565, 1, 0)], [[0, 255, 0], [255, 0, 0]]);

    const bgrx = decodeBmp(buildBmp({ width: 1, height: 1, bits: 32, data: [10, 20, 30, 0] }));
    assert.deepEqual([bgrx.channels, ...pixel(bgrx, 0, 0)], [3, 30, 20, 10], "the fourth byte of BI_RGB is padding, not alpha");

    const palette: Array<[number, number, number]> = [[0, 0, 0], [255, 255, 255], [255, 0, 0]];
    const four = decodeBmp(buildBmp({ width: 3, height: 1, bits: 4, palette, data: [0x12, 0x00, 0, 0] }));
    assert.deepEqual([0, 1, 2].map((x) => pixel(four, x, 0)), [[255, 255, 255], [255, 0, 0], [0, 0, 0]]);
    // RLE4: a run of 3 alternating 2,1 then end of bitmap.
    const rle4 = decodeBmp(buildBmp({ width: 3, height: 1, bits: 4, compression: 2, palette, data: [3, 0x21, 0, 1] }));
    assert.deepEqual([0, 1, 2].map((x) => pixel(rle4, x, 0)), [[255, 0, 0], [255, 255, 255], [255, 0, 0]]);
  });

  it("treats an alpha mask that is zero everywhere as opaque", () => {
    const image = decodeBmp(buildBmp({ width: 1, height: 1, bits: 32, compression: 3, headerSize: 108, masks: [0xff0000, 0xff00, 0xff, 0xff000000], data: [1, 2, 3, 0] }));
    assert.deepEqual(pixel(image, 0, 0), [3, 2, 1, 255]);
  });

  it("calls RLE data that stops before its end-of-bitmap mark damaged", () => {
    const palette: Array<[number, number, number]> = [[0, 0, 0], [255, 255, 255]];
    assert.throws(() => decodeBmp(buildBmp({ width: 4, height: 4, bits: 8, compression: 1, palette, data: [2, 1] })), (error: unknown) => error instanceof BmpError && error.damaged);
  });
});
