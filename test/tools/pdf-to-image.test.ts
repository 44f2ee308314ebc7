import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as mupdf from "mupdf";
import sharp from "sharp";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { runTool, runToolExpectingFailure, submit, type FileArg } from "../helpers/api-client.ts";
import { eventually } from "../helpers/eventually.ts";
import { createResultPacker } from "../../src/workers/pack-outputs.ts";
import { zipFormat } from "../../src/tools/tool-definition.ts";
import { readZip, type ZipEntry } from "../helpers/zip-reader.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { pdftoppmPng } from "../helpers/reference-tools.ts";
import { hostilePdfs } from "../helpers/hostile-files.ts";

const numbered = corpus("pdf/text/text_numbered_pages_11p.pdf");
const letterCustomLandscape = corpus("pdf/geometry/sizes_letter_custom_landscape_3p.pdf");
const a4Down = corpus("pdf/geometry/sizes_a4_down_to_a10_10p.pdf");
const cropped = corpus("pdf/geometry/rotate_0_90_180_270_with_cropbox_8p.pdf");
const rotatedMixed = corpus("pdf/geometry/rotate_mixed_20p.pdf");
const huge = corpus("pdf/geometry/page_huge_2160pt_square.pdf");

async function images(t: TestApp, file: FileArg, fields: Record<string, string>) {
  const { bytes } = await runTool(t, "pdf-to-image", [file], fields);
  return readZip(bytes);
}

async function sizes(entries: ZipEntry[]): Promise<Array<[number, number]>> {
  return Promise.all(
    entries.map(async (entry) => {
      const { width, height } = await sharp(entry.data).metadata();
      return [width, height] as [number, number];
    }),
  );
}

/** An image reduced to 48 × 48 grey levels: enough to tell which way up a page is drawn, not which renderer drew it. */
async function thumbnail(image: Buffer): Promise<Buffer> {
  return sharp(image).greyscale().resize(48, 48, { fit: "fill" }).raw().toBuffer();
}

function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

/** A PDF of `count` blank 100 × 100 pt pages, made here because no corpus file has over 300 pages. */
function blankPdf(count: number): Uint8Array {
  const doc = new mupdf.PDFDocument();
  for (let i = 0; i < count; i++) doc.insertPage(-1, doc.addPage([0, 0, 100, 100], 0, doc.newDictionary(), ""));
  const buffer = doc.saveToBuffer("compress=yes");
  const bytes = buffer.asUint8Array().slice();
  buffer.destroy();
  doc.destroy();
  return bytes;
}


describe("pdf-to-image", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it("gives a ZIP of JPEG pages at 150 dpi by default, named page-<NN>.jpg in page order and stored uncompressed", async () => {
    const { bytes, job, response } = await runTool(t, "pdf-to-image", [numbered]);
    assert.equal(job.operation, "pdf-to-image");
    assert.equal(job.fileName, "text_numbered_pages_11p-pages.zip");
    assert.equal(response.headers.get("content-type"), "application/zip");
    const entries = await readZip(bytes);
    assert.deepEqual(
      entries.map((entry) => entry.name),
      Array.from({ length: 11 }, (_, i) => `page-${String(i + 1).padStart(2, "0")}.jpg`),
    );
    for (const entry of entries) {
      assert.equal(entry.compressionMethod, 0, `${entry.name} is stored as it is`);
      const meta = await sharp(entry.data).metadata();
      assert.equal(meta.format, "jpeg");
      assert.deepEqual([meta.width, meta.height], [1275, 1650]);
    }
  });

  it("draws Letter and A4 pages at exactly round(points × dpi / 72) pixels", async () => {
    const expected: Record<string, Array<[number, number]>> = {
      "72": [[612, 792], [649, 323], [792, 612], [595, 842]],
      "150": [[1275, 1650], [1352, 673], [1650, 1275], [1240, 1754]],
      "300": [[2550, 3300], [2704, 1346], [3300, 2550], [2480, 3508]],
    };
    for (const [dpi, want] of Object.entries(expected)) {
      // The 649 × 323 pt page is where MuPDF's own rounding gives a pixel more (1353 at 150 dpi).
      const mixed = await images(t, letterCustomLandscape, { dpi });
      const a4 = await images(t, a4Down, { dpi, pages: "1" });
      assert.deepEqual(await sizes([...mixed, ...a4]), want, `${dpi} dpi`);
    }
  });

  it("gives PNG images when asked, as RGB on white with no transparency", async () => {
    const entries = await images(t, numbered, { format: "Png", dpi: "50", pages: "1-2" });
    assert.deepEqual(
      entries.map((entry) => entry.name),
      ["page-01.png", "page-02.png"],
    );
    for (const entry of entries) {
      const meta = await sharp(entry.data).metadata();
      assert.equal(meta.format, "png");
      assert.equal(meta.channels, 3);
      assert.equal(meta.hasAlpha, false);
      const { data } = await sharp(entry.data).raw().toBuffer({ resolveWithObject: true });
      assert.deepEqual([...data.subarray(0, 3)], [255, 255, 255], "the top left corner is white");
    }
  });

  it("draws a page with nothing on it as plain white, not transparent", async () => {
    const entries = await images(t, { name: "blank.pdf", data: blankPdf(1) }, { format: "Png", dpi: "72" });
    const stats = await sharp(entries[0]!.data).stats();
    assert.equal(stats.channels.length, 3);
    for (const channel of stats.channels) assert.equal(channel.min, 255);
  });

  it("draws rotated pages as shown: width and height swapped for quarter turns", async () => {
    const entries = await images(t, rotatedMixed, { dpi: "72", pages: "1-4" });
    // Pages 1-4 carry /Rotate 0, 180, 270 and 90.
    assert.deepEqual(await sizes(entries), [[612, 792], [612, 792], [792, 612], [792, 612]]);
  });

  it("draws each page the way up a PDF viewer shows it, as pdf.js draws it", async () => {
    // Pages 2, 3, 4 of the CropBox file turn 90, 180, 270; pages 2-5 of the mixed file 180, 270, 90, 180.
    for (const [file, pages] of [[cropped, [1, 2, 3, 4]], [rotatedMixed, [2, 3, 4, 5]]] as const) {
      const entries = await images(t, file, { format: "Png", dpi: "50", pages: pages.join(",") });
      const reader = await readPdf(new Uint8Array(await fs.readFile(file)));
      try {
        for (const [index, page] of pages.entries()) {
          const drawn = await reader.render(page, 50);
          const reference = await sharp(drawn.data, { raw: { width: drawn.width, height: drawn.height, channels: 4 } }).png().toBuffer();
          const ours = await thumbnail(entries[index]!.data);
          const same = meanDifference(ours, await thumbnail(reference));
          const turned = meanDifference(ours, await thumbnail(await sharp(reference).rotate(180).toBuffer()));
          assert.ok(same < 6, `page ${page} of ${path.basename(file)} differs from pdf.js's drawing by ${same.toFixed(2)} grey levels on average`);
          assert.ok(turned > same * 2, `page ${page}: upside down would differ by ${turned.toFixed(2)}, not much more than ${same.toFixed(2)}`);
        }
      } finally {
        await reader.destroy();
      }
    }
  });

  it("draws only the CropBox of a page, not its MediaBox", async () => {
    const doc = new mupdf.PDFDocument(await fs.readFile(cropped));
    const page = doc.loadPage(0).getObject();
    assert.equal(page.getInheritable("MediaBox").toString(), "[0 0 612 792]");
    assert.equal(page.getInheritable("CropBox").toString(), "[10 20 582 752]");
    doc.destroy();
    const entries = await images(t, cropped, { dpi: "72", pages: "1,2" });
    assert.deepEqual(await sizes(entries), [[572, 732], [732, 572]]);
  });

  it("draws a page that would be over 25 million pixels smaller, keeping its shape", async () => {
    // 2160 pt square at 300 dpi would be 9000 × 9000 (81 megapixels).
    const entries = await images(t, huge, { dpi: "300" });
    assert.deepEqual(await sizes(entries), [[5000, 5000]]);
    const under = await images(t, huge, { dpi: "100" });
    assert.deepEqual(await sizes(under), [[3000, 3000]]);
  });

  it("takes 300 pages, padding names to the widest page number, a page listed twice drawn once", async () => {
    const pdf = { name: "blank-301.pdf", data: blankPdf(301) };
    const few = await images(t, pdf, { dpi: "50", pages: "120, 5, 120" });
    assert.deepEqual(
      few.map((entry) => entry.name),
      ["page-120.jpg", "page-005.jpg"],
    );
    const many = await images(t, pdf, { dpi: "50", pages: "2-" });
    assert.equal(many.length, 300);
    assert.equal(many[0]!.name, "page-002.jpg");
    assert.equal(many.at(-1)!.name, "page-301.jpg");
  });

  it("fails with TooManyPages for more than 300 pages, whether selected or by default", async () => {
    const pdf = { name: "blank-301.pdf", data: blankPdf(301) };
    const all = await runToolExpectingFailure(t, "pdf-to-image", [pdf], { dpi: "50" });
    assert.equal(all.code, "TooManyPages");
    assert.match(all.detail, /301 pages.*at most 300/);
    const selected = await runToolExpectingFailure(t, "pdf-to-image", [pdf], { dpi: "50", pages: "2-, 1" });
    assert.equal(selected.code, "TooManyPages");
    assert.match(selected.detail, /"2-, 1" names 301 pages/);
  });

  it("refuses a dpi that is not an integer from 50 to 300, and an unknown format, naming the field", async () => {
    for (const dpi of ["49", "301", "abc", "150.5"]) {
      const { response, body } = await submit(t, "pdf-to-image", [numbered], { dpi });
      assert.equal(response.status, 400, dpi);
      assert.deepEqual(
        body.errors.map((error: { field: string }) => error.field),
        ["dpi"],
      );
      assert.match(body.errors[0].detail, /`dpi` must be an integer from 50 to 300/);
    }
    const { response, body } = await submit(t, "pdf-to-image", [numbered], { format: "Gif" });
    assert.equal(response.status, 400);
    assert.equal(body.errors[0].field, "format");
  });

  it("fails with PageOutOfRange when the selection passes the last page", async () => {
    const error = await runToolExpectingFailure(t, "pdf-to-image", [numbered], { pages: "10-12" });
    assert.equal(error.code, "PageOutOfRange");
    assert.match(error.detail, /11 pages/);
  });

  it("refuses files that are not PDFs, damaged beyond repair or protected by a password", async () => {
    const notPdf = await runToolExpectingFailure(t, "pdf-to-image", [{ name: "notes.pdf", data: "just some text" }]);
    assert.equal(notPdf.code, "UnsupportedFile");
    const encrypted = await runToolExpectingFailure(t, "pdf-to-image", [corpus("pdf/encrypted/enc_aes256_r6_user-view_owner-master.pdf")]);
    assert.equal(encrypted.code, "PasswordRequired");
  });

  describe("graphics states nested deeper than MuPDF draws", () => {
    let files: Map<string, string>;
    before(async () => (files = await hostilePdfs(1, ["nested-q", "unbalanced-q", "deep-q-drawn-between"])));

    it("draws 100,000 nested states, and 100,000 never closed, as pdftoppm draws them", async (context) => {
      for (const kind of ["nested-q", "unbalanced-q"]) {
        const file = files.get(kind)!;
        const [entry] = await images(t, file, { format: "Png", dpi: "50" });
        const ours = await sharp(entry!.data).raw().toBuffer({ resolveWithObject: true });
        assert.deepEqual([ours.info.width, ours.info.height], [425, 550]);
        if (kind === "nested-q") {
          // The red square is drawn 100,000 states deep, moved 200 pt right; the blue one after
          // they are all closed, where the page's own coordinates put it (centres in pixels at 50 dpi).
          assert.equal(colourAt(ours, 239, 153), "red", "the square drawn deep inside");
          assert.equal(colourAt(ours, 100, 450), "blue", "the square drawn after the nesting");
          assert.equal(colourAt(ours, 239, 450), "white", "nothing where the square would be, moved by a lost Q");
        }
        const reference = pdftoppmPng(await fs.readFile(file), 1, 50);
        if (reference === null) {
          context.diagnostic("pdftoppm is not installed here: the comparison with its drawing was skipped");
          continue;
        }
        const difference = meanDifference(await colourThumbnail(entry!.data), await colourThumbnail(reference));
        assert.ok(difference < 4, `${kind}: differs from pdftoppm's drawing by ${difference.toFixed(2)} levels on average`);
      }
    });

    it("fails with TooComplex, within seconds, for nesting no flattening can spare", async () => {
      const started = Date.now();
      const error = await runToolExpectingFailure(t, "pdf-to-image", [files.get("deep-q-drawn-between")!]);
      assert.equal(error.code, "TooComplex");
      assert.match(error.detail, /^Page 1 of "deep-q-drawn-between\.pdf" nests its graphics state 3,000 levels deep/);
      assert.ok(Date.now() - started < 10_000, `${Date.now() - started} ms`);
    });
  });
});

/** An image reduced to 64 × 64 RGB pixels: the colours and where they are, not the renderer's edges. */
async function colourThumbnail(image: Buffer): Promise<Buffer> {
  return sharp(image).removeAlpha().resize(64, 64, { fit: "fill" }).raw().toBuffer();
}

/** The colour of a pixel of an RGB image, by name: white, red, blue, or other. */
function colourAt(image: { data: Buffer; info: { width: number; channels: number } }, x: number, y: number): string {
  const at = (y * image.info.width + x) * image.info.channels;
  const [r, g, b] = [image.data[at]!, image.data[at + 1]!, image.data[at + 2]!];
  if (r > 220 && g > 220 && b > 220) return "white";
  if (r > 200 && g < 60 && b < 60) return "red";
  if (b > 200 && r < 60 && g < 60) return "blue";
  return `other (${r}, ${g}, ${b})`;
}

describe("outputs handed over while a tool runs", () => {
  it("are written into the ZIP at once and their files deleted, before the tool makes the next", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "pack-outputs-test-"));
    try {
      const resultPath = path.join(dir, "result.zip");
      const packer = createResultPacker(zipFormat, resultPath);
      for (const n of [1, 2, 3]) {
        const file = path.join(dir, `part-${n}.bin`);
        await fs.writeFile(file, Buffer.alloc(200_000, n));
        const before = (await fs.stat(resultPath)).size;
        await packer.add({ path: file, name: `part-${n}.bin`, compress: false }, { remove: true });
        await assert.rejects(fs.access(file), "the handed-over file is gone");
        // The write stream flushes asynchronously; what matters is that the entry's bytes left the tool's hands.
        await eventually(async () => (await fs.stat(resultPath)).size >= before + 200_000, { timeoutMs: 2000, intervalMs: 5, what: `part ${n} is in the result file before finish` });
      }
      await packer.finish();
      const entries = await readZip(await fs.readFile(resultPath));
      assert.deepEqual(
        entries.map((entry) => [entry.name, entry.data.length, entry.data[0]]),
        [["part-1.bin", 200_000, 1], ["part-2.bin", 200_000, 2], ["part-3.bin", 200_000, 3]],
      );
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
