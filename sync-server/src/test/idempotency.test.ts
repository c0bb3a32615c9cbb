/**
 * Exactly-once attendee actions (docs/decisions.md, Exactly-once actions): a vote, a question, an
 * upvote, a download and a QR scan replayed with the same Idempotency-Key count once and the replay
 * answers the first response; the same request sent many times at once also counts once. The same
 * key sent to two instances at once is tested on real processes in instances.test.ts.
 */
import {
  type Analytics,
  type Dashboard,
  IDEMPOTENCY_KEY_HEADER,
  type PollResults,
  type Question,
  type Resource,
  type VoteStatus,
} from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "./harness.ts";
import {
  askQuestion,
  createPoll,
  createSession,
  errorOf,
  fileForm,
  type Fixture,
  must,
  newKey,
  seed,
  TINY_PDF,
  uniqueEmail,
  type VoteResponse,
} from "./seed.ts";

let server: TestServer;
let fx: Fixture;

beforeAll(async () => {
  server = await startTestServer();
  fx = await seed(server, 0);
});

afterAll(async () => {
  await server.close();
});

const withKey = (key: string) => ({ headers: { [IDEMPOTENCY_KEY_HEADER]: key } });

async function freshVisitor(): Promise<TestClient> {
  const v = server.client();
  must(await v.get("/api/health"), 200, "first contact");
  return v;
}

/** A session of its own per test, so counts start from zero. */
async function room() {
  const session = await createSession(fx.owner, { title: "Replay room" });
  const poll = await createPoll(fx.owner, session.id, "open", ["Red", "Blue"]);
  return { session, poll };
}

const totalVotes = async (pollId: number) =>
  must(await fx.owner.get<PollResults>(`/api/polls/${pollId}/results`), 200, "results").totalVotes;
const analytics = async (sessionId: number) =>
  must(await fx.owner.get<Analytics>(`/api/sessions/${sessionId}/analytics`), 200, "analytics");
const questionsOf = async (sessionId: number) =>
  must(
    await fx.owner.get<Question[]>(`/api/sessions/${sessionId}/questions`),
    200,
    "questions",
  ) as {
    id: number;
    upvotes: number;
  }[];
const qrScans = async () =>
  must(await fx.owner.get<Dashboard>(`/api/users/${fx.ownerUser.id}/dashboard`), 200, "dashboard")
    .analytics.totalQrScans;

describe("a replay with the same Idempotency-Key counts once and answers the first response", () => {
  it("vote", async () => {
    const { poll } = await room();
    const voter = await freshVisitor();
    const key = newKey();
    const first = await voter.post<VoteResponse>(
      `/api/polls/${poll.id}/vote`,
      { choiceId: poll.choices[0]!.id },
      withKey(key),
    );
    expect(first.status).toBe(201);
    expect(first.body.results.totalVotes).toBe(1);
    // Someone else votes in between: the replay answers the same ballot with the results now.
    must(
      await (
        await freshVisitor()
      ).post(`/api/polls/${poll.id}/vote`, { choiceId: poll.choices[1]!.id }),
      201,
      "another vote",
    );
    const replay = await voter.post(
      `/api/polls/${poll.id}/vote`,
      { choiceId: poll.choices[0]!.id },
      withKey(key),
    );
    expect(replay.status).toBe(first.status);
    const now = must(
      await voter.get<PollResults>(`/api/polls/${poll.id}/results`),
      200,
      "results now",
    );
    expect(replay.body).toEqual({ ...first.body, results: now });
    expect(now.totalVotes).toBe(2);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await totalVotes(poll.id)).toBe(2);
    expect(
      must(await voter.get<VoteStatus>(`/api/polls/${poll.id}/vote-status`), 200, "vote status"),
    ).toEqual({
      hasVoted: true,
      choiceId: poll.choices[0]!.id,
      choiceIds: null,
      words: null,
      rating: null,
      text: null,
      ranking: null,
    });
  });

  it("a vote's key keeps its ballot alone, not the results its first answer carried", async () => {
    const { poll } = await room();
    const voter = await freshVisitor();
    const key = newKey();
    const vote = () =>
      voter.post(`/api/polls/${poll.id}/vote`, { choiceId: poll.choices[1]!.id }, withKey(key));
    must(await vote(), 201, "vote");
    const record = await server.lectern.ctx.db
      .selectFrom("idempotencyKeys")
      .select(["path", "responseBody"])
      .where("key", "=", key)
      .executeTakeFirstOrThrow();
    expect(record).toEqual({
      path: `/api/polls/${poll.id}/vote`,
      responseBody: JSON.stringify({ choiceId: poll.choices[1]!.id }),
    });
    expect((await vote()).body).toMatchObject({ choiceId: poll.choices[1]!.id, choiceIds: null });
  });

  it("question", async () => {
    const { session } = await room();
    const asker = await freshVisitor();
    const key = newKey();
    const body = { questionText: "Asked on a train, sent twice?", isAnonymous: true };
    const first = await asker.post<Question>(
      `/api/sessions/${session.id}/questions`,
      body,
      withKey(key),
    );
    expect(first.status).toBe(201);
    const replay = await asker.post(`/api/sessions/${session.id}/questions`, body, withKey(key));
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect((await questionsOf(session.id)).map((q) => q.id)).toEqual([first.body.id]);
  });

  it("upvote", async () => {
    const { session } = await room();
    const question = await askQuestion(await freshVisitor(), session.id);
    const voter = await freshVisitor();
    const key = newKey();
    const first = await voter.post(`/api/questions/${question.id}/vote`, {}, withKey(key));
    expect(first.status).toBe(201);
    const replay = await voter.post(`/api/questions/${question.id}/vote`, {}, withKey(key));
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect((await questionsOf(session.id)).find((q) => q.id === question.id)!.upvotes).toBe(1);
  });

  it("download with e-mail", async () => {
    const { session } = await room();
    const link = must(
      await fx.owner.post<Resource>("/api/resources", {
        sessionId: session.id,
        type: "link",
        title: "Reading list",
        url: "https://example.com/read",
      }),
      201,
      "link",
    );
    const visitor = await freshVisitor();
    const key = newKey();
    const email = uniqueEmail("replay");
    const first = await visitor.post(`/api/resources/${link.id}/download`, { email }, withKey(key));
    expect(first.status).toBe(201);
    const replay = await visitor.post(
      `/api/resources/${link.id}/download`,
      { email },
      withKey(key),
    );
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    const stats = await analytics(session.id);
    expect(stats.totalDownloads).toBe(1);
    expect(stats.uniqueLeads).toBe(1);
    expect(stats.leads[0]!.downloadCount).toBe(1);
  });

  it("QR scan", async () => {
    const { session } = await room();
    const visitor = await freshVisitor();
    const before = await qrScans();
    const key = newKey();
    const first = await visitor.post(
      `/api/sessions/${session.id}/track-qr`,
      undefined,
      withKey(key),
    );
    expect(first.status).toBeLessThan(300);
    const replay = await visitor.post(
      `/api/sessions/${session.id}/track-qr`,
      undefined,
      withKey(key),
    );
    expect(replay.status).toBe(first.status);
    expect(replay.body).toEqual(first.body);
    expect(await qrScans()).toBe(before + 1);
  });

  it("keys belong to their sender: two visitors using the same key both count", async () => {
    const { poll } = await room();
    const key = newKey();
    for (const voter of [await freshVisitor(), await freshVisitor()]) {
      expect(
        (
          await voter.post(
            `/api/polls/${poll.id}/vote`,
            { choiceId: poll.choices[0]!.id },
            withKey(key),
          )
        ).status,
      ).toBe(201);
    }
    expect(await totalVotes(poll.id)).toBe(2);
  });

  it("a key reused for a different action is refused, not answered with the other action's response", async () => {
    const { session, poll } = await room();
    const visitor = await freshVisitor();
    const key = newKey();
    must(
      await visitor.post<VoteResponse>(
        `/api/polls/${poll.id}/vote`,
        { choiceId: poll.choices[0]!.id },
        withKey(key),
      ),
      201,
      "vote",
    );
    const misuse = await visitor.post(
      `/api/sessions/${session.id}/questions`,
      { questionText: "Same key?", isAnonymous: true },
      withKey(key),
    );
    expect(misuse.status).toBeGreaterThanOrEqual(400);
    expect(misuse.status).toBeLessThan(500);
    expect(typeof errorOf(misuse).message).toBe("string");
    expect(await questionsOf(session.id)).toEqual([]);
  });
});

describe("the same request sent many times at once counts once", () => {
  const N = 8;

  it("vote: with one key every answer is the first one; without a key one wins and the rest are 'already voted'", async () => {
    const { poll } = await room();
    const keyed = await freshVisitor();
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        keyed.post(`/api/polls/${poll.id}/vote`, { choiceId: poll.choices[0]!.id }, withKey(key)),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(N).fill(201));
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    expect(await totalVotes(poll.id)).toBe(1);

    const unkeyed = await freshVisitor();
    const raced = await Promise.all(
      Array.from({ length: N }, () =>
        unkeyed.post(`/api/polls/${poll.id}/vote`, { choiceId: poll.choices[1]!.id }),
      ),
    );
    const statuses = raced.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...new Array<number>(N - 1).fill(409)]);
    expect(await totalVotes(poll.id)).toBe(2);
  });

  it("question", async () => {
    const { session } = await room();
    const asker = await freshVisitor();
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        asker.post(
          `/api/sessions/${session.id}/questions`,
          { questionText: "Flaky Wi-Fi?", isAnonymous: true },
          withKey(key),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(N).fill(201));
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    expect(await questionsOf(session.id)).toHaveLength(1);
  });

  it("upvote, with and without a key", async () => {
    const { session } = await room();
    const question = await askQuestion(await freshVisitor(), session.id);
    const keyed = await freshVisitor();
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        keyed.post(`/api/questions/${question.id}/vote`, {}, withKey(key)),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(N).fill(201));
    const unkeyed = await freshVisitor();
    const raced = await Promise.all(
      Array.from({ length: N }, () => unkeyed.post(`/api/questions/${question.id}/vote`, {})),
    );
    expect(raced.filter((a) => a.status === 201)).toHaveLength(1);
    expect(raced.filter((a) => a.status !== 201).every((a) => a.status === 409)).toBe(true);
    expect((await questionsOf(session.id)).find((q) => q.id === question.id)!.upvotes).toBe(2);
  });

  it("download", async () => {
    const { session } = await room();
    const pdf = must(
      await fx.owner.request<Resource>("POST", "/api/upload", {
        form: fileForm(
          { sessionId: session.id, type: "handout", title: "Cheat sheet" },
          { bytes: TINY_PDF, name: "cheat.pdf", type: "application/pdf" },
        ),
      }),
      201,
      "upload",
    );
    const visitor = await freshVisitor();
    const key = newKey();
    const email = uniqueEmail("burst");
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        visitor.post(`/api/resources/${pdf.id}/download`, { email }, withKey(key)),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(N).fill(201));
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    const stats = await analytics(session.id);
    expect(stats.totalDownloads).toBe(1);
    expect(stats.uniqueLeads).toBe(1);
  });
});
