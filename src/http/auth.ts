import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AccountStore } from "../accounts/account-store.ts";
import type { ApiCaller } from "../accounts/caller.ts";
import { verifyApiKey } from "../accounts/api-keys.ts";
import type { Plans } from "../accounts/plans.ts";
import { AppError } from "../errors/app-error.ts";

declare module "fastify" {
  interface FastifyRequest {
    caller: ApiCaller | null;
  }
}

/**
 * The authenticated caller of a /v1 request. Routes of the API plugin can count on it; should a
 * route ever be reached without the key check, the request is refused like one without a key
 * (and the operator told), never answered as if it had one.
 */
export function callerOf(request: FastifyRequest): ApiCaller {
  if (!request.caller) {
    request.log.error({ route: request.routeOptions.url }, "route reached without the API key check; refused");
    throw new AppError("invalid-api-key", "missing X-Api-Key header");
  }
  return request.caller;
}

/**
 * The key as X-Api-Key, or else as a bearer token (`Authorization: Bearer dtk_…`), for HTTP
 * clients and browser libraries that know only that form. X-Api-Key wins when both are sent.
 */
function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers["x-api-key"];
  const apiKey = Array.isArray(header) ? header[0] : header;
  if (apiKey !== undefined) return apiKey.trim();
  const bearer = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(request.headers.authorization ?? "");
  return bearer?.[1];
}

/**
 * Every request to the API plugin's routes carries its key; a missing, unknown or revoked key is
 * a 403 saying which. Installed on the plugin that owns the routes, so it runs for
 * every request the router sends to them, however the path was spelled; public routes live
 * outside that plugin.
 */
export function installApiKeyCheck(api: FastifyInstance, accounts: AccountStore, plans: Plans): void {
  api.decorateRequest("caller", null);
  api.addHook("onRequest", async (request) => {
    const check = await verifyApiKey(accounts, presentedKey(request));
    if (!check.ok) {
      throw new AppError("invalid-api-key", check.reason === "missing" ? "missing X-Api-Key header" : "invalid or revoked API key");
    }
    const plan = plans.find(check.account.plan);
    if (!plan || !plan.apiAccess) {
      throw new AppError("no-api-access", `The ${check.account.plan} plan has no API access; API access comes with the Developer plan and above.`);
    }
    request.caller = { account: check.account, key: check.key, plan };
    // Last-used is informational; it must not slow the request down.
    void accounts.touchApiKey(check.key.id, new Date()).catch(() => undefined);
  });
}
