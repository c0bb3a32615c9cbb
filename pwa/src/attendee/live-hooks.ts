/**
 * React hooks over the shared live socket: poll_update pushes land straight in the results cache
 * (every card, badge and count re-renders), questions_update makes the forum refetch. After a
 * reconnect both refetch, since pushes sent while the socket was down are lost. An attendee's
 * page also counts as present in the room (useAttend).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { PollResults } from "@lectern/shared";
import { liveSocket } from "./live-socket.ts";
import { attendeePaths } from "./queries.ts";

export function useLivePoll(pollId: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (pollId === null) return;
    const resultsKey = [attendeePaths.pollResults(pollId)];
    return liveSocket.subscribe({
      message: { type: "subscribe_poll", pollId },
      onMessage(message) {
        if (message.type === "poll_update" && message.pollId === pollId) {
          queryClient.setQueryData<PollResults>(resultsKey, message.data);
        }
      },
      onReconnect() {
        void queryClient.invalidateQueries({ queryKey: resultsKey });
        void queryClient.invalidateQueries({ queryKey: [attendeePaths.voteStatus(pollId)] });
      },
    });
  }, [pollId, queryClient]);
}

/**
 * Reads `path` (the session's questions by default) again on every questions_update of the session
 * and after a reconnect.
 */
export function useLiveQuestions(
  sessionId: number,
  path: string = attendeePaths.questions(sessionId),
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const questionsKey = [path];
    const refetch = () => void queryClient.invalidateQueries({ queryKey: questionsKey });
    return liveSocket.subscribe({
      message: { type: "subscribe_questions", sessionId },
      onMessage(message) {
        if (message.type === "questions_update" && message.sessionId === sessionId) refetch();
      },
      onReconnect: refetch,
    });
  }, [sessionId, path, queryClient]);
}

/**
 * Counts this page as an attendee of the session while it is open (docs/product.md, The room): the
 * session page and the embed send `attend` once connected, and again after every reconnect.
 */
export function useAttend(sessionId: number | null): void {
  useEffect(() => {
    if (sessionId === null) return;
    return liveSocket.subscribe({ message: { type: "attend", sessionId }, onMessage() {} });
  }, [sessionId]);
}
