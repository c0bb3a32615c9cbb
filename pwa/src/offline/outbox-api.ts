/**
 * The contract between the attendee screens and the outbox (docs/decisions.md, Offline-first):
 * every attendee action (ask, upvote and its taking back, vote, feedback, reaction, download, QR
 * scan) leaves
 * the page through submit(),
 * which writes it to IndexedDB first, with a client-made id and Idempotency-Key, then sends it or
 * keeps it queued.
 */
import type {
  AskQuestionBody,
  ErrorCode,
  FeedbackBody,
  Locale,
  ReactionBody,
  VoteBody,
} from "@lectern/shared";

/**
 * A vote carries its ballot's fields beside the routing ones: `{choiceId}` (single, quiz, and every
 * vote queued before poll kinds existed), `{choiceIds}`, `{words}`, `{rating}`, `{text}` or `{ranking}`.
 */
export type VoteAction = { kind: "vote"; sessionId: number; pollId: number } & VoteBody;

export type OutboxAction =
  | { kind: "ask"; sessionId: number; body: AskQuestionBody }
  | { kind: "upvote"; sessionId: number; questionId: number }
  /** A second tap on the upvote: takes this visitor's upvote back (DELETE). */
  | { kind: "unupvote"; sessionId: number; questionId: number }
  | VoteAction
  /** Stars, chips and a comment at the end of the talk; a later one replaces it on the server. */
  | { kind: "feedback"; sessionId: number; body: FeedbackBody }
  /** A tap on one of the session's reactions; each counts once. */
  | { kind: "reaction"; sessionId: number; body: ReactionBody }
  | { kind: "download"; sessionId: number; resourceId: number; email?: string; locale?: Locale }
  | { kind: "track-qr"; sessionId: number };

export type OutboxKind = OutboxAction["kind"];

export type OutboxStatus = "queued" | "sending" | "failed";

/** What submit() resolves with after its first attempt. */
export type SubmitOutcome =
  | { status: "sent"; response: unknown }
  | { status: "queued" }
  /**
   * `code` is the server's (what the screen acts on); null when no request could be made.
   * `actionId` names the outbox row kept for the refusal, for a screen that shows the reason itself
   * and so discards the row (absent when nothing was kept).
   */
  | { status: "failed"; code: ErrorCode | null; message: string; actionId?: string };

/** One row of the outbox table: an action waiting to be sent, being sent, or refused for good. */
export interface OutboxItem {
  /** Auto-increment: the order the person took the actions in, and the order of replay. */
  seq?: number;
  /** Made in the browser when the action was taken; sent as the Idempotency-Key. */
  id: string;
  sessionId: number;
  action: OutboxAction;
  status: OutboxStatus;
  /** How many sends of it were started (a row still here got no final answer to any). */
  attempts: number;
  /** Epoch milliseconds when the person took the action. */
  createdAt: number;
  /** Why the server refused it (status "failed"), in words the person can read. */
  error: string | null;
  /** The code of that refusal (rows stored before codes existed have none). */
  errorCode?: ErrorCode;
  /** Given up after sends that got no answer: the server may have it (listed "May not have been sent"). */
  mayHaveArrived?: boolean;
}
