/**
 * Feedback at the end of a talk (docs/product.md, Feedback): the attendee's stars, chips and
 * comment; whether the session takes feedback now (set by the owner or a co-host, else open from
 * the talk's end time); and the summary the session's team reads, never public.
 */
import { z } from "zod";
import {
  FEEDBACK_CHIP_MAX_LENGTH,
  FEEDBACK_COMMENT_MAX_LENGTH,
  FEEDBACK_MAX_CHIPS,
  FEEDBACK_RATINGS,
} from "../constants.ts";
import { msg } from "../i18n/translate.ts";
import { isoDateSchema, optionalText, requiredText } from "./common.ts";

const ratingSchema = z
  .number({ error: msg("Choose from 1 to 5 stars") })
  .int(msg("Choose from 1 to 5 stars"))
  .min(1, msg("Choose from 1 to 5 stars"))
  .max(FEEDBACK_RATINGS, msg("Choose from 1 to 5 stars"));

/** A list of chips: the session's offer, or the ones an attendee picked; each at most once. */
const chipListSchema = z
  .array(requiredText(FEEDBACK_CHIP_MAX_LENGTH))
  .max(FEEDBACK_MAX_CHIPS)
  .refine((chips) => new Set(chips).size === chips.length, msg("Each chip at most once"));

/** POST /api/sessions/{id}/feedback: one per visitor; sending again replaces it. */
export const feedbackBodySchema = z
  .object({
    rating: ratingSchema,
    /** Chips of the session's list. */
    chips: chipListSchema.default([]),
    comment: optionalText(FEEDBACK_COMMENT_MAX_LENGTH),
  })
  .strict();
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

/** One attendee's feedback, as they sent it. */
export const feedbackSchema = z.object({
  rating: z.number().int(),
  chips: z.array(z.string()),
  comment: z.string().nullable(),
  createdAt: isoDateSchema,
});
export type Feedback = z.infer<typeof feedbackSchema>;

/**
 * PUT /api/sessions/{id}/feedback/state: `open` opens or closes feedback (the talk's end time no
 * longer opens it by itself); `chips` sets the chips attendees pick from (an empty list: none).
 */
export const feedbackStateBodySchema = z
  .object({
    open: z.boolean().optional(),
    chips: chipListSchema.optional(),
  })
  .strict()
  .refine((body) => body.open !== undefined || body.chips !== undefined, {
    error: msg("Say whether feedback is open, or which chips it offers"),
    path: ["open"],
  });
export type FeedbackStateBody = z.input<typeof feedbackStateBodySchema>;

/**
 * GET /api/sessions/{id}/feedback/state, for anyone: whether feedback is open, when it opens by
 * itself (the talk's end time, while no one opened or closed it), the chips, and the reader's own.
 */
export const feedbackStateSchema = z.object({
  open: z.boolean(),
  opensAt: isoDateSchema.nullable(),
  chips: z.array(z.string()),
  mine: feedbackSchema.nullable(),
});
export type FeedbackState = z.infer<typeof feedbackStateSchema>;

/** GET /api/sessions/{id}/feedback, for the session's team: the figures and every comment. */
export const feedbackSummarySchema = z.object({
  count: z.number().int(),
  /** Of the stars given; null before any feedback. */
  average: z.number().nullable(),
  /** One entry per star, 1 to 5, with how many gave it. */
  distribution: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
  /** Each chip of the session's list, and any chip given before the list changed, by count. */
  chips: z.array(z.object({ label: z.string(), count: z.number().int() })),
  /** The feedback that has a comment, newest first. */
  comments: z.array(
    z.object({
      rating: z.number().int(),
      chips: z.array(z.string()),
      comment: z.string(),
      createdAt: isoDateSchema,
    }),
  ),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;
