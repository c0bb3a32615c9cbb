/**
 * Feedback's SQL (docs/product.md, Feedback): whether a session takes feedback and its chips, kept
 * on the session, and one row of feedback per attendee, replaced when they send again. Both
 * engines run the same statements.
 */
import { DEFAULT_FEEDBACK_CHIPS, type FeedbackStateBody } from "@lectern/shared";
import { nowIso, type Db } from "../db/database.ts";
import type { FeedbackRow, SessionRow } from "../db/schema.ts";

/** What an attendee sends, checked: the chips are the session's. */
export interface FeedbackInput {
  rating: number;
  chips: string[];
  comment: string | null;
}

/** The chips `session` offers: its own list, else the default ones. */
export function chipsOf(session: Pick<SessionRow, "feedbackChips">): string[] {
  return session.feedbackChips === null
    ? [...DEFAULT_FEEDBACK_CHIPS]
    : (JSON.parse(session.feedbackChips) as string[]);
}

/**
 * Whether `session` takes feedback at `now`: as opened or closed by hand, else from the talk's end
 * time (`endsAt`, null for a talk with none, which stays closed until opened), which is then when
 * it opens by itself.
 */
export function feedbackWindow(
  session: Pick<SessionRow, "feedbackOpen">,
  endsAt: string | null,
  now: number,
): { open: boolean; opensAt: string | null } {
  if (session.feedbackOpen !== null) return { open: session.feedbackOpen === 1, opensAt: null };
  if (endsAt === null) return { open: false, opensAt: null };
  return { open: Date.parse(endsAt) <= now, opensAt: endsAt };
}

export async function setFeedbackState(
  db: Db,
  sessionId: number,
  body: FeedbackStateBody,
): Promise<void> {
  await db
    .updateTable("sessions")
    .set({
      ...(body.open === undefined ? {} : { feedbackOpen: body.open ? 1 : 0 }),
      ...(body.chips === undefined ? {} : { feedbackChips: JSON.stringify(body.chips) }),
    })
    .where("id", "=", sessionId)
    .execute();
}

export async function findFeedback(
  db: Db,
  sessionId: number,
  actorKey: string,
): Promise<FeedbackRow | undefined> {
  return db
    .selectFrom("feedback")
    .selectAll()
    .where("sessionId", "=", sessionId)
    .where("actorKey", "=", actorKey)
    .executeTakeFirst();
}

/** Stores the attendee's feedback, replacing what they sent before, and answers it as stored. */
export async function saveFeedback(
  db: Db,
  sessionId: number,
  actorKey: string,
  input: FeedbackInput,
): Promise<FeedbackRow> {
  const values = {
    rating: input.rating,
    chips: JSON.stringify(input.chips),
    comment: input.comment,
    createdAt: nowIso(),
  };
  return db
    .insertInto("feedback")
    .values({ sessionId, actorKey, ...values })
    .onConflict((conflict) => conflict.columns(["sessionId", "actorKey"]).doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Every feedback of the session, newest first. */
export async function listFeedback(db: Db, sessionId: number): Promise<FeedbackRow[]> {
  return db
    .selectFrom("feedback")
    .selectAll()
    .where("sessionId", "=", sessionId)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .execute();
}
