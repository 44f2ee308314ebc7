import net from "node:net";
import type { TrustProxy } from "../config.ts";

/** Fastify's (proxy-addr's) question: may the address `hop` steps from us name the one before it? */
export type TrustProxyFunction = (address: string, hop: number) => boolean;

/** `::ffff:192.0.2.1`, as a dual-stack socket reports an IPv4 peer, is the IPv4 address it carries. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/**
 * DOCTOOLS_TRUST_PROXY as one function, used by Fastify for `request.ip` (X-Forwarded-For is read
 * only as far back as the proxies it trusts) and by the connection cap (trusted proxies are not
 * capped). Null: nobody is trusted, the socket's peer is the client.
 */
export function trustProxyFunction(setting: TrustProxy | null): TrustProxyFunction | null {
  if (setting === null) return null;
  if ("hops" in setting) {
    const hops = setting.hops;
    return (_address, hop) => hop < hops;
  }
  const trusted = new net.BlockList();
  for (const entry of setting.addresses) {
    const [address = "", prefix] = entry.split("/");
    const family = net.isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) trusted.addAddress(address, family);
    else trusted.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const plain = plainAddress(address);
    const family = net.isIP(plain);
    return family !== 0 && trusted.check(plain, family === 6 ? "ipv6" : "ipv4");
  };
}
