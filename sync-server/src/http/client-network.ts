/**
 * The network a caller's address belongs to (docs/decisions.md, Attendee data): an IPv4 address
 * kept as its /24 and an IPv6 address as its /48, so what Lectern stores names a venue's network,
 * never one device, and per-address limits treat a whole NAT or IPv6 prefix as one caller.
 */
import net from "node:net";

/** "203.0.113.57" -> "203.0.113.0/24"; "2001:db8:1:2::9" -> "2001:db8:1::/48"; else null. */
export function networkOf(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const address = ip.startsWith("::ffff:") && ip.includes(".") ? ip.slice("::ffff:".length) : ip;
  if (net.isIPv4(address)) {
    const [a, b, c] = address.split(".");
    return `${a}.${b}.${c}.0/24`;
  }
  if (!net.isIPv6(address)) return null;
  const groups = expandIpv6(address);
  const prefix = groups
    .slice(0, 3)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":");
  return `${prefix}::/48`;
}

/** The eight 16-bit groups of an IPv6 address, "::" expanded (a zone id is dropped). */
function expandIpv6(address: string): string[] {
  const [head, tail] = (address.split("%")[0] ?? "").split("::");
  const left = head ? head.split(":") : [];
  const right = tail !== undefined && tail !== "" ? tail.split(":") : [];
  if (tail === undefined) return left;
  return [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
}
