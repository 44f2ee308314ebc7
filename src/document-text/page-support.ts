import { isStopword, terms, words } from "./terms.ts";

/** Share of a text's words that are English function words: about 0.4 in English prose, near 0 in other languages. */
function englishShare(text: string): number {
  const all = words(text);
  return all.length === 0 ? 0 : all.filter(isStopword).length / all.length;
}

/**
 * Which pages of the document hold a statement: the share of the statement's content words
 * (stemmed) found on each page. Used to check and fix the page a model cites for a fact, since
 * a model's page numbers cannot be taken on trust.
 */
export class PageSupport {
  private readonly pageTerms: ReadonlyArray<ReadonlySet<string>>;
  private readonly pagePairs: ReadonlyArray<ReadonlySet<string>>;
  private readonly vocabulary: ReadonlySet<string>;
  private readonly english: boolean;

  /** `pages[i]` is the text of page i + 1. */
  constructor(pages: readonly string[]) {
    this.english = englishShare(pages.join("\n")) >= 0.2;
    const termLists = pages.map((text) => terms(text));
    this.pageTerms = termLists.map((list) => new Set(list));
    this.pagePairs = termLists.map((list) => new Set(pairs(list)));
    this.vocabulary = new Set(this.pageTerms.flatMap((set) => [...set]));
  }

  get pageCount(): number {
    return this.pageTerms.length;
  }

  /**
   * For each page (index i is page i + 1): `words`, the share of the statement's distinct terms
   * found there, and `closeness`, which adds the share of its neighbouring term pairs, so that
   * of two pages with the same words the one with the statement's wording comes first.
   */
  support(statement: string): { words: number[]; closeness: number[] } {
    const list = terms(statement);
    const wanted = [...new Set(list)];
    const wantedPairs = [...new Set(pairs(list))];
    const share = (items: readonly string[], set: ReadonlySet<string>) => (items.length === 0 ? 0 : items.filter((item) => set.has(item)).length / items.length);
    const words = this.pageTerms.map((set) => share(wanted, set));
    const closeness = this.pagePairs.map((set, i) => (words[i]! + share(wantedPairs, set)) / 2);
    return { words, closeness };
  }

  /**
   * Whether statements can be checked against the pages: most of their words occur in the
   * document. A reply in another language than the document's (a summary in Hindi of an
   * English PDF) cannot be, and then the pages it cites stand if they exist. Judged over a
   * whole reply, so that one invented sentence in the document's language is still checked.
   */
  verifiable(statements: string): boolean {
    const wanted = [...new Set(terms(statements))];
    if (wanted.length < 3) return false;
    return wanted.filter((term) => this.vocabulary.has(term)).length / wanted.length >= 0.5;
  }

  /**
   * Whether one statement of a reply can be checked: it is English like the document (its
   * function words say so, even when an invented fact shares no word with the document), or
   * the reply as a whole shares the document's words (`verifiable`, for other languages).
   */
  checkable(statement: string, replyVerifiable: boolean): boolean {
    const count = words(statement).length;
    return replyVerifiable || (this.english && count >= 5 && englishShare(statement) >= 0.15);
  }

  /**
   * The page to cite for a statement, given the pages the model cited. When checkable: a cited
   * page that holds the statement (half its words or more) about as closely as the best page,
   * else the page that holds it most closely, else null (no page holds it: the statement is
   * dropped). Otherwise the first cited page that exists. Pages beyond the document never count.
   */
  choosePage(statement: string, cited: readonly number[], checkable: boolean): number | null {
    const valid = cited.filter((page) => Number.isInteger(page) && page >= 1 && page <= this.pageCount);
    const { words, closeness } = this.support(statement);
    const holds = (page: number) => words[page - 1]! >= 0.5;
    const closest = (pages: readonly number[]) => pages.reduce<number | null>((chosen, page) => (chosen === null || closeness[page - 1]! > closeness[chosen - 1]! ? page : chosen), null);
    const everyPage = words.map((_, i) => i + 1);
    if (!checkable) return valid[0] ?? closest(everyPage.filter((page) => words[page - 1]! > 0));
    const best = closest(everyPage.filter(holds));
    if (best === null) return null;
    const citedBest = closest(valid.filter(holds));
    return citedBest !== null && closeness[citedBest - 1]! >= 0.8 * closeness[best - 1]! ? citedBest : best;
  }
}

/** Neighbouring terms, as "a b". */
function pairs(list: readonly string[]): string[] {
  return list.slice(1).map((term, i) => `${list[i]} ${term}`);
}
