/**
 * Turns question rows into the shared questionSchema shape, for one reader (docs/product.md, Data
 * and Moderation). The author's e-mail is personal data: it reaches the session's owner only
 * (docs/decisions.md, Authorization), everyone else gets null. With the session's profanity filter
 * on, the text, the author's name and the reply are masked for everyone but the owner, who reads
 * the originals and whether the asker is blocked.
 */
import type { Question } from "@lectern/shared";
import type { QuestionRow, SessionRow } from "../db/schema.ts";
import { maskProfanity } from "../profanity.ts";

export interface QuestionWithVotes extends QuestionRow {
  upvotes: number;
  hasUpvoted: number;
  /** In the owner's reads only: whether the asker is blocked (0/1, or a boolean on PostgreSQL). */
  askerBlocked?: number | boolean;
}

/** Who reads a question: the owner or not, and whether the session masks profanity. */
export interface QuestionReader {
  owner: boolean;
  masked: boolean;
}

export function readerOf(session: Pick<SessionRow, "profanityFilter">, owner: boolean) {
  return { owner, masked: !owner && session.profanityFilter === 1 } satisfies QuestionReader;
}

export function presentQuestion(row: QuestionWithVotes, reader: QuestionReader): Question {
  const shown = reader.masked ? maskProfanity : (text: string) => text;
  return {
    id: row.id,
    sessionId: row.sessionId,
    questionText: shown(row.questionText),
    authorName: row.isAnonymous || row.authorName === null ? null : shown(row.authorName),
    authorEmail: reader.owner && !row.isAnonymous ? row.authorEmail : null,
    isAnonymous: row.isAnonymous === 1,
    isAnswered: row.isAnswered === 1,
    status: row.status,
    isEdited: row.editedAt !== null,
    reply:
      row.replyText === null || row.repliedAt === null
        ? null
        : { text: shown(row.replyText), updatedAt: row.repliedAt },
    askerBlocked: reader.owner && Boolean(Number(row.askerBlocked ?? 0)),
    upvotes: Number(row.upvotes),
    hasUpvoted: Number(row.hasUpvoted) === 1,
    createdAt: row.createdAt,
  };
}
