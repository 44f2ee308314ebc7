/**
 * How a page's content nests its graphics state: `lowest` is the shallowest depth it reaches
 * (below 0 when it has more Q than q), `final` the depth it ends at, both counted from 0.
 *
 * ISO 32000-2 §8.4.2 asks for balanced q/Q, but real files leave states open or close more
 * than they open; content drawn after them would inherit their transform, colour or clip.
 * Counting needs a lexer that skips strings, comments and inline image data, because a
 * `q` inside any of them is not an operator.
 */
export function graphicsStateBalance(bytes: Uint8Array): { lowest: number; final: number } {
  let depth = 0;
  let lowest = 0;
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    const c = bytes[i]!;
    if (isWhite(c)) {
      i++;
    } else if (c === PERCENT) {
      while (i < n && bytes[i] !== LF && bytes[i] !== CR) i++;
    } else if (c === OPEN_PAREN) {
      i = skipLiteralString(bytes, i);
    } else if (c === LESS) {
      if (bytes[i + 1] === LESS) i += 2;
      else while (i < n && bytes[i++] !== GREATER);
    } else if (c === SLASH) {
      i++;
      while (i < n && isRegular(bytes[i]!)) i++;
    } else if (!isRegular(c)) {
      i++;
    } else {
      const start = i;
      while (i < n && isRegular(bytes[i]!)) i++;
      const length = i - start;
      if (length === 1 && c === LOWER_Q) depth++;
      else if (length === 1 && c === UPPER_Q) lowest = Math.min(lowest, --depth);
      else if (length === 2 && c === UPPER_B && bytes[start + 1] === UPPER_I) i = skipInlineImage(bytes, i);
    }
  }
  return { lowest, final: depth };
}

const [LF, CR, PERCENT, OPEN_PAREN, CLOSE_PAREN, BACKSLASH, LESS, GREATER, SLASH] = [10, 13, 37, 40, 41, 92, 60, 62, 47];
const [LOWER_Q, UPPER_Q, UPPER_B, UPPER_I, UPPER_D, UPPER_E] = [113, 81, 66, 73, 68, 69];
/**
 * Each byte's class (ISO 32000-2 §7.2.3): white-space, delimiter or regular. A table, because
 * the lexers here read every byte of every page (14.6 MB for the 206-page IRS guide, whose
 * watermark spent 85-130 ms here when each byte was looked up in a set).
 */
const [REGULAR, WHITE, DELIMITER] = [0, 1, 2];
const CLASS = new Uint8Array(256);
for (const c of [32, LF, CR, 9, 12, 0]) CLASS[c] = WHITE;
for (const c of [40, 41, 60, 62, 91, 93, 123, 125, 47, 37]) CLASS[c] = DELIMITER;

export function isWhite(c: number): boolean {
  return CLASS[c] === WHITE;
}

export function isRegular(c: number): boolean {
  return CLASS[c] === REGULAR;
}

/** Past a `( … )` string, which may hold balanced parentheses and backslash escapes. */
export function skipLiteralString(bytes: Uint8Array, from: number): number {
  let nesting = 0;
  for (let i = from; i < bytes.length; i++) {
    const c = bytes[i];
    if (c === BACKSLASH) i++;
    else if (c === OPEN_PAREN) nesting++;
    else if (c === CLOSE_PAREN && --nesting === 0) return i + 1;
  }
  return bytes.length;
}

/** Past `… ID <binary data> EI`: the data is raw bytes, ended by EI standing alone. */
export function skipInlineImage(bytes: Uint8Array, from: number): number {
  let i = from;
  // The image dictionary holds only names, numbers and arrays; find the ID keyword.
  while (i < bytes.length && !(bytes[i] === UPPER_I && bytes[i + 1] === UPPER_D && isWhite(bytes[i - 1]!) && isWhite(bytes[i + 2] ?? 32))) i++;
  for (i += 3; i < bytes.length; i++) {
    if (bytes[i] === UPPER_E && bytes[i + 1] === UPPER_I && isWhite(bytes[i - 1]!) && (i + 2 >= bytes.length || !isRegular(bytes[i + 2]!))) return i + 2;
  }
  return bytes.length;
}
