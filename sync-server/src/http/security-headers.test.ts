/**
 * The headers every answer carries (docs/decisions.md, Security headers): a CSP whose sockets and
 * fonts are the app's own origin only, a Permissions-Policy with the device features off, and HSTS
 * for a year when PUBLIC_URL is https (none over plain http, where it would be ignored anyway).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness.ts";
import { HSTS_MAX_AGE_SECONDS } from "./security-headers.ts";

const PATHS = ["/", "/session/1", "/embed/poll/1", "/api/health", "/api/nope", "/api/files/x.png"];

let distDir: string;
let plain: TestServer;
let https: TestServer;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-dist-"));
  fs.writeFileSync(path.join(distDir, "index.html"), "<!doctype html><title>Lectern</title>");
  plain = await startTestServer({ pwaDistDir: distDir });
  https = await startTestServer({ pwaDistDir: distDir, publicUrl: "https://lectern.test" });
});

afterAll(async () => {
  await plain.close();
  await https.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const headersOf = async (server: TestServer, pathname: string) =>
  (await fetch(server.baseUrl + pathname, { headers: { accept: "text/html" } })).headers;

function directive(csp: string | null, name: string): string | undefined {
  return csp
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
}

describe("security headers", () => {
  it("let sockets and fonts reach the app's own origin only", async () => {
    for (const pathname of PATHS) {
      const csp = (await headersOf(plain, pathname)).get("content-security-policy");
      expect(directive(csp, "connect-src"), pathname).toBe("connect-src 'self'");
      expect(directive(csp, "font-src"), pathname).toBe("font-src 'self'");
      expect(directive(csp, "script-src"), pathname).toBe("script-src 'self'");
    }
  });

  it("turn off camera, microphone, geolocation and the other device features", async () => {
    for (const pathname of PATHS) {
      const policy = (await headersOf(plain, pathname)).get("permissions-policy") ?? "";
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
        expect(policy, pathname).toContain(`${feature}=()`);
      expect(policy, pathname).not.toContain("fullscreen");
    }
  });

  it("send HSTS for a year when PUBLIC_URL is https, and not over plain http", async () => {
    for (const pathname of PATHS) {
      expect((await headersOf(https, pathname)).get("strict-transport-security"), pathname).toBe(
        `max-age=${HSTS_MAX_AGE_SECONDS}`,
      );
      expect((await headersOf(plain, pathname)).get("strict-transport-security")).toBeNull();
    }
    expect(HSTS_MAX_AGE_SECONDS).toBe(31_536_000);
  });
});
