/** The session's polls in the order the owner's polls list shows them (draft ones included). */
import type { Db } from "../db/database.ts";

export async function pollsOfSession(
  db: Db,
  sessionId: number,
): Promise<{ id: number; title: string }[]> {
  return db
    .selectFrom("polls")
    .select(["id", "title"])
    .where("sessionId", "=", sessionId)
    .orderBy("order")
    .orderBy("id")
    .execute();
}
