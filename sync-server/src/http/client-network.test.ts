import { describe, expect, it } from "vitest";
import { networkOf } from "./client-network.ts";

describe("networkOf", () => {
  it("keeps an IPv4 address as its /24", () => {
    expect(networkOf("203.0.113.57")).toBe("203.0.113.0/24");
    expect(networkOf("::ffff:198.51.100.9")).toBe("198.51.100.0/24");
  });

  it("keeps an IPv6 address as its /48", () => {
    expect(networkOf("2001:db8:1:2::9")).toBe("2001:db8:1::/48");
    expect(networkOf("2001:0db8:0000:ffff:1::1")).toBe("2001:db8:0::/48");
    expect(networkOf("::1")).toBe("0:0:0::/48");
    expect(networkOf("fe80::1%eth0")).toBe("fe80:0:0::/48");
  });

  it("names no network for what is not an address", () => {
    expect(networkOf(null)).toBeNull();
    expect(networkOf("unknown")).toBeNull();
  });
});
