/**
 * Starts bench/lib/server-child.ts in its own Node process and speaks to it over IPC, so the
 * benchmark's clients (this process) and the server under test never share an event loop.
 */
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { SeededDeck, SeededPage, SeededPoll, SeededWordCloud } from "./seed.ts";
import type { Followed } from "./subscribers.ts";

export type ChildOptions =
  | {
      mode: "lectern";
      /**
       * "talk": the public page of "page" with 20 questions, as Lighthouse judges it; "deck": a
       * session presenting a rendered 40-page deck (bench/slides.ts).
       */
      seed: "poll" | "page" | "talk" | "wordcloud" | "deck" | "none";
      pwaDistDir: string | null;
      /** Take DATABASE_URL, REDIS_URL, REDIS_KEY_PREFIX, CODE_SECRET and DATA_DIR from the environment. */
      shared?: boolean;
      /** A DATA_DIR the benchmark made and reads (its SQLite file), kept when the server stops. */
      dataDir?: string;
      /** METRICS_TOKEN: serve /metrics to this bearer (docs/operations.md); unset, measure nothing. */
      metricsToken?: string;
    }
  | {
      mode: "bare-ws";
      /** What its clients follow: a poll's total, raised by votes, or the stage's page, set by PUT /stage. */
      followed: Followed["kind"];
      messageBytes: number;
      intervalMs: number;
    }
  | { mode: "sqlite"; durationMs: number };

export type ChildRequest =
  | { cmd: "memory" }
  | { cmd: "stop" }
  | { cmd: "watch"; prune: boolean }
  | { cmd: "lap" }
  | { cmd: "unwatch" };

export interface MemorySample {
  rss: number;
  heapUsed: number;
  /** User plus system CPU time the server process has used so far. */
  cpuMs: number;
  /** WebSocket connections the server holds. */
  connections: number;
}

/** How late the server's event loop ran (a 1 ms timer): its longest pause, 99th percentile, mean. */
export interface LoopDelay {
  max: number;
  p99: number;
  mean: number;
}

/** What the server went through between `watch` and `unwatch`. */
export interface Watched {
  /** Since the last `lap`, or since `watch` without one. */
  loopDelayMs: LoopDelay;
  /** The housekeeping pass started at `watch` (prune), ended between two batches at `unwatch`. */
  prune: {
    removedKeys: number;
    /** From the pass's start until it finished by itself, or null if `unwatch` ended it. */
    finishedAfterMs: number | null;
    watchedMs: number;
  } | null;
}

export type ChildReply =
  | {
      type: "ready";
      baseUrl: string;
      seeded: SeededPoll | SeededPage | SeededWordCloud | SeededDeck | null;
    }
  | { type: "memory"; sample: MemorySample }
  | { type: "sqlite"; rows: number; seconds: number; stored: number }
  | { type: "watching" }
  | { type: "lap"; loopDelayMs: LoopDelay }
  | ({ type: "watched" } & Watched)
  | { type: "stopped" }
  | { type: "error"; message: string };

const CHILD = fileURLToPath(new URL("./server-child.ts", import.meta.url));

let cpuProfileDir: string | null = null;

/** Makes every server process started from now on write a V8 CPU profile (--cpu-prof) into `dir`. */
export function profileServersInto(dir: string): void {
  cpuProfileDir = dir;
}

export class ServerProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly baseUrl: string,
    readonly seeded: SeededPoll | SeededPage | SeededWordCloud | SeededDeck | null,
  ) {}

  /** Forks the child and waits for it to be listening (and seeded). */
  static async start(
    options: ChildOptions,
    env: Record<string, string> = {},
  ): Promise<ServerProcess> {
    const child = spawnChild(options, env);
    const ready = await nextReply(child, "ready");
    return new ServerProcess(child, ready.baseUrl, ready.seeded);
  }

  /** Runs the one-shot raw SQLite insert loop in a child and returns its count. */
  static async sqliteInserts(durationMs: number): Promise<Extract<ChildReply, { type: "sqlite" }>> {
    const child = spawnChild({ mode: "sqlite", durationMs });
    return nextReply(child, "sqlite");
  }

  /** Memory after two full garbage collections, CPU time so far, and open ws connections. */
  async memory(): Promise<MemorySample> {
    this.child.send({ cmd: "memory" } satisfies ChildRequest);
    return (await nextReply(this.child, "memory")).sample;
  }

  /**
   * Starts watching the server's event loop and, with `prune`, runs a housekeeping pass from now
   * (the test harness turns the pass's own timer off).
   */
  async watch(prune: boolean): Promise<void> {
    this.child.send({ cmd: "watch", prune } satisfies ChildRequest);
    await nextReply(this.child, "watching");
  }

  /** The event loop's delays since `watch` or the last lap; the next lap starts now. */
  async lap(): Promise<LoopDelay> {
    this.child.send({ cmd: "lap" } satisfies ChildRequest);
    return (await nextReply(this.child, "lap")).loopDelayMs;
  }

  /** Ends what `watch` started (the pass after its current batch) and says what it saw. */
  async unwatch(): Promise<Watched> {
    this.child.send({ cmd: "unwatch" } satisfies ChildRequest);
    const { loopDelayMs, prune } = await nextReply(this.child, "watched");
    return { loopDelayMs, prune };
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once("exit", () => resolve()));
    this.child.send({ cmd: "stop" } satisfies ChildRequest);
    const timeout = setTimeout(() => this.child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timeout);
  }
}

function spawnChild(options: ChildOptions, env: Record<string, string> = {}): ChildProcess {
  return fork(CHILD, [JSON.stringify(options)], {
    env: { ...process.env, ...env },
    execArgv: [
      "--import",
      "tsx",
      "--expose-gc",
      ...(cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${cpuProfileDir}`] : []),
    ],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
}

function nextReply<T extends ChildReply["type"]>(
  child: ChildProcess,
  type: T,
): Promise<Extract<ChildReply, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ChildReply) => {
      if (message.type === "error") {
        cleanup();
        reject(new Error(`bench server: ${message.message}`));
      } else if (message.type === type) {
        cleanup();
        resolve(message as Extract<ChildReply, { type: T }>);
      }
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`bench server exited (code ${code}) before answering "${type}"`));
    };
    const cleanup = () => {
      child.off("message", onMessage);
      child.off("exit", onExit);
    };
    child.on("message", onMessage);
    child.on("exit", onExit);
  });
}
