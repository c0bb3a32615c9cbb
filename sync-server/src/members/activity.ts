/**
 * A session's activity log (docs/product.md, Team): who did what to it and when, written by the
 * routes after each change a team would want to trace (a poll opened, a question approved, the
 * stage moved, a member added...), read newest first, ACTIVITY_PAGE_SIZE a page.
 */
import {
  ACTIVITY_PAGE_SIZE,
  type ActivityAction,
  type ActivityPage,
  type SessionRole,
  type Stage,
} from "@lectern/shared";
import { nowIso, type Db } from "../db/database.ts";
import type { UserRow } from "../db/schema.ts";

/** The longest subject kept: a question's text, a poll's question, cut with an ellipsis. */
const SUBJECT_MAX = 140;

function shortened(text: string): string {
  return text.length <= SUBJECT_MAX ? text : `${text.slice(0, SUBJECT_MAX - 1)}…`;
}

/** Records that `actor` (null: the presenter link) did `action` to `subject` in the session. */
export async function recordActivity(
  db: Db,
  sessionId: number,
  actor: Pick<UserRow, "id" | "firstName" | "lastName"> | null,
  action: ActivityAction,
  subject: string,
  role: SessionRole | null = null,
): Promise<void> {
  await db
    .insertInto("activityEntries")
    .values({
      sessionId,
      actorId: actor?.id ?? null,
      actorName: actor ? `${actor.firstName} ${actor.lastName}`.trim() : null,
      action,
      subject: shortened(subject),
      role,
      createdAt: nowIso(),
    })
    .execute();
}

/** What the stage shows, as the log names it: the panel, and the page or item on it. */
export function stageSubject(stage: Stage): string {
  if (stage.panel === "slide") return `slide ${stage.page}`;
  if (stage.panel === "poll") return `poll ${stage.pollId}`;
  if (stage.panel === "question") return `question ${stage.questionId}`;
  return stage.panel;
}

/** One page of the log, newest first, from before the entry `before` (none: from the newest). */
export async function activityPage(
  db: Db,
  sessionId: number,
  before: number | undefined,
): Promise<ActivityPage> {
  let query = db
    .selectFrom("activityEntries")
    .selectAll()
    .where("sessionId", "=", sessionId)
    .orderBy("id", "desc")
    .limit(ACTIVITY_PAGE_SIZE + 1);
  if (before !== undefined) query = query.where("id", "<", before);
  const rows = await query.execute();
  const page = rows.slice(0, ACTIVITY_PAGE_SIZE);
  return {
    entries: page.map((row) => ({
      id: row.id,
      action: row.action,
      actor:
        row.actorId === null && row.actorName === null
          ? null
          : { id: row.actorId, name: row.actorName ?? "" },
      subject: row.subject,
      role: row.role,
      at: row.createdAt,
    })),
    nextBefore: rows.length > ACTIVITY_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}
