import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import * as mupdf from "mupdf";
import { readPageText } from "../../src/document-text/document-text.ts";
import { readPageWords } from "../../src/pdf/page-words.ts";
import { unfoldLigature } from "../../src/pdf/text-glyphs.ts";
import { corpus, startTestApp, type TestApp } from "../helpers/test-app.ts";
import { runTool } from "../helpers/api-client.ts";

const constitution = corpus("pdf/text/text_us_constitution_19p.pdf");

/** Every page's text as both readers give it. */
function texts(file: string, pages: number): Array<{ text: string; words: string }> {
  const doc = mupdf.Document.openDocument(fs.readFileSync(file), "application/pdf");
  try {
    return Array.from({ length: Math.min(pages, doc.countPages()) }, (_, index) => {
      const page = doc.loadPage(index);
      return { text: readPageText(page, index + 1).text, words: readPageWords(page).text };
    });
  } finally {
    doc.destroy();
  }
}

/** What the page shows as its characters, ligatures kept as MuPDF reports them (an independent view of the same page). */
function ligaturesShown(file: string, pages: number): string[] {
  const doc = mupdf.Document.openDocument(fs.readFileSync(file), "application/pdf");
  try {
    const found: string[] = [];
    for (let index = 0; index < Math.min(pages, doc.countPages()); index++) {
      found.push(...(doc.loadPage(index).toStructuredText("preserve-ligatures").asText().match(/\p{L}*[\uFB00-\uFB06]\p{L}*/gu) ?? []));
    }
    return found;
  } finally {
    doc.destroy();
  }
}

describe("text read from PDFs has ligatures unfolded and no space inside a word at a ligature", () => {
  it("unfolds each typographic ligature to its letters", () => {
    assert.deepEqual(["\uFB00", "\uFB01", "\uFB02", "\uFB03", "\uFB04", "\uFB05", "\uFB06", "f", "é"].map(unfoldLigature), ["ff", "fi", "fl", "ffi", "ffl", "st", "st", "f", "é"]);
  });

  it("reads the Constitution's Office, five and first whole, where a fi glyph used to split them", () => {
    const all = texts(constitution, 19);
    for (const reader of ["text", "words"] as const) {
      const joined = all.map((page) => page[reader]).join("\n");
      assert.doesNotMatch(joined, /Offi ce|fi ve|fi rst|Affi rmation|Profi t/, reader);
      assert.match(joined, /\bOffice\b/, reader);
      assert.match(joined, /\bfive\b/, reader);
      assert.match(joined, /\bAffirmation\b/, reader);
      assert.ok((joined.match(/\bOffice\b/g) ?? []).length >= 5, `${reader}: Office appears throughout`);
    }
  });

  it("gives the words of pdfTeX ligatures (ﬁ, ﬂ, ﬀ) as plain letters, words kept whole", () => {
    for (const [file, pages] of [[corpus("pdf/text/text_tracemonkey_paper_14p.pdf"), 4], [corpus("pdf/text/text_geotopo_thesis_117p.pdf"), 6], [corpus("pdf/text/text_pdfa1b_crazyones_1p.pdf"), 1]] as const) {
      const shown = ligaturesShown(file, pages);
      assert.ok(shown.length > 0, `${file} draws ligatures`);
      const all = texts(file, pages);
      for (const reader of ["text", "words"] as const) {
        const joined = all.map((page) => page[reader]).join("\n");
        assert.doesNotMatch(joined, /[\uFB00-\uFB06]/u, `${file} ${reader}: no ligature left`);
        // The preserving view can run words together ("Begriﬀder"): compared without spaces.
        const letters = joined.replace(/\s+/g, "");
        for (const word of shown) {
          const plain = Array.from(word).map(unfoldLigature).join("");
          assert.ok(letters.includes(plain), `${file} ${reader}: "${word}" reads as "${plain}"`);
        }
      }
    }
  });
});

describe("ligatures through a tool", () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it("ask-pdf's text of the Constitution carries Office, not Offi ce", async () => {
    const { bytes } = await runTool(t, "ask-pdf", [constitution]);
    const text = new TextDecoder().decode(bytes);
    assert.doesNotMatch(text, /Offi ce|fi ve|[\uFB00-\uFB06]/u);
    assert.match(text.replace(/\s+/g, " "), /shall hold his Office during the Term of four Years/);
  });
});
