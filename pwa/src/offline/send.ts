/**
 * How one outbox action goes over the wire: the call each action kind makes. What a failed send
 * means is outbox-policy.ts's to say; what the person reads for it, failed-actions-list.tsx's.
 */
import type { VoteBody } from "@lectern/shared";
import type { OutboxAction, VoteAction } from "./outbox-api.ts";

export interface ActionRequest {
  /** POST for every action but taking an upvote back (DELETE, no body). */
  method?: "DELETE";
  path: string;
  body: unknown;
}

export function requestFor(action: OutboxAction): ActionRequest {
  switch (action.kind) {
    case "ask":
      return { path: `/api/sessions/${action.sessionId}/questions`, body: action.body };
    case "upvote":
      return { path: `/api/questions/${action.questionId}/vote`, body: {} };
    case "unupvote":
      return {
        method: "DELETE",
        path: `/api/questions/${action.questionId}/vote`,
        body: undefined,
      };
    case "vote":
      return { path: `/api/polls/${action.pollId}/vote`, body: voteBodyOf(action) };
    case "feedback":
      return { path: `/api/sessions/${action.sessionId}/feedback`, body: action.body };
    case "reaction":
      return { path: `/api/sessions/${action.sessionId}/reactions`, body: action.body };
    case "download":
      return {
        path: `/api/resources/${action.resourceId}/download`,
        body:
          action.email === undefined
            ? {}
            : { email: action.email, ...(action.locale ? { locale: action.locale } : {}) },
      };
    case "track-qr":
      return { path: `/api/sessions/${action.sessionId}/track-qr`, body: {} };
  }
}

/** The ballot of a vote action, whichever kind it is: only the fields it has, as the server takes them. */
export function voteBodyOf(action: VoteAction): VoteBody {
  const { choiceId, choiceIds, words, rating, text, ranking } = action;
  if (choiceIds !== undefined) return { choiceIds };
  if (words !== undefined) return { words };
  if (rating !== undefined) return { rating };
  if (text !== undefined) return { text };
  if (ranking !== undefined) return { ranking };
  return { choiceId };
}
