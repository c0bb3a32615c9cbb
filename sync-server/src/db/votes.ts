/**
 * A keynote's hottest write and the read that follows it everywhere (docs/decisions.md, What was
 * measured): recording a vote, and a poll's live results, which every vote answer, every GET of
 * results, every broadcast and the exports need. Each engine has its own implementation in db/
 * (SQLite: prepared statements in the group commit; PostgreSQL: a turn's votes in one function call
 * and transaction, counts split over several rows; docs/decisions.md, Databases); this is what
 * routes, the live hub and the exports see of them. `cast` takes the `{choiceId}` votes of single
 * and quiz polls, `castBallot` the other kinds' (multiple, wordcloud, rating, open, ranking): on
 * SQLite both run in the group commit, on
 * PostgreSQL a ballot runs in a transaction of its own. The rules of a vote are the caller's: each
 * engine reads the poll in the vote's transaction and hands it to the check it was given
 * (polls/routes.ts, polls/ballots.ts), which refuses or answers the ballot to count. Results of
 * every kind are built from the engine's rows by the shared poll-results rules.
 */
import {
  DomainError,
  MESSAGES,
  presentChoiceResults,
  presentRankingResults,
  type Ballot,
  type ChoiceCount,
  type PollHead,
  type PollKind,
  type PollResults,
  type PollState,
} from "@lectern/shared";
import type { IdempotentOutcome, IdempotentRequest } from "./idempotency-keys.ts";

/** What the vote's checks need of a poll. */
export interface VotingPoll {
  state: PollState;
  kind: PollKind;
  ownerId: number;
}

/** A `{choiceId}` vote (single and quiz polls). */
export interface Vote {
  pollId: number;
  choiceId: number;
  voterKey: string;
  /** The visitor to record with the vote; null for a signed-in voter. */
  visitorId: string | null;
  /** The voter's network (votes.network); null when the address is not known. */
  network: string | null;
}

/**
 * Throws the refusal a vote gets (poll missing or closed, the owner's own, a poll of a kind that
 * takes another answer, another poll's choice).
 */
export type VoteCheck = (poll: VotingPoll | undefined, choiceInPoll: boolean) => void;

/** A vote of any kind but single and quiz (`{choiceIds}`, `{words}`, `{rating}`, `{text}`, `{ranking}`). */
export interface BallotVote {
  pollId: number;
  voterKey: string;
  visitorId: string | null;
  network: string | null;
}

/** What a ballot's checks (polls/ballots.ts) need of its poll: its kind's fields and choices in order. */
export interface BallotPoll extends VotingPoll {
  maxChoices: number | null;
  maxEntries: number | null;
  scale: number | null;
  choiceIds: number[];
}

/**
 * Throws the refusal the vote gets (poll missing or closed, the owner's own, a body of another kind
 * or beyond the poll's limits), else answers the ballot as it will be counted.
 */
export type BallotCheck = (poll: BallotPoll | undefined) => Ballot;

/** A vote's answer: what the visitor sent, and the poll's results with it counted. */
export interface VoteAnswer extends Ballot {
  results: PollResults | undefined;
}

export interface PollVotes {
  /**
   * Records one `{choiceId}` vote once per Idempotency-Key, in one transaction with the key's
   * record: a repeated key answers the first response; a second vote by the same voter is a 409
   * (`already_voted`).
   */
  cast(
    request: IdempotentRequest,
    vote: Vote,
    check: VoteCheck,
  ): Promise<IdempotentOutcome<VoteAnswer>>;
  /**
   * Records one vote of a multiple, wordcloud or rating poll the same way: `check` on the poll as
   * read in the vote's transaction answers the ballot, then the vote with its counts (each chosen choice's count,
   * each word's, the poll's voters) and the key's record, in one transaction.
   */
  castBallot(
    request: IdempotentRequest,
    vote: BallotVote,
    check: BallotCheck,
  ): Promise<IdempotentOutcome<VoteAnswer>>;
  /** The poll's results, of its kind; undefined when the poll is gone. */
  results(pollId: number): Promise<PollResults | undefined>;
}

export const alreadyVoted = () => new DomainError("already_voted", MESSAGES.alreadyVoted);

/**
 * A row of a poll's results query: the poll's kind and fields, and a choice (null ids for a poll
 * without choices). Records stored by an earlier version hold no kind: they are single polls.
 * `voters` is the kept count of a multiple, wordcloud or rating poll's voters.
 */
export interface ResultRow extends Omit<ChoiceCount, "id" | "correct"> {
  id: number | null;
  state: PollState;
  kind?: PollKind;
  /** Booleans are 0/1 from SQLite and true/false from PostgreSQL's JSON. */
  revealed?: number | boolean | null;
  correct?: number | boolean | null;
  maxChoices?: number | null;
  maxEntries?: number | null;
  scale?: number | null;
  voters?: number | null;
  /** ranking: the sum of the places ballots gave the choice. */
  rankSum?: number | string | null;
}

export function headOf(pollId: number, row: ResultRow): PollHead {
  return {
    pollId,
    state: row.state,
    kind: row.kind ?? "single",
    revealed: Boolean(row.revealed),
    maxChoices: row.maxChoices ?? null,
    scale: row.scale ?? null,
  };
}

function countsOf(rows: readonly ResultRow[]): ChoiceCount[] {
  return rows.flatMap(({ id, text, color, order, votes, correct }) =>
    id === null
      ? []
      : [{ id, text, color, order, votes: Number(votes), correct: Boolean(correct) }],
  );
}

/** The results of a poll with choices (single, multiple, quiz, ranking) from its rows alone. */
export function resultsOf(pollId: number, rows: readonly ResultRow[]): PollResults | undefined {
  const first = rows[0];
  if (!first) return undefined;
  const head = headOf(pollId, first);
  const voters = Number(first.voters ?? 0);
  if (head.kind === "ranking")
    return presentRankingResults(
      head,
      rows.flatMap((row) =>
        countsOf([row]).map((count) => ({ ...count, rankSum: Number(row.rankSum ?? 0) })),
      ),
      voters,
    );
  return presentChoiceResults(head, countsOf(rows), voters);
}

/** The ballot of a `{choiceId}` vote. */
export const choiceBallot = (choiceId: number): Ballot => ({
  choiceId,
  choiceIds: null,
  words: null,
  rating: null,
  text: null,
  ranking: null,
});

/**
 * What a vote's key record keeps: the fields of its ballot that are set (`{"choiceId":7}`), not the
 * results its first answer carried. A replay answers that ballot with the poll's results now.
 */
export type KeptBallot = Partial<Ballot>;

/** The ballot a kept record names; a record from before this change holds the whole answer. */
const keptBallotOf = (kept: KeptBallot): Ballot => ({
  choiceId: kept.choiceId ?? null,
  choiceIds: kept.choiceIds ?? null,
  words: kept.words ?? null,
  rating: kept.rating ?? null,
  text: kept.text ?? null,
  ranking: kept.ranking ?? null,
});

/** A replay's answer: the kept ballot, with the poll's results as they are now. */
export const replayAnswer = (kept: KeptBallot, results: PollResults | undefined): VoteAnswer => ({
  ...keptBallotOf(kept),
  results,
});

export const keepBallot = (ballot: Ballot): KeptBallot =>
  Object.fromEntries(Object.entries(keptBallotOf(ballot)).filter(([, value]) => value !== null));

/**
 * What a ballot stores in votes.entries: its choice ids, words or ranking as JSON; null for a
 * rating or an open answer (votes.text).
 */
export function entriesOf(ballot: Ballot): string | null {
  const entries = ballot.choiceIds ?? ballot.words ?? ballot.ranking;
  return entries ? JSON.stringify(entries) : null;
}
