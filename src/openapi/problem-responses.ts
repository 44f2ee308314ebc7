import { problemCatalogue, problemTypeUrl, type ProblemSlug } from "../errors/problem-catalogue.ts";
import type { Header, Response } from "./openapi-types.ts";
import { schemaRef } from "./component-schemas.ts";

/** Problems every endpoint behind the API key can answer with: bad key, plan without API access, rate limit. */
export const CALLER_PROBLEMS: readonly ProblemSlug[] = ["invalid-api-key", "no-api-access", "rate-limited"];

export const PROBLEM_JSON = "application/problem+json";

const retryAfter: Header = {
  description: "Seconds to wait before trying again.",
  schema: { type: "integer", minimum: 0 },
};

/** Headers a problem of this type carries, as the handlers set them. */
const problemHeaders: Partial<Record<ProblemSlug, Record<string, Header>>> = {
  "rate-limited": { "Retry-After": retryAfter },
  "too-many-queued-jobs": { "Retry-After": retryAfter },
  "service-unavailable": { "Retry-After": retryAfter },
  "result-not-ready": { "Retry-After": retryAfter },
  "idempotency-key-in-use": { "Retry-After": retryAfter },
  "invalid-metrics-token": {
    "WWW-Authenticate": { description: "`Bearer realm=\"metrics\"`: the token goes in `Authorization: Bearer`.", schema: { type: "string" } },
  },
  "range-not-satisfiable": {
    "Content-Range": { description: "`bytes */<length>`: the length of the result.", schema: { type: "string", pattern: "^bytes \\*/\\d+$" } },
  },
};

/**
 * The problem responses of one operation, keyed by status. Each operation names the problem
 * types it can answer with; statuses, titles and the `/problems/<slug>` links all come from
 * the one catalogue, so the document cannot drift from what the handlers send.
 */
export function problemResponses(slugs: readonly ProblemSlug[], notes: Partial<Record<ProblemSlug, string>> = {}): Record<string, Response> {
  const byStatus = new Map<number, ProblemSlug[]>();
  for (const slug of slugs) {
    const status = problemCatalogue[slug].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), slug]);
  }
  const responses: Record<string, Response> = {};
  for (const [status, group] of [...byStatus].sort(([a], [b]) => a - b)) {
    const lines = group.map((slug) => {
      const note = notes[slug];
      return `- [${problemCatalogue[slug].title}](${problemTypeUrl(slug)})${note ? `: ${note}` : ""}`;
    });
    const headers = Object.assign({}, ...group.map((slug) => problemHeaders[slug] ?? {})) as Record<string, Header>;
    responses[String(status)] = {
      description: `Problem details (RFC 9457) of type:\n\n${lines.join("\n")}`,
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
      content: { [PROBLEM_JSON]: { schema: problemSchemaFor(group) } },
    };
  }
  return responses;
}

/** A validation problem adds `errors`; other types are plain problem details. */
function problemSchemaFor(group: readonly ProblemSlug[]) {
  const validation = group.includes("validation");
  if (validation && group.length === 1) return schemaRef("ValidationProblem");
  if (validation) return { anyOf: [schemaRef("ValidationProblem"), schemaRef("Problem")] };
  return schemaRef("Problem");
}
