/**
 * The report e-mail's rows (docs/product.md, Insights, Report): who opted in or out, who gets it
 * at send time, when a talk ended and its report is due, and the claim row that lets one instance
 * alone send a session's report. The figures come from the insights' own read (insights/repo.ts).
 */
import { REPORT_RESEND_SECONDS, type Locale } from "@lectern/shared";
import type { Db } from "../db/database.ts";
import type { SessionRow } from "../db/schema.ts";
import { sessionEventOf } from "../events/repo.ts";
import { instantOf, wallClock } from "../insights/series.ts";
import { roleIn } from "../sessions/access.ts";

/** The hour of the day after a talk's end, in its time zone, its report is sent at. */
export const REPORT_HOUR = 9;
/** Only talks that ended this recently get their report by themselves (not every old talk at once). */
export const REPORT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** When a talk ended, and the zone its report's days and hours follow. */
export interface TalkEnd {
  endedAt: number;
  timeZone: string;
}

/** 09:00 on the day after `endedAt`, in the zone. */
export function reportDueAt({ endedAt, timeZone }: TalkEnd): number {
  const wall = new Date(wallClock(endedAt, timeZone));
  wall.setUTCDate(wall.getUTCDate() + 1);
  wall.setUTCHours(REPORT_HOUR, 0, 0, 0);
  return instantOf(wall.getTime(), timeZone);
}

/** The zone of the session's event, else UTC. */
export async function timeZoneOf(db: Db, sessionId: number): Promise<string> {
  return (await sessionEventOf(db, sessionId))?.timezone ?? "UTC";
}

/**
 * When the session ended: its event talk's end, or, outside an event, the last minute its live
 * audience was counted; undefined when neither is known.
 */
export async function talkEndOf(db: Db, sessionId: number): Promise<TalkEnd | undefined> {
  const talk = await sessionEventOf(db, sessionId);
  if (talk) return { endedAt: Date.parse(talk.endsAt), timeZone: talk.timezone };
  const heard = await db
    .selectFrom("audienceMinutes")
    .select((eb) => eb.fn.max("minute").as("lastMinute"))
    .where("sessionId", "=", sessionId)
    .executeTakeFirst();
  return heard?.lastMinute ? { endedAt: Date.parse(heard.lastMinute), timeZone: "UTC" } : undefined;
}

/**
 * The talks that ended from `since` to `now` whose report nobody has claimed (nor sent by hand):
 * event talks by their end, other sessions by the last minute their audience was counted.
 */
export async function unclaimedEnds(
  db: Db,
  since: number,
  now: number,
): Promise<(TalkEnd & { sessionId: number })[]> {
  const from = new Date(since).toISOString();
  const to = new Date(now).toISOString();
  const [talks, heard] = await Promise.all([
    db
      .selectFrom("eventTalks as t")
      .innerJoin("events as e", "e.id", "t.eventId")
      .leftJoin("sessionReports as r", "r.sessionId", "t.sessionId")
      .select(["t.sessionId", "t.endsAt", "e.timezone"])
      .where("r.sessionId", "is", null)
      .where("t.endsAt", ">=", from)
      .where("t.endsAt", "<=", to)
      .execute(),
    db
      .selectFrom("audienceMinutes as a")
      .leftJoin("sessionReports as r", "r.sessionId", "a.sessionId")
      .select(["a.sessionId", (eb) => eb.fn.max("a.minute").as("lastMinute")])
      .where("r.sessionId", "is", null)
      .where("a.minute", ">=", from)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("eventTalks as t")
              .select("t.sessionId")
              .whereRef("t.sessionId", "=", "a.sessionId"),
          ),
        ),
      )
      .groupBy("a.sessionId")
      .execute(),
  ]);
  return [
    ...talks.map((talk) => ({
      sessionId: talk.sessionId,
      endedAt: Date.parse(talk.endsAt),
      timeZone: talk.timezone,
    })),
    ...heard
      .filter((row) => row.lastMinute <= to)
      .map((row) => ({
        sessionId: row.sessionId,
        endedAt: Date.parse(row.lastMinute),
        timeZone: "UTC",
      })),
  ];
}

/** Whether `userId` gets the session's report by their own choice: the owner unless opted out. */
export async function isSubscribed(
  db: Db,
  session: Pick<SessionRow, "id" | "userId">,
  userId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom("reportSubscriptions")
    .select("subscribed")
    .where("sessionId", "=", session.id)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return row ? row.subscribed === 1 : userId === session.userId;
}

export async function setSubscription(
  db: Db,
  sessionId: number,
  userId: number,
  subscribed: boolean,
): Promise<void> {
  const value = subscribed ? 1 : 0;
  await db
    .insertInto("reportSubscriptions")
    .values({ sessionId, userId, subscribed: value })
    .onConflict((conflict) =>
      conflict.columns(["sessionId", "userId"]).doUpdateSet({ subscribed: value }),
    )
    .execute();
}

export interface Recipient {
  email: string;
  firstName: string;
  locale: Locale;
  /** The owner reads the questions unmasked, as on every screen. */
  owner: boolean;
}

/**
 * Who gets the session's report now: the owner unless opted out, and everyone else who opted in
 * and is still on the session's team (the one rule of sessions/access.ts), so someone who left the
 * team never gets it; an account deleted takes its choice with it.
 */
export async function recipientsOf(
  db: Db,
  session: Pick<SessionRow, "id" | "userId">,
): Promise<Recipient[]> {
  const users = await db
    .selectFrom("users as u")
    .leftJoin("reportSubscriptions as s", (join) =>
      join.onRef("s.userId", "=", "u.id").on("s.sessionId", "=", session.id),
    )
    .select(["u.id", "u.email", "u.firstName", "u.language", "s.subscribed"])
    .where((eb) => eb.or([eb("u.id", "=", session.userId), eb("s.subscribed", "=", 1)]))
    .orderBy("u.id")
    .execute();
  const wanted = users.filter((user) => user.subscribed !== 0);
  const onTeam = await Promise.all(wanted.map((user) => roleIn(db, user, session)));
  return wanted
    .filter((_, i) => onTeam[i] !== null)
    .map((user) => ({
      email: user.email,
      firstName: user.firstName,
      locale: user.language as Locale,
      owner: user.id === session.userId,
    }));
}

/** The session's claim row: when it was claimed and when its report went out (null: not yet). */
export async function reportClaimOf(db: Db, sessionId: number) {
  return db
    .selectFrom("sessionReports")
    .select(["claimedAt", "sentAt"])
    .where("sessionId", "=", sessionId)
    .executeTakeFirst();
}

/**
 * Claims the day-after report: the insert succeeds on one instance alone, and only that one sends
 * it. False: another instance (or "Send report now") claimed it first.
 */
export async function claimDueReport(db: Db, sessionId: number, now: number): Promise<boolean> {
  const claimed = await db
    .insertInto("sessionReports")
    .values({ sessionId, claimedAt: new Date(now).toISOString() })
    .onConflict((conflict) => conflict.column("sessionId").doNothing())
    .returning("sessionId")
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * Claims a report sent by hand, unless one was claimed less than REPORT_RESEND_SECONDS ago: null
 * when claimed, else the seconds until it may be.
 */
export async function claimReportNow(
  db: Db,
  sessionId: number,
  now: number,
): Promise<number | null> {
  const claimedAt = new Date(now).toISOString();
  const cutoff = new Date(now - REPORT_RESEND_SECONDS * 1000).toISOString();
  const claimed = await db
    .insertInto("sessionReports")
    .values({ sessionId, claimedAt })
    .onConflict((conflict) =>
      conflict
        .column("sessionId")
        .doUpdateSet({ claimedAt })
        .where("sessionReports.claimedAt", "<=", cutoff),
    )
    .returning("sessionId")
    .executeTakeFirst();
  if (claimed) return null;
  const held = await reportClaimOf(db, sessionId);
  const until = Date.parse(held?.claimedAt ?? claimedAt) + REPORT_RESEND_SECONDS * 1000;
  return Math.max(1, Math.ceil((until - now) / 1000));
}

export async function markReportSent(
  db: Db,
  sessionId: number,
  sentAt: number,
  recipients: number,
): Promise<void> {
  await db
    .updateTable("sessionReports")
    .set({ sentAt: new Date(sentAt).toISOString(), recipients })
    .where("sessionId", "=", sessionId)
    .execute();
}

/**
 * Gives a claim back after its send failed: a report never sent is unclaimed (the next pass, or the
 * next press, tries again), one sent before keeps that send's time.
 */
export async function releaseClaim(db: Db, sessionId: number): Promise<void> {
  await db
    .deleteFrom("sessionReports")
    .where("sessionId", "=", sessionId)
    .where("sentAt", "is", null)
    .execute();
  await db
    .updateTable("sessionReports")
    .set((eb) => ({ claimedAt: eb.ref("sentAt").$castTo<string>() }))
    .where("sessionId", "=", sessionId)
    .execute();
}
