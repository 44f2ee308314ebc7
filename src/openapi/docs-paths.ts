import type { PathGroup } from "./openapi-types.ts";

/** The document itself: the one public endpoint under /v1 (src/http/auth.ts). */
export function buildDocsPaths(): PathGroup {
  return {
    tag: { name: "Documentation", description: "This OpenAPI document; a readable reference built from it is served at `/docs`." },
    paths: {
      "/v1/openapi.json": {
        get: {
          operationId: "getOpenApiDocument",
          summary: "Get this OpenAPI document",
          description: "The OpenAPI 3.1.1 description of the API, generated from the service's own tool declarations. Needs no API key.",
          tags: ["Documentation"],
          security: [],
          responses: {
            "200": {
              description: "The OpenAPI document.",
              content: { "application/json": { schema: { type: "object", required: ["openapi", "info", "paths"] } } },
            },
          },
        },
      },
    },
  };
}
