/**
 * The picture import's fetch (docs/decisions.md, Profile lookup) against real listeners on this
 * machine, each counting the connections it gets. No public https host is reachable from a test,
 * so the public sources are tested by what they refuse (no connection at all); the redirect, size
 * and type rules run with sources that allow one loopback address over http.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PROFILE_PICTURE_MAX_BYTES } from "@lectern/shared";
import { TINY_PNG } from "../test/seed.ts";
import { FETCH_MAX_REDIRECTS, FetchRefused, type PublicSources } from "../http/public-fetch.ts";
import { fetchPicture } from "./fetch-picture.ts";

interface Listener {
  server: http.Server;
  port: number;
  connections: number;
  requests: string[];
}

async function listen(host: string, handler: http.RequestListener): Promise<Listener> {
  const server = http.createServer((req, res) => {
    listener.requests.push(req.url ?? "");
    handler(req, res);
  });
  const listener: Listener = { server, port: 0, connections: 0, requests: [] };
  server.on("connection", () => listener.connections++);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  listener.port = (server.address() as AddressInfo).port;
  return listener;
}

let pictures: Listener;
let elsewhere: Listener;
/** Sources that allow http to 127.0.0.1 alone, so the rules after the address check can run. */
const loopbackOnly: PublicSources = {
  protocols: ["http:"],
  allowsAddress: (address) => address === "127.0.0.1",
};

beforeAll(async () => {
  elsewhere = await listen("127.0.0.2", (_req, res) => res.end(TINY_PNG));
  pictures = await listen("127.0.0.1", (req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const hops = Number(url.searchParams.get("hops") ?? 0);
    if (url.pathname === "/hop" && hops > 0) {
      res.writeHead(302, { location: `/hop?hops=${hops - 1}` });
      res.end();
    } else if (url.pathname === "/hop" || url.pathname === "/pic.png") {
      res.writeHead(200, { "content-type": "image/png" });
      res.end(TINY_PNG);
    } else if (url.pathname === "/away") {
      res.writeHead(301, { location: `http://127.0.0.2:${elsewhere.port}/pic.png` });
      res.end();
    } else if (url.pathname === "/html") {
      res.writeHead(200, { "content-type": "image/png" });
      res.end("<html>not an image</html>");
    } else if (url.pathname === "/huge") {
      // No Content-Length: the size is only known by reading.
      res.writeHead(200, { "content-type": "image/png" });
      res.write(TINY_PNG);
      const chunk = Buffer.alloc(64 * 1024);
      const more = () => {
        while (res.write(chunk));
      };
      res.on("drain", more);
      res.on("error", () => undefined);
      more();
    } else {
      res.writeHead(404);
      res.end();
    }
  });
});

afterAll(async () => {
  for (const { server } of [pictures, elsewhere]) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

beforeEach(() => {
  for (const listener of [pictures, elsewhere]) {
    listener.connections = 0;
    listener.requests.length = 0;
  }
});

describe("fetchPicture from public sources", () => {
  it("makes no connection to this machine, however its address is written", async () => {
    const port = pictures.port;
    for (const address of [
      `http://127.0.0.1:${port}/pic.png`,
      `https://127.0.0.1:${port}/pic.png`,
      `https://localhost:${port}/pic.png`,
      `https://[::1]:${port}/pic.png`,
      `https://[::ffff:127.0.0.1]:${port}/pic.png`,
      `https://[::ffff:7f00:1]:${port}/pic.png`,
      `https://0x7f.1:${port}/pic.png`,
      `https://2130706433:${port}/pic.png`,
      `https://0177.0.0.1:${port}/pic.png`,
      `https://127.1:${port}/pic.png`,
      `https://user:pass@example.com/pic.png`,
      `ftp://127.0.0.1:${port}/pic.png`,
      `file:///etc/passwd`,
      "not a url",
    ])
      await expect(fetchPicture(address), address).rejects.toThrow(FetchRefused);
    expect(pictures.connections).toBe(0);
  });
});

describe("fetchPicture rules after the address check", () => {
  const base = () => `http://127.0.0.1:${pictures.port}`;

  it("takes an image", async () => {
    const bytes = await fetchPicture(`${base()}/pic.png`, loopbackOnly);
    expect(bytes.equals(TINY_PNG)).toBe(true);
  });

  it(`follows at most ${FETCH_MAX_REDIRECTS} redirects`, async () => {
    const bytes = await fetchPicture(`${base()}/hop?hops=${FETCH_MAX_REDIRECTS}`, loopbackOnly);
    expect(bytes.equals(TINY_PNG)).toBe(true);
    expect(pictures.requests).toHaveLength(FETCH_MAX_REDIRECTS + 1);
    pictures.requests.length = 0;
    await expect(
      fetchPicture(`${base()}/hop?hops=${FETCH_MAX_REDIRECTS + 1}`, loopbackOnly),
    ).rejects.toThrow(/redirects/);
    expect(pictures.requests).toHaveLength(FETCH_MAX_REDIRECTS + 1);
  });

  it("checks where a redirect leads before connecting there", async () => {
    await expect(fetchPicture(`${base()}/away`, loopbackOnly)).rejects.toThrow(FetchRefused);
    expect(pictures.requests).toEqual(["/away"]);
    expect(elsewhere.connections).toBe(0);
  });

  it("refuses what is not an image, or larger than the limit, or missing", async () => {
    await expect(fetchPicture(`${base()}/html`, loopbackOnly)).rejects.toThrow(/not an image/);
    await expect(fetchPicture(`${base()}/huge`, loopbackOnly)).rejects.toThrow(
      /larger than the limit/,
    );
    await expect(fetchPicture(`${base()}/missing`, loopbackOnly)).rejects.toThrow(/404/);
    expect(PROFILE_PICTURE_MAX_BYTES).toBe(5 * 1024 * 1024);
  });
});
