import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import * as mupdf from "mupdf";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { runTool, runToolExpectingFailure, submit } from "../helpers/api-client.ts";
import { readPdf, type PdfReader, type PlacedTextItem } from "../helpers/pdf-reader.ts";
import { graphicsStateBalance } from "../../src/pdf/content-balance.ts";

const cropped = corpus("pdf/geometry/rotate_0_90_180_270_with_cropbox_8p.pdf");
const mixed = corpus("pdf/geometry/rotate_mixed_20p.pdf");
const inherited = corpus("pdf/geometry/rotate_inherited_from_pages_node.pdf");
const greek = "Εμπιστευτικό";
const cyrillic = "Конфиденциально";

async function read(file: string): Promise<PdfReader> {
  return readPdf(new Uint8Array(await fs.readFile(file)));
}

/** The item that is the watermark; fails unless exactly one item of the page carries it. */
async function watermarkOn(pdf: PdfReader, page: number, text: string): Promise<PlacedTextItem> {
  const items = (await pdf.placedText(page)).filter((item) => item.str === text);
  assert.equal(items.length, 1, `page ${page}: ${items.length} watermarks`);
  return items[0]!;
}

/** The original text followed by the watermark and nothing else: the page's own text is untouched. */
async function assertTextAdded(before: PdfReader, after: PdfReader, page: number, text: string | null): Promise<void> {
  const original = await before.pageText(page);
  assert.equal(await after.pageText(page), text === null ? original : `${original} ${text}`.trim(), `page ${page}`);
}

function midpoint(item: PlacedTextItem): [number, number] {
  return [(item.start[0] + item.end[0]) / 2, (item.start[1] + item.end[1]) / 2];
}

const near = (actual: number, expected: number, tolerance: number, what: string) =>
  assert.ok(Math.abs(actual - expected) <= tolerance, `${what}: ${actual} is not within ${tolerance} of ${expected}`);

describe("watermark-pdf", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it("writes the text diagonally, bottom left to top right as each page is shown, on rotated and cropped pages", async () => {
    const text = `${cyrillic} ${greek}`;
    const { bytes, job } = await runTool(t, "watermark-pdf", [cropped], { text });
    assert.equal(job.operation, "watermark-pdf");
    const [input, output] = [await read(cropped), await readPdf(bytes)];
    assert.equal(output.numPages, 8);
    for (let page = 1; page <= 8; page++) {
      assert.equal(await output.rotation(page), await input.rotation(page));
      await assertTextAdded(input, output, page, text);
      const item = await watermarkOn(output, page, text);
      const { width, height } = item.view;
      // Upright and rising along the shown page's diagonal, whatever /Rotate and CropBox say.
      near(item.angle, (Math.atan2(height, width) * 180) / Math.PI, 0.5, `page ${page} angle`);
      const [mx, my] = midpoint(item);
      // The baseline's middle sits just below the centre, across the text's direction.
      near(mx, width / 2, item.size, `page ${page} centre x`);
      near(my, height / 2, item.size, `page ${page} centre y`);
      assert.ok(item.start[0] > 0 && item.start[0] < width / 3 && item.start[1] > (2 * height) / 3 && item.start[1] < height, `page ${page} starts bottom left`);
      assert.ok(item.end[0] > (2 * width) / 3 && item.end[0] < width && item.end[1] > 0 && item.end[1] < height / 3, `page ${page} ends top right`);
      // Sized to the page: most of the diagonal, none of it off the page.
      const length = Math.hypot(item.end[0] - item.start[0], item.end[1] - item.start[1]);
      assert.ok(length > 0.6 * Math.hypot(width, height) && length < 0.9 * Math.hypot(width, height), `page ${page} length ${length}`);
    }
    await Promise.all([input.destroy(), output.destroy()]);
  });

  it("writes level, centred text on the selected pages only, in the colour and opacity asked for", async () => {
    const text = "Draft — Brouillon";
    const { bytes } = await runTool(t, "watermark-pdf", [mixed], { text, layout: "Horizontal", pages: "2-4, 10-", opacity: "55", color: "#C81E3C" });
    const [input, output] = [await read(mixed), await readPdf(bytes)];
    for (let page = 1; page <= 20; page++) {
      const selected = (page >= 2 && page <= 4) || page >= 10;
      await assertTextAdded(input, output, page, selected ? text : null);
      if (!selected) continue;
      const item = await watermarkOn(output, page, text);
      near(item.angle, 0, 0.5, `page ${page} angle`);
      near(midpoint(item)[0], item.view.width / 2, 1, `page ${page} centre x`);
      near(midpoint(item)[1], item.view.height / 2, item.size, `page ${page} centre y`);
      const width = item.end[0] - item.start[0];
      assert.ok(width > 0.5 * item.view.width && width <= 0.86 * item.view.width, `page ${page} width ${width}`);
    }
    const doc = new mupdf.PDFDocument(bytes);
    const page = doc.findPage(1);
    const states = page.get("Resources", "ExtGState");
    const alphas: number[] = [];
    states.forEach((state) => alphas.push(state.get("ca").asNumber(), state.get("CA").asNumber()));
    assert.deepEqual(alphas.map((a) => Math.round(a * 100)), [55, 55]);
    const contents = page.get("Contents");
    const last = contents.get(contents.length - 1).readStream().asString();
    assert.match(last, /0\.7843 0\.1176 0\.2353 rg/);
    doc.destroy();
    await Promise.all([input.destroy(), output.destroy()]);
  });

  it("follows a /Rotate inherited from the page tree", async () => {
    const { bytes } = await runTool(t, "watermark-pdf", [inherited], { text: "Copy" });
    const output = await readPdf(bytes);
    assert.equal(await output.rotation(1), 90);
    const item = await watermarkOn(output, 1, "Copy");
    assert.ok(item.view.width > item.view.height, "shown landscape");
    near(item.angle, (Math.atan2(item.view.height, item.view.width) * 180) / Math.PI, 0.5, "angle");
    // A short word is capped rather than grown to fill the diagonal.
    assert.ok(item.size <= 0.25 * item.view.height + 0.01, `size ${item.size}`);
    await output.destroy();
  });

  it("watermarks each page once in document order, however the selection lists them", async () => {
    const file = corpus("pdf/text/text_numbered_pages_11p.pdf");
    const { bytes } = await runTool(t, "watermark-pdf", [file], { text: "Ω", pages: "7, 3, 3-4, 7" });
    const [input, output] = [await read(file), await readPdf(bytes)];
    for (let page = 1; page <= 11; page++) await assertTextAdded(input, output, page, [3, 4, 7].includes(page) ? "Ω" : null);
    await Promise.all([input.destroy(), output.destroy()]);
  });

  it("embeds the font as a subset that keeps text extractable", async () => {
    const { bytes } = await runTool(t, "watermark-pdf", [corpus("pdf/lang/lang_russian_slides_21p.pdf")], { text: `${greek} ${cyrillic}`, pages: "1-3" });
    const fonts = stampFonts(bytes);
    assert.equal(fonts.length, 1, "one font object shared by every page");
    const [font] = fonts;
    assert.equal(font!.subtype, "Type0");
    assert.equal(font!.encoding, "Identity-H");
    assert.ok(font!.hasToUnicode);
    assert.match(font!.baseFont, /^[A-Z]{6}\+DejaVuSans$/);
    const fullFont = (await fs.stat(new URL("../../node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf", import.meta.url))).size;
    assert.ok(font!.programBytes > 0 && font!.programBytes < fullFont / 5, `font program ${font!.programBytes} bytes of ${fullFont}`);
    const output = await readPdf(bytes);
    for (const page of [1, 2, 3]) await watermarkOn(output, page, `${greek} ${cyrillic}`);
    await output.destroy();
  });

  it("keeps the watermark in place when the page's own content leaves its graphics state open or closes too much", async () => {
    const doc = new mupdf.PDFDocument();
    const contents = [
      // Opens states it never closes, after scaling the page to a tenth.
      "q 0.1 0 0 0.1 0 0 cm q 1 0 0 rg BT /F1 12 Tf 10 10 Td (q q) Tj ET",
      // Closes states it never opened, then scales; % q comments and (Q) strings are not operators.
      "Q Q % q q\n 0.1 0 0 0.1 0 0 cm BT (Q) Tj ET",
    ];
    for (const content of contents) doc.insertPage(-1, doc.addPage([0, 0, 400, 300], 0, doc.newDictionary(), content));
    const { bytes } = await runTool(t, "watermark-pdf", [{ name: "unbalanced.pdf", data: doc.saveToBuffer("").asUint8Array() }], { text: "Held", layout: "Horizontal" });
    doc.destroy();
    const output = await readPdf(bytes);
    for (const page of [1, 2]) {
      const item = await watermarkOn(output, page, "Held");
      near(midpoint(item)[0], 200, 1, `page ${page} centre x`);
      assert.ok(item.size > 20, `page ${page} size ${item.size} not scaled by the page's leftover transform`);
    }
    await output.destroy();
    assert.deepEqual(graphicsStateBalance(new TextEncoder().encode(contents[0]!)), { lowest: 0, final: 2, deepest: 2 });
    assert.deepEqual(graphicsStateBalance(new TextEncoder().encode(contents[1]!)), { lowest: -2, final: -2, deepest: 0 });
    const inline = "q BI /W 2 /H 1 /BPC 8 /CS /G ID \x51\x71 EI Q q";
    assert.deepEqual(graphicsStateBalance(new TextEncoder().encode(inline)), { lowest: 0, final: 1, deepest: 1 });
  });

  it("writes a watermarked document whole, so that cutting the file short cannot give back the unmarked source", async () => {
    const file = corpus("pdf/text/text_pdflatex_4p.pdf");
    const source = await fs.readFile(file);
    const { bytes } = await runTool(t, "watermark-pdf", [file], { text: "DRAFT" });
    assert.ok(!Buffer.from(bytes.subarray(0, source.length)).equals(source));
  });

  it("refuses bad fields when the call arrives, naming the field", async () => {
    const file = corpus("pdf/text/merge_doc1_3p.pdf");
    const cases: Array<[Record<string, string>, string]> = [
      [{ text: "x".repeat(101) }, "text"],
      [{ text: "   " }, "text"],
      [{ text: "机密" }, "text"],
      [{ text: "Ok", color: "red" }, "color"],
      [{ text: "Ok", color: "#12345" }, "color"],
      [{ text: "Ok", color: "#GGGGGG" }, "color"],
      [{ text: "Ok", opacity: "4" }, "opacity"],
      [{ text: "Ok", opacity: "101" }, "opacity"],
      [{ text: "Ok", layout: "Vertical" }, "layout"],
      [{ text: "Ok", pages: "2-1" }, "pages"],
    ];
    for (const [fields, field] of cases) {
      const { response, body } = await submit(t, "watermark-pdf", [file], fields);
      assert.equal(response.status, 400, JSON.stringify(fields));
      assert.equal(body.errors[0].field, field, JSON.stringify(body));
    }
    const missing = await submit(t, "watermark-pdf", [file]);
    assert.equal(missing.response.status, 400);
    assert.equal(missing.body.errors[0].field, "text");
    const { bytes } = await runTool(t, "watermark-pdf", [file], { text: "x".repeat(100), color: "#00ff7f" });
    assert.equal((await readPdf(bytes)).numPages, 3);
  });

  it("fails the job for pages past the end, damaged and password-protected files", async () => {
    const beyond = await runToolExpectingFailure(t, "watermark-pdf", [corpus("pdf/text/merge_doc1_3p.pdf")], { text: "X", pages: "2-4" });
    assert.equal(beyond.code, "PageOutOfRange");
    assert.match(beyond.detail, /3 pages/);
    const damaged = await runToolExpectingFailure(t, "watermark-pdf", [corpus("pdf/damaged/damaged_header_then_eof_only.pdf")], { text: "X" });
    assert.equal(damaged.code, "DamagedFile");
    const locked = await runToolExpectingFailure(t, "watermark-pdf", [corpus("pdf/encrypted/enc_aes256_r6_user-view_owner-master.pdf")], { text: "X" });
    assert.equal(locked.code, "PasswordRequired");
  });
});

interface StampFont {
  subtype: string;
  encoding: string;
  baseFont: string;
  hasToUnicode: boolean;
  programBytes: number;
}

/** The DejaVu fonts the pages' resources name, each font object once, read with MuPDF. */
function stampFonts(bytes: Uint8Array): StampFont[] {
  const doc = new mupdf.PDFDocument(bytes);
  const seen = new Map<number, StampFont>();
  for (let i = 0; i < doc.countPages(); i++) {
    doc.findPage(i).get("Resources", "Font").forEach((font) => {
      if (!font.get("BaseFont").asName().includes("DejaVu")) return;
      const program = font.get("DescendantFonts", 0, "FontDescriptor", "FontFile2");
      seen.set(font.asIndirect(), {
        subtype: font.get("Subtype").asName(),
        encoding: font.get("Encoding").asName(),
        baseFont: font.get("BaseFont").asName(),
        hasToUnicode: font.get("ToUnicode").isStream(),
        programBytes: program.isStream() ? program.readStream().getLength() : 0,
      });
    });
  }
  doc.destroy();
  return [...seen.values()];
}
