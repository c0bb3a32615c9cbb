/**
 * The server side of every benchmark, run in its own process so the load generator never shares
 * its event loop: a real Lectern (temp DATA_DIR, SMTP sink, seeded through the API), the bare `ws`
 * broadcaster that marks what the machine can do at all, or raw better-sqlite3 inserts. A Lectern
 * can also be watched for event-loop pauses while its housekeeping pass runs (bench/housekeeping-load.ts).
 * It talks to bench/lib/server-process.ts over the IPC channel.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import SQLite from "better-sqlite3";
import { WebSocket, WebSocketServer } from "ws";
import { VISITOR_ID_HEADER, type ServerMessage } from "@lectern/shared";
import type { Lectern } from "../../sync-server/src/app.ts";
import {
  DEFAULT_REDIS_KEY_PREFIX,
  type Config,
  type NetworkLimits,
} from "../../sync-server/src/config.ts";
import { startTestServer } from "../../sync-server/src/test/harness.ts";
import { newVisitorId } from "./identity.ts";
import { seedDeck, seedOpenPoll, seedPublicPage, seedWordCloud } from "./seed.ts";
import type {
  ChildOptions,
  ChildReply,
  ChildRequest,
  LoopDelay,
  MemorySample,
  Watched,
} from "./server-process.ts";

function reply(message: ChildReply): void {
  process.send?.(message);
}

function memory(extra: Partial<MemorySample> = {}): MemorySample {
  global.gc?.();
  global.gc?.();
  const usage = process.memoryUsage();
  const cpu = process.cpuUsage();
  return {
    rss: usage.rss,
    heapUsed: usage.heapUsed,
    cpuMs: (cpu.user + cpu.system) / 1000,
    connections: 0,
    ...extra,
  };
}

function serve(handle: (request: ChildRequest) => Promise<void> | void): void {
  process.on("message", (request: ChildRequest) => {
    Promise.resolve(handle(request)).catch((error: unknown) =>
      reply({ type: "error", message: String(error) }),
    );
  });
  process.on("disconnect", () => process.exit(0));
}

/**
 * One of several instances (docs/deploy.md): the database, Redis, key prefix and CODE_SECRET its
 * siblings use, a DATA_DIR of its own, uploads in the database.
 */
function sharedConfig(): Partial<Config> {
  const env = process.env;
  if (!env.DATABASE_URL || !env.DATA_DIR) throw new Error("shared: DATABASE_URL and DATA_DIR");
  return {
    databaseUrl: env.DATABASE_URL,
    fileStorage: "database",
    dataDir: env.DATA_DIR,
    redisUrl: env.REDIS_URL || null,
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? DEFAULT_REDIS_KEY_PREFIX,
    codeSecret: env.CODE_SECRET || null,
  };
}

interface Watch {
  /** The delays since the start or the last lap; the next lap starts now. */
  lap(): LoopDelay;
  /** Ends the watch, and the pass after its current batch, and says what they saw. */
  end(): Promise<Watched>;
}

/**
 * Watches the event loop from now (how late a 1 ms timer runs: the longest pause is its maximum)
 * and, with `prune`, runs a housekeeping pass from now.
 */
function watch(lectern: Lectern, prune: boolean): Watch {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const started = performance.now();
  let finishedAfterMs: number | null = null;
  const pass = prune
    ? lectern.housekeeping.runNow().then((outcome) => {
        finishedAfterMs = performance.now() - started;
        return outcome;
      })
    : null;
  const lap = (): LoopDelay => {
    const ms = (ns: number) => Math.round(ns / 1e4) / 100;
    const delays = { max: ms(delay.max), p99: ms(delay.percentile(99)), mean: ms(delay.mean) };
    delay.reset();
    return delays;
  };
  return {
    lap,
    async end() {
      const watchedMs = performance.now() - started;
      const stoppedEarly = finishedAfterMs === null;
      if (pass) await lectern.housekeeping.stop();
      const outcome = pass ? await pass : null;
      const loopDelayMs = lap();
      delay.disable();
      if (outcome && !outcome.ran)
        throw new Error(`the housekeeping pass did not run: ${outcome.reason}`);
      return {
        loopDelayMs,
        prune: outcome?.ran
          ? {
              removedKeys: outcome.removed.idempotencyKeys,
              finishedAfterMs: stoppedEarly ? null : finishedAfterMs,
              watchedMs,
            }
          : null,
      };
    },
  };
}

/**
 * Every benchmark's traffic leaves from 127.0.0.1, one network: its ceilings
 * (docs/configuration.md: NETWORK_*) are set far above any run's, so the limits cost what they cost
 * but never refuse a benchmark's attendees.
 */
const BENCH_NETWORK_LIMITS: NetworkLimits = {
  visitorIdsPerHour: 1e9,
  votesPerPollPerMinute: 1e9,
  questionsPerMinute: 1e9,
  upvotesPerMinute: 1e9,
  feedbackPerMinute: 1e9,
  reactionsPerMinute: 1e9,
  nicknamesPerMinute: 1e9,
  sockets: 1e9,
};

async function runLectern(options: Extract<ChildOptions, { mode: "lectern" }>): Promise<void> {
  const server = await startTestServer({
    pwaDistDir: options.pwaDistDir,
    networkLimits: BENCH_NETWORK_LIMITS,
    ...(options.shared ? sharedConfig() : {}),
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.metricsToken ? { metricsToken: options.metricsToken } : {}),
  });
  const seeded =
    options.seed === "poll"
      ? await seedOpenPoll(server)
      : options.seed === "page" || options.seed === "talk"
        ? await seedPublicPage(server, options.seed === "talk" ? 20 : undefined)
        : options.seed === "wordcloud"
          ? await seedWordCloud(server)
          : options.seed === "deck"
            ? await seedDeck(server)
            : null;
  let watching: Watch | null = null;
  serve(async (request) => {
    if (request.cmd === "memory")
      reply({
        type: "memory",
        sample: memory({ connections: server.lectern.ctx.hub.clientCount() }),
      });
    if (request.cmd === "watch") {
      watching = watch(server.lectern, request.prune);
      reply({ type: "watching" });
    }
    if (request.cmd === "lap") {
      if (!watching) throw new Error("lap before watch");
      reply({ type: "lap", loopDelayMs: watching.lap() });
    }
    if (request.cmd === "unwatch") {
      if (!watching) throw new Error("unwatch before watch");
      reply({ type: "watched", ...(await watching.end()) });
    }
    if (request.cmd === "stop") {
      await server.close();
      reply({ type: "stopped" });
      process.exit(0);
    }
  });
  reply({ type: "ready", baseUrl: server.baseUrl, seeded });
}

/**
 * The reference for live fan-out: node's http server takes the updates (votes raising a total, or
 * PUT /stage setting the page on stage), and a plain `ws` server broadcasts the running total or
 * the page, padded to Lectern's message size, to every subscriber, coalesced at the same rate
 * Lectern delivered (first flush on the next tick, then at most one per interval).
 */
async function runBareWs(options: Extract<ChildOptions, { mode: "bare-ws" }>): Promise<void> {
  let total = 0;
  let page = 1;
  let timer: NodeJS.Timeout | null = null;
  let lastFlush = 0;
  const subscribers = new Set<WebSocket>();

  function update(): ServerMessage {
    return options.followed === "stage"
      ? { type: "stage_update", sessionId: 1, stage: { panel: "slide", page } }
      : {
          type: "poll_update",
          pollId: 1,
          data: {
            kind: "single",
            pollId: 1,
            state: "open",
            totalVotes: total,
            totalVoters: total,
            choices: [],
          },
        };
  }

  function message(): Buffer {
    const shaped = (pad: string) => JSON.stringify({ ...update(), pad });
    return Buffer.from(
      shaped("x".repeat(Math.max(0, options.messageBytes - Buffer.byteLength(shaped(""))))),
    );
  }

  function flush(): void {
    timer = null;
    lastFlush = Date.now();
    const payload = message();
    for (const socket of subscribers)
      if (socket.readyState === WebSocket.OPEN) socket.send(payload, { binary: false });
  }

  /** Takes a vote, or a slide change's page, and answers as Lectern does (201 or 200, JSON). */
  function take(body: string): { status: number; answer: string } {
    if (options.followed === "poll") {
      total++;
      return { status: 201, answer: JSON.stringify({ results: { totalVotes: total } }) };
    }
    page = (JSON.parse(body) as { page: number }).page;
    return { status: 200, answer: body };
  }

  const server = http.createServer((req, res) => {
    // The vote sender reads its visitors' ids first, as from Lectern (bench/lib/identity.ts).
    if (req.method === "GET" && req.url === "/api/visitor") {
      res.writeHead(200, { [VISITOR_ID_HEADER]: newVisitorId() }).end();
      return;
    }
    const route = options.followed === "poll" ? "POST /vote" : "PUT /stage";
    if (`${req.method} ${req.url}` !== route) {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const { status, answer } = take(Buffer.concat(chunks).toString());
      if (!timer)
        timer = setTimeout(flush, Math.max(0, lastFlush + options.intervalMs - Date.now()));
      res.writeHead(status, { "content-type": "application/json" }).end(answer);
    });
  });
  const wss = new WebSocketServer({ server, path: "/ws" });
  wss.on("connection", (socket) => {
    socket.on("message", () => {
      subscribers.add(socket);
      socket.send(message(), { binary: false });
    });
    socket.on("close", () => subscribers.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  serve((request) => {
    if (request.cmd === "memory")
      reply({ type: "memory", sample: memory({ connections: wss.clients.size }) });
    if (request.cmd === "stop") {
      for (const socket of wss.clients) socket.terminate();
      server.close();
      reply({ type: "stopped" });
      process.exit(0);
    }
  });
  reply({ type: "ready", baseUrl: `http://127.0.0.1:${port}`, seeded: null });
}

/**
 * The storage floor for vote intake: one row per transaction into a table shaped like Lectern's
 * votes (unique per poll and voter), with Lectern's pragmas, through one prepared statement.
 */
function runSqlite(options: Extract<ChildOptions, { mode: "sqlite" }>): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-bench-sqlite-"));
  const db = new SQLite(path.join(dir, "bench.db"));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.exec(
    "CREATE TABLE votes (id INTEGER PRIMARY KEY, poll_id INTEGER NOT NULL, choice_id INTEGER NOT NULL, voter_key TEXT NOT NULL, created_at TEXT NOT NULL, UNIQUE (poll_id, voter_key))",
  );
  const insert = db.prepare(
    "INSERT INTO votes (poll_id, choice_id, voter_key, created_at) VALUES (?, ?, ?, ?)",
  );
  const vote = db.transaction((i: number) =>
    insert.run(1, (i % 4) + 1, `visitor:${i}`, new Date().toISOString()),
  );
  const started = performance.now();
  const until = started + options.durationMs;
  let rows = 0;
  while (performance.now() < until) vote(rows++);
  const seconds = (performance.now() - started) / 1000;
  const stored = (db.prepare("SELECT count(*) AS n FROM votes").get() as { n: number }).n;
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  reply({ type: "sqlite", rows, seconds, stored });
  process.exit(0);
}

const options = JSON.parse(process.argv[2] ?? "{}") as ChildOptions;
if (options.mode === "lectern") await runLectern(options);
else if (options.mode === "bare-ws") await runBareWs(options);
else runSqlite(options);
