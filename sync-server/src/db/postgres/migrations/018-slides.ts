/**
 * Presenting the deck (docs/product.md, The deck): the stage can show a page of the deck (the
 * `slide` panel and its `stage_page`), a poll can be pinned to a page (`slide_page`), and the
 * speaker chooses whether showing a page opens the polls pinned to it (`open_polls_on_slide`).
 */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions drop constraint sessions_stage_panel_check`.execute(db);
  await sql`alter table sessions add constraint sessions_stage_panel_check
    check (stage_panel in ('join','poll','questions','question','slide'))`.execute(db);
  await db.schema.alterTable("sessions").addColumn("stage_page", "integer").execute();
  await db.schema.alterTable("polls").addColumn("slide_page", "integer").execute();
  await db.schema
    .alterTable("deck_state")
    .addColumn("open_polls_on_slide", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
