/**
 * Token budgeting without the model's tokenizer: a conservative estimate from characters, so a
 * request planned within the budget stays within the model's context window. English takes about
 * four characters a token in common tokenizers; three is counted. Other scripts can take a token
 * or more per character (byte-level tokenizers split them), so each such character counts 1.5.
 */
export function estimateTokens(text: string): number {
  let ascii = 0;
  let other = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) ascii++;
    else if (code < 0xdc00 || code > 0xdfff) other++; // a surrogate pair counts once
  }
  return Math.ceil(ascii / 3 + other * 1.5);
}

/** Tokens each chat message costs on top of its text (role and framing). */
export const MESSAGE_OVERHEAD_TOKENS = 8;

export interface PageSlice {
  /** 1-based page number the text comes from. */
  readonly page: number;
  readonly text: string;
}

export interface Chunk {
  readonly slices: readonly PageSlice[];
  readonly tokens: number;
}

/** How a chunk's page is shown to a model; the page marker's cost is counted in the budget. */
export function pageMarker(page: number): string {
  return `[Page ${page}]\n`;
}

/** A chunk's text as sent: each slice under its page marker. */
export function chunkText(chunk: Chunk): string {
  return chunk.slices.map((slice) => `${pageMarker(slice.page)}${slice.text}`).join("\n\n");
}

/**
 * Groups pages, in order, into chunks whose text (with page markers) fits `budgetTokens`. A page
 * too long for one chunk is cut at paragraph, then line, then word boundaries; its parts keep
 * its page number. Pages without text are left out.
 */
export function chunkPages(pages: readonly PageSlice[], budgetTokens: number): Chunk[] {
  if (budgetTokens < 50) throw new Error(`A token budget of ${budgetTokens} is too small to hold a page`);
  const chunks: Chunk[] = [];
  let slices: PageSlice[] = [];
  let tokens = 0;
  const flush = () => {
    if (slices.length > 0) chunks.push({ slices, tokens });
    slices = [];
    tokens = 0;
  };
  for (const page of pages) {
    for (const part of splitToFit(page.text.trim(), budgetTokens - sliceOverhead(page.page))) {
      const cost = sliceOverhead(page.page) + estimateTokens(part);
      if (tokens + cost > budgetTokens) flush();
      slices.push({ page: page.page, text: part });
      tokens += cost;
    }
  }
  flush();
  return chunks;
}

function sliceOverhead(page: number): number {
  // The marker plus the blank line that joins slices.
  return estimateTokens(pageMarker(page)) + 1;
}

const SEPARATORS = ["\n\n", "\n", " "];

/** Cuts text into parts of at most `budget` tokens, at the coarsest boundary that works. */
function splitToFit(text: string, budget: number, level = 0): string[] {
  if (text === "") return [];
  if (estimateTokens(text) <= budget) return [text];
  const separator = SEPARATORS[level];
  if (separator === undefined) {
    // One "word" longer than the budget (a run without spaces): cut it by characters.
    const parts: string[] = [];
    let part = "";
    for (const ch of text) {
      if (estimateTokens(part + ch) > budget) {
        parts.push(part);
        part = "";
      }
      part += ch;
    }
    if (part !== "") parts.push(part);
    return parts;
  }
  const parts: string[] = [];
  let current = "";
  for (const piece of text.split(separator)) {
    const joined = current === "" ? piece : current + separator + piece;
    if (estimateTokens(joined) <= budget) {
      current = joined;
      continue;
    }
    if (current !== "") parts.push(current);
    if (estimateTokens(piece) <= budget) current = piece;
    else {
      parts.push(...splitToFit(piece, budget, level + 1));
      current = "";
    }
  }
  if (current !== "") parts.push(current);
  return parts;
}
