/**
 * The quiz leaderboard as the attendee's card and the projector's panel read it (docs/product.md,
 * Quiz leaderboard): GET /api/sessions/{id}/leaderboard, read again every LEADERBOARD_REFRESH_MS
 * while shown, since a reveal changes it and no push names it; and the attendee's nickname.
 */
import { useQuery } from "@tanstack/react-query";
import type { Leaderboard, NicknameBody } from "@lectern/shared";
import { apiRequest } from "../api/client.ts";

export const LEADERBOARD_REFRESH_MS = 5_000;

export const leaderboardPath = (sessionId: number) => `/api/sessions/${sessionId}/leaderboard`;

export function useLeaderboard(sessionId: number) {
  return useQuery({
    queryKey: [leaderboardPath(sessionId)],
    queryFn: ({ signal }) => apiRequest<Leaderboard>(leaderboardPath(sessionId), { signal }),
    refetchInterval: LEADERBOARD_REFRESH_MS,
  });
}

export function saveNickname(sessionId: number, body: NicknameBody): Promise<unknown> {
  return apiRequest<unknown>(`/api/sessions/${sessionId}/nickname`, { method: "PUT", body });
}
