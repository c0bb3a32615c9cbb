import { z } from "zod";
import { sessionRoleSchema } from "./member.ts";
import { sessionEventSchema } from "./event.ts";
import {
  MAX_LENGTH,
  PROFANITY_FILTER_DEFAULT,
  QA_ENABLED_DEFAULT,
  QUESTION_REVIEW_DEFAULT,
} from "../constants.ts";
import { MESSAGES } from "../rules/messages.ts";
import { idSchema, isoDateSchema, optionalText, requiredText } from "./common.ts";
import { offeredReactionsSchema, reactionEmojiSchema } from "./reaction.ts";
import { resourceSchema } from "./resource.ts";
import { questionSchema } from "./question.ts";
import { localeSchema, publicSpeakerSchema } from "./user.ts";

/** Whether `tag` is a well-formed BCP 47 language tag (Intl knows its shape, not every language). */
function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/**
 * The language the speaker writes a session's texts in (docs/product.md, Languages): a BCP 47 tag,
 * kept in its canonical form ("pt-br" becomes "pt-BR"), so the pages can mark the speaker's words
 * with `lang` (WCAG 3.1.2). null: not set.
 */
export const contentLanguageSchema = z
  .string()
  .trim()
  .max(35)
  .refine(isLanguageTag, { error: "must be a BCP 47 language tag, such as en or pt-BR" })
  .transform((tag) => Intl.getCanonicalLocales(tag)[0]!);

/** Session: one talk's page (docs/product.md, Data). Named "session" everywhere in the code. */
export const sessionSchema = z.object({
  id: idSchema,
  userId: idSchema,
  eventName: z.string(),
  title: z.string(),
  description: z.string(),
  qaEnabled: z.boolean(),
  /** New questions wait for the owner's approval (docs/product.md, Moderation). */
  questionReview: z.boolean(),
  /** Offensive words are masked for everyone but the owner. */
  profanityFilter: z.boolean(),
  /**
   * "Confirm e-mail before download": a download opens only from a link mailed to the address,
   * which marks the lead confirmed (docs/product.md, Download dialog).
   */
  confirmEmail: z.boolean(),
  /** The BCP 47 tag of the language the session's texts are written in; null when not set. */
  language: z.string().nullable(),
  createdAt: isoDateSchema,
  leadCount: z.number().int(),
  resources: z.array(resourceSchema),
  /**
   * A presenter link was made and not replaced: a projector may be running with it, so making a
   * new one (which stops that projector) is asked first on every device (docs/product.md, The room).
   */
  hasPresenterLink: z.boolean(),
  /** The session has a deck ready to present (docs/product.md, The deck): the Slides tab shows. */
  hasDeck: z.boolean(),
  /** The reactions attendees pick from (docs/product.md, Reactions); empty: none. */
  reactions: z.array(reactionEmojiSchema),
});
export type Session = z.infer<typeof sessionSchema>;

/** POST /api/sessions answers the session with its QR code as a PNG data URL. */
export const createSessionResponseSchema = sessionSchema.extend({ qrCode: z.string() });

/**
 * GET /api/sessions/{id}/public: the session without owner-only counts, plus its speaker and the
 * question the speaker is answering now (shown on the projector; null when none or answered).
 * It names no account id (docs/decisions.md, Sign-in): `owned` says whether the reader is the
 * owner, false for everyone else and in the pre-rendered page; so is `hasPresenterLink`.
 */
export const publicSessionSchema = sessionSchema.omit({ leadCount: true, userId: true }).extend({
  user: publicSpeakerSchema,
  pinnedQuestion: questionSchema.nullable(),
  owned: z.boolean(),
  /** The signed-in reader's role (docs/product.md, Team); null for everyone else. */
  role: sessionRoleSchema.nullable(),
  /** The event the talk belongs to, with its room and time; null for a talk of its own. */
  event: sessionEventSchema.nullable(),
});
export type PublicSession = z.infer<typeof publicSessionSchema>;

const sessionFields = {
  eventName: requiredText(MAX_LENGTH.eventName, MESSAGES.sessionRequired),
  title: requiredText(MAX_LENGTH.title, MESSAGES.sessionRequired),
  description: requiredText(MAX_LENGTH.description, MESSAGES.sessionRequired),
};

export const createSessionBodySchema = z.object({
  ...sessionFields,
  qaEnabled: z.boolean().default(QA_ENABLED_DEFAULT),
  questionReview: z.boolean().default(QUESTION_REVIEW_DEFAULT),
  profanityFilter: z.boolean().default(PROFANITY_FILTER_DEFAULT),
  confirmEmail: z.boolean().default(false),
  language: contentLanguageSchema.nullable().default(null),
  /** Sent by the first prototype's client; when present it must be the signed-in user. */
  userId: idSchema.optional(),
});
export type CreateSessionBody = z.input<typeof createSessionBodySchema>;

export const updateSessionBodySchema = z
  .object({
    eventName: sessionFields.eventName.optional(),
    title: sessionFields.title.optional(),
    description: sessionFields.description.optional(),
    qaEnabled: z.boolean().optional(),
    /** Turning review off approves every pending question. */
    questionReview: z.boolean().optional(),
    profanityFilter: z.boolean().optional(),
    confirmEmail: z.boolean().optional(),
    /** null clears it. */
    language: contentLanguageSchema.nullable().optional(),
    /** The reactions attendees pick from; an empty list turns reactions off. */
    reactions: offeredReactionsSchema.optional(),
  })
  .strict();

export const captureEmailBodySchema = z.object({
  email: z
    .string()
    .trim()
    .max(MAX_LENGTH.email)
    .pipe(z.email({ error: MESSAGES.invalidEmail })),
  /** The language the gate was shown in, so the lead records the consent text as shown. */
  locale: localeSchema.optional(),
});

/** The speaker details the create wizard keeps beside the session (optional text fields). */
export const speakerInfoSchema = z.object({
  designation: optionalText(MAX_LENGTH.shortText),
  company: optionalText(MAX_LENGTH.shortText),
  bio: optionalText(MAX_LENGTH.bio),
});
