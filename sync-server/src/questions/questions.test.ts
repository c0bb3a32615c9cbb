/**
 * The Q&A forum through the real server: who may ask, what each viewer sees of the author, one
 * upvote per voter however often it is sent, the owner's moderation, and per-attendee limits.
 */
import { MESSAGES, type Question, questionSchema } from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import {
  askQuestion,
  createSession,
  errorOf,
  must,
  newKey,
  signedInSpeaker,
  visitor,
} from "../test/seed.ts";
import { QUESTIONS_PER_MINUTE } from "./routes.ts";

let server: TestServer;
let owner: TestClient;
let other: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedInSpeaker(server, { firstName: "Quinn", lastName: "Owner" });
  other = await signedInSpeaker(server, { firstName: "Oscar", lastName: "Other" });
});

afterAll(async () => {
  await server?.close();
});

describe("asking", () => {
  it("posts a question that starts unanswered and shown, with no upvotes", async () => {
    const session = await createSession(owner);
    const attendee = await visitor(server);
    const res = await attendee.post(`/api/sessions/${session.id}/questions`, {
      questionText: "  How do you replay offline votes?  ",
      isAnonymous: false,
      authorName: "Ada",
      authorEmail: "ada@example.test",
    });
    const question = questionSchema.parse(must(res, 201, "ask"));
    expect(question).toMatchObject({
      sessionId: session.id,
      questionText: "How do you replay offline votes?",
      authorName: "Ada",
      isAnonymous: false,
      isAnswered: false,
      status: "approved",
      isEdited: false,
      reply: null,
      askerBlocked: false,
      upvotes: 0,
      hasUpvoted: false,
    });
    const list = must(
      await attendee.get<Question[]>(`/api/sessions/${session.id}/questions`),
      200,
      "list",
    );
    expect(list.map((q: { id: number }) => q.id)).toEqual([question.id]);
  });

  it("refuses the owner, a session with Q&A off, a missing session and bad bodies", async () => {
    const session = await createSession(owner);
    const own = await owner.post(`/api/sessions/${session.id}/questions`, {
      questionText: "Mine?",
      isAnonymous: true,
    });
    expect(own.status).toBe(403);

    const quiet = await createSession(owner, { qaEnabled: false });
    const attendee = await visitor(server);
    const off = await attendee.post(`/api/sessions/${quiet.id}/questions`, {
      questionText: "Anyone?",
      isAnonymous: true,
    });
    expect(off.status).toBe(403);
    expect(errorOf(off).message).toMatch(/Q&A is turned off/);

    expect(
      (
        await attendee.post(`/api/sessions/999999/questions`, {
          questionText: "Hello?",
          isAnonymous: true,
        })
      ).status,
    ).toBe(404);
    const blank = await attendee.post(`/api/sessions/${session.id}/questions`, {
      questionText: "   ",
      isAnonymous: true,
    });
    expect(blank.status).toBe(400);
    expect(errorOf(blank).message).toContain(MESSAGES.questionRequired);
    const nameless = await attendee.post(`/api/sessions/${session.id}/questions`, {
      questionText: "Why?",
      isAnonymous: false,
      authorName: " ",
    });
    expect(nameless.status).toBe(400);
    expect(errorOf(nameless).message).toContain(MESSAGES.nameRequired);
    expect(
      must(await owner.get<Question[]>(`/api/sessions/${session.id}/questions`), 200, "list"),
    ).toHaveLength(0);
  });

  it("hides the name and e-mail of an anonymous question, and shows e-mails to the owner only", async () => {
    const session = await createSession(owner);
    const attendee = await visitor(server);
    const anonymous = must(
      await attendee.post<Question>(`/api/sessions/${session.id}/questions`, {
        questionText: "Secret question",
        isAnonymous: true,
        authorName: "Hidden Harry",
        authorEmail: "harry@example.test",
      }),
      201,
      "ask anonymously",
    );
    expect(anonymous).toMatchObject({ authorName: null, authorEmail: null, isAnonymous: true });
    const named = must(
      await attendee.post<Question>(`/api/sessions/${session.id}/questions`, {
        questionText: "Open question",
        isAnonymous: false,
        authorName: "Grace",
        authorEmail: "grace@example.test",
      }),
      201,
      "ask",
    );
    expect(named.authorEmail).toBeNull();

    const byId = (list: { id: number; authorEmail: string | null; authorName: string | null }[]) =>
      Object.fromEntries(list.map((q) => [q.id, q]));
    const forOwner = byId(
      must(await owner.get<Question[]>(`/api/sessions/${session.id}/questions`), 200, "owner list"),
    );
    expect(forOwner[named.id]).toMatchObject({
      authorName: "Grace",
      authorEmail: "grace@example.test",
    });
    expect(forOwner[anonymous.id]).toMatchObject({ authorName: null, authorEmail: null });
    for (const viewer of [attendee, other, server.client()]) {
      const list = byId(
        must(await viewer.get<Question[]>(`/api/sessions/${session.id}/questions`), 200, "list"),
      );
      expect(list[named.id]).toMatchObject({ authorName: "Grace", authorEmail: null });
      expect(list[anonymous.id]).toMatchObject({ authorName: null, authorEmail: null });
    }
  });

  it("counts a question replayed with the same Idempotency-Key once", async () => {
    const session = await createSession(owner);
    const attendee = await visitor(server);
    const body = { questionText: "Asked offline", isAnonymous: true };
    const headers = { "Idempotency-Key": newKey() };
    const first = await attendee.post(`/api/sessions/${session.id}/questions`, body, { headers });
    const replay = await attendee.post(`/api/sessions/${session.id}/questions`, body, { headers });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(
      must(await owner.get<Question[]>(`/api/sessions/${session.id}/questions`), 200, "list"),
    ).toHaveLength(1);
  });

  it("limits questions per visitor, not for everyone behind the same address", async () => {
    const session = await createSession(owner);
    const chatty = await visitor(server);
    for (let i = 0; i < QUESTIONS_PER_MINUTE; i++)
      await askQuestion(chatty, session.id, `Question ${i}`);
    const limited = await chatty.post(`/api/sessions/${session.id}/questions`, {
      questionText: "One more",
      isAnonymous: true,
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    const neighbour = await visitor(server);
    must(
      await neighbour.post<Question>(`/api/sessions/${session.id}/questions`, {
        questionText: "My turn",
        isAnonymous: true,
      }),
      201,
      "neighbour asks",
    );
    expect(
      must(await owner.get<Question[]>(`/api/sessions/${session.id}/questions`), 200, "list"),
    ).toHaveLength(QUESTIONS_PER_MINUTE + 1);
  });
});

describe("upvoting", () => {
  it("counts one upvote per voter, refuses a second with 'already voted' and sorts by upvotes", async () => {
    const session = await createSession(owner);
    const asker = await visitor(server);
    const older = await askQuestion(asker, session.id, "Older question");
    const newer = await askQuestion(asker, session.id, "Newer question");
    let list = must(
      await asker.get<Question[]>(`/api/sessions/${session.id}/questions`),
      200,
      "list",
    );
    expect(list.map((q: { id: number }) => q.id)).toEqual([newer.id, older.id]);

    const voter = await visitor(server);
    const up = must(
      await voter.post<{ question: Question }>(`/api/questions/${older.id}/vote`, {
        voterEmail: null,
      }),
      201,
      "upvote",
    );
    expect(up.question).toMatchObject({ id: older.id, upvotes: 1, hasUpvoted: true });
    const again = await voter.post(`/api/questions/${older.id}/vote`, {});
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toBe(MESSAGES.alreadyUpvoted);
    expect(errorOf(again).message).toContain("already voted");

    list = must(await voter.get<Question[]>(`/api/sessions/${session.id}/questions`), 200, "list");
    expect(
      list.map((q: { id: number; upvotes: number; hasUpvoted: boolean }) => [
        q.id,
        q.upvotes,
        q.hasUpvoted,
      ]),
    ).toEqual([
      [older.id, 1, true],
      [newer.id, 0, false],
    ]);
    const forAsker = must(
      await asker.get<Question[]>(`/api/sessions/${session.id}/questions`),
      200,
      "list",
    );
    expect(forAsker[0]).toMatchObject({ id: older.id, upvotes: 1, hasUpvoted: false });
    expect((await voter.post(`/api/questions/999999/vote`, {})).status).toBe(404);
  });

  it("counts an upvote replayed with the same Idempotency-Key once", async () => {
    const session = await createSession(owner);
    const question = await askQuestion(await visitor(server), session.id);
    const voter = await visitor(server);
    const headers = { "Idempotency-Key": newKey() };
    const first = await voter.post(
      `/api/questions/${question.id}/vote`,
      { voterEmail: "v@example.test" },
      { headers },
    );
    const replay = await voter.post(
      `/api/questions/${question.id}/vote`,
      { voterEmail: "v@example.test" },
      { headers },
    );
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    const list = must(
      await voter.get<Question[]>(`/api/sessions/${session.id}/questions`),
      200,
      "list",
    );
    expect(list[0]!.upvotes).toBe(1);
  });

  it("counts one upvote when the same voter sends a concurrent burst", async () => {
    const session = await createSession(owner);
    const question = await askQuestion(await visitor(server), session.id);
    const voter = await visitor(server);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => voter.post(`/api/questions/${question.id}/vote`, {})),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    expect(
      must(await owner.get<Question[]>(`/api/sessions/${session.id}/questions`), 200, "list")[0]!
        .upvotes,
    ).toBe(1);
  });
});

describe("taking an upvote back", () => {
  const upvotesOf = async (client: TestClient, sessionId: number) =>
    must(await client.get<Question[]>(`/api/sessions/${sessionId}/questions`), 200, "list")[0]!;

  it("removes the caller's own upvote only, and changes nothing when there is none", async () => {
    const session = await createSession(owner);
    const question = await askQuestion(await visitor(server), session.id);
    const first = await visitor(server);
    const second = await visitor(server);
    must(await first.post(`/api/questions/${question.id}/vote`, {}), 201, "first upvote");
    must(await second.post(`/api/questions/${question.id}/vote`, {}), 201, "second upvote");

    const back = must(
      await first.delete<{ question: Question }>(`/api/questions/${question.id}/vote`),
      200,
      "take back",
    );
    expect(back.question).toMatchObject({ id: question.id, upvotes: 1, hasUpvoted: false });
    expect(await upvotesOf(second, session.id)).toMatchObject({ upvotes: 1, hasUpvoted: true });

    // Again, or by someone who never upvoted: the other voter's upvote stays.
    const again = must(
      await first.delete<{ question: Question }>(`/api/questions/${question.id}/vote`),
      200,
      "take back again",
    );
    expect(again.question).toMatchObject({ upvotes: 1, hasUpvoted: false });
    const stranger = await visitor(server);
    must(await stranger.delete(`/api/questions/${question.id}/vote`), 200, "stranger");
    expect(await upvotesOf(second, session.id)).toMatchObject({ upvotes: 1, hasUpvoted: true });

    // The upvote may be given again after it was taken back.
    must(await first.post(`/api/questions/${question.id}/vote`, {}), 201, "upvote again");
    expect(await upvotesOf(first, session.id)).toMatchObject({ upvotes: 2, hasUpvoted: true });
    expect((await first.delete(`/api/questions/999999/vote`)).status).toBe(404);
  });

  it("a replayed take-back with the same Idempotency-Key removes nothing, not an upvote given since", async () => {
    const session = await createSession(owner);
    const question = await askQuestion(await visitor(server), session.id);
    const voter = await visitor(server);
    must(await voter.post(`/api/questions/${question.id}/vote`, {}), 201, "upvote");
    const headers = { "Idempotency-Key": newKey() };
    const first = await voter.delete(`/api/questions/${question.id}/vote`, { headers });
    expect(first.status).toBe(200);
    must(await voter.post(`/api/questions/${question.id}/vote`, {}), 201, "upvote again");

    const replay = await voter.delete<{ question: Question }>(
      `/api/questions/${question.id}/vote`,
      {
        headers,
      },
    );
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body.question).toMatchObject({ upvotes: 1, hasUpvoted: true });
    expect(await upvotesOf(voter, session.id)).toMatchObject({ upvotes: 1, hasUpvoted: true });
  });

  it("refuses the key of an upvote reused for taking it back", async () => {
    const session = await createSession(owner);
    const question = await askQuestion(await visitor(server), session.id);
    const voter = await visitor(server);
    const headers = { "Idempotency-Key": newKey() };
    must(await voter.post(`/api/questions/${question.id}/vote`, {}, { headers }), 201, "upvote");
    const reused = await voter.delete(`/api/questions/${question.id}/vote`, { headers });
    expect(reused.status).toBe(422);
    expect(errorOf(reused).code).toBe("idempotency_key_reused");
    expect(await upvotesOf(voter, session.id)).toMatchObject({ upvotes: 1, hasUpvoted: true });
  });
});

describe("moderation", () => {
  it("lets only the owner mark answered and delete", async () => {
    const session = await createSession(owner);
    const attendee = await visitor(server);
    const question = await askQuestion(attendee, session.id);
    const signedOut = server.client();

    expect((await signedOut.patch(`/api/questions/${question.id}/answer`)).status).toBe(401);
    expect((await signedOut.delete(`/api/questions/${question.id}`)).status).toBe(401);
    expect((await attendee.patch(`/api/questions/${question.id}/answer`)).status).toBe(401);
    expect((await other.patch(`/api/questions/${question.id}/answer`)).status).toBe(403);
    expect((await other.delete(`/api/questions/${question.id}`)).status).toBe(403);
    expect((await owner.patch(`/api/questions/999999/answer`)).status).toBe(404);
    expect(
      must(await attendee.get<Question[]>(`/api/sessions/${session.id}/questions`), 200, "list")[0]!
        .isAnswered,
    ).toBe(false);

    const answered = must(
      await owner.patch<{ question: Question }>(`/api/questions/${question.id}/answer`),
      200,
      "answer",
    );
    expect(answered.question).toMatchObject({ id: question.id, isAnswered: true });
    expect(
      must(await attendee.get<Question[]>(`/api/sessions/${session.id}/questions`), 200, "list")[0]!
        .isAnswered,
    ).toBe(true);

    expect(must(await owner.delete(`/api/questions/${question.id}`), 200, "delete")).toEqual({
      ok: true,
    });
    expect(
      must(await attendee.get<Question[]>(`/api/sessions/${session.id}/questions`), 200, "list"),
    ).toHaveLength(0);
    expect((await owner.delete(`/api/questions/${question.id}`)).status).toBe(404);
  });
});
