import type { FastifyInstance } from "fastify";
import type { Services } from "../../services.ts";
import { buildOpenApiDocument } from "../../openapi/openapi-document.ts";

/** The OpenAPI document (spec §9) and the human API reference built from it. */
export function registerDocsRoutes(app: FastifyInstance, services: Services): void {
  const document = buildOpenApiDocument([...services.tools.values()]);
  app.get("/v1/openapi.json", async () => document);
}
