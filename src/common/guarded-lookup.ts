import { lookup } from "node:dns/promises";
import { isIP, type LookupFunction } from "node:net";
import { isPublicAddress } from "./public-address.ts";

/** Every address a host name resolves to. */
export type HostLookup = (hostname: string) => Promise<string[]>;

export const lookupAll: HostLookup = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** A connection refused because its host is, or resolves to, an address that is not public. */
export class RefusedAddress extends Error {}

/**
 * The rule that outgoing connections (webhooks, pages a browser loads) reach only public
 * addresses, checked where it counts, at connection time: the host is resolved once, every
 * address must be public, and the connection goes to one of exactly those addresses. A name that
 * resolved to a public address when it was checked and to 10.0.0.1 now (DNS rebinding) is refused.
 */
export function guardedLookup(allowPrivate: boolean, resolve: HostLookup = lookupAll): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = allowPrivate ? [] : addresses.filter((address) => !isPublicAddress(address));
        if (addresses.length === 0) return callback(new RefusedAddress(`${hostname} has no addresses`), "", 4);
        if (refused.length > 0) return callback(new RefusedAddress(`${hostname} resolves to a non-public address (${refused.join(", ")})`), "", 4);
        const entries = addresses.map((address) => ({ address, family: isIP(address) }));
        if (options.all) (callback as unknown as (error: null, entries: { address: string; family: number }[]) => void)(null, entries);
        else callback(null, entries[0]!.address, entries[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 4),
    );
  };
}
