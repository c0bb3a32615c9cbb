/**
 * /api/auth: register, sign in, check the mailed code or link, resend the code, sign out, who am I,
 * and the signed-in devices (docs/decisions.md, Sign-in). Every code goes out by mail with a
 * single-use link beside it; limits per address (in Redis or the database), per e-mail and per
 * account keep mail and guessing in check.
 */
import express, { type Request, type Response, type Router } from "express";
import {
  OTP_RESEND_INTERVAL_MS,
  SIGNIN_CODES_PER_WINDOW,
  SIGNIN_WINDOW_MS,
  registerBodySchema,
  resendOtpBodySchema,
  signinBodySchema,
  verifyLinkBodySchema,
  verifyOtpBodySchema,
  localeOf,
  type MeResponse,
  DomainError,
} from "@lectern/shared";
import { DEFAULT_AUTH_LIMITS, maxPollsOf } from "../config.ts";
import type { AppContext } from "../context.ts";
import { nowIso } from "../db/database.ts";
import type { UserRow } from "../db/schema.ts";
import { limitAddressOf } from "../http/rate-limit.ts";
import { clientIp, requireUser, unauthorized } from "../http/request-context.ts";
import { parseBody, parseId } from "../http/validate.ts";
import { emailHash, securityEvent } from "../log.ts";
import { toUser } from "../users/presenter.ts";
import { issueCode } from "./codes.ts";
import { AUTH_MESSAGES } from "./messages.ts";
import { activateInvitations } from "../members/repo.ts";
import { clearSessionCookie, endSession, hashToken, startSession } from "./cookie-session.ts";
import { limitChecks, requireCode, requireLink } from "./guard.ts";
import { issueLink, linkUrl } from "./links.ts";
import { sessionToken } from "./middleware.ts";
import { pendingUserId, setPendingSignin } from "./pending-signin.ts";
import { deviceOf } from "./device.ts";

const ADDRESS_WINDOW_MS = 15 * 60 * 1000;
const LOOKUP_WINDOW_MS = 60 * 60 * 1000;

/**
 * Every limit counts only well-formed requests: a malformed body is refused before it costs a
 * counter's write in the database.
 */
export function authRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const secret = ctx.codeSecret;
  const limits = ctx.config.authLimits ?? DEFAULT_AUTH_LIMITS;
  const addressOf = (req: Request) => limitAddressOf(clientIp(req));

  const limitCodeRequests = (req: Request, action: string) =>
    ctx.authLimiter.hit(
      `auth:${action}:${addressOf(req)}`,
      limits.codeRequestsPerWindow,
      ADDRESS_WINDOW_MS,
      AUTH_MESSAGES.tooManyFromHere,
    );
  /** An answer that tells whether an e-mail has an account: counted tighter, per address. */
  const limitLookups = (req: Request) =>
    ctx.authLimiter.hit(
      `auth:lookups:${addressOf(req)}`,
      limits.lookupsPerHour,
      LOOKUP_WINDOW_MS,
      AUTH_MESSAGES.tooManyFromHere,
    );
  const limitCodesFor = (email: string) =>
    ctx.authLimiter.hit(
      `auth:codes:${emailHash(email)}`,
      SIGNIN_CODES_PER_WINDOW,
      SIGNIN_WINDOW_MS,
      AUTH_MESSAGES.tooManyCodes,
    );

  /**
   * Issues a code and a link and mails them; a failed mail keeps the account and says to try
   * again. `greet` is false for the first mail to an address nobody has confirmed.
   */
  async function sendCode(
    user: Pick<UserRow, "id" | "email" | "firstName" | "language">,
    greet: boolean,
    failure: DomainError = new DomainError("mail_failed", AUTH_MESSAGES.mailFailed),
  ): Promise<void> {
    const code = await issueCode(ctx.db, secret, user.id);
    const token = await issueLink(ctx.db, user.id, "signin");
    try {
      await ctx.mailer.sendSignInCode(
        user.email,
        greet ? user.firstName : null,
        code,
        linkUrl(ctx.config.publicUrl, "signin", token),
        localeOf(user.language) ?? "en",
      );
    } catch (error) {
      ctx.log.error(`sign-in mail to user ${user.id} failed`, error);
      throw failure;
    }
  }

  function signinFailed(req: Request, code: string, email: string) {
    securityEvent(ctx.log, {
      event: "signin_failed",
      emailHash: emailHash(email),
      ip: clientIp(req),
      code,
      route: `${req.method} ${req.baseUrl}${req.path}`,
    });
  }

  async function signedIn(req: Request, res: Response, user: UserRow): Promise<void> {
    await startSession(ctx.db, ctx.config, res, user.id, req.get("user-agent"));
    // Signing in with an invited address makes its invitations active (docs/product.md, Team).
    await activateInvitations(ctx.db, user);
    res.json({ user: toUser(user) });
  }

  router.post("/register", async (req, res) => {
    const body = parseBody(req, registerBodySchema);
    await limitCodeRequests(req, "register");
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
    if (!inserted) {
      await limitLookups(req);
      signinFailed(req, "email_taken", body.email);
      throw new DomainError("email_taken", AUTH_MESSAGES.emailTaken);
    }
    await sendCode(
      inserted,
      false,
      new DomainError("mail_failed_after_register", AUTH_MESSAGES.mailFailedAfterRegister),
    );
    setPendingSignin(ctx.config, secret, res, inserted.id);
    res.status(201).json({ userId: inserted.id, message: AUTH_MESSAGES.registered });
  });

  router.post("/signin", async (req, res) => {
    const { email } = parseBody(req, signinBodySchema);
    await limitCodeRequests(req, "signin");
    const user = await ctx.db
      .selectFrom("users")
      .select(["id", "email", "firstName", "language"])
      .where("email", "=", email)
      .executeTakeFirst();
    if (!user) {
      await limitLookups(req);
      signinFailed(req, "unknown_email", email);
      throw new DomainError("unknown_email", AUTH_MESSAGES.unknownEmail);
    }
    await limitCodesFor(email);
    await sendCode(user, true);
    setPendingSignin(ctx.config, secret, res, user.id);
    res.json({ userId: user.id, message: AUTH_MESSAGES.codeSent });
  });

  router.post("/verify-otp", async (req, res) => {
    const { userId, otpCode } = parseBody(req, verifyOtpBodySchema);
    await limitChecks(ctx, req);
    const user = await ctx.db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!user) throw new DomainError("unknown_account", AUTH_MESSAGES.unknownUser);
    await requireCode(ctx, secret, req, user, otpCode, "signin");
    await signedIn(req, res, user);
  });

  router.post("/verify-link", async (req, res) => {
    const { token } = parseBody(req, verifyLinkBodySchema);
    await limitChecks(ctx, req);
    const userId = await requireLink(ctx, req, token, "signin");
    const user = await ctx.db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    await signedIn(req, res, user);
  });

  router.post("/resend-otp", async (req, res) => {
    const { userId } = parseBody(req, resendOtpBodySchema);
    await limitCodeRequests(req, "signin");
    const user = await ctx.db
      .selectFrom("users")
      .select(["id", "email", "firstName", "language"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!user) throw new DomainError("unknown_account", AUTH_MESSAGES.unknownUser);
    if (pendingUserId(ctx.config, secret, req) !== userId)
      throw new DomainError("forbidden", AUTH_MESSAGES.notYourSignin);
    await ctx.authLimiter.hit(
      `auth:resend:${userId}`,
      1,
      OTP_RESEND_INTERVAL_MS,
      AUTH_MESSAGES.resendTooSoon,
    );
    await limitCodesFor(user.email);
    await sendCode(user, true);
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

  router.get("/me", async (req, res) => {
    if (!req.user) throw unauthorized();
    // An invitation sent while this account was already signed in becomes active on its next visit.
    await activateInvitations(ctx.db, req.user);
    const me: MeResponse = {
      user: toUser(req.user),
      limits: { maxPollsPerSession: maxPollsOf(ctx.config) },
    };
    res.json(me);
  });

  /** The hash of the token this request carries, to mark "This device". */
  const currentHash = (req: Request) => {
    const token = sessionToken(ctx, req.cookies as Record<string, string> | undefined);
    return token ? hashToken(token) : null;
  };

  router.get("/sessions", async (req, res) => {
    const me = requireUser(req);
    const rows = await ctx.db
      .selectFrom("authSessions")
      .selectAll()
      .where("userId", "=", me.id)
      .where("expiresAt", ">", nowIso())
      .orderBy("lastSeenAt", "desc")
      .orderBy("id", "desc")
      .execute();
    const current = currentHash(req);
    res.json(
      rows.map((row) => ({
        id: row.id,
        device: deviceOf(row.userAgent),
        createdAt: row.createdAt,
        lastActiveAt: row.lastSeenAt || row.createdAt,
        current: row.tokenHash === current,
      })),
    );
  });

  router.delete("/sessions/:id", async (req, res) => {
    const id = parseId(req);
    const me = requireUser(req);
    const ended = await ctx.db
      .deleteFrom("authSessions")
      .where("id", "=", id)
      .where("userId", "=", me.id)
      .returning("tokenHash")
      .executeTakeFirst();
    if (!ended) throw new DomainError("not_found", AUTH_MESSAGES.deviceNotFound);
    if (ended.tokenHash === currentHash(req)) clearSessionCookie(ctx.config, res);
    res.json({ ok: true });
  });

  router.post("/signout-everywhere", async (req, res) => {
    const me = requireUser(req);
    await ctx.db.deleteFrom("authSessions").where("userId", "=", me.id).execute();
    clearSessionCookie(ctx.config, res);
    securityEvent(ctx.log, {
      event: "signout_everywhere",
      userId: me.id,
      ip: clientIp(req),
      route: `${req.method} ${req.baseUrl}${req.path}`,
    });
    res.json({ ok: true });
  });

  return router;
}
