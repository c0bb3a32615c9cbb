/**
 * A talk run by a team (docs/product.md, Team): `session_members` holds each invited address with
 * its role and, once that address has signed in, its account (`user_id`: the member is active);
 * `activity_entries` who did what to the session and when, for its activity log.
 */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("session_members")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("session_id", "integer", (c) =>
      c.notNull().references("sessions.id").onDelete("cascade"),
    )
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) =>
      c.notNull().check(sql`role in ('cohost','moderator','viewer')`),
    )
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("session_members_session_email", ["session_id", "email"])
    .execute();
  await db.schema
    .createIndex("session_members_email")
    .on("session_members")
    .column("email")
    .execute();
  await db.schema
    .createIndex("session_members_user_id")
    .on("session_members")
    .column("user_id")
    .execute();
  await db.schema
    .createTable("activity_entries")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("session_id", "integer", (c) =>
      c.notNull().references("sessions.id").onDelete("cascade"),
    )
    .addColumn("actor_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("actor_name", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("role", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("activity_entries_session_id")
    .on("activity_entries")
    .columns(["session_id", "id"])
    .execute();
}
