import { z } from "zod";
import { msg } from "../i18n/translate.ts";
import { MAX_LENGTH, MAX_SERVER_ID } from "../constants.ts";
import { ERROR_CODES } from "../error-codes.ts";

/** Building blocks the entity schemas share: ids, bounded texts, ISO dates, the error body. */

/** A server id in a path or body: a positive integer that fits SQLite's and JS's safe range. */
export const idSchema = z.number().int().positive().max(MAX_SERVER_ID);

/** A path parameter that must be a server id ("12"), refused when it is anything else. */
export const idParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, msg("Not a valid id"))
  .transform(Number)
  .pipe(idSchema);

export const isoDateSchema = z.string();

/** A required text: trimmed, not empty, at most `max` characters, no control characters. */
export function requiredText(
  max: number,
  message = msg("This field is required"),
  tooLong = `Must be at most ${max} characters`,
) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, tooLong)
    .refine(
      // eslint-disable-next-line no-control-regex -- control characters are what this refuses
      (s) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(s),
      msg("Contains invalid characters"),
    );
}

/** An optional text: blank becomes null. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine(
      // eslint-disable-next-line no-control-regex -- control characters are what this refuses
      (s) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(s),
      msg("Contains invalid characters"),
    )
    .nullish()
    .transform((s) => (s ? s : null));
}

export const nameSchema = requiredText(MAX_LENGTH.name);

/** Every error answer of the API: a code from ERROR_CODES, and the message for people reading it. */
export const errorBodySchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  triesLeft: z.number().int().nonnegative().optional(),
  /** Whole seconds until the caller may try again, as its Retry-After says (codes 429). */
  retryAfterSeconds: z.number().int().positive().optional(),
  /** The host's limit that was reached (code "max_polls"). */
  limit: z.number().int().positive().optional(),
  /** Where a refused schedule file is wrong (code "import_invalid"). */
  field: z.string().optional(),
  line: z.number().int().positive().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const okSchema = z.object({ ok: z.literal(true) });

/** GET /api/visitor (docs/decisions.md, Visitor identity): the signed id the server gave the caller. */
export const visitorResponseSchema = z.object({ visitorId: z.string() });
export type VisitorResponse = z.infer<typeof visitorResponseSchema>;
