/**
 * How one outbox action goes over the wire and what the answer means: the call each action kind
 * makes, and whether a failure is worth retrying (no answer, server trouble, too many requests)
 * or is a refusal that will never succeed (poll closed, session deleted, invalid input).
 */
import { MESSAGES } from "@lectern/shared";
import { ApiError, isNetworkError } from "../api/client.ts";
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

const REFUSED_FALLBACK: Record<OutboxKind, string> = {
  ask: "Failed to post question",
  upvote: "Unable to vote",
  vote: "Failed to submit vote. Please try again.",
  download: "The download could not be recorded",
  "track-qr": "The QR visit could not be recorded",
};

export type Verdict = { kind: "retry" } | { kind: "refused"; message: string };

/** Statuses that say "not now" rather than "never": timeout, rate limit, server trouble. */
function isTransientStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** Sorts a failed send into "try again later" or "refused for good, with the reason". */
export function classifyFailure(kind: OutboxKind, error: unknown): Verdict {
  if (isNetworkError(error)) return { kind: "retry" };
  if (error instanceof ApiError) {
    if (isTransientStatus(error.status)) return { kind: "retry" };
    const serverMessage = error.serverMessage;
    if (kind === "upvote" && serverMessage && /already voted/i.test(serverMessage)) {
      return { kind: "refused", message: MESSAGES.alreadyUpvotedUi };
    }
    return { kind: "refused", message: serverMessage ?? REFUSED_FALLBACK[kind] };
  }
  return { kind: "retry" };
}
