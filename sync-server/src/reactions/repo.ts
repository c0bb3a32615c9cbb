/**
 * Reactions in the database (docs/product.md, Reactions): one row per session, minute and emoji,
 * counted up by each engine's reaction path (db/reactions.ts); the totals and the timeline are read
 * from it.
 */
import {
  DEFAULT_REACTIONS,
  type ReactionCounts,
  type ReactionEmoji,
  type ReactionTimeline,
} from "@lectern/shared";
import type { Db } from "../db/database.ts";
import type { SessionRow } from "../db/schema.ts";

/** The reactions the session offers: as its owner picked them, else the default ones. */
export function reactionsOf(session: Pick<SessionRow, "reactions">): ReactionEmoji[] {
  return session.reactions === null
    ? [...DEFAULT_REACTIONS]
    : (JSON.parse(session.reactions) as ReactionEmoji[]);
}

/** How many of each emoji the session got so far. */
export async function reactionTotals(db: Db, sessionId: number): Promise<ReactionCounts> {
  const rows = await db
    .selectFrom("reactionMinutes")
    .select(["emoji", (eb) => eb.fn.sum<number | string>("count").as("count")])
    .where("sessionId", "=", sessionId)
    .groupBy("emoji")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.emoji, Number(row.count)]));
}

/** Every minute the session got reactions in, oldest first, and the totals. */
export async function reactionTimeline(db: Db, sessionId: number): Promise<ReactionTimeline> {
  const rows = await db
    .selectFrom("reactionMinutes")
    .select(["minute", "emoji", "count"])
    .where("sessionId", "=", sessionId)
    .orderBy("minute")
    .execute();
  const minutes: ReactionTimeline["minutes"] = [];
  const totals: ReactionCounts = {};
  for (const row of rows) {
    let last = minutes.at(-1);
    if (last?.minute !== row.minute) {
      last = { minute: row.minute, counts: {} };
      minutes.push(last);
    }
    last.counts[row.emoji] = row.count;
    totals[row.emoji] = (totals[row.emoji] ?? 0) + row.count;
  }
  return { minutes, totals };
}
