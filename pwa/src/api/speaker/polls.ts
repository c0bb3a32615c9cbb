/**
 * The owner's poll calls (docs/product.md, API): list, create, update (with the kind and its
 * fields), delete, choice edits, a quiz's reveal, a word cloud's hidden words, and the session's
 * results exports; a listed poll's results kept live (the edit screen and the live console).
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type {
  ChoiceBody,
  CreatePollBody,
  DiscardNetworkResponse,
  Poll,
  PollChoice,
  PollNetworks,
  PollResults,
  updatePollBodySchema,
} from "@lectern/shared";
import type { z } from "zod";
import { useLivePoll } from "../../attendee/live-hooks.ts";
import { attendeePaths } from "../../attendee/queries.ts";
import { downloadUrl } from "../../components/download-file.ts";
import { apiRequest } from "../client.ts";

export const sessionPollsKey = (sessionId: number) => [`/api/sessions/${sessionId}/polls`] as const;

export type UpdatePollBody = z.input<typeof updatePollBodySchema>;

export function useSessionPolls(sessionId: number | null, enabled = true) {
  return useQuery({
    queryKey: sessionPollsKey(sessionId ?? 0),
    queryFn: () => apiRequest<Poll[]>(`/api/sessions/${sessionId}/polls`),
    enabled: sessionId !== null && enabled,
  });
}

function resultsQuery(poll: Poll) {
  const path = attendeePaths.pollResults(poll.id);
  return {
    queryKey: [path],
    queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest<PollResults>(path, { signal }),
    initialData: poll.results,
  };
}

/** The poll's results: the owner's list's copy, then each push and each fresh read. */
export function useLiveResults(poll: Poll): PollResults {
  const client = useQueryClient();
  const path = attendeePaths.pollResults(poll.id);
  const listed = JSON.stringify(poll.results);
  useEffect(() => {
    client.setQueryData([path], JSON.parse(listed) as PollResults);
  }, [client, path, listed]);
  const results = useQuery(resultsQuery(poll));
  useLivePoll(poll.state === "draft" ? null : poll.id);
  return results.data;
}

/** The poll's results as last listed, pushed or read, without subscribing to them again. */
export function useKnownResults(poll: Poll): PollResults {
  return useQuery(resultsQuery(poll)).data;
}

export function createPoll(sessionId: number, body: CreatePollBody): Promise<Poll> {
  return apiRequest<Poll>(`/api/sessions/${sessionId}/polls`, { method: "POST", body });
}

/** Puts the session's polls in this order, the one every screen lists them in; answers the list. */
export function reorderPolls(sessionId: number, pollIds: readonly number[]): Promise<Poll[]> {
  return apiRequest<Poll[]>(`/api/sessions/${sessionId}/poll-order`, {
    method: "PUT",
    body: { pollIds },
  });
}

/** A change of the poll; a new `kind` is refused (409 poll_has_votes) once it has votes. */
export function updatePoll(id: number, body: UpdatePollBody): Promise<Poll> {
  return apiRequest<Poll>(`/api/polls/${id}`, { method: "PUT", body });
}

export function deletePoll(id: number): Promise<unknown> {
  return apiRequest<unknown>(`/api/polls/${id}`, { method: "DELETE" });
}

export function addChoice(pollId: number, body: ChoiceBody): Promise<PollChoice> {
  return apiRequest<PollChoice>(`/api/polls/${pollId}/choices`, { method: "POST", body });
}

/** With `correct: true` on a quiz's choice, that choice becomes the right answer. */
export function updateChoice(id: number, body: ChoiceBody): Promise<PollChoice> {
  return apiRequest<PollChoice>(`/api/poll-choices/${id}`, { method: "PUT", body });
}

export function deleteChoice(id: number): Promise<unknown> {
  return apiRequest<unknown>(`/api/poll-choices/${id}`, { method: "DELETE" });
}

/** Shows a closed quiz's right answer to everyone; answers the results with it marked. */
export function revealAnswer(pollId: number): Promise<PollResults> {
  return apiRequest<PollResults>(`/api/polls/${pollId}/reveal`, { method: "POST" });
}

/** The owner's read of where a poll's votes came from (docs/product.md, Polls). */
export function usePollNetworks(pollId: number, totalVotes: number) {
  return useQuery({
    queryKey: [`/api/polls/${pollId}/networks`, totalVotes],
    queryFn: ({ signal }) => apiRequest<PollNetworks>(`/api/polls/${pollId}/networks`, { signal }),
  });
}

/** Removes the poll's votes from one network; answers how many and the results now. */
export function discardNetwork(pollId: number, network: string): Promise<DiscardNetworkResponse> {
  return apiRequest<DiscardNetworkResponse>(`/api/polls/${pollId}/discard-network`, {
    method: "POST",
    body: { network },
  });
}

/** Hides a word cloud's word from every screen and the export. */
export function hideWord(pollId: number, text: string): Promise<{ text: string }> {
  return apiRequest<{ text: string }>(`/api/polls/${pollId}/hidden-words`, {
    method: "POST",
    body: { text },
  });
}

/** Hides an open poll's answer from every screen and the export. */
export function hideAnswer(pollId: number, answerId: number): Promise<unknown> {
  return apiRequest<unknown>(`/api/polls/${pollId}/answers/${answerId}/hide`, { method: "POST" });
}

/** Shows a hidden word again. */
export function showWord(pollId: number, text: string): Promise<unknown> {
  return apiRequest<unknown>(`/api/polls/${pollId}/hidden-words/${encodeURIComponent(text)}`, {
    method: "DELETE",
  });
}

export type ResultsExport = "polls" | "questions" | "feedback";

/** The CSV of a session's poll results, questions or feedback (docs/product.md, Export results). */
export const exportPath = (sessionId: number, which: ResultsExport): string =>
  `/api/sessions/${sessionId}/export/${which}.csv`;

export function downloadExport(sessionId: number, which: ResultsExport): Promise<void> {
  return downloadUrl(exportPath(sessionId, which), `session-${sessionId}-${which}.csv`);
}
