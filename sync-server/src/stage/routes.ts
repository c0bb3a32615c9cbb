/**
 * The room's API (docs/product.md, The room): the presenter link, and the stage the projector
 * screen follows. The owner sets the stage; the projector reads and sets it (its arrow keys move
 * the stage for everyone) with the presenter link's key in the X-Presenter-Key header, which grants
 * that read and write (and the live channel's subscribe_stage) and nothing else. A new link replaces the key at once: sockets that used the old one are told so on
 * every instance. Showing a question pins it for attendees; the session page hears of it through
 * questions_update.
 */
import express, { type Request, type Router } from "express";
import {
  PRESENTER_KEY_HEADER,
  stageSchema,
  type PresenterLink,
  DomainError,
} from "@lectern/shared";
import type { AppContext } from "../context.ts";
import type { SessionRow } from "../db/schema.ts";
import { requireUser, unauthorized } from "../http/request-context.ts";
import { parseBody, parseId } from "../http/validate.ts";
import { recordActivity, stageSubject } from "../members/activity.ts";
import { requireAbility, requireSession, requireSessionAbility } from "../sessions/access.ts";
import { newPresenterKey, presenterKeyMatches, readStage, writeStage } from "./repo.ts";

export const WRONG_PRESENTER_KEY = "This presenter link is no longer valid";

/** The projector's address: the key rides in the fragment, so no server or Referer ever sees it. */
export function presenterUrl(publicUrl: string, sessionId: number, key: string): string {
  return `${publicUrl}/session/${sessionId}/present#key=${key}`;
}

/**
 * Who may read and set the stage: the owner or a member whose role runs it (docs/product.md, Team),
 * or anyone with the session's current presenter key; `unauthorized` signed out without a key,
 * `forbidden` a wrong or replaced key, `not_owner` another speaker without one, `role_forbidden` a
 * member whose role does not run the stage.
 */
async function requireStageReader(ctx: AppContext, req: Request): Promise<SessionRow> {
  const key = req.get(PRESENTER_KEY_HEADER);
  if (key === undefined && !req.user) throw unauthorized();
  const session = await requireSession(ctx.db, parseId(req));
  if (req.user?.id === session.userId) return session;
  if (key !== undefined) {
    if (!presenterKeyMatches(session, key)) throw new DomainError("forbidden", WRONG_PRESENTER_KEY);
    return session;
  }
  await requireAbility(ctx.db, req.user!, session, "present");
  return session;
}

export function stageRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const { db } = ctx;

  router.post("/sessions/:id/presenter-link", async (req, res) => {
    const session = await requireSessionAbility(db, req, parseId(req), "present");
    const key = await newPresenterKey(db, session.id);
    ctx.hub.revokePresenterLinks(session.id);
    const body: PresenterLink = { url: presenterUrl(ctx.config.publicUrl, session.id, key) };
    res.status(201).json(body);
  });

  router.get("/sessions/:id/stage", async (req, res) => {
    const session = await requireStageReader(ctx, req);
    res.json(await readStage(db, session));
  });

  // The projector's keys move the stage for everyone, so its presenter key may set it too.
  router.put("/sessions/:id/stage", async (req, res) => {
    if (req.get(PRESENTER_KEY_HEADER) === undefined) requireUser(req);
    const id = parseId(req);
    const body = parseBody(req, stageSchema);
    const session = await requireStageReader(ctx, req);
    const written = await writeStage(db, session, body);
    await recordActivity(db, session.id, req.user, "stage_changed", stageSubject(body));
    written.openedPolls.forEach((pollId) => ctx.hub.publishPoll(pollId));
    ctx.hub.publishStage(session.id);
    if (written.pinChanged) ctx.hub.publishQuestions(session.id);
    res.json(await readStage(db, await requireSession(db, id)));
  });

  return router;
}
