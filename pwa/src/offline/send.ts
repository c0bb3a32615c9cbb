/**
 * How one outbox action goes over the wire: the call each action kind makes, and its label in the
 * waiting list. What a failed send means is outbox-policy.ts's to say.
 */
import type { OutboxAction, OutboxKind } from "./outbox-api.ts";

export interface ActionRequest {
  path: string;
  body: unknown;
}

export function requestFor(action: OutboxAction): ActionRequest {
  switch (action.kind) {
    case "ask":
      return { path: `/api/sessions/${action.sessionId}/questions`, body: action.body };
    case "upvote":
      return { path: `/api/questions/${action.questionId}/vote`, body: {} };
    case "vote":
      return { path: `/api/polls/${action.pollId}/vote`, body: { choiceId: action.choiceId } };
    case "download":
      return {
        path: `/api/resources/${action.resourceId}/download`,
        body: action.email === undefined ? {} : { email: action.email },
      };
    case "track-qr":
      return { path: `/api/sessions/${action.sessionId}/track-qr`, body: {} };
  }
}

/** What the person sees in the waiting list for each kind of action. */
export const ACTION_LABELS: Record<OutboxKind, string> = {
  ask: "Question",
  upvote: "Upvote",
  vote: "Poll vote",
  download: "Download",
  "track-qr": "QR visit",
};
