/** The owner's poll calls (docs/product.md, API): list, create, update, delete, choice edits. */
import { useQuery } from "@tanstack/react-query";
import type { ChoiceBody, CreatePollBody, Poll, PollChoice, PollState } from "@lectern/shared";
import { apiRequest } from "../client.ts";

export const sessionPollsKey = (sessionId: number) => [`/api/sessions/${sessionId}/polls`] as const;

export function useSessionPolls(sessionId: number | null, enabled = true) {
  return useQuery({
    queryKey: sessionPollsKey(sessionId ?? 0),
    queryFn: () => apiRequest<Poll[]>(`/api/sessions/${sessionId}/polls`),
    enabled: sessionId !== null && enabled,
  });
}

export function createPoll(sessionId: number, body: CreatePollBody): Promise<Poll> {
  return apiRequest<Poll>(`/api/sessions/${sessionId}/polls`, { method: "POST", body });
}

export function updatePoll(
  id: number,
  body: { title?: string; question?: string; state?: PollState; order?: number },
): Promise<Poll> {
  return apiRequest<Poll>(`/api/polls/${id}`, { method: "PUT", body });
}

export function deletePoll(id: number): Promise<unknown> {
  return apiRequest<unknown>(`/api/polls/${id}`, { method: "DELETE" });
}

export function addChoice(pollId: number, body: ChoiceBody): Promise<PollChoice> {
  return apiRequest<PollChoice>(`/api/polls/${pollId}/choices`, { method: "POST", body });
}

export function updateChoice(id: number, body: ChoiceBody): Promise<PollChoice> {
  return apiRequest<PollChoice>(`/api/poll-choices/${id}`, { method: "PUT", body });
}

export function deleteChoice(id: number): Promise<unknown> {
  return apiRequest<unknown>(`/api/poll-choices/${id}`, { method: "DELETE" });
}
