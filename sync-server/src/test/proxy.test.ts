/**
 * Behind a reverse proxy (docs/deploy.md): with TRUST_PROXY the client's address and scheme come
 * from the proxy's X-Forwarded-For and X-Forwarded-Proto, so two clients behind one proxy get their
 * own sign-in limits and https is seen as https. Without it, or from an address it does not name,
 * those headers are ignored (abuse.test.ts: a made-up X-Forwarded-For does not escape the limit).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configWarnings, DEFAULT_AUTH_LIMITS, loadConfig, TRUST_PROXY_TRUE } from "../config.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { postFrom } from "./loopback.ts";
import { uniqueEmail } from "./seed.ts";

let behindProxy: TestServer;
let direct: TestServer;
let onlyOneProxy: TestServer;

beforeAll(async () => {
  behindProxy = await startTestServer({ trustProxy: "loopback" });
  direct = await startTestServer();
  onlyOneProxy = await startTestServer({ trustProxy: "127.0.0.40" });
});

afterAll(async () => {
  await Promise.all([behindProxy.close(), direct.close(), onlyOneProxy.close()]);
});

/** POSTs JSON from a loopback source address, with the headers a proxy would add. */
const post = (
  server: TestServer,
  sourceIp: string,
  urlPath: string,
  body: unknown,
  headers: Record<string, string> = {},
) => postFrom(server.baseUrl, sourceIp, urlPath, body, headers);

/** A sign-in for an unknown e-mail: 404 while the address has budget left, 429 once it is spent. */
const signIn = (server: TestServer, sourceIp: string, forwardedFor?: string) =>
  post(
    server,
    sourceIp,
    "/api/auth/signin",
    { email: uniqueEmail("proxy") },
    forwardedFor ? { "X-Forwarded-For": forwardedFor } : {},
  );

describe("TRUST_PROXY", () => {
  it("is read as Express takes it, and a value Express refuses stops the start", () => {
    const trust = (value?: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust("")).toBe(false);
    expect(trust("false")).toBe(false);
    expect(trust("true")).toBe(true);
    expect(trust("2")).toBe(2);
    expect(trust("loopback, 10.0.0.0/8")).toBe("loopback, 10.0.0.0/8");
    expect(() => trust("the proxy")).toThrow(/TRUST_PROXY/);
  });

  it("refuses true with an https PUBLIC_URL, saying what it takes instead, and warns about it elsewhere", () => {
    const https = (value: string) =>
      loadConfig({ TRUST_PROXY: value, PUBLIC_URL: "https://lectern.example" }).trustProxy;
    expect(() => https("true")).toThrow(
      /TRUST_PROXY=true.*addresses or subnets.*number of proxies/,
    );
    expect(https("1")).toBe(1);
    expect(https("loopback")).toBe("loopback");
    expect(configWarnings(loadConfig({ TRUST_PROXY: "true" }))).toContain(TRUST_PROXY_TRUE);
    expect(configWarnings(loadConfig({ TRUST_PROXY: "loopback" }))).toEqual([]);
  });

  it("two clients behind one proxy get separate sign-in limits", async () => {
    for (let i = 0; i < DEFAULT_AUTH_LIMITS.codeRequestsPerWindow; i++)
      expect((await signIn(behindProxy, "127.0.0.41", "203.0.113.1")).status).toBe(404);
    expect((await signIn(behindProxy, "127.0.0.41", "203.0.113.1")).status).toBe(429);
    // Same proxy, another client: its own budget.
    expect((await signIn(behindProxy, "127.0.0.41", "203.0.113.2")).status).toBe(404);
  });

  it("only the proxies it names are believed", async () => {
    for (let i = 0; i < DEFAULT_AUTH_LIMITS.codeRequestsPerWindow; i++)
      expect((await signIn(onlyOneProxy, "127.0.0.42", `203.0.113.${i}`)).status).toBe(404);
    expect((await signIn(onlyOneProxy, "127.0.0.42", "203.0.113.200")).status).toBe(429);
    expect((await signIn(onlyOneProxy, "127.0.0.40", "203.0.113.200")).status).toBe(404);
  });

  it("https is taken from X-Forwarded-Proto: a same-origin POST through a TLS proxy is accepted", async () => {
    const throughTls = {
      host: "lectern.example",
      origin: "https://lectern.example",
      "X-Forwarded-Proto": "https",
    };
    const body = { email: uniqueEmail("proxy") };
    expect(
      (await post(behindProxy, "127.0.0.43", "/api/auth/signin", body, throughTls)).status,
    ).toBe(404);
    const untrusted = await post(direct, "127.0.0.43", "/api/auth/signin", body, throughTls);
    expect([untrusted.status, untrusted.body.code]).toEqual([403, "cross_site"]);
  });
});
