/**
 * Which addresses the server may fetch a picture from on a lookup's say-so (docs/decisions.md,
 * Profile lookup): only public unicast ones. Everything a request could use to reach this machine,
 * its network or a cloud's metadata service is refused: loopback, private, link-local (169.254/16
 * holds the metadata services), CGNAT, unique-local, multicast, unspecified, reserved and
 * documentation ranges, and the IPv6 forms that carry one of those IPv4 addresses inside.
 */
import net from "node:net";

/** IPv4 ranges that are not public unicast (RFC 6890 and its updates). */
const IPV4_REFUSED: Array<[string, number]> = [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // CGNAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];

/** Inside 2000::/3 (the only global unicast IPv6), the ranges that are not public unicast. */
const IPV6_REFUSED: Array<[string, number]> = [
  ["2001::", 23], // IETF protocol assignments, Teredo (2001::/32) included
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: an IPv4 address in disguise
  ["3fff::", 20], // documentation
];

const ipv4Refused = new net.BlockList();
for (const [prefix, bits] of IPV4_REFUSED) ipv4Refused.addSubnet(prefix, bits, "ipv4");
const ipv6Refused = new net.BlockList();
for (const [prefix, bits] of IPV6_REFUSED) ipv6Refused.addSubnet(prefix, bits, "ipv6");
const globalUnicast = new net.BlockList();
globalUnicast.addSubnet("2000::", 3, "ipv6");

/** The 16 bytes of an IPv6 address (a valid one, as net.isIPv6 says). */
function ipv6Bytes(address: string): number[] {
  let text = address.split("%")[0]!.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number);
    text = `${text.slice(0, -dotted[1]!.length)}${((a! << 8) | b!).toString(16)}:${((c! << 8) | d!).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

/** The IPv4 address an IPv6 one carries in its last 32 bits, when its first 96 say it does. */
function embeddedIpv4(bytes: number[]): string | null {
  const prefix = bytes.slice(0, 12);
  const mapped = prefix.every((b, i) => (i < 10 ? b === 0 : b === 0xff)); // ::ffff:0:0/96
  const nat64 = [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0].every((b, i) => prefix[i] === b); // 64:ff9b::/96
  return mapped || nat64 ? bytes.slice(12).join(".") : null;
}

/** Whether `address` (IPv4 or IPv6 text, as DNS or a URL gives it) is public unicast. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !ipv4Refused.check(address, "ipv4");
  if (family !== 6) return false;
  const inner = embeddedIpv4(ipv6Bytes(address));
  if (inner !== null) return isPublicAddress(inner);
  const plain = address.split("%")[0]!;
  return globalUnicast.check(plain, "ipv6") && !ipv6Refused.check(plain, "ipv6");
}
