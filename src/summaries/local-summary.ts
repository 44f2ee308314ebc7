import type { DocumentText, PageText, TextLine } from "../document-text/document-text.ts";
import type { Point, Section } from "../document-text/reply-format.ts";
import { isProse, joinLines, splitSentences } from "../document-text/sentences.ts";
import { emphasiseKeyTerms, keyTerms } from "../document-text/key-terms.ts";
import { terms } from "../document-text/terms.ts";
import { cosine, textRank, tfidfVectors } from "./textrank.ts";

/**
 * The local engine's summary, when no model is configured: extractive and honest. It ranks the
 * document's own sentences with TextRank, keeps the best that do not repeat each other, and lists
 * them in document order under the document's headings (or under page ranges when it has none),
 * each with the page it is on. It writes nothing the document does not say.
 */

export type SummaryLength = "Brief" | "Detailed";

interface Candidate {
  readonly page: number;
  /** Order in the document. */
  readonly order: number;
  readonly text: string;
  /** The heading in force where the sentence stands, if any. */
  readonly heading: string | null;
}

/** Points wanted: Brief about 5 to 8, Detailed about 12 to 30, growing with the document. */
export function targetPoints(length: SummaryLength, pageCount: number): number {
  return length === "Brief" ? Math.min(8, 5 + Math.floor(pageCount / 25)) : Math.min(30, 12 + Math.floor(pageCount / 4));
}

export function localSummary(document: DocumentText, length: SummaryLength): Section[] {
  const repeated = repeatedLines(document.pages);
  const candidates = candidateSentences(document, repeated);
  const wanted = targetPoints(length, document.pages.length);
  const chosen = choose(candidates, wanted);
  const key = keyTerms(document.pages.map((page) => page.text));
  const points = chosen.map((c) => ({ candidate: c, point: { text: emphasiseKeyTerms(c.text, key), page: c.page } satisfies Point }));

  const headed = new Set(chosen.map((c) => c.heading));
  if (!headed.has(null) && headed.size >= 2) {
    const sections: Array<{ heading: string; points: Point[] }> = [];
    for (const { candidate, point } of points) {
      const last = sections.at(-1);
      if (last && last.heading === candidate.heading) last.points.push(point);
      else sections.push({ heading: candidate.heading!, points: [point] });
    }
    return sections;
  }
  return byPageRanges(points.map((p) => p.point), document.pages.length, length);
}

/** Groups points under "Pages a–b" headings: a few even ranges of the document. */
function byPageRanges(points: readonly Point[], pageCount: number, length: SummaryLength): Section[] {
  const groups = points.length < 4 ? 1 : Math.min(pageCount, length === "Brief" ? 3 : 5);
  const size = Math.ceil(pageCount / groups);
  const sections: Section[] = [];
  for (let from = 1; from <= pageCount; from += size) {
    const to = Math.min(pageCount, from + size - 1);
    const inRange = points.filter((p) => p.page !== null && p.page >= from && p.page <= to);
    if (inRange.length > 0) sections.push({ heading: from === to ? `Page ${from}` : `Pages ${from}–${to}`, points: inRange });
  }
  return sections;
}

/** Running heads and feet: a line (digits aside) found on at least three pages and a third of them. */
function repeatedLines(pages: readonly PageText[]): Set<string> {
  const counts = new Map<string, number>();
  for (const page of pages) {
    const seen = new Set(page.blocks.flatMap((b) => b.lines).map((line) => lineKey(line.text)));
    for (const key of seen) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const threshold = Math.max(3, pages.length / 3);
  return new Set([...counts].filter(([, n]) => n >= threshold).map(([key]) => key));
}

const lineKey = (text: string) => text.replace(/\d+/g, "#").replace(/\s+/g, " ").trim().toLowerCase();

/** A line set apart as a heading: larger than the body text (or bold in a regular body), short, not a sentence. */
function isHeading(line: TextLine, bodySize: number, blockLines: number): boolean {
  const text = line.text.trim();
  const wordCount = text.split(/\s+/).length;
  if (wordCount > 12 || text.length < 3 || !/\p{L}{2}/u.test(text) || /[.,;]$/.test(text)) return false;
  if (line.fontSize >= bodySize * 1.15) return true;
  return line.bold && blockLines <= 2 && wordCount <= 8;
}

function candidateSentences(document: DocumentText, repeated: ReadonlySet<string>): Candidate[] {
  const all: Candidate[] = [];
  let heading: string | null = null;
  for (const page of document.pages) {
    for (const block of page.blocks) {
      const body: string[] = [];
      const headingLines: string[] = [];
      for (const line of block.lines) {
        if (repeated.has(lineKey(line.text))) continue;
        // Heading lines open a block; a heading set over two lines reads as one.
        if (body.length === 0 && isHeading(line, document.bodyFontSize, block.lines.length)) {
          headingLines.push(line.text);
          heading = cleanHeading(headingLines.join(" "));
          continue;
        }
        body.push(line.text);
      }
      for (const text of splitSentences(joinLines(body.join("\n")))) all.push({ page: page.number, order: all.length, text, heading });
    }
  }
  // Prose first; a document of fragments (slides, forms) gives what it has.
  for (const [minWords, maxWords] of [[6, 60], [3, 80]] as const) {
    // A sentence starting in lower case is the tail of one broken across blocks or pages.
    const prose = all.filter((c) => isProse(c.text, minWords, maxWords) && !/^\p{Ll}/u.test(c.text));
    if (prose.length > 0) return prose;
  }
  return all.filter((c) => /\p{L}{2}/u.test(c.text));
}

function cleanHeading(text: string): string {
  const cleaned = text.replace(/\s+/g, " ").trim();
  return cleaned.length > 80 ? `${cleaned.slice(0, 77)}…` : cleaned;
}

/** Sentences TextRank ranks at most; a longer document's are first narrowed to those closest to its centroid. */
const MAX_RANKED = 2500;

/** The best-ranked sentences that do not repeat one another, in document order. */
function choose(all: readonly Candidate[], wanted: number): Candidate[] {
  let candidates = all;
  let vectors = tfidfVectors(candidates.map((c) => terms(c.text)));
  if (candidates.length > MAX_RANKED) {
    const centroid = new Map<string, number>();
    for (const vector of vectors) for (const [term, weight] of vector.weights) centroid.set(term, (centroid.get(term) ?? 0) + weight);
    const norm = Math.sqrt([...centroid.values()].reduce((sum, w) => sum + w * w, 0));
    const closeness = vectors.map((vector) => cosine(vector, { weights: centroid, norm }));
    const kept = candidates.map((_, i) => i).sort((a, b) => closeness[b]! - closeness[a]!).slice(0, MAX_RANKED).sort((a, b) => a - b);
    candidates = kept.map((i) => all[i]!);
    vectors = kept.map((i) => vectors[i]!);
  }
  const scores = textRank(vectors);
  const ranked = candidates.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]! || a - b);
  const chosen: number[] = [];
  for (const i of ranked) {
    if (chosen.length >= wanted) break;
    if (chosen.some((j) => cosine(vectors[i]!, vectors[j]!) > 0.5)) continue;
    chosen.push(i);
  }
  return chosen.sort((a, b) => a - b).map((i) => candidates[i]!);
}
