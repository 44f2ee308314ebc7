import assert from "node:assert/strict";
import { test } from "node:test";
import { languages, type Language } from "../../src/contract/languages.ts";
import * as mupdf from "mupdf";
import { BODY_SIZE, pageHtml } from "../../src/translation/page-html.ts";
import { installTranslationFonts } from "../../src/translation/translation-fonts.ts";
import { languageTypography } from "../../src/translation/language-typography.ts";
import { typesetTranslation, type TranslatedPage } from "../../src/translation/typeset-translation.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { samples } from "./sample-translations.ts";
import { documentLang, extractedText, normalise, pageFonts, textBoxes } from "./translated-pdf-reader.ts";

const CJK = new Set<Language>(["ChineseSimplified", "Japanese", "Korean"]);

function samplePage(language: Language, width = 420, height = 595): TranslatedPage {
  const s = samples[language];
  return {
    width,
    height,
    blocks: [{ kind: "heading", text: s.heading }, ...s.items.map((text) => ({ kind: "list-item" as const, text })), { kind: "paragraph", text: s.paragraph }],
  };
}

/** What a reader should get back: the blocks in order, list items after their bullet. */
function expectedText(page: TranslatedPage): string {
  return page.blocks.map((b) => (b.kind === "list-item" ? `\u2022 ${b.text}` : b.text)).join("\n");
}

/** Dark pixels inside a box of an RGBA image. */
function ink(image: { data: Uint8Array; width: number; height: number }, box: { x: number; y: number; width: number; height: number }): number {
  let dark = 0;
  for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(image.height, Math.ceil(box.y + box.height)); y++) {
    for (let x = Math.max(0, Math.floor(box.x)); x < Math.min(image.width, Math.ceil(box.x + box.width)); x++) {
      const i = (y * image.width + x) * 4;
      if (image.data[i]! + image.data[i + 1]! + image.data[i + 2]! < 3 * 160) dark++;
    }
  }
  return dark;
}

for (const language of languages) {
  test(`${language}: a heading, a list and a paragraph read back exactly, drawn in embedded subset fonts with no missing glyph`, async () => {
    const page = samplePage(language);
    const { pdf, bodySizes } = typesetTranslation([page], language);
    assert.deepEqual(bodySizes, [BODY_SIZE]);

    const reader = await readPdf(pdf);
    try {
      assert.equal(reader.numPages, 1);
      assert.deepEqual(await reader.viewSize(1), { width: 420, height: 595 });

      const rtl = languageTypography[language].rtl;
      const text = await extractedText(pdf, 1, rtl);
      assert.equal(normalise(text, CJK.has(language)), normalise(expectedText(page), CJK.has(language)));

      const fonts = pageFonts(pdf, 0);
      assert.ok(fonts.length >= 1);
      for (const font of fonts) {
        assert.match(font.baseFont, /^[A-Z]{6}\+/, `${font.baseFont} is not marked as a subset`);
        assert.ok(font.trueType, `${font.baseFont} is not a TrueType CID font`);
        assert.ok(font.embedded, `${font.baseFont} is not embedded`);
        assert.ok(!font.glyphsDrawn.includes(0), `${font.baseFont} draws .notdef (a missing glyph)`);
      }
      // Subset: a page of text needs a sliver of each font (the CJK font alone is 4 MB whole).
      assert.ok(pdf.length < 150_000, `${pdf.length} bytes for one page`);
      assert.equal(documentLang(pdf), languageTypography[language].tag);

      // Every text item is drawn: ink where the reader says the text is.
      const dpi = 110;
      const image = await reader.render(1, dpi);
      const boxes = await textBoxes(pdf, 1, dpi);
      assert.ok(boxes.length > 0);
      // Nastaliq letters reach well beyond their pen box: look half an em around it.
      const around = (b: (typeof boxes)[number]) => ({ x: b.x - b.height / 2, y: b.y - b.height / 2, width: b.width + b.height, height: 2 * b.height });
      for (const box of boxes) assert.ok(ink(image, around(box)) >= 4, `no ink under "${box.str}"`);
    } finally {
      await reader.destroy();
    }
  });
}

test("text far beyond one page shrinks to fit on the same page and none of it is dropped", async () => {
  const paragraph = samples.English.paragraph;
  const blocks = Array.from({ length: 120 }, (_, i) => ({ kind: i % 10 === 0 ? ("heading" as const) : ("paragraph" as const), text: `${i + 1}. ${paragraph}` }));
  const page: TranslatedPage = { width: 595, height: 842, blocks };
  const { pdf, bodySizes } = typesetTranslation([page, samplePage("English", 595, 842)], "English");
  assert.ok(bodySizes[0]! < BODY_SIZE * 0.6, `body size ${bodySizes[0]}`);
  assert.equal(bodySizes[1], BODY_SIZE);
  const reader = await readPdf(pdf);
  try {
    assert.equal(reader.numPages, 2);
    assert.deepEqual(await reader.viewSize(1), { width: 595, height: 842 });
    const text = normalise(await extractedText(pdf, 1, false), false);
    assert.equal(text, normalise(expectedText(page), false));
    const sizes = (await reader.placedText(1)).map((t) => t.size);
    assert.ok(Math.max(...sizes) < BODY_SIZE, `largest text ${Math.max(...sizes)} pt`);
  } finally {
    await reader.destroy();
  }
});

test("Hindi overflow also shrinks, and each page keeps its own size", async () => {
  const s = samples.Hindi;
  const blocks = Array.from({ length: 60 }, () => ({ kind: "paragraph" as const, text: s.paragraph }));
  const page: TranslatedPage = { width: 300, height: 400, blocks };
  const { pdf, bodySizes } = typesetTranslation([page, { width: 842, height: 595, blocks: [] }], "Hindi");
  assert.ok(bodySizes[0]! < BODY_SIZE);
  const reader = await readPdf(pdf);
  try {
    assert.deepEqual(await reader.viewSize(1), { width: 300, height: 400 });
    assert.deepEqual(await reader.viewSize(2), { width: 842, height: 595 });
    assert.equal(normalise(await extractedText(pdf, 1, false), false), normalise(expectedText(page), false));
    assert.equal(await reader.pageText(2), "");
  } finally {
    await reader.destroy();
  }
});

test("Latin names and numbers inside Arabic, Urdu, Hindi and Japanese text read back in reading order", async () => {
  const cases: Array<[Language, string]> = [
    ["Arabic", "صدر تقرير PDF لعام 2024 عن شركة Acme في الرياض."],
    ["Urdu", "کمپنی Acme نے 2024 میں نئی PDF رپورٹ جاری کی۔"],
    ["Hindi", "कंपनी Acme ने 2024 में नई PDF रिपोर्ट जारी की।"],
    ["Japanese", "Acme社は2024年にPDF報告書を発表しました。"],
  ];
  for (const [language, text] of cases) {
    const { pdf } = typesetTranslation([{ width: 420, height: 595, blocks: [{ kind: "paragraph", text }] }], language);
    assert.equal(normalise(await extractedText(pdf, 1, languageTypography[language].rtl), false), text, language);
  }
});

/** Dark pixels of an image with `channels` bytes a pixel, as a bit map. */
function darkMap(data: ArrayLike<number>, width: number, height: number, channels: number, stride = width * channels): Uint8Array {
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * stride + x * channels;
      out[y * width + x] = data[i]! + data[i + 1]! + data[i + 2]! < 3 * 128 ? 1 : 0;
    }
  }
  return out;
}

/** Share of `a`'s dark pixels with no dark pixel of `b` within `radius` pixels. */
function unmatched(a: Uint8Array, b: Uint8Array, width: number, height: number, radius: number): number {
  let dark = 0;
  let alone = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!a[y * width + x]) continue;
      dark++;
      let found = false;
      for (let dy = -radius; dy <= radius && !found; dy++) {
        for (let dx = -radius; dx <= radius && !found; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          if (yy >= 0 && yy < height && xx >= 0 && xx < width && b[yy * width + xx]) found = true;
        }
      }
      if (!found) alone++;
    }
  }
  return dark === 0 ? 1 : alone / dark;
}

test("the PDF draws what MuPDF's layout drew: every glyph in its place (Indic, Arabic, Urdu, CJK)", async () => {
  installTranslationFonts();
  const dpi = 100;
  for (const language of ["Hindi", "Bengali", "Tamil", "Malayalam", "Odia", "Urdu", "Arabic", "Korean"] as const) {
    const page = samplePage(language);
    // The layout's own drawing, straight from the HTML.
    const html = mupdf.Document.openDocument(Buffer.from(pageHtml(page.blocks, languageTypography[language]), "utf8"), "text/html");
    html.layout(page.width, page.height, BODY_SIZE);
    const pixmap = html.loadPage(0).toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceRGB, false);
    // Our PDF, drawn by pdf.js.
    const reader = await readPdf(typesetTranslation([page], language).pdf);
    const image = await reader.render(1, dpi);
    await reader.destroy();
    // The two renderers round the page's pixel size apart by at most one.
    const [w, h] = [Math.min(pixmap.getWidth(), image.width), Math.min(pixmap.getHeight(), image.height)];
    assert.ok(Math.abs(pixmap.getWidth() - image.width) <= 1 && Math.abs(pixmap.getHeight() - image.height) <= 1);
    const direct = darkMap(pixmap.getPixels(), w, h, pixmap.getNumberOfComponents(), pixmap.getStride());
    html.destroy();
    const ours = darkMap(image.data, w, h, 4, image.width * 4);
    assert.ok(unmatched(direct, ours, w, h, 2) < 0.03, `${language}: ink of the layout missing from the PDF`);
    assert.ok(unmatched(ours, direct, w, h, 2) < 0.03, `${language}: ink in the PDF where the layout had none`);
  }
});
