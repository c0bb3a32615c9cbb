/**
 * Feedback endpoints (docs/product.md, Feedback). Anyone reads whether a session takes feedback,
 * its chips and their own; the owner and co-hosts open or close it and set the chips (else it opens
 * by itself at the talk's end time); anyone but the owner sends 1 to 5 stars, chips and a comment,
 * once per attendee (sending again replaces it) through runIdempotent, so the outbox's replays
 * count once, limited per attendee and, far higher, per network; the session's team reads the
 * summary, never public. Opening, closing and new chips reach every open page as feedback_update.
 */
import express, { type Request, type Router } from "express";
import {
  DomainError,
  feedbackBodySchema,
  feedbackStateBodySchema,
  type Feedback,
  type FeedbackState,
} from "@lectern/shared";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import type { SessionRow } from "../db/schema.ts";
import { networkLimitsOf } from "../config.ts";
import { runIdempotent } from "../http/idempotency.ts";
import { markOwnerView } from "../http/owner-view.ts";
import { actorKey, clientNetwork } from "../http/request-context.ts";
import { parseBody, parseId } from "../http/validate.ts";
import { ensureVisitor } from "../http/visitor.ts";
import { sessionEventOf } from "../events/repo.ts";
import { isOwner, requireSession, requireSessionAbility } from "../sessions/access.ts";
import { emitEvent } from "../webhooks/repo.ts";
import { presentFeedback, summarise } from "./presenter.ts";
import {
  chipsOf,
  feedbackWindow,
  findFeedback,
  listFeedback,
  saveFeedback,
  setFeedbackState,
} from "./repo.ts";

export const FEEDBACK_PER_MINUTE = 10;
const MINUTE_MS = 60_000;
const FEEDBACK_CLOSED = "Feedback is closed for this talk.";
const OWNER_CANNOT_GIVE_FEEDBACK = "Speakers can't give feedback on their own talk.";
const CHIP_UNKNOWN = "That chip is not one this talk offers.";
const TOO_MUCH_FEEDBACK =
  "You're sending feedback very quickly. Please wait a moment and try again.";
const TOO_MUCH_FROM_NETWORK =
  "Too much feedback from your network. Please wait a moment and try again.";

export function feedbackRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const { db } = ctx;
  const limits = networkLimitsOf(ctx.config);
  const now = ctx.config.clock ?? Date.now;

  /** When the session's talk ends, if it is a talk of an event. */
  const talkEndsAt = async (trx: Db, sessionId: number) =>
    (await sessionEventOf(trx, sessionId))?.endsAt ?? null;

  async function stateOf(trx: Db, session: SessionRow, req: Request): Promise<FeedbackState> {
    const [endsAt, mine] = await Promise.all([
      talkEndsAt(trx, session.id),
      findFeedback(trx, session.id, actorKey(req)),
    ]);
    return {
      ...feedbackWindow(session, endsAt, now()),
      chips: chipsOf(session),
      mine: mine ? presentFeedback(mine) : null,
    };
  }

  router.get("/sessions/:id/feedback/state", async (req, res) => {
    const session = await requireSession(db, parseId(req));
    res.json(await stateOf(db, session, req));
  });

  router.put("/sessions/:id/feedback/state", async (req, res) => {
    const body = parseBody(req, feedbackStateBodySchema);
    const session = await requireSessionAbility(db, req, parseId(req), "edit");
    await setFeedbackState(db, session.id, body);
    ctx.hub.publishFeedback(session.id);
    res.json(await stateOf(db, await requireSession(db, session.id), req));
  });

  router.post("/sessions/:id/feedback", async (req, res) => {
    const sessionId = parseId(req);
    const body = parseBody(req, feedbackBodySchema);
    await runIdempotent<{ feedback: Feedback }>(ctx, req, res, async (trx) => {
      const session = await requireSession(trx, sessionId);
      if (isOwner(req, session))
        throw new DomainError("owner_cannot_give_feedback", OWNER_CANNOT_GIVE_FEEDBACK);
      if (!feedbackWindow(session, await talkEndsAt(trx, sessionId), now()).open)
        throw new DomainError("feedback_closed", FEEDBACK_CLOSED);
      const offered = new Set(chipsOf(session));
      if (body.chips.some((chip) => !offered.has(chip)))
        throw new DomainError("feedback_chip_unknown", CHIP_UNKNOWN);
      const actor = actorKey(req);
      await ctx.limiter.hit(`feedback:${actor}`, FEEDBACK_PER_MINUTE, MINUTE_MS, TOO_MUCH_FEEDBACK);
      await ctx.limiter.hit(
        `feedback-network:${clientNetwork(req)}`,
        limits.feedbackPerMinute,
        MINUTE_MS,
        TOO_MUCH_FROM_NETWORK,
      );
      if (!req.user) await ensureVisitor(trx, req.visitorId);
      const before = await findFeedback(trx, sessionId, actor);
      const saved = await saveFeedback(trx, sessionId, actor, body);
      if (!before)
        await emitEvent(
          trx,
          session,
          "feedback.created",
          { feedback: presentFeedback(saved) },
          now(),
        );
      return { status: before ? 200 : 201, body: { feedback: presentFeedback(saved) } };
    });
  });

  /** The summary, for the session's team: comments masked for all but the owner, as in Q&A. */
  router.get("/sessions/:id/feedback", async (req, res) => {
    const session = await requireSessionAbility(db, req, parseId(req), "read");
    const masked = !isOwner(req, session) && session.profanityFilter === 1;
    markOwnerView(res);
    res.json(summarise(await listFeedback(db, session.id), chipsOf(session), masked));
  });

  return router;
}
