import { describeEngines, engineSettingsFrom } from "../common/engine-settings.ts";
import type { Services } from "../services.ts";
import { PartHolds } from "../uploads/part-holds.ts";
import { buildApiReference } from "../openapi/api-reference.ts";
import { Readiness } from "./readiness.ts";
import type { EndpointContext } from "./endpoint.ts";
import { endpoints } from "./endpoints.ts";

/** What the app's handlers share, built once when the app is. */
export function createEndpointContext(services: Services): EndpointContext {
  const { config } = services;
  return {
    services,
    reference: buildApiReference({
      tools: [...services.tools.values()],
      endpoints,
      resultTtlSeconds: config.resultTtlSeconds,
      publicUrl: config.publicUrl,
      contactEmail: config.contactEmail,
      engines: describeEngines(engineSettingsFrom(config)),
    }),
    uploadParts: new PartHolds(services.uploads),
    readiness: new Readiness(),
  };
}
