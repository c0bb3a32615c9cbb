/**
 * Reaction endpoints (docs/product.md, Reactions). An attendee (anyone but the owner) taps one of
 * the emoji the session offers, one a second; the tap is counted in its minute in the same
 * transaction as its idempotency key, each engine its fastest way (db/reactions.ts), so a reaction
 * queued offline counts once however often it is replayed. The stage's sockets
 * get the totals at most every REACTION_PUSH_MS (live/hub.ts); the team reads the timeline.
 */
import express, { type Router } from "express";
import { DomainError, reactionBodySchema, reactionMinuteOf } from "@lectern/shared";
import type { AppContext } from "../context.ts";
import { networkLimitsOf } from "../config.ts";
import { runIdempotentFast } from "../http/idempotency.ts";
import { markOwnerView } from "../http/owner-view.ts";
import { actorKey, clientNetwork } from "../http/request-context.ts";
import { parseBody, parseId } from "../http/validate.ts";
import { isOwner, requireSession, requireSessionAbility } from "../sessions/access.ts";
import { reactionsOf, reactionTimeline } from "./repo.ts";

const SECOND_MS = 1_000;
const MINUTE_MS = 60_000;
const REACTION_NOT_OFFERED = "This talk does not offer that reaction.";
const OWNER_CANNOT_REACT = "Speakers don't react to their own talk.";
const TOO_MANY_REACTIONS = "One reaction a second, please.";
const TOO_MANY_FROM_NETWORK =
  "Too many reactions from your network. Please wait a moment and try again.";

export function reactionRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const { db } = ctx;
  const limits = networkLimitsOf(ctx.config);
  const now = ctx.config.clock ?? Date.now;

  router.post("/sessions/:id/reactions", async (req, res) => {
    const sessionId = parseId(req);
    const { emoji } = parseBody(req, reactionBodySchema);
    const session = await requireSession(db, sessionId);
    if (isOwner(req, session)) throw new DomainError("owner_cannot_react", OWNER_CANNOT_REACT);
    if (!reactionsOf(session).includes(emoji))
      throw new DomainError("reaction_not_offered", REACTION_NOT_OFFERED);
    // Counted only for a new key: a replay is answered from its record, however soon it comes.
    const admit = async () => {
      await ctx.limiter.hit(`reaction:${actorKey(req)}`, 1, SECOND_MS, TOO_MANY_REACTIONS);
      await ctx.limiter.hit(
        `reaction-network:${clientNetwork(req)}`,
        limits.reactionsPerMinute,
        MINUTE_MS,
        TOO_MANY_FROM_NETWORK,
      );
    };
    await runIdempotentFast(
      req,
      res,
      (request) =>
        ctx.reactions.add(request, { sessionId, emoji, minute: reactionMinuteOf(now()) }, admit),
      () => ctx.hub.publishReactions(sessionId),
    );
  });

  /** The per-minute timeline, for the session's team (the console). */
  router.get("/sessions/:id/reactions", async (req, res) => {
    const session = await requireSessionAbility(db, req, parseId(req), "read");
    markOwnerView(res);
    res.json(await reactionTimeline(db, session.id));
  });

  return router;
}
