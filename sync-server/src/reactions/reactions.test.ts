/**
 * Reactions through the real server (docs/product.md, Reactions): the default five until the owner
 * picks others; one a second per visitor; a replay of the same key counted once; bad input refused
 * with a code and nothing counted; the totals pushed to the stage's sockets, at most every
 * REACTION_PUSH_MS however fast the hall taps; the per-minute timeline for the team alone; a tap
 * on the live socket taken as its POST, the same key counted once whichever way it goes.
 */
import {
  DEFAULT_REACTIONS,
  WS_PATH,
  reactionTimelineSchema,
  sessionSchema,
  type ReactionTimeline,
  type ServerMessage,
} from "@lectern/shared";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
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

  describe("on the live socket", () => {
    type Answer = Extract<ServerMessage, { type: "reaction_answer" }>;
    const answerTo = async (socket: LiveClient, key: string): Promise<Answer> =>
      (await socket.waitFor((m) => m.type === "reaction_answer" && m.key === key)) as Answer;
    /** Sends a `react` and waits for its answer (the first one with its key). */
    const reactLive = async (
      socket: LiveClient,
      sessionId: number,
      emoji: string,
      key = newKey(),
    ) => {
      const before = socket.messages.length;
      socket.send({ type: "react", sessionId, emoji, key });
      return (await socket.waitFor(
        (m) =>
          m.type === "reaction_answer" && m.key === key && socket.messages.indexOf(m) >= before,
      )) as Answer;
    };

    it("counts a tap as its POST does, and its key once whichever way it is sent again", async () => {
      const session = await createSession(owner);
      const attendee = await visitor(server);
      const socket = await openLive(server, attendee);
      sockets.push(socket);
      const key = newKey();
      expect(await reactLive(socket, session.id, "👏", key)).toEqual({
        type: "reaction_answer",
        key,
        status: 201,
      });
      expect((await reactLive(socket, session.id, "👏", key)).status).toBe(201);
      const overHttp = await react(attendee, session.id, "👏", key);
      expect(overHttp.status).toBe(201);
      expect(overHttp.headers.get("Idempotent-Replayed")).toBe("true");
      expect(await answerTo(socket, key)).toMatchObject({ status: 201 });
      expect((await timelineOf(owner, session.id)).totals).toEqual({ "👏": 1 });

      // A key first sent over HTTP is answered from its record on the socket too.
      const later = await visitor(server);
      const laterSocket = await openLive(server, later);
      sockets.push(laterSocket);
      const httpKey = newKey();
      must(await react(later, session.id, "❤️", httpKey), 201, "over HTTP");
      expect((await reactLive(laterSocket, session.id, "❤️", httpKey)).status).toBe(201);
      expect((await timelineOf(owner, session.id)).totals).toEqual({ "👏": 1, "❤️": 1 });
    });

    it("refuses as the POST does, with its code, and counts nothing refused", async () => {
      const session = await createSession(owner);
      must(await owner.patch(`/api/sessions/${session.id}`, { reactions: ["👏"] }), 200, "pick");
      const attendee = await visitor(server);
      const socket = await openLive(server, attendee);
      sockets.push(socket);
      expect((await reactLive(socket, session.id, "👏")).status).toBe(201);
      const tooSoon = await reactLive(socket, session.id, "👏");
      expect(tooSoon).toMatchObject({ status: 429, code: "rate_limited" });
      expect(tooSoon.retryAfterSeconds).toBeGreaterThan(0);
      expect(await reactLive(socket, session.id, "😂")).toMatchObject({
        status: 400,
        code: "reaction_not_offered",
      });
      expect(await reactLive(socket, 999_999, "👏")).toMatchObject({
        status: 404,
        code: "session_not_found",
      });
      const ownerSocket = await openLive(server, owner);
      sockets.push(ownerSocket);
      expect(await reactLive(ownerSocket, session.id, "👏")).toMatchObject({
        status: 403,
        code: "owner_cannot_react",
      });
      const anonymous = await openLive(server);
      sockets.push(anonymous);
      expect(await reactLive(anonymous, session.id, "👏")).toMatchObject({
        status: 403,
        code: "visitor_invalid",
      });
      expect((await timelineOf(owner, session.id)).totals).toEqual({ "👏": 1 });
    });

    it("refuses a tap on a socket another site's page opened", async () => {
      const session = await createSession(owner);
      const attendee = await visitor(server);
      const socket = new WebSocket(server.baseUrl.replace(/^http/, "ws") + WS_PATH, {
        headers: { origin: "https://elsewhere.example", cookie: attendee.cookieHeader() },
      });
      await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
      const answer = new Promise<string>((resolve) =>
        socket.on("message", (raw: Buffer) => {
          if (raw.toString().includes("reaction_answer")) resolve(raw.toString());
        }),
      );
      socket.send(
        JSON.stringify({ type: "react", sessionId: session.id, emoji: "👏", key: newKey() }),
      );
      expect(JSON.parse(await answer)).toMatchObject({ status: 403, code: "cross_site" });
      socket.close();
      expect(await timelineOf(owner, session.id)).toEqual({ minutes: [], totals: {} });
    });
  });
});
