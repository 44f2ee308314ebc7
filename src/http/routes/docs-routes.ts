import type { FastifyRequest } from "fastify";
import type { Tag } from "../../openapi/openapi-types.ts";
import { defineEndpoint } from "../endpoint.ts";
import { jsonResponse } from "../../openapi/endpoint-declaration.ts";

const documentationTag: Tag = { name: "Documentation", description: "This OpenAPI document; a readable reference built from it is served at `/docs`." };

/**
 * The OpenAPI 3.1.1 document and the human API reference rendered from it, both built once
 * at start-up (endpoint-context.ts). Public: the one document under /v1 needs no key.
 */
export const docsEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/v1/openapi.json",
    operationId: "getOpenApiDocument",
    summary: "Get this OpenAPI document",
    description: "The OpenAPI 3.1.1 description of the API, generated from the service's own declarations of its tools and endpoints. Needs no API key.",
    tag: documentationTag,
    auth: "public",
    responses: {
      200: jsonResponse("The OpenAPI document.", {
        type: "object",
        required: ["openapi", "info", "paths"],
        properties: { openapi: { type: "string" }, info: { type: "object" }, servers: { type: "array" }, paths: { type: "object" } },
      }),
    },
    problems: { "method-not-allowed": "A method other than GET or HEAD." },
    handler: async (request, reply, { reference }) =>
      reply.type("application/json; charset=utf-8").header("cache-control", "public, max-age=300").send(reference.json(serverOf(request))),
  }),

  defineEndpoint({
    method: "GET",
    path: "/docs",
    operationId: "getApiReference",
    summary: "Read the API reference",
    description: "The OpenAPI document as one self-contained page.",
    tag: documentationTag,
    auth: "public",
    responses: { 200: { description: "The reference page.", content: { "text/html": { schema: { type: "string" } } } } },
    handler: async (request, reply, { reference }) =>
      reply
        .type("text/html; charset=utf-8")
        // The page is self-contained; nothing may be loaded from elsewhere.
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'")
        .header("cache-control", "public, max-age=300")
        .send(reference.html(serverOf(request))),
  }),
];

/**
 * The address a request reached the service at: its scheme and Host (the proxy's, where
 * DOCTOOLS_TRUST_PROXY trusts it). A Host that is not a plain host name or address with an
 * optional port gives the relative `/`, which clients resolve against the document's own URL.
 */
export function serverOf(request: FastifyRequest): string {
  const host = request.host;
  return /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(host) ? `${request.protocol}://${host}` : "/";
}
