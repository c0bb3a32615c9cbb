/**
 * Feedback at the end of a talk (docs/product.md, Feedback): on `sessions`, whether feedback was
 * opened (1) or closed (0) by hand, null while the talk's end time decides, and the chips offered
 * (a JSON list; null: the default chips); `feedback` one row per attendee and session, replaced
 * when they send again, with the chips they picked as a JSON list.
 */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("feedback_open", "integer").execute();
  await db.schema.alterTable("sessions").addColumn("feedback_chips", "text").execute();
  await db.schema
    .createTable("feedback")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("session_id", "integer", (c) =>
      c.notNull().references("sessions.id").onDelete("cascade"),
    )
    .addColumn("actor_key", "text", (c) => c.notNull())
    .addColumn("rating", "integer", (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn("chips", "text", (c) => c.notNull())
    .addColumn("comment", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("feedback_session_actor", ["session_id", "actor_key"])
    .execute();
}
