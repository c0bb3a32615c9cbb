/**
 * PostgreSQL's path for the votes that are not one choice (multiple, wordcloud, rating, open,
 * ranking): one
 * transaction per vote with its key's record (runOnce), the poll read in it and handed to the
 * vote's check, which answers the ballot (polls/ballots.ts), then the vote row (the unique index
 * refuses a second one, an open answer's text on it), one of COUNT_SHARDS count rows for each chosen
 * or ranked choice (a ranked one adds its place to `rank_sum`) and for the poll's voters, and each
 * word's row of poll_words,
 * locked in sorted order so concurrent votes sharing words do not deadlock. The key's record keeps
 * the ballot alone; a replay answers it with the results now.
 */
import { sql } from "kysely";
import { nowIso, type Db } from "../database.ts";
import { isUniqueViolation } from "../errors.ts";
import { runOnce, type IdempotentRequest } from "../idempotency-keys.ts";
import {
  alreadyVoted,
  entriesOf,
  keepBallot,
  replayAnswer,
  type BallotCheck,
  type BallotPoll,
  type BallotVote,
  type KeptBallot,
  type VoteAnswer,
} from "../votes.ts";
import { readResults } from "./results.ts";

async function readPoll(trx: Db, pollId: number): Promise<BallotPoll | undefined> {
  const { rows } = await sql<BallotPoll>`
    SELECT p.state, p.kind, s.user_id AS owner_id, p.max_choices, p.max_entries, p.scale,
           array_remove(array_agg(c.id ORDER BY c."order", c.id), NULL) AS choice_ids
      FROM polls p
      JOIN sessions s ON s.id = p.session_id
      LEFT JOIN poll_choices c ON c.poll_id = p.id
     WHERE p.id = ${pollId}
     GROUP BY p.id, s.user_id`.execute(trx);
  return rows[0];
}

export function castBallot(
  db: Db,
  countShards: number,
  request: IdempotentRequest,
  { pollId, voterKey, visitorId, network }: BallotVote,
  check: BallotCheck,
) {
  return runOnce<VoteAnswer, KeptBallot>(
    db,
    request,
    async (trx) => {
      const ballot = check(await readPoll(trx, pollId));
      const now = nowIso();
      try {
        await trx
          .insertInto("votes")
          .values({
            pollId,
            choiceId: null,
            rating: ballot.rating,
            entries: entriesOf(ballot),
            text: ballot.text,
            voterKey,
            network,
            createdAt: now,
          })
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyVoted();
        throw error;
      }
      if (visitorId !== null)
        await trx
          .insertInto("visitors")
          .values({ id: visitorId, createdAt: now })
          .onConflict((oc) => oc.column("id").doNothing())
          .execute();
      const shard = Math.floor(Math.random() * countShards);
      if (ballot.choiceIds)
        await sql`
        INSERT INTO choice_vote_counts (choice_id, shard, votes)
        SELECT id, ${shard}, 1 FROM unnest(${[...ballot.choiceIds].sort((a, b) => a - b)}::int[]) AS id
        ON CONFLICT ON CONSTRAINT choice_vote_counts_pk
          DO UPDATE SET votes = choice_vote_counts.votes + 1`.execute(trx);
      if (ballot.ranking)
        await sql`
        INSERT INTO choice_vote_counts (choice_id, shard, votes, rank_sum)
        SELECT id, ${shard}, 1, place::int
          FROM unnest(${ballot.ranking}::int[]) WITH ORDINALITY AS r(id, place) ORDER BY id
        ON CONFLICT ON CONSTRAINT choice_vote_counts_pk
          DO UPDATE SET votes = choice_vote_counts.votes + 1,
                        rank_sum = choice_vote_counts.rank_sum + excluded.rank_sum`.execute(trx);
      if (ballot.words)
        await sql`
        INSERT INTO poll_words (poll_id, text, votes, hidden)
        SELECT ${pollId}, text, 1, 0 FROM unnest(${[...ballot.words].sort()}::text[]) AS text
        ON CONFLICT (poll_id, text) DO UPDATE SET votes = poll_words.votes + 1`.execute(trx);
      await sql`
      INSERT INTO poll_voter_counts (poll_id, shard, voters) VALUES (${pollId}, ${shard}, 1)
      ON CONFLICT ON CONSTRAINT poll_voter_counts_pk
        DO UPDATE SET voters = poll_voter_counts.voters + 1`.execute(trx);
      return { status: 201, body: { ...ballot, results: await readResults(trx, pollId) } };
    },
    {
      keep: keepBallot,
      answer: async (trx, kept) => replayAnswer(kept, await readResults(trx, pollId)),
    },
  );
}
