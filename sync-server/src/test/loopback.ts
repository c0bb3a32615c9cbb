/**
 * Network helpers the tests that reach Lectern from outside its process share: a free port for a
 * server or child process to take, and a POST sent from a chosen loopback address (127.0.0.0/8), so
 * one machine can play many clients, each with an address of its own, as limits by address see them.
 */
import http from "node:http";
import net from "node:net";

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface AddressedAnswer {
  status: number;
  /** Node keeps the first of repeated Retry-After headers, so this is one string. */
  retryAfter: string | undefined;
  body: { message?: string; userId?: number; code?: string };
}

/** POSTs JSON to `baseUrl` from `sourceIp`, on a connection of its own, with extra `headers`. */
export function postFrom(
  baseUrl: string,
  sourceIp: string,
  urlPath: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<AddressedAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port,
        method: "POST",
        path: urlPath,
        localAddress: sourceIp,
        agent: false,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers["retry-after"],
            body: JSON.parse(Buffer.concat(chunks).toString()) as AddressedAnswer["body"],
          });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}
