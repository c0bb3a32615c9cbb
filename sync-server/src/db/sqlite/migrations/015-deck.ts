/**
 * The deck (docs/product.md, The deck): a session's PDF rendered to WebP pages. `decks` holds each
 * upload and its rendering state, so a restart resumes a deck left "rendering"; `deck_pages` the
 * pages rendered so far (the stored names of both sizes, their content hashes and the page's text);
 * `deck_notes` the speaker's notes by page number, kept when the deck is replaced; `deck_state` the
 * furthest page shown on stage and what attendees may follow.
 */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("decks")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("session_id", "integer", (c) =>
      c.notNull().references("sessions.id").onDelete("cascade"),
    )
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('rendering','ready','failed')`),
    )
    .addColumn("source_stored_name", "text")
    .addColumn("source_owned", "integer", (c) => c.notNull())
    .addColumn("page_count", "integer", (c) => c.notNull())
    .addColumn("error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("decks_session_id").on("decks").column("session_id").execute();
  await db.schema.createIndex("decks_status").on("decks").column("status").execute();
  await db.schema
    .createTable("deck_pages")
    .addColumn("deck_id", "integer", (c) => c.notNull().references("decks.id").onDelete("cascade"))
    .addColumn("n", "integer", (c) => c.notNull())
    .addColumn("image_name", "text", (c) => c.notNull())
    .addColumn("image_hash", "text", (c) => c.notNull())
    .addColumn("thumb_name", "text", (c) => c.notNull())
    .addColumn("thumb_hash", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("deck_pages_pkey", ["deck_id", "n"])
    .execute();
  await db.schema
    .createTable("deck_notes")
    .addColumn("session_id", "integer", (c) =>
      c.notNull().references("sessions.id").onDelete("cascade"),
    )
    .addColumn("n", "integer", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("deck_notes_pkey", ["session_id", "n"])
    .execute();
  await db.schema
    .createTable("deck_state")
    .addColumn("session_id", "integer", (c) =>
      c.primaryKey().references("sessions.id").onDelete("cascade"),
    )
    .addColumn("shown_up_to", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("follow_along", "text", (c) =>
      c
        .notNull()
        .defaultTo("shown")
        .check(sql`follow_along in ('shown','whole-deck')`),
    )
    .execute();
}
