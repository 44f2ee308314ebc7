import { BlockList, isIP } from "node:net";

/**
 * Webhooks go only to public addresses. Non-public ranges are those of the IANA
 * special-purpose registries (RFC 6890 and successors): a receiver there would let an account
 * make the service call into the operator's own network.
 */
const nonPublicIpv4: ReadonlyArray<readonly [string, number]> = [
  ["0.0.0.0", 8], // "this network" (RFC 791)
  ["10.0.0.0", 8], // private (RFC 1918)
  ["100.64.0.0", 10], // carrier-grade NAT (RFC 6598)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, including cloud metadata endpoints
  ["172.16.0.0", 12], // private (RFC 1918)
  ["192.0.0.0", 24], // IETF protocol assignments (RFC 6890)
  ["192.0.2.0", 24], // documentation TEST-NET-1 (RFC 5737)
  ["192.31.196.0", 24], // AS112-v4 (RFC 7535)
  ["192.52.193.0", 24], // AMT (RFC 7450)
  ["192.88.99.0", 24], // 6to4 relay anycast (RFC 7526)
  ["192.168.0.0", 16], // private (RFC 1918)
  ["192.175.48.0", 24], // direct delegation AS112 service (RFC 7534)
  ["198.18.0.0", 15], // benchmarking (RFC 2544)
  ["198.51.100.0", 24], // documentation TEST-NET-2
  ["203.0.113.0", 24], // documentation TEST-NET-3
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the limited broadcast 255.255.255.255
];

/** Inside global unicast (2000::/3), the special-purpose blocks that are still not public. */
const nonPublicIpv6: ReadonlyArray<readonly [string, number]> = [
  ["2001::", 23], // IETF protocol assignments, Teredo included (RFC 2928, 4380)
  ["2001:db8::", 32], // documentation (RFC 3849)
  ["2002::", 16], // 6to4 (RFC 3056): the embedded IPv4 address is what is reached; refused outright
  ["3fff::", 20], // documentation (RFC 9637)
  ["2620:4f:8000::", 48], // direct delegation AS112 service (RFC 7534)
];

/**
 * Public addresses that are nevertheless a cloud host's own services, answering only the
 * machines inside it: a webhook there would read the operator's instance credentials. The
 * metadata endpoints of AWS, GCP, Azure, DigitalOcean, Oracle and OpenStack at 169.254.169.254,
 * Alibaba's at 100.100.100.200 and AWS's IPv6 one at fd00:ec2::254 fall in the blocks above;
 * these do not.
 */
const cloudHostEndpoints: ReadonlyArray<readonly [string, "ipv4" | "ipv6"]> = [
  ["168.63.129.16", "ipv4"], // Azure's host endpoint (WireServer: DHCP, DNS, health probes, VM agent)
  ["169.254.169.253", "ipv4"], // AWS's Amazon DNS resolver (inside 169.254/16 too, named for clarity)
];

const blockList = new BlockList();
for (const [network, prefix] of nonPublicIpv4) blockList.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of nonPublicIpv6) blockList.addSubnet(network, prefix, "ipv6");
for (const [address, family] of cloudHostEndpoints) blockList.addAddress(address, family);
// Only global unicast is public in IPv6: this refuses ::/128, ::1, fc00::/7 (unique local),
// fe80::/10 (link-local), ff00::/8 (multicast), 100::/64 (discard) and everything else outside it.
blockList.addRange("::", "1fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "ipv6");
blockList.addRange("4000::", "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "ipv6");

/** True when `address` (an IPv4 or IPv6 literal) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 4) return !blockList.check(bare, "ipv4");
  if (family !== 6) return false;
  // IPv4-mapped (::ffff:0:0/96) and NAT64 (64:ff9b::/96) addresses reach the IPv4 address inside.
  const embedded = embeddedIpv4(bare);
  if (embedded !== null) return !blockList.check(embedded, "ipv4");
  return !blockList.check(bare, "ipv6");
}

function embeddedIpv4(address: string): string | null {
  const groups = ipv6Groups(address);
  const prefixMapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  const prefixNat64 = groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0);
  if (!prefixMapped && !prefixNat64) return null;
  const [high, low] = [groups[6]!, groups[7]!];
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}

/** The eight 16-bit groups of a valid IPv6 literal (checked by the caller with isIP). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const parse = (part: string | undefined) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}
