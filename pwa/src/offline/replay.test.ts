/**
 * The outbox engine against IndexedDB (fake-indexeddb) and a real local HTTP endpoint that records
 * what arrives and answers as told: order of replay, backoff, and which failures retry or stop; a
 * reaction on a real live socket first, and over HTTP with its key when the socket fails it.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { liveQuery } from "dexie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  MESSAGES,
  OUTBOX_MAX_AGE_DAYS,
  OUTBOX_UNANSWERED_MAX_AGE_DAYS,
} from "@lectern/shared";
import { openOfflineDb, type OfflineDb } from "./db.ts";
import type { OutboxAction } from "./outbox-api.ts";
import {
  BACKOFF_MAX_MS,
  backoffDelay,
  createOutboxEngine,
  type OutboxEngine,
  type OutboxEngineOptions,
} from "./replay.ts";
import { classifyFailure, outboxDecision } from "./outbox-policy.ts";
import { ApiError } from "../api/client.ts";
import { isQuotaError, QUOTA_MESSAGE } from "./storage.ts";
import { WebSocketServer } from "ws";
import { LiveSocket } from "../attendee/live-socket.ts";

type Reply = { status: number; body?: unknown } | "drop-response" | "hang";

interface Received {
  method: string;
  path: string;
  key: string | undefined;
  body: unknown;
}

/** A real HTTP server playing the API: honours Idempotency-Key like Lectern's, answers as scripted. */
class ScriptedServer {
  readonly received: Received[] = [];
  /** Actions that really took effect (a repeated key does not take effect again). */
  readonly effects: Received[] = [];
  private readonly stored = new Map<string, { status: number; body: unknown }>();
  private readonly replies: Reply[] = [];
  private readonly server = http.createServer((req, res) => this.handle(req, res));
  baseUrl = "";

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The next requests get these replies, in order; after that, 200 with {ok: true}. */
  script(...replies: Reply[]): void {
    this.replies.push(...replies);
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      const key = req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] as string | undefined;
      const entry: Received = {
        method: req.method ?? "",
        path: req.url ?? "",
        key,
        body: raw ? JSON.parse(raw) : null,
      };
      this.received.push(entry);
      const previous = key ? this.stored.get(key) : undefined;
      if (previous) {
        res
          .writeHead(previous.status, { "Content-Type": "application/json" })
          .end(JSON.stringify(previous.body));
        return;
      }
      const reply = this.replies.shift() ?? { status: 200, body: { ok: true, path: entry.path } };
      if (reply === "hang") return;
      if (reply === "drop-response") {
        this.effects.push(entry);
        if (key) this.stored.set(key, { status: 200, body: { ok: true, path: entry.path } });
        req.socket.destroy();
        return;
      }
      if (reply.status < 300) {
        this.effects.push(entry);
        if (key)
          this.stored.set(key, {
            status: reply.status,
            body: reply.body ?? { ok: true, path: entry.path },
          });
      }
      res
        .writeHead(reply.status, { "Content-Type": "application/json" })
        .end(JSON.stringify(reply.body ?? { ok: true, path: entry.path }));
    });
  }
}

const ask = (text: string): OutboxAction => ({
  kind: "ask",
  sessionId: 7,
  body: { questionText: text, isAnonymous: true },
});
const upvote: OutboxAction = { kind: "upvote", sessionId: 7, questionId: 11 };
const vote: OutboxAction = { kind: "vote", sessionId: 7, pollId: 3, choiceId: 9 };
const download: OutboxAction = {
  kind: "download",
  sessionId: 7,
  resourceId: 5,
  email: "ann@example.com",
};

let server: ScriptedServer;
let db: OfflineDb;
let online: boolean;
let delays: number[];
let scheduledTask: (() => void) | null;
const engines: OutboxEngine[] = [];
let dbCounter = 0;

function engine(more: Partial<OutboxEngineOptions> = {}): OutboxEngine {
  const created = createOutboxEngine({
    db,
    baseUrl: server.baseUrl,
    isOnline: () => online,
    schedule: (task, ms) => {
      delays.push(ms);
      scheduledTask = task;
      return () => {
        if (scheduledTask === task) scheduledTask = null;
      };
    },
    sendTimeoutMs: 1000,
    onFirstQueued: () => undefined,
    ...more,
  });
  engines.push(created);
  return created;
}

beforeEach(async () => {
  server = new ScriptedServer();
  await server.start();
  dbCounter += 1;
  db = openOfflineDb(`outbox-test-${dbCounter}`);
  online = true;
  delays = [];
  scheduledTask = null;
});

afterEach(async () => {
  for (const created of engines.splice(0)) created.dispose();
  db.close();
  await server.stop();
});

describe("outbox ordering", () => {
  it("sends an action at once when online, with its own Idempotency-Key, and keeps nothing", async () => {
    const outbox = engine();
    const outcome = await outbox.submit(vote);
    expect(outcome).toEqual({ status: "sent", response: { ok: true, path: "/api/polls/3/vote" } });
    expect(server.received).toHaveLength(1);
    expect(server.received[0]).toMatchObject({ path: "/api/polls/3/vote", body: { choiceId: 9 } });
    expect(server.received[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await outbox.items()).toEqual([]);
  });

  it("maps every kind of action to its call", async () => {
    const outbox = engine();
    await outbox.submit(ask("Why?"));
    await outbox.submit(upvote);
    await outbox.submit(download);
    await outbox.submit({ kind: "download", sessionId: 7, resourceId: 6 });
    await outbox.submit({ kind: "track-qr", sessionId: 7 });
    await outbox.submit({ kind: "unupvote", sessionId: 7, questionId: 11 });
    expect(server.received.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: "POST",
        path: "/api/sessions/7/questions",
        body: { questionText: "Why?", isAnonymous: true },
      },
      { method: "POST", path: "/api/questions/11/vote", body: {} },
      { method: "POST", path: "/api/resources/5/download", body: { email: "ann@example.com" } },
      { method: "POST", path: "/api/resources/6/download", body: {} },
      { method: "POST", path: "/api/sessions/7/track-qr", body: {} },
      { method: "DELETE", path: "/api/questions/11/vote", body: null },
    ]);
  });

  it("sends each poll kind's ballot as its vote body, and only that", async () => {
    const outbox = engine();
    await outbox.submit({ kind: "vote", sessionId: 7, pollId: 3, choiceIds: [9, 10] });
    await outbox.submit({ kind: "vote", sessionId: 7, pollId: 4, words: ["React", "vue"] });
    await outbox.submit({ kind: "vote", sessionId: 7, pollId: 5, rating: 4 });
    await outbox.submit({ kind: "vote", sessionId: 7, pollId: 6, choiceId: 12 });
    expect(server.received.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: "/api/polls/3/vote", body: { choiceIds: [9, 10] } },
      { path: "/api/polls/4/vote", body: { words: ["React", "vue"] } },
      { path: "/api/polls/5/vote", body: { rating: 4 } },
      { path: "/api/polls/6/vote", body: { choiceId: 12 } },
    ]);
  });

  it("replays a vote of every kind taken offline once, with a row stored before poll kinds", async () => {
    online = false;
    const before = engine();
    await before.submit({ kind: "vote", sessionId: 7, pollId: 4, words: ["offline"] });
    await before.submit({ kind: "vote", sessionId: 7, pollId: 5, choiceIds: [1, 2] });
    await before.submit({ kind: "vote", sessionId: 7, pollId: 6, rating: 10 });
    // What the first version of the outbox wrote for a vote: {kind, sessionId, pollId, choiceId}.
    await db.outbox.add({
      id: crypto.randomUUID(),
      sessionId: 7,
      action: { kind: "vote", sessionId: 7, pollId: 3, choiceId: 9 },
      status: "queued",
      attempts: 0,
      createdAt: Date.now(),
      error: null,
    });
    before.dispose();
    online = true;
    server.script("drop-response");
    const after = engine();
    expect(await after.reconnected()).toBe("stopped");
    expect(await after.flush()).toBe("done");
    expect(server.effects.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: "/api/polls/4/vote", body: { words: ["offline"] } },
      { path: "/api/polls/5/vote", body: { choiceIds: [1, 2] } },
      { path: "/api/polls/6/vote", body: { rating: 10 } },
      { path: "/api/polls/3/vote", body: { choiceId: 9 } },
    ]);
    // The word-cloud vote was sent twice (its answer lost the first time) and counted once.
    expect(server.received).toHaveLength(5);
    expect(await after.items()).toEqual([]);
  });

  it("queues actions taken offline and replays them in the order taken after a reload", async () => {
    online = false;
    const before = engine();
    expect(await before.submit(ask("First"))).toEqual({ status: "queued" });
    expect(await before.submit(ask("Second"))).toEqual({ status: "queued" });
    expect(await before.submit(upvote)).toEqual({ status: "queued" });
    expect(await before.submit(vote)).toEqual({ status: "queued" });
    expect(await before.submit(download)).toEqual({ status: "queued" });
    expect(server.received).toHaveLength(0);
    const queued = await before.items();
    expect(queued.map((item) => item.status)).toEqual([
      "queued",
      "queued",
      "queued",
      "queued",
      "queued",
    ]);
    before.dispose();

    db.close();
    db = openOfflineDb(`outbox-test-${dbCounter}`);
    online = true;
    const after = engine();
    expect(await after.reconnected()).toBe("done");
    expect(server.received.map((r) => r.path)).toEqual([
      "/api/sessions/7/questions",
      "/api/sessions/7/questions",
      "/api/questions/11/vote",
      "/api/polls/3/vote",
      "/api/resources/5/download",
    ]);
    expect((server.received[0]?.body as { questionText: string }).questionText).toBe("First");
    expect(server.received.map((r) => r.key)).toEqual(queued.map((item) => item.id));
    expect(await after.items()).toEqual([]);
  });
});

describe("outbox failures", () => {
  it("stops the round on a network failure, keeps later actions queued and retries with the same key", async () => {
    online = false;
    const outbox = engine();
    await outbox.submit(ask("One"));
    await outbox.submit(vote);
    online = true;
    server.script("drop-response");
    expect(await outbox.reconnected()).toBe("stopped");
    expect(server.received).toHaveLength(1);
    const [first, second] = await outbox.items();
    expect(first).toMatchObject({ status: "queued", attempts: 1 });
    expect(second).toMatchObject({ status: "queued", attempts: 0 });

    expect(scheduledTask).not.toBeNull();
    expect(await outbox.flush()).toBe("done");
    expect(server.received.map((r) => r.key)).toEqual([first?.id, first?.id, second?.id]);
    expect(server.effects.map((r) => r.path)).toEqual([
      "/api/sessions/7/questions",
      "/api/polls/3/vote",
    ]);
    expect(await outbox.items()).toEqual([]);
  });

  it("treats a request with no answer in time as a network failure", async () => {
    const outbox = engine();
    server.script("hang");
    expect(await outbox.submit(upvote)).toEqual({ status: "queued" });
    expect(await outbox.items()).toMatchObject([{ status: "queued", attempts: 1 }]);
  });

  it.each([500, 503, 429, 408])(
    "keeps the action queued when the server answers %i",
    async (status) => {
      const outbox = engine();
      server.script({ status, body: { message: "Busy" } });
      expect(await outbox.submit(vote)).toEqual({ status: "queued" });
      expect(await outbox.items()).toMatchObject([{ status: "queued", error: null }]);
      expect(delays).toEqual([2000]);
    },
  );

  it("marks a refused action failed with the server's reason and goes on with the next ones", async () => {
    online = false;
    const outbox = engine();
    await outbox.submit(vote);
    await outbox.submit(ask("Still sent"));
    online = true;
    server.script({ status: 409, body: { code: "poll_closed", message: "Poll is shut" } });
    expect(await outbox.reconnected()).toBe("done");
    const items = await outbox.items();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      status: "failed",
      error: MESSAGES.pollClosed,
      errorCode: "poll_closed",
      action: vote,
    });
    expect(server.effects.map((r) => r.path)).toEqual(["/api/sessions/7/questions"]);

    expect(await outbox.flush()).toBe("done");
    expect(server.received).toHaveLength(2);
    await outbox.discard(items[0]!.id);
    expect(await outbox.items()).toEqual([]);
  });

  it("keeps a question queued offline by a since-blocked asker in the failed list, with why", async () => {
    online = false;
    const outbox = engine();
    await outbox.submit(ask("Asked in the tunnel"));
    online = true;
    server.script({ status: 403, body: { code: "asker_blocked", message: "Said in English" } });
    expect(await outbox.reconnected()).toBe("done");
    expect(await outbox.items()).toMatchObject([
      {
        status: "failed",
        errorCode: "asker_blocked",
        error: MESSAGES.askerBlocked,
        action: ask("Asked in the tunnel"),
      },
    ]);
    expect(await outbox.flush()).toBe("done");
    expect(server.received).toHaveLength(1);
  });

  it("resolves submit() with the refusal when the server says no at once", async () => {
    const outbox = engine();
    server.script({ status: 404, body: { code: "session_not_found", message: "Gone" } });
    expect(await outbox.submit(ask("Anyone?"))).toEqual({
      status: "failed",
      code: "session_not_found",
      message: "Session not found",
      actionId: (await outbox.items())[0]?.id,
    });
  });

  it("drops an upvote already counted under another key, telling the waiting screen why", async () => {
    const outbox = engine();
    const sent: unknown[] = [];
    outbox.onSent((event) => sent.push(event.response));
    server.script({ status: 409, body: { code: "already_upvoted", message: "Said in English" } });
    expect(await outbox.submit(upvote)).toEqual({
      status: "failed",
      code: "already_upvoted",
      message: MESSAGES.alreadyUpvotedUi,
    });
    expect(await outbox.items()).toEqual([]);
    expect(sent).toEqual([null]);
  });

  it("drops, keeps or asks by the code alone, whatever the status and the words", async () => {
    online = false;
    const outbox = engine();
    await outbox.submit(vote);
    await outbox.submit(upvote);
    await outbox.submit(ask("Rate limited"));
    online = true;
    server.script(
      { status: 400, body: { code: "already_voted", message: "poll closed" } },
      { status: 400, body: { code: "poll_closed", message: "already voted" } },
      { status: 400, body: { code: "rate_limited", message: "refused for good" } },
    );
    expect(await outbox.reconnected()).toBe("stopped");
    expect(await outbox.items()).toMatchObject([
      { action: upvote, status: "failed", errorCode: "poll_closed", error: MESSAGES.pollClosed },
      { status: "queued", attempts: 1 },
    ]);
    expect(delays.at(-1)).toBe(2000);
  });

  it("does not discard an action that still waits", async () => {
    online = false;
    const outbox = engine();
    await outbox.submit(vote);
    const [item] = await outbox.items();
    await outbox.discard(item!.id);
    expect(await outbox.items()).toHaveLength(1);
  });
});

describe("outbox backoff", () => {
  it("waits longer after each round with no answer, up to a cap, and starts over when back online", async () => {
    const outbox = engine();
    await server.stop();
    expect(await outbox.submit(vote)).toEqual({ status: "queued" });
    for (let i = 0; i < 7; i += 1) expect(await outbox.flush()).toBe("stopped");
    expect(delays).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
    expect(outbox.scheduledRetryMs()).toBe(60000);

    server = new ScriptedServer();
    await server.start();
    const revived = createOutboxEngine({
      db,
      baseUrl: server.baseUrl,
      onFirstQueued: () => undefined,
    });
    engines.push(revived);
    expect(await revived.reconnected()).toBe("done");
    expect(server.effects).toHaveLength(1);
    expect(revived.scheduledRetryMs()).toBeNull();
  });

  it("retries a lost reply at the base delay, however many rounds lost one, when each round delivered", async () => {
    const outbox = engine();
    // The reply to the first attempt of each of six actions is lost; the server ran each one.
    for (let i = 0; i < 6; i += 1) {
      server.script("drop-response");
      expect(await outbox.submit(ask(`Question ${i}`))).toEqual({ status: "queued" });
    }
    // Each submit's round delivered the retry of the one before, then lost its own reply.
    expect(delays).toEqual([2000, 2000, 2000, 2000, 2000, 2000]);
    expect(outbox.scheduledRetryMs()).toBe(2000);
    expect(await outbox.flush()).toBe("done");
    expect(server.effects).toHaveLength(6);
    expect(await outbox.items()).toEqual([]);
  });

  it("counts only rounds that got no answer at all: after one that delivered, the wait starts over", async () => {
    const outbox = engine();
    const busy = { status: 503, body: { message: "Busy" } };
    server.script(busy, busy, busy);
    expect(await outbox.submit(upvote)).toEqual({ status: "queued" });
    expect(await outbox.flush()).toBe("stopped");
    expect(await outbox.flush()).toBe("stopped");
    // Three rounds in a row with no answer: 2 s, 4 s, 8 s.
    expect(delays).toEqual([2000, 4000, 8000]);
    server.script({ status: 200 }, "drop-response");
    expect(await outbox.submit(vote)).toEqual({ status: "queued" });
    // That round delivered the upvote and lost only the vote's reply.
    expect(delays.at(-1)).toBe(2000);
    expect(await outbox.flush()).toBe("done");
    expect(server.effects.map((r) => r.path)).toEqual([
      "/api/questions/11/vote",
      "/api/polls/3/vote",
    ]);
  });

  it("shows an action being sent from the first send of a round to its end, never none between two", async () => {
    online = false;
    const outbox = engine();
    for (let i = 0; i < 5; i += 1) await outbox.submit(ask(`Question ${i}`));
    online = true;
    const seen: string[] = [];
    let watched: () => void = () => undefined;
    const firstRead = new Promise<void>((resolve) => (watched = resolve));
    const watching = liveQuery(() => db.outbox.toArray()).subscribe((rows) => {
      if (rows.length > 0)
        seen.push(rows.some((row) => row.status === "sending") ? "sending" : "waiting");
      watched();
    });
    await firstRead;
    expect(await outbox.reconnected()).toBe("done");
    await new Promise((resolve) => setTimeout(resolve, 50));
    watching.unsubscribe();
    expect(server.effects).toHaveLength(5);
    // Before the round: waiting. Once it started, every state it went through had one sending.
    expect(seen[0]).toBe("waiting");
    expect(seen.slice(seen.indexOf("sending"))).not.toContain("waiting");
    expect(seen).toContain("sending");
  });

  it("schedules a retry while offline and sends nothing", async () => {
    online = false;
    const outbox = engine();
    await outbox.submit(ask("Later"));
    expect(delays).toEqual([2000]);
    expect(server.received).toHaveLength(0);
  });

  it("computes the backoff as doubling from 2 s with a 60 s cap", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(backoffDelay)).toEqual([
      2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000,
    ]);
    expect(backoffDelay(100)).toBe(BACKOFF_MAX_MS);
  });
});

describe("failure classification", () => {
  it("retries what got no answer of Lectern's, whatever its status", () => {
    expect(classifyFailure(new TypeError("fetch failed"))).toEqual({ kind: "retry" });
    expect(classifyFailure(new DOMException("aborted", "AbortError"))).toEqual({ kind: "retry" });
    expect(classifyFailure(new ApiError(502, null, "Bad Gateway"))).toEqual({ kind: "retry" });
    expect(classifyFailure(new ApiError(403, null, "Forbidden"))).toEqual({ kind: "retry" });
  });

  it("decides by the code, with the code's text", () => {
    expect(classifyFailure(new ApiError(500, "internal", "x"))).toEqual({ kind: "retry" });
    expect(classifyFailure(new ApiError(409, "already_voted", "x"))).toEqual({
      kind: "drop",
      code: "already_voted",
      message: MESSAGES.alreadyVoted,
    });
    expect(
      classifyFailure(
        new ApiError(400, "invalid", "x", {
          issues: [{ path: "questionText", message: "Please enter your question" }],
        }),
      ),
    ).toEqual({
      kind: "ask",
      code: "invalid",
      message: "questionText: Please enter your question",
    });
  });

  it("has a decision for every code: retry only what may work later, drop what is done or a stale tap", () => {
    const decisions = Object.fromEntries(ERROR_CODES.map((code) => [code, outboxDecision(code)]));
    expect(Object.keys(decisions).filter((code) => decisions[code] === "retry")).toEqual([
      "rate_limited",
      "internal",
      "database_unavailable",
    ]);
    expect(Object.keys(decisions).filter((code) => decisions[code] === "drop")).toEqual([
      "reaction_not_offered",
      "already_voted",
      "already_upvoted",
    ]);
    expect(outboxDecision(null)).toBe("retry");
  });

  it("recognises a full disk, also when wrapped", () => {
    const quota = new DOMException("full", "QuotaExceededError");
    expect(isQuotaError(quota)).toBe(true);
    expect(isQuotaError({ name: "AbortError", inner: quota })).toBe(true);
    expect(isQuotaError(new TypeError("x"))).toBe(false);
  });
});

describe("outbox sharing and storage", () => {
  it("two tabs replaying the same outbox send each action once (one sender at a time)", async () => {
    online = false;
    const first = engine();
    const second = engine();
    await first.submit(ask("One"));
    await first.submit(upvote);
    await first.submit(vote);
    online = true;
    await Promise.all([first.reconnected(), second.reconnected(), first.flush(), second.flush()]);
    expect(server.received.map((r) => r.path)).toEqual([
      "/api/sessions/7/questions",
      "/api/questions/11/vote",
      "/api/polls/3/vote",
    ]);
    expect(await first.items()).toEqual([]);
  });

  it("asks to keep the browser's storage once, after the first action is queued", async () => {
    let asked = 0;
    const outbox = createOutboxEngine({
      db,
      baseUrl: server.baseUrl,
      isOnline: () => online,
      onFirstQueued: () => (asked += 1),
    });
    engines.push(outbox);
    expect(asked).toBe(0);
    await outbox.submit(ask("First"));
    await outbox.submit(vote);
    expect(asked).toBe(1);
  });

  it("with no room to store an action, sends it at once, and says the disk is full when it cannot go", async () => {
    const full = Object.assign(new Error("QuotaExceededError"), { name: "QuotaExceededError" });
    db.outbox.add = (() => Promise.reject(full)) as unknown as typeof db.outbox.add;
    const outbox = engine();
    expect(await outbox.submit(vote)).toMatchObject({ status: "sent" });
    expect(server.effects.map((e) => e.path)).toEqual(["/api/polls/3/vote"]);
    await server.stop();
    expect(await outbox.submit(ask("Lost?"))).toEqual({
      status: "failed",
      code: null,
      message: QUOTA_MESSAGE,
    });
    server = new ScriptedServer();
    await server.start();
  });
});

describe("outbox expiry (docs/decisions.md, Exactly-once actions)", () => {
  const DAY = 24 * 60 * 60 * 1000;

  it(`does not send an action older than ${OUTBOX_MAX_AGE_DAYS} days and lists it as too old`, async () => {
    const today = Date.now();
    let clock = today - (OUTBOX_MAX_AGE_DAYS + 1) * DAY;
    const outbox = engine({ now: () => clock });
    online = false;
    expect(await outbox.submit(upvote)).toEqual({ status: "queued" });
    clock = today - DAY;
    expect(await outbox.submit(vote)).toEqual({ status: "queued" });

    clock = today;
    online = true;
    expect(await outbox.flush()).toBe("done");
    // The day-old vote went, exactly once; the old upvote did not go at all.
    expect(server.received.map((entry) => entry.path)).toEqual(["/api/polls/3/vote"]);
    expect(await outbox.items()).toMatchObject([
      {
        action: upvote,
        status: "failed",
        error: `It waited more than ${OUTBOX_MAX_AGE_DAYS} days to be sent.`,
      },
    ]);
    expect((await outbox.items())[0]?.errorCode).toBeUndefined();

    expect(await outbox.reconnected()).toBe("done");
    expect(server.received).toHaveLength(1);
    expect(server.effects).toHaveLength(1);
  });

  it(`still sends an action of exactly ${OUTBOX_MAX_AGE_DAYS} days, and a fresh one at once`, async () => {
    const today = Date.now();
    let clock = today - OUTBOX_MAX_AGE_DAYS * DAY;
    const outbox = engine({ now: () => clock });
    online = false;
    await outbox.submit(upvote);
    clock = today;
    online = true;
    expect(await outbox.submit(vote)).toMatchObject({ status: "sent" });
    expect(server.received.map((entry) => entry.path)).toEqual([
      "/api/questions/11/vote",
      "/api/polls/3/vote",
    ]);
    expect(await outbox.items()).toEqual([]);
  });

  it(`still sends an action tried without an answer up to ${OUTBOX_UNANSWERED_MAX_AGE_DAYS} days, answered from its key`, async () => {
    const today = Date.now();
    let clock = today - (OUTBOX_UNANSWERED_MAX_AGE_DAYS - 1) * DAY;
    const outbox = engine({ now: () => clock });
    server.script("drop-response");
    expect(await outbox.submit(ask("Counted, reply lost"))).toEqual({ status: "queued" });
    online = false;
    clock = today;
    online = true;
    expect(await outbox.reconnected()).toBe("done");
    // Sent again with its key and answered as a replay: on the server once, and nothing listed.
    expect(server.received).toHaveLength(2);
    expect(server.effects).toHaveLength(1);
    expect(await outbox.items()).toEqual([]);
  });

  it(`lists an action tried without an answer for over ${OUTBOX_UNANSWERED_MAX_AGE_DAYS} days as maybe sent, and sends it no more`, async () => {
    const today = Date.now();
    let clock = today - (OUTBOX_UNANSWERED_MAX_AGE_DAYS + 1) * DAY;
    const outbox = engine({ now: () => clock });
    server.script("drop-response");
    expect(await outbox.submit(ask("Counted, reply lost"))).toEqual({ status: "queued" });
    clock = today;
    expect(await outbox.reconnected()).toBe("done");
    expect(server.received).toHaveLength(1);
    expect(await outbox.items()).toMatchObject([
      {
        status: "failed",
        mayHaveArrived: true,
        error: `No answer came for ${OUTBOX_UNANSWERED_MAX_AGE_DAYS} days, so it may have arrived. Check before doing it again.`,
      },
    ]);
  });
});

describe("reactions on the live socket (docs/decisions.md, Reactions on the live socket)", () => {
  const reaction: OutboxAction = { kind: "reaction", sessionId: 7, body: { emoji: "👏" } };
  /** How the ws server answers each react: with this status and code, or by dropping the socket. */
  let answer: { status: number; code?: string } | "drop";
  let keys: string[];
  let wss: WebSocketServer;
  let stopLive: () => void;

  beforeEach(async () => {
    answer = { status: 201 };
    keys = [];
    wss = new WebSocketServer({ port: 0, host: "127.0.0.1" });
    wss.on("connection", (socket) =>
      socket.on("message", (data: Buffer) => {
        const message = JSON.parse(data.toString()) as { type: string; key: string };
        if (message.type !== "react") return;
        keys.push(message.key);
        if (answer === "drop") socket.terminate();
        else socket.send(JSON.stringify({ type: "reaction_answer", key: message.key, ...answer }));
      }),
    );
    await new Promise<void>((resolve) => wss.once("listening", () => resolve()));
  });

  afterEach(async () => {
    stopLive();
    for (const socket of wss.clients) socket.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });

  async function outboxWithLiveSocket(): Promise<OutboxEngine> {
    const live = new LiveSocket(() => `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
    let opened = false;
    stopLive = live.subscribe({
      message: { type: "attend", sessionId: 7 },
      onMessage: () => undefined,
      onConnectionChange: (connected) => (opened ||= connected),
    });
    await vi.waitFor(() => expect(opened).toBe(true));
    return engine({
      live: (action, key) =>
        action.kind === "reaction"
          ? live.react({ type: "react", sessionId: action.sessionId, key, ...action.body })
          : undefined,
    });
  }

  it("sends a reaction on the open socket, and nothing over HTTP, with the item's key", async () => {
    const outbox = await outboxWithLiveSocket();
    expect(await outbox.submit(reaction)).toEqual({ status: "sent", response: { emoji: "👏" } });
    expect(keys).toHaveLength(1);
    expect(server.received).toEqual([]);
    expect(await outbox.items()).toEqual([]);
  });

  it("sends it over HTTP with the same key when the socket drops before answering", async () => {
    const outbox = await outboxWithLiveSocket();
    answer = "drop";
    expect((await outbox.submit(reaction)).status).toBe("sent");
    expect(server.received).toMatchObject([
      { method: "POST", path: "/api/sessions/7/reactions", key: keys[0], body: { emoji: "👏" } },
    ]);
  });

  it("keeps a refusal the socket answers as the HTTP call's, for the person to see", async () => {
    const outbox = await outboxWithLiveSocket();
    answer = { status: 400, code: "reaction_not_offered" };
    expect(await outbox.submit(reaction)).toMatchObject({
      status: "failed",
      code: "reaction_not_offered",
    });
    expect(server.received).toEqual([]);
  });
});
