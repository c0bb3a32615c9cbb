/**
 * Open and ranking polls on PostgreSQL, the counterpart of SQLite's migration 022: the kind's check
 * takes the two new kinds; an open vote's text and whether the owner hid it on `votes`; on the
 * choice count rows the sum of the places ranking ballots gave a choice.
 */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE polls DROP CONSTRAINT polls_kind_check`.execute(db);
  await sql`ALTER TABLE polls ADD CONSTRAINT polls_kind_check
    CHECK (kind IN ('single','multiple','wordcloud','rating','quiz','open','ranking'))`.execute(db);
  await db.schema.alterTable("votes").addColumn("text", "text").execute();
  await db.schema
    .alterTable("votes")
    .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("choice_vote_counts")
    .addColumn("rank_sum", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
