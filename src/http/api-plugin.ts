import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { AppError } from "../errors/app-error.ts";
import { installApiKeyCheck } from "./auth.ts";
import { installCors } from "./cors.ts";
import type { EndpointContext } from "./endpoint.ts";
import { endpoints } from "./endpoints.ts";
import { prepareMethodNotAllowed } from "./method-not-allowed.ts";
import { sendNotFound } from "./problem-handler.ts";
import { installRateLimit } from "./rate-limit.ts";
import { registerEndpoints } from "./register-endpoints.ts";
import { registerToolRoutes } from "./routes/tool-routes.ts";
import { registerPipelineRoute } from "./routes/pipeline-routes.ts";
import { REQUEST_FRAMING_BYTES, REQUEST_LIMIT_BYTES } from "../intake/receive-tool-call.ts";

/**
 * The authenticated API, registered under the /v1 prefix: every route, every 405 beside them and
 * the 404 for unknown paths under /v1 sit behind the key check and the rate limit, because the
 * hooks belong to this plugin and Fastify runs them for whatever request its
 * router sends here, however the path was spelled (`/%761/me`, an absolute-form request line).
 * Its endpoints are those declared with `auth: "key"`; the one public document under /v1,
 * openapi.json, is registered in the public plugin (public-plugin.ts).
 */
export function apiPlugin(context: EndpointContext): FastifyPluginAsync {
  const services = context.services;
  return async (api: FastifyInstance) => {
    const addMethodNotAllowed = prepareMethodNotAllowed(api);
    // First: a CORS preflight carries no key and is answered before the key check.
    await installCors(api, services.config.corsOrigins);
    installApiKeyCheck(api, services.accounts, services.plans);
    installRateLimit(api, services.sql, services.config.rateWindowSeconds);
    api.addHook("onRequest", async (request) => {
      // A request carries at most 100 MB: refuse a larger one from its header, before reading any
      // of it.
      const length = Number(request.headers["content-length"] ?? 0);
      if (request.method === "POST" && length > REQUEST_LIMIT_BYTES + REQUEST_FRAMING_BYTES) {
        throw new AppError("payload-too-large", "The request is larger than 100 MB; send files over 100 MB through /v1/uploads.");
      }
    });
    api.setNotFoundHandler(sendNotFound);

    registerToolRoutes(api, services);
    registerPipelineRoute(api, services);
    await registerEndpoints(api, endpoints.filter((endpoint) => endpoint.auth === "key"), context);
    addMethodNotAllowed();
  };
}
