/** Edits (insertions, deletions, substitutions, swaps of two neighbours) between two words, ignoring case. */
export function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const rows = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[x.length]![y.length]!;
}

/**
 * The candidates a mistyped word most likely meant: those fewest edits away, when that is few
 * for the word's length (a third of it, at least one), else those it begins (`upside` for
 * `UpsideDown`). Empty when nothing is close: a suggestion far off misleads more than none.
 */
export function closestMatches(word: string, candidates: readonly string[]): string[] {
  const typed = word.trim();
  if (typed === "") return [];
  const allowed = Math.max(1, Math.floor(typed.length / 3));
  let best = Infinity;
  let matches: string[] = [];
  for (const candidate of candidates) {
    const distance = editDistance(typed, candidate);
    if (distance > allowed || distance > best) continue;
    if (distance < best) matches = [];
    best = distance;
    matches.push(candidate);
  }
  if (matches.length > 0) return matches;
  const lower = typed.toLowerCase();
  return typed.length >= 3 ? candidates.filter((candidate) => candidate.toLowerCase().startsWith(lower)) : [];
}

/** ` Did you mean "x"?` (or "x" or "y"), or "" when nothing is close. */
export function didYouMean(word: string, candidates: readonly string[]): string {
  const matches = closestMatches(word, candidates);
  return matches.length === 0 ? "" : ` Did you mean ${matches.map((match) => `"${match}"`).join(" or ")}?`;
}
