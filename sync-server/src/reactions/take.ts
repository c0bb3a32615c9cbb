/**
 * A reaction taken, whichever way it came (docs/product.md, Reactions): the POST of routes.ts and
 * the `react` message on the live socket (live-access.ts) both count it here, so the two refuse
 * alike, and a key sent both ways counts once (docs/decisions.md, Reactions on the live socket).
 */
import { DomainError, reactionMinuteOf, type ReactionEmoji } from "@lectern/shared";
import { networkLimitsOf } from "../config.ts";
import type { AppContext } from "../context.ts";
import type { IdempotentOutcome, IdempotentRequest } from "../db/idempotency-keys.ts";
import type { ReactionAnswer } from "../db/reactions.ts";
import { sessionNotFound } from "../sessions/access.ts";
import { reactionsOf } from "./repo.ts";

const SECOND_MS = 1_000;
const MINUTE_MS = 60_000;
const REACTION_NOT_OFFERED = "This talk does not offer that reaction.";
const OWNER_CANNOT_REACT = "Speakers don't react to their own talk.";
const TOO_MANY_REACTIONS = "One reaction a second, please.";
const TOO_MANY_FROM_NETWORK =
  "Too many reactions from your network. Please wait a moment and try again.";

/** Who taps: the signed-in user, if any, and the network the tap came from. */
export interface Reactor {
  userId: number | null;
  network: string;
}

export type TakeReaction = (
  request: IdempotentRequest,
  sessionId: number,
  emoji: ReactionEmoji,
  reactor: Reactor,
) => Promise<IdempotentOutcome<ReactionAnswer>>;

export function reactionTaker(
  ctx: Pick<AppContext, "config" | "limiter" | "reactions">,
): TakeReaction {
  const limits = networkLimitsOf(ctx.config);
  const now = ctx.config.clock ?? Date.now;
  return (request, sessionId, emoji, { userId, network }) =>
    // Checked only for a new key: a replay is answered from its record, however soon it comes.
    ctx.reactions.add(
      request,
      { sessionId, emoji, minute: reactionMinuteOf(now()) },
      async (session) => {
        if (!session) throw sessionNotFound();
        if (userId === session.userId)
          throw new DomainError("owner_cannot_react", OWNER_CANNOT_REACT);
        if (!reactionsOf(session).includes(emoji))
          throw new DomainError("reaction_not_offered", REACTION_NOT_OFFERED);
        await ctx.limiter.hit(`reaction:${request.actor}`, 1, SECOND_MS, TOO_MANY_REACTIONS);
        await ctx.limiter.hit(
          `reaction-network:${network}`,
          limits.reactionsPerMinute,
          MINUTE_MS,
          TOO_MANY_FROM_NETWORK,
        );
      },
    );
}
