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
