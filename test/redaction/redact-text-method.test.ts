import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import * as mupdf from "mupdf";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { runTool, submit } from "../helpers/api-client.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { findLeaks, hasPdftotext, pageTextMupdf, pdftotext } from "./leak-search.ts";
import { BLUE_SQUARE, IMAGE_PLACE, IMAGE_SIZE, RED_SQUARE, gradientPixels, mixedContentPdf } from "./redaction-pdfs.ts";

const constitution = corpus("pdf/text/text_us_constitution_19p.pdf");
const PAGE_HEIGHT = 792;

/** Share of pixels darker than 40 in every channel inside a box of points (from the top left) on an RGBA render at `dpi`. */
function blackShare(image: { data: Uint8Array; width: number }, dpi: number, box: readonly [number, number, number, number]): number {
  const s = dpi / 72;
  let black = 0;
  let all = 0;
  for (let y = Math.ceil(box[1] * s); y < Math.floor(box[3] * s); y++) {
    for (let x = Math.ceil(box[0] * s); x < Math.floor(box[2] * s); x++) {
      const i = (y * image.width + x) * 4;
      all++;
      if (image.data[i]! < 40 && image.data[i + 1]! < 40 && image.data[i + 2]! < 40) black++;
    }
  }
  return all === 0 ? 0 : black / all;
}

/** For each page of a PDF (0-based), the boxes MuPDF finds a word at, as [x0, y0, x1, y1] from the top left. */
function wordBoxes(bytes: Uint8Array, word: string): Map<number, Array<[number, number, number, number]>> {
  const doc = new mupdf.PDFDocument(bytes);
  const out = new Map<number, Array<[number, number, number, number]>>();
  try {
    for (let i = 0; i < doc.countPages(); i++) {
      const page = doc.loadPage(i);
      const hits = page.search(word, "").map((quads) => {
        const q = quads[0]!;
        return [Math.min(q[0], q[4]), Math.min(q[1], q[3]), Math.max(q[2], q[6]), Math.max(q[5], q[7])] as [number, number, number, number];
      });
      if (hits.length > 0) out.set(i, hits);
      page.destroy();
    }
  } finally {
    doc.destroy();
  }
  return out;
}

/** The image XObjects a page draws, decoded by MuPDF to RGB. */
function pageImages(bytes: Uint8Array, index: number): Array<{ width: number; height: number; pixels: Uint8Array }> {
  const doc = new mupdf.PDFDocument(bytes);
  const out: Array<{ width: number; height: number; pixels: Uint8Array }> = [];
  try {
    const xobjects = doc.findPage(index).get("Resources", "XObject");
    if (!xobjects.isDictionary()) return out;
    xobjects.forEach((value) => {
      if (value.get("Subtype").asName() !== "Image") return;
      const image = doc.loadImage(value);
      const pixmap = image.toPixmap().convertToColorSpace(mupdf.ColorSpace.DeviceRGB);
      out.push({ width: pixmap.getWidth(), height: pixmap.getHeight(), pixels: new Uint8Array(pixmap.getPixels()) });
      pixmap.destroy();
      image.destroy();
    });
  } finally {
    doc.destroy();
  }
  return out;
}

/** The images a page draws, in order, decoded by MuPDF to RGB, each with the matrix placing its unit square on the page as shown. */
function drawnImages(bytes: Uint8Array, index: number): Array<{ width: number; height: number; pixels: Uint8Array; ctm: mupdf.Matrix }> {
  const doc = new mupdf.PDFDocument(bytes);
  const out: Array<{ width: number; height: number; pixels: Uint8Array; ctm: mupdf.Matrix }> = [];
  try {
    const page = doc.loadPage(index);
    const take = (image: mupdf.Image, ctm: mupdf.Matrix) => {
      const pixmap = image.toPixmap().convertToColorSpace(mupdf.ColorSpace.DeviceRGB);
      out.push({ width: pixmap.getWidth(), height: pixmap.getHeight(), pixels: new Uint8Array(pixmap.getPixels()), ctm });
      pixmap.destroy();
    };
    const device = new mupdf.Device({ fillImage: take, fillImageMask: (image: mupdf.Image, ctm: mupdf.Matrix) => take(image, ctm) });
    page.run(device, mupdf.Matrix.identity);
    device.close();
    device.destroy();
    page.destroy();
  } finally {
    doc.destroy();
  }
  return out;
}

/** The colours of the shapes a page fills, as "r,g,b" strings (rounded), read by walking it with MuPDF. */
function filledColours(bytes: Uint8Array, index: number): string[] {
  const doc = new mupdf.PDFDocument(bytes);
  const colours: string[] = [];
  try {
    const page = doc.loadPage(index);
    const device = new mupdf.Device({
      fillPath(_path: mupdf.Path, _evenOdd: boolean, _ctm: mupdf.Matrix, colorspace: mupdf.ColorSpace, color: number[]) {
        const rgb = colorspace.getNumberOfComponents() === 1 ? [color[0]!, color[0]!, color[0]!] : color.slice(0, 3);
        colours.push(rgb.map((c) => Math.round(c * 10) / 10).join(","));
      },
    });
    page.run(device, mupdf.Matrix.identity);
    device.close();
    device.destroy();
    page.destroy();
  } finally {
    doc.destroy();
  }
  return colours;
}

function pageFontCount(bytes: Uint8Array, index: number): number {
  const doc = new mupdf.PDFDocument(bytes);
  try {
    const fonts = doc.findPage(index).get("Resources", "Font");
    let n = 0;
    if (fonts.isDictionary()) fonts.forEach(() => n++);
    return n;
  } finally {
    doc.destroy();
  }
}

describe("redact-pdf method Text", () => {
  let t: TestApp;
  let input: Uint8Array;
  before(async () => {
    t = await startTestApp();
    input = new Uint8Array(await fs.readFile(constitution));
  });
  after(() => t.close());

  it("removes one word from the 19-page constitution and keeps everything else as text, at about the same size", async () => {
    const inputBoxes = wordBoxes(input, "Congress");
    assert.ok(inputBoxes.size >= 10, "the word is on many pages");
    assert.deepEqual(await findLeaks(input, ["Congress"]).then((found) => found.length > 0), true, "the checks find the word in the input");
    const { bytes } = await runTool(t, "redact-pdf", [constitution], { terms: "congress", method: "Text" });
    assert.deepEqual(await findLeaks(bytes, ["Congress"]), []);
    assert.ok(bytes.length <= 1.2 * input.length, `${bytes.length} bytes from ${input.length}`);

    const before = await readPdf(input);
    const output = await readPdf(bytes);
    assert.equal(output.numPages, 19);
    const doc = new mupdf.PDFDocument(bytes);
    try {
      for (let page = 1; page <= 19; page++) {
        const was = await before.pageText(page);
        const now = await output.pageText(page);
        if (!inputBoxes.has(page - 1)) {
          assert.equal(now, was, `page ${page} has no match and keeps its text`);
          continue;
        }
        // Only the word went: the text is the input's with each "Congress" taken out, hyphenated at a line end too.
        assert.equal(now.replace(/\s+/g, ""), was.replace(/\s+/g, "").replace(/Con-?gress/gi, ""), `page ${page}`);
        assert.ok(pageFontCount(bytes, page - 1) > 0, `page ${page} keeps its fonts`);
      }
      // The words on either side of a match, on its line.
      const line = pageTextMupdf(doc, 2).split("\n").find((l) => l.includes("Legislature thereof"));
      assert.match(line ?? "", /Legislature thereof; but the\s*$/);
      if (hasPdftotext) assert.match(pdftotext(bytes, 3), /State by the Legislature thereof; but the\s+may at/);
    } finally {
      doc.destroy();
    }
    // A black box where each match was.
    const drawn = await output.render(3, 72);
    for (const [x0, y0, x1, y1] of inputBoxes.get(2)!) assert.ok(blackShare(drawn, 72, [x0 + 1, y0 + 2, x1 - 1, y1 - 2]) > 0.9, `box at ${x0},${y0}`);
    await Promise.all([before.destroy(), output.destroy()]);
  });

  it("leaves no trace of the word in Picture mode either", async () => {
    const { bytes } = await runTool(t, "redact-pdf", [constitution], { terms: "Congress", method: "Picture" });
    assert.deepEqual(await findLeaks(bytes, ["Congress"]), []);
  });

  for (const method of ["Text", "Picture"] as const) {
    it(`${method}: removes text, words behind replacement text, image pixels and shapes under the boxes, and leaves the page sharing them alone`, async () => {
      const source = mixedContentPdf();
      assert.equal((await findLeaks(source, ["Topsecret", "Phantomword", "Formword"])).length > 0, true);
      // Boxes from the top left: over the image's left half, around the blue square, over "Formwor" of the shared form.
      const imageTop = PAGE_HEIGHT - IMAGE_PLACE.y - IMAGE_PLACE.height;
      const imageBox = { page: 1, x: IMAGE_PLACE.x, y: imageTop, width: IMAGE_PLACE.width / 2, height: IMAGE_PLACE.height };
      const squareTop = PAGE_HEIGHT - BLUE_SQUARE.y - BLUE_SQUARE.size;
      const squareBox = { page: 1, x: BLUE_SQUARE.x - 10, y: squareTop - 10, width: BLUE_SQUARE.size + 20, height: BLUE_SQUARE.size + 20 };
      const formBox = { page: 1, x: 70, y: PAGE_HEIGHT - 200 - 10, width: 45, height: 12 };
      const { bytes } = await runTool(t, "redact-pdf", [{ name: "mixed.pdf", data: source }], {
        method,
        terms: "topsecret\nPhantomword",
        areas: JSON.stringify([imageBox, squareBox, formBox]),
      });
      assert.deepEqual(await findLeaks(bytes, ["Topsecret", "Phantomword"]), []);
      const output = await readPdf(bytes);
      const page1 = await output.pageText(1);
      assert.doesNotMatch(page1, /Formword|Topsecret|Phantom/i);
      // The page not redacted draws the same form and image, untouched.
      assert.equal(await output.pageText(2), "Page two keeps its words Formword is shared");
      const [page2Image] = pageImages(bytes, 1);
      assert.deepEqual(page2Image?.pixels, gradientPixels());

      const drawn = await output.render(1, 72);
      for (const box of [imageBox, squareBox, formBox]) {
        assert.ok(blackShare(drawn, 72, [box.x + 1, box.y + 1, box.x + box.width - 1, box.y + box.height - 1]) > 0.97, `${method}: black at ${JSON.stringify(box)}`);
      }
      if (method === "Picture") {
        assert.equal(page1, "");
        await output.destroy();
        return;
      }
      // Text mode: the rest of the page is still text in its font. The glyphs the replacement
      // text stood for went with it (the eleven letters of "Phantomword" were read over "Shown glyph").
      for (const kept of ["Alpha Omega stays", "Second line with nothing", "is shared"]) assert.ok(page1.includes(kept), `"${kept}" in "${page1}"`);
      assert.doesNotMatch(page1, /Shown/);
      assert.ok(pageFontCount(bytes, 0) > 0);
      // The image's own pixels changed under the box (its left half), and kept beside it.
      const [image] = pageImages(bytes, 0);
      assert.ok(image && image.width === IMAGE_SIZE && image.height === IMAGE_SIZE, "one image of the same size");
      const original = gradientPixels();
      let changedInside = 0;
      let changedOutside = 0;
      for (let y = 0; y < IMAGE_SIZE; y++) {
        for (let x = 0; x < IMAGE_SIZE; x++) {
          const i = (y * IMAGE_SIZE + x) * 3;
          const changed = image.pixels[i] !== original[i] || image.pixels[i + 1] !== original[i + 1] || image.pixels[i + 2] !== original[i + 2];
          if (x < IMAGE_SIZE / 2 - 1 && changed) changedInside++;
          if (x > IMAGE_SIZE / 2 + 1 && changed) changedOutside++;
        }
      }
      assert.equal(changedInside, (IMAGE_SIZE / 2 - 1) * IMAGE_SIZE, "every pixel under the box changed");
      assert.equal(changedOutside, 0, "no pixel beside the box changed");
      // The blue square under a box is gone from the content; the red one elsewhere stays.
      const colours = filledColours(bytes, 0);
      assert.ok(!colours.includes("0,0,1"), colours.join(" "));
      assert.ok(colours.includes("1,0,0"), colours.join(" "));
      assert.equal(RED_SQUARE.size, 30);
      // The link to page 2, away from every box, still works.
      assert.deepEqual(await output.links(1), [{ page: 2 }]);
      await output.destroy();
    });
  }

  it("puts area boxes where asked on rotated and cropped pages, keeping each page's rotation and its other words", async () => {
    const file = corpus("pdf/geometry/rotate_0_90_180_270_with_cropbox_8p.pdf");
    const source = await readPdf(new Uint8Array(await fs.readFile(file)));
    const boxes: Array<{ page: number; x: number; y: number; width: number; height: number }> = [];
    for (let page = 1; page <= 8; page++) {
      const { width, height } = await source.viewSize(page);
      boxes.push({ page, x: width * 0.2, y: height * 0.3, width: width * 0.25, height: height * 0.1 });
    }
    const { bytes } = await runTool(t, "redact-pdf", [file], { areas: JSON.stringify(boxes), method: "Text" });
    const output = await readPdf(bytes);
    for (const box of boxes) {
      assert.deepEqual(await output.viewSize(box.page), await source.viewSize(box.page));
      assert.equal(await output.rotation(box.page), await source.rotation(box.page));
      const drawn = await output.render(box.page, 72);
      const original = await source.render(box.page, 72);
      assert.ok(blackShare(drawn, 72, [box.x + 1, box.y + 1, box.x + box.width - 1, box.y + box.height - 1]) > 0.99, `page ${box.page} inside`);
      for (const [x, y] of [[box.x - 6, box.y + box.height / 2], [box.x + box.width + 6, box.y + box.height / 2], [box.x + box.width / 2, box.y - 6], [box.x + box.width / 2, box.y + box.height + 6]]) {
        const i = (Math.round(y!) * drawn.width + Math.round(x!)) * 4;
        assert.ok(Math.abs(drawn.data[i]! - original.data[i]!) < 80, `page ${box.page} outside at ${x},${y}`);
      }
      // The page is still text: most of its words stay, and none appears that was not there.
      const words = (await output.pageText(box.page)).split(" ");
      const was = new Set((await source.pageText(box.page)).split(" "));
      assert.ok(words.length > was.size / 2, `page ${box.page} keeps its words: ${words.join(" ")}`);
      for (const word of words) assert.ok(was.has(word) || [...was].some((w) => w.includes(word)), `page ${box.page}: "${word}"`);
    }
    await Promise.all([source.destroy(), output.destroy()]);
  });

  it("removes a word from a scan's invisible text layer and changes the scan's pixels under it", async () => {
    const file = corpus("pdf/scanned/scan_with_ocr_text_layer_6p.pdf");
    const source = new Uint8Array(await fs.readFile(file));
    const boxes = wordBoxes(source, "Vicksburg");
    assert.ok(boxes.has(0));
    const { bytes } = await runTool(t, "redact-pdf", [file], { terms: "Vicksburg", method: "Text" });
    assert.deepEqual(await findLeaks(bytes, ["Vicksburg"]), []);
    const output = await readPdf(bytes);
    assert.match(await output.pageText(1), /THE SIEGE OF/);
    // The scan's own pixels changed under the box and nowhere else, and the text layer stays.
    assert.ok(pageFontCount(bytes, 0) > 0, "the text layer stays");
    // The scan is drawn as a background and a masked foreground holding the letters; each is
    // compared with its original, pixel by pixel, where it lies on the page.
    const [bx0, by0, bx1, by1] = boxes.get(0)![0]!;
    const before = drawnImages(source, 0).filter((image) => image.width > 1);
    const after = drawnImages(bytes, 0).filter((image) => image.width > 1);
    assert.deepEqual(after.map((image) => [image.width, image.height]), before.map((image) => [image.width, image.height]));
    let changedInside = 0;
    for (const [k, image] of after.entries()) {
      const original = before[k]!;
      const [a, b, c, d, e, f] = image.ctm;
      let changedOutside = 0;
      const coloursInside = new Set<string>();
      for (let y = 0; y < image.height; y++) {
        for (let x = 0; x < image.width; x++) {
          const u = (x + 0.5) / image.width;
          const v = (y + 0.5) / image.height;
          const px = a * u + c * v + e;
          const py = b * u + d * v + f;
          const i = (y * image.width + x) * 3;
          const changed = image.pixels[i] !== original.pixels[i] || image.pixels[i + 1] !== original.pixels[i + 1] || image.pixels[i + 2] !== original.pixels[i + 2];
          // Pixels on the box's edge may go either way.
          const within = px > bx0 + 1 && px < bx1 - 1 && py > by0 + 1 && py < by1 - 1;
          const near = px > bx0 - 2 && px < bx1 + 2 && py > by0 - 2 && py < by1 + 2;
          if (within) coloursInside.add(`${image.pixels[i]},${image.pixels[i + 1]},${image.pixels[i + 2]}`);
          if (within && changed) changedInside++;
          // The title's VICKSBURG is redacted too, though MuPDF's own search, used for the box, did not find it.
          if (!near && changed && py > 100) changedOutside++;
        }
      }
      assert.equal(coloursInside.size, 1, `image ${k}: under the box one flat colour, not ${[...coloursInside].slice(0, 5).join(" ")}`);
      assert.equal(changedOutside, 0, `image ${k}: no pixel away from the box changed`);
    }
    assert.ok(changedInside > 100, `${changedInside} pixels under the box changed`);
    const drawn = await output.render(1, 72);
    const [x0, y0, x1, y1] = boxes.get(0)![0]!;
    assert.ok(blackShare(drawn, 72, [x0 + 1, y0 + 1, x1 - 1, y1 - 1]) > 0.9);
    await output.destroy();
  });

  it("takes only Picture or Text as `method`, naming the field otherwise", async () => {
    const { response, body } = await submit(t, "redact-pdf", [constitution], { terms: "Congress", method: "Vector" });
    assert.equal(response.status, 400);
    assert.equal(body.errors[0].field, "method");
  });
});
