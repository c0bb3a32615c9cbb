/**
 * /api/auth: register, sign in, check the mailed code, resend it, sign out, who am I
 * (docs/decisions.md, Sign-in). Every code goes out by mail; limits keep mail and guessing in
 * check.
 */
import express, { type Request, type Router } from "express";
import {
  OTP_RESEND_INTERVAL_MS,
  SIGNIN_CODES_PER_WINDOW,
  SIGNIN_WINDOW_MS,
  registerBodySchema,
  resendOtpBodySchema,
  signinBodySchema,
  verifyOtpBodySchema,
  localeOf,
} from "@lectern/shared";
import type { AppContext } from "../context.ts";
import { nowIso } from "../db/database.ts";
import type { UserRow } from "../db/schema.ts";
import { DomainError } from "../domain-error.ts";
import { unauthorized } from "../http/errors.ts";
import { clientIp } from "../http/request-context.ts";
import { parseBody } from "../http/validate.ts";
import { toUser } from "../users/presenter.ts";
import { consumeCode, issueCode, loadCodeSecret } from "./codes.ts";
import { endSession, startSession } from "./cookie-session.ts";
import { sessionToken } from "./middleware.ts";

/** Per-IP limits are generous: a conference venue shares one address among many speakers. */
export const IP_LIMIT = { requests: 100, windowMs: 15 * 60 * 1000 } as const;

export const AUTH_MESSAGES = {
  registered: "Registration successful. Please check your email for the verification code.",
  codeSent: "Please check your email for the verification code.",
  codeResent: "Please check your email for the new verification code.",
  emailTaken: "An account with this email already exists. Please sign in instead.",
  unknownEmail: "No account found with this email. Please sign up first.",
  unknownUser: "This account does not exist. Please sign up again.",
  tooManyCodes: "Too many codes requested for this email. Please wait a few minutes and try again.",
  resendTooSoon: "A new code was sent moments ago. Please wait 30 seconds before asking again.",
  tooManyFromHere: "Too many attempts from this network. Please wait a few minutes and try again.",
  mailFailed: "We could not send the code e-mail. Please try again in a moment.",
  mailFailedAfterRegister:
    "Your account is saved, but we could not send the code e-mail. Please sign in in a moment to get a new code.",
} as const;

export function authRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const secret = loadCodeSecret(ctx.config);

  const limitIp = (req: Request, action: string) =>
    ctx.limiter.hit(
      `${action}:ip:${clientIp(req) ?? "unknown"}`,
      IP_LIMIT.requests,
      IP_LIMIT.windowMs,
      AUTH_MESSAGES.tooManyFromHere,
    );
  const limitCodesFor = (email: string) =>
    ctx.limiter.hit(
      `codes:email:${email}`,
      SIGNIN_CODES_PER_WINDOW,
      SIGNIN_WINDOW_MS,
      AUTH_MESSAGES.tooManyCodes,
    );

  /** Issues a code and mails it; a failed mail keeps the account and says to try again. */
  async function sendCode(
    user: Pick<UserRow, "id" | "email" | "firstName" | "language">,
    failure: DomainError = new DomainError("mail_failed", AUTH_MESSAGES.mailFailed),
  ): Promise<void> {
    const code = await issueCode(ctx.db, secret, user.id);
    try {
      await ctx.mailer.sendSignInCode(
        user.email,
        user.firstName,
        code,
        localeOf(user.language) ?? "en",
      );
    } catch (error) {
      ctx.log.error(`sign-in mail to user ${user.id} failed`, error);
      throw failure;
    }
  }

  router.post("/register", async (req, res) => {
    await limitIp(req, "register");
    const body = parseBody(req, registerBodySchema);
    const inserted = await ctx.db
      .insertInto("users")
      .values({
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        profileCompleted: 0,
        language: body.language ?? "en",
        createdAt: nowIso(),
      })
      .onConflict((oc) => oc.column("email").doNothing())
      .returning(["id", "email", "firstName", "language"])
      .executeTakeFirst();
    if (!inserted) throw new DomainError("email_taken", AUTH_MESSAGES.emailTaken);
    await sendCode(
      inserted,
      new DomainError("mail_failed_after_register", AUTH_MESSAGES.mailFailedAfterRegister),
    );
    res.status(201).json({ userId: inserted.id, message: AUTH_MESSAGES.registered });
  });

  router.post("/signin", async (req, res) => {
    await limitIp(req, "signin");
    const { email } = parseBody(req, signinBodySchema);
    const user = await ctx.db
      .selectFrom("users")
      .select(["id", "email", "firstName", "language"])
      .where("email", "=", email)
      .executeTakeFirst();
    if (!user) throw new DomainError("unknown_email", AUTH_MESSAGES.unknownEmail);
    await limitCodesFor(email);
    await sendCode(user);
    res.json({ userId: user.id, message: AUTH_MESSAGES.codeSent });
  });

  router.post("/verify-otp", async (req, res) => {
    const { userId, otpCode } = parseBody(req, verifyOtpBodySchema);
    const user = await ctx.db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!user) throw new DomainError("unknown_account", AUTH_MESSAGES.unknownUser);
    await consumeCode(ctx.db, secret, userId, otpCode);
    await startSession(ctx.db, ctx.config, res, userId);
    res.json({ user: toUser(user) });
  });

  router.post("/resend-otp", async (req, res) => {
    await limitIp(req, "signin");
    const { userId } = parseBody(req, resendOtpBodySchema);
    const user = await ctx.db
      .selectFrom("users")
      .select(["id", "email", "firstName", "language"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!user) throw new DomainError("unknown_account", AUTH_MESSAGES.unknownUser);
    await ctx.limiter.hit(
      `resend:user:${userId}`,
      1,
      OTP_RESEND_INTERVAL_MS,
      AUTH_MESSAGES.resendTooSoon,
    );
    await limitCodesFor(user.email);
    await sendCode(user);
    res.json({ message: AUTH_MESSAGES.codeResent });
  });

  router.post("/signout", async (req, res) => {
    await endSession(
      ctx.db,
      ctx.config,
      res,
      sessionToken(ctx, req.cookies as Record<string, string> | undefined),
    );
    res.json({ ok: true });
  });

  router.get("/me", (req, res) => {
    if (!req.user) throw unauthorized();
    res.json({ user: toUser(req.user) });
  });

  return router;
}
