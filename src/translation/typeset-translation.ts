import type { Language } from "../contract/languages.ts";
import { mupdf } from "../pdf/mupdf-document.ts";
import { glyphPdf, type GlyphPage } from "./glyph-pdf.ts";
import { languageTypography } from "./language-typography.ts";
import { laidOutGlyphs } from "./laid-out-glyphs.ts";
import { BODY_SIZE, HEADING_SCALE, pageHtml, type TextBlock } from "./page-html.ts";
import { installTranslationFonts } from "./translation-fonts.ts";

export interface TranslatedPage {
  /** The original page's size as shown, in points. */
  readonly width: number;
  readonly height: number;
  readonly blocks: readonly TextBlock[];
}

export interface TypesetResult {
  readonly pdf: Uint8Array;
  /** Body text size per page in points: BODY_SIZE unless the page's text had to shrink to fit. */
  readonly bodySizes: readonly number[];
}

/** Far below anything a 30-page translation needs; reaching it means the layout itself is broken. */
const SMALLEST_SCALE = 1 / 4096;
/** Bisection steps once the fitting scale is bracketed: within about 1.5 % of the largest that fits. */
const STEPS = 6;

/**
 * The scale at which the page's text fits on one page: 1 when it fits at the normal size;
 * otherwise the largest found by bisection, starting from what the overflow suggests (text
 * that fills n pages takes about 1/sqrt(n) of the size to fill one). There is no floor: text
 * that would not fit at a readable size is set smaller still, never dropped.
 */
function fittingScale(doc: mupdf.Document, width: number, height: number): number {
  const pagesAt = (scale: number): number => {
    doc.layout(width / scale, height / scale, BODY_SIZE);
    return doc.countPages();
  };
  const overflow = pagesAt(1);
  if (overflow <= 1) return 1;
  let tooBig = Math.min(1, 1.1 / Math.sqrt(overflow - 1));
  let fitting = 0.9 / Math.sqrt(overflow);
  while (pagesAt(fitting) > 1) {
    tooBig = fitting;
    fitting /= 2;
    if (fitting < SMALLEST_SCALE) throw new Error("The translated page's text cannot be laid out on one page");
  }
  if (pagesAt(tooBig) <= 1) fitting = tooBig;
  for (let i = 0; i < STEPS && fitting < tooBig; i++) {
    const middle = (fitting + tooBig) / 2;
    if (pagesAt(middle) <= 1) fitting = middle;
    else tooBig = middle;
  }
  doc.layout(width / fitting, height / fitting, BODY_SIZE);
  return fitting;
}

function layOutPage(page: TranslatedPage, language: Language): { glyphs: GlyphPage; scale: number } {
  const html = pageHtml(page.blocks, languageTypography[language]);
  const doc = mupdf.Document.openDocument(Buffer.from(html, "utf8"), "text/html");
  try {
    const scale = fittingScale(doc, page.width, page.height);
    const laid = doc.loadPage(0);
    try {
      const lines = laidOutGlyphs(laid, mupdf.Matrix.scale(scale, scale));
      // The CJK font has no bold of its own: glyphs above the body size are headings.
      const fakeBoldFrom = languageTypography[language].family === "cjk" ? BODY_SIZE * scale * (1 + HEADING_SCALE) / 2 : undefined;
      return { glyphs: { width: page.width, height: page.height, lines, ...(fakeBoldFrom === undefined ? {} : { fakeBoldFrom }) }, scale };
    } finally {
      laid.destroy();
    }
  } finally {
    doc.destroy();
  }
}

/**
 * Sets translated pages as a new PDF: one page per original page, same size, with the text as
 * headings, lists and paragraphs (not the original layout or pictures), shaped by HarfBuzz in
 * MuPDF's HTML layout and written with embedded subset fonts.
 */
export function typesetTranslation(pages: readonly TranslatedPage[], language: Language): TypesetResult {
  installTranslationFonts();
  const laid = pages.map((page) => layOutPage(page, language));
  return { pdf: glyphPdf(laid.map((p) => p.glyphs), languageTypography[language].tag), bodySizes: laid.map((p) => BODY_SIZE * p.scale) };
}
