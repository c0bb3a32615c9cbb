/**
 * Several real instances starting together and losing one (docs/decisions.md, Several instances;
 * Exactly-once actions; Live updates): three processes of the real entry point (cluster.ts) started
 * at once on an empty PostgreSQL database apply each migration once. Then, while attendees vote
 * through the round-robin proxy, each vote retried with its Idempotency-Key on a network error or a
 * 5xx, one instance is killed with SIGKILL: every vote ends answered 201, the totals equal the votes
 * (none lost, none doubled), and the live sockets the dead instance held reconnect through the
 * proxy, subscribe again, as the PWA's live socket does, and show the final totals.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import {
  IDEMPOTENCY_KEY_HEADER,
  VISITOR_ID_HEADER,
  WS_PATH,
  serverMessageSchema,
  type PollResults,
  type VisitorResponse,
} from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { clusterUnavailable, startCluster, type Cluster } from "./cluster.ts";
import { REPO_ROOT } from "./entry-point.ts";
import { messageText } from "./live-client.ts";
import type { RoundRobinProxy } from "./tcp-proxy.ts";
import { choicesOf, createPoll, createSession, newKey, signedInSpeaker } from "./seed.ts";

const INSTANCES = 3;
const VOTES = 300;
const CONCURRENCY = 12;
/** The instance is killed once this many votes have been answered. */
const KILL_AFTER = 100;
const SOCKETS = 6;

const MIGRATIONS_DIR = path.join(REPO_ROOT, "sync-server/src/db/postgres/migrations");

const skipped = await clusterUnavailable();
const title = (name: string) => (skipped ? `${name} (skipped: ${skipped})` : name);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One HTTP request on a connection of its own (no keep-alive), so each try is a new connection. */
function request(
  port: number,
  method: string,
  urlPath: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: urlPath,
        agent: false,
        timeout: 10_000,
        headers: {
          ...headers,
          ...(payload ? { "content-type": "application/json" } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    req.end(payload);
  });
}

/** The PWA's live socket's delay before reconnect `attempt` (0.5 s doubling, at most 30 s). */
function backoffDelay(attempt: number): number {
  const ceiling = Math.min(30_000, 500 * 2 ** attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * Math.random());
}

/**
 * A live socket through the proxy that reconnects with backoff and subscribes again after every
 * open, keeping the latest results it was sent.
 */
class ReconnectingSubscriber {
  latest: PollResults | null = null;
  /** The backend port of each connection it opened, in order. */
  readonly backends: (number | undefined)[] = [];
  private socket: WebSocket | null = null;
  private attempt = 0;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private readonly waiters = new Set<() => void>();

  constructor(
    private readonly proxy: RoundRobinProxy,
    private readonly pollId: number,
  ) {}

  /** Resolves once the first connection is open and has been sent the poll's results. */
  start(): Promise<void> {
    this.connect();
    return this.until(() => this.latest !== null, 10_000);
  }

  private connect(): void {
    const socket = new WebSocket(`ws://127.0.0.1:${this.proxy.port}${WS_PATH}`);
    this.socket = socket;
    socket.on("upgrade", (res) => this.backends.push(this.proxy.backendOf(res.socket.localPort!)));
    socket.on("open", () => {
      this.attempt = 0;
      socket.send(JSON.stringify({ type: "subscribe_poll", pollId: this.pollId }));
    });
    socket.on("message", (raw) => {
      const message = serverMessageSchema.parse(JSON.parse(messageText(raw)));
      if (message.type !== "poll_update" || message.pollId !== this.pollId) return;
      this.latest = message.data;
      for (const wake of this.waiters) wake();
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      if (this.stopped || this.socket !== socket) return;
      this.timer = setTimeout(() => this.connect(), backoffDelay(this.attempt++));
    });
  }

  until(done: () => boolean, timeoutMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!done()) return;
        this.waiters.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(
          new Error(`Not reached within ${timeoutMs} ms; latest ${JSON.stringify(this.latest)}`),
        );
      }, timeoutMs);
      this.waiters.add(check);
      check();
    });
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket?.terminate();
  }
}

describe.skipIf(skipped !== null)(title("three real instances behind a proxy"), () => {
  const subscribers: ReconnectingSubscriber[] = [];
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startCluster({ instances: INSTANCES });
  }, 120_000);

  afterAll(async () => {
    for (const subscriber of subscribers) subscriber.stop();
    await cluster?.close();
  });

  it("started at once on an empty database, they record each migration once", async () => {
    const shipped = fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((file) => file.endsWith(".ts"))
      .map((file) => path.basename(file, ".ts"))
      .sort();
    const recorded = await cluster.query<{ name: string; times: number }>(
      "SELECT name, count(*)::int AS times FROM kysely_migration GROUP BY name ORDER BY name",
    );
    expect(shipped.length).toBeGreaterThan(0);
    expect(recorded).toEqual(shipped.map((name) => ({ name, times: 1 })));
  });

  it("loses and doubles no vote when an instance is killed, and its sockets converge elsewhere", async () => {
    const { instances, proxy } = cluster;
    const owner = await signedInSpeaker(cluster, { firstName: "Olivia", lastName: "Owner" });
    const session = await createSession(owner, { title: "A hall on three instances" });
    const poll = await createPoll(owner, session.id, "open", ["Red", "Blue", "Green"]);

    // Opened one after the other, the sockets land on the instances in turn.
    for (let i = 0; i < SOCKETS; i++) {
      const subscriber = new ReconnectingSubscriber(proxy, poll.id);
      await subscriber.start();
      subscribers.push(subscriber);
    }
    const victim = instances[1]!;
    const onVictim = subscribers.filter((s) => s.backends[0] === victim.port);
    expect(onVictim.length).toBeGreaterThan(0);

    const expected = new Map<number, number>();
    // Each voter first reads the id the server signs, as a phone does with its first page read.
    const votes = await Promise.all(
      Array.from({ length: VOTES }, async (_, i) => {
        const choiceId = poll.choices[i % poll.choices.length]!.id;
        expected.set(choiceId, (expected.get(choiceId) ?? 0) + 1);
        const issued = await request(proxy.port, "GET", "/api/visitor", {});
        const { visitorId } = JSON.parse(issued.body) as VisitorResponse;
        return { visitorId, key: newKey(), choiceId };
      }),
    );

    let answered = 0;
    let retries = 0;
    let replays = 0;
    let killedAt = -1;
    const finals: Answer[] = [];
    const started = Date.now();

    async function castWithRetries(vote: (typeof votes)[number]): Promise<Answer> {
      for (let attempt = 1; ; attempt++) {
        try {
          const answer = await request(
            proxy.port,
            "POST",
            `/api/polls/${poll.id}/vote`,
            { [VISITOR_ID_HEADER]: vote.visitorId, [IDEMPOTENCY_KEY_HEADER]: vote.key },
            { choiceId: vote.choiceId },
          );
          if (answer.status < 500) return answer;
        } catch {
          // No answer: the connection died with its instance. Send it again with the same key.
        }
        if (attempt === 20) throw new Error(`vote ${vote.key} unanswered after ${attempt} tries`);
        retries++;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }

    let nextVote = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (nextVote < votes.length) {
          const answer = await castWithRetries(votes[nextVote++]!);
          finals.push(answer);
          if (answer.headers["idempotent-replayed"] === "true") replays++;
          if (++answered === KILL_AFTER) {
            killedAt = answered;
            victim.child.kill("SIGKILL");
          }
        }
      }),
    );
    const elapsed = Date.now() - started;
    await victim.exited;

    const statuses = new Map<number, number>();
    for (const answer of finals)
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    expect(Object.fromEntries(statuses)).toEqual({ 201: VOTES });

    const survivor = instances.find((instance) => instance !== victim)!;
    const results = JSON.parse(
      (await request(survivor.port, "GET", `/api/polls/${poll.id}/results`, {})).body,
    ) as PollResults;
    expect(results.totalVotes).toBe(VOTES);
    expect(new Map(choicesOf(results).map((c) => [c.id, c.votes]))).toEqual(expected);

    await Promise.all(
      subscribers.map((s) => s.until(() => s.latest?.totalVotes === VOTES, 20_000)),
    );
    for (const subscriber of subscribers) {
      expect(new Map(choicesOf(subscriber.latest!).map((c) => [c.id, c.votes]))).toEqual(expected);
    }
    for (const subscriber of onVictim) {
      expect(subscriber.backends.length).toBeGreaterThan(1);
      expect(subscriber.backends.at(-1)).not.toBe(victim.port);
    }
    console.info(
      `${VOTES} votes through the proxy to ${INSTANCES} instances, one SIGKILLed after ${killedAt}` +
        ` answers: ${retries} retries, ${replays} replays, all counted once, in ${elapsed} ms;` +
        ` ${onVictim.length} of ${SOCKETS} sockets reconnected to a live instance`,
    );
  }, 60_000);
});
