/** SQL of sessions and of what is counted on them: page views and QR scans. */
import type { PublicSession } from "@lectern/shared";
import type { Db } from "../db/database.ts";
import { nowIso } from "../db/database.ts";
import type { SessionRow, UserRow } from "../db/schema.ts";
import { resourcesBySession } from "../resources/repo.ts";
import { toPublicSession } from "./presenter.ts";

export interface NewSessionValues {
  userId: number;
  eventName: string;
  title: string;
  description: string;
  qaEnabled: boolean;
}

export async function insertSession(db: Db, values: NewSessionValues): Promise<SessionRow> {
  return db
    .insertInto("sessions")
    .values({ ...values, qaEnabled: values.qaEnabled ? 1 : 0, createdAt: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type SessionChanges = Partial<
  Pick<NewSessionValues, "eventName" | "title" | "description" | "qaEnabled">
>;

export async function updateSession(
  db: Db,
  id: number,
  changes: SessionChanges,
): Promise<SessionRow> {
  const { qaEnabled, ...texts } = changes;
  const set = { ...texts, ...(qaEnabled === undefined ? {} : { qaEnabled: qaEnabled ? 1 : 0 }) };
  if (Object.keys(set).length === 0) {
    return db.selectFrom("sessions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  }
  return db
    .updateTable("sessions")
    .set(set)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Deletes a session; foreign keys remove its resources, polls, questions, views, scans, leads and
 * downloads. Answers the stored names of its files, to remove from disk once committed.
 */
export async function deleteSession(db: Db, id: number): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const files = await trx
      .selectFrom("resources")
      .select("storedName")
      .where("sessionId", "=", id)
      .where("storedName", "is not", null)
      .execute();
    await trx.deleteFrom("sessions").where("id", "=", id).execute();
    return files.flatMap((f) => (f.storedName ? [f.storedName] : []));
  });
}

export async function sessionsOfUser(db: Db, userId: number): Promise<SessionRow[]> {
  return db
    .selectFrom("sessions")
    .selectAll()
    .where("userId", "=", userId)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .execute();
}

export async function findSpeaker(db: Db, userId: number): Promise<UserRow> {
  return db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirstOrThrow();
}

/** The public page of a session (its resources and speaker), read without counting a view. */
export async function readPublicSession(db: Db, session: SessionRow): Promise<PublicSession> {
  const [resources, speaker] = await Promise.all([
    resourcesBySession(db, [session.id]),
    findSpeaker(db, session.userId),
  ]);
  return toPublicSession(session, resources.get(session.id) ?? [], speaker);
}

export async function recordPageView(
  db: Db,
  sessionId: number,
  visitorId: string,
  ipAddress: string | null,
): Promise<void> {
  await db
    .insertInto("pageViews")
    .values({ sessionId, visitorId, ipAddress, createdAt: nowIso() })
    .execute();
}

export async function recordQrScan(db: Db, sessionId: number, visitorId: string): Promise<void> {
  await db.insertInto("qrScans").values({ sessionId, visitorId, createdAt: nowIso() }).execute();
}
