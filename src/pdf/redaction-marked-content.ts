/**
 * Marked content can carry words of its own beside the glyphs it encloses: /ActualText (what a
 * reader extracts instead of the glyphs), /Alt and /E. Removing the glyphs under a box leaves
 * those strings in the content stream, so on a page redacted in place every inline property list
 * is dropped: `/Tag <<…>> BDC` becomes `/Tag BMC` and `/Tag <<…>> DP` becomes `/Tag MP`. What
 * else a list holds (marked-content ids) only serves the structure tree, which redaction drops.
 * Lists named from the resources (`/OC /L1 BDC`, optional content) are kept; their entries are
 * cleaned where they are stored.
 */

const WHITESPACE = new Set([0, 9, 10, 12, 13, 32]);
const DELIMITERS = new Set([...Buffer.from("()<>[]{}/%")]);

const isRegular = (byte: number) => !WHITESPACE.has(byte) && !DELIMITERS.has(byte);

/** Keys of a property list whose string values repeat or replace the words shown. */
export const WORD_KEYS = ["ActualText", "Alt", "E"] as const;

interface Operand {
  readonly dict: boolean;
  readonly start: number;
}

/**
 * The content with its inline property lists dropped, or null when it has none. Strings,
 * comments and inline image data are stepped over as a reader would, so their bytes are never
 * taken for operators.
 */
export function withoutInlineProperties(content: Uint8Array): Uint8Array | null {
  const cuts: Array<{ start: number; end: number; text: string }> = [];
  const operands: Operand[] = [];
  let depth = 0;
  let dictStart = -1;
  let i = 0;
  const n = content.length;
  while (i < n) {
    const byte = content[i]!;
    if (WHITESPACE.has(byte)) {
      i++;
    } else if (byte === 0x25 /* % */) {
      while (i < n && content[i] !== 10 && content[i] !== 13) i++;
    } else if (byte === 0x28 /* ( */) {
      const start = i;
      i = skipLiteralString(content, i);
      if (depth === 0) operands.push({ dict: false, start });
    } else if (byte === 0x3c /* < */ && content[i + 1] === 0x3c) {
      if (depth === 0) dictStart = i;
      depth++;
      i += 2;
    } else if (byte === 0x3e /* > */ && content[i + 1] === 0x3e) {
      i += 2;
      if (depth > 0 && --depth === 0) operands.push({ dict: true, start: dictStart });
    } else if (byte === 0x3c) {
      const start = i;
      while (i < n && content[i] !== 0x3e) i++;
      i++;
      if (depth === 0) operands.push({ dict: false, start });
    } else if (byte === 0x5b /* [ */ || byte === 0x7b /* { */) {
      if (depth === 0) operands.push({ dict: false, start: i });
      depth++;
      i++;
    } else if (byte === 0x5d /* ] */ || byte === 0x7d /* } */ || byte === 0x3e) {
      if (depth > 0) depth--;
      i++;
    } else if (byte === 0x2f /* / */) {
      const start = i++;
      while (i < n && isRegular(content[i]!)) i++;
      if (depth === 0) operands.push({ dict: false, start });
    } else {
      const start = i;
      while (i < n && isRegular(content[i]!)) i++;
      if (i === start) {
        i++;
        continue;
      }
      if (depth > 0) continue;
      const word = Buffer.from(content.subarray(start, i)).toString("latin1");
      if (/^[+\-.\d]/.test(word) || word === "true" || word === "false" || word === "null") {
        operands.push({ dict: false, start });
        continue;
      }
      const last = operands.at(-1);
      if ((word === "BDC" || word === "DP") && last?.dict) cuts.push({ start: last.start, end: i, text: word === "BDC" ? " BMC" : " MP" });
      operands.length = 0;
      if (word === "ID") i = skipInlineImage(content, i);
    }
  }
  if (cuts.length === 0) return null;
  const parts: Uint8Array[] = [];
  let at = 0;
  for (const cut of cuts) {
    parts.push(content.subarray(at, cut.start), Buffer.from(cut.text, "latin1"));
    at = cut.end;
  }
  parts.push(content.subarray(at));
  return Buffer.concat(parts);
}

/** The offset just past a literal string starting at `start` (balanced parentheses, backslash escapes). */
function skipLiteralString(content: Uint8Array, start: number): number {
  let nesting = 0;
  let i = start;
  while (i < content.length) {
    const byte = content[i]!;
    if (byte === 0x5c /* \ */) i += 2;
    else {
      if (byte === 0x28) nesting++;
      else if (byte === 0x29 && --nesting === 0) return i + 1;
      i++;
    }
  }
  return i;
}

/**
 * The offset just past an inline image's data, which starts one byte after ID and ends at an
 * EI standing alone between whitespace (or at the end of the content).
 */
function skipInlineImage(content: Uint8Array, afterId: number): number {
  let i = afterId + 1;
  while (i < content.length) {
    if (
      content[i] === 0x45 &&
      content[i + 1] === 0x49 &&
      WHITESPACE.has(content[i - 1]!) &&
      (i + 2 === content.length || WHITESPACE.has(content[i + 2]!))
    ) {
      return i + 2;
    }
    i++;
  }
  return i;
}
