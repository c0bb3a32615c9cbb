/**
 * The contract between the attendee screens and the outbox (issue 5): every attendee action
 * (ask, upvote, vote, download, QR scan) leaves the page through submit(), which writes it to
 * IndexedDB first, with a client-made id and Idempotency-Key, then sends it or keeps it queued.
 */
import type { AskQuestionBody } from "@lectern/shared";

export type OutboxAction =
  | { kind: "ask"; sessionId: number; body: AskQuestionBody }
  | { kind: "upvote"; sessionId: number; questionId: number }
  | { kind: "vote"; sessionId: number; pollId: number; choiceId: number }
  | { kind: "download"; sessionId: number; resourceId: number; email?: string }
  | { kind: "track-qr"; sessionId: number };

export type OutboxStatus = "queued" | "sending" | "failed";

/** What submit() resolves with after its first attempt. */
export type SubmitOutcome =
  | { status: "sent"; response: unknown }
  | { status: "queued" }
  | { status: "failed"; message: string };
