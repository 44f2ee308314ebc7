import { splitSentences } from "./sentences.ts";
import type { PageSupport } from "./page-support.ts";

/**
 * The text format of summaries and answers: lines starting `## ` are
 * headings, lines starting `- ` are points, `**bold**` marks key words, and every point ends
 * with the page it comes from, `(p. N)`. Whatever shape a model answers in (other bullets,
 * numbered lists, `(page 3)` or `[p3]` references, code fences, paragraphs), it is brought to
 * this format here, and each page reference is checked against the document.
 */

export interface Point {
  /** The point's text with its `**bold**` marks, without the page reference. */
  readonly text: string;
  /** Null only for a statement that is not a fact from the document ("the document does not say"). */
  readonly page: number | null;
}

export interface Section {
  readonly heading: string | null;
  readonly points: readonly Point[];
}

export function renderPoint(point: Point): string {
  return point.page === null ? `- ${point.text}` : `- ${point.text} (p. ${point.page})`;
}

export function renderSections(sections: readonly Section[]): string {
  const blocks = sections
    .filter((section) => section.points.length > 0)
    .map((section) => [...(section.heading ? [`## ${section.heading}`] : []), ...section.points.map(renderPoint)].join("\n"));
  return `${blocks.join("\n\n")}\n`;
}

interface ParsedLine {
  readonly kind: "heading" | "point";
  readonly text: string;
  readonly cited: readonly number[];
}

const PAGE_WORD = String.raw`(?:pp?\.?|pgs?\.?|pages?)`;
const PAGE_LIST = String.raw`(\d{1,4}(?:\s*(?:[-–—,&/]|and|to)\s*\d{1,4})*)`;
/** `(p. 3)`, `(page 3)`, `(pp. 3–4)`, `[p3]`, `[Page 3]`, `(see p. 3)`, `(Page 3, 5)`. */
const BRACKETED_REF = new RegExp(String.raw`\s*[(\[]\s*(?:see\s+)?${PAGE_WORD}\s*${PAGE_LIST}\s*[)\]]`, "giu");
/**
 * A reference left bare at the end: `..., p. 3.`, `p. 3` or `— page 3`; not "described on
 * page 3", which is part of what the sentence says.
 */
const TRAILING_REF = new RegExp(String.raw`\s*(?:[,;—–-]\s*${PAGE_WORD}|\bpp?\.)\s*${PAGE_LIST}\s*\.?\s*$`, "iu");

function pageNumbers(list: string): number[] {
  const pages: number[] = [];
  for (const part of list.split(/\s*(?:[,&/]|and)\s*/i)) {
    const range = /^(\d+)\s*(?:[-–—]|to)\s*(\d+)$/i.exec(part.trim());
    if (range) {
      const [from, to] = [Number(range[1]), Number(range[2])];
      for (let page = from; page <= Math.min(to, from + 20); page++) pages.push(page);
    } else if (/^\d+$/.test(part.trim())) pages.push(Number(part.trim()));
  }
  return pages;
}

/** Takes the page references out of a line: the text without them, and the pages named. */
export function takeReferences(line: string): { text: string; cited: number[] } {
  const cited: number[] = [];
  let text = line.replace(BRACKETED_REF, (_, list: string) => {
    cited.push(...pageNumbers(list));
    return "";
  });
  const trailing = TRAILING_REF.exec(text);
  if (trailing) {
    cited.push(...pageNumbers(trailing[1]!));
    text = text.slice(0, trailing.index);
  }
  return { text: tidy(text), cited };
}

/** Bold as `**…**` only: `__x__` becomes bold, single `*x*` / `_x_` emphasis is dropped, unpaired marks go. */
function tidyEmphasis(text: string): string {
  let out = text.replace(/__(.+?)__/g, "**$1**");
  out = out.replace(/(^|[^*])\*(?!\s)([^*]+?)\*(?!\*)/g, "$1$2");
  out = out.replace(/(^|\s)_(?!\s)([^_]+?)_(?=\s|$|[.,;:!?])/g, "$1$2");
  if ((out.match(/\*\*/g) ?? []).length % 2 !== 0) {
    // An unclosed mark: the last one has no partner.
    const last = out.lastIndexOf("**");
    out = out.slice(0, last) + out.slice(last + 2);
  }
  return out.replace(/\*\*\s*\*\*/g, "");
}

function tidy(text: string): string {
  return tidyEmphasis(text)
    .replace(/\s+/g, " ")
    .replace(/\s+([.,;:!?])/g, "$1")
    .replace(/[\s,;:—–-]+$/u, "")
    .trim();
}

/** Splits a point that cites pages in its middle ("A (p. 2). B (p. 5).") into one point per fact. */
function splitAtReferences(body: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const match of body.matchAll(new RegExp(BRACKETED_REF.source + String.raw`[.;]?`, "giu"))) {
    const end = match.index + match[0].length;
    const rest = body.slice(end);
    if ((rest.match(/[\p{L}\p{N}]+/gu) ?? []).length < 3) continue;
    parts.push(body.slice(start, end));
    start = end;
  }
  parts.push(body.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== "");
}

const BULLET = /^\s*(?:[-*•+–·▪◦]|\(?\d{1,3}[.)]|\(?[a-z][.)])\s+(.*)$/u;
const MARKDOWN_HEADING = /^\s*#{1,6}\s*(.+?)\s*#*\s*$/u;
const BOLD_LINE = /^\s*\*\*([^*]+?)\*\*\s*:?\s*$/u;
const LABEL_LINE = /^\s*([^.!?()[\]]{2,80}):\s*$/u;

/** Reads a reply into headings and points, page references taken out of each point. */
export function parseReply(reply: string): ParsedLine[] {
  const lines: ParsedLine[] = [];
  const addPoints = (body: string) => {
    for (const part of splitAtReferences(body)) {
      const { text, cited } = takeReferences(part);
      if (/[\p{L}\p{N}]/u.test(text)) lines.push({ kind: "point", text, cited });
    }
  };
  for (const raw of reply.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (line === "" || /^```/.test(line) || /^(?:[-*_]\s*){3,}$/.test(line)) continue;
    const heading = MARKDOWN_HEADING.exec(line) ?? BOLD_LINE.exec(line) ?? LABEL_LINE.exec(line);
    if (heading && !BULLET.test(line)) {
      const text = tidy(heading[1]!.replace(/\*\*/g, "")).replace(/:$/, "");
      if (text !== "") lines.push({ kind: "heading", text, cited: [] });
      continue;
    }
    const bullet = BULLET.exec(line);
    const bulletHeading = bullet ? (BOLD_LINE.exec(bullet[1]!) ?? LABEL_LINE.exec(bullet[1]!)) : null;
    if (bulletHeading) {
      // "1. **Background**" or "- Findings:" over sub-points: a heading written as a list item.
      const text = tidy(bulletHeading[1]!.replace(/\*\*/g, "")).replace(/:$/, "");
      if (text !== "") lines.push({ kind: "heading", text, cited: [] });
      continue;
    }
    if (bullet) {
      addPoints(bullet[1]!);
      continue;
    }
    // A paragraph: one point per sentence, so that each fact carries its own page.
    const { cited } = takeReferences(line);
    for (const sentence of splitSentences(line)) {
      const parsed = takeReferences(sentence);
      if (!/[\p{L}\p{N}]/u.test(parsed.text)) continue;
      lines.push({ kind: "point", text: parsed.text, cited: parsed.cited.length > 0 ? parsed.cited : cited });
    }
  }
  return lines;
}

/** Ends a point's text as a sentence where it is plainly English-like and lacks an end mark. */
function asSentence(text: string): string {
  return /[A-Za-z0-9](?:\*\*)?$/.test(text) ? `${text}.` : text;
}

const plain = (text: string) => text.replace(/\*\*/g, "");

/**
 * A model's summary in the format above: headings kept, points under them with a page that
 * holds them; points no page of the document holds are dropped, sections left empty go.
 */
export function normaliseSummary(reply: string, support: PageSupport): Section[] {
  const lines = parseReply(reply);
  const checkable = support.verifiable(lines.filter((l) => l.kind === "point").map((l) => plain(l.text)).join("\n"));
  const sections: Array<{ heading: string | null; points: Point[] }> = [];
  let current: { heading: string | null; points: Point[] } | null = null;
  for (const line of lines) {
    if (line.kind === "heading") {
      current = { heading: line.text, points: [] };
      sections.push(current);
      continue;
    }
    const page = support.choosePage(plain(line.text), line.cited, support.checkable(plain(line.text), checkable));
    if (page === null) continue;
    if (!current) sections.push((current = { heading: null, points: [] }));
    current.points.push({ text: asSentence(line.text), page });
  }
  return sections.filter((section) => section.points.length > 0);
}

/**
 * A model's answer in the format above: points only, each fact with a page that holds it.
 * Statements that cite no page and that no page holds (the model saying the document does not
 * tell) are kept, without a page, only when the answer has nothing else.
 */
export function normaliseAnswer(reply: string, support: PageSupport): Point[] {
  const lines = parseReply(reply).filter((line) => line.kind === "point");
  const checkable = support.verifiable(lines.map((l) => plain(l.text)).join("\n"));
  const points: Point[] = [];
  const unplaced: Point[] = [];
  for (const line of lines) {
    const page = support.choosePage(plain(line.text), line.cited, support.checkable(plain(line.text), checkable));
    if (page !== null) points.push({ text: asSentence(line.text), page });
    else if (line.cited.length === 0) unplaced.push({ text: asSentence(line.text), page: null });
  }
  return points.length > 0 ? points : unplaced;
}
