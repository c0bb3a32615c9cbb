/**
 * An open poll's answers as every screen shows them: kept as written, shown with profanity masked
 * as in Q&A (profanity.ts). The engines' vote paths (db/) know no profanity list, so the votes every
 * route, the live hub and the exports read are wrapped here once, and each results they answer,
 * a vote's own included, comes masked.
 */
import type { PollResults } from "@lectern/shared";
import type { IdempotentOutcome } from "../db/idempotency-keys.ts";
import type { PollVotes, VoteAnswer } from "../db/votes.ts";
import { maskProfanity } from "../profanity.ts";

function masked(results: PollResults | undefined): PollResults | undefined {
  if (results?.kind !== "open") return results;
  return {
    ...results,
    answers: results.answers.map((a) => ({ ...a, text: maskProfanity(a.text) })),
  };
}

function maskedOutcome(outcome: IdempotentOutcome<VoteAnswer>): IdempotentOutcome<VoteAnswer> {
  return { ...outcome, body: { ...outcome.body, results: masked(outcome.body.results) } };
}

export function withMaskedAnswers(votes: PollVotes): PollVotes {
  return {
    cast: async (...args) => maskedOutcome(await votes.cast(...args)),
    castBallot: async (...args) => maskedOutcome(await votes.castBallot(...args)),
    results: async (pollId) => masked(await votes.results(pollId)),
  };
}
