/**
 * The room (docs/product.md, The room): what the projector screen shows (the stage: a panel and the
 * poll or question it names), the pinned question attendees see as "Now answering", and the sha-256
 * of the presenter link's key (never the key). The ids carry no foreign key: a staged poll or
 * question that is gone reads as the join panel, and deleting a question clears its pin.
 */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("presenter_key_hash", "text").execute();
  await db.schema
    .alterTable("sessions")
    .addColumn("stage_panel", "text", (c) =>
      c
        .notNull()
        .defaultTo("join")
        .check(sql`stage_panel in ('join','poll','questions','question')`),
    )
    .execute();
  for (const column of ["stage_poll_id", "stage_question_id", "pinned_question_id"])
    await db.schema.alterTable("sessions").addColumn(column, "integer").execute();
}
