import { z } from "zod";
import { msg } from "../i18n/translate.ts";
import {
  DEFAULT_CTA_BUTTON_TEXT,
  FILE_RESOURCE_TYPES,
  MAX_LENGTH,
  RESOURCE_TYPES,
} from "../constants.ts";
import { MESSAGES } from "../rules/messages.ts";
import { isHttpUrl, normalizeUrl } from "../rules/url.ts";
import { idSchema, optionalText, requiredText } from "./common.ts";
import { localeSchema } from "./user.ts";

/** Resource (docs/product.md, Data): files (presentation, handout, additional), links, CTAs. */
export const resourceTypeSchema = z.enum(RESOURCE_TYPES);
export type ResourceType = z.infer<typeof resourceTypeSchema>;
export const fileResourceTypeSchema = z.enum(FILE_RESOURCE_TYPES);

export const resourceSchema = z.object({
  id: idSchema,
  sessionId: idSchema,
  type: resourceTypeSchema,
  title: z.string(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  buttonText: z.string().nullable(),
  /**
   * For files: where the file is. The owner gets /api/files/{stored name} (served inline to them
   * only); everyone else /api/resources/{id}/file, served with a download token (docs/decisions.md,
   * Attendee data). Null for links and calls to action.
   */
  filePath: z.string().nullable(),
  /** For files: the original file's MIME type as sniffed from its bytes. */
  mimeType: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  order: z.number().int(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const httpUrlSchema = z
  .string({ error: "A URL is required" })
  .trim()
  .min(1, "A URL is required")
  .max(MAX_LENGTH.url)
  .transform(normalizeUrl)
  .refine(isHttpUrl, msg("Please enter a valid URL"));

const orderSchema = z.number().int().min(0).max(10_000).default(0);

/** POST /api/resources: a link needs title and url; a CTA needs title, button text, url and description. */
export const createResourceBodySchema = z.discriminatedUnion("type", [
  z.object({
    sessionId: idSchema,
    type: z.literal("link"),
    title: requiredText(MAX_LENGTH.title),
    description: optionalText(MAX_LENGTH.description),
    url: httpUrlSchema,
    order: orderSchema,
  }),
  z.object({
    sessionId: idSchema,
    type: z.literal("cta"),
    title: requiredText(MAX_LENGTH.title),
    description: requiredText(MAX_LENGTH.description),
    url: httpUrlSchema,
    buttonText: requiredText(MAX_LENGTH.buttonText).default(DEFAULT_CTA_BUTTON_TEXT),
    order: orderSchema,
  }),
]);
export type CreateResourceBody = z.input<typeof createResourceBodySchema>;

/** PATCH /api/resources/{id}. */
export const updateResourceBodySchema = z
  .object({
    title: requiredText(MAX_LENGTH.title).optional(),
    description: optionalText(MAX_LENGTH.description).optional(),
    url: httpUrlSchema.optional(),
    buttonText: optionalText(MAX_LENGTH.buttonText).optional(),
    order: z.number().int().min(0).max(10_000).optional(),
  })
  .strict();

/** The text fields of POST /api/upload (multipart); the file itself is checked by its bytes. */
export const uploadResourceFieldsSchema = z.object({
  sessionId: z.coerce.number().pipe(idSchema),
  type: fileResourceTypeSchema,
  title: requiredText(MAX_LENGTH.title, MESSAGES.fileTitleRequired),
  description: optionalText(MAX_LENGTH.description),
  buttonText: optionalText(MAX_LENGTH.buttonText),
  order: z.coerce.number().int().min(0).max(10_000).default(0),
});

/** POST /api/resources/{id}/download: email absent when the visitor already gave one. */
export const downloadBodySchema = z.object({
  email: z
    .string()
    .trim()
    .max(MAX_LENGTH.email)
    .pipe(z.email({ error: MESSAGES.downloadEmailInvalid }))
    .transform((s) => s.toLowerCase())
    .optional(),
  /** The language the gate was shown in, so the lead records the consent text as shown. */
  locale: localeSchema.optional(),
});
/**
 * Where the browser goes next: the file (attachment, named from the title, `url` carrying a
 * short-lived download token), the external link, or "confirm": the session wants the e-mail
 * confirmed first, and a link to open the download was mailed to the address (`url` empty).
 */
export const downloadResponseSchema = z.object({
  resourceId: idSchema,
  url: z.string(),
  kind: z.enum(["file", "link", "confirm"]),
  /** For a file: the download token in `url`, valid DOWNLOAD_TOKEN_LIFETIME_MS. */
  token: z.string().optional(),
});
export type DownloadResponse = z.infer<typeof downloadResponseSchema>;

/** POST /api/leads/confirm: the token of the link mailed to a lead (docs/product.md, Confirm e-mail). */
export const confirmLeadBodySchema = z.object({
  token: z.string().trim().min(16).max(100),
});
/** The confirmed lead's session and the download the link was for. */
export const confirmLeadResponseSchema = z.object({
  sessionId: idSchema,
  resourceTitle: z.string(),
  download: downloadResponseSchema,
});
export type ConfirmLeadResponse = z.infer<typeof confirmLeadResponseSchema>;
