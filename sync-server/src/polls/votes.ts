/**
 * A keynote's hottest write and the read that follows it everywhere (docs/decisions.md, What was
 * measured): recording a vote, and a poll's live results, which every vote answer, every GET of
 * results and every broadcast needs. Each engine has its own implementation in db/ (SQLite: prepared
 * statements in the group commit; PostgreSQL: a turn's votes in one function call and transaction,
 * counts split over several rows;
 * docs/decisions.md, Databases); this is what routes and the live hub see of them.
 */
import { MESSAGES, type PollResults, type PollState } from "@lectern/shared";
import { DomainError } from "../domain-error.ts";
import type { IdempotentOutcome, KeyedRequest } from "../http/idempotency.ts";
import { presentResults, type ChoiceCount } from "./presenter.ts";

/** What the vote's checks need of a poll. */
export interface VotingPoll {
  state: PollState;
  ownerId: number;
}

export interface Vote {
  pollId: number;
  choiceId: number;
  voterKey: string;
  /** The visitor to record with the vote; null for a signed-in voter. */
  visitorId: string | null;
}

/** Throws the refusal a vote gets (poll missing or closed, the owner's own, another poll's choice). */
export type VoteCheck = (poll: VotingPoll | undefined, choiceInPoll: boolean) => void;

export interface VoteAnswer {
  choiceId: number;
  results: PollResults | undefined;
}

export interface PollVotes {
  /**
   * Records one vote once per Idempotency-Key, in one transaction with the key's record: a repeated
   * key answers the first response; a second vote by the same voter is a 409 (`already_voted`).
   */
  cast(request: KeyedRequest, vote: Vote, check: VoteCheck): Promise<IdempotentOutcome<VoteAnswer>>;
  /** Every choice with its count; undefined when the poll is gone. */
  results(pollId: number): Promise<PollResults | undefined>;
  /** Total votes of each poll (polls without votes may be missing). */
  totals(pollIds: readonly number[]): Promise<Map<number, number>>;
}

export const alreadyVoted = () => new DomainError("already_voted", MESSAGES.alreadyVoted);

/** A row of a poll's results query: the poll's state, and a choice (null ids for a poll without). */
export interface ResultRow extends Omit<ChoiceCount, "id"> {
  id: number | null;
  state: PollState;
}

export function resultsOf(pollId: number, rows: readonly ResultRow[]): PollResults | undefined {
  const first = rows[0];
  if (!first) return undefined;
  const counts = rows.flatMap(({ id, text, color, order, votes }) =>
    id === null ? [] : [{ id, text, color, order, votes }],
  );
  return presentResults(pollId, first.state, counts);
}
