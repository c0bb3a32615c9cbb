/**
 * What the Q&A forum, a poll card and the feedback card show of actions still in the outbox
 * (outbox.ts): questions asked here that the server has not stored yet (Pending sync), upvotes (and
 * their taking back) waiting to be sent, this browser's vote in a poll and its feedback on the talk. Apart from outbox.ts so that the session
 * page's first load, which shows neither, does not carry them.
 */
import { useMemo } from "react";
import type { FeedbackBody, VoteBody } from "@lectern/shared";
import { useAllItems, type OutboxItem } from "./outbox.ts";
import { voteBodyOf } from "./send.ts";

const EMPTY: OutboxItem[] = [];

/** The outbox rows of one session, waiting and failed, in the order taken. */
function useSessionItems(sessionId: number): OutboxItem[] {
  const items = useAllItems() ?? EMPTY;
  return useMemo(() => items.filter((item) => item.sessionId === sessionId), [items, sessionId]);
}

export interface PendingQuestion {
  id: string;
  questionText: string;
  authorName: string | null;
  isAnonymous: boolean;
  createdAt: number;
}

/** Questions asked in this browser that the server has not accepted yet (Pending sync). */
export function usePendingQuestions(sessionId: number): PendingQuestion[] {
  const items = useSessionItems(sessionId);
  return useMemo(
    () =>
      items.flatMap((item) =>
        item.action.kind === "ask" && item.status !== "failed"
          ? [
              {
                id: item.id,
                questionText: item.action.body.questionText,
                authorName: item.action.body.isAnonymous
                  ? null
                  : (item.action.body.authorName ?? null),
                isAnonymous: item.action.body.isAnonymous ?? false,
                createdAt: item.createdAt,
              },
            ]
          : [],
      ),
    [items],
  );
}

/**
 * Upvotes given or taken back in this browser that still wait to be sent: for each question, whether
 * the last of them upvotes it (true) or takes the upvote back (false). They are sent in that order,
 * so the last one is what the server will hold.
 */
export function usePendingUpvotes(sessionId: number): ReadonlyMap<number, boolean> {
  const items = useSessionItems(sessionId);
  return useMemo(() => {
    const wanted = new Map<number, boolean>();
    for (const { action, status } of items) {
      if (status === "failed") continue;
      if (action.kind === "upvote") wanted.set(action.questionId, true);
      else if (action.kind === "unupvote") wanted.set(action.questionId, false);
    }
    return wanted;
  }, [items]);
}

export interface PendingVote {
  id: string;
  /** What the vote sends: `choiceId`, `choiceIds`, `words`, `rating`, `text` or `ranking`, as the person gave it. */
  ballot: VoteBody;
  /** "failed" when the server refused it for good; `error` then says why. */
  status: OutboxItem["status"];
  error: string | null;
}

/** This browser's vote in a poll that the server has not accepted yet, or refused. */
export function usePendingVote(sessionId: number, pollId: number): PendingVote | null {
  const items = useSessionItems(sessionId);
  for (let i = items.length - 1; i >= 0; i -= 1) {
    const item = items[i];
    if (item?.action.kind === "vote" && item.action.pollId === pollId) {
      return {
        id: item.id,
        ballot: voteBodyOf(item.action),
        status: item.status,
        error: item.error,
      };
    }
  }
  return null;
}

/** This browser's last feedback on the session still in the outbox (waiting or refused), if any. */
export function usePendingFeedback(
  sessionId: number,
): { id: string; body: FeedbackBody; status: OutboxItem["status"]; error: string | null } | null {
  const items = useSessionItems(sessionId);
  return useMemo(() => {
    const last = items.findLast((item) => item.action.kind === "feedback");
    if (!last || last.action.kind !== "feedback") return null;
    return { id: last.id, body: last.action.body, status: last.status, error: last.error };
  }, [items]);
}
