import type { PageLayout } from "./page-layout.ts";

/**
 * Blocks of lines at the top of a page that share one left edge, each line close under the one
 * before: a letterhead, an address window, a party's or an account holder's name and address.
 * A line ending in a colon (a label such as "Bill To:") starts a block of its own.
 */
export interface TextBlock {
  readonly lines: string[];
  readonly x0: number;
  bottom: number;
  readonly height: number;
}

export function topBlocks(page: PageLayout, share = 0.45): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const row of page.rows.filter((r) => r.box.y0 < page.height * share)) {
    for (const segment of row.segments) {
      const height = segment.box.y1 - segment.box.y0;
      const block = blocks.find((b) => Math.abs(b.x0 - segment.box.x0) < 6 && segment.box.y0 >= b.bottom - 1 && segment.box.y0 - b.bottom < 0.8 * Math.max(b.height, height));
      if (block && !/:\s*$/u.test(segment.text)) {
        block.lines.push(segment.text);
        block.bottom = segment.box.y1;
      } else {
        blocks.push({ lines: [segment.text], x0: segment.box.x0, bottom: segment.box.y1, height });
      }
    }
  }
  return blocks;
}
