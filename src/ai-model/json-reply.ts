/**
 * Reads JSON out of a model's reply when the endpoint did not enforce the schema: the reply
 * may be bare JSON, JSON in a ``` code fence, or JSON with words around it. Returns undefined
 * when no JSON value can be found.
 */
export function parseJsonReply(reply: string): unknown {
  const candidates: string[] = [reply.trim()];
  for (const fence of reply.matchAll(/```(?:json|JSON)?\s*\n?([\s\S]*?)```/g)) candidates.push(fence[1]!.trim());
  const outermost = outermostJson(reply);
  if (outermost !== null) candidates.push(outermost);
  for (const candidate of candidates) {
    if (candidate === "") continue;
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // try the next reading
    }
  }
  return undefined;
}

/** The text from the first `{` or `[` to the last matching closer, if any. */
function outermostJson(reply: string): string | null {
  const start = reply.search(/[{[]/);
  if (start < 0) return null;
  const closer = reply[start] === "{" ? "}" : "]";
  const end = reply.lastIndexOf(closer);
  return end > start ? reply.slice(start, end + 1) : null;
}
