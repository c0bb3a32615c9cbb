/** SQL of sessions and of what is counted on them: page views and QR scans. */
import {
  PAGE_VIEW_SOURCES,
  roleCan,
  type PageViewSource,
  type PublicSession,
  type Session,
  type SessionRole,
} from "@lectern/shared";
import type { Db } from "../db/database.ts";
import { nowIso } from "../db/database.ts";
import type { SessionRow, UserRow } from "../db/schema.ts";
import { deckFilesOfSessions } from "../deck/repo.ts";
import { presentQuestion, readerOf } from "../questions/presenter.ts";
import { PUBLIC_VIEW, getQuestion } from "../questions/repo.ts";
import { sessionsWithDeck } from "../deck/repo.ts";
import { toSessionEvent } from "../events/presenter.ts";
import { sessionEventOf } from "../events/repo.ts";
import { leadCounts } from "../leads/repo.ts";
import { resourcesBySession } from "../resources/repo.ts";
import { toPublicSession, toSession } from "./presenter.ts";

export interface NewSessionValues {
  userId: number;
  eventName: string;
  title: string;
  description: string;
  qaEnabled: boolean;
  questionReview: boolean;
  profanityFilter: boolean;
  confirmEmail: boolean;
  language: string | null;
}

const bit = (value: boolean): number => (value ? 1 : 0);

export async function insertSession(db: Db, values: NewSessionValues): Promise<SessionRow> {
  const { qaEnabled, questionReview, profanityFilter, confirmEmail, ...texts } = values;
  return db
    .insertInto("sessions")
    .values({
      ...texts,
      qaEnabled: bit(qaEnabled),
      questionReview: bit(questionReview),
      profanityFilter: bit(profanityFilter),
      confirmEmail: bit(confirmEmail),
      createdAt: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type SessionChanges = Partial<Omit<NewSessionValues, "userId">> & {
  /** The reactions offered (docs/product.md, Reactions). */
  reactions?: readonly string[];
};

/**
 * Changes the given fields. Turning review off approves every pending question of the session in
 * the same transaction (docs/product.md, Moderation), so none is left waiting for a queue no one
 * shows any more.
 */
export async function updateSession(
  db: Db,
  id: number,
  changes: SessionChanges,
): Promise<SessionRow> {
  const { qaEnabled, questionReview, profanityFilter, confirmEmail, reactions, ...texts } = changes;
  const set = {
    ...texts,
    ...(reactions === undefined ? {} : { reactions: JSON.stringify(reactions) }),
    ...(confirmEmail === undefined ? {} : { confirmEmail: bit(confirmEmail) }),
    ...(qaEnabled === undefined ? {} : { qaEnabled: bit(qaEnabled) }),
    ...(questionReview === undefined ? {} : { questionReview: bit(questionReview) }),
    ...(profanityFilter === undefined ? {} : { profanityFilter: bit(profanityFilter) }),
  };
  return db.transaction().execute(async (trx) => {
    if (questionReview === false)
      await trx
        .updateTable("questions")
        .set({ status: "approved" })
        .where("sessionId", "=", id)
        .where("status", "=", "pending")
        .execute();
    if (Object.keys(set).length === 0)
      return trx.selectFrom("sessions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    return trx
      .updateTable("sessions")
      .set(set)
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
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
    const deckFiles = await deckFilesOfSessions(trx, [id]);
    await trx.deleteFrom("sessions").where("id", "=", id).execute();
    return [...files.flatMap((f) => (f.storedName ? [f.storedName] : [])), ...deckFiles];
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

/**
 * The public page of a session (its resources, speaker and pinned question), read without counting
 * a view. `voterKey` is the reader's, for the pinned question's "upvoted by you"; none reads false.
 * The pinned question is there only while approved, masked for everyone but the `owner`
 * (docs/product.md, Moderation).
 */
export async function readPublicSession(
  db: Db,
  session: SessionRow,
  voterKey = "",
  role: SessionRole | null = null,
): Promise<PublicSession> {
  const [resources, speaker, pinned, decks, event] = await Promise.all([
    resourcesBySession(db, [session.id]),
    findSpeaker(db, session.userId),
    session.pinnedQuestionId === null
      ? undefined
      : getQuestion(db, session.pinnedQuestionId, voterKey, PUBLIC_VIEW),
    sessionsWithDeck(db, [session.id]),
    sessionEventOf(db, session.id),
  ]);
  const pinnedQuestion =
    pinned?.sessionId === session.id
      ? presentQuestion(pinned, readerOf(session, roleCan(role, "read")))
      : null;
  return toPublicSession(
    session,
    resources.get(session.id) ?? [],
    speaker,
    pinnedQuestion,
    role,
    decks.has(session.id),
    event ? toSessionEvent(event) : null,
  );
}

/**
 * A page view keeps no address (docs/decisions.md, Attendee data): the visitor id is enough to
 * count, and where it came from is enough to chart (docs/product.md, Insights).
 */
export async function recordPageView(
  db: Db,
  sessionId: number,
  visitorId: string,
  source: PageViewSource,
): Promise<void> {
  await db
    .insertInto("pageViews")
    .values({ sessionId, visitorId, ipAddress: null, createdAt: nowIso(), source })
    .execute();
}

/** The source a read says its page came from (VIEW_SOURCE_HEADER); a link when it says none. */
export function viewSourceOf(header: string | undefined): PageViewSource {
  return PAGE_VIEW_SOURCES.find((source) => source === header) ?? "link";
}

export async function recordQrScan(db: Db, sessionId: number, visitorId: string): Promise<void> {
  await db.insertInto("qrScans").values({ sessionId, visitorId, createdAt: nowIso() }).execute();
}

/** Sessions as their owner sees them: with resources and lead counts. */
/** The sessions of `ids`, newest first. */
export async function sessionsByIds(db: Db, ids: readonly number[]): Promise<SessionRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom("sessions")
    .selectAll()
    .where("id", "in", [...ids])
    .orderBy("createdAt", "desc")
    .execute();
}

/** The names of the owners of `rows`, by user id. */
export async function ownerNames(
  db: Db,
  rows: readonly SessionRow[],
): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((row) => row.userId))];
  if (ids.length === 0) return new Map();
  const users = await db
    .selectFrom("users")
    .select(["id", "firstName", "lastName"])
    .where("id", "in", ids)
    .execute();
  return new Map(users.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()]));
}

export async function toOwnerSessions(db: Db, rows: readonly SessionRow[]): Promise<Session[]> {
  const ids = rows.map((r) => r.id);
  const [resources, leads, decks] = await Promise.all([
    resourcesBySession(db, ids),
    leadCounts(db, ids),
    sessionsWithDeck(db, ids),
  ]);
  return rows.map((row) =>
    toSession(row, resources.get(row.id) ?? [], leads.get(row.id) ?? 0, decks.has(row.id)),
  );
}
