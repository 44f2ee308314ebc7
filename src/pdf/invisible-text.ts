import { isRegular, isWhite, skipInlineImage, skipLiteralString } from "./content-balance.ts";
import type { mupdf } from "./mupdf-document.ts";
import { contentStreams, decodedContent, decodedStream, MAX_PAGE_CONTENT_BYTES } from "./page-content.ts";

/**
 * Removing invisible text (render mode 3): the text layer an OCR program lays over a scan,
 * ours or another's (Tesseract, ABBYY, Acrobat all draw their words that way). Only the
 * operators that show text in mode 3 go; positioning, visible text, pictures and everything
 * else stay byte for byte, so the page looks exactly as before.
 */

const MAX_FORM_DEPTH = 32;

/** Removes the page's invisible text, in its content and in the forms it draws; returns how many text operators went. */
export function removeInvisibleText(doc: mupdf.PDFDocument, page: mupdf.PDFObject): number {
  const streams = contentStreams(page.get("Contents"));
  if (streams.length === 0) return 0;
  const seen = new Set<number>();
  const filtered = filterContent(decodedContent(streams), 0);
  let removed = filtered.removed;
  removed += filterForms(doc, page.getInheritable("Resources"), filtered.formModes, seen, 1);
  if (filtered.removed > 0) page.put("Contents", doc.addStream(filtered.bytes, doc.newDictionary()));
  return removed;
}

function filterForms(doc: mupdf.PDFDocument, resources: mupdf.PDFObject, modes: ReadonlyMap<string, number>, seen: Set<number>, depth: number): number {
  if (depth > MAX_FORM_DEPTH || resources.isNull()) return 0;
  const xobjects = resources.get("XObject");
  if (!xobjects.isDictionary()) return 0;
  let removed = 0;
  for (const [name, mode] of modes) {
    const form = xobjects.get(name);
    // Forms are shared: each is filtered once, as the first use that reaches it sees it.
    if (!form.isIndirect() || !form.isStream() || seen.has(form.asIndirect())) continue;
    const subtype = form.get("Subtype");
    if (!subtype.isName() || subtype.asName() !== "Form") continue;
    seen.add(form.asIndirect());
    const data = decodedStream(form, MAX_PAGE_CONTENT_BYTES);
    if (data === null) continue;
    const filtered = filterContent(data, mode);
    if (filtered.removed > 0) {
      form.writeStream(filtered.bytes);
      removed += filtered.removed;
    }
    const own = form.get("Resources");
    removed += filterForms(doc, own.isNull() ? resources : own, filtered.formModes, seen, depth + 1);
  }
  return removed;
}

interface Filtered {
  readonly bytes: Uint8Array;
  readonly removed: number;
  /** Each form the content draws (its resource name) and the render mode it is drawn in. */
  readonly formModes: Map<string, number>;
}

interface Token {
  readonly start: number;
  readonly end: number;
  readonly operator: boolean;
}

/** `initialMode` is the render mode the content starts in (a form inherits its caller's). */
export function filterContent(bytes: Uint8Array, initialMode: number): Filtered {
  const out: Uint8Array[] = [];
  let copied = 0;
  let removed = 0;
  let mode = initialMode;
  const saved: number[] = [];
  const formModes = new Map<string, number>();
  let operands: Token[] = [];
  const text = (token: Token) => Buffer.from(bytes.subarray(token.start, token.end)).toString("latin1");
  const replace = (from: number, to: number, replacement: string) => {
    out.push(bytes.subarray(copied, from), Buffer.from(replacement, "latin1"));
    copied = to;
  };
  for (const token of tokens(bytes)) {
    if (!token.operator) {
      operands.push(token);
      continue;
    }
    const op = text(token);
    const from = operands[0]?.start ?? token.start;
    if (op === "q") saved.push(mode);
    else if (op === "Q") mode = saved.pop() ?? mode;
    else if (op === "Tr" && operands.length > 0) mode = Number(text(operands[operands.length - 1]!)) || 0;
    else if (op === "Do" && operands.length > 0) formModes.set(text(operands[operands.length - 1]!).slice(1), mode);
    else if (mode === 3 && (op === "Tj" || op === "TJ")) {
      replace(from, token.end, " ");
      removed++;
    } else if (mode === 3 && op === "'") {
      // Moves to the next line, then shows: the move stays.
      replace(from, token.end, " T* ");
      removed++;
    } else if (mode === 3 && op === '"' && operands.length === 3) {
      // Sets word and character spacing, moves to the next line, then shows.
      replace(from, token.end, ` ${text(operands[0]!)} Tw ${text(operands[1]!)} Tc T* `);
      removed++;
    }
    operands = [];
  }
  if (removed === 0) return { bytes, removed, formModes };
  out.push(bytes.subarray(copied));
  return { bytes: Buffer.concat(out), removed, formModes };
}

/** The content's tokens: operators, and operands (an array or dictionary as one operand). */
function* tokens(bytes: Uint8Array): Generator<Token> {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const c = bytes[i]!;
    const start = i;
    if (isWhite(c)) {
      i++;
      continue;
    }
    if (c === 0x25) {
      while (i < n && bytes[i] !== 10 && bytes[i] !== 13) i++;
      continue;
    }
    if (c === 0x5b || (c === 0x3c && bytes[i + 1] === 0x3c)) {
      i = skipComposite(bytes, i);
      yield { start, end: i, operator: false };
    } else if (c === 0x28) {
      i = skipLiteralString(bytes, i);
      yield { start, end: i, operator: false };
    } else if (c === 0x3c) {
      while (i < n && bytes[i++] !== 0x3e);
      yield { start, end: i, operator: false };
    } else if (c === 0x2f) {
      i++;
      while (i < n && isRegular(bytes[i]!)) i++;
      yield { start, end: i, operator: false };
    } else if (!isRegular(c)) {
      // A stray delimiter (`]`, `>`, `)`, braces) is no operand and no operator.
      i++;
    } else {
      while (i < n && isRegular(bytes[i]!)) i++;
      const first = bytes[start]!;
      const numeric = (first >= 0x30 && first <= 0x39) || first === 0x2b || first === 0x2d || first === 0x2e;
      if (!numeric && i - start === 2 && first === 0x42 && bytes[start + 1] === 0x49) {
        // An inline image is an operator sequence whose data no lexer may read as tokens.
        i = skipInlineImage(bytes, i);
        yield { start, end: i, operator: true };
      } else {
        yield { start, end: i, operator: !numeric && !isKeywordOperand(bytes, start, i) };
      }
    }
  }
}

/** `true`, `false` and `null` are operands, not operators. */
function isKeywordOperand(bytes: Uint8Array, start: number, end: number): boolean {
  const word = Buffer.from(bytes.subarray(start, end)).toString("latin1");
  return word === "true" || word === "false" || word === "null";
}

/** Past an array `[ … ]` or dictionary `<< … >>`, nested, with strings inside skipped whole. */
function skipComposite(bytes: Uint8Array, from: number): number {
  const n = bytes.length;
  let depth = 0;
  let i = from;
  while (i < n) {
    const c = bytes[i]!;
    if (c === 0x28) {
      i = skipLiteralString(bytes, i);
      continue;
    }
    if (c === 0x5b) depth++;
    else if (c === 0x5d) depth--;
    else if (c === 0x3c && bytes[i + 1] === 0x3c) {
      depth++;
      i++;
    } else if (c === 0x3e && bytes[i + 1] === 0x3e) {
      depth--;
      i++;
    } else if (c === 0x3c) {
      while (i < n && bytes[i] !== 0x3e) i++;
    } else if (c === 0x25) {
      while (i < n && bytes[i] !== 10 && bytes[i] !== 13) i++;
    }
    i++;
    if (depth <= 0) return i;
  }
  return n;
}
