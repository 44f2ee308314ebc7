import net from "node:net";

/**
 * The part of a client address that the sign-in throttle counts by. An IPv4 address counts
 * whole; an IPv6 address by its /64, since one subscriber is given a whole /64 and its hosts pick
 * any address in it (RFC 4291 §2.5.1, RFC 8981): counting single IPv6 addresses would give one
 * client 2^64 fresh buckets. An IPv4-mapped IPv6 address (RFC 4291 §2.5.5.2) is its IPv4 address.
 * Anything else (no address at all) counts as itself.
 */
export function addressPrefix(ip: string): string {
  if (net.isIPv4(ip)) return ip;
  const address = ip.replace(/%.*$/, "");
  if (!net.isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` and a dotted IPv4 tail expanded. */
function ipv6Groups(address: string): number[] {
  const parts = (text: string): number[] =>
    text === ""
      ? []
      : text.split(":").flatMap((part) => {
          if (!part.includes(".")) return [parseInt(part, 16)];
          const [a, b, c, d] = part.split(".").map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = "", tail] = address.split("::");
  if (tail === undefined) return parts(head);
  const before = parts(head);
  const after = parts(tail);
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}
