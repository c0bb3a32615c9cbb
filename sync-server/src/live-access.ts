/**
 * What the live hub may know (live/access.ts), read by the feature folders' own functions: a poll
 * with its results and owner, a session with its presenter key and stage, the user of a
 * handshake's cookie and a signed visitor id. The app gives it to the hub, so live/ imports no
 * feature folder and no feature folder imports live/.
 */
import { userFromCookieHeader } from "./auth/middleware.ts";
import type { AppContext } from "./context.ts";
import { INTERNAL_MESSAGE, STATUS_OF, toDomainError } from "./http/errors.ts";
import { KeyedRequest } from "./http/idempotency.ts";
import { crossSiteRefusal } from "./http/origin-guard.ts";
import { visitorInvalid } from "./http/visitor.ts";
import type { LiveAccess } from "./live/access.ts";
import { findPoll, POLL_NOT_FOUND } from "./polls/repo.ts";
import { reactionTotals } from "./reactions/repo.ts";
import { reactionTaker } from "./reactions/take.ts";
import { findSession, roleIn, SESSION_NOT_FOUND } from "./sessions/access.ts";
import { presenterKeyMatches, readStageView } from "./stage/repo.ts";
import { WRONG_PRESENTER_KEY } from "./stage/routes.ts";

export function liveAccess(
  ctx: Pick<AppContext, "db" | "votes" | "config" | "visitorIds" | "reactions" | "limiter" | "log">,
): LiveAccess {
  const { db } = ctx;
  const take = reactionTaker(ctx);
  return {
    async poll(pollId) {
      const [results, poll] = await Promise.all([ctx.votes.results(pollId), findPoll(db, pollId)]);
      if (!results || !poll) return null;
      const hideResultsUntilClosed = Boolean(poll.hideResultsUntilClosed);
      return { results, ownerId: poll.ownerId, sessionId: poll.sessionId, hideResultsUntilClosed };
    },
    async session(sessionId) {
      const session = await findSession(db, sessionId);
      if (!session) return null;
      return {
        ownerId: session.userId,
        presenterKeyHash: session.presenterKeyHash,
        presenterKeyMatches: (key) => presenterKeyMatches(session, key),
        readStage: () => readStageView(db, session),
      };
    },
    reactionTotals: (sessionId) => reactionTotals(db, sessionId),
    async roleOf(sessionId, userId) {
      const [session, user] = await Promise.all([
        findSession(db, sessionId),
        db.selectFrom("users").select(["id", "email"]).where("id", "=", userId).executeTakeFirst(),
      ]);
      return session && user ? roleIn(db, user, session) : null;
    },
    userOf: async (cookieHeader) => (await userFromCookieHeader(ctx, cookieHeader))?.id ?? null,
    verifyVisitor: (signed) => ctx.visitorIds.verify(signed),
    async react({ sessionId, emoji, key }, { actor, userId, network, crossSite }) {
      const path = `/api/sessions/${sessionId}/reactions`;
      try {
        if (crossSite) throw crossSiteRefusal();
        if (actor === null) throw visitorInvalid();
        const request = new KeyedRequest(key, actor, "POST", path);
        const outcome = await take(request, sessionId, emoji, { userId, network });
        return {
          answer: { type: "reaction_answer", key, status: outcome.status },
          counted: !outcome.replayed,
        };
      } catch (error) {
        const refusal = toDomainError(error);
        if (!refusal) ctx.log.error(`react on the live socket (${path}) failed`, error);
        const code = refusal?.code ?? "internal";
        const { retryAfterSeconds } = refusal?.details ?? {};
        return {
          answer: {
            type: "reaction_answer",
            key,
            status: STATUS_OF[code],
            code,
            message: refusal?.message ?? INTERNAL_MESSAGE,
            ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
          },
          counted: false,
        };
      }
    },
    refusals: {
      pollNotFound: POLL_NOT_FOUND,
      sessionNotFound: SESSION_NOT_FOUND,
      wrongPresenterKey: WRONG_PRESENTER_KEY,
    },
  };
}
