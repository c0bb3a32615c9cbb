/**
 * Q&A endpoints (docs/product.md, Q&A forum): anyone but the owner asks, anyone upvotes once, the
 * owner marks answered and deletes. Asking and upvoting go through runIdempotent, so the outbox's
 * replays count once, and are limited per attendee (never per IP: a venue shares one address).
 */
import express, { type Request, type Router } from "express";
import { askQuestionBodySchema, questionVoteBodySchema } from "@lectern/shared";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { DomainError } from "../domain-error.ts";
import { runIdempotent } from "../http/idempotency.ts";
import { actorKey, requireUser } from "../http/request-context.ts";
import { parseBody, parseId, parseWith } from "../http/validate.ts";
import { ensureVisitor } from "../http/visitor.ts";
import { isOwner, requireOwner, requireSession } from "../sessions/access.ts";
import { presentQuestion } from "./presenter.ts";
import {
  QUESTION_NOT_FOUND,
  deleteQuestion,
  findQuestion,
  getQuestion,
  insertQuestion,
  insertUpvote,
  listQuestions,
  markAnswered,
  type QuestionWithOwner,
} from "./repo.ts";

export const QUESTIONS_PER_MINUTE = 10;
export const UPVOTES_PER_MINUTE = 60;
const MINUTE_MS = 60_000;
export const OWNER_CANNOT_ASK = "Speakers can't ask questions in their own session.";
export const QA_DISABLED = "Q&A is turned off for this session.";
const TOO_MANY_QUESTIONS =
  "You're asking questions very quickly. Please wait a moment and try again.";
const TOO_MANY_UPVOTES = "You're upvoting very quickly. Please wait a moment and try again.";

const questionNotFound = () => new DomainError("question_not_found", QUESTION_NOT_FOUND);

/** `unauthorized` signed out, `question_not_found` missing, `not_owner` not the owner. */
async function requireOwnedQuestion(db: Db, req: Request): Promise<QuestionWithOwner> {
  const user = requireUser(req);
  const question = await findQuestion(db, parseId(req));
  if (!question) throw questionNotFound();
  requireOwner(user, question.ownerId);
  return question;
}

export function questionRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const { db } = ctx;

  router.get("/sessions/:id/questions", async (req, res) => {
    const session = await requireSession(db, parseId(req));
    const owner = isOwner(req, session);
    const rows = await listQuestions(db, session.id, actorKey(req));
    res.json(rows.map((row) => presentQuestion(row, owner)));
  });

  router.post("/sessions/:id/questions", async (req, res) => {
    const sessionId = parseId(req);
    const body = parseBody(req, askQuestionBodySchema);
    await runIdempotent(
      ctx,
      req,
      res,
      async (trx) => {
        const session = await requireSession(trx, sessionId);
        if (isOwner(req, session)) throw new DomainError("owner_cannot_ask", OWNER_CANNOT_ASK);
        if (!session.qaEnabled) throw new DomainError("qa_disabled", QA_DISABLED);
        const actor = actorKey(req);
        await ctx.limiter.hit(`ask:${actor}`, QUESTIONS_PER_MINUTE, MINUTE_MS, TOO_MANY_QUESTIONS);
        if (!req.user) await ensureVisitor(trx, req.visitorId);
        const id = await insertQuestion(trx, sessionId, body, actor);
        const row = await getQuestion(trx, id, actor);
        return { status: 201, body: presentQuestion(row!, false) };
      },
      () => ctx.hub.publishQuestions(sessionId),
    );
  });

  router.post("/questions/:id/vote", async (req, res) => {
    const questionId = parseId(req);
    parseWith(questionVoteBodySchema, req.body ?? {});
    await runIdempotent(
      ctx,
      req,
      res,
      async (trx) => {
        const question = await findQuestion(trx, questionId);
        if (!question) throw questionNotFound();
        const actor = actorKey(req);
        await ctx.limiter.hit(`upvote:${actor}`, UPVOTES_PER_MINUTE, MINUTE_MS, TOO_MANY_UPVOTES);
        if (!req.user) await ensureVisitor(trx, req.visitorId);
        await insertUpvote(trx, questionId, actor);
        const row = await getQuestion(trx, questionId, actor);
        return {
          status: 201,
          body: { question: presentQuestion(row!, req.user?.id === question.ownerId) },
        };
      },
      (result) => ctx.hub.publishQuestions(result.body.question.sessionId),
    );
  });

  router.patch("/questions/:id/answer", async (req, res) => {
    const question = await requireOwnedQuestion(db, req);
    await markAnswered(db, question.id);
    const row = await getQuestion(db, question.id, actorKey(req));
    if (!row) throw questionNotFound();
    ctx.hub.publishQuestions(question.sessionId);
    res.json({ question: presentQuestion(row, true) });
  });

  router.delete("/questions/:id", async (req, res) => {
    const question = await requireOwnedQuestion(db, req);
    await deleteQuestion(db, question.id);
    ctx.hub.publishQuestions(question.sessionId);
    res.json({ ok: true });
  });

  return router;
}
