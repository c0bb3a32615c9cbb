/**
 * SQL of questions and their upvotes. Upvote counts and the asking voter's own upvote come from one
 * grouped query; one upvote per voter is left to the unique index, so concurrent or replayed
 * requests can never count twice.
 */
import { MESSAGES, type askQuestionBodySchema } from "@lectern/shared";
import { sql } from "kysely";
import type { z } from "zod";
import type { Db } from "../db/database.ts";
import { nowIso } from "../db/database.ts";
import { isUniqueViolation } from "../db/errors.ts";
import type { QuestionRow } from "../db/schema.ts";
import { DomainError } from "../domain-error.ts";
import type { QuestionWithVotes } from "./presenter.ts";

export type AskQuestionInput = z.output<typeof askQuestionBodySchema>;

export const QUESTION_NOT_FOUND = "This question doesn't exist or has been removed.";

/** A question with what access checks need: its session's owner. */
export interface QuestionWithOwner extends QuestionRow {
  ownerId: number;
}

function selectWithVotes(db: Db, voterKey: string) {
  return db
    .selectFrom("questions as q")
    .leftJoin("questionUpvotes as u", "u.questionId", "q.id")
    .selectAll("q")
    .select((eb) => [
      eb.fn.count<number>("u.id").as("upvotes"),
      sql<number>`coalesce(max(case when ${sql.ref("u.voterKey")} = ${voterKey} then 1 else 0 end), 0)`.as(
        "hasUpvoted",
      ),
    ])
    .groupBy("q.id");
}

/** Most upvoted first, then newest first. */
export async function listQuestions(
  db: Db,
  sessionId: number,
  voterKey: string,
): Promise<QuestionWithVotes[]> {
  return selectWithVotes(db, voterKey)
    .where("q.sessionId", "=", sessionId)
    .orderBy("upvotes", "desc")
    .orderBy("q.createdAt", "desc")
    .orderBy("q.id", "desc")
    .execute();
}

export async function getQuestion(
  db: Db,
  questionId: number,
  voterKey: string,
): Promise<QuestionWithVotes | undefined> {
  return selectWithVotes(db, voterKey).where("q.id", "=", questionId).executeTakeFirst();
}

export async function findQuestion(
  db: Db,
  questionId: number,
): Promise<QuestionWithOwner | undefined> {
  return db
    .selectFrom("questions as q")
    .innerJoin("sessions as s", "s.id", "q.sessionId")
    .selectAll("q")
    .select("s.userId as ownerId")
    .where("q.id", "=", questionId)
    .executeTakeFirst();
}

export async function insertQuestion(
  db: Db,
  sessionId: number,
  input: AskQuestionInput,
  voterKey: string,
): Promise<number> {
  const { id } = await db
    .insertInto("questions")
    .values({
      sessionId,
      questionText: input.questionText,
      authorName: input.authorName,
      authorEmail: input.authorEmail,
      isAnonymous: input.isAnonymous ? 1 : 0,
      isAnswered: 0,
      voterKey,
      createdAt: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Records one upvote; a second one by the same voter is refused by the unique index (409). */
export async function insertUpvote(db: Db, questionId: number, voterKey: string): Promise<void> {
  try {
    await db
      .insertInto("questionUpvotes")
      .values({ questionId, voterKey, createdAt: nowIso() })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("already_upvoted", MESSAGES.alreadyUpvoted);
    throw error;
  }
}

export async function markAnswered(db: Db, questionId: number): Promise<void> {
  await db.updateTable("questions").set({ isAnswered: 1 }).where("id", "=", questionId).execute();
}

export async function deleteQuestion(db: Db, questionId: number): Promise<void> {
  await db.deleteFrom("questions").where("id", "=", questionId).execute();
}
