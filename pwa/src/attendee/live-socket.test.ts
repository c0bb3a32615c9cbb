/**
 * The live socket against a real ws server: subscriptions reach the server, pushes reach only the
 * subscriber they concern, and when the connection drops the socket comes back by itself, sends
 * every subscription again and tells subscribers to refetch what they missed.
 */
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WebSocketServer, type WebSocket as ServerSocket } from "ws";
import type { ServerMessage } from "@lectern/shared";
import { backoffDelay, LiveSocket } from "./live-socket.ts";

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

describe("backoffDelay", () => {
  it("grows with each failed attempt and stops growing at 30 s", () => {
    expect(backoffDelay(0, 1)).toBe(500);
    expect(backoffDelay(1, 1)).toBe(1000);
    expect(backoffDelay(3, 1)).toBe(4000);
    expect(backoffDelay(20, 1)).toBe(30_000);
    expect(backoffDelay(20, 0)).toBe(15_000);
  });
});
