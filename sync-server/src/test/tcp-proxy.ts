/**
 * A database outage without stopping the shared PostgreSQL (docs/decisions.md, Databases): a TCP
 * proxy between Lectern (a test server, or the instances of cluster.ts) and PostgreSQL that a test
 * cuts (every piped connection destroyed, new ones closed at once) and restores, as a restart of
 * PostgreSQL looks to Lectern. The same proxy in front of Lectern can lose the reply to the first
 * request of each Idempotency-Key after the server ran it, as venue Wi-Fi does (a browser test's
 * network), and freeze the live sockets (a path that dies without either end being told). And a
 * round-robin balancer in front of several real instances (docs/decisions.md, Several instances;
 * cluster.ts), which a test may kill one of.
 */
import crypto from "node:crypto";
import net from "node:net";
import type { TestServer } from "./harness.ts";

export interface TcpProxy {
  port: number;
  /** Destroys every piped connection and closes new ones at once, until restore(). */
  cut(): void;
  restore(): void;
  /**
   * Stops forwarding, both ways and without closing either end, on every open connection whose
   * first request was for `path` (a WebSocket's upgrade to /ws), as an access point that forgot the
   * flow would; new connections go through as before.
   */
  freeze(path: string): void;
  /** Replies lost so far (loseFirstReplyPerKey). */
  lostReplies(): number;
  close(): Promise<void>;
}

export interface TcpProxyOptions {
  /**
   * The first request carrying each Idempotency-Key reaches the server, but its reply is lost: the
   * client gets the reply's head, then the connection dies before the body, so it sees a network
   * error (once a head has come, a browser does not resend the request by itself, as it does for a
   * reused connection that dies before any answer). Later requests with the key pass.
   */
  loseFirstReplyPerKey?: boolean;
}

const KEY_HEADER = /\r\nidempotency-key:[ \t]*([^\r\n]+)\r\n/gi;
const HEAD_END = Buffer.from("\r\n\r\n");

export async function startTcpProxy(
  targetPort: number,
  targetHost = "127.0.0.1",
  options: TcpProxyOptions = {},
): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  /** Each open connection's first request target (`/ws`), by its two sockets, once it came. */
  const targets = new Map<net.Socket, { target: string; pair: [net.Socket, net.Socket] }>();
  /** Connections that freeze() stopped: nothing is forwarded, and neither end's close is passed on. */
  const frozen = new Set<net.Socket>();
  const seenKeys = new Set<string>();
  let lost = 0;
  let isCut = false;
  const server = net.createServer((incoming) => {
    if (isCut) {
      incoming.destroy();
      return;
    }
    const outgoing = net.connect(targetPort, targetHost);
    incoming.once("data", (chunk: Buffer) => {
      const target = chunk.toString("latin1").split(" ", 2)[1]?.split("?")[0] ?? "";
      targets.set(incoming, { target, pair: [incoming, outgoing] });
    });
    for (const [socket, other] of [
      [incoming, outgoing],
      [outgoing, incoming],
    ] as const) {
      open.add(socket);
      if (!options.loseFirstReplyPerKey || socket === incoming) socket.pipe(other);
      socket.on("error", () => {
        if (!frozen.has(socket)) other.destroy();
      });
      socket.on("close", () => {
        open.delete(socket);
        targets.delete(socket);
        if (!frozen.delete(socket)) other.destroy();
      });
    }
    if (options.loseFirstReplyPerKey) loseFirstReplies(incoming, outgoing);
  });

  /** One connection's requests are scanned for keys; the reply to a key's first is cut after its head. */
  function loseFirstReplies(incoming: net.Socket, outgoing: net.Socket): void {
    let requestTail = "";
    let loseNext = false;
    let cutting = false;
    let head = Buffer.alloc(0);
    incoming.on("data", (chunk: Buffer) => {
      requestTail += chunk.toString("latin1");
      let end = 0;
      for (const match of requestTail.matchAll(KEY_HEADER)) {
        end = match.index + match[0].length;
        const key = match[1]!.trim();
        if (!seenKeys.has(key)) {
          seenKeys.add(key);
          loseNext = true;
        }
      }
      requestTail = requestTail.slice(Math.max(end, requestTail.length - 512));
    });
    outgoing.on("data", (chunk: Buffer) => {
      if (!loseNext) {
        incoming.write(chunk);
        return;
      }
      if (cutting) return;
      head = Buffer.concat([head, chunk]);
      const at = head.indexOf(HEAD_END);
      if (at < 0) return;
      cutting = true;
      incoming.write(head.subarray(0, at + HEAD_END.length), () => {
        lost += 1;
        incoming.destroy();
        outgoing.destroy();
      });
    });
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const cutAll = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      isCut = true;
      cutAll();
    },
    restore() {
      isCut = false;
    },
    freeze(path) {
      for (const { target, pair } of targets.values()) {
        if (target !== path) continue;
        for (const socket of pair) {
          frozen.add(socket);
          socket.unpipe();
          socket.pause();
        }
      }
    },
    lostReplies: () => lost,
    close() {
      cutAll();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A test server on a PostgreSQL database of its own reached through a proxy; `close` ends the
 * server, the proxy and the database.
 */
export async function startTestServerBehindProxy(): Promise<{
  server: TestServer;
  proxy: TcpProxy;
  close(): Promise<void>;
}> {
  // Loaded here, so a browser test can take the proxy without the server's or Vitest's code.
  const { createTestDatabase } = await import("./test-database.ts");
  const { startTestServer } = await import("./harness.ts");
  const database = await createTestDatabase(`behind-proxy-${crypto.randomUUID()}`);
  const direct = new URL(database.url!);
  const proxy = await startTcpProxy(Number(direct.port), direct.hostname);
  const viaProxy = new URL(direct);
  viaProxy.port = String(proxy.port);
  const server = await startTestServer({ databaseUrl: viaProxy.toString() });
  return {
    server,
    proxy,
    async close() {
      proxy.restore();
      await server.close();
      await proxy.close();
      await database.drop();
    },
  };
}

export interface RoundRobinProxy {
  port: number;
  /** The backend port a client's connection went to, by the client's local port. */
  backendOf(clientPort: number): number | undefined;
  close(): Promise<void>;
}

/**
 * One port that hands each new connection to the next backend in turn and, as HAProxy's redispatch
 * does, tries the next one when a backend refuses the connection (a killed instance). A connection
 * already piped to a backend that dies is closed, as a browser behind a real balancer sees it.
 */
export async function startRoundRobinProxy(
  backendPorts: number[],
  host = "127.0.0.1",
): Promise<RoundRobinProxy> {
  const open = new Set<net.Socket>();
  const routes = new Map<number, number>();
  let turn = 0;

  const server = net.createServer((incoming) => {
    const clientPort = incoming.remotePort!;
    open.add(incoming);
    incoming.pause();
    incoming.on("error", () => incoming.destroy());
    incoming.on("close", () => {
      open.delete(incoming);
      routes.delete(clientPort);
    });
    const first = turn++ % backendPorts.length;

    const tryBackend = (tried: number) => {
      if (incoming.destroyed) return;
      if (tried === backendPorts.length) {
        incoming.destroy();
        return;
      }
      const port = backendPorts[(first + tried) % backendPorts.length]!;
      const outgoing = net.connect(port, host);
      const refused = () => {
        outgoing.destroy();
        tryBackend(tried + 1);
      };
      outgoing.once("error", refused);
      outgoing.once("connect", () => {
        outgoing.off("error", refused);
        if (incoming.destroyed) {
          outgoing.destroy();
          return;
        }
        open.add(outgoing);
        routes.set(clientPort, port);
        outgoing.on("error", () => incoming.destroy());
        incoming.on("error", () => outgoing.destroy());
        // Either side closing ends the other once what it already received is written.
        outgoing.on("close", () => {
          open.delete(outgoing);
          incoming.end();
        });
        incoming.on("close", () => outgoing.destroy());
        incoming.pipe(outgoing);
        outgoing.pipe(incoming);
      });
    };
    tryBackend(0);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  return {
    port: (server.address() as net.AddressInfo).port,
    backendOf: (clientPort) => routes.get(clientPort),
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
