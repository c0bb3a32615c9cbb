/**
 * What a vote's checks need of its poll (state, kind, owner, choices), kept between batches of the vote
 * path (votes.ts) for the polls voted on lately, since a poll rarely changes while its hall votes.
 * It may be out of date: lectern_cast_votes (migration 005) records a vote only if the poll is still
 * what the checks saw, and answers "stale" otherwise, so old knowledge costs a second look, never a
 * wrong answer.
 */
import type pg from "pg";
import type { VotingPoll } from "../votes.ts";

export interface SeenPoll {
  poll: VotingPoll;
  choiceIds: ReadonlySet<number>;
}

/** Polls kept at most; the one kept longest goes first. */
const POLLS_KEPT = 1_000;

const READ = {
  name: "lectern-votes-polls",
  text: `SELECT p.id, p.state, p.kind, s.user_id AS "ownerId",
                array_remove(array_agg(c.id), NULL) AS "choiceIds"
           FROM polls p
           JOIN sessions s ON s.id = p.session_id
           LEFT JOIN poll_choices c ON c.poll_id = p.id
          WHERE p.id = ANY ($1::int[])
          GROUP BY p.id, s.user_id`,
};

interface ReadRow extends VotingPoll {
  id: number;
  choiceIds: number[];
}

export class SeenPolls {
  private readonly kept = new Map<number, SeenPoll>();

  constructor(private readonly pool: pg.Pool) {}

  /** The poll as last read, if it is kept. */
  get(pollId: number): SeenPoll | undefined {
    return this.kept.get(pollId);
  }

  forget(pollId: number): void {
    this.kept.delete(pollId);
  }

  /** Reads the polls from the database and keeps those that exist; null for a poll that does not. */
  async read(pollIds: readonly number[]): Promise<Map<number, SeenPoll | null>> {
    const { rows } = await this.pool.query<ReadRow>({ ...READ, values: [pollIds] });
    const read = new Map<number, SeenPoll | null>(pollIds.map((id) => [id, null]));
    for (const { id, state, kind, ownerId, choiceIds } of rows) {
      const seen = { poll: { state, kind, ownerId }, choiceIds: new Set(choiceIds) };
      read.set(id, seen);
      this.kept.delete(id);
      this.kept.set(id, seen);
      if (this.kept.size > POLLS_KEPT) this.kept.delete(this.kept.keys().next().value!);
    }
    return read;
  }
}
