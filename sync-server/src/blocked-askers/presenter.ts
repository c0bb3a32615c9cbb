/**
 * A blocked asker as the owner's Blocked list shows it (blockedAskerSchema): the question they were
 * blocked from in the original words (only the owner reads this list), its author's name unless
 * they asked anonymously, both null once the question is deleted. Never the asker's key: a visitor
 * id is a credential of sorts.
 */
import type { BlockedAsker } from "@lectern/shared";
import type { BlockedAskerWithQuestion } from "./repo.ts";

export function presentBlockedAsker(row: BlockedAskerWithQuestion): BlockedAsker {
  return {
    id: row.id,
    sessionId: row.sessionId,
    questionId: row.questionId,
    questionText: row.questionText,
    authorName: row.isAnonymous === 1 ? null : row.authorName,
    createdAt: row.createdAt,
  };
}
