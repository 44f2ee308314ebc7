import type { EndpointDeclaration } from "./endpoint-declaration.ts";
import { describeApi } from "./api-overview.ts";
import { API_KEY_SCHEME, BEARER_SCHEME, componentSchemas, securitySchemes } from "./component-schemas.ts";
import { buildEndpointPaths } from "./endpoint-paths.ts";
import type { OpenApiContext, Paths } from "./openapi-types.ts";
import { buildToolPaths } from "./tool-paths.ts";
import { buildPipelinePath } from "./pipeline-path.ts";
import { buildWebhookEvents, webhookEventSchema } from "./webhook-events.ts";

/**
 * The OpenAPI 3.1.1 document of the service, version `v1`, generated from its own declarations: the
 * tools first, then the other endpoints (http/endpoints.ts) under their tags, in the order they
 * are declared.
 */
export function buildOpenApiDocument(context: OpenApiContext, endpoints: readonly EndpointDeclaration[]) {
  const groups = [buildToolPaths(context), buildPipelinePath(context), ...buildEndpointPaths(endpoints, context)];
  const paths: Paths = {};
  for (const group of groups) {
    for (const [path, item] of Object.entries(group.paths)) {
      if (Object.hasOwn(paths, path)) throw new Error(`OpenAPI path ${path} is built twice`);
      paths[path] = item;
    }
  }
  return {
    openapi: "3.1.1",
    info: {
      title: "doctools API",
      version: "v1",
      summary: "Job-based document and image tools over HTTP.",
      description: describeApi(context),
      // The repository's package declares no open licence (package.json: UNLICENSED).
      license: { name: "Proprietary (all rights reserved)", identifier: "LicenseRef-Proprietary" },
      contact: { name: "The operator of this service", url: `${context.server}/docs`, ...(context.contactEmail ? { email: context.contactEmail } : {}) },
    },
    servers: [{ url: context.server, description: "This service." }],
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    // Either header carries the key (alternatives: one object each).
    security: [{ [API_KEY_SCHEME]: [] }, { [BEARER_SCHEME]: [] }],
    tags: [
      ...groups.map((group) => group.tag),
      { name: "Webhooks", description: "Events the service sends to the account's webhook endpoints, added on the dashboard's Webhooks page." },
    ],
    paths,
    webhooks: buildWebhookEvents(),
    components: { schemas: { ...componentSchemas, WebhookEvent: webhookEventSchema }, securitySchemes },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
