/**
 * How a page's content nests its graphics state: `lowest` is the shallowest depth it reaches
 * (below 0 when it has more Q than q) and `final` the depth it ends at, both counted from 0;
 * `deepest` is how deep a reader's stack of states gets (a reader ignores a Q with no state
 * to restore, so that one counts nothing there).
 *
 * ISO 32000-2 §8.4.2 asks for balanced q/Q, but real files leave states open or close more
 * than they open; content drawn after them would inherit their transform, colour or clip.
 * Counting needs a lexer that skips strings, comments and inline image data, because a
 * `q` inside any of them is not an operator.
 */
export function graphicsStateBalance(bytes: Uint8Array): { lowest: number; final: number; deepest: number } {
  let depth = 0;
  let lowest = 0;
  let deepest = 0;
  let stacked = 0;
  scanGraphicsStates(bytes, (save) => {
    if (save) {
      depth++;
      deepest = Math.max(deepest, ++stacked);
    } else {
      lowest = Math.min(lowest, --depth);
      stacked = Math.max(0, stacked - 1);
    }
  });
  return { lowest, final: depth, deepest };
}

/**
 * Nesting past which content is flattened (flattenGraphicsStates) before it is drawn or
 * stamped: half of the 2,046 states MuPDF (1.28) draws, so that forms drawn inside a page
 * have the other half, and far past real pages (the shared corpus's deepest nests 15, a
 * thesis typeset with pdfTeX). Content nested no deeper is left byte for byte as it is.
 */
export const FLATTEN_DEEPER_THAN = 1000;

/**
 * flattenGraphicsStates for content that nests deeper than FLATTEN_DEEPER_THAN; null for any
 * other. The q are counted by a native search first: a page needs more than that many q bytes
 * before it is worth lexing (21 of the corpus's 858 pages have, most of them in the IRS guide,
 * whose busiest page draws 2,191 q, nested 5 deep).
 */
export function flattenDeepNesting(bytes: Uint8Array): { bytes: Uint8Array; deepest: number } | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let count = 0;
  for (let at = buffer.indexOf(LOWER_Q); at !== -1 && count <= FLATTEN_DEEPER_THAN; at = buffer.indexOf(LOWER_Q, at + 1)) count++;
  if (count <= FLATTEN_DEEPER_THAN || graphicsStateBalance(bytes).deepest <= FLATTEN_DEEPER_THAN) return null;
  return flattenGraphicsStates(bytes);
}

/**
 * The content with the graphics-state nesting that changes nothing drawn taken out (the same
 * bytes when there is none); `deepest` is how deep what is left nests.
 *
 * MuPDF refuses to draw content nested deeper than a fixed limit, where other readers draw it
 * (poppler draws 100,000 nested q). Two kinds of `q` can go without changing what is drawn:
 * - a q that no Q ever closes: q only saves the state for its Q to restore, so without a Q it
 *   does nothing (the states left open are dropped at the end of the page either way);
 * - a q … Q pair whose Q is followed at once, with no operator or operand between, by the Q
 *   of the q around it: the outer Q restores the state both saved, so whatever the inner pair
 *   would have undone is undone there. Taken innermost first, `q q … q X Q … Q Q` becomes
 *   `q X Q`.
 * A Q with no q to close is left as it is: readers ignore it.
 */
export function flattenGraphicsStates(bytes: Uint8Array): { bytes: Uint8Array; deepest: number } {
  // Typed arrays, sized once: each q or Q is a byte followed by a separator, so a stream holds
  // at most half its length in them (8 million in 16 MB, a second's work this way).
  const capacity = (bytes.length >> 1) + 1;
  /** The offset of each q, and of each Q as -1 - offset. */
  const operators = new Int32Array(capacity);
  const open = new Int32Array(capacity);
  const drop = new Uint8Array(capacity);
  let count = 0;
  let top = 0;
  let dropped = 0;
  // The previous operator, when it was a Q that closed a q: its index and that of its q.
  let closed = -1;
  let closedOpener = -1;
  scanGraphicsStates(bytes, (save, start, adjacent) => {
    const index = count++;
    if (save) {
      operators[index] = start;
      open[top++] = index;
      closed = -1;
      return;
    }
    operators[index] = -1 - start;
    const opener = top > 0 ? open[--top]! : -1;
    if (opener !== -1 && adjacent && closed !== -1) {
      drop[closedOpener] = drop[closed] = 1;
      dropped += 2;
    }
    closed = opener === -1 ? -1 : index;
    closedOpener = opener;
  });
  for (let i = 0; i < top; i++) drop[open[i]!] = 1;
  dropped += top;

  const source = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = dropped === 0 ? null : Buffer.allocUnsafe(bytes.length);
  let written = 0;
  let from = 0;
  let depth = 0;
  let deepest = 0;
  for (let index = 0; index < count; index++) {
    const operator = operators[index]!;
    if (!drop[index]) {
      // A Q with nothing to close is ignored by readers, and it finds every q before it closed.
      if (operator >= 0) deepest = Math.max(deepest, ++depth);
      else depth = Math.max(0, depth - 1);
      continue;
    }
    // The operator goes with the white-space after it; what came before it still separates
    // the tokens on either side (the operator stood between white-space or delimiters).
    const start = operator >= 0 ? operator : -1 - operator;
    written += source.copy(out!, written, from, start);
    from = start + 1;
    while (from < bytes.length && isWhite(bytes[from]!)) from++;
  }
  if (out === null) return { bytes, deepest };
  written += source.copy(out, written, from);
  return { bytes: out.subarray(0, written), deepest };
}

/**
 * Calls `visit` for each `q` (`save`) and `Q` operator of a content stream, in order, with its
 * offset and whether it follows the previous q or Q with no token (operand or operator) between.
 */
function scanGraphicsStates(bytes: Uint8Array, visit: (save: boolean, start: number, adjacent: boolean) => void): void {
  let adjacent = false;
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
      adjacent = false;
    } else if (c === LESS) {
      if (bytes[i + 1] === LESS) i += 2;
      else while (i < n && bytes[i++] !== GREATER);
      adjacent = false;
    } else if (c === SLASH) {
      i++;
      while (i < n && isRegular(bytes[i]!)) i++;
      adjacent = false;
    } else if (!isRegular(c)) {
      i++;
      adjacent = false;
    } else {
      const start = i;
      while (i < n && isRegular(bytes[i]!)) i++;
      const length = i - start;
      if (length === 1 && (c === LOWER_Q || c === UPPER_Q)) {
        visit(c === LOWER_Q, start, adjacent);
        adjacent = true;
        continue;
      }
      if (length === 2 && c === UPPER_B && bytes[start + 1] === UPPER_I) i = skipInlineImage(bytes, i);
      adjacent = false;
    }
  }
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
