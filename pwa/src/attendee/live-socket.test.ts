/**
 * The live socket against a real ws server: subscriptions reach the server, pushes reach only the
 * subscriber they concern, and when the connection drops the socket comes back by itself, sends
 * every subscription again and tells subscribers to refetch what they missed. With the page's clock
 * faked: a quiet socket pings, one whose ping goes unanswered is replaced, and the network coming
 * back or the page being shown cuts the backoff short and checks a quiet socket at once.
 */
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WebSocketServer, type WebSocket as ServerSocket } from "ws";
import type { ServerMessage } from "@lectern/shared";
import {
  ANSWER_DEADLINE_MS,
  backoffDelay,
  HEARTBEAT_INTERVAL_MS,
  LiveSocket,
  QUIET_MS,
} from "./live-socket.ts";

let server: WebSocketServer;
let received: string[];
let connections: ServerSocket[];

beforeEach(async () => {
  received = [];
  connections = [];
  server = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  server.on("connection", (socket) => {
    connections.push(socket);
    socket.on("message", (data) => received.push((data as Buffer).toString()));
  });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
});

afterEach(async () => {
  for (const socket of connections) socket.terminate();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const url = () => `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;

describe("LiveSocket", () => {
  it("subscribes, delivers pushes, and resubscribes everything after the connection drops", async () => {
    const live = new LiveSocket(url);
    const pollMessages: ServerMessage[] = [];
    const onPollReconnect = vi.fn();
    const onQuestionsReconnect = vi.fn();
    const stopPoll = live.subscribe({
      message: { type: "subscribe_poll", pollId: 7 },
      onMessage: (message) => pollMessages.push(message),
      onReconnect: onPollReconnect,
    });
    const stopQuestions = live.subscribe({
      message: { type: "subscribe_questions", sessionId: 3 },
      onMessage: () => undefined,
      onReconnect: onQuestionsReconnect,
    });

    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received.map((text) => JSON.parse(text) as unknown)).toEqual([
      { type: "subscribe_poll", pollId: 7 },
      { type: "subscribe_questions", sessionId: 3 },
    ]);
    const update = {
      type: "poll_update",
      pollId: 7,
      data: { pollId: 7, state: "open", totalVotes: 1, choices: [] },
    };
    connections[0]!.send(JSON.stringify(update));
    connections[0]!.send("not json");
    await vi.waitFor(() => expect(pollMessages).toEqual([update]));
    expect(onPollReconnect).not.toHaveBeenCalled();

    received = [];
    connections[0]!.terminate();
    await vi.waitFor(() => expect(connections).toHaveLength(2), { timeout: 5000 });
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received.map((text) => JSON.parse(text) as unknown)).toEqual([
      { type: "subscribe_poll", pollId: 7 },
      { type: "subscribe_questions", sessionId: 3 },
    ]);
    expect(onPollReconnect).toHaveBeenCalledTimes(1);
    expect(onQuestionsReconnect).toHaveBeenCalledTimes(1);

    // The last subscriber leaving closes the socket; nothing reconnects.
    stopPoll();
    stopQuestions();
    await vi.waitFor(() => expect(connections[1]!.readyState).toBe(connections[1]!.CLOSED));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(connections).toHaveLength(2);
  });

  it("tells the server when the last card watching a poll goes away", async () => {
    const live = new LiveSocket(url);
    const stopFirst = live.subscribe({
      message: { type: "subscribe_poll", pollId: 1 },
      onMessage: () => undefined,
    });
    const stopSecond = live.subscribe({
      message: { type: "subscribe_poll", pollId: 2 },
      onMessage: () => undefined,
    });
    await vi.waitFor(() => expect(received).toHaveLength(2));
    stopFirst();
    await vi.waitFor(() =>
      expect(received.map((text) => JSON.parse(text) as unknown)).toContainEqual({
        type: "unsubscribe_poll",
        pollId: 1,
      }),
    );
    stopSecond();
  });

  it("tells subscribers when the connection drops and when it is back", async () => {
    const live = new LiveSocket(url);
    const changes: boolean[] = [];
    const stop = live.subscribe({
      message: { type: "attend", sessionId: 4 },
      onMessage: () => undefined,
      onConnectionChange: (connected) => changes.push(connected),
    });
    await vi.waitFor(() => expect(changes).toEqual([true]));
    const late: boolean[] = [];
    const stopLate = live.subscribe({
      message: { type: "subscribe_stage", sessionId: 4 },
      onMessage: () => undefined,
      onConnectionChange: (connected) => late.push(connected),
    });
    expect(late).toEqual([true]);

    connections[0]!.terminate();
    await vi.waitFor(() => expect(changes).toEqual([true, false]));
    await vi.waitFor(() => expect(changes).toEqual([true, false, true]), { timeout: 5000 });
    expect(late).toEqual([true, false, true]);
    stop();
    stopLate();
  });

  it("closes while the page is in the back/forward cache, then reconnects and asks for what it missed", async () => {
    const live = new LiveSocket(url);
    const onReconnect = vi.fn();
    const stop = live.subscribe({
      message: { type: "subscribe_poll", pollId: 9 },
      onMessage: () => undefined,
      onReconnect,
    });
    await vi.waitFor(() => expect(received).toHaveLength(1));
    const closed = new Promise<void>((resolve) => connections[0]!.once("close", () => resolve()));
    window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true }));
    await closed;
    expect(onReconnect).not.toHaveBeenCalled();

    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(JSON.parse(received[1]!)).toEqual({ type: "subscribe_poll", pollId: 9 });
    await vi.waitFor(() => expect(onReconnect).toHaveBeenCalledTimes(1));
    expect(connections).toHaveLength(2);
    stop();
  });
});

// Real sockets on a machine busy with the rest of the suite: each test may take some seconds of
// real time, above Vitest's default 5 s for a test, however little page time it fakes.
describe("LiveSocket on a path that may be dead", { timeout: 30_000 }, () => {
  /** Whether the server answers the page's ping, as Lectern's hub does. */
  let answerPings: boolean;

  beforeEach(() => {
    answerPings = true;
    server.on("connection", (socket) =>
      socket.on("message", (data) => {
        if (answerPings && (data as Buffer).toString() === '{"type":"ping"}')
          socket.send('{"type":"pong"}');
      }),
    );
    // Only the page's clock: sockets, and the ticks that carry their bytes, stay real.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  /** Lets real I/O run (no page time passes) until `done()` holds, for at most 5 s. */
  async function until(done: () => boolean): Promise<void> {
    const deadline = performance.now() + 5000;
    while (!done()) {
      if (performance.now() > deadline) throw new Error("timed out waiting on the sockets");
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /**
   * Page time passes a second at a time; after each second, a few turns of the event loop carry
   * whatever was written (client and server are in this process, over loopback: a byte written is
   * read in the next turn).
   */
  async function passTime(ms: number): Promise<void> {
    for (let left = ms; left > 0; left -= 1000) {
      await vi.advanceTimersByTimeAsync(Math.min(1000, left));
      for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setImmediate(resolve));
    }
  }

  const pings = () => received.filter((text) => text === '{"type":"ping"}').length;

  function watchPoll(live: LiveSocket) {
    const seen = { reconnects: 0, pushes: [] as ServerMessage[], changes: [] as boolean[] };
    const stop = live.subscribe({
      message: { type: "subscribe_poll", pollId: 5 },
      onMessage: (message) => seen.pushes.push(message),
      onReconnect: () => seen.reconnects++,
      onConnectionChange: (connected) => seen.changes.push(connected),
    });
    return { seen, stop };
  }

  it("pings a quiet socket every 8 s, keeps it while pongs come back, and hands no pong on", async () => {
    const live = new LiveSocket(url);
    const { seen, stop } = watchPoll(live);
    await until(() => received.length === 1);

    await passTime(HEARTBEAT_INTERVAL_MS - 1000);
    expect(pings()).toBe(0);
    await passTime(1000);
    expect(pings()).toBe(1);
    await passTime(60_000);
    expect(pings()).toBe(1 + Math.floor(60_000 / HEARTBEAT_INTERVAL_MS));
    expect(connections).toHaveLength(1);
    expect(seen.changes).toEqual([true]);
    expect(seen.pushes).toEqual([]);
    expect(seen.reconnects).toBe(0);
    stop();
  });

  it("sends no ping while pushes keep arriving", async () => {
    const live = new LiveSocket(url);
    const { seen, stop } = watchPoll(live);
    await until(() => received.length === 1);
    for (let i = 1; i <= 10; i++) {
      connections[0]!.send(JSON.stringify({ type: "questions_update", sessionId: 1 }));
      await until(() => seen.pushes.length === i);
      await passTime(HEARTBEAT_INTERVAL_MS / 2);
    }
    expect(pings()).toBe(0);
    stop();
  });

  it("replaces a socket whose ping goes unanswered within 12 s, and asks for what it missed", async () => {
    answerPings = false;
    const live = new LiveSocket(url);
    const { seen, stop } = watchPoll(live);
    const stopQuestions = live.subscribe({
      message: { type: "subscribe_questions", sessionId: 1 },
      onMessage: () => undefined,
    });
    await until(() => received.length === 2);

    await passTime(HEARTBEAT_INTERVAL_MS);
    expect(pings()).toBe(1);
    await passTime(ANSWER_DEADLINE_MS - 1000);
    expect(seen.changes).toEqual([true]);
    await passTime(1000);
    expect(seen.changes).toEqual([true, false]);
    await passTime(backoffDelay(0, 1));
    await until(() => seen.reconnects === 1);
    expect(connections).toHaveLength(2);
    expect(seen.changes).toEqual([true, false, true]);
    expect(received.slice(-2).map((text) => JSON.parse(text) as unknown)).toEqual([
      { type: "subscribe_poll", pollId: 5 },
      { type: "subscribe_questions", sessionId: 1 },
    ]);
    await until(() => connections[0]!.readyState === connections[0]!.CLOSED);
    stop();
    stopQuestions();
  });

  it("back online, retries at once and starts the backoff again from its first step", async () => {
    let reachable = false;
    const closedPort = await new Promise<number>((resolve) => {
      const probe = new WebSocketServer({ port: 0, host: "127.0.0.1" }, () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const live = new LiveSocket(() => (reachable ? url() : `ws://127.0.0.1:${closedPort}`));
    const { seen, stop } = watchPoll(live);
    // Refused attempts until eight failed: the next one waits at least 15 s. (A refusal may arrive
    // while page time passes, so attempts are counted, not timed.)
    while (seen.changes.length < 8) await passTime(1000);

    const refused = seen.changes.length;
    window.dispatchEvent(new Event("online"));
    await until(() => seen.changes.length === refused + 1);
    expect(seen.changes.every((connected) => !connected)).toBe(true);
    reachable = true;
    await vi.advanceTimersByTimeAsync(backoffDelay(0, 1));
    await until(() => seen.changes.at(-1) === true);
    expect(connections).toHaveLength(1);
    stop();
  });

  it("shown again after a quiet spell, pings at once and replaces a socket that does not answer", async () => {
    answerPings = false;
    const live = new LiveSocket(url);
    const { seen, stop } = watchPoll(live);
    await until(() => received.length === 1);
    document.dispatchEvent(new Event("visibilitychange"));
    await passTime(QUIET_MS - 1000);
    expect(pings()).toBe(0);

    await passTime(1000);
    document.dispatchEvent(new Event("visibilitychange"));
    await until(() => pings() === 1);
    await passTime(ANSWER_DEADLINE_MS + backoffDelay(0, 1));
    await until(() => seen.reconnects === 1);
    expect(connections).toHaveLength(2);
    stop();
  });

  it("shown again while a retry waits, connects at once", async () => {
    const live = new LiveSocket(url);
    const { seen, stop } = watchPoll(live);
    await until(() => received.length === 1);
    connections[0]!.terminate();
    await until(() => seen.changes.length === 2);
    // The retry waits on the page's clock, which does not move from here on.
    document.dispatchEvent(new Event("visibilitychange"));
    await until(() => seen.reconnects === 1);
    expect(connections).toHaveLength(2);
    stop();
  });
});

describe("backoffDelay", () => {
  it("grows with each failed attempt and stops growing at 30 s", () => {
    expect(backoffDelay(0, 1)).toBe(500);
    expect(backoffDelay(1, 1)).toBe(1000);
    expect(backoffDelay(3, 1)).toBe(4000);
    expect(backoffDelay(20, 1)).toBe(30_000);
    expect(backoffDelay(20, 0)).toBe(15_000);
  });
});
