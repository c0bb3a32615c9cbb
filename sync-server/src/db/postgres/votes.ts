/**
 * PostgreSQL's vote path (docs/decisions.md, Databases). Votes go through the group commit
 * (group-commit.ts): the votes that arrive while the instance's previous batch runs are one call of
 * lectern_cast_votes (migration 005), one statement and so one round trip and one transaction,
 * however many votes it holds.
 * Before the call each vote's checks run here on what is known of its poll (seen-polls.ts); the
 * call claims each vote's Idempotency-Key, records the vote if the poll is still as the checks saw
 * it, adds it to one of its choice's COUNT_SHARDS count rows (so concurrent batches rarely wait on
 * the same row lock, and reading results sums at most COUNT_SHARDS rows per choice) and stores its
 * choice with the key (migration 010); a vote refused by its checks or by the one-vote-per-voter
 * index gives its key back, and the others still count. A vote's first answer is built here from
 * what the call answers (its choice and its poll's result rows after the batch); a replay answers
 * the kept choice with the poll's results now.
 * The votes of other kinds run one transaction each (ballots.ts) and add to the same count rows.
 * Results of every kind are read by results.ts. The kind of a `{choiceId}` vote's poll is one of
 * its checks: seen-polls.ts knows it, and migration 005 replaced the function so that it takes the
 * kind the checks saw (a poll whose kind changed since is "stale") and stores the poll's kind,
 * reveal and each choice's `correct` in the result rows of the record.
 */
import type { PollResults } from "@lectern/shared";
import type pg from "pg";
import { nowIso, type Db } from "../database.ts";
import type { IdempotentOutcome, IdempotentRequest } from "../idempotency-keys.ts";
import {
  alreadyVoted,
  choiceBallot,
  replayAnswer,
  resultsOf,
  type KeptBallot,
  type PollVotes,
  type ResultRow,
  type Vote,
  type VoteAnswer,
  type VoteCheck,
} from "../votes.ts";
import { castBallot } from "./ballots.ts";
import { createGroupCommit, type Outcome } from "./group-commit.ts";
import { readResults } from "./results.ts";
import { SeenPolls, type SeenPoll } from "./seen-polls.ts";

/** Measured with 2,000 and 20,000 concurrent votes on one choice (docs/decisions.md, Databases). */
const COUNT_SHARDS = 16;

/**
 * Batches of one instance running at once, and votes in one batch (docs/decisions.md, Databases):
 * one at a time lets the next batch gather every vote that arrives meanwhile.
 */
const MAX_IN_FLIGHT = 1;
const MAX_BATCH = 200;

/** Calls for one batch at most while its polls keep changing under it. */
const MAX_ROUNDS = 5;

interface Cast {
  request: IdempotentRequest;
  vote: Vote;
  check: VoteCheck;
}

type CastOutcome = Outcome<IdempotentOutcome<VoteAnswer>>;

const CAST = {
  name: "lectern-cast-votes",
  text: `SELECT outcome, stored_method AS method, stored_path AS path, stored_status AS status, answer
           FROM lectern_cast_votes($1::int[], $2::int[], $3::text[], $4::text[], $5::text[],
                                   $6::text[], $7::text[], $8::text[], $9::text[], $10::text[],
                                   $11::int[], $12::boolean[], $13::boolean[], $14, $15,
                                   $16::text[])`,
};

interface CastRow {
  outcome: "recorded" | "replay" | "refused" | "voted" | "stale";
  /** The record of a key claimed before: its request's method, path and status. */
  method: string | null;
  path: string | null;
  status: number | null;
  /** The vote's record (VoteRecord as JSON), recorded now or before. */
  answer: string | null;
}

/** What the call answers for a vote recorded now: its choice and its poll's result rows after its batch. */
interface VoteRecord {
  choiceId: number;
  rows: ResultRow[];
}

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const failed = (error: unknown): Outcome<never> => ({ ok: false, error });

const answerOf = (pollId: number, record: VoteRecord): VoteAnswer => ({
  ...choiceBallot(record.choiceId),
  results: resultsOf(pollId, record.rows),
});

/** One batch: checks, then one call of lectern_cast_votes, again for the votes it found stale. */
async function castBatch(
  db: Db,
  pool: pg.Pool,
  seen: SeenPolls,
  casts: Cast[],
): Promise<CastOutcome[]> {
  const outcomes: CastOutcome[] = [];
  /** What the checks use; `fresh` when read during this batch. */
  const known = new Map<number, { seen: SeenPoll | null; fresh: boolean }>();
  const refresh = async (pollIds: number[]) => {
    if (pollIds.length === 0) return;
    for (const [id, poll] of await seen.read(pollIds)) known.set(id, { seen: poll, fresh: true });
  };
  const check = (pending: number[]) => {
    const refusals = new Map<number, unknown>();
    for (const i of pending) {
      const { vote } = casts[i]!;
      const poll = known.get(vote.pollId)!.seen;
      try {
        casts[i]!.check(poll?.poll, poll?.choiceIds.has(vote.choiceId) ?? false);
      } catch (error) {
        refusals.set(i, error);
      }
    }
    return refusals;
  };

  let pending = casts.map((_, i) => i);
  for (let round = 0; pending.length > 0; round++) {
    if (round === MAX_ROUNDS) {
      for (const i of pending) outcomes[i] = failed(new Error("The poll kept changing"));
      break;
    }
    const pollIds = [...new Set(pending.map((i) => casts[i]!.vote.pollId))];
    for (const id of pollIds) {
      const kept = known.has(id) ? undefined : seen.get(id);
      if (kept) known.set(id, { seen: kept, fresh: false });
    }
    await refresh(pollIds.filter((id) => !known.has(id)));
    let refusals = check(pending);
    // A refusal is answered only on what the database holds now.
    const doubtful = new Set([...refusals.keys()].map((i) => casts[i]!.vote.pollId));
    await refresh([...doubtful].filter((id) => !known.get(id)!.fresh));
    if (doubtful.size > 0) refusals = check(pending);

    const votes = pending.map((i) => casts[i]!.vote);
    const requests = pending.map((i) => casts[i]!.request);
    const polls = votes.map((v) => known.get(v.pollId)!.seen);
    const { rows } = await pool.query<CastRow>({
      ...CAST,
      values: [
        votes.map((v) => v.pollId),
        votes.map((v) => v.choiceId),
        votes.map((v) => v.voterKey),
        votes.map((v) => v.visitorId),
        requests.map((r) => (r.key === undefined ? null : r.actor)),
        requests.map((r) => r.key ?? null),
        requests.map((r) => r.method),
        requests.map((r) => r.path),
        polls.map((p) => p?.poll.state ?? null),
        polls.map((p) => p?.poll.kind ?? null),
        polls.map((p) => p?.poll.ownerId ?? null),
        votes.map((v, n) => polls[n]?.choiceIds.has(v.choiceId) ?? false),
        pending.map((i) => refusals.has(i)),
        nowIso(),
        Math.floor(Math.random() * COUNT_SHARDS),
        votes.map((v) => v.network),
      ],
    });
    const again: number[] = [];
    const replays: { i: number; pollId: number; replay: IdempotentOutcome<KeptBallot> }[] = [];
    rows.forEach((row, n) => {
      const i = pending[n]!;
      const { pollId } = votes[n]!;
      if (row.outcome === "recorded") {
        const record = JSON.parse(row.answer!) as VoteRecord;
        outcomes[i] = ok({ status: 201, body: answerOf(pollId, record), replayed: false });
      } else if (row.outcome === "replay") {
        try {
          const replay = requests[n]!.replayOf<KeptBallot>({
            method: row.method!,
            path: row.path!,
            status: row.status!,
            responseBody: row.answer!,
          });
          replays.push({ i, pollId, replay });
        } catch (error) {
          outcomes[i] = failed(error);
        }
      } else if (row.outcome === "refused") outcomes[i] = failed(refusals.get(i));
      else if (row.outcome === "voted") outcomes[i] = failed(alreadyVoted());
      else {
        known.delete(pollId);
        seen.forget(pollId);
        again.push(i);
      }
    });
    // Read once per poll: after the Wi-Fi returns, many replays of one poll share a batch.
    const resultsNow = new Map<number, PollResults | undefined>();
    for (const { pollId } of replays)
      if (!resultsNow.has(pollId)) resultsNow.set(pollId, await readResults(db, pollId));
    for (const { i, pollId, replay } of replays)
      outcomes[i] = ok({ ...replay, body: replayAnswer(replay.body, resultsNow.get(pollId)) });
    pending = again;
  }
  return outcomes;
}

export function createPostgresVotes(
  db: Db,
  pool: pg.Pool,
  onBatch?: (size: number) => void,
): PollVotes {
  const seen = new SeenPolls(pool);
  const group = createGroupCommit<Cast, IdempotentOutcome<VoteAnswer>>({
    runBatch: (casts) => castBatch(db, pool, seen, casts),
    keysOf: ({ request, vote }) => [
      `voter\n${vote.pollId}\n${vote.voterKey}`,
      ...(request.key === undefined ? [] : [`key\n${request.actor}\n${request.key}`]),
    ],
    maxInFlight: MAX_IN_FLIGHT,
    maxBatch: MAX_BATCH,
    onBatch,
  });
  return {
    cast: (request, vote, check) => group.run({ request, vote, check }),
    castBallot: (request, vote, check) => castBallot(db, COUNT_SHARDS, request, vote, check),
    results: (pollId) => readResults(db, pollId),
  };
}
