import type { PageText, TextLine } from "../document-text/document-text.ts";
import type { TextBlock } from "./page-html.ts";

/**
 * A page's paragraphs (MuPDF's text blocks) as the units a model translates: headings (short
 * blocks set larger or bold than the body), list items (lines led by a bullet; the bullet is
 * dropped, the typesetter draws its own) and paragraphs, lines reflowed into one text.
 */

const BULLET = /^[•◦▪▫●○■□‣⁃∙·\-–—*]\s+/u;

function isHeading(lines: readonly TextLine[], bodyFontSize: number): boolean {
  const text = lines.map((l) => l.text).join(" ");
  if (lines.length > 3 || text.length > 200) return false;
  const larger = lines.every((l) => l.fontSize >= bodyFontSize * 1.15);
  const bold = lines.every((l) => l.bold) && !/[.:;,]$/u.test(text);
  return larger || bold;
}

/** Lines of one block joined: a hyphen that broke a word at a line end is taken out. */
function reflow(lines: readonly string[]): string {
  return lines.reduce((text, line) => (text === "" ? line : /\p{L}-$/u.test(text) ? text.slice(0, -1) + line : `${text} ${line}`), "");
}

export function pageBlocks(page: PageText, bodyFontSize: number): TextBlock[] {
  const out: TextBlock[] = [];
  for (const block of page.blocks) {
    if (isHeading(block.lines, bodyFontSize)) {
      out.push({ kind: "heading", text: reflow(block.lines.map((l) => l.text)) });
      continue;
    }
    // A block may hold several bulleted lines; lines without a bullet continue the item above.
    let pending: { kind: TextBlock["kind"]; lines: string[] } | null = null;
    const flush = () => {
      if (pending) out.push({ kind: pending.kind, text: reflow(pending.lines) });
      pending = null;
    };
    for (const line of block.lines) {
      const bullet = BULLET.exec(line.text);
      if (bullet) {
        flush();
        pending = { kind: "list-item", lines: [line.text.slice(bullet[0].length)] };
      } else if (pending) pending.lines.push(line.text);
      else pending = { kind: "paragraph", lines: [line.text] };
    }
    flush();
  }
  return out.filter((b) => b.text.trim() !== "");
}
