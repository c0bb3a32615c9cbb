/**
 * The report e-mail (docs/product.md, Insights, Report) from data the test makes through the API:
 * views, a download with its lead, a vote, questions and an upvote, a reaction, feedback. "Send
 * report now" mails the owner the figures, the chart as an inline image and the link, HTML with a
 * plain-text part, every user text escaped; a second send within 5 minutes is refused 429. A
 * member who opted in gets it in their language (questions masked for them), one who did not or
 * who left the team does not. The day-after job sends at 09:00 the day after the talk in the
 * event's zone, not before, once, and never for a talk that ended too long ago.
 */
import {
  reportSentSchema,
  reportStateSchema,
  VIEW_SOURCE_HEADER,
  type MeResponse,
  type ReportState,
} from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import type { ReceivedMail } from "../test/mail-sink.ts";
import {
  addMember,
  addTalk,
  askQuestion,
  createEvent,
  createPoll,
  createSession,
  errorOf,
  minutesFromNow,
  must,
  signUpSpeaker,
  uniqueEmail,
  uploadPdf,
  visitor,
} from "../test/seed.ts";
import { CHART_CID } from "./mail.ts";

/** The server's clock (Config.clock): the day-after tests set it; null is the real time. */
let clockMs: number | null = null;
let server: TestServer;
let owner: TestClient;
let ownerEmail: string;

beforeAll(async () => {
  server = await startTestServer({
    clock: () => clockMs ?? Date.now(),
    invitationsPerHour: 1_000,
  });
  owner = server.client();
  ownerEmail = uniqueEmail("olivia");
  await signUpSpeaker(server, owner, { firstName: "Olivia", lastName: "Owner", email: ownerEmail });
});

afterAll(async () => {
  await server?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

const stateOf = async (client: TestClient, sessionId: number): Promise<ReportState> =>
  reportStateSchema.parse(
    must(await client.get(`/api/sessions/${sessionId}/report`), 200, "state"),
  );

async function subscribe(client: TestClient, sessionId: number, subscribed: boolean) {
  return reportStateSchema.parse(
    must(
      await client.put(`/api/sessions/${sessionId}/report/subscription`, { subscribed }),
      200,
      "subscription",
    ),
  );
}

/** The reports of the session titled `title` the sink holds for `email`. */
const reportsTo = (email: string, title: string): ReceivedMail[] =>
  server.mail.messages.filter(
    (mail) =>
      mail.to.includes(email.toLowerCase()) &&
      mail.subject.includes(title) &&
      mail.attachments.some((file) => file.cid === CHART_CID),
  );

/** A member of the session who signed up with the invited address, writing in `language`. */
async function member(
  sessionId: number,
  role: "cohost" | "viewer" | "moderator",
  language?: string,
) {
  const added = await addMember(server, owner, sessionId, role);
  if (language) {
    const me = must(await added.client.get<MeResponse>("/api/auth/me"), 200, "me");
    must(await added.client.put(`/api/users/${me.user.id}`, { language }), 200, "language");
  }
  return added;
}

describe("the report e-mail", () => {
  it("mails the figures, the chart and the link now, and refuses a second send within 5 minutes", async () => {
    const title = `Offline <first> & "fast" ${Date.now()}`;
    const session = await createSession(owner, { title });
    const pdf = await uploadPdf(owner, session.id);
    const poll = await createPoll(owner, session.id, "open", ["Yes", "No"]);
    must(
      await owner.put(`/api/sessions/${session.id}/feedback/state`, { open: true }),
      200,
      "open feedback",
    );
    const view = async (source?: string) => {
      const attendee = await visitor(server);
      const headers = source ? { [VIEW_SOURCE_HEADER]: source } : undefined;
      must(await attendee.get(`/api/sessions/${session.id}/public`, { headers }), 200, "view");
      return attendee;
    };
    const [first, second, third] = [await view(), await view("link"), await view("qr")];
    must(
      await first.post(`/api/resources/${pdf.id}/download`, { email: uniqueEmail("lead") }),
      201,
      "download",
    );
    must(
      await second.post(`/api/polls/${poll.id}/vote`, { choiceId: poll.choices[0]!.id }),
      201,
      "vote",
    );
    await askQuestion(first, session.id, "Does <script> get escaped?");
    const top = await askQuestion(second, session.id, "How does replay avoid doubles?");
    must(await third.post(`/api/questions/${top.id}/vote`, {}), 201, "upvote");
    const reacted = await third.post(`/api/sessions/${session.id}/reactions`, { emoji: "👏" });
    expect(reacted.status, "react").toBeLessThan(300);
    must(
      await third.post(`/api/sessions/${session.id}/feedback`, { rating: 4, chips: ["Clear"] }),
      201,
      "feedback",
    );

    expect(await stateOf(owner, session.id)).toEqual({
      subscribed: true,
      sentAt: null,
      dueAt: null,
    });
    const since = Date.now();
    const sent = reportSentSchema.parse(
      must(await owner.post(`/api/sessions/${session.id}/report`), 200, "send now"),
    );
    expect(sent.recipients).toBe(1);
    expect(Date.parse(sent.sentAt)).toBeGreaterThanOrEqual(since);

    const mail = await server.mail.waitFor(ownerEmail, since);
    expect(mail.subject).toBe(`Your report for "${title}"`);
    for (const line of [
      "Hello Olivia,",
      "- 3 unique visitors",
      "- 3 page views",
      "- Live audience at its peak: 0",
      "- 1 download",
      "- Leads: 1, of which 0 confirmed",
      "- 1 vote in the polls",
      "- Questions: 2 asked, 0 answered",
      "- 1 reaction",
      "1. How does replay avoid doubles? (1 upvote)",
      "2. Does <script> get escaped? (0 upvotes)",
      "4 of 5 stars from 1 rating",
      "Clear (1)",
      `${server.baseUrl}/session/${session.id}/insights`,
    ])
      expect(mail.text).toContain(line);
    expect(mail.text).toMatch(
      /Bar chart of page views per hour, .+: 3 in all, at most 3 in one hour\./,
    );

    const html = mail.html ?? "";
    expect(html).toContain(`src="cid:${CHART_CID}"`);
    expect(html).toMatch(/<img [^>]*alt="Bar chart of page views per hour, [^"]+: 3 in all/);
    expect(html).toContain(`href="${server.baseUrl}/session/${session.id}/insights"`);
    expect(html).toContain("Offline &lt;first&gt; &amp; &quot;fast&quot;");
    expect(html).toContain("Does &lt;script&gt; get escaped?");
    expect(html).not.toContain("<first>");
    expect(html).not.toContain("<script>");
    expect(html).not.toMatch(/<style|class=/);
    expect(mail.attachments).toEqual([
      {
        filename: "page-views.png",
        contentType: "image/png",
        cid: CHART_CID,
        size: expect.any(Number) as number,
      },
    ]);

    const again = await owner.post(`/api/sessions/${session.id}/report`);
    expect(again.status).toBe(429);
    const refusal = errorOf(again) as ReturnType<typeof errorOf> & { retryAfterSeconds: number };
    expect(refusal.code).toBe("rate_limited");
    expect(refusal.retryAfterSeconds).toBeGreaterThan(0);
    expect(refusal.retryAfterSeconds).toBeLessThanOrEqual(300);
    expect(again.headers.get("retry-after")).toBe(String(refusal.retryAfterSeconds));
    expect(reportsTo(ownerEmail, title)).toHaveLength(1);
    expect((await stateOf(owner, session.id)).sentAt).toBe(sent.sentAt);
  });

  it("reaches members who opted in, in their language, and nobody who did not or who left", async () => {
    const title = `Team report ${Date.now()}`;
    const session = await createSession(owner, { title, profanityFilter: true });
    await askQuestion(await visitor(server), session.id, "What the shit is this?");
    const cohost = await member(session.id, "cohost", "de");
    const viewer = await member(session.id, "viewer");
    const leaving = await member(session.id, "moderator");

    expect((await stateOf(cohost.client, session.id)).subscribed).toBe(false);
    expect((await subscribe(cohost.client, session.id, true)).subscribed).toBe(true);
    expect((await subscribe(leaving.client, session.id, true)).subscribed).toBe(true);
    expect((await stateOf(viewer.client, session.id)).subscribed).toBe(false);
    must(
      await owner.delete(`/api/sessions/${session.id}/members/${leaving.memberId}`),
      200,
      "remove the member",
    );

    // A viewer may read and choose, not send; a co-host may send.
    expect(errorOf(await viewer.client.post(`/api/sessions/${session.id}/report`)).code).toBe(
      "role_forbidden",
    );
    const since = Date.now();
    const sent = reportSentSchema.parse(
      must(await cohost.client.post(`/api/sessions/${session.id}/report`), 200, "send now"),
    );
    expect(sent.recipients).toBe(2);

    const german = await server.mail.waitFor(cohost.email, since);
    expect(german.subject).toBe(`Dein Bericht für „${title}“`);
    expect(german.text).toContain("Hallo Mia,");
    expect(german.text).toContain("1. What the **** is this? (0 Zustimmungen)");
    const own = await server.mail.waitFor(ownerEmail, since);
    expect(own.text).toContain("1. What the shit is this? (0 upvotes)");
    expect(reportsTo(viewer.email, title)).toEqual([]);
    expect(reportsTo(leaving.email, title)).toEqual([]);

    // The owner may opt out.
    expect((await subscribe(owner, session.id, false)).subscribed).toBe(false);
  });

  it("sends by itself at 09:00 the day after the talk in the event's zone, not before, once", async () => {
    const now = Date.now();
    const event = await createEvent(owner, { name: "ReportConf" });
    const title = `Day-after talk ${Date.now()}`;
    const talk = await addTalk(owner, event.id, {
      title,
      startsAt: minutesFromNow(-60, now),
      endsAt: minutesFromNow(-15, now),
    });
    const { dueAt } = await stateOf(owner, talk.sessionId);
    const due = Date.parse(dueAt!);
    const berlin = (ms: number, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", ...options }).format(ms);
    expect(berlin(due, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" })).toBe("09:00");
    const endDay = berlin(Date.parse(talk.endsAt), { dateStyle: "short" });
    const nextDay = new Date(Date.parse(`${endDay}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    expect(berlin(due, { dateStyle: "short" })).toBe(nextDay);

    const jobs = server.lectern.reports;
    clockMs = due - 60_000;
    expect(await jobs.runNow()).toBe(0);
    expect(reportsTo(ownerEmail, title)).toEqual([]);

    clockMs = due;
    const since = Date.now();
    expect(await jobs.runNow()).toBe(1);
    const mail = await server.mail.waitFor(ownerEmail, since);
    expect(mail.subject).toBe(`Your report for "${title}"`);
    expect(mail.html).toContain(`src="cid:${CHART_CID}"`);
    expect((await stateOf(owner, talk.sessionId)).sentAt).toBe(new Date(due).toISOString());

    clockMs = due + DAY_MS;
    expect(await jobs.runNow()).toBe(0);
    expect(reportsTo(ownerEmail, title)).toHaveLength(1);
    // Sent by itself, so not refused as a resend: a day later "Send report now" mails it again.
    must(await owner.post(`/api/sessions/${talk.sessionId}/report`), 200, "send again");
    expect(reportsTo(ownerEmail, title)).toHaveLength(2);
    clockMs = null;
  });

  it("ends a session outside an event with its last counted minute, and skips talks long over", async () => {
    const session = await createSession(owner, { title: `Hall talk ${Date.now()}` });
    expect((await stateOf(owner, session.id)).dueAt).toBeNull();
    const { db } = server.lectern.ctx;
    const lastMinute = "2026-03-04T22:30:00.000Z";
    await db
      .insertInto("audienceMinutes")
      .values([
        { sessionId: session.id, minute: "2026-03-04T21:00:00.000Z", count: 40 },
        { sessionId: session.id, minute: lastMinute, count: 12 },
      ])
      .execute();
    expect((await stateOf(owner, session.id)).dueAt).toBe("2026-03-05T09:00:00.000Z");

    // Eight days after the talk its report is not sent by itself any more.
    clockMs = Date.parse(lastMinute) + 8 * DAY_MS;
    expect(await server.lectern.reports.runNow()).toBe(0);
    clockMs = null;
  });
});
