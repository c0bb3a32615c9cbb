/**
 * SIGTERM drains (docs/deploy.md), with the real entry point `node --import tsx
 * sync-server/src/main.ts` as a child process on a temp DATA_DIR: the port stops taking new
 * connections at once; a request whose body is still arriving finishes; a request that arrives
 * after it on the same kept-alive connection is answered, health saying 503 "draining", and that
 * connection is then closed; ws clients are closed with 1012 (service restart) so they reconnect,
 * through the balancer, to another instance; the process exits 0.
 */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { WS_PATH } from "@lectern/shared";
import { afterAll, expect, it } from "vitest";
import { WebSocket } from "ws";
import type { Health } from "../http/health.ts";
import { startEntryPoint } from "./entry-point.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-shutdown-"));

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Reads HTTP/1.1 responses with a Content-Length off a raw socket until it ends; `received` is
 * what came so far, interim "100 Continue" answers included (they are not in the list).
 */
function readResponses(socket: net.Socket) {
  let buffered = Buffer.alloc(0);
  const received = () => buffered.toString();
  const responses = new Promise<RawResponse[]>((resolve, reject) => {
    socket.on("data", (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
    });
    socket.on("error", reject);
    socket.on("end", () => {
      const answers: RawResponse[] = [];
      while (buffered.length > 0) {
        const headEnd = buffered.indexOf("\r\n\r\n");
        const [statusLine = "", ...lines] = buffered.subarray(0, headEnd).toString().split("\r\n");
        const headers = Object.fromEntries(
          lines.map((line) => {
            const colon = line.indexOf(":");
            return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
          }),
        );
        const length = Number(headers["content-length"] ?? 0);
        const body = buffered.subarray(headEnd + 4, headEnd + 4 + length).toString();
        const status = Number(statusLine.split(" ")[1]);
        if (status !== 100) answers.push({ status, headers, body });
        buffered = buffered.subarray(headEnd + 4 + length);
      }
      resolve(answers);
    });
  });
  return { received, responses };
}

const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.connect(port, "127.0.0.1");
    probe.once("connect", () => {
      probe.destroy();
      resolve(true);
    });
    probe.once("error", () => resolve(false));
  });

it("SIGTERM: refuses new connections, finishes what is in flight, closes ws with 1012, exits 0", async () => {
  const { child, port, log, exited } = await startEntryPoint(dataDir);
  try {
    const live = new WebSocket(`ws://127.0.0.1:${port}${WS_PATH}`);
    await new Promise((resolve, reject) => live.once("open", resolve).once("error", reject));
    const liveClosed = new Promise<{ code: number; reason: string }>((resolve) =>
      live.once("close", (code, reason) => resolve({ code, reason: reason.toString() })),
    );

    // A sign-in whose body is still arriving when SIGTERM comes: the server has read its head
    // (it asked for the body with 100 Continue), not all of its body.
    const json = JSON.stringify({ email: "nobody@example.test" });
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const { received, responses } = readResponses(socket);
    socket.write(
      `POST /api/auth/signin HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${json.length}\r\n` +
        `Expect: 100-continue\r\n\r\n`,
    );
    await expect.poll(received).toContain("100 Continue");
    socket.write(json.slice(0, 10));

    child.kill("SIGTERM");
    await expect.poll(log, { interval: 20 }).toContain("SIGTERM received, draining");
    await expect.poll(() => connects(port), { interval: 20 }).toBe(false);
    expect(await liveClosed).toEqual({ code: 1012, reason: "Service restart" });

    // The rest of the body, and on the same connection a health check right behind it.
    socket.write(json.slice(10) + `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    const [signIn, health, ...more] = await responses;
    expect(signIn?.status, signIn?.body).toBe(404);
    expect(JSON.parse(signIn!.body)).toMatchObject({ code: "unknown_email" });
    expect(health?.status).toBe(503);
    expect(health?.headers.connection).toBe("close");
    expect(JSON.parse(health!.body) as Health).toEqual({
      ok: false,
      draining: true,
      database: "ok",
      redis: "not configured",
    });
    expect(more).toEqual([]);

    expect(await exited).toBe(0);
    expect(log()).toContain("Drained, exiting");
  } finally {
    child.kill("SIGKILL");
  }
});
