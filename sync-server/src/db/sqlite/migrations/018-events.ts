/**
 * Events (docs/product.md, Events): `events` a conference with its creator, days and time zone;
 * `event_members` its organisers and viewers, each added by address (active once an account has it);
 * `event_rooms` its rooms, each with the slug of its QR link; `event_talks` the sessions that are
 * its talks, each in a room at a time, with its id in the schedule it was imported from and the
 * speakers' names that schedule gave. A session's member may be a talk's speaker (a co-host who
 * also gets its leads), and a lead records the event it was given to when the event collects them.
 */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("events")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("starts_on", "text", (c) => c.notNull())
    .addColumn("ends_on", "text", (c) => c.notNull())
    .addColumn("timezone", "text", (c) => c.notNull())
    .addColumn("venue", "text")
    .addColumn("description", "text")
    .addColumn("collect_leads", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("events_user_id").on("events").column("user_id").execute();
  await db.schema
    .createTable("event_members")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("event_id", "integer", (c) =>
      c.notNull().references("events.id").onDelete("cascade"),
    )
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('organizer','viewer')`))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("event_members_event_email", ["event_id", "email"])
    .execute();
  await db.schema.createIndex("event_members_email").on("event_members").column("email").execute();
  await db.schema
    .createTable("event_rooms")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("event_id", "integer", (c) =>
      c.notNull().references("events.id").onDelete("cascade"),
    )
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addUniqueConstraint("event_rooms_event_slug", ["event_id", "slug"])
    .execute();
  await db.schema
    .createTable("event_talks")
    .addColumn("session_id", "integer", (c) =>
      c.primaryKey().references("sessions.id").onDelete("cascade"),
    )
    .addColumn("event_id", "integer", (c) =>
      c.notNull().references("events.id").onDelete("cascade"),
    )
    .addColumn("room_id", "integer", (c) =>
      c.notNull().references("event_rooms.id").onDelete("restrict"),
    )
    .addColumn("track", "text")
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("ends_at", "text", (c) => c.notNull())
    .addColumn("schedule_id", "text")
    .addColumn("speaker_names", "text", (c) => c.notNull().defaultTo("[]"))
    .addUniqueConstraint("event_talks_schedule_id", ["event_id", "schedule_id"])
    .execute();
  await db.schema
    .createIndex("event_talks_room_time")
    .on("event_talks")
    .columns(["room_id", "starts_at"])
    .execute();
  await db.schema
    .createIndex("event_talks_event_time")
    .on("event_talks")
    .columns(["event_id", "starts_at"])
    .execute();
  await db.schema
    .alterTable("session_members")
    .addColumn("speaker", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("leads")
    .addColumn("event_id", "integer", (c) => c.references("events.id").onDelete("set null"))
    .execute();
}
