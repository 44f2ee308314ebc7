import assert from "node:assert/strict";
import fs from "node:fs/promises";
import { test } from "node:test";
import { readDocumentText, textWithFormFeeds, pagesFromFormFeeds } from "../../src/document-text/document-text.ts";
import { chunkPages, chunkText, estimateTokens } from "../../src/ai-model/token-budget.ts";
import { JobError } from "../../src/errors/job-errors.ts";
import { readPdf } from "../helpers/pdf-reader.ts";
import { corpus } from "../helpers/test-app.ts";

const input = (relative: string, name = "input.pdf") => ({ path: corpus(relative), name, bytes: 0 });
const words = (text: string) => text.replace(/\s+/g, " ").trim();

test("each page's text is read in order, with lines, paragraphs, boxes and font sizes", async () => {
  const doc = await readDocumentText(input("pdf/text/text_us_constitution_19p.pdf"), { maxPages: 100 });
  assert.equal(doc.pages.length, 19);
  const reader = await readPdf(await fs.readFile(corpus("pdf/text/text_us_constitution_19p.pdf")));
  for (const page of doc.pages) {
    assert.equal(page.text, page.blocks.map((b) => b.lines.map((l) => l.text).join("\n")).join("\n\n"));
    // pdf.js sees the same words on the same page (spacing aside; this font's space glyph maps
    // to the private use area, which pdf.js keeps and readDocumentText reads as a space).
    const theirs = words(await reader.pageText(page.number)).replace(/[ \p{Co}]/gu, "");
    const ours = words(page.text).replace(/ /g, "");
    assert.ok(theirs.includes(ours.slice(0, 40)), `page ${page.number} starts with text pdf.js sees there`);
    assert.doesNotMatch(page.text, /\p{Co}/u);
    for (const line of page.blocks.flatMap((b) => b.lines)) {
      assert.ok(line.fontSize > 0);
      assert.ok(line.bbox[2] > line.bbox[0] && line.bbox[3] > line.bbox[1]);
      assert.equal(line.text, line.words.map((w) => w.text).join(" "));
    }
  }
  assert.ok(doc.pages[0]!.blocks.length > 1, "paragraphs are kept apart");
  assert.match(doc.pages[0]!.text, /^of the United States$/m, "a space glyph mapped into the private use area still separates words");
  assert.ok(doc.bodyFontSize > 5 && doc.bodyFontSize < 20);
  const stored = textWithFormFeeds(doc);
  assert.equal(stored.split("\f").length, 19);
  assert.deepEqual(pagesFromFormFeeds(stored), doc.pages.map((p) => p.text));
});

test("a scan without a text layer fails with NoText naming OCR", async () => {
  await assert.rejects(readDocumentText(input("pdf/scanned/scan_brochure_300dpi_1p.pdf", "brochure.pdf"), { maxPages: 100 }), (error: unknown) => {
    assert.ok(error instanceof JobError);
    assert.equal(error.code, "NoText");
    assert.match(error.detail, /OCR/);
    return true;
  });
});

test("more pages than the tool takes fail with TooManyPages; a password with PasswordRequired", async () => {
  await assert.rejects(readDocumentText(input("pdf/text/text_us_constitution_19p.pdf"), { maxPages: 10 }), { code: "TooManyPages" });
  await assert.rejects(readDocumentText(input("pdf/encrypted/enc_aes256_r6_user-foo_owner-bar.pdf"), { maxPages: 10 }), { code: "PasswordRequired" });
});

test("pages are grouped into chunks within the token budget, long pages cut with their page number kept", async () => {
  const doc = await readDocumentText(input("pdf/text/text_tracemonkey_paper_14p.pdf"), { maxPages: 100 });
  const pages = doc.pages.map((p) => ({ page: p.number, text: p.text }));
  const budget = 1500;
  const chunks = chunkPages(pages, budget);
  assert.ok(chunks.length > 14, "a page of this paper takes more than 1500 tokens, so pages are cut");
  for (const chunk of chunks) {
    assert.ok(chunk.tokens <= budget);
    assert.ok(estimateTokens(chunkText(chunk)) <= budget, "the text as sent stays within the budget");
  }
  // Nothing is lost: every word of every page is in its page's slices, in order.
  for (const page of pages) {
    const joined = chunks.flatMap((c) => c.slices).filter((s) => s.page === page.page).map((s) => s.text).join(" ");
    assert.equal(words(joined), words(page.text));
  }
});
