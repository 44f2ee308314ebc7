import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { hocrLines } from "../../src/ocr/hocr-lines.ts";

// Excerpts of hOCR as Tesseract 5 (tesseract.js 7) wrote it for corpus pages drawn at 300 dpi.

describe("hOCR lines", () => {
  it("reads words, boxes, heights and sloped baselines of left-to-right lines, headers included", () => {
    const lines = hocrLines(`<div class='ocr_page' id='page_1' title='image "unknown"; bbox 0 0 2550 3300; ppageno 0; scan_res 300 300'>
 <div class='ocr_carea' id='block_1_1' title="bbox 337 329 2206 479">
  <p class='ocr_par' id='par_1_1' lang='eng' title="bbox 337 329 2206 479">
   <span class='ocr_header' id='line_1_1' title="bbox 337 329 2206 396; baseline -0.001 -14; x_size 67; x_descenders 14; x_ascenders 17">
    <span class='ocrx_word' id='word_1_1' title='bbox 337 330 723 382; x_wconf 91'>Trace-based</span>
    <span class='ocrx_word' id='word_1_2' title='bbox 743 329 1149 388; x_wconf 91'>Just-in-Time</span>
   </span>
   <span class='ocr_line' id='line_1_2' title="bbox 1100 413 1441 479; baseline 0.02 -15; x_size 66; x_descenders 15; x_ascenders 15">
    <span class='ocrx_word' id='word_1_7' title='bbox 1100 413 1441 479; x_wconf 96'>R&amp;D &lt;3&gt; &#39;x&#39;</span>
   </span>
  </p>
 </div>
</div>`);
    assert.equal(lines.length, 2);
    assert.deepEqual(lines[0]!.words.map((w) => w.text), ["Trace-based", "Just-in-Time"]);
    assert.deepEqual(lines[0]!.words[1]!.box, { x0: 743, y0: 329, x1: 1149, y1: 388 });
    assert.equal(lines[0]!.rightToLeft, false);
    assert.equal(lines[0]!.vertical, false);
    assert.equal(lines[0]!.height, 67);
    // The baseline passes 14 px above the box's bottom-left corner and falls by 0.001 per pixel.
    assert.equal(lines[0]!.baseline.x0, 337);
    assert.equal(lines[0]!.baseline.y0, 382);
    assert.ok(Math.abs(lines[0]!.baseline.y1 - (382 - 0.001 * (2206 - 337))) < 1e-9);
    assert.equal(lines[1]!.words[0]!.text, "R&D <3> 'x'");
    assert.ok(Math.abs(lines[1]!.baseline.y1 - (464 + 0.02 * 341)) < 1e-9);
  });

  it("marks right-to-left paragraphs, and words written against their paragraph as Tesseract's text does", () => {
    const lines = hocrLines(`  <p class='ocr_par' id='par_1_1' lang='ara' dir='rtl' title="bbox 120 140 940 260">
   <span class='ocr_line' id='line_1_1' title="bbox 120 140 940 260; baseline 0 -30; x_size 96; x_descenders 24; x_ascenders 26">
    <span class='ocrx_word' id='word_1_1' title='bbox 600 150 940 250; x_wconf 90'>حبيبي</span>
    <span class='ocrx_word' id='word_1_2' title='bbox 120 150 500 250; x_wconf 90' lang='eng' dir='ltr'>PDF</span>
   </span>
  </p>
  <p class='ocr_par' id='par_1_2' lang='eng' title="bbox 131 800 669 858">
   <span class='ocr_line' id='line_1_2' title="bbox 131 800 669 858; baseline 0 -14; x_size 58; x_descenders 13; x_ascenders 12">
    <span class='ocrx_word' id='word_1_22' title='bbox 131 800 308 845; x_wconf 94'>Arabic:</span>
    <span class='ocrx_word' id='word_1_23' title='bbox 335 800 482 858; x_wconf 83' lang='ara' dir='rtl'>ابحرم&#8206;</span>
   </span>
  </p>`);
    assert.equal(lines.length, 2);
    assert.equal(lines[0]!.rightToLeft, true);
    assert.deepEqual(lines[0]!.words.map((w) => w.text), ["حبيبي", "\u200ePDF"]);
    assert.equal(lines[1]!.rightToLeft, false);
    assert.deepEqual(lines[1]!.words.map((w) => w.text), ["Arabic:", "\u200fابحرم\u200e"]);
  });

  it("marks a column of vertical writing, its left edge standing for its baseline", () => {
    const lines = hocrLines(`  <p class='ocr_par' id='par_1_1' lang='jpn' title="bbox 2756 238 2792 631">
   <span class='ocr_line' id='line_1_1' title="bbox 2756 238 2792 631; baseline 196.5 -589.5; x_size 43.09005; x_descenders 7.0900478; x_ascenders 14">
    <span class='ocrx_word' id='word_1_1' title='bbox 2757 238 2791 272; x_wconf 40'>で</span>
    <span class='ocrx_word' id='word_1_2' title='bbox 2756 280 2792 340; x_wconf 40'>ロン</span>
   </span>
  </p>`);
    assert.equal(lines.length, 1);
    assert.equal(lines[0]!.vertical, true);
    assert.deepEqual(lines[0]!.words.map((w) => w.text), ["で", "ロン"]);
    assert.deepEqual(lines[0]!.words[1]!.box, { x0: 2756, y0: 280, x1: 2792, y1: 340 });
    assert.deepEqual(lines[0]!.baseline, { x0: 2756, y0: 238, x1: 2756, y1: 631 });
    assert.equal(lines[0]!.height, 36);
    // Some columns come with a level baseline: their shape tells.
    const level = hocrLines(`<p class='ocr_par' id='par_1_1' lang='jpn_vert' title="bbox 2532 255 2587 815">
   <span class='ocr_line' id='line_1_4' title="bbox 2532 255 2587 815; baseline 0 0; x_size 46.5; x_descenders 8.5; x_ascenders 12.25">
    <span class='ocrx_word' id='word_1_30' title='bbox 2544 255 2580 815; x_wconf 90'>（あらゆる透明な幽霊の複合体）</span>
   </span>
  </p>`);
    assert.equal(level[0]!.vertical, true);
  });

  it("skips lines without words and elements without a box", () => {
    assert.deepEqual(hocrLines(""), []);
    const lines = hocrLines(`<p class='ocr_par' id='par_1_1' title="bbox 0 0 10 10">
   <span class='ocr_line' id='line_1_1' title="bbox 0 0 10 10; baseline 0 0; x_size 10">
    <span class='ocrx_word' id='word_1_1' title='bbox 0 0 5 5; x_wconf 10'> </span>
   </span>
   <span class='ocr_line' id='line_1_2' title="x_size 10">
    <span class='ocrx_word' id='word_1_2' title='bbox 0 0 5 5; x_wconf 10'>lost</span>
   </span>
  </p>`);
    assert.deepEqual(lines, []);
  });
});
