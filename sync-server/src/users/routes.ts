/**
 * A speaker's own record: read and change it (self only), upload a profile picture, and look the
 * profile up through the LinkedIn webhook. The dashboard lives with the leads.
 */
import express, { type Request, type Router } from "express";
import type { Updateable } from "kysely";
import { discardUpload, fileReceiver, declaredSize } from "../files/receive-file.ts";
import { requireRoom, storageUse } from "../files/quota.ts";
import {
  DELETION_CODES_PER_WINDOW,
  MESSAGES,
  OTP_RESEND_INTERVAL_MS,
  PROFILE_PICTURE_MAX_BYTES,
  SIGNIN_WINDOW_MS,
  deleteAccountBodySchema,
  linkedinLookupBodySchema,
  localeOf,
  updateUserBodySchema,
  DomainError,
} from "@lectern/shared";
import { issueCode } from "../auth/codes.ts";
import { endSession } from "../auth/cookie-session.ts";
import { limitChecks, requireCode, requireLink } from "../auth/guard.ts";
import { issueLink, linkUrl } from "../auth/links.ts";
import { sessionToken } from "../auth/middleware.ts";
import { DEFAULT_AUTH_LIMITS } from "../config.ts";
import { limitAddressOf } from "../http/rate-limit.ts";
import { securityEvent } from "../log.ts";
import { deleteAccount } from "./deletion.ts";
import { dataExportFileName, exportAccount } from "./data-export.ts";
import type { AppContext } from "../context.ts";
import type { UserRow, UsersTable } from "../db/schema.ts";
import { actorKey, clientIp, requireUser } from "../http/request-context.ts";
import { parseBody, parseId } from "../http/validate.ts";
import { lookupLinkedinProfile } from "./linkedin-lookup.ts";
import { toUser } from "./presenter.ts";
import { forgetPicture, storeProfilePictureFile, storedNameOf } from "./profile-picture.ts";
import { findUser, isFileOf, updateUser } from "./repo.ts";
import { AUTH_MESSAGES } from "../auth/messages.ts";
import { removeStoredFiles } from "../files/storage.ts";

export const USER_MESSAGES = {
  notYourFile: "The profile picture must be a file you uploaded",
  noFile: "Please choose a picture to upload",
  badUploadType: 'The upload type must be "profile"',
  lookupLimited: "Too many profile lookups. Please wait a few minutes and try again.",
  deletionCodeSent: "Please check your email for the code that deletes your account.",
} as const;

const LOOKUPS_PER_WINDOW = 20;
const LOOKUP_WINDOW_MS = 15 * 60 * 1000;

/** The signed-in user, who must be the user in the path: unauthorized, user_not_found or forbidden otherwise. */
async function requireSelf(ctx: AppContext, req: Request): Promise<UserRow> {
  const id = parseId(req);
  const me = requireUser(req);
  if (me.id === id) return me;
  if (!(await findUser(ctx.db, id))) throw new DomainError("user_not_found", "User not found");
  throw new DomainError("forbidden", "You can only see and change your own profile");
}

export function userRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const secret = ctx.codeSecret;
  const receivePicture = fileReceiver(ctx.config.dataDir, {
    maxBytes: PROFILE_PICTURE_MAX_BYTES,
    tooLarge: { code: "picture_too_large", message: MESSAGES.profilePictureTooLarge },
    beforeFile: (req) => requireRoom(ctx.db, ctx.config, requireUser(req).id, declaredSize(req)),
  });

  router.get("/users/:id", async (req, res) => {
    const me = await requireSelf(ctx, req);
    res.json(toUser(me));
  });

  router.put("/users/:id", async (req, res) => {
    const me = await requireSelf(ctx, req);
    const parsed = parseBody(req, updateUserBodySchema);
    const changes: Updateable<UsersTable> = {};
    if (parsed.firstName !== undefined) changes.firstName = parsed.firstName;
    if (parsed.lastName !== undefined) changes.lastName = parsed.lastName;
    if (parsed.designation !== undefined) changes.designation = parsed.designation;
    if (parsed.company !== undefined) changes.company = parsed.company;
    if (parsed.bio !== undefined) changes.bio = parsed.bio;
    if (parsed.linkedinUrl !== undefined) changes.linkedinUrl = parsed.linkedinUrl;
    if (parsed.profilePicture !== undefined) {
      const picture = parsed.profilePicture;
      if (
        picture !== null &&
        picture !== me.profilePicture &&
        !(await isFileOf(ctx.db, me.id, storedNameOf(picture)))
      ) {
        throw new DomainError("not_your_file", USER_MESSAGES.notYourFile);
      }
      changes.profilePicture = picture;
    }
    if (parsed.profileCompleted !== undefined)
      changes.profileCompleted = parsed.profileCompleted ? 1 : 0;
    if (parsed.language !== undefined) changes.language = parsed.language;
    if (parsed.consentText !== undefined) changes.consentText = parsed.consentText;
    if (parsed.privacyUrl !== undefined) changes.privacyUrl = parsed.privacyUrl;

    // A profile is complete with its names, which sign-up requires and PUT cannot blank;
    // designation and company are optional (docs/product.md, Onboarding).
    const updated = await updateUser(ctx.db, me.id, changes);
    if (changes.profilePicture !== undefined && me.profilePicture !== updated.profilePicture)
      await forgetPicture(ctx, me.id, me.profilePicture);
    res.json(toUser(updated));
  });

  // The storage the account's uploads take, of its quota (docs/product.md, Speaker profile).
  router.get("/users/:id/storage", async (req, res) => {
    const me = await requireSelf(ctx, req);
    res.set("Cache-Control", "no-store");
    res.json(await storageUse(ctx.db, ctx.config, me.id));
  });

  // "Download my data" (docs/product.md, Speaker profile): one JSON file, sent as an attachment.
  router.get("/users/:id/export", async (req, res) => {
    const me = await requireSelf(ctx, req);
    const data = await exportAccount(ctx, me, actorKey(req));
    res.set("Content-Disposition", `attachment; filename="${dataExportFileName()}"`);
    res.set("Cache-Control", "no-store");
    res.json(data);
  });

  // Deleting the account (docs/product.md, Speaker profile): a fresh code and link by mail, with
  // limits of their own, then DELETE with that code or the link's token. The code is of its own
  // purpose, so a sign-in code never deletes an account and asking for one never voids a sign-in in
  // progress; wrong deletion codes have their own budget (docs/decisions.md, Sign-in).
  router.post("/users/:id/deletion-code", async (req, res) => {
    const me = await requireSelf(ctx, req);
    await ctx.authLimiter.hit(
      `auth:deletion-code:${limitAddressOf(clientIp(req))}`,
      (ctx.config.authLimits ?? DEFAULT_AUTH_LIMITS).codeRequestsPerWindow,
      SIGNIN_WINDOW_MS,
      AUTH_MESSAGES.tooManyFromHere,
    );
    await ctx.authLimiter.hit(
      `auth:deletion-resend:${me.id}`,
      1,
      OTP_RESEND_INTERVAL_MS,
      AUTH_MESSAGES.resendTooSoon,
    );
    // Its own budget: sign-in requests for this e-mail, anyone's, never block a deletion.
    await ctx.authLimiter.hit(
      `auth:deletion-codes:${me.id}`,
      DELETION_CODES_PER_WINDOW,
      SIGNIN_WINDOW_MS,
      AUTH_MESSAGES.tooManyCodes,
    );
    const code = await issueCode(ctx.db, secret, me.id, "deletion");
    const token = await issueLink(ctx.db, me.id, "deletion");
    try {
      await ctx.mailer.sendDeletionCode(
        me.email,
        me.firstName,
        code,
        linkUrl(ctx.config.publicUrl, "deletion", token),
        localeOf(me.language) ?? "en",
      );
    } catch (error) {
      ctx.log.error(`deletion mail to user ${me.id} failed`, error);
      throw new DomainError("mail_failed", AUTH_MESSAGES.mailFailed);
    }
    res.json({ message: USER_MESSAGES.deletionCodeSent });
  });

  router.delete("/users/:id", async (req, res) => {
    const me = await requireSelf(ctx, req);
    const proof = parseBody(req, deleteAccountBodySchema);
    await limitChecks(ctx, req);
    if ("code" in proof) await requireCode(ctx, secret, req, me, proof.code, "deletion");
    else await requireLink(ctx, req, proof.token, "deletion", me.id);
    const files = await deleteAccount(ctx.db, me.id);
    await removeStoredFiles(ctx, files);
    await endSession(
      ctx.db,
      ctx.config,
      res,
      sessionToken(ctx, req.cookies as Record<string, string> | undefined),
    );
    securityEvent(ctx.log, {
      event: "account_deleted",
      userId: me.id,
      ip: clientIp(req),
      route: `${req.method} ${req.baseUrl}${req.path}`,
    });
    res.json({ ok: true });
  });

  router.post("/upload-profile", async (req, res) => {
    const me = requireUser(req);
    try {
      await receivePicture(req, res);
      const fields = (req.body ?? {}) as Record<string, unknown>;
      if (fields.type !== undefined && fields.type !== "profile")
        throw new DomainError("invalid", USER_MESSAGES.badUploadType);
      if (!req.file) throw new DomainError("picture_required", USER_MESSAGES.noFile);
      const filePath = await storeProfilePictureFile(ctx, me.id, req.file.path, req.file.size);
      res.status(201).json({ filePath });
    } finally {
      await discardUpload(req);
    }
  });

  router.post("/profile/linkedin-lookup", async (req, res) => {
    const me = requireUser(req);
    const { linkedinUrl } = parseBody(req, linkedinLookupBodySchema);
    await ctx.limiter.hit(
      `linkedin-lookup:user:${me.id}`,
      LOOKUPS_PER_WINDOW,
      LOOKUP_WINDOW_MS,
      USER_MESSAGES.lookupLimited,
    );
    res.json(await lookupLinkedinProfile(ctx, me.id, linkedinUrl));
  });

  return router;
}
