/**
 * PostgreSQL's vote path (docs/decisions.md, Databases): one transaction per vote that claims the
 * Idempotency-Key first (so the same key sent to two instances counts once), checks the poll, and
 * records the vote and its count. A choice's count is split over COUNT_SHARDS rows of
 * choice_vote_counts, each vote adding one to a random one, so concurrent votes for one choice
 * rarely wait on the same row lock; reading results sums at most COUNT_SHARDS rows per choice.
 * Like SQLite's, the vote skips Kysely: named statements on the pool's connections (parsed once per
 * connection), combined so a keyed vote costs five round trips (begin, claim and check, vote and
 * results, key record, commit).
 */
import { sql } from "kysely";
import type pg from "pg";
import type { StoredAnswer } from "../../http/idempotency.ts";
import {
  alreadyVoted,
  resultsOf,
  type PollVotes,
  type ResultRow,
  type VoteAnswer,
  type VotingPoll,
} from "../../polls/votes.ts";
import { nowIso, type Db } from "../database.ts";
import { isUniqueViolation } from "../errors.ts";

/** Measured with 2,000 and 20,000 concurrent votes on one choice (docs/decisions.md, Databases). */
const COUNT_SHARDS = 16;

interface ClaimAndCheck {
  claimed: boolean;
  /** Null when the poll does not exist. */
  state: VotingPoll["state"] | null;
  ownerId: number;
  choiceInPoll: boolean;
}

const CHECK = `SELECT p.state, s.user_id AS "ownerId",
         EXISTS (SELECT 1 FROM poll_choices c WHERE c.id = $2 AND c.poll_id = p.id) AS "choiceInPoll"
    FROM (SELECT 1) AS one
    LEFT JOIN polls p ON p.id = $1
    LEFT JOIN sessions s ON s.id = p.session_id`;

/** What the vote's checks need, for a vote without a key. */
const CHECK_ONLY = {
  name: "lectern-vote-check",
  text: CHECK.replace("SELECT", "SELECT true AS claimed,"),
};

/**
 * Claims the key (INSERT ... ON CONFLICT DO NOTHING, which waits while another transaction holds an
 * uncommitted claim of it) and reads what the vote's checks need, in one statement.
 */
const CLAIM_AND_CHECK = {
  name: "lectern-vote-claim-check",
  text: `WITH claim AS (
      INSERT INTO idempotency_keys (actor_key, key, method, path, status, response_body, created_at)
      VALUES ($3, $4, $5, $6, 0, '', $7)
      ON CONFLICT (actor_key, key) DO NOTHING RETURNING 1)
    ${CHECK.replace("SELECT", "SELECT EXISTS (SELECT 1 FROM claim) AS claimed,")}`,
};

const STORED = {
  name: "lectern-vote-stored",
  text: `SELECT method, path, status, response_body AS "responseBody"
           FROM idempotency_keys WHERE actor_key = $1 AND key = $2`,
};

/** One snapshot for the whole statement: the results add this vote to what it saw. */
const VOTE = {
  name: "lectern-vote",
  text: `WITH visitor AS (
      INSERT INTO visitors (id, created_at) SELECT $4::text, $5 WHERE $4::text IS NOT NULL
      ON CONFLICT (id) DO NOTHING),
    vote AS (
      INSERT INTO votes (poll_id, choice_id, voter_key, created_at)
      VALUES ($1, $2, $3, $5) RETURNING choice_id),
    counted AS (
      INSERT INTO choice_vote_counts (choice_id, shard, votes) SELECT choice_id, $6, 1 FROM vote
      ON CONFLICT (choice_id, shard) DO UPDATE SET votes = choice_vote_counts.votes + 1)
    SELECT p.state, c.id, c.text, c.color, c."order",
           coalesce((SELECT sum(n.votes) FROM choice_vote_counts n WHERE n.choice_id = c.id), 0)
             + (SELECT count(*) FROM vote WHERE vote.choice_id = c.id) AS votes
      FROM polls p LEFT JOIN poll_choices c ON c.poll_id = p.id
     WHERE p.id = $1 ORDER BY c."order", c.id`,
};

const SAVE = {
  name: "lectern-vote-save",
  text: `UPDATE idempotency_keys SET status = $3, response_body = $4
          WHERE actor_key = $1 AND key = $2`,
};

/** Runs `work` in a transaction on one of the pool's connections. */
async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const value = await work(client);
    await client.query("COMMIT");
    client.release();
    return value;
  } catch (error) {
    await client.query("ROLLBACK").then(
      () => client.release(),
      (rollbackFailed: Error) => client.release(rollbackFailed),
    );
    throw error;
  }
}

function readResults(db: Db, pollId: number) {
  return sql<ResultRow>`
    SELECT p.state, c.id, c.text, c.color, c."order",
           coalesce((SELECT sum(n.votes) FROM choice_vote_counts n WHERE n.choice_id = c.id), 0) AS votes
      FROM polls p LEFT JOIN poll_choices c ON c.poll_id = p.id
     WHERE p.id = ${pollId} ORDER BY c."order", c.id`.execute(db);
}

export function createPostgresVotes(db: Db, pool: pg.Pool): PollVotes {
  return {
    cast(request, { pollId, choiceId, voterKey, visitorId }, check) {
      return inTransaction(pool, async (client) => {
        const now = nowIso();
        const key = request.key;
        const found = (
          key === undefined
            ? await client.query<ClaimAndCheck>({ ...CHECK_ONLY, values: [pollId, choiceId] })
            : await client.query<ClaimAndCheck>({
                ...CLAIM_AND_CHECK,
                values: [pollId, choiceId, request.actor, key, request.method, request.path, now],
              })
        ).rows[0]!;
        if (!found.claimed && key !== undefined) {
          const stored = await client.query<StoredAnswer>({
            ...STORED,
            values: [request.actor, key],
          });
          return request.replayOf<VoteAnswer>(stored.rows[0]!);
        }
        check(
          found.state === null ? undefined : { state: found.state, ownerId: found.ownerId },
          found.choiceInPoll,
        );
        const shard = Math.floor(Math.random() * COUNT_SHARDS);
        let rows: ResultRow[];
        try {
          ({ rows } = await client.query<ResultRow>({
            ...VOTE,
            values: [pollId, choiceId, voterKey, visitorId, now, shard],
          }));
        } catch (error) {
          if (isUniqueViolation(error)) throw alreadyVoted();
          throw error;
        }
        const result = { status: 201, body: { choiceId, results: resultsOf(pollId, rows) } };
        if (key !== undefined) {
          const { status, responseBody } = request.answerOf(result);
          await client.query({ ...SAVE, values: [request.actor, key, status, responseBody] });
        }
        return { ...result, replayed: false };
      });
    },
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
