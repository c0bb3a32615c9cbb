/**
 * Open and ranking polls (docs/product.md, Polls): the kind's check takes the two new kinds (SQLite
 * cannot change a check, so the column is added anew, copied and swapped in); an open vote's text
 * and whether the owner hid it on `votes`; on `poll_choices` the sum of the places ranking ballots
 * gave a choice, from which its average place and points are counted without reading the votes.
 */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("polls")
    .addColumn("kind_new", "text", (c) =>
      c
        .notNull()
        .defaultTo("single")
        .check(sql`kind_new in ('single','multiple','wordcloud','rating','quiz','open','ranking')`),
    )
    .execute();
  await sql`UPDATE polls SET kind_new = kind`.execute(db);
  await db.schema.alterTable("polls").dropColumn("kind").execute();
  await db.schema.alterTable("polls").renameColumn("kind_new", "kind").execute();
  await db.schema.alterTable("votes").addColumn("text", "text").execute();
  await db.schema
    .alterTable("votes")
    .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("poll_choices")
    .addColumn("rank_sum", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
