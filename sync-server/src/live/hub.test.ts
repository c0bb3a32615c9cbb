/**
 * The live channel with real sockets: subscribers see new totals after votes and state changes,
 * drafts and missing polls are refused, garbage never breaks a socket, bursts are coalesced.
 * Questions pushes, the endpoint and dead sockets are in sockets.test.ts.
 */
import { type Poll } from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import { isUpdate, openLive } from "../test/live-client.ts";
import {
  choicesOf,
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

describe("poll subscriptions", () => {
  it("sends the current results on subscribe and the new totals after a vote", async () => {
    const session = await createSession(owner);
    const poll = await createPoll(owner, session.id, "open", ["Red", "Blue"]);
    const live = await openLive(server);
    live.send({ type: "subscribe_poll", pollId: poll.id });
    const initial = await live.waitFor(isUpdate(poll.id));
    expect(initial).toMatchObject({ data: { pollId: poll.id, state: "open", totalVotes: 0 } });

    const attendee = await visitor(server);
    must(
      await attendee.post<VoteResponse>(`/api/polls/${poll.id}/vote`, {
        choiceId: poll.choices[1]!.id,
      }),
      201,
      "vote",
    );
    const update = await live.waitFor(isUpdate(poll.id, (m) => m.data.totalVotes === 1));
    if (update.type !== "poll_update") throw new Error("not an update");
    expect(choicesOf(update.data).map((c) => [c.text, c.votes, c.percentage])).toEqual([
      ["Red", 0, 0],
      ["Blue", 1, 100],
    ]);
    const late = await openLive(server);
    late.send({ type: "subscribe_poll", pollId: poll.id });
    expect(await late.waitFor(isUpdate(poll.id))).toEqual(update);
    await Promise.all([live.close(), late.close()]);
  });

  it("pushes state changes, and hides a poll's content when it goes back to draft", async () => {
    const session = await createSession(owner);
    const poll = await createPoll(owner, session.id, "open");
    const live = await openLive(server);
    live.send({ type: "subscribe_poll", pollId: poll.id });
    await live.waitFor(isUpdate(poll.id));

    must(await owner.put<Poll>(`/api/polls/${poll.id}`, { state: "closed" }), 200, "close");
    await live.waitFor(
      isUpdate(poll.id, (m) => m.data.state === "closed" && choicesOf(m.data).length === 2),
    );
    must(await owner.put<Poll>(`/api/polls/${poll.id}`, { state: "draft" }), 200, "back to draft");
    const hidden = await live.waitFor(isUpdate(poll.id, (m) => m.data.state === "draft"));
    expect(hidden).toMatchObject({ data: { totalVotes: 0, choices: [] } });
    await live.close();
  });

  it("refuses to subscribe to a draft or missing poll", async () => {
    const session = await createSession(owner);
    const draft = await createPoll(owner, session.id, "draft");
    const live = await openLive(server);
    live.send({ type: "subscribe_poll", pollId: draft.id });
    await live.waitFor((m) => m.type === "error" && /draft/.test(m.message));
    live.send({ type: "subscribe_poll", pollId: 999_999 });
    await live.waitFor((m) => m.type === "error" && /doesn't exist/.test(m.message));

    must(await owner.put<Poll>(`/api/polls/${draft.id}`, { state: "open" }), 200, "open it");
    const attendee = await visitor(server);
    must(
      await attendee.post<VoteResponse>(`/api/polls/${draft.id}/vote`, {
        choiceId: draft.choices[0]!.id,
      }),
      201,
      "vote",
    );
    // A later subscription proves the socket still works, and that the refused one never received pushes.
    live.send({ type: "subscribe_poll", pollId: draft.id });
    await live.waitFor(isUpdate(draft.id, (m) => m.data.totalVotes === 1));
    expect(live.messages.filter((m) => m.type === "poll_update")).toHaveLength(1);
    await live.close();
  });

  it("ignores garbage and unknown messages and keeps the socket working", async () => {
    const session = await createSession(owner);
    const poll = await createPoll(owner, session.id, "open");
    const live = await openLive(server);
    live.sendRaw("not json at all");
    live.sendRaw('{"type":');
    live.sendRaw(Buffer.from([0, 1, 2, 3]));
    live.send({ type: "launch_missiles" });
    live.send({ type: "subscribe_poll", pollId: "abc" });
    live.send({ type: "subscribe_poll", pollId: -4 });
    live.send(null);
    live.send([1, 2, 3]);
    live.send({ type: "subscribe_poll", pollId: poll.id });
    await live.waitFor(isUpdate(poll.id));
    expect(live.isOpen()).toBe(true);
    expect(live.messages.filter((m) => m.type === "error")).toHaveLength(0);
    await live.close();
  });

  it("coalesces a burst of votes into fewer messages that end with the right totals", async () => {
    const session = await createSession(owner);
    const poll = await createPoll(owner, session.id, "open", ["A", "B"]);
    const live = await openLive(server);
    live.send({ type: "subscribe_poll", pollId: poll.id });
    await live.waitFor(isUpdate(poll.id));

    const voters = await Promise.all(Array.from({ length: 40 }, () => visitor(server)));
    await Promise.all(
      voters.map((v, i) =>
        v.post(`/api/polls/${poll.id}/vote`, { choiceId: poll.choices[i % 4 === 0 ? 1 : 0]!.id }),
      ),
    );
    const last = await live.waitFor(isUpdate(poll.id, (m) => m.data.totalVotes === 40));
    if (last.type !== "poll_update") throw new Error("not an update");
    expect(choicesOf(last.data).map((c) => c.votes)).toEqual([30, 10]);
    expect(choicesOf(last.data).map((c) => c.percentage)).toEqual([75, 25]);
    const updatesAfterSubscribe = live.messages.filter(isUpdate(poll.id)).length - 1;
    expect(updatesAfterSubscribe).toBeLessThan(40);
    await live.close();
  });

  it("sends every subscriber the same update and forgets closed sockets", async () => {
    const session = await createSession(owner);
    const poll = await createPoll(owner, session.id, "open");
    const before = server.lectern.ctx.hub.clientCount();
    const sockets = await Promise.all(Array.from({ length: 5 }, () => openLive(server)));
    expect(server.lectern.ctx.hub.clientCount()).toBe(before + 5);
    for (const s of sockets) s.send({ type: "subscribe_poll", pollId: poll.id });
    await Promise.all(sockets.map((s) => s.waitFor(isUpdate(poll.id))));
    await sockets[0]!.close();

    must(
      await (
        await visitor(server)
      ).post(`/api/polls/${poll.id}/vote`, { choiceId: poll.choices[0]!.id }),
      201,
      "vote",
    );
    const updates = await Promise.all(
      sockets.slice(1).map((s) => s.waitFor(isUpdate(poll.id, (m) => m.data.totalVotes === 1))),
    );
    for (const u of updates) expect(u).toEqual(updates[0]);
    await Promise.all(sockets.slice(1).map((s) => s.close()));
    await expect.poll(() => server.lectern.ctx.hub.clientCount()).toBe(before);
  });

  it("stops pushing a poll after unsubscribe_poll", async () => {
    const session = await createSession(owner);
    const left = await createPoll(owner, session.id, "open");
    const kept = await createPoll(owner, session.id, "open");
    const live = await openLive(server);
    live.send({ type: "subscribe_poll", pollId: left.id });
    await live.waitFor(isUpdate(left.id));
    live.send({ type: "unsubscribe_poll", pollId: left.id });
    live.send({ type: "subscribe_poll", pollId: kept.id });
    await live.waitFor(isUpdate(kept.id));

    const attendee = await visitor(server);
    must(
      await attendee.post<VoteResponse>(`/api/polls/${left.id}/vote`, {
        choiceId: left.choices[0]!.id,
      }),
      201,
      "vote left",
    );
    must(
      await attendee.post<VoteResponse>(`/api/polls/${kept.id}/vote`, {
        choiceId: kept.choices[0]!.id,
      }),
      201,
      "vote kept",
    );
    await live.waitFor(isUpdate(kept.id, (m) => m.data.totalVotes === 1));
    expect(live.messages.filter(isUpdate(left.id))).toHaveLength(1);
    await live.close();
  });

  it("tells subscribers when a poll is deleted", async () => {
    const session = await createSession(owner);
    const poll = await createPoll(owner, session.id, "open");
    const live = await openLive(server);
    live.send({ type: "subscribe_poll", pollId: poll.id });
    await live.waitFor(isUpdate(poll.id));
    must(await owner.delete(`/api/polls/${poll.id}`), 200, "delete");
    await live.waitFor((m) => m.type === "error" && /removed/.test(m.message));
    await live.close();
  });
});
