/**
 * Reactions (docs/product.md, Reactions): an attendee's tap on one of the emoji the session offers;
 * the running totals the projector turns into rising emoji; the per-minute timeline of the console.
 */
import { z } from "zod";
import { REACTION_EMOJIS, REACTION_MAX_OFFERED } from "../constants.ts";
import { msg } from "../i18n/translate.ts";
import { isoDateSchema } from "./common.ts";

export const reactionEmojiSchema = z.enum(REACTION_EMOJIS, {
  error: msg("Choose one of the session's reactions"),
});
export type ReactionEmoji = z.infer<typeof reactionEmojiSchema>;

/** The reactions a session offers, set by its owner or a co-host with PATCH /api/sessions/{id}. */
export const offeredReactionsSchema = z
  .array(reactionEmojiSchema)
  .max(REACTION_MAX_OFFERED, msg("Offer at most 5 reactions"))
  .refine((emoji) => new Set(emoji).size === emoji.length, msg("Each reaction at most once"));

/** POST /api/sessions/{id}/reactions. */
export const reactionBodySchema = z.object({ emoji: reactionEmojiSchema }).strict();
export type ReactionBody = z.infer<typeof reactionBodySchema>;

/** How many of each emoji, keyed by the emoji. */
export const reactionCountsSchema = z.record(z.string(), z.number().int());
export type ReactionCounts = z.infer<typeof reactionCountsSchema>;

/** GET /api/sessions/{id}/reactions, for the session's team: every minute something was sent. */
export const reactionTimelineSchema = z.object({
  minutes: z.array(z.object({ minute: isoDateSchema, counts: reactionCountsSchema })),
  totals: reactionCountsSchema,
});
export type ReactionTimeline = z.infer<typeof reactionTimelineSchema>;

const MINUTE_MS = 60_000;

/** The start of the minute `at` falls in, as the timeline names it (an ISO date and time). */
export function reactionMinuteOf(at: number): string {
  return new Date(Math.floor(at / MINUTE_MS) * MINUTE_MS).toISOString();
}

/**
 * The timeline with what a push's totals add since it was read, counted in the minute `at` falls
 * in; null when the totals do not only grow (the timeline must then be read again).
 */
export function withPushedTotals(
  timeline: ReactionTimeline,
  totals: ReactionCounts,
  at: number,
): ReactionTimeline | null {
  const added: ReactionCounts = {};
  for (const [emoji, count] of Object.entries(totals)) {
    const delta = count - (timeline.totals[emoji] ?? 0);
    if (delta < 0) return null;
    if (delta > 0) added[emoji] = delta;
  }
  if (Object.keys(timeline.totals).some((emoji) => totals[emoji] === undefined)) return null;
  if (Object.keys(added).length === 0) return timeline;
  const minute = reactionMinuteOf(at);
  const last = timeline.minutes.at(-1);
  const counts = { ...(last?.minute === minute ? last.counts : {}) };
  for (const [emoji, delta] of Object.entries(added)) counts[emoji] = (counts[emoji] ?? 0) + delta;
  const earlier = last?.minute === minute ? timeline.minutes.slice(0, -1) : timeline.minutes;
  return { minutes: [...earlier, { minute, counts }], totals };
}
