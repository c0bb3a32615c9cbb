/**
 * The attendee pages' reads. Each query key is the GET path itself (docs/product.md, API: data
 * loading is a GET to the first element of the query key), so live updates and the outbox can find
 * and refresh the same cache entry by path.
 */
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { embedPollId, QUESTIONS_REFETCH_MS, sessionPageId } from "@lectern/shared";
import type {
  DeckResponse,
  EmbedPoll,
  FeedbackState,
  Poll,
  PollResults,
  PublicSession,
  Question,
  VoteStatus,
} from "@lectern/shared";
import { apiRequest } from "../api/client.ts";
import { nextTask } from "../app/next-task.ts";
import { viewSourceHeaders } from "./view-source.ts";
import { prerenderedEmbedPoll, prerenderedPolls, prerenderedSession } from "./prerendered-reads.ts";

export const attendeePaths = {
  publicSession: (sessionId: number) => `/api/sessions/${sessionId}/public`,
  publicPolls: (sessionId: number) => `/api/sessions/${sessionId}/public-polls`,
  questions: (sessionId: number) => `/api/sessions/${sessionId}/questions`,
  pollResults: (pollId: number) => `/api/polls/${pollId}/results`,
  voteStatus: (pollId: number) => `/api/polls/${pollId}/vote-status`,
  embedPoll: (pollId: number) => `/api/polls/${pollId}/embed`,
  deck: (sessionId: number) => `/api/sessions/${sessionId}/deck`,
  feedbackState: (sessionId: number) => `/api/sessions/${sessionId}/feedback/state`,
};

function get<T>({
  queryKey,
  signal,
}: {
  queryKey: readonly unknown[];
  signal: AbortSignal;
}): Promise<T> {
  const path = String(queryKey[0]);
  // The session's read is the page view: it says where the visit came from.
  const headers = path.endsWith("/public") ? viewSourceHeaders() : undefined;
  return apiRequest<T>(path, { signal, headers });
}

/** Shows the server's pre-rendered view (a first visit) until the GET, which counts the page view, answers. */
export function usePublicSession(sessionId: number | null) {
  return useQuery({
    queryKey: [attendeePaths.publicSession(sessionId ?? 0)],
    queryFn: get<PublicSession>,
    enabled: sessionId !== null,
    placeholderData: prerenderedSession(sessionId),
  });
}

/** An attendee page's first reads: a session page's view and polls, an embedded poll and its vote status. */
function attendeePageReads(pathname: string): string[] {
  const sessionId = sessionPageId(pathname);
  if (sessionId !== null)
    return [attendeePaths.publicSession(sessionId), attendeePaths.publicPolls(sessionId)];
  const pollId = embedPollId(pathname);
  if (pollId !== null) return [attendeePaths.embedPoll(pollId), attendeePaths.voteStatus(pollId)];
  return [];
}

/**
 * On /session/{id} and /embed/poll/{id}, starts the page's reads as the app starts, before the
 * page's code and React have run; the page's queries then take them over (the same keys), so each
 * is sent once, and a query that finds its read under way need not render again to say it started
 * one. Each read starts in a task of its own: a phone's first fetch() takes up to 10 ms
 * (docs/decisions.md, What was measured).
 */
export async function prefetchAttendeePage(client: QueryClient, pathname: string): Promise<void> {
  for (const path of attendeePageReads(pathname)) {
    await nextTask();
    void client.prefetchQuery({ queryKey: [path], queryFn: get });
  }
}

/** Shows the server's pre-rendered polls (a first visit) until the GET answers. */
export function usePublicPolls(sessionId: number, enabled = true) {
  return useQuery({
    queryKey: [attendeePaths.publicPolls(sessionId)],
    queryFn: get<Poll[]>,
    enabled,
    placeholderData: prerenderedPolls(sessionId),
  });
}

/**
 * The questions' read, also made ahead at a first visit (keep-tab-reads.ts) and then kept in the
 * page's cache for as long as the page is open, so the Q&A tab opens with them offline.
 */
export function questionsQuery(sessionId: number) {
  return {
    queryKey: [attendeePaths.questions(sessionId)],
    queryFn: get<Question[]>,
    gcTime: Infinity,
  };
}

/**
 * The questions, read every 5 s (docs/product.md, Limits); live pushes only make it quicker. Read
 * ahead and older than that when the tab opens, they are read again at once.
 */
export function useQuestions(sessionId: number) {
  return useQuery({
    ...questionsQuery(sessionId),
    refetchInterval: QUESTIONS_REFETCH_MS,
    refetchOnMount: (query) =>
      Date.now() - query.state.dataUpdatedAt > QUESTIONS_REFETCH_MS ? "always" : false,
  });
}

export function usePollResults(pollId: number, enabled: boolean) {
  return useQuery({
    queryKey: [attendeePaths.pollResults(pollId)],
    queryFn: get<PollResults>,
    enabled,
  });
}

export function useVoteStatus(pollId: number, enabled: boolean) {
  return useQuery({
    queryKey: [attendeePaths.voteStatus(pollId)],
    queryFn: get<VoteStatus>,
    enabled,
  });
}

/** Shows the server's pre-rendered poll (a first visit) until the GET answers. */
export function useEmbedPoll(pollId: number | null) {
  return useQuery({
    queryKey: [attendeePaths.embedPoll(pollId ?? 0)],
    queryFn: get<EmbedPoll>,
    enabled: pollId !== null,
    placeholderData: prerenderedEmbedPoll(pollId),
  });
}

/**
 * The deck's pages this reader may see, read again on deck_update (stage-follow.tsx); kept while
 * the page is open, so a phone that loses the network keeps the deck so far.
 */
export function useDeck(sessionId: number) {
  return useQuery({
    queryKey: [attendeePaths.deck(sessionId)],
    queryFn: get<DeckResponse>,
    gcTime: Infinity,
  });
}

/**
 * Whether the session takes feedback, its chips and the reader's own: read by the attendee's
 * feedback card and the team's Feedback tab alike, refreshed on feedback_update (stage-follow.tsx).
 */
export function useFeedbackState(sessionId: number) {
  return useQuery({
    queryKey: [attendeePaths.feedbackState(sessionId)],
    queryFn: get<FeedbackState>,
  });
}
