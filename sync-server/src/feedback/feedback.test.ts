/**
 * Feedback through the real server (docs/product.md, Feedback): closed until opened by hand or by
 * the talk's end time as the server's clock moves; one per attendee, replaced when sent again and
 * counted once however often the outbox replays it; bad input refused with nothing stored; the
 * summary for the session's team alone, masked for all but the owner; the CSV export.
 */
import {
  DEFAULT_FEEDBACK_CHIPS,
  feedbackStateSchema,
  feedbackSummarySchema,
  type FeedbackSummary,
} from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import {
  addMember,
  addTalk,
  createEvent,
  createSession,
  errorOf,
  minutesFromNow,
  must,
  newKey,
  signedInSpeaker,
  visitor,
} from "../test/seed.ts";

let server: TestServer;
let owner: TestClient;
/** The server's clock (Config.clock): the tests move it. */
let clockMs = Date.now();

beforeAll(async () => {
  server = await startTestServer({ clock: () => clockMs });
  owner = await signedInSpeaker(server, { firstName: "Fay", lastName: "Owner" });
});

afterAll(async () => {
  await server?.close();
});

async function openSession(fields: Parameters<typeof createSession>[1] = {}) {
  const session = await createSession(owner, fields);
  must(await owner.put(`/api/sessions/${session.id}/feedback/state`, { open: true }), 200, "open");
  return session;
}

const summaryOf = async (client: TestClient, sessionId: number): Promise<FeedbackSummary> =>
  feedbackSummarySchema.parse(
    must(await client.get(`/api/sessions/${sessionId}/feedback`), 200, "summary"),
  );

describe("feedback state", () => {
  it("is closed with the default chips until the owner opens it", async () => {
    const session = await createSession(owner);
    const attendee = await visitor(server);
    const state = feedbackStateSchema.parse(
      must(await attendee.get(`/api/sessions/${session.id}/feedback/state`), 200, "state"),
    );
    expect(state).toEqual({
      open: false,
      opensAt: null,
      chips: DEFAULT_FEEDBACK_CHIPS,
      mine: null,
    });
    const refused = await attendee.post(`/api/sessions/${session.id}/feedback`, { rating: 5 });
    expect(refused.status).toBe(403);
    expect(errorOf(refused).code).toBe("feedback_closed");

    const opened = await owner.put(`/api/sessions/${session.id}/feedback/state`, {
      open: true,
      chips: ["Loved the demo", "Too long"],
    });
    expect(must(opened, 200, "open")).toMatchObject({
      open: true,
      chips: ["Loved the demo", "Too long"],
    });
    must(await attendee.post(`/api/sessions/${session.id}/feedback`, { rating: 5 }), 201, "give");
  });

  it("opens by itself at the talk's end time, until someone closes it", async () => {
    clockMs = Date.now();
    const event = await createEvent(owner);
    const endsAt = minutesFromNow(30, clockMs);
    const talk = await addTalk(owner, event.id, { startsAt: minutesFromNow(-15, clockMs), endsAt });
    const attendee = await visitor(server);
    const stateNow = async () =>
      feedbackStateSchema.parse(
        must(await attendee.get(`/api/sessions/${talk.sessionId}/feedback/state`), 200, "state"),
      );
    expect(await stateNow()).toMatchObject({ open: false, opensAt: endsAt });
    clockMs += 31 * 60_000;
    expect(await stateNow()).toMatchObject({ open: true, opensAt: endsAt });
    must(
      await owner.put(`/api/sessions/${talk.sessionId}/feedback/state`, { chips: ["Fun"] }),
      200,
      "new chips keep the end time's rule",
    );
    expect(await stateNow()).toMatchObject({ open: true, opensAt: endsAt, chips: ["Fun"] });
    must(
      await attendee.post(`/api/sessions/${talk.sessionId}/feedback`, { rating: 4 }),
      201,
      "give",
    );

    must(
      await owner.put(`/api/sessions/${talk.sessionId}/feedback/state`, { open: false }),
      200,
      "close",
    );
    expect(await stateNow()).toMatchObject({ open: false, opensAt: null });
  });

  it("is set by the owner and co-hosts, not by a moderator or a viewer", async () => {
    const session = await createSession(owner);
    const cohost = await addMember(server, owner, session.id, "cohost");
    const moderator = await addMember(server, owner, session.id, "moderator");
    const path = `/api/sessions/${session.id}/feedback/state`;
    must(await cohost.client.put(path, { open: true }), 200, "co-host opens");
    const refused = await moderator.client.put(path, { open: false });
    expect(refused.status).toBe(403);
    expect(errorOf(refused).code).toBe("role_forbidden");
    const anonymous = await (await visitor(server)).put(path, { open: false });
    expect(anonymous.status).toBe(401);
  });
});

describe("giving feedback", () => {
  it("keeps one per attendee: sending again replaces it", async () => {
    const session = await openSession();
    const attendee = await visitor(server);
    const path = `/api/sessions/${session.id}/feedback`;
    const first = must(
      await attendee.post(path, { rating: 2, chips: ["Too fast"], comment: "  Slow down  " }),
      201,
      "give",
    );
    expect(first).toMatchObject({
      feedback: { rating: 2, chips: ["Too fast"], comment: "Slow down" },
    });
    must(await attendee.post(path, { rating: 5, chips: ["Clear", "Practical"] }), 200, "replace");
    const state = feedbackStateSchema.parse(
      must(await attendee.get(`${path}/state`), 200, "state"),
    );
    expect(state.mine).toMatchObject({ rating: 5, chips: ["Clear", "Practical"], comment: null });
    const summary = await summaryOf(owner, session.id);
    expect(summary.count).toBe(1);
    expect(summary.average).toBe(5);
  });

  it("counts a replay with the same Idempotency-Key once", async () => {
    const session = await openSession();
    const attendee = await visitor(server);
    const headers = { "Idempotency-Key": newKey() };
    const body = { rating: 3, comment: "Queued in the hall" };
    const path = `/api/sessions/${session.id}/feedback`;
    const sent = await attendee.post(path, body, { headers });
    const replay = await attendee.post(path, body, { headers });
    expect(sent.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(sent.body);
    const summary = await summaryOf(owner, session.id);
    expect(summary.count).toBe(1);
    expect(summary.comments.map((c) => c.comment)).toEqual(["Queued in the hall"]);
  });

  it("refuses bad input with a code and stores nothing", async () => {
    const session = await openSession();
    const attendee = await visitor(server);
    const path = `/api/sessions/${session.id}/feedback`;
    const cases: [unknown, string][] = [
      [{}, "invalid"],
      [{ rating: 0 }, "invalid"],
      [{ rating: 6 }, "invalid"],
      [{ rating: 4.5 }, "invalid"],
      [{ rating: "5" }, "invalid"],
      [{ rating: 4, comment: "x".repeat(1001) }, "invalid"],
      [{ rating: 4, chips: ["Clear", "Clear"] }, "invalid"],
      [{ rating: 4, chips: "Clear" }, "invalid"],
      [{ rating: 4, extra: true }, "invalid"],
      [{ rating: 4, chips: ["Not offered"] }, "feedback_chip_unknown"],
    ];
    for (const [body, code] of cases) {
      const res = await attendee.post(path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).code, JSON.stringify(body)).toBe(code);
    }
    const owners = await owner.post(path, { rating: 5 });
    expect(owners.status).toBe(403);
    expect(errorOf(owners).code).toBe("owner_cannot_give_feedback");
    for (const state of [{ open: "yes" }, {}, { chips: ["A", "A"] }]) {
      const badState = await owner.put(`${path}/state`, state);
      expect(badState.status, JSON.stringify(state)).toBe(400);
    }
    expect((await summaryOf(owner, session.id)).count).toBe(0);
  });
});

describe("reading feedback", () => {
  it("sums stars, chips and comments, newest first, for the team alone", async () => {
    const session = await openSession({ profanityFilter: true });
    const path = `/api/sessions/${session.id}/feedback`;
    const given = [
      { rating: 5, chips: ["Clear", "Inspiring"], comment: "Best talk, no shit" },
      { rating: 4, chips: ["Clear"] },
      { rating: 2, chips: ["Too fast"], comment: "Lost me at slide 3" },
    ];
    for (const body of given) must(await (await visitor(server)).post(path, body), 201, "give");

    const summary = await summaryOf(owner, session.id);
    expect(summary).toMatchObject({ count: 3, average: 3.67 });
    expect(summary.distribution).toEqual([
      { rating: 1, count: 0 },
      { rating: 2, count: 1 },
      { rating: 3, count: 0 },
      { rating: 4, count: 1 },
      { rating: 5, count: 1 },
    ]);
    expect(summary.chips.slice(0, 3)).toEqual([
      { label: "Clear", count: 2 },
      { label: "Inspiring", count: 1 },
      { label: "Too fast", count: 1 },
    ]);
    expect(summary.chips).toHaveLength(DEFAULT_FEEDBACK_CHIPS.length);
    expect(summary.comments.map((c) => c.comment)).toEqual([
      "Lost me at slide 3",
      "Best talk, no shit",
    ]);

    const viewer = await addMember(server, owner, session.id, "viewer");
    const masked = await summaryOf(viewer.client, session.id);
    expect(masked.comments[1]?.comment).toBe("Best talk, no ****");

    expect((await (await visitor(server)).get(path)).status).toBe(401);
    const stranger = await signedInSpeaker(server, { firstName: "Sid", lastName: "Stranger" });
    expect((await stranger.get(path)).status).toBe(403);
  });

  it("exports every feedback as CSV", async () => {
    const session = await openSession();
    const body = { rating: 4, chips: ["Practical"], comment: "=HYPERLINK(1)" };
    must(
      await (await visitor(server)).post(`/api/sessions/${session.id}/feedback`, body),
      201,
      "give",
    );
    const res = await owner.get(`/api/sessions/${session.id}/export/feedback.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toMatch(/session-feedback-\d+-.*\.csv/);
    const lines = String(res.body).trim().split(/\r?\n/);
    expect(lines[0]).toBe("Rating,Chips,Comment,Given at");
    expect(lines[1]).toMatch(/^4,Practical,'=HYPERLINK\(1\),/);
  });
});
