import type { ProblemSlug } from "../errors/problem-catalogue.ts";
import type { EndpointDeclaration, ParameterSpec, ProblemNotes } from "./endpoint-declaration.ts";
import { idempotencyKeyHeader, idempotencyProblems } from "./idempotency-key.ts";
import type { HttpMethod, MediaType, OpenApiContext, Operation, Parameter, PathGroup } from "./openapi-types.ts";
import { CALLER_PROBLEMS, problemResponses } from "./problem-responses.ts";

/**
 * The document's paths for declared endpoints (http/endpoint.ts), grouped under their tags in
 * the order declared. Only paths under /v1 are the API; the pages beside it (/docs, /problems)
 * are declared the same way but are not part of its document.
 */
export function buildEndpointPaths(endpoints: readonly EndpointDeclaration[], context: OpenApiContext): PathGroup[] {
  const groups = new Map<string, PathGroup>();
  for (const endpoint of endpoints.filter((e) => e.path.startsWith("/v1/"))) {
    const group = groups.get(endpoint.tag.name) ?? { tag: endpoint.tag, paths: {} };
    groups.set(endpoint.tag.name, group);
    const item = (group.paths[endpoint.path] ??= {});
    item[endpoint.method.toLowerCase() as HttpMethod] = endpointOperation(endpoint, context);
  }
  return [...groups.values()];
}

/** One endpoint's operation; the pages beside the API get one too, for checking their answers. */
export function endpointOperation(endpoint: EndpointDeclaration, context: OpenApiContext): Operation {
  const parameters = [
    ...parameterList(endpoint.params, "path"),
    ...parameterList(endpoint.query, "query"),
    ...parameterList(endpoint.headers, "header"),
    ...parameterList(endpoint.idempotent ? idempotencyKeyHeader : undefined, "header"),
  ];
  const responses = typeof endpoint.responses === "function" ? endpoint.responses(context) : endpoint.responses;
  const { slugs, notes } = endpointProblems(endpoint);
  const body = endpoint.body;
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    description: endpoint.description,
    tags: [endpoint.tag.name],
    ...(endpoint.auth === "key" ? {} : { security: [] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body
      ? {
          requestBody: {
            required: "stream" in body || body.required,
            content: { [body.mediaType]: { schema: "stream" in body ? { type: "string", format: "binary" } : body.schema } satisfies MediaType },
          },
        }
      : {}),
    responses: { ...Object.fromEntries(Object.entries(responses)), ...problemResponses(slugs, notes) },
  };
}

/**
 * The problems an endpoint may answer with: those of the key check, those of reading and
 * checking what it declares it takes, then those its handler raises.
 */
function endpointProblems(endpoint: EndpointDeclaration): { slugs: ProblemSlug[]; notes: ProblemNotes } {
  const body = endpoint.body;
  const checked = body !== undefined && "schema" in body;
  const derived: ProblemSlug[] = [
    ...(endpoint.auth === "key" ? CALLER_PROBLEMS : []),
    ...(endpoint.auth === "metrics" ? (["invalid-metrics-token"] as const) : []),
    ...(checked || endpoint.query !== undefined || endpoint.idempotent ? (["validation"] as const) : []),
    ...(checked ? (["malformed-request"] as const) : []),
    ...(body ? (["unsupported-media-type"] as const) : []),
    ...(endpoint.idempotent ? (["idempotency-key-in-use", "idempotency-key-reused"] as const) : []),
  ];
  const declared = (Object.keys(endpoint.problems ?? {}) as ProblemSlug[]).filter((slug) => !derived.includes(slug));
  const notes: Partial<Record<ProblemSlug, string>> = {
    ...(body ? { "unsupported-media-type": `the body is not \`${body.mediaType}\`` } : {}),
    ...(endpoint.idempotent ? idempotencyProblems : {}),
    ...endpoint.problems,
  };
  if (endpoint.idempotent && endpoint.problems?.validation) {
    notes.validation = `${endpoint.problems.validation}, or ${idempotencyProblems.validation}`;
  }
  return { slugs: [...derived, ...declared], notes };
}

/** Declared parameters of one kind as the document lists them. */
export function parameterList(specs: Readonly<Record<string, ParameterSpec>> | undefined, where: Parameter["in"]): Parameter[] {
  return Object.entries(specs ?? {}).map(([name, spec]) => ({
    name,
    in: where,
    ...(where === "path" ? { required: true } : spec.required ? { required: true } : {}),
    description: spec.description,
    schema: spec.schema,
  }));
}
