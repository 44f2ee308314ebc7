import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { lookupAll, type HostLookup } from "./guarded-lookup.ts";
import { isPublicAddress } from "./public-address.ts";

/**
 * The address rule for requests the service makes on a user's behalf to an address the user
 * chose (files fetched from URLs, results put to presigned URLs): public addresses only, checked
 * when the connection is made, on the addresses actually connected to.
 */
export interface AddressRule {
  /** Development: every address allowed, private ones included. */
  readonly allowPrivate: boolean;
  /**
   * Tests: these `host:port` origins (as written in the URL) are let through although they are
   * not public, and nothing else is; a redirect from one of them to another private address is
   * still refused.
   */
  readonly allowedOrigins: ReadonlySet<string>;
  readonly resolve?: HostLookup;
}

/** A request refused or failed, with the reason in words a user can act on. */
export class OutgoingFailure extends Error {
  /** The HTTP status the other side answered with, when it answered. */
  readonly status: number | null;
  constructor(message: string, status: number | null = null) {
    super(message);
    this.status = status;
  }
}

export const noPrivateAddresses: AddressRule = { allowPrivate: false, allowedOrigins: new Set() };

/** `host:port` as an origin, with the protocol's default port filled in. */
export function originOf(url: URL): string {
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return `${url.hostname}:${port}`;
}

/**
 * Where to connect for `url`, checked: the host's addresses are resolved once, here, every one
 * must pass the rule, and the returned lookup gives exactly those to the connection, so a name
 * that resolves elsewhere a moment later (DNS rebinding) cannot redirect the connection.
 */
export async function checkedLookup(url: URL, rule: AddressRule): Promise<LookupFunction> {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const allowed = rule.allowPrivate || rule.allowedOrigins.has(originOf(url));
  let addresses: string[];
  if (isIP(host) !== 0) addresses = [host];
  else {
    try {
      addresses = await (rule.resolve ?? lookupAll)(host);
    } catch (error) {
      throw new OutgoingFailure(`${host} could not be resolved (${(error as NodeJS.ErrnoException).code ?? "DNS error"})`);
    }
  }
  if (addresses.length === 0) throw new OutgoingFailure(`${host} has no addresses`);
  const refused = allowed ? [] : addresses.filter((address) => !isPublicAddress(address));
  if (refused.length > 0) {
    throw new OutgoingFailure(`${url.hostname} is not a public address (${refused.join(", ")}); only public http(s) addresses are reached`);
  }
  const entries = addresses.map((address) => ({ address, family: isIP(address) }));
  return (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (error: null, entries: { address: string; family: number }[]) => void)(null, entries);
    else callback(null, entries[0]!.address, entries[0]!.family);
  };
}

/** Parses a user's URL, refusing anything but http(s) (and `https:` alone when `httpsOnly`). */
export function parseOutgoingUrl(text: string, what: string, httpsOnly = false): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new OutgoingFailure(`the ${what} is not a valid URL`);
  }
  const protocols = httpsOnly ? ["https:"] : ["http:", "https:"];
  if (!protocols.includes(url.protocol)) {
    throw new OutgoingFailure(`the ${what} must be ${httpsOnly ? "an https://" : "an http:// or https://"} address, not ${url.protocol}//`);
  }
  if (url.username || url.password) throw new OutgoingFailure(`the ${what} may not carry a user name or password`);
  return url;
}

export interface OutgoingRequest {
  readonly method: "GET" | "PUT";
  readonly url: URL;
  readonly headers: Readonly<Record<string, string | number>>;
  readonly rule: AddressRule;
  readonly signal: AbortSignal;
}

/** Sends one request (no redirects followed here) and resolves with the response, unread. */
export async function sendOutgoing(request: OutgoingRequest, body?: NodeJS.ReadableStream): Promise<http.IncomingMessage> {
  const lookup = await checkedLookup(request.url, request.rule);
  request.signal.throwIfAborted();
  const client = request.url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(request.url, {
      method: request.method,
      agent: false,
      lookup,
      signal: request.signal,
      headers: { "user-agent": "doctools/1", ...request.headers },
    });
    outgoing.on("response", resolve);
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      if (request.signal.aborted) reject(request.signal.reason);
      else reject(new OutgoingFailure(`${request.url.host} could not be reached (${error.code ?? error.message})`));
    });
    if (body) {
      body.on("error", (error) => outgoing.destroy(error));
      body.pipe(outgoing);
    } else outgoing.end();
  });
}
