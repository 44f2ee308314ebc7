/**
 * TextRank over sentences (Mihalcea & Tarau 2004): sentences are nodes, edges are weighted by
 * the cosine similarity of their TF-IDF vectors, and a sentence ranks high when many important
 * sentences resemble it. Similarities are accumulated through an inverted index, so sentences
 * with no word in common cost nothing.
 */
export interface TermVector {
  readonly weights: ReadonlyMap<string, number>;
  readonly norm: number;
}

/** TF-IDF vectors of the given term lists, idf taken over the lists themselves. */
export function tfidfVectors(termLists: readonly (readonly string[])[]): TermVector[] {
  const df = new Map<string, number>();
  for (const list of termLists) for (const term of new Set(list)) df.set(term, (df.get(term) ?? 0) + 1);
  const n = termLists.length;
  return termLists.map((list) => {
    const tf = new Map<string, number>();
    for (const term of list) tf.set(term, (tf.get(term) ?? 0) + 1);
    const weights = new Map<string, number>();
    let sum = 0;
    for (const [term, count] of tf) {
      const weight = (1 + Math.log(count)) * Math.log(1 + n / df.get(term)!);
      weights.set(term, weight);
      sum += weight * weight;
    }
    return { weights, norm: Math.sqrt(sum) };
  });
}

export function cosine(a: TermVector, b: TermVector): number {
  if (a.norm === 0 || b.norm === 0) return 0;
  const [small, large] = a.weights.size <= b.weights.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [term, weight] of small.weights) dot += weight * (large.weights.get(term) ?? 0);
  return dot / (a.norm * b.norm);
}

/** The TextRank score of each vector's sentence (sums to the number of sentences). */
export function textRank(vectors: readonly TermVector[], options: { damping?: number; iterations?: number } = {}): number[] {
  const damping = options.damping ?? 0.85;
  const n = vectors.length;
  if (n === 0) return [];
  const postings = new Map<string, number[]>();
  vectors.forEach((vector, i) => {
    for (const term of vector.weights.keys()) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push(i);
    }
  });
  // Words in a large share of the sentences carry little weight (low idf) but would make the
  // similarity work quadratic; edges come from the more telling words.
  const common = Math.max(50, Math.ceil(n * 0.05));
  for (const [term, list] of postings) if (list.length > common) postings.delete(term);
  // Sparse similarity rows: edges[i] lists (j, weight) for j sharing a term with i.
  const edges: Array<Map<number, number>> = vectors.map(() => new Map());
  vectors.forEach((vector, i) => {
    if (vector.norm === 0) return;
    const dots = new Map<number, number>();
    for (const [term, weight] of vector.weights) {
      for (const j of postings.get(term) ?? []) {
        if (j <= i) continue;
        dots.set(j, (dots.get(j) ?? 0) + weight * vectors[j]!.weights.get(term)!);
      }
    }
    for (const [j, dot] of dots) {
      const similarity = dot / (vector.norm * vectors[j]!.norm);
      if (similarity <= 0) continue;
      edges[i]!.set(j, similarity);
      edges[j]!.set(i, similarity);
    }
  });
  const outWeight = edges.map((row) => [...row.values()].reduce((a, w) => a + w, 0));
  let scores = new Array<number>(n).fill(1);
  for (let iteration = 0; iteration < (options.iterations ?? 40); iteration++) {
    const next = new Array<number>(n).fill(1 - damping);
    for (let i = 0; i < n; i++) {
      if (outWeight[i] === 0) continue;
      const share = (damping * scores[i]!) / outWeight[i]!;
      for (const [j, weight] of edges[i]!) next[j]! += share * weight;
    }
    scores = next;
  }
  return scores;
}
