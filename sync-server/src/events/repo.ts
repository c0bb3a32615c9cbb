/**
 * The SQL of events (docs/product.md, Events): an event with a slug of its own, its members, its
 * rooms (made as talks name them) and its talks, the sessions that belong to it, in SQL both
 * engines run. Times are kept as UTC ISO instants, so "on now" is a comparison of texts.
 */
import {
  isSlug,
  slugOf,
  type EventRole,
  type EventReaderRole,
  type PublicTalk,
  type Room,
  type Talk,
} from "@lectern/shared";
import { nowIso, type Db } from "../db/database.ts";
import type { EventRow, EventTalkRow, UserRow } from "../db/schema.ts";

export interface EventValues {
  name: string;
  startsOn: string;
  endsOn: string;
  timezone: string;
  venue: string | null;
  description: string | null;
  collectLeads: boolean;
}

const bit = (value: boolean): number => (value ? 1 : 0);

/** The first of `base`, `base-2`, `base-3`… no event has yet. */
async function freeSlug(db: Db, base: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .selectFrom("events")
        .select("slug")
        .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

export async function insertEvent(db: Db, userId: number, values: EventValues): Promise<EventRow> {
  const base = slugOf(values.name) === "room" ? "event" : slugOf(values.name);
  const { collectLeads, ...fields } = values;
  return db
    .insertInto("events")
    .values({
      ...fields,
      userId,
      slug: await freeSlug(db, base),
      collectLeads: bit(collectLeads),
      createdAt: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateEvent(
  db: Db,
  eventId: number,
  changes: Partial<EventValues>,
): Promise<EventRow> {
  const { collectLeads, ...fields } = changes;
  return db
    .updateTable("events")
    .set({ ...fields, ...(collectLeads === undefined ? {} : { collectLeads: bit(collectLeads) }) })
    .where("id", "=", eventId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes the event; its talks' sessions stay, with their owners. */
export async function deleteEvent(db: Db, eventId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("eventTalks").where("eventId", "=", eventId).execute();
    await trx.deleteFrom("events").where("id", "=", eventId).execute();
  });
}

export async function eventBySlug(db: Db, slug: string): Promise<EventRow | undefined> {
  if (!isSlug(slug)) return undefined;
  return db.selectFrom("events").selectAll().where("slug", "=", slug).executeTakeFirst();
}

/** The events `user` created or is a member of, with the user's role, soonest first. */
export async function eventsOfUser(
  db: Db,
  user: Pick<UserRow, "id" | "email">,
): Promise<{ event: EventRow; role: EventReaderRole }[]> {
  const [owned, memberships] = await Promise.all([
    db.selectFrom("events").selectAll().where("userId", "=", user.id).execute(),
    db
      .selectFrom("eventMembers as m")
      .innerJoin("events as e", "e.id", "m.eventId")
      .selectAll("e")
      .select("m.role as memberRole")
      .where("m.email", "=", user.email)
      .where("e.userId", "!=", user.id)
      .execute(),
  ]);
  return [
    ...owned.map((event) => ({ event, role: "owner" as const })),
    ...memberships.map(({ memberRole, ...event }) => ({ event, role: memberRole })),
  ].sort((a, b) => a.event.startsOn.localeCompare(b.event.startsOn) || a.event.id - b.event.id);
}

// Members

export interface EventMemberWithName {
  id: number;
  email: string;
  role: EventRole;
  createdAt: string;
  firstName: string | null;
  lastName: string | null;
}

function eventMembersQuery(db: Db) {
  return db
    .selectFrom("eventMembers as m")
    .leftJoin("users as u", "u.email", "m.email")
    .select(["m.id", "m.email", "m.role", "m.createdAt", "u.firstName", "u.lastName"]);
}

export async function listEventMembers(db: Db, eventId: number): Promise<EventMemberWithName[]> {
  return eventMembersQuery(db).where("m.eventId", "=", eventId).orderBy("m.id").execute();
}

export async function findEventMember(
  db: Db,
  eventId: number,
  memberId: number,
): Promise<EventMemberWithName | undefined> {
  return eventMembersQuery(db)
    .where("m.eventId", "=", eventId)
    .where("m.id", "=", memberId)
    .executeTakeFirst();
}

/** Adds `email` as `role`; an address already added keeps its role. */
export async function addEventMember(
  db: Db,
  eventId: number,
  email: string,
  role: EventRole,
): Promise<{ member: EventMemberWithName; created: boolean }> {
  const inserted = await db
    .insertInto("eventMembers")
    .values({ eventId, email, role, createdAt: nowIso() })
    .onConflict((oc) => oc.columns(["eventId", "email"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  const member = await eventMembersQuery(db)
    .where("m.eventId", "=", eventId)
    .where("m.email", "=", email)
    .executeTakeFirstOrThrow();
  return { member, created: inserted !== undefined };
}

export async function changeEventRole(db: Db, memberId: number, role: EventRole): Promise<void> {
  await db.updateTable("eventMembers").set({ role }).where("id", "=", memberId).execute();
}

export async function removeEventMember(db: Db, memberId: number): Promise<void> {
  await db.deleteFrom("eventMembers").where("id", "=", memberId).execute();
}

// Rooms

export interface RoomRow extends Room {
  id: number;
}

export async function roomsOf(db: Db, eventId: number): Promise<RoomRow[]> {
  return db
    .selectFrom("eventRooms")
    .select(["id", "slug", "name"])
    .where("eventId", "=", eventId)
    .orderBy("name")
    .execute();
}

export async function roomBySlug(
  db: Db,
  eventId: number,
  slug: string,
): Promise<RoomRow | undefined> {
  if (!isSlug(slug)) return undefined;
  return db
    .selectFrom("eventRooms")
    .select(["id", "slug", "name"])
    .where("eventId", "=", eventId)
    .where("slug", "=", slug)
    .executeTakeFirst();
}

/** The event's room called `name` (by its slug), made on first use. */
export async function ensureRoom(db: Db, eventId: number, name: string): Promise<RoomRow> {
  const slug = slugOf(name);
  await db
    .insertInto("eventRooms")
    .values({ eventId, slug, name })
    .onConflict((oc) => oc.columns(["eventId", "slug"]).doNothing())
    .execute();
  return (await roomBySlug(db, eventId, slug))!;
}

// Talks

export interface TalkValues {
  roomId: number;
  track: string | null;
  startsAt: string;
  endsAt: string;
}

export async function talkOfSession(db: Db, sessionId: number): Promise<EventTalkRow | undefined> {
  return db
    .selectFrom("eventTalks")
    .selectAll()
    .where("sessionId", "=", sessionId)
    .executeTakeFirst();
}

export async function insertTalk(
  db: Db,
  values: TalkValues & {
    sessionId: number;
    eventId: number;
    scheduleId?: string | null;
    speakerNames?: readonly string[];
  },
): Promise<void> {
  const { speakerNames = [], scheduleId = null, ...fields } = values;
  await db
    .insertInto("eventTalks")
    .values({ ...fields, scheduleId, speakerNames: JSON.stringify(speakerNames) })
    .execute();
}

export async function updateTalk(
  db: Db,
  sessionId: number,
  changes: Partial<TalkValues> & { speakerNames?: readonly string[] },
): Promise<void> {
  const { speakerNames, ...fields } = changes;
  await db
    .updateTable("eventTalks")
    .set({
      ...fields,
      ...(speakerNames === undefined ? {} : { speakerNames: JSON.stringify(speakerNames) }),
    })
    .where("sessionId", "=", sessionId)
    .execute();
}

/** The session leaves the event: it stays, with its owner and members. */
export async function removeTalk(db: Db, sessionId: number): Promise<void> {
  await db.deleteFrom("eventTalks").where("sessionId", "=", sessionId).execute();
}

/** Marks the session's member of `email` a speaker of the talk. */
export async function markSpeaker(db: Db, sessionId: number, email: string): Promise<void> {
  await db
    .updateTable("sessionMembers")
    .set({ speaker: 1 })
    .where("sessionId", "=", sessionId)
    .where("email", "=", email)
    .execute();
}

function talksQuery(db: Db) {
  return db
    .selectFrom("eventTalks as t")
    .innerJoin("sessions as s", "s.id", "t.sessionId")
    .innerJoin("eventRooms as r", "r.id", "t.roomId")
    .select([
      "t.sessionId",
      "t.startsAt",
      "t.endsAt",
      "t.track",
      "t.scheduleId",
      "t.speakerNames",
      "s.title",
      "s.userId as ownerId",
      "r.slug as roomSlug",
      "r.name as roomName",
    ]);
}
type TalkJoin = Awaited<ReturnType<ReturnType<typeof talksQuery>["execute"]>>[number];

interface SpeakerMember {
  sessionId: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  active: boolean;
}

async function speakerMembers(db: Db, sessionIds: readonly number[]): Promise<SpeakerMember[]> {
  if (sessionIds.length === 0) return [];
  const rows = await db
    .selectFrom("sessionMembers as m")
    .leftJoin("users as u", "u.id", "m.userId")
    .select(["m.sessionId", "m.email", "m.userId", "u.firstName", "u.lastName"])
    .where("m.sessionId", "in", sessionIds)
    .where("m.speaker", "=", 1)
    .orderBy("m.id")
    .execute();
  return rows.map(({ userId, ...row }) => ({ ...row, active: userId !== null }));
}

function toTalk(row: TalkJoin, speakers: readonly SpeakerMember[]): Talk {
  const own = speakers.filter((speaker) => speaker.sessionId === row.sessionId);
  const names = [
    ...(JSON.parse(row.speakerNames) as string[]),
    ...own
      .filter((speaker) => speaker.active)
      .map((speaker) => `${speaker.firstName ?? ""} ${speaker.lastName ?? ""}`.trim()),
  ].filter((name, index, all) => name !== "" && all.indexOf(name) === index);
  return {
    sessionId: row.sessionId,
    title: row.title,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    room: { slug: row.roomSlug, name: row.roomName },
    track: row.track,
    speakers: names,
    scheduleId: row.scheduleId,
    speakerEmails: own.map((speaker) => speaker.email),
    ownerId: row.ownerId,
  };
}

/** The event's talks, by start then room, as its team reads them. */
export async function listTalks(db: Db, eventId: number): Promise<Talk[]> {
  const rows = await talksQuery(db)
    .where("t.eventId", "=", eventId)
    .orderBy("t.startsAt")
    .orderBy("r.name")
    .orderBy("t.sessionId")
    .execute();
  const speakers = await speakerMembers(
    db,
    rows.map((row) => row.sessionId),
  );
  return rows.map((row) => toTalk(row, speakers));
}

export async function findTalk(
  db: Db,
  eventId: number,
  sessionId: number,
): Promise<Talk | undefined> {
  const row = await talksQuery(db)
    .where("t.eventId", "=", eventId)
    .where("t.sessionId", "=", sessionId)
    .executeTakeFirst();
  return row && toTalk(row, await speakerMembers(db, [row.sessionId]));
}

/** A talk as the agenda shows it: without addresses. */
export function toPublicTalk({
  scheduleId: _schedule,
  speakerEmails: _emails,
  ownerId: _owner,
  ...talk
}: Talk): PublicTalk {
  return talk;
}

/**
 * The talk whose QR of `roomId` should open at `now`: the one on (the latest started, when two
 * overlap), else the first starting within `aheadMs`; undefined when neither.
 */
export async function talkInRoomAt(
  db: Db,
  roomId: number,
  now: number,
  aheadMs: number,
): Promise<number | undefined> {
  const at = new Date(now).toISOString();
  const on = await db
    .selectFrom("eventTalks")
    .select("sessionId")
    .where("roomId", "=", roomId)
    .where("startsAt", "<=", at)
    .where("endsAt", ">", at)
    .orderBy("startsAt", "desc")
    .executeTakeFirst();
  if (on) return on.sessionId;
  const next = await db
    .selectFrom("eventTalks")
    .select("sessionId")
    .where("roomId", "=", roomId)
    .where("startsAt", ">", at)
    .where("startsAt", "<=", new Date(now + aheadMs).toISOString())
    .orderBy("startsAt")
    .executeTakeFirst();
  return next?.sessionId;
}

/** The event, room and time of a session that is a talk, for its public view. */
export async function sessionEventOf(db: Db, sessionId: number) {
  return db
    .selectFrom("eventTalks as t")
    .innerJoin("events as e", "e.id", "t.eventId")
    .innerJoin("eventRooms as r", "r.id", "t.roomId")
    .select([
      "e.id as eventId",
      "e.slug",
      "e.name",
      "e.collectLeads",
      "e.timezone",
      "r.slug as roomSlug",
      "r.name as roomName",
      "t.startsAt",
      "t.endsAt",
    ])
    .where("t.sessionId", "=", sessionId)
    .executeTakeFirst();
}
