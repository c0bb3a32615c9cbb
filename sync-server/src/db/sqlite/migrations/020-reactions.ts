/**
 * Reactions (docs/product.md, Reactions): on `sessions`, the emoji attendees pick from (a JSON
 * list; null: the default five); `reaction_minutes` one row per session, minute and emoji with how
 * many were sent in it, which is both the console's timeline and the projector's running totals.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("reactions", "text").execute();
  await db.schema
    .createTable("reaction_minutes")
    .addColumn("session_id", "integer", (c) =>
      c.notNull().references("sessions.id").onDelete("cascade"),
    )
    .addColumn("minute", "text", (c) => c.notNull())
    .addColumn("emoji", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("reaction_minutes_pk", ["session_id", "minute", "emoji"])
    .execute();
}
