/**
 * Deleting an account for real (docs/product.md, Speaker profile): in one transaction the user's
 * row goes, and with it, through the foreign keys' cascades on both engines, their sign-in codes
 * and sessions, their uploads' records and their sessions with every resource, deck, poll, choice,
 * vote, word, question, upvote, block, page view, QR scan, lead and download in them. What the cascades
 * do not reach is deleted here: the user's idempotency keys, its memberships of other speakers'
 * sessions and its name in their activity logs, and what they did signed in on other
 * speakers' sessions (questions they asked carry their name and e-mail and go; their votes and
 * upvotes stay counted under a key that names nobody). The stored files are returned, to be removed
 * after the commit.
 */
import crypto from "node:crypto";
import type { Db } from "../db/database.ts";
import type { SessionRow } from "../db/schema.ts";
import { deckFilesOfSessions } from "../deck/repo.ts";
import { storedNameOf } from "./profile-picture.ts";

export async function deleteAccount(db: Db, userId: number): Promise<string[]> {
  const actor = `u:${userId}`;
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom("users")
      .select(["profilePicture", "email"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!user) return [];
    const ownSessions = trx.selectFrom("sessions").select("id").where("userId", "=", userId);
    const resourceFiles = await trx
      .selectFrom("resources")
      .select("storedName")
      .where("sessionId", "in", ownSessions)
      .where("storedName", "is not", null)
      .execute();
    const deckFiles = await deckFilesOfSessions(
      trx,
      (await ownSessions.execute()).map((session) => session.id),
    );
    const uploads = await trx
      .selectFrom("files")
      .select("storedName")
      .where("userId", "=", userId)
      .execute();

    await trx.deleteFrom("idempotencyKeys").where("actorKey", "=", actor).execute();
    // Its memberships of other speakers' sessions, invited or active, and its name in their logs.
    await trx.deleteFrom("sessionMembers").where("email", "=", user.email).execute();
    await trx
      .updateTable("activityEntries")
      .set({ actorId: null, actorName: "" })
      .where("actorId", "=", userId)
      .execute();
    // Attendees' keys on the user's sessions hold answers about them (a question, results).
    for (const paths of chunks(await attendeePaths(trx, userId), 500))
      await trx.deleteFrom("idempotencyKeys").where("path", "in", paths).execute();
    await trx.deleteFrom("blockedAskers").where("askerKey", "=", actor).execute();
    await trx.deleteFrom("questions").where("voterKey", "=", actor).execute();
    await trx.deleteFrom("sessionNicknames").where("voterKey", "=", actor).execute();
    // One key per deleted user keeps a vote's "once per poll" and its count, naming nobody.
    const anonymous = `x:${crypto.randomBytes(12).toString("base64url")}`;
    await trx
      .updateTable("votes")
      .set({ voterKey: anonymous })
      .where("voterKey", "=", actor)
      .execute();
    await trx
      .updateTable("questionUpvotes")
      .set({ voterKey: anonymous })
      .where("voterKey", "=", actor)
      .execute();
    await trx.deleteFrom("sessions").where("userId", "=", userId).execute();
    await trx.deleteFrom("users").where("id", "=", userId).execute();

    const names = new Set<string>();
    for (const row of [...resourceFiles, ...uploads]) if (row.storedName) names.add(row.storedName);
    for (const name of deckFiles) names.add(name);
    if (user.profilePicture) names.add(storedNameOf(user.profilePicture));
    return [...names];
  });
}

/** The paths of the attendee actions kept in idempotency keys, for every session of the user. */
async function attendeePaths(db: Db, userId: SessionRow["userId"]): Promise<string[]> {
  const sessions = await db
    .selectFrom("sessions")
    .select("id")
    .where("userId", "=", userId)
    .execute();
  if (sessions.length === 0) return [];
  const sessionIds = sessions.map((s) => s.id);
  const [polls, questions, resources] = await Promise.all([
    db.selectFrom("polls").select("id").where("sessionId", "in", sessionIds).execute(),
    db.selectFrom("questions").select("id").where("sessionId", "in", sessionIds).execute(),
    db.selectFrom("resources").select("id").where("sessionId", "in", sessionIds).execute(),
  ]);
  return [
    ...sessionIds.flatMap((id) => [
      `/api/sessions/${id}/questions`,
      `/api/sessions/${id}/track-qr`,
    ]),
    ...polls.map((p) => `/api/polls/${p.id}/vote`),
    ...questions.map((q) => `/api/questions/${q.id}/vote`),
    ...resources.map((r) => `/api/resources/${r.id}/download`),
  ];
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
