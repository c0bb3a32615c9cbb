import { z } from "zod";
import { MAX_LENGTH } from "../constants.ts";
import { MESSAGES } from "./messages.ts";

/** The one e-mail format check, used by every form and every route that takes an address. */
export const emailSchema = z
  .string({ error: MESSAGES.signinEmailRequired })
  .trim()
  .min(1, MESSAGES.signinEmailRequired)
  .max(MAX_LENGTH.email, MESSAGES.invalidEmail)
  .pipe(z.email({ error: MESSAGES.invalidEmail }))
  .transform((email) => email.toLowerCase());

export function isValidEmail(value: string): boolean {
  return emailSchema.safeParse(value).success;
}

/** The download dialog's two-step check (docs/product.md, Validation): empty, then lacking @. */
export function downloadEmailError(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === "") return MESSAGES.downloadEmailRequired;
  if (!trimmed.includes("@") || !isValidEmail(trimmed)) return MESSAGES.downloadEmailInvalid;
  return null;
}
