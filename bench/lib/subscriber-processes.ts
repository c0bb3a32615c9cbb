/**
 * Fan-out's subscribers spread over processes of their own (bench/lib/subscriber-child.ts), for
 * halls bigger than one process can hold: each child opens its share of the WebSocket clients,
 * notes arrival times with preciseNow() (performance.timeOrigin + performance.now(), comparable
 * across processes), and sends back only totals and a sparse latency tally, never the raw times.
 */
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import {
  LocalCrowd,
  type Crowd,
  type Followed,
  type Opened,
  type Seen,
  type Tally,
  type VoteSeen,
} from "./subscribers.ts";

/** Above this many subscribers, fan-out spreads them by default: one process per 10,000. */
export const CLIENTS_PER_PROCESS = 10_000;

export type CrowdRequest = { id: number } & (
  | { cmd: "open"; baseUrls: string[]; followed: Followed; count: number }
  | { cmd: "wait"; total: number; timeoutMs: number }
  | { cmd: "mark" }
  | { cmd: "seen"; votes: VoteSeen[] }
  | { cmd: "close" }
  | { cmd: "stop" }
);
type Command = CrowdRequest extends infer R ? (R extends unknown ? Omit<R, "id"> : never) : never;

export type CrowdReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

const CHILD = fileURLToPath(new URL("./subscriber-child.ts", import.meta.url));

/** How many processes hold `clients` subscribers by default: 0 (this one) up to 10,000. */
export function defaultSubscriberProcesses(clients: number): number {
  return clients <= CLIENTS_PER_PROCESS ? 0 : Math.ceil(clients / CLIENTS_PER_PROCESS);
}

/** One child holding a share of the subscribers, spoken to over IPC. */
class ChildCrowd {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private exited: Error | null = null;

  private constructor(private readonly child: ChildProcess) {
    child.on("message", (reply: CrowdReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(new Error(`subscriber process: ${reply.message}`));
    });
    child.once("exit", (code) => {
      this.exited = new Error(`a subscriber process exited (code ${code})`);
      for (const waiting of this.pending.values()) waiting.reject(this.exited);
      this.pending.clear();
    });
  }

  static start(): Promise<ChildCrowd> {
    const child = fork(CHILD, [], {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) =>
        reject(new Error(`a subscriber process exited (code ${code}) before it was ready`));
      child.once("message", () => {
        child.off("exit", onExit);
        resolve(new ChildCrowd(child));
      });
      child.once("exit", onExit);
    });
  }

  ask<T>(command: Command): Promise<T> {
    if (this.exited) return Promise.reject(this.exited);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.child.send({ ...command, id });
    });
  }

  async stop(): Promise<void> {
    if (this.exited) return;
    const exited = new Promise<void>((resolve) => this.child.once("exit", () => resolve()));
    await this.ask({ cmd: "stop" }).catch(() => undefined);
    await exited;
  }
}

/** Sums tallies: bucket counts added, the largest max. */
export function mergeTallies(tallies: Tally[]): Tally {
  const counts = new Map<number, number>();
  for (const t of tallies)
    for (const [bucket, count] of t.buckets) counts.set(bucket, (counts.get(bucket) ?? 0) + count);
  return { buckets: [...counts], max: Math.max(0, ...tallies.map((t) => t.max)) };
}

/** The subscribers spread over `children`, each opening its share; answers are summed. */
class SpreadCrowd implements Crowd {
  constructor(private readonly children: ChildCrowd[]) {}

  private all<T>(command: (child: ChildCrowd, i: number) => Command): Promise<T[]> {
    return Promise.all(this.children.map((child, i) => child.ask<T>(command(child, i))));
  }

  /**
   * Each child takes an even share and splits it over `baseUrls`, starting at its own offset so
   * the remainders do not all land on the first instance.
   */
  async open(baseUrls: string[], followed: Followed, count: number): Promise<Opened> {
    const n = this.children.length;
    const parts = await this.all<Opened>((_, i) => ({
      cmd: "open",
      baseUrls: baseUrls.map((_, j) => baseUrls[(i + j) % baseUrls.length]!),
      followed,
      count: Math.floor(count / n) + (i < count % n ? 1 : 0),
    }));
    return {
      clients: parts.reduce((sum, p) => sum + p.clients, 0),
      failed: parts.reduce((sum, p) => sum + p.failed, 0),
      firstError: parts.find((p) => p.firstError !== null)?.firstError ?? null,
      connectMs: Math.max(...parts.map((p) => p.connectMs)),
    };
  }

  async waitForTotal(total: number, timeoutMs: number): Promise<number> {
    const missing = await this.all<number>(() => ({ cmd: "wait", total, timeoutMs }));
    return missing.reduce((sum, m) => sum + m, 0);
  }

  async mark(): Promise<void> {
    await this.all(() => ({ cmd: "mark" }));
  }

  async seen(votes: VoteSeen[]): Promise<Seen> {
    const parts = await this.all<Seen>(() => ({ cmd: "seen", votes }));
    return {
      tally: mergeTallies(parts.map((p) => p.tally)),
      neverSeen: parts.reduce((sum, p) => sum + p.neverSeen, 0),
      updates: parts.reduce((sum, p) => sum + p.updates, 0),
      clients: parts.reduce((sum, p) => sum + p.clients, 0),
      messageBytes: parts.find((p) => p.messageBytes > 0)?.messageBytes ?? 0,
      dropped: parts.reduce((sum, p) => sum + p.dropped, 0),
    };
  }

  async closeRoom(): Promise<void> {
    await this.all(() => ({ cmd: "close" }));
  }

  async stop(): Promise<void> {
    await Promise.all(this.children.map((child) => child.stop()));
  }
}

/** A crowd in this process (`processes` 0) or spread over that many processes of its own. */
export async function startCrowd(processes: number): Promise<Crowd> {
  if (processes === 0) return new LocalCrowd();
  const children = await Promise.allSettled(
    Array.from({ length: processes }, () => ChildCrowd.start()),
  );
  const started = children.flatMap((c) => (c.status === "fulfilled" ? [c.value] : []));
  const failed = children.find((c) => c.status === "rejected");
  if (failed) {
    await Promise.all(started.map((c) => c.stop()));
    throw failed.reason;
  }
  return new SpreadCrowd(started);
}
