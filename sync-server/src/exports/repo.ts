/** The session's polls in the order the owner's polls list shows them (draft ones included). */
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
