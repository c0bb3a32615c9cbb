/**
 * A talk's insights from data the test makes through the API (docs/product.md, Insights): views by
 * QR code, link, agenda and embed across two days, downloads and leads, votes, questions, the live
 * audience sampled while a phone attends. Every series adds up to the rows it counts; the screen's
 * readers are the session's team alone, and a bad range is refused with a code.
 */
import {
  eventInsightsSchema,
  sessionInsightsSchema,
  VIEW_SOURCE_HEADER,
  type SessionInsights,
} from "@lectern/shared";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import { openLive } from "../test/live-client.ts";
import {
  addEventMember,
  addMember,
  addTalk,
  createEvent,
  askQuestion,
  createPoll,
  createSession,
  errorOf,
  must,
  signedInSpeaker,
  uniqueEmail,
  uploadPdf,
  visitor,
} from "../test/seed.ts";

let server: TestServer;
let owner: TestClient;

beforeAll(async () => {
  server = await startTestServer({ audienceSampleMs: 50 });
  owner = await signedInSpeaker(server, { firstName: "Ines", lastName: "Insight" });
});

afterAll(async () => {
  await server?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const dayStart = (ms: number) => new Date(Math.floor(ms / DAY_MS) * DAY_MS).toISOString();

const insightsOf = async (
  client: TestClient,
  sessionId: number,
  query: string,
): Promise<SessionInsights> =>
  sessionInsightsSchema.parse(
    must(await client.get(`/api/sessions/${sessionId}/insights?${query}`), 200, "insights"),
  );

const total = (series: { count: number }[]) => series.reduce((sum, point) => sum + point.count, 0);

describe("insights", () => {
  it("counts views by source across two days, downloads, leads, votes and questions", async () => {
    const session = await createSession(owner);
    const pdf = await uploadPdf(owner, session.id);
    const poll = await createPoll(owner, session.id, "open", ["Yes", "No"]);
    const view = async (source?: string) => {
      const attendee = await visitor(server);
      const headers = source ? { [VIEW_SOURCE_HEADER]: source } : undefined;
      must(await attendee.get(`/api/sessions/${session.id}/public`, { headers }), 200, "view");
      return attendee;
    };
    const byLink = [await view(), await view(), await view("link")];
    const byQr = [await view("qr"), await view("qr")];
    await view("event");
    const embedded = await visitor(server);
    must(await embedded.get(`/api/polls/${poll.id}/embed`), 200, "embed");
    // The team's own look is no view.
    must(await owner.get(`/api/sessions/${session.id}/public`), 200, "owner's view");

    for (const attendee of [byLink[0]!, byQr[0]!])
      must(
        await attendee.post(`/api/resources/${pdf.id}/download`, { email: uniqueEmail("lead") }),
        201,
        "download",
      );
    for (const attendee of [byLink[1]!, byQr[1]!])
      must(
        await attendee.post(`/api/polls/${poll.id}/vote`, { choiceId: poll.choices[0]!.id }),
        201,
        "vote",
      );
    await askQuestion(byLink[2]!, session.id);

    // The QR visits were yesterday.
    const db = server.lectern.ctx.db;
    const yesterday = new Date(Date.now() - DAY_MS).toISOString();
    await db
      .updateTable("pageViews")
      .set({ createdAt: yesterday })
      .where("sessionId", "=", session.id)
      .where("source", "=", "qr")
      .execute();

    const from = dayStart(Date.now() - DAY_MS);
    const to = dayStart(Date.now() + DAY_MS);
    const insights = await insightsOf(owner, session.id, `from=${from}&to=${to}&bucket=1d`);
    expect(insights.views).toEqual([
      { t: from, count: 2 },
      { t: dayStart(Date.now()), count: 5 },
    ]);
    const rows = await db
      .selectFrom("pageViews")
      .select(sql<number>`count(*)`.as("count"))
      .where("sessionId", "=", session.id)
      .executeTakeFirstOrThrow();
    expect(total(insights.views)).toBe(Number(rows.count));
    expect(insights.sources).toEqual({ link: 3, qr: 2, embed: 1, event: 1 });
    expect(insights.uniqueVisitors).toBe(7);
    expect(insights.downloads).toEqual([
      {
        resourceId: pdf.id,
        title: pdf.title,
        series: [
          { t: from, count: 0 },
          { t: dayStart(Date.now()), count: 2 },
        ],
      },
    ]);
    expect(insights.funnel).toEqual({
      visitors: 7,
      downloadsAsked: 2,
      leads: 2,
      confirmedLeads: 0,
    });
    expect(insights.polls).toEqual([
      { pollId: poll.id, question: poll.question, voters: 2, share: null },
    ]);
    expect(insights.questions).toEqual({ asked: 1, answered: 0, upvotes: 0 });
    expect(insights.feedback).toBeUndefined();

    // By the 5 minutes, today alone: the QR visits of yesterday fall outside.
    const today = await insightsOf(owner, session.id, `from=${dayStart(Date.now())}`);
    expect(today.bucket).toBe("5m");
    expect(total(today.views)).toBe(5);
    expect(
      today.views.every(
        (point, i) =>
          i === 0 || Date.parse(point.t) - Date.parse(today.views[i - 1]!.t) === 300_000,
      ),
    ).toBe(true);
  });

  it("notes the live audience each minute, and each poll's share of its peak", async () => {
    const session = await createSession(owner);
    const poll = await createPoll(owner, session.id, "open", ["Yes", "No"]);
    const phones = await Promise.all([visitor(server), visitor(server)]);
    const sockets = await Promise.all(phones.map((phone) => openLive(server, phone)));
    for (const socket of sockets) socket.send({ type: "attend", sessionId: session.id });
    must(
      await phones[0].post(`/api/polls/${poll.id}/vote`, { choiceId: poll.choices[0]!.id }),
      201,
      "vote",
    );
    const db = server.lectern.ctx.db;
    await expect
      .poll(async () =>
        (
          await db
            .selectFrom("audienceMinutes")
            .select("count")
            .where("sessionId", "=", session.id)
            .execute()
        ).map((row) => row.count),
      )
      .toEqual([2]);
    await Promise.all(sockets.map((socket) => socket.close()));

    const insights = await insightsOf(owner, session.id, "bucket=5m");
    expect(Math.max(...insights.liveAudience.map((point) => point.count))).toBe(2);
    expect(insights.polls).toEqual([
      { pollId: poll.id, question: poll.question, voters: 1, share: 0.5 },
    ]);
  });

  it("is read by the session's team alone, and refuses a bad range with a code", async () => {
    const session = await createSession(owner);
    const path = `/api/sessions/${session.id}/insights`;
    const viewer = await addMember(server, owner, session.id, "viewer");
    expect((await viewer.client.get(path)).status).toBe(200);
    expect((await (await visitor(server)).get(path)).status).toBe(401);
    const stranger = await signedInSpeaker(server, { firstName: "Sam", lastName: "Stranger" });
    expect((await stranger.get(path)).status).toBe(403);
    expect((await owner.get("/api/sessions/999999/insights")).status).toBe(404);

    const yearAgo = new Date(Date.now() - 365 * DAY_MS).toISOString();
    for (const query of [
      "bucket=2m",
      "from=yesterday",
      "tz=Mars/Olympus",
      `from=${new Date().toISOString()}&to=${yearAgo}`,
      `from=${yearAgo}&bucket=5m`,
      "extra=1",
    ]) {
      const res = await owner.get(`${path}?${query}`);
      expect(res.status, query).toBe(400);
      expect(errorOf(res).code, query).toBe("invalid");
    }
    const zoned = await insightsOf(owner, session.id, `from=${yearAgo}&tz=Asia/Kolkata`);
    expect(zoned.bucket).toBe("1d");
    expect(zoned.timeZone).toBe("Asia/Kolkata");
    expect(zoned.views.every((point) => point.t.endsWith("T18:30:00.000Z"))).toBe(true);
  });

  it("rolls an event's talks up: the same series summed, and the talks ranked", async () => {
    const event = await createEvent(owner, { name: "InsightConf" });
    const busy = await addTalk(owner, event.id, { title: "Busy talk" });
    const quiet = await addTalk(owner, event.id, { title: "Quiet talk", room: "Room B" });
    const viewOf = async (sessionId: number, source?: string) => {
      const attendee = await visitor(server);
      const headers = source ? { [VIEW_SOURCE_HEADER]: source } : undefined;
      must(await attendee.get(`/api/sessions/${sessionId}/public`, { headers }), 200, "view");
      return attendee;
    };
    const asker = await viewOf(busy.sessionId, "event");
    await viewOf(busy.sessionId, "qr");
    await viewOf(busy.sessionId);
    await viewOf(quiet.sessionId, "event");
    await askQuestion(asker, busy.sessionId);

    const path = `/api/events/${event.id}/insights`;
    const rollUp = eventInsightsSchema.parse(must(await owner.get(path), 200, "event insights"));
    expect(rollUp.timeZone).toBe("Europe/Berlin");
    expect(total(rollUp.views)).toBe(4);
    expect(rollUp.sources).toEqual({ link: 1, qr: 1, embed: 0, event: 2 });
    expect(rollUp.questions.asked).toBe(1);
    expect(rollUp.talks).toEqual([
      {
        sessionId: busy.sessionId,
        title: "Busy talk",
        audience: 3,
        peakAudience: 0,
        engagement: 0.33,
        rating: null,
      },
      {
        sessionId: quiet.sessionId,
        title: "Quiet talk",
        audience: 1,
        peakAudience: 0,
        engagement: 0,
        rating: null,
      },
    ]);

    const viewer = await addEventMember(server, owner, event.id, "viewer");
    expect((await viewer.client.get(path)).status).toBe(200);
    expect((await (await visitor(server)).get(path)).status).toBe(401);
    const stranger = await signedInSpeaker(server, { firstName: "Sam", lastName: "Elsewhere" });
    expect(errorOf(await stranger.get(path)).code).toBe("not_event_member");
    expect(errorOf(await owner.get(`${path}?bucket=2m`)).code).toBe("invalid");
  });
});
