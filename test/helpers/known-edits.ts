/**
 * Known changes for measuring a comparison's accuracy: a seeded generator, and word edits
 * applied at recorded places so that what the diff reports can be scored against the truth.
 */

/** mulberry32: small, fast and the same on every machine for a given seed. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface PageEdits {
  /** The page's words after the edits. */
  readonly words: string[];
  /** Indexes of original words substituted or deleted. */
  readonly removed: number[];
  /** Indexes in `words` of words substituted in or inserted. */
  readonly added: number[];
}

/**
 * On a share of pages, substitutes, inserts and deletes single words a few words apart (runs of
 * two or three happen too, as in a revised contract). `fresh` gives a word unlike the one given.
 */
export function editPageWords(
  words: readonly string[],
  plan: { editedShare: number; editsPerPage: number },
  rand: () => number,
  fresh: (avoid: string) => string,
): PageEdits {
  const edits = new Map<number, "substitute" | "insert" | "delete">();
  if (rand() < plan.editedShare) {
    const kinds = ["substitute", "insert", "delete"] as const;
    while (edits.size < plan.editsPerPage) {
      const at = Math.floor(rand() * words.length);
      if (edits.has(at) || edits.has(at - 1) || edits.has(at + 1)) continue;
      edits.set(at, kinds[Math.floor(rand() * kinds.length)]!);
    }
  }
  const out: string[] = [];
  const removed: number[] = [];
  const added: number[] = [];
  for (const [index, word] of words.entries()) {
    const edit = edits.get(index);
    if (edit === "substitute") {
      removed.push(index);
      added.push(out.length);
      out.push(fresh(word));
    } else if (edit === "delete") {
      removed.push(index);
    } else if (edit === "insert") {
      added.push(out.length);
      out.push(fresh(word));
      out.push(word);
    } else out.push(word);
  }
  return { words: out, removed, added };
}
