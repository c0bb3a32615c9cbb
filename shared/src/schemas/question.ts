import { z } from "zod";
import { msg } from "../i18n/translate.ts";
import { MAX_LENGTH, QUESTION_STATUSES } from "../constants.ts";
import { MESSAGES } from "../rules/messages.ts";
import { idSchema, isoDateSchema } from "./common.ts";

export const questionStatusSchema = z.enum(QUESTION_STATUSES);
export type QuestionStatus = z.infer<typeof questionStatusSchema>;

/** The owner's written answer under a question, shown to everyone (masked like the question). */
export const questionReplySchema = z.object({
  text: z.string(),
  updatedAt: isoDateSchema,
});
export type QuestionReply = z.infer<typeof questionReplySchema>;

/**
 * A Q&A question (docs/product.md, Data and Moderation). authorEmail reaches only the session's
 * owner. A pending question reaches only its asker and the owner, a dismissed one only the owner.
 * With the session's profanity filter on, questionText, authorName and reply.text are masked for
 * everyone but the owner. askerBlocked is true only in the owner's reads.
 */
export const questionSchema = z.object({
  id: idSchema,
  sessionId: idSchema,
  questionText: z.string(),
  authorName: z.string().nullable(),
  authorEmail: z.string().nullable(),
  isAnonymous: z.boolean(),
  isAnswered: z.boolean(),
  status: questionStatusSchema,
  /** The owner corrected the text: shown as "Edited". */
  isEdited: z.boolean(),
  reply: questionReplySchema.nullable(),
  askerBlocked: z.boolean(),
  upvotes: z.number().int(),
  /** Whether the voter asking (signed-in user, else visitor) has upvoted it. */
  hasUpvoted: z.boolean(),
  createdAt: isoDateSchema,
});
export type Question = z.infer<typeof questionSchema>;

// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const controlChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A question's text as asked or as the owner corrects it. */
const questionTextSchema = z
  .string({ error: MESSAGES.questionRequired })
  .trim()
  .min(1, MESSAGES.questionRequired)
  .max(MAX_LENGTH.question, `Must be at most ${MAX_LENGTH.question} characters`)
  .refine((s) => !controlChars.test(s), msg("Contains invalid characters"));

export const askQuestionBodySchema = z
  .object({
    questionText: questionTextSchema,
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

/** PATCH /api/questions/{id}: the owner corrects the text (answers {question}, now isEdited). */
export const editQuestionBodySchema = z.object({ text: questionTextSchema }).strict();

/** PUT /api/questions/{id}/reply: the owner's one reply, replaced by the next PUT. */
export const questionReplyBodySchema = z
  .object({
    text: z
      .string({ error: MESSAGES.replyRequired })
      .trim()
      .min(1, MESSAGES.replyRequired)
      .max(MAX_LENGTH.reply, `Must be at most ${MAX_LENGTH.reply} characters`)
      .refine((s) => !controlChars.test(s), msg("Contains invalid characters")),
  })
  .strict();

/**
 * Approve, dismiss, edit, reply and its removal all answer {question}, as the owner reads it.
 * Same shape as an upvote's answer.
 */
export const questionResponseSchema = questionVoteResponseSchema;

/** POST /api/sessions/{id}/blocked-askers: block whoever asked this question of the session. */
export const blockAskerBodySchema = z.object({ questionId: idSchema }).strict();

/**
 * One blocked asker (GET /api/sessions/{id}/blocked-askers, owner only, newest first), named by
 * the question they were blocked from, which may since be deleted (then null); undo with
 * DELETE /api/sessions/{id}/blocked-askers/{blockedAskerId}.
 */
export const blockedAskerSchema = z.object({
  id: idSchema,
  sessionId: idSchema,
  questionId: idSchema.nullable(),
  questionText: z.string().nullable(),
  authorName: z.string().nullable(),
  createdAt: isoDateSchema,
});
export type BlockedAsker = z.infer<typeof blockedAskerSchema>;
