import { z } from "zod";
import { msg } from "../i18n/translate.ts";
import { MAX_LENGTH, OTP_LENGTH } from "../constants.ts";
import { emailSchema } from "../rules/email.ts";
import { idSchema, isoDateSchema, requiredText } from "./common.ts";
import { localeSchema, userSchema } from "./user.ts";

/** Sign-up, sign-in and one-time-code bodies (docs/product.md, API; docs/decisions.md, Sign-in). */
export const registerBodySchema = z.object({
  firstName: requiredText(MAX_LENGTH.name, msg("First name is required")),
  lastName: requiredText(MAX_LENGTH.name, msg("Last name is required")),
  email: emailSchema,
  /** The language the speaker signs up in: their e-mails' language (English when left out). */
  language: localeSchema.optional(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;
export const registerResponseSchema = z.object({ userId: idSchema, message: z.string() });

export const signinBodySchema = z.object({ email: emailSchema });
export const signinResponseSchema = z.object({ userId: idSchema, message: z.string() });

export const otpCodeSchema = z
  .string()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), msg("The code is 6 digits"));
export const verifyOtpBodySchema = z.object({ userId: idSchema, otpCode: otpCodeSchema });
export const verifyOtpResponseSchema = z.object({ user: userSchema });

/** POST /api/auth/verify-link: the token of a mailed link (128 bits, base64url). */
export const linkTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}$/, msg("This link is not valid or was already used."));
export const verifyLinkBodySchema = z.object({ token: linkTokenSchema });

export const resendOtpBodySchema = z.object({ userId: idSchema });
export const resendOtpResponseSchema = z.object({ message: z.string() });

/**
 * What this server allows a speaker, set by its host (docs/configuration.md), so the speaker's
 * screens show the server's limit rather than a constant of their own.
 */
export const hostLimitsSchema = z.object({
  /** MAX_POLLS_PER_SESSION: the polls one session may have. */
  maxPollsPerSession: z.number().int().positive(),
});
export type HostLimits = z.infer<typeof hostLimitsSchema>;

/** GET /api/auth/me: the signed-in user and the host's limits. */
export const meResponseSchema = z.object({ user: userSchema, limits: hostLimitsSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * A run of exactly OTP_LENGTH digits with no digit either side: the code in a pasted mail line. No
 * lookbehind, which older Safari cannot parse.
 */
const WHOLE_CODE = new RegExp(`(?:^|\\D)(\\d{${OTP_LENGTH}})(?!\\d)`);

/**
 * What a code field keeps of what was typed or pasted (docs/product.md, Code check): the first run
 * of exactly 6 digits when there is one ("Your Lectern code: 948169"), else its digits, at most 6
 * (" 948169", "948 169", "948-169", a digit typed at a time).
 */
export function sanitizeOtpInput(value: string): string {
  return WHOLE_CODE.exec(value)?.[1] ?? value.replace(/\D/g, "").slice(0, OTP_LENGTH);
}

/**
 * DELETE /api/users/{id}: the fresh code mailed by POST /api/users/{id}/deletion-code, or the token
 * of the link in that mail.
 */
export const deleteAccountBodySchema = z.union([
  z.object({ code: otpCodeSchema }),
  z.object({ token: linkTokenSchema }),
]);
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** GET /api/auth/sessions: the caller's signed-in devices, the one asking marked `current`. */
export const authSessionSchema = z.object({
  id: idSchema,
  /** "Firefox on Windows"; empty when the browser did not say. */
  device: z.string(),
  createdAt: isoDateSchema,
  lastActiveAt: isoDateSchema,
  current: z.boolean(),
});
export type AuthSession = z.infer<typeof authSessionSchema>;
export const authSessionsResponseSchema = z.array(authSessionSchema);
/** The answer of DELETE /api/users/{id} and DELETE /api/sessions/{id}/leads/{leadId}. */
export const deletedResponseSchema = z.object({ ok: z.literal(true) });
export type DeletedResponse = z.infer<typeof deletedResponseSchema>;
