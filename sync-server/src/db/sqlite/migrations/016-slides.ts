/**
 * Presenting the deck (docs/product.md, The deck): the stage can show a page of the deck (the
 * `slide` panel and its `stage_page`), a poll can be pinned to a page (`slide_page`), and the
 * speaker chooses whether showing a page opens the polls pinned to it (`open_polls_on_slide`).
 * SQLite cannot change a column's CHECK, so `stage_panel` is made anew with the wider one.
 */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("sessions")
    .addColumn("stage_panel_next", "text", (c) =>
      c
        .notNull()
        .defaultTo("join")
        .check(sql`stage_panel_next in ('join','poll','questions','question','slide')`),
    )
    .execute();
  await sql`update sessions set stage_panel_next = stage_panel`.execute(db);
  await db.schema.alterTable("sessions").dropColumn("stage_panel").execute();
  await db.schema.alterTable("sessions").renameColumn("stage_panel_next", "stage_panel").execute();
  await db.schema.alterTable("sessions").addColumn("stage_page", "integer").execute();
  await db.schema.alterTable("polls").addColumn("slide_page", "integer").execute();
  await db.schema
    .alterTable("deck_state")
    .addColumn("open_polls_on_slide", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
