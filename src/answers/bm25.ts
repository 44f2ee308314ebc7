/**
 * Okapi BM25 ranking over a fixed set of passages (Robertson & Zaragoza 2009), with the
 * non-negative idf of Lucene: log(1 + (N - n + 0.5) / (n + 0.5)).
 */
export interface QueryTerm {
  readonly term: string;
  readonly weight: number;
}

export interface Hit {
  readonly doc: number;
  readonly score: number;
}

export class Bm25Index {
  private readonly k1: number;
  private readonly b: number;
  private readonly lengths: number[];
  private readonly averageLength: number;
  private readonly postings = new Map<string, Map<number, number>>();

  constructor(docs: readonly (readonly string[])[], options: { k1?: number; b?: number } = {}) {
    this.k1 = options.k1 ?? 1.2;
    this.b = options.b ?? 0.75;
    this.lengths = docs.map((terms) => terms.length);
    this.averageLength = Math.max(1, this.lengths.reduce((a, n) => a + n, 0) / Math.max(1, docs.length));
    docs.forEach((terms, doc) => {
      for (const term of terms) {
        let posting = this.postings.get(term);
        if (!posting) this.postings.set(term, (posting = new Map()));
        posting.set(doc, (posting.get(doc) ?? 0) + 1);
      }
    });
  }

  get size(): number {
    return this.lengths.length;
  }

  /** Passages that hold the term. */
  documentFrequency(term: string): number {
    return this.postings.get(term)?.size ?? 0;
  }

  idf(term: string): number {
    const n = this.documentFrequency(term);
    return Math.log(1 + (this.size - n + 0.5) / (n + 0.5));
  }

  /** Passages by score, best first; only passages holding at least one query term. */
  search(query: readonly QueryTerm[], limit = Infinity): Hit[] {
    const scores = new Map<number, number>();
    for (const { term, weight } of mergeTerms(query)) {
      const posting = this.postings.get(term);
      if (!posting) continue;
      const idf = this.idf(term);
      for (const [doc, tf] of posting) {
        const norm = tf + this.k1 * (1 - this.b + (this.b * this.lengths[doc]!) / this.averageLength);
        scores.set(doc, (scores.get(doc) ?? 0) + weight * idf * ((tf * (this.k1 + 1)) / norm));
      }
    }
    return [...scores]
      .map(([doc, score]) => ({ doc, score }))
      .sort((a, b) => b.score - a.score || a.doc - b.doc)
      .slice(0, limit);
  }
}

/** One entry per term, weights added, so a repeated word of a question counts once per use. */
export function mergeTerms(query: readonly QueryTerm[]): QueryTerm[] {
  const merged = new Map<string, number>();
  for (const { term, weight } of query) merged.set(term, (merged.get(term) ?? 0) + weight);
  return [...merged].map(([term, weight]) => ({ term, weight }));
}
