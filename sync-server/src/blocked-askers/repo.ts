/**
 * SQL of blocked askers (docs/product.md, Moderation): one row per asker and session, the asker
 * named by the key that asked (docs/decisions.md, Moderation), read with the question they were
 * blocked from while it exists. The unique (session, asker) makes a second block of the same asker
 * find the first one, however the two requests interleave.
 */
import type { Db } from "../db/database.ts";
import { nowIso } from "../db/database.ts";
import type { BlockedAskerRow, QuestionRow } from "../db/schema.ts";

/** A block with the question it names, if that question still exists. */
export interface BlockedAskerWithQuestion extends BlockedAskerRow {
  questionText: string | null;
  authorName: string | null;
  isAnonymous: number | null;
}

function selectBlocked(db: Db, sessionId: number) {
  return db
    .selectFrom("blockedAskers as b")
    .leftJoin("questions as q", "q.id", "b.questionId")
    .selectAll("b")
    .select(["q.questionText", "q.authorName", "q.isAnonymous"])
    .where("b.sessionId", "=", sessionId);
}

/** Newest first. */
export async function listBlockedAskers(
  db: Db,
  sessionId: number,
): Promise<BlockedAskerWithQuestion[]> {
  return selectBlocked(db, sessionId)
    .orderBy("b.createdAt", "desc")
    .orderBy("b.id", "desc")
    .execute();
}

/**
 * Blocks whoever asked `question` in its session; answers the block and whether this call made it
 * (false: that asker was blocked already, and the earlier block is answered).
 */
export async function blockAsker(
  db: Db,
  question: Pick<QuestionRow, "id" | "sessionId" | "voterKey">,
): Promise<{ block: BlockedAskerWithQuestion; created: boolean }> {
  const inserted = await db
    .insertInto("blockedAskers")
    .values({
      sessionId: question.sessionId,
      askerKey: question.voterKey,
      questionId: question.id,
      createdAt: nowIso(),
    })
    .onConflict((oc) => oc.columns(["sessionId", "askerKey"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  const block = await selectBlocked(db, question.sessionId)
    .where("b.askerKey", "=", question.voterKey)
    .executeTakeFirstOrThrow();
  return { block, created: inserted !== undefined };
}

/** Lifts one block of the session; answers whether there was one. */
export async function unblockAsker(db: Db, sessionId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom("blockedAskers")
    .where("id", "=", id)
    .where("sessionId", "=", sessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
