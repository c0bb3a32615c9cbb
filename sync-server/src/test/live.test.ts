/**
 * The live channel over real sockets (docs/decisions.md, Live updates): a client subscribed to a
 * poll gets poll_update with the new totals after votes and state changes; drafts and deleted polls
 * stop sending content; garbage on the socket never stops the server. Latency is logged, never
 * asserted.
 */
import { type Poll, type Question } from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness.ts";
import { openLive, type LiveClient } from "./live-client.ts";
import {
  choicesOf,
  createPoll,
  createSession,
  type Fixture,
  must,
  seed,
  visitor,
  type VoteResponse,
} from "./seed.ts";

let server: TestServer;
let fx: Fixture;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
  fx = await seed(server, 0);
});

afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await server.close();
});

async function live(): Promise<LiveClient> {
  const socket = await openLive(server);
  sockets.push(socket);
  return socket;
}

async function freshPoll(choices = ["Tabs", "Spaces"]) {
  const session = await createSession(fx.owner, { title: "Live room" });
  return createPoll(fx.owner, session.id, "open", choices);
}

const vote = async (pollId: number, choiceId: number) =>
  must(
    await (await visitor(server)).post<VoteResponse>(`/api/polls/${pollId}/vote`, { choiceId }),
    201,
    "vote",
  );

describe("poll_update", () => {
  it("a subscriber receives the new totals after a vote", async () => {
    const poll = await freshPoll();
    const socket = await live();
    socket.send({ type: "subscribe_poll", pollId: poll.id });
    await socket.waitFor(
      (m) => m.type === "poll_update" && m.pollId === poll.id && m.data.totalVotes === 0,
    );
    const started = Date.now();
    await vote(poll.id, poll.choices[1]!.id);
    const update = await socket.waitFor(
      (m) => m.type === "poll_update" && m.pollId === poll.id && m.data.totalVotes === 1,
    );
    console.info(`poll_update after a vote arrived in ${Date.now() - started} ms`);
    if (update.type !== "poll_update") throw new Error("unreachable");
    expect(update.data.state).toBe("open");
    const byId = new Map(choicesOf(update.data).map((c) => [c.id, c]));
    expect(byId.get(poll.choices[1]!.id)).toMatchObject({ votes: 1, percentage: 100 });
    expect(byId.get(poll.choices[0]!.id)).toMatchObject({ votes: 0, percentage: 0 });
  });

  it("every subscriber gets the update, and a burst of votes ends with the full totals", async () => {
    const poll = await freshPoll();
    const a = await live();
    const b = await live();
    for (const s of [a, b]) s.send({ type: "subscribe_poll", pollId: poll.id });
    await Promise.all(
      [a, b].map((s) => s.waitFor((m) => m.type === "poll_update" && m.pollId === poll.id)),
    );
    const burst = 12;
    await Promise.all(
      Array.from({ length: burst }, (_, i) => vote(poll.id, poll.choices[i % 2]!.id)),
    );
    for (const s of [a, b]) {
      const last = await s.waitFor(
        (m) => m.type === "poll_update" && m.pollId === poll.id && m.data.totalVotes === burst,
      );
      if (last.type !== "poll_update") throw new Error("unreachable");
      expect(
        choicesOf(last.data)
          .map((c) => c.votes)
          .sort(),
      ).toEqual([burst / 2, burst / 2]);
      const totals = s.messages.flatMap((m) =>
        m.type === "poll_update" && m.pollId === poll.id ? [m.data.totalVotes] : [],
      );
      expect(totals).toEqual([...totals].sort((x, y) => x - y));
      console.info(`${burst} votes reached a subscriber as ${totals.length} messages`);
    }
  });

  it("closing a poll pushes its closed state with the totals", async () => {
    const poll = await freshPoll();
    await vote(poll.id, poll.choices[0]!.id);
    const socket = await live();
    socket.send({ type: "subscribe_poll", pollId: poll.id });
    await socket.waitFor((m) => m.type === "poll_update" && m.pollId === poll.id);
    must(await fx.owner.put<Poll>(`/api/polls/${poll.id}`, { state: "closed" }), 200, "close poll");
    const closed = await socket.waitFor(
      (m) => m.type === "poll_update" && m.pollId === poll.id && m.data.state === "closed",
    );
    if (closed.type !== "poll_update") throw new Error("unreachable");
    expect(closed.data.totalVotes).toBe(1);
  });

  it("a poll put back to draft stops showing its content to subscribers", async () => {
    const poll = await freshPoll(["Secret one", "Secret two"]);
    const socket = await live();
    socket.send({ type: "subscribe_poll", pollId: poll.id });
    await socket.waitFor((m) => m.type === "poll_update" && m.pollId === poll.id);
    const before = socket.messages.length;
    must(
      await fx.owner.put<Poll>(`/api/polls/${poll.id}`, { state: "draft" }),
      200,
      "back to draft",
    );
    const hidden = await socket.waitFor(
      (m) => m.type === "poll_update" && m.pollId === poll.id && m.data.state === "draft",
    );
    if (hidden.type !== "poll_update") throw new Error("unreachable");
    expect(choicesOf(hidden.data)).toEqual([]);
    expect(JSON.stringify(socket.messages.slice(before))).not.toContain("Secret");
  });

  it("subscribing to a missing poll, or a poll being deleted, answers an error message", async () => {
    const socket = await live();
    socket.send({ type: "subscribe_poll", pollId: 99_999_999 });
    await socket.waitFor((m) => m.type === "error");
    const poll = await freshPoll();
    socket.send({ type: "subscribe_poll", pollId: poll.id });
    await socket.waitFor((m) => m.type === "poll_update" && m.pollId === poll.id);
    const errorsBefore = socket.messages.filter((m) => m.type === "error").length;
    must(await fx.owner.delete(`/api/polls/${poll.id}`), 200, "delete poll");
    await socket.waitFor(
      (m) =>
        m.type === "error" &&
        socket.messages.filter((x) => x.type === "error").length > errorsBefore,
    );
  });

  it("questions_update follows a new question for subscribers of the session's questions", async () => {
    const session = await createSession(fx.owner, { title: "Q&A room" });
    const socket = await live();
    socket.send({ type: "subscribe_questions", sessionId: session.id });
    // The subscription is in place once a message sent after it has been handled.
    socket.send({ type: "subscribe_poll", pollId: 99_999_998 });
    await socket.waitFor((m) => m.type === "error");
    must(
      await (
        await visitor(server)
      ).post<Question>(`/api/sessions/${session.id}/questions`, {
        questionText: "Live?",
        isAnonymous: true,
      }),
      201,
      "ask",
    );
    await socket.waitFor((m) => m.type === "questions_update" && m.sessionId === session.id);
  });
});

describe("garbage on the socket", () => {
  it("broken JSON, unknown types, odd ids, binary frames and an oversized frame never stop the server", async () => {
    const rude = await live();
    for (const junk of [
      "{",
      "null",
      "[]",
      '"subscribe_poll"',
      '{"type":"nope"}',
      '{"type":"subscribe_poll","pollId":"1 OR 1=1"}',
      '{"type":"subscribe_poll","pollId":-1}',
      '{"type":"subscribe_poll","pollId":1e99}',
      '{"type":"subscribe_poll"}',
    ]) {
      rude.sendRaw(junk);
    }
    rude.sendRaw(Buffer.from([0xff, 0x00, 0xfe]));
    rude.sendRaw("x".repeat(64 * 1024));

    const poll = await freshPoll();
    const polite = await live();
    polite.send({ type: "subscribe_poll", pollId: poll.id });
    await vote(poll.id, poll.choices[0]!.id);
    await polite.waitFor(
      (m) => m.type === "poll_update" && m.pollId === poll.id && m.data.totalVotes === 1,
    );
    expect((await server.client().get("/api/health")).status).toBe(200);
  });
});
