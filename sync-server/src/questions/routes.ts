/**
 * Q&A endpoints (docs/product.md, Q&A forum and Moderation): anyone but the owner asks, anyone
 * upvotes an approved question once and may take that upvote back; the owner marks answered,
 * deletes, approves, dismisses, edits and replies (deleting or dismissing clears the question's
 * pin: docs/product.md, The room). In a reviewed session a new question is pending; a blocked
 * asker is refused. Asking, upvoting and taking an upvote back go through runIdempotent, so the
 * outbox's replays count once, and are limited per attendee and, far higher, per network (a
 * venue's hall shares one address: docs/decisions.md, Visitor identity). Every change is followed
 * by a bare questions_update, on which each client reads the list again with its own identity.
 */
import express, { type Request, type Response, type Router } from "express";
import {
  MESSAGES,
  PRESENTER_KEY_HEADER,
  askQuestionBodySchema,
  editQuestionBodySchema,
  questionReplyBodySchema,
  questionVoteBodySchema,
  type ActivityAction,
  type Question,
  DomainError,
  roleCan,
} from "@lectern/shared";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import type { SessionRow } from "../db/schema.ts";
import { runIdempotent } from "../http/idempotency.ts";
import { markOwnerView } from "../http/owner-view.ts";
import { actorKey, clientNetwork, requireUser } from "../http/request-context.ts";
import { networkLimitsOf } from "../config.ts";
import { parseBody, parseId, parseWith } from "../http/validate.ts";
import { ensureVisitor } from "../http/visitor.ts";
import { recordActivity } from "../members/activity.ts";
import { isOwner, readerRole, requireAbility, requireSession } from "../sessions/access.ts";
import { unpinQuestion } from "../stage/repo.ts";
import { emitEvent } from "../webhooks/repo.ts";
import { presentQuestion, readerOf } from "./presenter.ts";
import {
  OWNER_VIEW,
  PUBLIC_VIEW,
  QUESTION_NOT_FOUND,
  canSee,
  deleteQuestion,
  deleteUpvote,
  editText,
  findQuestion,
  getQuestion,
  insertQuestion,
  insertUpvote,
  isBlocked,
  listQuestions,
  markAnswered,
  setReply,
  setStatus,
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
const TOO_MANY_FROM_NETWORK =
  "Too many questions or upvotes from your network. Please wait a moment and try again.";

const questionNotFound = () => new DomainError("question_not_found", QUESTION_NOT_FOUND);

/** A question of `session` its asker just asked, as the asker sees it; gone since, a replay says so. */
async function askedQuestion(
  trx: Db,
  req: Request,
  id: number,
  session: Pick<SessionRow, "profanityFilter">,
): Promise<Question> {
  const actor = actorKey(req);
  const row = await getQuestion(trx, id, actor, { owner: false, askerKey: actor });
  if (!row) throw questionNotFound();
  return presentQuestion(row, readerOf(session, false));
}

/** A question just upvoted, as its voter (maybe the owner) sees it; gone since, a replay says so. */
async function upvotedQuestion(
  trx: Db,
  req: Request,
  question: QuestionWithOwner,
): Promise<Question> {
  const actor = actorKey(req);
  const owner = req.user?.id === question.ownerId;
  const viewer = owner ? OWNER_VIEW : { owner, askerKey: actor };
  const row = await getQuestion(trx, question.id, actor, viewer);
  if (!row) throw questionNotFound();
  return presentQuestion(row, readerOf(question, owner));
}
export const questionNotApproved = () =>
  new DomainError("question_not_approved", MESSAGES.questionNotApproved);

/**
 * `unauthorized` signed out, `question_not_found` missing, `not_owner` neither owner nor member,
 * `role_forbidden` a member who does not moderate.
 */
async function requireModeratedQuestion(db: Db, req: Request): Promise<QuestionWithOwner> {
  const user = requireUser(req);
  const question = await findQuestion(db, parseId(req));
  if (!question) throw questionNotFound();
  await requireAbility(db, user, { id: question.sessionId, userId: question.ownerId }, "moderate");
  return question;
}

/** Logs a moderator's `action` on the question (docs/product.md, Team). */
function logModeration(db: Db, req: Request, question: QuestionWithOwner, action: ActivityAction) {
  return recordActivity(db, question.sessionId, req.user, action, question.questionText);
}

/** The question as its owner reads it now: every field, the originals, askerBlocked. */
async function ownersQuestion(
  db: Db,
  req: Request,
  question: QuestionWithOwner,
): Promise<Question> {
  const row = await getQuestion(db, question.id, actorKey(req), OWNER_VIEW);
  if (!row) throw questionNotFound();
  return presentQuestion(row, readerOf(question, true));
}

export function questionRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const { db } = ctx;
  const limits = networkLimitsOf(ctx.config);
  const now = ctx.config.clock ?? Date.now;

  /**
   * The owner reads every question; the projector (a request with the presenter link's key, even
   * from the owner's browser) the approved ones, masked; anyone else the approved ones and their
   * own pending ones, masked.
   */
  router.get("/sessions/:id/questions", async (req, res) => {
    const session = await requireSession(db, parseId(req));
    const projector = req.get(PRESENTER_KEY_HEADER) !== undefined;
    const owner = !projector && roleCan(await readerRole(db, req, session), "read");
    const actor = actorKey(req);
    const viewer = owner
      ? OWNER_VIEW
      : projector
        ? PUBLIC_VIEW
        : { owner: false as const, askerKey: actor };
    const rows = await listQuestions(db, session.id, actor, viewer);
    if (owner) markOwnerView(res);
    res.json(rows.map((row) => presentQuestion(row, readerOf(session, owner))));
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
        if (await isBlocked(trx, sessionId, actor))
          throw new DomainError("asker_blocked", MESSAGES.askerBlocked);
        await ctx.limiter.hit(`ask:${actor}`, QUESTIONS_PER_MINUTE, MINUTE_MS, TOO_MANY_QUESTIONS);
        await ctx.limiter.hit(
          `ask-network:${clientNetwork(req)}`,
          limits.questionsPerMinute,
          MINUTE_MS,
          TOO_MANY_FROM_NETWORK,
        );
        if (!req.user) await ensureVisitor(trx, req.visitorId);
        const status = session.questionReview ? "pending" : "approved";
        const id = await insertQuestion(trx, sessionId, body, actor, status);
        await emitEvent(
          trx,
          session,
          "question.created",
          {
            question: {
              id,
              questionText: body.questionText,
              authorName: body.isAnonymous ? null : body.authorName,
              status,
            },
          },
          now(),
        );
        return { status: 201, body: await askedQuestion(trx, req, id, session) };
      },
      () => ctx.hub.publishQuestions(sessionId),
      // The key keeps the question's id; a replay answers the question as it is now.
      {
        keep: ({ id }) => ({ id }),
        answer: async (trx, { id }) =>
          askedQuestion(trx, req, id, await requireSession(trx, sessionId)),
      },
    );
  });

  /**
   * Gives an upvote (POST), or takes the caller's own back (DELETE, a second tap): only theirs, and
   * a question they have not upvoted is answered as it is. With an Idempotency-Key a replay changes
   * nothing (an upvote taken back and given again since stays), as the outbox needs
   * (docs/decisions.md, Exactly-once actions).
   */
  const changeUpvote = (given: boolean) => async (req: Request, res: Response) => {
    const questionId = parseId(req);
    if (given) parseWith(questionVoteBodySchema, req.body ?? {});
    await runIdempotent(
      ctx,
      req,
      res,
      async (trx) => {
        const question = await findQuestion(trx, questionId);
        if (!question) throw questionNotFound();
        const actor = actorKey(req);
        const owner = req.user?.id === question.ownerId;
        const viewer = owner ? OWNER_VIEW : { owner: false as const, askerKey: actor };
        if (!canSee(viewer, question)) throw questionNotFound();
        if (given && question.status !== "approved") throw questionNotApproved();
        await ctx.limiter.hit(`upvote:${actor}`, UPVOTES_PER_MINUTE, MINUTE_MS, TOO_MANY_UPVOTES);
        await ctx.limiter.hit(
          `upvote-network:${clientNetwork(req)}`,
          limits.upvotesPerMinute,
          MINUTE_MS,
          TOO_MANY_FROM_NETWORK,
        );
        if (given) {
          if (!req.user) await ensureVisitor(trx, req.visitorId);
          await insertUpvote(trx, questionId, actor);
        } else await deleteUpvote(trx, questionId, actor);
        return {
          status: given ? 201 : 200,
          body: { question: await upvotedQuestion(trx, req, question) },
        };
      },
      (result) => ctx.hub.publishQuestions(result.body.question.sessionId),
      // The key keeps nothing but its path; a replay answers the question as it is now.
      {
        keep: () => null,
        answer: async (trx) => {
          const question = await findQuestion(trx, questionId);
          if (!question) throw questionNotFound();
          return { question: await upvotedQuestion(trx, req, question) };
        },
      },
    );
  };
  router.post("/questions/:id/vote", changeUpvote(true));
  router.delete("/questions/:id/vote", changeUpvote(false));

  router.patch("/questions/:id/answer", async (req, res) => {
    const question = await requireModeratedQuestion(db, req);
    if (question.status !== "approved") throw questionNotApproved();
    await markAnswered(db, question.id);
    await logModeration(db, req, question, "question_answered");
    await unpinQuestion(db, question.id);
    ctx.hub.publishQuestions(question.sessionId);
    res.json({ question: await ownersQuestion(db, req, question) });
  });

  router.delete("/questions/:id", async (req, res) => {
    const question = await requireModeratedQuestion(db, req);
    await deleteQuestion(db, question.id);
    await unpinQuestion(db, question.id);
    ctx.hub.publishQuestions(question.sessionId);
    // A projector showing it goes back to the join panel (docs/product.md, The room).
    ctx.hub.publishStage(question.sessionId);
    res.json({ ok: true });
  });

  // Moderation (docs/product.md, Moderation): the owner's alone, each answering {question}.
  router.post("/questions/:id/approve", async (req, res) => {
    const question = await requireModeratedQuestion(db, req);
    await setStatus(db, question.id, "approved");
    await logModeration(db, req, question, "question_approved");
    ctx.hub.publishQuestions(question.sessionId);
    res.json({ question: await ownersQuestion(db, req, question) });
  });

  router.post("/questions/:id/dismiss", async (req, res) => {
    const question = await requireModeratedQuestion(db, req);
    await setStatus(db, question.id, "dismissed");
    await logModeration(db, req, question, "question_dismissed");
    await unpinQuestion(db, question.id);
    ctx.hub.publishQuestions(question.sessionId);
    // A projector showing it goes back to the join panel, as after a delete.
    ctx.hub.publishStage(question.sessionId);
    res.json({ question: await ownersQuestion(db, req, question) });
  });

  router.patch("/questions/:id", async (req, res) => {
    requireUser(req);
    const body = parseBody(req, editQuestionBodySchema);
    const question = await requireModeratedQuestion(db, req);
    await editText(db, question.id, body.text);
    ctx.hub.publishQuestions(question.sessionId);
    res.json({ question: await ownersQuestion(db, req, question) });
  });

  router.put("/questions/:id/reply", async (req, res) => {
    requireUser(req);
    const body = parseBody(req, questionReplyBodySchema);
    const question = await requireModeratedQuestion(db, req);
    await setReply(db, question.id, body.text);
    await logModeration(db, req, question, "question_replied");
    ctx.hub.publishQuestions(question.sessionId);
    res.json({ question: await ownersQuestion(db, req, question) });
  });

  router.delete("/questions/:id/reply", async (req, res) => {
    const question = await requireModeratedQuestion(db, req);
    await setReply(db, question.id, null);
    ctx.hub.publishQuestions(question.sessionId);
    res.json({ question: await ownersQuestion(db, req, question) });
  });

  return router;
}
