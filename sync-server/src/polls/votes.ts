/**
 * A keynote's hottest write and the read that follows it everywhere (issue 6): recording a vote,
 * and a poll's live results, which every vote answer, every GET of results and every broadcast
 * needs. Prepared once on the raw SQLite handle instead of built by Kysely on every call; a vote's
 * statements run in runIdempotentNow's single synchronous transaction.
 */
import type SQLite from "better-sqlite3";
import { MESSAGES, type PollResults, type PollState } from "@lectern/shared";
import { nowIso } from "../db/database.ts";
import { conflict } from "../http/errors.ts";
import { presentResults, type ChoiceCount } from "./presenter.ts";
import { isUniqueViolation } from "./repo.ts";

/** What the vote's checks need of a poll. */
export interface VotingPoll {
  state: PollState;
  ownerId: number;
}

export interface PollVotes {
  poll(pollId: number): VotingPoll | undefined;
  choiceInPoll(choiceId: number, pollId: number): boolean;
  /** Records one vote and the visitor behind it; a second vote by the same voter is a 409. */
  insert(pollId: number, choiceId: number, voterKey: string, visitorId: string | null): void;
  /** Every choice with the count the votes triggers keep (migration 002); undefined when the poll is gone. */
  results(pollId: number): PollResults | undefined;
}

interface ResultRow extends Omit<ChoiceCount, "id"> {
  id: number | null;
  state: PollState;
}

export function createPollVotes(sqlite: SQLite.Database): PollVotes {
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
  return {
    poll: (pollId) => poll.get(pollId),
    choiceInPoll: (choiceId, pollId) => choiceInPoll.get(choiceId, pollId) !== undefined,
    insert(pollId, choiceId, voterKey, visitorId) {
      const now = nowIso();
      if (visitorId !== null) visitor.run(visitorId, now);
      try {
        vote.run(pollId, choiceId, voterKey, now);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(MESSAGES.alreadyVoted, "already_voted");
        throw error;
      }
    },
    results(pollId) {
      const rows = results.all(pollId);
      const first = rows[0];
      if (!first) return undefined;
      const counts = rows.flatMap(({ id, text, color, order, votes }) =>
        id === null ? [] : [{ id, text, color, order, votes }],
      );
      return presentResults(pollId, first.state, counts);
    },
  };
}
