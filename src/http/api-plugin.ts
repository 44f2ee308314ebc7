import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { AppError } from "../errors/app-error.ts";
import type { Services } from "../services.ts";
import { installApiKeyCheck } from "./auth.ts";
import { collectRoutes, sendNotFound } from "./problem-handler.ts";
import { installRateLimit } from "./rate-limit.ts";
import { registerAccountRoutes } from "./routes/account-routes.ts";
import { registerBatchRoutes } from "./routes/batch-routes.ts";
import { registerJobRoutes } from "./routes/job-routes.ts";
import { registerQuestionRoutes } from "./routes/question-routes.ts";
import { registerToolRoutes } from "./routes/tool-routes.ts";
import { registerUploadRoutes } from "./routes/upload-routes.ts";
import { REQUEST_FRAMING_BYTES, REQUEST_LIMIT_BYTES } from "./tool-call-intake.ts";

/**
 * The authenticated API, registered under the /v1 prefix: every route, every 405 beside them and
 * the 404 for unknown paths under /v1 sit behind the key check and the rate limit, because the
 * hooks belong to this plugin (STYLE lesson 12) and Fastify runs them for whatever request its
 * router sends here, however the path was spelled (`/%761/me`, an absolute-form request line).
 * The one public document under /v1, openapi.json, is declared outside (docs-routes.ts).
 */
export function apiPlugin(services: Services): FastifyPluginAsync {
  return async (api: FastifyInstance) => {
    const addMethodNotAllowed = collectRoutes(api);
    installApiKeyCheck(api, services.accounts, services.plans);
    installRateLimit(api, services.sql, services.config.rateWindowSeconds);
    api.addHook("onRequest", async (request) => {
      // Spec §8: refuse an oversized request from its header, before reading any of it.
      const length = Number(request.headers["content-length"] ?? 0);
      if (request.method === "POST" && length > REQUEST_LIMIT_BYTES + REQUEST_FRAMING_BYTES) {
        throw new AppError("payload-too-large", "The request is larger than 100 MB; send files over 100 MB through /v1/uploads.");
      }
    });
    api.setNotFoundHandler(sendNotFound);

    registerToolRoutes(api, services);
    registerJobRoutes(api, services);
    registerQuestionRoutes(api, services);
    registerUploadRoutes(api, services);
    registerAccountRoutes(api, services);
    registerBatchRoutes(api, services);
    addMethodNotAllowed();
  };
}
