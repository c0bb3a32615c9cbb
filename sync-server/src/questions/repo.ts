/**
 * SQL of questions and their upvotes. Upvote counts and the asking voter's own upvote come from one
 * grouped query; one upvote per voter is left to the unique index, so concurrent or replayed
 * requests can never count twice. Who sees which status (docs/product.md, Moderation) is decided in
 * the SQL of every read (docs/decisions.md, Moderation): the owner every status, the asker the
 * approved questions and their own pending ones, everyone else the approved ones.
 */
import {
  MESSAGES,
  type QuestionStatus,
  type askQuestionBodySchema,
  DomainError,
} from "@lectern/shared";
import { sql } from "kysely";
import type { z } from "zod";
import type { Db } from "../db/database.ts";
import { nowIso } from "../db/database.ts";
import { isUniqueViolation } from "../db/errors.ts";
import type { QuestionRow, SessionRow } from "../db/schema.ts";
import type { QuestionWithVotes } from "./presenter.ts";

export type AskQuestionInput = z.output<typeof askQuestionBodySchema>;

export const QUESTION_NOT_FOUND = "This question doesn't exist or has been removed.";

/**
 * Whose questions a read returns: the owner's (every status), or anyone else's, who also gets the
 * pending questions asked with `askerKey` (null for a reader who asked none: the projector, the
 * pre-rendered page).
 */
export type QuestionViewer = { owner: true } | { owner: false; askerKey: string | null };

export const OWNER_VIEW: QuestionViewer = { owner: true };
export const PUBLIC_VIEW: QuestionViewer = { owner: false, askerKey: null };

/** A question with what access checks need: its session's owner and settings. */
export interface QuestionWithOwner extends QuestionRow {
  ownerId: number;
  profanityFilter: SessionRow["profanityFilter"];
}

/** Whether `viewer` may see a question: the rule of selectWithVotes, for a row already read. */
export function canSee(
  viewer: QuestionViewer,
  question: Pick<QuestionRow, "status" | "voterKey">,
): boolean {
  if (viewer.owner || question.status === "approved") return true;
  return question.status === "pending" && question.voterKey === viewer.askerKey;
}

function selectWithVotes(db: Db, voterKey: string, viewer: QuestionViewer) {
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
    .$if(viewer.owner, (qb) =>
      qb.select((eb) =>
        eb
          .exists(
            eb
              .selectFrom("blockedAskers as b")
              .select("b.id")
              .whereRef("b.sessionId", "=", "q.sessionId")
              .whereRef("b.askerKey", "=", "q.voterKey"),
          )
          .as("askerBlocked"),
      ),
    )
    .where((eb) => {
      if (viewer.owner) return sql<boolean>`1 = 1`;
      const approved = eb("q.status", "=", "approved");
      if (viewer.askerKey === null) return approved;
      const ownPending = eb.and([
        eb("q.status", "=", "pending"),
        eb("q.voterKey", "=", viewer.askerKey),
      ]);
      return eb.or([approved, ownPending]);
    })
    .groupBy("q.id");
}

/** Most upvoted first, then newest first; only what `viewer` may see. */
export async function listQuestions(
  db: Db,
  sessionId: number,
  voterKey: string,
  viewer: QuestionViewer,
): Promise<QuestionWithVotes[]> {
  return selectWithVotes(db, voterKey, viewer)
    .where("q.sessionId", "=", sessionId)
    .orderBy("upvotes", "desc")
    .orderBy("q.createdAt", "desc")
    .orderBy("q.id", "desc")
    .execute();
}

/** The question with its votes, if `viewer` may see it. */
export async function getQuestion(
  db: Db,
  questionId: number,
  voterKey: string,
  viewer: QuestionViewer,
): Promise<QuestionWithVotes | undefined> {
  return selectWithVotes(db, voterKey, viewer).where("q.id", "=", questionId).executeTakeFirst();
}

export async function findQuestion(
  db: Db,
  questionId: number,
): Promise<QuestionWithOwner | undefined> {
  return db
    .selectFrom("questions as q")
    .innerJoin("sessions as s", "s.id", "q.sessionId")
    .selectAll("q")
    .select(["s.userId as ownerId", "s.profanityFilter"])
    .where("q.id", "=", questionId)
    .executeTakeFirst();
}

/** Whether whoever asks with `askerKey` is blocked in the session. */
export async function isBlocked(db: Db, sessionId: number, askerKey: string): Promise<boolean> {
  const row = await db
    .selectFrom("blockedAskers")
    .select("id")
    .where("sessionId", "=", sessionId)
    .where("askerKey", "=", askerKey)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertQuestion(
  db: Db,
  sessionId: number,
  input: AskQuestionInput,
  voterKey: string,
  status: QuestionStatus,
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
      status,
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

/**
 * Takes back `voterKey`'s own upvote of the question: never another voter's, and nothing when it
 * has none (docs/product.md, Q&A forum).
 */
export async function deleteUpvote(db: Db, questionId: number, voterKey: string): Promise<void> {
  await db
    .deleteFrom("questionUpvotes")
    .where("questionId", "=", questionId)
    .where("voterKey", "=", voterKey)
    .execute();
}

export async function markAnswered(db: Db, questionId: number): Promise<void> {
  await db.updateTable("questions").set({ isAnswered: 1 }).where("id", "=", questionId).execute();
}

export async function setStatus(db: Db, questionId: number, status: QuestionStatus): Promise<void> {
  await db.updateTable("questions").set({ status }).where("id", "=", questionId).execute();
}

/** The owner's correction of the text; the question then reads as edited. */
export async function editText(db: Db, questionId: number, text: string): Promise<void> {
  await db
    .updateTable("questions")
    .set({ questionText: text, editedAt: nowIso() })
    .where("id", "=", questionId)
    .execute();
}

/** Writes, replaces (a text) or removes (null) the owner's reply. */
export async function setReply(db: Db, questionId: number, text: string | null): Promise<void> {
  await db
    .updateTable("questions")
    .set({ replyText: text, repliedAt: text === null ? null : nowIso() })
    .where("id", "=", questionId)
    .execute();
}

export async function deleteQuestion(db: Db, questionId: number): Promise<void> {
  await db.deleteFrom("questions").where("id", "=", questionId).execute();
}
