import type { FastifyInstance } from "fastify";
import type { Services } from "../../services.ts";
import { buildOpenApiDocument } from "../../openapi/openapi-document.ts";
import { renderApiReference } from "../api-reference-page.ts";

/**
 * The OpenAPI document (spec §9) and the human API reference rendered from it. Both are
 * built once at start-up; both are public: declared outside the API plugin and its key check
 * (api-plugin.ts).
 */
export function registerDocsRoutes(app: FastifyInstance, services: Services): void {
  const document = buildOpenApiDocument({ tools: [...services.tools.values()], resultTtlSeconds: services.config.resultTtlSeconds });
  const json = JSON.stringify(document);
  const html = renderApiReference(document);

  app.get("/v1/openapi.json", async (_request, reply) => reply.type("application/json; charset=utf-8").header("cache-control", "public, max-age=300").send(json));
  app.get("/docs", async (_request, reply) =>
    reply
      .type("text/html; charset=utf-8")
      // The page is self-contained; nothing may be loaded from elsewhere.
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'")
      .header("cache-control", "public, max-age=300")
      .send(html),
  );
}
