/**
 * SQLite's vote path (docs/decisions.md, What was measured): prepared once on the raw handle instead
 * of built by Kysely on every call, and run in the group commit, where the votes of one event-loop
 * turn share one transaction, each with its key record in a savepoint of its own. Counts are the
 * `vote_count` the triggers of migration 002 keep.
 */
import type SQLite from "better-sqlite3";
import { sql } from "kysely";
import type { IdempotentOutcome, StoredAnswer } from "../../http/idempotency.ts";
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
import { createGroupCommit } from "./group-commit.ts";

export function createSqliteVotes(db: Db, sqlite: SQLite.Database): PollVotes {
  const group = createGroupCommit(db, sqlite);
  const findKey = sqlite.prepare<[string, string], StoredAnswer>(
    "SELECT method, path, status, response_body AS responseBody FROM idempotency_keys WHERE actor_key = ? AND key = ?",
  );
  const saveKey = sqlite.prepare(
    "INSERT INTO idempotency_keys (actor_key, key, method, path, status, response_body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const poll = sqlite.prepare<[number], VotingPoll>(
    "SELECT p.state, s.user_id AS ownerId FROM polls p JOIN sessions s ON s.id = p.session_id WHERE p.id = ?",
  );
  const choiceInPoll = sqlite
    .prepare<[number, number], number>("SELECT 1 FROM poll_choices WHERE id = ? AND poll_id = ?")
    .pluck();
  const visitor = sqlite.prepare(
    "INSERT INTO visitors (id, created_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING",
  );
  const vote = sqlite.prepare(
    "INSERT INTO votes (poll_id, choice_id, voter_key, created_at) VALUES (?, ?, ?, ?)",
  );
  const results = sqlite.prepare<[number], ResultRow>(
    `SELECT p.state, c.id, c.text, c.color, c."order", c.vote_count AS votes
       FROM polls p LEFT JOIN poll_choices c ON c.poll_id = p.id
      WHERE p.id = ? ORDER BY c."order", c.id`,
  );
  const resultsNow = (pollId: number) => resultsOf(pollId, results.all(pollId));

  return {
    cast(request, { pollId, choiceId, voterKey, visitorId }, check) {
      return group.run((): IdempotentOutcome<VoteAnswer> => {
        const earlier =
          request.key === undefined ? undefined : findKey.get(request.actor, request.key);
        if (earlier) return request.replayOf<VoteAnswer>(earlier);
        const found = poll.get(pollId);
        check(found, found !== undefined && choiceInPoll.get(choiceId, pollId) !== undefined);
        const now = nowIso();
        if (visitorId !== null) visitor.run(visitorId, now);
        try {
          vote.run(pollId, choiceId, voterKey, now);
        } catch (error) {
          if (isUniqueViolation(error)) throw alreadyVoted();
          throw error;
        }
        const result = { status: 201, body: { choiceId, results: resultsNow(pollId) } };
        if (request.key !== undefined) {
          const { method, path, status, responseBody } = request.answerOf(result);
          saveKey.run(request.actor, request.key, method, path, status, responseBody, now);
        }
        return { ...result, replayed: false };
      });
    },
    results: (pollId) => Promise.resolve(resultsNow(pollId)),
    async totals(pollIds) {
      const rows = await db
        .selectFrom("pollChoices")
        .select(["pollId", sql<number>`sum(vote_count)`.as("votes")])
        .where("pollId", "in", pollIds)
        .groupBy("pollId")
        .execute();
      return new Map(rows.map((r) => [r.pollId, Number(r.votes)]));
    },
  };
}
