/**
 * Reaction endpoints (docs/product.md, Reactions). An attendee (anyone but the owner) taps one of
 * the emoji the session offers, one a second; the tap is counted in its minute in the same
 * transaction as its idempotency key (take.ts, the same as a tap on the live socket), so a
 * reaction queued offline counts once however often it is replayed. The stage's sockets get the
 * totals at most every REACTION_PUSH_MS (live/hub.ts); the team reads the timeline.
 */
import express, { type Router } from "express";
import { reactionBodySchema } from "@lectern/shared";
import type { AppContext } from "../context.ts";
import { runIdempotentFast } from "../http/idempotency.ts";
import { markOwnerView } from "../http/owner-view.ts";
import { clientNetwork } from "../http/request-context.ts";
import { parseBody, parseId } from "../http/validate.ts";
import { requireSessionAbility } from "../sessions/access.ts";
import { reactionTimeline } from "./repo.ts";
import { reactionTaker } from "./take.ts";

export function reactionRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const { db } = ctx;
  const take = reactionTaker(ctx);

  router.post("/sessions/:id/reactions", async (req, res) => {
    const sessionId = parseId(req);
    const { emoji } = parseBody(req, reactionBodySchema);
    const reactor = { userId: req.user?.id ?? null, network: clientNetwork(req) };
    await runIdempotentFast(
      req,
      res,
      (request) => take(request, sessionId, emoji, reactor),
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
