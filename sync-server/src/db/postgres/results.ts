/**
 * PostgreSQL's results of every poll kind (docs/decisions.md, Databases), read on the connection
 * they are given, so a ballot's answer read inside its own transaction counts that ballot: a
 * poll's rows (its kind and fields, each choice with the sum of its count rows, the sum of its
 * voter count rows, a ranked choice's place sum), then a word cloud's shown words from poll_words,
 * a rating's scores or an open poll's newest shown answers. No read counts a poll's votes except
 * the rating's grouping and the open poll's count of shown answers.
 */
import {
  OPEN_ANSWERS_SHOWN,
  WORDCLOUD_TOP_WORDS,
  type PollResults,
  presentOpenResults,
  presentRatingResults,
  presentWordcloudResults,
} from "@lectern/shared";
import { sql } from "kysely";
import type { Db } from "../database.ts";
import { headOf, resultsOf, type ResultRow } from "../votes.ts";

function readRows(db: Db, pollId: number) {
  return sql<ResultRow>`
    SELECT p.state, p.kind, p.revealed_at IS NOT NULL AS revealed, p.max_choices, p.scale,
           (SELECT coalesce(sum(n.voters), 0) FROM poll_voter_counts n WHERE n.poll_id = p.id) AS voters,
           c.id, c.text, c.color, c."order", c.correct,
           coalesce((SELECT sum(n.votes) FROM choice_vote_counts n WHERE n.choice_id = c.id), 0) AS votes,
           coalesce((SELECT sum(n.rank_sum) FROM choice_vote_counts n WHERE n.choice_id = c.id), 0) AS rank_sum
      FROM polls p LEFT JOIN poll_choices c ON c.poll_id = p.id
     WHERE p.id = ${pollId} ORDER BY c."order", c.id`.execute(db);
}

export async function readResults(db: Db, pollId: number): Promise<PollResults | undefined> {
  const { rows } = await readRows(db, pollId);
  const first = rows[0];
  if (!first) return undefined;
  const head = headOf(pollId, first);
  if (head.kind === "wordcloud") {
    const words = await db
      .selectFrom("pollWords")
      .select(["text", "votes as count"])
      .where("pollId", "=", pollId)
      .where("hidden", "=", 0)
      .where("votes", ">", 0)
      .orderBy("votes", "desc")
      .orderBy("text")
      .limit(WORDCLOUD_TOP_WORDS)
      .execute();
    const { shown } = await db
      .selectFrom("pollWords")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("votes"), eb.lit(0)).as("shown"))
      .where("pollId", "=", pollId)
      .where("hidden", "=", 0)
      .executeTakeFirstOrThrow();
    return presentWordcloudResults(head, words, Number(shown), Number(first.voters ?? 0));
  }
  if (head.kind === "rating") {
    const given = await db
      .selectFrom("votes")
      .select(["rating as score", (eb) => eb.fn.countAll<number>().as("votes")])
      .where("pollId", "=", pollId)
      .where("rating", "is not", null)
      .groupBy("rating")
      .execute();
    return presentRatingResults(
      head,
      given.map((g) => ({ score: Number(g.score), votes: Number(g.votes) })),
    );
  }
  if (head.kind === "open") {
    const shown = db
      .selectFrom("votes")
      .where("pollId", "=", pollId)
      .where("text", "is not", null)
      .where("hidden", "=", 0);
    const answers = await shown
      .select(["id", "text", "createdAt"])
      .orderBy("id", "desc")
      .limit(OPEN_ANSWERS_SHOWN)
      .execute();
    const { count } = await shown
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    return presentOpenResults(
      head,
      answers.map((a) => ({ id: a.id, text: a.text ?? "", createdAt: a.createdAt })),
      Number(count),
      Number(first.voters ?? 0),
    );
  }
  return resultsOf(pollId, rows);
}
