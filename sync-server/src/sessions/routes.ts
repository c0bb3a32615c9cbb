/**
 * Session pages (docs/product.md, Session page): create, edit, delete, the public page (which
 * counts a page view), the QR code, and the QR-scan count that replays from the offline outbox
 * count once.
 */
import express, { type Router } from "express";
import {
  KEEP_ONLY_HEADER,
  PRESENTER_KEY_HEADER,
  VIEW_SOURCE_HEADER,
  createSessionBodySchema,
  updateSessionBodySchema,
  DomainError,
} from "@lectern/shared";
import type { AppContext } from "../context.ts";
import { removeStoredFiles } from "../files/storage.ts";
import { runIdempotent } from "../http/idempotency.ts";
import { markOwnerView } from "../http/owner-view.ts";
import { presenterKeyMatches } from "../stage/repo.ts";
import { actorKey, requireUser } from "../http/request-context.ts";
import { parseBody, parseId } from "../http/validate.ts";
import { ensureVisitor } from "../http/visitor.ts";
import { recordActivity } from "../members/activity.ts";
import { readerRole, requireSessionAbility, requireSession } from "./access.ts";
import { toSession } from "./presenter.ts";
import { qrFileName, sessionQrDataUrl, sessionQrPng } from "./qr.ts";
import {
  deleteSession,
  insertSession,
  readPublicSession,
  recordPageView,
  viewSourceOf,
  recordQrScan,
  toOwnerSessions,
  updateSession,
} from "./repo.ts";

export function sessionRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const { db } = ctx;

  router.post("/sessions", async (req, res) => {
    const user = requireUser(req);
    const body = parseBody(req, createSessionBodySchema);
    if (body.userId !== undefined && body.userId !== user.id)
      throw new DomainError("forbidden", "You can only create sessions for yourself");
    const row = await insertSession(db, {
      userId: user.id,
      eventName: body.eventName,
      title: body.title,
      description: body.description,
      qaEnabled: body.qaEnabled,
      questionReview: body.questionReview,
      profanityFilter: body.profanityFilter,
      confirmEmail: body.confirmEmail,
      language: body.language,
    });
    const qrCode = await sessionQrDataUrl(ctx.config, row.id);
    res.status(201).json({ ...toSession(row, [], 0, false), qrCode });
  });

  router.get("/sessions/:id/public", async (req, res) => {
    const session = await requireSession(db, parseId(req));
    const role = await readerRole(db, req, session);
    if (role !== null) markOwnerView(res);
    const page = await readPublicSession(db, session, actorKey(req), role);
    // The projector reads the title and speaker with its presenter link: not a page view, and
    // neither is a team member's read, nor a copy kept for offline (an agenda's Save for offline).
    const projector = presenterKeyMatches(session, req.get(PRESENTER_KEY_HEADER));
    if (role === null && !projector && req.get(KEEP_ONLY_HEADER) === undefined) {
      await ensureVisitor(db, req.visitorId);
      const source = viewSourceOf(req.get(VIEW_SOURCE_HEADER));
      await recordPageView(db, session.id, req.visitorId, source);
    }
    res.json(page);
  });

  router.patch("/sessions/:id", async (req, res) => {
    const user = requireUser(req);
    const id = parseId(req);
    const body = parseBody(req, updateSessionBodySchema);
    await requireSessionAbility(db, req, id, "edit");
    const row = await updateSession(db, id, body);
    await recordActivity(db, id, user, "page_edited", row.title);
    const [session] = await toOwnerSessions(db, [row]);
    // Either setting changes what every reader of the questions sees (docs/product.md, Moderation).
    if (body.questionReview !== undefined || body.profanityFilter !== undefined)
      ctx.hub.publishQuestions(id);
    res.json(session);
  });

  router.delete("/sessions/:id", async (req, res) => {
    requireUser(req);
    const id = parseId(req);
    await requireSessionAbility(db, req, id, "manage");
    const files = await deleteSession(db, id);
    await removeStoredFiles(ctx, files);
    res.json({ ok: true });
  });

  router.get("/sessions/:id/qr", async (req, res) => {
    const session = await requireSession(db, parseId(req));
    const png = await sessionQrPng(ctx.config, session.id);
    res.attachment(qrFileName(session.id));
    res.type("image/png").send(png);
  });

  router.post("/sessions/:id/track-qr", async (req, res) => {
    const session = await requireSession(db, parseId(req));
    await runIdempotent(ctx, req, res, async (trx) => {
      await ensureVisitor(trx, req.visitorId);
      await recordQrScan(trx, session.id, req.visitorId);
      return { status: 201, body: { ok: true } };
    });
  });

  return router;
}
