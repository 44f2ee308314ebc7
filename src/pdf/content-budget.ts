import type * as mupdf from "mupdf";
import { JobError } from "../errors/job-errors.ts";
import { flattenDeepNesting } from "./content-balance.ts";
import { contentStreams, decodedStream, flattenPageContent, MAX_PAGE_CONTENT_BYTES } from "./page-content.ts";

/**
 * What a page may ask of the engine that draws or reads it, checked before MuPDF runs it. A
 * content stream is a program: MuPDF runs it in one call that nothing interrupts, so a page
 * of a billion instructions (a gigabyte of zeros deflated to a megabyte, five million
 * operands, a form drawing another form ten times over ten levels) would hold a worker for
 * minutes. Counting first costs little: the streams are inflated by Node's native zlib and
 * only as far as the limit, and a page's instructions are counted, not interpreted.
 */
/** For callers outside a job (tests, benches): what a worker on a small machine gets. */
export const DEFAULT_MEMORY_MB = 1024;
/** Operands and operators of one page, forms counted each time they are drawn. */
export const MAX_PAGE_OPERATIONS = 2_000_000;
/** Forms drawn inside forms, deeper than any real document. */
const MAX_FORM_DEPTH = 32;
/**
 * Graphics states nested in one another once what changes nothing is flattened: MuPDF (1.28)
 * refuses to draw past 2,046, its own states around forms and annotations included.
 */
const MAX_NESTING = 2_000;
/** An embedded font program once decompressed: the largest CJK fonts take about 20 MB. */
const MAX_FONT_BYTES = 64 * 1024 * 1024;

export interface ContentBudget {
  /** The file's name, for the sentence of the error. */
  readonly name: string;
  /** Memory a job may use, in MB: a single image may decode to a quarter of it. */
  readonly memoryMb: number;
}

/**
 * Refuses, with TooComplex, the first of `pages` (1-based) whose drawing goes past the limits.
 * Content that nests its graphics state deeper than real pages do is flattened on the way, in
 * the document (content-balance.ts, flattenGraphicsStates): MuPDF refuses to draw nesting
 * that other readers draw, and the nesting taken out changes nothing drawn.
 */
export function checkPageContent(doc: mupdf.PDFDocument, pages: Iterable<number>, budget: ContentBudget): void {
  // Forms and fonts are shared between pages: each is counted once for the document.
  const shared: Shared = { formCost: new Map(), fontsSeen: new Set() };
  for (const number of pages) checkOnePage(doc, doc.findPage(number - 1), number, budget, shared);
}

interface Shared {
  /** The cost of drawing each form once, by object number. */
  readonly formCost: Map<number, number>;
  readonly fontsSeen: Set<number>;
}

/** Every page of the document (for tools that run them all: compress-pdf's font subsetting). */
export function checkAllPageContent(doc: mupdf.PDFDocument, budget: ContentBudget): void {
  const count = doc.countPages();
  checkPageContent(doc, Array.from({ length: count }, (_, i) => i + 1), budget);
}

function checkOnePage(doc: mupdf.PDFDocument, page: mupdf.PDFObject, number: number, budget: ContentBudget, shared: Shared): void {
  const page1 = `page ${number} of "${budget.name}"`;
  const tooComplex = (what: string) =>
    new JobError("TooComplex", `${capitalize(page1)} ${what}, more than a job can process. Simplify the page, for example by printing it to a new PDF.`);
  let bytes = 0;
  const read = (stream: mupdf.PDFObject): Uint8Array => {
    const data = decodedStream(stream, MAX_PAGE_CONTENT_BYTES - bytes);
    if (data === null) throw tooComplex(`is drawn with more than ${MAX_PAGE_CONTENT_BYTES / 1048576} MB of instructions`);
    bytes += data.length;
    return data;
  };
  const imageLimit = (budget.memoryMb * 1048576) / 4;
  const fontLimit = Math.min(MAX_FONT_BYTES, (budget.memoryMb * 1048576) / 8);
  const { formCost, fontsSeen } = shared;
  const checkFonts = (resources: mupdf.PDFObject) => {
    const fonts = resources.get("Font");
    if (!fonts.isDictionary()) return;
    fonts.forEach((font) => {
      if (font.isIndirect()) {
        if (fontsSeen.has(font.asIndirect())) return;
        fontsSeen.add(font.asIndirect());
      }
      // A composite font keeps its program with its descendant.
      if (!font.isDictionary()) return;
      const descendant = font.get("DescendantFonts", 0);
      const descriptor = (descendant.isDictionary() ? descendant : font).get("FontDescriptor");
      // (MuPDF.js's null object takes no .get: a standard font has no descriptor.)
      if (!descriptor.isDictionary()) return;
      for (const key of ["FontFile", "FontFile2", "FontFile3"]) {
        const program = descriptor.get(key);
        if (program.isStream() && decodedStream(program, fontLimit) === null) {
          throw tooComplex(`uses a font whose program takes more than ${Math.round(fontLimit / 1048576)} MB once decompressed`);
        }
      }
    });
  };
  const inProgress = new Set<number>();

  const checkNesting = (flat: { deepest: number } | null, where: string) => {
    if (flat !== null && flat.deepest > MAX_NESTING) {
      throw tooComplex(`${where} its graphics state ${flat.deepest.toLocaleString("en")} levels deep (a page is drawn with at most ${MAX_NESTING.toLocaleString("en")})`);
    }
  };

  const costOf = (contents: readonly Uint8Array[], resources: mupdf.PDFObject, depth: number): number => {
    checkFonts(resources);
    let cost = 0;
    for (const content of contents) {
      const { operations, drawn } = estimateOperations(content, MAX_PAGE_OPERATIONS - cost);
      cost += operations;
      for (const [name, times] of drawn) {
        const xobject = resources.get("XObject", name);
        if (!xobject.isStream()) continue;
        const subtype = xobject.get("Subtype");
        if (subtype.isName() && subtype.asName() === "Image") {
          checkImage(xobject, imageLimit, tooComplex);
          continue;
        }
        cost += times * costOfForm(xobject, depth + 1);
        if (cost > MAX_PAGE_OPERATIONS) break;
      }
      if (cost > MAX_PAGE_OPERATIONS) break;
    }
    if (cost > MAX_PAGE_OPERATIONS) throw tooComplex(`is drawn with more than ${MAX_PAGE_OPERATIONS.toLocaleString("en")} operations`);
    return cost;
  };
  const costOfForm = (form: mupdf.PDFObject, depth: number): number => {
    if (depth > MAX_FORM_DEPTH) throw tooComplex(`draws forms nested more than ${MAX_FORM_DEPTH} deep`);
    const num = form.isIndirect() ? form.asIndirect() : null;
    if (num !== null) {
      const known = formCost.get(num);
      if (known !== undefined) return known;
      // A form that draws itself: MuPDF refuses the inner drawing, so it costs nothing more.
      if (inProgress.has(num)) return 0;
      inProgress.add(num);
    }
    const own = form.get("Resources");
    const content = read(form);
    const cost = 1 + costOf([content], own.isDictionary() ? own : doc.newDictionary(), depth);
    // Counted first, so that only content within the budget is lexed again.
    const flat = flattenDeepNesting(content);
    checkNesting(flat, "draws a form that nests");
    if (flat !== null && flat.bytes !== content) form.writeStream(flat.bytes);
    if (num !== null) {
      inProgress.delete(num);
      formCost.set(num, cost);
    }
    return cost;
  };

  const contents = contentStreams(page.get("Contents")).map(read);
  const resources = page.getInheritable("Resources");
  let cost = costOf(contents, resources.isDictionary() ? resources : doc.newDictionary(), 0);
  // A reader runs a page's streams one after another, so they nest as one.
  const joined = contents.length === 1 ? contents[0]! : Buffer.concat(contents.flatMap((content) => [content, NEWLINE]));
  checkNesting(flattenPageContent(doc, page, joined), "nests");
  // Annotations are drawn from their appearance streams, forms of their own.
  const annots = page.get("Annots");
  for (let i = 0; annots.isArray() && i < annots.length; i++) {
    const appearance = annots.get(i, "AP", "N");
    if (appearance.isStream()) cost += costOfForm(appearance, 1);
    if (cost > MAX_PAGE_OPERATIONS) throw tooComplex(`is drawn with more than ${MAX_PAGE_OPERATIONS.toLocaleString("en")} operations`);
  }
}

/** An image whose pixels alone would take more than `limit` bytes to decode. */
function checkImage(image: mupdf.PDFObject, limit: number, tooComplex: (what: string) => JobError): void {
  const width = image.get("Width");
  const height = image.get("Height");
  if (!width.isNumber() || !height.isNumber()) return;
  const mask = image.get("ImageMask");
  const bits = mask.isBoolean() && mask.asBoolean() ? 1 : numberOr(image.get("BitsPerComponent"), 8) * components(image.get("ColorSpace"));
  const bytes = (Math.max(0, width.asNumber()) * Math.max(0, height.asNumber()) * bits) / 8;
  if (bytes > limit) {
    throw tooComplex(`holds an image of ${width.asNumber()} × ${height.asNumber()} pixels that would take ${Math.round(bytes / 1048576)} MB to decode`);
  }
}

function components(colorSpace: mupdf.PDFObject): number {
  const space = colorSpace.isArray() ? colorSpace.get(0) : colorSpace;
  const name = space.isName() ? space.asName() : "";
  if (name === "DeviceGray" || name === "G" || name === "CalGray" || name === "Indexed" || name === "I" || name === "Separation") return 1;
  if (name === "DeviceCMYK" || name === "CMYK") return 4;
  if (name === "ICCBased") return numberOr(colorSpace.get(1, "N"), 3);
  if (name === "DeviceN") return Math.max(1, colorSpace.get(1).length);
  return 3;
}

function numberOr(value: mupdf.PDFObject, fallback: number): number {
  return value.isNumber() ? value.asNumber() : fallback;
}

/**
 * The operations of a content stream, or a bound on them that is cheap to get: every operand
 * and operator takes at least one byte and a separator, so a stream holds at most half its
 * length in them, and the XObjects it draws are found by searching for their operator. Only
 * a stream whose bound passes what is left of the budget is counted exactly.
 */
function estimateOperations(data: Uint8Array, left: number): { operations: number; drawn: Map<string, number> } {
  const bound = Math.ceil(data.length / 2);
  if (bound > left) return countOperations(data, left);
  return { operations: bound, drawn: drawnXObjects(data) };
}

/**
 * `/Name Do` wherever it appears, found by a native search rather than a lexer: a match inside
 * a string or inline image counts a form that is not drawn, which only overestimates.
 */
function drawnXObjects(data: Uint8Array): Map<string, number> {
  const drawn = new Map<string, number>();
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  for (let at = bytes.indexOf("Do"); at !== -1; at = bytes.indexOf("Do", at + 2)) {
    const after = bytes[at + 2];
    if (after !== undefined && !WHITESPACE[after] && !DELIMITER[after]) continue;
    let end = at;
    while (end > 0 && WHITESPACE[bytes[end - 1]!]) end--;
    let start = end;
    while (start > 0 && !WHITESPACE[bytes[start - 1]!] && !DELIMITER[bytes[start - 1]!]) start--;
    if (start === 0 || bytes[start - 1] !== 0x2f || start === end) continue;
    const name = decodeName(bytes.subarray(start, end));
    drawn.set(name, (drawn.get(name) ?? 0) + 1);
  }
  return drawn;
}

const NEWLINE = new Uint8Array([10]);
const WHITESPACE = new Uint8Array(256);
for (const c of [0, 9, 10, 12, 13, 32]) WHITESPACE[c] = 1;
const DELIMITER = new Uint8Array(256);
for (const c of "()<>[]{}/%") DELIMITER[c.charCodeAt(0)] = 1;

/**
 * Counts the operands and operators of a content stream (ISO 32000-2 §7.8.2), without building
 * any of them, and which XObjects it draws (`/Name Do`) how many times. Stops counting past `limit`.
 */
export function countOperations(data: Uint8Array, limit: number): { operations: number; drawn: Map<string, number> } {
  const drawn = new Map<string, number>();
  let operations = 0;
  let lastName: string | null = null;
  const length = data.length;
  let i = 0;
  while (i < length && operations <= limit) {
    const c = data[i]!;
    if (WHITESPACE[c]) {
      i++;
      continue;
    }
    if (c === 0x25) {
      // A comment, to the end of the line.
      while (i < length && data[i] !== 10 && data[i] !== 13) i++;
      continue;
    }
    operations++;
    if (c === 0x28) {
      // A literal string: balanced parentheses, backslash escapes.
      let depth = 1;
      i++;
      while (i < length && depth > 0) {
        const s = data[i]!;
        if (s === 0x5c) i += 2;
        else {
          if (s === 0x28) depth++;
          else if (s === 0x29) depth--;
          i++;
        }
      }
      lastName = null;
      continue;
    }
    if (c === 0x3c) {
      if (data[i + 1] === 0x3c) i += 2;
      else {
        while (i < length && data[i] !== 0x3e) i++;
        i++;
      }
      lastName = null;
      continue;
    }
    if (c === 0x3e || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d) {
      operations--; // brackets of arrays and dictionaries are not operands themselves
      i += c === 0x3e && data[i + 1] === 0x3e ? 2 : 1;
      continue;
    }
    const start = i;
    if (c === 0x2f) i++;
    while (i < length && !WHITESPACE[data[i]!] && !DELIMITER[data[i]!]) i++;
    if (c === 0x2f) {
      lastName = decodeName(data.subarray(start + 1, i));
    } else if (i - start === 2 && data[start] === 0x44 && data[start + 1] === 0x6f) {
      if (lastName !== null) drawn.set(lastName, (drawn.get(lastName) ?? 0) + 1);
      lastName = null;
    } else if (i - start === 2 && data[start] === 0x49 && data[start + 1] === 0x44) {
      // Inline image data runs from one byte after ID to whitespace, EI and whitespace.
      i++;
      while (i + 2 < length && !(WHITESPACE[data[i - 1]!] && data[i] === 0x45 && data[i + 1] === 0x49 && (WHITESPACE[data[i + 2]!] || DELIMITER[data[i + 2]!]))) i++;
      i += 2;
    } else {
      lastName = null;
    }
    if (i === start) i++;
  }
  return { operations, drawn };
}

/** A name token's text, with #xx escapes (ISO 32000-2 §7.3.5). */
function decodeName(bytes: Uint8Array): string {
  const text = Buffer.from(bytes).toString("latin1");
  return text.includes("#") ? text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : text;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
