/**
 * The live channel's sockets, for real: questions pushes reach a session's subscribers, upgrades
 * are taken on /ws only, an oversized message is dropped, the page's heartbeat ping is answered
 * and a socket that stops answering pings is dropped. Polls' pushes are in hub.test.ts.
 */
import { type Question, WS_PATH } from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import { isUpdate, openLive } from "../test/live-client.ts";
import {
  askQuestion,
  createPoll,
  createSession,
  must,
  signedInSpeaker,
  visitor,
  type VoteResponse,
} from "../test/seed.ts";

let server: TestServer;
let owner: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedInSpeaker(server, { firstName: "Lena", lastName: "Live" });
});

afterAll(async () => {
  await server?.close();
});

describe("questions subscriptions", () => {
  it("pushes questions_update after a question is asked, upvoted and answered", async () => {
    const session = await createSession(owner);
    const poll = await createPoll(owner, session.id, "open");
    const live = await openLive(server);
    live.send({ type: "subscribe_questions", sessionId: session.id });
    // A socket's messages are handled in order: the poll's answer means the questions subscription is in place.
    live.send({ type: "subscribe_poll", pollId: poll.id });
    await live.waitFor(isUpdate(poll.id));
    const attendee = await visitor(server);
    const question = await askQuestion(attendee, session.id, "First?");
    await live.waitFor((m) => m.type === "questions_update" && m.sessionId === session.id);
    const count = () => live.messages.filter((m) => m.type === "questions_update").length;
    const seen = count();
    must(
      await owner.patch<{ question: Question }>(`/api/questions/${question.id}/answer`),
      200,
      "answer",
    );
    await expect.poll(count).toBeGreaterThan(seen);
    await live.close();
  });

  it("refuses questions of a missing session", async () => {
    const live = await openLive(server);
    live.send({ type: "subscribe_questions", sessionId: 999_999 });
    await live.waitFor((m) => m.type === "error");
    await live.close();
  });
});

describe("the endpoint", () => {
  it("accepts upgrades on /ws only", async () => {
    const wrong = new WebSocket(server.baseUrl.replace(/^http/, "ws") + "/api/health");
    const outcome = await new Promise<string>((resolve) => {
      wrong.once("open", () => resolve("open"));
      wrong.once("error", () => resolve("refused"));
    });
    expect(outcome).toBe("refused");
    const right = new WebSocket(server.baseUrl.replace(/^http/, "ws") + WS_PATH);
    await new Promise<void>((resolve, reject) => {
      right.once("open", () => resolve());
      right.once("error", reject);
    });
    right.close();
  });

  it("drops a message above the size limit without taking the server down", async () => {
    const session = await createSession(owner);
    const poll = await createPoll(owner, session.id, "open");
    const big = await openLive(server);
    big.sendRaw("x".repeat(64 * 1024));
    await expect.poll(() => big.isOpen()).toBe(false);
    const live = await openLive(server);
    live.send({ type: "subscribe_poll", pollId: poll.id });
    await live.waitFor(isUpdate(poll.id));
    await live.close();
  });
});

describe("dead sockets", () => {
  it("answers the page's heartbeat ping with a pong, ahead of what waits, however it is spaced", async () => {
    const session = await createSession(owner);
    const poll = await createPoll(owner, session.id, "open");
    const live = await openLive(server);
    // Both frames reach the hub in one read: the subscribe waits on the database, the ping does not.
    live.send({ type: "subscribe_poll", pollId: poll.id });
    live.sendRaw('{"type":"ping"}');
    await live.waitFor(isUpdate(poll.id));
    expect(live.messages.map((m) => m.type)).toEqual(["pong", "poll_update"]);
    live.sendRaw('{ "type": "ping" }');
    await expect.poll(() => live.messages.filter((m) => m.type === "pong")).toHaveLength(2);
    must(
      await (
        await visitor(server)
      ).post<VoteResponse>(`/api/polls/${poll.id}/vote`, {
        choiceId: poll.choices[0]!.id,
      }),
      201,
      "vote",
    );
    await live.waitFor(isUpdate(poll.id, (m) => m.data.totalVotes === 1));
    await live.close();
  });

  it("drops a socket that stops answering pings, and keeps one that answers", async () => {
    const pinging = await startTestServer({ livePingMs: 100 });
    const url = pinging.baseUrl.replace(/^http/, "ws") + WS_PATH;
    const open = (autoPong: boolean) =>
      new Promise<WebSocket>((resolve, reject) => {
        const socket = new WebSocket(url, { autoPong });
        socket.once("open", () => resolve(socket));
        socket.once("error", reject);
      });
    try {
      const alive = await open(true);
      const dead = await open(false);
      let pingsToAlive = 0;
      alive.on("ping", () => pingsToAlive++);
      const dropped = new Promise<number>((resolve) => dead.once("close", (code) => resolve(code)));
      expect(await dropped).toBe(1006);
      await expect.poll(() => pinging.lectern.ctx.hub.clientCount()).toBe(1);
      await expect.poll(() => pingsToAlive).toBeGreaterThanOrEqual(3);
      expect(alive.readyState).toBe(WebSocket.OPEN);
      alive.close();
    } finally {
      await pinging.close();
    }
  });
});
