/** The address classifier behind the picture import (docs/decisions.md, Profile lookup). */
import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./public-address.ts";

describe("isPublicAddress", () => {
  it("takes public unicast IPv4 and IPv6", () => {
    for (const address of [
      "1.1.1.1",
      "8.8.8.8",
      "13.107.42.14",
      "100.63.255.255",
      "100.128.0.0",
      "172.15.255.255",
      "172.32.0.0",
      "192.169.0.1",
      "223.255.255.254",
      "2a00:1450:4001:80b::200e",
      "2606:4700::6810:84e5",
      "2001:4860:4860::8888",
      "::ffff:8.8.8.8",
      "64:ff9b::808:808",
    ])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it("refuses loopback, private, link-local, CGNAT, multicast, unspecified and reserved IPv4", () => {
    for (const address of [
      "127.0.0.1",
      "127.255.255.254",
      "0.0.0.0",
      "0.1.2.3",
      "10.0.0.1",
      "10.255.255.255",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "100.127.255.255",
      "192.0.0.8",
      "192.0.2.10",
      "198.18.0.1",
      "198.19.255.255",
      "198.51.100.7",
      "203.0.113.9",
      "224.0.0.1",
      "239.255.255.250",
      "240.0.0.1",
      "255.255.255.255",
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it("refuses loopback, unspecified, link-local, unique-local, multicast and special IPv6", () => {
    for (const address of [
      "::1",
      "::",
      "fe80::1",
      "fe80::1%eth0",
      "fc00::1",
      "fd12:3456:789a::1",
      "ff02::1",
      "ff0e::1",
      "2001:db8::1",
      "2001::1",
      "2001:0:4136:e378:8000:63bf:3fff:fdd2",
      "2002:7f00:1::",
      "3fff::1",
      "100::1",
      "64:ff9b:1::1",
      "::7f00:1",
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it("refuses the IPv6 forms that carry a refused IPv4 address", () => {
    for (const address of [
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "0:0:0:0:0:ffff:7f00:0001",
      "::FFFF:10.0.0.1",
      "::ffff:169.254.169.254",
      "::ffff:a9fe:a9fe",
      "::ffff:192.168.0.1",
      "::ffff:100.64.0.1",
      "64:ff9b::7f00:1",
      "64:ff9b::10.1.2.3",
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it("refuses what is not an address", () => {
    for (const text of [
      "",
      "localhost",
      "example.com",
      "127.1",
      "0x7f000001",
      "1.2.3.4.5",
      "[::1]",
    ])
      expect(isPublicAddress(text), text).toBe(false);
  });
});
