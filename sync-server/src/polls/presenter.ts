/**
 * Turns poll and choice rows into the shared API shape (pollSchema), so every route and the exports
 * answer the same fields computed the same way; its results are computed by the shared
 * poll-results rules. What a caller must not see is removed here: a quiz's right answer before the
 * reveal (docs/product.md, Polls) and a word cloud's hidden words (owner only).
 */
import {
  MAX_WORD_ENTRIES,
  effectiveMaxChoices,
  presentChoice,
  resultsFor,
  scaleOf,
  type Poll,
  type PollResults,
} from "@lectern/shared";
import type { PollChoiceRow, PollRow } from "../db/schema.ts";

/**
 * A poll as its owner sees it (`owner`: every quiz choice's `correct`, the hidden words) or as
 * anyone else does (`correct` only once revealed, no hidden words).
 */
export function presentPoll(
  row: PollRow,
  choices: PollChoiceRow[],
  results: PollResults,
  owner: boolean,
  hiddenWords: string[],
): Poll {
  const revealed = row.revealedAt !== null;
  const hideResultsUntilClosed = Boolean(row.hideResultsUntilClosed);
  const poll: Poll = {
    id: row.id,
    sessionId: row.sessionId,
    kind: row.kind,
    title: row.title,
    question: row.question,
    state: row.state,
    order: row.order,
    choices: choices.map((c) => presentChoice(c, row.kind, owner || revealed)),
    maxChoices:
      row.kind === "multiple" ? effectiveMaxChoices(row.maxChoices, choices.length) : null,
    maxEntries: row.kind === "wordcloud" ? (row.maxEntries ?? MAX_WORD_ENTRIES) : null,
    scale: row.kind === "rating" ? scaleOf(row.scale) : null,
    lowLabel: row.kind === "rating" ? row.lowLabel : null,
    highLabel: row.kind === "rating" ? row.highLabel : null,
    revealed,
    hideResultsUntilClosed,
    slidePage: row.slidePage,
    totalVotes: results.totalVotes,
    results: resultsFor(results, hideResultsUntilClosed, owner),
  };
  if (owner && row.kind === "wordcloud") poll.hiddenWords = hiddenWords;
  return poll;
}
