import { randomUUID } from "node:crypto";
import { isIP } from "node:net";
import type { Account } from "../accounts/account-store.ts";
import { randomBase62 } from "../accounts/api-keys.ts";
import type { Plans } from "../accounts/plans.ts";
import type { SecretBox } from "../secrets/secret-box.ts";
import { lookupAll, type HostLookup } from "../common/guarded-lookup.ts";
import { isPublicAddress } from "../common/public-address.ts";
import type { WebhookEndpoint, WebhookEndpointStore } from "./webhook-endpoint-store.ts";

/** Up to five endpoints per account. */
export const MAX_ENDPOINTS_PER_ACCOUNT = 5;

export type EndpointRefusal =
  /** The URL itself can never be accepted (scheme, form, or a host that is not public). */
  | "url"
  /** The host name does not resolve right now. */
  | "unresolvable"
  /** The account's plan has no webhooks. */
  | "plan"
  /** The account already has the most endpoints it may have, or this one already. */
  | "limit"
  | "duplicate";

export class WebhookEndpointError extends Error {
  readonly reason: EndpointRefusal;
  constructor(reason: EndpointRefusal, message: string) {
    super(message);
    this.reason = reason;
  }
}

export type { HostLookup };

/** What browsers and proxies reliably carry; a longer address is refused, never cut. */
export const MAX_WEBHOOK_URL_LENGTH = 2048;

/** How to test against a receiver on one's own machine, told wherever one is refused. */
const LOCAL_RECEIVER_HINT =
  " (to test against a local http:// receiver, start the service with DOCTOOLS_WEBHOOK_ALLOW_PRIVATE=1, a setting for development only)";

/**
 * Only `https://` URLs whose host resolves to public addresses only. With
 * `allowPrivate` (DOCTOOLS_WEBHOOK_ALLOW_PRIVATE) both rules are lifted; http stays allowed then,
 * other schemes never. Used at registration here and again before every delivery.
 */
export async function checkWebhookUrl(raw: string, options: { allowPrivate: boolean; lookup?: HostLookup }): Promise<URL> {
  if (raw.length > MAX_WEBHOOK_URL_LENGTH) {
    throw new WebhookEndpointError("url", `the URL is ${raw.length} characters long; a webhook URL may have at most ${MAX_WEBHOOK_URL_LENGTH}`);
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookEndpointError("url", `"${raw}" is not an absolute URL`);
  }
  const schemes = options.allowPrivate ? ["https:", "http:"] : ["https:"];
  if (!schemes.includes(url.protocol)) {
    throw new WebhookEndpointError("url", `the URL must start with https:// (got ${url.protocol}//)${url.protocol === "http:" ? LOCAL_RECEIVER_HINT : ""}`);
  }
  if (url.username !== "" || url.password !== "") throw new WebhookEndpointError("url", "the URL must not carry a user name or password");
  if (options.allowPrivate) return url;

  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: string[];
  if (isIP(host) !== 0) addresses = [host];
  else {
    try {
      addresses = await (options.lookup ?? lookupAll)(host);
    } catch (error) {
      throw new WebhookEndpointError("unresolvable", `the host ${host} could not be resolved (${(error as NodeJS.ErrnoException).code ?? "lookup failed"})`);
    }
    if (addresses.length === 0) throw new WebhookEndpointError("unresolvable", `the host ${host} has no addresses`);
  }
  const refused = addresses.filter((address) => !isPublicAddress(address));
  if (refused.length > 0) {
    const via = addresses.length === 1 && addresses[0] === host ? "" : ` (it resolves to ${refused.join(", ")})`;
    throw new WebhookEndpointError("url", `the host ${host} is not a public address${via}; webhooks go only to public https:// addresses${LOCAL_RECEIVER_HINT}`);
  }
  return url;
}

export interface NewWebhookEndpoint {
  readonly endpoint: WebhookEndpoint;
  /** `whsec_` + 32 base62 characters: shown once, kept only sealed. */
  readonly secret: string;
}

export interface EndpointDeps {
  readonly plans: Plans;
  readonly endpoints: WebhookEndpointStore;
  readonly secrets: SecretBox;
  readonly allowPrivate: boolean;
  readonly lookup?: HostLookup;
}

/**
 * Adds an endpoint to an account whose plan has webhooks: a URL that passes checkWebhookUrl, not
 * yet listed, within the five endpoints an account may have.
 */
export async function addWebhookEndpoint(deps: EndpointDeps, account: Account, rawUrl: string): Promise<NewWebhookEndpoint> {
  const plan = deps.plans.find(account.plan);
  if (!plan?.webhooks) {
    const withWebhooks = deps.plans.names().filter((name) => deps.plans.find(name)?.webhooks);
    throw new WebhookEndpointError("plan", `the ${account.plan} plan has no webhooks (plans with webhooks: ${withWebhooks.join(", ") || "none"})`);
  }
  const url = await checkWebhookUrl(rawUrl, { allowPrivate: deps.allowPrivate, ...(deps.lookup ? { lookup: deps.lookup } : {}) });
  const existing = await deps.endpoints.listEndpoints(account.id);
  if (existing.some((endpoint) => endpoint.url === url.href)) {
    throw new WebhookEndpointError("duplicate", `${url.href} is already a webhook endpoint of this account`);
  }
  const secret = `whsec_${randomBase62(32)}`;
  const endpoint = await deps.endpoints.addEndpoint(
    { id: randomUUID(), accountId: account.id, url: url.href, secretSealed: deps.secrets.seal(secret), createdAt: new Date() },
    MAX_ENDPOINTS_PER_ACCOUNT,
  );
  if (!endpoint) throw new WebhookEndpointError("limit", `the account already has ${MAX_ENDPOINTS_PER_ACCOUNT} webhook endpoints, the most it may have`);
  return { endpoint, secret };
}
