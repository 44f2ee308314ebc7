import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import zlib from "node:zlib";
import * as mupdf from "mupdf";
import { ssim } from "ssim.js";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { runTool, runToolExpectingFailure, submit } from "../helpers/api-client.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { assertOpensCleanly } from "../helpers/reference-tools.ts";

const levels = ["Light", "Recommended", "Strong"] as const;

/**
 * Three Letter pages, each a corpus photo placed far above screen resolution (the 12 MP phone
 * photo at about 540 dpi, a 1800 px photo at 240 dpi, a PNG photo stored as Flate) with a
 * caption in Helvetica, so both the images and the text can be checked.
 */
async function photoPdf(): Promise<Uint8Array> {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font("Helvetica"));
  const photos = ["jpeg/phone_photo_4032x3024_exif6_xmp_icc.jpg", "jpeg/exif_orientation_1_landscape.jpg", "png/rgb_photo.png"];
  for (const [index, photo] of photos.entries()) {
    const image = new mupdf.Image(await fs.readFile(corpus(`images/${photo}`)));
    const height = (540 * image.getHeight()) / image.getWidth();
    const resources = doc.addObject({ Font: { F1: font }, XObject: { Im0: doc.addImage(image) } });
    const content = `q 540 0 0 ${height.toFixed(2)} 36 ${(700 - height).toFixed(2)} cm /Im0 Do Q BT /F1 18 Tf 36 730 Td (Holiday photo ${index + 1}) Tj ET`;
    doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, resources, content));
  }
  const bytes = doc.saveToBuffer("compress=yes").asUint8Array().slice();
  doc.destroy();
  return bytes;
}

/**
 * Two pages of text whose page contents and a form XObject (a table drawn on both pages) are
 * stored with Flate at its fastest level, as some producers write them.
 */
function fastFlatePdf(): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font("Helvetica"));
  const fast = (text: string) => zlib.deflateSync(text, { level: 1 });
  let table = "";
  for (let row = 0; row < 40; row++) table += `36 ${(40 + row * 12).toFixed(2)} 540 0.5 re f BT /F1 7 Tf 40 ${(42 + row * 12).toFixed(2)} Td (Row ${row}: ${(row * 17.25).toFixed(2)}) Tj ET\n`;
  const form = doc.addRawStream(fast(table), { Type: "XObject", Subtype: "Form", BBox: [0, 0, 612, 792], Filter: "FlateDecode", Resources: { Font: { F1: font } } });
  // Kerned words in a fixed pseudo-random order: text with the repeats real pages have.
  const words = ["the", "report", "of", "income", "tax", "line", "amount", "total", "see", "instructions", "schedule", "credit"];
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let page = 0; page < 2; page++) {
    let text = "";
    for (let line = 0; line < 60; line++) {
      text += `BT /F1 9 Tf 36 ${(760 - line * 12).toFixed(2)} Td [`;
      for (let word = 0; word < 10; word++) text += `(${words[Math.floor(next() * words.length)]}) ${-Math.floor(next() * 300)} `;
      text += "] TJ ET\n";
    }
    const contents = doc.addRawStream(fast(`${text}/Table Do\n`), { Filter: "FlateDecode" });
    const resources = doc.addObject({ Font: { F1: font }, XObject: { Table: form } });
    doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, resources, ""));
    doc.findPage(page).put("Contents", contents);
  }
  const bytes = doc.saveToBuffer("").asUint8Array().slice();
  doc.destroy();
  return bytes;
}

/** Stored (compressed) bytes of every page's contents and every form XObject it draws. */
function contentBytes(pdf: Uint8Array): number {
  const doc = new mupdf.PDFDocument(pdf);
  let bytes = 0;
  for (let index = 0; index < doc.countPages(); index++) {
    const page = doc.findPage(index);
    bytes += page.get("Contents").readRawStream().getLength();
    page.get("Resources", "XObject").forEach((xobject) => (bytes += xobject.readRawStream().getLength()));
  }
  doc.destroy();
  return bytes;
}

/** Mean SSIM over pages of two PDFs drawn by MuPDF at 72 dpi on white. */
function pageSimilarity(before: Uint8Array, after: Uint8Array): number {
  const a = new mupdf.PDFDocument(before);
  const b = new mupdf.PDFDocument(after);
  try {
    let sum = 0;
    for (let index = 0; index < a.countPages(); index++) sum += ssim(draw(a, index), draw(b, index), { downsample: false }).mssim;
    return sum / a.countPages();
  } finally {
    a.destroy();
    b.destroy();
  }
}

function draw(doc: mupdf.PDFDocument, index: number) {
  const pixmap = doc.loadPage(index).toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceRGB, false);
  const rgb = pixmap.getPixels();
  const data = new Uint8ClampedArray(pixmap.getWidth() * pixmap.getHeight() * 4);
  for (let from = 0, to = 0; to < data.length; from += 3, to += 4) {
    data[to] = rgb[from]!;
    data[to + 1] = rgb[from + 1]!;
    data[to + 2] = rgb[from + 2]!;
    data[to + 3] = 255;
  }
  const image = { data, width: pixmap.getWidth(), height: pixmap.getHeight() };
  pixmap.destroy();
  return image;
}

/** Same page count and the same text on every page, as pdf.js reads them. */
async function assertSameText(before: Uint8Array, after: Uint8Array, label: string): Promise<void> {
  const a = await readPdf(before);
  const b = await readPdf(after);
  assert.equal(b.numPages, a.numPages, label);
  for (let page = 1; page <= a.numPages; page++) assert.equal(await b.pageText(page), await a.pageText(page), `${label} page ${page}`);
  await a.destroy();
  await b.destroy();
}

describe("compress-pdf", () => {
  let t: TestApp;
  let photos: Uint8Array;
  before(async () => {
    t = await startTestApp();
    photos = await photoPdf();
  });
  after(() => t.close());

  /** The photos compressed at `level` (none: the tool's default), made once for every check that reads the result. */
  const compressedPhotos = new Map<string, ReturnType<typeof runTool>>();
  const compressPhotos = (level?: (typeof levels)[number]) => {
    const key = level ?? "(default)";
    if (!compressedPhotos.has(key)) compressedPhotos.set(key, runTool(t, "compress-pdf", [{ name: "photos.pdf", data: photos }], level ? { level } : {}));
    return compressedPhotos.get(key)!;
  };

  it("shrinks an image-heavy PDF at every level, smaller as the level rises, keeping text and looks", async () => {
    const sizes: number[] = [];
    // Light keeps print resolution, so its pages stay closest to the original.
    const minSimilarity = { Light: 0.97, Recommended: 0.95, Strong: 0.9 };
    for (const level of levels) {
      const { bytes, job } = await compressPhotos(level);
      assert.equal(job.operation, "compress-pdf");
      await assertSameText(photos, bytes, level);
      assert.ok(bytes.length < photos.length * 0.6, `${level}: ${bytes.length} of ${photos.length} bytes`);
      const similarity = pageSimilarity(photos, bytes);
      assert.ok(similarity >= minSimilarity[level], `${level}: SSIM ${similarity.toFixed(4)}`);
      sizes.push(bytes.length);
    }
    assert.ok(sizes[0]! >= sizes[1]! && sizes[1]! >= sizes[2]!, `Light ≥ Recommended ≥ Strong: ${sizes.join(" ≥ ")}`);
    assert.ok(sizes[2]! < photos.length * 0.1, `Strong: ${sizes[2]} of ${photos.length} bytes`);
  });

  it("uses Recommended when no level is given", async () => {
    const { bytes: chosen } = await compressPhotos();
    const { bytes: recommended } = await compressPhotos("Recommended");
    assert.equal(chosen.length, recommended.length);
  });

  it("keeps the text of text-heavy PDFs and never returns a larger file", async () => {
    for (const file of ["pdf/text/text_tracemonkey_paper_14p.pdf", "pdf/lang/lang_korean.pdf", "pdf/text/text_numbered_pages_11p.pdf"]) {
      const input = new Uint8Array(await fs.readFile(corpus(file)));
      const { bytes } = await runTool(t, "compress-pdf", [corpus(file)], { level: "Strong" });
      assert.ok(bytes.length <= input.length, `${file}: ${bytes.length} > ${input.length}`);
      await assertSameText(input, bytes, file);
      assert.ok(pageSimilarity(input, bytes) > 0.99, file);
    }
  });

  it("deflates page contents and forms stored at a fast Flate level again at the best one", async () => {
    const input = fastFlatePdf();
    const { bytes } = await runTool(t, "compress-pdf", [{ name: "report.pdf", data: input }], { level: "Light" });
    // zlib's best level stores this repetitive text in clearly fewer bytes than its fastest.
    assert.ok(contentBytes(bytes) < contentBytes(input) * 0.9, `${contentBytes(bytes)} of ${contentBytes(input)} bytes`);
    await assertSameText(input, bytes, "report.pdf");
    assert.ok(pageSimilarity(input, bytes) > 0.9999);
  });

  it("deflates XMP metadata, except in a file that claims PDF/A", async () => {
    const xmp = (pdf: Uint8Array) => {
      const doc = new mupdf.PDFDocument(pdf);
      const metadata = doc.getTrailer().get("Root", "Metadata");
      const found = { filter: metadata.get("Filter").toString(), text: metadata.readStream().asString() };
      doc.destroy();
      return found;
    };
    for (const [file, filter] of [["pdf/text/merge_doc2_3p.pdf", "/FlateDecode"], ["pdf/text/text_pdfa1b_crazyones_1p.pdf", "null"]] as const) {
      const { bytes } = await runTool(t, "compress-pdf", [corpus(file)]);
      const before = xmp(new Uint8Array(await fs.readFile(corpus(file))));
      const after = xmp(bytes);
      assert.equal(after.filter, filter, file);
      assert.equal(after.text, before.text, file);
    }
  });

  it("returns a PDF that cannot shrink byte for byte as it came", async () => {
    // Our own output is as compact as this tool makes it: a second pass gains nothing.
    const { bytes: compact } = await runTool(t, "compress-pdf", [corpus("pdf/text/text_pdflatex_4p.pdf")]);
    for (const level of levels) {
      const { bytes } = await runTool(t, "compress-pdf", [{ name: "compact.pdf", data: compact }], { level });
      assert.deepEqual(Buffer.from(bytes), Buffer.from(compact), level);
    }
  });

  it("returns a damaged PDF repaired, even when the repaired file is not smaller", async (context) => {
    // Cut off after `startxref`, and without its `xref` keyword: MuPDF opens both only by
    // repair, and their rewrites are 83 and 7 bytes larger, so they once came back as they were.
    for (const name of ["damaged_truncated_after_startxref.pdf", "damaged_xref_keyword_missing.pdf"]) {
      const file = corpus(`pdf/damaged/${name}`);
      const { bytes } = await runTool(t, "compress-pdf", [file]);
      assert.notDeepEqual(Buffer.from(bytes), await fs.readFile(file), name);
      assert.equal(await assertOpensCleanly(bytes, name, { note: (message) => context.diagnostic(message) }), 1);
      const [before, after] = [await readPdf(new Uint8Array(await fs.readFile(file))), await readPdf(bytes)];
      assert.equal(await after.pageText(1), await before.pageText(1), name);
      assert.match(await after.pageText(1), /\w/, name);
      await Promise.all([before.destroy(), after.destroy()]);
    }
  });

  it("keeps links, bookmarks and form fields", async () => {
    const outlined = corpus("pdf/outline/outline_pdflatex_4p_internal_links.pdf");
    const before = await readPdf(new Uint8Array(await fs.readFile(outlined)));
    const after = await readPdf((await runTool(t, "compress-pdf", [outlined], { level: "Strong" })).bytes);
    assert.deepEqual(await after.outline(), await before.outline());
    for (let page = 1; page <= before.numPages; page++) assert.deepEqual(await after.links(page), await before.links(page), `page ${page}`);

    const form = corpus("pdf/forms/form_libreoffice_9_fields.pdf");
    const formBefore = await readPdf(new Uint8Array(await fs.readFile(form)));
    const formAfter = await readPdf((await runTool(t, "compress-pdf", [form], { level: "Strong" })).bytes);
    assert.equal(await formAfter.formFieldCount(), await formBefore.formFieldCount());
    assert.deepEqual(await formAfter.formFields(), await formBefore.formFields());
  });

  it("leaves a 35000 × 35000 JBIG2 scan undecoded and draws a CMYK image page as before", async () => {
    const bomb = corpus("pdf/scanned/scan_jbig2_35000x35000_mono.pdf");
    const rssBefore = process.memoryUsage().rss;
    const { bytes: scan } = await runTool(t, "compress-pdf", [bomb], { level: "Strong" });
    // Decoding it would take 1.2 GB of gray samples; skipping it keeps the job small.
    assert.ok(process.memoryUsage().rss - rssBefore < 400 * 1024 * 1024, "memory grew by more than 400 MB");
    assert.ok(scan.length <= (await fs.stat(bomb)).size);
    assert.equal((await readPdf(scan)).numPages, 1);

    for (const file of ["pdf/scanned/image_cmyk_jpeg.pdf", "pdf/scanned/scan_book_page_public_domain.pdf", "pdf/scanned/scan_mixed_sizes_6p.pdf"]) {
      const input = new Uint8Array(await fs.readFile(corpus(file)));
      for (const level of ["Recommended", "Strong"]) {
        const { bytes } = await runTool(t, "compress-pdf", [corpus(file)], { level });
        assert.ok(bytes.length <= input.length, `${file} ${level}`);
        const similarity = pageSimilarity(input, bytes);
        assert.ok(similarity > 0.85, `${file} ${level}: SSIM ${similarity.toFixed(4)}`);
      }
    }
  });

  it("refuses damaged, password-protected and non-PDF files, and an unknown level", async () => {
    const damaged = await runToolExpectingFailure(t, "compress-pdf", [corpus("pdf/damaged/damaged_header_then_eof_only.pdf")]);
    assert.equal(damaged.code, "DamagedFile");
    const locked = await runToolExpectingFailure(t, "compress-pdf", [corpus("pdf/encrypted/enc_aes256_r6_user-view_owner-master.pdf")]);
    assert.equal(locked.code, "PasswordRequired");
    const text = await runToolExpectingFailure(t, "compress-pdf", [{ name: "notes.txt", data: "just some text\n" }]);
    assert.equal(text.code, "UnsupportedFile");
    const { response, body } = await submit(t, "compress-pdf", [corpus("pdf/text/merge_doc1_3p.pdf")], { level: "Extreme" });
    assert.equal(response.status, 400);
    assert.equal(body.errors?.[0]?.field, "level");
  });
});
