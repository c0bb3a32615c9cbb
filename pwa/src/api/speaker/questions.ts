/**
 * The owner's Q&A moderation calls (docs/product.md, Moderation): approve or dismiss a question,
 * write or remove its reply, correct its text, and block or unblock whoever asked it. Each call
 * that changes a question refreshes the session's questions (the same cache entry the forum and
 * the console read); blocking refreshes the blocked list too.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { BlockedAsker, Question } from "@lectern/shared";
import { attendeePaths } from "../../attendee/queries.ts";
import { apiRequest } from "../client.ts";

export const blockedAskersKey = (sessionId: number) =>
  [`/api/sessions/${sessionId}/blocked-askers`] as const;

/** The session's blocked askers, newest first. */
export function useBlockedAskers(sessionId: number) {
  return useQuery({
    queryKey: blockedAskersKey(sessionId),
    queryFn: () => apiRequest<BlockedAsker[]>(blockedAskersKey(sessionId)[0]),
  });
}

export type QuestionChange =
  | { kind: "approve" }
  | { kind: "dismiss" }
  | { kind: "reply"; text: string }
  | { kind: "remove-reply" }
  | { kind: "edit"; text: string };

function send(id: number, change: QuestionChange): Promise<{ question: Question }> {
  const path = `/api/questions/${id}`;
  switch (change.kind) {
    case "approve":
    case "dismiss":
      return apiRequest(`${path}/${change.kind}`, { method: "POST" });
    case "reply":
      return apiRequest(`${path}/reply`, { method: "PUT", body: { text: change.text } });
    case "remove-reply":
      return apiRequest(`${path}/reply`, { method: "DELETE" });
    case "edit":
      return apiRequest(path, { method: "PATCH", body: { text: change.text } });
  }
}

/** Moderation of one session's questions; every call answers once the lists are fresh again. */
export function useModeration(sessionId: number) {
  const client = useQueryClient();
  const questionsKey = [attendeePaths.questions(sessionId)];
  const blockedKey = blockedAskersKey(sessionId);
  return {
    async change(question: Question, change: QuestionChange): Promise<Question> {
      const { question: changed } = await send(question.id, change);
      client.setQueryData<Question[]>(questionsKey, (list) =>
        list?.map((q) => (q.id === changed.id ? changed : q)),
      );
      await client.invalidateQueries({ queryKey: questionsKey });
      return changed;
    },
    async block(question: Question): Promise<BlockedAsker> {
      const blocked = await apiRequest<BlockedAsker>(blockedKey[0], {
        method: "POST",
        body: { questionId: question.id },
      });
      await Promise.all([
        client.invalidateQueries({ queryKey: questionsKey }),
        client.invalidateQueries({ queryKey: blockedKey }),
      ]);
      return blocked;
    },
    async unblock(blocked: BlockedAsker): Promise<void> {
      await apiRequest(`${blockedKey[0]}/${blocked.id}`, { method: "DELETE" });
      await Promise.all([
        client.invalidateQueries({ queryKey: questionsKey }),
        client.invalidateQueries({ queryKey: blockedKey }),
      ]);
    },
  };
}
