/**
 * What the exports read beyond the screens' results: the session's polls in the order the owner's
 * polls list shows them (draft ones included), and an open poll's every shown answer.
 */
import type { OpenAnswer } from "@lectern/shared";
import type { Db } from "../db/database.ts";

export async function pollsOfSession(
  db: Db,
  sessionId: number,
): Promise<{ id: number; title: string; question: string }[]> {
  return db
    .selectFrom("polls")
    .select(["id", "title", "question"])
    .where("sessionId", "=", sessionId)
    .orderBy("order")
    .orderBy("id")
    .execute();
}

/** Every shown answer of an open poll as written, oldest first. */
export function allAnswers(db: Db, pollId: number): Promise<OpenAnswer[]> {
  return db
    .selectFrom("votes")
    .select(["id", "text", "createdAt"])
    .where("pollId", "=", pollId)
    .where("text", "is not", null)
    .where("hidden", "=", 0)
    .orderBy("id")
    .$narrowType<{ text: string }>()
    .execute();
}
