import { buildOpenApiDocument } from "../openapi/openapi-document.ts";
import type { Services } from "../services.ts";
import { PartHolds } from "../uploads/part-holds.ts";
import { renderApiReference } from "./api-reference-page.ts";
import { Readiness } from "./readiness.ts";
import type { EndpointContext } from "./endpoint.ts";
import { endpoints } from "./endpoints.ts";

/** What the app's handlers share, built once when the app is: the served reference is fixed from then on. */
export function createEndpointContext(services: Services): EndpointContext {
  const document = buildOpenApiDocument({ tools: [...services.tools.values()], resultTtlSeconds: services.config.resultTtlSeconds }, endpoints);
  return {
    services,
    reference: { json: JSON.stringify(document), html: renderApiReference(document) },
    uploadParts: new PartHolds(services.uploads),
    readiness: new Readiness(),
  };
}
