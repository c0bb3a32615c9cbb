/**
 * The session team's feedback calls (docs/product.md, Feedback): the summary, read again every
 * 15 seconds while shown, and opening, closing or new chips, which refresh what attendees read too
 * (the same cache entry the session page's feedback card reads, with useFeedbackState).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FeedbackState, FeedbackStateBody, FeedbackSummary } from "@lectern/shared";
import { attendeePaths } from "../../attendee/queries.ts";
import { apiRequest } from "../client.ts";

const SUMMARY_REFRESH_MS = 15_000;

export const feedbackSummaryKey = (sessionId: number) =>
  [`/api/sessions/${sessionId}/feedback`] as const;

export function useFeedbackSummary(sessionId: number) {
  return useQuery({
    queryKey: feedbackSummaryKey(sessionId),
    queryFn: ({ signal }) =>
      apiRequest<FeedbackSummary>(feedbackSummaryKey(sessionId)[0], { signal }),
    refetchInterval: SUMMARY_REFRESH_MS,
  });
}

export function useSetFeedbackState(sessionId: number) {
  const client = useQueryClient();
  const path = attendeePaths.feedbackState(sessionId);
  return useMutation({
    mutationFn: (body: FeedbackStateBody) =>
      apiRequest<FeedbackState>(path, { method: "PUT", body }),
    onSuccess: (state) => client.setQueryData([path], state),
  });
}
