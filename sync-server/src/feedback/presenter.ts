/**
 * Feedback rows as the API answers them (docs/product.md, Feedback): an attendee's own, and the
 * summary the session's team reads, with comments masked for everyone but the owner when the
 * session masks profanity, as in Q&A.
 */
import { FEEDBACK_RATINGS, type Feedback, type FeedbackSummary } from "@lectern/shared";
import type { FeedbackRow } from "../db/schema.ts";
import { maskProfanity } from "../profanity.ts";

export function presentFeedback(row: FeedbackRow): Feedback {
  return {
    rating: row.rating,
    chips: JSON.parse(row.chips) as string[],
    comment: row.comment,
    createdAt: row.createdAt,
  };
}

/**
 * The figures of `rows` (newest first): the stars' average and spread, each chip of `offered` and
 * any other chip given (offered before the list changed) by count, and the comments.
 */
export function summarise(
  rows: readonly FeedbackRow[],
  offered: readonly string[],
  masked: boolean,
): FeedbackSummary {
  const given = rows.map(presentFeedback);
  const stars = Array.from({ length: FEEDBACK_RATINGS }, (_, index) => index + 1);
  const chipCounts = new Map<string, number>(offered.map((label) => [label, 0]));
  for (const feedback of given)
    for (const chip of feedback.chips) chipCounts.set(chip, (chipCounts.get(chip) ?? 0) + 1);
  const total = given.reduce((sum, feedback) => sum + feedback.rating, 0);
  const shown = masked ? maskProfanity : (text: string) => text;
  return {
    count: given.length,
    average: given.length === 0 ? null : Math.round((total / given.length) * 100) / 100,
    distribution: stars.map((rating) => ({
      rating,
      count: given.filter((feedback) => feedback.rating === rating).length,
    })),
    chips: [...chipCounts]
      .map(([label, count]) => ({ label, count }))
      .sort((a, b) => b.count - a.count),
    comments: given.flatMap(({ comment, ...feedback }) =>
      comment === null ? [] : [{ ...feedback, comment: shown(comment) }],
    ),
  };
}
