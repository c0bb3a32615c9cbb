/**
 * The quiz leaderboard (docs/product.md, Quiz leaderboard): the nickname an attendee shows under
 * in one session, and the ranking over its revealed quizzes: correct answers first, then the
 * least time taken to answer them all.
 */
import { z } from "zod";
import { NICKNAME_MAX_LENGTH } from "../constants.ts";
import { msg } from "../i18n/translate.ts";
import { requiredText } from "./common.ts";

/** PUT /api/sessions/{id}/nickname. */
export const nicknameBodySchema = z
  .object({
    nickname: requiredText(
      NICKNAME_MAX_LENGTH,
      msg("Type a nickname"),
      msg("A nickname is at most 24 characters"),
    ),
  })
  .strict();
export type NicknameBody = z.infer<typeof nicknameBodySchema>;

/** One attendee's place: "Anonymous" (`anonymous` true) until they set a nickname. */
export const leaderboardEntrySchema = z.object({
  rank: z.number().int().min(1),
  nickname: z.string(),
  anonymous: z.boolean(),
  correct: z.number().int().min(0),
  /** The time from each revealed quiz opening to their answer, summed, in milliseconds. */
  answerMs: z.number().int().min(0),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** GET /api/sessions/{id}/leaderboard: the top ten, and the reader's own place when they answered. */
export const leaderboardSchema = z.object({
  /** Revealed quizzes counted. */
  quizzes: z.number().int().min(0),
  top: z.array(leaderboardEntrySchema),
  mine: leaderboardEntrySchema.nullable(),
  /** The reader's nickname in this session; null until they set one. */
  nickname: z.string().nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
