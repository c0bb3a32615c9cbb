/**
 * Insights (docs/product.md, Insights): where each page view came from (`source`: link, qr, embed,
 * event; the views before this migration count as links), an index that holds all an insights read
 * needs of a session's views in time order (so a year of them is read from the index alone), and
 * `audience_minutes`, the most attendees the projector counted in each minute.
 */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("page_views")
    .addColumn("source", "text", (c) => c.notNull().defaultTo(sql`'link'`))
    .execute();
  await db.schema
    .createIndex("page_views_session_time")
    .on("page_views")
    .columns(["session_id", "created_at", "source", "visitor_id"])
    .execute();
  await db.schema
    .createTable("audience_minutes")
    .addColumn("session_id", "integer", (c) =>
      c.notNull().references("sessions.id").onDelete("cascade"),
    )
    .addColumn("minute", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("audience_minutes_pk", ["session_id", "minute"])
    .execute();
}
