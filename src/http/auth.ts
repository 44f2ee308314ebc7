import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Account, AccountStore, ApiKeyRecord } from "../accounts/account-store.ts";
import { verifyApiKey } from "../accounts/api-keys.ts";
import type { Plan, Plans } from "../accounts/plans.ts";
import { AppError } from "../errors/app-error.ts";

export interface Caller {
  readonly account: Account;
  readonly key: ApiKeyRecord;
  readonly plan: Plan;
}

declare module "fastify" {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** The authenticated caller of a /v1 request; routes behind the hook can count on it. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error("route is not behind the API key check");
  return request.caller;
}

/** Paths under /v1 that anyone may read: the API description itself. */
const PUBLIC_PATHS = new Set(["/v1/openapi.json"]);

/** Decisions §2: every /v1 request carries X-Api-Key; failures are 403 saying which. */
export function installApiKeyCheck(app: FastifyInstance, accounts: AccountStore, plans: Plans): void {
  app.decorateRequest("caller", null);
  app.addHook("onRequest", async (request) => {
    const path = request.url.split("?")[0]!;
    if (!path.startsWith("/v1/") || PUBLIC_PATHS.has(path)) return;
    const header = request.headers["x-api-key"];
    const presented = Array.isArray(header) ? header[0] : header;
    const check = await verifyApiKey(accounts, presented?.trim());
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
