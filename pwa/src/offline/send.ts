/**
 * How one outbox action goes over the wire: the call each action kind makes. What a failed send
 * means is outbox-policy.ts's to say; what the person reads for it, failed-actions-list.tsx's.
 */
import type { OutboxAction } from "./outbox-api.ts";

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
