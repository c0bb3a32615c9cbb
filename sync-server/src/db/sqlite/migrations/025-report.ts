/**
 * The report e-mail (docs/product.md, Insights, Report): `report_subscriptions` whether a reader of
 * a session opted in (1) or out (0) of its report (no row: the owner gets it, a member does not);
 * `session_reports` the one row that claims a session's report, so it is sent once across
 * instances, with when it went out and to how many; and an index on `audience_minutes` by minute,
 * so the day-after job finds the talks heard lately without reading every minute ever counted.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("report_subscriptions")
    .addColumn("session_id", "integer", (c) =>
      c.notNull().references("sessions.id").onDelete("cascade"),
    )
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("subscribed", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("report_subscriptions_pk", ["session_id", "user_id"])
    .execute();
  await db.schema
    .createIndex("report_subscriptions_user")
    .on("report_subscriptions")
    .column("user_id")
    .execute();
  await db.schema
    .createTable("session_reports")
    .addColumn("session_id", "integer", (c) =>
      c.primaryKey().references("sessions.id").onDelete("cascade"),
    )
    .addColumn("claimed_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addColumn("recipients", "integer")
    .execute();
  await db.schema
    .createIndex("audience_minutes_minute")
    .on("audience_minutes")
    .columns(["minute", "session_id"])
    .execute();
}
