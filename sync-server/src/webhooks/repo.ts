/**
 * Webhooks' rows (docs/product.md, Webhooks): a speaker's receivers, and the durable queue of their
 * deliveries. An event becomes one delivery row per enabled webhook that listens to it, written
 * in the transaction of the change it tells of where there is one; the unique (webhook, event id)
 * pair makes a second insert of the same event do nothing. An instance takes a delivery by a
 * conditional UPDATE that sets a lease, and only while every older delivery of its webhook is
 * delivered or given up, so each webhook gets its events once and in order however many
 * instances look, and a restart finds the queue where it was.
 */
import crypto from "node:crypto";
import { WEBHOOK_DELIVERIES_LISTED, WEBHOOK_EVENTS, type WebhookEvent } from "@lectern/shared";
import type { Db } from "../db/database.ts";
import type { WebhookDeliveryRow, WebhookRow } from "../db/schema.ts";

/** How long a claimed delivery is an instance's: well past the send's 10 s deadline. */
export const DELIVERY_LEASE_MS = 60 * 1000;

const iso = (ms: number) => new Date(ms).toISOString();

/** A webhook's events, as stored (a comma-separated list). */
export function eventsOf(row: Pick<WebhookRow, "events">): WebhookEvent[] {
  return row.events
    .split(",")
    .filter((event): event is WebhookEvent =>
      (WEBHOOK_EVENTS as readonly string[]).includes(event),
    );
}

/** The Standard Webhooks form of a secret: `whsec_` and 32 random bytes in base64. */
function newSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString("base64")}`;
}

export async function createWebhook(
  db: Db,
  userId: number,
  given: { url: string; events: WebhookEvent[]; sessionId: number | null },
  now: number,
): Promise<WebhookRow> {
  return db
    .insertInto("webhooks")
    .values({
      userId,
      sessionId: given.sessionId,
      url: given.url,
      events: given.events.join(","),
      secret: newSecret(),
      createdAt: iso(now),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function webhooksOf(db: Db, userId: number): Promise<WebhookRow[]> {
  return db.selectFrom("webhooks").selectAll().where("userId", "=", userId).orderBy("id").execute();
}

/** The user's webhook `id`; undefined when the user has no such webhook. */
export function findWebhook(db: Db, userId: number, id: number): Promise<WebhookRow | undefined> {
  return db
    .selectFrom("webhooks")
    .selectAll()
    .where("id", "=", id)
    .where("userId", "=", userId)
    .executeTakeFirst();
}

export async function updateWebhook(
  db: Db,
  id: number,
  change: { url?: string; events?: WebhookEvent[]; enabled?: boolean },
): Promise<WebhookRow> {
  const set = {
    ...(change.url === undefined ? {} : { url: change.url }),
    ...(change.events === undefined ? {} : { events: change.events.join(",") }),
    ...(change.enabled === undefined ? {} : { enabled: change.enabled ? 1 : 0 }),
  };
  if (Object.keys(set).length > 0)
    await db.updateTable("webhooks").set(set).where("id", "=", id).execute();
  return db.selectFrom("webhooks").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/** Removes the user's webhook `id` with its deliveries; false when the user has no such webhook. */
export async function deleteWebhook(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom("webhooks")
    .where("id", "=", id)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** An event as the receiver reads it, before it is queued. */
export interface WebhookMessage {
  /** `webhook-id`: made here, or given when the event must be queued once (a session's end). */
  eventId?: string;
  type: string;
  data: unknown;
}

/** Queues the message for the given webhooks; answers the delivery rows it made. */
export async function queueDeliveries(
  db: Db,
  webhookIds: number[],
  message: WebhookMessage,
  now: number,
): Promise<WebhookDeliveryRow[]> {
  if (webhookIds.length === 0) return [];
  const eventId = message.eventId ?? `msg_${crypto.randomUUID().replaceAll("-", "")}`;
  const createdAt = iso(now);
  const payload = JSON.stringify({
    version: 1,
    type: message.type,
    timestamp: createdAt,
    data: message.data,
  });
  return db
    .insertInto("webhookDeliveries")
    .values(
      webhookIds.map((webhookId) => ({
        webhookId,
        eventId,
        event: message.type,
        payload,
        nextAttemptAt: createdAt,
        createdAt,
      })),
    )
    .onConflict((conflict) => conflict.columns(["webhookId", "eventId"]).doNothing())
    .returningAll()
    .execute();
}

/**
 * Queues `type` for every enabled webhook of the session's owner that listens to it, for all
 * their sessions or this one. One indexed read when nobody listens, so the attendee actions that
 * emit (a lead, a question, feedback) stay fast; called inside their transaction. `eventId`, when
 * given, makes a second emit of the same happening (two racing requests) queue nothing.
 */
export async function emitEvent(
  db: Db,
  session: { id: number; userId: number },
  type: WebhookEvent,
  data: Record<string, unknown>,
  now: number,
  eventId?: string,
): Promise<void> {
  const hooks = await db
    .selectFrom("webhooks")
    .select(["id", "events", "sessionId"])
    .where("userId", "=", session.userId)
    .where("enabled", "=", 1)
    .execute();
  const listening = hooks.filter(
    (hook) =>
      (hook.sessionId === null || hook.sessionId === session.id) && eventsOf(hook).includes(type),
  );
  await queueDeliveries(
    db,
    listening.map((hook) => hook.id),
    { type, data: { sessionId: session.id, ...data }, eventId },
    now,
  );
}

/** The event id of a poll's close: one per opening, however many requests close it. */
export const pollClosedEventId = (poll: { id: number; openedAt: string | null }) =>
  `msg_poll_closed_${poll.id}_${poll.openedAt ? Date.parse(poll.openedAt) : "unopened"}`;

/**
 * A session outside an event has ended once its live audience has been quiet this long (its last
 * counted minute, as the report reads a talk's end: report/repo.ts, talkEndOf).
 */
export const SESSION_QUIET_MS = 30 * 60 * 1000;

/** The event id of a session's end: the same for every pass of every instance. */
const endedEventId = (sessionId: number) => `msg_session_ended_${sessionId}`;

/**
 * Queues `session.ended` for every session that ended from `since` to `now` (an event talk at its
 * end, another session SESSION_QUIET_MS after its last counted minute) whose owner has an enabled
 * webhook listening to it made before the end. The event id is the session's, so each instance's
 * pass queues it once per webhook, and never again.
 */
export async function emitSessionEnds(db: Db, since: number, now: number): Promise<void> {
  const hooks = (
    await db
      .selectFrom("webhooks")
      .select(["id", "userId", "sessionId", "events", "createdAt"])
      .where("enabled", "=", 1)
      .where("events", "like", "%session.ended%")
      .execute()
  ).filter((hook) => eventsOf(hook).includes("session.ended"));
  if (hooks.length === 0) return;
  const owners = [...new Set(hooks.map((hook) => hook.userId))];
  const [talks, heard] = await Promise.all([
    db
      .selectFrom("eventTalks as t")
      .innerJoin("sessions as s", "s.id", "t.sessionId")
      .select(["s.id", "s.userId", "s.title", "t.endsAt as endedAt"])
      .where("s.userId", "in", owners)
      .where("t.endsAt", ">=", iso(since))
      .where("t.endsAt", "<=", iso(now))
      .execute(),
    db
      .selectFrom("audienceMinutes as a")
      .innerJoin("sessions as s", "s.id", "a.sessionId")
      .select(["s.id", "s.userId", "s.title", (eb) => eb.fn.max("a.minute").as("endedAt")])
      .where("s.userId", "in", owners)
      .where("a.minute", ">=", iso(since - SESSION_QUIET_MS))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("eventTalks as t")
              .select("t.sessionId")
              .whereRef("t.sessionId", "=", "s.id"),
          ),
        ),
      )
      .groupBy(["s.id", "s.userId", "s.title"])
      .execute(),
  ]);
  const quietSince = iso(now - SESSION_QUIET_MS);
  const ended = [...talks, ...heard.filter((session) => session.endedAt <= quietSince)];
  if (ended.length === 0) return;
  const queued = new Set(
    (
      await db
        .selectFrom("webhookDeliveries")
        .select(["webhookId", "eventId"])
        .where(
          "webhookId",
          "in",
          hooks.map((hook) => hook.id),
        )
        .where(
          "eventId",
          "in",
          ended.map((session) => endedEventId(session.id)),
        )
        .execute()
    ).map((row) => `${row.webhookId} ${row.eventId}`),
  );
  for (const session of ended) {
    const eventId = endedEventId(session.id);
    const endedAt = new Date(Date.parse(session.endedAt)).toISOString();
    const listening = hooks.filter(
      (hook) =>
        hook.userId === session.userId &&
        (hook.sessionId === null || hook.sessionId === session.id) &&
        hook.createdAt <= endedAt &&
        !queued.has(`${hook.id} ${eventId}`),
    );
    await queueDeliveries(
      db,
      listening.map((hook) => hook.id),
      {
        eventId,
        type: "session.ended",
        data: { sessionId: session.id, title: session.title, endedAt },
      },
      now,
    );
  }
}

/** A delivery due now, with what sending it needs. */
export type DueDelivery = WebhookDeliveryRow & {
  url: string;
  secret: string;
  userId: number;
};

/**
 * The deliveries to send now: for each enabled webhook, its oldest pending one, when it is due and
 * nobody holds its lease. At most `limit`, the oldest first.
 */
export async function dueDeliveries(db: Db, now: number, limit: number): Promise<DueDelivery[]> {
  const at = iso(now);
  return db
    .selectFrom("webhookDeliveries as d")
    .innerJoin("webhooks as w", "w.id", "d.webhookId")
    .selectAll("d")
    .select(["w.url", "w.secret", "w.userId"])
    .where("w.enabled", "=", 1)
    .where("d.status", "=", "pending")
    .where("d.nextAttemptAt", "<=", at)
    .where((eb) => eb.or([eb("d.leaseUntil", "is", null), eb("d.leaseUntil", "<=", at)]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("webhookDeliveries as p")
            .select("p.id")
            .whereRef("p.webhookId", "=", "d.webhookId")
            .where("p.status", "=", "pending")
            .whereRef("p.id", "<", "d.id"),
        ),
      ),
    )
    .orderBy("d.id")
    .limit(limit)
    .execute();
}

/**
 * Claims a due delivery for `DELIVERY_LEASE_MS`: the UPDATE changes the row only while it is still
 * pending, due, unleased (or its lease ran out), first in its webhook's queue and the webhook on,
 * so of several instances one alone gets it. Answers the lease, or null when another has it.
 */
export async function claimDelivery(db: Db, id: number, now: number): Promise<string | null> {
  const at = iso(now);
  const lease = iso(now + DELIVERY_LEASE_MS);
  const result = await db
    .updateTable("webhookDeliveries")
    .set({ leaseUntil: lease })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where("nextAttemptAt", "<=", at)
    .where((eb) => eb.or([eb("leaseUntil", "is", null), eb("leaseUntil", "<=", at)]))
    .where((eb) =>
      eb.and([
        eb.exists(
          eb
            .selectFrom("webhooks as w")
            .select("w.id")
            .whereRef("w.id", "=", "webhookDeliveries.webhookId")
            .where("w.enabled", "=", 1),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom("webhookDeliveries as p")
              .select("p.id")
              .whereRef("p.webhookId", "=", "webhookDeliveries.webhookId")
              .where("p.status", "=", "pending")
              .whereRef("p.id", "<", "webhookDeliveries.id"),
          ),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? lease : null;
}

/** What one attempt came to. */
export interface Attempt {
  at: number;
  /** The receiver's status; null when it did not answer (refused, unreachable, too slow). */
  responseStatus: number | null;
  responseBody: string | null;
  /** Delivered (a 2xx), else failed. */
  delivered: boolean;
  /** When to try again after a failure; null: give up. */
  retryAt: number | null;
}

/** Records an attempt under the lease it was made with; false when the lease was lost. */
export async function recordAttempt(
  db: Db,
  delivery: WebhookDeliveryRow,
  lease: string,
  attempt: Attempt,
): Promise<boolean> {
  const status = attempt.delivered ? "delivered" : attempt.retryAt === null ? "failed" : "pending";
  const result = await db
    .updateTable("webhookDeliveries")
    .set({
      status,
      attempts: delivery.attempts + 1,
      responseStatus: attempt.responseStatus,
      responseBody: attempt.responseBody,
      firstAttemptAt: delivery.firstAttemptAt ?? iso(attempt.at),
      lastAttemptAt: iso(attempt.at),
      nextAttemptAt: status === "pending" ? iso(attempt.retryAt!) : null,
      leaseUntil: null,
    })
    .where("id", "=", delivery.id)
    .where("leaseUntil", "=", lease)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Turns a webhook off after a day of failures, giving up what it still had queued; true on the one
 * call that turned it off, so its speaker is told once.
 */
export async function turnOffFailing(db: Db, webhookId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("webhooks")
      .set({ enabled: 0 })
      .where("id", "=", webhookId)
      .where("enabled", "=", 1)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await trx
      .updateTable("webhookDeliveries")
      .set({ status: "failed", nextAttemptAt: null, leaseUntil: null })
      .where("webhookId", "=", webhookId)
      .where("status", "=", "pending")
      .execute();
    return true;
  });
}

/** The webhook's last WEBHOOK_DELIVERIES_LISTED deliveries, the newest first. */
export function deliveriesOf(db: Db, webhookId: number): Promise<WebhookDeliveryRow[]> {
  return db
    .selectFrom("webhookDeliveries")
    .selectAll()
    .where("webhookId", "=", webhookId)
    .orderBy("id", "desc")
    .limit(WEBHOOK_DELIVERIES_LISTED)
    .execute();
}
