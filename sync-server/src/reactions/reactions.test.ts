/**
 * Reactions through the real server (docs/product.md, Reactions): the default five until the owner
 * picks others; one a second per visitor; a replay of the same key counted once; bad input refused
 * with a code and nothing counted; the totals pushed to the stage's sockets, at most every
 * REACTION_PUSH_MS however fast the hall taps; the per-minute timeline for the team alone.
 */
import {
  DEFAULT_REACTIONS,
  reactionTimelineSchema,
  sessionSchema,
  type ReactionTimeline,
  type ServerMessage,
} from "@lectern/shared";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import { openLive, type LiveClient } from "../test/live-client.ts";
import {
  addMember,
  createSession,
  errorOf,
  must,
  newKey,
  signedInSpeaker,
  visitor,
} from "../test/seed.ts";

let server: TestServer;
let owner: TestClient;
/** The server's clock (Config.clock): the tests move it to fill more than one minute. */
let clockMs = Date.parse("2026-12-03T10:00:10Z");
const sockets: LiveClient[] = [];

beforeAll(async () => {
  server = await startTestServer({ clock: () => clockMs });
  owner = await signedInSpeaker(server, { firstName: "Ria", lastName: "Owner" });
});

afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
});

afterAll(async () => {
  await server?.close();
});

const timelineOf = async (client: TestClient, sessionId: number): Promise<ReactionTimeline> =>
  reactionTimelineSchema.parse(
    must(await client.get(`/api/sessions/${sessionId}/reactions`), 200, "timeline"),
  );

const react = (client: TestClient, sessionId: number, emoji: string, key = newKey()) =>
  client.post(
    `/api/sessions/${sessionId}/reactions`,
    { emoji },
    { headers: { "Idempotency-Key": key } },
  );

describe("reactions", () => {
  it("offers the default five until the owner picks others, and an empty list offers none", async () => {
    const session = await createSession(owner);
    expect(session.reactions).toEqual([...DEFAULT_REACTIONS]);
    const picked = sessionSchema.parse(
      must(
        await owner.patch(`/api/sessions/${session.id}`, { reactions: ["🎉", "🔥"] }),
        200,
        "pick",
      ),
    );
    expect(picked.reactions).toEqual(["🎉", "🔥"]);
    const attendee = await visitor(server);
    expect(errorOf(await react(attendee, session.id, "👏")).code).toBe("reaction_not_offered");
    expect((await react(attendee, session.id, "🎉")).status).toBe(201);

    must(await owner.patch(`/api/sessions/${session.id}`, { reactions: [] }), 200, "none");
    const late = await visitor(server);
    expect(errorOf(await react(late, session.id, "🎉")).code).toBe("reaction_not_offered");
    expect((await timelineOf(owner, session.id)).totals).toEqual({ "🎉": 1 });
  });

  it("refuses an owner's pick of more than five, a repeat, or one outside the set", async () => {
    const session = await createSession(owner);
    for (const reactions of [["👏", "❤️", "😂", "🤯", "👍", "🎉"], ["👏", "👏"], ["🦄"]]) {
      const res = await owner.patch(`/api/sessions/${session.id}`, { reactions });
      expect(res.status, JSON.stringify(reactions)).toBe(400);
      expect(errorOf(res).code).toBe("invalid");
    }
    expect((await owner.get(`/api/sessions/${session.id}/public`)).body).toMatchObject({
      reactions: [...DEFAULT_REACTIONS],
    });
  });

  it("takes one a second from a visitor, and a replay of the same key once", async () => {
    const session = await createSession(owner);
    const attendee = await visitor(server);
    const key = newKey();
    const sent = await react(attendee, session.id, "👏", key);
    const replay = await react(attendee, session.id, "👏", key);
    expect(sent.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    const tooSoon = await react(attendee, session.id, "❤️");
    expect(tooSoon.status).toBe(429);
    expect((await react(await visitor(server), session.id, "❤️")).status).toBe(201);
    expect((await timelineOf(owner, session.id)).totals).toEqual({ "👏": 1, "❤️": 1 });
  });

  it("refuses bad input with a code and counts nothing", async () => {
    const session = await createSession(owner);
    const attendee = await visitor(server);
    const path = `/api/sessions/${session.id}/reactions`;
    for (const body of [{}, { emoji: "" }, { emoji: "🦄" }, { emoji: "👏", extra: 1 }]) {
      const res = await attendee.post(path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).code).toBe("invalid");
    }
    expect(
      errorOf(await attendee.post("/api/sessions/999999/reactions", { emoji: "👏" })).code,
    ).toBe("session_not_found");
    expect(await timelineOf(owner, session.id)).toEqual({ minutes: [], totals: {} });
  });

  it("counts each minute on the timeline, which only the session's team reads", async () => {
    const session = await createSession(owner);
    clockMs = Date.parse("2026-12-03T10:00:10Z");
    for (const emoji of ["👏", "👏", "😂"])
      must(await react(await visitor(server), session.id, emoji), 201, emoji);
    clockMs = Date.parse("2026-12-03T10:02:40Z");
    must(await react(await visitor(server), session.id, "👏"), 201, "later");
    expect(await timelineOf(owner, session.id)).toEqual({
      minutes: [
        { minute: "2026-12-03T10:00:00.000Z", counts: { "👏": 2, "😂": 1 } },
        { minute: "2026-12-03T10:02:00.000Z", counts: { "👏": 1 } },
      ],
      totals: { "👏": 3, "😂": 1 },
    });

    const viewer = await addMember(server, owner, session.id, "viewer");
    expect((await timelineOf(viewer.client, session.id)).totals).toEqual({ "👏": 3, "😂": 1 });
    const attendee = await visitor(server);
    expect((await attendee.get(`/api/sessions/${session.id}/reactions`)).status).toBe(401);
    const stranger = await signedInSpeaker(server, { firstName: "Sam", lastName: "Stranger" });
    expect((await stranger.get(`/api/sessions/${session.id}/reactions`)).status).toBe(403);
  });

  it("pushes the totals to the stage's sockets, far fewer times than the hall taps", async () => {
    const session = await createSession(owner);
    const console = await openLive(server, owner);
    sockets.push(console);
    console.send({ type: "subscribe_stage", sessionId: session.id });
    await console.waitFor((m) => m.type === "attendance" && m.sessionId === session.id);

    const taps = 40;
    const hall = await Promise.all(Array.from({ length: taps }, () => visitor(server)));
    await Promise.all(hall.map((attendee, i) => react(attendee, session.id, i % 2 ? "👏" : "🤯")));
    const isReactions = (m: ServerMessage): m is Extract<ServerMessage, { type: "reactions" }> =>
      m.type === "reactions" && m.sessionId === session.id;
    await console.waitFor((m) => isReactions(m) && m.totals["👏"] === 20 && m.totals["🤯"] === 20);
    expect(console.messages.filter(isReactions).length).toBeLessThan(taps / 4);
  });
});
