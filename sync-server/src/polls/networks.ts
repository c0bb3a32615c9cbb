/**
 * Where a poll's votes came from, for its owner (docs/product.md, Live console; docs/decisions.md,
 * Visitor identity): each vote keeps its voter's network (votes.network), so a poll whose votes
 * come mostly from one network shows "N votes from one network", and the owner can discard them.
 * Discarding deletes those votes and takes them out of every kept count, as each engine keeps it:
 * the choices' counts (SQLite: poll_choices.vote_count, a trigger for a `{choiceId}` vote;
 * PostgreSQL: choice_vote_counts rows, with a ranking's place sums), the poll's voters (polls.voter_count or poll_voter_counts)
 * and the word cloud's poll_words; a rating's results count its vote rows and need nothing more.
 */
import { ONE_NETWORK_MIN_VOTES, ONE_NETWORK_SHARE, type PollNetworks } from "@lectern/shared";
import { sql } from "kysely";
import type { Db } from "../db/database.ts";

export async function pollNetworks(db: Db, pollId: number): Promise<PollNetworks> {
  const [total, rows] = await Promise.all([
    db
      .selectFrom("votes")
      .select((eb) => eb.fn.countAll<number>().as("votes"))
      .where("pollId", "=", pollId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("votes")
      .select(["network", (eb) => eb.fn.countAll<number>().as("votes")])
      .where("pollId", "=", pollId)
      .where("network", "is not", null)
      .groupBy("network")
      .orderBy("votes", "desc")
      .orderBy("network")
      .execute(),
  ]);
  const totalVotes = Number(total.votes);
  const networks = rows.map((r) => ({ network: r.network!, votes: Number(r.votes) }));
  const top = networks[0];
  const dominant =
    top && totalVotes >= ONE_NETWORK_MIN_VOTES && top.votes > totalVotes * ONE_NETWORK_SHARE
      ? top
      : null;
  return { totalVotes, networks, dominant };
}

/** How many of each thing the discarded votes had added to. */
function tally<T>(items: T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}

/**
 * Deletes the poll's votes from `network` and takes them out of its kept counts, in one
 * transaction; answers how many were discarded.
 */
export async function discardNetwork(
  db: Db,
  engine: "sqlite" | "postgres",
  pollId: number,
  network: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const votes = await trx
      .selectFrom("votes")
      .select(["choiceId", "entries"])
      .where("pollId", "=", pollId)
      .where("network", "=", network)
      .execute();
    if (votes.length === 0) return 0;
    await trx
      .deleteFrom("votes")
      .where("pollId", "=", pollId)
      .where("network", "=", network)
      .execute();
    const ballots = votes.filter((v) => v.choiceId === null);
    const entries = ballots.flatMap((v) => (v.entries ? (JSON.parse(v.entries) as unknown[]) : []));
    // A `{choiceId}` vote's count: SQLite's trigger took it out with the row.
    const choices = tally([
      ...(engine === "postgres"
        ? votes.flatMap((v) => (v.choiceId === null ? [] : [v.choiceId]))
        : []),
      ...entries.filter((e): e is number => typeof e === "number"),
    ]);
    const words = tally(entries.filter((e): e is string => typeof e === "string"));
    // A ranking's entries are its ballots' choice ids in order: each one's place, 1 for the first.
    const { kind } = await trx
      .selectFrom("polls")
      .select("kind")
      .where("id", "=", pollId)
      .executeTakeFirstOrThrow();
    const places = new Map<number, number>();
    if (kind === "ranking")
      for (const ballot of ballots)
        (JSON.parse(ballot.entries ?? "[]") as number[]).forEach((choiceId, index) =>
          places.set(choiceId, (places.get(choiceId) ?? 0) + index + 1),
        );
    for (const [choiceId, n] of [...choices].sort(([a], [b]) => a - b)) {
      const rankSum = places.get(choiceId) ?? 0;
      if (engine === "sqlite")
        await sql`UPDATE poll_choices SET vote_count = vote_count - ${n}, rank_sum = rank_sum - ${rankSum}
                   WHERE id = ${choiceId}`.execute(trx);
      else
        await sql`
          INSERT INTO choice_vote_counts (choice_id, shard, votes, rank_sum)
          VALUES (${choiceId}, 0, ${-n}, ${-rankSum})
          ON CONFLICT ON CONSTRAINT choice_vote_counts_pk
            DO UPDATE SET votes = choice_vote_counts.votes + excluded.votes,
                          rank_sum = choice_vote_counts.rank_sum + excluded.rank_sum`.execute(trx);
    }
    for (const [text, n] of [...words].sort(([a], [b]) => a.localeCompare(b)))
      await trx
        .updateTable("pollWords")
        .set((eb) => ({ votes: eb("votes", "-", n) }))
        .where("pollId", "=", pollId)
        .where("text", "=", text)
        .execute();
    if (ballots.length > 0) {
      if (engine === "sqlite")
        await sql`UPDATE polls SET voter_count = voter_count - ${ballots.length} WHERE id = ${pollId}`.execute(
          trx,
        );
      else
        await sql`
          INSERT INTO poll_voter_counts (poll_id, shard, voters) VALUES (${pollId}, 0, ${-ballots.length})
          ON CONFLICT ON CONSTRAINT poll_voter_counts_pk
            DO UPDATE SET voters = poll_voter_counts.voters + excluded.voters`.execute(trx);
    }
    return votes.length;
  });
}
