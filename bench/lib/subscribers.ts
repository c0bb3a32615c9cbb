/**
 * A room of live-poll viewers: N real WebSocket clients that subscribe to one poll and note, for
 * every update, when it arrived and which total it carried. The first update of each client is
 * checked against the shared ws schema; later ones only have their totalVotes read, so the
 * clients spend as little CPU as a phone's screen update would cost the server's measurement.
 */
import { serverMessageSchema, WS_PATH } from "@lectern/shared";
import { WebSocket } from "ws";
import { preciseNow, sleep } from "./stats.ts";

const TOTAL_FIELD = Buffer.from('"totalVotes":');

export class Subscriber {
  /** Arrival times (preciseNow()) and totals of every poll update, in arrival order. */
  times: number[] = [];
  totals: number[] = [];
  lastBytes = 0;
  closedEarly = false;
  private checked = false;

  constructor(readonly socket: WebSocket) {}

  onMessage(data: Buffer): void {
    const now = preciseNow();
    if (!this.checked) {
      const parsed = serverMessageSchema.safeParse(JSON.parse(data.toString()));
      if (!parsed.success || parsed.data.type !== "poll_update") {
        throw new Error(`unexpected first message: ${data.toString().slice(0, 200)}`);
      }
      this.checked = true;
    }
    const at = data.indexOf(TOTAL_FIELD);
    if (at < 0) return;
    let total = 0;
    for (let i = at + TOTAL_FIELD.length; i < data.length; i++) {
      const digit = data[i]! - 48;
      if (digit < 0 || digit > 9) break;
      total = total * 10 + digit;
    }
    this.times.push(now);
    this.totals.push(total);
    this.lastBytes = data.length;
  }

  get lastTotal(): number {
    return this.totals.at(-1) ?? -1;
  }
}

function connectOne(wsUrl: string, pollId: number): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl, { perMessageDeflate: false, handshakeTimeout: 30_000 });
    const subscriber = new Subscriber(socket);
    socket.once("error", reject);
    socket.once("open", () => socket.send(JSON.stringify({ type: "subscribe_poll", pollId })));
    socket.on("message", (data: Buffer) => {
      const first = subscriber.totals.length === 0;
      try {
        subscriber.onMessage(data);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        socket.terminate();
        return;
      }
      if (first && subscriber.totals.length > 0) {
        socket.off("error", reject);
        socket.on("error", () => undefined);
        socket.once("close", () => {
          subscriber.closedEarly = true;
        });
        resolve(subscriber);
      }
    });
  });
}

export interface Room {
  subscribers: Subscriber[];
  /** Clients that could not connect or subscribe, with the first reason seen. */
  failed: number;
  firstError: string | null;
  connectMs: number;
}

/** Opens `count` subscriptions, `concurrency` handshakes at a time, each waiting for its first update. */
export async function openRoom(
  baseUrl: string,
  pollId: number,
  count: number,
  concurrency = 100,
): Promise<Room> {
  const wsUrl = baseUrl.replace(/^http/, "ws") + WS_PATH;
  const subscribers: Subscriber[] = [];
  let failed = 0;
  let firstError: string | null = null;
  let next = 0;
  const started = performance.now();
  async function worker(): Promise<void> {
    while (next < count) {
      next++;
      try {
        subscribers.push(await connectOne(wsUrl, pollId));
      } catch (error) {
        failed++;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return { subscribers, failed, firstError, connectMs: performance.now() - started };
}

/** Waits until every client has seen at least `total`, or the timeout passes; returns those that have not. */
export async function waitForTotal(
  subscribers: Subscriber[],
  total: number,
  timeoutMs: number,
): Promise<number> {
  const until = performance.now() + timeoutMs;
  let missing = subscribers.filter((s) => s.lastTotal < total).length;
  while (missing > 0 && performance.now() < until) {
    await sleep(50);
    missing = subscribers.filter((s) => s.lastTotal < total).length;
  }
  return missing;
}

export async function closeRoom(room: Room): Promise<void> {
  await Promise.all(
    room.subscribers.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.socket.readyState === WebSocket.CLOSED) return resolve();
          s.socket.once("close", () => resolve());
          s.socket.terminate();
        }),
    ),
  );
}
