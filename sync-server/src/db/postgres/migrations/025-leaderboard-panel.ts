/**
 * The projector's quiz leaderboard on PostgreSQL, the counterpart of SQLite's migration 023: the
 * stage can show the `leaderboard` panel.
 */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions drop constraint sessions_stage_panel_check`.execute(db);
  await sql`alter table sessions add constraint sessions_stage_panel_check
    check (stage_panel in ('join','poll','questions','question','slide','leaderboard'))`.execute(
    db,
  );
}
