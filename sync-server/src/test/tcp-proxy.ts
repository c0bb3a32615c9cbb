/**
 * A database outage without stopping the shared PostgreSQL (docs/decisions.md, Databases): a TCP
 * proxy between Lectern (a test server, or the instances of cluster.ts) and PostgreSQL that a test
 * cuts (every piped connection destroyed, new ones closed at once) and restores, as a restart of
 * PostgreSQL looks to Lectern; in front of Lectern, it can freeze the live sockets (a path that
 * dies without either end being told). And a round-robin balancer in front of several real
 * instances (docs/decisions.md, Several instances; cluster.ts), which a test may kill one of.
 */
import crypto from "node:crypto";
import net from "node:net";
import { startTestServer, type TestServer } from "./harness.ts";
import { createTestDatabase } from "./test-database.ts";

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
  close(): Promise<void>;
}

export async function startTcpProxy(
  targetPort: number,
  targetHost = "127.0.0.1",
): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  /** Each open connection's first request target (`/ws`), by its two sockets, once it came. */
  const targets = new Map<net.Socket, { target: string; pair: [net.Socket, net.Socket] }>();
  /** Connections that freeze() stopped: nothing is forwarded, and neither end's close is passed on. */
  const frozen = new Set<net.Socket>();
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
      socket.pipe(other);
      socket.on("error", () => {
        if (!frozen.has(socket)) other.destroy();
      });
      socket.on("close", () => {
        open.delete(socket);
        targets.delete(socket);
        if (!frozen.delete(socket)) other.destroy();
      });
    }
  });
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
