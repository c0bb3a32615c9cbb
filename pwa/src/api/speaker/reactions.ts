/**
 * The session team's reactions timeline (docs/product.md, Reactions): every minute the hall sent
 * reactions in, for the live console. A push of the hall's totals (live-console/use-live-stage.ts)
 * adds what grew to the minute it came in, without a read, since it comes up to 4 times a second
 * while the hall reacts; a reconnect, totals that did not only grow, and every 30 seconds read it
 * again, in case a push was missed.
 */
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { withPushedTotals, type ReactionCounts, type ReactionTimeline } from "@lectern/shared";
import { apiRequest } from "../client.ts";

const TIMELINE_REFRESH_MS = 30_000;

export const reactionTimelineKey = (sessionId: number) =>
  [`/api/sessions/${sessionId}/reactions`] as const;

export function useReactionTimeline(sessionId: number) {
  return useQuery({
    queryKey: reactionTimelineKey(sessionId),
    queryFn: ({ signal }) =>
      apiRequest<ReactionTimeline>(reactionTimelineKey(sessionId)[0], { signal }),
    refetchInterval: TIMELINE_REFRESH_MS,
  });
}

/** Read the timeline again (a reconnect may have missed pushes). */
export function reactionsChanged(client: QueryClient, sessionId: number) {
  void client.invalidateQueries({ queryKey: reactionTimelineKey(sessionId) });
}

/** The live channel pushed the session's totals: count what grew in this minute. */
export function reactionsPushed(client: QueryClient, sessionId: number, totals: ReactionCounts) {
  const timeline = client.getQueryData<ReactionTimeline>(reactionTimelineKey(sessionId));
  const next = timeline && withPushedTotals(timeline, totals, Date.now());
  if (next) client.setQueryData(reactionTimelineKey(sessionId), next);
  else reactionsChanged(client, sessionId);
}
