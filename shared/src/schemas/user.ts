import { z } from "zod";
import { msg } from "../i18n/translate.ts";
import { MAX_LENGTH } from "../constants.ts";
import { LOCALES } from "../i18n/locales.ts";
import { MESSAGES } from "../rules/messages.ts";
import { isHttpUrl, isLinkedinProfileUrl, linkedinProfileUrl, normalizeUrl } from "../rules/url.ts";
import { idSchema, isoDateSchema, optionalText, requiredText } from "./common.ts";

/** One of the languages Lectern speaks (docs/product.md, Languages). */
export const localeSchema = z.enum(LOCALES);

/** User / speaker (docs/product.md, Data) and the bodies that change one. */
export const userSchema = z.object({
  id: idSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  designation: z.string().nullable(),
  company: z.string().nullable(),
  bio: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  profilePicture: z.string().nullable(),
  profileCompleted: z.boolean(),
  /** The language of the speaker's sign-in e-mails. */
  language: localeSchema,
  /**
   * What the e-mail gate says about the speaker's use of the address ({speaker} is their name);
   * null: the default (DEFAULT_CONSENT_TEXT), translated. docs/product.md, Download dialog.
   */
  consentText: z.string().nullable(),
  /** The speaker's privacy notice (https), linked from the e-mail gate; null: none. */
  privacyUrl: z.string().nullable(),
  createdAt: isoDateSchema,
});
export type User = z.infer<typeof userSchema>;

/** What the public session page shows of its speaker. */
export const publicSpeakerSchema = userSchema.pick({
  firstName: true,
  lastName: true,
  designation: true,
  company: true,
  bio: true,
  profilePicture: true,
  linkedinUrl: true,
  consentText: true,
  privacyUrl: true,
});
export type PublicSpeaker = z.infer<typeof publicSpeakerSchema>;

export const linkedinUrlSchema = z
  .string()
  .trim()
  .max(MAX_LENGTH.url)
  .nullish()
  .transform((s) => (s ? normalizeUrl(s) : null))
  .refine((s) => s === null || isLinkedinProfileUrl(s), MESSAGES.linkedinInvalid)
  .transform((s) => s && linkedinProfileUrl(s));

/** A privacy notice's address: https only, or empty for none. */
export const privacyUrlSchema = z
  .string()
  .trim()
  .max(MAX_LENGTH.url)
  .nullish()
  .transform((s) => (s ? normalizeUrl(s) : null))
  .refine(
    (s) => s === null || (isHttpUrl(s) && s.startsWith("https://")),
    MESSAGES.privacyUrlInvalid,
  );

/** A path under /api/files/ that an upload returned; nothing else may be stored as a picture. */
export const uploadedFilePathSchema = z
  .string()
  .regex(/^\/api\/files\/[A-Za-z0-9_-]{8,64}(\.[a-z0-9]{2,5})?$/, msg("Not an uploaded file"))
  .nullish()
  .transform((s) => s ?? null);

/** PUT /api/users/{id}: every field optional; profileCompleted true needs a first and last name. */
export const updateUserBodySchema = z
  .object({
    firstName: requiredText(MAX_LENGTH.name).optional(),
    lastName: requiredText(MAX_LENGTH.name).optional(),
    designation: optionalText(MAX_LENGTH.shortText).optional(),
    company: optionalText(MAX_LENGTH.shortText).optional(),
    bio: optionalText(MAX_LENGTH.bio).optional(),
    linkedinUrl: linkedinUrlSchema.optional(),
    profilePicture: uploadedFilePathSchema.optional(),
    profileCompleted: z.boolean().optional(),
    language: localeSchema.optional(),
    consentText: optionalText(MAX_LENGTH.consentText).optional(),
    privacyUrl: privacyUrlSchema.optional(),
  })
  .strict();
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

/** The profile form: the required names of docs/product.md, Validation; designation and company optional. */
export const profileFormSchema = z.object({
  firstName: requiredText(MAX_LENGTH.name, MESSAGES.profileRequired),
  lastName: requiredText(MAX_LENGTH.name, MESSAGES.profileRequired),
  designation: optionalText(MAX_LENGTH.shortText),
  company: optionalText(MAX_LENGTH.shortText),
  bio: optionalText(MAX_LENGTH.bio),
  linkedinUrl: linkedinUrlSchema,
  profilePicture: uploadedFilePathSchema,
  consentText: optionalText(MAX_LENGTH.consentText),
  privacyUrl: privacyUrlSchema,
});

export const uploadResponseSchema = z.object({ filePath: z.string() });

/**
 * POST /api/profile/linkedin-lookup: our server calls the webhook
 * (docs/decisions.md, Where Lectern differs from its first brief).
 */
export const linkedinLookupBodySchema = z.object({
  linkedinUrl: z
    .string({ error: MESSAGES.linkedinRequiredTitle })
    .trim()
    .min(1, MESSAGES.linkedinRequiredTitle)
    .max(MAX_LENGTH.url)
    .transform(normalizeUrl)
    .refine(isLinkedinProfileUrl, MESSAGES.linkedinInvalid)
    .transform((s) => linkedinProfileUrl(s) ?? s),
});
export const linkedinLookupResponseSchema = z.object({
  designation: z.string().nullable(),
  company: z.string().nullable(),
  bio: z.string().nullable(),
  profilePicture: z.string().nullable(),
});
export type LinkedinLookupResponse = z.infer<typeof linkedinLookupResponseSchema>;

/** GET /api/users/{id}/storage: the bytes the account's uploads take and its quota (STORAGE_QUOTA_MB). */
export const storageUseSchema = z.object({
  usedBytes: z.number().int(),
  quotaBytes: z.number().int(),
});
export type StorageUse = z.infer<typeof storageUseSchema>;
