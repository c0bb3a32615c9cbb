/**
 * What every code and link check shares (docs/decisions.md, Sign-in; Security log): the per-address
 * limit on checks, the mail to the owner when wrong codes lock the account, and a security line
 * for each failure. Used by sign-in (auth/routes.ts) and account deletion (users/routes.ts).
 */
import type { Request } from "express";
import { localeOf, DomainError } from "@lectern/shared";
import type { AppContext } from "../context.ts";
import type { CodePurpose, LinkPurpose, UserRow } from "../db/schema.ts";
import { limitAddressOf } from "../http/rate-limit.ts";
import { clientIp } from "../http/request-context.ts";
import { emailHash, securityEvent } from "../log.ts";
import { consumeCode } from "./codes.ts";
import { consumeLink } from "./links.ts";

export const GUARD_MESSAGES = {
  tooManyChecks: "Too many code checks from this network. Please wait a few minutes and try again.",
} as const;

const CHECK_WINDOW_MS = 15 * 60 * 1000;

const routeOf = (req: Request) => `${req.method} ${req.baseUrl}${req.path}`;

/** Counts one code or link check from the caller's address (AUTH_VERIFY_LIMIT per 15 minutes). */
export async function limitChecks(ctx: AppContext, req: Request): Promise<void> {
  await ctx.authLimiter.hit(
    `auth:checks:${limitAddressOf(clientIp(req))}`,
    ctx.config.authLimits?.verifyPerWindow ?? 30,
    CHECK_WINDOW_MS,
    GUARD_MESSAGES.tooManyChecks,
  );
}

/**
 * Checks `code` for the user and purpose; throws the refusal. The check that spends the account's
 * budget mails the owner (once: later checks are refused before any comparison) and logs the
 * lockout; every other failure logs a sign-in failure.
 */
export async function requireCode(
  ctx: AppContext,
  secret: Buffer,
  req: Request,
  user: Pick<UserRow, "id" | "email" | "firstName" | "language">,
  code: string,
  purpose: CodePurpose,
): Promise<void> {
  const check = await consumeCode(ctx.db, secret, user.id, code, purpose);
  if (check.ok) return;
  const alreadyLocked = check.refusal.code === "otp_locked" && !check.lockedNow;
  if (!alreadyLocked)
    securityEvent(ctx.log, {
      event: check.lockedNow ? "otp_locked" : "signin_failed",
      userId: user.id,
      emailHash: emailHash(user.email),
      ip: clientIp(req),
      code: check.refusal.code,
      route: routeOf(req),
    });
  if (check.lockedNow) {
    try {
      await ctx.mailer.sendCodesLocked(user.email, user.firstName, localeOf(user.language) ?? "en");
    } catch (error) {
      ctx.log.error(`lockout mail to user ${user.id} failed`, error);
    }
  }
  throw check.refusal;
}

/** Uses up a link token of `purpose` (of `userId` when given): the user's id; logs a failure. */
export async function requireLink(
  ctx: AppContext,
  req: Request,
  token: string,
  purpose: LinkPurpose,
  userId?: number,
): Promise<number> {
  try {
    return await consumeLink(ctx.db, token, purpose, userId);
  } catch (error) {
    if (error instanceof DomainError)
      securityEvent(ctx.log, {
        event: "link_failed",
        userId,
        ip: clientIp(req),
        code: error.code,
        route: routeOf(req),
      });
    throw error;
  }
}
