/**
 * The doctools API client (`@doctools/client`): typed calls generated from the service's OpenAPI
 * document, and `run`, which uploads, waits and downloads in one call. It imports nothing of the
 * service, only `openapi-fetch`, and runs wherever `fetch` does; file paths need Node.
 */
export { createClient, SINGLE_REQUEST_BYTES, type ClientOptions, type DoctoolsClient, type Download } from "./doctools-client.ts";
export { DoctoolsAbortError, DoctoolsJobError, DoctoolsProblemError } from "./errors.ts";
export { verifyWebhook, WEBHOOK_TOLERANCE_SECONDS, type VerifyWebhookOptions } from "./verify-webhook.ts";
export type * from "./types.ts";
export type { components, operations, paths, webhooks } from "./api-types.ts";
export { toolCatalogue } from "./tool-catalogue.ts";
export type { CatalogueField, CatalogueTool } from "./tool-entry.ts";
