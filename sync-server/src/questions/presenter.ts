/**
 * Turns question rows into the shared questionSchema shape. The author's e-mail is personal data:
 * it reaches the session's owner only (docs/decisions.md, Authorization), everyone else gets null.
 */
import type { Question } from "@lectern/shared";
import type { QuestionRow } from "../db/schema.ts";

export interface QuestionWithVotes extends QuestionRow {
  upvotes: number;
  hasUpvoted: number;
}

export function presentQuestion(row: QuestionWithVotes, viewerIsOwner: boolean): Question {
  return {
    id: row.id,
    sessionId: row.sessionId,
    questionText: row.questionText,
    authorName: row.isAnonymous ? null : row.authorName,
    authorEmail: viewerIsOwner && !row.isAnonymous ? row.authorEmail : null,
    isAnonymous: row.isAnonymous === 1,
    isAnswered: row.isAnswered === 1,
    upvotes: Number(row.upvotes),
    hasUpvoted: Number(row.hasUpvoted) === 1,
    createdAt: row.createdAt,
  };
}
