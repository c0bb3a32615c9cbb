/**
 * The quiz leaderboard through the real server (docs/product.md, Quiz leaderboard): nicknames set
 * and replaced, bad or offensive ones refused with nothing stored; the ranking over revealed
 * quizzes only, by correct answers and then by the time the answers took; "Anonymous" for an
 * attendee with no nickname; each reader's own place; the top ten only.
 */
import { leaderboardSchema, type Leaderboard, type Poll } from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import {
  createKindPoll,
  createSession,
  errorOf,
  must,
  newKey,
  signedInSpeaker,
  visitor,
} from "../test/seed.ts";

let server: TestServer;
let owner: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedInSpeaker(server, { firstName: "Quiz", lastName: "Master" });
});

afterAll(async () => {
  await server?.close();
});

const boardOf = async (client: TestClient, sessionId: number): Promise<Leaderboard> =>
  leaderboardSchema.parse(
    must(await client.get(`/api/sessions/${sessionId}/leaderboard`), 200, "leaderboard"),
  );

const nickname = (client: TestClient, sessionId: number, name: unknown) =>
  client.put(
    `/api/sessions/${sessionId}/nickname`,
    { nickname: name },
    { headers: { "Idempotency-Key": newKey() } },
  );

/** Votes for the choice of `quiz` whose text is `text`. */
async function answer(client: TestClient, quiz: Poll, text: string): Promise<void> {
  const choice = quiz.choices.find((c) => c.text === text)!;
  must(
    await client.post(
      `/api/polls/${quiz.id}/vote`,
      { choiceId: choice.id },
      { headers: { "Idempotency-Key": newKey() } },
    ),
    201,
    `vote ${text}`,
  );
}

async function closeAndReveal(quiz: Poll): Promise<void> {
  must(await owner.put(`/api/polls/${quiz.id}`, { state: "closed" }), 200, "close");
  must(await owner.post(`/api/polls/${quiz.id}/reveal`, {}), 200, "reveal");
}

describe("nicknames", () => {
  it("are set, replaced and read back; bad or offensive ones are refused and nothing stored", async () => {
    const session = await createSession(owner);
    const attendee = await visitor(server);
    expect((await boardOf(attendee, session.id)).nickname).toBeNull();
    must(await nickname(attendee, session.id, "  Ada  "), 200, "set");
    expect((await boardOf(attendee, session.id)).nickname).toBe("Ada");
    must(await nickname(attendee, session.id, "Ada L."), 200, "replace");
    for (const bad of ["", "   ", "x".repeat(25), 42, null]) {
      const res = await nickname(attendee, session.id, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(errorOf(res).code).toBe("invalid");
    }
    const rude = await nickname(attendee, session.id, "shithead");
    expect(errorOf(rude)).toMatchObject({ code: "nickname_refused" });
    expect(rude.status).toBe(400);
    expect((await boardOf(attendee, session.id)).nickname).toBe("Ada L.");
    expect(errorOf(await nickname(attendee, 999_999, "Ada")).code).toBe("session_not_found");
  });
});

describe("the leaderboard", () => {
  it("ranks by correct answers over revealed quizzes, then by the time they took", async () => {
    const session = await createSession(owner);
    const [fast, slow, wrong, unnamed] = await Promise.all(
      Array.from({ length: 4 }, () => visitor(server)),
    );
    must(await nickname(fast!, session.id, "Fast"), 200, "fast");
    must(await nickname(slow!, session.id, "Slow"), 200, "slow");
    must(await nickname(wrong!, session.id, "Wrong"), 200, "wrong");

    const first = await createKindPoll(owner, session.id, "quiz");
    await answer(fast!, first, "A");
    await new Promise((resolve) => setTimeout(resolve, 30));
    await answer(slow!, first, "A");
    await answer(wrong!, first, "B");
    await answer(unnamed!, first, "A");
    // Not revealed yet: nothing counts.
    expect(await boardOf(fast!, session.id)).toMatchObject({ quizzes: 0, top: [], mine: null });
    await closeAndReveal(first);

    const second = await createKindPoll(owner, session.id, "quiz");
    await answer(unnamed!, second, "B");
    await answer(fast!, second, "A");
    await answer(slow!, second, "A");
    await closeAndReveal(second);
    // An open quiz answered by everyone changes nothing until it is revealed.
    const third = await createKindPoll(owner, session.id, "quiz");
    await answer(wrong!, third, "A");

    const board = await boardOf(unnamed!, session.id);
    expect(board.quizzes).toBe(2);
    expect(board.top.map((e) => [e.rank, e.nickname, e.anonymous, e.correct])).toEqual([
      [1, "Fast", false, 2],
      [2, "Slow", false, 2],
      [3, "Anonymous", true, 1],
      [4, "Wrong", false, 0],
    ]);
    expect(board.top[0]!.answerMs).toBeLessThan(board.top[1]!.answerMs);
    expect(board.mine).toMatchObject({ rank: 3, nickname: "Anonymous", correct: 1 });
    expect((await boardOf(await visitor(server), session.id)).mine).toBeNull();
  });

  it("lists the top ten, and a reader further down still sees their own place", async () => {
    const session = await createSession(owner);
    const quiz = await createKindPoll(owner, session.id, "quiz");
    const hall = await Promise.all(Array.from({ length: 12 }, () => visitor(server)));
    for (const attendee of hall) await answer(attendee, quiz, "A");
    await closeAndReveal(quiz);
    const last = await boardOf(hall[11]!, session.id);
    expect(last.top).toHaveLength(10);
    expect(last.top.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(last.mine).toMatchObject({ rank: 12, correct: 1 });
  });
});

describe("the projector's leaderboard panel", () => {
  it("is put on the stage and read back as the leaderboard", async () => {
    const session = await createSession(owner);
    const path = `/api/sessions/${session.id}/stage`;
    must(await owner.put(path, { panel: "leaderboard" }), 200, "stage");
    expect(must(await owner.get(path), 200, "read the stage")).toMatchObject({
      panel: "leaderboard",
    });
    expect((await owner.put(path, { panel: "leaderboard", pollId: 1 })).status).toBe(400);
  });
});
