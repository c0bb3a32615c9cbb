/**
 * A session's team (docs/product.md, Team): the owner invites an address with a role (mailed in the
 * owner's language), changes a role, removes a member and hands the session to an active member,
 * confirmed by a fresh code mailed to the owner; every member reads the team and the activity log.
 * Each change is logged, and the live hub told, so an open console or projector of that member on
 * any instance gets only what the new role may see (live/members.ts).
 */
import express, { type Router } from "express";
import {
  DELETION_CODES_PER_WINDOW,
  OTP_RESEND_INTERVAL_MS,
  SIGNIN_WINDOW_MS,
  idParamSchema,
  inviteMemberBodySchema,
  localeOf,
  transferBodySchema,
  updateMemberBodySchema,
  DomainError,
  type TransferBody,
} from "@lectern/shared";
import { issueCode } from "../auth/codes.ts";
import { limitChecks, requireCode } from "../auth/guard.ts";
import { AUTH_MESSAGES } from "../auth/messages.ts";
import type { AppContext } from "../context.ts";
import { requireUser } from "../http/request-context.ts";
import { parseBody, parseId, parseWith } from "../http/validate.ts";
import { requireSessionAbility } from "../sessions/access.ts";
import { activityPage, recordActivity } from "./activity.ts";
import { inviteToSession } from "./invite.ts";
import { transferCodeMail } from "./mail.ts";
import {
  changeRole,
  findMember,
  listMembers,
  removeMember,
  toMember,
  transferSession,
} from "./repo.ts";

export const MEMBER_NOT_FOUND = "This person is no longer a member of the session";
const MEMBER_NOT_ACTIVE =
  "This person has not signed in yet. They can take the session once they have.";
const TRANSFER_CODE_SENT = "Please check your email for the code that hands over the session.";

export function memberRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const { db } = ctx;

  async function requireMember(sessionId: number, memberId: number) {
    const member = await findMember(db, sessionId, memberId);
    if (!member) throw new DomainError("member_not_found", MEMBER_NOT_FOUND);
    return member;
  }

  router.post("/sessions/:id/members", async (req, res) => {
    const owner = requireUser(req);
    const sessionId = parseId(req);
    const body = parseBody(req, inviteMemberBodySchema);
    const session = await requireSessionAbility(db, req, sessionId, "manage");
    const { member, created } = await inviteToSession(ctx, session, owner, body.email, body.role);
    res.status(created ? 201 : 200).json(toMember(member));
  });

  router.get("/sessions/:id/members", async (req, res) => {
    const session = await requireSessionAbility(db, req, parseId(req), "read");
    res.json((await listMembers(db, session.id)).map(toMember));
  });

  router.patch("/sessions/:id/members/:memberId", async (req, res) => {
    const owner = requireUser(req);
    const sessionId = parseId(req);
    const memberId = parseId(req, "memberId");
    const { role } = parseBody(req, updateMemberBodySchema);
    const session = await requireSessionAbility(db, req, sessionId, "manage");
    const member = await requireMember(session.id, memberId);
    if (member.role !== role) {
      await changeRole(db, member.id, role);
      await recordActivity(db, session.id, owner, "member_changed", member.email, role);
      ctx.hub.publishMembers(session.id);
    }
    res.json(toMember(await requireMember(session.id, memberId)));
  });

  router.delete("/sessions/:id/members/:memberId", async (req, res) => {
    const owner = requireUser(req);
    const sessionId = parseId(req);
    const memberId = parseId(req, "memberId");
    const session = await requireSessionAbility(db, req, sessionId, "manage");
    const member = await requireMember(session.id, memberId);
    await removeMember(db, member.id);
    await recordActivity(db, session.id, owner, "member_removed", member.email);
    ctx.hub.publishMembers(session.id);
    res.json({ ok: true });
  });

  /**
   * Handing the session over: the first call mails the owner a fresh code of its own purpose (with
   * the limits of a deletion code), the second, with that code, makes the member the owner.
   */
  router.post("/sessions/:id/transfer", async (req, res) => {
    const owner = requireUser(req);
    const sessionId = parseId(req);
    const body: TransferBody = parseBody(req, transferBodySchema);
    const session = await requireSessionAbility(db, req, sessionId, "manage");
    const member = await requireMember(session.id, body.memberId);
    if (member.userId === null) throw new DomainError("member_not_active", MEMBER_NOT_ACTIVE);
    const locale = localeOf(owner.language) ?? "en";
    if (body.code === undefined) {
      await ctx.authLimiter.hit(
        `auth:transfer-resend:${owner.id}`,
        1,
        OTP_RESEND_INTERVAL_MS,
        AUTH_MESSAGES.resendTooSoon,
      );
      await ctx.authLimiter.hit(
        `auth:transfer-codes:${owner.id}`,
        DELETION_CODES_PER_WINDOW,
        SIGNIN_WINDOW_MS,
        AUTH_MESSAGES.tooManyCodes,
      );
      const code = await issueCode(db, ctx.codeSecret, owner.id, "transfer");
      const memberName = toMember(member).name ?? member.email;
      const mail = transferCodeMail(owner.firstName, session.title, memberName, code, locale);
      try {
        await ctx.mailer.sendText(owner.email, mail.subject, mail.text);
      } catch (error) {
        ctx.log.error(`transfer mail to user ${owner.id} failed`, error);
        throw new DomainError("mail_failed", AUTH_MESSAGES.mailFailed);
      }
      res.status(202).json({ message: TRANSFER_CODE_SENT });
      return;
    }
    await limitChecks(ctx, req);
    await requireCode(ctx, ctx.codeSecret, req, owner, body.code, "transfer");
    await transferSession(db, session.id, member, owner);
    await recordActivity(db, session.id, owner, "member_changed", member.email, "owner");
    ctx.hub.publishMembers(session.id);
    res.json({ sessionId: session.id, ownerId: member.userId });
  });

  router.get("/sessions/:id/activity", async (req, res) => {
    const session = await requireSessionAbility(db, req, parseId(req), "read");
    const before =
      req.query.before === undefined ? undefined : parseWith(idParamSchema, req.query.before);
    res.set("Cache-Control", "no-store");
    res.json(await activityPage(db, session.id, before));
  });

  return router;
}
