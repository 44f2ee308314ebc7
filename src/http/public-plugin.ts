import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import type { Endpoint, EndpointContext } from "./endpoint.ts";
import { endpoints } from "./endpoints.ts";
import { prepareMethodNotAllowed } from "./method-not-allowed.ts";
import { registerEndpoints } from "./register-endpoints.ts";

/**
 * The endpoints outside the API key: the API reference, its OpenAPI document, the problem pages,
 * and the operator's health, readiness and metrics (the last behind its own token when set).
 * No rate limit either: probes and scrapers are not accounts.
 */
export function publicPlugin(context: EndpointContext, list: readonly Endpoint[] = endpoints): FastifyPluginAsync {
  return async (open: FastifyInstance) => {
    const addMethodNotAllowed = prepareMethodNotAllowed(open);
    await registerEndpoints(open, list.filter((endpoint) => endpoint.auth !== "key"), context);
    addMethodNotAllowed();
  };
}
