import type * as mupdf from "mupdf";

/**
 * Bookmarks nested thousands of levels deep (each the /First of the one above) send MuPDF's
 * outline reader into a recursion that overflows the WebAssembly stack: seen to hang for ever
 * at 3,000 levels and to corrupt the engine at 10,000. Walked here without recursion, the
 * outline is cut below MAX_DEPTH levels; bookmarks that deep are no use to anybody, and
 * everything above them is kept.
 */
const MAX_DEPTH = 64;
/** Items walked at most; a longer outline is left to MuPDF's own loop and cycle checks. */
const MAX_ITEMS = 1_000_000;

/** Returns whether anything was cut. */
export function cutDeepOutline(doc: mupdf.PDFDocument): boolean {
  const outlines = doc.getTrailer().get("Root", "Outlines");
  if (!outlines.isDictionary()) return false;
  const seen = new Set<number>();
  const stack: Array<{ item: mupdf.PDFObject; depth: number }> = [];
  const first = outlines.get("First");
  if (!first.isNull()) stack.push({ item: first, depth: 1 });
  let cut = false;
  let walked = 0;
  while (stack.length > 0 && walked < MAX_ITEMS) {
    const { item, depth } = stack.pop()!;
    // Siblings are followed here by a loop, children by the stack; each object once.
    for (let sibling = item; !sibling.isNull() && walked < MAX_ITEMS; sibling = sibling.get("Next")) {
      if (sibling.isIndirect()) {
        const num = sibling.asIndirect();
        if (seen.has(num)) break;
        seen.add(num);
      }
      walked++;
      const dict = sibling.resolve();
      if (!dict.isDictionary()) break;
      const child = dict.get("First");
      if (child.isNull()) continue;
      if (depth >= MAX_DEPTH) {
        cut = true;
        dict.delete("First");
        dict.delete("Last");
        dict.delete("Count");
        continue;
      }
      stack.push({ item: child, depth: depth + 1 });
    }
  }
  return cut;
}
