import { editDistance } from "../common/did-you-mean.ts";

/**
 * The candidate closest to `wanted`, when it is close enough to be what was meant: the same
 * text in other letter case or spacing, or a few typing slips away (at most a quarter of its
 * length). Null otherwise, so no far-fetched guess is offered.
 */
export function closestMatch(wanted: string, candidates: Iterable<string>): string | null {
  const simple = (text: string) => text.toLowerCase().replace(/\s+/g, "");
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (simple(candidate) === simple(wanted)) return candidate;
    const distance = editDistance(wanted, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  const allowed = Math.max(1, Math.floor([...wanted].length / 4));
  return bestDistance <= allowed ? best : null;
}
