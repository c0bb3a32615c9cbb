import { z } from "zod";
import {
  MAX_CHOICES_PER_POLL,
  MAX_LENGTH,
  MIN_CHOICES_PER_POLL,
  POLL_STATES,
} from "../constants.ts";
import { MESSAGES } from "../rules/messages.ts";
import { idSchema, requiredText } from "./common.ts";

/** Poll, poll choice and results (docs/product.md, Data and Polls). */
export const pollStateSchema = z.enum(POLL_STATES);
export type PollState = z.infer<typeof pollStateSchema>;

export const colorSchema = z
  .string()
  .regex(/^#[0-9A-Fa-f]{6}$/, "A colour is a hex value like #3B82F6");

export const pollChoiceSchema = z.object({
  id: idSchema,
  text: z.string(),
  color: z.string(),
  order: z.number().int(),
});
export type PollChoice = z.infer<typeof pollChoiceSchema>;

export const pollSchema = z.object({
  id: idSchema,
  sessionId: idSchema,
  title: z.string(),
  question: z.string(),
  state: pollStateSchema,
  order: z.number().int(),
  choices: z.array(pollChoiceSchema),
  totalVotes: z.number().int(),
});
export type Poll = z.infer<typeof pollSchema>;

export const choiceBodySchema = z.object({
  text: requiredText(MAX_LENGTH.shortText, "A choice needs text"),
  color: colorSchema,
  order: z.number().int().min(0).max(100).default(0),
});
export type ChoiceBody = z.input<typeof choiceBodySchema>;

export const createPollBodySchema = z.object({
  title: requiredText(MAX_LENGTH.title, "A poll needs a title"),
  question: requiredText(MAX_LENGTH.shortText, "A poll needs a question"),
  state: pollStateSchema.default("draft"),
  order: z.number().int().min(0).max(100).default(0),
  choices: z
    .array(choiceBodySchema)
    .min(MIN_CHOICES_PER_POLL, MESSAGES.choiceCount)
    .max(MAX_CHOICES_PER_POLL, MESSAGES.choiceCount),
});
export type CreatePollBody = z.input<typeof createPollBodySchema>;

export const updatePollBodySchema = z
  .object({
    title: requiredText(MAX_LENGTH.title, "A poll needs a title").optional(),
    question: requiredText(MAX_LENGTH.shortText, "A poll needs a question").optional(),
    state: pollStateSchema.optional(),
    order: z.number().int().min(0).max(100).optional(),
  })
  .strict();

export const pollResultChoiceSchema = pollChoiceSchema.extend({
  votes: z.number().int(),
  percentage: z.number(),
});
export const pollResultsSchema = z.object({
  pollId: idSchema,
  state: pollStateSchema,
  totalVotes: z.number().int(),
  choices: z.array(pollResultChoiceSchema),
});
export type PollResults = z.infer<typeof pollResultsSchema>;

export const voteBodySchema = z.object({ choiceId: idSchema });
export const voteResponseSchema = z.object({ choiceId: idSchema, results: pollResultsSchema });
export const voteStatusSchema = z.object({ hasVoted: z.boolean(), choiceId: idSchema.nullable() });
export type VoteStatus = z.infer<typeof voteStatusSchema>;

/** GET /api/polls/{id}/embed: an open or closed poll with its session's title. */
export const embedPollSchema = pollSchema.extend({ sessionTitle: z.string() });
export type EmbedPoll = z.infer<typeof embedPollSchema>;

/** The percentage of docs/product.md, Polls tab: whole numbers, 0 when nobody voted. */
export function percentageOf(votes: number, total: number): number {
  return total === 0 ? 0 : Math.round((votes / total) * 100);
}
