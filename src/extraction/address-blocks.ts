import type { PageLayout } from "./page-layout.ts";

/**
 * Blocks of lines at the top of a page that share one left edge, each line close under the one
 * before: a letterhead, an address window, a party's or an account holder's name and address.
 * A line ending in a colon (a label such as "Bill To:") starts a block of its own.
 */
export interface TextBlock {
  readonly lines: string[];
  readonly x0: number;
  /** The right edge of its last line: a right-aligned letterhead's lines share it, not their left edges. */
  x1: number;
  readonly top: number;
  bottom: number;
  readonly height: number;
}

export function topBlocks(page: PageLayout, share = 0.45): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const row of page.rows.filter((r) => r.box.y0 < page.height * share)) {
    for (const segment of row.segments) {
      const height = segment.box.y1 - segment.box.y0;
      const aligned = (b: TextBlock) => Math.abs(b.x0 - segment.box.x0) < 6 || (Math.abs(b.x1 - segment.box.x1) < 2 && segment.box.x0 > page.width / 2);
      const block = blocks.find((b) => aligned(b) && segment.box.y0 >= b.bottom - 1 && segment.box.y0 - b.bottom < 0.8 * Math.max(b.height, height));
      if (block && !/:\s*$/u.test(segment.text)) {
        block.lines.push(segment.text);
        block.bottom = segment.box.y1;
        block.x1 = segment.box.x1;
      } else {
        blocks.push({ lines: [segment.text], x0: segment.box.x0, x1: segment.box.x1, top: segment.box.y0, bottom: segment.box.y1, height });
      }
    }
  }
  return blocks;
}
