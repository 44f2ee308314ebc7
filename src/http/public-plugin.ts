import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import type { EndpointContext } from "./endpoint.ts";
import { endpoints } from "./endpoints.ts";
import { prepareMethodNotAllowed } from "./method-not-allowed.ts";
import { registerEndpoints } from "./register-endpoints.ts";

/** The endpoints anyone may read: the API reference, its OpenAPI document and the problem pages. */
export function publicPlugin(context: EndpointContext): FastifyPluginAsync {
  return async (open: FastifyInstance) => {
    const addMethodNotAllowed = prepareMethodNotAllowed(open);
    await registerEndpoints(open, endpoints.filter((endpoint) => endpoint.auth === "public"), context);
    addMethodNotAllowed();
  };
}
