import { describeApi } from "./api-overview.ts";
import { buildBatchPaths } from "./batch-paths.ts";
import { API_KEY_SCHEME, componentSchemas, securitySchemes } from "./component-schemas.ts";
import { buildAccountPaths } from "./account-paths.ts";
import { buildDocsPaths } from "./docs-paths.ts";
import { buildJobPaths } from "./job-paths.ts";
import type { OpenApiContext, PathBuilder, Paths } from "./openapi-types.ts";
import { buildQuestionPaths } from "./question-paths.ts";
import { buildToolPaths } from "./tool-paths.ts";
import { buildUploadPaths } from "./upload-paths.ts";
import { buildWebhookEvents, webhookEventSchema } from "./webhook-events.ts";

/**
 * Every group of endpoints the app registers, in the order the reference lists them. A new
 * route family (batches, uploads, account) adds its builder here.
 */
export const pathBuilders: readonly PathBuilder[] = [buildToolPaths, buildQuestionPaths, buildJobPaths, buildBatchPaths, buildUploadPaths, buildAccountPaths, buildDocsPaths];

/** The OpenAPI 3.1.1 document of the service (spec §9), generated from its own declarations. */
export function buildOpenApiDocument(context: OpenApiContext) {
  const groups = pathBuilders.map((build) => build(context));
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
    },
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    security: [{ [API_KEY_SCHEME]: [] }],
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
