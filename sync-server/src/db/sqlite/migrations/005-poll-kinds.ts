/**
 * Poll kinds (docs/product.md, Polls): a poll's kind and the fields of its kind, a quiz choice's
 * `correct` and a quiz's reveal, and votes that carry a rating or entries (a multiple vote's choice
 * ids, a word cloud vote's words, as JSON) instead of one choice. Votes stay one row per voter per
 * poll, so the unique index keeps every kind's votes exactly once. SQLite cannot drop a NOT NULL,
 * so votes is rebuilt, with its indexes and the count triggers of migration 002 (which leave a vote
 * without a choice alone). poll_words keeps each word cloud word's count and whether it is hidden.
 */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("polls")
    .addColumn("kind", "text", (c) =>
      c
        .notNull()
        .defaultTo("single")
        .check(sql`kind in ('single','multiple','wordcloud','rating','quiz')`),
    )
    .execute();
  // How many people voted in a multiple, wordcloud or rating poll, kept by their votes, so results
  // never count a poll's votes.
  await db.schema
    .alterTable("polls")
    .addColumn("voter_count", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  for (const column of ["max_choices", "max_entries", "scale"])
    await db.schema.alterTable("polls").addColumn(column, "integer").execute();
  for (const column of ["low_label", "high_label", "revealed_at"])
    await db.schema.alterTable("polls").addColumn(column, "text").execute();
  await db.schema
    .alterTable("poll_choices")
    .addColumn("correct", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("votes_new")
    .addColumn("id", sql.raw("integer primary key autoincrement"))
    .addColumn("poll_id", "integer", (c) => c.notNull().references("polls.id").onDelete("cascade"))
    .addColumn("choice_id", "integer", (c) => c.references("poll_choices.id").onDelete("cascade"))
    .addColumn("rating", "integer")
    .addColumn("entries", "text")
    .addColumn("voter_key", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await sql`INSERT INTO votes_new (id, poll_id, choice_id, voter_key, created_at)
    SELECT id, poll_id, choice_id, voter_key, created_at FROM votes`.execute(db);
  await db.schema.dropTable("votes").execute();
  await db.schema.alterTable("votes_new").renameTo("votes").execute();
  await db.schema
    .createIndex("votes_one_per_voter")
    .unique()
    .on("votes")
    .columns(["poll_id", "voter_key"])
    .execute();
  await db.schema.createIndex("votes_choice").on("votes").column("choice_id").execute();
  await sql`CREATE TRIGGER votes_count_insert AFTER INSERT ON votes BEGIN
    UPDATE poll_choices SET vote_count = vote_count + 1 WHERE id = NEW.choice_id;
  END`.execute(db);
  await sql`CREATE TRIGGER votes_count_delete AFTER DELETE ON votes BEGIN
    UPDATE poll_choices SET vote_count = vote_count - 1 WHERE id = OLD.choice_id;
  END`.execute(db);
  await sql`CREATE TRIGGER votes_count_update AFTER UPDATE OF choice_id ON votes BEGIN
    UPDATE poll_choices SET vote_count = vote_count - 1 WHERE id = OLD.choice_id;
    UPDATE poll_choices SET vote_count = vote_count + 1 WHERE id = NEW.choice_id;
  END`.execute(db);

  await db.schema
    .createTable("poll_words")
    .addColumn("poll_id", "integer", (c) => c.notNull().references("polls.id").onDelete("cascade"))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("votes", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("poll_words_pk", ["poll_id", "text"])
    .execute();
}
