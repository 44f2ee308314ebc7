import { escapeHtml } from "../common/html.ts";
import type { LanguageTypography } from "./language-typography.ts";
import { cssFamily } from "./translation-fonts.ts";

/** One unit of a page's text, as the model translates it. */
export interface TextBlock {
  readonly kind: "heading" | "paragraph" | "list-item";
  readonly text: string;
}

/** Body text size in points before any shrinking to fit. */
export const BODY_SIZE = 11;
/** Headings' size relative to the body text. */
export const HEADING_SCALE = 1.35;
/** Page margin in points (before the whole page is scaled down to fit). */
export const MARGIN = 48;

/**
 * One translated page as HTML for MuPDF's layout engine: headings, lists and paragraphs in the
 * language's font, right-aligned and right to left for Arabic and Urdu. Line breaks inside a
 * block are kept.
 */
export function pageHtml(blocks: readonly TextBlock[], typography: LanguageTypography): string {
  const dir = typography.rtl ? "rtl" : "ltr";
  // MuPDF takes the direction from each block's own dir attribute, not from <body>.
  const d = ` dir="${dir}"`;
  // List items are paragraphs led by a bullet with a hanging indent: MuPDF places <li> markers
  // on the left even in right-to-left text. The bullet is set in DejaVu Sans, which every
  // language's font may lack (the CJK font does).
  const parts = blocks.map((block) => {
    const text = escapeHtml(block.text).replace(/\r?\n/g, "<br/>");
    if (block.kind === "heading") return `<h2${d}>${text}</h2>`;
    if (block.kind === "list-item") return `<p class="item"${d}><span class="bullet">\u2022\u00a0</span>${text}</p>`;
    return `<p${d}>${text}</p>`;
  });
  // Nastaliq's letters climb and descend far beyond Naskh's: lines need more room.
  const lineHeight = typography.family === "nastaliq" ? 2.1 : 1.45;
  const style = [
    `@page { margin: ${MARGIN}pt; }`,
    `body { margin: 0; font-family: ${cssFamily(typography.family)}; font-size: ${BODY_SIZE}pt; line-height: ${lineHeight}; }`,
    `h2 { font-size: ${HEADING_SCALE}em; font-weight: bold; margin: 0.9em 0 0.45em 0; }`,
    `p { margin: 0 0 0.6em 0; }`,
    `span.bullet { font-family: ${cssFamily("sans")}; }`,
    `p.item { margin-${typography.rtl ? "right" : "left"}: 1.2em; text-indent: -0.8em; margin-bottom: 0.3em; }`,
  ].join("\n");
  return `<!DOCTYPE html><html lang="${typography.tag}"><head><meta charset="utf-8"/><style>${style}</style></head><body>${parts.join("")}</body></html>`;
}
