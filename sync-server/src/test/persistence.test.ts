/**
 * Everything survives a server restart on the same DATA_DIR: sessions, resources and their files,
 * polls with votes, questions, leads, the speaker's sign-in cookie, a code mailed before the
 * restart, and the stored answers that make a replay after the restart count once.
 */
import {
  type Analytics,
  type Dashboard,
  type DownloadResponse,
  type Poll,
  type PollResults,
  type PublicSession,
  type Question,
  type User,
  type VoteStatus,
} from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness.ts";
import {
  type Fixture,
  must,
  newKey,
  rowCounts,
  seed,
  TINY_PDF,
  uniqueEmail,
  type VoteResponse,
} from "./seed.ts";

let server: TestServer;
let fx: Fixture;

beforeAll(async () => {
  server = await startTestServer();
  fx = await seed(server, 3);
});

afterAll(async () => {
  await server.close();
});

describe("after a restart on the same data directory", () => {
  it("keeps every row, file, vote, question, lead and sign-in", async () => {
    const [v0, v1, v2] = fx.visitors as [typeof fx.owner, typeof fx.owner, typeof fx.owner];
    const voteKey = newKey();
    const firstVote = must(
      await v0.post<VoteResponse>(
        `/api/polls/${fx.polls.open.id}/vote`,
        { choiceId: fx.polls.open.choices[0]!.id },
        { headers: { "Idempotency-Key": voteKey } },
      ),
      201,
      "vote",
    );
    must(
      await v1.post<VoteResponse>(`/api/polls/${fx.polls.open.id}/vote`, {
        choiceId: fx.polls.open.choices[1]!.id,
      }),
      201,
      "vote",
    );
    must(
      await v1.post<{ question: Question }>(`/api/questions/${fx.question.id}/vote`, {}),
      201,
      "upvote",
    );
    must(
      await fx.owner.patch<{ question: Question }>(`/api/questions/${fx.question.id}/answer`),
      200,
      "answer",
    );
    must(await v2.get<PublicSession>(`/api/sessions/${fx.session.id}/public`), 200, "view");
    const download = must(
      await v2.post<DownloadResponse>(`/api/resources/${fx.pdf.id}/download`, {
        email: uniqueEmail("kept"),
      }),
      201,
      "download",
    );
    must(await v2.post(`/api/sessions/${fx.session.id}/track-qr`), 201, "scan");

    const pendingEmail = uniqueEmail("pending");
    const since = Date.now();
    const pending = must(
      await server.client().post<{ userId: number }>("/api/auth/register", {
        firstName: "Pat",
        lastName: "Pending",
        email: pendingEmail,
      }),
      201,
      "register",
    );
    const pendingCode = await server.mail.waitForCode(pendingEmail, since);

    const snapshot = async () => ({
      page: (await fx.visitors[0]!.get<PublicSession>(`/api/sessions/${fx.session.id}/public`))
        .body,
      ownerPolls: (await fx.owner.get<Poll[]>(`/api/sessions/${fx.session.id}/polls`)).body,
      questions: (await fx.owner.get<Question[]>(`/api/sessions/${fx.session.id}/questions`)).body,
      leads: (await fx.owner.get(`/api/sessions/${fx.session.id}/leads`)).body,
      analytics: (await fx.owner.get<Analytics>(`/api/sessions/${fx.session.id}/analytics`)).body,
      dashboard: (await fx.owner.get<Dashboard>(`/api/users/${fx.ownerUser.id}/dashboard`)).body,
      profile: (await fx.owner.get<User>(`/api/users/${fx.ownerUser.id}`)).body,
    });
    const before = await snapshot();
    const rowsBefore = await rowCounts(server);

    await server.restart();

    const after = await snapshot();
    // Reading the public page again counted one page view of visitor 0; everything else is identical.
    expect(after.analytics.totalPageViews).toBe(before.analytics.totalPageViews + 1);
    const viewsOf = (d: Dashboard) => d.sessions.find((s) => s.id === fx.session.id)!.viewCount;
    expect(viewsOf(after.dashboard)).toBe(viewsOf(before.dashboard) + 1);
    /** The snapshot without the page views its own reading counted. */
    const unviewed = (s: typeof before) => ({
      ...s,
      analytics: { ...s.analytics, totalPageViews: 0 },
      dashboard: {
        ...s.dashboard,
        sessions: s.dashboard.sessions.map((d) => ({ ...d, viewCount: 0 })),
      },
    });
    expect(unviewed(after)).toEqual(unviewed(before));
    expect(await rowCounts(server)).toEqual({
      ...rowsBefore,
      page_views: rowsBefore.page_views! + 1,
    });

    expect(after.ownerPolls.map((p) => p.id).sort()).toEqual(
      [fx.polls.open.id, fx.polls.draft.id, fx.polls.closed.id].sort(),
    );
    expect(after.questions.find((q) => q.id === fx.question.id)).toMatchObject({
      isAnswered: true,
      upvotes: 1,
    });
    expect(after.analytics).toMatchObject({ uniqueLeads: 1, totalDownloads: 1 });
    expect(after.dashboard.analytics).toMatchObject({ totalQrScans: 1, totalDownloads: 1 });

    expect(
      must(await fx.owner.get<{ user: User }>("/api/auth/me"), 200, "me after restart").user.id,
    ).toBe(fx.ownerUser.id);
    expect((await fx.signedOut.get("/api/auth/me")).status).toBe(401);

    const file = await fetch(server.baseUrl + download.url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(TINY_PDF)).toBe(true);
    const ownerView = { headers: { cookie: fx.owner.cookieHeader() } };
    expect((await fetch(server.baseUrl + fx.pdf.filePath, ownerView)).status).toBe(200);

    const replay = await v0.post(
      `/api/polls/${fx.polls.open.id}/vote`,
      { choiceId: fx.polls.open.choices[0]!.id },
      { headers: { "Idempotency-Key": voteKey } },
    );
    expect(replay.status).toBe(201);
    // The same ballot, with the poll's results as they are now.
    const resultsNow = (await v0.get(`/api/polls/${fx.polls.open.id}/results`)).body;
    expect(replay.body).toEqual({ ...firstVote, results: resultsNow });
    expect(
      must(
        await v0.get<VoteStatus>(`/api/polls/${fx.polls.open.id}/vote-status`),
        200,
        "vote status",
      ),
    ).toEqual({
      hasVoted: true,
      choiceId: fx.polls.open.choices[0]!.id,
      choiceIds: null,
      words: null,
      rating: null,
      text: null,
      ranking: null,
    });
    expect(
      (
        await v1.post(`/api/polls/${fx.polls.open.id}/vote`, {
          choiceId: fx.polls.open.choices[0]!.id,
        })
      ).status,
    ).toBe(409);
    expect(
      must(await v2.get<PollResults>(`/api/polls/${fx.polls.open.id}/results`), 200, "results")
        .totalVotes,
    ).toBe(2);

    const verified = await server
      .client()
      .post("/api/auth/verify-otp", { userId: pending.userId, otpCode: pendingCode });
    expect(verified.status).toBe(200);
    expect(
      must(
        await v2.post<DownloadResponse>(`/api/resources/${fx.link.id}/download`, {}),
        201,
        "download as known lead",
      ).kind,
    ).toBe("link");
  });
});
