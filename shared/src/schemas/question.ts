import { z } from "zod";
import { msg } from "../i18n/translate.ts";
import { MAX_LENGTH } from "../constants.ts";
import { MESSAGES } from "../rules/messages.ts";
import { idSchema, isoDateSchema } from "./common.ts";

/** A Q&A question (docs/product.md, Data). authorEmail reaches only the session's owner. */
export const questionSchema = z.object({
  id: idSchema,
  sessionId: idSchema,
  questionText: z.string(),
  authorName: z.string().nullable(),
  authorEmail: z.string().nullable(),
  isAnonymous: z.boolean(),
  isAnswered: z.boolean(),
  upvotes: z.number().int(),
  /** Whether the voter asking (signed-in user, else visitor) has upvoted it. */
  hasUpvoted: z.boolean(),
  createdAt: isoDateSchema,
});
export type Question = z.infer<typeof questionSchema>;

// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const controlChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const askQuestionBodySchema = z
  .object({
    questionText: z
      .string({ error: MESSAGES.questionRequired })
      .trim()
      .min(1, MESSAGES.questionRequired)
      .max(MAX_LENGTH.question, `Must be at most ${MAX_LENGTH.question} characters`)
      .refine((s) => !controlChars.test(s), msg("Contains invalid characters")),
    isAnonymous: z.boolean().default(false),
    authorName: z
      .string()
      .trim()
      .max(MAX_LENGTH.name)
      .refine((s) => !controlChars.test(s), msg("Contains invalid characters"))
      .nullish(),
    authorEmail: z.string().trim().max(MAX_LENGTH.email).pipe(z.email()).nullish(),
  })
  .superRefine((body, ctx) => {
    if (!body.isAnonymous && !body.authorName) {
      ctx.addIssue({ code: "custom", path: ["authorName"], message: MESSAGES.nameRequired });
    }
  })
  .transform((body) => ({
    questionText: body.questionText,
    isAnonymous: body.isAnonymous,
    authorName: body.isAnonymous ? null : (body.authorName ?? null),
    authorEmail: body.isAnonymous ? null : (body.authorEmail ?? null),
  }));
export type AskQuestionBody = z.input<typeof askQuestionBodySchema>;

/** POST /api/questions/{id}/vote: the voter is the cookie identity; voterEmail is informational. */
export const questionVoteBodySchema = z.object({
  voterEmail: z.string().trim().max(MAX_LENGTH.email).nullish(),
});
export const questionVoteResponseSchema = z.object({ question: questionSchema });
