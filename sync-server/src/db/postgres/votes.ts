/**
 * PostgreSQL's vote path (docs/decisions.md, Databases). Votes go through the group commit
 * (group-commit.ts): the votes of one event-loop turn are one call of lectern_cast_votes (migration
 * 004), one statement and so one round trip and one transaction, however many votes it holds.
 * Before the call each vote's checks run here on what is known of its poll (seen-polls.ts); the
 * call claims each vote's Idempotency-Key, records the vote if the poll is still as the checks saw
 * it, adds it to one of its choice's COUNT_SHARDS count rows (so concurrent batches rarely wait on
 * the same row lock, and reading results sums at most COUNT_SHARDS rows per choice) and stores its
 * answer with the key; a vote refused by its checks or by the one-vote-per-voter index gives its
 * key back, and the others still count. A vote's answer is built here from the record the call
 * stored (its choice and its poll's result rows), the same way for the first answer and a replay.
 */
import { sql } from "kysely";
import type pg from "pg";
import type { IdempotentOutcome, KeyedRequest } from "../../http/idempotency.ts";
import {
  alreadyVoted,
  resultsOf,
  type PollVotes,
  type ResultRow,
  type Vote,
  type VoteAnswer,
  type VoteCheck,
} from "../../polls/votes.ts";
import { nowIso, type Db } from "../database.ts";
import { createGroupCommit, type Outcome } from "./group-commit.ts";
import { SeenPolls, type SeenPoll } from "./seen-polls.ts";

/** Measured with 2,000 and 20,000 concurrent votes on one choice (docs/decisions.md, Databases). */
const COUNT_SHARDS = 16;

/** Batches of one instance running at once, and votes in one batch (docs/decisions.md, Databases). */
const MAX_IN_FLIGHT = 2;
const MAX_BATCH = 200;

/** Calls for one batch at most while its polls keep changing under it. */
const MAX_ROUNDS = 5;

interface Cast {
  request: KeyedRequest;
  vote: Vote;
  check: VoteCheck;
}

type CastOutcome = Outcome<IdempotentOutcome<VoteAnswer>>;

const CAST = {
  name: "lectern-cast-votes",
  text: `SELECT outcome, stored_method AS method, stored_path AS path, stored_status AS status, answer
           FROM lectern_cast_votes($1::int[], $2::int[], $3::text[], $4::text[], $5::text[],
                                   $6::text[], $7::text[], $8::text[], $9::text[], $10::int[],
                                   $11::boolean[], $12::boolean[], $13, $14)`,
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

/** What a vote's key record holds: its choice and its poll's result rows after its batch. */
interface VoteRecord {
  choiceId: number;
  rows: ResultRow[];
}

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const failed = (error: unknown): Outcome<never> => ({ ok: false, error });

const answerOf = (pollId: number, record: VoteRecord): VoteAnswer => ({
  choiceId: record.choiceId,
  results: resultsOf(pollId, record.rows),
});

/** One batch: checks, then one call of lectern_cast_votes, again for the votes it found stale. */
async function castBatch(pool: pg.Pool, seen: SeenPolls, casts: Cast[]): Promise<CastOutcome[]> {
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
        polls.map((p) => p?.poll.ownerId ?? null),
        votes.map((v, n) => polls[n]?.choiceIds.has(v.choiceId) ?? false),
        pending.map((i) => refusals.has(i)),
        nowIso(),
        Math.floor(Math.random() * COUNT_SHARDS),
      ],
    });
    const again: number[] = [];
    rows.forEach((row, n) => {
      const i = pending[n]!;
      const { pollId } = votes[n]!;
      if (row.outcome === "recorded") {
        const record = JSON.parse(row.answer!) as VoteRecord;
        outcomes[i] = ok({ status: 201, body: answerOf(pollId, record), replayed: false });
      } else if (row.outcome === "replay") {
        try {
          const replay = requests[n]!.replayOf<VoteRecord>({
            method: row.method!,
            path: row.path!,
            status: row.status!,
            responseBody: row.answer!,
          });
          outcomes[i] = ok({ ...replay, body: answerOf(pollId, replay.body) });
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
    pending = again;
  }
  return outcomes;
}

function readResults(db: Db, pollId: number) {
  return sql<ResultRow>`
    SELECT p.state, c.id, c.text, c.color, c."order",
           coalesce((SELECT sum(n.votes) FROM choice_vote_counts n WHERE n.choice_id = c.id), 0) AS votes
      FROM polls p LEFT JOIN poll_choices c ON c.poll_id = p.id
     WHERE p.id = ${pollId} ORDER BY c."order", c.id`.execute(db);
}

export function createPostgresVotes(db: Db, pool: pg.Pool): PollVotes {
  const seen = new SeenPolls(pool);
  const group = createGroupCommit<Cast, IdempotentOutcome<VoteAnswer>>({
    runBatch: (casts) => castBatch(pool, seen, casts),
    keysOf: ({ request, vote }) => [
      `voter\n${vote.pollId}\n${vote.voterKey}`,
      ...(request.key === undefined ? [] : [`key\n${request.actor}\n${request.key}`]),
    ],
    maxInFlight: MAX_IN_FLIGHT,
    maxBatch: MAX_BATCH,
  });
  return {
    cast: (request, vote, check) => group.run({ request, vote, check }),
    async results(pollId) {
      return resultsOf(pollId, (await readResults(db, pollId)).rows);
    },
    async totals(pollIds) {
      if (pollIds.length === 0) return new Map();
      const { rows } = await sql<{ pollId: number; votes: number }>`
        SELECT c.poll_id, sum(n.votes) AS votes
          FROM poll_choices c JOIN choice_vote_counts n ON n.choice_id = c.id
         WHERE c.poll_id IN (${sql.join(pollIds)}) GROUP BY c.poll_id`.execute(db);
      return new Map(rows.map((r) => [r.pollId, r.votes]));
    },
  };
}
