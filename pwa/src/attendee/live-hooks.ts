/**
 * React hooks over the shared live socket: poll_update pushes land straight in the results cache
 * (every card, badge and count re-renders), questions_update makes the forum refetch. After a
 * reconnect both refetch, since pushes sent while the socket was down are lost.
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

export function useLiveQuestions(sessionId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const questionsKey = [attendeePaths.questions(sessionId)];
    const refetch = () => void queryClient.invalidateQueries({ queryKey: questionsKey });
    return liveSocket.subscribe({
      message: { type: "subscribe_questions", sessionId },
      onMessage(message) {
        if (message.type === "questions_update" && message.sessionId === sessionId) refetch();
      },
      onReconnect: refetch,
    });
  }, [sessionId, queryClient]);
}
