/**
 * What the outbox does with an action the server did not take, decided from the error `code`
 * alone (never from the server's English): retry later, drop it, or ask the person (keep it in the
 * failed list with the reason until they discard it).
 */
import type { ErrorCode } from "@lectern/shared";
import { ApiError } from "../api/client.ts";
import { errorText } from "../api/error-text.ts";

export type OutboxDecision = "retry" | "drop" | "ask";

/**
 * `code` is null when no answer of Lectern's came (offline, a timeout, a proxy's error page):
 * that, trouble on the server's side (its database unreachable included) and a rate limit mean
 * "not now", so the action is retried.
 * An action the server already has (a vote or upvote counted under another key) is dropped: what
 * it asked for is done; so is a reaction the talk stopped offering, a tap not worth asking about.
 * Any other refusal will never succeed, so the person is asked.
 */
export function outboxDecision(code: ErrorCode | null): OutboxDecision {
  switch (code) {
    case null:
    case "internal":
    case "rate_limited":
    case "database_unavailable":
      return "retry";
    case "already_voted":
    case "already_upvoted":
    case "reaction_not_offered":
      return "drop";
    default:
      return "ask";
  }
}

export type Verdict =
  { kind: "retry" } | { kind: "drop" | "ask"; code: ErrorCode; message: string };

/** Sorts a failed send by its code, with the text the person sees for it. */
export function classifyFailure(error: unknown): Verdict {
  const code = error instanceof ApiError ? error.code : null;
  const kind = outboxDecision(code);
  if (kind === "retry" || !(error instanceof ApiError) || error.code === null)
    return { kind: "retry" };
  return { kind, code: error.code, message: errorText(error.code, error.details) };
}
