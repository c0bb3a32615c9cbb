/**
 * The quiz leaderboard in the database (docs/product.md, Quiz leaderboard): attendees' nicknames
 * per session, and the scores over the session's revealed quizzes, read from the votes. A revealed
 * quiz takes no more votes, so the scores change only when another quiz is revealed.
 */
import { ANONYMOUS_NICKNAME, LEADERBOARD_SIZE, type Leaderboard } from "@lectern/shared";
import { nowIso, type Db } from "../db/database.ts";

export async function findNickname(
  db: Db,
  sessionId: number,
  voterKey: string,
): Promise<string | null> {
  const row = await db
    .selectFrom("sessionNicknames")
    .select("nickname")
    .where("sessionId", "=", sessionId)
    .where("voterKey", "=", voterKey)
    .executeTakeFirst();
  return row?.nickname ?? null;
}

export async function saveNickname(
  db: Db,
  sessionId: number,
  voterKey: string,
  nickname: string,
): Promise<void> {
  const updatedAt = nowIso();
  await db
    .insertInto("sessionNicknames")
    .values({ sessionId, voterKey, nickname, updatedAt })
    .onConflict((conflict) =>
      conflict.columns(["sessionId", "voterKey"]).doUpdateSet({ nickname, updatedAt }),
    )
    .execute();
}

interface Score {
  voterKey: string;
  correct: number;
  answerMs: number;
}

/** Each voter's correct answers over the revealed quizzes, and the time those answers took. */
async function scoresOf(db: Db, sessionId: number): Promise<{ quizzes: number; scores: Score[] }> {
  const [quizzes, answers] = await Promise.all([
    db
      .selectFrom("polls")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("sessionId", "=", sessionId)
      .where("kind", "=", "quiz")
      .where("revealedAt", "is not", null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("votes")
      .innerJoin("polls", "polls.id", "votes.pollId")
      .innerJoin("pollChoices", "pollChoices.id", "votes.choiceId")
      .select(["votes.voterKey", "votes.createdAt", "polls.openedAt", "pollChoices.correct"])
      .where("polls.sessionId", "=", sessionId)
      .where("polls.kind", "=", "quiz")
      .where("polls.revealedAt", "is not", null)
      .execute(),
  ]);
  const byVoter = new Map<string, Score>();
  for (const answer of answers) {
    const score = byVoter.get(answer.voterKey) ?? {
      voterKey: answer.voterKey,
      correct: 0,
      answerMs: 0,
    };
    byVoter.set(answer.voterKey, score);
    if (answer.correct !== 1) continue;
    score.correct += 1;
    if (answer.openedAt !== null)
      score.answerMs += Math.max(0, Date.parse(answer.createdAt) - Date.parse(answer.openedAt));
  }
  const scores = [...byVoter.values()].sort(
    (a, b) =>
      b.correct - a.correct ||
      a.answerMs - b.answerMs ||
      (a.voterKey < b.voterKey ? -1 : a.voterKey > b.voterKey ? 1 : 0),
  );
  return { quizzes: Number(quizzes.count), scores };
}

/** The top LEADERBOARD_SIZE, and `reader`'s own place and nickname. */
export async function leaderboardOf(
  db: Db,
  sessionId: number,
  reader: string,
): Promise<Leaderboard> {
  const { quizzes, scores } = await scoresOf(db, sessionId);
  const top = scores.slice(0, LEADERBOARD_SIZE);
  const mineAt = scores.findIndex((score) => score.voterKey === reader);
  const named = [...top.map((score) => score.voterKey), reader];
  const nicknames = new Map(
    (
      await db
        .selectFrom("sessionNicknames")
        .select(["voterKey", "nickname"])
        .where("sessionId", "=", sessionId)
        .where("voterKey", "in", named)
        .execute()
    ).map((row) => [row.voterKey, row.nickname]),
  );
  const entry = (score: Score, index: number) => {
    const nickname = nicknames.get(score.voterKey);
    return {
      rank: index + 1,
      nickname: nickname ?? ANONYMOUS_NICKNAME,
      anonymous: nickname === undefined,
      correct: score.correct,
      answerMs: Math.round(score.answerMs),
    };
  };
  return {
    quizzes,
    top: top.map(entry),
    mine: mineAt < 0 ? null : entry(scores[mineAt]!, mineAt),
    nickname: nicknames.get(reader) ?? null,
  };
}
