/**
 * How many items two lists have in common, each counted as often as it is in both (the size of
 * their intersection as multisets): "the the rent" and "the rent rent" share 2. What a recall
 * or precision counts, when found items are matched to true ones, each used once.
 */
export function sharedCount(a: readonly string[], b: readonly string[]): number {
  const left = new Map<string, number>();
  for (const item of a) left.set(item, (left.get(item) ?? 0) + 1);
  let shared = 0;
  for (const item of b) {
    const n = left.get(item) ?? 0;
    if (n > 0) {
      shared++;
      left.set(item, n - 1);
    }
  }
  return shared;
}
