/**
 * A room of live viewers: N real WebSocket clients that follow one poll or one session's stage and
 * note, for every update, when it arrived and the number it carried. The first update of each
 * client is checked against the shared ws schema; later ones only have that number read, so the
 * clients spend as little CPU as a phone's screen update would cost the server's measurement.
 */
import { serverMessageSchema, WS_PATH, type ClientMessage } from "@lectern/shared";
import { WebSocket } from "ws";
import { preciseNow, sleep } from "./stats.ts";

/**
 * What a room follows, and the number its updates carry: a poll's running total (`totalVotes` of
 * poll_update, fan-out's votes), or a session's stage as an attendee's phone hears it (`page` of
 * stage_update, the speaker's slides). Both only go up while a benchmark runs, so the first update
 * carrying a number at or above n is when a client saw the vote, or the page, that made it n.
 * A stage_update names the stage's page before the slide it carries, so `"page":` is found first.
 */
export type Followed = { kind: "poll"; pollId: number } | { kind: "stage"; sessionId: number };

const FOLLOWING = {
  poll: { type: "poll_update", field: Buffer.from('"totalVotes":') },
  stage: { type: "stage_update", field: Buffer.from('"page":') },
} as const;

function subscribeMessage(followed: Followed): ClientMessage {
  return followed.kind === "poll"
    ? { type: "subscribe_poll", pollId: followed.pollId }
    : { type: "attend", sessionId: followed.sessionId };
}

export class Subscriber {
  /** Arrival times (preciseNow()) and numbers (totals or pages) of every update, in arrival order. */
  times: number[] = [];
  totals: number[] = [];
  lastBytes = 0;
  closedEarly = false;
  private checked = false;

  constructor(
    readonly socket: WebSocket,
    private readonly following: (typeof FOLLOWING)[Followed["kind"]],
  ) {}

  onMessage(data: Buffer): void {
    const now = preciseNow();
    if (!this.checked) {
      const parsed = serverMessageSchema.safeParse(JSON.parse(data.toString()));
      if (!parsed.success || parsed.data.type !== this.following.type) {
        throw new Error(`unexpected first message: ${data.toString().slice(0, 200)}`);
      }
      this.checked = true;
    }
    const { field } = this.following;
    const at = data.indexOf(field);
    if (at < 0) return;
    let total = 0;
    for (let i = at + field.length; i < data.length; i++) {
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

function connectOne(wsUrl: string, followed: Followed): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl, { perMessageDeflate: false, handshakeTimeout: 30_000 });
    const subscriber = new Subscriber(socket, FOLLOWING[followed.kind]);
    socket.once("error", reject);
    socket.once("open", () => socket.send(JSON.stringify(subscribeMessage(followed))));
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
  followed: Followed,
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
        subscribers.push(await connectOne(wsUrl, followed));
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

/**
 * A vote as the vote sender saw it: when it left and the first total that includes it; or a slide
 * change as the speaker made it: when it left and its page.
 */
export interface VoteSeen {
  sentAt: number;
  total: number;
}

/**
 * Vote-to-screen latencies, bucketed as Histogram does (0.1 ms), sparse so a crowd in another
 * process can send millions of them back in a few kilobytes: [bucket, count] pairs and the max.
 */
export interface Tally {
  buckets: [number, number][];
  max: number;
}

/** What a crowd's clients saw of a vote stream, since `mark()`. */
export interface Seen {
  tally: Tally;
  /** (client, vote) pairs where the client never saw a total including the vote. */
  neverSeen: number;
  /** Updates received since `mark()`, all clients. */
  updates: number;
  clients: number;
  /** Size of the last update a client received (0 if none). */
  messageBytes: number;
  /** Clients whose socket closed before the room did. */
  dropped: number;
}

/** What opening a crowd's subscriptions gave. */
export interface Opened {
  clients: number;
  failed: number;
  firstError: string | null;
  connectMs: number;
}

/**
 * A room of subscribers, wherever its sockets live: in this process (LocalCrowd) or spread over
 * processes of their own (bench/lib/subscriber-processes.ts). One room at a time.
 */
export interface Crowd {
  /** Opens `count` subscriptions to `followed`, split evenly over `baseUrls`. */
  open(baseUrls: string[], followed: Followed, count: number): Promise<Opened>;
  /** How many clients have not seen `total` when it arrives everywhere or `timeoutMs` passes. */
  waitForTotal(total: number, timeoutMs: number): Promise<number>;
  /** Updates counted by `seen` start here. */
  mark(): Promise<void>;
  seen(votes: VoteSeen[]): Promise<Seen>;
  /** Closes the room (the crowd stays usable for another one). */
  closeRoom(): Promise<void>;
  /** Closes the room and ends the crowd's processes, if any. */
  stop(): Promise<void>;
}

/** For every client and every vote: time from sending the vote to the first update including it. */
export function tallySeen(subscribers: Subscriber[], votes: VoteSeen[]): Omit<Seen, "updates"> {
  const counts = new Map<number, number>();
  let max = 0;
  const ordered = [...votes].sort((a, b) => a.total - b.total);
  let neverSeen = 0;
  for (const s of subscribers) {
    let m = 0;
    for (const vote of ordered) {
      while (m < s.totals.length && s.totals[m]! < vote.total) m++;
      if (m === s.totals.length) {
        neverSeen += 1;
        continue;
      }
      const ms = Math.max(0, s.times[m]! - vote.sentAt);
      const bucket = Math.floor(ms * 10);
      counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
      if (ms > max) max = ms;
    }
  }
  return {
    tally: { buckets: [...counts], max },
    neverSeen,
    clients: subscribers.length,
    messageBytes: subscribers.find((s) => s.lastBytes > 0)?.lastBytes ?? 0,
    dropped: subscribers.filter((s) => s.closedEarly).length,
  };
}

/** The subscribers in this process, as fan-out always held them up to 10,000 clients. */
export class LocalCrowd implements Crowd {
  private room: Room | null = null;
  private marked: number[] = [];

  /** Splits `count` over `baseUrls`, the first ones taking one more when it does not divide. */
  async open(baseUrls: string[], followed: Followed, count: number): Promise<Opened> {
    const rooms = await Promise.all(
      baseUrls.map((url, i) =>
        openRoom(
          url,
          followed,
          Math.floor(count / baseUrls.length) + (i < count % baseUrls.length ? 1 : 0),
        ),
      ),
    );
    this.room = {
      subscribers: rooms.flatMap((r) => r.subscribers),
      failed: rooms.reduce((sum, r) => sum + r.failed, 0),
      firstError: rooms.find((r) => r.firstError !== null)?.firstError ?? null,
      connectMs: Math.max(...rooms.map((r) => r.connectMs)),
    };
    const { subscribers, failed, firstError, connectMs } = this.room;
    return { clients: subscribers.length, failed, firstError, connectMs };
  }

  private get subscribers(): Subscriber[] {
    return this.room?.subscribers ?? [];
  }

  waitForTotal(total: number, timeoutMs: number): Promise<number> {
    return waitForTotal(this.subscribers, total, timeoutMs);
  }

  mark(): Promise<void> {
    this.marked = this.subscribers.map((s) => s.totals.length);
    return Promise.resolve();
  }

  seen(votes: VoteSeen[]): Promise<Seen> {
    const updates = this.subscribers.reduce(
      (sum, s, i) => sum + s.totals.length - (this.marked[i] ?? 0),
      0,
    );
    return Promise.resolve({ ...tallySeen(this.subscribers, votes), updates });
  }

  async closeRoom(): Promise<void> {
    if (this.room) await closeRoom(this.room);
    this.room = null;
    this.marked = [];
  }

  stop(): Promise<void> {
    return this.closeRoom();
  }
}
