/**
 * The owner's Blocked list (docs/product.md, Moderation): block whoever asked a question of the
 * session, read the list, undo one. Blocking the same asker again answers the block already made
 * (200 instead of 201). The ask route refuses a blocked asker (questions/routes.ts); the owner's
 * question reads say askerBlocked, so each change is followed by questions_update.
 */
import express, { type Router } from "express";
import { blockAskerBodySchema, DomainError } from "@lectern/shared";
import type { AppContext } from "../context.ts";
import { requireUser } from "../http/request-context.ts";
import { parseBody, parseId } from "../http/validate.ts";
import { QUESTION_NOT_FOUND, findQuestion } from "../questions/repo.ts";
import { recordActivity } from "../members/activity.ts";
import { requireSessionAbility } from "../sessions/access.ts";
import { presentBlockedAsker } from "./presenter.ts";
import { blockAsker, listBlockedAskers, unblockAsker } from "./repo.ts";

export const BLOCK_NOT_FOUND = "This asker isn't blocked in this session.";

export function blockedAskerRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const { db } = ctx;

  router.post("/sessions/:id/blocked-askers", async (req, res) => {
    requireUser(req);
    const sessionId = parseId(req);
    const body = parseBody(req, blockAskerBodySchema);
    const session = await requireSessionAbility(db, req, sessionId, "moderate");
    const question = await findQuestion(db, body.questionId);
    if (question?.sessionId !== session.id)
      throw new DomainError("question_not_found", QUESTION_NOT_FOUND);
    const { block, created } = await blockAsker(db, question);
    if (created) {
      await recordActivity(db, session.id, req.user, "asker_blocked", question.questionText);
      ctx.hub.publishQuestions(session.id);
    }
    res.status(created ? 201 : 200).json(presentBlockedAsker(block));
  });

  router.get("/sessions/:id/blocked-askers", async (req, res) => {
    requireUser(req);
    const session = await requireSessionAbility(db, req, parseId(req), "moderate");
    const rows = await listBlockedAskers(db, session.id);
    res.json(rows.map(presentBlockedAsker));
  });

  router.delete("/sessions/:id/blocked-askers/:blockedAskerId", async (req, res) => {
    requireUser(req);
    const sessionId = parseId(req);
    const blockId = parseId(req, "blockedAskerId");
    const session = await requireSessionAbility(db, req, sessionId, "moderate");
    if (!(await unblockAsker(db, session.id, blockId)))
      throw new DomainError("not_found", BLOCK_NOT_FOUND);
    ctx.hub.publishQuestions(session.id);
    res.json({ ok: true });
  });

  return router;
}
