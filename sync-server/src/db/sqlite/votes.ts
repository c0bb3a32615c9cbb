/**
 * SQLite's vote path (docs/decisions.md, What was measured): prepared once on the raw handle instead
 * of built by Kysely on every call, and run in the group commit, where the votes of one event-loop
 * turn share one transaction, each with its key record in a savepoint of its own. Votes of every
 * kind take this path: a `{choiceId}` vote, and a ballot of the other kinds, which adds to its
 * choices' counts (a ranking also to each choice's `rank_sum`), to its words' counts in poll_words
 * and to the poll's `voter_count` itself; an open answer is the vote's own `text`. Choice counts are the `vote_count` the triggers of migration 002 keep.
 * Results of every kind are a few prepared reads of kept counts, none of which counts the votes.
 * A vote's key record keeps its ballot alone; a replay answers it with the results now.
 */
import {
  OPEN_ANSWERS_SHOWN,
  WORDCLOUD_TOP_WORDS,
  type Ballot,
  type OpenAnswer,
  type ScoreVotes,
  type WordCount,
  presentOpenResults,
  presentRatingResults,
  presentWordcloudResults,
} from "@lectern/shared";
import type SQLite from "better-sqlite3";
import { nowIso } from "../database.ts";
import { isUniqueViolation } from "../errors.ts";
import type { IdempotentOutcome, IdempotentRequest } from "../idempotency-keys.ts";
import {
  alreadyVoted,
  choiceBallot,
  entriesOf,
  headOf,
  keepBallot,
  replayAnswer,
  resultsOf,
  type KeptBallot,
  type PollVotes,
  type ResultRow,
  type VoteAnswer,
  type VotingPoll,
} from "../votes.ts";
import type { GroupCommit } from "./group-commit.ts";
import { prepareKeyRecords } from "./key-records.ts";

type BallotPollRow = VotingPoll & {
  maxChoices: number | null;
  maxEntries: number | null;
  scale: number | null;
};

export function createSqliteVotes(sqlite: SQLite.Database, group: GroupCommit): PollVotes {
  const { find: findKey, save: saveKey } = prepareKeyRecords(sqlite);
  const poll = sqlite.prepare<[number], BallotPollRow>(
    `SELECT p.state, p.kind, s.user_id AS ownerId, p.max_choices AS maxChoices,
            p.max_entries AS maxEntries, p.scale
       FROM polls p JOIN sessions s ON s.id = p.session_id WHERE p.id = ?`,
  );
  const choiceInPoll = sqlite
    .prepare<[number, number], number>("SELECT 1 FROM poll_choices WHERE id = ? AND poll_id = ?")
    .pluck();
  const choicesOf = sqlite
    .prepare<[number], number>('SELECT id FROM poll_choices WHERE poll_id = ? ORDER BY "order", id')
    .pluck();
  const visitor = sqlite.prepare(
    "INSERT INTO visitors (id, created_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING",
  );
  const vote = sqlite.prepare(
    "INSERT INTO votes (poll_id, choice_id, voter_key, network, created_at) VALUES (?, ?, ?, ?, ?)",
  );
  const ballotVote = sqlite.prepare(
    `INSERT INTO votes (poll_id, rating, entries, text, voter_key, network, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const addToChoice = sqlite.prepare(
    "UPDATE poll_choices SET vote_count = vote_count + 1, rank_sum = rank_sum + ? WHERE id = ?",
  );
  const addToWord = sqlite.prepare(
    `INSERT INTO poll_words (poll_id, text, votes, hidden) VALUES (?, ?, 1, 0)
     ON CONFLICT (poll_id, text) DO UPDATE SET votes = votes + 1`,
  );
  const addVoter = sqlite.prepare("UPDATE polls SET voter_count = voter_count + 1 WHERE id = ?");
  const results = sqlite.prepare<[number], ResultRow>(
    `SELECT p.state, p.kind, p.revealed_at IS NOT NULL AS revealed, p.max_choices AS maxChoices,
            p.scale, p.voter_count AS voters,
            c.id, c.text, c.color, c."order", c.correct, c.vote_count AS votes, c.rank_sum AS rankSum
       FROM polls p LEFT JOIN poll_choices c ON c.poll_id = p.id
      WHERE p.id = ? ORDER BY c."order", c.id`,
  );
  const topWords = sqlite.prepare<[number, number], WordCount>(
    `SELECT text, votes AS count FROM poll_words
      WHERE poll_id = ? AND hidden = 0 AND votes > 0 ORDER BY votes DESC, text LIMIT ?`,
  );
  const shownWords = sqlite
    .prepare<[number], number>(
      "SELECT coalesce(sum(votes), 0) FROM poll_words WHERE poll_id = ? AND hidden = 0",
    )
    .pluck();
  const newestAnswers = sqlite.prepare<[number, number], OpenAnswer>(
    `SELECT id, text, created_at AS createdAt FROM votes
      WHERE poll_id = ? AND text IS NOT NULL AND hidden = 0 ORDER BY id DESC LIMIT ?`,
  );
  const shownAnswers = sqlite
    .prepare<[number], number>(
      "SELECT count(*) FROM votes WHERE poll_id = ? AND text IS NOT NULL AND hidden = 0",
    )
    .pluck();
  const scores = sqlite.prepare<[number], ScoreVotes>(
    `SELECT rating AS score, count(*) AS votes FROM votes
      WHERE poll_id = ? AND rating IS NOT NULL GROUP BY rating`,
  );

  function resultsNow(pollId: number) {
    const rows = results.all(pollId);
    const first = rows[0];
    if (!first) return undefined;
    const head = headOf(pollId, first);
    if (head.kind === "wordcloud")
      return presentWordcloudResults(
        head,
        topWords.all(pollId, WORDCLOUD_TOP_WORDS),
        shownWords.get(pollId)!,
        first.voters ?? 0,
      );
    if (head.kind === "rating") return presentRatingResults(head, scores.all(pollId));
    if (head.kind === "open")
      return presentOpenResults(
        head,
        newestAnswers.all(pollId, OPEN_ANSWERS_SHOWN),
        shownAnswers.get(pollId)!,
        first.voters ?? 0,
      );
    return resultsOf(pollId, rows);
  }

  /** Runs `record` once per key in the next group commit; it answers the ballot to count. */
  function once(
    request: IdempotentRequest,
    pollId: number,
    visitorId: string | null,
    record: (now: string) => Ballot,
  ): Promise<IdempotentOutcome<VoteAnswer>> {
    return group.run((): IdempotentOutcome<VoteAnswer> => {
      const earlier =
        request.key === undefined ? undefined : findKey.get(request.actor, request.key);
      if (earlier) {
        const replay = request.replayOf<KeptBallot>(earlier);
        return { ...replay, body: replayAnswer(replay.body, resultsNow(pollId)) };
      }
      const now = nowIso();
      let ballot: Ballot;
      try {
        ballot = record(now);
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyVoted();
        throw error;
      }
      if (visitorId !== null) visitor.run(visitorId, now);
      const result = { status: 201, body: { ...ballot, results: resultsNow(pollId) } };
      if (request.key !== undefined) {
        const { method, path, status, responseBody } = request.answerOf(result, keepBallot);
        saveKey.run(request.actor, request.key, method, path, status, responseBody, now);
      }
      return { ...result, replayed: false };
    });
  }

  return {
    cast(request, { pollId, choiceId, voterKey, visitorId, network }, check) {
      return once(request, pollId, visitorId, (now) => {
        const found = poll.get(pollId);
        check(found, found !== undefined && choiceInPoll.get(choiceId, pollId) !== undefined);
        vote.run(pollId, choiceId, voterKey, network, now);
        return choiceBallot(choiceId);
      });
    },
    castBallot(request, { pollId, voterKey, visitorId, network }, check) {
      return once(request, pollId, visitorId, (now) => {
        const found = poll.get(pollId);
        const ballot = check(found && { ...found, choiceIds: choicesOf.all(pollId) });
        ballotVote.run(
          pollId,
          ballot.rating,
          entriesOf(ballot),
          ballot.text,
          voterKey,
          network,
          now,
        );
        for (const id of ballot.choiceIds ?? []) addToChoice.run(0, id);
        ballot.ranking?.forEach((id, place) => addToChoice.run(place + 1, id));
        for (const text of ballot.words ?? []) addToWord.run(pollId, text);
        addVoter.run(pollId);
        return ballot;
      });
    },
    results: (pollId) => Promise.resolve(resultsNow(pollId)),
  };
}
