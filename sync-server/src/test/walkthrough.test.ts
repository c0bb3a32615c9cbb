/**
 * One talk from sign-up to the leads screen, through the real API only: two speakers sign up with
 * the code from the SMTP sink, one completes a profile and builds a session page; attendees open
 * it, scan the QR code, vote, ask, upvote and download; the speaker's leads, analytics and
 * dashboard totals then add up to exactly what happened. Steps share state in order.
 */
import {
  type Analytics,
  CHOICE_COLORS,
  type Dashboard,
  type DashboardLead,
  type DownloadResponse,
  type EmbedPoll,
  type Poll,
  type PollResults,
  type PublicSession,
  type Question,
  type Resource,
  type User,
  type VoteStatus,
} from "@lectern/shared";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "./harness.ts";
import {
  choicesOf,
  type CreatedSession,
  errorOf,
  fileForm,
  must,
  newKey,
  TINY_PDF,
  TINY_PNG,
  uniqueEmail,
  visitor,
  type VoteResponse,
} from "./seed.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

/** Signs up like the /signup and /verify-otp screens do, reading the code from the inbox. */
async function signUp(client: TestClient, firstName: string, lastName: string, email: string) {
  const since = Date.now();
  const registered = must(
    await client.post<{ userId: number; message: string }>("/api/auth/register", {
      firstName,
      lastName,
      email,
    }),
    201,
    "register",
  );
  expect(typeof registered.message).toBe("string");
  const code = await server.mail.waitForCode(email, since);
  const verified = must(
    await client.post<{ user: User }>("/api/auth/verify-otp", {
      userId: registered.userId,
      otpCode: code,
    }),
    200,
    "verify",
  );
  return verified.user as { id: number; email: string; profileCompleted: boolean };
}

function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

const olivia = { client: null as unknown as TestClient, id: 0, email: uniqueEmail("olivia") };
const oscar = { client: null as unknown as TestClient, id: 0, email: uniqueEmail("oscar") };
const visitors: TestClient[] = [];
const talk = {
  id: 0,
  pdfId: 0,
  linkId: 0,
  ctaId: 0,
  openPoll: { id: 0, choices: [] as number[] },
  draftPollId: 0,
  closingPoll: { id: 0, choices: [] as number[] },
};
const emails = {
  a: uniqueEmail("lead-a"),
  b: uniqueEmail("lead-b"),
  c: uniqueEmail("lead-c"),
  d: uniqueEmail("lead-d"),
  e: uniqueEmail("lead-e"),
};

describe("a talk from sign-up to leads", () => {
  it("two speakers sign up with the mailed code; Olivia completes her profile with a picture", async () => {
    expect(must(await server.client().get("/api/health"), 200, "health")).toEqual({
      ok: true,
      draining: false,
      database: "ok",
      redis: "not configured",
    });
    olivia.client = server.client();
    const user = await signUp(olivia.client, "Olivia", "Owner", olivia.email);
    olivia.id = user.id;
    expect(user.email).toBe(olivia.email);
    expect(user.profileCompleted).toBe(false);
    expect(must(await olivia.client.get<{ user: User }>("/api/auth/me"), 200, "me").user.id).toBe(
      olivia.id,
    );

    oscar.client = server.client();
    oscar.id = (await signUp(oscar.client, "Oscar", "Other", oscar.email)).id;
    expect(oscar.id).not.toBe(olivia.id);

    const picture = await olivia.client.request<{ filePath: string }>(
      "POST",
      "/api/upload-profile",
      {
        form: fileForm(
          { type: "profile", title: "Me", description: "" },
          { bytes: TINY_PNG, name: "olivia.png", type: "image/png" },
        ),
      },
    );
    expect(picture.status).toBeLessThan(300);
    const filePath = picture.body.filePath;
    const served = await fetch(server.baseUrl + filePath);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toContain("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true);

    const profile = {
      firstName: "Olivia",
      lastName: "Owner",
      designation: "Staff engineer",
      company: "Lectern Labs",
      bio: "Builds apps that survive conference Wi-Fi.",
      linkedinUrl: "linkedin.com/in/olivia-owner",
      profilePicture: filePath,
      profileCompleted: true,
    };
    const saved = must(
      await olivia.client.put<User>(`/api/users/${olivia.id}`, profile),
      200,
      "complete profile",
    );
    expect(saved).toMatchObject({
      ...profile,
      linkedinUrl: "https://linkedin.com/in/olivia-owner",
      email: olivia.email,
    });
    expect(
      must(await olivia.client.get<User>(`/api/users/${olivia.id}`), 200, "read profile"),
    ).toMatchObject({ profileCompleted: true, company: "Lectern Labs" });
  });

  it("Olivia creates a session page with a PDF, a link, a CTA and three polls", async () => {
    const created = must(
      await olivia.client.post<CreatedSession>("/api/sessions", {
        eventName: "DevConf 2026",
        title: "Offline-first web apps",
        description: "Why venue Wi-Fi should never lose a question.",
        qaEnabled: true,
        userId: olivia.id,
      }),
      201,
      "create session",
    );
    talk.id = created.id;
    expect(created.userId).toBe(olivia.id);
    expect(created.qrCode.startsWith("data:image/png;base64,")).toBe(true);
    const qrTarget = decodeQr(
      Buffer.from(created.qrCode.slice("data:image/png;base64,".length), "base64"),
    );
    expect(qrTarget).toContain(`/session/${talk.id}`);

    const pdf = must(
      await olivia.client.request<Resource>("POST", "/api/upload", {
        form: fileForm(
          {
            sessionId: talk.id,
            type: "presentation",
            title: "Offline-first slides",
            description: "The deck",
          },
          { bytes: TINY_PDF, name: "deck.pdf", type: "application/pdf" },
        ),
      }),
      201,
      "upload PDF",
    );
    talk.pdfId = pdf.id;
    expect(pdf).toMatchObject({
      sessionId: talk.id,
      type: "presentation",
      title: "Offline-first slides",
      mimeType: "application/pdf",
      fileSize: TINY_PDF.length,
    });

    const link = must(
      await olivia.client.post<Resource>("/api/resources", {
        sessionId: talk.id,
        type: "link",
        title: "Project repo",
        description: "Source code",
        url: "example.com/repo",
      }),
      201,
      "link",
    );
    talk.linkId = link.id;
    expect(link.url).toBe("https://example.com/repo");
    const cta = must(
      await olivia.client.post<Resource>("/api/resources", {
        sessionId: talk.id,
        type: "cta",
        title: "Join the beta",
        description: "Try it at your next talk",
        buttonText: "Sign me up",
        url: "https://example.com/beta",
      }),
      201,
      "CTA",
    );
    talk.ctaId = cta.id;

    const poll = async (title: string, state: string, texts: string[]) => {
      const body = {
        title,
        question: `${title}?`,
        state,
        order: 0,
        choices: texts.map((text, i) => ({ text, color: CHOICE_COLORS[i], order: i })),
      };
      const made = must(
        await olivia.client.post<Poll>(`/api/sessions/${talk.id}/polls`, body),
        201,
        `poll ${title}`,
      );
      expect(made.state).toBe(state);
      return {
        id: made.id,
        choices: (made.choices as { id: number }[]).map((c) => c.id),
      };
    };
    talk.openPoll = await poll("Tabs or spaces", "open", ["Tabs", "Spaces", "Both"]);
    talk.draftPollId = (await poll("Next talk topic", "draft", ["Sync", "CRDTs"])).id;
    talk.closingPoll = await poll("Did the demo work", "open", ["Yes", "No"]);

    const owned = must(
      await olivia.client.get<Poll[]>(`/api/sessions/${talk.id}/polls`),
      200,
      "owner's polls",
    ) as { id: number }[];
    expect(owned).toHaveLength(3);
  });

  it("Oscar has a session of his own; attendees open Olivia's page, some by QR code", async () => {
    const theirs = must(
      await oscar.client.post<CreatedSession>("/api/sessions", {
        eventName: "Other conf",
        title: "Oscar's talk",
        description: "Elsewhere",
      }),
      201,
      "oscar session",
    );
    const theirLink = must(
      await oscar.client.post<Resource>("/api/resources", {
        sessionId: theirs.id,
        type: "link",
        title: "Oscar's link",
        url: "https://example.com/oscar",
      }),
      201,
      "oscar link",
    );
    const stranger = await visitor(server);
    must(
      await stranger.post<DownloadResponse>(`/api/resources/${theirLink.id}/download`, {
        email: emails.d,
      }),
      201,
      "download from Oscar",
    );
    must(
      await stranger.post(`/api/sessions/${theirs.id}/track-qr`, undefined),
      201,
      "scan Oscar's QR",
    );

    for (let i = 0; i < 4; i++) visitors.push(server.client());
    for (const v of visitors) {
      const page = must(
        await v.get<PublicSession>(`/api/sessions/${talk.id}/public`),
        200,
        "public page",
      );
      expect(page).toMatchObject({
        id: talk.id,
        title: "Offline-first web apps",
        eventName: "DevConf 2026",
        qaEnabled: true,
      });
      expect(page.user).toMatchObject({
        firstName: "Olivia",
        lastName: "Owner",
        designation: "Staff engineer",
        linkedinUrl: "https://linkedin.com/in/olivia-owner",
      });
      expect((page.resources as { id: number }[]).map((r) => r.id).sort()).toEqual(
        [talk.pdfId, talk.linkId, talk.ctaId].sort(),
      );
    }
    // Visitor 0 reloads the page: a second page view.
    must(await visitors[0]!.get<PublicSession>(`/api/sessions/${talk.id}/public`), 200, "reload");
    for (const v of visitors.slice(0, 2))
      must(
        await v.post(`/api/sessions/${talk.id}/track-qr`, undefined, {
          headers: { "Idempotency-Key": newKey() },
        }),
        201,
        "QR scan",
      );

    const publicPolls = must(
      await visitors[3]!.get<Poll[]>(`/api/sessions/${talk.id}/public-polls`),
      200,
      "public polls",
    ) as { id: number }[];
    expect(publicPolls.map((p) => p.id).sort()).toEqual(
      [talk.openPoll.id, talk.closingPoll.id].sort(),
    );
  });

  it("attendees vote; the owner cannot; a closed poll refuses late votes", async () => {
    const [tabs, spaces, both] = talk.openPoll.choices as [number, number, number];
    const ballots: [TestClient, number][] = [
      [visitors[0]!, tabs],
      [visitors[1]!, tabs],
      [visitors[2]!, spaces],
      [oscar.client, both],
    ];
    for (const [voter, choiceId] of ballots) {
      expect(
        must(
          await voter.get<VoteStatus>(`/api/polls/${talk.openPoll.id}/vote-status`),
          200,
          "status",
        ).hasVoted,
      ).toBe(false);
      const voted = must(
        await voter.post<VoteResponse>(
          `/api/polls/${talk.openPoll.id}/vote`,
          { choiceId },
          { headers: { "Idempotency-Key": newKey() } },
        ),
        201,
        "vote",
      );
      expect(voted.choiceId).toBe(choiceId);
      expect(
        must(
          await voter.get<VoteStatus>(`/api/polls/${talk.openPoll.id}/vote-status`),
          200,
          "status",
        ),
      ).toEqual({
        hasVoted: true,
        choiceId,
        choiceIds: null,
        words: null,
        rating: null,
        text: null,
        ranking: null,
      });
    }
    expect(
      (await olivia.client.post(`/api/polls/${talk.openPoll.id}/vote`, { choiceId: tabs })).status,
    ).toBe(403);

    const results = must(
      await visitors[3]!.get<PollResults>(`/api/polls/${talk.openPoll.id}/results`),
      200,
      "results",
    );
    expect(results.totalVotes).toBe(4);
    const byId = Object.fromEntries(choicesOf(results).map((c) => [c.id, [c.votes, c.percentage]]));
    expect(byId).toEqual({ [tabs]: [2, 50], [spaces]: [1, 25], [both]: [1, 25] });

    const [yes, no] = talk.closingPoll.choices as [number, number];
    must(
      await visitors[0]!.post<VoteResponse>(`/api/polls/${talk.closingPoll.id}/vote`, {
        choiceId: yes,
      }),
      201,
      "vote before closing",
    );
    must(
      await olivia.client.put<Poll>(`/api/polls/${talk.closingPoll.id}`, { state: "closed" }),
      200,
      "close poll",
    );
    const late = await visitors[1]!.post(`/api/polls/${talk.closingPoll.id}/vote`, {
      choiceId: no,
    });
    expect(late.status).toBe(409);
    expect(errorOf(late).code).toBe("poll_closed");
    const closedResults = must(
      await visitors[1]!.get<PollResults>(`/api/polls/${talk.closingPoll.id}/results`),
      200,
      "closed results",
    );
    expect(closedResults).toMatchObject({ state: "closed", totalVotes: 1 });
    const embed = must(
      await server.client().get<EmbedPoll>(`/api/polls/${talk.closingPoll.id}/embed`),
      200,
      "embed",
    );
    expect(embed).toMatchObject({
      id: talk.closingPoll.id,
      state: "closed",
      sessionTitle: "Offline-first web apps",
    });
  });

  it("attendees ask and upvote; Olivia marks one answered; e-mails stay with the owner", async () => {
    const named = must(
      await visitors[0]!.post<Question>(`/api/sessions/${talk.id}/questions`, {
        questionText: "Does the outbox survive a reload?",
        isAnonymous: false,
        authorName: "Ada",
        authorEmail: emails.a,
      }),
      201,
      "named question",
    );
    const anonymous = must(
      await visitors[1]!.post<Question>(`/api/sessions/${talk.id}/questions`, {
        questionText: "What about iOS?",
        isAnonymous: true,
        authorName: "Should vanish",
      }),
      201,
      "anonymous question",
    );
    expect(
      (
        await olivia.client.post(`/api/sessions/${talk.id}/questions`, {
          questionText: "Me?",
          isAnonymous: true,
        })
      ).status,
    ).toBe(403);

    for (const voter of [visitors[1]!, visitors[2]!])
      must(
        await voter.post<{ question: Question }>(`/api/questions/${named.id}/vote`, {}),
        201,
        "upvote",
      );
    const again = await visitors[2]!.post(`/api/questions/${named.id}/vote`, {});
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toContain("already voted");

    must(
      await olivia.client.patch<{ question: Question }>(`/api/questions/${named.id}/answer`),
      200,
      "mark answered",
    );

    const seen = must(
      await visitors[3]!.get<Question[]>(`/api/sessions/${talk.id}/questions`),
      200,
      "questions",
    ) as Record<string, unknown>[];
    const q1 = seen.find((q) => q.id === named.id)!;
    const q2 = seen.find((q) => q.id === anonymous.id)!;
    expect(q1).toMatchObject({
      questionText: "Does the outbox survive a reload?",
      authorName: "Ada",
      isAnswered: true,
      upvotes: 2,
      authorEmail: null,
    });
    expect(q2).toMatchObject({
      authorName: null,
      authorEmail: null,
      isAnonymous: true,
      isAnswered: false,
      upvotes: 0,
    });
    const ownerView = must(
      await olivia.client.get<Question[]>(`/api/sessions/${talk.id}/questions`),
      200,
      "owner questions",
    ) as Record<string, unknown>[];
    expect(ownerView.find((q) => q.id === named.id)!.authorEmail).toBe(emails.a);
  });

  it("downloads: an e-mail first, then straight away; the file arrives as an attachment", async () => {
    const first = must(
      await visitors[0]!.post<DownloadResponse>(
        `/api/resources/${talk.pdfId}/download`,
        { email: emails.a },
        { headers: { "Idempotency-Key": newKey() } },
      ),
      201,
      "download PDF",
    );
    expect(first).toMatchObject({ resourceId: talk.pdfId, kind: "file" });
    const file = await fetch(server.baseUrl + first.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(
      /^attachment; filename="?Offline-first slides\.pdf"?/,
    );
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await file.arrayBuffer()).equals(TINY_PDF)).toBe(true);

    const second = must(
      await visitors[0]!.post<DownloadResponse>(`/api/resources/${talk.linkId}/download`, {}),
      201,
      "download link as known lead",
    );
    expect(second).toEqual({
      resourceId: talk.linkId,
      url: "https://example.com/repo",
      kind: "link",
    });

    const refused = await visitors[1]!.post(`/api/resources/${talk.pdfId}/download`, {});
    expect(refused.status).toBe(400);
    must(
      await visitors[1]!.post<DownloadResponse>(`/api/resources/${talk.pdfId}/download`, {
        email: emails.b.toUpperCase(),
      }),
      201,
      "download with upper-case e-mail",
    );
    must(
      await visitors[2]!.post(`/api/sessions/${talk.id}/capture-email`, { email: emails.c }),
      200,
      "capture e-mail",
    );
  });

  it("a second session of Olivia's gets one view and one download", async () => {
    const second = must(
      await olivia.client.post<CreatedSession>("/api/sessions", {
        eventName: "Meetup",
        title: "Lightning talk",
        description: "Five minutes",
      }),
      201,
      "second session",
    );
    const link = must(
      await olivia.client.post<Resource>("/api/resources", {
        sessionId: second.id,
        type: "link",
        title: "Lightning notes",
        url: "https://example.com/notes",
      }),
      201,
      "second link",
    );
    must(
      await visitors[3]!.get<PublicSession>(`/api/sessions/${second.id}/public`),
      200,
      "view second",
    );
    must(
      await visitors[3]!.post<DownloadResponse>(`/api/resources/${link.id}/download`, {
        email: emails.e,
      }),
      201,
      "download second",
    );
  });

  it("leads, analytics and the dashboard add up to exactly what happened", async () => {
    const analytics = must(
      await olivia.client.get<Analytics>(`/api/sessions/${talk.id}/analytics`),
      200,
      "analytics",
    );
    expect(analytics.uniqueLeads).toBe(3);
    // Five reads of the talk's page, and the embed's read of its closing poll (a view from the embed).
    expect(analytics.totalPageViews).toBe(6);
    expect(analytics.totalDownloads).toBe(3);
    const leads = Object.fromEntries(analytics.leads.map((l) => [l.email, l]));
    expect(Object.keys(leads).sort()).toEqual([emails.a, emails.b, emails.c].sort());
    expect(leads[emails.a]).toMatchObject({ viewCount: 2, downloadCount: 2 });
    expect(leads[emails.a]!.downloads.map((d) => d.resourceTitle).sort()).toEqual([
      "Offline-first slides",
      "Project repo",
    ]);
    expect(leads[emails.a]!.downloads.map((d) => d.resourceType).sort()).toEqual([
      "link",
      "presentation",
    ]);
    expect(leads[emails.b]).toMatchObject({ viewCount: 1, downloadCount: 1 });
    expect(leads[emails.c]).toMatchObject({ viewCount: 1, downloadCount: 0, downloads: [] });
    const downloadSum = (analytics.leads as { downloadCount: number }[]).reduce(
      (sum, l) => sum + l.downloadCount,
      0,
    );
    expect(downloadSum).toBe(analytics.totalDownloads);

    const rows = must(
      await olivia.client.get<DashboardLead[]>(`/api/sessions/${talk.id}/leads`),
      200,
      "leads",
    );
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.email).sort()).toEqual([emails.a, emails.a, emails.b].sort());
    expect(rows.map((r) => r.resource?.id).sort()).toEqual(
      [talk.pdfId, talk.linkId, talk.pdfId].sort(),
    );

    const dashboard = must(
      await olivia.client.get<Dashboard>(`/api/users/${olivia.id}/dashboard`),
      200,
      "dashboard",
    );
    expect(dashboard.analytics).toEqual({
      totalSessions: 2,
      totalQrScans: 2,
      totalDownloads: 4,
      totalEmailCaptures: 4,
    });
    const leadCounts = Object.fromEntries(
      (dashboard.sessions as { id: number; leadCount: number }[]).map((s) => [s.id, s.leadCount]),
    );
    expect(leadCounts[talk.id]).toBe(3);
    expect(Object.values(leadCounts).reduce((a, b) => a + b, 0)).toBe(
      dashboard.analytics.totalEmailCaptures,
    );

    const oscarDashboard = must(
      await oscar.client.get<Dashboard>(`/api/users/${oscar.id}/dashboard`),
      200,
      "oscar dashboard",
    );
    expect(oscarDashboard.analytics).toEqual({
      totalSessions: 1,
      totalQrScans: 1,
      totalDownloads: 1,
      totalEmailCaptures: 1,
    });
  });

  it("Olivia signs out and back in with a new code; her profile is complete", async () => {
    must(await olivia.client.post("/api/auth/signout"), 200, "sign out");
    expect((await olivia.client.get("/api/auth/me")).status).toBe(401);
    expect((await olivia.client.get(`/api/sessions/${talk.id}/analytics`)).status).toBe(401);
    const since = Date.now();
    const signin = must(
      await olivia.client.post<{ userId: number; message: string }>("/api/auth/signin", {
        email: olivia.email,
      }),
      200,
      "sign in",
    );
    expect(signin.userId).toBe(olivia.id);
    const code = await server.mail.waitForCode(olivia.email, since);
    const back = must(
      await olivia.client.post<{ user: User }>("/api/auth/verify-otp", {
        userId: olivia.id,
        otpCode: code,
      }),
      200,
      "verify again",
    );
    expect(back.user).toMatchObject({
      id: olivia.id,
      profileCompleted: true,
      designation: "Staff engineer",
    });
    expect(
      must(
        await olivia.client.get<Analytics>(`/api/sessions/${talk.id}/analytics`),
        200,
        "analytics again",
      ).uniqueLeads,
    ).toBe(3);
  });
});
