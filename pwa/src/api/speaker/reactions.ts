/**
 * The session team's reactions timeline (docs/product.md, Reactions): every minute the hall sent
 * reactions in, for the live console. Read again when the live channel says the totals grew
 * (live-console/use-live-stage.ts), and every 30 seconds in case a push was missed.
 */
import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { ReactionTimeline } from "@lectern/shared";
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

/** The live channel said the session's totals changed: read the timeline again. */
export function reactionsChanged(client: QueryClient, sessionId: number) {
  void client.invalidateQueries({ queryKey: reactionTimelineKey(sessionId) });
}
