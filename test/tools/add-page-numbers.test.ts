import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import * as mupdf from "mupdf";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { runTool, runToolExpectingFailure, submit } from "../helpers/api-client.ts";
import { readPdf, type PdfReader, type PlacedTextItem } from "../helpers/pdf-reader.ts";

const numbered = corpus("pdf/text/text_numbered_pages_11p.pdf");
const cropped = corpus("pdf/geometry/rotate_0_90_180_270_with_cropbox_8p.pdf");
const mixed = corpus("pdf/geometry/rotate_mixed_20p.pdf");
const inherited = corpus("pdf/geometry/rotate_inherited_from_pages_node.pdf");
const sizes = corpus("pdf/geometry/sizes_a4_down_to_a10_10p.pdf");

async function read(file: string): Promise<PdfReader> {
  return readPdf(new Uint8Array(await fs.readFile(file)));
}

/**
 * What each page gained: the output's text must be the input's followed by one label, or the
 * input's alone (null). Returns the labels by page.
 */
async function addedLabels(input: PdfReader, output: PdfReader): Promise<Array<string | null>> {
  const labels: Array<string | null> = [];
  for (let page = 1; page <= output.numPages; page++) {
    const [before, after] = [await input.pageText(page), await output.pageText(page)];
    if (after === before) {
      labels.push(null);
      continue;
    }
    assert.ok(after.startsWith(`${before} `) || before === "", `page ${page}: "${after}" does not extend "${before}"`);
    labels.push(after.slice(before.length).trim());
  }
  return labels;
}

async function labelsOf(file: string, fields: Record<string, string>): Promise<Array<string | null>> {
  const { bytes } = await runTool(t, "add-page-numbers", [file], fields);
  const [input, output] = [await read(file), await readPdf(bytes)];
  try {
    return await addedLabels(input, output);
  } finally {
    await Promise.all([input.destroy(), output.destroy()]);
  }
}

async function labelItem(pdf: PdfReader, page: number, label: string): Promise<PlacedTextItem> {
  const items = (await pdf.placedText(page)).filter((item) => item.str === label);
  assert.equal(items.length, 1, `page ${page}: ${items.length} items "${label}"`);
  return items[0]!;
}

const positions = ["BottomCenter", "BottomRight", "BottomLeft", "TopCenter", "TopRight", "TopLeft"] as const;

/** Upright, wholly on the page as shown, and in the part of it the position names. */
function assertPlaced(item: PlacedTextItem, position: (typeof positions)[number], what: string): void {
  const { width, height } = item.view;
  assert.ok(Math.abs(item.angle) < 0.5, `${what}: angle ${item.angle}`);
  const [x0, x1, y] = [item.start[0], item.end[0], item.start[1]];
  assert.ok(x0 > 0 && x1 < width && y - item.size > 0 && y < height, `${what}: [${x0}, ${x1}] at ${y} is off the ${width}x${height} page`);
  if (position.startsWith("Bottom")) assert.ok(y > 0.85 * height, `${what}: baseline ${y} not near the bottom of ${height}`);
  else assert.ok(y < 0.15 * height, `${what}: baseline ${y} not near the top of ${height}`);
  // Set against the side margin and wholly in that half of the page.
  if (position.endsWith("Left")) assert.ok(x0 < 0.1 * width && x1 < width / 2, `${what}: [${x0}, ${x1}] not on the left of ${width}`);
  else if (position.endsWith("Right")) assert.ok(x1 > 0.9 * width && x0 > width / 2, `${what}: [${x0}, ${x1}] not on the right of ${width}`);
  else assert.ok(Math.abs((x0 + x1) / 2 - width / 2) < 1, `${what}: not centred`);
}

let t: TestApp;

describe("add-page-numbers", () => {
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it("numbers every page with its position by default, at the bottom centre", async () => {
    const { bytes, job } = await runTool(t, "add-page-numbers", [numbered]);
    assert.equal(job.operation, "add-page-numbers");
    const [input, output] = [await read(numbered), await readPdf(bytes)];
    assert.deepEqual(await addedLabels(input, output), Array.from({ length: 11 }, (_, i) => `${i + 1}`));
    for (let page = 1; page <= 11; page++) assertPlaced(await labelItem(output, page, `${page}`), "BottomCenter", `page ${page}`);
    await Promise.all([input.destroy(), output.destroy()]);
  });

  it("appends the numbered pages to a compact source, in an update that opens without repair", async () => {
    const file = corpus("pdf/structure/linearized_clean_30p.pdf");
    const source = await fs.readFile(file);
    const labels = await labelsOf(file, {});
    assert.deepEqual(labels, Array.from({ length: 30 }, (_, i) => String(i + 1)));
    const { bytes } = await runTool(t, "add-page-numbers", [file]);
    assert.ok(bytes.length > source.length && Buffer.from(bytes.subarray(0, source.length)).equals(source), "the source's bytes come first, unchanged");
    const doc = new mupdf.PDFDocument(bytes);
    try {
      assert.equal(doc.wasRepaired(), false);
      assert.equal(doc.countPages(), 30);
    } finally {
      doc.destroy();
    }
  });

  it("counts from firstNumber over the numbered pages, or shows positions and the page count without it", async () => {
    const none = null;
    assert.deepEqual(await labelsOf(numbered, { pages: "3-5", firstNumber: "1", format: "PageOfTotal" }), [
      none, none, "Page 1 of 3", "Page 2 of 3", "Page 3 of 3", none, none, none, none, none, none,
    ]);
    assert.deepEqual(await labelsOf(numbered, { pages: "3-5", format: "PageOfTotal" }), [
      none, none, "Page 3 of 11", "Page 4 of 11", "Page 5 of 11", none, none, none, none, none, none,
    ]);
    // Out of order and repeated: numbered in document order, once each.
    assert.deepEqual(await labelsOf(numbered, { pages: "9, 5, 2-3, 3", firstNumber: "0", format: "NumberOfTotal" }), [
      none, "0 / 3", "1 / 3", none, "2 / 3", none, none, none, "3 / 3", none, none,
    ]);
    assert.deepEqual(await labelsOf(numbered, { pages: "10-", firstNumber: "100000" }), [
      none, none, none, none, none, none, none, none, none, "100000", "100001",
    ]);
    assert.deepEqual(await labelsOf(numbered, { firstNumber: "5", format: "NumberOfTotal" }), Array.from({ length: 11 }, (_, i) => `${i + 5} / 15`));
  });

  it("puts each position where a reader of the rotated, cropped page expects it, upright", async () => {
    const input = await read(cropped);
    for (const position of positions) {
      const { bytes } = await runTool(t, "add-page-numbers", [cropped], { position, format: "PageOfTotal" });
      const output = await readPdf(bytes);
      for (let page = 1; page <= 8; page++) {
        assert.equal(await output.rotation(page), await input.rotation(page));
        assertPlaced(await labelItem(output, page, `Page ${page} of 8`), position, `${position} page ${page}`);
      }
      await output.destroy();
    }
    await input.destroy();
  });

  it("follows /Rotate on every page of a mixed document, inherited ones included", async () => {
    const { bytes } = await runTool(t, "add-page-numbers", [mixed], { position: "BottomRight", format: "NumberOfTotal", pages: "1-12" });
    const [input, output] = [await read(mixed), await readPdf(bytes)];
    assert.deepEqual(await addedLabels(input, output), Array.from({ length: 20 }, (_, i) => (i < 12 ? `${i + 1} / 20` : null)));
    for (let page = 1; page <= 12; page++) assertPlaced(await labelItem(output, page, `${page} / 20`), "BottomRight", `page ${page} (/Rotate ${await input.rotation(page)})`);
    const { bytes: turned } = await runTool(t, "add-page-numbers", [inherited], { position: "TopLeft" });
    const single = await readPdf(turned);
    assert.equal(await single.rotation(1), 90);
    assertPlaced(await labelItem(single, 1, "1"), "TopLeft", "inherited");
    await Promise.all([input.destroy(), output.destroy(), single.destroy()]);
  });

  it("writes smaller numbers, closer to the edge, on small pages, and keeps them on the page", async () => {
    const { bytes } = await runTool(t, "add-page-numbers", [sizes], { position: "BottomRight", format: "PageOfTotal" });
    const output = await readPdf(bytes);
    const first = await labelItem(output, 1, "Page 1 of 10");
    const last = await labelItem(output, 10, "Page 10 of 10");
    assert.ok(Math.abs(first.size - 10) < 0.01, `A4 size ${first.size}`);
    assert.ok(last.size < 6 && last.size > 3, `smallest page size ${last.size}`);
    for (let page = 1; page <= 10; page++) assertPlaced(await labelItem(output, page, `Page ${page} of 10`), "BottomRight", `page ${page}`);
    assert.ok(last.view.width - last.end[0] < first.view.width - first.end[0], "margin shrinks with the page");
    await output.destroy();
  });

  it("embeds one subset font for all pages and keeps the labels extractable", async () => {
    const { bytes } = await runTool(t, "add-page-numbers", [corpus("pdf/lang/lang_russian_slides_21p.pdf")], { format: "PageOfTotal" });
    const doc = new mupdf.PDFDocument(bytes);
    const programs = new Map<number, number>();
    for (let i = 0; i < doc.countPages(); i++) {
      doc.findPage(i).get("Resources", "Font").forEach((font) => {
        if (!font.get("BaseFont").asName().endsWith("+DejaVuSans")) return;
        assert.equal(font.get("Encoding").asName(), "Identity-H");
        assert.ok(font.get("ToUnicode").isStream());
        programs.set(font.asIndirect(), font.get("DescendantFonts", 0, "FontDescriptor", "FontFile2").readStream().getLength());
      });
    }
    doc.destroy();
    assert.equal(programs.size, 1);
    const [size] = programs.values();
    assert.ok(size! < 150_000, `font program ${size} bytes`);
    const output = await readPdf(bytes);
    await labelItem(output, 21, "Page 21 of 21");
    await output.destroy();
  });

  it("refuses bad fields when the call arrives, naming the field", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ firstNumber: "-1" }, "firstNumber"],
      [{ firstNumber: "100001" }, "firstNumber"],
      [{ firstNumber: "1.5" }, "firstNumber"],
      [{ position: "Middle" }, "position"],
      [{ format: "Roman" }, "format"],
      [{ pages: "0" }, "pages"],
    ];
    for (const [fields, field] of cases) {
      const { response, body } = await submit(t, "add-page-numbers", [numbered], fields);
      assert.equal(response.status, 400, JSON.stringify(fields));
      assert.equal(body.errors[0].field, field, JSON.stringify(body));
    }
  });

  it("fails the job for pages past the end, damaged and password-protected files", async () => {
    const beyond = await runToolExpectingFailure(t, "add-page-numbers", [numbered], { pages: "10-12" });
    assert.equal(beyond.code, "PageOutOfRange");
    assert.match(beyond.detail, /11 pages/);
    const damaged = await runToolExpectingFailure(t, "add-page-numbers", [corpus("pdf/damaged/damaged_header_then_eof_only.pdf")]);
    assert.equal(damaged.code, "DamagedFile");
    const locked = await runToolExpectingFailure(t, "add-page-numbers", [corpus("pdf/encrypted/enc_rc4_128_r3_user-view_owner-master.pdf")]);
    assert.equal(locked.code, "PasswordRequired");
  });
});
