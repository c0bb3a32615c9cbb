/**
 * Quiz leaderboard endpoints (docs/product.md, Quiz leaderboard): an attendee sets the nickname
 * they show under in one session (profanity refused; a few a minute), and anyone who may see the
 * session reads the top ten over its revealed quizzes with their own place.
 */
import express, { type Router } from "express";
import { DomainError, nicknameBodySchema } from "@lectern/shared";
import type { AppContext } from "../context.ts";
import { runIdempotent } from "../http/idempotency.ts";
import { networkLimitsOf } from "../config.ts";
import { actorKey, clientNetwork } from "../http/request-context.ts";
import { parseBody, parseId } from "../http/validate.ts";
import { isProfane } from "../profanity.ts";
import { requireSession } from "../sessions/access.ts";
import { leaderboardOf, saveNickname } from "./repo.ts";

const NICKNAMES_PER_MINUTE = 10;
const MINUTE_MS = 60_000;
const NICKNAME_REFUSED = "Please choose another nickname.";
const TOO_MANY_NICKNAMES = "You're changing your nickname very quickly. Please wait a moment.";
const TOO_MANY_FROM_NETWORK =
  "Too many nicknames set from your network. Please wait a moment and try again.";

export function leaderboardRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const { db } = ctx;

  router.put("/sessions/:id/nickname", async (req, res) => {
    const sessionId = parseId(req);
    const { nickname } = parseBody(req, nicknameBodySchema);
    if (isProfane(nickname)) throw new DomainError("nickname_refused", NICKNAME_REFUSED);
    await runIdempotent<{ nickname: string }>(ctx, req, res, async (trx) => {
      await requireSession(trx, sessionId);
      await ctx.limiter.hit(
        `nickname:${actorKey(req)}`,
        NICKNAMES_PER_MINUTE,
        MINUTE_MS,
        TOO_MANY_NICKNAMES,
      );
      await ctx.limiter.hit(
        `nickname-network:${clientNetwork(req)}`,
        networkLimitsOf(ctx.config).nicknamesPerMinute,
        MINUTE_MS,
        TOO_MANY_FROM_NETWORK,
      );
      await saveNickname(trx, sessionId, actorKey(req), nickname);
      return { status: 200, body: { nickname } };
    });
  });

  router.get("/sessions/:id/leaderboard", async (req, res) => {
    const session = await requireSession(db, parseId(req));
    res.json(await leaderboardOf(db, session.id, actorKey(req)));
  });

  return router;
}
