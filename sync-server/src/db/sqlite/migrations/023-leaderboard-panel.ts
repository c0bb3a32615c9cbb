/**
 * The projector's quiz leaderboard (docs/product.md, Quiz leaderboard): the stage can show the
 * `leaderboard` panel. SQLite cannot change a column's CHECK, so `stage_panel` is made anew with
 * the wider one, as migration 016 did.
 */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("sessions")
    .addColumn("stage_panel_next", "text", (c) =>
      c
        .notNull()
        .defaultTo("join")
        .check(
          sql`stage_panel_next in ('join','poll','questions','question','slide','leaderboard')`,
        ),
    )
    .execute();
  await sql`update sessions set stage_panel_next = stage_panel`.execute(db);
  await db.schema.alterTable("sessions").dropColumn("stage_panel").execute();
  await db.schema.alterTable("sessions").renameColumn("stage_panel_next", "stage_panel").execute();
}
